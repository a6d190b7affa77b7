//! hyperoffload-calibrate end to end: a short `--device cpu` run writes a
//! profile that core loads and offload-plan plans a bundled model with; a
//! record of the model's ops loads and plans too; bad options fail with
//! exit 1 and write nothing.

use std::{
    path::{Path, PathBuf},
    process::{Command, Output},
};

use hyperoffload_core::{HardwareProfile, PerfRecord};
use serde_json::Value;

const MODEL: &str = "models/torch-mlir/llama_tiny_prefill_linalg.mlir";

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn calibrate(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hyperoffload-calibrate"))
        .args(args)
        .current_dir(repo())
        .output()
        .expect("hyperoffload-calibrate runs")
}

/// The driver built beside this test (target/debug).
fn driver() -> PathBuf {
    let path = std::env::current_exe()
        .unwrap()
        .parent()
        .and_then(Path::parent)
        .unwrap()
        .join("hyperoffload-opt");
    assert!(
        path.exists(),
        "no driver at {}; build it first: cargo build -p hyperoffload-opt",
        path.display()
    );
    path
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn temp_dir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap()
}

/// Plans the bundled model with offload-plan on `profile` (and `record`),
/// at a budget that makes it move weights over the profile's link.
fn plan(profile: &Path, record: Option<&Path>) -> Output {
    let mut options = format!("hw={} budget=0.6x remote-args=2-40", profile.display());
    if let Some(record) = record {
        options += &format!(" perf-record={}", record.display());
    }
    Command::new(driver())
        .arg(repo().join(MODEL))
        .arg(format!("--offload-plan={options}"))
        .args(["-o", "/dev/null"])
        .output()
        .unwrap()
}

fn points(curve: &Value) -> Vec<(u64, f64)> {
    curve
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["bytes"].as_u64().unwrap(),
                p["bytes_per_s"].as_f64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn quick_profile_loads_and_plans_a_model() {
    let dir = temp_dir();
    let path = dir.path().join("cpu.json");
    let output = calibrate(&[
        "--device",
        "cpu",
        "--quick",
        "--name",
        "test-cpu",
        "--device-memory",
        "1000000000",
        "-o",
        path.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let profile: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(profile["name"], "test-cpu");
    assert_eq!(profile["device_memory_bytes"], 1_000_000_000u64);

    let link = &profile["tiers"]["host"]["link"];
    assert_eq!(link["host_memory"], "pinned");
    for memory in ["pinned", "pageable"] {
        for direction in ["h2d", "d2h"] {
            let curve = points(&link["curves"][memory][direction]);
            let sizes: Vec<u64> = curve.iter().map(|p| p.0).collect();
            // --quick: 4 KiB to 1 MiB in powers of 4.
            assert_eq!(
                sizes,
                [4096, 16384, 65536, 262144, 1048576],
                "{memory} {direction}"
            );
            assert!(curve.iter().all(|p| p.1.is_finite() && p.1 > 0.0));
        }
    }
    let pinned_h2d = points(&link["curves"]["pinned"]["h2d"]);
    let pinned_d2h = points(&link["curves"]["pinned"]["d2h"]);
    assert_eq!(
        link["h2d_bytes_per_s"].as_f64(),
        pinned_h2d.last().map(|p| p.1)
    );
    assert_eq!(
        link["d2h_bytes_per_s"].as_f64(),
        pinned_d2h.last().map(|p| p.1)
    );
    let smallest = (4096.0 / pinned_h2d[0].1 + 4096.0 / pinned_d2h[0].1) / 2.0;
    let latency = link["latency_s"].as_f64().unwrap();
    assert!(
        (latency - smallest).abs() <= 1e-9 * smallest.max(1e-12),
        "{latency} vs {smallest}"
    );

    let sources = profile["sources"].as_object().unwrap();
    let measured = [
        "hbm_bytes_per_s",
        "peak_flops.matrix_bf16",
        "peak_flops.matrix_f32",
        "peak_flops.vector_f32",
        "launch_overhead_s",
        "tiers.host.link.h2d_bytes_per_s",
        "tiers.host.link.d2h_bytes_per_s",
        "tiers.host.link.latency_s",
        "tiers.host.link.curves.pinned.h2d",
        "tiers.host.link.curves.pinned.d2h",
        "tiers.host.link.curves.pageable.h2d",
        "tiers.host.link.curves.pageable.d2h",
    ];
    for key in measured {
        let source = sources.get(key).and_then(Value::as_str).unwrap_or("");
        assert!(
            source.starts_with("measured: hyperoffload-calibrate --device cpu, ")
                && source.contains("median of 3 runs"),
            "{key}: {source}"
        );
    }
    assert_eq!(sources["device_memory_bytes"], "given: --device-memory");
    assert!(
        sources["tiers.host.capacity_bytes"]
            .as_str()
            .unwrap()
            .contains("/proc/meminfo")
    );
    assert_eq!(sources.len(), measured.len() + 2, "{sources:?}");

    // Core reads the profile as written, its transfer curves included.
    let loaded = HardwareProfile::from_json(&profile.to_string(), "calibrated").unwrap();
    assert_eq!(loaded.name, "test-cpu");
    let link = loaded.link(hyperoffload_core::Tier::Host).unwrap();
    assert!(link.curves.is_some(), "the curves are read");
    let planned = plan(&path, None);
    assert!(planned.status.success(), "{}", stderr(&planned));
}

#[test]
fn record_times_each_signature_of_a_model() {
    let dir = temp_dir();
    let profile = dir.path().join("cpu.json");
    let record = dir.path().join("record.json");
    let output = calibrate(&[
        "--device",
        "cpu",
        "--quick",
        "-o",
        profile.to_str().unwrap(),
        "--record",
        record.to_str().unwrap(),
        MODEL,
    ]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = std::fs::read_to_string(&record).unwrap();
    let loaded = PerfRecord::from_json(&text, "record").unwrap();
    let entries: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert_eq!(loaded.len(), entries.len());
    // The model's projections: 128 tokens by 256 features through a
    // 256x256 weight, and so on; each shape once.
    let matmul = "linalg.matmul(tensor<128x256xf32>, tensor<256x256xf32>, tensor<128x256xf32>) -> (tensor<128x256xf32>)";
    let seconds = loaded
        .seconds(matmul)
        .expect("the 256x256 projection is timed");
    assert!(seconds > 0.0 && seconds < 1.0, "{seconds}");
    let views = entries
        .iter()
        .filter(|e| {
            e["signature"]
                .as_str()
                .unwrap()
                .starts_with("tensor.expand_shape")
        })
        .count();
    assert_eq!(views, 0, "views launch no kernel and are not timed");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains(&format!("{} op signatures", entries.len())),
        "{stdout}"
    );

    let planned = plan(&profile, Some(&record));
    assert!(planned.status.success(), "{}", stderr(&planned));
}

#[test]
fn bad_options_fail_with_exit_1_and_write_nothing() {
    let dir = temp_dir();
    let out = dir.path().join("profile.json");
    let record = dir.path().join("record.json");
    let out_arg = out.to_str().unwrap();
    let record_arg = record.to_str().unwrap();
    let cases: [(&[&str], &str); 8] = [
        (
            &["--device", "tpu", "-o", out_arg],
            "`tpu` is not a device this tool measures; give cpu, cuda or cuda:N",
        ),
        // Without a CUDA driver: no driver; with one: no such GPU.
        (
            &["--device", "cuda:999", "--quick", "-o", out_arg],
            "--device cuda",
        ),
        (&["--device", "cpu"], "--output <PROFILE.json>"),
        (
            &["--device", "cpu", "--quick", "-o", out_arg, "--name", " "],
            "a profile needs a name",
        ),
        (
            &[
                "--device",
                "cpu",
                "--quick",
                "-o",
                out_arg,
                "--device-memory",
                "0",
            ],
            "must be a positive number of bytes",
        ),
        (
            &[
                "--device",
                "cpu",
                "--quick",
                "-o",
                out_arg,
                "--device-memory",
                "8 parsecs",
            ],
            "`8 parsecs` is not an amount of memory",
        ),
        (
            &[
                "--device", "cpu", "--quick", "-o", out_arg, "--record", record_arg,
            ],
            "--record <RECORD.json> <MODEL.mlir>...",
        ),
        (
            &[
                "--device",
                "cpu",
                "--quick",
                "-o",
                out_arg,
                "--record",
                record_arg,
                "no-such-model.mlir",
            ],
            "cannot read model 'no-such-model.mlir'",
        ),
    ];
    for (args, message) in cases {
        let output = calibrate(args);
        assert_eq!(
            output.status.code(),
            Some(1),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(
            stderr(&output).contains(message),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(!out.exists() && !record.exists(), "{args:?} wrote a file");
    }
}

/// A function the planner cannot read (here: a dynamic shape) is left out
/// of the record with a note, and the others are timed; a model with no
/// function it can read is an error.
#[test]
fn record_leaves_out_functions_it_cannot_read() {
    let dir = temp_dir();
    let model = dir.path().join("mixed.mlir");
    std::fs::write(
        &model,
        "func.func @fixed(%a: tensor<64xf32>) -> tensor<64xf32> {
  %0 = arith.addf %a, %a : tensor<64xf32>
  return %0 : tensor<64xf32>
}
func.func @dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = arith.mulf %a, %a : tensor<?xf32>
  return %0 : tensor<?xf32>
}
",
    )
    .unwrap();
    let profile = dir.path().join("cpu.json");
    let record = dir.path().join("record.json");
    let args = |model: &Path| {
        vec![
            "--device".to_owned(),
            "cpu".into(),
            "--quick".into(),
            "-o".into(),
            profile.display().to_string(),
            "--record".into(),
            record.display().to_string(),
            model.display().to_string(),
        ]
    };
    let run = |args: Vec<String>| calibrate(&args.iter().map(String::as_str).collect::<Vec<_>>());
    let output = run(args(&model));
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("not timed: "),
        "{}",
        stderr(&output)
    );
    assert!(
        stderr(&output).contains("dynamic type tensor<?xf32>"),
        "{}",
        stderr(&output)
    );
    let entries: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(&record).unwrap()).unwrap();
    let signatures: Vec<&str> = entries
        .iter()
        .map(|e| e["signature"].as_str().unwrap())
        .collect();
    assert_eq!(
        signatures,
        ["arith.addf(tensor<64xf32>, tensor<64xf32>) -> (tensor<64xf32>)"]
    );

    std::fs::remove_file(&profile).unwrap();
    std::fs::remove_file(&record).unwrap();
    let dynamic = dir.path().join("dynamic.mlir");
    let text = std::fs::read_to_string(&model).unwrap();
    std::fs::write(&dynamic, &text[text.find("func.func @dynamic").unwrap()..]).unwrap();
    let output = run(args(&dynamic));
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
    assert!(
        stderr(&output).contains("no function could be read"),
        "{}",
        stderr(&output)
    );
    assert!(!profile.exists() && !record.exists());
}
