//! `offload-reorder`: execution-order optimization — moves data-independent
//! ops where that lowers the peak or lets a transfer hide.
//!
//! For every function: extract the tensor graph, add the dependences a
//! tensor graph does not show (non-tensor SSA values, uses inside regions,
//! ops that may have side effects kept in their order, a detach after every
//! use of its value), list-schedule within a window (core `reorder`), and
//! when the new order simulates better, move the ops in the IR. Run it
//! before `offload-plan` so the placement sees the new order, or after it to
//! hide the planned prefetches.
//!
//! Options: `hw`, `perf-record`, `window` (how far an op may move up), and
//! the extraction options. Guarantees: every op still follows the ops whose
//! values it uses; ops that upstream does not know to be free of memory
//! effects (`isMemoryEffectFree`) keep their relative order and no op
//! crosses them.

use hyperoffload_core::{
    CostModel, Lifetimes, NodeId, NodeKind, format_bytes,
    plan::{PlanRequest, sunk_bounds},
    reorder::{permute, reorder, sink},
    simulate,
    units::format_seconds,
};
use melior::ir::operation::{OperationLike, OperationRef};

use crate::{
    PassDef, PassResult,
    analysis::{
        CAPACITY, EXTRACT_OPTIONS, FUNCTIONS, HW, LINK_SHARE, PERF_RECORD, cost_model,
        extract_options, extract_or_fail, record_coverage, selected_functions,
    },
    extract::Extracted,
    ir::{self, collect_ops, op_name},
    options::{Key, OptionDef, PassOptions, option_table},
};

const WINDOW: Key<u64> = Key::unsigned(
    "window",
    "64",
    "How many steps past the first unscheduled one an op may be moved up",
);

const OPTIONS: &[OptionDef] = option_table![
    &[
        HW.def,
        PERF_RECORD.def,
        CAPACITY.def,
        LINK_SHARE.def,
        WINDOW.def
    ],
    &EXTRACT_OPTIONS,
    &[FUNCTIONS.def],
];

pub const PASS: PassDef = PassDef {
    flag: "offload-reorder",
    name: "OffloadReorder",
    summary: "Reorder independent ops where it lowers the peak or lets a transfer hide",
    description: "Execution-order optimization by list scheduling within a window: among the ops \
        whose dependences are met it prefers one that would not wait for a prefetch, then one that \
        frees more device memory than it allocates, then the original order. The new order is \
        kept when it simulates faster at a peak at most 1% higher, or with a lower peak at most \
        0.1% slower; a remark says what changed. Dependences include non-tensor values, uses in \
        regions, a detach after every use of its value, and the order of ops that may have side \
        effects, which no op crosses.",
    anchor: None,
    options: OPTIONS,
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let cost = cost_model(root, options)?;
    let extract = extract_options(options);
    let window = options.get(&WINDOW) as usize;
    for function in selected_functions(root, options)? {
        let extracted = extract_or_fail(function, &extract)?;
        record_coverage(function, &extracted.graph, &cost);
        let deps = dependences(&extracted);
        let Some(reordered) = reorder(&extracted.graph, &deps, &cost, window) else {
            continue;
        };
        let before = simulate(&extracted.graph, &cost).ok();
        let after = simulate(&reordered.graph, &cost).ok();
        move_ops(&extracted.ops, &reordered.order);
        let moved = reordered
            .order
            .iter()
            .enumerate()
            .filter(|(i, s)| *i != s.index())
            .count();
        if let (Some(b), Some(a)) = (before, after) {
            ir::remark(
                function.location(),
                &format!(
                    "reordered @{}: {moved} ops moved; makespan {} -> {}, peak {} -> {} (static peak {})",
                    extracted.graph.name,
                    format_seconds(b.makespan_s),
                    format_seconds(a.makespan_s),
                    format_bytes(b.peak.bytes),
                    format_bytes(a.peak.bytes),
                    format_bytes(Lifetimes::compute(&reordered.graph).peak.bytes),
                ),
            );
        }
    }
    Ok(())
}

/// The ops of the function `extracted` was made of, sunk toward their uses
/// (core [`sink`], within the same dependences as the list scheduling):
/// the new order and how many ops moved down. `None` where no op moves, or
/// where the function's graph has an op more than once (a loop counted by
/// iteration).
pub fn sink_order(extracted: &Extracted) -> Option<(Vec<NodeId>, usize)> {
    let ops = &extracted.ops;
    let distinct: std::collections::HashSet<_> = ops.iter().map(|op| op.to_raw().ptr).collect();
    if distinct.len() != ops.len() || ops.len() != extracted.graph.nodes.len() {
        return None;
    }
    sink(&extracted.graph, &dependences(extracted))
}

/// Puts the ops of the function `extracted` was made of in `order` (as
/// [`sink_order`] gives it); the function's graph is then to be extracted
/// again.
pub fn apply_order(extracted: &Extracted, order: &[NodeId]) {
    move_ops(&extracted.ops, order);
}

/// What sinking did to a function.
pub struct Sunk {
    /// Ops moved down.
    pub moved: usize,
    /// The link bound of the input's order and of the sunk one.
    pub bounds: (u64, u64),
}

/// Sinks the ops of the function `extracted` was made of in the IR where
/// that lowers its link bound for `request` by a hundredth
/// ([`hyperoffload_core::sunk_bounds`]); the function's graph is then to be
/// extracted again.
pub fn sink_ops(extracted: &Extracted, cost: &CostModel, request: &PlanRequest) -> Option<Sunk> {
    let (order, moved) = sink_order(extracted)?;
    let sunk = permute(&extracted.graph, &order);
    let bounds = sunk_bounds(&extracted.graph, &sunk, cost, request)?;
    apply_order(extracted, &order);
    Some(Sunk { moved, bounds })
}

/// Dependences beyond tensor operands: values of any type (also used in
/// regions), barriers, and detaches after the uses of their value.
fn dependences(extracted: &Extracted) -> Vec<Vec<NodeId>> {
    let ops = &extracted.ops;
    let step_of: ir::OpIndex = ops
        .iter()
        .enumerate()
        .map(|(i, op)| (op.to_raw().ptr, i))
        .collect();
    let mut deps: Vec<Vec<NodeId>> = vec![Vec::new(); ops.len()];
    let mut last_barrier: Option<NodeId> = None;
    for (s, op) in NodeId::all(ops.len()).zip(ops) {
        for nested in collect_ops(*op, |_| true) {
            for value in nested.operands() {
                if let Some(d) = defining_step(&step_of, value)
                    && d != s
                {
                    deps[s].push(d);
                }
            }
        }
        // What upstream says may move: an op free of memory effects (its
        // regions included). An op without an effect interface (an
        // unregistered op, a custom call) is a barrier. The offload ops
        // move: their order is held by the dependences added below.
        let offload = hyperoffload_dialect::OffloadOp::from_name(&op_name(op)).is_some();
        let barrier = !offload && !hyperoffload_shim::is_memory_effect_free(*op);
        if let Some(b) = last_barrier {
            deps[s].push(b);
        }
        if barrier {
            // Everything since the previous barrier stays before this one.
            deps[s].extend(NodeId::until(NodeId::after(last_barrier), s));
            last_barrier = Some(s);
        }
    }
    // A detach follows every earlier use of the value it releases.
    let graph = &extracted.graph;
    for (s, node) in graph.nodes_with_ids() {
        if let NodeKind::Detach { tensor, .. } = node.kind {
            let storage = graph.storage(tensor);
            for (u, other) in graph.nodes_with_ids().take(s.index()) {
                if other.operands.iter().any(|&t| graph.storage(t) == storage) {
                    deps[s].push(u);
                }
            }
        }
    }
    deps
}

fn defining_step(step_of: &ir::OpIndex, value: melior::ir::Value) -> Option<NodeId> {
    ir::enclosing_index(ir::defining_op(value)?, step_of).map(NodeId::new)
}

/// Puts the ops in `order` (`order[i]`: the original step at position i).
fn move_ops(ops: &[OperationRef], order: &[NodeId]) {
    for pair in order.windows(2) {
        ir::move_after(ops[pair[1]], ops[pair[0]]);
    }
    if let (Some(&first), Some(&second)) = (order.first(), order.get(1))
        && first != NodeId::FIRST
    {
        // The first op goes before the one now second.
        ir::move_before(ops[first], ops[second]);
    }
}
