//! Command-line arguments and what they resolve to: the models (with their
//! extraction options), profiles, budgets and solvers of one benchmark run.

use std::path::PathBuf;

use clap::{Parser, ValueEnum};
use hyperoffload_core::plan::{Budget, Reference, Solver};
use hyperoffload_passes::extract::ArgSelection;

/// The default models: `PATH[:OPTION...]` (see `--model`).
const DEFAULT_MODELS: [&str; 6] = [
    "models/torch-mlir/llama_tiny_train_grads_onehot_linalg.mlir:min-bytes=64KiB",
    "models/torch-mlir/llama_medium_train_adamw_onehot_linalg.mlir:donate",
    "models/torch-mlir/llama_medium_train_adamw_onehot_linalg.mlir:remote=4-228:results:name=llama_medium_train_adamw_state_host",
    "models/torch-mlir/llama_llama32_1b_prefill_seq2048_linalg.mlir:remote=2-147:name=llama32_1b_prefill_weights_host",
    "models/torch-mlir/llama_llama32_1b_prefill_seq2048_linalg.mlir:name=llama32_1b_prefill_weights_device",
    "models/torch-mlir/llama_tiny_decode_linalg.mlir:remote=2-48:min-bytes=64KiB",
];
const DEFAULT_PROFILES: [&str; 4] = ["h200-pcie5", "gh200-c2c", "ascend-910c", "a100-pcie4"];
const DEFAULT_BUDGETS: [&str; 6] = ["none", "0.9x", "0.8x", "0.7x", "0.6x", "0.5x"];

const QUICK_MODELS: [&str; 1] = [DEFAULT_MODELS[0]];
const QUICK_PROFILES: [&str; 2] = ["h200-pcie5", "gh200-c2c"];
const QUICK_BUDGETS: [&str; 2] = ["none", "0.7x"];

/// The Llama-2-7B-shaped graphs (`--large`), kept out of the default set:
/// on every profile and budget they plan in about 16 minutes on two shared
/// cores, where the default set takes about a minute.
/// The training step takes its weights (arguments 3-293) from the host and
/// returns its gradients (results 1-291) to the host; the prefill takes its
/// weights (arguments 2-292) from the host.
const LARGE_MODELS: [&str; 2] = [
    "models/torch-mlir/llama_llama2_7b_train_grads_onehot_linalg.mlir:remote=3-293:results:name=llama2_7b_train_grads_weights_host",
    "models/torch-mlir/llama_llama2_7b_prefill_seq2048_linalg.mlir:remote=2-292:name=llama2_7b_prefill_weights_host",
];

/// The models of `--recompute-pareto`: the tiny training step with its
/// weights (arguments 3-41) in host and its gradients returned there, the
/// tiny AdamW step, and the medium AdamW step (with `--large`: the
/// Llama-2-7B training step of `--large`).
const RECOMPUTE_MODELS: [&str; 3] = [
    "models/torch-mlir/llama_tiny_train_grads_onehot_linalg.mlir:remote=3-41:results:min-bytes=16KiB:name=llama_tiny_train_grads_weights_host",
    "models/torch-mlir/llama_tiny_train_adamw_onehot_linalg.mlir:donate:min-bytes=16KiB",
    DEFAULT_MODELS[1],
];
const RECOMPUTE_LARGE_MODELS: [&str; 1] = [LARGE_MODELS[0]];
const RECOMPUTE_PROFILES: [&str; 3] = ["h200-pcie5", "gh200-c2c", "ascend-910c"];
const RECOMPUTE_SLOWDOWNS: [&str; 4] = ["1%", "5%", "10%", "25%"];

/// Runs every planner on models x hardware profiles x budgets and writes a
/// Markdown report and one Pareto plot (peak vs makespan) per model. All
/// figures come from hyperoffload's simulator, not from hardware.
#[derive(Parser, Debug)]
#[command(name = "hyperoffload-bench", version)]
pub struct Args {
    /// A model: PATH[:OPTION...], options `donate` (arguments freed after
    /// their last use), `remote=2-147` (arguments that start in the host
    /// tier), `results` (the caller accepts every returned tensor in the
    /// tier), `min-bytes=64KiB`, `name=LABEL`. Repeat for several; replaces
    /// the default set (and `--large`).
    #[arg(long = "model", value_name = "SPEC")]
    pub models: Vec<String>,
    /// Hardware profiles: built-in names or JSON files, comma-separated.
    #[arg(long, value_delimiter = ',', value_name = "NAMES")]
    pub profiles: Vec<String>,
    /// Budgets: `none` (lowest peak within --slowdown), a fraction of the
    /// reference peak of --budget-base (`0.8x`) or bytes (`2GiB`),
    /// comma-separated.
    #[arg(long, value_delimiter = ',', value_name = "BUDGETS")]
    pub budgets: Vec<String>,
    /// Solvers, comma-separated (default: all ten: the six planners and the four checkpointing baselines).
    #[arg(long, value_delimiter = ',', value_name = "SOLVERS")]
    pub solvers: Vec<String>,
    /// Allowed slowdown over compute-only time when the budget is `none`
    /// (`1%` or `0.01`).
    #[arg(long, default_value = "1%")]
    pub slowdown: String,
    /// Safety net of the search, seconds of wall clock (it stops at its work limits; a plan this cuts says so).
    #[arg(long, default_value_t = 300.0)]
    pub time_limit: f64,
    /// Smallest tensor worth moving, for models without `min-bytes=`.
    #[arg(long, default_value = "1MiB")]
    pub min_bytes: String,
    /// What budget fractions (`0.8x`) are fractions of: the `none` plan's
    /// peak on each profile (arguments that start in the host tier are
    /// fetched before use, nothing else moves), or the peak with every
    /// argument on the device (what `offload-plan budget=0.8x` uses). The
    /// two differ only for models with `remote=`.
    #[arg(long, value_enum, default_value_t = BudgetBase::NonePlan)]
    pub budget_base: BudgetBase,
    /// Prefetch distance (steps) of the interval and reactive baselines.
    #[arg(long, default_value_t = 8)]
    pub horizon: usize,
    /// The ILP's flow program moves a tensor larger than this in chunks of
    /// this size (0: whole tensors only), as `offload-plan chunk-bytes=`.
    #[arg(long, default_value = "64MiB")]
    pub chunk_bytes: String,
    /// Columns of the joint link bound's program (the links shared by all
    /// the steps; its bins are as fine as this allows; 0: not computed).
    #[arg(long, default_value_t = 60_000)]
    pub joint_columns: usize,
    /// Seconds the joint link bound's program may take (wall clock: a
    /// bound the solver does not finish is left out of the report).
    #[arg(long, default_value_t = 300.0)]
    pub joint_seconds: f64,
    /// Numbers of identical devices that share one link, each planned
    /// jointly (`offload-plan devices=N`) and with the naive split (each
    /// alone on 1/N of the link), on --devices-profile, with budget `none`
    /// (comma-separated; 0 or empty: not measured).
    #[arg(long, value_delimiter = ',', default_value = "2,4")]
    pub devices: Vec<usize>,
    /// The profile whose link the devices of --devices share.
    #[arg(long, default_value = "h200-pcie5")]
    pub devices_profile: String,
    /// A small subset for development: one model, two profiles, two budgets
    /// (flags given explicitly still win).
    #[arg(long)]
    pub quick: bool,
    /// The Llama-2-7B-shaped models instead of the default set: the training
    /// step (loss + gradients) with weights in host and gradients returned
    /// to host, and the prefill with weights in host (not in the default
    /// set: about 16 minutes on every profile and budget; narrow it with
    /// --profiles and --budgets). --model still replaces the set.
    #[arg(long, conflicts_with = "quick")]
    pub large: bool,
    /// Instead of the planner benchmark, the scanned models against their
    /// unrolled twins (the JAX pairs of models/jax): each simulated
    /// unplanned and planned by the passes on the IR, where loops stream
    /// their stacks, on --profiles (default: gh200-c2c and h200-pcie5).
    /// docs/benchmarks-loops.md holds the project's figures.
    #[arg(long, conflicts_with_all = ["quick", "large"])]
    pub loops: bool,
    /// Instead of the planner benchmark, recomputation against offloading:
    /// for each model x profile and each of --slowdowns (budget `none`),
    /// ours (ilp, recomputation allowed), ilp offloading only, and the four
    /// checkpointing baselines, as one table per model and profile (default
    /// models: the tiny training steps and the medium AdamW step, with
    /// --large the Llama-2-7B training step; default profiles h200-pcie5,
    /// gh200-c2c, ascend-910c). --budgets, --solvers and --slowdown do not
    /// apply to it.
    #[arg(long, conflicts_with_all = ["quick", "loops"])]
    pub recompute_pareto: bool,
    /// The slowdowns of --recompute-pareto, comma-separated (`1%` or
    /// `0.01` each).
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "SLOWDOWNS",
        requires = "recompute_pareto"
    )]
    pub slowdowns: Vec<String>,
    /// The Markdown report (docs/benchmarks-planner.md to regenerate the
    /// project's figures; default target/bench/benchmarks-planner.md, with
    /// --loops target/bench/benchmarks-loops.md, with --recompute-pareto
    /// target/bench/benchmarks-recompute.md).
    #[arg(long)]
    pub output: Option<PathBuf>,
    /// Folder of the Pareto plots (`<model>.svg`; docs/pareto for the
    /// project's figures).
    #[arg(long, default_value = "target/bench/pareto")]
    pub pareto_dir: PathBuf,
}

/// What budget fractions are fractions of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BudgetBase {
    NonePlan,
    AllOnDevice,
}

/// One model to benchmark.
#[derive(Clone, Debug)]
pub struct ModelSpec {
    pub path: PathBuf,
    /// Label in tables and the plot's file name.
    pub name: String,
    pub remote: ArgSelection,
    /// The `remote=` text, for the report.
    pub remote_text: Option<String>,
    pub donate: bool,
    /// The caller accepts every returned tensor in the tier.
    pub results: bool,
    pub min_bytes: u64,
}

/// The label of a budget in tables: `none`, `0.8x`, `2.00 GiB`.
pub fn budget_label(budget: &Budget) -> String {
    match budget {
        Budget::None => "none".into(),
        Budget::Fraction { fraction, .. } => format!("{fraction}x"),
        Budget::Bytes(b) => crate::markdown::bytes(*b),
    }
}

impl BudgetBase {
    /// The reference peak this base names.
    pub fn reference(self) -> Reference {
        match self {
            BudgetBase::NonePlan => Reference::NonePlan,
            BudgetBase::AllOnDevice => Reference::AllOnDevice,
        }
    }
}

/// Everything a run needs, resolved and validated.
#[derive(Debug)]
pub struct Config {
    pub models: Vec<ModelSpec>,
    pub profiles: Vec<String>,
    pub budgets: Vec<Budget>,
    pub solvers: Vec<Solver>,
    pub slowdown: f64,
    pub time_limit_s: f64,
    pub horizon: usize,
    pub chunk_bytes: u64,
    pub joint_columns: usize,
    pub joint_seconds: f64,
    pub budget_base: BudgetBase,
    /// Numbers of devices on one link (none: not measured).
    pub devices: Vec<usize>,
    pub devices_profile: String,
    pub output: PathBuf,
    pub pareto_dir: PathBuf,
}

impl Args {
    /// Where the report goes: `--output`, else the default for the kind of
    /// run.
    pub fn output_path(&self) -> PathBuf {
        self.output.clone().unwrap_or_else(|| {
            PathBuf::from(if self.loops {
                "target/bench/benchmarks-loops.md"
            } else if self.recompute_pareto {
                "target/bench/benchmarks-recompute.md"
            } else {
                "target/bench/benchmarks-planner.md"
            })
        })
    }

    /// Resolves defaults (or the `--quick` subset) and checks every value;
    /// the error is a message for the user.
    pub fn config(&self) -> Result<Config, String> {
        let pick = |given: &[String], quick: &[&str], full: &[&str]| -> Vec<String> {
            if !given.is_empty() {
                given.to_vec()
            } else if self.quick {
                quick.iter().map(|s| s.to_string()).collect()
            } else {
                full.iter().map(|s| s.to_string()).collect()
            }
        };
        let min_bytes = parse_bytes(&self.min_bytes)
            .ok_or_else(|| format!("bad --min-bytes '{}' (expected e.g. 1MiB)", self.min_bytes))?;
        let (default_models, default_profiles) = self.default_sets();
        let models = pick(&self.models, &QUICK_MODELS, default_models)
            .iter()
            .map(|spec| parse_model(spec, min_bytes))
            .collect::<Result<Vec<_>, _>>()?;
        for (i, m) in models.iter().enumerate() {
            if models[..i].iter().any(|o| o.name == m.name) {
                return Err(format!(
                    "two models are named '{}'; give one a name= option",
                    m.name
                ));
            }
        }
        let profiles = pick(&self.profiles, &QUICK_PROFILES, default_profiles);
        let budgets = pick(&self.budgets, &QUICK_BUDGETS, &DEFAULT_BUDGETS)
            .iter()
            .map(|b| Budget::parse(b, self.budget_base.reference()))
            .collect::<Result<Vec<_>, _>>()?;
        let solvers = if self.solvers.is_empty() {
            Solver::ALL.to_vec()
        } else {
            self.solvers
                .iter()
                .map(|s| {
                    Solver::parse(s.trim()).ok_or_else(|| {
                        let known: Vec<_> = Solver::ALL.iter().map(|s| s.name()).collect();
                        format!("unknown solver '{s}' (known: {})", known.join(", "))
                    })
                })
                .collect::<Result<Vec<_>, _>>()?
        };
        let slowdown = parse_fraction(&self.slowdown)
            .ok_or_else(|| format!("bad --slowdown '{}' (expected 1% or 0.01)", self.slowdown))?;
        positive_seconds("--time-limit", self.time_limit)?;
        positive_seconds("--joint-seconds", self.joint_seconds)?;
        Ok(Config {
            models,
            profiles,
            budgets,
            solvers,
            slowdown,
            time_limit_s: self.time_limit,
            horizon: self.horizon,
            chunk_bytes: parse_bytes(&self.chunk_bytes).ok_or_else(|| {
                format!(
                    "bad --chunk-bytes '{}' (expected e.g. 64MiB, or 0)",
                    self.chunk_bytes
                )
            })?,
            joint_columns: self.joint_columns,
            joint_seconds: self.joint_seconds,
            devices: self.devices.iter().copied().filter(|&n| n > 1).collect(),
            devices_profile: self.devices_profile.clone(),
            budget_base: self.budget_base,
            output: self.output_path(),
            pareto_dir: self.pareto_dir.clone(),
        })
    }
}

impl Args {
    /// The models and profiles of this kind of run when none are given.
    fn default_sets(&self) -> (&'static [&'static str], &'static [&'static str]) {
        match (self.recompute_pareto, self.large) {
            (false, false) => (&DEFAULT_MODELS, &DEFAULT_PROFILES),
            (false, true) => (&LARGE_MODELS, &DEFAULT_PROFILES),
            (true, false) => (&RECOMPUTE_MODELS, &RECOMPUTE_PROFILES),
            (true, true) => (&RECOMPUTE_LARGE_MODELS, &RECOMPUTE_PROFILES),
        }
    }

    /// The slowdowns of `--recompute-pareto`, fractions, in the order given
    /// (default 1%, 5%, 10%, 25%).
    pub fn recompute_slowdowns(&self) -> Result<Vec<f64>, String> {
        let given: Vec<String> = if self.slowdowns.is_empty() {
            RECOMPUTE_SLOWDOWNS.iter().map(|s| s.to_string()).collect()
        } else {
            self.slowdowns.clone()
        };
        given
            .iter()
            .map(|s| {
                parse_fraction(s)
                    .ok_or_else(|| format!("bad --slowdowns entry '{s}' (expected 1% or 0.01)"))
            })
            .collect()
    }
}

/// `PATH[:donate][:remote=2-147][:min-bytes=64KiB][:name=LABEL]`.
fn parse_model(spec: &str, min_bytes: u64) -> Result<ModelSpec, String> {
    let mut parts = spec.split(':');
    let path = PathBuf::from(parts.next().unwrap_or_default());
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut model = ModelSpec {
        name: stem,
        path,
        remote: ArgSelection::default(),
        remote_text: None,
        donate: false,
        results: false,
        min_bytes,
    };
    for option in parts {
        let (key, value) = option.split_once('=').unwrap_or((option, ""));
        match key {
            "donate" => model.donate = true,
            "results" => model.results = true,
            "remote" => {
                model.remote = ArgSelection::parse(value).ok_or_else(|| {
                    format!("model '{spec}': bad remote= list '{value}' (expected e.g. 2-147)")
                })?;
                model.remote_text = Some(value.to_owned());
            }
            "min-bytes" => {
                model.min_bytes = parse_bytes(value).ok_or_else(|| {
                    format!("model '{spec}': bad min-bytes '{value}' (expected e.g. 64KiB)")
                })?
            }
            "name" if !value.is_empty() => model.name = value.to_owned(),
            _ => {
                return Err(format!(
                    "model '{spec}': unknown option '{option}' (known: donate, results, remote=LIST, min-bytes=SIZE, name=LABEL)"
                ));
            }
        }
    }
    if model.name.is_empty() {
        return Err(format!("model '{spec}': no file name"));
    }
    Ok(model)
}

/// `1048576`, `64KiB`, `1MiB`, `2GiB` (binary units; `KB`/`MB`/`GB`
/// decimal): the syntax of the passes' byte options.
pub fn parse_bytes(text: &str) -> Option<u64> {
    hyperoffload_passes::options::parse_bytes(text)
}

/// `1%` or `0.01`.
fn parse_fraction(text: &str) -> Option<f64> {
    let text = text.trim();
    let value = match text.strip_suffix('%') {
        Some(p) => p.trim().parse::<f64>().ok()? / 100.0,
        None => text.parse::<f64>().ok()?,
    };
    (value >= 0.0 && value.is_finite()).then_some(value)
}

/// `value` as the seconds of `flag`: an error unless it is a number above 0.
fn positive_seconds(flag: &str, value: f64) -> Result<(), String> {
    if value.is_nan() || value <= 0.0 {
        return Err(format!("bad {flag} {value} (seconds > 0)"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use hyperoffload_core::plan::ReferencePeaks;

    #[test]
    fn parses_model_specs() {
        let m = parse_model("a/b.mlir:remote=2-147:donate:name=x:min-bytes=64KiB", 1).unwrap();
        assert_eq!(m.name, "x");
        assert!(m.donate && m.remote.contains(2) && m.remote.contains(147));
        assert!(!m.remote.contains(1));
        assert_eq!(m.min_bytes, 65536);
        assert_eq!(parse_model("a/b.mlir", 7).unwrap().name, "b");
        assert!(parse_model("a/b.mlir:bogus", 1).is_err());
    }

    #[test]
    fn large_selects_the_7b_models() {
        let config = Args::parse_from(["hyperoffload-bench", "--large"])
            .config()
            .unwrap();
        let names: Vec<_> = config.models.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "llama2_7b_train_grads_weights_host",
                "llama2_7b_prefill_weights_host"
            ]
        );
        let train = &config.models[0];
        assert!(train.results && train.remote.contains(3) && train.remote.contains(293));
        assert!(!train.remote.contains(2) && !train.remote.contains(294));
        // The default set stays without them.
        let config = Args::parse_from(["hyperoffload-bench"]).config().unwrap();
        assert!(
            config
                .models
                .iter()
                .all(|m| !m.path.to_string_lossy().contains("7b"))
        );
        assert!(Args::try_parse_from(["hyperoffload-bench", "--large", "--quick"]).is_err());
    }

    #[test]
    fn recompute_pareto_has_its_own_defaults() {
        let args = Args::parse_from(["hyperoffload-bench", "--recompute-pareto"]);
        let config = args.config().unwrap();
        let names: Vec<_> = config.models.iter().map(|m| m.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "llama_tiny_train_grads_weights_host",
                "llama_tiny_train_adamw_onehot_linalg",
                "llama_medium_train_adamw_onehot_linalg"
            ]
        );
        assert!(config.models[0].results && config.models[0].remote.contains(41));
        assert!(config.models[1].donate && config.models[2].donate);
        assert_eq!(config.profiles, RECOMPUTE_PROFILES);
        assert_eq!(args.recompute_slowdowns(), Ok(vec![0.01, 0.05, 0.1, 0.25]));
        assert_eq!(
            config.output,
            PathBuf::from("target/bench/benchmarks-recompute.md")
        );
        let args = Args::parse_from([
            "hyperoffload-bench",
            "--recompute-pareto",
            "--large",
            "--slowdowns",
            "1%,0.05",
        ]);
        let names: Vec<_> = args
            .config()
            .unwrap()
            .models
            .into_iter()
            .map(|m| m.name)
            .collect();
        assert_eq!(names, ["llama2_7b_train_grads_weights_host"]);
        assert_eq!(args.recompute_slowdowns(), Ok(vec![0.01, 0.05]));
        assert!(Args::try_parse_from(["hyperoffload-bench", "--slowdowns", "1%"]).is_err());
        assert!(
            Args::try_parse_from(["hyperoffload-bench", "--recompute-pareto", "--loops"]).is_err()
        );
    }

    #[test]
    fn parses_budgets() {
        let of = Reference::NonePlan;
        assert_eq!(Budget::parse("none", of), Ok(Budget::None));
        let fraction = Budget::Fraction { fraction: 0.8, of };
        assert_eq!(Budget::parse("0.8x", of), Ok(fraction));
        assert_eq!(Budget::parse("2GiB", of), Ok(Budget::Bytes(2 << 30)));
        assert!(Budget::parse("lots", of).is_err());
        let peaks = ReferencePeaks {
            all_on_device: 2000,
            none_plan: Some(1000),
        };
        assert_eq!(fraction.resolve(&peaks), Ok(Some(800)));
        assert_eq!(parse_fraction("1%"), Some(0.01));
    }
}
