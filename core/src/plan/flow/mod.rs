//! The flow program: the planner as a linear program over time bins.
//!
//! Steps are grouped into bins ([`bins`]). For every idle gap of a tensor
//! the model may move, a variable per bin says how many of its bytes are
//! off the device then; stores and prefetches are the changes of those
//! amounts, and each link carries, in each bin, at most its bandwidth times
//! the bin's compute time plus the stall the program puts there. The device
//! bytes of a bin are its reference (nothing moved) less the bytes off; the
//! program minimizes their peak with the total stall within the allowance,
//! or, with a budget, the stall with every bin within it.
//!
//! Chunks make it linear: any part of a tensor may be off, so a plan is
//! made of chunks ([`realize`]); the amount the program moves of a tensor
//! too small to split, or that must move whole (a weight in the tier, a
//! result that leaves for good), is rounded.
//!
//! To keep the program linear in the gaps rather than in gaps times bins,
//! a gap longer than its two ramps has a point in every bin only where its
//! tensor ramps off (after its store can start) and back on (before its
//! use), each ramp a window of a few of its own transfer times, and one
//! point for the plateau between them. A profile may be taken as rising
//! to one plateau and then falling without loss: bringing bytes back and
//! taking them off again only spends link time.

pub mod bins;
pub mod program;
pub mod realize;

pub use bins::Bins;
pub use program::{Overrun, Program, Solution};
pub use realize::Rounding;

use super::{Plan, PlanRequest, effort::TimeLimit, model::Model};

/// Bins of at most this share of the step's compute time (a longer step is
/// a bin of its own), or wider, so that the program has at most
/// [`MAX_COLUMNS`].
pub const BIN_SHARE: f64 = 1.0 / 2000.0;

/// The most columns of a program: the bins widen until it has no more (the
/// 7B-shaped training step over NVLink-C2C: 26.0k columns in 849 bins,
/// about 16 s of planning beside the heuristic's threads).
pub const MAX_COLUMNS: usize = 30_000;

/// How much wider the bins get each time a program has too many columns.
const WIDEN: f64 = 1.4;

/// A planned solution: the program's figures and its plans, one per
/// rounding.
pub struct Flow {
    pub solution: Solution,
    pub plans: Vec<(Rounding, Plan)>,
    pub bins: Bins,
    pub gaps: Vec<program::Gap>,
    /// Whether the bins were widened to keep the program within
    /// [`MAX_COLUMNS`].
    pub widened: bool,
}

impl Flow {
    /// Whether this solution is also the optimum of the same program
    /// without its recomputation options: it is optimal, recomputes
    /// nothing, and its bins are the ones the program without them would
    /// have (they were not widened for the options' columns). With every
    /// recomputation at zero, the rows of the options only repeat what the
    /// moves' own rows say, so the program without them is the same
    /// program restricted to a set that holds this optimum.
    pub fn is_moving_optimum(&self) -> bool {
        let s = &self.solution;
        s.converged && !self.widened && s.recomputations_taken().next().is_none()
    }
}

/// Why [`solve`] gave no plan.
#[derive(Debug)]
pub enum Unsolved {
    /// With less than the whole of the links, the transfers every plan
    /// makes take longer than the compute and the allowance: the program
    /// would only pay for an overrun (not solved; its dual simplex can take
    /// a minute on an 18k-column program there).
    Overruns(Overrun),
    /// The solver ended without an answer, said in full.
    Failed(String),
}

/// The stall a flow program's plans may have: `stall_s` in all, beyond
/// the run's waits for collectives where `waits_s` keeps them in their
/// bins ([`Program::with_waits`]; per step of the model, or empty).
#[derive(Clone, Copy, Debug)]
pub struct Allowance<'a> {
    pub stall_s: f64,
    pub waits_s: &'a [f64],
}

impl Allowance<'_> {
    /// `stall_s` in all, no wait kept in its bin.
    pub fn of(stall_s: f64) -> Allowance<'static> {
        Allowance {
            stall_s,
            waits_s: &[],
        }
    }
}

/// Solves the flow program of `model` for `request` within `allowance`,
/// with its recomputation options where `recompute` (else moves only),
/// each link filled to `fill` of its capacity, within its work limits and
/// the time `limit` leaves, and realizes it with each of `roundings`. A
/// program with less than the whole of the links is not solved where every
/// plan of it must overrun the allowance.
pub fn solve(
    model: &Model,
    request: &PlanRequest,
    allowance: Allowance,
    fill: f64,
    recompute: bool,
    limit: &TimeLimit,
    roundings: &[Rounding],
) -> Result<Flow, Unsolved> {
    let chunk_bytes = roundings.iter().map(|r| r.chunk_bytes).max().unwrap_or(0);
    let mut width_s = model.compute_s() * BIN_SHARE;
    let mut widened = false;
    let program = loop {
        let bins = Bins::new(&model.start_s[..model.end_s.len()], &model.end_s, width_s);
        let count = bins.len();
        let mut program = Program::new(model, request, bins, allowance.stall_s, fill, chunk_bytes)
            .with_waits(allowance.waits_s);
        if !recompute {
            program.recomputes.clear();
        }
        if program.columns() <= MAX_COLUMNS || count < 64 {
            break program;
        }
        width_s *= WIDEN;
        widened = true;
    };
    if fill < 1.0
        && let Some(overrun) = program.certain_overrun()
    {
        return Err(Unsolved::Overruns(overrun));
    }
    let solution = program.solve(limit).map_err(Unsolved::Failed)?;
    if tracing::enabled!(tracing::Level::DEBUG) {
        program.log_peak(&solution);
    }
    // Each rounding keeps the moves where a recomputation the program
    // chose reads what they take away, and again puts the recomputations
    // first.
    let plans = roundings
        .iter()
        .flat_map(|&r| {
            let moves_first = realize::plan_of(model, &program.bins, &program.gaps, &solution, r);
            let recomputes_first = realize::recomputes_first(model, &solution, r, &moves_first);
            std::iter::once((r, moves_first)).chain(recomputes_first.map(|p| (r, p)))
        })
        .collect();
    Ok(Flow {
        plans,
        bins: program.bins,
        gaps: program.gaps,
        solution,
        widened,
    })
}
