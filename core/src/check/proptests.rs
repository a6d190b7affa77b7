//! Random DAGs with a valid store + detach + prefetch of one tensor over
//! an idle gap: the checker accepts them and agrees with the simulator;
//! each way of breaking the plan gives its error. Random graphs of pure
//! ops with a clone of one of them: on the same values it is accepted, on
//! another tensor refused.

use super::{tests::move_node, *};
use crate::{
    cost::HardwareProfile,
    graph::OpWork,
    simulate::simulate,
    testing::{GraphBuilder, round_cost_model},
};
use proptest::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum ArgKind {
    /// On the device, held by the caller: never detached.
    Device,
    /// On the device, donated: the function may release it.
    Donated,
    /// In a tier: prefetched before each use.
    InTier,
}

#[derive(Clone, Debug)]
struct NodeSpec {
    /// Operands: picks among the tensors so far (modulo their count).
    picks: Vec<usize>,
    result_bytes: Vec<u64>,
    /// A view of the first picked operand instead of an op.
    view: bool,
    work_bytes: f64,
}

#[derive(Clone, Debug)]
struct Spec {
    args: Vec<(u64, ArgKind)>,
    nodes: Vec<NodeSpec>,
    /// Picks of returned tensors (modulo the tensor count).
    results: Vec<usize>,
}

/// A spec with its picks resolved. Spec tensors are numbered: the
/// arguments, then each node's results in order; spec nodes are the
/// compute nodes of the graph before offload nodes are inserted.
#[derive(Debug)]
struct Plain {
    args: Vec<(u64, ArgKind)>,
    nodes: Vec<PlainNode>,
    /// Per spec tensor: bytes, the storage a view aliases, the defining
    /// spec node, whether it is returned.
    bytes: Vec<u64>,
    view_of: Vec<Option<usize>>,
    def: Vec<Option<usize>>,
    returned: Vec<bool>,
}

#[derive(Debug)]
struct PlainNode {
    operands: Vec<usize>,
    results: Vec<u64>,
    view: bool,
    work_bytes: f64,
}

fn resolve(spec: &Spec) -> Plain {
    let mut plain = Plain {
        args: spec.args.clone(),
        nodes: Vec::new(),
        bytes: spec.args.iter().map(|&(bytes, _)| bytes).collect(),
        view_of: vec![None; spec.args.len()],
        def: vec![None; spec.args.len()],
        returned: Vec::new(),
    };
    for (index, node) in spec.nodes.iter().enumerate() {
        let count = plain.bytes.len();
        let mut operands: Vec<usize> = node
            .picks
            .iter()
            .filter(|_| count > 0)
            .map(|pick| pick % count)
            .collect();
        operands.sort_unstable();
        operands.dedup();
        let view = node.view && !operands.is_empty();
        let results = if view {
            operands.truncate(1);
            let storage = plain.view_of[operands[0]].unwrap_or(operands[0]);
            plain.view_of.push(Some(storage));
            vec![0]
        } else {
            plain.view_of.extend(node.result_bytes.iter().map(|_| None));
            node.result_bytes.clone()
        };
        plain.bytes.extend(&results);
        plain.def.extend(results.iter().map(|_| Some(index)));
        plain.nodes.push(PlainNode {
            operands,
            results,
            view,
            work_bytes: node.work_bytes,
        });
    }
    let count = plain.bytes.len();
    plain.returned = vec![false; count];
    for &pick in spec.results.iter().filter(|_| count > 0) {
        plain.returned[pick % count] = true;
    }
    plain
}

fn arg_kind(plain: &Plain, tensor: usize) -> Option<ArgKind> {
    plain.args.get(tensor).map(|&(_, kind)| kind)
}

fn in_tier(plain: &Plain, tensor: usize) -> bool {
    arg_kind(plain, tensor) == Some(ArgKind::InTier)
}

/// `(x, u1, u2)`: a device tensor the function may release (not an
/// argument the caller holds), not returned and without views, used by
/// spec node `u1` and next by `u2`, with at least 2 nodes between.
fn candidates(plain: &Plain) -> Vec<(usize, usize, usize)> {
    let mut found = Vec::new();
    for x in 0..plain.bytes.len() {
        if plain.view_of[x].is_some()
            || plain.returned[x]
            || in_tier(plain, x)
            || arg_kind(plain, x) == Some(ArgKind::Device)
            || plain.view_of.contains(&Some(x))
        {
            continue;
        }
        let uses: Vec<usize> = (0..plain.nodes.len())
            .filter(|&i| plain.nodes[i].operands.contains(&x))
            .collect();
        for pair in uses.windows(2) {
            if pair[1] - pair[0] >= 3 {
                found.push((x, pair[0], pair[1]));
            }
        }
    }
    found
}

/// Where the offload nodes of x go: "slot i" is just before spec node
/// i (store, then detach, then prefetch); uses of x from spec node `u2`
/// on read the prefetched tensor (x itself when the prefetch is
/// dropped).
#[derive(Clone, Copy, Debug)]
struct Offload {
    x: usize,
    u1: usize,
    u2: usize,
    store_slot: usize,
    detach_slot: usize,
    prefetch_slot: Option<usize>,
}

struct Built {
    graph: TensorGraph,
    /// Per spec tensor, its id; per spec node, its step.
    ids: Vec<TensorId>,
    steps: Vec<NodeId>,
}

impl Built {
    fn step_of(&self, wanted: impl Fn(&NodeKind) -> bool) -> NodeId {
        self.graph
            .nodes_with_ids()
            .find(|(_, node)| wanted(&node.kind))
            .expect("the node is there")
            .0
    }
}

/// Builds the plain graph; arguments in a tier get a resident op at the
/// start and a prefetch before each node that uses them (except node
/// `unprefetched`, which uses the argument itself).
fn build(plain: &Plain, offload: Option<Offload>, unprefetched: Option<usize>) -> Built {
    let mut g = GraphBuilder::new("random");
    let mut next_step = NodeId(0);
    let mut ids = Vec::new();
    for &(bytes, kind) in &plain.args {
        ids.push(match kind {
            ArgKind::Device => g.arg(bytes),
            ArgKind::Donated => g.donated_arg(bytes),
            ArgKind::InTier => g.arg_in(bytes, Tier::Host),
        });
    }
    let mut residents = Vec::new();
    for (index, &(_, kind)) in plain.args.iter().enumerate() {
        residents.push((kind == ArgKind::InTier).then(|| {
            next_step += 1;
            g.resident(ids[index], Tier::Host)
        }));
    }
    let mut steps = Vec::new();
    let mut remote = None;
    let mut x_again = None;
    for (index, node) in plain.nodes.iter().enumerate() {
        if let Some(off) = offload {
            if off.store_slot == index {
                remote = Some(g.store(ids[off.x], Tier::Host));
                next_step += 1;
            }
            if off.detach_slot == index {
                g.detach(ids[off.x], remote.expect("the store comes first"));
                next_step += 1;
            }
            if off.prefetch_slot == Some(index) {
                let r = remote.expect("the store comes first");
                x_again = Some(g.prefetch(r, plain.bytes[off.x]));
                next_step += 1;
            }
        }
        let mut operands = Vec::new();
        for &t in &node.operands {
            let operand = match (offload, residents.get(t).copied().flatten()) {
                (Some(off), _) if t == off.x && index >= off.u2 => x_again.unwrap_or(ids[t]),
                (_, Some(r)) if unprefetched != Some(index) => {
                    next_step += 1;
                    g.prefetch(r, plain.bytes[t])
                }
                _ => ids[t],
            };
            operands.push(operand);
        }
        steps.push(next_step);
        next_step += 1;
        if node.view {
            ids.push(g.view(operands[0]));
        } else {
            let work = OpWork {
                bytes: node.work_bytes,
                element_bytes: 4,
                ..OpWork::default()
            };
            ids.extend(g.op_with_work(&format!("n{index}"), &operands, &node.results, work));
        }
    }
    for (tensor, &returned) in plain.returned.iter().enumerate() {
        if returned {
            g.result(ids[tensor]);
        }
    }
    let graph = g.finish();
    // Invariant: the steps counted are the builder's.
    assert_eq!(graph.end(), next_step);
    for (index, &step) in steps.iter().enumerate() {
        assert!(plain.nodes[index].view || graph.nodes[step].op == format!("n{index}"));
    }
    Built { graph, ids, steps }
}

fn argument() -> impl Strategy<Value = (u64, ArgKind)> {
    let kind = prop_oneof![
        3 => Just(ArgKind::Device),
        1 => Just(ArgKind::Donated),
        1 => Just(ArgKind::InTier),
    ];
    (0u64..1 << 20, kind)
}

fn node() -> impl Strategy<Value = NodeSpec> {
    (
        prop::collection::vec(any::<usize>(), 0..4),
        prop::collection::vec(0u64..1 << 20, 0..3),
        prop::bool::weighted(0.15),
        0.0f64..1e9,
    )
        .prop_map(|(picks, result_bytes, view, work_bytes)| NodeSpec {
            picks,
            result_bytes,
            view,
            work_bytes,
        })
}

fn spec() -> impl Strategy<Value = Spec> {
    (
        prop::collection::vec(argument(), 0..5),
        prop::collection::vec(node(), 6..36),
        prop::collection::vec(any::<usize>(), 0..4),
    )
        .prop_map(|(args, nodes, results)| Spec {
            args,
            nodes,
            results,
        })
}

fn h200() -> CostModel {
    CostModel::new(HardwareProfile::builtin("h200-pcie5").expect("built in"))
}

/// A spec whose ops and transfers take whole milliseconds in
/// `round_cost_model` (a kilobyte per millisecond on the link, a
/// megabyte of work per millisecond of op), so that events often meet
/// at one instant.
fn round_spec() -> impl Strategy<Value = Spec> {
    let kilobytes = |n: u64| (0..n).prop_map(|k| k * 1000);
    let kind = prop_oneof![
        3 => Just(ArgKind::Device),
        1 => Just(ArgKind::Donated),
        1 => Just(ArgKind::InTier),
    ];
    let node = (
        prop::collection::vec(any::<usize>(), 0..4),
        prop::collection::vec(kilobytes(4), 0..3),
        prop::bool::weighted(0.15),
        0u32..4,
    )
        .prop_map(|(picks, result_bytes, view, ms)| NodeSpec {
            picks,
            result_bytes,
            view,
            work_bytes: f64::from(ms) * 1e6,
        });
    (
        prop::collection::vec((kilobytes(4), kind), 0..5),
        prop::collection::vec(node, 6..24),
        prop::collection::vec(any::<usize>(), 0..4),
    )
        .prop_map(|(args, nodes, results)| Spec {
            args,
            nodes,
            results,
        })
}

/// A valid offload of a random candidate (`None` when the graph has no
/// gap of 2 idle nodes): the detach in `u1+1..=u2`, the prefetch after
/// it up to `u2`, the store after x's definition up to the detach.
fn valid_offload(plain: &Plain, pick: usize, slots: [usize; 3]) -> Option<Offload> {
    let candidates = candidates(plain);
    let &(x, u1, u2) = candidates.get(pick % candidates.len().max(1))?;
    let first_slot = plain.def[x].map_or(0, |def| def + 1);
    let detach_slot = u1 + 1 + slots[0] % (u2 - u1);
    let prefetch_slot = detach_slot + slots[1] % (u2 - detach_slot + 1);
    let store_slot = first_slot + slots[2] % (detach_slot - first_slot + 1);
    Some(Offload {
        x,
        u1,
        u2,
        store_slot,
        detach_slot,
        prefetch_slot: Some(prefetch_slot),
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The valid plan passes, with the simulator's makespan,
    /// transfers and peak; its own peak is the least budget that
    /// passes.
    #[test]
    fn valid_offload_is_accepted(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
        let plain = resolve(&spec);
        let offload = valid_offload(&plain, pick, slots);
        prop_assume!(offload.is_some());
        let offload = offload.unwrap();
        let built = build(&plain, Some(offload), None);
        let model = h200();
        let report = PlanChecker::new(&built.graph, &model).check();
        prop_assert!(report.is_ok(), "{:#?}", report);
        let report = report.unwrap();

        let timeline = simulate(&built.graph, &model).unwrap();
        let tolerance = 1e-9 * timeline.makespan_s.max(1e-12);
        prop_assert!((report.makespan_s - timeline.makespan_s).abs() <= tolerance);
        prop_assert_eq!(report.transfers, timeline.h2d_busy.len() + timeline.d2h_busy.len());
        prop_assert_eq!(timeline.peak.bytes, report.peak_bytes);

        let at_peak = PlanChecker::new(&built.graph, &model).with_budget(report.peak_bytes).check();
        prop_assert!(at_peak.is_ok());
        if report.peak_bytes > 0 {
            let errors = PlanChecker::new(&built.graph, &model).with_budget(report.peak_bytes - 1).check().unwrap_err();
            prop_assert_eq!(errors.len(), 1);
            let is_first_peak = matches!(errors[0], CheckError::CapacityExceeded { bytes, time_s, .. } if bytes == report.peak_bytes && time_s == report.peak_time_s);
            prop_assert!(is_first_peak, "{:?}", errors);
        }
    }

    /// Where ops and transfers take whole milliseconds, releases and
    /// allocations often meet at one instant: the simulator and the
    /// checker place them alike, and state one peak, at one time.
    #[test]
    fn events_at_one_instant_give_one_peak(spec in round_spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
        let plain = resolve(&spec);
        let offload = valid_offload(&plain, pick, slots);
        let built = build(&plain, offload, None);
        let model = round_cost_model();
        let report = PlanChecker::new(&built.graph, &model).check();
        prop_assert!(report.is_ok(), "{:#?}", report);
        let report = report.unwrap();
        let peak = simulate(&built.graph, &model).unwrap().peak;
        prop_assert_eq!(peak.bytes, report.peak_bytes);
        prop_assert!(peak.bytes == 0 || peak.time_s == report.peak_time_s, "{:?} {:?}", peak, report);
    }

    /// Moving the detach before the last use before the gap: that use
    /// comes after the detach.
    #[test]
    fn detach_before_the_last_use_is_a_use_after_detach(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
        let plain = resolve(&spec);
        let offload = valid_offload(&plain, pick, slots);
        prop_assume!(offload.is_some());
        let mut offload = offload.unwrap();
        let first_slot = plain.def[offload.x].map_or(0, |def| def + 1);
        offload.detach_slot = offload.u1;
        offload.store_slot = first_slot + slots[2] % (offload.u1 - first_slot + 1);
        let built = build(&plain, Some(offload), None);
        let errors = PlanChecker::new(&built.graph, &h200()).check().unwrap_err();
        let detach = built.step_of(|kind| matches!(kind, NodeKind::Detach { .. }));
        let x = built.ids[offload.x];
        prop_assert_eq!(errors.len(), 1, "{:#?}", errors);
        let expected = matches!(errors[0], CheckError::UseAfterDetach { tensor, detach: d, use_, .. }
            if tensor == x && d == detach && use_ == built.steps[offload.u1]);
        prop_assert!(expected, "{:#?}", errors);
    }

    /// Dropping the prefetch (the uses after the gap read x again): each
    /// of them comes after the detach.
    #[test]
    fn dropped_prefetch_is_a_use_after_detach(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
        let plain = resolve(&spec);
        let offload = valid_offload(&plain, pick, slots);
        prop_assume!(offload.is_some());
        let offload = Offload { prefetch_slot: None, ..offload.unwrap() };
        let built = build(&plain, Some(offload), None);
        let errors = PlanChecker::new(&built.graph, &h200()).check().unwrap_err();
        let x = built.ids[offload.x];
        let late_uses: Vec<NodeId> = (offload.u2..plain.nodes.len())
            .filter(|&i| plain.nodes[i].operands.contains(&offload.x))
            .map(|i| built.steps[i])
            .collect();
        let mut uses = Vec::new();
        for error in &errors {
            match *error {
                CheckError::UseAfterDetach { tensor, use_, .. } if tensor == x => uses.push(use_),
                _ => prop_assert!(false, "{:#?}", errors),
            }
        }
        prop_assert_eq!(uses, late_uses);
    }

    /// Moving the prefetch before the store: it reads a copy not made
    /// yet.
    #[test]
    fn prefetch_before_the_store_has_no_copy(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
        let plain = resolve(&spec);
        let offload = valid_offload(&plain, pick, slots);
        prop_assume!(offload.is_some());
        let mut built = build(&plain, offload, None);
        let store = built.step_of(|kind| matches!(kind, NodeKind::Store { .. }));
        let NodeKind::Store { remote, .. } = built.graph.nodes[store].kind else { unreachable!() };
        let prefetch = built.step_of(|kind| matches!(kind, NodeKind::Prefetch { remote: r, .. } if *r == remote));
        move_node(&mut built.graph, prefetch, store);
        let errors = PlanChecker::new(&built.graph, &h200()).check().unwrap_err();
        prop_assert_eq!(errors.len(), 1, "{:#?}", errors);
        let expected = matches!(errors[0], CheckError::PrefetchWithoutCopy { prefetch: p, remote: r, .. }
            if p == store && r == remote);
        prop_assert!(expected, "{:#?}", errors);
    }

    /// Arguments in a tier prefetched before each use pass; using one
    /// without its prefetch is a use of off-device data.
    #[test]
    fn tier_argument_without_its_prefetch_is_not_on_device(spec in spec(), pick in any::<usize>()) {
        let plain = resolve(&spec);
        let model = h200();
        let valid = build(&plain, None, None);
        let report = PlanChecker::new(&valid.graph, &model).check();
        prop_assert!(report.is_ok(), "{:#?}", report);
        let timeline = simulate(&valid.graph, &model).unwrap();
        prop_assert_eq!(report.unwrap().peak_bytes, timeline.peak.bytes);

        let users: Vec<(usize, usize)> = (0..plain.nodes.len())
            .flat_map(|i| plain.nodes[i].operands.iter().map(move |&t| (i, t)))
            .filter(|&(_, t)| in_tier(&plain, t))
            .collect();
        if users.is_empty() {
            return Ok(()); // nothing to break (most graphs have no tier argument in use)
        }
        let (node, argument) = users[pick % users.len()];
        let broken = build(&plain, None, Some(node));
        let errors = PlanChecker::new(&broken.graph, &model).check().unwrap_err();
        prop_assert!(errors.iter().all(|e| matches!(e, CheckError::NotOnDevice { .. })), "{:#?}", errors);
        let argument = broken.ids[argument];
        let found = errors.iter().any(|e| matches!(*e, CheckError::NotOnDevice { tensor, use_, place: OffDevice::Argument(Tier::Host), .. }
            if tensor == argument && use_ == broken.steps[node]));
        prop_assert!(found, "{:#?}", errors);
        prop_assert_eq!(errors[0].step(), Some(broken.steps[node]));
    }
}

/// A graph of pure ops (each its own name and identity) on device
/// arguments, ending in a clone of one of them and a use of the clone's
/// result.
#[derive(Clone, Debug)]
struct PureSpec {
    /// Bytes of the arguments (few sizes, so that tensors of one size are
    /// common).
    args: Vec<u64>,
    /// Per op: picks of its operands among the tensors so far, its result's
    /// bytes.
    ops: Vec<(Vec<usize>, u64)>,
    /// Which op is cloned (modulo their count).
    cloned: usize,
    /// Per operand of the clone: how many store + prefetch round trips
    /// make the copy it reads (0: the operand itself).
    trips: Vec<u8>,
}

fn pure_spec() -> impl Strategy<Value = PureSpec> {
    let bytes = prop::sample::select(vec![1000u64, 2000, 3000]);
    (
        prop::collection::vec(bytes.clone(), 1..4),
        prop::collection::vec((prop::collection::vec(any::<usize>(), 0..4), bytes), 2..12),
        any::<usize>(),
        prop::collection::vec(0u8..3, 4),
    )
        .prop_map(|(args, ops, cloned, trips)| PureSpec {
            args,
            ops,
            cloned,
            trips,
        })
}

/// The graph of `spec`, its clone's step, and the cloned op's operands as
/// the clone reads them. `swap`: operand `swap.0` (modulo their count) of
/// the clone is replaced by the tensor `swap.1` picks among those of its
/// size that are not a copy of any operand (`None` when there is none).
fn build_pure(
    spec: &PureSpec,
    swap: Option<(usize, usize)>,
) -> Option<(TensorGraph, NodeId, Option<TensorId>)> {
    let mut g = GraphBuilder::new("pure");
    let mut tensors: Vec<TensorId> = spec.args.iter().map(|&bytes| g.arg(bytes)).collect();
    let mut bytes = spec.args.clone();
    let mut steps = Vec::new();
    for (index, (picks, result_bytes)) in spec.ops.iter().enumerate() {
        let mut operands: Vec<TensorId> =
            picks.iter().map(|p| tensors[p % tensors.len()]).collect();
        operands.sort_unstable();
        operands.dedup();
        steps.push(g.next_step());
        tensors.push(g.pure_op(&format!("p{index}"), &operands, *result_bytes, 1e6));
        bytes.push(*result_bytes);
    }
    let step = steps[spec.cloned % steps.len()];
    let operands = g.operands_of(step);
    let mut read = Vec::new();
    for (k, &operand) in operands.iter().enumerate() {
        let mut copy = operand;
        for _ in 0..spec.trips[k % spec.trips.len()] {
            let remote = g.store(copy, Tier::Host);
            copy = g.prefetch(remote, g.bytes_of(operand));
        }
        read.push(copy);
    }
    let mut replaced = None;
    if let Some((k, pick)) = swap {
        if read.is_empty() {
            return None;
        }
        let k = k % read.len();
        let size = g.bytes_of(operands[k]);
        let others: Vec<TensorId> = tensors
            .iter()
            .zip(&bytes)
            .filter(|&(t, &b)| b == size && !operands.contains(t))
            .map(|(&t, _)| t)
            .collect();
        let other = *others.get(pick % others.len().max(1))?;
        read[k] = other;
        replaced = Some(other);
    }
    let clone = g.next_step();
    let x = g.clone_of(step, &read)[0];
    let z = g.timed_op("use", &[x], 10, 1e6);
    g.result(z);
    Some((g.finish(), clone, replaced))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// A clone of a pure op on its operands, or on copies of them that
    /// stores and prefetches made, is accepted; the same clone with one
    /// operand replaced by another tensor of its size is refused, naming
    /// that operand.
    #[test]
    fn a_clone_on_the_same_values_is_accepted_and_on_others_refused(spec in pure_spec(), swap in any::<(usize, usize)>()) {
        let model = round_cost_model();
        let (graph, _, _) = build_pure(&spec, None).expect("a clone without a swap is built");
        let report = PlanChecker::new(&graph, &model).check();
        prop_assert!(report.is_ok(), "{:#?}", report);

        let swapped = build_pure(&spec, Some(swap));
        prop_assume!(swapped.is_some());
        let (graph, clone, replaced) = swapped.unwrap();
        let errors = PlanChecker::new(&graph, &model).check().unwrap_err();
        prop_assert_eq!(errors.len(), 1, "{:#?}", errors);
        let expected = matches!(errors[0], CheckError::RecomputeUnproven { step, operand, .. }
            if step == clone && operand == replaced);
        prop_assert!(expected, "{:#?}", errors);
    }
}
