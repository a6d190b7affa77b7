//! The judge: every plan the planner weighs is materialized ([`apply`]),
//! simulated once, and compared for the request against the others and
//! against the `none` plan.

use super::{Plan, PlanError, PlanRequest, apply, model::Model};
use crate::{TensorGraph, simulate::Timeline, simulate::simulate};

/// A plan with the graph it makes of the program and its simulation.
#[derive(Clone)]
pub(super) struct Simulated {
    pub plan: Plan,
    pub graph: TensorGraph,
    pub timeline: Timeline,
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
        let none = simulated(model, super::model::build_plan(model, &mandatory))?;
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
        simulated(self.model, plan)
    }

    /// Whether a plan with timeline `t` may be taken for its peak: within
    /// the slowdown, or any plan when there is a budget.
    pub fn within_slowdown(&self, t: &Timeline) -> bool {
        self.request.budget.is_some() || t.makespan_s <= self.allowed
    }

    /// Whether timeline `a` is better than `b` for the request: within the
    /// budget, faster; without one, a lower peak within the slowdown (a
    /// makespan of at most `allowed`).
    pub fn better(&self, a: &Timeline, b: &Timeline) -> bool {
        let fits = |t: &Timeline| match self.request.budget {
            Some(budget) => t.peak.bytes <= budget,
            None => t.makespan_s <= self.allowed,
        };
        match (fits(a), fits(b)) {
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

fn simulated(model: &Model, plan: Plan) -> Result<Simulated, PlanError> {
    let graph = apply(model.graph, &plan);
    let timeline = simulate(&graph, model.cost)?;
    Ok(Simulated {
        plan,
        graph,
        timeline,
    })
}
