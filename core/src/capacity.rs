//! Capacity search: the longest dynamic length (a prompt, a KV cache) whose
//! step fits a device budget within a slowdown, without offloading, with
//! each baseline and with our planner.
//!
//! A length fits **without offload** when the function with every argument
//! on the device peaks at or below the budget (its makespan is then its
//! compute-only time). It fits **with a solver** when that solver plans it
//! within the budget (the fastest plan within it, `min-makespan`) and the
//! plan's simulated makespan is at most `1 + slowdown` times the
//! compute-only time of the same length: the slowdown is measured from the
//! program that moves nothing, not from the `none` plan, so that the time
//! arguments in a tier cost (a KV cache streamed in) counts against the
//! plan. Serving asks for an absolute time instead: with a
//! [`LatencyTarget`] (a time to first token for a prefill, a time per
//! output token for a decode step) a length fits when its makespan is at
//! most that time, whatever its slowdown, as Select-N chooses its offload
//! interval against a latency target.
//!
//! Fitting need not be monotone in the length: a longer step needs more
//! bytes, but a prefill too short to hide its weights' prefetches behind its
//! compute fits only from some length on. So, for each way of running, the
//! search first measures lengths that double from `min` up to `max`, from
//! the longest down, and then bisects between the longest of them that fits
//! and the next, which does not (taking fitting to be monotone between
//! two such lengths): the longest length of `min + k * step` in `[min, max]`
//! that fits. Each length's graph is built once for every way of running.
//! With `placeable` arguments (those a user allows in a tier), ours also
//! chooses where they live at each length: the most of them kept on the
//! device (the first ones, in order) with which a plan still meets the
//! budget, found by bisection, the rest in the tier; the baselines and the
//! run without offload see them as given (all in the tier, every one on the
//! device). A KV cache streamed whole over a slow link costs more time than
//! the part that must leave.
//!
//! The `interval` baseline runs at its best prefetch distance per length
//! ([`INTERVAL_HORIZONS`], the one that fits with the shortest makespan),
//! not at one fixed distance, as Select-N tunes its offload interval. Every length it measured is a [`Point`] of the
//! result, so a user can see where the boundary lies. The caller builds
//! the graph of a length (the pass extracts the function with that size
//! for its dynamic dimensions).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::{
    CostModel, Lifetimes, OpRef, TensorGraph,
    plan::{PlanError, PlanRequest, Solver, peak_bounds, plan},
    simulate,
    units::{format_bytes, format_seconds},
};

/// The prefetch distances (in steps) the `interval` baseline is tried at.
pub const INTERVAL_HORIZONS: [usize; 11] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];

/// The phase of serving a step runs in, which names its latency target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The prompt's step: its makespan is the time to first token.
    Prefill,
    /// One token's step: its makespan is the time per output token.
    Decode,
}

impl Phase {
    /// The target's name, as the options spell it.
    pub fn target_name(self) -> &'static str {
        match self {
            Phase::Prefill => "ttft",
            Phase::Decode => "tpot",
        }
    }
}

/// The most time one step may take, absolute.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LatencyTarget {
    pub phase: Phase,
    pub seconds: f64,
}

/// What to search.
#[derive(Clone, Debug)]
pub struct CapacityRequest {
    /// Device bytes a step may use.
    pub budget: u64,
    /// The makespan a plan may take over compute-only time, as a fraction,
    /// where no latency target applies.
    pub slowdown: f64,
    /// The makespan a step may take, absolute; it replaces `slowdown`.
    pub latency: Option<LatencyTarget>,
    /// The range searched, and its granularity: lengths are `min + k * step`
    /// up to `max`.
    pub min: u64,
    pub max: u64,
    pub step: u64,
    /// The planner request of our solver; its budget is replaced by
    /// `budget` (and its objective is the fastest plan within it).
    pub ours: PlanRequest,
    /// Baselines searched beside ours (each with `ours`'s other settings).
    pub baselines: Vec<Solver>,
    /// Lengths measured for the picture besides the search's, evenly
    /// spread over the range (0: none).
    pub samples: usize,
    /// Arguments in the tier that ours may keep on the device instead (0:
    /// ours takes the placement as given).
    pub placeable: usize,
}

impl CapacityRequest {
    /// The longest makespan a step whose compute-only time is `compute_s`
    /// may take.
    pub fn time_limit_s(&self, compute_s: f64) -> f64 {
        time_limit_s(self.latency, self.slowdown, compute_s)
    }
}

/// The longest makespan a step may take: the latency target where one
/// applies, else `1 + slowdown` times its time without offload.
fn time_limit_s(latency: Option<LatencyTarget>, slowdown: f64, compute_s: f64) -> f64 {
    match latency {
        Some(target) => target.seconds,
        None => (1.0 + slowdown) * compute_s,
    }
}

/// One length as measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub length: u64,
    /// Peak with every argument on the device and nothing moved.
    pub no_offload_peak_bytes: u64,
    /// Compute-only time: the makespan without offload.
    pub compute_s: f64,
    /// The most bytes one op needs on the device at once: no plan of the
    /// cache ops peaks lower, so a budget below it ends every search.
    pub working_set_bytes: u64,
    /// That op.
    pub working_set_op: Option<OpRef>,
    /// Our plan at this length, when the search or the picture asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ours: Option<Measured>,
    /// The baselines measured at this length, by name.
    #[serde(skip_serializing_if = "BTreeMap::is_empty", default)]
    pub baselines: BTreeMap<String, Measured>,
}

/// One solver at one length.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Measured {
    /// Within the budget and the slowdown.
    pub fits: bool,
    /// The plan's simulated peak; `None` when no plan met the budget.
    pub peak_bytes: Option<u64>,
    pub makespan_s: Option<f64>,
    /// Makespan over compute-only time, as a fraction.
    pub slowdown: Option<f64>,
    /// Why it does not fit, for people.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// For `interval`: the prefetch distance this measurement used.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub horizon: Option<usize>,
    /// For ours with placeable arguments: how many of them it kept on the
    /// device (the first ones; the others start in the tier).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept_on_device: Option<usize>,
    /// Where ours does not fit: the link-aware lower bound on the peak of
    /// any plan of what may move within the slowdown at this length
    /// (`plan::peak_bounds`). Above the budget, no planner fits it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bound_bytes: Option<u64>,
}

impl Measured {
    /// No plan met the budget, for the reason `why`.
    fn none(why: String) -> Measured {
        Measured {
            fits: false,
            peak_bytes: None,
            makespan_s: None,
            slowdown: None,
            why: Some(why),
            horizon: None,
            kept_on_device: None,
            bound_bytes: None,
        }
    }
}

/// The longest length that fits one way of running.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Longest {
    /// `None`: not even the shortest length fits.
    pub length: Option<u64>,
    /// The search stopped at the end of the range: the true maximum may be
    /// longer (raise `dim-max`).
    pub at_max: bool,
    /// For `interval`: the prefetch distance at that length.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub horizon: Option<usize>,
}

/// What the search found for one function (docs/report.md, "capacity").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Capacity {
    pub name: String,
    pub profile: String,
    pub budget_bytes: u64,
    /// The slowdown allowed, where no latency target applies.
    pub slowdown: f64,
    /// The latency target a step is held to instead of the slowdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency: Option<LatencyTarget>,
    /// The solver named as ours (`ilp` or `heuristic`).
    pub solver: String,
    pub min: u64,
    pub max: u64,
    pub step: u64,
    pub longest_without_offload: Option<u64>,
    pub longest_with_offload: Option<u64>,
    /// `longest_with_offload / longest_without_offload` (`None` when
    /// either is missing).
    pub ratio: Option<f64>,
    /// Which search reached the end of the range.
    pub without_offload_at_max: bool,
    pub with_offload_at_max: bool,
    /// The longest length for each baseline, by name.
    pub baselines: BTreeMap<String, Longest>,
    /// Every length measured, shortest first.
    pub points: Vec<Point>,
    /// Wall-clock time of the search, seconds.
    pub search_s: f64,
    /// With a performance record: how much of the compute at `min` it
    /// timed (the pass fills it in).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<crate::record::RecordCoverage>,
}

impl Capacity {
    /// The longest makespan a length whose compute-only time is
    /// `compute_s` may take.
    pub fn time_limit_s(&self, compute_s: f64) -> f64 {
        time_limit_s(self.latency, self.slowdown, compute_s)
    }

    /// The time bound, for people: `<= 1.0% over compute`, `a ttft of 200ms`.
    pub fn time_limit(&self) -> String {
        match self.latency {
            Some(target) => format!(
                "a {} of {}",
                target.phase.target_name(),
                format_seconds(target.seconds)
            ),
            None => format!("<= {:.1}% over compute", 100.0 * self.slowdown),
        }
    }
}

/// The JSON of `offload-capacity`'s `report=` (docs/report.md).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CapacityReport {
    pub version: u32,
    pub tool: String,
    pub pass: String,
    pub functions: Vec<Capacity>,
}

impl CapacityReport {
    pub fn new(functions: Vec<Capacity>) -> CapacityReport {
        CapacityReport {
            version: crate::REPORT_VERSION,
            tool: "hyperoffload".into(),
            pass: "offload-capacity".into(),
            functions,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a capacity report serializes")
    }
}

/// Why a search could not run.
#[derive(Debug, thiserror::Error)]
pub enum CapacityError<E> {
    /// The caller could not build the graph of a length (and said why).
    #[error("the graph of a length could not be built")]
    Graph(E),
    #[error("{0}")]
    Request(String),
    #[error("at length {length}: {error}")]
    Plan { length: u64, error: PlanError },
}

/// Searches the longest lengths; `graph_at(length, kept)` builds the graph
/// of a length with the first `kept` of the placeable arguments on the
/// device (`kept = 0`: the placement as given).
pub fn search<E>(
    name: &str,
    cost: &CostModel,
    request: &CapacityRequest,
    mut graph_at: impl FnMut(u64, usize) -> Result<TensorGraph, E>,
) -> Result<Capacity, CapacityError<E>> {
    let started = std::time::Instant::now();
    if request.step == 0 || request.min == 0 || request.min > request.max {
        return Err(CapacityError::Request(format!(
            "the range {}..={} in steps of {} is empty; give 1 <= dim-min <= dim-max and dim-step >= 1",
            request.min, request.max, request.step
        )));
    }
    let mut search = Search {
        cost,
        request,
        graphs: BTreeMap::new(),
        points: BTreeMap::new(),
        graph_at: &mut graph_at,
    };
    let without = search.longest(&Way::NoOffload)?;
    let with = search.longest(&Way::Solver(request.ours.solver))?;
    let mut baselines = BTreeMap::new();
    for &baseline in &request.baselines {
        let mut longest = search.longest(&Way::Solver(baseline))?;
        longest.horizon = longest
            .length
            .and_then(|l| search.points[&l].baselines.get(baseline.name())?.horizon);
        baselines.insert(baseline.name().to_owned(), longest);
    }
    if request.samples > 0 {
        let span = request.max - request.min;
        let count = request.samples as u64;
        for k in 0..=count {
            let length = search.snap(request.min + span * k / count);
            search.measure(length, &Way::Solver(request.ours.solver))?;
        }
    }
    let ratio = match (with.length, without.length) {
        (Some(with), Some(without)) => Some(with as f64 / without as f64),
        _ => None,
    };
    Ok(Capacity {
        name: name.to_owned(),
        profile: cost.profile.name.clone(),
        budget_bytes: request.budget,
        slowdown: request.slowdown,
        latency: request.latency,
        solver: request.ours.solver.name().to_owned(),
        min: request.min,
        max: request.max,
        step: request.step,
        longest_without_offload: without.length,
        longest_with_offload: with.length,
        ratio,
        without_offload_at_max: without.at_max,
        with_offload_at_max: with.at_max,
        baselines,
        points: search.points.into_values().collect(),
        search_s: started.elapsed().as_secs_f64(),
        record: None,
    })
}

/// A way of running a length.
enum Way {
    NoOffload,
    Solver(Solver),
}

struct Search<'r, 'f, E> {
    cost: &'r CostModel,
    request: &'r CapacityRequest,
    graphs: BTreeMap<(u64, usize), TensorGraph>,
    points: BTreeMap<u64, Point>,
    graph_at: &'f mut dyn FnMut(u64, usize) -> Result<TensorGraph, E>,
}

impl<E> Search<'_, '_, E> {
    /// The length of index `k` of the range.
    fn length(&self, k: u64) -> u64 {
        self.request.min + k * self.request.step
    }

    /// The largest length of the range at or below `length`.
    fn snap(&self, length: u64) -> u64 {
        self.length((length.min(self.request.max) - self.request.min) / self.request.step)
    }

    /// The indices of the lengths that double from `min` to `max`, the
    /// last included.
    fn doubling(&self) -> Vec<u64> {
        let last = (self.request.max - self.request.min) / self.request.step;
        let mut indices = Vec::new();
        let mut length = self.request.min;
        while length < self.request.max {
            let index = (length - self.request.min) / self.request.step;
            if indices.last() != Some(&index) {
                indices.push(index);
            }
            length = length.saturating_mul(2);
        }
        if indices.last() != Some(&last) {
            indices.push(last);
        }
        indices
    }

    /// The longest length that fits `way`: the longest of the doubling
    /// lengths that fits, then bisection up to the next one.
    fn longest(&mut self, way: &Way) -> Result<Longest, CapacityError<E>> {
        let samples = self.doubling();
        let last = *samples.last().expect("the range is not empty");
        let mut found = None;
        for (i, &index) in samples.iter().enumerate().rev() {
            if self.measure(self.length(index), way)? {
                found = Some(i);
                break;
            }
        }
        let Some(i) = found else {
            return Ok(Longest {
                length: None,
                at_max: false,
                horizon: None,
            });
        };
        if samples[i] == last {
            return Ok(Longest {
                length: Some(self.length(last)),
                at_max: true,
                horizon: None,
            });
        }
        // Invariant: index `fits` fits, index `fails` does not.
        let (mut fits, mut fails) = (samples[i], samples[i + 1]);
        while fails - fits > 1 {
            let mid = fits + (fails - fits) / 2;
            if self.measure(self.length(mid), way)? {
                fits = mid;
            } else {
                fails = mid;
            }
        }
        Ok(Longest {
            length: Some(self.length(fits)),
            at_max: false,
            horizon: None,
        })
    }

    /// Measures `way` at `length` (once) and says whether it fits.
    fn measure(&mut self, length: u64, way: &Way) -> Result<bool, CapacityError<E>> {
        if !self.points.contains_key(&length) {
            let graph = (self.graph_at)(length, 0).map_err(CapacityError::Graph)?;
            let all = graph.all_on_device();
            let lifetimes = Lifetimes::compute(&all);
            let no_offload_peak_bytes = lifetimes.peak.bytes;
            // The makespan, not the compute stream's busy time: collectives
            // on their own stream may leave the compute stream waiting, and
            // that wait is the step's as it runs without offload.
            let compute_s = simulate(&all, self.cost)
                .map_err(|e| CapacityError::Plan {
                    length,
                    error: e.into(),
                })?
                .makespan_s;
            self.points.insert(
                length,
                Point {
                    length,
                    no_offload_peak_bytes,
                    compute_s,
                    working_set_bytes: lifetimes.working_set.bytes,
                    working_set_op: OpRef::at(&graph, lifetimes.working_set.step),
                    ours: None,
                    baselines: BTreeMap::new(),
                },
            );
            self.graphs.insert((length, 0), graph);
        }
        let point = &self.points[&length];
        let solver = match way {
            Way::NoOffload => {
                let in_time = point.compute_s <= self.request.time_limit_s(point.compute_s);
                return Ok(in_time && point.no_offload_peak_bytes <= self.request.budget);
            }
            Way::Solver(solver) => *solver,
        };
        let ours = solver == self.request.ours.solver;
        let known = match ours {
            true => point.ours.as_ref(),
            false => point.baselines.get(solver.name()),
        };
        if let Some(known) = known {
            return Ok(known.fits);
        }
        let compute_s = point.compute_s;
        let mut measured = match solver {
            Solver::Interval => self.best_interval(length, compute_s)?,
            _ if ours && self.request.placeable > 0 => self.placed(length, compute_s)?,
            _ => self.run((length, 0), solver, compute_s, self.request.ours.horizon)?,
        };
        let fits = measured.fits;
        if ours && !fits {
            let stall_s = (self.request.time_limit_s(compute_s) - compute_s).max(0.0);
            measured.bound_bytes = peak_bounds(
                &self.graphs[&(length, measured.kept_on_device.unwrap_or(0))],
                self.cost,
                &self.request.ours,
                &[stall_s],
            )
            .first()
            .map(|b| b.bytes);
        }
        let point = self.points.get_mut(&length).expect("measured above");
        match ours {
            true => point.ours = Some(measured),
            false => {
                point.baselines.insert(solver.name().to_owned(), measured);
            }
        }
        Ok(fits)
    }

    /// Ours with the placeable arguments placed: the placement as given
    /// and the most of them kept on the device with which a plan still
    /// meets the budget (bisection), probed with the heuristic; ours then
    /// plans the probe that fits with the shortest makespan (keeping more
    /// saves link time but leaves less room, so time need not fall with
    /// it), or the most kept when none fits.
    fn placed(&mut self, length: u64, compute_s: f64) -> Result<Measured, CapacityError<E>> {
        let horizon = self.request.ours.horizon;
        let probe = |search: &mut Self,
                     kept: usize,
                     solver: Solver|
         -> Result<Measured, CapacityError<E>> {
            if !search.graphs.contains_key(&(length, kept)) {
                let graph = (search.graph_at)(length, kept).map_err(CapacityError::Graph)?;
                search.graphs.insert((length, kept), graph);
            }
            let mut measured = search.run((length, kept), solver, compute_s, horizon)?;
            measured.kept_on_device = Some(kept);
            Ok(measured)
        };
        let within = |m: &Measured| m.peak_bytes.is_some_and(|p| p <= self.request.budget);
        let all = self.request.placeable;
        let mut probes = vec![probe(self, 0, Solver::Heuristic)?];
        if within(&probes[0]) {
            let every = probe(self, all, Solver::Heuristic)?;
            let every_within = within(&every);
            probes.push(every);
            // Invariant: `low` kept meets the budget, `high` does not.
            let (mut low, mut high) = (0, all);
            while !every_within && high - low > 1 {
                let mid = low + (high - low) / 2;
                let measured = probe(self, mid, Solver::Heuristic)?;
                match within(&measured) {
                    true => low = mid,
                    false => high = mid,
                }
                probes.push(measured);
            }
        }
        let kept = |m: &Measured| m.kept_on_device.unwrap_or(0);
        let fastest = probes
            .iter()
            .filter(|m| m.fits)
            .min_by(|a, b| a.makespan_s.partial_cmp(&b.makespan_s).expect("finite"));
        // Where no probe fits, ours (which also weighs the baselines' plans)
        // may still: it plans the placement as given and the most kept.
        let candidates: Vec<usize> = match fastest {
            Some(m) => vec![kept(m)],
            None => {
                let most = probes.iter().filter(|m| within(m)).map(kept).max();
                std::iter::once(0).chain(most.filter(|&k| k > 0)).collect()
            }
        };
        let ours = self.request.ours.solver;
        if ours == Solver::Heuristic && fastest.is_some() {
            let chosen = candidates[0];
            return Ok(probes
                .into_iter()
                .find(|m| kept(m) == chosen)
                .expect("a probe"));
        }
        let mut best: Option<Measured> = None;
        for kept_on_device in candidates {
            let measured = probe(self, kept_on_device, ours)?;
            let better = match &best {
                None => true,
                Some(b) => {
                    (measured.fits && !b.fits)
                        || (measured.fits == b.fits && measured.makespan_s < b.makespan_s)
                }
            };
            if better {
                best = Some(measured);
            }
        }
        Ok(best.expect("one candidate at least"))
    }

    /// The `interval` baseline at the prefetch distance that fits with the
    /// shortest makespan (or, when none fits, the one with the lowest peak).
    fn best_interval(&self, length: u64, compute_s: f64) -> Result<Measured, CapacityError<E>> {
        let mut best: Option<Measured> = None;
        for horizon in INTERVAL_HORIZONS {
            let mut measured = self.run((length, 0), Solver::Interval, compute_s, horizon)?;
            measured.horizon = Some(horizon);
            let better = match &best {
                None => true,
                Some(b) => match (measured.fits, b.fits) {
                    (true, false) => true,
                    (false, true) => false,
                    (true, true) => measured.makespan_s < b.makespan_s,
                    (false, false) => {
                        measured.peak_bytes.unwrap_or(u64::MAX) < b.peak_bytes.unwrap_or(u64::MAX)
                    }
                },
            };
            if better {
                best = Some(measured);
            }
        }
        Ok(best.expect("there are horizons"))
    }

    /// Plans `length` with `solver` within the budget.
    fn run(
        &self,
        graph: (u64, usize),
        solver: Solver,
        compute_s: f64,
        horizon: usize,
    ) -> Result<Measured, CapacityError<E>> {
        let length = graph.0;
        let graph = &self.graphs[&graph];
        let request = PlanRequest {
            budget: Some(self.request.budget),
            solver,
            horizon,
            ..self.request.ours.clone()
        };
        match plan(graph, self.cost, &request) {
            Ok(outcome) => {
                let t = &outcome.timeline;
                let slowdown = (t.makespan_s / compute_s.max(1e-15) - 1.0).max(0.0);
                let within_budget = t.peak.bytes <= self.request.budget;
                let limit_s = self.request.time_limit_s(compute_s);
                // A relative tolerance: the plan is judged in floating point.
                let within_time = t.makespan_s <= limit_s * (1.0 + 1e-9) + 1e-12;
                let why = match (within_budget, within_time) {
                    (false, _) => Some(format!(
                        "{} peaks at {}, over the budget",
                        solver,
                        format_bytes(t.peak.bytes)
                    )),
                    (true, false) => Some(match self.request.latency {
                        Some(target) => format!(
                            "{solver}'s plan within the budget takes {}, over the {} of {}",
                            format_seconds(t.makespan_s),
                            target.phase.target_name(),
                            format_seconds(target.seconds)
                        ),
                        None => format!(
                            "{solver}'s plan within the budget takes {:.2}% over compute-only time",
                            100.0 * slowdown
                        ),
                    }),
                    (true, true) => None,
                };
                Ok(Measured {
                    fits: why.is_none(),
                    peak_bytes: Some(t.peak.bytes),
                    makespan_s: Some(t.makespan_s),
                    slowdown: Some(slowdown),
                    why,
                    horizon: None,
                    kept_on_device: None,
                    bound_bytes: None,
                })
            }
            Err(PlanError::BelowWorkingSet { needed, step, .. }) => Ok(Measured::none(format!(
                "the op at step {step} needs {} on the device at once, over the budget",
                format_bytes(needed)
            ))),
            Err(PlanError::BelowBoundary {
                needed, at_return, ..
            }) => Ok(Measured::none(format!(
                "every plan holds {} on the device at the function's {}, over the budget",
                format_bytes(needed),
                if at_return { "return" } else { "entry" }
            ))),
            Err(PlanError::Unreachable {
                reached,
                step,
                bound,
                ..
            }) => Ok(Measured::none(format!(
                "{solver} finds no plan within the budget: {} {} at step {step}",
                if bound {
                    "no plan of what may move peaks below"
                } else {
                    "its lowest peak is"
                },
                format_bytes(reached)
            ))),
            // A length whose tensors overflow a tier does not fit: ours
            // says so as TierFull, a baseline (which does not plan for
            // tier capacities) as BaselineOverTier.
            Err(
                PlanError::BaselineOverTier {
                    tier,
                    bytes,
                    capacity,
                    ..
                }
                | PlanError::TierFull {
                    tier,
                    bytes,
                    capacity,
                    ..
                },
            ) => Ok(Measured::none(format!(
                "{solver}'s plan holds {} in {tier}, over its capacity of {}",
                format_bytes(bytes),
                format_bytes(capacity)
            ))),
            Err(error) => Err(CapacityError::Plan { length, error }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{GraphBuilder, round_cost_model};

    fn request(budget: u64, min: u64, max: u64, step: u64) -> CapacityRequest {
        CapacityRequest {
            budget,
            slowdown: 0.01,
            latency: None,
            min,
            max,
            step,
            ours: PlanRequest {
                solver: Solver::Heuristic,
                min_bytes: 0,
                ..PlanRequest::default()
            },
            baselines: vec![],
            samples: 0,
            placeable: 0,
        }
    }

    /// Two tensors of `length` kB, `x` made first and read last, `y` made
    /// and read in between, with 40 ms of compute on each side of `y`
    /// (the round cost model's link moves a kB in 1 ms). Without offload
    /// both are on the device when `y` is made; a plan can send `x` away
    /// meanwhile.
    fn graph(length: u64, _kept: usize) -> Result<TensorGraph, String> {
        let mut g = GraphBuilder::new("f");
        let bytes = length * 1000;
        let x = g.op("make", &[], bytes);
        let mut small = g.op("small", &[], 100);
        for _ in 0..4 {
            small = g.timed_op("compute", &[small], 100, 1e7);
        }
        let y = g.op("make", &[small], bytes);
        let mut small = g.op("use", &[y], 100);
        for _ in 0..4 {
            small = g.timed_op("compute", &[small], 100, 1e7);
        }
        let w = g.op("final", &[x, small], 100);
        g.result(w);
        Ok(g.finish())
    }

    #[test]
    fn bisection_finds_the_longest_length_that_fits() {
        let cost = round_cost_model();
        let found = search("f", &cost, &request(30_000, 1, 1000, 1), graph).unwrap();
        // Without offload: x, y and a small tensor at y's step.
        assert_eq!(found.longest_without_offload, Some(14));
        for point in &found.points {
            assert_eq!(point.no_offload_peak_bytes, 2000 * point.length + 100);
        }
        // With offload x is away while y lives: one big tensor and small
        // ones, and its 2 x L ms of transfers hide behind 80 ms of compute.
        let with = found.longest_with_offload.unwrap();
        assert!((28..=29).contains(&with), "{with}");
        assert!(found.ratio.unwrap() > 1.9);
        assert!(!found.without_offload_at_max && !found.with_offload_at_max);
        // Doubling and bisection over 1000 lengths measure few of them.
        assert!(found.points.len() <= 2 * 22, "{}", found.points.len());
        let longest = found.points.iter().find(|p| p.length == with).unwrap();
        let ours = longest.ours.as_ref().unwrap();
        assert!(ours.fits && ours.peak_bytes.unwrap() <= 30_000);
        assert!(ours.slowdown.unwrap() <= 0.01);
        let next = found.points.iter().find(|p| p.length == with + 1).unwrap();
        assert!(!next.ours.as_ref().unwrap().fits);
    }

    /// A weight of 10 kB in host (10 ms over the link) read by the last op,
    /// after 0.4 L ms of compute; `x` of L kB is live beside it.
    fn streamed(length: u64, kept: usize) -> Result<TensorGraph, String> {
        let mut g = GraphBuilder::new("f");
        let w = match kept {
            0 => g.arg_in(10_000, crate::Tier::Host),
            _ => g.arg(10_000),
        };
        let x = g.op("make", &[], length * 1000);
        let mut small = g.op("small", &[], 100);
        for _ in 0..4 {
            small = g.timed_op("compute", &[small], 100, 1e5 * length as f64);
        }
        let y = g.op("use", &[x, small], 100);
        let z = g.op("final", &[w, y], 100);
        g.result(z);
        Ok(g.finish())
    }

    #[test]
    fn a_step_too_short_to_hide_its_prefetches_does_not_end_the_search() {
        let cost = round_cost_model();
        let found = search("f", &cost, &request(60_000, 1, 1000, 1), streamed).unwrap();
        // Without offload: w, x and two small tensors, 10200 + 1000 L.
        assert_eq!(found.longest_without_offload, Some(49));
        // With w in host its prefetch hides only behind 0.4 L ms of compute:
        // lengths below 25 take more than 1% over compute, and the search
        // still finds the longest that fits.
        assert_eq!(found.longest_with_offload, Some(49));
        let short = search("f", &cost, &request(60_000, 1, 24, 1), streamed).unwrap();
        assert_eq!(short.longest_without_offload, Some(24));
        assert_eq!(short.longest_with_offload, None);
        let ours = short.points[0].ours.as_ref().unwrap();
        assert!(!ours.fits, "{ours:?}");
        assert!(
            ours.why
                .as_ref()
                .unwrap()
                .contains("over compute-only time")
        );
    }

    fn within(request: CapacityRequest, phase: Phase, seconds: f64) -> CapacityRequest {
        CapacityRequest {
            latency: Some(LatencyTarget { phase, seconds }),
            ..request
        }
    }

    /// 1 ms of compute, an all-gather the next op waits 3 ms for (the
    /// round fabric moves a kB in 1 ms), 1 ms more: a sharded program's
    /// step, whatever the length.
    fn gathered(_length: u64, _kept: usize) -> Result<TensorGraph, String> {
        let mut g = GraphBuilder::new("f");
        let a = g.arg(100);
        let x = g.timed_op("x", &[a], 3000, 1e6);
        let r = g.collective(crate::CollectiveKind::AllGather, 2, &[x], 6000);
        let z = g.timed_op("z", &[r], 100, 1e6);
        g.result(z);
        Ok(g.finish())
    }

    #[test]
    fn the_time_without_offload_counts_the_wait_for_collectives() {
        // 2 ms of compute and a 3 ms wait for the all-gather: the step
        // without offload takes 5 ms, and so does a plan that moves nothing.
        let cost = crate::testing::round_cost_with_fabric(false);
        let found = search("f", &cost, &request(1_000_000, 1, 4, 1), gathered).unwrap();
        for point in &found.points {
            assert!((point.compute_s - 5e-3).abs() < 1e-9, "{}", point.compute_s);
        }
        assert_eq!(found.longest_with_offload, Some(4));
    }

    #[test]
    fn a_latency_target_replaces_the_slowdown() {
        let cost = round_cost_model();
        // Streaming w takes 10 ms: over 1% of compute below length 25, but
        // within a time per token of 20 ms at every length.
        let tpot = within(request(60_000, 1, 24, 1), Phase::Decode, 0.020);
        let found = search("f", &cost, &tpot, streamed).unwrap();
        assert_eq!(found.longest_with_offload, Some(24));
        assert!(found.with_offload_at_max);
        assert_eq!(found.latency.unwrap().phase, Phase::Decode);
        // Under 10 ms no plan streams w in time, and without offload the
        // step's compute (0.4 L ms) alone must fit.
        let tight = within(request(60_000, 1, 24, 1), Phase::Decode, 0.005);
        let found = search("f", &cost, &tight, streamed).unwrap();
        assert_eq!(found.longest_with_offload, None);
        let without = found.longest_without_offload.unwrap();
        let compute = |l: u64| {
            found
                .points
                .iter()
                .find(|p| p.length == l)
                .map(|p| p.compute_s)
        };
        assert!(compute(without).unwrap() <= 0.005);
        if let Some(next) = compute(without + 1) {
            assert!(next > 0.005, "{next}");
        }
        let why = found.points[0].ours.as_ref().unwrap().why.clone().unwrap();
        assert!(why.contains("over the tpot of 5.00ms"), "{why}");
    }

    #[test]
    fn a_target_below_the_compute_time_fits_nothing() {
        let cost = round_cost_model();
        let ttft = within(request(30_000, 1, 100, 1), Phase::Prefill, 0.001);
        let found = search("f", &cost, &ttft, graph).unwrap();
        assert_eq!(found.longest_without_offload, None);
        assert_eq!(found.longest_with_offload, None);
        assert!(found.points.iter().all(|p| p.compute_s > 0.001));
    }

    #[test]
    fn ours_keeps_on_the_device_what_need_not_stream() {
        let cost = round_cost_model();
        let placed = CapacityRequest {
            placeable: 1,
            ..request(60_000, 1, 24, 1)
        };
        // Streaming w costs more than 1% below length 25; kept on the
        // device it costs nothing and the budget still holds.
        let found = search("f", &cost, &placed, streamed).unwrap();
        assert_eq!(found.longest_with_offload, Some(24));
        let ours = found.points.last().unwrap().ours.as_ref().unwrap();
        assert_eq!(ours.kept_on_device, Some(1));
        assert_eq!(ours.slowdown, Some(0.0));
    }

    #[test]
    fn the_range_is_searched_in_steps_and_its_end_is_reported() {
        let cost = round_cost_model();
        let found = search("f", &cost, &request(30_000, 2, 12, 2), graph).unwrap();
        assert_eq!(found.longest_without_offload, Some(12));
        assert!(found.without_offload_at_max);
        let found = search("f", &cost, &request(30_000, 4, 100, 3), graph).unwrap();
        // 4, 7, 10, 13, 16: 13 is the last that fits.
        assert_eq!(found.longest_without_offload, Some(13));
        assert!(found.points.iter().all(|p| (p.length - 4) % 3 == 0));
        let none = search("f", &cost, &request(1000, 4, 100, 3), graph).unwrap();
        assert_eq!(none.longest_without_offload, None);
        assert_eq!(none.ratio, None);
        assert!(
            search("f", &cost, &request(1000, 5, 4, 1), graph).is_err(),
            "an empty range is refused"
        );
    }
}
