//! `hyperoffload-replay`: a planned function (IR with the offload ops
//! `--offload-plan` writes) replayed on a device, its measured makespan and
//! peak against the simulator's (docs/replay.md).
//!
//! The program comes from the simulator's run of the same graph
//! (`hyperoffload_core::replay`); the device runs it with real allocations
//! and copies, and each op as a kernel of the cost model's time.

mod cpu;
mod cuda;
mod device;
mod report;

use std::{path::PathBuf, process::ExitCode};

use clap::Parser;
use hyperoffload_core::{CostModel, HardwareProfile, PerfRecord, PlanChecker, replay};
use hyperoffload_passes::{
    extract::{ArgSelection, ExtractOptions, extract},
    ir::{self, collect_ops, op_name, symbol_name},
};
use melior::{
    Context,
    ir::{
        RegionLike,
        operation::{OperationLike, OperationRef},
    },
};

use crate::{
    device::{Device, Measured, replay_once},
    report::FunctionReplay,
};

/// Replays planned functions on a device and compares the measured
/// makespan and peak with the simulated ones.
#[derive(Parser, Debug)]
#[command(name = "hyperoffload-replay", version)]
struct Args {
    /// The planned IR (a module with offload ops, as --offload-plan writes it).
    input: PathBuf,
    /// Hardware profile the simulator times it on and the kernels take their
    /// time from: a built-in name or a JSON file.
    #[arg(long)]
    hw: String,
    /// Measured op times (a JSON record of {signature, seconds}) instead of
    /// the roofline.
    #[arg(long)]
    perf_record: Option<PathBuf>,
    /// The device to replay on: `cpu` (the emulated device of the runtime),
    /// or `cuda` / `cuda:N` (GPU N, 0 by default, through the CUDA driver,
    /// loaded at run time).
    #[arg(long, value_name = "cpu|cuda[:N]", default_value = "cpu", value_parser = device_choice)]
    device: DeviceChoice,
    /// Replay only this function (default: every function with a body).
    #[arg(long)]
    function: Option<String>,
    /// Write the JSON report here.
    #[arg(long)]
    report: Option<PathBuf>,
    /// Runs per function; the measured makespan is their median.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..))]
    repeat: u32,
    /// Arguments the plan took as donated (as offload-plan's donate-args).
    #[arg(long)]
    donate_args: bool,
    /// Arguments that start in the tier (as offload-plan's remote-args: 3,5-40).
    #[arg(long)]
    remote_args: Option<String>,
}

/// The devices the tool replays on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DeviceChoice {
    Cpu,
    /// The CUDA GPU of this ordinal.
    Cuda(usize),
}

fn device_choice(text: &str) -> Result<DeviceChoice, String> {
    let cuda = |ordinal: &str| ordinal.parse::<usize>().ok().map(DeviceChoice::Cuda);
    match text {
        "cpu" => Ok(DeviceChoice::Cpu),
        "cuda" => Ok(DeviceChoice::Cuda(0)),
        _ => text.strip_prefix("cuda:").and_then(cuda).ok_or_else(|| {
            format!("`{text}` is not a device this tool replays on; give cpu, cuda or cuda:N (N a GPU's ordinal)")
        }),
    }
}

/// Opens the device `--device` names; where it cannot be opened (no CUDA
/// driver, no such GPU), nothing else is done.
fn open_device(choice: DeviceChoice) -> Result<Box<dyn Device>, String> {
    Ok(match choice {
        DeviceChoice::Cpu => Box::new(cpu::CpuDevice::default()),
        DeviceChoice::Cuda(ordinal) => Box::new(cuda::open(ordinal)?),
    })
}

fn main() -> ExitCode {
    let args = Args::parse();
    match replay_file(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("hyperoffload-replay: error: {message}");
            }
            ExitCode::FAILURE
        }
    }
}

/// Loads the profile and the IR, replays each function, prints and writes
/// the report. Nothing is written unless every function replays.
fn replay_file(args: &Args) -> Result<(), String> {
    let cost = cost_model(args)?;
    let options = extract_options(args)?;
    let mut device = open_device(args.device)?;
    let context = context();
    let path = args.input.display().to_string();
    let text =
        std::fs::read_to_string(&args.input).map_err(|e| format!("cannot read '{path}': {e}"))?;
    let module = hyperoffload_shim::parse_module(&context, &text, &path)
        .ok_or_else(|| format!("'{path}' does not parse as MLIR"))?;
    let functions = selected_functions(module.as_operation(), args, &path)?;
    let mut replays = Vec::new();
    for function in functions {
        let replayed = replay_function(function, &options, &cost, device.as_mut(), args.repeat)?;
        println!("{}", replayed.text(&cost.profile.name, &device.name()));
        replays.push(replayed);
    }
    if let Some(path) = &args.report {
        let json = report::json(&replays, &cost.profile.name, &device.name(), args.repeat);
        let text = serde_json::to_string_pretty(&json).unwrap_or_default() + "\n";
        std::fs::write(path, text)
            .map_err(|e| format!("cannot write '{}': {e}", path.display()))?;
    }
    Ok(())
}

/// The functions with a body, or the one `--function` names.
fn selected_functions<'c, 'a>(
    module: OperationRef<'c, 'a>,
    args: &Args,
    path: &str,
) -> Result<Vec<OperationRef<'c, 'a>>, String> {
    let wanted = args.function.as_deref().map(|n| n.trim_start_matches('@'));
    let functions: Vec<_> = collect_ops(module, |op| op_name(op) == "func.func")
        .into_iter()
        .filter(|f| f.region(0).is_ok_and(|r| r.first_block().is_some()))
        .filter(|f| wanted.is_none_or(|name| symbol_name(f).as_deref() == Some(name)))
        .collect();
    match (functions.is_empty(), wanted) {
        (false, _) => Ok(functions),
        (true, Some(name)) => Err(format!("'{path}' has no function @{name} with a body")),
        (true, None) => Err(format!("'{path}' has no function with a body")),
    }
}

/// One function extracted, checked, turned into a program and run
/// `repeat` times on `device`.
fn replay_function(
    function: OperationRef,
    options: &ExtractOptions,
    cost: &CostModel,
    device: &mut dyn Device,
    repeat: u32,
) -> Result<FunctionReplay, String> {
    let extracted =
        extract(function, options).map_err(|e| format!("{}: {}", e.location, e.message))?;
    let graph = &extracted.graph;
    // The replay runs plans the checker passes, as the simulator times
    // them; a schedule that breaks a rule gets the checker's errors at
    // their ops.
    if let Err(errors) = PlanChecker::new(graph, cost).check() {
        for error in &errors {
            let location = error
                .step()
                .and_then(|s| extracted.ops.get(s.index()))
                .map_or(function.location(), |op| op.location());
            ir::error(location, &error.to_string());
        }
        return Err(format!(
            "cannot replay @{}: its schedule breaks {} rule(s) of the offload ops, each reported at its op (docs/semantics.md)",
            graph.name,
            errors.len()
        ));
    }
    let program = replay::replay_program(graph, cost)
        .map_err(|e| format!("cannot replay @{}: {e}", graph.name))?;
    let runs = (0..repeat)
        .map(|_| replay_once(device, &program))
        .collect::<Result<Vec<Measured>, String>>()
        .map_err(|e| format!("replay of @{} failed: {e}", graph.name))?;
    Ok(FunctionReplay::new(&graph.name, &program, runs))
}

/// The profile, with the performance record when one is given.
fn cost_model(args: &Args) -> Result<CostModel, String> {
    let profile = HardwareProfile::builtin(&args.hw)
        .or_else(|_| HardwareProfile::load(&args.hw))
        .map_err(|e| format!("cannot load hardware profile '{}': {e}", args.hw))?;
    let cost = CostModel::new(profile);
    match &args.perf_record {
        None => Ok(cost),
        Some(path) => {
            let record = PerfRecord::load(path)
                .map_err(|e| format!("cannot load performance record: {e}"))?;
            Ok(cost.with_record(record))
        }
    }
}

fn extract_options(args: &Args) -> Result<ExtractOptions, String> {
    let remote_args = match &args.remote_args {
        None => ArgSelection::default(),
        Some(text) => ArgSelection::parse(text).ok_or_else(|| {
            format!("--remote-args expects argument indices and ranges, e.g. 3,5-40, got '{text}'")
        })?,
    };
    Ok(ExtractOptions {
        remote_args,
        donate_args: args.donate_args,
        ..ExtractOptions::default()
    })
}

/// Every upstream dialect and the offload dialect, reading ops of other
/// dialects too (as the planner's inputs may hold them).
fn context() -> Context {
    let context = hyperoffload_passes::context();
    context.load_all_available_dialects();
    context.set_allow_unregistered_dialects(true);
    context
}
