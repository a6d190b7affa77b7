//! An event-driven timeline of one function on one device.
//!
//! Three streams run side by side, as on real hardware: the compute stream
//! runs compute nodes in program order; one H2D and one D2H copy stream each
//! run their transfers first in, first out, so transfers in one direction
//! share that direction's bandwidth. The rules are docs/semantics.md's:
//! - offload nodes take no compute time: the compute stream *issues* them
//!   when it reaches them in program order;
//! - `store` goes on D2H, not before its tensor is on the device;
//! - `detach` releases the tensor's bytes at the later of its issue and the
//!   completion of the store it names (and of any other transfer reading it);
//! - `prefetch` allocates its buffer at issue, goes on H2D once its source is
//!   stored (a `resident` copy or an argument in a tier is there from the
//!   start), and the first compute node that uses it stalls until it is done;
//! - a compute node allocates its results when it starts and, when it ends,
//!   frees the storage tensors it used last; results of the function and
//!   arguments that are not donated stay (unless detached); views hold no
//!   bytes; arguments in a tier hold none until prefetched.
//!
//! Without offload nodes the makespan is the sum of op times and the peak is
//! [`Lifetimes`](crate::lifetimes::Lifetimes)'s; the tests check both.

use crate::{
    cost::{CostError, CostModel, Direction},
    graph::{Chunk, Collective, GraphError, NodeId, NodeKind, TensorGraph, TensorId, Tier},
    instant::Moment,
};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A graph the simulator cannot run. It times plans the schedule checker
/// ([`crate::check`]) has passed and does not check the rules again: on a
/// plan the checker rejects, its figures mean nothing. What it cannot do
/// without is a valid graph, a copy to prefetch from, and a profile that
/// times every transfer.
#[derive(Debug, Error)]
pub enum SimulateError {
    /// The graph breaks an invariant of [`TensorGraph::validate`].
    #[error("invalid graph: {0}")]
    InvalidGraph(#[from] GraphError),
    /// A prefetch of a copy that no earlier store or resident op made: there
    /// is no tier to time it from (the checker rejects this plan).
    #[error(
        "step {prefetch} prefetches {name}, which no earlier store or resident op produces; issue the store first"
    )]
    PrefetchBeforeStore {
        prefetch: NodeId,
        remote: TensorId,
        name: String,
    },
    /// A transfer the profile cannot time (a missing tier).
    #[error(transparent)]
    Cost(#[from] CostError),
}

/// Device memory in use from `time_s` on.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct MemoryPoint {
    /// Seconds from the start.
    pub time_s: f64,
    /// Device bytes in use.
    pub bytes: u64,
}

/// The most device memory in use, when it is first reached, and the node
/// whose allocation (or issue) reached it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MemoryPeak {
    /// Device bytes in use at the peak.
    pub bytes: u64,
    /// When it is first reached, seconds.
    pub time_s: f64,
    /// `None` for a graph without nodes.
    pub node: Option<NodeId>,
}

/// A stream busy with `node` from `start_s` to `end_s`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct BusyInterval {
    /// The compute node, store or prefetch.
    pub node: NodeId,
    /// Start, seconds.
    pub start_s: f64,
    /// End, seconds.
    pub end_s: f64,
}

/// The simulated run of one function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Timeline {
    /// The hardware profile it ran on.
    pub profile: String,
    /// When the last stream finishes, seconds.
    pub makespan_s: f64,
    /// Sum of op times (the compute stream's busy time), seconds.
    pub compute_s: f64,
    /// Time the compute stream waited for prefetches (and for the stores
    /// of detaches that wait), seconds.
    pub stall_s: f64,
    /// Nodes the compute stream waited at, and how long (seconds), in
    /// program order: compute nodes, and detaches that wait.
    pub stalls: Vec<(NodeId, f64)>,
    /// Bytes moved tier -> device.
    pub h2d_bytes: u64,
    /// Bytes moved device -> tier.
    pub d2h_bytes: u64,
    /// Device memory over time: starts at `(0, 0)`, one point per change,
    /// in time order (several points may share a time).
    pub memory: Vec<MemoryPoint>,
    /// The first maximum of `memory`.
    pub peak: MemoryPeak,
    /// Compute nodes that take time, as they ran.
    pub compute_busy: Vec<BusyInterval>,
    /// Prefetches, as they ran on the H2D stream.
    pub h2d_busy: Vec<BusyInterval>,
    /// Stores, as they ran on the D2H stream.
    pub d2h_busy: Vec<BusyInterval>,
    /// The bounce buffers of the copies staged through a tier
    /// ([`crate::Bounce`]): `(tier, time_s, bytes)` wherever a copy's start
    /// grows what that tier holds for them, by `bytes`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bounce: Vec<(Tier, f64, u64)>,
    /// Collectives, as they ran on the fabric stream.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fabric_busy: Vec<BusyInterval>,
}

impl Timeline {
    /// Device bytes in use at `time_s` (after every change at that time).
    pub fn memory_at(&self, time_s: f64) -> u64 {
        self.memory
            .iter()
            .take_while(|point| point.time_s <= time_s)
            .last()
            .map_or(0, |point| point.bytes)
    }
}

/// Runs `graph` (which may contain offload nodes, in a plan the checker
/// has passed) on the streams of `cost`.
pub fn simulate(graph: &TensorGraph, cost: &CostModel) -> Result<Timeline, SimulateError> {
    Ok(run(graph, cost)?.finish())
}

/// The storage tensors that hold device memory at the run's peak, with
/// their bytes there (a chunked tensor's chunks on the device), largest
/// first: what the peak is made of.
pub fn held_at_peak(
    graph: &TensorGraph,
    cost: &CostModel,
) -> Result<Vec<(TensorId, u64)>, SimulateError> {
    let mut simulation = run(graph, cost)?;
    simulation.sort_events();
    let mut held = vec![0i128; graph.tensors.len()];
    let mut best: (i128, Vec<i128>) = (i128::MIN, Vec::new());
    let mut level = 0i128;
    for group in simulation.events.chunk_by(|a, b| a.at == b.at) {
        for event in group {
            let bytes = i128::from(event.bytes);
            let delta = match event.phase {
                Phase::Allocate => bytes,
                Phase::Free => -bytes,
            };
            held[event.tensor.index()] += delta;
            level += delta;
        }
        // The first maximum, as `memory_curve` takes it.
        if level > best.0 {
            best = (level, held.clone());
        }
    }
    let mut out: Vec<(TensorId, u64)> = best
        .1
        .iter()
        .enumerate()
        .filter(|&(_, &bytes)| bytes > 0)
        .map(|(t, &bytes)| (TensorId::new(t), u64::try_from(bytes).unwrap_or(0)))
        .collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Ok(out)
}

/// When a run's nodes change device memory: per node of the graph, when
/// the compute stream issued (or finished) it, when it first allocated,
/// and, for a detach, when it released its bytes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NodeTimes {
    pub issued_s: Vec<f64>,
    pub allocated_s: Vec<Option<f64>>,
    pub released_s: Vec<Option<f64>>,
}

/// The [`NodeTimes`] of `graph`'s run on `cost`.
pub fn node_times(graph: &TensorGraph, cost: &CostModel) -> Result<NodeTimes, SimulateError> {
    let simulation = run(graph, cost)?;
    let n = graph.nodes.len();
    let mut times = NodeTimes {
        issued_s: simulation.node_end.clone(),
        allocated_s: vec![None; n],
        released_s: vec![None; n],
    };
    for event in &simulation.events {
        let step = event.step.index();
        match event.phase {
            Phase::Allocate => {
                let at = times.allocated_s[step].get_or_insert(event.at.time_s);
                *at = at.min(event.at.time_s);
            }
            Phase::Free if matches!(graph.nodes[event.step].kind, NodeKind::Detach { .. }) => {
                let at = times.released_s[step].get_or_insert(event.at.time_s);
                *at = at.max(event.at.time_s);
            }
            Phase::Free => {}
        }
    }
    Ok(times)
}

/// `graph`'s run on `cost`: its timeline, and its memory events in the
/// order the timeline counts them ([`Moment`]'s). A replay
/// ([`crate::replay`]) issues the same allocations and frees.
pub(crate) fn run_with_events(
    graph: &TensorGraph,
    cost: &CostModel,
) -> Result<(Timeline, Vec<MemoryEvent>), SimulateError> {
    let mut simulation = run(graph, cost)?;
    simulation.sort_events();
    let events = simulation.events.clone();
    Ok((simulation.finish(), events))
}

/// `graph` run to its end, its memory events not yet sorted.
fn run<'a>(graph: &'a TensorGraph, cost: &'a CostModel) -> Result<Simulation<'a>, SimulateError> {
    graph.validate()?;
    let facts = PlanFacts::of(graph);
    let mut simulation = Simulation::new(graph, cost, facts);
    for step in graph.node_ids() {
        simulation.run_node(step)?;
    }
    simulation.release_after_last_use();
    Ok(simulation)
}

/// The bytes one remote tier holds over a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TierBytes {
    pub tier: Tier,
    /// `(time_s, bytes)` from `(0, 0)`, one point per change; the last
    /// level holds to the end (a copy in a tier stays to the return).
    pub points: Vec<(f64, u64)>,
}

/// The busy intervals of the clones in `timeline`'s run of `graph` (ops
/// marked `offload.recompute`: where recomputation runs, and for how
/// long): on the compute stream, and on the fabric for a weight gathered
/// again.
pub fn recompute_busy(graph: &TensorGraph, timeline: &Timeline) -> Vec<BusyInterval> {
    timeline
        .compute_busy
        .iter()
        .chain(&timeline.fabric_busy)
        .filter(|busy| {
            graph
                .nodes
                .get(busy.node.index())
                .is_some_and(|n| n.recompute)
        })
        .copied()
        .collect()
}

/// Bytes held in each remote tier over `timeline`'s run of `graph`: the
/// arguments that live there from the start, each copy from the store
/// that makes it (its bytes, or its chunk's), and the bounce buffers of
/// the copies staged through it as they grow. Only tiers that hold
/// something, in [`Tier::ALL`] order.
pub fn tier_bytes(graph: &TensorGraph, timeline: &Timeline) -> Vec<TierBytes> {
    let mut changes: Vec<(Tier, f64, u64)> = graph
        .tensors
        .iter()
        .filter(|t| t.alias_of.is_none())
        .filter_map(|t| match t.origin {
            crate::graph::TensorOrigin::Argument {
                tier: Some(tier), ..
            } => Some((tier, 0.0, t.bytes)),
            _ => None,
        })
        .collect();
    changes.extend(&timeline.bounce);
    for store in &timeline.d2h_busy {
        if let Some(NodeKind::Store {
            tensor,
            tier,
            chunk,
            ..
        }) = graph.nodes.get(store.node.index()).map(|n| &n.kind)
        {
            let bytes = chunk.map_or(graph.tensors[*tensor].bytes, |c| c.bytes);
            changes.push((*tier, store.start_s, bytes));
        }
    }
    Tier::ALL
        .into_iter()
        .filter_map(|tier| {
            let mut mine: Vec<(f64, u64)> = changes
                .iter()
                .filter(|c| c.0 == tier)
                .map(|&(_, at, bytes)| (at, bytes))
                .collect();
            mine.sort_by(|a, b| a.0.total_cmp(&b.0));
            let mut total = 0;
            let mut points: Vec<(f64, u64)> = vec![(0.0, 0)];
            for (at, bytes) in mine {
                total += bytes;
                match points.last_mut() {
                    Some(last) if last.0 == at => last.1 = total,
                    _ => points.push((at, total)),
                }
            }
            (total > 0).then_some(TierBytes { tier, points })
        })
        .collect()
}

/// One of several identical devices on a shared link, in steady state
/// ([`simulate_shared`]).
#[derive(Clone, Debug, PartialEq)]
pub struct SharedRun {
    /// One step of a device, as the others' transfers slow its own.
    pub timeline: Timeline,
    /// The share of the link's capacity all the devices use, host to
    /// device: their bytes' transfer time at the full rate over the step.
    pub h2d_load: f64,
    /// The same, device to host.
    pub d2h_load: f64,
}

/// Rounds of the fixed point in [`simulate_shared`].
const SHARED_ROUNDS: usize = 6;

/// `devices` identical devices, each running `graph` step after step and
/// sharing the links of `cost`, in lockstep or with their steps staggered
/// by `1/devices` of a step. The link is shared fairly, as PCIe
/// arbitration shares it packet by packet: while `m` devices move bytes in
/// one direction, each moves them at `1/m` of the rate; setting a copy up
/// (the link's latency) is each device's own.
///
/// The devices are identical and their steps repeat, so each sees the
/// others as its own step shifted by their offsets: starting alone, each
/// round runs the step against the link use of the previous round (taken
/// as periodic with that round's step), for a fixed number of rounds. In
/// lockstep every device moves bytes exactly when the others do, so each
/// gets `1/devices` of the link whenever it moves bytes: the naive split,
/// seen from the link (one run, exact).
pub fn simulate_shared(
    graph: &TensorGraph,
    cost: &CostModel,
    devices: usize,
    staggered: bool,
) -> Result<SharedRun, SimulateError> {
    graph.validate()?;
    let devices = devices.max(1);
    let mut run = match staggered {
        // In lockstep the others move bytes exactly when this device does.
        false => {
            let others = Contention {
                period: f64::INFINITY,
                steps: vec![(0.0, devices as u32 - 1)],
            };
            run_on(graph, cost, Some(&[others.clone(), others]))?
        }
        true => run_on(graph, cost, None)?,
    };
    let rounds = if staggered && devices > 1 {
        SHARED_ROUNDS
    } else {
        1
    };
    for _ in 1..rounds {
        let period = run.timeline.makespan_s;
        let offsets: Vec<f64> = (1..devices)
            .map(|d| d as f64 * period / devices as f64)
            .collect();
        let others = [
            Contention::of(&run.moving[0], period, &offsets),
            Contention::of(&run.moving[1], period, &offsets),
        ];
        run = run_on(graph, cost, Some(&others))?;
    }
    let step = run.timeline.makespan_s.max(1e-15);
    Ok(SharedRun {
        h2d_load: devices as f64 * run.work_s[0] / step,
        d2h_load: devices as f64 * run.work_s[1] / step,
        timeline: run.timeline,
    })
}

/// Pipeline stages, one per device, each running its own graph (a
/// different function) step after step on the shared links of `cost`: the
/// run of each, and the links' load. In a pipeline's steady state every
/// stage works on a microbatch at once and waits for the slowest, so the
/// stages repeat in phase with the longest step as their period; each sees
/// the others' transfers of the previous round (fairly shared while
/// several move bytes, as in [`simulate_shared`]), starting alone, for a
/// fixed number of rounds. The period is the longest step, and at least
/// the time the link needs for all the stages' bytes in either direction
/// (the rounds share the link from the previous round's use, which need
/// not add up); the loads are that transfer time over the period.
pub fn simulate_stages(
    graphs: &[&TensorGraph],
    cost: &CostModel,
) -> Result<(Vec<SharedRun>, f64), SimulateError> {
    for graph in graphs {
        graph.validate()?;
    }
    let mut runs = graphs
        .iter()
        .map(|graph| run_on(graph, cost, None))
        .collect::<Result<Vec<_>, _>>()?;
    let period = |runs: &[RunOn]| {
        runs.iter()
            .map(|r| r.timeline.makespan_s)
            .fold(0.0, f64::max)
    };
    if graphs.len() > 1 {
        for _ in 1..SHARED_ROUNDS {
            let period = period(&runs);
            let next = graphs
                .iter()
                .enumerate()
                .map(|(i, graph)| {
                    let others = |d: usize| {
                        let moving: Vec<_> = (0..runs.len())
                            .filter(|&j| j != i)
                            .map(|j| (&runs[j].moving[d][..], 0.0))
                            .collect();
                        Contention::of_each(&moving, period)
                    };
                    run_on(graph, cost, Some(&[others(0), others(1)]))
                })
                .collect::<Result<Vec<_>, _>>()?;
            runs = next;
        }
    }
    let work = |d: usize| runs.iter().map(|r| r.work_s[d]).sum::<f64>();
    let step = period(&runs).max(work(0)).max(work(1)).max(1e-15);
    let (h2d_load, d2h_load) = (work(0) / step, work(1) / step);
    let runs = runs
        .into_iter()
        .map(|run| SharedRun {
            timeline: run.timeline,
            h2d_load,
            d2h_load,
        })
        .collect();
    Ok((runs, step))
}

/// When the other devices move bytes in one direction, as seen from one
/// device: the count of them moving, piecewise constant over one period
/// (which repeats).
#[derive(Clone, Debug)]
struct Contention {
    period: f64,
    /// `(from, others moving)` from 0, sorted; each holds until the next.
    steps: Vec<(f64, u32)>,
}

impl Contention {
    /// The others, each moving bytes in `moving` (one step's intervals,
    /// periodic with `period`) shifted by its offset.
    fn of(moving: &[(f64, f64)], period: f64, offsets: &[f64]) -> Contention {
        let shifted: Vec<_> = offsets.iter().map(|&offset| (moving, offset)).collect();
        Contention::of_each(&shifted, period)
    }

    /// The others, each moving bytes in its own intervals (one step's,
    /// periodic with `period`) shifted by its own offset.
    fn of_each(others: &[(&[(f64, f64)], f64)], period: f64) -> Contention {
        let mut edges: Vec<(f64, i32)> = Vec::new();
        if period > 0.0 {
            for &(moving, offset) in others {
                for &(a, b) in moving {
                    // Shifted, folded into [0, period): at most two pieces.
                    let length = (b - a).min(period);
                    let a = (a + offset).rem_euclid(period);
                    let b = a + length;
                    edges.push((a, 1));
                    if b <= period {
                        edges.push((b, -1));
                    } else {
                        edges.push((period, -1));
                        edges.push((0.0, 1));
                        edges.push((b - period, -1));
                    }
                }
            }
        }
        edges.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)));
        let mut steps = vec![(0.0, 0u32)];
        let mut level = 0i32;
        for (at, change) in edges {
            level += change;
            match steps.last_mut() {
                Some(last) if last.0 == at => last.1 = level.max(0) as u32,
                _ => steps.push((at, level.max(0) as u32)),
            }
        }
        Contention {
            period: period.max(1e-15),
            steps,
        }
    }

    /// When a transfer that starts moving at `from` ends, with `work_s`
    /// seconds of moving at the full rate: while `m` others move, it
    /// moves at `1/(m + 1)` of it.
    fn finish(&self, from: f64, work_s: f64) -> f64 {
        if let [(_, m)] = self.steps[..] {
            return from + work_s * f64::from(m + 1);
        }
        // The period and the phase within it are kept apart, so rounding
        // cannot stall the walk at a period's end.
        let mut period = (from / self.period).floor();
        let mut phase = (from - period * self.period).clamp(0.0, self.period);
        let mut left = work_s;
        let per_period: f64 = (0..self.steps.len())
            .map(|i| self.segment(i).1 - self.segment(i).0)
            .zip(&self.steps)
            .map(|(length, &(_, m))| length / f64::from(m + 1))
            .sum();
        loop {
            let first = self.steps.partition_point(|&(at, _)| at <= phase).max(1) - 1;
            for i in first..self.steps.len() {
                let (_, until) = self.segment(i);
                let rate = 1.0 / f64::from(self.steps[i].1 + 1);
                let can = (until - phase).max(0.0) * rate;
                if can >= left {
                    return period * self.period + phase + left / rate;
                }
                left -= can;
                phase = until;
            }
            // Whole periods at once, then the rest from the next one's start.
            period += 1.0;
            phase = 0.0;
            let whole = (left / per_period).floor();
            period += whole;
            left -= whole * per_period;
        }
    }

    /// The span of step `i` within the period.
    fn segment(&self, i: usize) -> (f64, f64) {
        let until = self.steps.get(i + 1).map_or(self.period, |s| s.0);
        (self.steps[i].0, until)
    }
}

/// A step of one device, with what it moved on the link.
struct RunOn {
    timeline: Timeline,
    /// Per direction (H2D, D2H): when its transfers moved bytes.
    moving: [Vec<(f64, f64)>; 2],
    /// Per direction: seconds of moving at the full rate.
    work_s: [f64; 2],
}

/// Runs `graph` on `cost`, its transfers slowed by the other devices'
/// (H2D, D2H) when given.
fn run_on(
    graph: &TensorGraph,
    cost: &CostModel,
    others: Option<&[Contention; 2]>,
) -> Result<RunOn, SimulateError> {
    let mut simulation = Simulation::new(graph, cost, PlanFacts::of(graph));
    if let Some([h2d, d2h]) = others {
        simulation.h2d.others = Some(h2d.clone());
        simulation.d2h.others = Some(d2h.clone());
    }
    for step in graph.node_ids() {
        simulation.run_node(step)?;
    }
    simulation.release_after_last_use();
    let moving = [
        std::mem::take(&mut simulation.h2d.moving),
        std::mem::take(&mut simulation.d2h.moving),
    ];
    let work_s = [simulation.h2d.work_s, simulation.d2h.work_s];
    Ok(RunOn {
        timeline: simulation.finish(),
        moving,
        work_s,
    })
}

/// What the simulator needs to know about the plan before running it,
/// found in one pass.
struct PlanFacts {
    /// Per storage tensor: the last step that uses it (not the defining one).
    last_use: Vec<Option<NodeId>>,
    /// Per storage tensor: returned, or an argument that is not donated.
    kept_to_end: Vec<bool>,
}

impl PlanFacts {
    fn of(graph: &TensorGraph) -> PlanFacts {
        PlanFacts {
            last_use: last_uses(graph),
            kept_to_end: graph.kept_to_end(),
        }
    }
}

/// Per storage tensor, the last step that reads it or a view of it
/// (offload nodes read the tensors they name, except a detach, which only
/// releases; a node does not read what it defines).
fn last_uses(graph: &TensorGraph) -> Vec<Option<NodeId>> {
    let mut last_use = vec![None; graph.tensors.len()];
    for (step, node) in graph.nodes_with_ids() {
        if matches!(node.kind, NodeKind::Detach { .. }) {
            continue;
        }
        for tensor in node.operands.iter().copied().chain(node.kind.tensors()) {
            if graph.def_step(tensor) != Some(step) {
                last_use[graph.storage(tensor)] = Some(step);
            }
        }
    }
    last_use
}

/// The tier of each argument declared in one (a prefetch may read it).
fn argument_tiers(graph: &TensorGraph) -> Vec<Option<Tier>> {
    graph
        .tensors
        .iter()
        .map(|tensor| match tensor.origin {
            crate::graph::TensorOrigin::Argument { tier, .. } => tier,
            crate::graph::TensorOrigin::Result { .. } => None,
        })
        .collect()
}

/// Whether an event adds bytes or takes them away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    Allocate,
    Free,
}

/// A change of device memory, placed among the others by [`Moment`]'s
/// rule (the checker's).
#[derive(Clone, Copy, Debug)]
pub(crate) struct MemoryEvent {
    pub(crate) at: Moment,
    pub(crate) step: NodeId,
    pub(crate) phase: Phase,
    pub(crate) bytes: u64,
    /// The storage tensor whose bytes they are.
    pub(crate) tensor: TensorId,
}

/// A copy stream: transfers run one after another in issue order. On a
/// link shared with other devices ([`simulate_shared`]), a transfer moves
/// its bytes at the share of the link the others leave it; setting a copy
/// up (the link's latency) is the device's own.
#[derive(Default)]
struct CopyStream {
    free_at: f64,
    bytes: u64,
    busy: Vec<BusyInterval>,
    /// The other devices on the link, if it is shared.
    others: Option<Contention>,
    /// When transfers moved bytes (after their latency).
    moving: Vec<(f64, f64)>,
    /// Seconds of moving bytes at the full rate.
    work_s: f64,
}

impl CopyStream {
    /// Runs a transfer of `seconds` that may not start before `earliest`;
    /// returns its completion time. Of `seconds`, the first `latency_s`
    /// sets the copy up; the rest moves the bytes.
    fn enqueue(
        &mut self,
        node: NodeId,
        earliest: f64,
        seconds: f64,
        latency_s: f64,
        bytes: u64,
    ) -> f64 {
        let start_s = earliest.max(self.free_at);
        let work_s = (seconds - latency_s).max(0.0);
        let moving_from = start_s + (seconds - work_s);
        let end_s = match &self.others {
            None => start_s + seconds,
            Some(others) => others.finish(moving_from, work_s),
        };
        if work_s > 0.0 {
            self.moving.push((moving_from, end_s));
        }
        self.work_s += work_s;
        // Invariant: transfers in one direction never overlap.
        debug_assert!(self.busy.last().is_none_or(|last| last.end_s <= start_s));
        self.busy.push(BusyInterval {
            node,
            start_s,
            end_s,
        });
        self.free_at = end_s;
        self.bytes += bytes;
        end_s
    }
}

struct Simulation<'a> {
    graph: &'a TensorGraph,
    cost: &'a CostModel,
    facts: PlanFacts,
    /// Per tensor: bytes it holds on the device when it is made (0 for
    /// views, remote copies and arguments in a tier; its chunk for a buffer
    /// a chunk prefetch makes).
    device_bytes: Vec<u64>,
    /// Per storage tensor: the bytes it holds now, in program order (chunks
    /// leave and come back).
    present: Vec<u64>,
    /// Per storage tensor: its transfers so far, each with the bytes it
    /// reads or writes and its completion; a chunk is released after those
    /// that overlap it.
    transfers_of: Vec<Vec<(Chunk, f64)>>,
    /// Per remote copy: the chunk it holds, when a chunk store made it.
    remote_chunk: Vec<Option<Chunk>>,
    /// Per tensor: when its data is on the device (or, for a remote copy, in
    /// its tier).
    ready_at: Vec<f64>,
    /// Per storage tensor: the latest completion of a transfer reading or
    /// writing it; its buffer cannot be freed before.
    transfers_done_at: Vec<f64>,
    /// Per tensor: the tier of a remote copy made so far (by a store or a
    /// resident node) or of an argument declared in one.
    remote_tier: Vec<Option<Tier>>,
    /// Per step: when the compute stream finished (or issued) it.
    node_end: Vec<f64>,
    /// The compute stream's clock.
    clock: f64,
    compute_s: f64,
    compute_busy: Vec<BusyInterval>,
    stalls: Vec<(NodeId, f64)>,
    h2d: CopyStream,
    d2h: CopyStream,
    /// Collectives, one after another in program order.
    fabric: CopyStream,
    events: Vec<MemoryEvent>,
}

impl<'a> Simulation<'a> {
    fn new(graph: &'a TensorGraph, cost: &'a CostModel, facts: PlanFacts) -> Simulation<'a> {
        let remote = graph.remote_copies();
        let remote_chunk = graph.remote_chunks();
        let first_chunk = graph.first_chunk_bytes();
        let device_bytes: Vec<u64> = graph
            .tensor_ids()
            .map(|t| {
                let on_device = graph.tensors[t].alias_of.is_none()
                    && !remote[t]
                    && !graph.starts_off_device(t);
                match (on_device, first_chunk[t]) {
                    (false, _) => 0,
                    (true, Some(bytes)) => bytes.min(graph.tensors[t].bytes),
                    (true, None) => graph.tensors[t].bytes,
                }
            })
            .collect();
        let mut simulation = Simulation {
            graph,
            cost,
            facts,
            present: device_bytes.clone(),
            device_bytes,
            transfers_of: vec![Vec::new(); graph.tensors.len()],
            remote_chunk,
            ready_at: vec![0.0; graph.tensors.len()],
            transfers_done_at: vec![0.0; graph.tensors.len()],
            remote_tier: argument_tiers(graph),
            node_end: vec![0.0; graph.nodes.len()],
            clock: 0.0,
            compute_s: 0.0,
            compute_busy: Vec::new(),
            stalls: Vec::new(),
            h2d: CopyStream::default(),
            d2h: CopyStream::default(),
            fabric: CopyStream::default(),
            events: Vec::new(),
        };
        simulation.allocate_arguments();
        simulation
    }

    /// Arguments on the device are there when the first node starts.
    fn allocate_arguments(&mut self) {
        if self.graph.nodes.is_empty() {
            return;
        }
        for tensor in self.graph.tensor_ids() {
            if self.graph.def_step(tensor).is_none() {
                let bytes = self.device_bytes[tensor];
                self.change(
                    tensor,
                    bytes,
                    Phase::Allocate,
                    Moment::AT_ENTRY,
                    NodeId::new(0),
                );
            }
        }
    }

    fn allocate(&mut self, tensor: TensorId, time_s: f64, step: NodeId) {
        let bytes = self.device_bytes[tensor];
        let at = Moment::allocation(time_s, step);
        self.change(tensor, bytes, Phase::Allocate, at, step);
    }

    fn change(&mut self, tensor: TensorId, bytes: u64, phase: Phase, at: Moment, step: NodeId) {
        if bytes > 0 {
            self.events.push(MemoryEvent {
                at,
                step,
                phase,
                bytes,
                tensor,
            });
        }
    }

    fn run_node(&mut self, step: NodeId) -> Result<(), SimulateError> {
        match self.graph.nodes[step].kind {
            NodeKind::Compute => self.run_compute(step)?,
            NodeKind::Store {
                tensor,
                remote,
                tier,
                chunk,
                ..
            } => self.issue_store(step, tensor, remote, tier, chunk)?,
            NodeKind::Detach {
                tensor,
                remote,
                wait,
            } => self.issue_detach(step, tensor, remote, wait),
            NodeKind::Prefetch {
                remote,
                tensor,
                chunk,
                ..
            } => self.issue_prefetch(step, remote, tensor, chunk)?,
            NodeKind::Resident { remote, tier, .. } => self.remote_tier[remote] = Some(tier),
        }
        self.node_end[step] = self.clock;
        Ok(())
    }

    /// Waits for prefetched operands, allocates results, runs for the op's
    /// time. A loop that streams slices ([`crate::SliceStream`]) starts
    /// once its first slices are on the device, copies one slice of each
    /// stack during each iteration on the host-to-device stream, and ends
    /// once both its compute and those copies have: each iteration takes
    /// the longer of its compute and its copies.
    fn run_compute(&mut self, step: NodeId) -> Result<(), SimulateError> {
        let node = &self.graph.nodes[step];
        if let Some(collective) = node.collective {
            return self.run_collective(step, &collective);
        }
        let mut start_s = node
            .operands
            .iter()
            .map(|&t| self.ready_at[self.graph.storage(t)])
            .fold(self.clock, f64::max);
        // Streams read from a tier (h2d, first slice before the loop) or
        // written to one (d2h).
        let mut streams = Vec::with_capacity(node.streams.len());
        for stream in &node.streams {
            let (tier, direction) = match stream.stores_to {
                Some(tier) => (tier, Direction::DeviceToHost),
                None => match self.remote_tier[stream.remote] {
                    Some(tier) => (tier, Direction::HostToDevice),
                    None => {
                        let name = self.graph.tensors[stream.remote].name.clone();
                        return Err(SimulateError::PrefetchBeforeStore {
                            prefetch: step,
                            remote: stream.remote,
                            name,
                        });
                    }
                },
            };
            let one_s = self
                .cost
                .transfer_time(stream.slice_bytes, tier, direction)?;
            let (_, latency_s) = self
                .cost
                .link_speed_at(tier, direction, stream.slice_bytes)?;
            if direction == Direction::HostToDevice && stream.nested.is_none() {
                let earliest = self.clock.max(self.ready_at[stream.remote]);
                let first = self
                    .h2d
                    .enqueue(step, earliest, one_s, latency_s, stream.slice_bytes);
                start_s = start_s.max(first);
            }
            streams.push((stream, direction, one_s, latency_s));
        }
        if start_s > self.clock {
            self.stalls.push((step, start_s - self.clock));
        }
        for &result in &node.results {
            self.allocate(result, start_s, step);
        }
        let seconds = self.cost.op_time(node);
        // Loops nested in this one restart their pipelines in each of its
        // iterations, waiting for their first slices, and may outlast
        // their compute: what the loop's own iterations take longer.
        let nested: Vec<_> = streams
            .iter()
            .filter(|(stream, ..)| stream.nested.is_some())
            .map(|&(stream, direction, one_s, _)| (stream, direction, one_s))
            .collect();
        let busy_s = seconds + self.cost.nested_streams_s(node, &nested);
        let mut end_s = start_s + busy_s;
        // Each direction's copies of one iteration run one after another,
        // each once its slot is free; the two directions run side by side.
        let iteration_of = |iterations: u64| {
            CostModel::streamed_iteration_s(
                busy_s / iterations as f64,
                streams
                    .iter()
                    .filter(|(stream, ..)| stream.nested.is_none())
                    .map(|&(stream, direction, one_s, _)| {
                        (direction, self.cost.stream_start_s(node, stream), one_s)
                    }),
            )
        };
        for &(stream, direction, one_s, latency_s) in &streams {
            let iterations = stream.iterations.max(1);
            let copies = stream.copies_during_loop();
            let link = match direction {
                Direction::HostToDevice => &mut self.h2d,
                Direction::DeviceToHost => &mut self.d2h,
            };
            let done = link.enqueue(
                step,
                start_s,
                one_s * copies as f64,
                latency_s,
                stream.slice_bytes.saturating_mul(copies),
            );
            if stream.nested.is_none() {
                end_s = end_s.max(start_s + iterations as f64 * iteration_of(iterations));
            }
            end_s = end_s.max(done);
            // A stack written here is in its tier once its last slice is:
            // a later loop may stream it back.
            if let Some(tier) = stream.stores_to {
                self.remote_tier[stream.remote] = Some(tier);
                self.ready_at[stream.remote] = self.ready_at[stream.remote].max(done);
            }
        }
        if end_s > start_s + seconds {
            self.stalls.push((step, end_s - (start_s + seconds)));
        }
        for &result in &node.results {
            self.ready_at[result] = end_s;
        }
        if seconds > 0.0 {
            self.compute_busy.push(BusyInterval {
                node: step,
                start_s,
                end_s: start_s + seconds,
            });
        }
        self.compute_s += seconds;
        self.clock = end_s;
        Ok(())
    }

    /// A collective: issued by the compute stream in program order, it runs
    /// on the fabric stream once its operands are ready and the fabric is
    /// free. On a fabric that shares a tier's link it also takes its time
    /// from both directions of that link: the copies queued there finish
    /// that much later (the link's work is conserved; the collective does
    /// not wait for the copies ahead of it). Its results are allocated when
    /// it starts and ready when it ends; its operands stay on the device
    /// until then. The compute stream goes on meanwhile.
    fn run_collective(
        &mut self,
        step: NodeId,
        collective: &Collective,
    ) -> Result<(), SimulateError> {
        let node = &self.graph.nodes[step];
        let seconds = self.cost.collective_time(node, collective)?;
        let start_s = node
            .operands
            .iter()
            .map(|&t| self.ready_at[self.graph.storage(t)])
            .fold(self.clock.max(self.fabric.free_at), f64::max);
        let shared = self.cost.fabric_shares_tier();
        let end_s = self
            .fabric
            .enqueue(step, start_s, seconds, 0.0, collective.bytes);
        if shared.is_some() {
            // The link carries the collective's traffic too: the copies
            // queued on it finish that much later.
            self.h2d.free_at = self.h2d.free_at.max(start_s) + seconds;
            self.d2h.free_at = self.d2h.free_at.max(start_s) + seconds;
        }
        for &result in &node.results {
            self.allocate(result, start_s, step);
            self.ready_at[result] = end_s;
        }
        for &operand in &node.operands {
            let storage = self.graph.storage(operand);
            self.transfers_done_at[storage] = self.transfers_done_at[storage].max(end_s);
        }
        Ok(())
    }

    /// The whole buffer of storage tensor `storage`, as a chunk.
    fn whole(&self, storage: TensorId) -> Chunk {
        Chunk {
            start: 0,
            bytes: self.graph.tensors[storage].bytes,
        }
    }

    fn issue_store(
        &mut self,
        step: NodeId,
        tensor: TensorId,
        remote: TensorId,
        tier: Tier,
        chunk: Option<Chunk>,
    ) -> Result<(), SimulateError> {
        let storage = self.graph.storage(tensor);
        let part = chunk.unwrap_or(self.whole(storage));
        let bytes = match chunk {
            Some(c) => c.bytes,
            None => self.device_bytes[storage],
        };
        let seconds = self
            .cost
            .transfer_time(bytes, tier, Direction::DeviceToHost)?;
        let (_, latency_s) = self
            .cost
            .link_speed_at(tier, Direction::DeviceToHost, bytes)?;
        let earliest = self.clock.max(self.ready_at[storage]);
        let done = self.d2h.enqueue(step, earliest, seconds, latency_s, bytes);
        self.remote_tier[remote] = Some(tier);
        self.ready_at[remote] = done;
        self.transfers_done_at[storage] = self.transfers_done_at[storage].max(done);
        self.transfers_of[storage].push((part, done));
        Ok(())
    }

    /// Releases the tensor (the chunk its remote copy holds) once its store
    /// (and any other transfer of those bytes) has completed; a detach that
    /// `wait`s holds the compute stream until then (a stall of its own).
    fn issue_detach(&mut self, step: NodeId, tensor: TensorId, remote: TensorId, wait: bool) {
        let storage = self.graph.storage(tensor);
        let after = self.clock.max(self.ready_at[remote]);
        let (bytes, release_s) = match self.remote_chunk[remote] {
            Some(chunk) => (
                chunk.bytes,
                self.transfers_of[storage]
                    .iter()
                    .filter(|(part, _)| part.overlaps(&chunk))
                    .map(|&(_, done)| done)
                    .fold(after, f64::max),
            ),
            None => (
                self.present[storage],
                after.max(self.transfers_done_at[storage]),
            ),
        };
        let bytes = bytes.min(self.present[storage]);
        self.present[storage] -= bytes;
        if wait && release_s > self.clock {
            self.stalls.push((step, release_s - self.clock));
            self.clock = release_s;
        }
        // The detach's issue (or, waiting, its release) is its end.
        let at = Moment::release(release_s, step, self.clock);
        self.change(storage, bytes, Phase::Free, at, step);
    }

    fn issue_prefetch(
        &mut self,
        step: NodeId,
        remote: TensorId,
        tensor: TensorId,
        chunk: Option<Chunk>,
    ) -> Result<(), SimulateError> {
        let Some(tier) = self.remote_tier[remote] else {
            let name = self.graph.tensors[remote].name.clone();
            return Err(SimulateError::PrefetchBeforeStore {
                prefetch: step,
                remote,
                name,
            });
        };
        let storage = self.graph.storage(tensor);
        let bytes = if storage == tensor {
            // A new buffer (the whole tensor, or its first chunk).
            self.allocate(tensor, self.clock, step);
            self.device_bytes[tensor]
        } else {
            // A chunk into the buffer of its base.
            let bytes = chunk.map_or(0, |c| c.bytes);
            self.present[storage] += bytes;
            let at = Moment::allocation(self.clock, step);
            self.change(storage, bytes, Phase::Allocate, at, step);
            bytes
        };
        let seconds = self
            .cost
            .transfer_time(bytes, tier, Direction::HostToDevice)?;
        let (_, latency_s) = self
            .cost
            .link_speed_at(tier, Direction::HostToDevice, bytes)?;
        let earliest = self.clock.max(self.ready_at[remote]);
        let done = self.h2d.enqueue(step, earliest, seconds, latency_s, bytes);
        self.ready_at[storage] = self.ready_at[storage].max(done);
        self.transfers_done_at[storage] = self.transfers_done_at[storage].max(done);
        let part = chunk.unwrap_or(self.whole(storage));
        self.transfers_of[storage].push((part, done));
        Ok(())
    }

    /// Frees what every tensor not kept to the end still holds at the end of
    /// its last use (its definition if unused).
    fn release_after_last_use(&mut self) {
        if self.graph.nodes.is_empty() {
            return;
        }
        for tensor in self.graph.tensor_ids() {
            if self.facts.kept_to_end[tensor] {
                continue;
            }
            let first_step = self.graph.def_step(tensor).unwrap_or_default();
            let step = self.facts.last_use[tensor].map_or(first_step, |last| last.max(first_step));
            let release_s = self.node_end[step].max(self.transfers_done_at[tensor]);
            let bytes = self.present[tensor];
            let at = Moment::release(release_s, step, self.node_end[step]);
            self.change(tensor, bytes, Phase::Free, at, step);
        }
    }

    fn sort_events(&mut self) {
        self.events.sort_by(|a, b| a.at.order(&b.at));
    }

    fn finish(mut self) -> Timeline {
        self.sort_events();
        let (memory, peak) = memory_curve(&self.events);
        let makespan_s = self
            .clock
            .max(self.h2d.free_at)
            .max(self.d2h.free_at)
            .max(self.fabric.free_at);
        // Invariant: without offload nodes, streams or collectives nothing
        // stalls, so the makespan is the compute time.
        debug_assert!(
            self.graph.has_offload_nodes()
                || self
                    .graph
                    .nodes
                    .iter()
                    .any(|n| !n.streams.is_empty() || n.collective.is_some())
                || (makespan_s - self.compute_s).abs() <= 1e-9 * self.compute_s.max(1e-30)
        );
        let bounce = bounce_points(
            self.graph,
            self.cost,
            &self.remote_tier,
            &self.h2d.busy,
            &self.d2h.busy,
        );
        Timeline {
            bounce,
            profile: self.cost.profile.name.clone(),
            makespan_s,
            compute_s: self.compute_s,
            // Folded from +0.0: an empty f64 sum is -0.0, which reports
            // would print as "-0.0".
            stall_s: self
                .stalls
                .iter()
                .fold(0.0, |total, (_, seconds)| total + seconds),
            stalls: self.stalls,
            h2d_bytes: self.h2d.bytes,
            d2h_bytes: self.d2h.bytes,
            memory,
            peak,
            compute_busy: self.compute_busy,
            h2d_busy: self.h2d.busy,
            d2h_busy: self.d2h.busy,
            fabric_busy: self.fabric.busy,
        }
    }
}

/// Where the bounce buffers of staged copies grow over a run, and by how
/// much: each store and prefetch, in the order they start, counted by
/// [`crate::Bounce`] (`remote_tier`: the run's tier of each remote copy).
fn bounce_points(
    graph: &TensorGraph,
    cost: &CostModel,
    remote_tier: &[Option<Tier>],
    h2d: &[BusyInterval],
    d2h: &[BusyInterval],
) -> Vec<(Tier, f64, u64)> {
    let tiers = &cost.profile.tiers;
    if Tier::ALL.iter().all(|&t| tiers.staged_through(t).is_none()) {
        return Vec::new();
    }
    let mut copies: Vec<(f64, Tier, Direction, u64)> = h2d
        .iter()
        .chain(d2h)
        .filter_map(|busy| match graph.nodes[busy.node.index()].kind {
            NodeKind::Store {
                tensor,
                tier,
                chunk,
                ..
            } => Some((
                busy.start_s,
                tier,
                Direction::DeviceToHost,
                chunk.map_or(graph.tensors[graph.storage(tensor)].bytes, |c| c.bytes),
            )),
            NodeKind::Prefetch {
                remote,
                tensor,
                chunk,
                ..
            } => Some((
                busy.start_s,
                remote_tier[remote]?,
                Direction::HostToDevice,
                chunk.map_or(graph.tensors[graph.storage(tensor)].bytes, |c| c.bytes),
            )),
            _ => None,
        })
        .collect();
    copies.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut bounce = crate::Bounce::default();
    let mut points: Vec<(Tier, f64, u64)> = Vec::new();
    for (at, tier, direction, bytes) in copies {
        let Some(via) = tiers.staged_through(tier) else {
            continue;
        };
        let before = bounce.held(via);
        if let Some((via, held)) = bounce.add(tiers, tier, direction, bytes)
            && held > before
        {
            points.push((via, at, held - before));
        }
    }
    points
}

/// The memory level after each group of events at the same [`Moment`]
/// (all allocations, or all frees), from `(0, 0)`; and its first maximum.
fn memory_curve(events: &[MemoryEvent]) -> (Vec<MemoryPoint>, MemoryPeak) {
    let mut memory = vec![MemoryPoint {
        time_s: 0.0,
        bytes: 0,
    }];
    let mut peak = MemoryPeak::default();
    let mut level: i128 = 0;
    for group in events.chunk_by(|a, b| a.at == b.at) {
        for event in group {
            match event.phase {
                Phase::Allocate => level += i128::from(event.bytes),
                Phase::Free => level -= i128::from(event.bytes),
            }
        }
        // Invariant: every buffer is freed at most once, after it was
        // allocated, so memory never goes negative.
        debug_assert!(level >= 0, "device memory went negative");
        let bytes = u64::try_from(level).unwrap_or(0);
        let time_s = group[0].at.time_s;
        if peak.node.is_none() || bytes > peak.bytes {
            peak = MemoryPeak {
                bytes,
                time_s,
                node: Some(group[0].step),
            };
        }
        memory.push(MemoryPoint { time_s, bytes });
    }
    (memory, peak)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::round_cost_model as round_model;
    use crate::{lifetimes::Lifetimes, testing::GraphBuilder};

    const MS: f64 = 1e-3;
    /// Work bytes of a 1 ms op in `round_model`.
    const ONE_MS: f64 = 1e6;

    fn assert_close(actual: f64, expected: f64) {
        assert!((actual - expected).abs() <= 1e-12, "{actual} != {expected}");
    }

    /// Host holds the bounce buffers of the copies staged through it to
    /// NVMe as they grow: the store of x (400 B) and the fetch of w (600 B)
    /// both start at 1 ms; NVMe holds w from the start and x from its
    /// store.
    #[test]
    fn tier_bytes_show_the_bounce_buffers_of_staged_copies() {
        let mut cost = crate::testing::round_cost_with_staged_nvme(1 << 40, true);
        let graph = crate::testing::nvme_copies_graph();
        let timeline = simulate(&graph, &cost).unwrap();
        let tiers = tier_bytes(&graph, &timeline);
        let of = |tier: Tier| {
            tiers
                .iter()
                .find(|t| t.tier == tier)
                .map(|t| t.points.iter().map(|&(_, b)| b).collect::<Vec<_>>())
        };
        assert_eq!(of(Tier::Host), Some(vec![0, 1000]));
        assert_eq!(of(Tier::Nvme), Some(vec![600, 1000]));
        // Reached directly, host holds nothing.
        cost.profile.tiers.nvme.as_mut().unwrap().staged_through = None;
        let direct = tier_bytes(&graph, &simulate(&graph, &cost).unwrap());
        assert!(direct.iter().all(|t| t.tier != Tier::Host));
    }

    fn points(timeline: &Timeline) -> Vec<(f64, u64)> {
        timeline
            .memory
            .iter()
            .map(|p| ((p.time_s / MS * 1e6).round() / 1e6, p.bytes))
            .collect()
    }

    #[test]
    fn a_collective_runs_on_the_fabric_beside_compute() {
        let cost = crate::testing::round_cost_with_fabric(false);
        let graph = crate::testing::all_reduce_beside_compute();
        let timeline = simulate(&graph, &cost).unwrap();
        assert_close(timeline.compute_s, 4.0 * MS);
        assert_close(timeline.makespan_s, 4.0 * MS);
        assert_eq!(timeline.stall_s, 0.0);
        assert_eq!(timeline.fabric_busy.len(), 1);
        assert_close(timeline.fabric_busy[0].start_s, MS);
        assert_close(timeline.fabric_busy[0].end_s, 2.0 * MS);
        // x is held until the all-reduce ends (2 ms), not freed when it is
        // issued: at 1 ms a 100 + x 1000 + r 1000 + y 10.
        assert_eq!(timeline.memory_at(1.5 * MS), 2110);
        assert_eq!(timeline.memory_at(2.5 * MS), 1110);
    }

    #[test]
    fn a_use_of_a_collective_waits_for_it() {
        let cost = crate::testing::round_cost_with_fabric(false);
        let mut g = GraphBuilder::new("collective");
        let a = g.arg(100);
        let x = g.timed_op("x", &[a], 3000, ONE_MS); // 0..1 ms
        let r = g.collective(crate::CollectiveKind::AllGather, 2, &[x], 6000); // 3000 B: 1..4 ms
        let z = g.timed_op("z", &[r], 10, ONE_MS); // waits: 4..5 ms
        g.result(z);
        let timeline = simulate(&g.finish(), &cost).unwrap();
        assert_close(timeline.makespan_s, 5.0 * MS);
        assert_close(timeline.stall_s, 3.0 * MS);
    }

    #[test]
    fn a_fabric_sharing_the_link_delays_a_prefetch() {
        // A prefetch of 1000 bytes (1 ms on the host link) issued after the
        // all-reduce (fabric 1..2 ms): on a fabric of its own it runs at
        // once, on a shared one after the all-reduce.
        let graph = |g: &mut GraphBuilder| {
            let a = g.arg(100);
            let w = g.arg_in(1000, Tier::Host);
            let x = g.timed_op("x", &[a], 1000, ONE_MS);
            let r = g.collective(crate::CollectiveKind::AllReduce, 2, &[x], 1000);
            let remote = g.resident(w, Tier::Host);
            let wd = g.prefetch(remote, 1000);
            let y = g.timed_op("y", &[wd, r], 10, ONE_MS);
            g.result(y);
        };
        let mut g = GraphBuilder::new("own");
        graph(&mut g);
        let graph = g.finish();
        let own = simulate(&graph, &crate::testing::round_cost_with_fabric(false)).unwrap();
        let shared = simulate(&graph, &crate::testing::round_cost_with_fabric(true)).unwrap();
        assert_close(own.makespan_s, 3.0 * MS);
        assert_close(shared.makespan_s, 4.0 * MS);
    }

    #[test]
    fn a_collective_on_a_profile_without_a_fabric_is_an_error() {
        let error =
            simulate(&crate::testing::all_reduce_beside_compute(), &round_model()).unwrap_err();
        assert!(error.to_string().contains("has no `fabric`"), "{error}");
    }

    #[test]
    fn chain_without_offload_runs_back_to_back() {
        let mut g = GraphBuilder::new("chain");
        let a = g.arg(100);
        let b = g.timed_op("f", &[a], 10, ONE_MS); // 0..1 ms
        let c = g.timed_op("g", &[b], 20, 2.0 * ONE_MS); // 1..3 ms
        g.result(c);
        let graph = g.finish();
        let timeline = simulate(&graph, &round_model()).unwrap();
        assert_close(timeline.makespan_s, 3.0 * MS);
        assert_close(timeline.compute_s, 3.0 * MS);
        assert_eq!(timeline.stall_s, 0.0);
        // t=0: a 100 and b 10; t=1 ms: g allocates c 20; t=3 ms: g ends,
        // b (last used by g) is freed. a is kept (not donated), c returned.
        assert_eq!(
            points(&timeline),
            vec![(0.0, 0), (0.0, 110), (1.0, 130), (3.0, 120)]
        );
        assert_eq!(
            timeline.peak,
            MemoryPeak {
                bytes: 130,
                time_s: MS,
                node: Some(NodeId(1))
            }
        );
        assert_eq!(timeline.peak.bytes, Lifetimes::compute(&graph).peak.bytes);
        assert_eq!(timeline.compute_busy.len(), 2);
        assert!(timeline.h2d_busy.is_empty() && timeline.d2h_busy.is_empty());
    }

    #[test]
    fn a_clone_runs_on_the_compute_stream_for_its_ops_time() {
        // make_x (2 ms) makes x (1000 B); x is freed after use_x, and a
        // clone of make_x makes it again for the last use: 2 + 1 + 2 + 1
        // ms of compute, the clone at 3..5 ms holding its 1000 B.
        let mut g = GraphBuilder::new("clone");
        let a = g.arg(100);
        let x = g.pure_op("make_x", &[a], 1000, 2.0 * ONE_MS); // 0: 0..2
        let y = g.timed_op("use_x", &[x], 10, ONE_MS); // 1: 2..3
        let x2 = g.clone_of(NodeId(0), &[a])[0]; // 2: 3..5
        let z = g.timed_op("use_x_again", &[x2, y], 10, ONE_MS); // 3: 5..6
        g.result(z);
        let graph = g.finish();
        let timeline = simulate(&graph, &round_model()).unwrap();
        assert_close(timeline.compute_s, 6.0 * MS);
        assert_close(timeline.makespan_s, 6.0 * MS);
        let clone = timeline
            .compute_busy
            .iter()
            .find(|busy| busy.node == NodeId(2))
            .expect("the clone ran on the compute stream");
        assert_close(clone.start_s, 3.0 * MS);
        assert_close(clone.end_s, 5.0 * MS);
        // At 5 ms: a 100, y 10, x2 1000 and z 10 (x was freed at 3 ms).
        assert_eq!(timeline.peak.bytes, 1120);
        assert_eq!(timeline.peak.node, Some(NodeId(3)));
    }

    /// x (1000 B) is used at step 1 and again at the end; three 1 ms ops run
    /// in between. The store (1 ms) and the prefetch (1 ms) both hide.
    fn offloaded_gap(prefetch_early: bool) -> TensorGraph {
        let mut g = GraphBuilder::new("gap");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS); // step 0: 0..1
        let y = g.timed_op("use_x", &[x], 10, ONE_MS); // 1: 1..2
        let r = g.store(x, Tier::Host); // 2: issued at 2, D2H 2..3
        g.detach(x, r); // 3: issued at 2, releases at 3
        let f1 = g.timed_op("f1", &[y], 10, ONE_MS); // 4: 2..3
        let early = prefetch_early.then(|| g.prefetch(r, 1000)); // issued at 3
        let f2 = g.timed_op("f2", &[f1], 10, ONE_MS); // 3..4
        let f3 = g.timed_op("f3", &[f2], 10, ONE_MS); // 4..5
        let x2 = early.unwrap_or_else(|| g.prefetch(r, 1000)); // late: issued at 5
        let z = g.timed_op("use_x_again", &[x2, f3], 10, ONE_MS);
        g.result(z);
        g.finish()
    }

    #[test]
    fn devices_on_one_link_share_its_rate() {
        // The late prefetch moves 5..6 ms and its use stalls 1 ms: 7 ms alone.
        let graph = offloaded_gap(false);
        let cost = round_model();
        let alone = simulate(&graph, &cost).unwrap();
        assert_close(alone.makespan_s, 7.0 * MS);
        // One device on the link is the device alone.
        let one = simulate_shared(&graph, &cost, 1, false).unwrap();
        assert_eq!(one.timeline, alone);
        // In lockstep two devices move their bytes at once, each at half
        // the rate: the store takes 2..4 ms, the prefetch 5..7, the use
        // stalls 2 ms.
        let lockstep = simulate_shared(&graph, &cost, 2, false).unwrap();
        assert_close(lockstep.timeline.makespan_s, 8.0 * MS);
        assert_close(lockstep.h2d_load, 2.0 * MS / (8.0 * MS));
        // Staggered by half a step, one device's transfers meet the
        // other's compute: each moves at the full rate, as alone.
        let staggered = simulate_shared(&graph, &cost, 2, true).unwrap();
        assert_close(staggered.timeline.makespan_s, 7.0 * MS);
        assert_eq!(staggered.timeline.peak.bytes, alone.peak.bytes);
    }

    #[test]
    fn contention_repeats_with_its_period() {
        // Another device moves bytes 1..2 of every 4 s.
        let others = Contention::of(&[(1.0, 2.0)], 4.0, &[0.0]);
        assert_close(others.finish(0.0, 0.5), 0.5);
        // From 0.5: 0.5 s alone, then half rate from 1 to 2 (0.5 s of work).
        assert_close(others.finish(0.5, 1.0), 2.0);
        // Over a whole period 3.5 s of work get done.
        assert_close(others.finish(0.0, 3.5), 4.0);
        assert_close(others.finish(0.0, 7.5), 8.5);
        // Shifted by 3.5: 1..2 becomes 4.5..5.5, folded to 0.5..1.5.
        let folded = Contention::of(&[(1.0, 2.0)], 4.0, &[3.5]);
        assert_close(folded.finish(0.0, 1.0), 1.5);
        // A piece that wraps: 3.5..4.5 is 3.5..4 and 0..0.5.
        let wrapped = Contention::of(&[(3.5, 4.5)], 4.0, &[0.0]);
        assert_close(wrapped.finish(0.0, 0.25), 0.5);
        // A period that binary fractions cannot add up exactly: the walk
        // crosses many period ends, where rounding must not stall it.
        let odd = Contention::of(&[(0.01, 0.03)], 0.1, &[0.0]);
        for from in [0.0, 0.1, 0.3, 0.7, 2.9999999999999996] {
            let end = odd.finish(from, 1.0);
            // 0.08 alone and 0.02 at half rate: 0.09 of work per period.
            assert!(
                (end - from - 1.0 / 0.09 * 0.1).abs() < 0.03,
                "{from} -> {end}"
            );
        }
    }

    #[test]
    fn hidden_store_and_prefetch_run_without_stalls() {
        let graph = offloaded_gap(true);
        let timeline = simulate(&graph, &round_model()).unwrap();
        // Compute: six 1 ms ops, nothing waits: the prefetch issued at 3 ms
        // runs 3..4 ms, before its use at 5 ms.
        assert_close(timeline.compute_s, 6.0 * MS);
        assert_close(timeline.makespan_s, 6.0 * MS);
        assert_eq!(timeline.stalls, vec![]);
        assert_eq!((timeline.d2h_bytes, timeline.h2d_bytes), (1000, 1000));
        assert_eq!(
            timeline.d2h_busy,
            vec![BusyInterval {
                node: NodeId(2),
                start_s: 2.0 * MS,
                end_s: 3.0 * MS
            }]
        );
        assert_eq!(
            timeline.h2d_busy,
            vec![BusyInterval {
                node: NodeId(5),
                start_s: 3.0 * MS,
                end_s: 4.0 * MS
            }]
        );
        assert_eq!(timeline.memory_at(2.5 * MS), 1000 + 10 + 10); // x, y, f1
        // After 3 ms: f1 10 + x2 1000 + f2 10.
        assert_eq!(timeline.memory_at(3.5 * MS), 10 + 1000 + 10);
        // x is released at 3 ms, when its store completes, and the prefetch
        // and f2 allocate at 3 ms too: a release that waits for a store
        // counts after every allocation of its instant (docs/semantics.md),
        // so x and x2 are both there then: x + f1 + x2 + f2 = 2020, at f2's
        // allocation (step 6), as the checker counts it.
        assert_eq!(
            timeline.peak,
            MemoryPeak {
                bytes: 2020,
                time_s: 3.0 * MS,
                node: Some(NodeId(6))
            }
        );
        // What the peak is made of: x (%0) before its release, x2, f1, f2.
        let held = held_at_peak(&graph, &round_model()).unwrap();
        let named: Vec<(&str, u64)> = held
            .iter()
            .map(|&(t, bytes)| (graph.tensors[t].name.as_str(), bytes))
            .collect();
        assert_eq!(named.iter().map(|n| n.1).sum::<u64>(), 2020);
        assert_eq!(named[0], ("%0", 1000));
    }

    #[test]
    fn late_prefetch_stalls_its_first_use() {
        let graph = offloaded_gap(false);
        let timeline = simulate(&graph, &round_model()).unwrap();
        // The prefetch is issued at 5 ms and lasts 1 ms: use_x_again waits
        // 1 ms, runs 6..7 ms.
        assert_close(timeline.compute_s, 6.0 * MS);
        assert_close(timeline.makespan_s, 7.0 * MS);
        assert_eq!(timeline.stalls.len(), 1);
        let (node, seconds) = timeline.stalls[0];
        assert_eq!(graph.nodes[node].op, "use_x_again");
        assert_close(seconds, MS);
        assert_close(timeline.stall_s, MS);
        // Between 3 and 5 ms x is gone: y was freed at 3 (last use f1), so
        // f1 10 + f2 10 (+ f3 from 4 ms).
        assert_eq!(timeline.memory_at(3.5 * MS), 20);
    }

    #[test]
    fn stores_share_the_d2h_stream() {
        let mut g = GraphBuilder::new("fifo");
        let a = g.op("a", &[], 1000);
        let b = g.op("b", &[], 2000);
        let ra = g.store(a, Tier::Host); // issued at 0: 0..1 ms
        let rb = g.store(b, Tier::Host); // issued at 0, waits: 1..3 ms
        g.detach(a, ra);
        g.detach(b, rb);
        g.timed_op("long", &[], 1, 10.0 * ONE_MS);
        let timeline = simulate(&g.finish(), &round_model()).unwrap();
        let intervals: Vec<(f64, f64)> = timeline
            .d2h_busy
            .iter()
            .map(|i| (i.start_s / MS, i.end_s / MS))
            .collect();
        assert_eq!(intervals.len(), 2);
        assert_close(intervals[0].0, 0.0);
        assert_close(intervals[0].1, 1.0);
        assert_close(intervals[1].0, 1.0);
        assert_close(intervals[1].1, 3.0);
        // a leaves at 1 ms, b at 3 ms; the 1-byte result of `long` is there
        // from 0 (unused, freed at its end, 10 ms).
        assert_eq!(timeline.memory_at(0.5 * MS), 3001);
        assert_eq!(timeline.memory_at(2.0 * MS), 2001);
        assert_eq!(timeline.memory_at(5.0 * MS), 1);
        assert_close(timeline.makespan_s, 10.0 * MS);
    }

    #[test]
    fn detach_waits_for_a_slow_store() {
        let mut g = GraphBuilder::new("slow_store");
        let a = g.op("a", &[], 5000);
        let r = g.store(a, Tier::Host); // 0..5 ms
        g.detach(a, r); // issued at 0, releases at 5 ms
        g.timed_op("f", &[], 1, ONE_MS);
        let timeline = simulate(&g.finish(), &round_model()).unwrap();
        assert_eq!(timeline.memory_at(4.9 * MS), 5000);
        assert_eq!(timeline.memory_at(5.0 * MS), 0);
        // The store outlasts the compute stream (1 ms).
        assert_close(timeline.makespan_s, 5.0 * MS);
    }

    #[test]
    fn tier_argument_waits_for_its_prefetch() {
        let mut g = GraphBuilder::new("weights");
        let w = g.arg_in(2000, Tier::Host);
        let r = g.resident(w, Tier::Host);
        let wd = g.prefetch(r, 2000); // 0..2 ms on H2D
        let y = g.timed_op("matmul", &[wd], 10, ONE_MS); // stalls 2 ms, runs 2..3
        g.result(y);
        let graph = g.finish();
        let timeline = simulate(&graph, &round_model()).unwrap();
        assert_eq!(timeline.stalls.len(), 1);
        assert_close(timeline.stall_s, 2.0 * MS);
        assert_close(timeline.makespan_s, 3.0 * MS);
        assert_eq!(timeline.h2d_bytes, 2000);
        // w itself holds nothing; wd from 0 until matmul ends.
        assert_eq!(timeline.memory_at(1.0 * MS), 2000);
        assert_eq!(timeline.peak.bytes, 2010);
        assert_eq!(timeline.memory.last().unwrap().bytes, 10);
        assert_eq!(Lifetimes::compute(&graph).peak.bytes, 2010);
    }

    #[test]
    fn a_streamed_loop_takes_the_longer_of_its_compute_and_its_copies() {
        // Four iterations of 1 ms each; a slice of 500 B copies in 0.5 ms
        // (hidden behind each iteration), one of 2000 B in 2 ms (each
        // iteration waits for it). The first slice comes before the loop.
        for (slice, makespan_ms, stall_ms) in [(500, 4.5, 0.5), (2000, 10.0, 6.0)] {
            let mut g = GraphBuilder::new("stream");
            let w = g.arg_in(4 * slice, Tier::Host);
            let r = g.resident(w, Tier::Host);
            let y = g.timed_op("scf.for", &[r], 10, 4.0 * ONE_MS);
            g.result(y);
            let mut graph = g.finish();
            let lp = graph.nodes.iter().position(|n| n.op == "scf.for").unwrap();
            graph.nodes[lp].streams = vec![crate::SliceStream {
                remote: r,
                slice_bytes: slice,
                iterations: 4,
                stores_to: None,
                one_slot: false,
                starts_after_kernel: 0,
                nested: None,
            }];
            let timeline = simulate(&graph, &round_model()).unwrap();
            assert_close(timeline.makespan_s, makespan_ms * MS);
            assert_close(timeline.stall_s, stall_ms * MS);
            assert_close(timeline.compute_s, 4.0 * MS);
            // The first slice, then one during each iteration.
            assert_eq!(timeline.h2d_bytes, 5 * slice);
        }
    }

    /// A loop of four iterations of two kernels, 0.25 ms then 0.75 ms,
    /// with one stream whose copy may start after the first (`stream`
    /// gets the stack's remote copy, or the loop's result for a write):
    /// the loop's simulated and checked makespans, which must agree.
    fn two_kernel_loop(
        stack_bytes: u64,
        stream: impl FnOnce(TensorId, TensorId) -> crate::SliceStream,
    ) -> Timeline {
        let kernel = |ms: f64| crate::OpWork {
            bytes: ms * ONE_MS,
            element_bytes: 4,
            ..crate::OpWork::default()
        };
        let mut g = GraphBuilder::new("stream");
        let w = g.arg_in(stack_bytes, Tier::Host);
        let r = g.resident(w, Tier::Host);
        let y = g.timed_op("scf.for", &[], 10, 4.0 * ONE_MS);
        g.result(y);
        let mut graph = g.finish();
        let lp = graph.nodes.iter().position(|n| n.op == "scf.for").unwrap();
        graph.nodes[lp].kernels = vec![(kernel(0.25), 4), (kernel(0.75), 4)];
        graph.nodes[lp].streams = vec![stream(r, y)];
        let cost = round_model();
        let timeline = simulate(&graph, &cost).unwrap();
        let report = crate::check::PlanChecker::new(&graph, &cost)
            .check()
            .unwrap();
        assert_close(report.makespan_s, timeline.makespan_s);
        timeline
    }

    #[test]
    fn a_one_slot_stream_copies_once_its_slot_is_read() {
        // The first kernel reads the slot. With one slot the next slice's
        // copy starts 0.25 ms into the iteration: a 0.5 ms copy still hides
        // (4.5 ms in all, as with two slots), a 2 ms copy makes each
        // iteration 2.25 ms instead of 2 ms (2 + 4 x 2.25 = 11 ms).
        for (slice, one_slot, makespan_ms) in
            [(500, true, 4.5), (2000, false, 10.0), (2000, true, 11.0)]
        {
            let timeline = two_kernel_loop(4 * slice, |remote, _| crate::SliceStream {
                remote,
                slice_bytes: slice,
                iterations: 4,
                stores_to: None,
                one_slot,
                starts_after_kernel: 1,
                nested: None,
            });
            assert_close(timeline.makespan_s, makespan_ms * MS);
            assert_close(timeline.compute_s, 4.0 * MS);
            assert_eq!(timeline.h2d_bytes, 5 * slice);
        }
    }

    #[test]
    fn a_written_slice_leaves_once_the_iteration_has_made_it() {
        // Each iteration stores a 2000 B slice (2 ms) that its first
        // kernel makes: an iteration lasts 0.25 + 2 ms, the loop 9 ms.
        let timeline = two_kernel_loop(10, |_, written| crate::SliceStream {
            remote: written,
            slice_bytes: 2000,
            iterations: 4,
            stores_to: Some(Tier::Host),
            one_slot: false,
            starts_after_kernel: 1,
            nested: None,
        });
        assert_close(timeline.makespan_s, 9.0 * MS);
        assert_eq!(timeline.d2h_bytes, 8000);
    }

    /// Random loops with streams.
    mod random_streams {
        use super::*;
        use proptest::prelude::*;

        /// One stream of [`random_streams_time_alike_in_the_simulator_and_the_checker`]: its slice, whether it writes,
        /// one slot, how many kernels run before its copy may start, and
        /// whether it belongs to the loop nested in the node's.
        #[derive(Clone, Debug)]
        struct StreamSpec {
            slice: u64,
            write: bool,
            one_slot: bool,
            starts_after: usize,
            nested: bool,
        }

        proptest! {
            #![proptest_config(ProptestConfig { cases: 256, ..Default::default() })]

            /// A loop of random kernels with random streams, its own and those
            /// of a loop nested in it: the simulator and the independent
            /// checker time it alike, it never ends before its compute, and
            /// the links carry every copy (a read's first slice again in each
            /// run of its loop).
            #[test]
            fn random_streams_time_alike_in_the_simulator_and_the_checker(
                kernels_ms in proptest::collection::vec(0.05f64..2.0, 1..5),
                trips in 1u64..5,
                inner in (0usize..4, 1usize..4, 1u64..5),
                specs in proptest::collection::vec(
                    (1u64..3000, proptest::bool::ANY, proptest::bool::ANY, 0usize..5, proptest::bool::ANY)
                        .prop_map(|(slice, write, one_slot, starts_after, nested)| StreamSpec {
                            slice, write, one_slot: one_slot && !write, starts_after, nested,
                        }),
                    0..4,
                ),
            ) {
                let k = kernels_ms.len();
                let first = inner.0.min(k - 1);
                let nesting = crate::Nesting {
                    runs: trips,
                    first_kernel: first,
                    count: inner.1.min(k - first),
                };
                let inner_trips = inner.2;
                let mut g = GraphBuilder::new("streams");
                let remotes: Vec<TensorId> = specs
                    .iter()
                    .map(|spec| {
                        let w = g.arg_in(spec.slice * 8, Tier::Host);
                        g.resident(w, Tier::Host)
                    })
                    .collect();
                let y = g.timed_op("scf.for", &[], 10, ONE_MS);
                g.result(y);
                let mut graph = g.finish();
                let lp = graph.nodes.iter().position(|n| n.op == "scf.for").unwrap();
                graph.nodes[lp].kernels = kernels_ms
                    .iter()
                    .map(|&ms| {
                        let work = crate::OpWork {
                            bytes: ms * ONE_MS,
                            element_bytes: 4,
                            ..crate::OpWork::default()
                        };
                        (work, trips)
                    })
                    .collect();
                graph.nodes[lp].streams = specs
                    .iter()
                    .zip(&remotes)
                    .map(|(spec, &remote)| crate::SliceStream {
                        remote: if spec.write { y } else { remote },
                        slice_bytes: spec.slice,
                        iterations: if spec.nested { inner_trips } else { trips },
                        stores_to: spec.write.then_some(Tier::Host),
                        one_slot: spec.one_slot,
                        starts_after_kernel: spec.starts_after,
                        nested: spec.nested.then_some(nesting),
                    })
                    .collect();
                let cost = round_model();
                let timeline = simulate(&graph, &cost).unwrap();
                let report = crate::check::PlanChecker::new(&graph, &cost).check().unwrap();
                let scale = timeline.makespan_s.max(1e-30);
                prop_assert!((report.makespan_s - timeline.makespan_s).abs() <= 1e-9 * scale);
                prop_assert!(timeline.makespan_s + 1e-12 >= timeline.compute_s);
                let copies = |spec: &StreamSpec| {
                    let per_run = if spec.nested { inner_trips } else { trips } + u64::from(!spec.write);
                    spec.slice * per_run * if spec.nested { trips } else { 1 }
                };
                let h2d: u64 = specs.iter().filter(|s| !s.write).map(copies).sum();
                let d2h: u64 = specs.iter().filter(|s| s.write).map(copies).sum();
                prop_assert_eq!((timeline.h2d_bytes, timeline.d2h_bytes), (h2d, d2h));
            }
        }
    }

    #[test]
    fn a_nested_loop_restarts_its_stream_in_each_run() {
        // The loop's second kernel (0.75 ms a run of it) is a loop nested
        // in it, run twice (the loop's iterations), of two iterations of
        // 0.75 ms. Each run waits for its first slice; a 0.5 ms copy then
        // hides behind each inner iteration (4 + 2 x 0.5 = 5 ms), a 2 ms
        // one makes each inner iteration 2 ms (4 + 2 x (2 + 2 x 1.25) =
        // 13 ms). Each run copies three slices.
        for (slice, makespan_ms, stall_ms) in [(500, 5.0, 1.0), (2000, 13.0, 9.0)] {
            let timeline = two_kernel_loop(2 * slice, |remote, _| crate::SliceStream {
                remote,
                slice_bytes: slice,
                iterations: 2,
                stores_to: None,
                one_slot: false,
                starts_after_kernel: 0,
                nested: Some(crate::Nesting {
                    runs: 2,
                    first_kernel: 1,
                    count: 1,
                }),
            });
            assert_close(timeline.makespan_s, makespan_ms * MS);
            assert_close(timeline.stall_s, stall_ms * MS);
            assert_close(timeline.compute_s, 4.0 * MS);
            assert_eq!(timeline.h2d_bytes, 6 * slice);
        }
    }

    #[test]
    fn prefetch_without_a_store_is_an_error() {
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let b = g.op("b", &[a], 10);
        g.prefetch(b, 10); // b is not a remote copy of anything
        let error = simulate(&g.finish(), &round_model()).unwrap_err();
        assert!(
            matches!(
                error,
                SimulateError::PrefetchBeforeStore {
                    prefetch: NodeId(2),
                    remote,
                    ..
                } if remote == TensorId::new(1)
            ),
            "{error:?}"
        );
    }

    #[test]
    fn prefetch_before_its_store_is_an_error() {
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let r = g.store(a, Tier::Host);
        g.prefetch(r, 10);
        let mut graph = g.finish();
        // Swap the store and the prefetch: the prefetch now comes first.
        graph.nodes.swap(1, 2);
        let error = simulate(&graph, &round_model()).unwrap_err();
        assert!(matches!(error, SimulateError::InvalidGraph(_)), "{error:?}");
        // Even when operands do not say so, the kinds do.
        graph.nodes[1].operands.clear();
        let error = simulate(&graph, &round_model()).unwrap_err();
        assert!(
            matches!(
                error,
                SimulateError::PrefetchBeforeStore {
                    prefetch: NodeId(1),
                    ..
                }
            ),
            "{error:?}"
        );
    }

    /// The rules are the checker's: the simulator times a plan that breaks
    /// one (here a use after the detach) without judging it.
    #[test]
    fn rules_are_left_to_the_checker() {
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let r = g.store(a, Tier::Host);
        g.detach(a, r);
        g.op("b", &[a], 1);
        let graph = g.finish();
        assert!(simulate(&graph, &round_model()).is_ok());
        assert!(
            crate::PlanChecker::new(&graph, &round_model())
                .check()
                .is_err()
        );
    }

    #[test]
    fn tier_missing_from_the_profile_is_an_error() {
        let mut g = GraphBuilder::new("nvme");
        let a = g.op("a", &[], 10);
        g.store(a, Tier::Nvme);
        let error = simulate(&g.finish(), &round_model()).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("hardware profile `round` has no `nvme` tier"),
            "{error}"
        );
    }

    #[test]
    fn empty_graph_has_an_empty_timeline() {
        let mut g = GraphBuilder::new("empty");
        let a = g.arg(8);
        g.result(a);
        let timeline = simulate(&g.finish(), &round_model()).unwrap();
        assert_eq!(timeline.makespan_s, 0.0);
        assert_eq!(timeline.peak, MemoryPeak::default());
        assert_eq!(
            timeline.memory,
            vec![MemoryPoint {
                time_s: 0.0,
                bytes: 0
            }]
        );
    }
}

#[cfg(test)]
mod proptests {
    //! Random DAGs: the simulator against an independent brute-force count,
    //! and offloading a long idle gap.

    use super::*;
    use crate::{
        cost::HardwareProfile,
        graph::{OpWork, TensorOrigin},
        lifetimes::Lifetimes,
        testing::GraphBuilder,
    };
    use proptest::prelude::*;

    /// How a random argument starts.
    #[derive(Clone, Copy, Debug)]
    enum ArgumentKind {
        Device,
        Donated,
        InTier,
    }

    #[derive(Clone, Debug)]
    struct RandomNode {
        /// Picks among the tensors defined so far (modulo their count).
        operands: Vec<usize>,
        result_bytes: Vec<u64>,
        /// A view of the first picked operand instead of an op.
        view: bool,
        work: OpWork,
    }

    #[derive(Clone, Debug)]
    struct RandomGraph {
        arguments: Vec<(u64, ArgumentKind)>,
        nodes: Vec<RandomNode>,
        /// Picks tensors to return (modulo the tensor count).
        results: Vec<usize>,
    }

    fn argument() -> impl Strategy<Value = (u64, ArgumentKind)> {
        let kind = prop_oneof![
            3 => Just(ArgumentKind::Device),
            1 => Just(ArgumentKind::Donated),
            1 => Just(ArgumentKind::InTier),
        ];
        (1u64..1 << 20, kind)
    }

    fn work() -> impl Strategy<Value = OpWork> {
        (
            0.0f64..1e12,
            0.0f64..1e9,
            any::<bool>(),
            prop_oneof![Just(2u32), Just(4u32)],
        )
            .prop_map(|(flops, bytes, matrix, element_bytes)| OpWork {
                flops,
                bytes,
                matrix,
                element_bytes,
            })
    }

    fn random_node() -> impl Strategy<Value = RandomNode> {
        (
            prop::collection::vec(any::<usize>(), 0..4),
            prop::collection::vec(0u64..1 << 20, 0..3),
            prop::bool::weighted(0.15),
            work(),
        )
            .prop_map(|(operands, result_bytes, view, work)| RandomNode {
                operands,
                result_bytes,
                view,
                work,
            })
    }

    fn random_graph() -> impl Strategy<Value = RandomGraph> {
        (
            prop::collection::vec(argument(), 0..5),
            prop::collection::vec(random_node(), 1..30),
            prop::collection::vec(any::<usize>(), 0..4),
        )
            .prop_map(|(arguments, nodes, results)| RandomGraph {
                arguments,
                nodes,
                results,
            })
    }

    /// Adds the random arguments and nodes to `g`; returns the tensors
    /// defined.
    fn add_random(g: &mut GraphBuilder, spec: &RandomGraph) -> Vec<TensorId> {
        let mut tensors = Vec::new();
        for &(bytes, kind) in &spec.arguments {
            tensors.push(match kind {
                ArgumentKind::Device => g.arg(bytes),
                ArgumentKind::Donated => g.donated_arg(bytes),
                ArgumentKind::InTier => g.arg_in(bytes, Tier::Host),
            });
        }
        for node in &spec.nodes {
            let mut operands: Vec<TensorId> = node
                .operands
                .iter()
                .filter(|_| !tensors.is_empty())
                .map(|&pick| tensors[pick % tensors.len()])
                .collect();
            operands.sort_unstable();
            operands.dedup();
            if node.view && !operands.is_empty() {
                tensors.push(g.view(operands[0]));
            } else {
                tensors.extend(g.op_with_work("op", &operands, &node.result_bytes, node.work));
            }
        }
        tensors
    }

    fn build(spec: &RandomGraph) -> TensorGraph {
        let mut g = GraphBuilder::new("random");
        let tensors = add_random(&mut g, spec);
        for &pick in &spec.results {
            if !tensors.is_empty() {
                g.result(tensors[pick % tensors.len()]);
            }
        }
        g.finish()
    }

    /// The peak device bytes of a graph without offload nodes, counted
    /// straight from the rules, step by step and tensor by tensor.
    fn brute_force_peak(graph: &TensorGraph) -> u64 {
        let steps = graph.nodes.len();
        let mut peak = 0;
        for step in graph.node_ids() {
            let mut bytes_at_step = 0;
            for (id, tensor) in graph.tensors_with_ids() {
                if tensor.alias_of.is_some() {
                    continue; // views hold no bytes
                }
                let (first, is_argument) = match tensor.origin {
                    TensorOrigin::Argument { tier: Some(_), .. } => continue, // off the device
                    TensorOrigin::Argument { tier: None, .. } => (NodeId(0), true),
                    TensorOrigin::Result { node, .. } => (node, false),
                };
                let touches = |operand: &TensorId| {
                    *operand == id || graph.tensors[*operand].alias_of == Some(id)
                };
                let last_use = graph
                    .node_ids()
                    .rev()
                    .find(|&s| graph.nodes[s].operands.iter().any(touches));
                let returned = tensor.is_result
                    || graph
                        .tensors
                        .iter()
                        .any(|t| t.alias_of == Some(id) && t.is_result);
                let kept = returned || (is_argument && !tensor.donated);
                let last = if kept {
                    NodeId(steps - 1)
                } else {
                    last_use.unwrap_or(first).max(first)
                };
                if first <= step && step <= last {
                    bytes_at_step += tensor.bytes;
                }
            }
            peak = peak.max(bytes_at_step);
        }
        peak
    }

    /// Bytes still on the device after the last step: returned tensors and
    /// arguments on the device that are not donated.
    fn bytes_kept_to_end(graph: &TensorGraph) -> u64 {
        let returned = graph.returned_storage();
        graph
            .tensor_ids()
            .filter(|&t| graph.tensors[t].alias_of.is_none() && !graph.starts_off_device(t))
            .filter(|&t| returned[t] || (graph.def_step(t).is_none() && !graph.tensors[t].donated))
            .map(|t| graph.tensors[t].bytes)
            .sum()
    }

    fn h200() -> CostModel {
        CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap())
    }

    /// A random prefix, then x (`x_bytes`) used once, `fillers` ops of ~1 ms
    /// each that do not touch x, and a last use of x. With `offload`, x is
    /// stored and detached after its first use and prefetched before the
    /// last filler, so that the filler hides the prefetch.
    fn gap_graph(prefix: &RandomGraph, x_bytes: u64, fillers: usize, offload: bool) -> TensorGraph {
        let mut g = GraphBuilder::new("gap");
        let tensors = add_random(&mut g, prefix);
        let x = g.op("make_x", &[], x_bytes);
        let mut chain = g.op("use_x", &[x], 16);
        let remote = offload.then(|| {
            let remote = g.store(x, Tier::Host);
            g.detach(x, remote);
            remote
        });
        let mut x_again = x;
        for index in 0..fillers {
            if let (Some(remote), true) = (remote, index + 1 == fillers) {
                x_again = g.prefetch(remote, x_bytes);
            }
            let mut operands = vec![chain];
            if let Some(&older) = tensors.get(index * 7 % tensors.len().max(1)) {
                operands.push(older);
            }
            // 4.8e9 bytes through 4.8 TB/s HBM: 1 ms (+2 us launch).
            chain = g.timed_op("filler", &operands, 16, 4.8e9);
        }
        let last = g.op("use_x_again", &[x_again, chain], 16);
        g.result(last);
        g.finish()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        /// (a) The simulated peak of a graph without offload nodes is the
        /// brute-force count (and the lifetimes peak).
        #[test]
        fn peak_without_offload_is_the_brute_force_count(spec in random_graph()) {
            let graph = build(&spec);
            let timeline = simulate(&graph, &h200()).unwrap();
            let expected = brute_force_peak(&graph);
            prop_assert_eq!(timeline.peak.bytes, expected);
            prop_assert_eq!(Lifetimes::compute(&graph).peak.bytes, expected);
            let held = held_at_peak(&graph, &h200()).unwrap();
            prop_assert_eq!(held.iter().map(|h| h.1).sum::<u64>(), if graph.nodes.is_empty() { 0 } else { expected });
            prop_assert_eq!(timeline.memory.last().unwrap().bytes, if graph.nodes.is_empty() { 0 } else { bytes_kept_to_end(&graph) });
        }

        /// (b) Without offload nodes the makespan is the compute time, which
        /// is the sum of the op times.
        #[test]
        fn makespan_without_offload_is_the_compute_time(spec in random_graph()) {
            let graph = build(&spec);
            let model = h200();
            let timeline = simulate(&graph, &model).unwrap();
            let op_times: f64 = graph.nodes.iter().map(|node| model.op_time(node)).sum();
            let tolerance = 1e-9 * op_times.max(1e-30);
            prop_assert!((timeline.makespan_s - timeline.compute_s).abs() <= tolerance);
            prop_assert!((timeline.compute_s - op_times).abs() <= tolerance);
            prop_assert_eq!(timeline.stall_s, 0.0);
            prop_assert!(timeline.stall_s.is_sign_positive(), "stall -0.0 prints as a negative");
            prop_assert_eq!((timeline.h2d_bytes, timeline.d2h_bytes), (0, 0));
        }

        /// (c) Offloading x over its idle gap never raises the peak, frees
        /// x's bytes during the gap, hides both transfers, and ends with the
        /// same bytes on the device.
        #[test]
        fn offloading_a_long_gap_lowers_memory_in_the_gap(
            prefix in random_graph(),
            x_bytes in 1u64..1 << 20,
            fillers in 2usize..6,
        ) {
            let model = h200();
            let base_graph = gap_graph(&prefix, x_bytes, fillers, false);
            let offload_graph = gap_graph(&prefix, x_bytes, fillers, true);
            let base = simulate(&base_graph, &model).unwrap();
            let offloaded = simulate(&offload_graph, &model).unwrap();

            prop_assert!(offloaded.peak.bytes <= base.peak.bytes);
            prop_assert_eq!((offloaded.d2h_bytes, offloaded.h2d_bytes), (x_bytes, x_bytes));
            // A 1 MiB transfer takes 10 us + 19 us; each filler takes 1 ms.
            prop_assert_eq!(offloaded.stall_s, 0.0);
            prop_assert!((offloaded.makespan_s - base.makespan_s).abs() <= 1e-12);
            // Midway through the first filler, x is off the device (its
            // store took at most 29 us) and not yet prefetched.
            let first_filler = offloaded.compute_busy.iter().find(|i| offload_graph.nodes[i.node].op == "filler").unwrap();
            let midway = (first_filler.start_s + first_filler.end_s) / 2.0;
            prop_assert_eq!(offloaded.memory_at(midway) + x_bytes, base.memory_at(midway));
            // Memory never goes negative: the level ends where it should.
            let kept = bytes_kept_to_end(&offload_graph);
            prop_assert_eq!(offloaded.memory.last().unwrap().bytes, kept);
            prop_assert_eq!(base.memory.last().unwrap().bytes, bytes_kept_to_end(&base_graph));
        }
    }
}
