//! `offload-place` and `offload-insert`: `offload-plan` in two steps, so the
//! decision can be inspected (or written by hand) before it reaches the IR.
//!
//! `offload-place` runs the planner exactly as `offload-plan` does (same
//! options) but only records the plan: a string attribute `offload.plan` on
//! each function holding the plan as JSON (tensors by their position among
//! the function's values, steps by their position among its top-level ops,
//! docs/planner.md), with the number of ops and a fingerprint of their names.
//! `offload-insert` reads that attribute, refuses it when the function's ops
//! no longer match, checks the plan with the independent checker, inserts
//! the offload ops and removes the attribute. `offload-place,offload-insert`
//! gives the same IR as `offload-plan`.

use hyperoffload_core::{
    CostModel, NodeId, TensorGraph,
    plan::{Budget, Plan, ReferencePeaks, apply},
    simulate,
};
use melior::ir::operation::{OperationLike, OperationRef};
use serde_json::json;

use crate::{
    PassDef, PassResult,
    analysis::{
        CAPACITY, EXTRACT_OPTIONS, FUNCTIONS, HW, LINK_SHARE, PERF_RECORD, cost_model,
        extract_options, extract_or_fail, record_coverage, selected_functions,
    },
    extract::Extracted,
    ir,
    offload_plan::{
        PLAN_OPTIONS, Planned, Sharing, emit_checked, plan_functions, planned_remark, same_figures,
        write_fingerprint,
    },
    options::{Key, OptionDef, PassOptions, option_table},
};

/// The attribute that carries a placed plan.
pub const PLAN_ATTRIBUTE: &str = "offload.plan";

const PLACE_OPTIONS: &[OptionDef] = option_table![
    &PLAN_OPTIONS,
    &[PERF_RECORD.def, CAPACITY.def, LINK_SHARE.def],
    &EXTRACT_OPTIONS,
    &[FUNCTIONS.def]
];

const INSERT_BUDGET: Key<Budget> = Key::budget(
    "budget",
    "Device capacity the inserted plan is checked against: bytes, or a fraction of the function's peak with every argument on the device (0.6x); 0: none",
);

const INSERT_OPTIONS: &[OptionDef] = option_table![
    &[
        HW.with_help("Hardware profile for the check").def,
        PERF_RECORD.def,
        CAPACITY.def,
        LINK_SHARE.def,
        INSERT_BUDGET.def,
    ],
    &EXTRACT_OPTIONS,
    &[FUNCTIONS.def],
];

pub const PLACE: PassDef = PassDef {
    flag: "offload-place",
    name: "OffloadPlace",
    summary: "Plan the offload of each function and record the plan as an offload.plan attribute",
    description: "The decision half of offload-plan, with the same options: the planner runs and \
        its plan is stored as JSON in the function's `offload.plan` string attribute (tensors and \
        steps by position, with the op count and a fingerprint of the op names), and a remark \
        says what it achieves. The function body is unchanged; offload-insert materializes it.",
    anchor: None,
    options: PLACE_OPTIONS,
    run: place,
};

pub const INSERT: PassDef = PassDef {
    flag: "offload-insert",
    name: "OffloadInsert",
    summary: "Insert the offload ops of the plan in each function's offload.plan attribute",
    description: "The rewrite half of offload-plan: reads the `offload.plan` attribute that \
        offload-place wrote (or a user), refuses it if the function's ops changed since, inserts \
        offload.resident/store/detach/prefetch and the clones of the ops it recomputes (marked \
        offload.recompute) with the served uses rewired, checks the IR written (extracted \
        again) with the independent schedule checker and that it gives the figures of the plan \
        applied in core, and removes the attribute. Functions without the attribute are left \
        alone.",
    anchor: None,
    options: INSERT_OPTIONS,
    run: insert,
};

fn place(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let functions = selected_functions(root, options)?;
    for (function, extracted, planned) in
        plan_functions(root, &functions, &cost, options, Sharing::Alone)?
    {
        let Planned {
            before, outcome, ..
        } = planned;
        let text = json!({
            "version": 1,
            "ops": extracted.ops.len(),
            "fingerprint": fingerprint(&extracted),
            "plan": outcome.plan,
        })
        .to_string();
        ir::set_string_attribute(function, PLAN_ATTRIBUTE, &text);
        ir::remark(
            function.location(),
            &planned_remark(&extracted.graph, &cost, before, &outcome),
        );
        record_coverage(function, &extracted.graph, &cost);
    }
    Ok(())
}

fn insert(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let extract = extract_options(options);
    let budget = options.get(&INSERT_BUDGET);
    for function in selected_functions(root, options)? {
        let Some(text) = function
            .attribute(PLAN_ATTRIBUTE)
            .ok()
            .and_then(hyperoffload_dialect::string_value)
        else {
            continue;
        };
        let extracted = extract_or_fail(function, &extract)?;
        let placed = read_plan(&text, &extracted).map_err(|(e, step)| {
            // At the op of the step at fault, when the plan names one.
            let at = step
                .and_then(|s| extracted.ops.get(s.index()))
                .map_or(function.location(), |op| op.location());
            ir::error(
                at,
                &format!(
                    "cannot insert the offload.plan of @{}: {e}",
                    extracted.graph.name
                ),
            )
        })?;
        let budget = budget
            .resolve(&ReferencePeaks::of(&extracted.graph))
            .map_err(|e| ir::error(function.location(), &e))?;
        let written = emit_checked(
            function,
            &extracted,
            &placed,
            &cost,
            &extract,
            budget,
            &format!("the offload.plan of @{}", extracted.graph.name),
        )?;
        same_as_applied(function, &extracted, &placed, &cost, &written)?;
        ir::remove_attribute(function, PLAN_ATTRIBUTE);
        write_fingerprint(function, &placed);
        record_coverage(function, &extracted.graph, &cost);
    }
    Ok(())
}

/// The IR written for `plan` gives the figures of the plan applied in core
/// ([`apply`]), as offload-plan's does of the plan it chose: the rewrite
/// wrote what core decided (an internal error otherwise).
fn same_as_applied(
    function: OperationRef,
    extracted: &Extracted,
    plan: &Plan,
    cost: &CostModel,
    written: &TensorGraph,
) -> PassResult {
    let name = &extracted.graph.name;
    let applied = simulate(&apply(&extracted.graph, plan), cost).map_err(|e| {
        ir::error(
            function.location(),
            &format!("internal error: the offload.plan of @{name} applied does not simulate: {e}"),
        )
    })?;
    same_figures(function, name, cost, written, &applied).map(|_| ())
}

/// The plan in `text`, checked against the function it was placed on; an
/// error names the step at fault when there is one.
fn read_plan(text: &str, extracted: &Extracted) -> Result<Plan, (String, Option<NodeId>)> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| (format!("malformed JSON: {e}"), None))?;
    if value["version"] != 1 {
        return Err(("unsupported version (expected 1)".into(), None));
    }
    if value["ops"].as_u64() != Some(extracted.ops.len() as u64)
        || value["fingerprint"].as_u64() != Some(fingerprint(extracted))
    {
        return Err((
            "the function's ops changed since offload-place; place again".into(),
            None,
        ));
    }
    let plan: Plan = serde_json::from_value(value["plan"].clone())
        .map_err(|e| (format!("malformed plan: {e}"), None))?;
    plan.validate(&extracted.graph).map_err(|e| {
        (
            format!("{e}; place the function again (offload-place)"),
            e.step,
        )
    })?;
    for tp in &plan.tensors {
        let ty = &extracted.graph.tensors[tp.tensor].ty;
        if !extracted.graph.tensors[tp.tensor].offloadable {
            return Err((
                format!(
                    "tensor {} has type {ty}; the offload ops carry builtin tensors",
                    tp.tensor
                ),
                None,
            ));
        }
    }
    Ok(plan)
}

/// FNV-1a over the op names of the body, in order.
fn fingerprint(extracted: &Extracted) -> u64 {
    let mut hash: u64 = 0xcbf29ce484222325;
    for node in &extracted.graph.nodes {
        for byte in node.op.bytes().chain([0]) {
            hash ^= byte as u64;
            hash = hash.wrapping_mul(0x100000001b3);
        }
    }
    hash
}
