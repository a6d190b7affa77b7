//! `offload-verify`: the independent schedule checker, on any IR with
//! offload ops (planned or hand-written, tensor or memref forms).
//!
//! Tensor forms: for every function it extracts the tensor graph and
//! checks, with rules written again from the semantics (not the planner's
//! constraints, not the simulator): no use of a detached value, every use
//! of data that lives in a tier served by a prefetch, no detach without a
//! store or prefetch tying its remote copy to it, at most one detach per
//! value, no detach of a returned value nor of an argument the caller holds
//! (one not donated by `donate-args=true` or `tf.aliasing_output`), the
//! copy of an argument in a tier named in that tier, no store of a
//! value that is not on the device, every slice op's index inside its
//! stack in every iteration of its loop (and of a form that proves it:
//! [`crate::extract::slice_index`]), and with `budget` the device capacity
//! never exceeded at any instant. Then each region holding offload ops (a
//! loop body, a branch) is checked the same way as a straight-line program
//! of its own ([`crate::extract::region`]): values from outside it are on
//! the device, in their tier, or remote copies to prefetch, and a region
//! that runs repeatedly may not detach a value from outside it.
//!
//! Memref forms (a function holding `store_async`, `release`,
//! `prefetch_async` or `wait`): the token rules of [`crate::lowering::memref_check`],
//! in straight-line code and in loop bodies: no use of a prefetched buffer
//! (or a view of it) before a wait that completes its prefetch, no use or
//! store after a release, one release per buffer, a release after the
//! transfers of its buffer, no release in a loop body of a buffer from
//! outside it.
//!
//! Each broken rule is an error at the op that breaks it; a function that
//! passes gets a remark with its transfers (for the tensor forms also its
//! checked peak and makespan). The IR is unchanged.
//!
//! With `input=FILE` (the program before planning), each checked function's
//! collectives must be issued in the order of the function of the same
//! name there, as every rank issues them (docs/semantics.md, "Collectives").
//!
//! Options: `hw`, `perf-record`, `budget`, `input`, and the extraction
//! options.

use std::collections::HashSet;

use hyperoffload_core::{
    CheckError, CollectiveCall, CostModel, PlanChecker, format_bytes,
    plan::{Budget, ReferencePeaks},
    units::format_seconds,
};
use melior::ir::{
    BlockLike, Module, ValueLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassDef, PassFailed, PassResult,
    analysis::{
        CAPACITY, CHECKED_FUNCTIONS, EXTRACT_OPTIONS, HW, LINK_SHARE, PERF_RECORD, cost_model,
        extract_options, extract_or_fail, record_coverage, selected_functions,
    },
    extract::{
        ExtractOptions, Extracted,
        region::{extract_region, region_repeats, regions_with_offload_ops},
    },
    ir::{self, ValueNames},
    lowering::memref_check,
    options::{Key, OptionDef, PassOptions, option_table},
};

const BUDGET: Key<Budget> = Key::budget(
    "budget",
    "Device capacity to check against: bytes, or a fraction of the function's peak with every argument on the device and nothing moved (0.6x); 0: no capacity check",
);

const INPUT: Key<Option<String>> = Key::path(
    "input",
    "The program before planning (an MLIR file): each checked function must issue its collectives in the order of the function of the same name there, as every rank does",
);

const OPTIONS: &[OptionDef] = option_table![
    &[
        HW.def,
        PERF_RECORD.def,
        CAPACITY.def,
        LINK_SHARE.def,
        BUDGET.def,
        INPUT.def
    ],
    &EXTRACT_OPTIONS,
    &[CHECKED_FUNCTIONS.def],
];

pub const PASS: PassDef = PassDef {
    flag: "offload-verify",
    name: "OffloadVerify",
    summary: "Check a schedule of offload ops independently of the planner: uses, detaches, tokens, capacity",
    description: "The independent schedule checker (its rules are written again from the \
        semantics, not taken from the planner or the simulator). Tensor forms: reports, at the \
        op that breaks it, each use of a detached value, use of data left in a tier without a \
        prefetch, prefetch without a remote copy, detach without a store, double detach, detach \
        of a returned value, detach of an argument the caller holds (not donated: donate-args or \
        tf.aliasing_output), resident op naming another tier than its argument's, store of a \
        value not on the device, a slice op (offload.prefetch_slice, offload.store_slice) whose \
        index names a slice outside its stack in some iteration of its loop, or is not an affine \
        function of the loop's counter that proves it inside (a constant index, a slice op \
        outside a loop that counts), and with `budget` the first instant the device holds more \
        than the budget; each region holding offload ops (a loop body) is checked the same way as a \
        program of its own, and a loop body may not detach a value defined outside it. Memref \
        forms: a use of a prefetched buffer or a view of it before an offload.wait that \
        completes its prefetch, a use or store after an offload.release, a double release, a \
        release while a transfer of the buffer may still run (not after its token), a release in \
        a loop body of a buffer from outside it. With `input` (the program before planning), a \
        collective issued out of the input's order. A function that passes gets a remark with \
        its transfers (tensor forms: also its checked peak and makespan).",
    anchor: None,
    options: OPTIONS,
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let extract = extract_options(options);
    let budget = options.get(&BUDGET);
    let input = match options.get(&INPUT) {
        Some(path) => Some(InputProgram::read(root, &path)?),
        None => None,
    };
    let mut failed = false;
    for function in selected_functions(root, options)? {
        let verified = if memref_check::has_memref_forms(function) {
            memref_check::check_function(function).map(|report| {
                ir::remark(
                    function.location(),
                    &format!(
                        "verified @{}: {} transfers (memref forms)",
                        ir::symbol_name(&function).unwrap_or_default(),
                        report.transfers
                    ),
                );
            })
        } else {
            input
                .as_ref()
                .map(|input| input.collectives(function, &extract))
                .transpose()
                .and_then(|collectives| {
                    verify_tensor_forms(function, &cost, &extract, budget, collectives.as_deref())
                })
        };
        failed |= verified.is_err();
    }
    if failed {
        Err(crate::PassFailed)
    } else {
        Ok(())
    }
}

/// The program before planning (`input=`), parsed in the pass's context.
struct InputProgram<'c> {
    path: String,
    module: Module<'c>,
}

impl<'c> InputProgram<'c> {
    /// Reads and parses `path`; an unreadable or unparsable file is an error
    /// at the pass.
    fn read(root: OperationRef<'c, '_>, path: &str) -> Result<InputProgram<'c>, PassFailed> {
        let at = ir::pass_location(root);
        let text = std::fs::read_to_string(path)
            .map_err(|e| ir::error(at, &format!("cannot read the input program '{path}': {e}")))?;
        let context = root.context();
        // SAFETY: the context outlives the pass run that holds this module.
        let context = unsafe { context.to_ref() };
        let module = Module::parse(context, &text).ok_or_else(|| {
            ir::error(
                at,
                &format!("the input program '{path}' does not parse; give the program as it was before offload-plan"),
            )
        })?;
        Ok(InputProgram {
            path: path.to_owned(),
            module,
        })
    }

    /// The collectives of the input's function named as `function`, in
    /// program order; a function the input lacks is an error at it.
    fn collectives(
        &self,
        function: OperationRef,
        extract: &ExtractOptions,
    ) -> Result<Vec<CollectiveCall>, PassFailed> {
        let name = ir::symbol_name(&function).unwrap_or_default();
        let body = self.module.body();
        let mut next = body.first_operation();
        while let Some(op) = next {
            if ir::symbol_name(&op).as_deref() == Some(name.as_str()) {
                let input = extract_or_fail(op, extract)?;
                return Ok(hyperoffload_core::collective_calls(&input.graph));
            }
            next = op.next_in_block();
        }
        Err(ir::error(
            function.location(),
            &format!(
                "the input program '{}' has no function @{name} to compare collectives with; give the program this one was planned from",
                self.path
            ),
        ))
    }
}

/// Checks the function's graph, then the graph of each region holding
/// offload ops; reports every broken rule, or the remark.
///
/// A value from outside a region that the region's graph reports an error
/// about (a weight in its tier read in a loop body, say) is not reported
/// again at the region op, where the function's graph sees its use.
fn verify_tensor_forms(
    function: OperationRef,
    cost: &CostModel,
    extract: &ExtractOptions,
    budget: Budget,
    input: Option<&[CollectiveCall]>,
) -> PassResult {
    let extracted = extract_or_fail(function, extract)?;
    let graph = &extracted.graph;
    record_coverage(function, graph, cost);
    let budget = budget
        .resolve(&ReferencePeaks::of(graph))
        .map_err(|e| ir::error(function.location(), &e))?;
    let checker = PlanChecker::new(graph, cost).with_budget(budget);
    let checked = match input {
        Some(input) => checker.with_input_collectives(input),
        None => checker,
    }
    .check();
    let names = ValueNames::new(&function);
    let mut failed = checked.is_err();
    // (region op, value) of the region errors about values from outside.
    let mut reported = HashSet::new();
    let mut region_transfers = 0;
    for (op, region) in regions_with_offload_ops(function) {
        let body = extract_region(op, region, &extracted, &names, extract)
            .map_err(|e| ir::error(e.location, &e.message))?;
        // No capacity check: the region's graph does not hold what the
        // enclosing code keeps on the device.
        let checked = PlanChecker::new(&body.extracted.graph, cost)
            .in_region(&body.copies, region_repeats(&op))
            .check();
        match checked {
            Ok(report) => region_transfers += report.transfers,
            Err(errors) => {
                failed = true;
                for error in &errors {
                    if let Some(value) = error.tensor().and_then(|t| body.extracted.values[t]) {
                        reported.insert((op.to_raw().ptr, value.to_raw().ptr));
                    }
                }
                report_errors(op, &body.extracted, &errors);
            }
        }
    }
    let report = match checked {
        Ok(report) => report,
        Err(errors) => {
            let unreported: Vec<CheckError> = errors
                .into_iter()
                .filter(|error| {
                    let op = error.step().and_then(|s| extracted.ops.get(s.index()));
                    let value = error.tensor().and_then(|t| extracted.values[t]);
                    !op.zip(value).is_some_and(|(op, value)| {
                        reported.contains(&(op.to_raw().ptr, value.to_raw().ptr))
                    })
                })
                .collect();
            report_errors(function, &extracted, &unreported);
            return Err(PassFailed);
        }
    };
    if failed {
        return Err(PassFailed);
    }
    let regions = if region_transfers > 0 {
        format!(" (and {region_transfers} inside regions, each counted once)")
    } else {
        String::new()
    };
    ir::remark(
        function.location(),
        &format!(
            "verified @{}: {} transfers{regions}, peak {} ({} bytes), makespan {}",
            graph.name,
            report.transfers,
            format_bytes(report.peak_bytes),
            report.peak_bytes,
            format_seconds(report.makespan_s)
        ),
    );
    Ok(())
}

/// Reports each error at the op of its step (at `owner`, the function or
/// region op, when it has none).
pub(crate) fn report_errors(owner: OperationRef, extracted: &Extracted, errors: &[CheckError]) {
    for error in errors {
        let location = error
            .step()
            .and_then(|s| extracted.ops.get(s.index()))
            .map_or(owner.location(), |op| op.location());
        ir::error(location, &error.to_string());
    }
}
