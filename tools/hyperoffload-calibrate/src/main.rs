//! hyperoffload-calibrate: measures the machine it runs on into a hardware
//! profile for `offload-plan` (`hw=PROFILE.json`), and with `--record`
//! times the ops of models into a performance record (`perf-record=`).
//! docs/calibrate.md says what is measured and how.

mod args;
mod capacity;
mod copies;
mod kernels;
mod launch;
mod profile;
mod record;
mod timing;

use std::{path::PathBuf, process::ExitCode, time::Instant};

use clap::Parser;

use crate::{
    args::{Args, Device, Plan},
    kernels::MatrixType,
    profile::Measured,
};

fn main() -> ExitCode {
    let args = match Args::try_parse() {
        Ok(args) => args,
        Err(error) => {
            let _ = error.print();
            // Help and version are no failure; every bad option is exit 1.
            return if error.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("hyperoffload-calibrate: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Reads what the run needs, measures, and writes the files only when
/// everything succeeded.
fn run(args: &Args) -> Result<(), String> {
    let started = Instant::now();
    let Device::Cpu = args.device;
    let memory = capacity::capacities(args.device_memory, args.host_memory)?;
    let (record_path, models) = match &args.record {
        Some(paths) => (paths.first().cloned(), paths[1..].to_vec()),
        None => (None, Vec::new()),
    };
    let ops = record::ops(&models)?;
    let measured = measure(Plan::new(args.quick), memory)?;
    let profile = profile::profile(&args.name, &measured)?;
    let record = record_path.map(|path| (path, record::time(&ops)));
    write(&args.output, &serde_json::to_string_pretty(&profile))?;
    if let Some((path, entries)) = &record {
        write(path, &serde_json::to_string_pretty(entries))?;
    }
    summarize(
        args,
        &measured,
        record.as_ref().map(|(_, r)| r.len()),
        started,
    );
    Ok(())
}

/// Every quantity of the profile, measured on the CPU.
fn measure(plan: Plan, memory: capacity::Capacities) -> Result<Measured, String> {
    let runs = plan.runs;
    let copies = copies::measure(&plan.copy_sizes, runs)?;
    let triad_bytes_per_s = kernels::triad_bytes_per_s(plan.stream_array_bytes, runs);
    let matrix_f32 = kernels::matrix_flops_per_s(MatrixType::F32, plan.gemm_side, runs);
    let matrix_f16 = kernels::matrix_flops_per_s(MatrixType::F16, plan.gemm_side, runs);
    let vector_f32 = kernels::vector_flops_per_s(runs);
    let launch_s = launch::launch_seconds(plan.launches, runs);
    Ok(Measured {
        plan,
        copies,
        triad_bytes_per_s,
        matrix_f32,
        matrix_f16,
        vector_f32,
        launch_s,
        memory,
        processor: capacity::processor(),
    })
}

fn write(path: &PathBuf, json: &serde_json::Result<String>) -> Result<(), String> {
    let json = json
        .as_ref()
        .map_err(|e| format!("cannot write {} as JSON: {e}", path.display()))?;
    hyperoffload_core::write_output(path, format!("{json}\n").as_bytes())
        .map_err(|e| format!("cannot write '{}': {e}", path.display()))
}

/// One line per file written, with the figures a reader checks first.
fn summarize(args: &Args, m: &Measured, recorded: Option<usize>, started: Instant) {
    let gb = |bytes_per_s: f64| bytes_per_s / 1e9;
    let tflops = |flops: f64| flops / 1e12;
    let pinned =
        |times: &[copies::CopyTime]| times.last().map_or(0.0, |t| t.bytes as f64 / t.seconds);
    println!(
        "wrote {} in {:.1} s: memory {:.1} GB/s, copies {:.1} / {:.1} GB/s (h2d / d2h, pinned), matrix {:.3} / {:.3} TFLOP/s (f32 / f16), vector {:.3} TFLOP/s, launch {:.1} us",
        args.output.display(),
        started.elapsed().as_secs_f64(),
        gb(m.triad_bytes_per_s),
        gb(pinned(&m.copies.pinned.h2d)),
        gb(pinned(&m.copies.pinned.d2h)),
        tflops(m.matrix_f32),
        tflops(m.matrix_f16),
        tflops(m.vector_f32),
        m.launch_s * 1e6,
    );
    if let (Some(count), Some(paths)) = (recorded, &args.record) {
        println!("wrote {}: {count} op signatures", paths[0].display());
    }
}
