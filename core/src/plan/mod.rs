//! Offload planning: which tensors leave the device for which idle gaps, and
//! where their `store`, `detach` and `prefetch` are issued.
//!
//! [`plan`] is one pipeline, a module per stage, read top to bottom:
//!
//! 1. `request`: what is asked (budget, objective, slowdown, solver);
//! 2. `admit` (here): the refusals no plan could answer;
//! 3. [`model`]: steps, times, memory and the candidates (a tensor and one
//!    idle gap) every solver shares; [`bound`]: how far any plan could go;
//! 4. `portfolio`: the solvers, ours ([`heuristic`], and by mathematical
//!    programming the [`flow`] program and the candidates' program [`ilp`])
//!    and the [`baselines`], and the choice among them;
//! 5. `judge`: every plan weighed is materialized ([`apply`]), simulated and
//!    compared for the request;
//! 6. [`Edits`]: the chosen [`Plan`]'s one materialization (ordered inserts
//!    between steps), which the IR rewrite applies to the function body;
//! 7. `notes`: what the remark says beyond the figures.

pub mod baselines;
pub mod bound;
pub mod devices;
mod edits;
mod effort;
pub mod flow;
pub mod heuristic;
pub mod ilp;
mod judge;
pub mod loops;
mod lp;
pub mod model;
mod notes;
mod portfolio;
pub mod recompute;
mod request;
mod settle;
mod tiers;
mod validate;

pub use edits::{Edit, EditKind, Edits, Slot, apply, apply_edits, views_remade_at};
pub(crate) use effort::TimeLimit;
pub use request::{
    Budget, MAX_CHUNKS_PER_TENSOR, PlanRequest, Reference, ReferencePeaks, Solver, chunk_bytes_of,
};
pub use validate::InvalidPlan;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{
    Chunk, CostModel, Lifetimes, NodeId, TensorGraph, TensorId, Tier,
    simulate::{SimulateError, Timeline},
};

/// One stay of a tensor off the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Absence {
    /// The device copy is detached right after this step; `None` for an
    /// argument that starts in a tier (it is absent from the start).
    pub detach_after: Option<NodeId>,
    /// The prefetch is issued right before this step (the transfer then runs
    /// while the steps up to the next use compute).
    pub prefetch_before: NodeId,
    /// The first use the prefetch serves (`prefetch_before <= first_use`).
    pub first_use: NodeId,
}

/// How a tensor's remote copy comes to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// Stored right after this step (its definition or a use).
    Store { after: NodeId },
    /// An argument already resident in the tier.
    Resident,
    /// A donated argument on the device, stored at the function's entry
    /// (its first absence then starts there: `detach_after` is `None`).
    StoreAtEntry,
}

/// The offload decisions for one tensor (a storage tensor, not a view).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TensorPlan {
    pub tensor: TensorId,
    pub tier: Tier,
    pub source: Source,
    /// In program order, not overlapping.
    pub absences: Vec<Absence>,
    /// For a returned tensor the caller accepts in the tier: its device copy
    /// is detached right after this step and never comes back; the function
    /// returns the remote copy.
    #[serde(default)]
    pub leaves_after: Option<NodeId>,
    /// The part of the tensor this plan moves (`None`: all of it). A tensor
    /// may have several plans, one per chunk, chunks not overlapping; the
    /// rest of its bytes stay on the device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chunk: Option<Chunk>,
}

impl TensorPlan {
    /// The bytes it moves: its chunk's, or the whole tensor's.
    pub fn bytes(&self, graph: &TensorGraph) -> u64 {
        self.chunk
            .map_or(graph.tensors[self.tensor].bytes, |c| c.bytes)
    }

    /// Whether it is a chunk of an argument in a tier: its copy there is
    /// named by an `offload.resident` of the chunk, its first prefetch
    /// makes the tensor's buffer where no chunk of it is on the device yet,
    /// and it leaves and comes back on its own.
    pub fn is_weight_chunk(&self) -> bool {
        self.chunk.is_some() && self.source == Source::Resident
    }

    /// Whether it is a chunk of a result that leaves for good in chunks:
    /// every plan of the tensor is one, their chunks cover it, and their
    /// stores fill one copy in the tier, which the function returns.
    pub fn leaves_in_chunks(&self) -> bool {
        self.chunk.is_some() && self.leaves_after.is_some()
    }
}

/// A complete plan for one function.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Plan {
    pub tensors: Vec<TensorPlan>,
    /// Arguments declared in a tier that the plan keeps in another one (the
    /// declared tier is full, [`PlanRequest::spill`]), with that tier.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub placed: Vec<(TensorId, Tier)>,
    /// The compute stream waits at each of the plan's detaches until the
    /// store it follows completed (`offload.detach ... {wait}`): the bytes
    /// leave where the plan says, whatever the link's queue, at the cost of
    /// that wait. Plans held to a budget may take it; others do not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub waits: bool,
    /// Detaches issued after the prefetches of their slot instead of before
    /// them ([`settle`]): they wait for a store that the slot's prefetches
    /// need not wait for.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub late: Vec<DetachOf>,
    /// Tensors computed again before a later use instead of kept on the
    /// device or moved, in program order of their clones.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recomputes: Vec<Recompute>,
}

/// One recomputation: `tensor` (a storage tensor a pure op defines) is not
/// kept through the gap between its use `after` and its use `before`; its
/// device buffer is released after its last use before the gap, and the
/// ops `ops` run again right before `before`, the last of them defining
/// `tensor` again. From `before` on, the tensor's uses read the clone's
/// result. The ops before the last make operands of the ones after them
/// that are not on the device at `before` (a chain); each reads values on
/// the device there or results of earlier clones of the chain, whose
/// buffers are released after the chain's last reader of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recompute {
    pub tensor: TensorId,
    /// The last use of the tensor before the gap (or its definition).
    pub after: NodeId,
    /// The first use after the gap: the clones are issued right before it.
    pub before: NodeId,
    /// The steps of the ops run again, in program order; the last defines
    /// `tensor`.
    pub ops: Vec<NodeId>,
}

/// One detach of a plan: of `plans[planned]`, the one that begins absence
/// `absence`, or (`None`) the one after which the tensor leaves for good.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DetachOf {
    pub planned: usize,
    pub absence: Option<usize>,
}

impl Plan {
    /// A fingerprint of the plan's decisions: 64-bit FNV-1a over their
    /// JSON form. A plan is a function of the program and its options
    /// only, so the ranks of a sharded program that plan the same
    /// per-device program get the same fingerprint; the emitted IR carries
    /// it (`offload.fingerprint`) for a launcher to compare, since
    /// ranks whose plans differ may issue their collectives apart.
    pub fn fingerprint(&self) -> u64 {
        let text = serde_json::to_string(self).expect("a plan serializes");
        crate::graph::fnv1a(text.bytes())
    }

    /// Per plan of `tensors`, the index of the first plan of its tensor:
    /// the plans of a tensor's chunks share that one's device copy.
    pub fn groups(&self) -> Vec<usize> {
        let mut first: std::collections::HashMap<TensorId, usize> = Default::default();
        self.tensors
            .iter()
            .enumerate()
            .map(|(i, tp)| *first.entry(tp.tensor).or_insert(i))
            .collect()
    }

    /// The number of absences (prefetches) in the plan.
    pub fn transfers(&self) -> usize {
        self.tensors.iter().map(|t| t.absences.len()).sum()
    }

    /// Where the plan's copies overflow a tier of `cost`'s profile: the
    /// first tier whose arguments (those `graph` declares in it) and
    /// stored tensors (or chunks) hold more than its capacity, with those
    /// bytes and the capacity.
    pub fn over_tier(&self, graph: &TensorGraph, cost: &CostModel) -> Option<(Tier, u64, u64)> {
        self.tier_bytes(graph, &cost.profile.tiers)
            .into_iter()
            .find_map(|(tier, bytes)| {
                let capacity = cost.profile.tiers.capacity(tier)?;
                (bytes > capacity).then_some((tier, bytes, capacity))
            })
    }

    /// The bounce buffers of the plan's copies staged through a tier
    /// (`tiers`): every store, and every prefetch.
    pub fn bounce(&self, graph: &TensorGraph, tiers: &crate::Tiers) -> crate::Bounce {
        let mut bounce = crate::Bounce::default();
        for tp in &self.tensors {
            let bytes = tp.bytes(graph);
            if !matches!(tp.source, Source::Resident) {
                bounce.add(tiers, tp.tier, crate::Direction::DeviceToHost, bytes);
            }
            if !tp.absences.is_empty() {
                bounce.add(tiers, tp.tier, crate::Direction::HostToDevice, bytes);
            }
        }
        bounce
    }

    /// The bytes each tier holds by the end of the function: the arguments
    /// `graph` declares in it (or the plan placed there), the tensors (or
    /// chunks) the plan stores there, and the bounce buffers of the copies
    /// staged through it (`tiers`, [`crate::Bounce`]), in the order tiers
    /// first appear.
    pub fn tier_bytes(&self, graph: &TensorGraph, tiers: &crate::Tiers) -> Vec<(Tier, u64)> {
        let mut held: Vec<(Tier, u64)> = Vec::new();
        let mut add = |tier: Tier, bytes: u64| match held.iter_mut().find(|(t, _)| *t == tier) {
            Some((_, total)) => *total = total.saturating_add(bytes),
            None => held.push((tier, bytes)),
        };
        for (t, tensor) in graph.tensors_with_ids() {
            if let crate::TensorOrigin::Argument {
                tier: Some(tier), ..
            } = tensor.origin
                && tensor.alias_of.is_none()
            {
                let placed = self
                    .placed
                    .iter()
                    .find(|&&(p, _)| p == t)
                    .map(|&(_, at)| at);
                add(placed.unwrap_or(tier), tensor.bytes);
            }
        }
        for tp in &self.tensors {
            if !matches!(tp.source, Source::Resident) {
                add(tp.tier, tp.bytes(graph));
            }
        }
        let bounce = self.bounce(graph, tiers);
        for tier in Tier::ALL {
            let staged = bounce.held(tier);
            if staged > 0 {
                add(tier, staged);
            }
        }
        held
    }
}

/// How planning failed.
#[derive(Debug, Error)]
pub enum PlanError {
    #[error(
        "budget {budget} bytes is below the working-set lower bound: step {step} needs {needed} bytes on the device at once; raise the budget to at least {needed}"
    )]
    BelowWorkingSet {
        budget: u64,
        needed: u64,
        step: NodeId,
    },
    #[error(
        "budget {budget} bytes is below what every plan holds on the device at the function's {}: {}; raise the budget to at least {needed} bytes, or {}",
        if *at_return { "return" } else { "entry" },
        if *at_return {
            format!("the arguments the caller holds ({held} bytes) and the results returned on the device ({returned} bytes)")
        } else {
            format!("its arguments on the device ({needed} bytes)")
        },
        if *at_return {
            "let results leave for the tier (remote-results) or arguments be freed after their last use (donate-args)"
        } else {
            "pass arguments in the tier (remote-args)"
        }
    )]
    BelowBoundary {
        budget: u64,
        needed: u64,
        step: NodeId,
        /// At the return (else at the entry).
        at_return: bool,
        /// At the return: bytes of the arguments the caller holds and of
        /// the results returned on the device.
        held: u64,
        returned: u64,
    },
    #[error(
        "no plan found within budget {budget} bytes: {} {reached} bytes at step {step}; raise the budget to at least {reached} bytes",
        if *bound { "no plan within the move set goes below" } else { "the lowest peak found is" }
    )]
    Unreachable {
        budget: u64,
        reached: u64,
        step: NodeId,
        /// `reached` is the lower bound on every plan's peak, not the peak
        /// of a plan found.
        bound: bool,
    },
    #[error(
        "the function already contains offload ops; strip them first (offload-strip) or plan another function"
    )]
    AlreadyPlanned,
    #[error(
        "{name} is declared in a tier but has type {ty}; the offload ops carry builtin tensors: lower it to tensor form first (e.g. torch-mlir's backend pipeline)"
    )]
    UnsupportedType { name: String, ty: String },
    #[error(
        "no plan fits {tier}: its arguments and the copies the plan needs there hold {bytes} bytes, over its capacity of {capacity} bytes; raise the capacity (capacity={tier}:SIZE){}",
        elsewhere(*tier, spill, others)
    )]
    TierFull {
        tier: Tier,
        bytes: u64,
        capacity: u64,
        /// The tiers the request spills to (`spill=`).
        spill: Vec<Tier>,
        /// The profile's other tiers.
        others: Vec<Tier>,
    },
    #[error(
        "the {solver} plan holds {bytes} bytes in {tier}, over its capacity of {capacity} bytes: the baselines do not plan for tier capacities; use ours (solver=ilp or heuristic), or raise the capacity (capacity={tier}:SIZE)"
    )]
    BaselineOverTier {
        solver: Solver,
        tier: Tier,
        bytes: u64,
        capacity: u64,
    },
    #[error(
        "spill={tier}: hardware profile `{profile}` has no {tier} tier; name a tier it has, or a profile with one"
    )]
    MissingSpillTier { tier: Tier, profile: String },
    #[error(
        "tier={tier}: hardware profile `{profile}` has no {tier} tier to move tensors to; name a tier it has, or a profile with one"
    )]
    MissingTier { tier: Tier, profile: String },
    #[error("the plan does not simulate: {0}")]
    Simulate(#[from] SimulateError),
    #[error("solver: {0}")]
    Solver(String),
}

/// How a full tier's error goes on: where the plan may put what does not
/// fit. Without `spill=`, the spill option and the tiers the profile has to
/// spill to (or that it has none); with it, the tiers it does not spill to
/// yet, or the capacity of those it does.
fn elsewhere(tier: Tier, spill: &[Tier], others: &[Tier]) -> String {
    let names = |tiers: &[Tier]| {
        tiers
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match (spill, others) {
        ([], []) => format!(
            ", or spill what does not fit to another tier (spill=TIER), on a profile with one: this one has only {tier}"
        ),
        ([], [first, ..]) => format!(
            ", or spill what does not fit to another tier (spill={}; this profile also has {})",
            first.name(),
            names(others)
        ),
        _ => {
            let left: Vec<Tier> = others
                .iter()
                .filter(|t| !spill.contains(t))
                .copied()
                .collect();
            match left.as_slice() {
                [] => format!(
                    ", or raise the capacity of the tiers it spills to (spill={})",
                    names(spill)
                ),
                _ => format!(
                    ", or spill to {} too (spill={},{})",
                    names(&left),
                    names(spill),
                    left[0].name()
                ),
            }
        }
    }
}

/// A plan with what it achieves.
#[derive(Clone, Debug)]
pub struct PlanOutcome {
    pub plan: Plan,
    /// The graph with offload nodes.
    pub graph: TensorGraph,
    pub timeline: Timeline,
    /// The solver that produced the plan (the ILP falls back to the heuristic).
    pub solver: Solver,
    /// Notes for the user (fallbacks, optimality gap, why a plan moves
    /// little).
    pub notes: Vec<String>,
    pub solve_s: f64,
    /// The makespan of the `none` plan (only the transfers arguments in a
    /// tier need): what `slowdown` is measured from.
    pub none_makespan_s: f64,
    /// Whether the time limit (the safety net behind the work limits) cut
    /// the search: the plan is then the best found by then, and depends on
    /// the machine's speed and load (a note says so).
    pub cut_by_time_limit: bool,
}

impl PlanOutcome {
    /// The time offloading adds over the `none` plan, as a fraction of
    /// compute-only time: the quantity `slowdown` bounds.
    pub fn added_slowdown(&self) -> f64 {
        (self.timeline.makespan_s - self.none_makespan_s).max(0.0)
            / self.timeline.compute_s.max(1e-15)
    }

    /// The makespan over compute-only time, as a fraction.
    pub fn over_compute(&self) -> f64 {
        (self.timeline.makespan_s / self.timeline.compute_s.max(1e-15) - 1.0).max(0.0)
    }
}

/// Plans `graph` as `request` says and simulates the result.
///
/// One pipeline, each stage in its own place: the request is admitted
/// against the graph ([`admit`]: refusals no plan could answer), the
/// [`model`] gives the candidates and their costs, the [`portfolio`] runs
/// the solvers ([`heuristic`], [`ilp`], [`baselines`]) and chooses among
/// them by the [`judge`] (materialize, simulate, compare), and the verdict
/// holds ours to the budget. The pass then writes the plan's [`Edits`].
///
/// Arguments declared in the request's tier that overflow its capacity are
/// placed in [`PlanRequest::spill`] first ([`tiers`]). The flow program of
/// `ilp` ([`flow`]) moves parts of the tensors larger than
/// [`PlanRequest::chunk_bytes`] in chunks.
///
/// The search stops at its work limits ([`effort`]), so the plan is a
/// function of the graph, the cost model and the request;
/// [`PlanRequest::time_limit_s`] is only a safety net behind them, and an
/// outcome it cut says so ([`PlanOutcome::cut_by_time_limit`]).
pub fn plan(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
) -> Result<PlanOutcome, PlanError> {
    plan_within(graph, cost, request, &TimeLimit::new(request.time_limit_s))
}

/// [`plan`] with the time `limit` as its safety net.
pub(crate) fn plan_within(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    limit: &TimeLimit,
) -> Result<PlanOutcome, PlanError> {
    let mut outcome = plan_tiers(graph, cost, request, limit)?;
    if limit.was_cut() {
        outcome.cut_by_time_limit = true;
        outcome.notes.push(effort::cut_note(limit.limit_s()));
    }
    Ok(outcome)
}

/// [`plan`] with the arguments placed in the tiers that hold them, and
/// the copies spilled where the tier has no room for them.
fn plan_tiers(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    limit: &TimeLimit,
) -> Result<PlanOutcome, PlanError> {
    if cost.profile.tiers.get(request.tier).is_none() {
        return Err(PlanError::MissingTier {
            tier: request.tier,
            profile: cost.profile.name.clone(),
        });
    }
    if let Some(&tier) = request
        .spill
        .iter()
        .find(|&&t| cost.profile.tiers.get(t).is_none())
    {
        return Err(PlanError::MissingSpillTier {
            tier,
            profile: cost.profile.name.clone(),
        });
    }
    let lifetimes = Lifetimes::compute(graph);
    let placement = tiers::place(graph, &lifetimes, cost, request);
    let placed = placement.as_ref().map_or(graph, |p| &p.graph);
    // With spill tiers the search may run twice, under the one time limit.
    let mut outcome = plan_placed(placed, cost, request, limit)?;
    // Copies the tier had no room for, in the spill tiers: taken where
    // that plan is the better one.
    if let Some(stored_in) = tiers::spill_copies(placed, cost, request, &outcome.plan) {
        let again = PlanRequest {
            stored_in,
            ..request.clone()
        };
        if let Ok(spilled) = plan_placed(placed, cost, &again, limit)
            && better_outcome(&spilled, &outcome, request)
        {
            let mut by_tier: Vec<(Tier, usize, u64)> = Vec::new();
            for tp in spilled
                .plan
                .tensors
                .iter()
                .filter(|tp| tp.tier != request.tier)
            {
                if matches!(tp.source, Source::Resident) {
                    continue;
                }
                let bytes = tp.bytes(graph);
                match by_tier.iter_mut().find(|(at, ..)| *at == tp.tier) {
                    Some((_, count, total)) => {
                        *count += 1;
                        *total += bytes;
                    }
                    None => by_tier.push((tp.tier, 1, bytes)),
                }
            }
            outcome = spilled;
            for (tier, count, bytes) in by_tier {
                let (copies, go, them) = match count {
                    1 => ("copy", "goes", "it"),
                    _ => ("copies", "go", "them"),
                };
                outcome.notes.push(format!(
                    "{count} {copies} ({}) {go} to {tier}: {} has no room for {them}",
                    crate::format_bytes(bytes),
                    request.tier
                ));
            }
        }
    }
    let Some(placement) = placement else {
        return Ok(outcome);
    };
    let mut by_tier: Vec<(Tier, usize, u64)> = Vec::new();
    for &(t, tier) in &placement.moved {
        let bytes = graph.tensors[t].bytes;
        match by_tier.iter_mut().find(|(at, ..)| *at == tier) {
            Some((_, count, total)) => {
                *count += 1;
                *total += bytes;
            }
            None => by_tier.push((tier, 1, bytes)),
        }
    }
    for (tier, count, bytes) in by_tier {
        outcome.notes.push(format!(
            "{count} arguments declared in {} ({}) do not fit it and live in {tier}: the ones used latest (their offload.tier says so)",
            request.tier,
            crate::format_bytes(bytes)
        ));
    }
    outcome.plan.placed = placement.moved;
    outcome.graph = apply(graph, &outcome.plan);
    Ok(outcome)
}

/// The arguments declared in `request.tier` that [`plan`] places in a
/// spill tier because that tier has no room for them
/// ([`PlanRequest::spill`]), each with the tier it then lives in. What
/// reads such an argument before the plan is made (a loop streaming a
/// stack) reads it from there.
pub fn spilled_arguments(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
) -> Vec<(TensorId, Tier)> {
    tiers::place(graph, &Lifetimes::compute(graph), cost, request)
        .map_or_else(Vec::new, |p| p.moved)
}

/// Whether `a` serves `request` better than `b`, both ours (within the
/// budget, or within the slowdown): faster within a budget, else a lower
/// peak, then faster.
fn better_outcome(a: &PlanOutcome, b: &PlanOutcome, request: &PlanRequest) -> bool {
    let (a, b) = (&a.timeline, &b.timeline);
    match request.budget {
        Some(_) => a.makespan_s < b.makespan_s,
        None => (a.peak.bytes, a.makespan_s) < (b.peak.bytes, b.makespan_s),
    }
}

/// [`plan`] with the arguments in the tiers `graph` declares.
fn plan_placed(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    limit: &TimeLimit,
) -> Result<PlanOutcome, PlanError> {
    let started = std::time::Instant::now();
    let lifetimes = Lifetimes::compute(graph);
    let model = admit(graph, &lifetimes, cost, request)?;
    let judge = judge::Judge::new(&model, request)?;
    refuse_below_bound(&judge)?;
    let mut notes = Vec::new();
    let portfolio::Chosen {
        plan: chosen,
        solver,
        baselines,
    } = portfolio::run(&judge, limit, &mut notes)?;
    // Settled detaches wait where their stores have completed, which costs
    // no time; a plan that waits to meet its budget says what it costs.
    let waits_for_budget = chosen.plan.waits;
    let (
        judge::Simulated {
            plan,
            graph: offloaded,
            timeline,
            over_budget,
            ..
        },
        solver,
    ) = settled_within(&judge, chosen, solver, &mut notes)?;
    if tracing::enabled!(tracing::Level::DEBUG) {
        notes::log_peak(&model, &offloaded, cost, &timeline);
    }
    // No plan, ours or a baseline's, overflows a tier (where even the
    // `none` plan does, its arguments alone: the least any plan holds).
    if let Some(over) = plan.over_tier(graph, cost) {
        let none_over = judge.none.plan.over_tier(graph, cost);
        if let (None, false) = (none_over, request.solver.is_ours()) {
            let (tier, bytes, capacity) = over;
            return Err(PlanError::BaselineOverTier {
                solver,
                tier,
                bytes,
                capacity,
            });
        }
        let (tier, bytes, capacity) = none_over.unwrap_or(over);
        return Err(PlanError::TierFull {
            tier,
            bytes,
            capacity,
            spill: request.spill.clone(),
            others: Tier::ALL
                .into_iter()
                .filter(|&t| t != tier && cost.profile.tiers.get(t).is_some())
                .collect(),
        });
    }
    // Ours must meet the budget, as the checker holds it; a baseline's
    // plan is reported as it is.
    if let (Some(budget), Some((reached, step))) = (request.budget, over_budget)
        && request.solver.is_ours()
    {
        return Err(PlanError::Unreachable {
            budget,
            reached,
            step,
            bound: false,
        });
    }
    let mut outcome = PlanOutcome {
        plan,
        graph: offloaded,
        timeline,
        solver,
        notes,
        solve_s: 0.0,
        none_makespan_s: judge.none.timeline.makespan_s,
        cut_by_time_limit: false,
    };
    let none_peak = judge.none.timeline.peak.bytes;
    if waits_for_budget {
        outcome.notes.extend(notes::waits(&outcome));
    }
    outcome
        .notes
        .extend(notes::at_boundary(&model, request, &outcome));
    outcome
        .notes
        .extend(notes::recomputes_nothing(&model, request, &outcome));
    outcome
        .notes
        .extend(notes::why_little(request, none_peak, &outcome, &baselines));
    outcome.solve_s = started.elapsed().as_secs_f64();
    Ok(outcome)
}

/// The chosen plan with its detaches settled ([`settle`]): at the
/// profile's speeds it runs as before, and at any other its lowered
/// program holds no more than the plan when it allocates. A settled plan
/// that the simulation finds over the budget where the plan was not is not
/// taken (a debug log says so).
///
/// Without a budget, where the chosen plan was within the slowdown and its
/// settled detaches wait it past it (a detach waits where its store has
/// not completed: held at its own tensor's prefetch, or placed before a
/// prefetch issued before the store ends), the detaches that wait are
/// first placed later, where the host finds their stores complete
/// ([`settle::held_later`]: their tensors hold their bytes a little longer);
/// where that still runs past the slowdown, the absences of the detaches
/// that wait are dropped and the plan settled again, a few times; where it
/// is still over, the `none` plan is taken, with a note. The figures
/// printed are the settled plan's.
fn settled_within(
    judge: &judge::Judge,
    chosen: judge::Simulated,
    solver: Solver,
    notes: &mut Vec<String>,
) -> Result<(judge::Simulated, Solver), PlanError> {
    let mut current = chosen;
    let mut dropped = 0;
    let mut first_makespan_s = None;
    let note = |notes: &mut Vec<String>, dropped: usize, held: usize| {
        if held > 0 {
            let detaches = if held == 1 { "detach" } else { "detaches" };
            notes.push(format!(
                "settled: {held} {detaches} placed later, where their stores have completed, rather than wait past the slowdown"
            ));
        }
        if dropped > 0 {
            let absences = if dropped == 1 { "absence" } else { "absences" };
            notes.push(format!(
                "settled: {dropped} {absences} dropped whose detaches would wait for their stores past the slowdown"
            ));
        }
    };
    for _ in 0..=SETTLE_RETRIES {
        let unsettled = current.clone();
        let settled = settled(judge, current)?;
        if judge.request.budget.is_some()
            || judge.within_slowdown(&settled.timeline)
            || !judge.within_slowdown(&unsettled.timeline)
            || !judge.request.solver.is_ours()
        {
            note(notes, dropped, 0);
            return Ok((settled, solver));
        }
        first_makespan_s.get_or_insert(settled.timeline.makespan_s);
        let graph = judge.model.graph;
        let waiting = settle::stalled(graph, &settled.plan, &settled.timeline.stalls);
        if let Some(plan) = settle::held_later(
            graph,
            judge.model.cost,
            &unsettled.plan,
            &settled.plan,
            &waiting,
        )? {
            let later = judge.simulate(plan)?;
            tracing::debug!(
                held = waiting.len(),
                peak = later.timeline.peak.bytes,
                makespan_s = later.timeline.makespan_s,
                "detaches that wait placed later"
            );
            if judge.within_slowdown(&later.timeline) {
                note(notes, dropped, waiting.len());
                return Ok((later, solver));
            }
        }
        let Some(plan) = settle::without_absences(graph, &unsettled.plan, &waiting) else {
            break;
        };
        let absences = |p: &Plan| p.tensors.iter().map(|tp| tp.absences.len()).sum::<usize>();
        dropped += absences(&unsettled.plan) - absences(&plan);
        current = judge.simulate(plan)?;
        tracing::debug!(
            dropped,
            peak = current.timeline.peak.bytes,
            makespan_s = current.timeline.makespan_s,
            "absences whose detaches wait dropped"
        );
    }
    notes.push(format!(
        "settled: its detaches waiting for their stores, the plan runs {} where the slowdown allows {}: the none plan instead, which moves nothing it need not",
        crate::units::format_seconds(first_makespan_s.unwrap_or_default()),
        crate::units::format_seconds(judge.allowed)
    ));
    Ok((judge.none.clone(), Solver::None))
}

/// How many times [`settled_within`] drops the absences whose detaches
/// wait and settles again.
const SETTLE_RETRIES: usize = 3;

/// [`settled_within`]'s settling of one plan.
fn settled(judge: &judge::Judge, chosen: judge::Simulated) -> Result<judge::Simulated, PlanError> {
    let candidate = settle::settle(judge.model.graph, judge.model.cost, &chosen.plan)?;
    if candidate == chosen.plan {
        return Ok(chosen);
    }
    let settled = judge.simulate(candidate)?;
    let (before, after) = (&chosen.timeline, &settled.timeline);
    tracing::debug!(
        peak_before = before.peak.bytes,
        peak_after = after.peak.bytes,
        makespan_before = before.makespan_s,
        makespan_after = after.makespan_s,
        "detaches settled"
    );
    // Invariant: settling moves releases only to where they happened
    // anyway, so our plans peak no higher. Its waits may cost time: a
    // detach held at its own tensor's prefetch waits for the rest of its
    // store, and one placed before a prefetch that is issued before the
    // store ends (its copy starting later) waits until then;
    // [`settled_within`] keeps the slowdown. (A baseline may fetch a
    // tensor back before its store has completed; its lowered program
    // waits for that store before it allocates, and its figures are the
    // settled plan's.)
    debug_assert!(
        !judge.request.solver.is_ours() || after.peak.bytes <= before.peak.bytes,
        "settling raised the plan's peak: {} -> {}",
        before.peak.bytes,
        after.peak.bytes,
    );
    if settled.over_budget.is_some() && chosen.over_budget.is_none() {
        tracing::debug!("the settled plan goes over the budget: kept as planned");
        return Ok(chosen);
    }
    Ok(settled)
}

/// The model of `graph` for `request`, or the refusal no plan could answer:
/// the function is planned already, the budget is below the working set of
/// one op, or an argument declared in a tier has a type the offload ops do
/// not carry.
fn admit<'g>(
    graph: &'g TensorGraph,
    lifetimes: &'g Lifetimes,
    cost: &'g CostModel,
    request: &PlanRequest,
) -> Result<model::Model<'g>, PlanError> {
    // A resident op only says where an argument lives (the loops that
    // stream a stack name its copy so); any other offload op is a plan.
    if graph
        .nodes
        .iter()
        .any(|n| n.is_offload() && !matches!(n.kind, crate::NodeKind::Resident { .. }))
    {
        return Err(PlanError::AlreadyPlanned);
    }
    if let (Some(budget), Some(step)) = (request.budget, lifetimes.working_set.step)
        && budget < lifetimes.working_set.bytes
    {
        return Err(PlanError::BelowWorkingSet {
            budget,
            needed: lifetimes.working_set.bytes,
            step,
        });
    }
    let model = model::Model::new(graph, lifetimes, cost, request);
    if let Some(budget) = request.budget
        && let boundary = bound::Boundary::of(&model, &request.returnable)
        && let (needed, at_return) = boundary.floor()
        && budget < needed
    {
        return Err(PlanError::BelowBoundary {
            budget,
            needed,
            step: if at_return {
                NodeId::new(graph.nodes.len().saturating_sub(1))
            } else {
                NodeId::FIRST
            },
            at_return,
            held: boundary.held,
            returned: boundary.returned,
        });
    }
    if let Some(c) = model
        .mandatory
        .iter()
        .find(|c| !graph.tensors[c.tensor].offloadable)
    {
        let tensor = &graph.tensors[c.tensor];
        return Err(PlanError::UnsupportedType {
            name: tensor.name.clone(),
            ty: tensor.ty.clone(),
        });
    }
    tracing::debug!(
        candidates = model.candidates.len(),
        mandatory = model.mandatory.len(),
        hiding = model.candidates.iter().filter(|c| c.hides).count(),
        peak = model.resident.iter().max().copied().unwrap_or(0),
        compute_s = model.compute_s(),
        "planning model"
    );
    Ok(model)
}

/// Refuses a budget for ours below the peak of every plan within the move
/// set (with free transfers: the link bound at an unlimited stall): it
/// cannot be met, and saying so at once spares the solvers' search.
fn refuse_below_bound(judge: &judge::Judge) -> Result<(), PlanError> {
    let request = judge.request;
    if let Some(budget) = request.budget
        && request.solver.is_ours()
        && let floor = bound::peak_bound(judge.model, f64::INFINITY, &request.returnable)
        && budget < floor.bytes
    {
        return Err(PlanError::Unreachable {
            budget,
            reached: floor.bytes,
            step: floor.step.unwrap_or_default(),
            bound: true,
        });
    }
    Ok(())
}

/// Lower bounds on the peak of any plan that moves only what the planner may
/// move (at any size) and stalls at most `stall_s` in total, one per entry of
/// `stalls_s` ([`bound`]; an infinite stall gives the bound of the move set
/// alone, with free transfers).
pub fn peak_bounds(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    stalls_s: &[f64],
) -> Vec<crate::StepBytes> {
    let lifetimes = Lifetimes::compute(graph);
    let model = model::Model::new(graph, &lifetimes, cost, request);
    stalls_s
        .iter()
        .map(|&stall_s| bound::peak_bound(&model, stall_s, &request.returnable))
        .collect()
}

/// How much lower the link bound of `sunk` (the ops of `graph` in the order
/// [`crate::reorder::sink`] gives) must be for a plan to start from it: a
/// hundredth.
const SINK_PAYS: f64 = 0.99;

/// The link bounds of `graph` and of `sunk` (its ops in another order, as
/// [`crate::reorder::sink`] gives it) at the stall the request allows (the
/// `none` plan's and its slowdown of the compute), when `sunk`'s is lower
/// by at least a hundredth: then plans start from `sunk`. `None` when it
/// is not, or when a `none` plan fails (the plan reports why).
///
/// Sinking holds fewer bytes where ops move, but a plan may already take
/// those bytes off, and a sunk order can then plan a little higher; where
/// the order is what holds the limit (an optimizer step whose updates wait
/// on values made long before), the bound falls with it.
pub fn sunk_bounds(
    graph: &TensorGraph,
    sunk: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
) -> Option<(u64, u64)> {
    let bound = |graph: &&TensorGraph| -> Option<u64> {
        let none = plan(
            graph,
            cost,
            &PlanRequest {
                solver: Solver::None,
                budget: None,
                ..request.clone()
            },
        )
        .ok()?;
        let t = &none.timeline;
        let stall_s = (t.makespan_s - t.compute_s).max(0.0) + request.slowdown * t.compute_s;
        peak_bounds(graph, cost, request, &[stall_s])
            .first()
            .map(|b| b.bytes)
    };
    // Side by side: each sweeps every step of a large graph (0.8 s on the
    // 7B-shaped training step).
    let bounds = crate::parallel::on_workers(2, &[graph, sunk], bound);
    let (before, after) = (bounds[0]?, bounds[1]?);
    ((after as f64) < SINK_PAYS * before as f64).then_some((before, after))
}

/// The joint link bound ([`bound::joint_bound`]) of `graph` for each total
/// stall of `stalls_s`: the links shared by all the steps, bins as fine as
/// `max_columns` allows, each solved within `seconds` (`Err` when not).
pub fn joint_bounds(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    stalls_s: &[f64],
    max_columns: usize,
    seconds: f64,
) -> Vec<Result<bound::JointBound, String>> {
    let lifetimes = Lifetimes::compute(graph);
    let model = model::Model::new(graph, &lifetimes, cost, request);
    stalls_s
        .iter()
        .map(|&stall_s| {
            bound::joint_bound(&model, stall_s, &request.returnable, max_columns, seconds)
        })
        .collect()
}

#[cfg(test)]
mod tests;
