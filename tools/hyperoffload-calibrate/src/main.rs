//! hyperoffload-calibrate: measures the machine it runs on into a hardware
//! profile for `offload-plan` (`hw=PROFILE.json`), and with `--record`
//! times the ops of models into a performance record (`perf-record=`).
//! docs/calibrate.md says what is measured and how.

mod args;
mod capacity;
mod copies;
mod cpu;
mod cuda;
mod device;
mod kernels;
mod launch;
mod profile;
mod record;
mod timing;

use std::{path::PathBuf, process::ExitCode, time::Instant};

use clap::Parser;

use crate::{
    args::{Args, Plan},
    device::Device,
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

/// Reads the models, opens the device, measures, and writes the files
/// only when everything succeeded.
fn run(args: &Args) -> Result<(), String> {
    let started = Instant::now();
    let (record_path, models) = match &args.record {
        Some(paths) => (paths.first().cloned(), paths[1..].to_vec()),
        None => (None, Vec::new()),
    };
    let ops = record::ops(&models)?;
    let device: Box<dyn Device> = match args.device {
        args::Device::Cpu => Box::new(cpu::Cpu),
        args::Device::Cuda(ordinal) => Box::new(cuda::Gpu::open(ordinal)?),
    };
    let plan = Plan::new(args.quick);
    let measured = device.measure(&plan, args.device_memory, args.host_memory)?;
    let name = args
        .name
        .clone()
        .unwrap_or_else(|| args.device.profile_name());
    let profile = profile::profile(&name, &measured)?;
    let record = match record_path {
        Some(path) => Some((path, record::time(&ops, device.as_ref())?)),
        None => None,
    };
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
        "wrote {} in {:.1} s: memory {:.1} GB/s, copies {:.1} / {:.1} GB/s (h2d / d2h, pinned), matrix {:.3} / {:.3} TFLOP/s (f32 / 16-bit), vector {:.3} TFLOP/s, launch {:.1} us",
        args.output.display(),
        started.elapsed().as_secs_f64(),
        gb(m.hbm_bytes_per_s.value),
        gb(pinned(&m.copies.pinned.h2d)),
        gb(pinned(&m.copies.pinned.d2h)),
        tflops(m.matrix_f32.value),
        tflops(m.matrix_bf16.value),
        tflops(m.vector_f32.value),
        m.launch_s.value * 1e6,
    );
    if let (Some(count), Some(paths)) = (recorded, &args.record) {
        println!("wrote {}: {count} op signatures", paths[0].display());
    }
}
