//! Offload planning: which tensors leave the device for which idle gaps, and
//! where their `store`, `detach` and `prefetch` are issued.
//!
//! A [`Plan`] names, per tensor, its absences from the device; [`Edits`]
//! are its one materialization (ordered inserts between steps), which
//! [`apply`] turns into a graph with offload nodes (what the simulator and
//! the checker judge) and the IR rewrite applies to the function body. Planners ([`Solver`]) share one model of
//! candidates and timing ([`model`]): ours (`heuristic`, `ilp`) and the
//! baselines they are measured against (`none`, `reactive`, `pytorch-ao`,
//! `interval`).

pub mod baselines;
pub mod bound;
mod edits;
pub mod heuristic;
pub mod ilp;
pub mod model;
mod request;
mod validate;

pub use edits::{Edit, EditKind, Edits, Slot, apply, apply_edits};
pub use request::{Budget, Objective, PlanRequest, Reference, ReferencePeaks, Solver};
pub use validate::InvalidPlan;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{
    CostModel, Lifetimes, NodeId, TensorGraph, TensorId, TensorOrigin, Tier,
    simulate::{SimulateError, Timeline, simulate},
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
}

/// A complete plan for one function.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Plan {
    pub tensors: Vec<TensorPlan>,
}

impl Plan {
    /// The number of absences (prefetches) in the plan.
    pub fn transfers(&self) -> usize {
        self.tensors.iter().map(|t| t.absences.len()).sum()
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
    #[error("the plan does not simulate: {0}")]
    Simulate(#[from] SimulateError),
    #[error("solver: {0}")]
    Solver(String),
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

/// The least time worth giving the ILP solver, seconds: less does not get
/// a large program past its first relaxation.
const MIN_SOLVE_S: f64 = 1.0;

/// Plans `graph` as `request` says and simulates the result.
pub fn plan(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
) -> Result<PlanOutcome, PlanError> {
    if graph.has_offload_nodes() {
        return Err(PlanError::AlreadyPlanned);
    }
    let started = std::time::Instant::now();
    let lifetimes = Lifetimes::compute(graph);
    if let (Some(budget), Some(step)) = (request.budget, lifetimes.working_set.step)
        && budget < lifetimes.working_set.bytes
    {
        return Err(PlanError::BelowWorkingSet {
            budget,
            needed: lifetimes.working_set.bytes,
            step,
        });
    }
    let model = model::Model::new(graph, &lifetimes, cost, request);
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
    let mut notes = Vec::new();
    let sim = |plan| Simulated::new(graph, cost, plan);
    let none = sim(model::build_plan(
        &model,
        &model.mandatory.iter().collect::<Vec<_>>(),
    ))?;
    // The longest makespan a plan without a budget may have: the `none`
    // plan's (which already waits for arguments that start in a tier) plus
    // the allowed slowdown of compute-only time.
    let allowed = none.timeline.makespan_s + request.slowdown * none.timeline.compute_s + 1e-12;
    // A budget below the peak of every plan within the move set (with
    // free transfers: the link bound at an unlimited stall) cannot be
    // met; saying so at once spares the solvers' search.
    if let Some(budget) = request.budget
        && request.solver.is_ours()
        && let floor = bound::peak_bound(&model, f64::INFINITY, &request.returnable)
        && budget < floor.bytes
    {
        return Err(PlanError::Unreachable {
            budget,
            reached: floor.bytes,
            step: floor.step.unwrap_or(0),
            bound: true,
        });
    }
    let (none_makespan_s, none_peak) = (none.timeline.makespan_s, none.timeline.peak.bytes);
    let (chosen, solver) = match request.solver {
        Solver::None => (none, Solver::None),
        Solver::Reactive => (sim(baselines::reactive(&model, request))?, Solver::Reactive),
        Solver::PytorchAo => (sim(baselines::pytorch_ao(&model))?, Solver::PytorchAo),
        Solver::Interval => (sim(baselines::interval(&model, request))?, Solver::Interval),
        Solver::Heuristic => (
            heuristic_checked(graph, cost, &model, request, allowed)?,
            Solver::Heuristic,
        ),
        Solver::Ilp => {
            let warm = heuristic_checked(graph, cost, &model, request, allowed)?;
            // `time-limit` bounds the search as a whole: the solver gets what
            // the warm start leaves of it.
            let spent = started.elapsed().as_secs_f64();
            let left = request.time_limit_s - spent;
            let solution =
                (left >= MIN_SOLVE_S).then(|| ilp::solve(&model, request, &warm.plan, left));
            let (chosen, solver) = match solution {
                None => {
                    notes.push(format!(
                        "ilp: not run: the heuristic's warm start took {spent:.1}s of time-limit={}s; raise time-limit to give the solver time (the plan is the heuristic's)",
                        request.time_limit_s
                    ));
                    (warm, Solver::Heuristic)
                }
                Some(Ok(solution)) => {
                    notes.extend(solution.notes);
                    // Never worse than the heuristic, judged by simulation.
                    // The warm start handed back unchanged is the
                    // heuristic's plan, and is counted as such.
                    if solution.plan == warm.plan {
                        notes.push(
                            "ilp: found no plan better than the heuristic's warm start; using it"
                                .into(),
                        );
                        (warm, Solver::Heuristic)
                    } else if let ilp = sim(solution.plan)?
                        && !better(request, allowed, &warm.timeline, &ilp.timeline)
                    {
                        (ilp, Solver::Ilp)
                    } else {
                        notes.push("ilp: the heuristic plan simulates better; using it".into());
                        (warm, Solver::Heuristic)
                    }
                }
                Some(Err(e)) => {
                    notes.push(format!(
                        "warning: the ILP gave no plan ({e}); using the heuristic plan"
                    ));
                    (warm, Solver::Heuristic)
                }
            };
            best_of_baselines(&model, request, allowed, chosen, solver, &mut notes)?
        }
    };
    let Simulated {
        plan,
        graph: offloaded,
        timeline,
    } = chosen;
    if tracing::enabled!(tracing::Level::DEBUG) {
        log_peak(&model, &offloaded, &timeline);
    }
    if let Some(budget) = request.budget
        && timeline.peak.bytes > budget
        && request.solver != Solver::None
        && request.solver.is_ours()
    {
        return Err(PlanError::Unreachable {
            budget,
            reached: timeline.peak.bytes,
            step: timeline.peak.node.unwrap_or(0),
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
        none_makespan_s,
    };
    outcome
        .notes
        .extend(why_little(&model, request, none_peak, &outcome));
    outcome.solve_s = started.elapsed().as_secs_f64();
    Ok(outcome)
}

/// Notes that say why a plan lowers the peak of the `none` plan
/// (`none_peak`) by less than a tenth: what holds the device at its peak
/// that no plan may move (arguments the caller holds, the working set of
/// one op), and which baseline goes lower outside the allowed slowdown.
fn why_little(
    model: &model::Model,
    request: &PlanRequest,
    none_peak: u64,
    outcome: &PlanOutcome,
) -> Vec<String> {
    let peak = outcome.timeline.peak.bytes;
    let ours = request.solver.is_ours();
    if !ours || none_peak == 0 || (peak as f64) < 0.9 * none_peak as f64 {
        return Vec::new();
    }
    let mut notes = Vec::new();
    let after = Lifetimes::compute(&outcome.graph);
    let Some(step) = after.peak.step else {
        return notes;
    };
    let held: Vec<&crate::TensorLifetime> = after
        .storage_tensors()
        .filter(|l| l.is_resident_at(step) && l.bytes > 0)
        .filter(|l| {
            let t = &outcome.graph.tensors[l.tensor];
            matches!(t.origin, TensorOrigin::Argument { tier: None, .. }) && !t.donated
        })
        .collect();
    let held_bytes: u64 = held.iter().map(|l| l.bytes).sum();
    let them = if held.len() == 1 { "it" } else { "them" };
    if held_bytes as f64 >= 0.25 * peak as f64 {
        notes.push(format!(
            "note: {} the caller holds ({}, {:.0}% of the peak) {} on the device; name {} in remote-args or give {} offload.tier to let the plan move {}, or donate-args=true if the caller gives {} up",
            match held.len() {
                1 => "1 argument".to_owned(),
                n => format!("{n} arguments"),
            },
            crate::units::format_bytes(held_bytes),
            100.0 * held_bytes as f64 / peak as f64,
            if held.len() == 1 { "stays" } else { "stay" },
            them,
            them,
            them,
            them,
        ));
    }
    let working = after.working_set.bytes;
    if working as f64 >= 0.9 * peak as f64 {
        notes.push(format!(
            "note: the peak is near the working set of step {} ({}): what one op reads and writes at once stays on the device in any plan",
            after.working_set.step.unwrap_or(step),
            crate::units::format_bytes(working)
        ));
    }
    if request.budget.is_none() && request.solver == Solver::Ilp {
        let compute = outcome.timeline.compute_s.max(1e-15);
        let lower = [
            (Solver::Reactive, baselines::reactive(model, request)),
            (Solver::PytorchAo, baselines::pytorch_ao(model)),
            (Solver::Interval, baselines::interval(model, request)),
        ]
        .into_iter()
        .filter_map(|(solver, plan)| {
            let timeline = simulate(&apply(model.graph, &plan), model.cost).ok()?;
            (timeline.peak.bytes < peak).then_some((solver, timeline))
        })
        .min_by_key(|(_, t)| t.peak.bytes);
        if let Some((solver, timeline)) = lower {
            let added = (timeline.makespan_s - outcome.none_makespan_s).max(0.0) / compute;
            notes.push(format!(
                "note: {solver} reaches {} at {:.2}% added time, outside slowdown={}%; allow more slowdown (or give a budget) to take such a plan",
                crate::units::format_bytes(timeline.peak.bytes),
                100.0 * added,
                100.0 * request.slowdown
            ));
        }
    }
    notes
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

/// Logs (debug) what holds the device at the plan's peak: the largest
/// tensors there, each with its uses and how many candidates it had.
fn log_peak(model: &model::Model, offloaded: &TensorGraph, timeline: &Timeline) {
    let Some(step) = timeline.peak.node else {
        return;
    };
    let lifetimes = Lifetimes::compute(offloaded);
    let mut held: Vec<&crate::TensorLifetime> = lifetimes
        .storage_tensors()
        .filter(|l| l.is_resident_at(step) && l.bytes > 0)
        .collect();
    held.sort_by_key(|l| std::cmp::Reverse(l.bytes));
    tracing::debug!(
        peak = timeline.peak.bytes,
        step,
        op = offloaded.nodes[step].op,
        "the plan's peak"
    );
    for l in held.iter().take(24) {
        let tensor = &offloaded.tensors[l.tensor];
        // `apply` keeps the ids of the original tensors and adds new ones
        // after them.
        let candidates = model
            .candidates
            .iter()
            .filter(|c| c.tensor == l.tensor)
            .count();
        tracing::debug!(
            tensor = tensor.name,
            bytes = l.bytes,
            def = ?l.def_step,
            uses = ?l.use_steps,
            returned = l.is_result,
            candidates,
            "held at the peak"
        );
    }
}

/// The heuristic's plan, held to the slowdown by the simulator: the
/// heuristic judges stalls on its own link model, which can miss a little
/// (a few microseconds on a 2 ms step). Without a budget, while the
/// simulated makespan exceeds the `none` plan's by more than the allowed
/// slowdown, plan again with half the allowance (three times at most, then
/// the plan with the least excess). The greedy runs once per strategy
/// ([`heuristic::Strategy`]), the best `REFINED` distinct plans get a
/// second pass ([`heuristic::refine`]), and the best plan is kept.
fn heuristic_checked(
    graph: &TensorGraph,
    cost: &CostModel,
    model: &model::Model,
    request: &PlanRequest,
    allowed: f64,
) -> Result<Simulated, PlanError> {
    // One strategy's plan, with the choice it came from and the slowdown
    // that choice was made with.
    type Run<'m> = (Simulated, heuristic::Choice<'m>, f64);
    let run = |strategy: heuristic::Strategy| -> Result<Run, PlanError> {
        let choice = heuristic::solve(model, request, strategy);
        let mut plan = (
            Simulated::new(graph, cost, choice.plan(model))?,
            choice,
            request.slowdown,
        );
        let mut slowdown = request.slowdown;
        for _ in 0..3 {
            if request.budget.is_some() || plan.0.timeline.makespan_s <= allowed {
                break;
            }
            slowdown /= 2.0;
            let retry = PlanRequest {
                slowdown,
                ..request.clone()
            };
            let choice = heuristic::solve(model, &retry, strategy);
            let simulated = Simulated::new(graph, cost, choice.plan(model))?;
            if simulated.timeline.makespan_s < plan.0.timeline.makespan_s {
                plan = (simulated, choice, slowdown);
            }
        }
        tracing::debug!(
            ?strategy,
            peak = plan.0.timeline.peak.bytes,
            step = ?plan.0.timeline.peak.node,
            makespan_s = plan.0.timeline.makespan_s,
            "heuristic strategy"
        );
        Ok(plan)
    };
    // The strategies are independent: one thread each (joined here; every
    // choice among them below is in a fixed order, so the plan does not
    // depend on which finishes first).
    let runs: Vec<Run> = parallel(heuristic::Strategy::ALL.to_vec(), run)?;
    let mut order: Vec<usize> = (0..runs.len()).collect();
    order.sort_by(|&a, &b| {
        if better(request, allowed, &runs[a].0.timeline, &runs[b].0.timeline) {
            std::cmp::Ordering::Less
        } else if better(request, allowed, &runs[b].0.timeline, &runs[a].0.timeline) {
            std::cmp::Ordering::Greater
        } else {
            a.cmp(&b)
        }
    });
    // The best distinct plans get a second pass (one thread each), kept
    // where it simulates better.
    let mut distinct: Vec<usize> = Vec::new();
    for &i in &order {
        if distinct.len() < REFINED && distinct.iter().all(|&d| runs[d].0.plan != runs[i].0.plan) {
            distinct.push(i);
        }
    }
    let refined: Vec<Option<Simulated>> = parallel(
        distinct,
        |i: usize| -> Result<Option<Simulated>, PlanError> {
            let (_, choice, slowdown) = &runs[i];
            let request = PlanRequest {
                slowdown: *slowdown,
                ..request.clone()
            };
            let second = heuristic::refine(model, &request, choice);
            let plan = second.plan(model);
            if plan == runs[i].0.plan {
                return Ok(None);
            }
            let simulated = Simulated::new(graph, cost, plan)?;
            tracing::debug!(
                strategy = ?choice.strategy,
                peak = simulated.timeline.peak.bytes,
                makespan_s = simulated.timeline.makespan_s,
                "heuristic second pass"
            );
            Ok(
                better(&request, allowed, &simulated.timeline, &runs[i].0.timeline)
                    .then_some(simulated),
            )
        },
    )?;
    let mut best: Option<Simulated> = None;
    for plan in runs
        .into_iter()
        .map(|r| r.0)
        .chain(refined.into_iter().flatten())
    {
        best = match best {
            Some(b) if !better(request, allowed, &plan.timeline, &b.timeline) => Some(b),
            _ => Some(plan),
        };
    }
    Ok(best.expect("Strategy::ALL is not empty"))
}

/// How many of the heuristic's best plans get a second pass.
const REFINED: usize = 2;

/// `f` on every item, one scoped thread each; the results in item order
/// (the first error, in that order, if any).
fn parallel<T: Send, R: Send>(
    items: Vec<T>,
    f: impl Fn(T) -> Result<R, PlanError> + Sync,
) -> Result<Vec<R>, PlanError> {
    std::thread::scope(|scope| {
        let f = &f;
        let handles: Vec<_> = items
            .into_iter()
            .map(|item| scope.spawn(move || f(item)))
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    })
}

/// `plan`, or the plan of a baseline that simulates better for the request
/// (a portfolio: the ILP keeps at most a bounded set of candidates, while a
/// baseline may pick a tensor outside it). Every baseline plan is built on
/// the same model and judged by the same simulator, so the choice is
/// fair; the note names the plan used.
fn best_of_baselines(
    model: &model::Model,
    request: &PlanRequest,
    allowed: f64,
    chosen: Simulated,
    solver: Solver,
    notes: &mut Vec<String>,
) -> Result<(Simulated, Solver), PlanError> {
    let mut best = (chosen, solver);
    for (baseline, candidate) in [
        (Solver::Reactive, baselines::reactive(model, request)),
        (Solver::PytorchAo, baselines::pytorch_ao(model)),
        (Solver::Interval, baselines::interval(model, request)),
    ] {
        let candidate = Simulated::new(model.graph, model.cost, candidate)?;
        let timeline = &candidate.timeline;
        // Without a budget the objective is the peak within the slowdown:
        // a baseline outside the slowdown is never taken for its peak.
        let within_slowdown = request.budget.is_some() || timeline.makespan_s <= allowed;
        if within_slowdown && better(request, allowed, timeline, &best.0.timeline) {
            best = (candidate, baseline);
        }
    }
    if best.1 != solver {
        notes.push(format!(
            "ilp: the {} plan simulates better; using it",
            best.1.name()
        ));
    }
    Ok(best)
}

/// A plan with the graph it makes of the program and its simulation;
/// each plan the planner weighs is simulated once.
struct Simulated {
    plan: Plan,
    graph: TensorGraph,
    timeline: Timeline,
}

impl Simulated {
    fn new(graph: &TensorGraph, cost: &CostModel, plan: Plan) -> Result<Self, PlanError> {
        let offloaded = apply(graph, &plan);
        let timeline = simulate(&offloaded, cost)?;
        Ok(Simulated {
            plan,
            graph: offloaded,
            timeline,
        })
    }
}

/// Whether timeline `a` is better than `b` for the request: within the
/// budget, faster; without one, a lower peak within the slowdown (a
/// makespan of at most `allowed`).
fn better(request: &PlanRequest, allowed: f64, a: &Timeline, b: &Timeline) -> bool {
    let fits = |t: &Timeline| match request.budget {
        Some(budget) => t.peak.bytes <= budget,
        None => t.makespan_s <= allowed,
    };
    match (fits(a), fits(b)) {
        (true, false) => true,
        (false, true) => false,
        // Both within the budget: faster.
        (true, true) if request.budget.is_some() => {
            (a.makespan_s, a.peak.bytes) < (b.makespan_s, b.peak.bytes)
        }
        // Neither within the budget, or no budget: a lower peak (the one
        // that comes closest to a budget nothing meets, for the error).
        _ => (a.peak.bytes, a.makespan_s.to_bits()) < (b.peak.bytes, b.makespan_s.to_bits()),
    }
}

#[cfg(test)]
mod tests;
