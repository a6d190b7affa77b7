//! hyperoffload-fuzz: a bounded, deterministic mutation fuzzer of
//! hyperoffload-opt.
//!
//! Each case takes one seed input (a bundled tiny model, as it is or as
//! offload-place or offload-plan leave it), applies one to three text
//! mutations ([`mutate`]), runs one of the seed's pass pipelines through the
//! real `hyperoffload-opt` binary and checks the properties of [`run`]: no
//! panic, no signal, no hang, exit 0 or 1, a diagnostic and no output file
//! on failure, output that parses again on success. A case depends only on
//! the seed and its number, so `--case N` replays one alone and keeps its
//! mutant. Exits 1 when a case breaks a property, after listing each one
//! with its reproducer.

mod corpus;
mod mutate;
mod run;

use std::{
    path::{Path, PathBuf},
    process::ExitCode,
    sync::{
        Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use clap::Parser;

use crate::{
    corpus::Seed,
    mutate::{Rng, mutate, mutate_options},
    run::{Driver, Verdict},
};

/// Mutates the bundled tiny models and runs the passes on them through
/// hyperoffload-opt, checking that every input is either accepted or
/// rejected with a diagnostic.
#[derive(Parser, Debug)]
#[command(name = "hyperoffload-fuzz", version)]
struct Args {
    /// Cases to run.
    #[arg(long, default_value_t = 300)]
    cases: usize,
    /// The seed of the run: the same seed makes the same cases.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Run only this case, and keep its mutant, output and stderr in --work.
    #[arg(long)]
    case: Option<usize>,
    /// The driver (default: hyperoffload-opt beside this executable).
    #[arg(long)]
    opt: Option<PathBuf>,
    /// The stock mlir-opt, to tell crashes of upstream MLIR from ours.
    #[arg(long, default_value = "/usr/lib/llvm-22/bin/mlir-opt")]
    mlir_opt: PathBuf,
    /// The repository's models/ folder.
    #[arg(long, default_value = "models")]
    models: PathBuf,
    /// Where mutants and outputs go; the mutants of findings stay there.
    #[arg(long, default_value = "target/fuzz")]
    work: PathBuf,
    /// Cases run at once (default: the available cores).
    #[arg(long)]
    jobs: Option<usize>,
    /// Print every case with how it ended, not only the findings.
    #[arg(long)]
    verbose: bool,
    /// Print each case's input, pipeline and mutations without running it
    /// (to see which mutations a seed and case count draw).
    #[arg(long)]
    list: bool,
    /// Seconds one run may take before it counts as a hang.
    #[arg(long, default_value_t = 60)]
    timeout: u64,
}

/// One case: which seed, the pipeline, and the mutant.
struct Case {
    number: usize,
    seed: usize,
    pipeline: Vec<String>,
    description: String,
    text: String,
    /// The mutant reads or writes a slice outside its stack.
    outside_stack: bool,
}

impl Case {
    /// Case `number` of the run with `run_seed`: a seed and pipeline drawn
    /// among all pairs; in one case of four an option of the pipeline set
    /// to an odd value, with the text as it is or mutated once; otherwise
    /// one to three mutations of the text.
    fn new(run_seed: u64, number: usize, seeds: &[Seed], work: &str) -> Case {
        let mut rng = Rng::for_case(run_seed, number as u64);
        let targets: Vec<(usize, usize)> = seeds
            .iter()
            .enumerate()
            .flat_map(|(s, seed)| (0..seed.pipelines.len()).map(move |p| (s, p)))
            .collect();
        let (seed, pipeline) = *rng.pick(&targets);
        let mut pipeline = seeds[seed].pipelines[pipeline].clone();
        let mut done = Vec::new();
        let count = match rng
            .chance(4)
            .then(|| mutate_options(&pipeline, &mut rng, work))
        {
            Some(Some((mutated, description))) => {
                pipeline = mutated;
                done.push(description);
                rng.below(2)
            }
            _ => *rng.pick(&[1, 1, 1, 1, 1, 1, 2, 2, 2, 3]),
        };
        let mutant = mutate(&seeds[seed].text, count, &mut rng);
        done.extend((!mutant.description.is_empty()).then_some(mutant.description));
        Case {
            number,
            seed,
            pipeline,
            description: if done.is_empty() {
                "unchanged".into()
            } else {
                done.join("; ")
            },
            text: mutant.text,
            outside_stack: mutant.outside_stack,
        }
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    match fuzz(&args) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs the cases; returns how many broke a property.
fn fuzz(args: &Args) -> Result<usize, String> {
    let binary = match &args.opt {
        Some(path) => path.clone(),
        None => std::env::current_exe()
            .map_err(|e| e.to_string())?
            .with_file_name("hyperoffload-opt"),
    };
    if !binary.exists() {
        return Err(format!(
            "no driver at {}; build it (cargo build -p hyperoffload-opt) or pass --opt",
            binary.display()
        ));
    }
    let driver = Driver {
        binary,
        timeout: Duration::from_secs(args.timeout),
        upstream: args.mlir_opt.exists().then(|| args.mlir_opt.clone()),
    };
    let work = &args.work;
    std::fs::create_dir_all(work.join("findings"))
        .map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    let seeds = corpus::seeds(&args.models, &driver, work)?;
    mutate::write_perf_records(work)
        .map_err(|e| format!("cannot write the perf records in {}: {e}", work.display()))?;
    let work_text = work.display().to_string();
    let numbers: Vec<usize> = match args.case {
        Some(case) => vec![case],
        None => (0..args.cases).collect(),
    };
    if args.list {
        for &number in &numbers {
            let case = Case::new(args.seed, number, &seeds, &work_text);
            let oracle = case.outside_stack && run::checks(&case.pipeline);
            println!(
                "case {number}: {} | {} | {}{}",
                seeds[case.seed].name,
                case.pipeline.join(" "),
                case.description,
                if oracle { " | must be refused" } else { "" }
            );
        }
        return Ok(0);
    }
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(Case, Result<Verdict, String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| {
                while let Some(&number) = numbers.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let case = Case::new(args.seed, number, &seeds, &work_text);
                    let keep = args.case.is_some();
                    let verdict = run_case(&driver, &seeds[case.seed], &case, work, keep);
                    results
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((case, verdict));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by_key(|(case, _)| case.number);
    report(args, &seeds, &results, started.elapsed())
}

/// Writes the mutant of `case`, runs it, and keeps the mutant in
/// `work/findings` when it breaks a property; with `keep`, the mutant, its
/// output and stderr stay in `work` too.
fn run_case(
    driver: &Driver,
    seed: &Seed,
    case: &Case,
    work: &Path,
    keep: bool,
) -> Result<Verdict, String> {
    let name = format!("case-{}.mlir", case.number);
    let input = work.join(&name);
    let output = work.join(format!("case-{}.out.mlir", case.number));
    std::fs::write(&input, &case.text).map_err(|e| e.to_string())?;
    let mut verdict = driver.judge(&input, &seed.flags, &case.pipeline, &output);
    if case.outside_stack && matches!(verdict, Ok(Verdict::Accepted)) && run::checks(&case.pipeline)
    {
        verdict = Ok(Verdict::Finding {
            property: "accepts a slice index outside its stack".into(),
            evidence: case.description.clone(),
        });
    }
    if matches!(
        verdict,
        Ok(Verdict::Finding { .. } | Verdict::Upstream { .. })
    ) {
        std::fs::copy(&input, work.join("findings").join(&name)).map_err(|e| e.to_string())?;
    }
    if !keep {
        for path in [
            input.with_extension("stderr"),
            input.with_extension("reparse.stderr"),
            output,
            input,
        ] {
            std::fs::remove_file(path).ok();
        }
    }
    verdict
}

/// Prints every finding with its reproducer, then the totals; returns the
/// number of findings (crashes of upstream MLIR are listed, not counted).
fn report(
    args: &Args,
    seeds: &[Seed],
    results: &[(Case, Result<Verdict, String>)],
    elapsed: Duration,
) -> Result<usize, String> {
    let (mut accepted, mut rejected, mut findings, mut upstream) = (0, 0, 0, 0);
    let mut kinds: Vec<String> = Vec::new();
    for (case, verdict) in results {
        let verdict = verdict.as_ref().map_err(Clone::clone)?;
        let ended = match verdict {
            Verdict::Accepted => "accepted",
            Verdict::Rejected => "rejected",
            Verdict::Finding { .. } => "finding",
            Verdict::Upstream { .. } => "upstream",
        };
        if args.verbose || args.case.is_some() {
            println!(
                "case {}: {ended}: {} | {} | {}",
                case.number,
                seeds[case.seed].name,
                case.pipeline.join(" "),
                case.description
            );
        }
        let (property, evidence) = match verdict {
            Verdict::Accepted => {
                accepted += 1;
                continue;
            }
            Verdict::Rejected => {
                rejected += 1;
                continue;
            }
            Verdict::Finding { property, evidence } => {
                findings += 1;
                (property, evidence)
            }
            Verdict::Upstream { property, evidence } => {
                upstream += 1;
                (property, evidence)
            }
        };
        print_reproducer(args, &seeds[case.seed], case, ended, property, evidence);
        let kind = format!("{ended}: {property}: {}", normalized(evidence));
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    for kind in &kinds {
        println!("distinct {kind}");
    }
    println!(
        "seed {}, {} cases in {:.0} s: {accepted} accepted, {rejected} rejected with a diagnostic, \
         {findings} findings, {upstream} crashes of upstream MLIR ({} distinct)",
        args.seed,
        results.len(),
        elapsed.as_secs_f64(),
        kinds.len()
    );
    Ok(findings)
}

/// Prints how `case` broke `property` and how to run it again.
fn print_reproducer(
    args: &Args,
    seed: &Seed,
    case: &Case,
    ended: &str,
    property: &str,
    evidence: &str,
) {
    let pipeline: Vec<String> = case.pipeline.iter().map(|a| shell_quoted(a)).collect();
    let kept = args
        .work
        .join("findings")
        .join(format!("case-{}.mlir", case.number));
    let mut command = vec!["hyperoffload-opt".to_string()];
    command.extend(seed.flags.iter().cloned());
    command.push(kept.display().to_string());
    command.extend(pipeline);
    command.push("-o out.mlir".into());
    println!("{ended}: case {} {property}", case.number);
    println!("  evidence: {evidence}");
    println!("  input:    {}, {}", seed.name, case.description);
    println!(
        "  replay:   hyperoffload-fuzz --seed {} --case {}",
        args.seed, case.number
    );
    println!("  run:      {}", command.join(" "));
}

/// `arg` quoted for a POSIX shell when it needs it.
fn shell_quoted(arg: &str) -> String {
    if arg
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"-_=./,".contains(&b))
    {
        arg.to_string()
    } else {
        format!("'{}'", arg.replace('\'', r"'\''"))
    }
}

/// `evidence` without what varies between cases of one bug: the input's
/// path and position, the toolchain's commit, and numbers.
fn normalized(evidence: &str) -> String {
    let from = evidence
        .split_once("error: ")
        .map_or(evidence, |(_, diagnostic)| diagnostic);
    // The toolchain's sources are named by its commit: /rustc/<hash>/library/...
    let from = match (from.find("/rustc/"), from.find("/library/")) {
        (Some(start), Some(end)) if start < end => {
            format!("{}<rustc>{}", &from[..start], &from[end..])
        }
        _ => from.to_string(),
    };
    let mut text = String::with_capacity(from.len());
    let mut in_number = false;
    for c in from.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                text.push('N');
            }
            in_number = true;
        } else {
            in_number = false;
            text.push(c);
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_bug_normalizes_to_one_kind() {
        let a = "/tmp/fuzz/case-12.mlir:3:4: error: panicked at /rustc/59807616/library/core/src/iter/traits/accum.rs:204:1: attempt to add with overflow, at ./core/src/lifetimes.rs:364:18";
        let b = "/tmp/fuzz/case-907.mlir:30:1: error: panicked at /rustc/11111111/library/core/src/iter/traits/accum.rs:204:1: attempt to add with overflow, at ./core/src/lifetimes.rs:364:18";
        assert_eq!(normalized(a), normalized(b));
        assert_eq!(
            normalized(a),
            "panicked at <rustc>/library/core/src/iter/traits/accum.rs:N:N: attempt to add with overflow, at ./core/src/lifetimes.rs:N:N"
        );
        assert_ne!(
            normalized(a),
            normalized("panicked at core/src/reorder.rs:127:23")
        );
    }

    #[test]
    fn arguments_are_quoted_for_the_shell_when_needed() {
        assert_eq!(shell_quoted("--offload-strip"), "--offload-strip");
        assert_eq!(
            shell_quoted("--offload-plan=hw=x budget=1GiB"),
            "'--offload-plan=hw=x budget=1GiB'"
        );
        assert_eq!(shell_quoted("it's"), r"'it'\''s'");
    }
}
