//! The exact planner on the candidate set: a mixed-integer program solved
//! with good_lp (CBC), warm-started from the heuristic.
//!
//! Variables: `x_c` in {0, 1} per optional candidate (take the tensor off the
//! device for that gap, with its transfers at the model's positions);
//! `late_j >= 0` per prefetch, how late it completes after its first use
//! should start; `P` the peak (min-peak objective).
//!
//! Constraints:
//! - memory: for each segment of steps where the same candidates free
//!   memory, `resident(s) - sum bytes_c x_c <= P` (or `<= budget`), at the
//!   segment's highest step;
//! - H2D link, FIFO in issue order: for prefetches `i <= j` (by release),
//!   `late_j >= r_i + sum_{k in [i, j]} dur_k x_k - d_j - M (1 - x_j)`, where
//!   `r` is the release (slot start, or the store's nominal completion) and
//!   `d` the start of the first use; mandatory prefetches have `x = 1`;
//! - slowdown: `sum late_j <= slowdown * compute` (min-peak objective).
//!
//! Objective: min `P` (min-peak), or with a budget min `sum late_j` (the
//! stall, so the makespan), each with a tiny weight on transfer time to
//! prefer fewer transfers among equals. docs/planner.md has the derivation.

use good_lp::{
    Expression, ProblemVariables, Solution, SolverModel, Variable, WithInitialSolution,
    WithTimeLimit, coin_cbc, constraint, variable,
};

use crate::plan::{
    Plan, PlanRequest,
    model::{Candidate, Model, build_plan},
};

/// Optional candidates kept in the program: the largest by bytes x freed
/// steps, plus as many of the heuristic's choices (the heaviest).
pub const MAX_CANDIDATES: usize = 48;

/// How many earlier prefetches each prefetch's lateness constraints look
/// back over. A constraint per pair `(i, j)` with all transfers between
/// them grows as the cube of the prefetch count (the 1B prefill's 146
/// weights and the kept candidates made CBC take 1.6 s past its time
/// limit); a window keeps it linear. Queueing from further back is then
/// not seen, so the program's lateness is a lower bound on the link's: the
/// plan it returns is simulated and compared with the heuristic's anyway.
const FIFO_WINDOW: usize = 32;

/// A solved program.
pub struct IlpSolution {
    pub plan: Plan,
    /// The objective value the solver reports (peak bytes, or stall seconds).
    pub objective: f64,
    pub notes: Vec<String>,
}

/// One prefetch as the program sees it.
struct Prefetch {
    /// Index into the optional candidates, or `None` for a mandatory one.
    var: Option<usize>,
    /// Its slot, to order prefetches issued at the same instant as the
    /// link does (by slot, then mandatory first in their order).
    slot: usize,
    order: usize,
    release: f64,
    deadline: f64,
    duration: f64,
}

/// Solves the program over the optional candidates `kept` (indices into
/// `model.candidates`) with the candidates `fixed` always taken,
/// warm-started with `warm` (a subset of `kept`).
pub fn solve(model: &Model, request: &PlanRequest, warm: &Plan) -> Result<IlpSolution, String> {
    let warm_idx = warm_indices(model, warm);
    // The program keeps mandatory prefetches at their slots; a plan that
    // delays one is the heuristic's to keep.
    if warm_idx
        .iter()
        .any(|&i| model.candidates[i].delays.is_some())
    {
        return Err("the heuristic's plan delays prefetches of weights in the tier, which the program does not model".into());
    }
    let kept = keep(model, &warm_idx);
    let warm_kept: Vec<usize> = warm_idx
        .iter()
        .copied()
        .filter(|w| kept.contains(w))
        .collect();
    // The heuristic's other choices stay on: the program improves on them.
    let fixed: Vec<usize> = warm_idx
        .iter()
        .copied()
        .filter(|w| !kept.contains(w))
        .collect();
    let view = conservative_view(model, &kept, &fixed);
    let (chosen, objective, status) = solve_subset(&view, request, &kept, &fixed, &warm_kept)?;
    let mut refs: Vec<&Candidate> = model.mandatory.iter().collect();
    refs.extend(fixed.iter().chain(&chosen).map(|&i| &model.candidates[i]));
    let mut notes = vec![format!(
        "ilp: {} of {} candidates in the program, {status}",
        kept.len(),
        model.candidates.len()
    )];
    if kept.len() < model.candidates.len() {
        notes.push("ilp: optimal over the kept candidates, not over all".into());
    }
    Ok(IlpSolution {
        plan: build_plan(model, &refs),
        objective,
        notes,
    })
}

/// The model with the freed steps of the fixed and kept candidates taken
/// from the link schedule of all of them at once: a store queued behind the
/// others frees later than it would alone. The program's memory figures are
/// then upper bounds of what any subset achieves in simulation (fewer
/// stores only complete earlier).
fn conservative_view<'g>(model: &Model<'g>, kept: &[usize], fixed: &[usize]) -> Model<'g> {
    let mut all: Vec<&Candidate> = model.mandatory.iter().collect();
    all.extend(fixed.iter().chain(kept).map(|&i| &model.candidates[i]));
    let schedule = model.schedule(&all);
    let mut candidates = model.candidates.clone();
    for (k, &i) in fixed.iter().chain(kept).enumerate() {
        let (first, last) = schedule.freed[model.mandatory.len() + k];
        // Only ever narrower than the candidate's own interval.
        let nominal = candidates[i].freed;
        candidates[i].freed = if first <= last {
            (first.max(nominal.0), last.min(nominal.1))
        } else {
            (1, 0)
        };
    }
    Model {
        graph: model.graph,
        lifetimes: model.lifetimes,
        cost: model.cost,
        tier: model.tier,
        start_s: model.start_s.clone(),
        end_s: model.end_s.clone(),
        resident: model.resident.clone(),
        candidates,
        mandatory: model.mandatory.clone(),
    }
}

/// Indices of the heuristic plan's absences among the model's candidates.
fn warm_indices(model: &Model, warm: &Plan) -> Vec<usize> {
    let mut out = Vec::new();
    for tp in &warm.tensors {
        if let Some(after) = tp.leaves_after
            && let Some(i) = model
                .candidates
                .iter()
                .position(|c| c.leaves && c.tensor == tp.tensor && c.from == Some(after))
        {
            out.push(i);
        }
        for a in &tp.absences {
            if let Some(i) = model.candidates.iter().position(|c| {
                c.tensor == tp.tensor
                    && c.from == a.detach_after
                    && c.to == a.first_use
                    && c.prefetch_before == a.prefetch_before
            }) {
                out.push(i);
            }
        }
    }
    out
}

fn keep(model: &Model, warm: &[usize]) -> Vec<usize> {
    // Early variants stay out: by weight they would crowd out other tensors
    // with near copies of the hidden ones, and the program's lateness sum
    // is too coarse to use their longer leads (the heuristic, which replays
    // the stall, chooses them; the better simulated plan is returned).
    let mut order: Vec<usize> = (0..model.candidates.len())
        .filter(|&i| model.candidates[i].delays.is_none() && !model.candidates[i].early)
        .collect();
    let weight = |c: &Candidate| c.bytes as f64 * (c.freed.1 + 1).saturating_sub(c.freed.0) as f64;
    order.sort_by(|&a, &b| {
        weight(&model.candidates[b])
            .total_cmp(&weight(&model.candidates[a]))
            .then(a.cmp(&b))
    });
    let mut kept: Vec<usize> = order.iter().copied().take(MAX_CANDIDATES).collect();
    // The heuristic's choices, heaviest first, up to as many again.
    let mut extra: Vec<usize> = warm
        .iter()
        .copied()
        .filter(|&w| !kept.contains(&w) && !model.candidates[w].early)
        .collect();
    extra.sort_by(|&a, &b| {
        weight(&model.candidates[b])
            .total_cmp(&weight(&model.candidates[a]))
            .then(a.cmp(&b))
    });
    kept.extend(extra.into_iter().take(MAX_CANDIDATES));
    kept.sort_unstable();
    kept
}

/// The program over `kept`; returns the chosen indices, the objective and
/// the solver's status in words.
pub fn solve_subset(
    model: &Model,
    request: &PlanRequest,
    kept: &[usize],
    fixed: &[usize],
    warm: &[usize],
) -> Result<(Vec<usize>, f64, String), String> {
    let built = std::time::Instant::now();
    let mut vars = ProblemVariables::new();
    let x: Vec<Variable> = kept.iter().map(|_| vars.add(variable().binary())).collect();
    // Times in the program are in units of the compute time, for a well
    // conditioned program (transfers of a few microseconds beside a
    // makespan of tens of milliseconds).
    let unit = model.compute_s().max(1e-12);
    let prefetches: Vec<Prefetch> = prefetches(model, kept, fixed)
        .into_iter()
        .map(|p| Prefetch {
            release: p.release / unit,
            deadline: p.deadline / unit,
            duration: p.duration / unit,
            ..p
        })
        .collect();
    let late: Vec<Variable> = prefetches
        .iter()
        .map(|_| vars.add(variable().min(0.0)))
        .collect();
    let peak = vars.add(variable().min(0.0));
    let transfer_s: Expression = kept
        .iter()
        .zip(&x)
        .map(|(&i, &v)| (model.candidates[i].store_s + model.candidates[i].prefetch_s) / unit * v)
        .sum();
    let stall: Expression = late.iter().copied().sum();
    let scale = model.resident.iter().copied().max().unwrap_or(1).max(1) as f64;
    let objective: Expression = match request.budget {
        None => peak / scale + 1e-9 * transfer_s.clone(),
        Some(_) => stall.clone() + 1e-9 * transfer_s.clone(),
    };
    let mut problem = vars.minimise(objective.clone()).using(coin_cbc);
    problem.set_parameter("log", "0");
    // CBC's presolve has declared feasible programs of this shape (big-M
    // FIFO constraints next to microsecond coefficients) infeasible.
    problem.set_parameter("presolve", "off");
    problem.set_parameter("preprocess", "off");
    problem = problem.with_time_limit(request.time_limit_s.max(0.1));

    // Memory, per segment of identical covering sets.
    for s in critical_steps(model, kept, fixed) {
        let freed: Expression = kept
            .iter()
            .zip(&x)
            .filter(|(i, _)| model.candidates[**i].frees(s))
            .map(|(i, v)| model.candidates[*i].bytes as f64 / scale * *v)
            .sum();
        let resident = resident_with(model, fixed, s) as f64 / scale;
        match request.budget {
            None => problem.add_constraint(constraint!(resident - freed <= peak / scale)),
            Some(b) => problem.add_constraint(constraint!(resident - freed <= b as f64 / scale)),
        };
    }
    // The H2D link, FIFO in release order.
    let big_m = 2.0 + prefetches.iter().map(|p| p.duration).sum::<f64>();
    for j in 0..prefetches.len() {
        let on_j: Expression = prefetches[j]
            .var
            .map_or(Expression::from(1.0), |v| Expression::from(x[v]));
        let mut work = Expression::from(0.0);
        // The most work [i, j] can hold: when even that finishes in time,
        // the constraint can never bind and is left out.
        let mut most = 0.0;
        for i in (j.saturating_sub(FIFO_WINDOW)..=j).rev() {
            let p = &prefetches[i];
            work += p
                .var
                .map_or(Expression::from(p.duration), |v| p.duration * x[v]);
            most += p.duration;
            if p.release + most <= prefetches[j].deadline {
                continue;
            }
            let lhs =
                p.release + work.clone() - prefetches[j].deadline - big_m * (1.0 - on_j.clone());
            problem.add_constraint(constraint!(late[j] >= lhs));
        }
    }
    if request.budget.is_none() {
        // A hair of margin: with no optional transfer the stall equals the
        // mandatory lateness exactly, which rounding must not make infeasible.
        let limit = stall_limit(slack(model, request) / unit, &prefetches, kept, warm);
        let allowed = limit * (1.0 + 1e-7) + 1e-9;
        problem.add_constraint(constraint!(stall <= allowed));
    }
    // At most one variant per gap.
    let mut by_gap: std::collections::BTreeMap<usize, Expression> =
        std::collections::BTreeMap::new();
    for (&i, &v) in kept.iter().zip(&x) {
        *by_gap.entry(model.candidates[i].gap).or_default() += v;
    }
    for (_, sum) in by_gap {
        problem.add_constraint(constraint!(sum <= 1.0));
    }
    // The heuristic's choice as CBC's first incumbent.
    let start: Vec<(Variable, f64)> = kept
        .iter()
        .zip(&x)
        .map(|(i, &v)| (v, if warm.contains(i) { 1.0 } else { 0.0 }))
        .collect();
    let problem = problem.with_initial_solution(start);
    tracing::debug!(built_s = built.elapsed().as_secs_f64(), "ilp program built");
    let solution = problem.solve().map_err(|e| e.to_string())?;
    tracing::debug!(total_s = built.elapsed().as_secs_f64(), "ilp solved");
    // The optimality gap: CBC's incumbent against its best bound.
    let raw = solution.model();
    let (incumbent, bound) = (raw.obj_value(), raw.best_possible_value());
    // A solution CBC proved optimal has no gap, whatever bound it kept
    // (after presolve it can report 0 as its best bound: "optimal, gap
    // 100%").
    let gap = if matches!(solution.status(), good_lp::SolutionStatus::Optimal) {
        0.0
    } else if incumbent.is_finite() && bound.is_finite() && incumbent.abs() > 1e-12 {
        ((incumbent - bound) / incumbent.abs()).max(0.0)
    } else {
        0.0
    };
    let status = format!(
        "{}, gap {:.2}%",
        format!("{:?}", solution.status()).to_lowercase(),
        100.0 * gap
    );
    let value = match request.budget {
        None => solution.value(peak),
        Some(_) => late.iter().map(|l| solution.value(*l)).sum::<f64>() * unit,
    };
    let tolerance = |v: f64| {
        if request.budget.is_none() {
            1.0f64.max(v.abs() * 1e-6)
        } else {
            1e-6f64.max(v.abs() * 1e-6)
        }
    };
    let fractional = x.iter().any(|v| {
        let f = solution.value(*v);
        f > 1e-6 && f < 1.0 - 1e-6
    });
    let chosen: Vec<usize> = kept
        .iter()
        .zip(&x)
        .filter(|(_, v)| solution.value(**v) > 0.5)
        .map(|(i, _)| *i)
        .collect();
    // Invariant: the chosen columns achieve the reported objective. CBC
    // reports its last columns, not its incumbent's, when the incumbent is
    // the initial solution (or, on a time limit, may hand back a relaxation):
    // then the incumbent is the warm start if its value is the objective.
    let achieves = |set: &[usize]| {
        evaluate(model, request, kept, fixed, warm, set)
            .is_some_and(|d| (d - value).abs() <= tolerance(value))
    };
    let chosen = if !fractional && achieves(&chosen) {
        chosen
    } else if achieves(warm) {
        warm.to_vec()
    } else if fractional {
        return Err(format!(
            "no integer solution within the time limit of {}s",
            request.time_limit_s
        ));
    } else {
        return Err(format!(
            "the solver's columns do not match its objective {value}"
        ));
    };
    Ok((chosen, value, status))
}

/// The stall the program may add: the allowed slowdown, on top of what the
/// mandatory prefetches alone cannot hide.
fn slack(model: &Model, request: &PlanRequest) -> f64 {
    let mandatory: Vec<&Candidate> = model.mandatory.iter().collect();
    request.slowdown * model.compute_s() + model.schedule(&mandatory).total_lateness_s()
}

/// The program's bound on the sum of latenesses: the slack, or what the
/// warm start (with the fixed candidates) has in the program's terms if
/// that is more. The heuristic holds its plan to the stall replayed in
/// time, which counts a delay once where the sum counts it at every
/// prefetch it pushes; without this the heuristic's own plan could be
/// infeasible in the program. The program's plan is simulated and compared
/// with the heuristic's anyway.
/// In the time unit of `prefetches`, as `slack` is given.
fn stall_limit(slack: f64, prefetches: &[Prefetch], kept: &[usize], warm: &[usize]) -> f64 {
    slack.max(fifo_lateness(prefetches, |v| warm.contains(&kept[v])))
}

/// The sum of latenesses of the prefetches that are on, as the program
/// counts them: FIFO in order, each looking back over `FIFO_WINDOW`
/// earlier prefetches (the exact FIFO lateness when the window covers all).
fn fifo_lateness(prefetches: &[Prefetch], on: impl Fn(usize) -> bool) -> f64 {
    let on: Vec<bool> = prefetches.iter().map(|p| p.var.is_none_or(&on)).collect();
    let mut lateness = 0.0;
    for j in (0..prefetches.len()).filter(|&j| on[j]) {
        let mut work = 0.0;
        let mut done = f64::NEG_INFINITY;
        for i in (j.saturating_sub(FIFO_WINDOW)..=j).rev() {
            if on[i] {
                work += prefetches[i].duration;
            }
            done = done.max(prefetches[i].release + work);
        }
        lateness += (done - prefetches[j].deadline).max(0.0);
    }
    lateness
}

/// Resident bytes at step `s` with the `fixed` candidates taken.
fn resident_with(model: &Model, fixed: &[usize], s: usize) -> u64 {
    let freed: u64 = fixed
        .iter()
        .filter(|&&i| model.candidates[i].frees(s))
        .map(|&i| model.candidates[i].bytes)
        .sum();
    model.resident[s].saturating_sub(freed)
}

/// The prefetches of the mandatory, fixed and kept candidates, in the order
/// the link issues them.
fn prefetches(model: &Model, kept: &[usize], fixed: &[usize]) -> Vec<Prefetch> {
    let of = |c: &Candidate, var, order| Prefetch {
        var,
        slot: c.prefetch_before,
        order,
        release: model.start_s[c.prefetch_before]
            .max(model.time_after(c.from) + c.store_s * (c.needs_store as u8 as f64)),
        deadline: model.start_s[c.to],
        duration: c.prefetch_s,
    };
    // Always on: the mandatory prefetches and the fixed candidates.
    // Tensors that leave for good have no prefetch.
    let always: Vec<&Candidate> = model
        .mandatory
        .iter()
        .chain(fixed.iter().map(|&i| &model.candidates[i]))
        .filter(|c| !c.leaves)
        .collect();
    let mut out: Vec<Prefetch> = always
        .iter()
        .enumerate()
        .map(|(o, c)| of(c, None, o))
        .collect();
    out.extend(
        kept.iter()
            .enumerate()
            .filter(|(_, i)| !model.candidates[**i].leaves)
            .map(|(v, &i)| of(&model.candidates[i], Some(v), always.len() + v)),
    );
    // The order Model::schedule issues them in.
    out.sort_by(|a, b| {
        a.release
            .total_cmp(&b.release)
            .then(a.slot.cmp(&b.slot))
            .then(a.order.cmp(&b.order))
    });
    out
}

/// One step per run of steps covered by the same kept candidates: the one
/// with the most resident bytes.
fn critical_steps(model: &Model, kept: &[usize], fixed: &[usize]) -> Vec<usize> {
    let n = model.resident.len();
    let mut boundary = vec![false; n + 1];
    boundary[0] = true;
    for &i in kept.iter().chain(fixed) {
        let (f, l) = model.candidates[i].freed;
        if f <= l {
            boundary[f] = true;
            boundary[(l + 1).min(n)] = true;
        }
    }
    let mut steps = Vec::new();
    let mut s = 0;
    while s < n {
        let mut e = s + 1;
        while e < n && !boundary[e] {
            e += 1;
        }
        let best = (s..e)
            .max_by_key(|&t| (resident_with(model, fixed, t), std::cmp::Reverse(t)))
            .unwrap_or(s);
        steps.push(best);
        s = e;
    }
    steps
}

/// The program's objective for a given choice, evaluated directly (for the
/// brute-force check): peak bytes with nominal freed intervals if the FIFO
/// lateness sum is within the slack, `None` otherwise.
pub fn evaluate(
    model: &Model,
    request: &PlanRequest,
    kept: &[usize],
    fixed: &[usize],
    warm: &[usize],
    chosen: &[usize],
) -> Option<f64> {
    let mut gaps: Vec<usize> = chosen
        .iter()
        .chain(fixed)
        .map(|&i| model.candidates[i].gap)
        .collect();
    gaps.sort_unstable();
    if gaps.windows(2).any(|w| w[0] == w[1]) {
        return None;
    }
    let prefetches = prefetches(model, kept, fixed);
    let lateness = fifo_lateness(&prefetches, |v| chosen.contains(&kept[v]));
    let peak = (0..model.resident.len())
        .map(|s| {
            let freed: u64 = chosen
                .iter()
                .filter(|&&i| model.candidates[i].frees(s))
                .map(|&i| model.candidates[i].bytes)
                .sum();
            resident_with(model, fixed, s).saturating_sub(freed)
        })
        .max()
        .unwrap_or(0) as f64;
    match request.budget {
        // The solver's feasibility tolerance is about 1e-6 relative.
        None => (lateness
            <= stall_limit(slack(model, request), &prefetches, kept, warm) * (1.0 + 1e-6) + 1e-9)
            .then_some(peak),
        Some(b) => (peak <= b as f64).then_some(lateness),
    }
}
