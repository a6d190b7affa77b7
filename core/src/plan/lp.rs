//! How the planner's linear programs (the flow program and the joint link
//! bound) are solved with HiGHS: the options they share, and the
//! interior-point method with the dual simplex behind it where it ends
//! without an answer.

use good_lp::solvers::highs::HighsProblem;
use highs::{HighsModelStatus, Model, SolvedModel};

use super::effort::{self, TimeLimit};

/// How one solve ended without a solution.
pub(crate) enum LpError {
    /// The solver reached the time limit (the safety net, which records it).
    TimeLimit,
    /// The solver reached its work limit (its iterations).
    WorkLimit,
    /// The interior-point method ended without an answer (HiGHS's status,
    /// e.g. `Unknown` where the caller takes no unconverged iterate, or
    /// `Infeasible` without crossover): the simplex may still find one.
    Numerical(String),
    /// Anything else, said in full.
    Other(String),
}

/// Sets the options HiGHS solves with: its log only with
/// `HYPEROFFLOAD_HIGHS_LOG`, the time `limit` leaves as its safety net,
/// one thread (the reasons are at the candidates' program's solve in
/// `plan/ilp.rs`) and a fixed random seed, so that a solve within its work
/// limits is the same on every run and every machine.
pub(crate) fn configure(highs: &mut Model, limit: &TimeLimit) {
    let log = std::env::var_os("HYPEROFFLOAD_HIGHS_LOG").is_some();
    highs.set_option("output_flag", log);
    highs.set_option("log_to_console", log);
    highs.set_option("time_limit", limit.solver_seconds());
    highs.set_option("threads", 1);
    highs.set_option("parallel", "off");
    highs.set_option("random_seed", 0);
}

/// The HiGHS model of a program built with good_lp; a program HiGHS
/// refuses (a coefficient or bound beyond its infinity, from times no
/// hardware takes) is an error, not a panic (good_lp's `into_inner`).
pub(crate) fn model_of(problem: HighsProblem) -> Result<Model, LpError> {
    problem
        .try_into_inner()
        .map_err(|e| LpError::Other(format!("HiGHS refused the program: {e}")))
}

/// A solved program.
pub(crate) struct Solved {
    pub model: SolvedModel,
    /// Whether HiGHS proved the answer optimal. An interior-point solve
    /// that stops making progress (HiGHS's `Unknown`: its iterate is primal
    /// feasible to the tolerance it reached, the duality gap is not closed)
    /// is handed back unconverged where the caller accepts that.
    pub converged: bool,
}

/// How [`solve`] solves a program.
#[derive(Clone, Copy)]
pub(crate) struct Method {
    /// By the interior-point method (else the dual simplex).
    pub interior_point: bool,
    /// Crossover from the interior point to a vertex, and the simplex from
    /// there where that is not optimal (HiGHS's `run_crossover=on`).
    pub crossover: bool,
    /// The interior point's last iterate taken where it stops converging
    /// (HiGHS's `Unknown`).
    pub unconverged: bool,
}

/// Solves a linear program of `rows` and `columns` by `method`, within its
/// work limits ([`effort`]) and the time `limit` leaves: the solved model
/// where it is optimal, or, with `method.unconverged`, the interior
/// point's last iterate where it stopped making progress.
pub(crate) fn solve(
    mut highs: Model,
    limit: &TimeLimit,
    (rows, columns): (usize, usize),
    method: Method,
) -> Result<Solved, LpError> {
    if limit.expired() {
        return Err(LpError::TimeLimit);
    }
    configure(&mut highs, limit);
    highs.set_option(
        "simplex_iteration_limit",
        effort::simplex_iterations(rows, columns),
    );
    let interior_point = method.interior_point;
    if interior_point {
        highs.set_option("solver", "ipm");
        highs.set_option("ipm_iteration_limit", effort::IPM_ITERATIONS);
        highs.set_option("run_crossover", if method.crossover { "on" } else { "off" });
    }
    let solved = highs
        .try_solve()
        .map_err(|e| LpError::Other(format!("HiGHS failed: {e:?}")))?;
    match solved.status() {
        HighsModelStatus::Optimal => Ok(Solved {
            model: solved,
            converged: true,
        }),
        HighsModelStatus::Unknown if interior_point && method.unconverged => Ok(Solved {
            model: solved,
            converged: false,
        }),
        HighsModelStatus::ReachedTimeLimit => {
            limit.mark_cut();
            Err(LpError::TimeLimit)
        }
        HighsModelStatus::ReachedIterationLimit if !interior_point => Err(LpError::WorkLimit),
        other if interior_point => Err(LpError::Numerical(format!("{other:?}"))),
        other => Err(LpError::Other(format!("HiGHS: {other:?}"))),
    }
}

/// Runs `solve(interior_point)` with the interior-point method allowed,
/// and where that ends without an answer once more by the dual simplex.
/// The error names the program (`what`) and, where it ran out of time or
/// work, ends with `hint`.
pub(crate) fn interior_point_then_simplex<T>(
    what: &str,
    hint: &str,
    solve: impl Fn(bool) -> Result<T, LpError>,
) -> Result<T, String> {
    let stopped = |e: LpError, before: &str| match e {
        LpError::TimeLimit => format!("{before}{what} was cut by the time limit{hint}"),
        LpError::WorkLimit => {
            format!("{before}{what} did not finish within its iteration limit{hint}")
        }
        LpError::Numerical(e) | LpError::Other(e) => e,
    };
    solve(true).or_else(|e| match e {
        LpError::Numerical(status) => solve(false).map_err(|e| {
            stopped(
                e,
                &format!(
                    "the interior-point method ended with status {status}, and by the dual simplex "
                ),
            )
        }),
        e => Err(stopped(e, "")),
    })
}

#[cfg(test)]
mod tests {
    use good_lp::{ProblemVariables, SolverModel, constraint, highs, variable};

    use super::*;

    #[test]
    fn a_program_highs_refuses_is_an_error() {
        let mut vars = ProblemVariables::new();
        let x = vars.add(variable().min(0.0));
        let mut problem = vars.minimise(x).using(highs);
        problem.add_constraint(constraint!(1e300 * x >= 1.0));
        match model_of(problem) {
            Err(LpError::Other(message)) => {
                assert!(
                    message.starts_with("HiGHS refused the program"),
                    "{message}"
                );
            }
            _ => panic!("HiGHS took a coefficient beyond its infinity"),
        }
    }
}
