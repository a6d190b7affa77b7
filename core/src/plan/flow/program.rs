//! The flow program: how many bytes of each gap are off the device in each
//! bin, with the links as capacities per bin (see the [module docs](super)).
//!
//! A gap's tensor goes off in parts and comes back in parts. Each part that
//! goes off does so at the start of a bin (an *off option*), once its
//! store completed (the tensor's stored bytes are variables of their own,
//! rising in the bins where the device-to-host link carries them); each
//! part that comes back is issued at the start of a bin (a *back option*)
//! and holds its bytes on the device from then, its transfer crossing the
//! host-to-device link anywhere from there to the bin before the use, spread
//! in proportion to the bins' compute. That is what a whole transfer costs
//! (its buffer is allocated at issue), and what a chunk costs. Options sit
//! in a window near each end of the gap, every bin near the edge, sparser
//! further away.

use good_lp::{
    Expression, IntoAffineExpression, ProblemVariables, SolverModel, Variable, constraint, highs,
    variable,
};
use rustc_hash::FxHashMap;

use super::bins::Bins;
use crate::{
    Direction, NodeId, TensorGraph, TensorId,
    graph::index_type,
    plan::{
        PlanRequest, chunk_bytes_of,
        effort::TimeLimit,
        lp::{self, LpError},
        model::Model,
        recompute::RecomputeOptionId,
    },
};

const H2D: Direction = Direction::HostToDevice;
const D2H: Direction = Direction::DeviceToHost;

/// A window of bins taking a tensor off covers at least this many of the
/// tensor's own transfer times: room for the store when other transfers
/// share the link.
const LEAD_OFF: f64 = 8.0;
/// A window of bins bringing a tensor back covers at least this many of
/// its own transfer times. Wider than [`LEAD_OFF`]: in a backward pass the
/// host-to-device link carries the weights again beside the activations,
/// and a prefetch that must be issued within a few of its own transfer
/// times of its use finds the link taken (docs/benchmarks.md, the FSDP-4
/// step over NVLink-C2C, says what narrower windows cost).
const LEAD_BACK: f64 = 32.0;
/// The fewest bins of a window.
const MIN_WINDOW: usize = 2;
/// The most bins of a window: longer ones are cut (the program stays
/// linear in the gaps).
const MAX_WINDOW: usize = 48;
/// Programs with more columns than this are solved by the interior-point
/// method without crossover (the solution need not be a vertex: it is
/// rounded to chunks anyway); smaller ones by the dual simplex, faster on
/// them.
const INTERIOR_POINT_ABOVE: usize = 15_000;
/// Weight of the stall (per compute time) in the min-peak objective,
/// against the peak (per largest resident set): among plans of one peak,
/// the faster.
const STALL_WEIGHT: f64 = 1e-4;
/// Weight of the bytes moved (per largest resident set): among plans of one
/// peak, the one that moves less.
const FLOW_WEIGHT: f64 = 1e-5;
/// Weight of the peak (per largest resident set) in the min-stall objective
/// of a budget, against the stall (per compute time): among plans of one
/// stall, the one with the lowest peak, as the judge ranks them, and the
/// rounding of whose chunks keeps within the budget.
const TOP_WEIGHT: f64 = 1e-4;
/// Weight of the stall beyond the allowance, or of the budget's overshoot:
/// paid for rather than forbidden, so the program always has a solution.
const OVER_WEIGHT: f64 = 1e3;

/// A program whose every plan stalls beyond its allowance
/// ([`Program::certain_overrun`]).
#[derive(Clone, Copy, Debug)]
pub struct Overrun {
    /// The least stall of any plan (seconds).
    pub least_s: f64,
    /// The stall allowed (seconds).
    pub allowance_s: f64,
}

/// Index of a gap in [`Program::gaps`], and in every per-gap table (its
/// options, [`Solution::gaps`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GapId(usize);
index_type!(GapId, "gap");

/// One idle gap of a tensor, as the program sees it.
#[derive(Clone, Debug)]
pub struct Gap {
    pub tensor: TensorId,
    pub bytes: u64,
    /// The last use before the gap (`None`: the function's entry).
    pub from: Option<NodeId>,
    /// The first use after it (the function's end for a tensor that comes
    /// back for the return or leaves for good).
    pub to: NodeId,
    /// Its copy in the tier must be stored (not an argument in the tier).
    pub needs_store: bool,
    /// It leaves for good: no prefetch.
    pub leaves: bool,
    /// An argument in the tier before its first use: off the device from
    /// the start, and always brought in.
    pub mandatory: bool,
    /// Its tensor moves only whole (not in chunks): its bytes come back
    /// issued one whole prefetch (less the stall a plan may spend) before
    /// the use.
    pub whole: bool,
    /// The bins it may be off the device in.
    pub off: std::ops::Range<usize>,
    /// The bin its prefetch is issued in at the latest (`off.end`; the
    /// number of bins for a tensor that comes back for the return, its
    /// prefetch issued after the last bin); `None`: before the first bin.
    pub back_by: Option<usize>,
}

/// Index of a recomputation option in [`Program::recomputes`] and in the
/// program's per-option variables; [`RecomputeGap::option`] is its
/// [`RecomputeOptionId`] in `Model::recomputes`, another table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RecomputeGapId(usize);
index_type!(RecomputeGapId, "recomputation option");

/// One recomputation option (`Model::recomputes`) as the program sees it:
/// its tensor is off in the bins strictly between the one of its use
/// before the gap and the one of its use after it, and the bin of that use
/// runs the clones.
#[derive(Clone, Debug)]
pub struct RecomputeGap {
    /// Its option in `Model::recomputes`.
    pub option: RecomputeOptionId,
    /// The bins it frees.
    pub off: std::ops::Range<usize>,
    /// The bin whose compute the clones lengthen.
    pub back: usize,
}

/// The program's answer for one gap: the bytes off over its bins.
#[derive(Clone, Debug, Default)]
pub struct GapFlow {
    /// `(bin, bytes off from that bin on)`, in bin order; none before the
    /// first point (all of it, for a weight in the tier, which starts
    /// off the device).
    pub points: Vec<(usize, f64)>,
}

impl GapFlow {
    /// The most bytes off at once.
    pub fn peak(&self) -> f64 {
        self.points.iter().map(|&(_, b)| b).fold(0.0, f64::max)
    }

    /// The bytes off in bin `bin`: those of its last point at or before
    /// it (`None` before the first).
    pub fn off_at(&self, bin: usize) -> Option<f64> {
        self.points
            .iter()
            .take_while(|&&(b, _)| b <= bin)
            .last()
            .map(|&(_, bytes)| bytes)
    }
}

/// What the program answered.
#[derive(Clone, Debug)]
pub struct Solution {
    /// Per gap (as [`Program::gaps`]).
    pub gaps: Vec<GapFlow>,
    /// Per tensor with a store: `(bin, bytes stored by its end)`, in bin
    /// order.
    pub stored: FxHashMap<TensorId, Vec<(usize, f64)>>,
    /// The peak the program reached (bytes), or the stall (seconds) with a
    /// budget.
    pub objective: f64,
    pub stall_s: f64,
    /// Per bin, the stall the program puts after it (seconds); last, the
    /// stall before the first bin. The clones' time is counted in the
    /// stall before their bin, where realizing a plan places it.
    pub stall_after_s: Vec<f64>,
    /// Per recomputation option of the program ([`Program::recomputes`]):
    /// its option in `Model::recomputes` and the bytes it recomputes.
    pub recomputed: Vec<(RecomputeOptionId, f64)>,
    /// The compute time the recomputations add (seconds).
    pub recompute_s: f64,
    /// Per bin, the bytes its model holds on the device: the reference
    /// less what is off.
    pub held: Vec<f64>,
    pub rows: usize,
    pub columns: usize,
    /// Whether the solver proved it optimal (else the interior point's
    /// last iterate: [`lp::Solved::converged`]).
    pub converged: bool,
}

impl Solution {
    /// The bytes of each recomputation the program takes ([`taken`]).
    pub fn recomputations_taken(&self) -> impl Iterator<Item = f64> + '_ {
        self.recomputed
            .iter()
            .map(|&(_, bytes)| bytes)
            .filter(|&bytes| taken(bytes))
    }
}

/// Whether the program takes a recomputation of which it recomputes
/// `bytes`: less than a byte is the solver's rounding noise, not a choice.
fn taken(bytes: f64) -> bool {
    bytes > 0.5
}

/// The options of one gap.
#[derive(Clone, Debug, Default)]
struct Options {
    /// `(bin, bytes that go off from it)`, ascending.
    off: Vec<(usize, Variable)>,
    /// `(bin, bytes issued back at it)`, ascending; none for a tensor that
    /// leaves for good.
    back: Vec<(usize, Variable)>,
}

/// The program of one model and request.
pub struct Program<'m, 'g> {
    pub model: &'m Model<'g>,
    pub bins: Bins,
    pub gaps: Vec<Gap>,
    pub recomputes: Vec<RecomputeGap>,
    /// Per bin: the most bytes any of its steps holds with nothing moved
    /// (arguments in the tier counted from the entry).
    reference: Vec<u64>,
    /// The bytes held at the return with nothing moved ([`end_bytes`]).
    end_bytes: u64,
    /// Bytes of one transfer of a tensor too large to move whole.
    chunk_bytes: u64,
    /// The stall a plan may have (seconds).
    allowance_s: f64,
    budget: Option<u64>,
    /// Fraction of each link's capacity the program may fill.
    fill: f64,
    /// Per bin, the link time the collectives take there
    /// ([`collective_load_s`]).
    collective_s: Vec<f64>,
    /// Per bin, how long the compute stream waits there for collectives
    /// that its steps' times do not count ([`Program::with_waits`]; 0
    /// everywhere without).
    wait_s: Vec<f64>,
}

impl<'m, 'g> Program<'m, 'g> {
    /// The program over `bins` of every gap of `model`'s candidates, with a
    /// total stall of at most `allowance_s`, each link filled to `fill` of
    /// its capacity, tensors larger than `chunk_bytes` moving in chunks.
    pub fn new(
        model: &'m Model<'g>,
        request: &PlanRequest,
        bins: Bins,
        allowance_s: f64,
        fill: f64,
        chunk_bytes: u64,
    ) -> Self {
        let mut gaps = gaps_of(model, &bins);
        mark_whole(model, &mut gaps, chunk_bytes);
        let recomputes = recompute_gaps_of(model, &bins);
        let collective_s = collective_load_s(model, &bins);
        let wait_s = vec![0.0; bins.len()];
        let per_step = super::super::bound::reference_bytes(model);
        let reference = (0..bins.len())
            .map(|j| bins.steps(j).map(|s| per_step[s]).max().unwrap_or(0))
            .collect();
        Program {
            model,
            bins,
            gaps,
            recomputes,
            reference,
            end_bytes: end_bytes(model),
            allowance_s,
            budget: request.budget,
            fill,
            chunk_bytes,
            collective_s,
            wait_s,
        }
    }

    /// How many bins from `from` (forwards; backwards from `from`,
    /// inclusive, when `back`) a window of `seconds` of compute spans
    /// within `range`: at least [`MIN_WINDOW`], at most [`MAX_WINDOW`].
    fn window(
        &self,
        from: usize,
        seconds: f64,
        back: bool,
        range: &std::ops::Range<usize>,
    ) -> usize {
        let mut covered = 0.0;
        let mut count = 0;
        let limit = range.len().min(MAX_WINDOW);
        while count < limit && (count < MIN_WINDOW || covered < seconds) {
            let j = if back { from - count } else { from + count };
            covered += self.bins.compute_s.get(j).copied().unwrap_or(0.0);
            count += 1;
        }
        count
    }

    /// The seconds per byte and the latency of `tensor`'s transfers of
    /// `bytes` one way, on the link of the tier it moves through: the
    /// link's line through the time of one transfer
    /// ([`Self::transfer_bytes`]), which a measured curve makes slower per
    /// byte for small chunks.
    fn speed(&self, tensor: TensorId, bytes: u64, direction: Direction) -> (f64, f64) {
        let transfer = self.transfer_bytes(tensor, bytes);
        self.model
            .cost
            .link_speed_at(self.model.tier_of(tensor), direction, transfer)
            .unwrap_or((f64::INFINITY, 0.0))
    }

    /// The bytes one transfer of `bytes` of `tensor` moves: a chunk where
    /// the tensor moves in chunks, else all of them.
    fn transfer_bytes(&self, tensor: TensorId, bytes: u64) -> u64 {
        let chunk = chunk_bytes_of(&self.model.graph.tensors[tensor], self.chunk_bytes);
        if chunk > 0 { bytes.min(chunk) } else { bytes }
    }

    /// The seconds one transfer of `bytes` of a gap's tensor takes.
    fn transfer_s(&self, bytes: u64, (per_byte, latency): (f64, f64)) -> f64 {
        bytes as f64 * per_byte + latency
    }

    /// The program with the compute stream waiting `waits_s` (per step of
    /// the model) for collectives, as the `none` plan's run does where the
    /// fabric shares a tier's link ([`collective_waits_s`]). Those waits
    /// are in the allowance (the `none` plan's stall), but no step's time
    /// holds them: counted as stall the program may spend anywhere, they
    /// would pay for clones in bins where the stream does not wait, plans
    /// that overrun when simulated. So each wait stays in its bin: the
    /// links run through it, and clones there run in it for free, while
    /// the allowance is what remains.
    pub fn with_waits(mut self, waits_s: &[f64]) -> Self {
        let nb = self.bins.len();
        for (step, &wait) in waits_s.iter().enumerate() {
            if wait > 0.0 && step < self.model.end_s.len() && nb > 0 {
                self.wait_s[self.bins.of(NodeId::new(step)).min(nb - 1)] += wait;
            }
        }
        let total: f64 = self.wait_s.iter().sum();
        self.allowance_s = (self.allowance_s - total).max(0.0);
        self
    }

    /// The least stall (seconds) of any plan of the program: each argument
    /// in the tier comes in once, over the host-to-device link at the
    /// program's fill, by the bin of its first use (or the return). Its
    /// transfers can go no earlier than the entry, so by the end of each
    /// bin the link has carried at most the compute so far and the stall
    /// so far, less what the collectives took of it; what the deadlines
    /// ask beyond that is stall.
    pub fn least_stall_s(&self) -> f64 {
        let nb = self.bins.len();
        let Some(last) = nb.checked_sub(1) else {
            return 0.0;
        };
        let mut due = vec![0.0; nb];
        for gap in self.gaps.iter().filter(|gap| gap.mandatory) {
            let speed = self.speed(gap.tensor, gap.bytes, H2D);
            let seconds =
                gap.bytes as f64 * self.seconds_per_byte(gap.tensor, gap.bytes, speed) / self.fill;
            due[gap.back_by.unwrap_or(last).min(last)] += seconds;
        }
        let (mut needed, mut computed, mut least) = (0.0_f64, 0.0_f64, 0.0_f64);
        for (j, ((due, compute), collective)) in due
            .iter()
            .zip(&self.bins.compute_s)
            .zip(&self.collective_s)
            .enumerate()
        {
            needed += due + collective / self.fill;
            computed += compute + self.wait_s[j];
            least = least.max(needed - computed);
        }
        least
    }

    /// Where every plan of the program must stall beyond its allowance
    /// (without a budget; with one the program minimizes the stall): the
    /// least stall ([`Self::least_stall_s`]) and the allowance, in
    /// seconds. The program's answer would pay for an overrun before it
    /// lowers the peak.
    pub fn certain_overrun(&self) -> Option<Overrun> {
        if self.budget.is_some() {
            return None;
        }
        let least_s = self.least_stall_s();
        (least_s > self.allowance_s).then_some(Overrun {
            least_s,
            allowance_s: self.allowance_s,
        })
    }

    /// The number of the program's columns (variables).
    pub fn columns(&self) -> usize {
        let mut vars = ProblemVariables::new();
        let scale = 1.0;
        self.stored_variables(scale, &mut vars);
        for gap in &self.gaps {
            self.options(gap, scale, &mut vars);
        }
        let waits = self.wait_s.iter().filter(|&&w| w > 0.0).count();
        vars.len() + self.recomputes.len() + 3 * self.bins.len() + 3 + waits
    }

    /// Solves within its work limits and the time `limit` leaves: a large
    /// program by the interior-point method, and where that ends without
    /// an answer by the dual simplex. Where the interior point stops
    /// converging it is solved again with crossover to a vertex: its last
    /// iterate, a blend of many plans with every gap partly off, rounds to
    /// plans that keep far more than the program's model. The iterate is
    /// taken only where that does not finish.
    pub fn solve(&self, limit: &TimeLimit) -> Result<Solution, String> {
        lp::interior_point_then_simplex("the flow program", "", |interior_point| {
            let first = self.solve_by(limit, interior_point, false)?;
            if first.converged {
                return Ok(first);
            }
            match self.solve_by(limit, interior_point, true) {
                Ok(vertex) if vertex.converged => Ok(vertex),
                _ => Ok(first),
            }
        })
    }

    /// Solves by the interior-point method if the program is large and
    /// `interior_point` allows it, with crossover to a vertex if
    /// `crossover`.
    fn solve_by(
        &self,
        limit: &TimeLimit,
        interior_point: bool,
        crossover: bool,
    ) -> Result<Solution, LpError> {
        let nb = self.bins.len();
        let scale = self.reference.iter().copied().max().unwrap_or(1).max(1) as f64;
        let unit = self.model.compute_s().max(1e-12);
        let mut vars = ProblemVariables::new();
        let v = self.variables(scale, &mut vars);
        let mut build = Build {
            scale,
            unit,
            links: Links {
                h2d: vec![Expression::default(); nb + 1],
                d2h: vec![Expression::default(); nb],
                rates: vec![Expression::default(); nb + 1],
                end: Expression::default(),
                compute_s: &self.bins.compute_s,
            },
            change: vec![Expression::default(); nb + 1],
            recompute: vec![Expression::default(); nb],
            moved: Expression::default(),
            left: Expression::default(),
            rows: Vec::new(),
        };
        self.add_gap_rows(&v, &mut build);
        self.add_recompute_rows(&v, &mut build);
        self.add_wait_rows(&v, &mut build);
        self.add_store_rows(&v, &mut build);
        self.add_tier_rows(&v, &mut build);
        self.add_link_rows(&v, &mut build);
        self.add_memory_rows(&v, &mut build);
        let objective = self.objective(&v, &mut build);
        let position: FxHashMap<Variable, usize> = vars
            .iter_variables_with_def()
            .enumerate()
            .map(|(i, (v, _))| (v, i))
            .collect();
        let columns = position.len();
        let row_count = build.rows.len();
        let mut problem = vars.minimise(objective).using(highs);
        for row in build.rows {
            problem.add_constraint(row);
        }
        let by_interior_point = interior_point && columns > INTERIOR_POINT_ABOVE;
        // The program's answer is rounded and then simulated: an optimal
        // interior point need not be a vertex.
        let method = lp::Method {
            interior_point: by_interior_point,
            crossover,
            unconverged: true,
        };
        let solved = lp::solve(lp::model_of(problem)?, limit, (row_count, columns), method)?;
        let converged = solved.converged;
        let values = solved.model.get_solution().columns().to_vec();
        let value = |v: Variable| values[position[&v]].max(0.0) * scale;
        let gaps = self
            .gaps
            .iter()
            .zip(&v.options)
            .map(|(gap, o)| profile_of(gap, o, &value))
            .collect();
        let stored = v
            .stored
            .into_iter()
            .map(|(t, points)| (t, points.into_iter().map(|(b, v)| (b, value(v))).collect()))
            .collect();
        let mut stall_after_s: Vec<f64> =
            v.stall.iter().map(|&s| value(s) / scale * unit).collect();
        let recomputed: Vec<(RecomputeOptionId, f64)> = self
            .recomputes
            .iter()
            .zip(&v.recompute)
            .map(|(rg, &r)| (rg.option, value(r)))
            .collect();
        let mut recompute_s = 0.0;
        for (rg, &(_, bytes)) in self.recomputes.iter().zip(&recomputed) {
            if !taken(bytes) {
                continue;
            }
            let option = &self.model.recomputes[rg.option];
            let time = option.time_s * bytes / option.bytes.max(1) as f64;
            recompute_s += time;
            // Before the clones' bin: after the one before it, or before the first.
            let slot = rg.back.checked_sub(1).unwrap_or(nb);
            stall_after_s[slot] += time;
        }
        let held = v
            .off_total
            .iter()
            .zip(&self.reference)
            .map(|(&off, &reference)| reference as f64 - value(off))
            .collect();
        let stall_s = stall_after_s.iter().sum::<f64>() - recompute_s;
        Ok(Solution {
            gaps,
            stored,
            objective: match self.budget {
                None => value(v.peak),
                Some(_) => stall_s,
            },
            stall_s,
            stall_after_s,
            recomputed,
            recompute_s,
            held,
            rows: row_count,
            columns,
            converged,
        })
    }

    /// The program's variables, in the solver's column order.
    fn variables(&self, scale: f64, vars: &mut ProblemVariables) -> FlowVars {
        let nb = self.bins.len();
        let peak = vars.add(variable().min(0.0));
        let over = vars.add(variable().min(0.0));
        // With a budget, the peak itself (`peak` is then the overshoot).
        let top = vars.add(variable().min(0.0));
        // Per bin, the stall after it; last, the stall before the first.
        let stall: Vec<Variable> = (0..=nb).map(|_| vars.add(variable().min(0.0))).collect();
        let stored = self.stored_variables(scale, vars);
        let options: Vec<Options> = self
            .gaps
            .iter()
            .map(|gap| self.options(gap, scale, vars))
            .collect();
        let recompute: Vec<Variable> = self
            .recomputes
            .iter()
            .map(|rg| {
                let bytes = self.model.recomputes[rg.option].bytes as f64 / scale;
                vars.add(variable().min(0.0).max(bytes))
            })
            .collect();
        let off_total: Vec<Variable> = (0..nb).map(|_| vars.add(variable())).collect();
        // Per bin, the host-to-device time per unit of compute of the
        // prefetches whose transfer spans it (see `Links::rates`).
        let rate: Vec<Variable> = (0..nb).map(|_| vars.add(variable())).collect();
        let beyond_wait = (0..nb)
            .map(|j| (self.wait_s[j] > 0.0).then(|| vars.add(variable().min(0.0))))
            .collect();
        FlowVars {
            peak,
            over,
            top,
            stall,
            stored,
            options,
            recompute,
            off_total,
            rate,
            beyond_wait,
        }
    }

    /// Compute time (in units) per scaled byte moved of a tensor of
    /// `bytes` at the program's fill ([`Self::seconds_per_byte`]).
    fn per(&self, build: &Build, tensor: TensorId, bytes: u64, speed: (f64, f64)) -> f64 {
        self.seconds_per_byte(tensor, bytes, speed) * build.scale / build.unit / self.fill
    }

    /// Seconds of the whole link per byte moved of a tensor of `bytes`:
    /// the link's time per byte, and its latency once per transfer (a
    /// chunk, or the whole tensor).
    fn seconds_per_byte(
        &self,
        tensor: TensorId,
        bytes: u64,
        (per_byte, latency): (f64, f64),
    ) -> f64 {
        let transfer = self.transfer_bytes(tensor, bytes);
        per_byte + latency / transfer.max(1) as f64
    }

    /// Each gap: how much of it goes off and comes back (all of a weight in
    /// the tier), its options' memory changes and prefetches on the link,
    /// and what goes off by a bin stored by then.
    fn add_gap_rows(&self, vars: &FlowVars, build: &mut Build) {
        let nb = self.bins.len();
        let stored = &vars.stored;
        for (gap, gap_options) in self.gaps.iter().zip(&vars.options) {
            let bytes = gap.bytes as f64 / build.scale;
            let h2d = self.per(
                build,
                gap.tensor,
                gap.bytes,
                self.speed(gap.tensor, gap.bytes, H2D),
            );
            // The last bin a prefetch may be issued in (`nb`: before the
            // first bin, in the entry's stall, for an argument in the tier;
            // after the last bin for a tensor that comes back for the
            // return).
            let last = gap.back_by.unwrap_or(nb);
            let went: Expression = gap_options.off.iter().map(|&(_, v)| v).sum();
            let came: Expression = gap_options.back.iter().map(|&(_, v)| v).sum();
            if gap.mandatory {
                // Off from the start, and always brought in: by one of its
                // back options, or in the last bin before its use.
                if gap_options.back.is_empty() {
                    build.links.h2d[last] += h2d * bytes;
                    continue;
                }
                build.rows.push(constraint!(came.clone() == bytes));
                build.change[0] += bytes;
            } else {
                build.rows.push(constraint!(went.clone() <= bytes));
                if gap.leaves {
                    build.left += went.clone();
                } else {
                    build.rows.push(constraint!(came.clone() == went.clone()));
                }
                build.moved += went;
            }
            for &(b, v) in &gap_options.off {
                build.change[b] += v;
            }
            for &(b, v) in &gap_options.back {
                build.change[b] -= v;
                if b == nb {
                    build.links.end += h2d * v;
                } else {
                    build.links.span_h2d(h2d * v, b, last + 1);
                }
            }
            // What goes off by a bin was stored by the end of the bin
            // before it.
            if gap.needs_store {
                let mut so_far = Expression::default();
                for &(b, v) in &gap_options.off {
                    so_far += v;
                    let before = b
                        .checked_sub(1)
                        .and_then(|b| stored_at(&stored[&gap.tensor], b));
                    match before {
                        Some(s) => build.rows.push(constraint!(so_far.clone() <= s)),
                        None => build.rows.push(constraint!(so_far.clone() <= 0.0)),
                    }
                }
            }
        }
    }

    /// Each recomputation: its bytes off over the bins it frees, its clones'
    /// time in the bin of its use, and at most all of its tensor between
    /// it and a move of the same gap; what its clones read is on the device
    /// in that bin (not off in a gap of its own, nor recomputed there).
    fn add_recompute_rows(&self, vars: &FlowVars, build: &mut Build) {
        let model = self.model;
        let mut gaps_of: FxHashMap<TensorId, Vec<GapId>> = FxHashMap::default();
        for (g, gap) in GapId::all(self.gaps.len()).zip(&self.gaps) {
            gaps_of.entry(gap.tensor).or_default().push(g);
        }
        let mut recomputes_of: FxHashMap<TensorId, Vec<RecomputeGapId>> = FxHashMap::default();
        let ids = || RecomputeGapId::all(self.recomputes.len()).zip(&self.recomputes);
        for (k, rg) in ids() {
            recomputes_of
                .entry(model.recomputes[rg.option].tensor)
                .or_default()
                .push(k);
        }
        let whole = |t: TensorId| model.graph.tensors[t].bytes as f64 / build.scale;
        for (k, rg) in ids() {
            let option = &model.recomputes[rg.option];
            let r = vars.recompute[k];
            let bytes = whole(option.tensor);
            build.change[rg.off.start] += r;
            build.change[rg.off.end] -= r;
            build.recompute[rg.back] += (option.time_s / build.unit / bytes) * r;
            for &g in gaps_of.get(&option.tensor).into_iter().flatten() {
                let gap = &self.gaps[g];
                if gap.from == Some(option.after) && gap.to == option.before {
                    let went: Expression = vars.options[g].off.iter().map(|&(_, v)| v).sum();
                    build.rows.push(constraint!(went + r <= bytes));
                }
            }
            for &s in &option.reads {
                let share = 1.0 / whole(s);
                for &g in gaps_of.get(&s).into_iter().flatten() {
                    let gap = &self.gaps[g];
                    let covers = gap.off.contains(&rg.back)
                        || (gap.mandatory && gap.back_by.is_some_and(|b| rg.back <= b));
                    if covers {
                        let off = off_at(gap, &vars.options[g], rg.back, whole(s));
                        build
                            .rows
                            .push(constraint!(share * off + r * (1.0 / bytes) <= 1.0));
                    }
                }
                for &j in recomputes_of.get(&s).into_iter().flatten() {
                    let other = &model.recomputes[self.recomputes[j].option];
                    if other.after < option.before && option.before <= other.before {
                        let rj = vars.recompute[j];
                        build
                            .rows
                            .push(constraint!(share * rj + r * (1.0 / bytes) <= 1.0));
                    }
                }
            }
        }
    }

    /// Each tensor's stored bytes only grow, what a point adds crossing
    /// the device-to-host link from the bin after the previous point to
    /// its own.
    fn add_store_rows(&self, vars: &FlowVars, build: &mut Build) {
        let model = self.model;
        for (&t, points) in &vars.stored {
            let d2h = self.per(
                build,
                t,
                model.graph.tensors[t].bytes,
                self.speed(t, model.graph.tensors[t].bytes, D2H),
            );
            let mut previous: Option<(usize, Variable)> = None;
            for &(b, s) in points {
                match previous {
                    Some((pb, p)) => {
                        build.rows.push(constraint!(s >= p));
                        build.links.spread_d2h(d2h * (s - p), pb + 1, b + 1);
                    }
                    None => build.links.spread_d2h(d2h * s, b, b + 1),
                }
                previous = Some((b, s));
            }
        }
    }

    /// Each tier holds at most its capacity: its arguments, the bounce
    /// buffers of the copies staged through it, and the copies stored
    /// in it, each as much of its tensor as is stored by the last bin
    /// (a tier keeps a copy to the end of the function, as
    /// `Plan::tier_bytes` counts it).
    fn add_tier_rows(&self, vars: &FlowVars, build: &mut Build) {
        let model = self.model;
        for (tier, room) in self.tier_rooms() {
            let mut held = Expression::default();
            let mut any = false;
            for (&t, points) in &vars.stored {
                if let (true, Some(&(_, last))) = (model.tier_of(t) == tier, points.last()) {
                    held += last;
                    any = true;
                }
            }
            if any {
                build
                    .rows
                    .push(constraint!(held <= room as f64 / build.scale));
            }
        }
    }

    /// Clones in a bin where the compute stream waits for collectives run
    /// in that wait: only their time beyond it lengthens the bin (and
    /// counts as stall), so that is what the links and the objective see.
    fn add_wait_rows(&self, vars: &FlowVars, build: &mut Build) {
        for (j, beyond) in vars.beyond_wait.iter().enumerate() {
            let Some(beyond) = *beyond else { continue };
            let wait = self.wait_s[j] / build.unit;
            let clones = std::mem::replace(&mut build.recompute[j], Expression::from(beyond));
            build.rows.push(constraint!(clones - beyond <= wait));
        }
    }

    /// The links: the prefetches for the return in the stall after the
    /// last bin, the spanning prefetches' rate per bin, and each bin's
    /// transfers within its time.
    fn add_link_rows(&self, vars: &FlowVars, build: &mut Build) {
        let nb = self.bins.len();
        let (stall, rate) = (&vars.stall, &vars.rate);
        let (links, rows) = (&mut build.links, &mut build.rows);
        // Prefetches issued after the last bin (for the return) share the
        // link with its transfers and hide behind no compute: they take
        // the stall after it.
        if nb > 0 && (&links.end).linear_coefficients().next().is_some() {
            let end = std::mem::take(&mut links.end);
            rows.push(constraint!(end.clone() - stall[nb - 1] <= 0.0));
            links.h2d[nb - 1] += end;
        }
        // The spanning prefetches' rate in each bin, as a chain of what
        // starts and ends there.
        for j in 0..nb {
            let delta = std::mem::take(&mut links.rates[j]);
            if j == 0 {
                rows.push(constraint!(rate[0] == delta));
            } else {
                rows.push(constraint!(rate[j] - rate[j - 1] == delta));
            }
            let compute = self.bins.compute_s[j];
            if compute > 0.0 {
                links.h2d[j] += compute * rate[j];
            }
        }
        // The links: each bin's transfers take at most its time, stretched
        // by its stall, less what the collectives take of the link there.
        for (j, &s) in stall.iter().enumerate() {
            let collective = self.collective_s.get(j).copied().unwrap_or(0.0) / self.fill;
            let wait = self.wait_s.get(j).copied().unwrap_or(0.0);
            let compute = (self.bins.compute_s.get(j).copied().unwrap_or(0.0) + wait - collective)
                / build.unit;
            // The clones a bin runs lengthen it: the links carry more then.
            let clones = build.recompute.get(j).cloned().unwrap_or_default();
            let flow = std::mem::take(&mut links.h2d[j]);
            if (&flow).linear_coefficients().next().is_some() || flow.constant() != 0.0 {
                rows.push(constraint!(flow - s - clones.clone() <= compute));
            }
            if j < nb {
                let flow = std::mem::take(&mut links.d2h[j]);
                if (&flow).linear_coefficients().next().is_some() {
                    rows.push(constraint!(flow - s - clones <= compute));
                }
            }
        }
    }

    /// Memory: the bytes off in each bin as a chain, each at most the
    /// reference less the peak; and at the return, after the last bin, what
    /// the caller gets back and keeps, everything brought back for it,
    /// less what left.
    fn add_memory_rows(&self, vars: &FlowVars, build: &mut Build) {
        let (peak, top, off_total) = (vars.peak, vars.top, &vars.off_total);
        let scale = build.scale;
        let rows = &mut build.rows;
        for j in 0..self.bins.len() {
            let delta = std::mem::take(&mut build.change[j]);
            if j == 0 {
                rows.push(constraint!(off_total[0] == delta));
            } else {
                rows.push(constraint!(off_total[j] - off_total[j - 1] == delta));
            }
            let reference = self.reference[j] as f64 / scale;
            match self.budget {
                None => rows.push(constraint!(reference - off_total[j] <= peak)),
                Some(b) => {
                    let budget = b as f64 / scale;
                    rows.push(constraint!(reference - off_total[j] <= budget + peak));
                    rows.push(constraint!(reference - off_total[j] <= top));
                }
            }
        }
        let end = self.end_bytes as f64 / scale;
        let left = std::mem::take(&mut build.left);
        match self.budget {
            None => rows.push(constraint!(end - left <= peak)),
            Some(b) => {
                rows.push(constraint!(end - left.clone() <= b as f64 / scale + peak));
                rows.push(constraint!(end - left <= top));
            }
        }
    }

    /// The objective: without a budget the peak, then the stall and the
    /// bytes moved, the stall beyond the allowance paid for; with one the
    /// stall, the overshoot paid for, then the peak and the bytes moved.
    fn objective(&self, vars: &FlowVars, build: &mut Build) -> Expression {
        let (peak, over, top) = (vars.peak, vars.over, vars.top);
        let clones: Expression = build.recompute.iter().cloned().sum();
        let total_stall: Expression = vars.stall.iter().copied().sum::<Expression>() + clones;
        let moved = std::mem::take(&mut build.moved);
        let allowance = self.allowance_s / build.unit;
        match self.budget {
            None => {
                build
                    .rows
                    .push(constraint!(total_stall.clone() - over <= allowance));
                peak + STALL_WEIGHT * total_stall + FLOW_WEIGHT * moved + OVER_WEIGHT * over
            }
            // With a budget `peak` is its overshoot.
            Some(_) => {
                build.rows.push(constraint!(over == 0.0));
                total_stall + OVER_WEIGHT * peak + TOP_WEIGHT * top + FLOW_WEIGHT * moved
            }
        }
    }

    /// Logs (debug) the first bin where `solution` holds the most, with
    /// the gaps there that hold the most bytes on the device and what of
    /// them the program has off: where a plan stays above the program's
    /// model, or the model above the link bounds, this is where to look.
    pub fn log_peak(&self, solution: &Solution) {
        let held = &solution.held;
        // The first of the bins that hold the most (the peak is often a
        // plateau).
        let Some(j) = (0..held.len()).reduce(|best, j| if held[j] > held[best] { j } else { best })
        else {
            return;
        };
        let steps = self.bins.steps(j);
        tracing::debug!(
            bin = j,
            first_step = self.bins.first[j].index(),
            last_step = steps.last().map(|s| s.index()),
            reference = self.reference[j],
            held = held[j],
            "flow program's peak bin"
        );
        let graph = self.model.graph;
        let mut there: Vec<(&Gap, f64)> = self
            .gaps
            .iter()
            .zip(&solution.gaps)
            .filter(|(gap, _)| gap.off.contains(&j))
            .map(|(gap, flow)| {
                // A weight in the tier is off until its first point.
                let before = if gap.mandatory { gap.bytes as f64 } else { 0.0 };
                (gap, flow.off_at(j).unwrap_or(before))
            })
            .collect();
        there.sort_by(|a, b| (b.0.bytes as f64 - b.1).total_cmp(&(a.0.bytes as f64 - a.1)));
        for (gap, off) in there.into_iter().take(12) {
            tracing::debug!(
                tensor = graph.tensors[gap.tensor].name,
                bytes = gap.bytes,
                off = off as u64,
                from = gap.from.map(|s| s.index()),
                to = gap.to.index(),
                whole = gap.whole,
                mandatory = gap.mandatory,
                "flow program's peak bin: a gap there"
            );
        }
    }

    /// Per tensor with a store: its stored bytes by the end of the bins of
    /// windows after its definition and where each of its gaps starts.
    fn stored_variables(
        &self,
        scale: f64,
        vars: &mut ProblemVariables,
    ) -> FxHashMap<TensorId, Vec<(usize, Variable)>> {
        let nb = self.bins.len();
        let mut windows: FxHashMap<TensorId, Vec<usize>> = FxHashMap::default();
        for gap in self.gaps.iter().filter(|g| g.needs_store) {
            let def = self
                .model
                .graph
                .def_step(gap.tensor)
                .map_or(0, |d| self.bins.of(d) + 1);
            let seconds =
                LEAD_OFF * self.transfer_s(gap.bytes, self.speed(gap.tensor, gap.bytes, D2H));
            let w = windows.entry(gap.tensor).or_default();
            let n = self.window(def, seconds, false, &(def..nb));
            w.extend(spaced(def, n, false));
            if !gap.off.is_empty() {
                let start = gap.off.start.saturating_sub(1).max(def);
                let n = self.window(start, seconds, false, &(start..gap.off.end));
                w.extend(spaced(start, n, false));
            }
        }
        windows
            .into_iter()
            .map(|(t, mut bins)| {
                bins.sort_unstable();
                bins.dedup();
                let bytes = self.model.graph.tensors[t].bytes as f64 / scale;
                let points = bins
                    .into_iter()
                    .map(|b| (b, vars.add(variable().min(0.0).max(bytes))))
                    .collect();
                (t, points)
            })
            .collect()
    }

    /// Per tier with a capacity, the room it has for stored copies: its
    /// capacity less the arguments declared in it and the bounce buffers
    /// of every copy that may pass through it (each gap's tensor each way:
    /// at most what any plan holds there).
    fn tier_rooms(&self) -> Vec<(crate::Tier, u64)> {
        let tiers = &self.model.cost.profile.tiers;
        let graph = self.model.graph;
        let mut bounce = crate::Bounce::default();
        for gap in &self.gaps {
            bounce.round_trip(tiers, self.model.tier_of(gap.tensor), gap.bytes);
        }
        crate::Tier::ALL
            .into_iter()
            .filter_map(|tier| {
                let capacity = tiers.capacity(tier)?;
                let arguments: u64 = graph
                    .tensors
                    .iter()
                    .filter(|t| {
                        t.alias_of.is_none()
                            && matches!(t.origin, crate::TensorOrigin::Argument { tier: Some(lives), .. } if lives == tier)
                    })
                    .map(|t| t.bytes)
                    .sum();
                let room = capacity
                    .saturating_sub(arguments)
                    .saturating_sub(bounce.held(tier));
                Some((tier, room))
            })
            .collect()
    }

    /// The options of `gap`: off options in a window from its start (one,
    /// at the start, when it needs no store: nothing holds it back), back
    /// options in a window ending at the last bin it may be issued in.
    fn options(&self, gap: &Gap, scale: f64, vars: &mut ProblemVariables) -> Options {
        let span = gap.off.clone();
        let bytes = gap.bytes as f64 / scale;
        let mut add = |bins: Vec<usize>| -> Vec<(usize, Variable)> {
            bins.into_iter()
                .map(|b| (b, vars.add(variable().min(0.0).max(bytes))))
                .collect()
        };
        let last = gap.back_by;
        if gap.mandatory {
            // Back options from the first bin to the last one, spaced
            // wider the earlier they are, with no window: where the
            // arguments alone keep the link busy, their fetches queue from
            // the entry (optimizer state in host over a slow link). Cut to a
            // window, the program has them stall more than the `none` plan
            // does and spends the whole allowance on it.
            let Some(last) = last else {
                return Options::default();
            };
            let n = last + 1;
            return Options {
                off: Vec::new(),
                back: add(spaced(last, n, true)),
            };
        }
        if span.is_empty() {
            return Options::default();
        }
        // Off options in a window from the gap's start, back options in
        // one ending at the last bin a prefetch may be issued in: in a
        // short gap the two overlap, so the program may keep the tensor off
        // for any part of it. (Split at the gap's middle, each in its half,
        // a tensor every layer reads, such as a broadcast mask, could not
        // stay off from just after one layer's use into the second half of
        // its gap, up to the next layer's use.)
        let down_range = span.start..span.end + 1;
        // A tensor that moves whole comes back issued one whole prefetch
        // before its use, less the stall the program may spend (all of it
        // with a budget): a part of it cannot come back later, as the fluid
        // program would have it. (Its store may run from its definition, so
        // when it can go is left to the stored bytes' rows.)
        let d2h_s = self.transfer_s(gap.bytes, self.speed(gap.tensor, gap.bytes, D2H));
        let h2d_s = self.transfer_s(gap.bytes, self.speed(gap.tensor, gap.bytes, H2D));
        let unhidden_s = match self.budget {
            Some(_) => 0.0,
            None => h2d_s - self.allowance_s,
        };
        let last_back = match last {
            Some(last) if gap.whole && !gap.leaves && unhidden_s > 0.0 => {
                match self.before_compute(last, unhidden_s, &down_range) {
                    Some(back) => Some(back),
                    None => return Options::default(),
                }
            }
            _ => last,
        };
        let off = if gap.needs_store {
            let n = self.window(span.start, LEAD_OFF * d2h_s, false, &span);
            add(spaced(span.start, n, false))
        } else {
            add(vec![span.start])
        };
        let back = match last_back {
            Some(last) if !gap.leaves => {
                let range = down_range.start..last + 1;
                let n = self.window(last, LEAD_BACK * h2d_s, true, &range);
                add(spaced(last, n, true))
            }
            _ => Vec::new(),
        };
        Options { off, back }
    }

    /// The latest bin from which the bins up to `last` (inclusive) have at
    /// least `seconds` of compute, within `range`; `None` when they never
    /// do.
    fn before_compute(
        &self,
        last: usize,
        seconds: f64,
        range: &std::ops::Range<usize>,
    ) -> Option<usize> {
        if !range.contains(&last) {
            return None;
        }
        let mut covered = 0.0;
        (range.start..=last).rev().find(|&j| {
            covered += self.bins.compute_s.get(j).copied().unwrap_or(0.0);
            covered >= seconds
        })
    }
}

/// The bytes of `gap` off in bin `bin` (scaled), of its options: all of
/// `bytes` from the start for a weight in the tier, less what came back
/// by then; else what went off by then less what came back.
fn off_at(gap: &Gap, options: &Options, bin: usize, bytes: f64) -> Expression {
    let by_bin = |points: &[(usize, Variable)]| -> Expression {
        points
            .iter()
            .filter(|&&(b, _)| b <= bin)
            .map(|&(_, v)| v)
            .sum()
    };
    let start = if gap.mandatory { bytes } else { 0.0 };
    by_bin(&options.off) - by_bin(&options.back) + start
}

/// The recomputation options of `model` that free a bin of `bins`.
fn recompute_gaps_of(model: &Model, bins: &Bins) -> Vec<RecomputeGap> {
    RecomputeOptionId::all(model.recomputes.len())
        .zip(&model.recomputes)
        .filter_map(|(option, o)| {
            let first = bins.of(o.after) + 1;
            let back = bins.of(o.before);
            (first < back).then_some(RecomputeGap {
                option,
                off: first..back,
                back,
            })
        })
        .collect()
}

/// The bytes off over a gap's bins, from its options' values.
fn profile_of(gap: &Gap, options: &Options, value: &impl Fn(Variable) -> f64) -> GapFlow {
    let mut events: Vec<(usize, f64)> = options
        .off
        .iter()
        .map(|&(b, v)| (b, value(v)))
        .chain(options.back.iter().map(|&(b, v)| (b, -value(v))))
        .collect();
    events.sort_by_key(|e| e.0);
    let mut off = if gap.mandatory { gap.bytes as f64 } else { 0.0 };
    let mut points: Vec<(usize, f64)> = Vec::new();
    for (b, delta) in events {
        off += delta;
        match points.last_mut() {
            Some(last) if last.0 == b => last.1 = off.max(0.0),
            _ => points.push((b, off.max(0.0))),
        }
    }
    GapFlow { points }
}

/// `count` bins from `from` forwards (or backwards from `from`, inclusive,
/// when `back`), ascending: every bin near `from`, then further apart (each
/// step half the distance so far).
fn spaced(from: usize, count: usize, back: bool) -> Vec<usize> {
    let mut bins = Vec::new();
    let mut d = 0;
    while d < count {
        bins.push(if back { from - d } else { from + d });
        d += (d / 2).max(1);
    }
    bins.sort_unstable();
    bins
}

/// The flow program's variables (see the module docs), in the order they
/// are made: the solver's columns.
struct FlowVars {
    /// The peak (the budget's overshoot, with a budget).
    peak: Variable,
    /// The stall beyond the allowance (none, with a budget).
    over: Variable,
    /// With a budget, the peak itself.
    top: Variable,
    /// Per bin, the stall after it; last, the stall before the first.
    stall: Vec<Variable>,
    /// Per tensor with a store: `(bin, bytes stored by its end)`.
    stored: FxHashMap<TensorId, Vec<(usize, Variable)>>,
    /// Per gap, its off and back options.
    options: Vec<Options>,
    /// Per recomputation option of the program, the bytes it recomputes.
    recompute: Vec<Variable>,
    /// Per bin, the bytes off the device.
    off_total: Vec<Variable>,
    /// Per bin, the host-to-device time per unit of compute of the
    /// prefetches whose transfer spans it (see `Links::rates`).
    rate: Vec<Variable>,
    /// Per bin where the compute stream waits for collectives, the time
    /// its clones take beyond the wait (units).
    beyond_wait: Vec<Option<Variable>>,
}

/// The state shared while the flow program's rows are built: its units,
/// what each bin's links carry, the memory each bin's options change, the
/// terms of the objective gathered on the way, and the rows so far (in the
/// order they are added, which is the solver's).
struct Build<'b> {
    /// The byte unit (largest reference set) and time unit (compute-only
    /// time) of the coefficients.
    scale: f64,
    unit: f64,
    links: Links<'b>,
    /// Per bin, the change in the bytes off the device at its start.
    change: Vec<Expression>,
    /// Per bin, the compute time (in units) of the clones it runs; in a
    /// bin where the stream waits for collectives, their time beyond the
    /// wait ([`Program::add_wait_rows`]).
    recompute: Vec<Expression>,
    /// The bytes moved (scaled), for the objective.
    moved: Expression,
    /// The bytes of the results that leave for good, off at the return.
    left: Expression,
    rows: Vec<good_lp::Constraint>,
}

/// The transfers in each bin of each link, as compute time (in units) to
/// be within the bin's.
struct Links<'b> {
    h2d: Vec<Expression>,
    d2h: Vec<Expression>,
    /// Per bin, the change in the host-to-device rate (time per second of
    /// compute) of the transfers spread over a span of bins: a span adds
    /// its rate where it starts and takes it off after it ends, so a
    /// prefetch appears in two rows however long its span (spread bin by
    /// bin, the weights' prefetches from the entry made the medium AdamW
    /// step's program 60% denser).
    rates: Vec<Expression>,
    /// Host-to-device transfers issued after the last bin.
    end: Expression,
    compute_s: &'b [f64],
}

impl Links<'_> {
    /// The span `first..end` cut to the bins, and its compute; `None`
    /// where it is one bin or has no compute (its time then goes in
    /// `first`).
    fn span(compute_s: &[f64], first: usize, end: usize) -> Option<(usize, f64)> {
        let end = end.min(compute_s.len()).max(first + 1);
        let total: f64 = compute_s.get(first..end).map_or(0.0, |c| c.iter().sum());
        (total > 0.0 && end > first + 1).then_some((end, total))
    }

    /// `time` across bins `first..end`, in proportion to their compute
    /// (all in `first` when they have none).
    fn spread(
        per_bin: &mut [Expression],
        compute_s: &[f64],
        time: Expression,
        first: usize,
        end: usize,
    ) {
        let Some((end, total)) = Self::span(compute_s, first, end) else {
            per_bin[first] += time;
            return;
        };
        for j in first..end {
            let share = compute_s[j] / total;
            if share > 0.0 {
                per_bin[j] += share * time.clone();
            }
        }
    }

    /// `time` across bins `first..end` of the host-to-device link, in
    /// proportion to their compute, as a rate ([`Links::rates`]); in
    /// `first` where they have none or it is one bin.
    fn span_h2d(&mut self, time: Expression, first: usize, end: usize) {
        let Some((end, total)) = Self::span(self.compute_s, first, end) else {
            self.h2d[first] += time;
            return;
        };
        let per = 1.0 / total;
        self.rates[first] += per * time.clone();
        self.rates[end] -= per * time;
    }

    fn spread_d2h(&mut self, time: Expression, first: usize, end: usize) {
        Self::spread(&mut self.d2h, self.compute_s, time, first, end);
    }
}

/// The stored bytes of a tensor by the end of bin `bin`: those of its last
/// window bin at or before it (`None` before its first).
fn stored_at(points: &[(usize, Variable)], bin: usize) -> Option<Variable> {
    let k = points.partition_point(|&(b, _)| b <= bin);
    k.checked_sub(1).map(|k| points[k].1)
}

/// The bytes on the device at the return with nothing moved: the returned
/// tensors and the arguments the caller keeps (a tensor that comes back
/// for the return is back by then).
fn end_bytes(model: &Model) -> u64 {
    let graph = model.graph;
    model
        .lifetimes
        .tensors
        .iter()
        .flatten()
        .filter(|l| l.resident.is_some_and(|(_, last)| last + 1 == graph.end()))
        .filter(|l| l.is_result || (l.is_argument && !graph.tensors[l.tensor].donated))
        .map(|l| l.bytes)
        .sum()
}

/// The gaps of `model` in `bins`: one per gap of its candidates (variants
/// share it) and per mandatory prefetch.
fn gaps_of(model: &Model, bins: &Bins) -> Vec<Gap> {
    let nb = bins.len();
    let mut seen = rustc_hash::FxHashSet::default();
    let mut gaps = Vec::new();
    for c in model.mandatory.iter().chain(&model.candidates) {
        if c.delays.is_some() || !seen.insert(c.gap) {
            continue;
        }
        let mandatory = c.from.is_none() && !c.needs_store;
        let first = c.from.map_or(0, |a| bins.of(a) + 1);
        let to = bins.of(c.to);
        let (end, back_by) = if c.leaves {
            (nb, None)
        } else if to == nb && !mandatory {
            // Back for the return: off through the last bin, its prefetch
            // issued after it.
            (nb, Some(nb))
        } else {
            (to.saturating_sub(1), to.checked_sub(1))
        };
        let off = first..end.max(first);
        if off.is_empty() && !mandatory {
            continue;
        }
        gaps.push(Gap {
            tensor: c.tensor,
            bytes: c.bytes,
            from: c.from,
            to: c.to,
            needs_store: c.needs_store,
            leaves: c.leaves,
            mandatory,
            whole: true,
            off,
            back_by,
        });
    }
    gaps
}

/// Per bin, the link time the collectives take there, where the
/// profile's fabric shares a tier's link (a SuperNode's pool over its
/// unified bus): each collective on the fabric, one after another, from
/// its step's start for its fabric time, over the bins that time overlaps.
/// The planner's step times give such a collective no time
/// ([`crate::CostModel::exposed_collective_s`], so the link bounds stay
/// lower bounds); the run (simulator and checker) holds the copies queued
/// on the device's links that long in both directions, as the program
/// now does.
fn collective_load_s(model: &Model, bins: &Bins) -> Vec<f64> {
    let nb = bins.len();
    let mut load = vec![0.0; nb];
    if nb == 0 || model.cost.fabric_shares_tier().is_none() {
        return load;
    }
    let mut fabric_free = 0.0_f64;
    for step in NodeId::all(model.end_s.len()) {
        let node = &model.graph.nodes[step];
        let Some(collective) = node.collective else {
            continue;
        };
        let Ok(seconds) = model.cost.collective_time(node, &collective) else {
            continue;
        };
        let mut from = model.start_s[step].max(fabric_free);
        let to = from + seconds;
        fabric_free = to;
        let mut j = bins.of(step);
        while j < nb && from < to {
            let bin_end = model.end_s[bins.first[j + 1].index() - 1];
            load[j] += (to.min(bin_end) - from).max(0.0);
            from = from.max(bin_end);
            j += 1;
        }
        // Past the last bin: the link is busy into the return.
        if from < to {
            load[nb - 1] += to - from;
        }
    }
    load
}

/// Per step of `model`, how long the run of the `none` plan (`none`, made
/// of the model's graph, with the `stalls` of its run) waits there for a
/// collective's result, where the profile's fabric shares a tier's link:
/// the planner's step times give such a collective no time, so the
/// program sees these waits only through [`Program::with_waits`]. A step
/// that reads a collective's result is taken to wait for it.
pub fn collective_waits_s(model: &Model, none: &TensorGraph, stalls: &[(NodeId, f64)]) -> Vec<f64> {
    let graph = model.graph;
    let mut waits = vec![0.0; model.end_s.len()];
    if model.cost.fabric_shares_tier().is_none() {
        return waits;
    }
    let steps = super::realize::original_steps(graph, none);
    let reads_collective = |step: NodeId| {
        graph.nodes[step].operands.iter().any(|&t| {
            graph
                .def_step(graph.storage(t))
                .is_some_and(|d| graph.nodes[d].collective.is_some())
        })
    };
    for &(node, seconds) in stalls {
        let Some(&Some(step)) = steps.get(node.index()) else {
            continue;
        };
        if step.index() < waits.len() && reads_collective(step) {
            waits[step.index()] += seconds;
        }
    }
    waits
}

/// Marks the gaps whose tensor moves only whole: no chunks
/// (`chunk_bytes` 0), no larger than a chunk, or not chunkable: a tensor
/// returned on the device (its buffer goes back to the caller whole), or
/// with elements of no whole bytes. A weight in the tier moves in chunks
/// too, each leaving by a detach with the copy of its chunk there
/// (`offload.resident ... {chunk}`); so does a result that leaves for good,
/// its chunks stored into the one copy the function returns
/// (`offload.store_chunk ... into`), which the rounding lets leave only
/// all together.
fn mark_whole(model: &Model, gaps: &mut [Gap], chunk_bytes: u64) {
    let graph = model.graph;
    let mut chunkable: FxHashMap<TensorId, bool> = FxHashMap::default();
    let mut leaves: FxHashMap<TensorId, bool> = FxHashMap::default();
    for gap in gaps.iter() {
        let stays = gap.needs_store || graph.starts_off_device(gap.tensor);
        *chunkable.entry(gap.tensor).or_insert(true) &= stays;
        *leaves.entry(gap.tensor).or_insert(false) |= gap.leaves;
    }
    for gap in gaps.iter_mut() {
        let tensor = &graph.tensors[gap.tensor];
        gap.whole = chunk_bytes == 0
            || tensor.bytes <= chunk_bytes_of(tensor, chunk_bytes)
            || tensor.element_bytes == 0
            || model.returned_whole(gap.tensor, leaves[&gap.tensor])
            || !chunkable[&gap.tensor];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Lifetimes, Tier, plan::Solver, testing::GraphBuilder};

    /// A collective on a fabric that shares the link takes the link's time
    /// in the program as in the run: a 2.5 ms weight in host read at 3 ms
    /// fits beside 3 ms of compute on a link of its own, but beside a 1 ms
    /// all-reduce on the shared link (fabric 1..2 ms, its link time pinned
    /// there) it waits 0.5 ms: the program counts that least stall and
    /// stalls no less.
    #[test]
    fn a_collective_on_a_shared_fabric_takes_the_links_time() {
        const ONE_MS: f64 = 1e6;
        let mut g = GraphBuilder::new("shared");
        let a = g.arg(100);
        let w = g.arg_in(2500, Tier::Host);
        let x = g.timed_op("x", &[a], 1000, ONE_MS);
        let r = g.collective(crate::CollectiveKind::AllReduce, 2, &[x], 1000);
        let y = g.timed_op("y", &[a], 10, 2.0 * ONE_MS);
        let z = g.timed_op("z", &[r, y, w], 10, ONE_MS);
        g.result(z);
        let graph = g.finish();
        let lifetimes = Lifetimes::compute(&graph);
        let request = PlanRequest::new(Solver::Ilp, Tier::Host);
        for (shared, least) in [(false, 0.0), (true, 0.5e-3)] {
            let cost = crate::testing::round_cost_with_fabric(shared);
            let model = Model::new(&graph, &lifetimes, &cost, &request);
            let bins = Bins::new(&model.start_s[..model.end_s.len()], &model.end_s, 1e-4);
            let load: f64 = collective_load_s(&model, &bins).iter().sum();
            assert!(
                (load - if shared { 1e-3 } else { 0.0 }).abs() < 1e-12,
                "{shared}: {load}"
            );
            let program = Program::new(&model, &request, bins, 1e-3, 1.0, 0);
            assert!(
                (program.least_stall_s() - least).abs() < 1e-9,
                "{shared}: {}",
                program.least_stall_s()
            );
            let solution = program.solve(&TimeLimit::new(60.0)).unwrap();
            assert!(
                solution.stall_s >= least - 1e-9,
                "{shared}: {}",
                solution.stall_s
            );
        }
    }

    /// Where the run waits for a collective, a clone placed there runs in
    /// the wait for free; elsewhere it stalls. `y` (9000 B, remade from `x`
    /// in 1 ms) is idle across a 12000 B temporary, too long to move over
    /// the 1e6 B/s link in its gap; `use_y` also reads an all-reduce the
    /// run waits 1 ms for. The allowance is exactly that wait: kept in
    /// `use_y`'s bin it pays for the clone, which lowers the peak; the
    /// same wait at `make_x` pays for nothing, and `y` stays.
    #[test]
    fn a_wait_for_a_collective_pays_for_clones_in_its_bin_only() {
        const ONE_MS: f64 = 1e6;
        let mut g = GraphBuilder::new("waits");
        let a = g.arg(10);
        let x = g.timed_op("make_x", &[a], 100, 0.1 * ONE_MS);
        let y = g.pure_op("gelu", &[x], 9000, ONE_MS);
        let mut last = g.timed_op("work", &[a], 400, ONE_MS);
        let temporary = g.timed_op("work", &[last], 12000, ONE_MS);
        last = g.timed_op("work", &[temporary], 400, ONE_MS);
        let r = g.collective(crate::CollectiveKind::AllReduce, 2, &[last], 1000);
        let z = g.timed_op("use_y", &[y, x, r], 100, ONE_MS);
        g.result(z);
        let graph = g.finish();
        let use_y = graph.def_step(z).expect("made by use_y");
        let make_x = graph.def_step(x).expect("made by make_x");
        let lifetimes = Lifetimes::compute(&graph);
        let request = PlanRequest {
            min_bytes: 0,
            ..PlanRequest::new(Solver::Ilp, Tier::Host)
        };
        let cost = crate::testing::round_cost_with_fabric(true);
        let model = Model::new(&graph, &lifetimes, &cost, &request);
        assert!(!model.recomputes.is_empty());
        // The run with nothing moved waits at `use_y` alone; on a fabric of
        // its own the planner's times hold the all-reduce, so no wait is
        // taken from the run.
        let run = crate::simulate(&graph, &cost).unwrap();
        let waits = collective_waits_s(&model, &graph, &run.stalls);
        for (step, &wait) in waits.iter().enumerate() {
            let expected = if step == use_y.index() { 1e-3 } else { 0.0 };
            assert!((wait - expected).abs() < 1e-9, "step {step}: {wait}");
        }
        let own = crate::testing::round_cost_with_fabric(false);
        let own_model = Model::new(&graph, &lifetimes, &own, &request);
        let run = crate::simulate(&graph, &own).unwrap();
        assert!(
            collective_waits_s(&own_model, &graph, &run.stalls)
                .iter()
                .all(|&w| w == 0.0)
        );
        let solve = |at: NodeId| {
            let mut waits = vec![0.0; model.end_s.len()];
            waits[at.index()] = 1e-3;
            let bins = Bins::new(&model.start_s[..model.end_s.len()], &model.end_s, 1e-4);
            let program = Program::new(&model, &request, bins, 1e-3, 1.0, 0).with_waits(&waits);
            assert_eq!(program.allowance_s, 0.0);
            program.solve(&TimeLimit::new(60.0)).unwrap()
        };
        let there = solve(use_y);
        assert!(
            there.recomputations_taken().count() > 0,
            "{:?}",
            there.recomputed
        );
        assert!(there.objective < 13000.0, "{}", there.objective);
        let elsewhere = solve(make_x);
        assert_eq!(
            elsewhere.recomputations_taken().count(),
            0,
            "{:?}",
            elsewhere.recomputed
        );
        assert!(elsewhere.objective > 20000.0, "{}", elsewhere.objective);
    }

    /// A tensor moved in chunks is charged the per-byte cost of one chunk's
    /// copy on a link with a transfer curve, where small copies are slower
    /// per byte; one moved whole, its own copy's.
    #[test]
    fn a_transfer_curve_is_taken_at_the_size_one_transfer_moves() {
        let mut g = GraphBuilder::new("chunks");
        let a = g.arg(10);
        let x = g.timed_op("make_x", &[a], 4000, 1e6);
        let w = g.timed_op("work", &[a], 10, 1e6);
        let y = g.timed_op("use_x", &[x, w], 10, 1e6);
        g.result(y);
        let graph = g.finish();
        let mut cost = crate::testing::round_cost_model();
        // 100 B at 20 kB/s (5 ms), 10 kB at 1 MB/s (10 ms).
        cost.profile.tiers.host.as_mut().unwrap().link.curves = serde_json::from_str(
            r#"{"pinned": {"h2d": [{"bytes": 100, "bytes_per_s": 2e4}, {"bytes": 10000, "bytes_per_s": 1e6}]}}"#,
        )
        .unwrap();
        let lifetimes = Lifetimes::compute(&graph);
        for (chunk_bytes, moved) in [(1000, 1000), (0, 4000)] {
            let request = PlanRequest {
                chunk_bytes,
                ..PlanRequest::new(Solver::Ilp, Tier::Host)
            };
            let model = Model::new(&graph, &lifetimes, &cost, &request);
            let bins = Bins::new(&model.start_s[..model.end_s.len()], &model.end_s, 1e-4);
            let program = Program::new(&model, &request, bins, 0.0, 1.0, chunk_bytes);
            let (per_byte, fixed) = program.speed(x, 4000, Direction::HostToDevice);
            let seconds = cost
                .transfer_time(moved, Tier::Host, Direction::HostToDevice)
                .unwrap();
            assert!(
                (fixed + moved as f64 * per_byte - seconds).abs() < 1e-12,
                "{chunk_bytes}: {per_byte} per byte, {fixed} fixed, {seconds} s for {moved} B"
            );
        }
    }
}
