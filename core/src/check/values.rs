//! Which tensors hold the same values, for the recomputation rule of pass 1:
//! a clone (`offload.recompute`) must compute what an earlier op computed,
//! which holds when that op has its name, attributes and regions (the same
//! [`Node::identity`]), is pure, and read the same values.
//!
//! Same values, as the rules walk the nodes in program order: a tensor and
//! itself; a remote copy a whole store made of a value, or that a whole
//! resident op names for it, and that value; a whole prefetch of such a
//! copy and the copy (so chains of stores and prefetches hold one value);
//! and the results of a pure op (or a view op) of a known identity and of
//! an earlier one of the same identity on the same values, result by
//! result (so a clone's results hold its original's, and the clones of a
//! chain are proven one after another). Each tensor keeps one canonical
//! value: the earliest tensor known to hold the same values.

use std::collections::HashMap;

use crate::graph::{Node, NodeId, TensorGraph, TensorId};

/// What an op computes, in terms of the values it reads: two nodes with the
/// same key compute the same values, result by result.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Computation {
    op: String,
    identity: u64,
    /// The canonical values of its operands, in order.
    operands: Vec<TensorId>,
    /// Its results' types, in order. Not their bytes: a result written in
    /// place into its init holds no bytes of its own, and whether it is
    /// depends on the init's other readers, not on the values computed.
    results: Vec<String>,
}

/// Why a clone does not compute what any earlier op computed.
pub(super) enum Unproven {
    /// Not pure: running it again may not give the same values.
    NotPure,
    /// Its identity is not known: no earlier op is known to compute the
    /// same apart from its operands.
    UnknownIdentity,
    /// No earlier op with its name and identity reads the same values.
    Unmatched {
        /// The clone's operand that differs from the nearest candidate's.
        operand: Option<TensorId>,
        /// What differs, for the message.
        reason: String,
    },
}

/// The canonical value of each tensor so far, and the computations of the
/// pure ops so far.
pub(super) struct Values {
    /// Per tensor: the earliest tensor known to hold the same values.
    canonical: Vec<TensorId>,
    /// Per computation: the results of the first node that made it.
    computed: HashMap<Computation, Vec<TensorId>>,
    /// Per op name and identity: the steps of the ops that are not clones
    /// (the candidates a message names the nearest of).
    originals: HashMap<(String, u64), Vec<NodeId>>,
}

impl Values {
    /// Every tensor its own value.
    pub(super) fn new(graph: &TensorGraph) -> Values {
        Values {
            canonical: (0..graph.tensors.len()).map(TensorId::new).collect(),
            computed: HashMap::new(),
            originals: HashMap::new(),
        }
    }

    fn of(&self, tensor: TensorId) -> TensorId {
        self.canonical[tensor]
    }

    /// `copy` holds the values of `of` from here on (a whole store or
    /// resident op made it, or a whole prefetch brought it back).
    pub(super) fn copied(&mut self, copy: TensorId, of: TensorId) {
        self.canonical[copy] = self.of(of);
    }

    /// A compute node at `step`: records what it computes when that is
    /// known, and, for a clone, proves that an earlier op computed the
    /// same (`Err` says why not).
    pub(super) fn compute(
        &mut self,
        graph: &TensorGraph,
        step: NodeId,
        node: &Node,
    ) -> Result<(), Unproven> {
        let known = (node.repeatable() || node.view) && node.identity != 0;
        if node.recompute && !node.repeatable() {
            return Err(Unproven::NotPure);
        }
        if node.recompute && node.identity == 0 {
            return Err(Unproven::UnknownIdentity);
        }
        if !known {
            return Ok(());
        }
        let computation = self.computation(graph, node);
        if let Some(earlier) = self.computed.get(&computation).cloned() {
            for (&result, &same) in node.results.iter().zip(&earlier) {
                self.canonical[result] = same;
            }
            return Ok(());
        }
        if !node.recompute {
            self.originals
                .entry((node.op.clone(), node.identity))
                .or_default()
                .push(step);
            self.computed.insert(computation, node.results.clone());
            return Ok(());
        }
        let nearest = self.nearest(graph, node);
        Err(self.unmatched(graph, node, nearest))
    }

    /// Of the earlier ops of `node`'s name and identity, the one that reads
    /// the same values in the most operand positions (the latest of those):
    /// most likely the op it was cloned from.
    fn nearest(&self, graph: &TensorGraph, node: &Node) -> Option<NodeId> {
        let candidates = self.originals.get(&(node.op.clone(), node.identity))?;
        let agreeing = |step: NodeId| {
            let theirs = &graph.nodes[step].operands;
            let same = node
                .operands
                .iter()
                .zip(theirs)
                .filter(|&(&mine, &theirs)| self.of(mine) == self.of(theirs))
                .count();
            (same, theirs.len() == node.operands.len(), step)
        };
        candidates
            .iter()
            .copied()
            .max_by_key(|&step| agreeing(step))
    }

    fn computation(&self, graph: &TensorGraph, node: &Node) -> Computation {
        Computation {
            op: node.op.clone(),
            identity: node.identity,
            operands: node.operands.iter().map(|&t| self.of(t)).collect(),
            results: node
                .results
                .iter()
                .map(|&t| graph.tensors[t].ty.clone())
                .collect(),
        }
    }

    /// Why the clone `node` does not compute what `nearest` (the nearest
    /// earlier op of its name and identity, if any) computed. Its results
    /// are then taken for the candidate's, when they match in shape, so
    /// that one wrong clone gives one error and not one more per clone of
    /// its chain after it.
    fn unmatched(&mut self, graph: &TensorGraph, node: &Node, nearest: Option<NodeId>) -> Unproven {
        let Some(nearest) = nearest else {
            return Unproven::Unmatched {
                operand: None,
                reason: format!("no earlier {} has its attributes and regions", node.op),
            };
        };
        let original = &graph.nodes[nearest];
        let same_results =
            self.computation(graph, original).results == self.computation(graph, node).results;
        if same_results {
            for (&result, &theirs) in node.results.iter().zip(&original.results) {
                self.canonical[result] = self.of(theirs);
            }
        }
        let name = |t: TensorId| &graph.tensors[t].name;
        if node.operands.len() != original.operands.len() {
            return Unproven::Unmatched {
                operand: None,
                reason: format!(
                    "it reads {} operands and step {nearest} reads {}",
                    node.operands.len(),
                    original.operands.len()
                ),
            };
        }
        let differs = node
            .operands
            .iter()
            .zip(&original.operands)
            .enumerate()
            .find(|&(_, (&mine, &theirs))| self.of(mine) != self.of(theirs));
        if let Some((k, (&mine, &theirs))) = differs {
            return Unproven::Unmatched {
                operand: Some(mine),
                reason: format!(
                    "its operand #{k} is {}, not a copy of {} (operand #{k} of step {nearest})",
                    name(mine),
                    name(theirs)
                ),
            };
        }
        Unproven::Unmatched {
            operand: None,
            reason: format!("its results differ in number or type from those of step {nearest}"),
        }
    }
}
