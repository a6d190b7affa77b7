//! `hyperoffload-bench`: every planner on models x hardware profiles x
//! budgets, judged by the independent checker, written as a Markdown report
//! and one Pareto plot per model. Numbers come from the simulator.

mod args;
mod devices;
mod load;
mod loops;
mod markdown;
mod pareto;
mod recompute;
mod run;

use std::{path::Path, process::ExitCode, time::Instant};

use clap::Parser;

fn main() -> ExitCode {
    let started = Instant::now();
    init_logging();
    let args = args::Args::parse();
    match bench(&args, started) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("hyperoffload-bench: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The planner's `tracing` events on stderr, filtered as `HYPEROFFLOAD_LOG`
/// says (as in `hyperoffload-opt`); nothing without it.
fn init_logging() {
    if let Ok(filter) = std::env::var("HYPEROFFLOAD_LOG") {
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_writer(std::io::stderr)
            .with_ansi(false)
            .without_time()
            .init();
    }
}

fn bench(args: &args::Args, started: Instant) -> Result<ExitCode, String> {
    if args.loops {
        return loop_pairs(args, started);
    }
    if args.recompute_pareto {
        return recompute::bench(args, started);
    }
    let config = args.config()?;
    // Check the cheap things before the slow ones.
    let costs = config
        .profiles
        .iter()
        .map(|p| run::cost_model(p))
        .collect::<Result<Vec<_>, _>>()?;
    let models = load_models(&config)?;

    let results = run::run(&config, &models, &costs);
    let devices = devices::run(&config, &models)?;
    let command = command_line();
    let report = markdown::render(
        &config,
        &models,
        &results,
        &devices,
        &command,
        started.elapsed().as_secs_f64(),
    );
    write(&config.output, &report)?;
    eprintln!("wrote {}", config.output.display());
    for (m, model) in models.iter().enumerate() {
        if let Some(svg) = pareto::render(&config, &results, &models, m) {
            let path = config.pareto_dir.join(format!("{}.svg", model.spec.name));
            write(&path, &svg)?;
            eprintln!("wrote {}", path.display());
        }
    }
    let rejected = results
        .rows
        .iter()
        .filter(|r| matches!(&r.result, Ok(x) if matches!(x.verdict, run::Verdict::Rejected(_))))
        .count();
    let errors = results
        .rows
        .iter()
        .filter(|r| matches!(&r.result, Err(e) if !e.infeasible))
        .count();
    eprintln!("done in {:.1} s", started.elapsed().as_secs_f64());
    if errors > 0 {
        eprintln!(
            "hyperoffload-bench: {errors} planner error(s) other than infeasible budgets (see the report)"
        );
    }
    if rejected > 0 {
        eprintln!(
            "hyperoffload-bench: {rejected} plan(s) REJECTED by the checker (see the report)"
        );
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}

/// Loads every model of `config`, each said on stderr; first checks that
/// every file is there, before the slow parses.
fn load_models(config: &args::Config) -> Result<Vec<load::LoadedModel>, String> {
    for spec in &config.models {
        if !spec.path.is_file() {
            return Err(format!(
                "model file '{}' not found (paths are relative to the current directory: run from the repository root)",
                spec.path.display()
            ));
        }
    }
    let context = load::context();
    let mut models = Vec::new();
    for spec in &config.models {
        let model = load::load(&context, spec)?;
        eprintln!(
            "loaded {}: @{} with {} ops in {:.2} s",
            spec.name,
            model.graph.name,
            model.graph.nodes.len(),
            model.load_s
        );
        models.push(model);
    }
    drop(context);
    Ok(models)
}

/// `--loops`: the scanned models against their unrolled twins.
fn loop_pairs(args: &args::Args, started: Instant) -> Result<ExitCode, String> {
    let profiles = if args.profiles.is_empty() {
        vec!["gh200-c2c".to_owned(), "h200-pcie5".to_owned()]
    } else {
        args.profiles.clone()
    };
    for profile in &profiles {
        run::cost_model(profile)?;
    }
    let scratch = std::env::temp_dir().join(format!("hyperoffload-bench-{}", std::process::id()));
    let rows = loops::run(&profiles, &scratch);
    let _ = std::fs::remove_dir_all(&scratch);
    let rows = rows?;
    let report = loops::report(&rows, &command_line(), started.elapsed().as_secs_f64());
    let output = args.output_path();
    write(&output, &report)?;
    eprintln!("wrote {}", output.display());
    let failed = rows
        .iter()
        .filter(|r| r.scan.is_err() || r.twin.is_err())
        .count();
    if failed > 0 {
        eprintln!("hyperoffload-bench: {failed} pair(s) failed (see the report)");
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create '{}': {e}", dir.display()))?;
    }
    hyperoffload_core::write_output(path, text.as_bytes())
        .map_err(|e| format!("cannot write '{}': {e}", path.display()))
}

/// The command line as typed, quoted for a POSIX shell where needed.
fn command_line() -> String {
    std::env::args()
        .map(|a| {
            if !a.is_empty()
                && a.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=,:%@+".contains(c))
            {
                a
            } else {
                format!("'{}'", a.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}
