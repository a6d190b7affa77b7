//! hyperoffload-replay end to end: a small function planned with
//! `offload-plan` and replayed on the CPU, and the errors of bad input.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
};

/// A device slow enough (1 GB/s memory, a 1 GB/s host link) that each op
/// of [`CHAIN`] takes milliseconds: the emulated device's own cost per
/// action (microseconds) is small beside it.
const SLOW_PROFILE: &str = include_str!("inputs/slow.json");

/// `%x` (1 MiB) waits over four 2 MiB ops for its last use: under a 7 MiB
/// budget the planner stores it, detaches it and prefetches it back.
const CHAIN: &str = include_str!("inputs/chain.mlir");

/// A fresh directory with the profile in it.
fn workdir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("hyperoffload-replay-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("slow.json"), SLOW_PROFILE).unwrap();
    dir
}

/// `source` planned by `offload-plan` with `options`, as text.
fn plan(source: &str, options: &str) -> String {
    let context = hyperoffload_passes::context();
    context.load_all_available_dialects();
    let mut module = hyperoffload_shim::parse_module(&context, source, "chain.mlir").unwrap();
    let manager = melior::pass::PassManager::new(&context);
    melior::utility::parse_pass_pipeline(
        manager.as_operation_pass_manager(),
        &format!("builtin.module(offload-plan{{{options}}})"),
    )
    .unwrap();
    manager.run(&mut module).unwrap();
    module.as_operation().to_string()
}

fn replay(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hyperoffload-replay"))
        .args(args)
        .output()
        .unwrap()
}

fn path(dir: &Path, name: &str) -> String {
    dir.join(name).display().to_string()
}

#[test]
fn a_planned_function_replays_with_the_simulated_peak() {
    let dir = workdir("chain");
    let profile = path(&dir, "slow.json");
    let planned = plan(CHAIN, &format!("hw={profile} budget=7MiB sink=false"));
    assert!(planned.contains("offload.prefetch"), "{planned}");
    std::fs::write(dir.join("planned.mlir"), planned).unwrap();
    let report = path(&dir, "report.json");
    let out = replay(&[
        &path(&dir, "planned.mlir"),
        "--hw",
        &profile,
        "--repeat",
        "3",
        "--report",
        &report,
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("@chain on slow, replayed on cpu (3 runs;"),
        "{stdout}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&report).unwrap()).unwrap();
    let function = &json["functions"][0];
    let (simulated, measured) = (&function["simulated"], &function["measured"]);
    // The heap allocates and frees what the simulator counts, in an order
    // the events fix (each op is milliseconds, each copy well under one):
    // the same peak, to the byte, in every run.
    assert_eq!(simulated["peak_bytes"], 7 << 20);
    for peak in measured["peaks_bytes"].as_array().unwrap() {
        assert_eq!(peak, &simulated["peak_bytes"]);
    }
    assert_eq!(measured["h2d_bytes"], simulated["h2d_bytes"]);
    assert_eq!(measured["d2h_bytes"], 1 << 20);
    assert_eq!(function["gap_pct"]["peak"], 0.0);
    // The kernels hold their streams for the ops' times (23 ms in all):
    // the run takes at least about as long as the simulation says, whatever
    // the machine's load (which only makes it slower, so there is no upper
    // bound here); it fails where kernels would not wait for their time or
    // the streams for each other.
    let ratio =
        measured["makespan_s"].as_f64().unwrap() / simulated["makespan_s"].as_f64().unwrap();
    assert!(ratio >= 0.5, "measured/simulated makespan {ratio}");
}

#[test]
fn bad_input_is_an_error_and_writes_nothing() {
    let dir = workdir("bad");
    let profile = path(&dir, "slow.json");
    let report = dir.join("report.json");
    std::fs::write(dir.join("broken.mlir"), "func.func @f( {").unwrap();
    // A value detached twice.
    std::fs::write(
        dir.join("twice.mlir"),
        "func.func @twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %b = arith.addf %a, %a : tensor<4xf32>
  %r = \"offload.store\"(%b) {tier = \"host\"} : (tensor<4xf32>) -> !offload.remote<tensor<4xf32>>
  \"offload.detach\"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  \"offload.detach\"(%b, %r) : (tensor<4xf32>, !offload.remote<tensor<4xf32>>) -> ()
  %c = \"offload.prefetch\"(%r) : (!offload.remote<tensor<4xf32>>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}
",
    )
    .unwrap();
    std::fs::write(dir.join("chain.mlir"), CHAIN).unwrap();
    let report_arg = report.display().to_string();
    let cases = [
        (
            path(&dir, "broken.mlir"),
            profile.clone(),
            "does not parse as MLIR",
        ),
        (
            path(&dir, "twice.mlir"),
            profile.clone(),
            "cannot replay @twice: its schedule breaks 1 rule(s)",
        ),
        (
            path(&dir, "chain.mlir"),
            "no-such-device".to_owned(),
            "cannot load hardware profile 'no-such-device'",
        ),
    ];
    for (input, hw, expected) in cases {
        let out = replay(&[&input, "--hw", &hw, "--report", &report_arg]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{input}: {stderr}");
        assert!(stderr.contains(expected), "{input}: {stderr}");
        assert!(!report.exists(), "{input} wrote a report");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--device` takes cpu, cuda or cuda:N, and nothing else.
#[test]
fn an_unknown_device_is_refused() {
    let dir = workdir("device");
    std::fs::write(dir.join("chain.mlir"), CHAIN).unwrap();
    let profile = path(&dir, "slow.json");
    for device in ["tpu", "cuda:", "cuda:one", "cuda:-1"] {
        let out = replay(&[
            &path(&dir, "chain.mlir"),
            "--hw",
            &profile,
            "--device",
            device,
        ]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{device}: {stderr}");
        assert!(
            stderr.contains("is not a device this tool replays on; give cpu, cuda or cuda:N"),
            "{device}: {stderr}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Without a CUDA driver, `--device cuda` is an error that says so, before
/// anything is replayed or written; with one, a GPU it does not have is.
#[test]
fn cuda_without_its_driver_or_gpu_is_an_error_and_writes_nothing() {
    let dir = workdir("cuda");
    std::fs::write(dir.join("chain.mlir"), CHAIN).unwrap();
    let profile = path(&dir, "slow.json");
    let report = dir.join("report.json");
    // SAFETY: only looks for the library.
    let driver = unsafe { cudarc::driver::sys::is_culib_present() };
    let (device, expected) = match driver {
        false => ("cuda", "--device cuda: no CUDA driver on this machine"),
        true => ("cuda:4096", "--device cuda:4096: this machine has"),
    };
    let out = replay(&[
        &path(&dir, "chain.mlir"),
        "--hw",
        &profile,
        "--device",
        device,
        "--report",
        &report.display().to_string(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(expected), "{stderr}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(!report.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}
