//! `--record`: the ops of models, each distinct shape signature timed once
//! on the device, as a performance record (`perf-record=`).
//!
//! A model is read the way the planner reads it: parsed, made per-device
//! (`offload-per-device`), and every function with a body extracted into
//! the core graph. A matrix op runs as a GEMM of its dimensions, any other
//! op as a streaming kernel over its bytes that does its flops.

use std::{collections::BTreeSet, path::Path};

use hyperoffload_core::{MeasuredOp, Node, NodeKind, OpWork, TensorGraph};
use hyperoffload_passes::{
    extract::{ExtractOptions, extract},
    ir::{collect_ops, op_name},
};
use melior::{
    Context,
    ir::{RegionLike, operation::OperationLike},
};

use crate::device::{Device, MatrixType};

/// One op to time: the first node of its signature.
pub struct Op {
    pub signature: String,
    /// Its work, one kernel.
    pub work: OpWork,
    /// A matrix op's `M x N x K`, from its result's type and its flops.
    pub dims: Option<(usize, usize, usize)>,
    /// For a loop or a call: the kernels its body runs, with their counts.
    pub kernels: Vec<(OpWork, u64)>,
}

/// The distinct compute ops of the models, in the order first met.
pub fn ops(models: &[impl AsRef<Path>]) -> Result<Vec<Op>, String> {
    if models.is_empty() {
        return Ok(Vec::new());
    }
    let context = hyperoffload_passes::context();
    context.load_all_available_dialects();
    // JAX's exports carry ops of dialects MLIR does not have.
    context.set_allow_unregistered_dialects(true);
    let mut seen = BTreeSet::new();
    let mut ops = Vec::new();
    for model in models {
        for graph in graphs(&context, model.as_ref())? {
            for node in &graph.nodes {
                if timed(node) && seen.insert(node.signature.clone()) {
                    ops.push(Op {
                        signature: node.signature.clone(),
                        work: node.work,
                        dims: matrix_dims(&graph, node),
                        kernels: node.kernels.clone(),
                    });
                }
            }
        }
    }
    Ok(ops)
}

/// Whether a node runs a kernel on the compute stream: a compute op that
/// does work, not a collective (it runs on the fabric) nor a view.
fn timed(node: &Node) -> bool {
    matches!(node.kind, NodeKind::Compute)
        && node.collective.is_none()
        && (node.work.flops > 0.0 || node.work.bytes > 0.0 || !node.kernels.is_empty())
}

/// The graphs of every function with a body in `path`.
fn graphs(context: &Context, path: &Path) -> Result<Vec<TensorGraph>, String> {
    let shown = path.display();
    // A sharded program is timed as the program one device runs.
    let module = hyperoffload_passes::read_per_device(context, path)?;
    let functions = collect_ops(module.as_operation(), |op| op_name(op) == "func.func");
    let mut graphs = Vec::new();
    let mut errors = Vec::new();
    for function in functions {
        if !function.region(0).is_ok_and(|r| r.first_block().is_some()) {
            continue;
        }
        match extract(function, &ExtractOptions::default()) {
            Ok(extracted) => graphs.push(extracted.graph),
            Err(e) => errors.push(format!("{}: {}", e.location, e.message)),
        }
    }
    match (graphs.is_empty(), errors.is_empty()) {
        (true, true) => Err(format!("model '{shown}' has no func.func with a body")),
        (true, false) => Err(format!(
            "model '{shown}': no function could be read: {}",
            errors.join("; ")
        )),
        (false, _) => {
            // A function the planner cannot read either is left out of the
            // record, and the others are timed.
            for error in errors {
                eprintln!("hyperoffload-calibrate: not timed: {error}");
            }
            Ok(graphs)
        }
    }
}

/// `M x N x K` of a matrix op. The graph keeps its result's type and its
/// flops, which extraction counts as `2 x result elements x K` for every
/// contraction and convolution: N is the result's last dimension, M the
/// product of the others (batch dimensions included), K what the flops
/// leave. `None` for other ops, and where the result's shape is not static.
fn matrix_dims(graph: &TensorGraph, node: &Node) -> Option<(usize, usize, usize)> {
    if !node.work.matrix || node.work.flops <= 0.0 {
        return None;
    }
    let result = &graph.tensors[*node.results.first()?];
    let dims = static_dims(&result.ty)?;
    let (n, rest) = match dims.split_last() {
        Some((&last, rest)) => (last, rest),
        None => (1, &[][..]),
    };
    let m: u64 = rest.iter().product();
    let (m, n) = (m.max(1) as f64, n.max(1) as f64);
    let k = (node.work.flops / (2.0 * m * n)).round().max(1.0);
    Some((m as usize, n as usize, k as usize))
}

/// The dimensions of a ranked, static type as printed
/// (`tensor<2x128x64xf32>`); `None` for a dynamic or unranked one.
fn static_dims(ty: &str) -> Option<Vec<u64>> {
    let inner = ty.split_once('<')?.1.rsplit_once('>')?.0;
    // An encoding or a layout follows the element type after a comma.
    let shape = inner.split(',').next()?;
    let mut parts: Vec<&str> = shape.split('x').map(str::trim).collect();
    parts.pop()?;
    parts.iter().map(|d| d.parse::<u64>().ok()).collect()
}

/// Ops of at least this many flops and bytes together are timed with one
/// run after the warm-up, those of a tenth of it with three, smaller ones
/// with five: the record of a large model is not dominated by its largest
/// GEMMs run again and again.
const LARGE_WORK: f64 = 1e10;

/// The time of one run of each op on `device`, seconds.
pub fn time(ops: &[Op], device: &dyn Device) -> Result<Vec<MeasuredOp>, String> {
    ops.iter()
        .map(|op| {
            let seconds = if op.kernels.is_empty() {
                kernel_seconds(device, &op.work, op.dims)?
            } else {
                let mut sum = 0.0;
                for (work, count) in &op.kernels {
                    sum += *count as f64 * kernel_seconds(device, work, None)?;
                }
                sum
            };
            Ok(MeasuredOp {
                signature: op.signature.clone(),
                seconds,
            })
        })
        .collect()
}

/// One kernel of `work`: a GEMM of `dims` (or, without them, of the cube
/// of its flops) for matrix work, else a streaming kernel over its bytes.
fn kernel_seconds(
    device: &dyn Device,
    work: &OpWork,
    dims: Option<(usize, usize, usize)>,
) -> Result<f64, String> {
    let size = work.flops.max(0.0) + work.bytes.max(0.0);
    let runs = match size {
        s if s >= LARGE_WORK => 1,
        s if s >= LARGE_WORK / 10.0 => 3,
        _ => 5,
    };
    if !work.matrix || work.flops <= 0.0 {
        return device.streaming_seconds(work.bytes, work.flops, runs);
    }
    let dims = dims.unwrap_or_else(|| {
        let side = (work.flops / 2.0).cbrt().round().max(1.0) as usize;
        (side, side, side)
    });
    let ty = if matches!(work.element_bytes, 1..=2) {
        MatrixType::Half
    } else {
        MatrixType::F32
    };
    device.gemm_seconds(ty, dims, runs)
}
