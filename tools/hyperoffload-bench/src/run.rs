//! The benchmark itself: for every model x profile x budget x solver, plan,
//! simulate, and have the independent checker judge the plan.

use std::time::Instant;

use hyperoffload_core::{
    CheckError, CostModel, HardwareProfile, Lifetimes, PlanChecker, TensorGraph, Tier,
    plan::{
        PlanError, PlanRequest, ReferencePeaks, Solver, joint_bounds, peak_bounds, plan,
        sunk_bounds,
    },
};

use crate::{
    args::{Config, budget_label},
    load::{LoadedModel, Sunk},
};

/// Slowdowns from offloading (percent of compute-only time on top of the
/// `none` plan's makespan) at which the link-aware bound is computed; the
/// last one: any slowdown (transfers free, only what may move limits).
pub const BOUND_SLOWDOWNS: [f64; 3] = [1.0, 5.0, f64::INFINITY];

/// What every row of one model x profile is compared with.
#[derive(Clone, Debug)]
pub struct Reference {
    pub model: usize,
    pub profile: usize,
    /// The peak with every argument on the device and no offload (what
    /// `offload-plan budget=0.8x` is a fraction of).
    pub all_on_device_peak: u64,
    /// The peak of the `none` plan (arguments in a tier are prefetched
    /// before their use, nothing else moves): what reductions are against.
    pub none_peak: u64,
    /// The op at the `none` plan's peak, and its step in that plan.
    pub none_peak_at: String,
    /// The peaks budget fractions resolve against (`--budget-base` names
    /// which).
    pub peaks: ReferencePeaks,
    /// Bytes no planner may move: returned tensors (on the device at the
    /// end) and arguments held by the caller (on the device, not donated).
    pub returned_bytes: u64,
    pub held_bytes: u64,
    /// The working-set lower bound: the most bytes one step needs at once.
    pub working_set: u64,
    /// The ops sunk toward their uses before planning, and the link bound
    /// at the allowed slowdown before and after (`None`: the input's order).
    pub sunk: Option<(usize, u64, u64)>,
    /// The link-aware lower bounds on the peak of any plan whose slowdown
    /// from offloading is at most each of [`BOUND_SLOWDOWNS`] percent
    /// (`hyperoffload_core::plan::bound`).
    pub bounds: [u64; 3],
    /// The joint link bound at 1% (the links shared by all the steps;
    /// `hyperoffload_core::plan::bound::joint_bound`), when computed.
    pub joint: Option<u64>,
    /// Compute-only time on this profile, seconds.
    pub compute_s: f64,
    /// The `none` plan's makespan (above compute-only time when arguments
    /// in a tier must be fetched first).
    pub none_makespan_s: f64,
}

/// How the independent checker judged a plan.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Every rule holds, within the budget when there is one.
    Accepted,
    /// Every rule holds, but the plan exceeds the budget (expected of
    /// baselines that do not aim at a budget; a bug for ilp/heuristic).
    OverBudget,
    /// A rule is broken: always a bug.
    Rejected(Vec<String>),
}

/// A plan that was produced, and what it achieves.
#[derive(Clone, Debug)]
pub struct Measured {
    pub used: Solver,
    pub peak: u64,
    pub makespan_s: f64,
    pub compute_s: f64,
    pub h2d_bytes: u64,
    pub d2h_bytes: u64,
    /// Prefetches in the plan.
    pub prefetches: usize,
    pub solve_s: f64,
    pub notes: Vec<String>,
    pub verdict: Verdict,
    /// The checker's own peak and makespan (when it could measure them).
    pub checker: Option<(u64, f64)>,
}

impl Measured {
    /// Makespan over compute-only time, percent.
    pub fn slowdown_pct(&self) -> f64 {
        100.0 * (self.makespan_s / self.compute_s.max(1e-15) - 1.0)
    }

    pub fn transferred(&self) -> u64 {
        self.h2d_bytes + self.d2h_bytes
    }
}

/// Why a row has no plan.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The budget cannot be met (below the working set, or no plan found
    /// within it); otherwise the planner failed (a bug: an invalid plan
    /// that does not simulate, or a solver error).
    pub infeasible: bool,
    pub message: String,
}

/// One model x profile x budget x solver.
#[derive(Clone, Debug)]
pub struct Row {
    pub model: usize,
    pub profile: usize,
    pub budget: usize,
    pub budget_bytes: Option<u64>,
    pub asked: Solver,
    /// The plan, or why planning failed.
    pub result: Result<Measured, Failure>,
}

impl Row {
    /// Whether the row's plan is valid and within its budget.
    pub fn fits(&self) -> bool {
        matches!(&self.result, Ok(m) if m.verdict == Verdict::Accepted)
    }
}

/// Everything a run measured.
pub struct Results {
    pub references: Vec<Reference>,
    pub rows: Vec<Row>,
    pub wall_s: f64,
}

impl Results {
    pub fn reference(&self, model: usize, profile: usize) -> Option<&Reference> {
        self.references
            .iter()
            .find(|r| r.model == model && r.profile == profile)
    }
}

/// The cost model of a built-in profile name or a profile JSON file.
pub fn cost_model(name: &str) -> Result<CostModel, String> {
    let profile = if std::path::Path::new(name).is_file() {
        HardwareProfile::load(name)
            .map_err(|e| format!("cannot load hardware profile '{name}': {e}"))?
    } else {
        HardwareProfile::builtin(name).map_err(|e| format!("{e} (or give a profile JSON file)"))?
    };
    Ok(CostModel::new(profile))
}

/// What the benchmark asks of `solver` on `model`: the run's settings,
/// the model's own `min-bytes` and returned tensors, moves to host.
pub fn request(
    config: &Config,
    model: &LoadedModel,
    budget: Option<u64>,
    solver: Solver,
) -> PlanRequest {
    request_for(config, model, &model.returnable, budget, solver)
}

/// [`request`] with the returned tensors the caller accepts in the tier
/// named among the tensors of the graph planned (the sunk one's differ).
pub fn request_for(
    config: &Config,
    model: &LoadedModel,
    returnable: &[hyperoffload_core::TensorId],
    budget: Option<u64>,
    solver: Solver,
) -> PlanRequest {
    PlanRequest {
        budget,
        slowdown: config.slowdown,
        time_limit_s: config.time_limit_s,
        min_bytes: model.spec.min_bytes,
        horizon: config.horizon,
        returnable: returnable.to_vec(),
        chunk_bytes: config.chunk_bytes,
        ..PlanRequest::new(solver, Tier::Host)
    }
}

/// Runs every combination; progress goes to stderr.
pub fn run(config: &Config, models: &[LoadedModel], costs: &[CostModel]) -> Results {
    let started = Instant::now();
    let mut references = Vec::new();
    let mut rows = Vec::new();
    let units = models.len() * costs.len();
    for (m, model) in models.iter().enumerate() {
        // The lifetimes of each order planned (the input's, the sunk one),
        // made once for the profiles that plan it.
        let mut lifetimes_of: [Option<Lifetimes>; 2] = [None, None];
        for (p, cost) in costs.iter().enumerate() {
            let unit_started = Instant::now();
            let sunk = sunk_order(config, model, cost);
            let (graph, returnable) = match sunk {
                Some((sunk, _)) => (&sunk.graph, &sunk.returnable),
                None => (&model.graph, &model.returnable),
            };
            let request = |budget, solver| request_for(config, model, returnable, budget, solver);
            let lifetimes = lifetimes_of[usize::from(sunk.is_some())]
                .get_or_insert_with(|| Lifetimes::compute(graph));
            let unit = Unit {
                config,
                model,
                m,
                p,
                graph,
                cost,
            };
            let Some(reference) = unit.reference(lifetimes, sunk, &request) else {
                continue;
            };
            let peaks = reference.peaks;
            references.push(reference);
            unit.plan_budgets(&peaks, &request, &mut rows);
            eprintln!(
                "[{}/{units}] {} on {}: {} plans in {:.1} s",
                m * costs.len() + p + 1,
                model.spec.name,
                config.profiles[p],
                config.budgets.len() * config.solvers.len(),
                unit_started.elapsed().as_secs_f64()
            );
        }
    }
    Results {
        references,
        rows,
        wall_s: started.elapsed().as_secs_f64(),
    }
}

/// The order offload-plan plans (sink=true): sunk where that lowers the
/// link bound, with the bounds before and after; `None`: the input's.
fn sunk_order<'a>(
    config: &Config,
    model: &'a LoadedModel,
    cost: &CostModel,
) -> Option<(&'a Sunk, (u64, u64))> {
    sunk_order_for(model, cost, &request(config, model, None, Solver::None))
}

/// [`sunk_order`] for `request` (its slowdown sets the link bounds
/// compared).
pub fn sunk_order_for<'a>(
    model: &'a LoadedModel,
    cost: &CostModel,
    request: &PlanRequest,
) -> Option<(&'a Sunk, (u64, u64))> {
    model.sunk.as_ref().and_then(|sunk| {
        sunk_bounds(&model.graph, &sunk.permuted, cost, request).map(|bounds| (sunk, bounds))
    })
}

/// Bytes no planner may move: returned tensors the caller does not accept
/// in the tier (`returnable`: on the device at the end) and arguments held
/// by the caller (on the device, not donated).
fn returned_and_held(
    lifetimes: &Lifetimes,
    graph: &TensorGraph,
    returnable: &[hyperoffload_core::TensorId],
) -> (u64, u64) {
    let returned_bytes = lifetimes
        .storage_tensors()
        .filter(|l| l.is_result && !l.is_remote && !returnable.contains(&l.tensor))
        .map(|l| l.bytes)
        .sum();
    let held_bytes = lifetimes
        .storage_tensors()
        .filter(|l| {
            l.is_argument
                && !l.starts_off_device
                && !l.is_result
                && !graph.tensors[l.tensor].donated
        })
        .map(|l| l.bytes)
        .sum();
    (returned_bytes, held_bytes)
}

/// One model on one profile: the graph planned (the sunk one where the
/// model sinks) and the cost model.
struct Unit<'a> {
    config: &'a Config,
    model: &'a LoadedModel,
    m: usize,
    p: usize,
    graph: &'a TensorGraph,
    cost: &'a CostModel,
}

impl Unit<'_> {
    /// What every row of this unit is compared with: the `none` plan, the
    /// bounds and the reference peaks; `None` (said on stderr) where the
    /// `none` plan fails.
    fn reference(
        &self,
        lifetimes: &Lifetimes,
        sunk: Option<(&Sunk, (u64, u64))>,
        request: &dyn Fn(Option<u64>, Solver) -> PlanRequest,
    ) -> Option<Reference> {
        let (config, model, graph, cost) = (self.config, self.model, self.graph, self.cost);
        let all_on_device_peak = ReferencePeaks::of(graph).all_on_device;
        let working_set = lifetimes.working_set.bytes;
        let none_request = request(None, Solver::None);
        let (returned_bytes, held_bytes) =
            returned_and_held(lifetimes, graph, &none_request.returnable);
        let none = match plan(graph, cost, &none_request) {
            Ok(none) => none,
            Err(e) => {
                eprintln!(
                    "error: the none plan of {} on {} fails ({e}); skipping this profile",
                    model.spec.name, config.profiles[self.p]
                );
                return None;
            }
        };
        let t = &none.timeline;
        let stalls: Vec<f64> = BOUND_SLOWDOWNS
            .iter()
            .map(|s| (t.makespan_s - t.compute_s).max(0.0) + s / 100.0 * t.compute_s)
            .collect();
        let bounds = peak_bounds(graph, cost, &none_request, &stalls);
        let joint = (config.joint_columns > 0)
            .then(|| self.joint_bound(&none_request, &stalls[..1]))
            .flatten();
        Some(Reference {
            model: self.m,
            profile: self.p,
            all_on_device_peak,
            none_peak: t.peak.bytes,
            none_peak_at: t.peak.node.map_or("—".into(), |n| {
                format!(
                    "{} (step {n} of {})",
                    none.graph.nodes[n].op,
                    none.graph.nodes.len()
                )
            }),
            peaks: ReferencePeaks {
                all_on_device: all_on_device_peak,
                none_plan: Some(t.peak.bytes),
            },
            returned_bytes,
            held_bytes,
            working_set,
            bounds: [bounds[0].bytes, bounds[1].bytes, bounds[2].bytes],
            joint,
            compute_s: t.compute_s,
            none_makespan_s: t.makespan_s,
            sunk: sunk.map(|(sunk, bounds)| (sunk.moved, bounds.0, bounds.1)),
        })
    }

    /// The joint link bound at the first of `stalls` (said on stderr), or
    /// `None` where it is not found.
    fn joint_bound(&self, request: &PlanRequest, stalls: &[f64]) -> Option<u64> {
        let (config, model) = (self.config, self.model);
        let started = std::time::Instant::now();
        let joint = joint_bounds(
            self.graph,
            self.cost,
            request,
            stalls,
            config.joint_columns,
            config.joint_seconds,
        );
        match &joint[0] {
            Ok(j) => eprintln!(
                "  joint link bound of {} on {}: {} ({} bins, {} columns) in {:.1} s",
                model.spec.name,
                config.profiles[self.p],
                hyperoffload_core::format_bytes(j.bytes),
                j.bins,
                j.columns,
                started.elapsed().as_secs_f64()
            ),
            Err(e) => eprintln!(
                "  joint link bound of {} on {}: none ({e})",
                model.spec.name, config.profiles[self.p]
            ),
        }
        joint[0].as_ref().ok().map(|j| j.bytes)
    }

    /// Plans and measures every budget x solver of this unit, its budgets
    /// resolved against `peaks` as the passes resolve theirs
    /// ([`PlanRequest::at_budget`]); a rejected plan or a planner error is
    /// said on stderr.
    fn plan_budgets(
        &self,
        peaks: &ReferencePeaks,
        request: &dyn Fn(Option<u64>, Solver) -> PlanRequest,
        rows: &mut Vec<Row>,
    ) {
        let (config, model) = (self.config, self.model);
        for (b, budget) in config.budgets.iter().enumerate() {
            let at_budget = request(None, Solver::None)
                .at_budget(budget, peaks)
                .expect("both reference peaks are known");
            let budget_bytes = at_budget.budget;
            for &solver in &config.solvers {
                let result = measure(
                    self.graph,
                    self.cost,
                    &PlanRequest {
                        solver,
                        ..at_budget.clone()
                    },
                );
                let what = format!(
                    "the {solver} plan of {} on {} at budget {}",
                    model.spec.name,
                    config.profiles[self.p],
                    budget_label(budget)
                );
                match &result {
                    Ok(Measured {
                        verdict: Verdict::Rejected(errors),
                        ..
                    }) => eprintln!("CHECKER REJECTED {what}: {}", errors.join("; ")),
                    Err(Failure {
                        infeasible: false,
                        message,
                    }) => eprintln!("PLANNER ERROR in {what}: {message}"),
                    _ => {}
                }
                rows.push(Row {
                    model: self.m,
                    profile: self.p,
                    budget: b,
                    budget_bytes,
                    asked: solver,
                    result,
                });
            }
        }
    }
}

/// Plans one request and checks the plan.
pub fn measure(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
) -> Result<Measured, Failure> {
    let outcome = plan(graph, cost, request).map_err(|e| Failure {
        infeasible: matches!(
            e,
            PlanError::BelowWorkingSet { .. }
                | PlanError::BelowBoundary { .. }
                | PlanError::Unreachable { .. }
        ),
        message: e.to_string(),
    })?;
    let checked = PlanChecker::new(&outcome.graph, cost)
        .with_budget(request.budget)
        .check();
    let (verdict, checker) = match checked {
        Ok(report) => (
            Verdict::Accepted,
            Some((report.peak_bytes, report.makespan_s)),
        ),
        Err(errors)
            if errors
                .iter()
                .all(|e| matches!(e, CheckError::CapacityExceeded { .. })) =>
        {
            // Only over the budget: the rules hold; measure without it.
            match PlanChecker::new(&outcome.graph, cost).check() {
                Ok(report) => (
                    Verdict::OverBudget,
                    Some((report.peak_bytes, report.makespan_s)),
                ),
                Err(errors) => (Verdict::Rejected(messages(&errors)), None),
            }
        }
        Err(errors) => (Verdict::Rejected(messages(&errors)), None),
    };
    let t = &outcome.timeline;
    Ok(Measured {
        used: outcome.solver,
        peak: t.peak.bytes,
        makespan_s: t.makespan_s,
        compute_s: t.compute_s,
        h2d_bytes: t.h2d_bytes,
        d2h_bytes: t.d2h_bytes,
        prefetches: outcome.plan.transfers(),
        solve_s: outcome.solve_s,
        notes: outcome.notes,
        verdict,
        checker,
    })
}

fn messages(errors: &[CheckError]) -> Vec<String> {
    errors.iter().map(|e| e.to_string()).collect()
}
