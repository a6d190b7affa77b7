//! Our fast planner: greedy peak shaving.
//!
//! Repeatedly take the step where device memory peaks and, among the
//! candidates that free it, the largest tensor whose transfers still fit the
//! links (total prefetch lateness within the allowed slowdown), until the
//! peak cannot fall further or is within the budget. With a budget the
//! planner may then accept late prefetches (stalls) to meet it.
//!
//! Every candidate that frees the peak is tried, not a top few: at 7B scale
//! the ones that work are often far down the size order. Two things keep
//! that fast: a [`Probe`] says without a replay whether a candidate still
//! frees the peak once it shares the links, and a candidate whose transfers
//! no longer fit (or whose placement raises memory above the peak) is not
//! tried again in that phase, since choices only add to the links.

use crate::{
    NodeId,
    plan::{
        Plan, PlanRequest,
        effort::TimeLimit,
        model::{Candidate, LinkSchedule, Model, Probe, build_plan},
    },
};

/// How one run of the greedy chooses. No single way wins on every graph,
/// so the planner runs each and keeps the plan that simulates better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strategy {
    /// Among candidates of equal size (a model's layers repeat the same
    /// shapes): the longest absence first, else program order.
    pub longest_first: bool,
    /// First shave peaks with no stall beyond the mandatory one, so that
    /// the first peaks do not spend the whole allowance, then with the
    /// allowance; else with the allowance from the start.
    pub phased: bool,
    /// Place all prefetches again, as late as the link allows together
    /// (`Model::pack`), after each choice; else each keeps its own slot.
    pub packed: bool,
}

impl Strategy {
    pub const ALL: [Strategy; 8] = {
        let mut all = [Strategy {
            longest_first: false,
            phased: false,
            packed: false,
        }; 8];
        let mut i = 0;
        while i < 8 {
            all[i] = Strategy {
                longest_first: i & 1 != 0,
                phased: i & 2 != 0,
                packed: i & 4 != 0,
            };
            i += 1;
        }
        all
    };
}

/// The greedy's choice under one strategy.
#[derive(Clone)]
pub struct Choice<'m> {
    pub strategy: Strategy,
    chosen: Vec<&'m Candidate>,
}

impl<'m> Choice<'m> {
    /// The plan of the choice, its prefetches placed as the strategy says.
    pub fn plan(&self, model: &Model) -> Plan {
        with_placed(model, self.strategy, &self.chosen, |placed| {
            build_plan(model, placed)
        })
    }

    /// The peak and the stall of the choice, as the model has them.
    pub fn judged(&self, model: &Model) -> (u64, f64) {
        with_placed(model, self.strategy, &self.chosen, |placed| {
            (peak_of(model, placed), model.stall_s(placed))
        })
    }
}

/// The model's peak of chosen candidates as placed.
fn peak_of(model: &Model, placed: &[&Candidate]) -> u64 {
    let schedule = model.schedule(placed);
    model
        .memory(placed, &schedule)
        .into_iter()
        .max()
        .unwrap_or(0)
}

/// One pass of the greedy, pruned.
pub fn solve<'m>(model: &'m Model, request: &PlanRequest, strategy: Strategy) -> Choice<'m> {
    let chosen = choose(model, request, strategy, None, None);
    Choice {
        strategy,
        chosen: prune(model, request, strategy, chosen),
    }
}

/// A second pass of the greedy from `choice` (without a budget): pruning
/// gives back link time the first pass spent on steps that ended below the
/// peak, and candidates that did not fit then are tried again. The better
/// of the two by the model (peak, then stall). With a budget the first pass
/// already stops within it: `choice` stands. Where the time `limit` (the
/// safety net) runs out, the greedy stops where it is, unpruned.
pub fn refine<'m>(
    model: &'m Model,
    request: &PlanRequest,
    choice: &Choice<'m>,
    limit: Option<&TimeLimit>,
) -> Choice<'m> {
    if request.budget.is_some() {
        return choice.clone();
    }
    let strategy = choice.strategy;
    let chosen = choose(model, request, strategy, Some(choice.chosen.clone()), limit);
    let late = limit.is_some_and(TimeLimit::expired);
    let second = Choice {
        strategy,
        chosen: if late {
            chosen
        } else {
            prune(model, request, strategy, chosen)
        },
    };
    let (a, b) = (second.judged(model), choice.judged(model));
    if a.0 < b.0 || (a.0 == b.0 && a.1 < b.1) {
        second
    } else {
        choice.clone()
    }
}

/// `f` of the chosen candidates as the strategy places them (without a copy
/// when it keeps the model's slots).
fn with_placed<R>(
    model: &Model,
    strategy: Strategy,
    chosen: &[&Candidate],
    f: impl FnOnce(&[&Candidate]) -> R,
) -> R {
    if strategy.packed {
        let packed = model.pack(chosen);
        f(&packed.iter().collect::<Vec<_>>())
    } else {
        f(chosen)
    }
}

/// Drops chosen candidates (latest first) whose removal neither raises the
/// peak nor breaks the budget: the greedy may free memory at a step that
/// ended up below the final peak.
fn prune<'m>(
    model: &'m Model,
    request: &PlanRequest,
    strategy: Strategy,
    mut chosen: Vec<&'m Candidate>,
) -> Vec<&'m Candidate> {
    let peak_of = |chosen: &[&Candidate]| {
        with_placed(model, strategy, chosen, |placed| peak_of(model, placed))
    };
    let target = peak_of(&chosen);
    let limit = request.budget.map_or(target, |b| b.max(target));
    let mut i = chosen.len();
    while i > 0 {
        i -= 1;
        // Prefetches of weights in a tier (mandatory, or their late
        // variants) are never dropped.
        if chosen[i].from.is_none() && !chosen[i].needs_store {
            continue;
        }
        let removed = chosen.remove(i);
        let peak = peak_of(&chosen);
        if peak > limit {
            chosen.insert(i, removed);
        }
    }
    chosen
}

/// The chosen candidates (mandatory prefetches first): from `start` when
/// given, and as far as the greedy gets before `time_limit` runs out
/// when given.
pub fn choose<'m>(
    model: &'m Model,
    request: &PlanRequest,
    strategy: Strategy,
    start: Option<Vec<&'m Candidate>>,
    time_limit: Option<&TimeLimit>,
) -> Vec<&'m Candidate> {
    let mandatory: Vec<&Candidate> = model.mandatory.iter().collect();
    // What the mandatory prefetches alone cannot hide, and the allowed
    // slowdown on top of it.
    let base = model.stall_s(&mandatory);
    let chosen = start.unwrap_or(mandatory);
    let taken = taken_at_start(model, &chosen);
    let room = Room::new(model, &chosen);
    let slack = request.slowdown * model.compute_s() + base;
    let order = candidate_order(model, strategy);
    // What each candidate frees, in that order, for the scan at every peak.
    let spans: Vec<(NodeId, NodeId)> = order.iter().map(|&i| model.candidates[i].freed).collect();
    let mut greedy = Greedy {
        model,
        request,
        strategy,
        chosen,
        taken,
        room,
        order,
        spans,
        slack,
        trials: 0,
    };

    // Phases: (when phased) no stall beyond the mandatory one; the allowed
    // slowdown; with a budget, any stall.
    let phases = [(false, base), (false, slack), (true, f64::INFINITY)];
    let first = if strategy.phased { 0 } else { 1 };
    for &(allow_stalls, limit) in &phases[first..] {
        if allow_stalls && request.budget.is_none() {
            break;
        }
        if !greedy.phase(allow_stalls, limit, time_limit) {
            return greedy.chosen;
        }
    }
    tracing::debug!(
        ?strategy,
        trials = greedy.trials,
        chosen = greedy.chosen.len(),
        "heuristic choices"
    );
    greedy.chosen
}

/// Which of the model's candidates `chosen` already holds (a gap is taken
/// once).
fn taken_at_start(model: &Model, chosen: &[&Candidate]) -> Vec<bool> {
    let mut by_gap: rustc_hash::FxHashMap<usize, Vec<&Candidate>> = Default::default();
    for c in chosen {
        by_gap.entry(c.gap).or_default().push(c);
    }
    let taken_at_start = |c: &Candidate| by_gap.get(&c.gap).is_some_and(|cs| cs.contains(&c));
    model.candidates.iter().map(taken_at_start).collect()
}

/// The candidates (indices) in the order the greedy tries them: by size,
/// largest first, as it frees the most bytes per transfer; among equal
/// sizes the longest absence first where the strategy says so, else
/// program order.
fn candidate_order(model: &Model, strategy: Strategy) -> Vec<usize> {
    let mut order: Vec<usize> = (0..model.candidates.len()).collect();
    let length = |c: &Candidate| {
        if strategy.longest_first {
            c.freed.1.index().saturating_sub(c.freed.0.index())
        } else {
            0
        }
    };
    order.sort_by(|&a, &b| {
        let (ca, cb) = (&model.candidates[a], &model.candidates[b]);
        cb.bytes
            .cmp(&ca.bytes)
            .then(length(cb).cmp(&length(ca)))
            .then(a.cmp(&b))
    });
    order
}

/// Room left per tier: its capacity less the arguments that live in it
/// and the tensors the chosen candidates store there (once each), and the
/// bounce buffers of the copies staged through a tier ([`crate::Bounce`]).
struct Room<'m, 'g> {
    model: &'m Model<'g>,
    /// The tensors with a copy in their tier.
    stored: rustc_hash::FxHashSet<crate::TensorId>,
    /// Bytes left per tier (a tier not here has all its capacity).
    left: rustc_hash::FxHashMap<crate::Tier, u64>,
    bounce: crate::Bounce,
}

impl<'m, 'g> Room<'m, 'g> {
    /// The room left with the arguments in their tiers and `chosen`.
    fn new(model: &'m Model<'g>, chosen: &[&Candidate]) -> Self {
        let mut room = Room {
            model,
            stored: Default::default(),
            left: Default::default(),
            bounce: crate::Bounce::default(),
        };
        for (t, tensor) in model.graph.tensors_with_ids() {
            if let crate::TensorOrigin::Argument {
                tier: Some(lives), ..
            } = tensor.origin
                && tensor.alias_of.is_none()
            {
                room.take(lives, tensor.bytes);
                room.stored.insert(t);
            }
        }
        // A stored tensor goes and comes back.
        let tiers = &model.cost.profile.tiers;
        for c in chosen {
            let (tier, bytes) = (model.tier_of(c.tensor), model.graph.tensors[c.tensor].bytes);
            if room.stored.insert(c.tensor) {
                room.take(tier, bytes);
                room.bounce
                    .add(tiers, tier, crate::Direction::DeviceToHost, bytes);
            }
            room.bounce
                .add(tiers, tier, crate::Direction::HostToDevice, bytes);
        }
        for via in crate::Tier::ALL {
            let held = room.bounce.held(via);
            room.take(via, held);
        }
        room
    }

    /// Takes `bytes` off the room left in `tier`.
    fn take(&mut self, tier: crate::Tier, bytes: u64) {
        let model = self.model;
        let left = self
            .left
            .entry(tier)
            .or_insert_with(|| model.cost.profile.tiers.capacity(tier).unwrap_or(u64::MAX));
        *left = left.saturating_sub(bytes);
    }

    /// The room left in `tier`.
    fn of(&self, tier: crate::Tier) -> u64 {
        self.left.get(&tier).copied().unwrap_or_else(|| {
            self.model
                .cost
                .profile
                .tiers
                .capacity(tier)
                .unwrap_or(u64::MAX)
        })
    }
}

/// The greedy's state while it shaves peaks ([`choose`]).
struct Greedy<'m, 'g, 'r> {
    model: &'m Model<'g>,
    request: &'r PlanRequest,
    strategy: Strategy,
    /// The chosen candidates.
    chosen: Vec<&'m Candidate>,
    /// By candidate: whether it is chosen (a gap is taken once).
    taken: Vec<bool>,
    room: Room<'m, 'g>,
    /// The candidates in the order they are tried ([`candidate_order`]),
    /// and the steps each frees.
    order: Vec<usize>,
    spans: Vec<(NodeId, NodeId)>,
    /// The stall allowed: the mandatory one and the allowed slowdown.
    slack: f64,
    /// How many candidates were replayed.
    trials: usize,
}

/// What one step of the greedy at the peak came to.
enum Shaved {
    /// A candidate was taken: on to the next peak.
    Taken,
    /// None of the candidates that free the peak was taken: on to the
    /// next phase.
    Stuck,
    /// The greedy is done (no steps, or the budget met).
    Done,
}

/// What trying one candidate at the peak came to.
enum Trial {
    /// Not replayed: it does not fit this phase or the tiers, or the probe
    /// says it does not free the peak.
    Passed,
    Taken,
    /// Replayed and not taken: whether it frees the peak, and the stall
    /// (NaN where it was not needed).
    Rejected {
        frees_peak: bool,
        late: f64,
    },
}

impl<'m> Greedy<'m, '_, '_> {
    /// One phase of the greedy, stalls beyond `limit` not allowed unless
    /// `allow_stalls`: peak after peak until none of its candidates is
    /// taken. False where the greedy is done (or `time_limit` ran out).
    fn phase(&mut self, allow_stalls: bool, limit: f64, time_limit: Option<&TimeLimit>) -> bool {
        // Candidates whose transfers no longer fit the links, or whose
        // placement raises memory above the peak, in this phase: each choice
        // only adds to the links and lowers the peak, so such a candidate
        // is not tried again (the greedy would otherwise retry thousands of
        // them at every peak).
        let mut hopeless = vec![false; self.model.candidates.len()];
        loop {
            if time_limit.is_some_and(TimeLimit::expired) {
                return false;
            }
            match self.shave(allow_stalls, limit, &mut hopeless) {
                Shaved::Taken => {}
                Shaved::Stuck => return true,
                Shaved::Done => return false,
            }
        }
    }

    /// One step of the greedy: the candidates that free the peak step of
    /// the chosen ones, tried in order until one is taken.
    fn shave(&mut self, allow_stalls: bool, limit: f64, hopeless: &mut [bool]) -> Shaved {
        let (model, request) = (self.model, self.request);
        // Packed, one more candidate is packed with the set as it is
        // now (`Packing::with`) instead of packing the set again.
        let packing = self.strategy.packed.then(|| model.packing(&self.chosen));
        let refs: Vec<&Candidate> = match &packing {
            Some(packing) => packing.placed.iter().collect(),
            None => self.chosen.clone(),
        };
        let schedule = model.schedule(&refs);
        let memory = model.memory(&refs, &schedule);
        let Some((peak_step, &peak)) = NodeId::all(memory.len())
            .zip(&memory)
            .max_by_key(|(s, m)| (**m, std::cmp::Reverse(*s)))
        else {
            return Shaved::Done;
        };
        if request.budget.is_some_and(|b| peak <= b) {
            return Shaved::Done;
        }
        tracing::trace!(
            peak_step = peak_step.index(),
            peak,
            chosen = self.chosen.len(),
            allow_stalls,
            "heuristic step"
        );
        let at = Peak {
            step: peak_step,
            bytes: peak,
            lateness: model.stall_s(&refs),
            allow_stalls,
            limit,
        };
        let probe = Probe::new(model, &refs, packing.as_ref());
        let mut rejected: Vec<(usize, bool, f64)> = Vec::new();
        let tries: Vec<usize> = self
            .spans
            .iter()
            .zip(&self.order)
            .filter(|&(&(first, last), &i)| {
                first <= peak_step && peak_step <= last && !self.taken[i] && !hopeless[i]
            })
            .map(|(_, &i)| i)
            .collect();
        for i in tries {
            match self.try_candidate(i, &at, &probe, packing.as_ref()) {
                Trial::Passed => {}
                Trial::Taken => return Shaved::Taken,
                Trial::Rejected { frees_peak, late } => {
                    if frees_peak {
                        hopeless[i] = true;
                    }
                    rejected.push((i, frees_peak, late));
                }
            }
        }
        self.log_stuck(peak_step, &rejected);
        Shaved::Stuck
    }

    /// Tries candidate `i` at the peak `at`: taken (and its copy's room
    /// taken) where the replay with it still frees the peak within the
    /// stall allowed, and (packed) moves no other prefetch above the peak.
    fn try_candidate(
        &mut self,
        i: usize,
        at: &Peak,
        probe: &Probe,
        packing: Option<&crate::plan::model::Packing>,
    ) -> Trial {
        let (model, strategy) = (self.model, self.strategy);
        let tiers = &model.cost.profile.tiers;
        let (peak_step, peak) = (at.step, at.bytes);
        let c = &model.candidates[i];
        if !at.allow_stalls && !c.hides {
            return Trial::Passed;
        }
        let new_copy = !self.room.stored.contains(&c.tensor);
        let tier = model.tier_of(c.tensor);
        let bytes = model.graph.tensors[c.tensor].bytes;
        let staged = self.room.bounce.growth(tiers, tier, bytes);
        if new_copy
            && (bytes > self.room.of(tier)
                || staged.is_some_and(|(via, grows)| grows > self.room.of(via)))
        {
            return Trial::Passed;
        }
        // A late variant replaces the hidden one of the same gap
        // (or the mandatory prefetch it delays).
        let replaced = self.chosen.iter().position(|o| o.gap == c.gap);
        // Most candidates that would free the peak on their own do
        // not once the links are shared: the probe says so without
        // a replay.
        let probed = if replaced.is_none() {
            probe.frees(c, peak_step)
        } else {
            None
        };
        if probed == Some(false) {
            return Trial::Passed;
        }
        self.trials += 1;
        let previous = replaced.map(|at| self.chosen.remove(at));
        self.chosen.push(c);
        // The replay, cheapest test first: whether the candidate
        // still frees the peak (the probe's answer where it has
        // one: it is exact for the candidate itself), then the
        // stall, then (packed) that no other prefetch moves above
        // the peak. `late` is NaN where it was not needed.
        let judge = |trial_refs: &[&Candidate]| {
            let frees = |trial: &LinkSchedule| {
                trial
                    .freed
                    .last()
                    .is_some_and(|&(f, l)| f <= peak_step && peak_step <= l)
            };
            let mut trial = None;
            if probed.is_none() || cfg!(debug_assertions) {
                let schedule = model.schedule(trial_refs);
                let frees_peak = frees(&schedule);
                debug_assert!(
                    probed.is_none_or(|p| p == frees_peak),
                    "the probe disagrees with the replay on {:?} at step {peak_step}: probe {probed:?}, replay frees {:?}",
                    trial_refs.last(),
                    schedule.freed.last()
                );
                if !frees_peak {
                    return (false, f64::NAN, false);
                }
                trial = Some(schedule);
            }
            let late = model.stall_s(trial_refs);
            let fits = at.allow_stalls || late <= at.limit.max(at.lateness) + 1e-12;
            // Placing the prefetches again may bring others
            // back earlier: never above the peak being shaved.
            let holds = fits
                && (!strategy.packed || {
                    let trial = trial.unwrap_or_else(|| model.schedule(trial_refs));
                    model
                        .memory(trial_refs, &trial)
                        .into_iter()
                        .max()
                        .is_some_and(|m| m <= peak)
                });
            (true, late, fits && holds)
        };
        let (frees_peak, late, accept) = match (packing, replaced) {
            (Some(packing), None) => {
                packing.with(model, &self.chosen[..self.chosen.len() - 1], c, judge)
            }
            _ => with_placed(model, strategy, &self.chosen, judge),
        };
        if accept {
            self.taken[i] = true;
            if new_copy {
                self.room.stored.insert(c.tensor);
                self.room.take(tier, bytes);
                if let Some((via, grows)) = staged {
                    self.room.take(via, grows);
                    self.room.bounce.round_trip(tiers, tier, bytes);
                }
            }
            return Trial::Taken;
        }
        self.chosen.pop();
        if let (Some(at), Some(p)) = (replaced, previous) {
            self.chosen.insert(at, p);
        }
        Trial::Rejected { frees_peak, late }
    }

    /// Traces the first few candidates rejected at a peak no candidate
    /// freed.
    fn log_stuck(&self, peak_step: NodeId, rejected: &[(usize, bool, f64)]) {
        for &(i, frees_peak, late) in rejected.iter().take(16) {
            let c = &self.model.candidates[i];
            tracing::trace!(
                peak_step = peak_step.index(),
                tensor = c.tensor.index(),
                bytes = c.bytes,
                from = ?c.from,
                to = %c.to,
                slot = %c.prefetch_before,
                early = c.early,
                frees_peak,
                late,
                slack = self.slack,
                strategy = ?self.strategy,
                "stuck: candidate rejected"
            );
        }
    }
}

/// The peak the greedy shaves, and the stall it may have there.
struct Peak {
    step: NodeId,
    bytes: u64,
    /// The chosen candidates' stall.
    lateness: f64,
    /// Whether stalls beyond `limit` are allowed (this phase).
    allow_stalls: bool,
    limit: f64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        Lifetimes, TensorGraph, Tier,
        testing::{GraphBuilder, round_cost_model},
    };

    const ONE_MS: f64 = 1e6;

    /// Every tensor a candidate, whatever its size.
    fn request() -> PlanRequest {
        PlanRequest {
            min_bytes: 0,
            ..PlanRequest::default()
        }
    }

    /// A weight of 500 B in the host, and tensors of 300, 100, 300 and
    /// 200 B each read again after the others are made.
    fn gaps() -> TensorGraph {
        let mut g = GraphBuilder::new("gaps");
        let w = g.arg_in(500, Tier::Host);
        let a = g.arg(10);
        let mut last = a;
        let mut made = Vec::new();
        for bytes in [300, 100, 300, 200] {
            made.push(g.timed_op("make", &[last], bytes, ONE_MS));
            last = g.timed_op("work", &[last], 10, ONE_MS);
        }
        for t in made {
            last = g.timed_op("use", &[t, last], 10, ONE_MS);
        }
        let out = g.timed_op("use_w", &[w, last], 10, ONE_MS);
        g.result(out);
        g.finish()
    }

    #[test]
    fn candidates_are_tried_largest_first_then_by_the_strategys_tie_break() {
        let graph = gaps();
        let cost = round_cost_model();
        let lifetimes = Lifetimes::compute(&graph);
        let model = Model::new(&graph, &lifetimes, &cost, &request());
        assert!(model.candidates.len() > 2, "{}", model.candidates.len());
        let length = |c: &Candidate| c.freed.1.index().saturating_sub(c.freed.0.index());
        for strategy in Strategy::ALL {
            let order = candidate_order(&model, strategy);
            let mut sorted = order.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..model.candidates.len()).collect::<Vec<_>>());
            for pair in order.windows(2) {
                let (a, b) = (&model.candidates[pair[0]], &model.candidates[pair[1]]);
                assert!(a.bytes >= b.bytes, "{strategy:?}: {order:?}");
                if a.bytes == b.bytes {
                    let tie = if strategy.longest_first {
                        (length(b), pair[0]) <= (length(a), pair[1])
                    } else {
                        pair[0] < pair[1]
                    };
                    assert!(tie, "{strategy:?}: {order:?}");
                }
            }
        }
    }

    #[test]
    fn the_room_left_in_a_tier_counts_its_arguments_and_what_is_taken() {
        let graph = gaps();
        let cost = round_cost_model();
        let lifetimes = Lifetimes::compute(&graph);
        let model = Model::new(&graph, &lifetimes, &cost, &request());
        let capacity = |tier| cost.profile.tiers.capacity(tier).unwrap_or(u64::MAX);
        let mut room = Room::new(&model, &[]);
        assert_eq!(room.of(Tier::Host), capacity(Tier::Host) - 500);
        assert_eq!(room.stored.len(), 1, "the weight's copy lives in the host");
        room.take(Tier::Host, 100);
        assert_eq!(room.of(Tier::Host), capacity(Tier::Host) - 600);
        room.take(Tier::Host, u64::MAX);
        assert_eq!(room.of(Tier::Host), 0, "the room saturates");
    }
}
