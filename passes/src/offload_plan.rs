//! `offload-plan`: plans and inserts the cache ops of each function — the
//! main job of hyperoffload.
//!
//! For every `func.func` (on any op, or inside `func.func(...)`): extract the
//! tensor graph, compute lifetimes, enumerate candidates (a tensor and an
//! idle gap), choose them with the selected solver (docs/planner.md), insert
//! `offload.store` / `offload.detach` / `offload.prefetch` (and
//! `offload.resident` for arguments resident in a tier, clones of the ops a
//! plan recomputes) as the plan's edits say, rewire the uses each prefetch
//! or clone serves, and check the IR written, extracted again, with the
//! independent schedule checker. A remark per function gives the peak
//! before and after, the simulated makespan against compute-only time, the
//! transfers and what it recomputes, all of the emitted IR.
//!
//! Options: `hw`, `budget` (bytes or `0.6x` of the no-offload peak; none:
//! the lowest peak within `slowdown`), `slowdown`, `solver`, `time-limit`,
//! `tier`, `min-bytes`, `chunk-bytes`, `horizon`, `recompute`, `report`,
//! `svg`, and the extraction options. Expects tensor-level IR without offload ops. Fails at the op
//! that needs more memory when the budget is below the working set.

use hyperoffload_core::{
    CostModel, Lifetimes, NodeId, PlanChecker, PlotContext, TensorGraph, TensorId, Tier,
    format_bytes,
    plan::{
        Budget, Edits, Plan, PlanError, PlanOutcome, PlanRequest, ReferencePeaks, Solver,
        devices::{
            SharedLinkSummary, SharedOutcome, plan_shared, plan_stages, share_plans_exceeded,
        },
        peak_bounds, plan,
    },
    simulate,
    units::format_seconds,
};
use melior::ir::{
    attribute::DictionaryAttribute,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassDef, PassFailed, PassResult,
    analysis::{
        CAPACITY, EXTRACT_OPTIONS, FUNCTIONS, HW, LINK_SHARE, PERF_RECORD, REPORT, ReportFile, SVG,
        cost_model, extract_options, extract_or_fail, record_coverage, selected_functions,
        write_outputs,
    },
    bridge::{
        bodies::{BodyPlans, plan_loop_bodies},
        rewrite::insert_plan,
        streams::{Streamed, storable_writes, stream_stacks},
    },
    extract::{ArgSelection, ExtractOptions, Extracted},
    ir,
    lowering::TIER_ATTRIBUTE,
    options::{Key, OptionDef, PassOptions, option_table},
};

pub(crate) const BUDGET: Key<Budget> = Key::budget(
    "budget",
    "Device-memory budget; 0: find the lowest peak within the slowdown",
);
pub(crate) const SLOWDOWN: Key<f64> = Key::percent(
    "slowdown",
    "1%",
    "Without a budget: the time offloading may add to the step, as a fraction of its compute-only time (makespan <= the no-offload makespan + slowdown x compute)",
);
pub(crate) const SOLVER: Key<Solver> = Key::choice(
    "solver",
    "ilp",
    "Planner: ours (ilp, heuristic) or a baseline",
);
pub(crate) const TIME_LIMIT: Key<f64> = Key::seconds(
    "time-limit",
    "300",
    "Safety net, seconds of wall clock: the search stops at work limits (solver iterations and nodes, counted tries), so the plan is the same on every machine and load; only where it runs past this limit is it cut, with the best plan so far, and the remark and the report say it was cut by the time limit and is not reproducible",
);
pub(crate) const TIER: Key<Tier> = Key::choice("tier", "host", "Tier the planner moves tensors to");
pub(crate) const MIN_BYTES: Key<u64> =
    Key::bytes("min-bytes", "1MiB", "Smallest tensor worth moving");
pub(crate) const CHUNK_BYTES: Key<u64> = Key::bytes(
    "chunk-bytes",
    "64MiB",
    "The ILP's flow program moves a tensor larger than this in chunks of this size (offload.store_chunk / offload.prefetch_chunk): parts of it leave and come back on their own (a weight in a tier too: each chunk's copy there is an offload.resident of that chunk); 0: whole tensors only. Rounded up to whole elements, and up to a tensor's bytes over 64: no tensor is cut into more than 64 chunks. A multiple of 2MiB suits real devices (their virtual-memory granularity)",
);
pub(crate) const SPILL: Key<Vec<Tier>> = Key::tiers(
    "spill",
    "Tiers, in order, that the arguments declared in the tier go to when it cannot hold them all (capacity=): the ones used latest move; offload.tier on each says where it lives",
);
pub(crate) const HORIZON: Key<u64> = Key::unsigned(
    "horizon",
    "8",
    "Prefetch distance in steps of the interval and reactive baselines",
);
pub(crate) const REMOTE_RESULTS: Key<ArgSelection> = Key::indices(
    "remote-results",
    "Function results the caller accepts in the tier (as does the result attribute offload.tier): they may leave the device for good, and the function then returns their remote copy",
);
/// Devices that share the link: offload-plan only (offload-place stores a
/// plan without the share it was made for).
const DEVICES: Key<u64> = Key::unsigned(
    "devices",
    "1",
    "Identical devices that run this function at once and share the profile's links (data-parallel replicas, GPUs behind one PCIe switch): the plan is chosen among plans for each share k/devices of the link, judged with every device's transfers on the one link, in lockstep and staggered by 1/devices of a step; the remark compares it with the naive split (link-share=1/devices each)",
);
/// Pipeline stages on one link: offload-plan only, like devices.
const STAGES: Key<bool> = Key::flag(
    "stages",
    "false",
    "The selected functions (functions=, in the module's order) are the stages of a pipeline, each on its own device, the devices sharing the profile's links: each stage is planned for every share k/N of the link and the shares are chosen together, judged with every stage's transfers on the one link in phase (the longest step sets the pipeline's period); each remark gives its stage's peak and step on the shared link, the period, and the naive split (link-share=1/N each)",
);
/// offload-plan only: offload-place stores plans of functions, not of
/// loop bodies.
const LOOP_BODIES: Key<bool> = Key::flag(
    "loop-bodies",
    "true",
    "Plan each loop body of the function first (inner loops first), on its own: cache ops inside the body for what an iteration makes and reads again later in that iteration, its peak as low as it goes with every transfer hidden behind the body's compute, and the same for each function a loop body calls; the function is then planned around the planned loops",
);
/// offload-plan only: the order the plan starts from.
const SINK: Key<bool> = Key::flag(
    "sink",
    "true",
    "Before planning, move each op whose results wait for a later use down to just before its first successor where that holds fewer bytes over the steps it passes (its results there outweigh the operands it then holds longer) and none of those steps rises above their highest (the dependences of offload-reorder hold; constants stay): optimizers make a weight's decay long before the update reads it, and sunk it no longer waits on the device; a remark says how many ops moved. false: plan the ops in the input's order",
);
/// offload-plan only, like loop bodies.
const STREAM_LOOPS: Key<bool> = Key::flag(
    "stream-loops",
    "true",
    "Stream each stack in a tier that loops read one slice per iteration (a stacked weight argument in remote-args, read by tensor.extract_slice at an scf.for's induction variable or a counted scf.while's counter, also in such a loop nested in another, or carried unchanged by a stablehlo.while that slices it at its counter, as lax.scan does): the loop fetches each slice during the iteration before (offload.prefetch_slice) and holds two slices instead of the stack. Stacks a loop writes slice by slice (tensor.insert_slice in an scf.for or a counted scf.while, dynamic_update_index_in_dim) into zeros are stored slice by slice into a stack in the tier (offload.remote_stack, offload.store_slice) when the function returns them in the tier (remote-results) or a later loop reads them slice by slice, which then streams them back. A loop streams a stack when its slices add less time to the loop than the whole stack's copy, and holds one slot instead of two for a read stack when the next slice's copy fits behind the iteration's compute after its last read of the slot (slots = 1); a remark at each such loop says what it streams or keeps and why",
);

/// Whether ours may recompute a pure op's result before a later use
/// instead of keeping or moving it (`recompute=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Recompute {
    /// Where it pays: the planner weighs the op's time against the bytes.
    Auto,
    /// Never.
    Off,
}

impl Recompute {
    pub const NAMES: [&'static str; 2] = ["auto", "off"];

    pub fn parse(word: &str) -> Option<Self> {
        match word {
            "auto" => Some(Recompute::Auto),
            "off" => Some(Recompute::Off),
            _ => None,
        }
    }
}

pub(crate) const RECOMPUTE: Key<Recompute> = Key::choice(
    "recompute",
    "auto",
    "Ours may recompute a tensor instead of keeping it or moving it: its device buffer is released before an idle gap, and the pure ops that made it (docs/semantics.md, Recomputation) run again right before its next use, each marked offload.recompute (auto: where the planner finds that better than keeping or moving it, the clones' time counted in the step's; off: never); the remark says how many ops run again, the time they add and the bytes they free",
);

/// The planner's options (offload-plan and offload-place).
pub(crate) const PLAN_OPTIONS: [OptionDef; 12] = [
    HW.def,
    BUDGET.def,
    SLOWDOWN.def,
    SOLVER.def,
    TIME_LIMIT.def,
    TIER.def,
    MIN_BYTES.def,
    CHUNK_BYTES.def,
    SPILL.def,
    HORIZON.def,
    REMOTE_RESULTS.def,
    RECOMPUTE.def,
];

const OPTIONS: &[OptionDef] = option_table![
    &PLAN_OPTIONS,
    &[
        PERF_RECORD.def,
        CAPACITY.def,
        LINK_SHARE.def,
        DEVICES.def,
        STAGES.def,
        LOOP_BODIES.def,
        STREAM_LOOPS.def,
        SINK.def,
        REPORT.with_help("Write the JSON report of the plan").def,
        SVG.with_help("Write the memory picture of the plan, over the run without offload (SVG; one per function: name.<function>.svg)").def,
    ],
    &EXTRACT_OPTIONS,
    &[FUNCTIONS.def],
];

pub const PASS: PassDef = PassDef {
    flag: "offload-plan",
    name: "OffloadPlan",
    summary: "Plan and insert offload.store/detach/prefetch so the peak falls while transfers hide",
    description: "The whole flow: lifetimes, candidates (a tensor and one idle gap), placement \
        (ILP warm-started from a greedy heuristic, or a baseline), insertion of the cache ops with \
        uses rewired to prefetched values (and of the clones of the ops the plan recomputes, \
        `recompute=auto`) (every argument taken as starting in a tier gets the \
        argument attribute offload.tier), and a check of the IR written, extracted again, by the \
        independent schedule checker (the remark states that IR's figures). Without \
        a budget it finds the lowest peak whose simulated makespan stays within `slowdown` of \
        compute-only time; with a budget (bytes, or a fraction of the no-offload peak such as \
        `0.6x`) the fastest plan within it. Emits a remark per function with the peak before and \
        after, makespan, stall and transfers; fails at the op that needs more memory when the \
        budget is below the working-set lower bound. Functions are planned on the context's \
        threads (one after another with `--mlir-disable-threading`); the IR and remarks are the \
        same either way. A function that calls other selected functions is planned after them, \
        on them as written (a call holds its callee's peak), and its peak before is its input's.",
    anchor: None,
    options: OPTIONS,
    run,
};

/// The planner request of a pass's options for a function with reference
/// peaks `peaks` (the budget resolved as core says, [`Budget::resolve`]).
fn request(
    options: &PassOptions,
    peaks: &ReferencePeaks,
    returnable: Vec<TensorId>,
) -> Result<PlanRequest, String> {
    PlanRequest {
        slowdown: options.get(&SLOWDOWN),
        returnable,
        ..body_request(options)
    }
    .at_budget(&options.get(&BUDGET), peaks)
}

/// The planner request of a pass's options for a loop body
/// ([`plan_loop_bodies`]): no budget, no slowdown (every transfer hidden
/// behind the body's compute), nothing returned.
fn body_request(options: &PassOptions) -> PlanRequest {
    PlanRequest {
        slowdown: 0.0,
        time_limit_s: options.get(&TIME_LIMIT),
        min_bytes: options.get(&MIN_BYTES),
        horizon: options.get(&HORIZON) as usize,
        chunk_bytes: options.get(&CHUNK_BYTES),
        spill: options.get(&SPILL),
        recompute: options.get(&RECOMPUTE) == Recompute::Auto,
        ..PlanRequest::new(options.get(&SOLVER), options.get(&TIER))
    }
}

/// offload-plan's stages, in order: how the functions share the link, the
/// results their callers accept in a tier, the order they are planned in,
/// sinking, loop bodies, streams, then per function its plan, the IR
/// written for it, and its remark and report.
fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let functions = selected_functions(root, options)?;
    let sharing = link_sharing(root, options, functions.len())?;
    let job = Job {
        root,
        options,
        cost,
        extract: extract_options(options),
        functions,
        sharing,
    };
    let accepted = accepted_results(&job)?;
    let rounds = job.rounds();
    let input_peaks = input_peaks(&job, &rounds)?;
    let unsunk_peaks = sink(&job)?;
    let bodies = loop_bodies(&job, &accepted)?;
    let streams = streams(&job, &accepted)?;
    let earlier = Earlier {
        input_peaks,
        unsunk_peaks,
        bodies,
        streams,
    };
    let mut reports = ReportFile::new(options);
    for round in rounds {
        for (i, (function, extracted, planned)) in plan_round(&job, &round)? {
            let before = earlier.peak_before(i, planned.before);
            let written = emit(&job, function, &extracted, &planned)?;
            ir::remark(
                function.location(),
                &remark(&extracted.graph, &job.cost, before, &planned, &earlier, i),
            );
            report(
                &job,
                &mut reports,
                function,
                &extracted,
                before,
                planned,
                written,
            )?;
        }
    }
    reports.write(root)
}

/// What every stage of one offload-plan run reads: where it runs, its
/// options, the cost model, the extraction options, the functions it
/// plans and how they share the profile's links.
struct Job<'o, 'c, 'a> {
    root: OperationRef<'c, 'a>,
    options: &'o PassOptions,
    cost: CostModel,
    extract: ExtractOptions,
    functions: Vec<OperationRef<'c, 'a>>,
    sharing: Sharing,
}

impl Job<'_, '_, '_> {
    /// A caller is planned on its callees as they are written (a call's
    /// scratch is its callee's peak): the functions go in rounds, each
    /// after the selected functions it calls. The pipeline's stages are
    /// planned together.
    fn rounds(&self) -> Vec<Vec<usize>> {
        match self.sharing {
            Sharing::Stages => vec![(0..self.functions.len()).collect()],
            _ => callees_first(&self.functions),
        }
    }
}

/// What the stages before planning found per function (by its index among
/// the selected functions): the peak its remark starts from and the notes
/// on its loops.
struct Earlier {
    /// A caller's peak before is its input's, with its callees as they
    /// came (none for the first round).
    input_peaks: Vec<Option<u64>>,
    /// The input order's peak of a function whose ops were sunk.
    unsunk_peaks: Vec<Option<u64>>,
    /// Empty with loop-bodies=false.
    bodies: Vec<BodyPlans>,
    /// Empty with stream-loops=false.
    streams: Vec<Streamed>,
}

impl Earlier {
    /// The peak before of function `i`, whose plan started from `planned`.
    fn peak_before(&self, i: usize, planned: u64) -> u64 {
        self.input_peaks[i]
            .or(self.bodies.get(i).and_then(|b| b.peak_before))
            .or(self.streams.get(i).and_then(|s| s.peak_before))
            .or(self.unsunk_peaks[i])
            .unwrap_or(planned)
    }
}

/// How the functions share the link, from `devices=` and `stages=`, with
/// the checks that `count` selected functions allow it.
fn link_sharing(
    root: OperationRef,
    options: &PassOptions,
    count: usize,
) -> Result<Sharing, PassFailed> {
    let devices = options.get(&DEVICES).max(1) as usize;
    let sharing = match (options.get(&STAGES), devices) {
        (false, 1) => Sharing::Alone,
        (false, devices) => Sharing::Devices(devices),
        (true, 1) if count >= 2 => Sharing::Stages,
        (true, 1) => {
            return Err(ir::error(
                ir::pass_location(root),
                &format!(
                    "stages=true plans the selected functions as the stages of a pipeline, one device each, and needs two or more; {} selected: name the stages with functions=@first,@second,...",
                    count
                ),
            ));
        }
        (true, _) => {
            return Err(ir::error(
                ir::pass_location(root),
                "stages=true gives each function its own device, devices= runs one function on several: give one or the other",
            ));
        }
    };
    let shares = match sharing {
        Sharing::Alone => None,
        Sharing::Devices(devices) => Some((devices, format!("devices={devices}"))),
        Sharing::Stages => Some((count, "stages=true".to_owned())),
    };
    if let Some(why) = shares.and_then(|(n, option)| share_plans_exceeded(count, n, &option)) {
        return Err(ir::error(ir::pass_location(root), &why));
    }
    Ok(sharing)
}

/// The results each function's caller accepts in a tier, where loops may
/// store the stacks they write.
fn accepted_results(job: &Job) -> Result<Vec<Vec<usize>>, PassFailed> {
    let mut accepted = Vec::with_capacity(job.functions.len());
    for &function in &job.functions {
        let name = ir::symbol_name(&function).unwrap_or_default();
        let results = function_result_count(function);
        accepted.push(
            accepted_in_tier(function, &name, results, job.options)
                .map_err(|e| ir::error(function.location(), &e))?,
        );
    }
    Ok(accepted)
}

/// The peak of each function planned after the first round, as it came
/// (its remark's peak before).
fn input_peaks(job: &Job, rounds: &[Vec<usize>]) -> Result<Vec<Option<u64>>, PassFailed> {
    let mut input_peaks = vec![None; job.functions.len()];
    for &i in rounds.iter().skip(1).flatten() {
        let extracted = extract_or_fail(job.functions[i], &job.extract)?;
        input_peaks[i] = Some(ReferencePeaks::of(&extracted.graph).all_on_device);
    }
    Ok(input_peaks)
}

/// The order the plan starts from: ops sunk toward their uses, where that
/// lowers the limit of what a plan can reach (a remark says so). The
/// remark's peak before is the input order's: returned for each function
/// whose ops moved.
fn sink(job: &Job) -> Result<Vec<Option<u64>>, PassFailed> {
    let mut unsunk_peaks = vec![None; job.functions.len()];
    if !job.options.get(&SINK) {
        return Ok(unsunk_peaks);
    }
    for (&function, unsunk) in job.functions.iter().zip(&mut unsunk_peaks) {
        let extracted = extract_or_fail(function, &job.extract)?;
        let peaks = ReferencePeaks::of(&extracted.graph);
        let request = returnable(function, &extracted, job.options)
            .and_then(|returnable| request(job.options, &peaks, returnable))
            .map_err(|e| ir::error(function.location(), &e))?;
        if let Some(sunk) = crate::offload_reorder::sink_ops(&extracted, &job.cost, &request) {
            *unsunk = Some(peaks.all_on_device);
            ir::remark(
                function.location(),
                &format!(
                    "sank {} ops of @{} toward their uses before planning: the link bound at the allowed slowdown falls from {} to {} (sink=false keeps the input's order)",
                    sunk.moved,
                    extracted.graph.name,
                    format_bytes(sunk.bounds.0),
                    format_bytes(sunk.bounds.1),
                ),
            );
        }
    }
    Ok(unsunk_peaks)
}

/// Loop bodies first: the functions are then planned around them. A value
/// a loop may store slice by slice (given the results its caller
/// `accepted` in a tier) stays on the device until the loop's write, which
/// copies it out.
fn loop_bodies(job: &Job, accepted: &[Vec<usize>]) -> Result<Vec<BodyPlans>, PassFailed> {
    let mut bodies = Vec::with_capacity(job.functions.len());
    if !job.options.get(&LOOP_BODIES) {
        return Ok(bodies);
    }
    let mut callees_done = Vec::new();
    for (&function, accepted) in job.functions.iter().zip(accepted) {
        let stored_writes = if job.options.get(&STREAM_LOOPS) {
            storable_writes(
                function,
                &job.cost,
                &job.extract,
                accepted,
                job.options.get(&TIER),
            )?
        } else {
            Vec::new()
        };
        bodies.push(plan_loop_bodies(
            function,
            &job.cost,
            &body_request(job.options),
            &job.extract,
            &job.functions,
            &stored_writes,
            &mut callees_done,
        )?);
    }
    Ok(bodies)
}

/// The stacks in a tier that loops stream slice by slice, per function.
fn streams(job: &Job, accepted: &[Vec<usize>]) -> Result<Vec<Streamed>, PassFailed> {
    let mut streams = Vec::with_capacity(job.functions.len());
    if !job.options.get(&STREAM_LOOPS) {
        return Ok(streams);
    }
    for (&function, accepted) in job.functions.iter().zip(accepted) {
        streams.push(stream_stacks(
            function,
            &job.cost,
            &job.extract,
            accepted,
            &body_request(job.options),
        )?);
    }
    Ok(streams)
}

/// Plans the functions of one round (their indices), together.
fn plan_round<'c, 'a>(
    job: &Job<'_, 'c, 'a>,
    round: &[usize],
) -> Result<Vec<(usize, PlannedFunction<'c, 'a>)>, PassFailed> {
    let selected: Vec<OperationRef> = round.iter().map(|&i| job.functions[i]).collect();
    let planned = plan_functions(job.root, &selected, &job.cost, job.options, job.sharing)?;
    Ok(round.iter().copied().zip(planned).collect())
}

/// The IR written for a function's plan, its simulation and the cost
/// model it was judged with.
struct Written {
    graph: TensorGraph,
    timeline: hyperoffload_core::Timeline,
    /// A plan for several devices was made (and is judged) for its share
    /// of the link.
    cost: CostModel,
}

/// Writes `planned` into `function` and checks the IR written: the
/// schedule checker accepts it and it gives the planner's figures.
fn emit(
    job: &Job,
    function: OperationRef,
    extracted: &Extracted,
    planned: &Planned,
) -> Result<Written, PassFailed> {
    let Planned {
        request,
        outcome,
        shared_link,
        ..
    } = planned;
    let graph = &extracted.graph;
    let cost = match shared_link {
        Some(link) if link.share < 1.0 => job.cost.clone().with_link_share(link.share),
        _ => job.cost.clone(),
    };
    // Ours must meet the budget; a baseline may not (the remark says so).
    let ours = outcome.solver.is_ours();
    let emitted = emit_checked(
        function,
        extracted,
        &outcome.plan,
        &cost,
        &job.extract,
        request.budget.filter(|_| ours),
        &format!("internal error: the plan for @{}", graph.name),
    )?;
    let timeline = same_figures(function, &graph.name, &cost, &emitted, &outcome.timeline)?;
    write_fingerprint(function, &outcome.plan);
    Ok(Written {
        graph: emitted,
        timeline,
        cost,
    })
}

/// The remark on function `i`'s plan (of `graph`, peak `before`): what
/// the plan achieves, what the loops did before it and whether a baseline
/// misses the budget.
fn remark(
    graph: &TensorGraph,
    cost: &CostModel,
    before: u64,
    planned: &Planned,
    earlier: &Earlier,
    i: usize,
) -> String {
    let Planned {
        request, outcome, ..
    } = planned;
    let t = &outcome.timeline;
    let mut message = planned_remark(graph, cost, before, outcome);
    if let Some(planned) = earlier.bodies.get(i).map(|b| b.planned).filter(|&n| n > 0) {
        message.push_str(&format!(
            "\n  note: {planned} loop {} planned first (see the remark at each loop); {} transfers run within each iteration, hidden behind the body's compute, and are not in the prefetches and bytes above",
            if planned == 1 { "body was" } else { "bodies were" },
            if planned == 1 { "its" } else { "their" },
        ));
    }
    if let Some(stacks) = earlier.streams.get(i).map(|s| s.stacks).filter(|&n| n > 0) {
        message.push_str(&format!(
            "\n  note: {stacks} {} in a tier {} through loops slice by slice (see the remark at each loop); {} copies are in the makespan and h2d above",
            if stacks == 1 { "stack" } else { "stacks" },
            if stacks == 1 { "streams" } else { "stream" },
            if stacks == 1 { "its" } else { "their" },
        ));
    }
    if let Some(budget) = request.budget.filter(|b| t.peak.bytes > *b) {
        message.push_str(&format!(
            "\n  warning: the {} baseline does not meet the budget of {}",
            outcome.solver,
            format_bytes(budget)
        ));
    }
    message
}

/// Adds the function's report (with its plan's summary) to `reports` and
/// writes its picture, as `report=` and `svg=` ask.
fn report(
    job: &Job,
    reports: &mut ReportFile<hyperoffload_core::FunctionReport>,
    function: OperationRef,
    extracted: &Extracted,
    before: u64,
    planned: Planned,
    written: Written,
) -> PassResult {
    let graph = &extracted.graph;
    let Planned {
        request,
        outcome,
        shared_link,
        ..
    } = planned;
    let Written {
        graph: emitted,
        timeline,
        cost,
    } = written;
    let t = &outcome.timeline;
    let after = Lifetimes::compute(&emitted);
    let picture = picture_of(graph, &cost, &request, &outcome, job.options);
    let summary = hyperoffload_core::PlanSummary {
        solver: outcome.solver.name().into(),
        requested_solver: request.solver.name().into(),
        peak_before_bytes: before,
        peak_after_bytes: t.peak.bytes,
        budget_bytes: request.budget,
        prefetches: outcome.plan.transfers(),
        added_slowdown: outcome.added_slowdown(),
        none_makespan_s: outcome.none_makespan_s,
        solve_s: outcome.solve_s,
        cut_by_time_limit: outcome.cut_by_time_limit,
        notes: outcome.notes.clone(),
        tiers: outcome
            .plan
            .tier_bytes(graph, &cost.profile.tiers)
            .into_iter()
            .map(|(tier, bytes)| hyperoffload_core::TierUse {
                tier,
                bytes,
                capacity_bytes: cost.profile.tiers.capacity(tier).unwrap_or(0),
            })
            .collect(),
        shared_link,
    };
    let record = record_coverage(function, graph, &job.cost);
    write_outputs(
        function,
        job.options,
        reports,
        &emitted,
        &after,
        &timeline,
        &picture,
        Some(summary),
        record,
    )
}

/// The indices of `functions` in rounds: each function in a round after
/// every selected function it calls, directly or through functions not
/// selected. Functions that call each other (recursion) share the round
/// where none of them can wait for the other.
fn callees_first(functions: &[OperationRef]) -> Vec<Vec<usize>> {
    let names: Vec<Option<String>> = functions.iter().map(ir::symbol_name).collect();
    let reached: Vec<Vec<usize>> = functions
        .iter()
        .enumerate()
        .map(|(i, &function)| {
            let called = called_functions(function);
            (0..functions.len())
                .filter(|&j| j != i && names[j].as_ref().is_some_and(|n| called.contains(n)))
                .collect()
        })
        .collect();
    let mut round_of: Vec<Option<usize>> = vec![None; functions.len()];
    let mut rounds = Vec::new();
    while round_of.iter().any(Option::is_none) {
        let round = rounds.len();
        let mut ready: Vec<usize> = (0..functions.len())
            .filter(|&i| round_of[i].is_none())
            .filter(|&i| reached[i].iter().all(|&j| round_of[j].is_some()))
            .collect();
        if ready.is_empty() {
            ready = (0..functions.len())
                .filter(|&i| round_of[i].is_none())
                .collect();
        }
        for &i in &ready {
            round_of[i] = Some(round);
        }
        rounds.push(ready);
    }
    rounds
}

/// The names of the functions `function` calls, directly or through the
/// functions of its module that it calls.
fn called_functions(function: OperationRef) -> Vec<String> {
    let module = crate::extract::callees_of(function);
    let mut found: Vec<String> = Vec::new();
    let mut open = vec![function];
    while let Some(at) = open.pop() {
        for call in ir::collect_ops(at, |o| ir::op_name(o) == "func.call") {
            let Some(callee) = ir::symbol_attribute(&call, "callee") else {
                continue;
            };
            if found.contains(&callee) {
                continue;
            }
            if let Some(&target) = module.get(&callee) {
                open.push(target);
            }
            found.push(callee);
        }
    }
    found
}

/// Writes `plan` into `function` (its edits, decided once in core) and
/// judges what was written: the body is extracted again and the independent
/// checker runs on that graph (with `budget`); the graph is returned. A
/// failing check fails the pass as "`what` fails the schedule checker".
pub(crate) fn emit_checked(
    function: OperationRef,
    extracted: &Extracted,
    plan: &Plan,
    cost: &CostModel,
    extract: &ExtractOptions,
    budget: Option<u64>,
    what: &str,
) -> Result<TensorGraph, PassFailed> {
    write_plan(extracted, plan)?;
    let graph = extract_or_fail(function, extract)?.graph;
    let input = hyperoffload_core::collective_calls(&extracted.graph);
    run_checker(
        function,
        PlanChecker::new(&graph, cost)
            .with_budget(budget)
            .with_input_collectives(&input),
        what,
    )?;
    Ok(graph)
}

/// The function attribute holding the fingerprint of its plan
/// ([`Plan::fingerprint`]), which a launcher compares across ranks.
pub(crate) const PLAN_FINGERPRINT: &str = "offload.fingerprint";

/// Marks `function`, planned by `plan`, with the plan's fingerprint.
pub(crate) fn write_fingerprint(function: OperationRef, plan: &Plan) {
    let text = format!("{:016x}", plan.fingerprint());
    ir::set_string_attribute(function, PLAN_FINGERPRINT, &text);
}

/// Writes `plan` into the function (or the region) `extracted` was taken
/// from: its edits, decided once in core.
pub(crate) fn write_plan(extracted: &Extracted, plan: &Plan) -> PassResult {
    insert_plan(extracted, plan, &Edits::of(&extracted.graph, plan))
}

/// The simulation of the emitted IR's graph `written`, which must give the
/// planner's figures (an internal error otherwise): the peak, the makespan
/// and the bytes each link carries that the remark states are those of the
/// IR that was written.
pub(crate) fn same_figures(
    function: OperationRef,
    name: &str,
    cost: &CostModel,
    written: &TensorGraph,
    planned: &hyperoffload_core::Timeline,
) -> Result<hyperoffload_core::Timeline, PassFailed> {
    let emitted = simulate(written, cost).map_err(|e| {
        ir::error(
            function.location(),
            &format!("internal error: the IR written for @{name} does not simulate: {e}"),
        )
    })?;
    if hyperoffload_core::parting::same_figures(&emitted, planned) {
        return Ok(emitted);
    }
    let parts = hyperoffload_core::parting::describe(&emitted, planned, written);
    Err(ir::error(
        function.location(),
        &format!(
            "internal error: the IR written for @{name} is not the plan: {}",
            parts.join("; ")
        ),
    ))
}

/// Runs `checker`; its first complaint fails the pass at `at` as "`what`
/// fails the schedule checker".
pub(crate) fn run_checker(at: OperationRef, checker: PlanChecker, what: &str) -> PassResult {
    match checker.check() {
        Ok(_) => Ok(()),
        Err(errors) => {
            let first = errors.first().map(|e| e.to_string()).unwrap_or_default();
            Err(ir::error(
                at.location(),
                &format!("{what} fails the schedule checker: {first}"),
            ))
        }
    }
}

/// A function's plan: its peak with every argument on the device, the
/// request the options make of it, and what the planner chose.
pub(crate) struct Planned {
    pub before: u64,
    pub request: PlanRequest,
    pub outcome: PlanOutcome,
    /// With several devices on one link: how they share it (the plan's
    /// figures are its own, for the share it was made for).
    pub shared_link: Option<SharedLinkSummary>,
}

/// A function, its extraction and its plan.
pub(crate) type PlannedFunction<'c, 'a> = (OperationRef<'c, 'a>, Extracted<'c, 'a>, Planned);

/// How the planned functions share the profile's links.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sharing {
    /// Each function as if it had the links to itself.
    Alone,
    /// Each function on that many identical devices on one link
    /// (`devices=`).
    Devices(usize),
    /// The functions are the stages of a pipeline, a device each, on one
    /// link (`stages=true`).
    Stages,
}

/// Plans every function of `functions` (offload-plan and offload-place
/// alike), each with its extraction. The IR is read on this thread, every
/// function before any is planned; the graphs are planned on the context's
/// threads (planning knows no MLIR). A planner error becomes a diagnostic
/// at the op it concerns, the first in the functions' order failing the
/// pass.
pub(crate) fn plan_functions<'c, 'a>(
    root: OperationRef,
    functions: &[OperationRef<'c, 'a>],
    cost: &CostModel,
    options: &PassOptions,
    sharing: Sharing,
) -> Result<Vec<PlannedFunction<'c, 'a>>, PassFailed> {
    let extract = extract_options(options);
    let mut read = Vec::with_capacity(functions.len());
    for &function in functions {
        let extracted = extract_or_fail(function, &extract)?;
        let peaks = ReferencePeaks::of(&extracted.graph);
        let request = returnable(function, &extracted, options)
            .and_then(|returnable| request(options, &peaks, returnable))
            .map_err(|e| ir::error(function.location(), &e))?;
        read.push((function, extracted, peaks.all_on_device, request));
    }
    let jobs: Vec<(&TensorGraph, &PlanRequest)> =
        read.iter().map(|(_, e, _, r)| (&e.graph, r)).collect();
    let threads = ir::threads(root);
    tracing::debug!(functions = jobs.len(), threads, "planning");
    let with_notes = |shared: SharedOutcome| {
        let mut outcome = shared.outcome;
        outcome.notes.extend(shared.link.notes());
        (outcome, Some(shared.link))
    };
    let outcomes = match sharing {
        // One joint plan; an error fails at the stage it names.
        Sharing::Stages => match plan_stages(&jobs, cost) {
            Ok(stages) => stages.into_iter().map(|s| Ok(with_notes(s))).collect(),
            Err((stage, e)) => {
                let (function, extracted, ..) = &read[stage];
                return Err(plan_error(
                    &extracted.ops,
                    *function,
                    &extracted.graph.name,
                    e,
                ));
            }
        },
        _ => hyperoffload_core::parallel::on_workers(threads, &jobs, |&(graph, request)| {
            match sharing {
                Sharing::Devices(devices) => {
                    plan_shared(graph, cost, request, devices).map(with_notes)
                }
                _ => plan(graph, cost, request).map(|outcome| (outcome, None)),
            }
        }),
    };
    read.into_iter()
        .zip(outcomes)
        .map(|((function, extracted, before, request), outcome)| {
            let (outcome, shared_link) = outcome
                .map_err(|e| plan_error(&extracted.ops, function, &extracted.graph.name, e))?;
            Ok((
                function,
                extracted,
                Planned {
                    before,
                    request,
                    outcome,
                    shared_link,
                },
            ))
        })
        .collect()
}

/// The number of results of the `func.func` `function`.
fn function_result_count(function: OperationRef) -> usize {
    function
        .attribute("function_type")
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .and_then(|a| melior::ir::r#type::FunctionType::try_from(a.value()).ok())
        .map_or(0, |t| t.result_count())
}

/// The results of `function` (`name`, `count` results) the caller accepts
/// in a tier: `remote-results`, or marked `offload.tier` in its result
/// attributes.
pub(crate) fn accepted_in_tier(
    function: OperationRef,
    name: &str,
    count: usize,
    options: &PassOptions,
) -> Result<Vec<usize>, String> {
    let selected = options.get(&REMOTE_RESULTS);
    selected.check_within("remote-results", "result", name, count)?;
    let attrs = function
        .attribute("res_attrs")
        .ok()
        .and_then(|a| melior::ir::attribute::ArrayAttribute::try_from(a).ok());
    Ok((0..count)
        .filter(|&index| {
            selected.contains(index)
                || attrs
                    .as_ref()
                    .and_then(|a| a.element(index).ok())
                    .and_then(|d| DictionaryAttribute::try_from(d).ok())
                    .is_some_and(|d| d.element_by_name(TIER_ATTRIBUTE).is_some())
        })
        .collect())
}

/// The returned tensors the caller accepts in the tier: results named by
/// `remote-results` or carrying the result attribute `offload.tier`, when
/// the returned value is a tensor's own buffer (not a view). A function
/// called in its module keeps its result types (its callers expect
/// tensors), so none of its results may be returned in a tier.
pub(crate) fn returnable(
    function: OperationRef,
    extracted: &Extracted,
    options: &PassOptions,
) -> Result<Vec<TensorId>, String> {
    let name = &extracted.graph.name;
    let accepted = accepted_in_tier(function, name, extracted.results.len(), options)?;
    let tensors = extracted
        .results
        .iter()
        .enumerate()
        .filter(|(index, _)| accepted.contains(index))
        .filter_map(|(_, t)| *t)
        .filter(|&t| extracted.graph.tensors[t].alias_of.is_none())
        .collect::<Vec<_>>();
    if !tensors.is_empty()
        && let Some(call) = ir::calls_of(function).first()
    {
        return Err(format!(
            "@{name} is called at {} in this module, so its results cannot move to a tier (the caller expects tensors); plan its caller, or drop remote-results and offload.tier on its results",
            ir::location_text(call.location())
        ));
    }
    Ok(tensors)
}

/// The remark that says what a plan for `graph` achieves.
pub(crate) fn planned_remark(
    graph: &TensorGraph,
    cost: &CostModel,
    before: u64,
    outcome: &PlanOutcome,
) -> String {
    let name = &graph.name;
    let t = &outcome.timeline;
    // +0.0 turns a -0.0 (no change) into 0.0, which prints without a sign
    // flip.
    let change = match before {
        0 => 0.0,
        _ => 100.0 * (t.peak.bytes as f64 / before as f64 - 1.0) + 0.0,
    };
    let mut message = format!(
        "planned @{name} with {} on {}: peak {} -> {} ({change:+.1}%), makespan {} (offloading adds {:.2}% of compute; {:.2}% over compute), {} prefetches, h2d {}, d2h {}, solved in {}",
        outcome.solver,
        t.profile,
        format_bytes(before),
        format_bytes(t.peak.bytes),
        format_seconds(t.makespan_s),
        100.0 * outcome.added_slowdown(),
        100.0 * outcome.over_compute(),
        outcome.plan.transfers(),
        format_bytes(t.h2d_bytes),
        format_bytes(t.d2h_bytes),
        format_seconds(outcome.solve_s),
    );
    if let Some(recomputed) = recomputed(graph, cost, &outcome.plan) {
        message.push_str(&format!("; {recomputed}"));
    }
    for note in &outcome.notes {
        message.push_str("\n  ");
        message.push_str(note);
    }
    message
}

/// What a plan's recomputations cost and bring: how many ops run again,
/// the compute time the clones add (the cost model's time of each op run
/// again) and the bytes the recomputed tensors free; `None` without any.
pub(crate) fn recomputed(graph: &TensorGraph, cost: &CostModel, plan: &Plan) -> Option<String> {
    if plan.recomputes.is_empty() {
        return None;
    }
    let ops: usize = plan.recomputes.iter().map(|r| r.ops.len()).sum();
    let seconds: f64 = plan
        .recomputes
        .iter()
        .flat_map(|r| &r.ops)
        .map(|&step| cost.stream_time(&graph.nodes[step]))
        .sum();
    let bytes: u64 = plan
        .recomputes
        .iter()
        .map(|r| graph.tensors[r.tensor].bytes)
        .sum();
    Some(format!(
        "recomputes {ops} {} (+{}), freeing {}",
        if ops == 1 { "op" } else { "ops" },
        format_seconds(seconds),
        format_bytes(bytes)
    ))
}

/// A planning error at the op it is about.
fn plan_error(
    ops: &[OperationRef],
    function: OperationRef,
    name: &str,
    error: PlanError,
) -> PassFailed {
    let at = |step: NodeId| {
        ops.get(step.index())
            .map_or(function.location(), |op| op.location())
    };
    match error {
        PlanError::BelowWorkingSet {
            budget,
            needed,
            step,
        } => ir::error(
            at(step),
            &format!(
                "budget {} is below the {} that this op needs on the device at step {step} of @{name}; raise the budget to at least {}",
                format_bytes(budget),
                format_bytes(needed),
                format_bytes(needed)
            ),
        ),
        PlanError::BelowBoundary {
            budget,
            needed,
            step,
            at_return,
            held,
            returned,
        } => ir::error(
            at(step),
            &if at_return {
                format!(
                    "budget {} is below what every plan of @{name} holds on the device at its return: the arguments the caller holds ({}) and the results returned on the device ({}); raise the budget to at least {}, or let results leave for the tier (remote-results) or arguments be freed after their last use (donate-args)",
                    format_bytes(budget),
                    format_bytes(held),
                    format_bytes(returned),
                    format_bytes(needed)
                )
            } else {
                format!(
                    "budget {} is below what every plan of @{name} holds on the device at its entry: its arguments on the device ({}); raise the budget to at least {}, or pass arguments in the tier (remote-args)",
                    format_bytes(budget),
                    format_bytes(needed),
                    format_bytes(needed)
                )
            },
        ),
        PlanError::Unreachable {
            budget,
            reached,
            step,
            bound,
        } => ir::error(
            at(step),
            &format!(
                "no plan for @{name} fits budget {}: {} {} here (step {step}); raise the budget to at least {}, or let more tensors move (min-bytes, remote-args)",
                format_bytes(budget),
                if bound {
                    "no plan that moves what the planner may move peaks below"
                } else {
                    "the lowest peak found is"
                },
                format_bytes(reached),
                format_bytes(reached)
            ),
        ),
        other => ir::error(
            function.location(),
            &format!("cannot plan @{name}: {other}"),
        ),
    }
}

/// What the picture of a plan shows besides the plan: the budget, and with
/// `svg=` the run without offload, the link-aware bound on the peak at the
/// plan's stall, and the solver (computed only when a picture is asked for).
fn picture_of(
    graph: &TensorGraph,
    cost: &CostModel,
    request: &PlanRequest,
    outcome: &PlanOutcome,
    options: &PassOptions,
) -> PlotContext {
    let budget = request.budget;
    if options.get(&SVG).is_none() {
        return PlotContext {
            budget,
            ..PlotContext::default()
        };
    }
    let t = &outcome.timeline;
    let stall_s = (t.makespan_s - t.compute_s).max(0.0) + 1e-12;
    PlotContext {
        budget,
        // A graph without offload ops always simulates; were it not to, the
        // picture would only lack the comparison.
        without_offload: simulate(&graph.all_on_device(), cost).ok(),
        link_bound: peak_bounds(graph, cost, request, &[stall_s])
            .first()
            .map(|bound| bound.bytes),
        solver: Some(outcome.solver),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The peak a function's remark starts from: its input's when it was
    /// planned after its callees, else the function's before its loop
    /// bodies were planned, before its stacks streamed, before its ops
    /// sank, and only then the peak its plan started from.
    #[test]
    fn the_peak_before_is_the_earliest_stage_that_changed_the_function() {
        let body = |peak_before| BodyPlans {
            planned: 1,
            peak_before,
        };
        let stream = |peak_before| Streamed {
            stacks: 1,
            peak_before,
        };
        let earlier = Earlier {
            input_peaks: vec![Some(1), None, None, None, None],
            unsunk_peaks: vec![Some(4), Some(4), Some(4), Some(4), None],
            bodies: vec![
                body(Some(2)),
                body(Some(2)),
                body(None),
                body(None),
                body(None),
            ],
            streams: vec![
                stream(Some(3)),
                stream(Some(3)),
                stream(Some(3)),
                stream(None),
                stream(None),
            ],
        };
        let before: Vec<u64> = (0..5).map(|i| earlier.peak_before(i, 5)).collect();
        assert_eq!(before, vec![1, 2, 3, 4, 5]);
        // loop-bodies=false and stream-loops=false leave those stages empty.
        let without = Earlier {
            input_peaks: vec![None],
            unsunk_peaks: vec![None],
            bodies: Vec::new(),
            streams: Vec::new(),
        };
        assert_eq!(without.peak_before(0, 7), 7);
    }

    /// The remark's clause on recomputation: the ops run again, the cost
    /// model's time of each, and the bytes of the tensors recomputed.
    #[test]
    fn the_remark_counts_the_ops_run_again_their_time_and_the_bytes_freed() {
        use hyperoffload_core::{
            HardwareProfile,
            plan::{Plan, Recompute},
        };
        use melior::ir::{BlockLike, Module};

        let context = crate::context();
        context.load_all_available_dialects();
        let module = Module::parse(
            &context,
            r#"
func.func @f(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  %x = math.exp %a : tensor<4096xf32>
  %s = arith.mulf %x, %x : tensor<4096xf32>
  %y = arith.addf %s, %s : tensor<4096xf32>
  %w = arith.addf %y, %s : tensor<4096xf32>
  return %w : tensor<4096xf32>
}"#,
        )
        .expect("the module parses");
        let function = module.body().first_operation().expect("@f");
        let extracted = crate::extract::extract(function, &ExtractOptions::default())
            .unwrap_or_else(|e| panic!("{}", e.message));
        let graph = &extracted.graph;
        let cost = CostModel::new(HardwareProfile::builtin("h200-pcie5").expect("a profile"));
        let plan = Plan {
            recomputes: vec![Recompute {
                tensor: TensorId::new(2),
                after: NodeId::new(2),
                before: NodeId::new(3),
                ops: vec![NodeId::new(0), NodeId::new(1)],
            }],
            ..Plan::default()
        };
        let seconds = cost.op_time(&graph.nodes[0]) + cost.op_time(&graph.nodes[1]);
        assert!(seconds > 0.0);
        assert_eq!(
            recomputed(graph, &cost, &plan).as_deref(),
            Some(&*format!(
                "recomputes 2 ops (+{}), freeing 16.0KiB",
                format_seconds(seconds)
            ))
        );
        assert_eq!(recomputed(graph, &cost, &Plan::default()), None);
    }
}
