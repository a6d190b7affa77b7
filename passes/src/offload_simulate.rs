//! `offload-simulate`: an event-driven timeline of each function on a
//! hardware profile, with or without offload ops in the IR.
//!
//! One compute stream runs the ops in program order; an H2D and a D2H copy
//! stream carry `offload.prefetch` and `offload.store` (transfers in one
//! direction share its bandwidth); a prefetch blocks its first consumer
//! until it completes; a detach frees memory once its store has completed
//! (docs/semantics.md). Works on hand-written schedules too, once the
//! schedule checker has passed them (its errors are reported at their ops). Reports a remark at each function with makespan,
//! compute-only time, stall time, transferred bytes and the peak; with
//! `report=PATH` the JSON report and with `svg=PATH` the memory curve and a
//! Gantt strip of the three streams.
//!
//! Options: `hw` (profile name or JSON file), `perf-record` (measured op
//! times, overriding the roofline), `budget` (drawn on the picture),
//! `report`, `svg`, and the extraction options. The IR is unchanged. Fails
//! at the function when the offload ops in it are inconsistent (a prefetch
//! before its store, a use after detach).

use hyperoffload_core::{
    Lifetimes, PlanChecker, PlotContext, Timeline, format_bytes,
    plan::{Budget, ReferencePeaks},
    simulate,
    units::format_seconds,
};
use melior::ir::operation::{OperationLike, OperationRef};

use crate::{
    PassDef, PassResult,
    analysis::{
        CAPACITY, EXTRACT_OPTIONS, FUNCTIONS, HW, LINK_SHARE, PERF_RECORD, REPORT, ReportFile, SVG,
        cost_model, extract_options, extract_or_fail, record_coverage, selected_functions,
        write_outputs,
    },
    ir,
    offload_verify::report_errors,
    options::{Key, OptionDef, PassOptions, option_table},
};

const BUDGET: Key<Budget> = Key::budget(
    "budget",
    "Device-memory budget drawn on the picture: bytes, or a fraction of the function's peak with every argument on the device (0.6x); 0: none",
);

const OPTIONS: &[OptionDef] = option_table![
    &[
        HW.def,
        PERF_RECORD.def,
        CAPACITY.def,
        LINK_SHARE.def,
        BUDGET.def,
        REPORT
            .with_help("Write the JSON report (docs/report.md) to this file")
            .def,
        SVG.with_help("Write the memory curve and Gantt strip to this SVG file (one per function: name.<function>.svg)").def,
    ],
    &EXTRACT_OPTIONS,
    &[FUNCTIONS.def],
];

pub const PASS: PassDef = PassDef {
    flag: "offload-simulate",
    name: "OffloadSimulate",
    summary: "Simulate compute and copy streams on a hardware profile: makespan, stalls, memory curve",
    description: "An analysis: the IR is unchanged. Each function's ops run in program order on one \
        compute stream, with per-op times from the roofline of the hardware profile (or a measured \
        performance record); offload ops drive an H2D and a D2H copy stream, a prefetch blocks its \
        first consumer until it completes and a detach frees memory only after its store completed. \
        Emits a remark per function (makespan, compute-only time, stall time, transferred bytes, \
        peak), and writes the JSON report and an SVG picture (device memory over time with the \
        working-set bound, the budget and the bytes each remote tier holds, and a Gantt strip of \
        the three streams) on request.",
    anchor: None,
    options: OPTIONS,
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let extract = extract_options(options);
    let mut reports = ReportFile::new(options);
    for function in selected_functions(root, options)? {
        let extracted = extract_or_fail(function, &extract)?;
        let graph = &extracted.graph;
        let picture = PlotContext {
            budget: options
                .get(&BUDGET)
                .resolve(&ReferencePeaks::of(graph))
                .map_err(|e| ir::error(function.location(), &e))?,
            ..PlotContext::default()
        };
        // The simulator times plans the checker passes; a schedule that
        // breaks a rule gets the checker's errors at their ops.
        if let Err(errors) = PlanChecker::new(graph, &cost).check() {
            report_errors(function, &extracted, &errors);
            return Err(ir::error(
                function.location(),
                &format!(
                    "cannot simulate @{}: its schedule breaks {} rule(s) of the offload ops, each reported at its op (docs/semantics.md)",
                    graph.name,
                    errors.len()
                ),
            ));
        }
        let lifetimes = Lifetimes::compute(graph);
        let timeline = simulate(graph, &cost).map_err(|e| {
            ir::error(
                function.location(),
                &format!("cannot simulate @{}: {e}", graph.name),
            )
        })?;
        ir::remark(function.location(), &summary(&graph.name, &timeline));
        let record = record_coverage(function, graph, &cost);
        write_outputs(
            function,
            options,
            &mut reports,
            graph,
            &lifetimes,
            &timeline,
            &picture,
            None,
            record,
        )?;
    }
    reports.write(root)
}

fn summary(name: &str, t: &Timeline) -> String {
    let mut text = format!(
        "simulated @{name} on {}: makespan {}, compute {}, stall {}, peak {} ({} bytes), h2d {}, d2h {}",
        t.profile,
        format_seconds(t.makespan_s),
        format_seconds(t.compute_s),
        format_seconds(t.stall_s),
        format_bytes(t.peak.bytes),
        t.peak.bytes,
        format_bytes(t.h2d_bytes),
        format_bytes(t.d2h_bytes),
    );
    if !t.fabric_busy.is_empty() {
        let busy: f64 = t.fabric_busy.iter().map(|b| b.end_s - b.start_s).sum();
        text += &format!(
            ", {} collectives on the fabric for {}",
            t.fabric_busy.len(),
            format_seconds(busy)
        );
    }
    text
}
