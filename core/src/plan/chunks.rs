//! Chunked transfers: a tensor larger than the chunk size moves in parts,
//! each planned on its own, so that part of it can leave for a gap too
//! short for all of it, and transfers interleave at the chunk's grain (the
//! grain [`bound`](super::bound) assumes).
//!
//! The solvers plan chunks as tensors: [`Chunking::of`] splits each such
//! tensor into chunks that its defining op makes together and that every
//! use of it (or of a view of it) reads together. The model, the solvers,
//! the bound and the judge then run unchanged on that graph, and
//! [`Chunking::plan_of`] maps the chosen plan back to the function's
//! tensors, each plan of a chunk naming its bytes ([`TensorPlan::chunk`]).
//! The edits materialize it with chunk stores, detaches of the chunks and
//! chunk prefetches into the buffer the chunk left, which is the same
//! schedule: the judge's figures on the split graph are the checker's on
//! the function (tested).
//!
//! Split are the tensors that chunks let move where whole they cannot: a
//! tensor on the device that may leave and come back (a result of an op or
//! a donated argument; not returned, not read by an op that may alias it,
//! of whole-byte elements) with an idle gap too short to store and prefetch
//! all of it but long enough for a chunk.
//!
//! Arguments in a tier come in whole. Streamed chunk by chunk into a buffer
//! the first chunk makes (which the ops, the checker and the lowering
//! support, for plans given to `offload-place`), the mandatory prefetches
//! are placed chunk by chunk, and on the Llama-2-7B-shaped prefill over
//! PCIe (h200-pcie5) the plan rose from 3.0 to 7.8 GiB at the same
//! makespan.
//! Other tensors move whole: splitting them adds candidates, not reach.

use std::collections::HashMap;

use super::{Plan, TensorPlan};
use crate::{Chunk, CostModel, Direction, Lifetimes, TensorGraph, TensorId, TensorOrigin, Tier};

/// A function's graph with its large tensors split into chunks.
pub(super) struct Chunking {
    /// The split graph: chunk 0 of a tensor keeps its id, the others are
    /// appended.
    pub graph: TensorGraph,
    /// Per tensor of `graph` that is a chunk: the tensor of the function
    /// and the chunk's bytes.
    parts: Vec<Option<(TensorId, Chunk)>>,
    /// How many tensors were split.
    pub split: usize,
}

impl Chunking {
    /// `graph` with the tensors chunks help ([module docs](self)) split
    /// into chunks of `chunk_bytes` (the last one shorter); `None` when no
    /// tensor is (or `chunk_bytes` is 0).
    pub fn of(
        graph: &TensorGraph,
        lifetimes: &Lifetimes,
        cost: &CostModel,
        tier: Tier,
        chunk_bytes: u64,
    ) -> Option<Chunking> {
        if chunk_bytes == 0 {
            return None;
        }
        let returned = graph.returned_storage();
        // When each step ends, from the function's entry.
        let mut end_s = Vec::with_capacity(graph.nodes.len());
        let mut clock = 0.0;
        for node in &graph.nodes {
            clock += cost.op_time(node);
            end_s.push(clock);
        }
        let round_trip = |bytes: u64| {
            let d2h = cost.transfer_time(bytes, tier, Direction::DeviceToHost);
            let h2d = cost.transfer_time(bytes, tier, Direction::HostToDevice);
            d2h.ok().zip(h2d.ok()).map(|(d, h)| d + h)
        };
        let mut out = graph.clone();
        let mut parts: Vec<Option<(TensorId, Chunk)>> = vec![None; graph.tensors.len()];
        // Per split tensor: its chunks after the first.
        let mut more: HashMap<TensorId, Vec<TensorId>> = HashMap::new();
        for (t, tensor) in graph.tensors_with_ids() {
            let fits = tensor.alias_of.is_none()
                && tensor.offloadable
                && !tensor.may_be_aliased
                && !returned[t]
                && tensor.element_bytes > 0
                && chunk_bytes.is_multiple_of(tensor.element_bytes)
                && tensor.bytes > chunk_bytes;
            let Some(lifetime) = lifetimes.tensors[t].as_ref().filter(|_| fits) else {
                continue;
            };
            let gaps = lifetime.idle_gaps.iter().filter(|gap| gap.from.is_some());
            let split = match tensor.origin {
                TensorOrigin::Argument { tier: Some(_), .. } => false,
                TensorOrigin::Argument { tier: None, .. } if !tensor.donated => false,
                _ => {
                    let (Some(whole), Some(part)) =
                        (round_trip(tensor.bytes), round_trip(chunk_bytes))
                    else {
                        continue;
                    };
                    gaps.filter_map(|gap| Some((gap.from?, gap.to)))
                        .any(|(from, to)| {
                            let seconds = end_s[to - 1] - end_s[from];
                            part <= seconds && seconds < whole
                        })
                }
            };
            if !split {
                continue;
            }
            out.tensors[t].bytes = chunk_bytes;
            parts[t] = Some((
                t,
                Chunk {
                    start: 0,
                    bytes: chunk_bytes,
                },
            ));
            let mut start = chunk_bytes;
            while start < tensor.bytes {
                let chunk = Chunk {
                    start,
                    bytes: chunk_bytes.min(tensor.bytes - start),
                };
                let id = TensorId::new(out.tensors.len());
                out.tensors.push(crate::Tensor {
                    name: format!("{}.at{start}", tensor.name),
                    bytes: chunk.bytes,
                    ..tensor.clone()
                });
                parts.push(Some((t, chunk)));
                more.entry(t).or_default().push(id);
                start = chunk.end();
            }
        }
        if more.is_empty() {
            return None;
        }
        for node in &mut out.nodes {
            let chunks_of = |t: &TensorId| more.get(t).into_iter().flatten().copied();
            node.results = node
                .results
                .iter()
                .flat_map(|r| std::iter::once(*r).chain(chunks_of(r)))
                .collect();
            // A use of the tensor, or of a view of it, reads every chunk.
            let mut operands = Vec::with_capacity(node.operands.len());
            for &operand in &node.operands {
                for t in std::iter::once(operand).chain(chunks_of(&graph.storage(operand))) {
                    if !operands.contains(&t) {
                        operands.push(t);
                    }
                }
            }
            node.operands = operands;
        }
        debug_assert!(out.validate().is_ok(), "{:?}", out.validate());
        Some(Chunking {
            graph: out,
            split: more.len(),
            parts,
        })
    }

    /// `plan` (of the split graph) as a plan of the function: a chunk's plan
    /// names its tensor and its bytes.
    pub fn plan_of(&self, plan: &Plan) -> Plan {
        Plan {
            tensors: plan
                .tensors
                .iter()
                .map(|tp| match self.parts[tp.tensor] {
                    None => tp.clone(),
                    Some((tensor, chunk)) => TensorPlan {
                        tensor,
                        chunk: Some(chunk),
                        ..tp.clone()
                    },
                })
                .collect(),
            placed: plan.placed.clone(),
        }
    }
}
