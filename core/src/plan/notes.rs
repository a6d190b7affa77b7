//! What the planner tells the user beyond the figures: why a plan moves
//! little (notes in the remark), and what holds the device at the plan's
//! peak (the debug log).

use super::{PlanOutcome, PlanRequest, Solver, model::Model};
use crate::{Lifetimes, NodeId, TensorGraph, TensorLifetime, TensorOrigin, simulate::Timeline};

/// Notes that say why a plan lowers the peak of the `none` plan
/// (`none_peak`) by less than a tenth: what holds the device at its peak
/// that no plan may move (arguments the caller holds, the working set of
/// one op), and which baseline goes lower outside the allowed slowdown.
pub(super) fn why_little(
    request: &PlanRequest,
    none_peak: u64,
    outcome: &PlanOutcome,
    baselines: &[(Solver, Timeline)],
) -> Vec<String> {
    let peak = outcome.timeline.peak.bytes;
    let ours = request.solver.is_ours();
    if !ours || none_peak == 0 || (peak as f64) < 0.9 * none_peak as f64 {
        return Vec::new();
    }
    let mut notes = Vec::new();
    let after = Lifetimes::compute(&outcome.graph);
    let Some(step) = after.peak.step else {
        return notes;
    };
    let held: Vec<&TensorLifetime> = after
        .storage_tensors()
        .filter(|l| l.is_resident_at(step) && l.bytes > 0)
        .filter(|l| {
            let t = &outcome.graph.tensors[l.tensor];
            matches!(t.origin, TensorOrigin::Argument { tier: None, .. }) && !t.donated
        })
        .collect();
    let held_bytes: u64 = held.iter().map(|l| l.bytes).sum();
    let them = if held.len() == 1 { "it" } else { "them" };
    if held_bytes as f64 >= 0.25 * peak as f64 {
        notes.push(format!(
            "note: {} the caller holds ({}, {:.0}% of the peak) {} on the device; name {} in remote-args or give {} offload.tier to let the plan move {}, or donate-args=true if the caller gives {} up",
            match held.len() {
                1 => "1 argument".to_owned(),
                n => format!("{n} arguments"),
            },
            crate::units::format_bytes(held_bytes),
            100.0 * held_bytes as f64 / peak as f64,
            if held.len() == 1 { "stays" } else { "stay" },
            them,
            them,
            them,
            them,
        ));
    }
    let working = after.working_set.bytes;
    if working as f64 >= 0.9 * peak as f64 {
        notes.push(format!(
            "note: the peak is near the working set of step {} ({}): what one op reads and writes at once stays on the device in any plan",
            after.working_set.step.unwrap_or(step),
            crate::units::format_bytes(working)
        ));
    }
    // The baselines the portfolio weighed (for `ilp`), already simulated.
    if request.budget.is_none() {
        let compute = outcome.timeline.compute_s.max(1e-15);
        let lower = baselines
            .iter()
            .filter(|(_, t)| t.peak.bytes < peak)
            .min_by_key(|(_, t)| t.peak.bytes);
        if let Some((solver, timeline)) = lower {
            let added = (timeline.makespan_s - outcome.none_makespan_s).max(0.0) / compute;
            notes.push(format!(
                "note: {solver} reaches {} at {:.2}% added time, outside slowdown={}%; allow more slowdown (or give a budget) to take such a plan",
                crate::units::format_bytes(timeline.peak.bytes),
                100.0 * added,
                100.0 * request.slowdown
            ));
        }
    }
    notes
}

/// Where the plan's peak is what every plan holds at the function's entry
/// or return ([`super::bound::Boundary`]), which no plan goes below: what
/// holds it, and what would let a plan go lower.
pub(super) fn at_boundary(
    model: &Model,
    request: &PlanRequest,
    outcome: &PlanOutcome,
) -> Option<String> {
    let peak = outcome.timeline.peak.bytes;
    if !request.solver.is_ours() || peak == 0 {
        return None;
    }
    let boundary = super::bound::Boundary::of(model, &request.returnable);
    let bytes = crate::units::format_bytes;
    if peak <= boundary.exit() {
        Some(format!(
            "note: the peak is what every plan holds at the return: the arguments the caller holds ({}) and the results returned on the device ({}); results the caller takes in the tier (remote-results) or arguments freed after their last use (donate-args) would let a plan go lower",
            bytes(boundary.held),
            bytes(boundary.returned)
        ))
    } else if peak <= boundary.entry {
        Some(format!(
            "note: the peak is what every plan holds at the entry: the arguments on the device ({}); arguments passed in the tier (remote-args) would let a plan go lower",
            bytes(boundary.entry)
        ))
    } else {
        None
    }
}

/// Where the plan's detaches wait for their stores ([`super::Plan::waits`]),
/// how many do and what the waits cost.
/// Why a plan of ours recomputes nothing where recomputation was allowed:
/// no tensor could be (no pure op's result of at least `min-bytes` waits in
/// a gap with what it reads on the device), or none of the options paid.
pub(super) fn recomputes_nothing(
    model: &super::model::Model,
    request: &PlanRequest,
    outcome: &PlanOutcome,
) -> Option<String> {
    if !request.recompute || !request.solver.is_ours() || !outcome.plan.recomputes.is_empty() {
        return None;
    }
    Some(match model.recomputes.len() {
        0 => format!(
            "recomputes nothing: no result of a pure op of at least {} waits in a gap with what it is made from on the device",
            crate::format_bytes(request.min_bytes)
        ),
        n => format!(
            "recomputes nothing: none of its {n} recomputation options lowered the peak {}",
            match request.budget {
                Some(_) => "or the stall within the budget".to_owned(),
                None => format!("within the {:.0}% slowdown", 100.0 * request.slowdown),
            }
        ),
    })
}

pub(super) fn waits(outcome: &PlanOutcome) -> Option<String> {
    if !outcome.plan.waits {
        return None;
    }
    let detaches = outcome
        .graph
        .nodes
        .iter()
        .filter(|n| matches!(n.kind, crate::NodeKind::Detach { wait: true, .. }))
        .count();
    let waited: f64 = outcome
        .timeline
        .stalls
        .iter()
        .filter(|(node, _)| {
            matches!(
                outcome.graph.nodes[*node].kind,
                crate::NodeKind::Detach { .. }
            )
        })
        .map(|(_, s)| s)
        .sum();
    let which = match detaches {
        1 => "the plan's detach for its store".to_owned(),
        n => format!("the plan's {n} detaches for their stores"),
    };
    Some(format!(
        "the compute stream waits at {which} (offload.detach {{wait}}), {} in all: late stores would hold their bytes over the budget",
        crate::units::format_seconds(waited)
    ))
}

/// Logs (debug) what holds the device at the plan's peak, as the
/// simulator runs it (a detached chunk is away, a prefetch holds its
/// buffer from its issue): the largest tensors there, each with its uses,
/// how many candidates it (or, for a prefetched copy, the tensor it
/// copies) had, and how many of them free the peak's step.
pub(super) fn log_peak(
    model: &Model,
    offloaded: &TensorGraph,
    cost: &crate::CostModel,
    timeline: &Timeline,
) {
    let Some(step) = timeline.peak.node else {
        return;
    };
    let Ok(held) = crate::simulate::held_at_peak(offloaded, cost) else {
        return;
    };
    let lifetimes = Lifetimes::compute(offloaded);
    // `apply` keeps the ids and the order of the original tensors and
    // nodes, and adds the offload ones: a copy is traced back to the tensor
    // stored, and the peak's step is that of the compute node in the
    // model's steps.
    let original = offloaded.copied_from();
    let model_step = NodeId::new(
        offloaded.nodes[..step.index()]
            .iter()
            .filter(|n| !n.is_offload())
            .count(),
    );
    tracing::debug!(
        peak = timeline.peak.bytes,
        step = step.index(),
        model_step = model_step.index(),
        op = offloaded.nodes[step].op,
        "the plan's peak"
    );
    for &(t, bytes) in held.iter().take(24) {
        let tensor = &offloaded.tensors[t];
        let of = original[t];
        let candidates: Vec<_> = model.candidates.iter().filter(|c| c.tensor == of).collect();
        let freeing = candidates.iter().filter(|c| c.frees(model_step)).count();
        let lifetime = lifetimes.tensors[t.index()].as_ref();
        tracing::debug!(
            tensor = tensor.name,
            copy_of = (of != t).then(|| offloaded.tensors[of].name.as_str()),
            bytes,
            of_bytes = tensor.bytes,
            def = ?lifetime.and_then(|l| l.def_step),
            uses = ?lifetime.map(|l| &l.use_steps),
            returned = lifetime.is_some_and(|l| l.is_result),
            candidates = candidates.len(),
            freeing_the_peak = freeing,
            "held at the peak"
        );
    }
}
