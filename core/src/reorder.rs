//! Execution-order optimization: a new order of a function's steps, within
//! the dependences, that lowers the peak or lets transfers hide.
//!
//! List scheduling over a sliding window of the original order: among the
//! ready steps (every dependence placed, at most `window` steps past the
//! first unplaced one), prefer one that would not stall (its prefetched
//! operands have arrived), then one that frees more device bytes than it
//! allocates (the most first), then the original order. Time advances with the cost model and a FIFO link per direction,
//! as in the simulator. The new order is kept only when it simulates faster
//! at a peak at most 1% higher, or with a lower peak at most 0.1% slower.
//!
//! Sinking ([`sink`]), the order a plan starts from: an op whose results
//! wait for a later use moves down to just before its first successor
//! where that holds fewer bytes at every step it passes.

use crate::{
    CostModel, Direction, Lifetimes, NodeId, NodeKind, TensorGraph, TensorId, TensorOrigin, Tier,
    simulate::simulate,
};

/// The reordered graph when it is better, with the new order (`order[i]`
/// is the original step now at position `i`).
pub struct Reordered {
    pub graph: TensorGraph,
    pub order: Vec<NodeId>,
}

/// Reorders `graph` within `deps` (`deps[s]`: steps that must come before
/// `s`, besides its tensor operands' definitions) and a window of `window`
/// steps. `None` when no better order was found.
pub fn reorder(
    graph: &TensorGraph,
    deps: &[Vec<NodeId>],
    cost: &CostModel,
    window: usize,
) -> Option<Reordered> {
    let order = list_schedule(graph, deps, cost, window.max(1));
    if order.iter().enumerate().all(|(i, &s)| i == s.index()) {
        return None;
    }
    let reordered = permute(graph, &order);
    let before = simulate(graph, cost).ok()?;
    let after = simulate(&reordered, cost).ok()?;
    // Faster at a peak at most 1% higher, or a lower peak at most 0.1%
    // slower.
    let faster = after.makespan_s < before.makespan_s - 1e-12
        && after.peak.bytes as f64 <= before.peak.bytes as f64 * 1.01;
    let smaller = after.peak.bytes < before.peak.bytes
        && after.makespan_s <= before.makespan_s * 1.001 + 1e-12;
    (faster || smaller).then_some(Reordered {
        graph: reordered,
        order,
    })
}

/// The graph with its nodes in `order` (results keep naming their node).
pub fn permute(graph: &TensorGraph, order: &[NodeId]) -> TensorGraph {
    let mut position = vec![NodeId::new(0); order.len()];
    for (i, &s) in NodeId::all(order.len()).zip(order) {
        position[s] = i;
    }
    let mut out = graph.clone();
    out.nodes = order.iter().map(|&s| graph.nodes[s].clone()).collect();
    for tensor in &mut out.tensors {
        if let TensorOrigin::Result { node, .. } = &mut tensor.origin {
            *node = position[*node];
        }
    }
    debug_assert!(
        out.validate().is_ok(),
        "a reorder broke a dependence: {:?}",
        out.validate()
    );
    out
}

/// The order that sinks ops toward their uses (`order[i]`: the original
/// step now at position `i`) and how many ops it moved down; `None` when
/// no op moves.
///
/// From the last op up, a compute op that reads a tensor moves down to
/// just before its first successor (an op that reads one of its results or
/// must follow it by `deps`, as [`reorder`] takes them) when
/// - the bytes its results would hold over the steps it passes exceed the
///   bytes of the operands it would then hold longer: those it reads last
///   (an argument the caller keeps, or a result, is held to the end anyway;
///   an argument in a tier it reads first has its prefetch move with it);
/// - and no step it spans rises above the highest of them, counted as the
///   plan's reference counts device bytes (an argument in a tier from its
///   first reader to its last): at its new place the op's own step holds
///   its operands, which may have been freed there before.
///
/// An op that reads no tensor (a constant) stays: it is the module's data,
/// which the lowered program keeps wherever the model counts it.
///
/// Optimizers are written this way: torch's AdamW computes each moment's
/// update, then the weight's decay, then the step that reads them, so a
/// decayed weight (the embedding's, the largest) waits through both
/// moments' chains; sunk, it is made right before the update.
pub fn sink(graph: &TensorGraph, deps: &[Vec<NodeId>]) -> Option<(Vec<NodeId>, usize)> {
    let n = graph.nodes.len();
    let preds = predecessors(graph, deps);
    let mut succs: Vec<Vec<NodeId>> = vec![Vec::new(); n];
    for (s, ps) in NodeId::all(n).zip(&preds) {
        for &p in ps {
            succs[p].push(s);
        }
    }
    // The readers of each storage tensor (through its views too).
    let mut readers: Vec<Vec<NodeId>> = vec![Vec::new(); graph.tensors.len()];
    for (s, node) in graph.nodes_with_ids() {
        for &t in &node.operands {
            let storage = graph.storage(t);
            if graph.def_step(t) != Some(s) && readers[storage].last() != Some(&s) {
                readers[storage].push(s);
            }
        }
    }
    let kept_to_end = graph.kept_to_end();
    let remote = graph.remote_copies();
    let footprint = |position: &[usize]| -> Vec<u64> {
        let mut change = vec![0i128; n + 1];
        for t in graph.tensor_ids() {
            let tensor = &graph.tensors[t];
            if tensor.alias_of.is_some() || remote[t] || tensor.bytes == 0 {
                continue;
            }
            let reads = readers[t].iter().map(|&u| position[u.index()]);
            let (first, last) = (reads.clone().min(), reads.max());
            let (start, end) = if graph.starts_off_device(t) {
                // Prefetched for its first reader, held to its last.
                match (first, last) {
                    (Some(first), Some(last)) => (first, last),
                    _ => continue,
                }
            } else {
                let start = graph.def_step(t).map_or(0, |d| position[d.index()]);
                let end = if kept_to_end[t] {
                    n - 1
                } else {
                    last.unwrap_or(start).max(start)
                };
                (start, end)
            };
            change[start] += i128::from(tensor.bytes);
            change[end + 1] -= i128::from(tensor.bytes);
        }
        let mut level = 0i128;
        change[..n]
            .iter()
            .map(|c| {
                level += c;
                u64::try_from(level).unwrap_or(0)
            })
            .collect()
    };
    let mut order: Vec<NodeId> = NodeId::all(n).collect();
    let mut position: Vec<usize> = (0..n).collect();
    let mut bytes = footprint(&position);
    let mut moved = 0;
    for x in NodeId::all(n).rev() {
        let node = &graph.nodes[x];
        // An op that reads no tensor (a constant) is the module's data,
        // which the lowered program keeps wherever the model counts it.
        if !matches!(node.kind, NodeKind::Compute) || node.operands.is_empty() {
            continue;
        }
        let Some(first) = succs[x].iter().map(|&s| position[s.index()]).min() else {
            continue;
        };
        let from = position[x.index()];
        // Right before its first successor, once it is out of the way.
        let to = first - 1;
        if to <= from {
            continue;
        }
        let held: u64 = node
            .results
            .iter()
            .filter(|&&t| graph.tensors[t].alias_of.is_none())
            .map(|&t| graph.tensors[t].bytes)
            .sum();
        let mut longer = 0u64;
        let mut seen: Vec<TensorId> = Vec::new();
        for &t in &node.operands {
            let storage = graph.storage(t);
            if seen.contains(&storage) || graph.def_step(t) == Some(x) || kept_to_end[storage] {
                continue;
            }
            seen.push(storage);
            let users = &readers[storage];
            let last = users.iter().map(|&u| position[u.index()]).max();
            let first_read = users.iter().map(|&u| position[u.index()]).min();
            let off_device = graph.starts_off_device(storage);
            // Read last here: held until the op's new step. An argument in
            // a tier read here first too is prefetched for this op alone,
            // and moves with it.
            if last == Some(from) && !(off_device && first_read == Some(from)) {
                longer += graph.tensors[storage].bytes;
            }
        }
        if longer >= held {
            continue;
        }
        // The op's own step, at its new place, holds its operands there:
        // the steps it spans may not rise above their highest.
        let mut again = position.clone();
        for &s in &order[from + 1..=to] {
            again[s.index()] -= 1;
        }
        again[x.index()] = to;
        let after = footprint(&again);
        let highest = |b: &[u64]| b[from..=to].iter().copied().max().unwrap_or(0);
        if highest(&after) > highest(&bytes) {
            continue;
        }
        order.remove(from);
        order.insert(to, x);
        position = again;
        bytes = after;
        moved += 1;
    }
    (moved > 0).then_some((order, moved))
}

/// Each step's predecessors: `deps`, the definitions of its operands (and
/// of the storage a view reads), and for a collective the collective before
/// it: every device of a group issues its collectives in one order, so no
/// order of ours may swap two (docs/semantics.md, "Collectives").
fn predecessors(graph: &TensorGraph, deps: &[Vec<NodeId>]) -> Vec<Vec<NodeId>> {
    let mut preds: Vec<Vec<NodeId>> = deps.to_vec();
    preds.resize(graph.nodes.len(), Vec::new());
    let mut last_collective = None;
    for (s, node) in graph.nodes_with_ids() {
        if node.collective.is_some() {
            preds[s].extend(last_collective.replace(s));
        }
        for &t in node
            .operands
            .iter()
            .chain(node.kind.tensors().collect::<Vec<_>>().iter())
        {
            for source in [Some(t), graph.tensors[t].alias_of].into_iter().flatten() {
                if let Some(d) = graph.def_step(source)
                    && d != s
                {
                    preds[s].push(d);
                }
            }
        }
    }
    preds
}

fn list_schedule(
    graph: &TensorGraph,
    deps: &[Vec<NodeId>],
    cost: &CostModel,
    window: usize,
) -> Vec<NodeId> {
    let n = graph.nodes.len();
    // Predecessors: explicit dependences and the definitions of operands.
    let preds = predecessors(graph, deps);
    let lifetimes = Lifetimes::compute(graph);
    let mut remaining_uses: Vec<usize> = lifetimes
        .tensors
        .iter()
        .map(|l| l.as_ref().map_or(0, |l| l.use_steps.len()))
        .collect();
    let kept: Vec<bool> = lifetimes
        .tensors
        .iter()
        .map(|l| l.as_ref().is_some_and(|l| l.is_result || l.is_argument))
        .collect();
    let mut placed = vec![false; n];
    let mut unplaced_preds: Vec<usize> = preds.iter().map(|p| p.len()).collect();
    let mut succs: Vec<Vec<NodeId>> = vec![Vec::new(); n];
    for (s, ps) in NodeId::all(n).zip(&preds) {
        for &p in ps {
            succs[p].push(s);
        }
    }
    // Arrival time of each prefetched tensor once its prefetch is placed.
    let mut arrives = vec![0.0f64; graph.tensors.len()];
    let mut stored_at = vec![0.0f64; graph.tensors.len()];
    let (mut clock, mut h2d_free, mut d2h_free) = (0.0f64, 0.0f64, 0.0f64);
    let mut order = Vec::with_capacity(n);
    let mut first_unplaced = NodeId::new(0);
    while order.len() < n {
        while first_unplaced < graph.end() && placed[first_unplaced] {
            first_unplaced += 1;
        }
        let horizon = NodeId::new(first_unplaced.index().saturating_add(window).min(n));
        let pick = NodeId::until(first_unplaced, horizon)
            .filter(|&s| !placed[s] && unplaced_preds[s] == 0)
            .min_by(|&a, &b| {
                let key = |s: NodeId| {
                    let node = &graph.nodes[s];
                    let stalls = node
                        .operands
                        .iter()
                        .any(|&t| arrives[graph.storage(t)] > clock + 1e-15);
                    let allocated: i128 = node
                        .results
                        .iter()
                        .map(|&t| graph.tensors[t].bytes as i128)
                        .sum();
                    let freed: i128 = node
                        .operands
                        .iter()
                        .map(|&t| graph.storage(t))
                        .filter(|&t| remaining_uses[t] == 1 && !kept[t])
                        .map(|t| graph.tensors[t].bytes as i128)
                        .sum();
                    // Only a step that frees more than it allocates jumps
                    // the original order (and the one freeing most first).
                    let net = allocated - freed;
                    (stalls, net >= 0, net.min(0))
                };
                key(a).cmp(&key(b)).then(a.cmp(&b))
            })
            // The first unplaced step is always ready once its predecessors
            // (all earlier) are placed.
            .unwrap_or(first_unplaced);
        placed[pick] = true;
        order.push(pick);
        for &t in &graph.nodes[pick].operands {
            let storage = graph.storage(t);
            remaining_uses[storage] = remaining_uses[storage].saturating_sub(1);
        }
        for &s in &succs[pick] {
            unplaced_preds[s] -= 1;
        }
        let node = &graph.nodes[pick];
        match node.kind {
            NodeKind::Compute => {
                let start = node
                    .operands
                    .iter()
                    .map(|&t| arrives[graph.storage(t)])
                    .fold(clock, f64::max);
                clock = start + cost.op_time(node);
            }
            NodeKind::Store {
                tensor,
                remote,
                tier,
                chunk,
                ..
            } => {
                let bytes = chunk.map_or(graph.tensors[graph.storage(tensor)].bytes, |c| c.bytes);
                let start = clock.max(d2h_free);
                d2h_free = start + transfer(cost, bytes, tier, Direction::DeviceToHost);
                stored_at[remote] = d2h_free;
            }
            NodeKind::Prefetch {
                remote,
                tensor,
                chunk,
                ..
            } => {
                let bytes = chunk.map_or(graph.tensors[tensor].bytes, |c| c.bytes);
                let tier = remote_tier(graph, remote).unwrap_or(Tier::Host);
                let start = clock.max(h2d_free).max(stored_at[remote]);
                h2d_free = start + transfer(cost, bytes, tier, Direction::HostToDevice);
                let storage = graph.storage(tensor);
                arrives[storage] = arrives[storage].max(h2d_free);
            }
            NodeKind::Detach { .. } | NodeKind::Resident { .. } => {}
        }
    }
    order
}

fn transfer(cost: &CostModel, bytes: u64, tier: Tier, direction: Direction) -> f64 {
    cost.transfer_time(bytes, tier, direction).unwrap_or(0.0)
}

/// The tier of the store or resident op that made `remote`.
fn remote_tier(graph: &TensorGraph, remote: TensorId) -> Option<Tier> {
    let TensorOrigin::Result { node, .. } = graph.tensors[remote].origin else {
        return None;
    };
    match graph.nodes[node].kind {
        NodeKind::Store { tier, .. } | NodeKind::Resident { tier, .. } => Some(tier),
        _ => None,
    }
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::testing::GraphBuilder;
    use crate::testing::round_cost_model as cost;

    #[test]
    fn a_stalled_prefetch_is_hidden_behind_independent_work() {
        // x (1000 B) is stored (1 ms) and detached, then prefetched (1 ms)
        // right before its use y: y stalls 1 ms. z (2 ms of work) does not
        // depend on x: run first, it hides the prefetch.
        let mut g = GraphBuilder::new("stall");
        let a = g.arg(10);
        let x = g.timed_op("x", &[a], 1000, 1e6);
        let r = g.store(x, Tier::Host);
        g.detach(x, r);
        let w = g.timed_op("wait", &[a], 10, 2e6);
        let x2 = g.prefetch(r, 1000);
        let y = g.timed_op("y", &[x2, w], 10, 1e6);
        let z = g.timed_op("z", &[a], 10, 2e6);
        g.result(y);
        g.result(z);
        let graph = g.finish();
        let cost = cost();
        let before = simulate(&graph, &cost).unwrap();
        assert!(before.stall_s > 0.9e-3, "stall {}", before.stall_s);
        let reordered = reorder(&graph, &vec![Vec::new(); graph.nodes.len()], &cost, 8)
            .expect("a better order");
        let after = simulate(&reordered.graph, &cost).unwrap();
        assert!(after.stall_s < 1e-12, "stall {}", after.stall_s);
        assert!(after.makespan_s < before.makespan_s);
        // z (step 6) now runs before y (step 5).
        let pos = |s: NodeId| reordered.order.iter().position(|&o| o == s).unwrap();
        assert!(pos(NodeId(6)) < pos(NodeId(5)), "{:?}", reordered.order);
    }

    #[test]
    fn a_decay_of_a_weight_in_the_tier_sinks_to_its_update_and_nothing_else_moves() {
        // AdamW's order: the weight's decay d (of p, in the tier) is made
        // before the moment chain m1..m3 and waits for the update u.
        let mut g = GraphBuilder::new("adamw");
        let p = g.arg_in(1000, Tier::Host);
        let grad = g.donated_arg(1000);
        let d = g.op("decay", &[p], 1000);
        let m1 = g.op("m1", &[grad], 1000);
        let m2 = g.op("m2", &[m1, grad], 1000);
        // An op reading a tensor for the last time and making fewer bytes
        // than it holds: sunk, it would hold the tensor longer.
        let small = g.op("norm", &[m1], 10);
        let m3 = g.op("m3", &[m2], 1000);
        let u = g.op("update", &[d, m3, small], 1000);
        g.result(u);
        let graph = g.finish();
        let deps = vec![Vec::new(); graph.nodes.len()];
        let (order, moved) = sink(&graph, &deps).expect("the decay sinks");
        assert_eq!(moved, 1);
        let names: Vec<&str> = order.iter().map(|&s| graph.nodes[s].op.as_str()).collect();
        assert_eq!(names, ["m1", "m2", "norm", "m3", "decay", "update"]);
        // The peak falls by the decay's bytes held over the chain.
        let sunk = permute(&graph, &order);
        let (before, after) = (Lifetimes::compute(&graph), Lifetimes::compute(&sunk));
        // Before: grad, decay, m1 and m2 at m2 (p in the tier is not counted).
        assert_eq!(before.peak.bytes, 4000);
        assert!(after.peak.bytes < before.peak.bytes, "{}", after.peak.bytes);
        // A dependence beyond the operands stops it at that successor.
        let mut deps = vec![Vec::new(); graph.nodes.len()];
        deps[3].push(NodeId(0));
        let (order, _) = sink(&graph, &deps).expect("the decay sinks as far as norm");
        let names: Vec<&str> = order.iter().map(|&s| graph.nodes[s].op.as_str()).collect();
        assert_eq!(names, ["m1", "m2", "decay", "norm", "m3", "update"]);
        // Nothing to sink in a chain.
        assert_eq!(sink(&graph_chain(), &[vec![], vec![]]), None);
    }

    #[test]
    fn collectives_keep_their_order() {
        // The all-gather of w waits for nothing and its result is used
        // last; the all-reduce of x comes first in the program. Sinking
        // would move the all-gather past the all-reduce: it may not.
        use crate::CollectiveKind::{AllGather, AllReduce};
        let mut g = GraphBuilder::new("collectives");
        let w = g.arg(10);
        let gathered = g.collective(AllGather, 2, &[w], 1000);
        let x = g.timed_op("x", &[w], 10, 1e6);
        let reduced = g.collective(AllReduce, 2, &[x], 10);
        let y = g.timed_op("y", &[reduced, gathered], 10, 1e6);
        g.result(y);
        let graph = g.finish();
        let deps = vec![Vec::new(); graph.nodes.len()];
        let order = sink(&graph, &deps).map_or_else(
            || NodeId::all(graph.nodes.len()).collect::<Vec<_>>(),
            |(order, _)| order,
        );
        let position = |op: &str| order.iter().position(|&s| graph.nodes[s].op == op);
        assert!(position("all_gather") < position("all_reduce"), "{order:?}");
    }

    fn graph_chain() -> TensorGraph {
        let mut g = GraphBuilder::new("chain");
        let a = g.arg(10);
        let b = g.timed_op("b", &[a], 100, 1e6);
        let c = g.timed_op("c", &[b], 100, 1e6);
        g.result(c);
        g.finish()
    }

    #[test]
    fn dependences_are_kept_and_a_useless_reorder_is_refused() {
        let mut g = GraphBuilder::new("chain");
        let a = g.arg(10);
        let b = g.timed_op("b", &[a], 100, 1e6);
        let c = g.timed_op("c", &[b], 100, 1e6);
        g.result(c);
        let graph = g.finish();
        assert!(reorder(&graph, &[vec![], vec![]], &cost(), 8).is_none());
    }
}
