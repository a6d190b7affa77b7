//! Scanned models against their unrolled twins (`--loops`): the JAX pairs
//! of models/jax, the same step written with `lax.scan` over the layers
//! and unrolled, each simulated unplanned (`offload-simulate`) and planned
//! (`offload-plan`) on the IR. Loops stream their stacks by rewriting the
//! IR (docs/loops.md, "Stacks streamed through loops"), so these rows run
//! the passes, as `hyperoffload-opt` does, and read the figures from each
//! pass's JSON report.

use std::{path::Path, time::Instant};

use hyperoffload_core::report::{FunctionReport, Report};
use melior::{Context, pass::PassManager};

use crate::markdown::{bytes, ms};

/// One scan and its unrolled twin, with the extraction options of each
/// (the same tensors in a tier: the scan's stacks, the twin's per-layer
/// tensors).
pub struct Pair {
    pub name: &'static str,
    pub scan: &'static str,
    pub scan_options: &'static str,
    pub twin: &'static str,
    pub twin_options: &'static str,
}

/// The pairs measured: the tiny and the Llama-2-7B-shaped training steps
/// with their weights in host, then with their gradients returned there
/// too, and the tiny prefill with its weights on the device.
pub const PAIRS: [Pair; 5] = [
    Pair {
        name: "tiny prefill",
        scan: "models/jax/jax_tiny_prefill_scan_seq128.generic.mlir",
        scan_options: "",
        twin: "models/jax/jax_tiny_prefill_seq128.generic.mlir",
        twin_options: "",
    },
    Pair {
        name: "tiny training, weights in host",
        scan: "models/jax/jax_tiny_train_grads_scan_seq128.generic.mlir",
        scan_options: "min-bytes=64KiB remote-args=2-10",
        twin: "models/jax/jax_tiny_train_grads_seq128.generic.mlir",
        twin_options: "min-bytes=64KiB remote-args=2-37",
    },
    Pair {
        name: "tiny training, weights and gradients in host",
        scan: "models/jax/jax_tiny_train_grads_scan_seq128.generic.mlir",
        scan_options: "min-bytes=64KiB remote-args=2-10 remote-results=3-11",
        twin: "models/jax/jax_tiny_train_grads_seq128.generic.mlir",
        twin_options: "min-bytes=64KiB remote-args=2-37 remote-results=3-38",
    },
    Pair {
        name: "7B training (scan with remat), weights in host",
        scan: "models/jax/jax_llama2_7b_train_grads_scan_remat_seq2048.generic.mlir",
        scan_options: "remote-args=2-10",
        twin: "models/jax/jax_llama2_7b_train_grads_seq2048.generic.mlir",
        twin_options: "remote-args=2-289",
    },
    Pair {
        name: "7B training (scan with remat), weights and gradients in host",
        scan: "models/jax/jax_llama2_7b_train_grads_scan_remat_seq2048.generic.mlir",
        scan_options: "remote-args=2-10 remote-results=3-11",
        twin: "models/jax/jax_llama2_7b_train_grads_seq2048.generic.mlir",
        twin_options: "remote-args=2-289 remote-results=3-290",
    },
];

/// One form of a pair on one profile.
pub struct Form {
    /// Unplanned: every argument on the device, nothing moved.
    pub unplanned: FunctionReport,
    /// Planned with the pair's options (default slowdown, no budget).
    pub planned: FunctionReport,
    /// Whole `offload-plan` run, seconds.
    pub plan_s: f64,
}

/// A pair on one profile: the scan's figures and the twin's, or why none.
pub struct Row {
    pub pair: &'static Pair,
    pub profile: String,
    pub scan: Result<Form, String>,
    pub twin: Result<Form, String>,
}

/// Measures every pair on every profile.
pub fn run(profiles: &[String], scratch: &Path) -> Result<Vec<Row>, String> {
    for pair in &PAIRS {
        for path in [pair.scan, pair.twin] {
            if !Path::new(path).is_file() {
                return Err(format!(
                    "model file '{path}' not found (paths are relative to the current directory: run from the repository root)"
                ));
            }
        }
    }
    std::fs::create_dir_all(scratch)
        .map_err(|e| format!("cannot create '{}': {e}", scratch.display()))?;
    let mut rows = Vec::new();
    for pair in &PAIRS {
        for profile in profiles {
            let measure = |path: &str, options: &str| form(path, options, profile, scratch);
            let scan = measure(pair.scan, pair.scan_options);
            let twin = measure(pair.twin, pair.twin_options);
            eprintln!("  {} on {profile}", pair.name);
            rows.push(Row {
                pair,
                profile: profile.clone(),
                scan,
                twin,
            });
        }
    }
    Ok(rows)
}

/// Simulates and plans the model at `path` on `profile`.
fn form(path: &str, options: &str, profile: &str, scratch: &Path) -> Result<Form, String> {
    let report = scratch.join("loops-report.json");
    let unplanned = pass(
        path,
        &format!(
            "builtin.module(offload-simulate{{hw={profile} report={}}})",
            report.display()
        ),
        &report,
    )?;
    let started = Instant::now();
    let planned = pass(
        path,
        &format!(
            "builtin.module(offload-plan{{hw={profile} {options} report={}}})",
            report.display()
        ),
        &report,
    )?;
    Ok(Form {
        unplanned,
        planned,
        plan_s: started.elapsed().as_secs_f64(),
    })
}

/// Runs `pipeline` (one pass, writing its report to `report`) on the model
/// at `path`; the report of its `main` function.
fn pass(path: &str, pipeline: &str, report: &Path) -> Result<FunctionReport, String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("cannot read model '{path}': {e}"))?;
    let context: Context = crate::load::context();
    // JAX's exports carry ops of dialects MLIR does not have
    // (`--allow-unregistered-dialect`); the passes' remarks are not wanted.
    context.set_allow_unregistered_dialects(true);
    context.attach_diagnostic_handler(|_| true);
    let mut module = hyperoffload_shim::parse_module(&context, &text, path)
        .ok_or_else(|| format!("model '{path}' does not parse as MLIR"))?;
    let _ = std::fs::remove_file(report);
    let manager = PassManager::new(&context);
    melior::utility::parse_pass_pipeline(manager.as_operation_pass_manager(), pipeline)
        .map_err(|e| format!("pipeline '{pipeline}': {e}"))?;
    manager
        .run(&mut module)
        .map_err(|_| format!("{pipeline} failed on '{path}'"))?;
    let json = std::fs::read_to_string(report)
        .map_err(|e| format!("{pipeline} wrote no report for '{path}': {e}"))?;
    let report: Report =
        serde_json::from_str(&json).map_err(|e| format!("report of '{path}': {e}"))?;
    report
        .functions
        .into_iter()
        .find(|f| f.name == "main")
        .ok_or_else(|| format!("'{path}' has no @main"))
}

/// The Markdown report of `--loops`.
pub fn report(rows: &[Row], command: &str, wall_s: f64) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = write!(
        out,
        "# Loops: scanned models against their unrolled twins

Produced by:

```sh
{command}
```

Wall time {wall_s:.1} s. Each JAX model of a pair is the same step, written with `lax.scan` over
the layers (a `stablehlo.while` whose body calls the layer; the 7B scan also rematerializes the
layer in its backward loop) and unrolled (models/README.md). Each form is simulated unplanned
(`offload-simulate`: every argument on the device, nothing moved) and planned (`offload-plan` with
the options shown: the scan's stacked tensors and the twin's per-layer tensors in host; default
slowdown, 1% over the `none` plan, no budget), by the passes on the IR as `hyperoffload-opt` runs
them, so that loops stream their stacks (docs/loops.md, \"Stacks streamed through loops\"). The
figures are the `@main` function's, from each pass's JSON report (docs/report.md); they come from
hyperoffload's simulator on the named profile, not from hardware. *Cut*: the planned peak against
the unplanned one. *Over its compute*: the planned makespan over the planned function's compute (a
streamed loop no longer slices its stacks on the device, so it computes less than unplanned). *The
scan's share of the twin's cut*: the scan's cut over the twin's. *Plan*:
the whole `offload-plan` run, every function of the module planned.

"
    );
    render(rows, &mut out);
    out.push_str(
        "\nThe scan against its twin, unplanned and planned (ratios of the figures above; the training pairs\nrepeat the unplanned figures):\n\n| pair | profile | unplanned makespan, scan / twin | unplanned peak, scan / twin | planned peak, scan / twin | the scan's share of the twin's cut |\n|---|---|---|---|---|---|\n",
    );
    for row in rows {
        let (Ok(scan), Ok(twin)) = (&row.scan, &row.twin) else {
            continue;
        };
        let ratio = |a: f64, b: f64| format!("{:.3}", a / b.max(f64::MIN_POSITIVE));
        let _ = writeln!(
            out,
            "| {} | {} | {} | {} | {} | {} |",
            row.pair.name,
            row.profile,
            ratio(
                scan.unplanned.makespan_s.unwrap_or(0.0),
                twin.unplanned.makespan_s.unwrap_or(0.0)
            ),
            ratio(
                scan.unplanned.peak_bytes as f64,
                twin.unplanned.peak_bytes as f64
            ),
            ratio(
                scan.planned.peak_bytes as f64,
                twin.planned.peak_bytes as f64
            ),
            share(&row.scan, &row.twin),
        );
    }
    out
}

/// The table.
fn render(rows: &[Row], out: &mut String) {
    use std::fmt::Write;
    let _ = writeln!(
        out,
        "| pair | profile | form | compute (ms) | unplanned: makespan (ms) | unplanned: peak | planned: peak (cut) | planned: makespan (ms), over its compute | the scan's share of the twin's cut | plan (s) |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|---|---|---|---|---|");
    for row in rows {
        let share = share(&row.scan, &row.twin);
        for (label, form, options) in [
            ("scan", &row.scan, row.pair.scan_options),
            ("unrolled", &row.twin, row.pair.twin_options),
        ] {
            let head = if label == "scan" {
                format!("{} | {}", row.pair.name, row.profile)
            } else {
                " | ".into()
            };
            let options = if options.is_empty() {
                String::new()
            } else {
                format!(" (`{options}`)")
            };
            match form {
                Ok(f) => {
                    let compute = f.unplanned.compute_s.unwrap_or(0.0);
                    // A streamed loop no longer slices its stacks on the
                    // device: the planned function computes less.
                    let planned_compute = f.planned.compute_s.unwrap_or(compute);
                    let planned_makespan = f.planned.makespan_s.unwrap_or(0.0);
                    let _ = writeln!(
                        out,
                        "| {head} | {label}{options} | {} | {} | {} | {} ({:+.1}%) | {}, {:+.2}% | {} | {:.1} |",
                        ms(compute),
                        ms(f.unplanned.makespan_s.unwrap_or(0.0)),
                        bytes(f.unplanned.peak_bytes),
                        bytes(f.planned.peak_bytes),
                        -100.0 * f.cut(),
                        ms(planned_makespan),
                        100.0 * (planned_makespan / planned_compute.max(f64::MIN_POSITIVE) - 1.0),
                        if label == "scan" { share.as_str() } else { "" },
                        f.plan_s,
                    );
                }
                Err(e) => {
                    let _ = writeln!(
                        out,
                        "| {head} | {label}{options} | error: {e} | | | | | | |"
                    );
                }
            }
        }
    }
}

impl Form {
    /// The planned peak's cut against the unplanned one, a fraction.
    fn cut(&self) -> f64 {
        1.0 - self.planned.peak_bytes as f64 / self.unplanned.peak_bytes.max(1) as f64
    }
}

/// The scan's cut as a share of the twin's; `—` without both, or where
/// the twin cuts nothing.
fn share(scan: &Result<Form, String>, twin: &Result<Form, String>) -> String {
    match (scan, twin) {
        (Ok(scan), Ok(twin)) if twin.cut() > 0.0 => {
            format!("{:.0}%", 100.0 * scan.cut() / twin.cut())
        }
        _ => "—".into(),
    }
}
