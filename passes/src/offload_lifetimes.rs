//! `offload-lifetimes`: tensor lifetimes and the device-memory picture of
//! each function, without changing the IR.
//!
//! Runs on any op and covers every `func.func` in it (or the function itself
//! inside `func.func(...)`). For each function it extracts the tensor graph
//! (docs/analysis.md), computes per-tensor lifetimes and the device-resident
//! bytes at every step, and reports:
//! - a remark at the function with a summary (ops, tensors, argument bytes,
//!   peak and working-set lower bound with their steps and ops),
//! - a remark at the op where the peak occurs, and one at the op that bounds
//!   the working set from below,
//! - with `report=PATH`, a JSON report (docs/report.md); functions of one
//!   module share the file.
//!
//! Options: `report`, and the extraction options (`dynamic-dim`,
//! `trip-count`, `remote-args`, `remote-tier`). Expects tensor-level IR;
//! fails at the value when a shape is dynamic without `dynamic-dim`.

use hyperoffload_core::{FunctionReport, Lifetimes, TensorGraph, format_bytes};
use melior::ir::operation::{OperationLike, OperationRef};
use tracing::debug;

use crate::{
    PassDef, PassResult,
    analysis::{
        EXTRACT_OPTIONS, FUNCTIONS, REPORT, ReportFile, extract_options, extract_or_fail,
        selected_functions,
    },
    ir,
    options::{OptionDef, PassOptions, option_table},
};

const OPTIONS: &[OptionDef] = option_table![
    &[REPORT
        .with_help("Write the JSON report (docs/report.md) to this file")
        .def],
    &EXTRACT_OPTIONS,
    &[FUNCTIONS.def],
];

pub const PASS: PassDef = PassDef {
    flag: "offload-lifetimes",
    name: "OffloadLifetimes",
    summary: "Report tensor lifetimes, the device-memory peak and the working-set lower bound",
    description: "An analysis: the IR is unchanged. For every function it extracts the tensor graph \
        (docs/analysis.md), computes each tensor's defining step, uses, last use and idle gaps, \
        and the device-resident bytes at every step. It emits a remark at the function with a \
        summary table, one at the op where the peak occurs and one at the op that bounds the \
        working set from below (no offload plan can go under it), and with `report` writes the \
        JSON report of docs/report.md.",
    anchor: None,
    options: OPTIONS,
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let extract = extract_options(options);
    let mut reports = ReportFile::new(options);
    for function in selected_functions(root, options)? {
        let extracted = extract_or_fail(function, &extract)?;
        let lifetimes = Lifetimes::compute(&extracted.graph);
        debug!(function = %extracted.graph.name, peak = lifetimes.peak.bytes, "lifetimes");
        report_remarks(
            function,
            &extracted.graph,
            &lifetimes,
            &extracted.ops,
            &extracted.assumed_loops,
        );
        reports.add(FunctionReport::from_lifetimes(&extracted.graph, &lifetimes));
    }
    reports.write(root)
}

/// The summary remark at the function and the peak / working-set remarks.
fn report_remarks(
    function: OperationRef,
    graph: &TensorGraph,
    lifetimes: &Lifetimes,
    ops: &[OperationRef],
    assumed_loops: &[String],
) {
    let mut summary = lifetimes.summary_table(graph);
    for at in assumed_loops {
        summary.push_str(&format!(
            "\nloop with an assumed trip count (trip-count): {at}"
        ));
    }
    ir::remark(function.location(), summary.trim_end());
    if let Some(step) = lifetimes.peak.step {
        ir::remark(
            ops[step].location(),
            &format!(
                "peak device memory of @{}: {} ({} bytes) at step {step}",
                graph.name,
                format_bytes(lifetimes.peak.bytes),
                lifetimes.peak.bytes
            ),
        );
    }
    if let Some(step) = lifetimes.working_set.step {
        ir::remark(
            ops[step].location(),
            &format!(
                "working-set lower bound of @{}: {} ({} bytes) at step {step}; no plan can keep less on the device",
                graph.name,
                format_bytes(lifetimes.working_set.bytes),
                lifetimes.working_set.bytes
            ),
        );
    }
}
