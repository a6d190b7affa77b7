//! Loading a model once: parse the file with MLIR and extract the tensor
//! graph of its largest function (the graph is plain Rust; the MLIR context
//! is dropped afterwards).

use std::time::Instant;

use hyperoffload_core::{TensorGraph, TensorId};
use hyperoffload_passes::{
    extract::{ExtractOptions, extract, purity},
    ir::{collect_ops, op_name},
};
use melior::{
    Context,
    ir::{OperationRef, RegionLike, operation::OperationLike},
};

use crate::args::ModelSpec;

/// A model's graph, ready to plan.
pub struct LoadedModel {
    pub spec: ModelSpec,
    pub graph: TensorGraph,
    /// Its ops sunk toward their uses (`offload-plan`'s `sink=true`); each
    /// profile plans it where its link bound is lower
    /// (`plan::sunk_bounds`), as the pass does. `None`: no op moves.
    pub sunk: Option<Sunk>,
    /// Functions with a body in the file.
    pub functions: usize,
    /// Parse and extraction time, seconds.
    pub load_s: f64,
    /// Returned tensors the caller accepts in the tier (`results` option).
    pub returnable: Vec<TensorId>,
}

/// A model's ops sunk toward their uses.
pub struct Sunk {
    /// The graph in the new order, as `permute` makes it (the tensors keep
    /// their ids): what the choice weighs.
    pub permuted: TensorGraph,
    /// The graph extracted again from the IR with the ops moved, and the
    /// returned tensors the caller accepts in the tier among its tensors:
    /// what is planned, as `offload-plan` plans it.
    pub graph: TensorGraph,
    pub returnable: Vec<TensorId>,
    /// Ops moved down.
    pub moved: usize,
}

/// Sets the identity of every pure node from its op, as extraction does
/// for a body that holds clones: the checker compares a clone a plan places
/// with the op it computes again by it, and the bench checks plans on the
/// graph, not on the IR extracted again after the plan is applied.
fn identify(graph: &mut TensorGraph, ops: &[OperationRef]) {
    for (node, op) in graph.nodes.iter_mut().zip(ops) {
        if node.repeatable() {
            node.identity = purity::identity(op);
        }
    }
}

/// A context with every upstream dialect and the offload dialect, loaded,
/// that reads ops of other dialects too.
pub fn context() -> Context {
    let context = hyperoffload_passes::context();
    context.load_all_available_dialects();
    // JAX's exports (StableHLO) carry ops of dialects MLIR does not have,
    // as `--allow-unregistered-dialect` reads them.
    context.set_allow_unregistered_dialects(true);
    context
}

/// Parses `spec.path` and extracts its largest function (most nodes).
pub fn load(context: &Context, spec: &ModelSpec) -> Result<LoadedModel, String> {
    let started = Instant::now();
    let path = &spec.path;
    // A sharded program (JAX's Shardy or GSPMD form) is planned as its
    // per-device program, as `--offload-per-device` makes it; any other
    // module is left as it is.
    let module = hyperoffload_passes::read_per_device(context, path)?;
    let options = ExtractOptions {
        remote_args: spec.remote.clone(),
        donate_args: spec.donate,
        ..ExtractOptions::default()
    };
    let functions: Vec<_> = collect_ops(module.as_operation(), |op| op_name(op) == "func.func")
        .into_iter()
        .filter(|f| f.region(0).is_ok_and(|r| r.first_block().is_some()))
        .collect();
    type Best = (
        TensorGraph,
        Vec<Option<TensorId>>,
        Option<(TensorGraph, TensorGraph, Vec<Option<TensorId>>, usize)>,
    );
    let mut best: Option<Best> = None;
    let mut errors = Vec::new();
    for function in &functions {
        match extract(*function, &options) {
            Ok(mut extracted) => {
                if best
                    .as_ref()
                    .is_none_or(|b| extracted.graph.nodes.len() > b.0.nodes.len())
                {
                    identify(&mut extracted.graph, &extracted.ops);
                    // The sunk order as offload-plan plans it: the ops moved
                    // in the IR and the graph extracted again (where that
                    // fails, the pass reports it, and so does the bench).
                    let sunk = match hyperoffload_passes::sink_order(&extracted) {
                        None => None,
                        Some((order, moved)) => {
                            let permuted =
                                hyperoffload_core::reorder::permute(&extracted.graph, &order);
                            hyperoffload_passes::apply_order(&extracted, &order);
                            let mut sunk = extract(*function, &options).map_err(|e| {
                                format!(
                                    "model '{}': its ops sunk toward their uses do not extract again: {}: {}",
                                    path.display(),
                                    e.location,
                                    e.message
                                )
                            })?;
                            identify(&mut sunk.graph, &sunk.ops);
                            Some((permuted, sunk.graph, sunk.results, moved))
                        }
                    };
                    best = Some((extracted.graph, extracted.results, sunk));
                }
            }
            Err(e) => errors.push(format!("{}: {}", e.location, e.message)),
        }
    }
    let (graph, results, sunk) = best.ok_or_else(|| {
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
    let returnable = |graph: &TensorGraph, results: Vec<Option<TensorId>>| -> Vec<TensorId> {
        if !spec.results {
            return Vec::new();
        }
        results
            .into_iter()
            .flatten()
            .filter(|&t| graph.tensors[t].alias_of.is_none())
            .collect()
    };
    let sunk = sunk.map(|(permuted, sunk, results, moved)| Sunk {
        returnable: returnable(&sunk, results),
        permuted,
        graph: sunk,
        moved,
    });
    let returnable = returnable(&graph, results);
    Ok(LoadedModel {
        spec: spec.clone(),
        returnable,
        graph,
        sunk,
        functions: functions.len(),
        load_s: started.elapsed().as_secs_f64(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pure_nodes_carry_their_identity() {
        let path = std::env::temp_dir().join(format!("bench-identity-{}.mlir", std::process::id()));
        std::fs::write(
            &path,
            "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  %1 = arith.mulf %0, %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
",
        )
        .unwrap();
        let spec = crate::args::ModelSpec {
            path: path.clone(),
            name: "f".into(),
            remote: Default::default(),
            remote_text: None,
            donate: false,
            results: false,
            min_bytes: 0,
        };
        let model = load(&context(), &spec);
        let _ = std::fs::remove_file(&path);
        let graph = model.unwrap().graph;
        let pure: Vec<_> = graph.nodes.iter().filter(|n| n.pure).collect();
        assert_eq!(
            pure.len(),
            2,
            "{:?}",
            graph.nodes.iter().map(|n| &n.op).collect::<Vec<_>>()
        );
        assert!(pure.iter().all(|n| n.identity != 0));
        assert_ne!(pure[0].identity, pure[1].identity);
    }
}
