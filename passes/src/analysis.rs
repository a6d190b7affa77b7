//! What the analysis passes share: the options of graph extraction, the
//! functions a pass instance covers, and the JSON report of one pass run.

use std::{
    any::Any,
    collections::{BTreeMap, BTreeSet},
    sync::Mutex,
};

use hyperoffload_core::{
    CostModel, FunctionReport, HardwareProfile, PerfRecord, RecordCoverage, Report, Tier,
};
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
pub const PERF_RECORD: Key<Vec<String>> = Key::paths(
    "perf-record",
    "Measured op times that override the roofline model: JSON lists of {signature, seconds} or torch.profiler traces (export_chrome_trace, record_shapes=True), matched by signature or by op class, shapes and element type, interpolated within the measured range; several files (ranks) merge by median (docs/analysis.md, Performance records)",
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
        .filter(|f| crate::ir::region(f, 0).is_some_and(|r| r.first_block().is_some()))
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
///
/// A pass nested under `func.func` runs one instance per function, on
/// MLIR's threads, each with its own `ReportFile`. Instances that name the
/// same file for functions of one module gather their reports in
/// [`GATHERED`]; the instance that completes the module's functions writes
/// the file, once, with every function, as the module-level run would.
pub struct ReportFile<T> {
    path: Option<String>,
    functions: BTreeMap<String, T>,
    render: fn(Vec<T>) -> String,
}

impl ReportFile<FunctionReport> {
    /// The report of docs/report.md.
    pub fn new(options: &PassOptions) -> Self {
        ReportFile::rendered_by(options, |functions| Report::new(functions).to_json())
    }
}

impl<T: Send + 'static> ReportFile<T> {
    /// A report file whose functions `render` turns into its JSON text.
    pub fn rendered_by(options: &PassOptions, render: fn(Vec<T>) -> String) -> Self {
        ReportFile {
            path: options.get(&REPORT),
            functions: BTreeMap::new(),
            render,
        }
    }

    /// Whether `report=` asks for a file.
    pub fn wanted(&self) -> bool {
        self.path.is_some()
    }

    /// Adds function `name`'s report.
    pub fn add_named(&mut self, name: &str, report: T) {
        if self.wanted() {
            self.functions.insert(name.to_owned(), report);
        }
    }

    /// Writes the file (see [`hyperoffload_core::write_output`]) once the
    /// run has covered every function it is part of; an error is located
    /// at `root`.
    pub fn write(self, root: OperationRef) -> PassResult {
        let Some(path) = self.path.clone() else {
            return Ok(());
        };
        let functions = match root.parent_operation() {
            None => self.functions,
            Some(scope) => match gather(&path, root, scope, self.functions) {
                Some(functions) => functions,
                // Other functions of the scope have not run yet.
                None => return Ok(()),
            },
        };
        let json = (self.render)(functions.into_values().collect());
        hyperoffload_core::write_output(&path, (json + "\n").as_bytes()).map_err(|e| {
            ir::error(
                ir::pass_location(root),
                &format!("cannot write the report to '{path}': {e}"),
            )
        })
    }
}

impl ReportFile<FunctionReport> {
    pub fn add(&mut self, report: FunctionReport) {
        let name = report.name.clone();
        self.add_named(&name, report);
    }
}

/// What the nested instances of a pass run that write one report have
/// gathered so far, by file and scope (the op whose functions they run on).
struct Gathered {
    /// The functions whose instance has finished.
    done: BTreeSet<String>,
    /// A `BTreeMap<String, T>` of the reports added so far.
    reports: Box<dyn Any + Send>,
}

/// Reports of nested pass instances, keyed by the report's path and the
/// address of their scope op. An entry lives while its run is under way:
/// the instance that completes it removes it. One of a run that failed
/// stays, and a later run on a scope at the same address picks up where it
/// ends: only the functions that run again are counted, and each replaces
/// its earlier report.
static GATHERED: Mutex<BTreeMap<(String, usize), Gathered>> = Mutex::new(BTreeMap::new());

/// Adds the reports of the instance that ran on `root` to what its run has
/// gathered for `path`; returns every function's report once all the
/// functions of `scope` have run, to be written by this instance.
fn gather<T: Send + 'static>(
    path: &str,
    root: OperationRef,
    scope: OperationRef,
    reports: BTreeMap<String, T>,
) -> Option<BTreeMap<String, T>> {
    let in_scope: BTreeSet<String> = scope_functions(scope);
    let key = (path.to_owned(), scope.to_raw().ptr as usize);
    // A poisoned lock means another instance panicked while it held it;
    // what it gathered is still consistent (each update is one insert).
    let mut gathered = GATHERED.lock().unwrap_or_else(|e| e.into_inner());
    let entry = gathered.entry(key.clone()).or_insert_with(|| Gathered {
        done: BTreeSet::new(),
        reports: Box::new(BTreeMap::<String, T>::new()),
    });
    if !entry.reports.is::<BTreeMap<String, T>>() {
        // Another pass wrote this path in the same scope before: start anew.
        entry.reports = Box::new(BTreeMap::<String, T>::new());
        entry.done.clear();
    }
    entry
        .done
        .extend(functions(root).iter().filter_map(ir::symbol_name));
    let all = entry
        .reports
        .downcast_mut::<BTreeMap<String, T>>()
        .expect("the entry holds reports of this type");
    all.extend(reports);
    if !in_scope.is_subset(&entry.done) {
        return None;
    }
    let entry = gathered.remove(&key)?;
    let mut all = *entry
        .reports
        .downcast::<BTreeMap<String, T>>()
        .expect("the entry holds reports of this type");
    all.retain(|name, _| in_scope.contains(name));
    Some(all)
}

/// The names of the functions with a body directly in `scope`'s regions:
/// the functions a pass nested in it runs on.
fn scope_functions(scope: OperationRef) -> BTreeSet<String> {
    functions(scope)
        .iter()
        .filter(|f| f.parent_operation().is_some_and(|p| p == scope))
        .filter_map(ir::symbol_name)
        .collect()
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
    let paths = options.get(&PERF_RECORD);
    if !paths.is_empty() {
        let record = PerfRecord::load_all(&paths).map_err(|e| {
            ir::error(
                ir::pass_location(root),
                &format!("cannot load performance record: {e}"),
            )
        })?;
        cost = cost.with_record(record);
    }
    Ok(cost)
}

/// With a performance record, the remark at `function` that says how many
/// of its compute ops, and what share of their time, the record gave
/// exactly, by interpolation and left to the roofline; that coverage, for
/// the report.
pub fn record_coverage(
    function: OperationRef,
    graph: &hyperoffload_core::TensorGraph,
    cost: &CostModel,
) -> Option<RecordCoverage> {
    let coverage = RecordCoverage::of(cost, graph)?;
    ir::remark(
        function.location(),
        &format!("@{}: {}", graph.name, coverage.summary()),
    );
    Some(coverage)
}

/// Adds one function's report to `reports` and writes its picture, as
/// `report=` and `svg=` ask (one picture per function in a multi-function
/// module).
#[allow(clippy::too_many_arguments)]
pub fn write_outputs(
    function: OperationRef,
    options: &PassOptions,
    reports: &mut ReportFile<FunctionReport>,
    graph: &hyperoffload_core::TensorGraph,
    lifetimes: &hyperoffload_core::Lifetimes,
    timeline: &hyperoffload_core::Timeline,
    picture: &hyperoffload_core::PlotContext,
    plan: Option<hyperoffload_core::PlanSummary>,
    record: Option<RecordCoverage>,
) -> Result<(), crate::PassFailed> {
    if reports.wanted() {
        reports.add(FunctionReport {
            plan,
            record,
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
