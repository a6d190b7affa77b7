//! How the planner's linear programs (the flow program and the joint link
//! bound) are solved with HiGHS: the options they share, and the
//! interior-point method with the dual simplex behind it where it ends
//! without an answer.

use good_lp::solvers::highs::HighsProblem;
use highs::{HighsModelStatus, Model, SolvedModel};

/// How one solve ended without a solution.
pub(crate) enum LpError {
    /// The solver reached its time limit.
    TimeLimit,
    /// The interior-point method ended without an answer (HiGHS's status,
    /// e.g. `Unknown` where the caller takes no unconverged iterate, or
    /// `Infeasible` without crossover): the simplex may still find one.
    Numerical(String),
    /// Anything else, said in full.
    Other(String),
}

/// Sets the options HiGHS solves with: its log only with
/// `HYPEROFFLOAD_HIGHS_LOG`, at most `seconds`, and one thread (the reasons
/// are at the candidates' program's solve in `plan/ilp.rs`).
pub(crate) fn configure(highs: &mut Model, seconds: f64) {
    let log = std::env::var_os("HYPEROFFLOAD_HIGHS_LOG").is_some();
    highs.set_option("output_flag", log);
    highs.set_option("log_to_console", log);
    highs.set_option("time_limit", seconds.max(0.01));
    highs.set_option("threads", 1);
    highs.set_option("parallel", "off");
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

/// Solves a linear program within `seconds`, by the interior-point method
/// without crossover when `interior_point` (the answer need not be a
/// vertex), else by the dual simplex; the solved model where it is optimal,
/// or, with `unconverged`, the interior point's last iterate where it
/// stopped making progress.
pub(crate) fn solve(
    mut highs: Model,
    seconds: f64,
    interior_point: bool,
    unconverged: bool,
) -> Result<Solved, LpError> {
    configure(&mut highs, seconds);
    if interior_point {
        highs.set_option("solver", "ipm");
        highs.set_option("run_crossover", "off");
    }
    let solved = highs
        .try_solve()
        .map_err(|e| LpError::Other(format!("HiGHS failed: {e:?}")))?;
    match solved.status() {
        HighsModelStatus::Optimal => Ok(Solved {
            model: solved,
            converged: true,
        }),
        HighsModelStatus::Unknown if interior_point && unconverged => Ok(Solved {
            model: solved,
            converged: false,
        }),
        HighsModelStatus::ReachedTimeLimit => Err(LpError::TimeLimit),
        other if interior_point => Err(LpError::Numerical(format!("{other:?}"))),
        other => Err(LpError::Other(format!("HiGHS: {other:?}"))),
    }
}

/// Runs `solve(seconds, interior_point)` with the interior-point method
/// allowed, and where that ends without an answer once more by the dual
/// simplex with the time left. The error names the program (`what`) and,
/// where it ran out of time, ends with `hint`.
pub(crate) fn interior_point_then_simplex<T>(
    seconds: f64,
    what: &str,
    hint: &str,
    solve: impl Fn(f64, bool) -> Result<T, LpError>,
) -> Result<T, String> {
    let started = std::time::Instant::now();
    solve(seconds, true).or_else(|e| match e {
        LpError::Numerical(status) => {
            let left = seconds - started.elapsed().as_secs_f64();
            solve(left, false).map_err(|e| match e {
                LpError::TimeLimit => format!(
                    "the interior-point method ended with status {status}, and the dual simplex did not finish within the time limit{hint}"
                ),
                LpError::Numerical(e) | LpError::Other(e) => e,
            })
        }
        LpError::TimeLimit => Err(format!("{what} did not finish within the time limit{hint}")),
        LpError::Other(e) => Err(e),
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
