//! Loop bodies planned on their own: the cache ops of the values a loop
//! body makes and uses again later in the same iteration, placed inside the
//! body, the same in every iteration.
//!
//! Each body of a loop in a function (`scf.for`, `stablehlo.while`, ...;
//! inner loops before the loops around them) is extracted as a graph of its own
//! ([`extract_region`]), with every value from outside and every iteration
//! argument held on the device for the whole iteration (the enclosing code
//! and the loop own them), and planned with the function's request but
//! without a budget and without slowdown: the body's peak as low as it goes
//! with every transfer hidden behind the body's compute. The plan is
//! written into the body and checked there ([`PlanChecker::in_region`]).
//! A body that calls a function (JAX's `lax.scan` body calls the layer)
//! makes its temporaries in the callee, which is planned the same way, as
//! a function with its arguments held and its results returned on the
//! device, once per module. The function is planned afterwards, as usual: the loop's scratch
//! (docs/analysis.md) is then the planned body's, and the function-level
//! plan sees the loop as an op of that size and of the same time.
//!
//! The body's transfers run within each iteration; the function-level
//! simulation does not see them on the links (they are hidden in the
//! body's own simulation, which assumes the links free during the loop).

use std::collections::HashMap;

use hyperoffload_core::{
    CostModel, Lifetimes, PlanChecker, TensorGraph, TensorOrigin, format_bytes,
    plan::{PlanOutcome, PlanRequest, ReferencePeaks, plan},
};
use hyperoffload_dialect::OffloadOp;
use melior::ir::{
    BlockLike, RegionLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassFailed,
    analysis::extract_or_fail,
    extract::{
        self, ArgSelection, ExtractOptions, LOOPS,
        region::{RegionGraph, extract_region},
    },
    ir::{self, ValueNames, op_name},
    offload_plan::{emit_checked, recomputed, run_checker, same_figures, write_plan},
};

/// What planning the bodies of one function's loops changed.
#[derive(Default)]
pub struct BodyPlans {
    /// Loop bodies that got cache ops.
    pub planned: usize,
    /// The function's peak with every tensor on the device, before any
    /// body was planned (when one was).
    pub peak_before: Option<u64>,
}

/// Plans the body of each loop in `function` (inner loops first) with
/// `request` (which should ask for no budget and no slowdown), writes each
/// plan that lowers its body's peak with its transfers hidden into the
/// body, and checks it there.
///
/// A callee is planned once per module (`callees_done` holds those planned
/// so far) and not at all when it is among `planned_as_functions` (the
/// pass plans it as a function of its own) or already holds offload ops.
///
/// `stored_writes` are the slice writes whose values a loop may store to a
/// tier as soon as the called layer makes them
/// ([`super::streams::storable_writes`]): a callee's result such a write
/// takes is kept on the device until the callee returns, not brought back
/// for the return.
pub fn plan_loop_bodies(
    function: OperationRef,
    cost: &CostModel,
    request: &PlanRequest,
    options: &ExtractOptions,
    planned_as_functions: &[OperationRef],
    stored_writes: &[OperationRef],
    callees_done: &mut Vec<String>,
) -> Result<BodyPlans, PassFailed> {
    let mut done = BodyPlans::default();
    // Every loop of the body, inner loops before the loops around them: an
    // outer body is planned with its inner loops' scratch already planned.
    let mut loops = ir::collect_ops(function, |op| LOOPS.contains(&op_name(op).as_str()));
    loops.reverse();
    if loops.is_empty() {
        return Ok(done);
    }
    let original_peak =
        ReferencePeaks::of(&extract_or_fail(function, options)?.graph).all_on_device;
    let callees = extract::callees_of(function);
    // Per callee, the results of its calls that a stored slice write takes.
    let mut kept: HashMap<String, Vec<usize>> = HashMap::new();
    for call in ir::collect_ops(function, |o| op_name(o) == "func.call") {
        let Some(callee) = ir::symbol_attribute(&call, "callee") else {
            continue;
        };
        for (index, value) in call.results().enumerate() {
            let stored = ir::uses(value.into())
                .iter()
                .any(|u| stored_writes.contains(&u.owner));
            if stored {
                kept.entry(callee.clone()).or_default().push(index);
            }
        }
    }
    for op in loops {
        // A body that calls a function (what JAX's scan emits) makes its
        // temporaries in the callee: each callee a loop body calls is
        // planned like a body, once, with its arguments held and its
        // results returned on the device.
        for call in ir::collect_ops(op, |o| op_name(o) == "func.call") {
            let Some(callee) = call
                .attribute("callee")
                .ok()
                .map(|a| a.to_string().trim_start_matches('@').to_owned())
            else {
                continue;
            };
            let Some(&target) = callees.get(&callee) else {
                continue;
            };
            let has_offload_ops =
                !ir::collect_ops(target, |o| OffloadOp::of(o).is_some()).is_empty();
            if callees_done.contains(&callee)
                || target == function
                || planned_as_functions.contains(&target)
                || has_offload_ops
            {
                continue;
            }
            let kept = kept.get(&callee).map_or(&[][..], Vec::as_slice);
            callees_done.push(callee);
            if plan_callee(target, cost, request, kept, options)? {
                done.planned += 1;
            }
        }
        // A body planned already (or written by hand) keeps its ops; the
        // ops of a loop inside it are that loop's.
        let own_ops = ir::collect_ops(op, |o| {
            OffloadOp::of(o).is_some() && o.parent_operation() == Some(op)
        });
        if !own_ops.is_empty() {
            continue;
        }
        for region in op.regions() {
            let single_block = region
                .first_block()
                .is_some_and(|b| b.next_in_region().is_none());
            if !single_block {
                continue;
            }
            let extracted = extract_or_fail(function, options)?;
            let names = ValueNames::new(&function);
            let RegionGraph { mut extracted, .. } =
                extract_region(op, region, &extracted, &names, options)
                    .map_err(|e| ir::error(e.location, &e.message))?;
            held_by_the_loop(&mut extracted.graph);
            let graph = &extracted.graph;
            if !graph.tensors.iter().any(|t| t.offloadable && t.bytes > 0) {
                continue;
            }
            let before = Lifetimes::compute(graph).peak.bytes;
            let outcome = plan(graph, cost, request).map_err(|e| {
                ir::error(
                    op.location(),
                    &format!("planning the body of this {}: {e}", op_name(&op)),
                )
            })?;
            if !worth_writing(&outcome, before, &op_name(&op)) {
                continue;
            }
            write_plan(&extracted, &outcome.plan)?;
            check_body(function, op, region, cost, options)?;
            done.planned += 1;
            ir::remark(
                op.location(),
                &planned_remark(
                    &format!("the body of this {}", op_name(&op)),
                    "iteration",
                    graph,
                    &outcome,
                    cost,
                    before,
                ),
            );
        }
    }
    if done.planned > 0 {
        done.peak_before = Some(original_peak);
    }
    Ok(done)
}

/// The loop and the code around it own every argument of a body's graph:
/// none may leave it, none starts in a tier (the function's plan fetches
/// what the loop reads from a tier before the loop, or the loop streams
/// it slice by slice).
fn held_by_the_loop(graph: &mut TensorGraph) {
    for tensor in &mut graph.tensors {
        if let TensorOrigin::Argument { tier, .. } = &mut tensor.origin {
            *tier = None;
            tensor.donated = false;
        }
    }
}

/// Whether a body's plan is ours, moves something, lowers the body's peak
/// and hides every transfer behind the body's compute.
fn worth_writing(outcome: &PlanOutcome, before: u64, what: &str) -> bool {
    let hidden = outcome.added_slowdown() <= 1e-9;
    tracing::debug!(
        body = what,
        before,
        after = outcome.timeline.peak.bytes,
        transfers = outcome.plan.transfers(),
        solver = %outcome.solver,
        hidden,
        "loop body planned"
    );
    outcome.solver.is_ours()
        && outcome.plan.transfers() > 0
        && outcome.timeline.peak.bytes < before
        && hidden
}

/// Plans `callee`, a function a loop body calls, as a body: its arguments
/// held (the caller's, whatever `remote-args` says of the caller's own)
/// and its results returned on the device, those numbered in `kept` on
/// the device from their last use on (the caller stores them to a tier
/// once the call returns). Writes and checks the plan when it is worth
/// it; says whether it was.
fn plan_callee(
    callee: OperationRef,
    cost: &CostModel,
    request: &PlanRequest,
    kept: &[usize],
    options: &ExtractOptions,
) -> Result<bool, PassFailed> {
    let options = ExtractOptions {
        remote_args: ArgSelection::default(),
        donate_args: false,
        ..options.clone()
    };
    let extracted = extract_or_fail(callee, &options)?;
    let graph = &extracted.graph;
    if !graph.tensors.iter().any(|t| t.offloadable && t.bytes > 0) {
        return Ok(false);
    }
    let before = Lifetimes::compute(graph).peak.bytes;
    let request = PlanRequest {
        kept_for_return: kept
            .iter()
            .filter_map(|&i| extracted.results.get(i).copied().flatten())
            .collect(),
        ..request.clone()
    };
    let outcome = plan(graph, cost, &request).map_err(|e| {
        ir::error(
            callee.location(),
            &format!("planning this function, which a loop body calls: {e}"),
        )
    })?;
    if !worth_writing(&outcome, before, &graph.name) {
        return Ok(false);
    }
    let written = emit_checked(
        callee,
        &extracted,
        &outcome.plan,
        cost,
        &options,
        None,
        &format!(
            "internal error: the plan of @{}, which a loop body calls,",
            graph.name
        ),
    )?;
    same_figures(callee, &graph.name, cost, &written, &outcome.timeline)?;
    ir::remark(
        callee.location(),
        &planned_remark(
            &format!("@{}, which a loop body calls,", graph.name),
            "call",
            graph,
            &outcome,
            cost,
            before,
        ),
    );
    Ok(true)
}

/// The remark on a planned body: `what` was planned, its peak per `each`
/// (iteration, call) before and after, its prefetches and what it
/// recomputes.
fn planned_remark(
    what: &str,
    each: &str,
    graph: &TensorGraph,
    outcome: &PlanOutcome,
    cost: &CostModel,
    before: u64,
) -> String {
    let prefetches = outcome.plan.transfers();
    let mut message = format!(
        "planned {what} with {} on {}: its peak {} -> {} per {each}, {prefetches} {} per {each}, hidden behind its compute",
        outcome.solver,
        cost.profile.name,
        format_bytes(before),
        format_bytes(outcome.timeline.peak.bytes),
        if prefetches == 1 {
            "prefetch"
        } else {
            "prefetches"
        },
    );
    if let Some(recomputed) = recomputed(graph, cost, &outcome.plan) {
        message.push_str(&format!("; {recomputed} per {each}"));
    }
    message
}

/// Extracts the planned body again and runs the independent checker on it.
fn check_body(
    function: OperationRef,
    op: OperationRef,
    region: melior::ir::RegionRef,
    cost: &CostModel,
    options: &ExtractOptions,
) -> Result<(), PassFailed> {
    let extracted = extract_or_fail(function, options)?;
    let names = ValueNames::new(&function);
    let mut body = extract_region(op, region, &extracted, &names, options)
        .map_err(|e| ir::error(e.location, &e.message))?;
    // Checked as it was planned: a stack the body slices may live in a
    // tier, and the function's plan (or the loop's stream) brings it.
    held_by_the_loop(&mut body.extracted.graph);
    run_checker(
        op,
        PlanChecker::new(&body.extracted.graph, cost).in_region(&body.copies, true),
        "internal error: the plan of this loop's body",
    )
}
