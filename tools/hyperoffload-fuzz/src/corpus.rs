//! What is mutated, and through which passes: the bundled tiny models as
//! they are, and as offload-place and offload-plan leave them (with an
//! `offload.plan` attribute, `offload.tier` arguments and offload ops), each
//! with the pipelines that take such input.

use std::path::Path;

use crate::run::Driver;

/// One input the fuzzer mutates.
pub struct Seed {
    pub name: &'static str,
    pub text: String,
    /// Driver flags every run of this input needs.
    pub flags: Vec<String>,
    /// Pass pipelines, each as driver arguments.
    pub pipelines: Vec<Vec<String>>,
}

impl Seed {
    /// An input that needs no driver flags.
    fn new(name: &'static str, text: impl Into<String>, pipelines: Vec<Vec<String>>) -> Self {
        Seed {
            name,
            text: text.into(),
            flags: Vec::new(),
            pipelines,
        }
    }

    /// The same input, with `flags` on every run.
    fn with_flags(self, flags: &[&str]) -> Self {
        Seed {
            flags: flags.iter().map(|f| f.to_string()).collect(),
            ..self
        }
    }
}

/// The weights of the tiny LLaMA prefill (models/manifest_torch.json).
const TINY_WEIGHTS: &str = "2-40";

/// The weights of the tiny prefill with a dynamic sequence length.
const DYNSEQ_WEIGHTS: &str = "2-38";

/// The pipelines for a model without offload ops; `remote` selects the
/// arguments that start in the host tier.
fn model_pipelines(remote: &str) -> Vec<Vec<String>> {
    let remote = if remote.is_empty() {
        String::new()
    } else {
        format!(" remote-args={remote}")
    };
    [
        vec!["--offload-lifetimes".to_string()],
        vec!["--offload-simulate=hw=gh200-c2c".into()],
        vec!["--offload-reorder".into()],
        vec![format!(
            "--offload-plan=hw=gh200-c2c solver=heuristic min-bytes=16KiB{remote}"
        )],
        vec![format!(
            "--offload-plan=hw=h200-pcie5 budget=0.5x min-bytes=16KiB time-limit=1{remote}"
        )],
        vec![
            format!("--offload-place=hw=gh200-c2c min-bytes=16KiB{remote}"),
            "--offload-insert".into(),
        ],
        vec![
            format!("--offload-plan=hw=gh200-c2c solver=heuristic{remote}"),
            format!("--offload-verify=hw=gh200-c2c{remote}"),
            "--offload-strip".into(),
        ],
    ]
    .to_vec()
}

/// A hand-written schedule that moves a tensor in chunks (the input of the
/// chunked end-to-end test).
const CHUNKED: &str = include_str!("../../../lit/e2e/inputs/chunks.mlir");

/// Stacked weights read one slice per iteration by an `scf.for`, and a
/// loop that stores the slices of the stacks it writes (the inputs of the
/// streamed and stored end-to-end tests).
const LAYER_LOOP: &str = include_str!("../../../lit/e2e/inputs/layer_loop.mlir");
const STACKED_TRAIN_LOOP: &str = include_str!("../../../lit/e2e/inputs/stacked_train_loop.mlir");
const FSDP: &str = include_str!("../../../lit/e2e/inputs/fsdp_mlp.mlir");
const EP: &str = include_str!("../../../lit/e2e/inputs/ep_moe.mlir");
const FSDP_TRAIN: &str = include_str!("../../../lit/e2e/inputs/fsdp_train.mlir");
const PP: &str = include_str!("../../../lit/e2e/inputs/pp_stage.mlir");
const ROOTED: &str = include_str!("../../../lit/e2e/inputs/rooted_step.mlir");
const ROOTED_ORDER: &str = include_str!("../../../lit/e2e/inputs/rooted_order.mlir");

/// The pipelines for a per-device program with `shard` collectives: planned
/// on a profile with a fabric, and its collectives lowered to MPI (alone,
/// and before upstream's conversion of the rest).
fn sharded_pipelines() -> Vec<Vec<String>> {
    vec![
        vec!["--offload-plan=hw=h200-pcie5 remote-args=0-2 min-bytes=0".into()],
        vec!["--offload-shard-to-mpi".into()],
        vec!["--pass-pipeline=builtin.module(offload-shard-to-mpi,convert-shard-to-mpi)".into()],
    ]
}

/// The pipelines for a loop over stacked weights: streamed from a tier,
/// with a spill tier, and checked.
fn loop_pipelines() -> Vec<Vec<String>> {
    [
        vec![
            "--offload-plan=hw=gh200-c2c remote-args=0 min-bytes=16KiB".to_string(),
            "--offload-verify=hw=gh200-c2c".into(),
        ],
        vec![
            "--offload-plan=hw=gh200-c2c-nvme remote-args=0 min-bytes=16KiB capacity=host:70KiB spill=nvme"
                .into(),
        ],
        vec!["--offload-simulate=hw=gh200-c2c remote-args=0".into()],
    ]
    .to_vec()
}

/// The pipelines for a planned model (offload ops and `offload.tier`).
fn planned_pipelines() -> Vec<Vec<String>> {
    [
        vec!["--offload-verify=hw=h200-pcie5".to_string()],
        vec!["--offload-simulate=hw=h200-pcie5".into()],
        vec!["--offload-lifetimes".into()],
        vec!["--offload-strip".into()],
        vec![
            "--pass-pipeline=builtin.module(offload-bufferize-prepare,\
             one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops \
             function-boundary-type-conversion=identity-layout-map \
             unknown-type-conversion=identity-layout-map},offload-bufferize)"
                .into(),
        ],
    ]
    .to_vec()
}

/// The seeds, made from `models` (the repository's models/ folder); the
/// placed and planned ones by running `driver` once each.
pub fn seeds(models: &Path, driver: &Driver, work: &Path) -> Result<Vec<Seed>, String> {
    let read = |relative: &str| {
        let path = models.join(relative);
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let tiny = read("torch-mlir/llama_tiny_prefill_linalg.mlir")?;
    let derive = |name: &str, pass: &str| {
        driver.transform(
            &tiny,
            &[pass.to_string()],
            &work.join(format!("{name}.mlir")),
        )
    };
    let placed = derive(
        "placed",
        &format!("--offload-place=hw=gh200-c2c remote-args={TINY_WEIGHTS} min-bytes=16KiB"),
    )?;
    // A budget this tight makes activations leave too: stores and detaches
    // besides the weights' prefetches.
    let planned = derive(
        "planned",
        &format!(
            "--offload-plan=hw=h200-pcie5 remote-args={TINY_WEIGHTS} budget=2.5MiB min-bytes=16KiB"
        ),
    )?;
    let planned_loop = |name: &str, text: &str, plan: &str| {
        driver.transform(
            text,
            &[format!(
                "--offload-plan=hw=gh200-c2c min-bytes=16KiB {plan}"
            )],
            &work.join(format!("{name}.mlir")),
        )
    };
    let streamed = planned_loop("streamed", LAYER_LOOP, "remote-args=0")?;
    let stored = planned_loop(
        "stored",
        STACKED_TRAIN_LOOP,
        "remote-args=0 remote-results=1",
    )?;
    Ok(vec![
        Seed::new("layer_loop", LAYER_LOOP, loop_pipelines()),
        // offload.prefetch_slice and offload.store_slice in loops.
        Seed::new("layer_loop, streamed", streamed, planned_pipelines()),
        Seed::new("stacked_train_loop, stored", stored, planned_pipelines()),
        Seed::new(
            "llama_tiny_prefill_linalg",
            tiny,
            model_pipelines(TINY_WEIGHTS),
        ),
        Seed::new(
            "llama_tiny_prefill_linalg, placed",
            placed,
            placed_pipelines(),
        ),
        Seed::new(
            "llama_tiny_prefill_linalg, planned",
            planned,
            planned_pipelines(),
        ),
        Seed::new(
            "llama_tiny_prefill_tosa",
            read("torch-mlir/llama_tiny_prefill_tosa.mlir")?,
            model_pipelines(""),
        ),
        Seed::new(
            "llama_tiny_prefill_dynseq_linalg",
            read("torch-mlir/llama_tiny_prefill_dynseq_linalg.mlir")?,
            dynamic_pipelines(),
        ),
        Seed::new(
            "jax_tiny_prefill_scan_seq128",
            read("jax/jax_tiny_prefill_scan_seq128.generic.mlir")?,
            model_pipelines(""),
        )
        .with_flags(&["--allow-unregistered-dialect"]),
        // Chunk stores, chunk detaches and chunk prefetches with and
        // without a base, for every pass that reads planned IR.
        Seed::new("chunked schedule", CHUNKED, planned_pipelines()),
        Seed::new("fsdp_mlp, sharded", FSDP, sharded_pipelines()),
        Seed::new("ep_moe, sharded", EP, sharded_pipelines()),
        Seed::new("fsdp_train, sharded", FSDP_TRAIN, sharded_pipelines()),
        Seed::new("pp_stage, sharded", PP, sharded_pipelines()),
        Seed::new("rooted_step, sharded", ROOTED, sharded_pipelines()),
        Seed::new("rooted_order, sharded", ROOTED_ORDER, sharded_pipelines()),
    ])
}

/// The pipelines for the tiny model as offload-place leaves it (a plan
/// attribute, no offload ops yet).
fn placed_pipelines() -> Vec<Vec<String>> {
    vec![
        vec!["--offload-insert".into()],
        vec![
            "--offload-insert".into(),
            format!("--offload-verify=hw=gh200-c2c remote-args={TINY_WEIGHTS}"),
        ],
    ]
}

/// The pipelines for the tiny model with a dynamic sequence length: its
/// capacity, its lifetimes and its plan at fixed lengths.
fn dynamic_pipelines() -> Vec<Vec<String>> {
    vec![
        vec![format!(
            "--offload-capacity=hw=gh200-c2c budget=18MiB dim-max=64 dim-step=16 solver=heuristic min-bytes=16KiB remote-args={DYNSEQ_WEIGHTS}"
        )],
        vec!["--offload-lifetimes=dynamic-dim=64,1.1=+0".into()],
        vec![format!(
            "--offload-plan=hw=gh200-c2c solver=heuristic dynamic-dim=32 min-bytes=16KiB remote-args={DYNSEQ_WEIGHTS}"
        )],
    ]
}
