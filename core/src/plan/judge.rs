//! The judge: every plan the planner weighs is materialized ([`apply`]),
//! simulated once, and compared for the request against the others and
//! against the `none` plan.

use super::{Plan, PlanError, PlanRequest, apply, model::Model};
use crate::{PlanChecker, TensorGraph, simulate::Timeline, simulate::simulate};

/// A plan with the graph it makes of the program and its simulation.
#[derive(Clone)]
pub(super) struct Simulated {
    pub plan: Plan,
    pub graph: TensorGraph,
    pub timeline: Timeline,
    /// With a budget: whether the independent checker holds the plan within
    /// it. The simulator orders a release at a store's completion by the
    /// detach's step, the checker after every allocation at that instant,
    /// so a plan whose simulated peak meets the budget exactly at such a
    /// tie may not (docs/semantics.md). `true` without a budget.
    pub fits_budget: bool,
}

/// Judges plans for one request on one model.
pub(super) struct Judge<'a, 'g> {
    pub model: &'a Model<'g>,
    pub request: &'a PlanRequest,
    /// The `none` plan: only the prefetches arguments in a tier need.
    pub none: Simulated,
    /// The longest makespan a plan without a budget may have: the `none`
    /// plan's (which already waits for arguments that start in a tier)
    /// plus the allowed slowdown of compute-only time.
    pub allowed: f64,
}

impl<'a, 'g> Judge<'a, 'g> {
    pub fn new(model: &'a Model<'g>, request: &'a PlanRequest) -> Result<Self, PlanError> {
        let mandatory: Vec<_> = model.mandatory.iter().collect();
        let none = simulated(model, request, super::model::build_plan(model, &mandatory))?;
        let allowed = none.timeline.makespan_s + request.slowdown * none.timeline.compute_s + 1e-12;
        Ok(Judge {
            model,
            request,
            none,
            allowed,
        })
    }

    /// `plan`, materialized and simulated.
    pub fn simulate(&self, plan: Plan) -> Result<Simulated, PlanError> {
        simulated(self.model, self.request, plan)
    }

    /// Whether a plan with timeline `t` may be taken for its peak: within
    /// the slowdown, or any plan when there is a budget.
    pub fn within_slowdown(&self, t: &Timeline) -> bool {
        self.request.budget.is_some() || t.makespan_s <= self.allowed
    }

    /// Whether plan `a` is better than `b` for the request: within the
    /// budget (as the checker holds it), faster; without one, a lower peak
    /// within the slowdown (a makespan of at most `allowed`).
    pub fn better(&self, a: &Simulated, b: &Simulated) -> bool {
        let fits = |s: &Simulated| match self.request.budget {
            Some(_) => s.fits_budget,
            None => s.timeline.makespan_s <= self.allowed,
        };
        let (fits_a, fits_b) = (fits(a), fits(b));
        let (a, b) = (&a.timeline, &b.timeline);
        match (fits_a, fits_b) {
            (true, false) => true,
            (false, true) => false,
            // Both within the budget: faster.
            (true, true) if self.request.budget.is_some() => {
                (a.makespan_s, a.peak.bytes) < (b.makespan_s, b.peak.bytes)
            }
            // Neither within the budget, or no budget: a lower peak (the one
            // that comes closest to a budget nothing meets, for the error).
            _ => (a.peak.bytes, a.makespan_s.to_bits()) < (b.peak.bytes, b.makespan_s.to_bits()),
        }
    }
}

fn simulated(model: &Model, request: &PlanRequest, plan: Plan) -> Result<Simulated, PlanError> {
    let graph = apply(model.graph, &plan);
    let timeline = simulate(&graph, model.cost)?;
    let fits_budget = request.budget.is_none_or(|budget| {
        timeline.peak.bytes <= budget
            && PlanChecker::new(&graph, model.cost)
                .with_budget(Some(budget))
                .check()
                .is_ok()
    });
    Ok(Simulated {
        plan,
        graph,
        timeline,
        fits_budget,
    })
}
