//! `offload-capacity`: the longest sequence or KV cache a device budget
//! holds, without offloading, with each baseline and with our planner.
//!
//! For every function with dynamic dimensions, the search of
//! `hyperoffload_core::capacity` sizes those dimensions to a length,
//! extracts the function at that size, and asks whether it fits the budget
//! (`budget=`, by default the profile's device memory) within `slowdown`
//! over compute-only time: with every argument on the device, with each
//! baseline's plan and with ours. A remark per function gives the longest
//! length of each and their ratio; `report=` writes every measured length
//! (docs/report.md) and `svg=` draws peak and makespan against length.
//! The IR is not changed: plan the length you choose with `offload-plan`.

use hyperoffload_core::{
    capacity::{
        Capacity, CapacityError, CapacityReport, CapacityRequest, LatencyTarget, Phase, search,
    },
    format_bytes,
    plan::{Budget, PlanRequest, Solver},
    units::format_seconds,
};
use melior::ir::{
    BlockLike, RegionLike, TypeLike, ValueLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassDef, PassResult,
    analysis::{
        CAPACITY, DONATE_ARGS, DYNAMIC_DIM, FUNCTIONS, HW, LINK_SHARE, PERF_RECORD, REMOTE_ARGS,
        REMOTE_TIER, REPORT, ReportFile, SVG, TRIP_COUNT, cost_model, extract_options,
        extract_or_fail, per_function_path, record_coverage, selected_functions,
    },
    extract::{
        ArgSelection, ExtractOptions,
        dims::{DynamicSizes, Length},
    },
    ir,
    offload_plan::{
        self, CHUNK_BYTES, HORIZON, MIN_BYTES, REMOTE_RESULTS, SOLVER, TIER, returnable,
    },
    options::{Key, OptionDef, PassOptions, option_table},
};

const BUDGET: Key<Budget> = offload_plan::BUDGET
    .with_help("Device bytes a step may use (12GiB); 0: the hardware profile's device memory");
const SLOWDOWN: Key<f64> = offload_plan::SLOWDOWN.with_help(
    "The time a length may take over its compute-only time (makespan <= (1 + slowdown) x compute), with or without offload",
);
const TTFT: Key<f64> = Key::seconds(
    "ttft",
    "0",
    "Time to first token: the longest a prefill step may take (200ms), in place of slowdown; 0: none",
);
const TPOT: Key<f64> = Key::seconds(
    "tpot",
    "0",
    "Time per output token: the longest a decode step may take (30ms), in place of slowdown; 0: none",
);
const TIME_LIMIT: Key<f64> = offload_plan::TIME_LIMIT
    .with_default("2")
    .with_help("Safety net of each plan the search makes (the planner's time-limit, seconds of wall clock): a plan it cuts is not reproducible, and the search's lengths may then depend on the machine");
const PINS: Key<DynamicSizes> = DYNAMIC_DIM.with_help(
    "Pins of dynamic lengths, as ARG.DIM=N (the length of argument ARG's dimension DIM) or ARG.DIM=+K (K more than the length searched, as a mask of past + 1); every length not pinned is searched",
);
const PLACE_ARGS: Key<bool> = Key::flag(
    "place-args",
    "true",
    "Let ours keep some of the remote-args arguments on the device at each length (the first ones, as many as the budget allows; the rest start in the tier); false: all of them start in the tier, as for the baselines",
);
const DIM_MIN: Key<u64> = Key::unsigned(
    "dim-min",
    "1",
    "Shortest length searched: the size of every dynamic dimension",
);
const DIM_MAX: Key<u64> = Key::unsigned(
    "dim-max",
    "0",
    "Longest length searched (required): the upper end of the range",
);
const DIM_STEP: Key<u64> = Key::unsigned(
    "dim-step",
    "1",
    "Granularity of the search: lengths dim-min + k x dim-step",
);

const OPTIONS: &[OptionDef] = option_table![
    &[
        HW.def,
        BUDGET.def,
        SLOWDOWN.def,
        TTFT.def,
        TPOT.def,
        SOLVER
            .with_help("Our planner (ilp, heuristic); the baselines are searched beside it")
            .def,
        TIME_LIMIT.def,
        TIER.def,
        MIN_BYTES.def,
        CHUNK_BYTES.def,
        offload_plan::SPILL.def,
        HORIZON
            .with_help("Prefetch horizon in steps of the reactive baseline (interval runs at its best distance, 1 to 128 steps, at each length)")
            .def,
        REMOTE_RESULTS.def,
        PLACE_ARGS.def,
        DIM_MIN.def,
        DIM_MAX.def,
        DIM_STEP.def,
        PERF_RECORD.def,
        CAPACITY.def,
        LINK_SHARE.def,
        REPORT
            .with_help("Write the JSON report of the search: every length measured")
            .def,
        SVG.with_help(
            "Write the capacity picture: peak and makespan against length, with and without offload (SVG; one per function: name.<function>.svg)"
        )
        .def,
    ],
    &[
        PINS.def,
        TRIP_COUNT.def,
        REMOTE_ARGS.def,
        REMOTE_TIER.def,
        DONATE_ARGS.def,
        FUNCTIONS.def,
    ],
];

pub const PASS: PassDef = PassDef {
    flag: "offload-capacity",
    name: "OffloadCapacity",
    summary: "Find the longest dynamic length (prompt, KV cache) that fits a device budget, with and without offload",
    description: "Sizes every dynamic dimension of each function to a length and searches \
        `[dim-min, dim-max]` (in steps of `dim-step`) by bisection for the longest length whose \
        step fits `budget` (by default the profile's device memory) within `slowdown` over its \
        compute-only time, or within an absolute latency target where one applies (`ttft` for a \
        prefill, `tpot` for a decode step, told apart by the tokens argument): with every argument on the device, with each baseline (reactive, \
        pytorch-ao, interval) and with our planner (`solver`), each plan made as offload-plan \
        makes the fastest plan within a budget. Arguments in a tier (`remote-args`, e.g. a KV \
        cache in host) and results the caller accepts there (`remote-results`, the grown cache) \
        count as in offload-plan. Emits a remark per function with the longest lengths and their \
        ratio, and the `dynamic-dim` (and `remote-args`: those ours did not keep on the device) \
        at which offload-plan, with the same options, plans the longest; `report=` holds every \
        length measured, `svg=` the curve. Fitting is taken to be \
        monotone in the length. The IR is unchanged.",
    anchor: None,
    options: OPTIONS,
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let max = options.get(&DIM_MAX);
    if max == 0 {
        return Err(ir::error(
            ir::pass_location(root),
            "offload-capacity needs dim-max=N, the longest length to search (for example the model's context length)",
        ));
    }
    let budget = match options.get(&BUDGET) {
        Budget::None => cost.profile.device_memory_bytes,
        Budget::Bytes(bytes) => bytes,
        Budget::Fraction { .. } => {
            return Err(ir::error(
                ir::pass_location(root),
                "offload-capacity takes the budget in bytes (24GiB), not as a fraction: the peak it would be a fraction of changes with the length",
            ));
        }
    };
    let solver = options.get(&SOLVER);
    if !solver.is_ours() {
        return Err(ir::error(
            ir::pass_location(root),
            &format!(
                "solver={solver} is a baseline; offload-capacity searches every baseline beside ours: give solver=ilp or solver=heuristic"
            ),
        ));
    }
    // The extraction options as every analysis pass reads them; here
    // dynamic-dim only pins (PINS), and the search sets the length.
    let base = extract_options(options);
    if base.dynamic.default.is_some() {
        return Err(ir::error(
            ir::pass_location(root),
            "offload-capacity searches the length itself: its dynamic-dim only pins the lengths it does not search (ARG.DIM=N); drop the bare size",
        ));
    }
    let mut found = ReportFile::rendered_by(options, |found| CapacityReport::new(found).to_json());
    let functions = selected_functions(root, options)?;
    for function in &functions {
        let function = *function;
        let extracted = extract_or_fail(function, &at_length(&base, options.get(&DIM_MIN)))?;
        if extracted.dynamic_tensors == 0 {
            return Err(ir::error(
                function.location(),
                &format!(
                    "@{} has no dynamic dimension, so there is no length to search; export the sequence or cache length as a dynamic dimension (torch.export.Dim, or a ? in the tensor types)",
                    extracted.graph.name
                ),
            ));
        }
        let searched = searched_lengths(&extracted.lengths);
        let arguments = crate::ir::region(&function, 0)
            .and_then(|r| r.first_block())
            .map_or(0, |b| b.argument_count());
        let in_tier: Vec<usize> = (0..arguments)
            .filter(|&i| base.remote_args.contains(i))
            .collect();
        let placeable = if options.get(&PLACE_ARGS) {
            in_tier.len()
        } else {
            0
        };
        let returnable = returnable(function, &extracted, options)
            .map_err(|e| ir::error(function.location(), &e))?;
        let request = CapacityRequest {
            budget,
            slowdown: options.get(&SLOWDOWN),
            latency: latency_target(function, options)?,
            min: options.get(&DIM_MIN),
            max,
            step: options.get(&DIM_STEP),
            ours: PlanRequest {
                budget: Some(budget),
                slowdown: options.get(&SLOWDOWN),
                solver,
                tier: options.get(&TIER),
                time_limit_s: options.get(&TIME_LIMIT),
                min_bytes: options.get(&MIN_BYTES),
                chunk_bytes: options.get(&CHUNK_BYTES),
                spill: options.get(&offload_plan::SPILL),
                stored_in: Vec::new(),
                horizon: options.get(&HORIZON) as usize,
                returnable,
                kept_for_return: Vec::new(),
                recompute: false,
            },
            baselines: vec![Solver::Reactive, Solver::PytorchAo, Solver::Interval],
            samples: if options.get(&SVG).is_some() { 8 } else { 0 },
            placeable,
        };
        let name = extracted.graph.name.clone();
        let record = record_coverage(function, &extracted.graph, &cost);
        // The graph at dim-min as given is the search's first one too.
        let mut first = Some(extracted.graph);
        let mut capacity = search(&name, &cost, &request, |length, kept| {
            if (length, kept) == (request.min, 0)
                && let Some(graph) = first.take()
            {
                return Ok(graph);
            }
            let mut options = at_length(&base, length);
            options.remote_args = ArgSelection(in_tier[kept..].iter().map(|&i| i..=i).collect());
            extract_or_fail(function, &options).map(|e| e.graph)
        })
        .map_err(|e| match e {
            CapacityError::Graph(failed) => failed,
            other => ir::error(
                function.location(),
                &format!("cannot search the capacity of @{name}: {other}"),
            ),
        })?;
        capacity.record = record;
        let mut message = remark(&capacity);
        if let Some(kept) = capacity
            .longest_with_offload
            .and_then(|l| kept_at(&capacity, l))
        {
            message.push_str(&format!(
                "\n  at its longest, {} keeps {kept} of the {placeable} arguments of remote-args on the device (place-args)",
                capacity.solver
            ));
        }
        if let Some(longest) = capacity.longest_with_offload {
            let kept = kept_at(&capacity, longest).unwrap_or(0);
            message.push_str(&replan(&base, longest, &in_tier, kept));
        }
        if let Some(unapplied) = unapplied_target(function, &request, options) {
            message.push_str(&unapplied);
        }
        if let Some(searched) = searched {
            message.push_str(&format!("\n  the length searched sizes {searched}"));
        }
        ir::remark(function.location(), &message);
        write_picture(function, options, &capacity, functions.len())?;
        found.add_named(&capacity.name.clone(), capacity);
    }
    found.write(root)
}

/// The capacity picture of one of `count` functions, where `svg=` asks.
fn write_picture(
    function: OperationRef,
    options: &PassOptions,
    capacity: &Capacity,
    count: usize,
) -> Result<(), crate::PassFailed> {
    let Some(path) = options.get(&SVG) else {
        return Ok(());
    };
    let path = per_function_path(&path, &capacity.name, count);
    hyperoffload_core::write_output(
        &path,
        hyperoffload_core::plot::render_capacity_svg(capacity).as_bytes(),
    )
    .map_err(|e| {
        ir::error(
            function.location(),
            &format!("cannot write the picture to '{path}': {e}"),
        )
    })
}

/// The latency target `function` is held to: `ttft` for a prefill, `tpot`
/// for a decode step ([`serving_phase`]); a function whose phase the IR
/// does not tell takes the one target given.
fn latency_target(
    function: OperationRef,
    options: &PassOptions,
) -> Result<Option<LatencyTarget>, crate::PassFailed> {
    let given = |phase: Phase| {
        let seconds = match phase {
            Phase::Prefill => options.get(&TTFT),
            Phase::Decode => options.get(&TPOT),
        };
        (seconds > 0.0).then_some(LatencyTarget { phase, seconds })
    };
    let (ttft, tpot) = (given(Phase::Prefill), given(Phase::Decode));
    if ttft.is_none() && tpot.is_none() {
        return Ok(None);
    }
    match serving_phase(function) {
        Some(Phase::Prefill) => Ok(ttft),
        Some(Phase::Decode) => Ok(tpot),
        None if ttft.is_some() && tpot.is_some() => Err(ir::error(
            function.location(),
            &format!(
                "@{} has no integer argument (the tokens), so it is neither a prefill nor a decode step to offload-capacity; give only ttft= or only tpot= for it (functions=NAME)",
                ir::symbol_name(&function).unwrap_or_default()
            ),
        )),
        None => Ok(ttft.or(tpot)),
    }
}

/// The remark's line for a latency target given but not applied: the
/// function runs in the other phase, and the slowdown bounds it.
fn unapplied_target(
    function: OperationRef,
    request: &CapacityRequest,
    options: &PassOptions,
) -> Option<String> {
    if request.latency.is_some() {
        return None;
    }
    let phase = serving_phase(function)?;
    let (given, other) = match phase {
        Phase::Prefill => (TPOT, "a prefill step: more than one token per sequence"),
        Phase::Decode => (TTFT, "a decode step: one token per sequence"),
    };
    (options.get(&given) > 0.0).then(|| {
        format!(
            "\n  {}= does not apply: @{} is {other} (its first integer argument); {}= sets its target, and without it the slowdown bounds it",
            given.def.name,
            ir::symbol_name(&function).unwrap_or_default(),
            phase.target_name()
        )
    })
}

/// The phase of serving a function's step runs in, from its tokens (its
/// first argument of integer elements with a dimension; a scalar is a
/// cache index or, from `jax.export`, a symbolic length): one token per
/// sequence (a static last dimension of 1) is a decode step, more a
/// prefill; `None` without such an argument.
fn serving_phase(function: OperationRef) -> Option<Phase> {
    let block = ir::first_block(&function)?;
    (0..block.argument_count())
        .filter_map(|i| ir::ranked_shape(ir::argument(&block, i)?.r#type()))
        .find(|(dims, element)| element.is_integer() && !dims.is_empty())
        .map(|(dims, _)| match dims.last() {
            Some(Some(1)) => Phase::Decode,
            _ => Phase::Prefill,
        })
}

/// What the searched length sizes, for the remark: every length not
/// pinned takes the length searched.
fn searched_lengths(lengths: &[Length]) -> Option<String> {
    let free: Vec<&Length> = lengths.iter().filter(|l| !l.pinned).collect();
    match free.as_slice() {
        [] => None,
        [one] => Some(one.describe()),
        many => {
            let shown: Vec<String> = many.iter().take(3).map(|l| l.describe()).collect();
            Some(format!(
                "{} lengths the IR does not tie together, searched as one: {}{} (pin one with dynamic-dim=ARG.DIM=N, or ARG.DIM=+K for K more)",
                many.len(),
                shown.join("; "),
                if many.len() > 3 { "; ..." } else { "" }
            ))
        }
    }
}

/// How many of the arguments of remote-args ours keeps on the device at
/// `length` (the first ones), where it measured a plan there.
fn kept_at(capacity: &Capacity, length: u64) -> Option<usize> {
    capacity
        .points
        .iter()
        .find(|p| p.length == length)?
        .ours
        .as_ref()?
        .kept_on_device
}

/// The remark's line that says how to plan the longest length with
/// offload-plan: that length, and as remote-args the arguments of
/// `in_tier` ours did not keep on the device (the first `kept`).
fn replan(base: &ExtractOptions, longest: u64, in_tier: &[usize], kept: usize) -> String {
    let sizes = DynamicSizes {
        default: Some(longest),
        pins: base.dynamic.pins.clone(),
    };
    let args = match in_tier.get(kept..) {
        _ if in_tier.is_empty() => String::new(),
        Some([]) | None => " without remote-args".to_owned(),
        Some(left) => format!(" remote-args={}", index_ranges(left)),
    };
    format!(
        "\n  plan it with offload-plan and these options, at dynamic-dim={}{args}",
        sizes.to_option()
    )
}

/// Sorted indices as ranges: `2-9,12`.
fn index_ranges(indices: &[usize]) -> String {
    let mut ranges: Vec<(usize, usize)> = Vec::new();
    for &i in indices {
        match ranges.last_mut() {
            Some((_, end)) if *end + 1 == i => *end = i,
            _ => ranges.push((i, i)),
        }
    }
    ranges
        .iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The extraction options with every dynamic dimension sized `length`.
fn at_length(base: &ExtractOptions, length: u64) -> ExtractOptions {
    ExtractOptions {
        dynamic: DynamicSizes {
            default: Some(length),
            pins: base.dynamic.pins.clone(),
        },
        ..base.clone()
    }
}

/// A longest length as the remark says it.
fn longest(length: Option<u64>, at_max: bool) -> String {
    match (length, at_max) {
        (None, _) => "none".to_owned(),
        (Some(length), true) => format!("{length} (dim-max)"),
        (Some(length), false) => length.to_string(),
    }
}

fn remark(c: &Capacity) -> String {
    let ratio = c.ratio.map_or(String::new(), |r| format!(" ({r:.2}x)"));
    let mut message = format!(
        "capacity @{} on {} within {} at {}: longest {} without offload, {} with {}{ratio}",
        c.name,
        c.profile,
        format_bytes(c.budget_bytes),
        c.time_limit(),
        longest(c.longest_without_offload, c.without_offload_at_max),
        longest(c.longest_with_offload, c.with_offload_at_max),
        c.solver,
    );
    let baselines: Vec<String> = c
        .baselines
        .iter()
        .map(|(name, l)| {
            let at = l
                .horizon
                .map_or(String::new(), |h| format!(" (prefetch distance {h})"));
            format!("{name} {}{at}", longest(l.length, l.at_max))
        })
        .collect();
    message.push_str(&format!(
        "; {}; {} lengths measured in {}",
        baselines.join(", "),
        c.points.len(),
        format_seconds(c.search_s)
    ));
    // Why the longest length with offload is the last: what the first
    // length that fails measured.
    let first_failing = match c.longest_with_offload {
        None => Some(c.min),
        Some(_) if c.with_offload_at_max => None,
        Some(length) => Some(length + c.step),
    };
    if let Some(point) = first_failing.and_then(|l| c.points.iter().find(|p| p.length == l)) {
        if let Some(why) = point.ours.as_ref().and_then(|m| m.why.as_ref()) {
            message.push_str(&format!("\n  at {}: {why}", point.length));
        }
        let working_set_over = point.working_set_bytes > c.budget_bytes;
        if let Some(bound) = point
            .ours
            .as_ref()
            .and_then(|m| m.bound_bytes)
            .filter(|_| !working_set_over)
        {
            message.push_str(&format!(
                "\n  at {}: no plan of what may move peaks below {} within {} (the link bound){}",
                point.length,
                format_bytes(bound),
                c.time_limit(),
                if bound > c.budget_bytes {
                    ", over the budget: the limit is the link and the move set, not the planner"
                } else {
                    ""
                }
            ));
        }
        if working_set_over {
            let op = point.working_set_op.as_ref().map_or(String::new(), |op| {
                format!(" ({} at {}, step {})", op.op, op.location, op.step)
            });
            message.push_str(&format!(
                "\n  the limit is the working set, not offloading: at {} one op needs {} on the device at once{op}, over the budget; a smaller working set (fused attention, recomputation) moves it",
                point.length,
                format_bytes(point.working_set_bytes)
            ));
        }
    }
    if let (Some(with), Some(without)) = (c.longest_with_offload, c.longest_without_offload)
        && with < without
    {
        message.push_str(
            "\n  shorter with offload than without: the arguments in a tier (remote-args) cross the link every step, which takes more than the time allowed; keep them on the device (drop remote-args) or allow more time",
        );
    }
    message
}
