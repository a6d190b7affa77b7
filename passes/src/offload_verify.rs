//! `offload-verify`: the independent schedule checker, on any IR with
//! offload ops (planned or hand-written).
//!
//! For every function it extracts the tensor graph and checks, with rules
//! written again from the semantics (not the planner's constraints, not the
//! simulator): no use of a detached value, every use of data that lives in a
//! tier served by a prefetch, no detach without a store or prefetch tying
//! its remote copy to it, at most one detach per value, no detach of a
//! returned value, no store of a value that is not on the device, and with
//! `budget` the device capacity never exceeded at any instant. Each broken
//! rule is an error at the op that breaks it; a function that passes gets a
//! remark with its checked peak and makespan. The IR is unchanged.
//!
//! Options: `hw`, `perf-record`, `budget`, and the extraction options.

use hyperoffload_core::{CheckError, PlanChecker, format_bytes, units::format_seconds};
use melior::ir::operation::{OperationLike, OperationRef};

use crate::{
    PassDef, PassResult,
    analysis::{
        EXTRACT_OPTIONS, HW_OPTION, PERF_RECORD_OPTION, cost_model, extract_options,
        extract_or_fail, functions,
    },
    ir, memref_check,
    options::{OptionDef, OptionKind, PassOptions, option_table},
};

const OPTIONS: &[OptionDef] = option_table![
    &[
        HW_OPTION,
        PERF_RECORD_OPTION,
        OptionDef {
            name: "budget",
            kind: OptionKind::Bytes,
            default: "0",
            help: "Device capacity to check against (0: no capacity check)",
        },
    ],
    &EXTRACT_OPTIONS,
];

pub const PASS: PassDef = PassDef {
    flag: "offload-verify",
    name: "OffloadVerify",
    summary: "Check a schedule of offload ops independently of the planner: uses, detaches, capacity",
    description: "The independent schedule checker (its rules are written again from the \
        semantics, not taken from the planner or the simulator). Reports, at the op that breaks \
        it, each use of a detached value, use of data left in a tier without a prefetch, \
        prefetch without a remote copy, detach without a store, double detach, detach of a \
        returned value, store of a value not on the device, and with `budget` the first instant \
        the device holds more than the budget. A function that passes gets a remark with its \
        checked peak and makespan.",
    anchor: None,
    options: OPTIONS,
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let extract = extract_options(options);
    let budget = Some(options.bytes("budget")).filter(|b| *b > 0);
    let mut failed = false;
    for function in functions(root) {
        if memref_check::has_memref_forms(function) {
            match memref_check::check_function(function) {
                Ok(report) => ir::remark(
                    function.location(),
                    &format!(
                        "verified @{}: {} transfers (memref forms)",
                        ir::symbol_name(function),
                        report.transfers
                    ),
                ),
                Err(_) => failed = true,
            }
            continue;
        }
        let extracted = extract_or_fail(function, &extract)?;
        let graph = &extracted.graph;
        match PlanChecker::new(graph, &cost).with_budget(budget).check() {
            Ok(report) => ir::remark(
                function.location(),
                &format!(
                    "verified @{}: {} transfers, peak {} ({} bytes), makespan {}",
                    graph.name,
                    report.transfers,
                    format_bytes(report.peak_bytes),
                    report.peak_bytes,
                    format_seconds(report.makespan_s)
                ),
            ),
            Err(errors) => {
                failed = true;
                for error in errors {
                    let location = error_step(&error)
                        .and_then(|s| extracted.ops.get(s))
                        .map_or(function.location(), |op| op.location());
                    ir::error(location, &error.to_string());
                }
            }
        }
    }
    if failed {
        Err(crate::PassFailed)
    } else {
        Ok(())
    }
}

fn error_step(error: &CheckError) -> Option<usize> {
    error.step()
}
