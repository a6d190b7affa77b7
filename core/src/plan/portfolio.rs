//! The solvers and the choice among them: the requested planner runs on the
//! model, and for `ilp` the portfolio around it (the heuristic's warm
//! start, the ILP with the time it leaves, the baselines), each plan judged
//! by the [`Judge`]; the best for the request is chosen, and a note says
//! whenever the plan is not the requested solver's own.

use std::time::Instant;

use super::{
    PlanError, PlanRequest, Solver, baselines, heuristic, ilp,
    judge::{Judge, Simulated},
};
use crate::simulate::Timeline;

/// The least time worth giving the ILP solver, seconds: less does not get
/// a large program past its first relaxation.
const MIN_SOLVE_S: f64 = 1.0;

/// How many of the heuristic's best plans get a second pass.
const REFINED: usize = 2;

/// What the portfolio chose.
pub(super) struct Chosen {
    pub plan: Simulated,
    /// The solver whose plan it is (the ILP may hand back another's).
    pub solver: Solver,
    /// The baselines weighed against ours, with their simulations (for the
    /// notes on a plan that moves little).
    pub baselines: Vec<(Solver, Timeline)>,
}

/// Runs the requested solver (and, for `ilp`, its portfolio) within the
/// request's time limit, counted from `started`.
pub(super) fn run(
    judge: &Judge,
    started: Instant,
    notes: &mut Vec<String>,
) -> Result<Chosen, PlanError> {
    let (model, request) = (judge.model, judge.request);
    let only = |plan: Simulated, solver| Chosen {
        plan,
        solver,
        baselines: Vec::new(),
    };
    Ok(match request.solver {
        Solver::None => only(judge.none.clone(), Solver::None),
        Solver::Reactive => only(
            judge.simulate(baselines::reactive(model, request))?,
            Solver::Reactive,
        ),
        Solver::PytorchAo => only(
            judge.simulate(baselines::pytorch_ao(model))?,
            Solver::PytorchAo,
        ),
        Solver::Interval => only(
            judge.simulate(baselines::interval(model, request))?,
            Solver::Interval,
        ),
        Solver::Heuristic => only(heuristic_plan(judge)?, Solver::Heuristic),
        Solver::Ilp => {
            let (plan, solver) = ilp_plan(judge, started, notes)?;
            best_of_baselines(judge, plan, solver, notes)?
        }
    })
}

/// The ILP warm-started from the heuristic's plan, with what the warm start
/// leaves of the time limit; the heuristic's plan when the ILP does not run,
/// fails, hands the warm start back or simulates worse (counted as the
/// heuristic's, with a note).
fn ilp_plan(
    judge: &Judge,
    started: Instant,
    notes: &mut Vec<String>,
) -> Result<(Simulated, Solver), PlanError> {
    let request = judge.request;
    let warm = heuristic_plan(judge)?;
    let spent = started.elapsed().as_secs_f64();
    let left = request.time_limit_s - spent;
    if left < MIN_SOLVE_S {
        notes.push(format!(
            "ilp: not run: the heuristic's warm start took {spent:.1}s of time-limit={}s; raise time-limit to give the solver time (the plan is the heuristic's)",
            request.time_limit_s
        ));
        return Ok((warm, Solver::Heuristic));
    }
    match ilp::solve(judge.model, request, &warm.plan, left) {
        Ok(solution) => {
            notes.extend(solution.notes);
            // Never worse than the heuristic, judged by simulation. The warm
            // start handed back unchanged is the heuristic's plan, and is
            // counted as such.
            if solution.plan == warm.plan {
                notes.push(
                    "ilp: found no plan better than the heuristic's warm start; using it".into(),
                );
                return Ok((warm, Solver::Heuristic));
            }
            let ilp = judge.simulate(solution.plan)?;
            if judge.better(&warm, &ilp) {
                notes.push("ilp: the heuristic plan simulates better; using it".into());
                Ok((warm, Solver::Heuristic))
            } else {
                Ok((ilp, Solver::Ilp))
            }
        }
        Err(e) => {
            notes.push(format!(
                "warning: the ILP gave no plan ({e}); using the heuristic plan"
            ));
            Ok((warm, Solver::Heuristic))
        }
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
fn heuristic_plan(judge: &Judge) -> Result<Simulated, PlanError> {
    let (model, request) = (judge.model, judge.request);
    // One strategy's plan, with the choice it came from and the slowdown
    // that choice was made with.
    type Run<'m> = (Simulated, heuristic::Choice<'m>, f64);
    let run = |&strategy: &heuristic::Strategy| -> Result<Run, PlanError> {
        let started = Instant::now();
        let choice = heuristic::solve(model, request, strategy);
        let mut plan = (
            judge.simulate(choice.plan(model))?,
            choice,
            request.slowdown,
        );
        let mut slowdown = request.slowdown;
        for _ in 0..3 {
            if judge.within_slowdown(&plan.0.timeline) {
                break;
            }
            slowdown /= 2.0;
            let retry = PlanRequest {
                slowdown,
                ..request.clone()
            };
            let choice = heuristic::solve(model, &retry, strategy);
            let simulated = judge.simulate(choice.plan(model))?;
            if simulated.timeline.makespan_s < plan.0.timeline.makespan_s {
                plan = (simulated, choice, slowdown);
            }
        }
        tracing::debug!(
            ?strategy,
            peak = plan.0.timeline.peak.bytes,
            step = ?plan.0.timeline.peak.node,
            makespan_s = plan.0.timeline.makespan_s,
            seconds = started.elapsed().as_secs_f64(),
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
        if judge.better(&runs[a].0, &runs[b].0) {
            std::cmp::Ordering::Less
        } else if judge.better(&runs[b].0, &runs[a].0) {
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
        |&i: &usize| -> Result<Option<Simulated>, PlanError> {
            let started = Instant::now();
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
            let simulated = judge.simulate(plan)?;
            tracing::debug!(
                strategy = ?choice.strategy,
                peak = simulated.timeline.peak.bytes,
                makespan_s = simulated.timeline.makespan_s,
                seconds = started.elapsed().as_secs_f64(),
                "heuristic second pass"
            );
            Ok(judge.better(&simulated, &runs[i].0).then_some(simulated))
        },
    )?;
    let mut best: Option<Simulated> = None;
    for plan in runs
        .into_iter()
        .map(|r| r.0)
        .chain(refined.into_iter().flatten())
    {
        best = match best {
            Some(b) if !judge.better(&plan, &b) => Some(b),
            _ => Some(plan),
        };
    }
    Ok(best.expect("Strategy::ALL is not empty"))
}

/// `plan`, or the plan of a baseline that simulates better for the request
/// (a portfolio: a baseline may pick a tensor outside the ILP's program).
/// Every baseline plan is built on the same model and judged by the same
/// simulator, so the choice is fair; the note names the plan used.
fn best_of_baselines(
    judge: &Judge,
    plan: Simulated,
    solver: Solver,
    notes: &mut Vec<String>,
) -> Result<Chosen, PlanError> {
    let (model, request) = (judge.model, judge.request);
    let mut best = (plan, solver);
    let mut weighed = Vec::new();
    for (baseline, candidate) in [
        (Solver::Reactive, baselines::reactive(model, request)),
        (Solver::PytorchAo, baselines::pytorch_ao(model)),
        (Solver::Interval, baselines::interval(model, request)),
    ] {
        let candidate = judge.simulate(candidate)?;
        weighed.push((baseline, candidate.timeline.clone()));
        // Without a budget the objective is the peak within the slowdown:
        // a baseline outside the slowdown is never taken for its peak.
        if judge.within_slowdown(&candidate.timeline) && judge.better(&candidate, &best.0) {
            best = (candidate, baseline);
        }
    }
    if best.1 != solver {
        notes.push(format!(
            "ilp: the {} plan simulates better; using it",
            best.1.name()
        ));
    }
    Ok(Chosen {
        plan: best.0,
        solver: best.1,
        baselines: weighed,
    })
}

/// `f` on every item, one scoped thread each; the results in item order
/// (the first error, in that order, if any).
fn parallel<T: Sync, R: Send>(
    items: Vec<T>,
    f: impl Fn(&T) -> Result<R, PlanError> + Sync,
) -> Result<Vec<R>, PlanError> {
    crate::parallel::on_workers(items.len(), &items, f)
        .into_iter()
        .collect()
}
