//! Several identical devices that share one link (data-parallel replicas,
//! or GPUs behind one PCIe switch): planning them together.
//!
//! The naive answer gives each of `N` devices `1/N` of the link for good
//! and plans one device with that share ([`CostModel::with_link_share`],
//! the `link-share` option). But a step's transfers come in bursts (a
//! training step stores in its forward half and prefetches in its
//! backward half), so a device left with `1/N` idles its share most of the
//! time while another could use it. The coordinator here plans a device
//! for every share `k/N` of the link, `k = 1..N`, and judges each plan by
//! what the devices see *together*: [`simulate_shared`] runs a device step
//! after step against the other devices' transfers on the one link (shared
//! fairly while several move bytes, as PCIe arbitration shares it), once in
//! lockstep and once with the devices' steps staggered by `1/N` of a step
//! (so one device's transfers meet another's compute, and a store-heavy
//! phase another's prefetch-heavy one). It keeps the lowest per-device peak
//! whose shared step stays within the slowdown allowance of the `none`
//! plan on an even split (what the devices take without offloading, each
//! with `1/N` of the link), or with a budget the fastest within it. Select-N's
//! coordinator chooses per-device offload intervals so that the summed
//! bandwidth fits the link; here the share and the phase are that choice,
//! made against the joint simulation instead of a per-device sum.

use serde::{Deserialize, Serialize};

use crate::{
    CostModel, TensorGraph,
    plan::{PlanError, PlanOutcome, PlanRequest, Solver, plan},
    simulate::{SharedRun, SimulateError, simulate_shared, simulate_stages},
};

/// What the devices see on the shared link, per device (the worst one).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SharedFigures {
    /// The highest peak of any device, bytes.
    pub peak_bytes: u64,
    /// The longest step of any device, seconds.
    pub step_s: f64,
    /// The share of the link's capacity the devices' bytes take, host to
    /// device (their transfer time at the full rate over the step).
    pub h2d_load: f64,
    /// The same, device to host.
    pub d2h_load: f64,
}

impl SharedFigures {
    /// The figures of one device's run on the shared link.
    fn of(run: &SharedRun) -> SharedFigures {
        SharedFigures {
            peak_bytes: run.timeline.peak.bytes,
            step_s: run.timeline.makespan_s,
            h2d_load: run.h2d_load,
            d2h_load: run.d2h_load,
        }
    }
}

/// The plan the coordinator chose for `devices` devices on one link.
#[derive(Clone, Debug)]
pub struct SharedOutcome {
    /// The plan, as planned and simulated for one device with
    /// `link.share` of the link (its figures are that model's).
    pub outcome: PlanOutcome,
    /// How the devices share the link, and what each sees.
    pub link: SharedLinkSummary,
}

/// How the devices share the link (what a report carries of a
/// [`SharedOutcome`]).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SharedLinkSummary {
    pub devices: usize,
    /// The share of the link the plan was made for (`k/N`).
    pub share: f64,
    /// Whether the devices' steps are staggered by `1/N` of a step.
    pub staggered: bool,
    /// The chosen plan on the shared link, per device.
    pub planned: SharedFigures,
    /// The `none` plan with each device on `1/N` of the link: the step the
    /// slowdown allowance is measured from.
    pub none: SharedFigures,
    /// The naive split: the plan for `1/N` of the link, each device alone
    /// on its share.
    pub split: SharedFigures,
    /// For pipeline stages ([`plan_stages`]): this function's stage (from
    /// 0) and the pipeline's period on the shared link (the longest
    /// stage's step); `None` for identical devices.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stage: Option<StageOf>,
}

/// Which stage of a pipeline a plan is for, and the pipeline's period.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct StageOf {
    pub stage: usize,
    /// The longest stage's step on the shared link, seconds: the pipeline
    /// runs at that pace.
    pub period_s: f64,
    /// The same without offloading, every stage on the shared link.
    pub none_period_s: f64,
    /// Whether this stage's plan is its `none` plan: no plan for a share
    /// of the link kept the pipeline within the slowdown.
    #[serde(default)]
    pub none_plan: bool,
}

impl SharedLinkSummary {
    /// The notes the remark and the report carry.
    pub fn notes(&self) -> Vec<String> {
        let n = self.devices;
        let k = (self.share * n as f64).round() as usize;
        let f = &self.planned;
        if let Some(stage) = self.stage {
            return vec![
                format!(
                    "pipeline stage {} of {n} (stages=true), each on its own device, the devices on one link: {}; with the other stages' transfers on the link this stage peaks at {} with a {} step, and the pipeline's period is {} ({} without offloading), link load {:.0}% host to device, {:.0}% device to host",
                    stage.stage + 1,
                    match stage.none_plan {
                        true => "no plan for a share of the link keeps the pipeline within the slowdown, so this stage moves only what its arguments in a tier need".to_owned(),
                        false => format!("the plan above is made for {k}/{n} of it"),
                    },
                    crate::format_bytes(f.peak_bytes),
                    crate::units::format_seconds(f.step_s),
                    crate::units::format_seconds(stage.period_s),
                    crate::units::format_seconds(stage.none_period_s),
                    100.0 * f.h2d_load,
                    100.0 * f.d2h_load,
                ),
                self.split_note(),
            ];
        }
        let phase = match self.staggered {
            true => format!("with the devices' steps staggered by 1/{n} of a step"),
            false => "with the devices in lockstep".to_owned(),
        };
        vec![
            format!(
                "{n} devices on one link (devices={n}): the plan above is made for {k}/{n} of it and run {phase}; on the shared link each device peaks at {} with a {} step (without offloading, on an even split: {}), link load {:.0}% host to device, {:.0}% device to host",
                crate::format_bytes(f.peak_bytes),
                crate::units::format_seconds(f.step_s),
                crate::units::format_seconds(self.none.step_s),
                100.0 * f.h2d_load,
                100.0 * f.d2h_load,
            ),
            self.split_note(),
        ]
    }

    /// The note on the naive split: each device alone on 1/N of the link.
    fn split_note(&self) -> String {
        format!(
            "the naive split (link-share={} each, planned alone): peak {}, step {}",
            share_percent(self.devices),
            crate::format_bytes(self.split.peak_bytes),
            crate::units::format_seconds(self.split.step_s),
        )
    }
}

/// `1/n` as `link-share` takes it: `50%`, `33.3333%`.
pub fn share_percent(n: usize) -> String {
    let percent = format!("{:.4}", 100.0 / n as f64);
    let percent = percent.trim_end_matches('0').trim_end_matches('.');
    format!("{percent}%")
}

/// The most plans one run makes for shares of a link: [`plan_shared`]
/// plans a function once per share (`devices` of them) and
/// [`plan_stages`] each stage once per share, so a run over many functions
/// on many devices multiplies into more plans than a model needs (a model's
/// few functions on a node's devices).
pub const MAX_SHARE_PLANS: usize = 4096;

/// Why planning `functions` functions for `shares` shares of a link each
/// makes more plans than [`MAX_SHARE_PLANS`], and what to do; `None` when
/// it does not. `option` names what sets the shares (`devices=64`).
pub fn share_plans_exceeded(functions: usize, shares: usize, option: &str) -> Option<String> {
    let plans = functions.saturating_mul(shares);
    (plans > MAX_SHARE_PLANS).then(|| {
        format!(
            "{option} plans each of the {functions} selected functions once per share of the link: {plans} plans, more than the {MAX_SHARE_PLANS} offload-plan makes in one run; select fewer functions (functions=@first,@second,...) or fewer devices"
        )
    })
}

/// Runs the planned graph `graph` on `devices` devices sharing `cost`'s
/// links, in lockstep or staggered by `1/devices` of a step.
fn on_shared_link(
    graph: &TensorGraph,
    cost: &CostModel,
    devices: usize,
    staggered: bool,
) -> Result<SharedFigures, SimulateError> {
    Ok(SharedFigures::of(&simulate_shared(
        graph, cost, devices, staggered,
    )?))
}

/// Plans `graph` for `devices` identical devices that share `cost`'s links
/// (see the module). `request`'s time limit is shared by the `devices`
/// plans; its slowdown and budget apply per device on the shared link.
pub fn plan_shared(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    devices: usize,
) -> Result<SharedOutcome, PlanError> {
    let devices = devices.max(1);
    let started = std::time::Instant::now();
    let none = plan_none(graph, cost, request)?;
    let each = PlanRequest {
        time_limit_s: request.time_limit_s / devices as f64,
        ..request.clone()
    };
    // The reference: no offloading, each device with 1/N of the link (in
    // lockstep on the shared link each gets exactly that).
    let none_split = on_shared_link(&none.graph, cost, devices, false)?;
    let mut best: Option<Candidate> = None;
    let mut split = None;
    // Whether the time limit cut any share's plan: the choice among them
    // then depends on the machine too.
    let mut cut = false;
    for k in 1..=devices {
        let share = k as f64 / devices as f64;
        let outcome = match plan(graph, &cost.clone().with_link_share(share), &each) {
            Ok(outcome) => outcome,
            // A share too small for the budget: a larger one may serve.
            Err(e) if k < devices && matches!(e, PlanError::Unreachable { .. }) => continue,
            Err(e) => return Err(e),
        };
        cut |= outcome.cut_by_time_limit;
        let phases: &[bool] = if devices > 1 {
            &[false, true]
        } else {
            &[false]
        };
        for &staggered in phases {
            let figures = on_shared_link(&outcome.graph, cost, devices, staggered)?;
            tracing::debug!(
                k,
                staggered,
                peak = figures.peak_bytes,
                step_s = figures.step_s,
                h2d = figures.h2d_load,
                d2h = figures.d2h_load,
                "plan for a share of the link, on the shared link"
            );
            // The plan for 1/N in lockstep: each device gets exactly its
            // share, as alone on it.
            if k == 1 && !staggered {
                split = Some(figures);
            }
            let candidate = Candidate {
                outcome: outcome.clone(),
                share,
                staggered,
                figures,
            };
            if best
                .as_ref()
                .is_none_or(|b| serves_better(&candidate, b, &none_split, request))
            {
                best = Some(candidate);
            }
        }
    }
    // The full share always plans or fails, so there is a best.
    let mut best = best.expect("the plan for the whole link is a candidate");
    best.outcome.solve_s = started.elapsed().as_secs_f64();
    mark_cut(&mut best.outcome, cut, each.time_limit_s);
    Ok(SharedOutcome {
        outcome: best.outcome,
        link: SharedLinkSummary {
            devices,
            share: best.share,
            staggered: best.staggered,
            planned: best.figures,
            none: none_split,
            // With a budget the plan for 1/N may not exist; the split then
            // reads as the none plan on its share.
            split: split.unwrap_or(none_split),
            stage: None,
        },
    })
}

/// Plans pipeline stages, one per device, the devices sharing `cost`'s
/// links: `stages` holds each stage's graph (a different function) and
/// request, in pipeline order. The coordinator of [`plan_shared`] for
/// devices that run different steps: each stage is planned for every share
/// `k/N` of the link, and a choice of one plan per stage is judged by what
/// the stages see together ([`simulate_stages`]: in phase, the longest step
/// setting the pace). Starting from the naive split (`1/N` each), each
/// stage in turn takes the share whose plan the pipeline then serves best,
/// twice over the stages: every stage within its slowdown allowance of the
/// `none` plans on the shared link (or, with a budget, within it), then the
/// lowest highest peak, the lowest sum of peaks and the shortest period
/// (with a budget, the shortest period first). A stage that is the
/// bottleneck gets more of the link; one with compute to spare gives it
/// up. Each stage's `none` plan is a candidate too, so where no plan for a
/// share keeps the pipeline within its allowance (stages in phase all
/// fetching at once), a stage falls back to moving only what it must. The
/// time limit is shared by the N x N plans. An error names the stage it
/// is about.
pub fn plan_stages(
    stages: &[(&TensorGraph, &PlanRequest)],
    cost: &CostModel,
) -> Result<Vec<SharedOutcome>, (usize, PlanError)> {
    let n = stages.len().max(1);
    let started = std::time::Instant::now();
    let nones = stages
        .iter()
        .enumerate()
        .map(|(i, &(graph, request))| plan_none(graph, cost, request).map_err(|e| (i, e)))
        .collect::<Result<Vec<_>, _>>()?;
    let none_graphs: Vec<&TensorGraph> = nones.iter().map(|o| &o.graph).collect();
    // A joint run fails only where a stage's own does: blamed on the
    // first stage.
    let joint = |e: SimulateError| (0, PlanError::from(e));
    let none = stage_figures(&none_graphs, cost).map_err(joint)?;
    let none_period = none.period;
    // Every stage's plan for every share k/N (None: the budget is out of
    // its reach with that share).
    let mut plans: Vec<Vec<Option<PlanOutcome>>> = Vec::with_capacity(n);
    for (i, &(graph, request)) in stages.iter().enumerate() {
        let each = PlanRequest {
            time_limit_s: request.time_limit_s / (n * n) as f64,
            ..request.clone()
        };
        let mut shares = Vec::with_capacity(n);
        for k in 1..=n {
            let share = k as f64 / n as f64;
            match plan(graph, &cost.clone().with_link_share(share), &each) {
                Ok(outcome) => shares.push(Some(outcome)),
                Err(e) if k < n && matches!(e, PlanError::Unreachable { .. }) => shares.push(None),
                Err(e) => return Err((i, e)),
            }
        }
        // The `none` plan last: without offloading the pipeline is within
        // its allowance by definition.
        shares.push(Some(nones[i].clone()));
        plans.push(shares);
    }
    let judge = |ks: &[usize]| -> Result<Staged, (usize, PlanError)> {
        let graphs: Vec<&TensorGraph> = ks
            .iter()
            .enumerate()
            .map(|(i, &k)| &plans[i][k].as_ref().expect("only shares with a plan").graph)
            .collect();
        stage_figures(&graphs, cost).map_err(joint)
    };
    // The naive split where every stage has a plan for 1/N, else the
    // whole link for the stages without one.
    let mut ks: Vec<usize> = plans
        .iter()
        .map(|shares| shares.iter().position(Option::is_some).unwrap_or(n))
        .collect();
    let mut best = judge(&ks)?;
    let compute: Vec<f64> = nones.iter().map(|o| o.timeline.compute_s).collect();
    let goal = Goal::new(stages, none_period, &compute);
    for _ in 0..2 {
        for (i, shares) in plans.iter().enumerate() {
            for (k, share) in shares.iter().enumerate() {
                if k == ks[i] || share.is_none() {
                    continue;
                }
                let mut tried = ks.clone();
                tried[i] = k;
                let figures = judge(&tried)?;
                if goal.better(&figures, &best) {
                    ks = tried;
                    best = figures;
                }
            }
        }
    }
    let period = best.period;
    // The naive split: each stage's plan for 1/N, alone on its share (in
    // lockstep with copies of itself it gets exactly that), the loads
    // summed over the stages at the slowest one's pace.
    let mut split = Vec::with_capacity(n);
    let mut work = [0.0; 2];
    for (i, shares) in plans.iter().enumerate() {
        let Some(alone) = &shares[0] else {
            split.push(none.stages[i]);
            continue;
        };
        let run = simulate_shared(&alone.graph, cost, n, false).map_err(|e| (i, e.into()))?;
        let step_s = run.timeline.makespan_s;
        work[0] += run.h2d_load * step_s / n as f64;
        work[1] += run.d2h_load * step_s / n as f64;
        split.push(SharedFigures {
            peak_bytes: run.timeline.peak.bytes,
            step_s,
            h2d_load: 0.0,
            d2h_load: 0.0,
        });
    }
    let split_period = split
        .iter()
        .map(|f| f.step_s)
        .fold(0.0, f64::max)
        .max(1e-15);
    for f in &mut split {
        f.h2d_load = work[0] / split_period;
        f.d2h_load = work[1] / split_period;
    }
    let solve_s = started.elapsed().as_secs_f64();
    let cut = plans
        .iter()
        .flatten()
        .flatten()
        .any(|o| o.cut_by_time_limit);
    let mut out = Vec::with_capacity(n);
    for (i, (shares, k)) in plans.into_iter().zip(&ks).enumerate() {
        let split = split[i];
        let mut outcome = shares
            .into_iter()
            .nth(*k)
            .flatten()
            .expect("the chosen share has a plan");
        outcome.solve_s = solve_s;
        mark_cut(&mut outcome, cut, stages[i].1.time_limit_s / (n * n) as f64);
        out.push(SharedOutcome {
            outcome,
            link: SharedLinkSummary {
                devices: n,
                // The none plan was made on the whole link.
                share: ((k + 1) as f64 / n as f64).min(1.0),
                staggered: false,
                planned: best.stages[i],
                none: none.stages[i],
                split,
                stage: Some(StageOf {
                    stage: i,
                    period_s: period,
                    none_period_s: none_period,
                    none_plan: *k == n,
                }),
            },
        });
    }
    Ok(out)
}

/// The `none` plan of `graph` for `request` (no budget): what the devices
/// take without offloading.
fn plan_none(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
) -> Result<PlanOutcome, PlanError> {
    let none = PlanRequest {
        solver: Solver::None,
        budget: None,
        ..request.clone()
    };
    plan(graph, cost, &none)
}

/// One plan for a share of the link, run in one phase.
struct Candidate {
    outcome: PlanOutcome,
    share: f64,
    staggered: bool,
    figures: SharedFigures,
}

/// Whether `a` serves `request` better than `b` on the shared link: within
/// the allowance over `none` (or, with a budget, within it) first; then,
/// with a budget, faster, else a lower peak, then faster.
fn serves_better(
    a: &Candidate,
    b: &Candidate,
    none: &SharedFigures,
    request: &PlanRequest,
) -> bool {
    let allowed = |c: &Candidate| match request.budget {
        // Within the budget on the shared link, and as planned (the
        // checker holds the written plan to it for its share).
        Some(budget) => c.figures.peak_bytes <= budget && c.outcome.timeline.peak.bytes <= budget,
        None => {
            let compute_s = c.outcome.timeline.compute_s;
            c.figures.step_s <= none.step_s + request.slowdown * compute_s + 1e-12
        }
    };
    match (allowed(a), allowed(b)) {
        (true, false) => true,
        (false, true) => false,
        // Neither serves: the faster is the lesser evil.
        (false, false) => a.figures.step_s < b.figures.step_s,
        (true, true) => match request.budget {
            Some(_) => a.figures.step_s < b.figures.step_s,
            None => {
                (a.figures.peak_bytes, a.figures.step_s) < (b.figures.peak_bytes, b.figures.step_s)
            }
        },
    }
}

/// What the pipeline's plans are judged against ([`plan_stages`]).
struct Goal {
    /// Each stage's budget.
    budgets: Vec<Option<u64>>,
    /// Without a budget, the longest period within the slowdown allowance:
    /// the `none` plans' period on the shared link plus the allowance of
    /// the bottleneck's compute; `None` with a budget.
    allowed_period: Option<f64>,
}

impl Goal {
    fn new(stages: &[(&TensorGraph, &PlanRequest)], none_period: f64, compute: &[f64]) -> Self {
        let budgets: Vec<Option<u64>> = stages.iter().map(|(_, r)| r.budget).collect();
        let slowdown = stages
            .iter()
            .map(|(_, r)| r.slowdown)
            .fold(f64::INFINITY, f64::min);
        let bottleneck = compute.iter().copied().fold(0.0, f64::max);
        let allowed_period = budgets
            .iter()
            .all(Option::is_none)
            .then_some(none_period + slowdown * bottleneck + 1e-12);
        Goal {
            budgets,
            allowed_period,
        }
    }

    /// Whether the stages' figures `a` serve the requests better than
    /// `b`: every stage within its budget (without one, the period within
    /// the slowdown allowance of the bottleneck's compute over the `none`
    /// period) first; then, with a budget, the shorter period, else the
    /// lowest highest peak, the lowest sum of peaks and the shorter period.
    fn better(&self, a: &Staged, b: &Staged) -> bool {
        let allowed = |f: &Staged| {
            let within = f
                .stages
                .iter()
                .zip(&self.budgets)
                .all(|(s, budget)| budget.is_none_or(|budget| s.peak_bytes <= budget));
            within && self.allowed_period.is_none_or(|most| f.period <= most)
        };
        let peaks = |f: &Staged| {
            (
                f.stages.iter().map(|s| s.peak_bytes).max().unwrap_or(0),
                f.stages.iter().map(|s| s.peak_bytes).sum::<u64>(),
            )
        };
        match (allowed(a), allowed(b)) {
            (true, false) => true,
            (false, true) => false,
            (false, false) => a.period < b.period,
            (true, true) if self.allowed_period.is_none() => {
                (a.period, peaks(a)) < (b.period, peaks(b))
            }
            (true, true) => {
                let (pa, pb) = (peaks(a), peaks(b));
                (pa.0, pa.1, a.period) < (pb.0, pb.1, b.period)
            }
        }
    }
}

/// Each stage's figures with the others on the shared link, and the
/// pipeline's period ([`simulate_stages`]).
fn stage_figures(graphs: &[&TensorGraph], cost: &CostModel) -> Result<Staged, SimulateError> {
    let (runs, period) = simulate_stages(graphs, cost)?;
    let stages = runs.iter().map(SharedFigures::of).collect();
    Ok(Staged { stages, period })
}

/// What a choice of stage plans gives on the shared link.
struct Staged {
    stages: Vec<SharedFigures>,
    /// The pipeline's period, seconds.
    period: f64,
}

/// Marks `outcome` cut by the time limit (of `limit_s`) where `cut` says
/// the plans it was chosen among were, and it does not say so itself.
fn mark_cut(outcome: &mut PlanOutcome, cut: bool, limit_s: f64) {
    if cut && !outcome.cut_by_time_limit {
        outcome.cut_by_time_limit = true;
        outcome.notes.push(super::effort::cut_note(limit_s));
    }
}
