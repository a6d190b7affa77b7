//! Our fast planner: greedy peak shaving.
//!
//! Repeatedly take the step where device memory peaks and, among the
//! candidates that free it, the largest tensor whose transfers still fit the
//! links (total prefetch lateness within the allowed slowdown), until the
//! peak cannot fall further or is within the budget. With a budget the
//! planner may then accept late prefetches (stalls) to meet it.

use crate::plan::{
    Plan, PlanRequest,
    model::{Candidate, Model, build_plan},
};

/// Candidates tried per peak step before giving up on it.
const TRIES_PER_STEP: usize = 256;

/// The order in which the greedy tries the candidates that free a peak
/// step: largest first, and among equal sizes (a model's layers repeat the
/// same shapes) either in program order or the longest absence first. No
/// order wins on every graph, so the planner runs both and keeps the plan
/// that simulates better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    ProgramOrder,
    LongestFirst,
}

impl Order {
    pub const ALL: [Order; 2] = [Order::ProgramOrder, Order::LongestFirst];
}

pub fn solve(model: &Model, request: &PlanRequest, order: Order) -> Plan {
    let chosen = prune(model, request, choose(model, request, order));
    build_plan(model, &chosen)
}

/// Drops chosen candidates (latest first) whose removal neither raises the
/// peak nor breaks the budget: the greedy may free memory at a step that
/// ended up below the final peak.
fn prune<'m>(
    model: &'m Model,
    request: &PlanRequest,
    mut chosen: Vec<&'m Candidate>,
) -> Vec<&'m Candidate> {
    let peak_of = |chosen: &[&Candidate]| {
        let schedule = model.schedule(chosen);
        let peak = model
            .memory(chosen, &schedule)
            .into_iter()
            .max()
            .unwrap_or(0);
        (peak, schedule.total_lateness_s())
    };
    let (target, _) = peak_of(&chosen);
    let limit = request.budget.map_or(target, |b| b.max(target));
    let mut i = chosen.len();
    while i > 0 {
        i -= 1;
        // Prefetches of weights in a tier (mandatory, or their late
        // variants) are never dropped.
        if chosen[i].from.is_none() && !chosen[i].needs_store {
            continue;
        }
        let removed = chosen.remove(i);
        let (peak, _) = peak_of(&chosen);
        if peak > limit {
            chosen.insert(i, removed);
        }
    }
    chosen
}

/// The chosen candidates (mandatory prefetches first).
pub fn choose<'m>(model: &'m Model, request: &PlanRequest, order_by: Order) -> Vec<&'m Candidate> {
    let mut chosen: Vec<&Candidate> = model.mandatory.iter().collect();
    let mut taken = vec![false; model.candidates.len()];
    // The allowed slowdown, on top of what the mandatory prefetches alone
    // cannot hide.
    let slack = request.slowdown * model.compute_s() + model.stall_s(&chosen);
    // Candidates by size, largest first: the greedy frees the most bytes
    // per transfer.
    let mut order: Vec<usize> = (0..model.candidates.len()).collect();
    let length = |c: &Candidate| match order_by {
        Order::ProgramOrder => 0,
        Order::LongestFirst => c.freed.1.saturating_sub(c.freed.0),
    };
    order.sort_by(|&a, &b| {
        let (ca, cb) = (&model.candidates[a], &model.candidates[b]);
        cb.bytes
            .cmp(&ca.bytes)
            .then(length(cb).cmp(&length(ca)))
            .then(a.cmp(&b))
    });

    for allow_stalls in [false, true] {
        if allow_stalls && request.budget.is_none() {
            break;
        }
        loop {
            let schedule = model.schedule(&chosen);
            let memory = model.memory(&chosen, &schedule);
            let Some((peak_step, &peak)) = memory
                .iter()
                .enumerate()
                .max_by_key(|(s, m)| (**m, std::cmp::Reverse(*s)))
            else {
                return chosen;
            };
            if request.budget.is_some_and(|b| peak <= b) {
                return chosen;
            }
            tracing::trace!(
                peak_step,
                peak,
                chosen = chosen.len(),
                allow_stalls,
                "heuristic step"
            );
            let lateness = model.stall_s(&chosen);
            let mut accepted = false;
            for &i in order
                .iter()
                .filter(|&&i| !taken[i] && model.candidates[i].frees(peak_step))
                .take(TRIES_PER_STEP)
            {
                let c = &model.candidates[i];
                if !allow_stalls && !c.hides {
                    continue;
                }
                // A late variant replaces the hidden one of the same gap
                // (or the mandatory prefetch it delays).
                let replaced = chosen.iter().position(|o| o.gap == c.gap);
                let previous = replaced.map(|at| chosen.remove(at));
                chosen.push(c);
                let trial = model.schedule(&chosen);
                let frees_peak = trial
                    .freed
                    .last()
                    .is_some_and(|&(f, l)| f <= peak_step && peak_step <= l);
                let late = model.stall_s(&chosen);
                let fits = allow_stalls || late <= slack.max(lateness) + 1e-12;
                if frees_peak && fits {
                    taken[i] = true;
                    accepted = true;
                    break;
                }
                chosen.pop();
                if let (Some(at), Some(p)) = (replaced, previous) {
                    chosen.insert(at, p);
                }
            }
            if !accepted {
                break;
            }
        }
    }
    chosen
}
