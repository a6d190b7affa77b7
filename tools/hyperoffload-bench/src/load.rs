//! Loading a model once: parse the file with MLIR and extract the tensor
//! graph of its largest function (the graph is plain Rust; the MLIR context
//! is dropped afterwards).

use std::time::Instant;

use hyperoffload_core::{TensorGraph, TensorId};
use hyperoffload_passes::{
    extract::{ExtractOptions, extract},
    ir::{collect_ops, op_name},
};
use melior::{
    Context,
    ir::{RegionLike, operation::OperationLike},
};

use crate::args::ModelSpec;

/// A model's graph, ready to plan.
pub struct LoadedModel {
    pub spec: ModelSpec,
    pub graph: TensorGraph,
    /// Functions with a body in the file.
    pub functions: usize,
    /// Parse and extraction time, seconds.
    pub load_s: f64,
    /// Returned tensors the caller accepts in the tier (`results` option).
    pub returnable: Vec<TensorId>,
}

/// A context with every upstream dialect and the offload dialect, loaded.
pub fn context() -> Context {
    let context = hyperoffload_passes::context();
    context.load_all_available_dialects();
    context
}

/// Parses `spec.path` and extracts its largest function (most nodes).
pub fn load(context: &Context, spec: &ModelSpec) -> Result<LoadedModel, String> {
    let started = Instant::now();
    let path = &spec.path;
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read model '{}': {e}", path.display()))?;
    let module = hyperoffload_shim::parse_module(context, &text, &path.display().to_string())
        .ok_or_else(|| format!("model '{}' does not parse as MLIR", path.display()))?;
    let options = ExtractOptions {
        remote_args: spec.remote.clone(),
        donate_args: spec.donate,
        ..ExtractOptions::default()
    };
    let functions: Vec<_> = collect_ops(module.as_operation(), |op| op_name(op) == "func.func")
        .into_iter()
        .filter(|f| f.region(0).is_ok_and(|r| r.first_block().is_some()))
        .collect();
    let mut best: Option<(TensorGraph, Vec<Option<TensorId>>)> = None;
    let mut errors = Vec::new();
    for function in &functions {
        match extract(*function, &options) {
            Ok(extracted) => {
                if best
                    .as_ref()
                    .is_none_or(|b| extracted.graph.nodes.len() > b.0.nodes.len())
                {
                    best = Some((extracted.graph, extracted.results));
                }
            }
            Err(e) => errors.push(format!("{}: {}", e.location, e.message)),
        }
    }
    let (graph, results) = best.ok_or_else(|| {
        format!(
            "model '{}': no function could be extracted{}",
            path.display(),
            if errors.is_empty() {
                " (no func.func with a body)".to_owned()
            } else {
                format!(": {}", errors.join("; "))
            }
        )
    })?;
    let returnable = if spec.results {
        results
            .into_iter()
            .flatten()
            .filter(|&t| graph.tensors[t].alias_of.is_none())
            .collect()
    } else {
        Vec::new()
    };
    Ok(LoadedModel {
        spec: spec.clone(),
        returnable,
        graph,
        functions: functions.len(),
        load_s: started.elapsed().as_secs_f64(),
    })
}
