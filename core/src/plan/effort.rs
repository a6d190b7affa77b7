//! What bounds the planner's search. Work limits, counted in the solvers'
//! own steps (simplex and interior-point iterations, branch-and-bound
//! nodes, the portfolio's tries), make the plan a function of the program
//! and its options: the same on any machine, idle or loaded, on any thread
//! count. The time limit (`time-limit`) is only a safety net behind them:
//! where it fires, the search keeps the best plan it has, and the outcome
//! says the plan was cut by it and is not reproducible.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Iterations of the interior-point method on one linear program: it
/// converges in tens; beyond this it is lost, and the dual simplex takes
/// over (HiGHS's own limit is unbounded).
pub(crate) const IPM_ITERATIONS: i32 = 500;

/// Dual simplex iterations on one linear program, per row and column of
/// it, and at least [`SIMPLEX_LEAST`]: a simplex that needs several times
/// as many iterations as the program has rows and columns is cycling or
/// lost in degenerate steps.
const SIMPLEX_PER_ENTRY: usize = 20;
const SIMPLEX_LEAST: usize = 100_000;

/// The dual simplex's iteration limit for a program of `rows` and
/// `columns` ([`SIMPLEX_PER_ENTRY`]).
pub(crate) fn simplex_iterations(rows: usize, columns: usize) -> i32 {
    let limit = SIMPLEX_LEAST.max(SIMPLEX_PER_ENTRY * (rows + columns));
    i32::try_from(limit).unwrap_or(i32::MAX)
}

/// The candidates' program's branch-and-bound work: nodes times the rows
/// and columns of the relaxation each re-solves, what a node costs. Its
/// search seldom closes the gap (a node's relaxation is weak) and its root
/// node (cuts, heuristics) does most of what it finds, so this gives it a
/// few dozen nodes beyond the root on the largest programs (about a tenth
/// of a second each in a release build), a few hundred on small ones.
const MIP_WORK: usize = 1_000_000;
/// The fewest and the most nodes of that search.
const MIP_LEAST_NODES: usize = 10;
const MIP_MOST_NODES: usize = 1_000;

/// The candidates' program's node limit for a program of `rows` and
/// `columns` ([`MIP_WORK`]).
pub(crate) fn mip_nodes(rows: usize, columns: usize) -> i32 {
    let nodes = (MIP_WORK / (rows + columns).max(1)).clamp(MIP_LEAST_NODES, MIP_MOST_NODES);
    i32::try_from(nodes).unwrap_or(i32::MAX)
}

/// The time limit of one planning call: the safety net behind the work
/// limits. It stops the solvers (HiGHS's own `time_limit`) and the
/// portfolio's loops where the work takes far longer than it should (a
/// machine overloaded many times over, a pathological program), and
/// remembers that it did: the plan is then the best found so far, and
/// depends on the machine.
pub struct TimeLimit {
    started: Instant,
    limit_s: f64,
    /// How many times faster than the wall clock this clock runs: 1, but
    /// a test makes it run fast, as a machine that slow would see it.
    speed: f64,
    cut: AtomicBool,
}

impl TimeLimit {
    /// A limit of `limit_s` seconds, counted from now.
    pub fn new(limit_s: f64) -> Self {
        Self::with_speed(limit_s, 1.0)
    }

    /// A limit whose clock runs `speed` times as fast as the wall clock
    /// (a test's machine that much slower).
    pub fn with_speed(limit_s: f64, speed: f64) -> Self {
        TimeLimit {
            started: Instant::now(),
            limit_s: limit_s.max(0.0),
            speed: speed.max(1e-9),
            cut: AtomicBool::new(false),
        }
    }

    /// The seconds this clock has counted.
    fn elapsed_s(&self) -> f64 {
        self.started.elapsed().as_secs_f64() * self.speed
    }

    /// Whether the limit has passed; where it has, the search is cut
    /// (the caller stops what it was about to do).
    pub fn expired(&self) -> bool {
        let expired = self.elapsed_s() >= self.limit_s;
        if expired {
            self.mark_cut();
        }
        expired
    }

    /// The wall seconds a solver may still run (HiGHS's `time_limit`).
    pub(crate) fn solver_seconds(&self) -> f64 {
        ((self.limit_s - self.elapsed_s()) / self.speed).max(1e-3)
    }

    /// Records that a solver stopped at the limit.
    pub(crate) fn mark_cut(&self) {
        self.cut.store(true, Ordering::Relaxed);
    }

    /// Whether anything was cut by the limit.
    pub fn was_cut(&self) -> bool {
        self.cut.load(Ordering::Relaxed)
    }

    /// The limit, seconds.
    pub fn limit_s(&self) -> f64 {
        self.limit_s
    }
}

/// The note of an outcome the time limit cut.
pub(crate) fn cut_note(limit_s: f64) -> String {
    format!(
        "cut by the time limit: not reproducible (time-limit={limit_s}s stopped the search before its work limits; the plan depends on the machine's speed and load; raise time-limit)"
    )
}
