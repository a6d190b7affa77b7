//! The judge: every plan the planner weighs is materialized ([`apply`]),
//! simulated once, and compared for the request against the others and
//! against the `none` plan.

use super::{Plan, PlanError, PlanRequest, apply, model::Model};
use crate::{CheckError, NodeId, PlanChecker, TensorGraph, simulate::Timeline, simulate::simulate};

/// A plan with the graph it makes of the program and its simulation.
#[derive(Clone)]
pub(super) struct Simulated {
    pub plan: Plan,
    pub graph: TensorGraph,
    pub timeline: Timeline,
    /// With a budget, where the plan goes over it: `(bytes, step)` of the
    /// simulated peak, or, where the simulation meets the budget, of the
    /// independent checker's first excess. The simulator orders a release
    /// at a store's completion by the detach's step, the checker after every
    /// allocation at that instant, so a plan whose simulated peak meets the
    /// budget exactly at such a tie may not (docs/semantics.md). `None`
    /// within the budget or without one.
    pub over_budget: Option<(u64, NodeId)>,
    /// Whether the plan's copies overflow a tier's capacity: then it is
    /// never taken over one that fits.
    pub over_tier: bool,
}

/// Judges plans for one request on one model.
#[derive(Clone)]
pub(super) struct Judge<'a, 'g> {
    pub model: &'a Model<'g>,
    pub request: &'a PlanRequest,
    /// The `none` plan: only the prefetches arguments in a tier need.
    pub none: Simulated,
    /// The longest makespan a plan without a budget may have: the `none`
    /// plan's (which already waits for arguments that start in a tier)
    /// plus the allowed slowdown of compute-only time.
    pub allowed: f64,
    /// The unit peaks are compared in: the largest power of two at most a
    /// [`PEAK_UNITS`]th of the `none` plan's peak (one byte on a small
    /// graph, 2 KiB on a 2 GiB step).
    granule: u64,
    /// Whether a plan over the budget is also weighed with its detaches
    /// waiting ([`Judge::waiting`]).
    waits: bool,
}

/// Peaks are compared in units of about a millionth of the `none` plan's
/// peak: a plan that saves a few bytes at its peak by moving hundreds of
/// megabytes is no better on a device than one that moves nothing, and among equal peaks the faster plan, then the one that
/// moves less, is taken. A fixed unit keeps the comparison a total order.
const PEAK_UNITS: u64 = 1 << 20;

impl<'a, 'g> Judge<'a, 'g> {
    /// The judge of `request` on `model`; the slowdown is measured from the
    /// makespan of its `none` plan.
    pub fn new(model: &'a Model<'g>, request: &'a PlanRequest) -> Result<Self, PlanError> {
        let mandatory: Vec<_> = model.mandatory.iter().collect();
        let none = simulated(model, request, super::model::build_plan(model, &mandatory))?;
        let allowed = none.timeline.makespan_s + request.slowdown * none.timeline.compute_s + 1e-12;
        let granule = match none.timeline.peak.bytes / PEAK_UNITS {
            0 => 1,
            units => 1 << units.ilog2(),
        };
        Ok(Judge {
            model,
            request,
            none,
            allowed,
            granule,
            waits: false,
        })
    }

    /// The same judge, weighing every plan over the budget also with its
    /// detaches waiting for their stores ([`Plan::waits`]); the portfolio
    /// repairs such plans beside the others ([`super::portfolio`]).
    pub fn waiting(&self) -> Self {
        Judge {
            waits: true,
            ..self.clone()
        }
    }

    /// `plan`, materialized and simulated. For a [waiting](Judge::waiting)
    /// judge, a plan over the budget is simulated again with every detach
    /// waiting for its store ([`Plan::waits`]), and the better of the two
    /// kept: a store that runs late (queued behind others on the link)
    /// keeps its bytes on the device past the detach, where the compute
    /// stream would otherwise allocate the next ones.
    pub fn simulate(&self, plan: Plan) -> Result<Simulated, PlanError> {
        let plain = simulated(self.model, self.request, plan)?;
        if !self.waits || plain.over_budget.is_none() || plain.plan.waits || !detaches(&plain.graph)
        {
            return Ok(plain);
        }
        let waiting = simulated(
            self.model,
            self.request,
            Plan {
                waits: true,
                ..plain.plan.clone()
            },
        )?;
        Ok(if self.better(&waiting, &plain) {
            waiting
        } else {
            plain
        })
    }

    /// Whether a plan with timeline `t` may be taken for its peak: within
    /// the slowdown, or any plan when there is a budget.
    pub fn within_slowdown(&self, t: &Timeline) -> bool {
        self.request.budget.is_some() || t.makespan_s <= self.allowed
    }

    /// Whether `a`, no better than `b` by [`Judge::better`], still comes
    /// closer to a lower peak: without a budget, within the slowdown, a
    /// peak no higher than `b`'s, and less time at `b`'s peak (then fewer
    /// moments there). A peak is often a plateau of several steps; a repair
    /// that lowers one of them leaves the peak where it was, and only the
    /// repair of each lowers it.
    pub fn lowers_plateau(&self, a: &Simulated, b: &Simulated) -> bool {
        if self.request.budget.is_some() || a.over_tier && !b.over_tier {
            return false;
        }
        let (ta, tb) = (&a.timeline, &b.timeline);
        if ta.makespan_s > self.allowed || ta.peak.bytes > tb.peak.bytes {
            return false;
        }
        let level = tb.peak.bytes;
        at_level(ta, level) < at_level(tb, level)
    }

    /// Whether plan `a` is better than `b` for the request: within the
    /// budget (as the checker holds it), faster; without one, a lower peak
    /// within the slowdown (a makespan of at most `allowed`).
    pub fn better(&self, a: &Simulated, b: &Simulated) -> bool {
        // A plan within every tier's capacity first, whatever else.
        if a.over_tier != b.over_tier {
            return !a.over_tier;
        }
        let fits = |s: &Simulated| match self.request.budget {
            Some(_) => s.over_budget.is_none(),
            None => s.timeline.makespan_s <= self.allowed,
        };
        let (fits_a, fits_b) = (fits(a), fits(b));
        let (a, b) = (&a.timeline, &b.timeline);
        match (fits_a, fits_b) {
            (true, false) => true,
            (false, true) => false,
            // Both within the budget: faster.
            (true, true) if self.request.budget.is_some() => {
                (a.makespan_s, a.peak.bytes, moved(a)) < (b.makespan_s, b.peak.bytes, moved(b))
            }
            // Neither within the budget, or no budget: a lower peak (the one
            // that comes closest to a budget nothing meets, for the error).
            // Among plans of one peak and makespan, the one that moves less
            // (less of the links for anything else, less energy).
            _ => {
                let units = |t: &Timeline| t.peak.bytes.div_ceil(self.granule);
                (units(a), a.makespan_s.to_bits(), moved(a))
                    < (units(b), b.makespan_s.to_bits(), moved(b))
            }
        }
    }
}

/// Whether a planned graph detaches anything.
fn detaches(graph: &TensorGraph) -> bool {
    graph
        .nodes
        .iter()
        .any(|node| matches!(node.kind, crate::NodeKind::Detach { .. }))
}

/// The bytes a plan moves over the links, both ways.
fn moved(t: &Timeline) -> u64 {
    t.h2d_bytes + t.d2h_bytes
}

fn simulated(model: &Model, request: &PlanRequest, plan: Plan) -> Result<Simulated, PlanError> {
    let plan = super::recompute::readable(model.graph, plan);
    let graph = apply(model.graph, &plan);
    let timeline = simulate(&graph, model.cost)?;
    let peak = (timeline.peak.bytes, timeline.peak.node.unwrap_or_default());
    let over_budget = request.budget.and_then(|budget| {
        if peak.0 > budget {
            return Some(peak);
        }
        let errors = PlanChecker::new(&graph, model.cost)
            .with_budget(Some(budget))
            .check()
            .err()?;
        tracing::debug!(?errors, "the checker refuses the plan under the budget");
        // Any other complaint also keeps the plan from being taken.
        Some(
            errors
                .iter()
                .find_map(|e| match *e {
                    CheckError::CapacityExceeded { step, bytes, .. } => Some((bytes, step)),
                    _ => None,
                })
                .unwrap_or(peak),
        )
    });
    let over_tier = plan.over_tier(model.graph, model.cost).is_some();
    Ok(Simulated {
        plan,
        graph,
        timeline,
        over_budget,
        over_tier,
    })
}

/// How long `t`'s device memory is at `level` or above (seconds), and at
/// how many of its points: compared in that order.
fn at_level(t: &Timeline, level: u64) -> (f64, usize) {
    let mut time = 0.0;
    let mut points = 0;
    for (i, point) in t.memory.iter().enumerate() {
        if point.bytes >= level {
            points += 1;
            let until = t.memory.get(i + 1).map_or(point.time_s, |next| next.time_s);
            time += until - point.time_s;
        }
    }
    (time, points)
}
