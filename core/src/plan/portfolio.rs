//! The solvers and the choice among them: the requested planner runs on the
//! model, and for `ilp` the portfolio around it (the heuristic's warm
//! start, the flow program beside it, the ILP, the baselines), each within
//! its work limits ([`super::effort`]), each plan judged
//! by the [`Judge`]; the best for the request is chosen, and a note says
//! whenever the plan is not the requested solver's own.

use std::time::Instant;

use super::{
    PlanError, PlanRequest, Solver, baselines,
    effort::TimeLimit,
    flow, heuristic, ilp,
    judge::{Judge, Simulated},
    recompute,
};
use crate::simulate::Timeline;

/// How many of the heuristic's best distinct plans get a second pass
/// ([`heuristic_plan`], [`heuristic::refine`]): the second pass is the
/// heuristic's costliest step (one thread each), and it is worth it only
/// on the strategies' best few whose first passes differ; the rest are
/// judged as they are.
const REFINED: usize = 2;

/// How the flow program is solved, and how its rounded plans are polished
/// against the simulator before the repair ([`flow_plan`]).
struct FlowTuning {
    /// The shares of each link's capacity the program is solved with: the
    /// whole, then less of it. The fluid program's timing is too hopeful
    /// where links are near full (a plan that reaches its peak through
    /// saturated links stalls more than the program says); solving again
    /// with headroom left on each link gives plans that keep within the
    /// slowdown there.
    fills: [f64; 2],
    /// The largest program (columns) solved again with less of the links:
    /// the interior point takes seconds per solve past this size, and the
    /// plans of the second fill have not been better on programs that
    /// large.
    second_fill_columns: usize,
    /// How many times a plan that follows the program's timing has its
    /// waited-for prefetches issued earlier while it stalls beyond the
    /// slowdown: each pass is a simulation, and a plan that still stalls
    /// after a few has prefetches its links cannot bring earlier.
    hasten: usize,
    /// How many times a realized plan has its prefetches placed again
    /// against its own simulated run ([`flow::realize::repack`]): each
    /// pass is a simulation against the start times of the last, and it
    /// stops early once a pass changes nothing or simulates no better.
    retime: usize,
}

const FLOW: FlowTuning = FlowTuning {
    fills: [1.0, 0.8],
    second_fill_columns: 23_000,
    hasten: 4,
    retime: 3,
};

/// How hard the repair of a flow plan works at its peak ([`repair`]).
struct RepairTuning {
    /// How many tensors it tries to take off at the peak: a bound on the
    /// simulations it spends (one or two a try), the tensors with the most
    /// bytes the program has off tried first.
    tries: usize,
    /// It stops after this many tries in a row that do not help: the
    /// choices come largest first, so where several in a row do not lower
    /// the peak, the smaller ones after them seldom do.
    give_up: usize,
}

const REPAIR: RepairTuning = RepairTuning {
    tries: 64,
    give_up: 8,
};
// Giving up takes fewer tries than the repair has.
const _: () = assert!(REPAIR.give_up <= REPAIR.tries);

/// How many changes at a flow plan's peak [`put_off`] simulates.
struct PutOffTuning {
    /// Returns put off past the peak, in all: a bound on the simulations
    /// spent on them, enough for a plateau of several steps to have a few
    /// tensors put off at each.
    returns: usize,
    /// Changes of each kind tried at one peak step, the largest first: the
    /// smaller ones take less off it, and a step none of these lowers is
    /// left for the next kind.
    at_once: usize,
    /// Stores tried, in all (a result that leaves, or a store cut at what
    /// the link stores by the peak): they stall nothing, so they are tried
    /// first, but each is a simulation too.
    stores: usize,
}

const PUT_OFF: PutOffTuning = PutOffTuning {
    returns: 24,
    at_once: 4,
    stores: 8,
};
// One peak step's tries fit in the tries of each kind.
const _: () = assert!(PUT_OFF.at_once <= PUT_OFF.returns && PUT_OFF.at_once <= PUT_OFF.stores);

/// One way of rounding the flow program's solution to a plan, judged for
/// each solution: the fields of [`flow::Rounding`] that are not set by the
/// request or the tier's weights.
#[derive(Clone, Copy)]
struct RoundingKind {
    /// [`flow::Rounding::share`].
    share: f64,
    /// [`flow::Rounding::stall`].
    stall: f64,
    /// [`flow::Rounding::follow`].
    follow: bool,
    /// [`flow::Rounding::pool`].
    pool: bool,
}

/// The roundings of the flow program's solution that are judged. No one
/// rounding wins on every model, so each is tried and the judge picks:
/// a low share moves more of what the program has partly off (a lower
/// peak, more traffic), a high one less; the prefetches are placed
/// against no stall or the program's full stall; following the program's
/// own timing helps where packing prefetches late stalls; and pooling
/// rescues tensors the program moves only small fractions of.
#[rustfmt::skip]
const FLOW_ROUNDINGS: [RoundingKind; 10] = [
    RoundingKind { share: 0.3, stall: 0.0, follow: false, pool: false },
    RoundingKind { share: 0.5, stall: 0.0, follow: false, pool: false },
    RoundingKind { share: 0.8, stall: 0.0, follow: false, pool: false },
    RoundingKind { share: 0.3, stall: 1.0, follow: false, pool: false },
    RoundingKind { share: 0.5, stall: 1.0, follow: false, pool: false },
    RoundingKind { share: 0.8, stall: 1.0, follow: false, pool: false },
    RoundingKind { share: 0.3, stall: 1.0, follow: true, pool: false },
    RoundingKind { share: 0.7, stall: 1.0, follow: true, pool: false },
    RoundingKind { share: 0.5, stall: 0.0, follow: false, pool: true },
    RoundingKind { share: 0.5, stall: 1.0, follow: false, pool: true },
];

/// What the portfolio chose.
pub(super) struct Chosen {
    pub plan: Simulated,
    /// The solver whose plan it is (the ILP may hand back another's).
    pub solver: Solver,
    /// The baselines weighed against ours, with their simulations (for the
    /// notes on a plan that moves little).
    pub baselines: Vec<(Solver, Timeline)>,
}

/// Runs the requested solver (and, for `ilp`, its portfolio) within its
/// work limits, and the time `limit` as the safety net.
pub(super) fn run(
    judge: &Judge,
    limit: &TimeLimit,
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
        Solver::Heuristic => {
            let (plan, solver) = heuristic_plan(judge, Some(limit), notes)?;
            only(plan, solver)
        }
        Solver::Checkpoint | Solver::Selective => only(
            judge.simulate(recompute::checkpointing(
                model,
                judge.none.plan.clone(),
                request.solver == Solver::Selective,
            ))?,
            request.solver,
        ),
        Solver::CheckpointOffload | Solver::SelectiveOffload => {
            let moves = offload_only_heuristic(judge, limit)?;
            only(
                judge.simulate(recompute::checkpointing(
                    model,
                    moves.plan,
                    request.solver == Solver::SelectiveOffload,
                ))?,
                request.solver,
            )
        }
        Solver::Ilp => {
            let (plan, solver) = ilp_plan(judge, limit, notes)?;
            best_of_baselines(judge, plan, solver, notes)?
        }
    })
}

/// Ours by mathematical programming: the flow program ([`flow`]: the links
/// as capacities over time bins, parts of tensors as chunks) and the
/// candidates' program ([`ilp`], warm-started from the heuristic's plan),
/// each within its work limits; the plan that the judge
/// finds best among theirs and the heuristic's (which is counted as the
/// heuristic's, with a note, when it is that one).
fn ilp_plan(
    judge: &Judge,
    limit: &TimeLimit,
    notes: &mut Vec<String>,
) -> Result<(Simulated, Solver), PlanError> {
    let request = judge.request;
    // The flow program on a thread of its own while the heuristic runs
    // (each is the same whichever finishes first).
    let mut flow_notes = Vec::new();
    let mut warm_notes = Vec::new();
    let (warm, flow) = std::thread::scope(|scope| {
        let flow = scope.spawn(|| flow_plan(judge, limit, &mut flow_notes));
        let warm = heuristic_plan(judge, Some(limit), &mut warm_notes);
        let flow = flow
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (warm, flow)
    });
    let (warm, warm_solver) = warm?;
    notes.extend(warm_notes);
    notes.extend(flow_notes);
    let mut best = (warm.clone(), warm_solver);
    if let Some(flow) = flow?
        && judge.better(&flow, &best.0)
    {
        let chunked: Vec<_> = flow
            .plan
            .tensors
            .iter()
            .filter_map(|tp| tp.chunk.map(|_| tp.tensor))
            .collect();
        let tensors: std::collections::BTreeSet<_> = chunked.iter().collect();
        if !chunked.is_empty() {
            notes.push(format!(
                "ilp: the flow program's plan moves {} {} over {} in chunks ({} chunk plans{})",
                tensors.len(),
                if tensors.len() == 1 {
                    "tensor"
                } else {
                    "tensors"
                },
                crate::format_bytes(request.chunk_bytes),
                chunked.len(),
                grown_chunks(judge.model.graph, &tensors, request.chunk_bytes)
            ));
        }
        best = (flow, Solver::Ilp);
    }
    // A peak at the link bound for the allowed stall is optimal: no plan
    // within the slowdown goes lower. The candidates' program is not run
    // for a plan there, and stops at one that reaches it (where its own
    // bound lies below the link bound, it would otherwise spend its search
    // closing a gap no plan can close).
    // The link bounds know moves only: a plan that recomputes may go below
    // them, though not below what every plan holds at the entry and the
    // return.
    let recomputes = !judge.model.recomputes.is_empty();
    let floor = request.budget.is_none().then(|| {
        let allowance_s = (judge.allowed - judge.model.compute_s()).max(0.0);
        let bound = if recomputes {
            super::bound::boundary_bound
        } else {
            super::bound::peak_bound
        };
        bound(judge.model, allowance_s, &request.returnable)
    });
    if let Some(floor) = floor
        && best.0.timeline.peak.bytes <= floor.bytes
    {
        notes.push(format!(
            "ilp: the plan's peak is {} ({}), which no plan goes below; the candidates' program not run",
            if recomputes {
                "what every plan holds at the entry or the return"
            } else {
                "the link bound at the allowed slowdown"
            },
            crate::format_bytes(floor.bytes)
        ));
        return Ok(best);
    }
    if limit.expired() {
        notes.push("ilp: the candidates' program not run: cut by the time limit".into());
        return Ok(best);
    }
    match ilp::solve(
        judge.model,
        request,
        &warm.plan,
        limit,
        floor.map(|f| f.bytes),
    ) {
        Ok(solution) => {
            notes.extend(solution.notes);
            // The warm start handed back unchanged is the heuristic's plan.
            if solution.plan != warm.plan {
                let ilp = judge.simulate(solution.plan)?;
                if judge.better(&ilp, &best.0) {
                    best = (ilp, Solver::Ilp);
                }
            }
        }
        Err(e) => notes.push(format!("ilp: the candidates' program gave no plan ({e})")),
    }
    if best.1 == Solver::Heuristic {
        notes.push("ilp: no program found a plan better than the heuristic's; using it".into());
    }
    Ok(best)
}

/// The best plan of the flow program for the judge's request, realized with
/// each rounding ([`flow::Rounding`]) and judged; `None` when the program
/// gives none (a note says why).
fn flow_plan(
    judge: &Judge,
    limit: &TimeLimit,
    notes: &mut Vec<String>,
) -> Result<Option<Simulated>, PlanError> {
    let (model, request) = (judge.model, judge.request);
    // The stall a plan may have: the `none` plan's and the allowed slowdown.
    let allowance_s = (judge.allowed - model.compute_s()).max(0.0);
    // Where the `none` plan's run waits for collectives the steps' times
    // do not count (a fabric that shares a tier's link): for the program
    // that keeps those waits in their bins (below).
    let waits_s =
        flow::program::collective_waits_s(model, &judge.none.graph, &judge.none.timeline.stalls);
    tracing::debug!(
        waits_s = waits_s.iter().sum::<f64>(),
        steps = waits_s.iter().filter(|&&w| w > 0.0).count(),
        none_stall_s = judge.none.timeline.stall_s,
        allowance_s,
        "the none plan's waits for collectives"
    );
    let roundings = flow_roundings(judge);
    // Under a budget, each rounding that goes over it is also weighed with
    // its detaches waiting for their stores, and the best of those is
    // repaired by a judge that keeps weighing them so, beside the others:
    // where plans meet the budget without waiting, the waits only slow
    // them; where none does (a tight budget over a slow link), waiting for
    // the stores is what meets it.
    let waiting = request.budget.map(|_| judge.waiting());
    // The best plan of every program, and the best of the programs that
    // only move.
    let mut kept: Option<Simulated> = None;
    let mut kept_moving: Option<Simulated> = None;
    let mut columns = 0;
    // With recomputation options, each program is also solved for moves
    // only, and the plan kept of those is finished too: rounding a program
    // that recomputes may lose what it gains, and a plan of ours is never
    // above moving alone, which is these programs and these stages.
    let recomputes = !model.recomputes.is_empty();
    // Where the run waits for collectives, the program with the whole links
    // and recomputation options is also solved with those waits in their
    // bins ([`flow::Program::with_waits`]): counted in the allowance, the
    // waits pay for clones anywhere, where only those in a wait run free.
    // Neither model wins everywhere (the pipeline-parallel step over the
    // SuperNode realizes only the second's clones within the slowdown, the
    // TP2 x DP2 and FSDP-4 steps the first's), so the judge weighs both.
    let waiting_programs = recomputes && waits_s.iter().any(|&w| w > 0.0);
    let programs: Vec<Variant> = (0..FLOW.fills.len())
        .flat_map(|k| {
            let variant = |recompute, waits| Variant {
                k,
                recompute,
                waits,
            };
            let moves_only = recomputes.then(|| variant(false, false));
            let waits = (k == 0 && waiting_programs).then(|| variant(true, true));
            std::iter::once(variant(true, false))
                .chain(moves_only)
                .chain(waits)
        })
        .collect();
    // Under a budget the program holds its peak to the budget in its
    // model, but a realization may peak a little above what the program
    // counts (the bytes of its rounding at the step it peaks at, not at
    // the program's bin). Where a plan that went slightly over the budget
    // was faster than every plan within it, the programs at full links are
    // solved once more with the budget lowered by that excess
    // (`tightened`), their plans judged against the budget asked for.
    let mut tightened: Option<PlanRequest> = None;
    let mut slightly_over: Option<Overshoot> = None;
    // The plan kept before the programs held lower: finished beside the
    // one kept after, so that solving again never ends worse.
    let mut first_kept: Option<Simulated> = None;
    let mut retry = programs.clone();
    retry.retain(|v| v.k == 0);
    let passes = std::iter::once(programs).chain(std::iter::once(retry));
    for (pass, programs) in passes.enumerate() {
        if pass > 0 {
            let Some(excess) = slightly_over
                .filter(|over| over.pays(kept.as_ref()))
                .map(|over| over.excess)
            else {
                break;
            };
            let (held, note) = held_lower(request, excess);
            tightened = Some(held);
            notes.push(note);
            first_kept = kept.clone();
        }
        let program_request = tightened.as_ref().unwrap_or(request);
        // The fills whose program with recomputation options reached the
        // optimum of moving only: that program's plans are not weighed
        // again.
        let mut moving_known: Vec<usize> = Vec::new();
        // The other programs of a fill, solved beside the one with
        // recomputation options ([`FlowPrograms::solve`]).
        let mut beside: Vec<(Variant, Solved)> = Vec::new();
        for (i, &variant) in programs.iter().enumerate() {
            let Variant {
                k,
                recompute,
                waits,
            } = variant;
            let fill = variant.fill();
            if !recompute && moving_known.contains(&k) {
                notes.push(format!(
                    "ilp: flow program{} moving only: the one above recomputes nothing and is its optimum",
                    fill_note(fill)
                ));
                continue;
            }
            // The best rounding of each kind: weights in the tier in chunks,
            // and whole; then the same with the detaches waiting.
            let mut best: BestRoundings = [None, None, None, None];
            // Again with less of the links only on a program small enough.
            if k > 0 && columns > FLOW.second_fill_columns {
                break;
            }
            if limit.expired() {
                notes.push("ilp: the flow program not run: cut by the time limit".into());
                break;
            }
            let flow_programs = FlowPrograms {
                model,
                request: program_request,
                allowance_s,
                waits_s: &waits_s,
                limit,
                roundings: &roundings,
            };
            // The program with recomputation options brings the others of
            // its fill along.
            let companions: Vec<Variant> = if recompute && !waits {
                programs[i + 1..]
                    .iter()
                    .copied()
                    .filter(|v| v.k == k)
                    .collect()
            } else {
                Vec::new()
            };
            let mut solved = match flow_programs.solve(variant, &companions, &mut beside) {
                Ok(solved) => solved,
                Err(e) => {
                    notes.push(unsolved_note(fill, e));
                    if waits {
                        continue;
                    }
                    break;
                }
            };
            let s = &solved.solution;
            columns = s.columns;
            let moves_only = recompute && recomputes && !waits && solved.is_moving_optimum();
            if moves_only {
                moving_known.push(k);
            }
            notes.push(flow_note(
                &solved,
                fill,
                recompute || !recomputes,
                waits,
                request,
            ));
            for (rounding, plan) in std::mem::take(&mut solved.plans) {
                let over =
                    weigh_rounding(judge, waiting.as_ref(), fill, rounding, plan, &mut best)?;
                if let Some(over) = over
                    && slightly_over.is_none_or(|o| over.makespan_s < o.makespan_s)
                {
                    slightly_over = Some(over);
                }
            }
            for repaired in repair_best(judge, waiting.as_ref(), &solved, best, fill, limit)? {
                let moving = recomputes && (!recompute || moves_only);
                if moving
                    && kept_moving
                        .as_ref()
                        .is_none_or(|k| judge.better(&repaired, k))
                {
                    kept_moving = Some(repaired.clone());
                }
                if kept.as_ref().is_none_or(|k| judge.better(&repaired, k)) {
                    kept = Some(repaired);
                }
            }
        }
    }
    let Some(kept) = kept else {
        return Ok(None);
    };
    finish_kept(judge, kept, [kept_moving, first_kept], limit).map(Some)
}

/// The plan `kept`, finished ([`finish`]), and each of `others` (the best
/// moving plan, the plan kept before the programs held lower) finished
/// beside it where it differs: the stages after the programs may take one
/// further than the other. The best of them by the judge.
fn finish_kept(
    judge: &Judge,
    kept: Simulated,
    others: [Option<Simulated>; 2],
    limit: &TimeLimit,
) -> Result<Simulated, PlanError> {
    let others: Vec<Simulated> = others
        .into_iter()
        .flatten()
        .filter(|other| other.plan != kept.plan)
        .collect();
    let mut best = finish(judge, kept, limit)?;
    for other in others {
        let other = finish(judge, other, limit)?;
        if judge.better(&other, &best) {
            best = other;
        }
    }
    Ok(best)
}

/// One flow program of [`flow_plan`]: of the fill `FLOW.fills[k]`, with
/// the recomputation options or moving only, and with the `none` plan's
/// waits for collectives in their bins or in the allowance.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Variant {
    k: usize,
    recompute: bool,
    waits: bool,
}

impl Variant {
    /// The share of the links' capacity its program may fill.
    fn fill(self) -> f64 {
        FLOW.fills[self.k]
    }
}

/// What solving a flow program gave.
type Solved = Result<flow::Flow, flow::Unsolved>;

/// The flow programs of one request, as [`flow_plan`] solves them.
struct FlowPrograms<'a, 'g> {
    model: &'a super::model::Model<'g>,
    request: &'a PlanRequest,
    allowance_s: f64,
    /// Per step, the `none` plan's waits for collectives
    /// ([`flow::program::collective_waits_s`]), for the programs that keep
    /// them in their bins.
    waits_s: &'a [f64],
    limit: &'a TimeLimit,
    roundings: &'a [flow::Rounding],
}

impl FlowPrograms<'_, '_> {
    /// The program `variant`, and beside it, each on a thread of its own,
    /// the `companions` (the moving-only twin, the program with the waits
    /// for collectives in their bins), kept in `beside` for their turns,
    /// which take them from there. Each program is solved on one HiGHS
    /// thread: the same answers as one after the other, in about half the
    /// time on two cores where each takes seconds.
    fn solve(
        &self,
        variant: Variant,
        companions: &[Variant],
        beside: &mut Vec<(Variant, Solved)>,
    ) -> Solved {
        if let Some(i) = beside.iter().position(|(v, _)| *v == variant) {
            return beside.remove(i).1;
        }
        let solve = |v: Variant| {
            flow::solve(
                self.model,
                self.request,
                flow::Allowance {
                    stall_s: self.allowance_s,
                    waits_s: if v.waits { self.waits_s } else { &[] },
                },
                v.fill(),
                v.recompute,
                self.limit,
                self.roundings,
            )
        };
        std::thread::scope(|scope| {
            let others: Vec<_> = companions
                .iter()
                .map(|&c| scope.spawn(move || (c, solve(c))))
                .collect();
            let solved = solve(variant);
            for other in others {
                beside.push(
                    other
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                );
            }
            solved
        })
    }
}

/// The note on a flow program of `fill` that gave no plan.
fn unsolved_note(fill: f64, unsolved: flow::Unsolved) -> String {
    match unsolved {
        flow::Unsolved::Overruns(o) => format!(
            "ilp: flow program{} not solved: the arguments in the tier, each in by its first use, stall every plan of it at least {}, more than the {} the slowdown allows",
            fill_note(fill),
            crate::units::format_seconds(o.least_s),
            crate::units::format_seconds(o.allowance_s)
        ),
        flow::Unsolved::Failed(e) => format!("ilp: the flow program gave no plan ({e})"),
    }
}

/// The best rounding of each kind, repaired where its peak keeps what the
/// program has off: they often tie before, and only the chunks of a
/// weight can follow the program's part of it off, so the repair is what
/// tells the kinds apart. The kinds with the detaches waiting (the last
/// two) are repaired by the `waiting` judge where there is one.
fn repair_best(
    judge: &Judge,
    waiting: Option<&Judge>,
    solved: &flow::Flow,
    best: BestRoundings,
    fill: f64,
    limit: &TimeLimit,
) -> Result<Vec<Simulated>, PlanError> {
    let mut repaired = Vec::new();
    for (i, (plan, rounding)) in best
        .into_iter()
        .enumerate()
        .filter_map(|(i, b)| Some((i, b?)))
    {
        let at = Instant::now();
        let by = match (i >= 2, waiting) {
            (true, Some(waiting)) => waiting,
            _ => judge,
        };
        let plan = repair(by, solved, rounding, plan, limit)?;
        log_stage("repaired", Some(fill), None, at, &plan);
        repaired.push(plan);
    }
    Ok(repaired)
}

/// A plan of the flow programs slightly over the budget: by `excess` bytes
/// (at most a 64th of the budget; a program cannot hold a plan far over
/// it), at its makespan.
#[derive(Clone, Copy)]
struct Overshoot {
    excess: u64,
    makespan_s: f64,
}

impl Overshoot {
    /// How `plan` goes slightly over the request's budget, if it does.
    fn of(request: &PlanRequest, plan: &Simulated) -> Option<Overshoot> {
        let budget = request.budget?;
        let (reached, _) = plan.over_budget?;
        let excess = reached.checked_sub(budget).filter(|&e| e > 0)?;
        (excess <= budget / 64 && !plan.over_tier).then_some(Overshoot {
            excess,
            makespan_s: plan.timeline.makespan_s,
        })
    }

    /// Whether a program held `excess` lower may pay: no plan kept, or the
    /// plan kept over the budget, or slower than this one.
    fn pays(&self, kept: Option<&Simulated>) -> bool {
        kept.is_none_or(|kept| {
            kept.over_budget.is_some() || kept.timeline.makespan_s > self.makespan_s
        })
    }
}

/// The request held lower than `request`'s budget for a plan that went
/// `excess` over it, and the note that says so. The rounding takes a chunk
/// off only where the program has at least a share of it off: held lower
/// by the excess and the least such share of a chunk, the program's part
/// of the chunk that the excess lacks is one a rounding takes.
fn held_lower(request: &PlanRequest, excess: u64) -> (PlanRequest, String) {
    let budget = request.budget.expect("an excess is over a budget");
    let least_share = FLOW_ROUNDINGS.iter().map(|r| r.share).fold(1.0, f64::min);
    let lower = excess + (least_share * request.chunk_bytes as f64).ceil() as u64;
    let held = PlanRequest {
        budget: Some(budget.saturating_sub(lower)),
        ..request.clone()
    };
    let note = format!(
        "ilp: the fastest plan of the flow programs went over the budget by {}; solved again {} under it",
        crate::format_bytes(excess),
        crate::format_bytes(lower)
    );
    (held, note)
}

/// The stages after the flow programs, on the plan kept of them: needless
/// moves trimmed, returns put off, then recomputations where the peak lies.
fn finish(judge: &Judge, kept: Simulated, limit: &TimeLimit) -> Result<Simulated, PlanError> {
    let at = Instant::now();
    let (trimmed, dropped) = trim(judge, kept, Some(limit))?;
    log_stage("trimmed", None, Some(dropped), at, &trimmed);
    let at = Instant::now();
    let (put, moves) = put_off(judge, trimmed, Some(limit))?;
    log_stage("returns put off", None, Some(moves), at, &put);
    let at = Instant::now();
    let (recomputed, added) = super::recompute::greedy(judge, put, Some(limit))?;
    log_stage("recomputed at the peak", None, Some(added), at, &recomputed);
    Ok(recomputed)
}

/// The roundings the flow program's solution is realized with: each of
/// [`FLOW_ROUNDINGS`], with the weights in the tier whole, and again in
/// chunks where one is larger than a chunk.
fn flow_roundings(judge: &Judge) -> Vec<flow::Rounding> {
    let (model, request) = (judge.model, judge.request);
    // Where a weight in the tier is larger than a chunk, each rounding
    // twice: the weight in chunks, and the weight whole. Neither wins
    // everywhere: chunks let a weight follow the program's part of it off
    // and lower a peak without a budget, and whole weights keep plans under
    // a budget where their chunks realize far over it.
    let graph = model.graph;
    let chunked_weights = request.chunk_bytes > 0
        && graph.tensor_ids().any(|t| {
            let tensor = &graph.tensors[t];
            graph.starts_off_device(t)
                && tensor.bytes > super::chunk_bytes_of(tensor, request.chunk_bytes)
        });
    [false, true]
        .into_iter()
        .filter(|&whole_weights| whole_weights || chunked_weights)
        .flat_map(|whole_weights| {
            FLOW_ROUNDINGS.iter().map(move |kind| flow::Rounding {
                chunk_bytes: request.chunk_bytes,
                share: kind.share,
                stall: kind.stall,
                follow: kind.follow,
                pool: kind.pool,
                whole_weights,
            })
        })
        .collect()
}

/// How a note names a program's links filled to less than their capacity.
fn fill_note(fill: f64) -> String {
    if fill < 1.0 {
        format!(" with {:.0}% of the links", 100.0 * fill)
    } else {
        String::new()
    }
}

/// The note on a solved flow program: its size, whether it converged,
/// and its objective in its model.
/// What the flow program recomputes, for its note: the options it had,
/// and the bytes and time of those it took (at least in part).
fn recompute_note(s: &flow::Solution) -> String {
    if s.recomputed.is_empty() {
        return String::new();
    }
    let taken: Vec<f64> = s.recomputations_taken().collect();
    format!(
        ", {} recomputation option{} ({} taken, {} recomputed, +{})",
        s.recomputed.len(),
        if s.recomputed.len() == 1 { "" } else { "s" },
        taken.len(),
        crate::format_bytes(taken.iter().sum::<f64>() as u64),
        crate::units::format_seconds(s.recompute_s)
    )
}

fn flow_note(
    solved: &flow::Flow,
    fill: f64,
    recomputing: bool,
    waits: bool,
    request: &PlanRequest,
) -> String {
    let s = &solved.solution;
    format!(
        "ilp: flow program{}{}{}: {} bins, {} gaps{}, {} columns, {} rows, {}: {}",
        fill_note(fill),
        if recomputing { "" } else { " moving only" },
        if waits {
            " with the waits for collectives in their bins"
        } else {
            ""
        },
        solved.bins.len(),
        solved.gaps.len(),
        recompute_note(s),
        s.columns,
        s.rows,
        if s.converged {
            "optimal"
        } else {
            "the interior point's last iterate (it stopped converging)"
        },
        match request.budget {
            None => format!(
                "peak {} in its model",
                crate::format_bytes(s.objective as u64)
            ),
            Some(_) => format!(
                "stall {} in its model",
                crate::units::format_seconds(s.objective)
            ),
        }
    )
}

/// The best realizations of one flow solution so far, by kind: weights in
/// the tier in chunks, and whole; then the same with the detaches waiting
/// for their stores.
type BestRoundings = [Option<(Simulated, flow::Rounding)>; 4];

/// Simulates `plan`, the realization of a flow solution (solved with
/// `fill` of the links) with `rounding`, hastened and retimed, and keeps it
/// in `best` where it is the best of its kind; over a budget, also with
/// its detaches `waiting` for their stores. Returns how it goes slightly
/// over the budget, if it does.
fn weigh_rounding(
    judge: &Judge,
    waiting: Option<&Judge>,
    fill: f64,
    rounding: flow::Rounding,
    plan: super::Plan,
    best: &mut BestRoundings,
) -> Result<Option<Overshoot>, PlanError> {
    let simulated = hastened(judge, rounding, judge.simulate(plan)?)?;
    let simulated = retimed(judge, simulated)?;
    tracing::debug!(
        fill,
        share = rounding.share,
        stall = rounding.stall,
        follow = rounding.follow,
        pool = rounding.pool,
        whole_weights = rounding.whole_weights,
        peak = simulated.timeline.peak.bytes,
        makespan_s = simulated.timeline.makespan_s,
        compute_s = simulated.timeline.compute_s,
        stall_s = simulated.timeline.stall_s,
        recomputes = simulated.plan.recomputes.len(),
        within = judge.within_slowdown(&simulated.timeline),
        over_budget = ?simulated.over_budget,
        over_tier = simulated.over_tier,
        moved = simulated.timeline.h2d_bytes + simulated.timeline.d2h_bytes,
        "flow plan"
    );
    let kind = usize::from(rounding.whole_weights);
    if let Some(waiting) = waiting
        && simulated.over_budget.is_some()
    {
        let waited = retimed(
            waiting,
            waiting.simulate(super::Plan {
                waits: true,
                ..simulated.plan.clone()
            })?,
        )?;
        let best = &mut best[2 + kind];
        if best.as_ref().is_none_or(|b| judge.better(&waited, &b.0)) {
            *best = Some((waited, rounding));
        }
    }
    let over = Overshoot::of(judge.request, &simulated);
    let best = &mut best[kind];
    if best.as_ref().is_none_or(|b| judge.better(&simulated, &b.0)) {
        *best = Some((simulated, rounding));
    }
    Ok(over)
}

/// `simulated`, realized with `rounding`, with its waited-for prefetches
/// issued earlier where it follows the program's timing and stalls beyond
/// the slowdown, a few times while it still does.
fn hastened(
    judge: &Judge,
    rounding: flow::Rounding,
    mut simulated: Simulated,
) -> Result<Simulated, PlanError> {
    let model = judge.model;
    for _ in 0..FLOW.hasten {
        if !rounding.follow || judge.within_slowdown(&simulated.timeline) {
            break;
        }
        let steps = flow::realize::original_steps(model.graph, &simulated.graph);
        let waited: Vec<_> = simulated
            .timeline
            .stalls
            .iter()
            .filter_map(|&(node, stall)| Some((steps[node]?, stall)))
            .collect();
        let hastened = flow::realize::hasten(&model.place_s, &simulated.plan, &waited);
        if hastened == simulated.plan {
            break;
        }
        simulated = judge.simulate(hastened)?;
    }
    Ok(simulated)
}

/// The step of `graph` at (or last before) `node` of the graph `plan`
/// makes of it.
pub(super) fn original_step(
    graph: &crate::TensorGraph,
    plan: &Simulated,
    node: Option<crate::NodeId>,
) -> Option<crate::NodeId> {
    let steps = flow::realize::original_steps(graph, &plan.graph);
    steps[..=node?.index().min(steps.len().checked_sub(1)?)]
        .iter()
        .rev()
        .find_map(|s| *s)
}

/// Logs (debug) a flow plan after a stage that began `at`: the links'
/// fill it was made with, and how many changes the stage made.
fn log_stage(
    stage: &str,
    fill: Option<f64>,
    changes: Option<usize>,
    at: Instant,
    plan: &Simulated,
) {
    tracing::debug!(
        stage,
        fill = ?fill,
        changes = ?changes,
        seconds = at.elapsed().as_secs_f64(),
        peak = plan.timeline.peak.bytes,
        makespan_s = plan.timeline.makespan_s,
        moved = plan.timeline.h2d_bytes + plan.timeline.d2h_bytes,
        "flow plan"
    );
}

/// `plan` with returns put off past its peak, and how many. Without a
/// budget, while the peak step holds a tensor (or a chunk of one) idle in
/// a gap a candidate may take, and the plan brings it back before that
/// step (or, for a weight in the tier, keeps it through the gap), its
/// prefetch is issued right after the step instead (its absence starting
/// at its last use before): the largest few first, each kept where the plan
/// then judges better or lowers its plateau ([`Judge::lowers_plateau`]).
/// The simulator weighs the stall a late prefetch costs against the
/// allowed slowdown. A weight in the tier whose late return would stall
/// more than the allowance left brings back is split: only its first
/// part is put off, of the bytes that bring this stretch of the run to the
/// level the stall left can bring every stretch above it to
/// ([`water_level`]); its chunks then leave and come back on their own.
///
/// Stores are weighed the same way. A result the caller takes in the tier
/// that the peak step holds after its last read leaves, stored as soon as
/// it is made; and a tensor the plan has off at the step whose store ends
/// after the peak (the device-to-host link busy right up to it) has the
/// part the link stores by then ([`leaving_part`], [`stored_by_peak`]) cut
/// off as a chunk of its own, stored first, which is away at the peak.
/// Neither stalls the compute stream, so at each peak these are tried
/// first, with [`PutOffTuning::stores`] tries of their own, a store that
/// did not help not again at a later peak.
///
/// The flow program clears a peak with fractions of tensors that move only
/// whole, or of weights in chunks larger than it has off, which its
/// rounding keeps; a chunk back a step late, or stored a step early, clears
/// it with bytes a plan can move. On an AdamW step with its state in the
/// host, the peak is a plateau of steps that hold the large moment and
/// weight tensors: the moment made last leaves, the part its store
/// finishes by the peak first; the other moment's stored chunk is cut to
/// what is stored by its peak; then parts of the weights and moment
/// states idle there are put off one stretch after another.
pub(super) fn put_off(
    judge: &Judge,
    mut plan: Simulated,
    limit: Option<&TimeLimit>,
) -> Result<(Simulated, usize), PlanError> {
    if judge.request.budget.is_some() {
        return Ok((plan, 0));
    }
    let model = judge.model;
    // A move that only lowers the plateau is kept for the next, but the
    // plan given back is the best one by the judge.
    let mut best = (plan.clone(), 0);
    let (mut put, mut tries, mut store_tries) = (0, 0, 0);
    let mut tried: rustc_hash::FxHashSet<(crate::TensorId, Option<u64>, crate::NodeId)> =
        Default::default();
    // Stores tried, at any peak: one that did not help at one step of a
    // plateau seldom helps at the next.
    let mut stores_tried: rustc_hash::FxHashSet<(crate::TensorId, Option<u64>)> =
        Default::default();
    // The gaps candidates may take, by tensor (not those that leave).
    let mut gaps: rustc_hash::FxHashMap<crate::TensorId, Vec<&super::model::Candidate>> =
        Default::default();
    for c in model.candidates.iter().filter(|c| !c.leaves) {
        gaps.entry(c.tensor).or_default().push(c);
    }
    'peaks: while tries < PUT_OFF.returns || store_tries < PUT_OFF.stores {
        let Some(at) = original_step(model.graph, &plan, plan.timeline.peak.node) else {
            break;
        };
        let fits = weight_fits(judge, &plan);
        let back_later = returns_put_off(model, &plan, at, &gaps, &tried, &fits);
        let leaving = leaving_results(model, &plan, at, &stores_tried);
        let stored_first = stores_cut_at_peak(model, &plan, at, &stores_tried);
        // The largest few of each kind; the stores first, which cost no
        // stall.
        let mut choices = Vec::new();
        for (store, mut kind) in [(true, leaving), (true, stored_first), (false, back_later)] {
            kind.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            choices.extend(kind.into_iter().take(PUT_OFF.at_once).map(|c| (store, c)));
        }
        for (store, (_, i, later)) in choices {
            if limit.is_some_and(TimeLimit::expired) {
                break 'peaks;
            }
            let name = (later[0].tensor, later[0].chunk.map(|c| c.start));
            if store {
                if store_tries == PUT_OFF.stores {
                    continue;
                }
                stores_tried.insert(name);
            } else {
                if tries == PUT_OFF.returns {
                    continue;
                }
                tried.insert((name.0, name.1, at));
            }
            let mut cut = plan.plan.clone();
            match i {
                Some(i) => drop(cut.tensors.splice(i..=i, later)),
                None => cut.tensors.extend(later),
            }
            if cut.validate(model.graph).is_err() {
                continue;
            }
            if store {
                store_tries += 1;
            } else {
                tries += 1;
            }
            let again = judge.simulate(cut)?;
            if judge.better(&again, &plan) || judge.lowers_plateau(&again, &plan) {
                plan = again;
                put += 1;
                if judge.better(&plan, &best.0) {
                    best = (plan.clone(), put);
                }
                continue 'peaks;
            }
        }
        break;
    }
    Ok(best)
}

/// How much of a weight in each tier to put off at `plan`'s peak when
/// not all of it fits ([`put_off`]): the bytes that bring this stretch of
/// the run down to the level to which the stall left in the allowance can
/// bring every stretch above it (water-filling), where the allowance is
/// spent bringing bytes back over the tier's link (less its latency).
/// Made once per tier of the weights that may be split.
fn weight_fits(judge: &Judge, plan: &Simulated) -> Vec<(crate::Tier, u64)> {
    let model = judge.model;
    let spare_s = (judge.allowed - plan.timeline.makespan_s).max(0.0);
    let mut fits: Vec<(crate::Tier, u64)> = Vec::new();
    for tp in &plan.plan.tensors {
        if tp.source != super::Source::Resident || fits.iter().any(|&(t, _)| t == tp.tier) {
            continue;
        }
        let part = model
            .cost
            .link_speed_at(
                tp.tier,
                crate::Direction::HostToDevice,
                tp.bytes(model.graph),
            )
            .map_or(0, |(per_byte, latency)| {
                let budget = ((spare_s - latency).max(0.0) / per_byte) as u64;
                plan.timeline.peak.bytes - water_level(&plan.timeline, budget)
            });
        fits.push((tp.tier, part));
    }
    fits
}

/// The returns of `plan` that [`put_off`] may put off past the peak step
/// `at`: a tensor (or a chunk of one) idle there in a gap of `gaps` that
/// the plan brings back before the step (or, for a weight in the tier,
/// keeps through the gap), not yet `tried` at the step; a weight whose
/// return would stall more than it `fits` split.
fn returns_put_off(
    model: &super::model::Model,
    plan: &Simulated,
    at: crate::NodeId,
    gaps: &rustc_hash::FxHashMap<crate::TensorId, Vec<&super::model::Candidate>>,
    tried: &rustc_hash::FxHashSet<(crate::TensorId, Option<u64>, crate::NodeId)>,
    fits: &[(crate::Tier, u64)],
) -> Vec<Choice> {
    plan.plan
        .tensors
        .iter()
        .enumerate()
        .filter(|(_, tp)| !tried.contains(&(tp.tensor, tp.chunk.map(|c| c.start), at)))
        .filter_map(|(i, tp)| {
            let gap = gaps
                .get(&tp.tensor)?
                .iter()
                .find(|c| c.from.is_some_and(|f| f < at) && at < c.to)?;
            let mut later = tp.clone();
            match tp.absences.iter().position(|a| a.first_use == gap.to) {
                Some(k) => {
                    let absence = &mut later.absences[k];
                    if absence.prefetch_before > at || absence.detach_after.is_none_or(|d| d >= at)
                    {
                        return None;
                    }
                    absence.prefetch_before = at + 1;
                }
                None if tp.source == super::Source::Resident => {
                    let k = tp.absences.partition_point(|a| a.first_use < gap.to);
                    later.absences.insert(
                        k,
                        super::Absence {
                            detach_after: gap.from,
                            prefetch_before: at + 1,
                            first_use: gap.to,
                        },
                    );
                }
                None => return None,
            }
            // A weight (or a chunk of one) whose return after the step
            // takes more than that: only its first part of as many
            // bytes is put off, the rest a chunk plan of its own.
            let bytes = tp.bytes(model.graph);
            if tp.source == super::Source::Resident
                && let Some(&(_, fit)) = fits.iter().find(|&&(t, _)| t == tp.tier)
                && let Some((head, tail)) = split_plan(tp, model.graph, fit)
            {
                let head = super::TensorPlan {
                    absences: later.absences,
                    ..head
                };
                return Some((head.bytes(model.graph), Some(i), vec![head, tail]));
            }
            Some((bytes, Some(i), vec![later]))
        })
        .collect()
}

/// The results [`put_off`] may have leave at the peak step `at` of `plan`
/// (not yet among `stores_tried`).
fn leaving_results(
    model: &super::model::Model,
    plan: &Simulated,
    at: crate::NodeId,
    stores_tried: &rustc_hash::FxHashSet<(crate::TensorId, Option<u64>)>,
) -> Vec<Choice> {
    // A result the caller takes in the tier, made and last read before
    // the step but on the device there: it leaves, stored as soon as it
    // is made; in two chunks where the link cannot store all of it by
    // the peak, the first of what it can ([`leaving_part`]).
    let starts = flow::realize::simulated_starts(model.graph, &plan.graph, &plan.timeline);
    let planned: rustc_hash::FxHashSet<crate::TensorId> =
        plan.plan.tensors.iter().map(|tp| tp.tensor).collect();
    model
        .candidates
        .iter()
        .filter(|c| c.leaves && c.from.is_some_and(|f| f < at))
        .filter(|c| {
            !stores_tried.contains(&(c.tensor, None))
                && !stores_tried.contains(&(c.tensor, Some(0)))
        })
        .filter(|c| !planned.contains(&c.tensor))
        .filter_map(|c| {
            let made = model.graph.def_step(c.tensor)?;
            let leaving = super::TensorPlan {
                tensor: c.tensor,
                tier: model.tier_of(c.tensor),
                source: super::Source::Store { after: made },
                absences: Vec::new(),
                leaves_after: c.from,
                chunk: None,
            };
            match leaving_part(model, &plan.timeline, &starts, &leaving) {
                None => Some((c.bytes, None, vec![leaving])),
                // None of it away by the peak: no help.
                Some(part) => {
                    let (head, tail) = split_plan(&leaving, model.graph, part)?;
                    Some((head.bytes(model.graph), None, vec![head, tail]))
                }
            }
        })
        .collect()
}

/// The stores of `plan` [`put_off`] may cut at what the link stores by
/// the peak step `at` (not yet among `stores_tried`).
fn stores_cut_at_peak(
    model: &super::model::Model,
    plan: &Simulated,
    at: crate::NodeId,
    stores_tried: &rustc_hash::FxHashSet<(crate::TensorId, Option<u64>)>,
) -> Vec<Choice> {
    // A tensor the plan has stored and off at the step, but whose
    // store ends after the peak: its first part, of the bytes the link
    // stores by then, is off there as its own chunk. Not a buffer the
    // function returns on the device (but for a result leaving for good in
    // the tier), which goes back to the caller whole, nor one a
    // recomputation reads (a clone does not read a buffer that chunks
    // fill).
    let read_by_clones: rustc_hash::FxHashSet<crate::TensorId> = plan
        .plan
        .recomputes
        .iter()
        .flat_map(|r| super::recompute::reads_of(model.graph, r))
        .collect();
    plan.plan
        .tensors
        .iter()
        .enumerate()
        .filter(|(_, tp)| !stores_tried.contains(&(tp.tensor, tp.chunk.map(|c| c.start))))
        .filter(|(_, tp)| {
            !model.returned_whole(tp.tensor, tp.leaves_after.is_some())
                && !read_by_clones.contains(&tp.tensor)
        })
        .filter(|(_, tp)| {
            tp.leaves_after.is_some_and(|l| l < at)
                || tp
                    .absences
                    .iter()
                    .any(|a| a.detach_after.is_some_and(|d| d < at) && at < a.prefetch_before)
        })
        .filter_map(|(i, tp)| {
            let part = stored_by_peak(model, plan, tp)?;
            let (head, tail) = split_plan(tp, model.graph, part)?;
            Some((head.bytes(model.graph), Some(i), vec![head, tail]))
        })
        .collect()
}

/// A change [`put_off`] tries: the bytes it takes off the peak, the plan it
/// replaces (`None`: a tensor the plan does not move yet) and the plans
/// that replace it.
type Choice = (u64, Option<usize>, Vec<super::TensorPlan>);

/// Of a result leaving whole (`leaving`, stored right after it is made),
/// the bytes the device-to-host link can store between its definition's
/// end and the peak of `timeline`, queued behind the stores already issued
/// then (`starts`: the steps' start times in that run); `None` where it
/// can store all of them.
fn leaving_part(
    model: &super::model::Model,
    timeline: &crate::Timeline,
    starts: &[f64],
    leaving: &super::TensorPlan,
) -> Option<u64> {
    let super::Source::Store { after } = leaving.source else {
        return None;
    };
    let made_s = starts[after.index() + 1];
    let queued_s = timeline
        .d2h_busy
        .iter()
        .filter(|b| b.start_s <= made_s)
        .map(|b| b.end_s)
        .fold(made_s, f64::max);
    let bytes = leaving.bytes(model.graph);
    let part = stored_between(model, leaving.tier, bytes, queued_s, timeline.peak.time_s)?;
    (part < bytes).then_some(part)
}

/// Of a tensor plan's bytes that `plan` stores, the part its store has
/// written by the peak of its run, where the store ends after the peak;
/// `None` where it ends before, or the plan stores none of it.
fn stored_by_peak(
    model: &super::model::Model,
    plan: &Simulated,
    tp: &super::TensorPlan,
) -> Option<u64> {
    if !matches!(tp.source, super::Source::Store { .. }) {
        return None;
    }
    let peak_s = plan.timeline.peak.time_s;
    let store = plan.timeline.d2h_busy.iter().find(|b| {
        matches!(
            plan.graph.nodes[b.node].kind,
            crate::NodeKind::Store { tensor, chunk, .. }
                if tensor == tp.tensor && chunk.map(|c| c.start) == tp.chunk.map(|c| c.start)
        )
    })?;
    if store.end_s <= peak_s {
        return None;
    }
    stored_between(model, tp.tier, tp.bytes(model.graph), store.start_s, peak_s)
}

/// The bytes a store of `bytes` to `tier` that starts at `from_s` has
/// written by `until_s`.
fn stored_between(
    model: &super::model::Model,
    tier: crate::Tier,
    bytes: u64,
    from_s: f64,
    until_s: f64,
) -> Option<u64> {
    let (per_byte, latency) = model
        .cost
        .link_speed_at(tier, crate::Direction::DeviceToHost, bytes)
        .ok()?;
    Some(((until_s - from_s - latency).max(0.0) / per_byte) as u64)
}

/// The lowest level to which `budget` bytes bring the run of `timeline`:
/// each stretch of it above the level costs what its highest point is
/// over it.
fn water_level(timeline: &crate::Timeline, budget: u64) -> u64 {
    let cost = |level: u64| {
        let mut total = 0u64;
        let mut top: Option<u64> = None;
        for point in &timeline.memory {
            if point.bytes > level {
                top = Some(top.map_or(point.bytes, |t| t.max(point.bytes)));
            } else if let Some(t) = top.take() {
                total += t - level;
            }
        }
        total + top.map_or(0, |t| t - level)
    };
    let (mut low, mut high) = (0, timeline.peak.bytes);
    while low < high {
        let mid = low + (high - low) / 2;
        if cost(mid) <= budget {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    high
}

/// `bytes` rounded down to whole 64 KiB (to whole elements where those do
/// not divide it); 0 under one unit.
fn cut_bytes(bytes: u64, element_bytes: u64) -> u64 {
    const UNIT: u64 = 64 << 10;
    let element = element_bytes.max(1);
    let unit = if UNIT.is_multiple_of(element) {
        UNIT
    } else {
        element
    };
    bytes / unit * unit
}

/// Where the chunks of `tensors` are larger than `chunk_bytes` (rounded up
/// to whole elements, or to at most [`super::MAX_CHUNKS_PER_TENSOR`] a
/// tensor), the sizes they have, for the note; else nothing.
fn grown_chunks(
    graph: &crate::TensorGraph,
    tensors: &std::collections::BTreeSet<&crate::TensorId>,
    chunk_bytes: u64,
) -> String {
    let sizes: std::collections::BTreeSet<u64> = tensors
        .iter()
        .map(|&&t| super::chunk_bytes_of(&graph.tensors[t], chunk_bytes))
        .filter(|&size| size != chunk_bytes)
        .collect();
    let (Some(least), Some(most)) = (sizes.first(), sizes.last()) else {
        return String::new();
    };
    let range = if least == most {
        crate::format_bytes(*least)
    } else {
        format!(
            "{} to {}",
            crate::format_bytes(*least),
            crate::format_bytes(*most)
        )
    };
    format!(
        "; chunks of {range}: whole elements, at most {} a tensor",
        super::MAX_CHUNKS_PER_TENSOR
    )
}

/// A tensor plan (of all of its tensor, or of a chunk) as the plans of its
/// first `part` bytes, rounded down to whole 64 KiB ([`cut_bytes`]), and of
/// the rest, each with its source, absences and leave (a weight's chunks
/// then leave and come back on their own, a result's are stored into one
/// copy); `None` for a part that is empty or all of it.
fn split_plan(
    tp: &super::TensorPlan,
    graph: &crate::TensorGraph,
    part: u64,
) -> Option<(super::TensorPlan, super::TensorPlan)> {
    let tensor = &graph.tensors[tp.tensor];
    let whole = tp.chunk.unwrap_or(crate::Chunk {
        start: 0,
        bytes: tensor.bytes,
    });
    let part = cut_bytes(part, tensor.element_bytes);
    if part == 0 || part >= whole.bytes {
        return None;
    }
    let chunk = |start, bytes| super::TensorPlan {
        chunk: Some(crate::Chunk { start, bytes }),
        ..tp.clone()
    };
    Some((
        chunk(whole.start, part),
        chunk(whole.start + part, whole.bytes - part),
    ))
}

/// `plan` without the stays off the device it does not need, and how many
/// it dropped: each absence that starts with a detach, the largest first,
/// is dropped where the plan then judges better ([`Judge::better`]: at the
/// same peak and makespan, fewer bytes moved). Only a stay whose stretch of
/// the plan's run, from its detach to its prefetch, keeps the peak with its
/// bytes back on the device is simulated, until the time `limit` (`None`:
/// none) cuts the search. A rounding of the
/// flow program takes whole chunks and every tensor the repair forced off,
/// and some of them buy nothing in the run: trimming drops their
/// transfers at the same peak.
pub(super) fn trim(
    judge: &Judge,
    mut plan: Simulated,
    limit: Option<&TimeLimit>,
) -> Result<(Simulated, usize), PlanError> {
    let model = judge.model;
    // Each absence by what names it across drops: its tensor, chunk and
    // first use; the largest first.
    let mut order: Vec<(u64, crate::TensorId, Option<u64>, crate::NodeId)> = plan
        .plan
        .tensors
        .iter()
        .flat_map(|tp| {
            let bytes = tp.bytes(model.graph);
            let chunk = tp.chunk.map(|c| c.start);
            tp.absences
                .iter()
                .filter(|a| a.detach_after.is_some())
                .map(move |a| (bytes, tp.tensor, chunk, a.first_use))
        })
        .collect();
    order.sort_by(|a, b| b.0.cmp(&a.0).then((a.1, a.2, a.3).cmp(&(b.1, b.2, b.3))));
    let mut starts: Option<Vec<f64>> = None;
    let mut dropped = 0;
    for (bytes, tensor, chunk, first_use) in order {
        if limit.is_some_and(TimeLimit::expired) {
            break;
        }
        let found = plan.plan.tensors.iter().enumerate().find_map(|(i, tp)| {
            if tp.tensor != tensor || tp.chunk.map(|c| c.start) != chunk {
                return None;
            }
            let absence = tp.absences.iter().find(|a| a.first_use == first_use)?;
            Some((i, *absence))
        });
        let Some((i, absence)) = found else {
            continue;
        };
        let Some(detach) = absence.detach_after else {
            continue;
        };
        let run = starts.get_or_insert_with(|| {
            flow::realize::simulated_starts(model.graph, &plan.graph, &plan.timeline)
        });
        let (from, to) = (
            run[detach.index() + 1],
            run[absence.prefetch_before.index()],
        );
        let timeline = &plan.timeline;
        let high = timeline
            .memory
            .iter()
            .skip_while(|p| p.time_s < from)
            .take_while(|p| p.time_s < to)
            .map(|p| p.bytes)
            .fold(timeline.memory_at(from), u64::max);
        if high + bytes > timeline.peak.bytes {
            continue;
        }
        let mut cut = plan.plan.clone();
        cut.tensors[i].absences.retain(|a| a.first_use != first_use);
        cut.tensors
            .retain(|tp| !tp.absences.is_empty() || tp.leaves_after.is_some());
        if cut.validate(model.graph).is_err() {
            continue;
        }
        let again = judge.simulate(cut)?;
        if judge.better(&again, &plan) {
            plan = again;
            starts = None;
            dropped += 1;
        }
    }
    Ok((plan, dropped))
}

/// `plan` with its prefetches placed again against its own run's timing
/// ([`flow::realize::repack`]), a few times while that simulates better.
fn retimed(judge: &Judge, mut plan: Simulated) -> Result<Simulated, PlanError> {
    for _ in 0..FLOW.retime {
        let starts =
            flow::realize::simulated_starts(judge.model.graph, &plan.graph, &plan.timeline);
        let repacked = flow::realize::repack(judge.model, &starts, &plan.plan);
        if repacked == plan.plan {
            break;
        }
        let again = judge.simulate(repacked)?;
        if !judge.better(&again, &plan) {
            break;
        }
        plan = again;
    }
    Ok(plan)
}

/// `plan`, the realization of `solved` with `rounding`, repaired: while its
/// peak step (with a budget, where it goes over) keeps on the device bytes
/// the program has off there, the tensor with the most such bytes is taken
/// off where the program has it off ([`flow::realize::repair_choices`]),
/// its prefetch packed with the others or else issued where the program
/// brings it back, kept where the plan then simulates better; at most
/// [`RepairTuning::tries`] tries and [`RepairTuning::give_up`] in a row
/// that do not help (or until the time `limit` cuts it). A choice whose
/// forcing realizes the same plan (a tensor the plan already has off
/// there, as a result that leaves) is passed over without a try: such
/// choices can come several in a row, and counted as tries they ended the
/// repair over a budget it could meet.
///
/// A plan the repair leaves over its budget is repaired again with the
/// forced tensors in chunks rounding up ([`flow::realize::plan_forcing`]):
/// each chunk off wherever the program has any of it off, so that a
/// forced tensor holds no more than the program anywhere, where the
/// rounding's share of a chunk leaves the budget over by the part of one.
/// Rounding up moves more, so it is the budget's rescue, not the rule.
fn repair(
    judge: &Judge,
    solved: &flow::Flow,
    rounding: flow::Rounding,
    plan: Simulated,
    limit: &TimeLimit,
) -> Result<Simulated, PlanError> {
    // The plan as realized, kept for the rescue only where it may run.
    let original = judge.request.budget.is_some().then(|| plan.clone());
    let repaired = repair_with(judge, solved, rounding, plan, limit, false)?;
    let Some(original) = original.filter(|_| repaired.over_budget.is_some() && !limit.expired())
    else {
        return Ok(repaired);
    };
    let rounded_up = repair_with(judge, solved, rounding, original, limit, true)?;
    Ok(if judge.better(&rounded_up, &repaired) {
        rounded_up
    } else {
        repaired
    })
}

/// [`repair`], its forced tensors in chunks rounding up where `ceil`.
fn repair_with(
    judge: &Judge,
    solved: &flow::Flow,
    rounding: flow::Rounding,
    mut plan: Simulated,
    limit: &TimeLimit,
    ceil: bool,
) -> Result<Simulated, PlanError> {
    let model = judge.model;
    let mut forced: rustc_hash::FxHashMap<crate::TensorId, (f64, bool)> = Default::default();
    let mut tried: rustc_hash::FxHashSet<crate::TensorId> = Default::default();
    let mut failed = 0;
    let forcing = |forced: &rustc_hash::FxHashMap<crate::TensorId, (f64, bool)>| {
        flow::realize::plan_forcing(
            model,
            &solved.bins,
            &solved.gaps,
            &solved.solution,
            rounding,
            forced,
            ceil,
        )
    };
    // The realization the kept plan was made from (before its prefetches
    // were placed again): a forcing that makes the same one changes
    // nothing, and is neither simulated nor counted as a try.
    let mut base = forcing(&forced);
    let mut tries = 0;
    while tries < REPAIR.tries {
        if limit.expired() {
            break;
        }
        let at = match plan.over_budget {
            Some((_, node)) => Some(node),
            None => plan.timeline.peak.node,
        };
        let Some(at) = original_step(model.graph, &plan, at) else {
            break;
        };
        let choices = flow::realize::repair_choices(
            model,
            &solved.bins,
            &solved.gaps,
            &solved.solution,
            &plan.plan,
            at,
        );
        let Some((tensor, share)) = choices.into_iter().find(|(t, _)| !tried.contains(t)) else {
            break;
        };
        tried.insert(tensor);
        // Its prefetch packed with the others first, then where the
        // program brings it back (packed, it may land before the very step
        // it was forced off for).
        let previous = forced.get(&tensor).copied();
        let mut kept = false;
        let mut changed = false;
        for follow in [false, true] {
            forced.insert(tensor, (share, follow));
            let realized = forcing(&forced);
            if realized == base {
                continue;
            }
            changed = true;
            let again = retimed(judge, judge.simulate(realized.clone())?)?;
            tracing::debug!(
                tensor = ?tensor,
                share,
                follow,
                at = ?at,
                peak = again.timeline.peak.bytes,
                peak_at = ?original_step(model.graph, &again, again.timeline.peak.node),
                makespan_s = again.timeline.makespan_s,
                better = judge.better(&again, &plan),
                "flow plan repair try"
            );
            if judge.better(&again, &plan) {
                plan = again;
                base = realized;
                kept = true;
                break;
            }
        }
        if changed {
            tries += 1;
        }
        if kept {
            failed = 0;
        } else {
            if changed {
                failed += 1;
                if failed == REPAIR.give_up {
                    break;
                }
            }
            match previous {
                Some(p) => forced.insert(tensor, p),
                None => forced.remove(&tensor),
            };
        }
    }
    Ok(plan)
}

/// How often the heuristic plans again with half the allowance while its
/// plan simulates over it.
const HEURISTIC_RETRIES: usize = 6;

/// The heuristic's plan, held to the slowdown by the simulator: the
/// heuristic judges stalls on its own link model, which can miss a little
/// (a tiny share of a step). Without a budget, while the
/// simulated makespan exceeds the `none` plan's by more than the allowed
/// slowdown, plan again with half the allowance ([`HEURISTIC_RETRIES`] times
/// at most, then the plan with the least excess). The greedy runs once per strategy
/// ([`heuristic::Strategy`]), the best [`REFINED`] distinct plans get a
/// second pass ([`heuristic::refine`], cut where the time `limit` runs
/// out), and the best
/// plan is kept.
/// The heuristic's plan: its moves ([`heuristic_moves`]), with the
/// recomputations that pay where its peak lies ([`recompute::greedy`]).
///
/// Without a budget the plan holds the allowed slowdown as the simulator
/// times it: where even the heuristic's most cautious moves go over (its
/// link model counts time the run does not have, as where collectives
/// overlap compute), the `none` plan is taken instead, which holds it by
/// definition, counted as `none`'s, with a note.
fn heuristic_plan(
    judge: &Judge,
    limit: Option<&TimeLimit>,
    notes: &mut Vec<String>,
) -> Result<(Simulated, Solver), PlanError> {
    let moves = heuristic_moves(judge, limit)?;
    let plan = recompute::greedy(judge, moves, limit)?.0;
    if judge.within_slowdown(&plan.timeline) {
        return Ok((plan, Solver::Heuristic));
    }
    notes.push(format!(
        "heuristic: its most cautious plan simulates at {} where the slowdown allows {}: the none plan instead, which moves nothing it need not",
        crate::units::format_seconds(plan.timeline.makespan_s),
        crate::units::format_seconds(judge.allowed)
    ));
    Ok((judge.none.clone(), Solver::None))
}

/// The heuristic's moves, none recomputed: for the baselines that add
/// checkpointing's recomputations to them.
fn offload_only_heuristic(judge: &Judge, limit: &TimeLimit) -> Result<Simulated, PlanError> {
    heuristic_moves(judge, Some(limit))
}

/// The best of the heuristic's strategies, each refined, by the judge.
fn heuristic_moves(judge: &Judge, limit: Option<&TimeLimit>) -> Result<Simulated, PlanError> {
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
        for _ in 0..HEURISTIC_RETRIES {
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
            moved = plan.0.timeline.h2d_bytes + plan.0.timeline.d2h_bytes,
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
            let second = heuristic::refine(model, &request, choice, limit);
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
    let mut candidates = vec![
        (Solver::Reactive, baselines::reactive(model, request)),
        (Solver::PytorchAo, baselines::pytorch_ao(model)),
        (Solver::Interval, baselines::interval(model, request)),
    ];
    // Where recomputation is allowed, the checkpointing baselines without
    // moves but the weights' (with moves, they build on the heuristic's
    // plan, which ours weighed).
    if request.recompute {
        for (baseline, selective) in [(Solver::Checkpoint, false), (Solver::Selective, true)] {
            candidates.push((
                baseline,
                recompute::checkpointing(model, judge.none.plan.clone(), selective),
            ));
        }
    }
    for (baseline, candidate) in candidates {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_roundings_are_distinct_and_their_shares_fractions() {
        for (i, a) in FLOW_ROUNDINGS.iter().enumerate() {
            assert!(0.0 < a.share && a.share < 1.0, "rounding {i}");
            assert!((0.0..=1.0).contains(&a.stall), "rounding {i}");
            for b in &FLOW_ROUNDINGS[..i] {
                let same = a.share == b.share
                    && a.stall == b.stall
                    && a.follow == b.follow
                    && a.pool == b.pool;
                assert!(!same, "rounding {i} repeats an earlier one");
            }
        }
    }

    #[test]
    fn the_flow_program_is_solved_with_the_whole_links_first() {
        assert_eq!(FLOW.fills[0], 1.0);
        assert!(FLOW.fills[1..].iter().all(|&f| 0.0 < f && f < 1.0));
    }
}
