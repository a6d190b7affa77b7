//! What the analysis passes share: the options of graph extraction, the
//! functions a pass instance covers, and the JSON report of one pass run.

use std::collections::BTreeMap;

use hyperoffload_core::{CostModel, FunctionReport, HardwareProfile, PerfRecord, Report, Tier};
use melior::ir::{
    RegionLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassFailed, PassResult,
    extract::{ArgSelection, ExtractOptions, Extracted, dims::DynamicSizes, extract},
    ir::{self, collect_ops, op_name},
    options::{FunctionSelection, Key, OptionDef, PassOptions},
};

/// The hardware profile of every pass that times ops.
pub const HW: Key<String> = Key::profile("hw", "h200-pcie5", "Hardware profile");

/// Tier capacities that replace the profile's, beside [`HW`].
pub const CAPACITY: Key<Vec<(Tier, u64)>> = Key::tier_capacities(
    "capacity",
    "Capacities of the profile's remote tiers to use instead of its own, e.g. host:64GiB,nvme:2TB (what is free for offloading); every plan and check keeps the copies in each tier within its capacity",
);

/// The share of each link this device gets, beside [`HW`].
pub const LINK_SHARE: Key<f64> = Key::percent(
    "link-share",
    "100%",
    "Share of each link's bandwidth this device gets, e.g. 25% (or 0.25) for one of four devices that split one PCIe link evenly; latency stays",
);

/// Measured op times, beside [`HW`].
pub const PERF_RECORD: Key<Option<String>> = Key::path(
    "perf-record",
    "JSON file of measured op times (by op signature) that override the roofline model",
);

/// Options of graph extraction, shared by every analysis and planning pass.
pub const DYNAMIC_DIM: Key<DynamicSizes> = Key::dynamic_sizes(
    "dynamic-dim",
    "Sizes of dynamic dimensions: N for every independent length (the IR ties a mask of past + 1 to a cache of past: N sizes the shorter), ARG.DIM=N pins the length of argument ARG's dimension DIM; 0: a dynamic shape is an error",
);
pub const TRIP_COUNT: Key<u64> = Key::unsigned(
    "trip-count",
    "0",
    "Trip count assumed for loops whose count the IR does not give (constant scf.for bounds, or a while that counts between constants); 0: such a loop is an error naming it",
);
pub const REMOTE_ARGS: Key<ArgSelection> = Key::indices(
    "remote-args",
    "Function arguments that start off the device (weights, KV cache), besides those marked offload.tier",
);
pub const REMOTE_TIER: Key<Tier> = Key::choice(
    "remote-tier",
    "host",
    "Tier of the arguments selected by remote-args",
);
pub const DONATE_ARGS: Key<bool> = Key::flag(
    "donate-args",
    "false",
    "Treat every argument as donated (tf.aliasing_output): freed after its last use instead of held by the caller",
);
pub const EXTRACT_OPTIONS: [OptionDef; 5] = [
    DYNAMIC_DIM.def,
    TRIP_COUNT.def,
    REMOTE_ARGS.def,
    REMOTE_TIER.def,
    DONATE_ARGS.def,
];

/// The functions a pass works on, for passes that change or judge a plan:
/// the public ones by default (a module's helpers are private and called
/// by them).
pub const FUNCTIONS: Key<FunctionSelection> = Key::functions(
    "functions",
    "public",
    "Functions to work on; by default the public ones, so a module's private helpers are left alone",
);

/// [`FUNCTIONS`] for the checker, which checks every function by default.
pub const CHECKED_FUNCTIONS: Key<FunctionSelection> = FUNCTIONS.with_default("all");

/// The JSON report of a pass (docs/report.md); each pass says what it
/// reports with [`Key::with_help`].
pub const REPORT: Key<Option<String>> = Key::path("report", "Write the JSON report");

/// The memory picture of a pass (SVG); each pass says what it shows.
pub const SVG: Key<Option<String>> = Key::path("svg", "Write the memory picture (SVG)");

/// The functions with a body under `root` that the pass's `functions`
/// option selects; a name the module does not define is an error at
/// `root`. Functions left out are logged.
pub fn selected_functions<'c, 'a>(
    root: OperationRef<'c, 'a>,
    options: &PassOptions,
) -> Result<Vec<OperationRef<'c, 'a>>, PassFailed> {
    let all = functions(root);
    let selection = &options.get(&FUNCTIONS);
    if let FunctionSelection::Named(names) = selection {
        let defined: Vec<String> = all.iter().filter_map(ir::symbol_name).collect();
        if let Some(missing) = names.iter().find(|n| !defined.contains(n)) {
            return Err(ir::error(
                ir::pass_location(root),
                &format!(
                    "functions names @{missing}, but no function with a body has that name here; defined: {}",
                    if defined.is_empty() {
                        "none".to_owned()
                    } else {
                        defined
                            .iter()
                            .map(|d| format!("@{d}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                ),
            ));
        }
    }
    let (chosen, skipped): (Vec<_>, Vec<_>) = all.into_iter().partition(|f| match selection {
        FunctionSelection::All => true,
        FunctionSelection::Public => ir::is_public(f),
        FunctionSelection::Named(names) => ir::symbol_name(f).is_some_and(|n| names.contains(&n)),
    });
    if !skipped.is_empty() {
        let names: Vec<String> = skipped
            .iter()
            .filter_map(ir::symbol_name)
            .map(|n| format!("@{n}"))
            .collect();
        tracing::info!(
            skipped = names.join(", "),
            "functions left out by functions= (name them, or functions=all, to include them)"
        );
    }
    Ok(chosen)
}

/// The extraction options from a pass's options.
pub fn extract_options(options: &PassOptions) -> ExtractOptions {
    ExtractOptions {
        dynamic: options.get(&DYNAMIC_DIM),
        trip_count: options.get(&TRIP_COUNT),
        remote_args: options.get(&REMOTE_ARGS),
        remote_tier: options.get(&REMOTE_TIER),
        donate_args: options.get(&DONATE_ARGS),
    }
}

/// The `func.func` ops with a body that a pass running on `root` covers:
/// `root` itself when it is one, otherwise every function nested in it.
pub fn functions<'c, 'a>(root: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    collect_ops(root, |op| op_name(op) == "func.func")
        .into_iter()
        .filter(|f| f.region(0).is_ok_and(|r| r.first_block().is_some()))
        .collect()
}

/// Extracts a function's graph, turning an error into a diagnostic.
pub fn extract_or_fail<'c, 'a>(
    function: OperationRef<'c, 'a>,
    options: &ExtractOptions,
) -> Result<Extracted<'c, 'a>, PassFailed> {
    extract(function, options).map_err(|e| ir::error(e.location, &e.message))
}

/// The `report=` file of one pass run: the reports of the functions it
/// covers, written once, when the run has covered them all (a failing run
/// writes none). Each run writes its own file: nothing carries over from an
/// earlier run through the plugin or the C API.
#[derive(Default)]
pub struct ReportFile {
    path: Option<String>,
    functions: BTreeMap<String, FunctionReport>,
}

impl ReportFile {
    pub fn new(options: &PassOptions) -> Self {
        ReportFile {
            path: options.get(&REPORT),
            functions: BTreeMap::new(),
        }
    }

    /// Whether `report=` asks for a file.
    pub fn wanted(&self) -> bool {
        self.path.is_some()
    }

    pub fn add(&mut self, report: FunctionReport) {
        if self.wanted() {
            self.functions.insert(report.name.clone(), report);
        }
    }

    /// Writes the file (see [`hyperoffload_core::write_output`]); an error
    /// is located at `root`.
    pub fn write(self, root: OperationRef) -> PassResult {
        let Some(path) = self.path else {
            return Ok(());
        };
        let json = Report::new(self.functions.into_values().collect()).to_json();
        hyperoffload_core::write_output(&path, (json + "\n").as_bytes()).map_err(|e| {
            ir::error(
                ir::pass_location(root),
                &format!("cannot write the report to '{path}': {e}"),
            )
        })
    }
}

/// `path` for a module with one function; `stem.<function>.ext` otherwise,
/// so that the pictures of several functions do not overwrite each other.
pub fn per_function_path(path: &str, function: &str, functions_in_module: usize) -> String {
    if functions_in_module <= 1 {
        return path.to_owned();
    }
    match path.rsplit_once('.') {
        Some((stem, ext)) if !ext.contains('/') => format!("{stem}.{function}.{ext}"),
        _ => format!("{path}.{function}"),
    }
}

/// The number of functions with a body in the module around `op`.
pub fn functions_in_module(op: OperationRef) -> usize {
    let mut module = op;
    while let Some(parent) = module.parent_operation() {
        module = parent;
    }
    functions(module).len()
}

/// The cost model of the `hw` and `perf-record` options.
pub fn cost_model(root: OperationRef, options: &PassOptions) -> Result<CostModel, PassFailed> {
    let hw = options.get(&HW);
    let profile = HardwareProfile::builtin(&hw)
        .or_else(|_| HardwareProfile::load(&hw))
        .map_err(|e| {
            ir::error(
                ir::pass_location(root),
                &format!("cannot load hardware profile '{hw}': {e}"),
            )
        })?;
    let mut profile = profile;
    for (tier, bytes) in options.get(&CAPACITY) {
        let Some(spec) = profile.tiers.get_mut(tier) else {
            return Err(ir::error(
                ir::pass_location(root),
                &format!(
                    "capacity={tier}:{bytes}: hardware profile `{}` has no {tier} tier; name a tier it has, or a profile with one",
                    profile.name
                ),
            ));
        };
        spec.capacity_bytes = bytes;
    }
    let mut cost = CostModel::new(profile);
    let share = options.get(&LINK_SHARE);
    if !(share > 0.0 && share <= 1.0) {
        return Err(ir::error(
            ir::pass_location(root),
            &format!(
                "link-share={share}: a device's share of a link is above 0 and at most 100% (1)"
            ),
        ));
    }
    if share < 1.0 {
        cost = cost.with_link_share(share);
    }
    if let Some(path) = options.get(&PERF_RECORD) {
        let record = PerfRecord::load(path).map_err(|e| {
            ir::error(
                ir::pass_location(root),
                &format!("cannot load performance record: {e}"),
            )
        })?;
        cost = cost.with_record(record);
    }
    Ok(cost)
}

/// Adds one function's report to `reports` and writes its picture, as
/// `report=` and `svg=` ask (one picture per function in a multi-function
/// module).
#[allow(clippy::too_many_arguments)]
pub fn write_outputs(
    function: OperationRef,
    options: &PassOptions,
    reports: &mut ReportFile,
    graph: &hyperoffload_core::TensorGraph,
    lifetimes: &hyperoffload_core::Lifetimes,
    timeline: &hyperoffload_core::Timeline,
    picture: &hyperoffload_core::PlotContext,
    plan: Option<hyperoffload_core::PlanSummary>,
) -> Result<(), crate::PassFailed> {
    if reports.wanted() {
        reports.add(FunctionReport {
            plan,
            ..FunctionReport::from_timeline(graph, lifetimes, timeline)
        });
    }
    if let Some(path) = options.get(&SVG) {
        let path = per_function_path(&path, &graph.name, functions_in_module(function));
        hyperoffload_core::write_output(
            &path,
            hyperoffload_core::render_svg(graph, lifetimes, timeline, picture).as_bytes(),
        )
        .map_err(|e| {
            ir::error(
                function.location(),
                &format!("cannot write the picture to '{path}': {e}"),
            )
        })?;
    }
    Ok(())
}
