//! Where the layers of a model begin, for the markers of the compute row.
//!
//! A LLaMA export takes its weights as arguments, layer by layer: the same
//! norms and projections, with the same types, over and over. The longest
//! stretch of arguments whose types repeat with one period is cut into
//! blocks of that period, one per layer; a layer begins at the first
//! compute node that reads one of its block's arguments, on the device or
//! through a store and prefetch, a resident copy or a view.

use std::{collections::HashMap, ops::Range};

use crate::{NodeId, NodeKind, TensorGraph, TensorId, TensorOrigin};

/// The steps where the layers of a model begin, when its arguments come
/// layer by layer (a LLaMA export's norms and projections, repeated): the
/// longest stretch of arguments whose types repeat with one period, at
/// least twice and over at least half of the arguments, cut into blocks
/// of that period; each block's layer begins at the first compute node
/// that reads one of its arguments (on the device, or through a prefetch
/// or a view). Empty when the arguments do not repeat.
pub(super) fn layer_starts(graph: &TensorGraph) -> Vec<NodeId> {
    let mut arguments: Vec<(usize, TensorId)> = graph
        .tensors_with_ids()
        .filter_map(|(id, tensor)| match tensor.origin {
            TensorOrigin::Argument { index, .. } => Some((index, id)),
            TensorOrigin::Result { .. } => None,
        })
        .collect();
    arguments.sort_unstable();
    let types: Vec<&str> = arguments
        .iter()
        .map(|&(_, id)| graph.tensors[id].ty.as_str())
        .collect();
    let Some(blocks) = repeated_blocks(&types) else {
        return Vec::new();
    };
    let first_uses = first_compute_use_of_arguments(graph);
    blocks
        .into_iter()
        .filter_map(|block| {
            block
                .filter_map(|position| first_uses.get(&arguments[position].1).copied())
                .min()
        })
        .collect()
}

/// The longest stretch of `types` made of at least two blocks of one
/// period with the same types, covering at least half of them, as the
/// ranges of its blocks (the smallest period of equal coverage).
fn repeated_blocks(types: &[&str]) -> Option<Vec<Range<usize>>> {
    // (covered, first, period)
    let mut best: Option<(usize, usize, usize)> = None;
    for period in 1..=types.len() / 2 {
        let mut run_start = 0;
        for i in 0..=types.len() - period {
            let continues = i + period < types.len() && types[i] == types[i + period];
            if continues {
                continue;
            }
            // types[run_start..i] each equal the one a period later.
            let covered = (i - run_start + period) / period * period;
            if covered >= 2 * period && best.is_none_or(|(most, _, _)| covered > most) {
                best = Some((covered, run_start, period));
            }
            run_start = i + 1;
        }
    }
    let (covered, first, period) = best?;
    (2 * covered >= types.len()).then(|| {
        (first..first + covered)
            .step_by(period)
            .map(|start| start..start + period)
            .collect()
    })
}

/// For every argument, the first compute node that reads it, itself or
/// through a view, a store and prefetch, or a resident copy.
fn first_compute_use_of_arguments(graph: &TensorGraph) -> HashMap<TensorId, NodeId> {
    // The argument each tensor carries.
    let mut argument_of: HashMap<TensorId, TensorId> = HashMap::new();
    for (id, tensor) in graph.tensors_with_ids() {
        if matches!(tensor.origin, TensorOrigin::Argument { .. }) {
            argument_of.insert(id, id);
        }
    }
    let mut first_use = HashMap::new();
    for (step, node) in graph.nodes_with_ids() {
        match node.kind {
            NodeKind::Store { tensor, remote, .. } | NodeKind::Resident { tensor, remote, .. } => {
                if let Some(&argument) = argument_of.get(&tensor) {
                    argument_of.insert(remote, argument);
                }
            }
            NodeKind::Prefetch { remote, tensor, .. } => {
                if let Some(&argument) = argument_of.get(&remote) {
                    argument_of.insert(tensor, argument);
                }
            }
            NodeKind::Detach { .. } => {}
            NodeKind::Compute => {
                for &operand in &node.operands {
                    if let Some(&argument) = argument_of.get(&operand) {
                        first_use.entry(argument).or_insert(step);
                    }
                }
                for &result in &node.results {
                    let aliased = graph.tensors[result].alias_of;
                    if let Some(&argument) = aliased.and_then(|a| argument_of.get(&a)) {
                        argument_of.insert(result, argument);
                    }
                }
            }
        }
    }
    first_use
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::{graph::Tier, testing::GraphBuilder};

    /// `layers` layers of four ops, each reading its own two weights (types
    /// `w` and `b`) after an embedding argument.
    fn layered(layers: usize) -> (TensorGraph, Vec<NodeId>) {
        let mut g = GraphBuilder::new("forward");
        let embedding = g.arg(1 << 20);
        let weights: Vec<(TensorId, TensorId)> = (0..layers)
            .map(|_| (g.arg(1 << 20), g.arg(1 << 10)))
            .collect();
        let mut x = g.timed_op("embed", &[embedding], 1 << 20, 4.8e9);
        let mut starts = Vec::new();
        for &(w, b) in &weights {
            starts.push(g.next_step());
            x = g.timed_op("norm", &[x], 1 << 20, 4.8e9);
            x = g.timed_op("matmul", &[x, w], 1 << 20, 4.8e9);
            x = g.timed_op("add", &[x, b], 1 << 20, 4.8e9);
            x = g.timed_op("relu", &[x], 1 << 20, 4.8e9);
        }
        g.result(x);
        let mut graph = g.finish();
        graph.tensors[embedding].ty = "tensor<1000x8xf32>".into();
        for &(w, b) in &weights {
            graph.tensors[w].ty = "tensor<8x8xf32>".into();
            graph.tensors[b].ty = "tensor<8xf32>".into();
        }
        // Each layer begins where its first weight is read: the matmul.
        (graph, starts.into_iter().map(|s| s + 1).collect())
    }

    #[test]
    fn layers_begin_where_their_weights_are_first_read() {
        let (graph, expected) = layered(4);
        assert_eq!(layer_starts(&graph), expected);
        // Two layers are enough; one is not a repetition.
        let (graph, expected) = layered(2);
        assert_eq!(layer_starts(&graph), expected);
        assert_eq!(layer_starts(&layered(1).0), Vec::<NodeId>::new());
    }

    /// A model of three one-weight layers whose weights start in host, each
    /// prefetched before its layer, and the steps where the layers begin:
    /// the compute ops that read the prefetched copies.
    pub(in crate::plot) fn prefetched_layers() -> (TensorGraph, Vec<NodeId>) {
        let mut g = GraphBuilder::new("forward");
        let embedding = g.arg(1 << 20);
        let weights: Vec<TensorId> = (0..3).map(|_| g.arg_in(1 << 20, Tier::Host)).collect();
        let remotes: Vec<TensorId> = weights.iter().map(|&w| g.resident(w, Tier::Host)).collect();
        let mut x = g.timed_op("embed", &[embedding], 1 << 20, 4.8e9);
        let mut starts = Vec::new();
        for &r in &remotes {
            let w = g.prefetch(r, 1 << 20);
            x = g.timed_op("norm", &[x], 1 << 20, 4.8e9);
            starts.push(g.next_step());
            x = g.timed_op("matmul", &[x, w], 1 << 20, 4.8e9);
        }
        g.result(x);
        let mut graph = g.finish();
        graph.tensors[embedding].ty = "tensor<1000x8xf32>".into();
        for &w in &weights {
            graph.tensors[w].ty = "tensor<8x8xf32>".into();
        }
        (graph, starts)
    }

    #[test]
    fn layers_are_found_through_prefetches() {
        let (graph, expected) = prefetched_layers();
        assert_eq!(layer_starts(&graph), expected);
    }

    #[test]
    fn repeated_blocks_need_two_blocks_over_half_the_arguments() {
        let blocks = |types: &[&str]| repeated_blocks(types);
        assert_eq!(
            blocks(&[
                "ids", "e", "n", "w", "w", "n", "w", "w", "n", "w", "w", "out"
            ]),
            Some(vec![2..5, 5..8, 8..11])
        );
        // The smallest period of the longest stretch.
        assert_eq!(
            blocks(&["a", "b", "a", "b", "a", "b", "a", "b"])
                .unwrap()
                .len(),
            4
        );
        // Two equal ids are a repetition of too few arguments.
        assert_eq!(blocks(&["ids", "ids", "a", "b", "c", "d", "e"]), None);
        assert_eq!(blocks(&["a", "b", "c"]), None);
        assert_eq!(blocks(&[]), None);
    }
}
