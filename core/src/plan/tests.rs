//! Planner tests: hand-built graphs with hand-computed outcomes, and the
//! ILP against brute-force enumeration on random small graphs.

use proptest::prelude::*;

use super::*;
use crate::NodeKind;
use crate::testing::GraphBuilder;
use crate::testing::round_cost_model as round_cost;

const ONE_MS: f64 = 1e6;

fn request(solver: Solver) -> PlanRequest {
    PlanRequest {
        solver,
        min_bytes: 0,
        slowdown: 0.0,
        ..PlanRequest::default()
    }
}

/// `x` (900 B) is made at step 0 and used again at step 6; steps 1-5 each
/// take 1 ms and make 400, 400, 400, 100, 100 B. Memory per step (with the
/// 10 B argument): 910, 1310, 1710, 1710, 1410, 1110, 1110. A store (0.9
/// ms) and a prefetch (0.9 ms) hide in the 5 ms gap, so `x` is off the
/// device for steps 2..=4 and the peak falls to 1310 at step 1. (Of 1000
/// B, the store would end as step 2 allocates, and a release that waits
/// for a store counts after the allocations of its instant: x would be
/// there for step 2.)
fn long_gap() -> (TensorGraph, TensorId) {
    gap_of(900)
}

/// [`long_gap`] with `x` of `bytes`.
fn gap_of(bytes: u64) -> (TensorGraph, TensorId) {
    let mut g = GraphBuilder::new("long_gap");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], bytes, ONE_MS);
    let mut last = a;
    for bytes in [400, 400, 400, 100, 100] {
        last = g.timed_op("work", &[last], bytes, ONE_MS);
    }
    let y = g.timed_op("use_x", &[x, last], 100, ONE_MS);
    g.result(y);
    (g.finish(), x)
}

/// `x` (900 B) is made at step 0 and only returned; the steps after it
/// make 400, 400, 400, 100, 100 and 100 B, 1 ms each. Returned on the
/// device, `x` may be off for the steps between and come back by the
/// return; kept for the return (the caller copies it out at once), it
/// stays, and nothing else moves.
#[test]
fn a_result_kept_for_the_return_is_not_brought_back_for_it() {
    let mut g = GraphBuilder::new("returned");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], 900, ONE_MS);
    let mut last = a;
    for bytes in [400, 400, 400, 100, 100, 100] {
        last = g.timed_op("work", &[last], bytes, ONE_MS);
    }
    g.result(x);
    g.result(last);
    let graph = g.finish();
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let back = plan(&graph, &cost, &request(solver)).unwrap();
        assert!(
            back.plan.tensors.iter().any(|tp| tp.tensor == x),
            "{solver}: {:?}",
            back.plan
        );
        let kept = PlanRequest {
            kept_for_return: vec![x],
            ..request(solver)
        };
        let kept = plan(&graph, &cost, &kept).unwrap();
        assert!(kept.plan.tensors.is_empty(), "{solver}: {:?}", kept.plan);
        assert!(kept.timeline.peak.bytes > back.timeline.peak.bytes);
    }
}

/// [`long_gap`]'s plan with `z` (10 B, made at step 7 where 110 B are in
/// use, read at step 11) off the device as well: that stay lowers no peak
/// and buys no time, so trimming drops it and keeps the one of `x`, whose
/// bytes back would raise the peak.
#[test]
fn trimming_drops_a_stay_that_lowers_no_peak() {
    let mut g = GraphBuilder::new("idle_stay");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], 1000, ONE_MS);
    let mut last = a;
    for bytes in [400, 400, 400, 100, 100] {
        last = g.timed_op("work", &[last], bytes, ONE_MS);
    }
    let y = g.timed_op("use_x", &[x, last], 100, ONE_MS);
    let z = g.timed_op("make_z", &[y], 10, ONE_MS);
    let mut last = y;
    for _ in 0..3 {
        last = g.timed_op("work", &[last], 10, ONE_MS);
    }
    let out = g.timed_op("use_z", &[z, last], 10, ONE_MS);
    g.result(out);
    let graph = g.finish();
    let cost = round_cost();
    let request = request(Solver::Ilp);
    let lifetimes = Lifetimes::compute(&graph);
    let model = admit(&graph, &lifetimes, &cost, &request).unwrap();
    let judge = judge::Judge::new(&model, &request).unwrap();
    let stay = |tensor, detach: usize, prefetch: usize, first_use: usize| TensorPlan {
        tensor,
        tier: Tier::Host,
        source: Source::Store {
            after: NodeId(detach),
        },
        absences: vec![Absence {
            detach_after: Some(NodeId(detach)),
            prefetch_before: NodeId(prefetch),
            first_use: NodeId(first_use),
        }],
        leaves_after: None,
        chunk: None,
    };
    let useful = stay(x, 0, 5, 6);
    let plan = Plan {
        tensors: vec![useful.clone(), stay(z, 7, 10, 11)],
        placed: Vec::new(),
        waits: false,
        late: Vec::new(),
        recomputes: Vec::new(),
    };
    let simulated = judge.simulate(plan).unwrap();
    let (trimmed, dropped) = portfolio::trim(&judge, simulated.clone(), None).unwrap();
    assert_eq!(dropped, 1);
    assert_eq!(trimmed.plan.tensors, vec![useful]);
    assert_eq!(trimmed.timeline.peak.bytes, simulated.timeline.peak.bytes);
    assert!(trimmed.timeline.makespan_s <= simulated.timeline.makespan_s);
    assert_eq!(
        trimmed.timeline.h2d_bytes + trimmed.timeline.d2h_bytes,
        simulated.timeline.h2d_bytes + simulated.timeline.d2h_bytes - 20
    );
}

/// A weight in host of `bytes` read at the first step and the last of
/// four, each of `work`, with a tensor of twice its bytes made between:
/// the peak, where the weight is idle.
fn a_weight_idle_across_a_peak(bytes: u64, work: f64) -> (TensorGraph, TensorId) {
    let mut g = GraphBuilder::new("put_off");
    let w = g.arg_in(bytes, Tier::Host);
    let a = g.timed_op("first", &[w], 10, work);
    let b = g.timed_op("big", &[a], 2 * bytes, work);
    let c = g.timed_op("small", &[b], 10, work);
    let z = g.timed_op("use", &[w, c], 10, work);
    g.result(z);
    (g.finish(), w)
}

/// A weight in host in two 500 B chunks, read at step 0 and step 3, kept
/// on the device by its plan through steps 1 and 2, where a 2000 B
/// temporary peaks at 3010 B. Putting a chunk's return off past the peak
/// (detached after step 0, fetched again right before step 3: a plateau
/// of two steps, put off one step at a time) takes the peak to 2510 B
/// for a 0.5 ms stall, within the 0.6 ms the slowdown
/// allows; the second chunk would stall 1 ms in all, so it stays.
#[test]
fn a_return_put_off_past_the_peak_trades_allowed_stall_for_bytes() {
    let (graph, w) = a_weight_idle_across_a_peak(1000, ONE_MS);
    let cost = round_cost();
    let request = PlanRequest {
        slowdown: 0.15,
        ..request(Solver::Ilp)
    };
    let lifetimes = Lifetimes::compute(&graph);
    let model = admit(&graph, &lifetimes, &cost, &request).unwrap();
    let judge = judge::Judge::new(&model, &request).unwrap();
    let fetched = |start| TensorPlan {
        tensor: w,
        tier: Tier::Host,
        source: Source::Resident,
        absences: vec![Absence {
            detach_after: None,
            prefetch_before: NodeId(0),
            first_use: NodeId(0),
        }],
        leaves_after: None,
        chunk: Some(crate::Chunk { start, bytes: 500 }),
    };
    let kept = judge
        .simulate(Plan {
            tensors: vec![fetched(0), fetched(500)],
            placed: Vec::new(),
            waits: false,
            late: Vec::new(),
            recomputes: Vec::new(),
        })
        .unwrap();
    assert_eq!(kept.timeline.peak.bytes, 3010);
    let (put, moves) = portfolio::put_off(&judge, kept.clone(), None).unwrap();
    // Past step 1 (the peak stays at step 2), then past step 2.
    assert_eq!(moves, 2);
    assert_eq!(put.timeline.peak.bytes, 2510);
    assert!(put.timeline.makespan_s <= judge.allowed);
    let stall = put.timeline.makespan_s - kept.timeline.makespan_s;
    assert!((stall - 0.5e-3).abs() < 1e-9, "{stall}");
    let away: Vec<_> = put
        .plan
        .tensors
        .iter()
        .map(|tp| tp.absences.len())
        .collect();
    assert_eq!(away, vec![2, 1]);
    let checked = crate::PlanChecker::new(&put.graph, &cost).check();
    assert!(checked.is_ok(), "{checked:?}");
}

/// A weight idle at the peak whose return after it would stall past the
/// allowance is put off in part: its first chunk, as large as the stall
/// left brings back, leaves after its first read and comes back after the
/// peak; the rest stays.
#[test]
fn a_weight_too_large_to_put_off_whole_is_put_off_in_part() {
    const MIB: u64 = 1 << 20;
    const ONE_S: f64 = 1e3 * ONE_MS;
    let (graph, w) = a_weight_idle_across_a_peak(MIB, ONE_S);
    let cost = round_cost();
    // 0.4 s of the 4 s of compute: a fetch of 400 kB on the test link,
    // less than the weight's 1 MiB.
    let request = PlanRequest {
        slowdown: 0.1,
        ..request(Solver::Ilp)
    };
    let lifetimes = Lifetimes::compute(&graph);
    let model = admit(&graph, &lifetimes, &cost, &request).unwrap();
    let judge = judge::Judge::new(&model, &request).unwrap();
    let kept = judge
        .simulate(Plan {
            tensors: vec![TensorPlan {
                tensor: w,
                tier: Tier::Host,
                source: Source::Resident,
                absences: vec![Absence {
                    detach_after: None,
                    prefetch_before: NodeId(0),
                    first_use: NodeId(0),
                }],
                leaves_after: None,
                chunk: None,
            }],
            placed: Vec::new(),
            waits: false,
            late: Vec::new(),
            recomputes: Vec::new(),
        })
        .unwrap();
    let (put, moves) = portfolio::put_off(&judge, kept.clone(), None).unwrap();
    assert!(moves >= 1, "{moves}");
    let chunks: Vec<(crate::Chunk, usize)> = put
        .plan
        .tensors
        .iter()
        .map(|tp| (tp.chunk.expect("the weight in chunks"), tp.absences.len()))
        .collect();
    let (head, away) = chunks[0];
    assert_eq!(away, 2, "{chunks:?}");
    assert!(
        head.start == 0 && head.bytes > 0 && head.bytes < MIB,
        "{chunks:?}"
    );
    assert!(head.bytes.is_multiple_of(64 << 10), "{chunks:?}");
    assert_eq!(chunks.iter().map(|(c, _)| c.bytes).sum::<u64>(), MIB);
    assert!(put.timeline.peak.bytes < kept.timeline.peak.bytes);
    assert!(put.timeline.makespan_s <= judge.allowed);
    let checked = crate::PlanChecker::new(&put.graph, &cost).check();
    assert!(checked.is_ok(), "{checked:?}");
}

/// A 2 MiB result the caller takes in host, made at step 1 and last read
/// at step 2, with a 4 MiB temporary at step 3, the peak; the plan keeps
/// it on the device to the return. Its store takes 2.1 s on the test link
/// and 1 s of it fits between its definition and the peak, so all of it
/// leaving frees nothing there. From the plan without it, or with all of
/// it leaving, it leaves in two chunks, the first of the bytes the link
/// stores by the peak (whole 64 KiB), which is then away.
#[test]
fn a_result_kept_past_the_peak_leaves_in_the_part_its_store_ends_by_then() {
    const MIB: u64 = 1 << 20;
    const ONE_S: f64 = 1e3 * ONE_MS;
    let mut g = GraphBuilder::new("leave_by_the_peak");
    let a = g.timed_op("first", &[], 10, ONE_S);
    let r = g.timed_op("make", &[a], 2 * MIB, ONE_S);
    let u = g.timed_op("read", &[r], 10, ONE_S);
    let b = g.timed_op("big", &[u], 4 * MIB, ONE_S);
    let z = g.timed_op("small", &[b], 10, ONE_S);
    let z = g.timed_op("end", &[z], 10, ONE_S);
    g.result(r);
    g.result(z);
    let graph = g.finish();
    let cost = round_cost();
    let request = PlanRequest {
        slowdown: 0.1,
        returnable: vec![r],
        ..request(Solver::Ilp)
    };
    let lifetimes = Lifetimes::compute(&graph);
    let model = admit(&graph, &lifetimes, &cost, &request).unwrap();
    let judge = judge::Judge::new(&model, &request).unwrap();
    let kept = judge.simulate(Plan::default()).unwrap();
    assert_eq!(kept.timeline.peak.node, Some(NodeId(3)));
    // Leaving whole, stored right after it is made: no lower.
    let whole = judge
        .simulate(Plan {
            tensors: vec![TensorPlan {
                tensor: r,
                tier: Tier::Host,
                source: Source::Store { after: NodeId(1) },
                absences: Vec::new(),
                leaves_after: Some(NodeId(2)),
                chunk: None,
            }],
            placed: Vec::new(),
            waits: false,
            late: Vec::new(),
            recomputes: Vec::new(),
        })
        .unwrap();
    assert_eq!(whole.timeline.peak.bytes, kept.timeline.peak.bytes);
    // From either, the part stored by the peak leaves first.
    for from in [kept.clone(), whole] {
        let (put, moves) = portfolio::put_off(&judge, from, None).unwrap();
        assert!(moves >= 1, "{moves}");
        let chunks: Vec<crate::Chunk> = put
            .plan
            .tensors
            .iter()
            .filter(|tp| tp.tensor == r)
            .map(|tp| {
                assert!(
                    tp.leaves_after.is_some() && tp.absences.is_empty(),
                    "{tp:?}"
                );
                tp.chunk.expect("the result in chunks")
            })
            .collect();
        assert_eq!(chunks.len(), 2, "{chunks:?}");
        let head = chunks[0];
        // 1 s of the link, less its latency, in whole 64 KiB.
        assert_eq!(head.start, 0);
        assert!(head.bytes.is_multiple_of(64 << 10), "{chunks:?}");
        assert!((900_000..1_000_000).contains(&head.bytes), "{chunks:?}");
        assert_eq!(chunks[1].start, head.bytes);
        assert_eq!(
            kept.timeline.peak.bytes - put.timeline.peak.bytes,
            head.bytes
        );
        assert!(put.timeline.makespan_s <= judge.allowed);
        let checked = crate::PlanChecker::new(&put.graph, &cost).check();
        assert!(checked.is_ok(), "{checked:?}");
    }
}

#[test]
fn an_activation_with_a_long_gap_leaves_and_comes_back_hidden() {
    let (graph, x) = long_gap();
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let outcome = plan(&graph, &cost, &request(solver)).unwrap();
        assert_eq!(outcome.plan.tensors.len(), 1, "{solver}");
        let tp = &outcome.plan.tensors[0];
        assert_eq!(tp.tensor, x);
        assert_eq!(tp.source, Source::Store { after: NodeId(0) });
        // The prefetch needs 1 ms before step 6 starts (t = 6 ms): issued
        // before step 5. The store runs through step 1: the detach waits
        // for it after step 1, where it has completed (settled).
        assert_eq!(
            tp.absences,
            vec![Absence {
                detach_after: Some(NodeId(1)),
                prefetch_before: NodeId(5),
                first_use: NodeId(6)
            }]
        );
        // No stall: the makespan is the compute time, 7 ms.
        assert!(
            (outcome.timeline.makespan_s - 7e-3).abs() < 1e-9,
            "{solver}: {}",
            outcome.timeline.makespan_s
        );
        assert_eq!(Lifetimes::compute(&graph).peak.bytes, 1710);
        assert_eq!(outcome.timeline.peak.bytes, 1310, "{solver}");
    }
}

#[test]
fn a_budget_is_met_with_stalls_when_hiding_cannot_meet_it() {
    // x (step 0) and z (step 3), 1000 B each, wait for their uses at steps
    // 12 and 13. Hidden, z's prefetch would overlap x's use; a budget of
    // 1100 B needs z to come back late, so the plan meets it with a stall.
    let mut g = GraphBuilder::new("two");
    let a = g.arg(10);
    let x = g.timed_op("x", &[a], 1000, ONE_MS);
    let mut last = g.timed_op("w", &[a], 10, ONE_MS);
    last = g.timed_op("w", &[last], 10, ONE_MS);
    let z = g.timed_op("z", &[a], 1000, ONE_MS);
    for _ in 0..8 {
        last = g.timed_op("w", &[last], 10, ONE_MS);
    }
    let u = g.timed_op("use_x", &[x, last], 10, ONE_MS);
    let v = g.timed_op("use_z", &[z, u], 10, ONE_MS);
    g.result(v);
    let graph = g.finish();
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let outcome = plan(
            &graph,
            &cost,
            &PlanRequest {
                budget: Some(1100),
                ..request(solver)
            },
        )
        .unwrap();
        assert_eq!(outcome.plan.tensors.len(), 2, "{solver}");
        assert!(
            outcome.timeline.peak.bytes <= 1100,
            "{solver}: {}",
            outcome.timeline.peak.bytes
        );
        assert!(outcome.timeline.stall_s > 0.0, "{solver}");
    }
}

#[test]
fn a_budget_that_a_late_store_misses_is_met_by_a_detach_that_waits() {
    // x (3000 B, a 3 ms store) is used at step 1 and again at the end; f1
    // makes 2000 B at step 2, 1 ms after x's use: no store of x, even one
    // issued at its definition, completes before f1 allocates, and only a
    // prefetch's use can stall the compute stream. So x's bytes are still
    // on the device beside f1's (5020 B) unless the compute stream waits at
    // the detach for the store: then the budget of 4000 B holds, at the
    // cost of that wait. (The flow program pays for the store with a stall
    // in the bin before; the heuristic only takes stores that complete in
    // time, and finds no plan.)
    let mut g = GraphBuilder::new("late_store");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], 3000, ONE_MS);
    let y = g.timed_op("use_x", &[x], 10, ONE_MS);
    let f1 = g.timed_op("f1", &[y], 2000, ONE_MS);
    let f2 = g.timed_op("f2", &[f1], 10, ONE_MS);
    let f3 = g.timed_op("f3", &[f2], 10, 3.0 * ONE_MS);
    let z = g.timed_op("use_x_again", &[x, f3], 10, ONE_MS);
    g.result(z);
    let graph = g.finish();
    let cost = round_cost();
    let request = PlanRequest {
        budget: Some(4000),
        ..request(Solver::Ilp)
    };
    let outcome = plan(&graph, &cost, &request).unwrap();
    assert!(outcome.plan.waits);
    assert_eq!(outcome.timeline.peak.bytes, 3030);
    let planned = apply(&graph, &outcome.plan);
    let waits = planned
        .nodes
        .iter()
        .filter(|n| matches!(n.kind, NodeKind::Detach { wait: true, .. }))
        .count();
    assert_eq!(waits, 1);
    let report = crate::PlanChecker::new(&planned, &cost)
        .with_budget(Some(4000))
        .check()
        .unwrap();
    assert_eq!(report.peak_bytes, outcome.timeline.peak.bytes);
    // The same plan without the wait goes over.
    let late = apply(
        &graph,
        &Plan {
            waits: false,
            late: Vec::new(),
            ..outcome.plan.clone()
        },
    );
    let errors = crate::PlanChecker::new(&late, &cost)
        .with_budget(Some(4000))
        .check()
        .unwrap_err();
    assert!(
        matches!(errors[0], crate::CheckError::CapacityExceeded { .. }),
        "{errors:?}"
    );
}

#[test]
fn a_budget_below_the_working_set_names_the_step() {
    let (graph, _) = long_gap();
    let err = plan(
        &graph,
        &round_cost(),
        &PlanRequest {
            budget: Some(100),
            ..request(Solver::Ilp)
        },
    )
    .unwrap_err();
    match err {
        PlanError::BelowWorkingSet { needed, step, .. } => {
            // use_x needs x (900), the last work tensor (100), its result
            // (100) and the argument (10) is not an operand.
            assert_eq!(step, NodeId(6));
            assert_eq!(needed, 1100);
        }
        other => panic!("{other}"),
    }
}

/// The caller's 500 B argument and the two 600 B results are all on the
/// device at the return: 1700 B, over a budget that every op's working
/// set (at most 1100 B) fits.
#[test]
fn a_budget_below_what_the_return_holds_is_refused_at_once() {
    let mut g = GraphBuilder::new("returns");
    let a = g.arg(500);
    let r1 = g.op("make", &[a], 600);
    let r2 = g.op("make", &[a], 600);
    g.result(r1);
    g.result(r2);
    let graph = g.finish();
    let cost = round_cost();
    let with_budget = |budget| PlanRequest {
        budget: Some(budget),
        ..request(Solver::Ilp)
    };
    match plan(&graph, &cost, &with_budget(1699)).unwrap_err() {
        PlanError::BelowBoundary {
            needed,
            step,
            at_return,
            held,
            returned,
            ..
        } => {
            assert!(at_return);
            assert_eq!((needed, held, returned), (1700, 500, 1200));
            assert_eq!(step, NodeId(1));
        }
        other => panic!("{other}"),
    }
    // The move set's bound says as much, and the floor is met.
    let floor = super::peak_bounds(&graph, &cost, &request(Solver::Ilp), &[f64::INFINITY]);
    assert_eq!(floor[0].bytes, 1700);
    assert!(plan(&graph, &cost, &with_budget(1700)).is_ok());
    // Without a budget, a plan at that floor is optimal: the candidates'
    // program is not run, and the remark says what holds it.
    let outcome = plan(&graph, &cost, &request(Solver::Ilp)).unwrap();
    assert_eq!(outcome.timeline.peak.bytes, 1700);
    let notes = outcome.notes.join("\n");
    assert!(notes.contains("the candidates' program not run"), "{notes}");
    assert!(
        notes.contains("the peak is what every plan holds at the return"),
        "{notes}"
    );
    // A result the caller takes in the tier is not held for it.
    let r1_leaves = PlanRequest {
        returnable: vec![r1],
        ..with_budget(1699)
    };
    assert!(!matches!(
        plan(&graph, &cost, &r1_leaves),
        Err(PlanError::BelowBoundary { .. })
    ));
}

/// Two donated 800 B arguments are both on the device when the function
/// starts, whatever a plan moves after.
#[test]
fn a_budget_below_the_arguments_at_the_entry_is_refused_at_once() {
    let mut g = GraphBuilder::new("entry");
    let d1 = g.donated_arg(800);
    let d2 = g.donated_arg(800);
    let x = g.op("x", &[d1], 100);
    let y = g.op("y", &[d2, x], 100);
    g.result(y);
    let graph = g.finish();
    let err = plan(
        &graph,
        &round_cost(),
        &PlanRequest {
            budget: Some(1200),
            ..request(Solver::Heuristic)
        },
    )
    .unwrap_err();
    match err {
        PlanError::BelowBoundary {
            needed,
            step,
            at_return,
            ..
        } => {
            assert!(!at_return);
            assert_eq!((needed, step), (1600, NodeId::FIRST));
        }
        other => panic!("{other}"),
    }
    assert!(err.to_string().contains("remote-args"), "{err}");
}

#[test]
fn a_graph_with_offload_nodes_is_refused() {
    let mut g = GraphBuilder::new("planned");
    let a = g.arg(10);
    let x = g.op("x", &[a], 100);
    let r = g.store(x, Tier::Host);
    g.detach(x, r);
    let graph = g.finish();
    assert!(matches!(
        plan(&graph, &round_cost(), &request(Solver::Ilp)),
        Err(PlanError::AlreadyPlanned)
    ));
}

#[test]
fn weights_resident_in_a_tier_are_always_prefetched() {
    let mut g = GraphBuilder::new("weights");
    let w = g.arg_in(1000, Tier::Host);
    let a = g.arg(10);
    let mut last = g.timed_op("w", &[a], 10, ONE_MS);
    for _ in 0..3 {
        last = g.timed_op("w", &[last], 10, ONE_MS);
    }
    let y = g.timed_op("use_w", &[w, last], 10, ONE_MS);
    g.result(y);
    let graph = g.finish();
    for solver in Solver::ALL {
        let outcome = plan(&graph, &round_cost(), &request(solver)).unwrap();
        let tp = outcome
            .plan
            .tensors
            .iter()
            .find(|t| t.tensor == w)
            .unwrap_or_else(|| panic!("{solver}"));
        assert_eq!(tp.source, Source::Resident);
        assert_eq!(tp.absences[0].detach_after, None);
        assert_eq!(tp.absences[0].first_use, NodeId(4));
    }
}

/// Three 2000 B weights in the host tier, used by steps 1, 2 and 3 (1 ms
/// each) over a 1000 B/ms link: the link cannot keep up, and the step
/// waits 1 ms before each of them (7 ms in all, the least any plan can
/// have). Placed against the unstalled times, `w1` and `w2` would both go
/// at the start and `w3` before step 1, all three on the device during
/// step 1 (6030 B). Placed against the stalled times, and with `w2` issued
/// when the link takes it up, every transfer runs when it did and no step
/// holds more than two weights.
fn slow_link() -> TensorGraph {
    let mut g = GraphBuilder::new("slow_link");
    let a = g.arg(10);
    let w: Vec<TensorId> = (0..3).map(|_| g.arg_in(2000, Tier::Host)).collect();
    let mut last = g.timed_op("s0", &[a], 10, ONE_MS);
    for &wi in &w {
        last = g.timed_op("use_w", &[wi, last], 10, ONE_MS);
    }
    g.result(last);
    g.finish()
}

#[test]
fn weights_the_link_cannot_hide_are_issued_when_the_link_takes_them() {
    let graph = slow_link();
    let outcome = plan(&graph, &round_cost(), &request(Solver::None)).unwrap();
    assert!(
        (outcome.timeline.makespan_s - 7e-3).abs() < 1e-9,
        "makespan {}",
        outcome.timeline.makespan_s
    );
    assert!(
        outcome.timeline.peak.bytes > 4000 && outcome.timeline.peak.bytes < 4100,
        "peak {}",
        outcome.timeline.peak.bytes
    );
}

/// The steps of the slow link's `none` plan start when their weights
/// arrive: `s0` at 0, each `use_w` 2 ms after the one before it (the
/// transfer), and the run ends at 7 ms; the prefetches, placed again
/// against those times, keep every transfer where it ran.
#[test]
fn simulated_starts_follow_the_stalls_of_the_run() {
    let graph = slow_link();
    let cost = round_cost();
    let outcome = plan(&graph, &cost, &request(Solver::None)).unwrap();
    let offloaded = apply(&graph, &outcome.plan);
    let starts = flow::realize::simulated_starts(&graph, &offloaded, &outcome.timeline);
    let ms: Vec<f64> = starts
        .iter()
        .map(|s| (s * 1e3 * 1e6).round() / 1e6)
        .collect();
    assert_eq!(ms, vec![0.0, 2.0, 4.0, 6.0, 7.0]);
    let lifetimes = Lifetimes::compute(&graph);
    let request = request(Solver::None);
    let model = model::Model::new(&graph, &lifetimes, &cost, &request);
    let repacked = flow::realize::repack(&model, &starts, &outcome.plan);
    let timeline = crate::simulate(&apply(&graph, &repacked), &cost).unwrap();
    assert!(
        (timeline.makespan_s - 7e-3).abs() < 1e-9,
        "makespan {}",
        timeline.makespan_s
    );
    assert!(timeline.peak.bytes <= outcome.timeline.peak.bytes);
}

/// A random chain of 1 ms steps; tensors of random sizes used again after
/// random gaps.
fn random_graph(sizes: &[(u64, usize)]) -> TensorGraph {
    random_graph_of("random", sizes, None, |g, spine, _| {
        g.timed_op("t", &[spine], 0, ONE_MS)
    })
}

/// [`random_graph`]'s shape, each tensor of `sizes` made by `make` (from the
/// spine and, with `keep`, a tensor of that many bytes kept to the end),
/// its bytes set after.
fn random_graph_of(
    name: &str,
    sizes: &[(u64, usize)],
    keep: Option<u64>,
    make: impl Fn(&mut GraphBuilder, TensorId, TensorId) -> TensorId,
) -> TensorGraph {
    let mut g = GraphBuilder::new(name);
    let a = g.arg(10);
    let keep = keep.map(|bytes| g.timed_op("keep", &[a], bytes, ONE_MS));
    let mut spine = g.timed_op("s", &[a], 10, ONE_MS);
    let mut pending: Vec<(TensorId, usize)> = Vec::new();
    for (step, &(bytes, gap)) in sizes.iter().enumerate() {
        let t = make(&mut g, spine, keep.unwrap_or(a));
        g.set_bytes(t, bytes);
        pending.push((t, step + gap));
        let due: Vec<TensorId> = pending
            .iter()
            .filter(|(_, d)| *d <= step)
            .map(|(t, _)| *t)
            .collect();
        pending.retain(|(_, d)| *d > step);
        let mut operands = vec![spine];
        operands.extend(keep);
        operands.extend(due);
        spine = g.timed_op("s", &operands, 10, ONE_MS);
    }
    let mut operands = vec![spine];
    operands.extend(keep);
    operands.extend(pending.iter().map(|(t, _)| *t));
    let end = g.timed_op("end", &operands, 10, ONE_MS);
    g.result(end);
    g.finish()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// On graphs with at most 12 columns, the program's optimum equals the
    /// best of all choices of columns, evaluated directly by replaying the
    /// links and memory as the program models them (without a warm start,
    /// so the solver finds it alone).
    #[test]
    fn ilp_equals_brute_force(
        sizes in prop::collection::vec((100u64..3000, 2usize..6), 3..7),
        with_budget in any::<bool>(),
        budget_fraction in 0.5f64..1.0,
    ) {
        let graph = random_graph(&sizes);
        let cost = round_cost();
        let lifetimes = Lifetimes::compute(&graph);
        let mut req = request(Solver::Ilp);
        req.slowdown = 0.1;
        if with_budget {
            req.budget = Some((lifetimes.peak.bytes as f64 * budget_fraction) as u64);
        }
        let model = model::Model::new(&graph, &lifetimes, &cost, &req);
        let program = ilp::Program::new(&model, &req, None);
        prop_assume!(program.len() <= 12);
        let mut best: Option<f64> = None;
        for mask in 0u32..(1 << program.len()) {
            let on: Vec<bool> = (0..program.len()).map(|i| mask & (1 << i) != 0).collect();
            if let Some(v) = program.evaluate(&on) {
                best = Some(best.map_or(v, |b: f64| b.min(v)));
            }
        }
        let best = best.expect("the none choice is always feasible");
        let solved = program
            .solve(&TimeLimit::new(10.0))
            .expect("the program has a feasible choice");
        prop_assert!(solved.status == "optimal", "{}", solved.status);
        // Optimal to the relative gap HiGHS is asked to close.
        let direct = program.evaluate(&solved.on);
        prop_assert!(
            direct.is_some_and(|d| d >= best - 2e-6 * best.abs().max(1.0)
                && d <= best + (ilp::MIP_GAP + 2e-6) * best.abs().max(1.0)),
            "ilp choice evaluates to {direct:?}, brute force {best}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The heuristic's second pass is never worse than its first by the
    /// model (peak, then stall), and its plan is valid and passes the
    /// checker, under every strategy; past its deadline it changes nothing.
    #[test]
    fn second_pass_is_never_worse(
        sizes in prop::collection::vec((100u64..3000, 2usize..9), 6..18),
        slowdown in 0.0f64..0.3,
    ) {
        let graph = random_graph(&sizes);
        let cost = round_cost();
        let lifetimes = Lifetimes::compute(&graph);
        let mut req = request(Solver::Heuristic);
        req.slowdown = slowdown;
        let model = model::Model::new(&graph, &lifetimes, &cost, &req);
        for strategy in heuristic::Strategy::ALL {
            let first = heuristic::solve(&model, &req, strategy);
            let second = heuristic::refine(&model, &req, &first, None);
            // Past its time limit the second pass adds nothing: the first
            // pass's plan comes back as it was.
            let late = heuristic::refine(&model, &req, &first, Some(&TimeLimit::new(0.0)));
            prop_assert!(late.plan(&model) == first.plan(&model));
            let (a, b) = (second.judged(&model), first.judged(&model));
            prop_assert!(a.0 < b.0 || (a.0 == b.0 && a.1 <= b.1), "{a:?} after {b:?}");
            let plan = second.plan(&model);
            prop_assert!(plan.validate(&graph).is_ok());
            let offloaded = apply(&graph, &plan);
            prop_assert!(crate::PlanChecker::new(&offloaded, &cost).check().is_ok());
            // The reference a budget fraction resolves against is the
            // same read from the planned graph as from the program.
            prop_assert_eq!(ReferencePeaks::of(&offloaded), ReferencePeaks::of(&graph));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Every plan any solver emits passes the independent checker, stays
    /// within its budget in simulation, ours stay within the slowdown
    /// without a budget, and the ILP is never worse than the heuristic or
    /// any comparable baseline.
    #[test]
    fn every_plan_is_checked_within_budget_and_ilp_beats_heuristic(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        budget_fraction in prop::option::of(0.6f64..1.0),
    ) {
        let graph = random_graph(&sizes);
        let cost = round_cost();
        let peak = Lifetimes::compute(&graph).peak.bytes;
        let budget = budget_fraction.map(|f| (peak as f64 * f) as u64);
        let mut outcomes = Vec::new();
        for solver in Solver::ALL {
            let request = PlanRequest { budget, slowdown: 0.05, ..request(solver) };
            match plan(&graph, &cost, &request) {
                Ok(outcome) => {
                    let checked = crate::PlanChecker::new(&outcome.graph, &cost).with_budget(
                        if matches!(solver, Solver::Heuristic | Solver::Ilp) { budget } else { None },
                    ).check();
                    prop_assert!(checked.is_ok(), "{solver}: {checked:?}");
                    if let (Some(b), Solver::Heuristic | Solver::Ilp) = (budget, solver) {
                        prop_assert!(outcome.timeline.peak.bytes <= b, "{solver}: {} > {b}", outcome.timeline.peak.bytes);
                    }
                    outcomes.push((solver, Some(outcome.timeline)));
                }
                Err(PlanError::BelowWorkingSet { .. } | PlanError::BelowBoundary { .. } | PlanError::Unreachable { .. }) => outcomes.push((solver, None)),
                Err(e) => prop_assert!(false, "{solver}: {e}"),
            }
        }
        let get = |s: Solver| outcomes.iter().find(|(o, _)| *o == s).and_then(|(_, t)| t.clone());
        match (get(Solver::Ilp), get(Solver::Heuristic)) {
            (Some(ilp), Some(heuristic)) => match budget {
                Some(_) => prop_assert!(ilp.makespan_s <= heuristic.makespan_s + 1e-12),
                None => prop_assert!(ilp.peak.bytes <= heuristic.peak.bytes),
            },
            (None, Some(_)) => prop_assert!(false, "the ILP failed where the heuristic succeeded"),
            _ => {}
        }
        // Without a budget ours stay within the slowdown (these graphs have
        // no argument in a tier: the `none` makespan is compute-only time).
        let within = |t: &crate::Timeline| t.makespan_s <= t.compute_s * 1.05 + 1e-12;
        if budget.is_none() {
            for solver in [Solver::Heuristic, Solver::Ilp] {
                if let Some(t) = get(solver) {
                    prop_assert!(within(&t), "{solver}: {} > 1.05 x {}", t.makespan_s, t.compute_s);
                }
            }
        }
        // The portfolio: the ILP is at or below every baseline that is
        // comparable (within the budget; without one, within the slowdown).
        if let Some(ilp) = get(Solver::Ilp) {
            for baseline in [Solver::Reactive, Solver::PytorchAo, Solver::Interval] {
                let Some(t) = get(baseline) else { continue };
                match budget {
                    Some(b) if t.peak.bytes <= b => prop_assert!(
                        ilp.makespan_s <= t.makespan_s + 1e-12,
                        "{baseline} is faster: {} < {}", t.makespan_s, ilp.makespan_s
                    ),
                    None if within(&t) => prop_assert!(
                        ilp.peak.bytes <= t.peak.bytes,
                        "{baseline} has a lower peak: {} < {}", t.peak.bytes, ilp.peak.bytes
                    ),
                    _ => {}
                }
            }
        }
    }
}

#[test]
fn a_result_the_caller_takes_in_the_tier_leaves_for_good() {
    // r (900 B) is a result made at step 0 and never used again; steps 1-4
    // make and drop 400 B each. Returned in the tier, r is stored (0.9 ms)
    // and detached: off the device from step 2 on.
    let mut g = GraphBuilder::new("leave");
    let a = g.arg(10);
    let r = g.timed_op("r", &[a], 900, ONE_MS);
    let mut last = a;
    for _ in 0..4 {
        last = g.timed_op("w", &[last], 400, ONE_MS);
    }
    g.result(r);
    g.result(last);
    let graph = g.finish();
    let cost = round_cost();
    let kept = plan(&graph, &cost, &request(Solver::Heuristic)).unwrap();
    assert!(
        kept.plan.tensors.is_empty(),
        "without permission a result stays"
    );
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let req = PlanRequest {
            returnable: vec![r],
            ..request(solver)
        };
        let outcome = plan(&graph, &cost, &req).unwrap();
        let tp = &outcome.plan.tensors[0];
        // It leaves where its store has completed (settled).
        assert_eq!(
            (tp.tensor, tp.leaves_after, tp.absences.len()),
            (r, Some(NodeId(1)), 0),
            "{solver}"
        );
        // Before: 10 + 900 + 800 at steps 2-3; after: 810.
        assert_eq!(Lifetimes::compute(&graph).peak.bytes, 1710);
        assert_eq!(
            outcome.timeline.peak.bytes, 1310,
            "{solver}: the peak moves to step 1, while r is stored"
        );
        // The remote copy is what the function returns.
        let remote = outcome
            .graph
            .tensors
            .iter()
            .position(|t| t.ty.starts_with("!offload.remote"))
            .unwrap();
        assert!(outcome.graph.tensors[remote].is_result && !outcome.graph.tensors[r].is_result);
        assert!(
            crate::PlanChecker::new(&outcome.graph, &cost)
                .check()
                .is_ok()
        );
    }
}

#[test]
fn a_weight_prefetch_is_delayed_when_the_budget_needs_it() {
    // w (1000 B, in the tier) is prefetched before step 3 to hide before
    // its use at step 4, overlapping t (1000 B, last read at step 3); a
    // budget of 1200 B needs the prefetch right before its use: a stall of
    // 1 ms, within the budget.
    let mut g = GraphBuilder::new("delay");
    let w = g.arg_in(1000, Tier::Host);
    let a = g.arg(10);
    let s1 = g.timed_op("s", &[a], 10, ONE_MS);
    let t = g.timed_op("t", &[s1], 1000, ONE_MS);
    let u = g.timed_op("u", &[t], 10, ONE_MS);
    let s2 = g.timed_op("s", &[u, t], 10, ONE_MS);
    let y = g.timed_op("use_w", &[w, s2], 10, ONE_MS);
    g.result(y);
    let graph = g.finish();
    let cost = round_cost();
    let hidden = plan(&graph, &cost, &request(Solver::Heuristic)).unwrap();
    assert_eq!(
        hidden.plan.tensors[0].absences[0].prefetch_before,
        NodeId(3)
    );
    assert!(hidden.timeline.peak.bytes > 2000);
    let late = plan(
        &graph,
        &cost,
        &PlanRequest {
            budget: Some(1200),
            ..request(Solver::Ilp)
        },
    )
    .unwrap();
    let absence = late.plan.tensors[0].absences[0];
    assert_eq!(
        (
            absence.detach_after,
            absence.prefetch_before,
            absence.first_use
        ),
        (None, NodeId(4), NodeId(4))
    );
    assert!(
        late.timeline.peak.bytes <= 1200,
        "{}",
        late.timeline.peak.bytes
    );
    assert!(late.timeline.stall_s > 0.9e-3);
    assert!(
        crate::PlanChecker::new(&late.graph, &cost)
            .with_budget(1200u64)
            .check()
            .is_ok()
    );
}

#[test]
fn a_donated_argument_leaves_at_the_entry_until_its_first_use() {
    // x (900 B, donated) is first read at step 6; steps 0-5 make 400, 400,
    // 400, 100, 100, 100 B (two live at a time): 1710 B at steps 1-2 with x.
    // Stored at the entry (0.9 ms) and fetched back (0.9 ms) before step 6,
    // x is off the device for steps 1-4: the peak falls to 1310 B at step
    // 0, while the store runs.
    let mut g = GraphBuilder::new("entry");
    let x = g.donated_arg(900);
    let a = g.arg(10);
    let mut last = a;
    for bytes in [400, 400, 400, 100, 100, 100] {
        last = g.timed_op("w", &[last], bytes, ONE_MS);
    }
    let y = g.timed_op("use_x", &[x, last], 10, ONE_MS);
    g.result(y);
    let graph = g.finish();
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let outcome = plan(&graph, &cost, &request(solver)).unwrap();
        let tp = &outcome.plan.tensors[0];
        assert_eq!(
            (tp.tensor, tp.source),
            (x, Source::StoreAtEntry),
            "{solver}"
        );
        // Detached where its store has completed (settled), after step 0.
        assert_eq!(tp.absences[0].detach_after, Some(NodeId(0)));
        assert_eq!(Lifetimes::compute(&graph).peak.bytes, 1710);
        assert_eq!(outcome.timeline.peak.bytes, 1310, "{solver}");
        assert_eq!(outcome.timeline.stall_s, 0.0, "{solver}");
        assert!(
            crate::PlanChecker::new(&outcome.graph, &cost)
                .check()
                .is_ok(),
            "{solver}"
        );
    }
}

/// A random chain like [`random_graph`], with arguments of every kind the
/// planner moves: weights in the tier and donated arguments, each read at a
/// random step, every third tensor also returned (in the tier), and every
/// other one read later through a view.
fn random_mixed_graph(
    sizes: &[(u64, usize)],
    arguments: &[(u64, usize, bool)],
) -> (TensorGraph, Vec<TensorId>) {
    let mut g = GraphBuilder::new("mixed");
    let a = g.arg(10);
    let args: Vec<(TensorId, usize)> = arguments
        .iter()
        .map(|&(bytes, step, in_tier)| {
            let t = if in_tier {
                g.arg_in(bytes, Tier::Host)
            } else {
                g.donated_arg(bytes)
            };
            (t, step % sizes.len().max(1))
        })
        .collect();
    let mut spine = g.timed_op("s", &[a], 10, ONE_MS);
    let mut pending: Vec<(TensorId, usize)> = Vec::new();
    let mut returned = Vec::new();
    for (step, &(bytes, gap)) in sizes.iter().enumerate() {
        let mut operands = vec![spine];
        operands.extend(args.iter().filter(|(_, s)| *s == step).map(|(t, _)| *t));
        let t = g.timed_op("t", &operands, bytes, ONE_MS);
        if step % 3 == 0 {
            g.result(t);
            returned.push(t);
        }
        // Every other tensor is read later through a view made right away
        // (the view is made again from a prefetched copy).
        let read = if step % 2 == 1 { g.view(t) } else { t };
        pending.push((read, step + gap));
        let mut operands = vec![spine];
        operands.extend(pending.iter().filter(|(_, d)| *d <= step).map(|(t, _)| *t));
        pending.retain(|(_, d)| *d > step);
        spine = g.timed_op("s", &operands, 10, ONE_MS);
    }
    let mut operands = vec![spine];
    operands.extend(pending.iter().map(|(t, _)| *t));
    let end = g.timed_op("end", &operands, 10, ONE_MS);
    g.result(end);
    (g.finish(), returned)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// With arguments in the tier, donated arguments, returned tensors used
    /// again (some taken in the tier) and views read after a gap, every
    /// plan passes the checker,
    /// no plan peaks below the link-aware bound for the stall it actually
    /// has (with and without a latency per transfer, or a transfer curve),
    /// and the bound is at least the working-set bound.
    #[test]
    fn no_plan_peaks_below_the_link_bound(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        arguments in prop::collection::vec((100u64..3000, 0usize..10, any::<bool>()), 0..4),
        budget_fraction in prop::option::of(0.5f64..1.0),
        latency_s in prop::sample::select(vec![0.0, 2e-4, 2e-3]),
        curved in any::<bool>(),
    ) {
        let (graph, returnable) = random_mixed_graph(&sizes, &arguments);
        let mut cost = round_cost();
        let link = &mut cost.profile.tiers.host.as_mut().unwrap().link;
        link.latency_s = latency_s;
        if curved {
            // Small copies slower per byte: 0.5 ms for 100 B, 2 ms for 1 kB.
            link.curves = serde_json::from_str(
                r#"{"pinned": {"h2d": [{"bytes": 100, "bytes_per_s": 2e5}, {"bytes": 1000, "bytes_per_s": 5e5}, {"bytes": 10000, "bytes_per_s": 1e6}],
                               "d2h": [{"bytes": 100, "bytes_per_s": 1e5}, {"bytes": 10000, "bytes_per_s": 1e6}]}}"#,
            )
            .unwrap();
        }
        let lifetimes = Lifetimes::compute(&graph);
        let budget = budget_fraction.map(|f| (lifetimes.peak.bytes as f64 * f) as u64);
        for solver in Solver::ALL {
            let request = PlanRequest {
                budget,
                slowdown: 0.05,
                returnable: returnable.clone(),
                ..request(solver)
            };
            let Ok(outcome) = plan(&graph, &cost, &request) else { continue };
            let checked = crate::PlanChecker::new(&outcome.graph, &cost).check();
            prop_assert!(checked.is_ok(), "{solver}: {checked:?}");
            let model = model::Model::new(&graph, &lifetimes, &cost, &request);
            let t = &outcome.timeline;
            let allowance = (t.makespan_s - t.compute_s).max(0.0) + 1e-12;
            let bound = bound::peak_bound(&model, allowance, &returnable);
            prop_assert!(
                bound.bytes <= t.peak.bytes,
                "{solver}: peak {} below the bound {} at step {:?} (stall {allowance} s)",
                t.peak.bytes, bound.bytes, bound.step
            );
            prop_assert!(bound.bytes >= lifetimes.working_set.bytes);
            let joint = bound::joint_bound(&model, allowance, &returnable, 20_000, 10.0).unwrap();
            prop_assert!(
                joint.bytes <= t.peak.bytes,
                "{solver}: peak {} below the joint bound {} (stall {allowance} s)",
                t.peak.bytes, joint.bytes
            );
        }
    }
}

#[test]
fn a_view_made_before_an_absence_is_made_again_from_the_prefetched_copy() {
    // As `long_gap`, but the late use reads a view of `x` made right after
    // `x`: the view op runs again on the prefetched copy, so `x` still
    // leaves for the gap.
    let mut g = GraphBuilder::new("view_gap");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], 900, ONE_MS);
    let v = g.view(x);
    let mut last = a;
    for bytes in [400, 400, 400, 100, 100] {
        last = g.timed_op("work", &[last], bytes, ONE_MS);
    }
    let y = g.timed_op("use_v", &[v, last], 100, ONE_MS);
    g.result(y);
    let graph = g.finish();
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let outcome = plan(&graph, &cost, &request(solver)).unwrap();
        assert_eq!(outcome.plan.tensors.len(), 1, "{solver}");
        assert_eq!(outcome.plan.tensors[0].tensor, x);
        let out = &outcome.graph;
        let read = out.nodes.iter().find(|n| n.op == "use_v").unwrap().operands[0];
        assert_ne!(read, v, "{solver}: the late use still reads the old view");
        let fetched = out.tensors[read].alias_of.expect("a view");
        let made_by = &out.nodes[out.def_step(fetched).unwrap()];
        assert!(
            matches!(made_by.kind, NodeKind::Prefetch { .. }),
            "{solver}"
        );
        let again = &out.nodes[out.def_step(read).unwrap()];
        assert_eq!(again.op, "tensor.collapse_shape");
        assert_eq!(again.operands, vec![fetched]);
        assert!(
            crate::PlanChecker::new(out, &cost).check().is_ok(),
            "{solver}"
        );
        assert_eq!(outcome.timeline.peak.bytes, 1310, "{solver}");
        assert!(
            (outcome.timeline.makespan_s - 7e-3).abs() < 1e-9,
            "{solver}"
        );
    }
}

/// Two tensors stored after the same step: both stores come before both
/// detaches, in plan order, and the prefetches of their returns go before
/// the step of their first use; the graph `apply` makes has the offload
/// nodes in exactly that order.
#[test]
fn edits_are_ordered_by_slot_then_kind() {
    let mut g = GraphBuilder::new("pair");
    let a = g.arg(10);
    let x = g.timed_op("x", &[a], 1000, ONE_MS);
    let y = g.timed_op("y", &[x], 1000, ONE_MS);
    let mut last = g.timed_op("w", &[a], 10, ONE_MS);
    for _ in 0..4 {
        last = g.timed_op("w", &[last], 10, ONE_MS);
    }
    let z = g.timed_op("use", &[x, y, last], 10, ONE_MS);
    g.result(z);
    let graph = g.finish();
    let absence = Absence {
        detach_after: Some(NodeId(1)),
        prefetch_before: NodeId(5),
        first_use: NodeId(7),
    };
    let plan = Plan {
        tensors: [x, y]
            .map(|tensor| TensorPlan {
                tensor,
                tier: Tier::Host,
                source: Source::Store { after: NodeId(1) },
                absences: vec![absence],
                leaves_after: None,
                chunk: None,
            })
            .to_vec(),
        placed: Vec::new(),
        waits: false,
        late: Vec::new(),
        recomputes: Vec::new(),
    };
    let edits = Edits::of(&graph, &plan);
    let order = edit_order(&edits);
    let store = EditKind::Store {
        tier: Tier::Host,
        into: None,
    };
    let prefetch = EditKind::Prefetch {
        absence: 0,
        makes_buffer: false,
    };
    assert_eq!(
        order,
        vec![
            (NodeId(2), 0, store),
            (NodeId(2), 1, store),
            (NodeId(2), 0, EditKind::Detach { wait: false }),
            (NodeId(2), 1, EditKind::Detach { wait: false }),
            (NodeId(5), 0, prefetch),
            (NodeId(5), 1, prefetch),
        ]
    );
    assert_eq!(edits.at(NodeId(2)).len(), 4);
    assert!(edits.at(NodeId(3)).is_empty());
    let offloaded = apply(&graph, &plan);
    let ops: Vec<&str> = offloaded.nodes.iter().map(|n| n.op.as_str()).collect();
    assert_eq!(
        ops,
        [
            "x",
            "y",
            "offload.store",
            "offload.store",
            "offload.detach",
            "offload.detach",
            "w",
            "w",
            "w",
            "offload.prefetch",
            "offload.prefetch",
            "w",
            "w",
            "use"
        ]
    );
    let checked = crate::PlanChecker::new(&offloaded, &round_cost()).check();
    assert!(checked.is_ok(), "{checked:?}");
}

/// The chunks of a weight in a tier leave the device one by one: each has
/// a resident copy of its own (`offload.resident ... {chunk}`), so a plan
/// may take one chunk off between two uses and keep the other. Its edits
/// name each chunk's copy, detach only that chunk, and bring it back into
/// the buffer it left; the checker accepts the graph `apply` makes, and
/// the simulated peak, where the big activations are, is the chunk's bytes
/// below that of the plan that keeps the weight whole on the device.
#[test]
fn the_chunks_of_a_weight_in_a_tier_leave_one_by_one() {
    let mut g = GraphBuilder::new("weight");
    let w = g.arg_in(1000, Tier::Host);
    let mut last = g.timed_op("first", &[w], 10, ONE_MS);
    for _ in 0..4 {
        last = g.timed_op("big", &[last], 2000, ONE_MS);
    }
    let z = g.timed_op("use", &[w, last], 10, ONE_MS);
    g.result(z);
    let graph = g.finish();
    let halves = [0, 500].map(|start| crate::Chunk { start, bytes: 500 });
    let fetched = Absence {
        detach_after: None,
        prefetch_before: NodeId(0),
        first_use: NodeId(0),
    };
    let plan_of = |first_leaves: bool| Plan {
        tensors: halves
            .iter()
            .enumerate()
            .map(|(i, &chunk)| TensorPlan {
                tensor: w,
                tier: Tier::Host,
                source: Source::Resident,
                absences: std::iter::once(fetched)
                    .chain((i == 0 && first_leaves).then_some(Absence {
                        detach_after: Some(NodeId(0)),
                        prefetch_before: NodeId(5),
                        first_use: NodeId(5),
                    }))
                    .collect(),
                leaves_after: None,
                chunk: Some(chunk),
            })
            .collect(),
        placed: Vec::new(),
        waits: false,
        late: Vec::new(),
        recomputes: Vec::new(),
    };
    let plan = plan_of(true);
    plan.validate(&graph).unwrap();
    let order = edit_order(&Edits::of(&graph, &plan));
    let resident = EditKind::Resident { tier: Tier::Host };
    let prefetch = |absence, makes_buffer| EditKind::Prefetch {
        absence,
        makes_buffer,
    };
    assert_eq!(
        order,
        vec![
            (NodeId(0), 0, resident),
            (NodeId(0), 1, resident),
            (NodeId(0), 0, prefetch(0, true)),
            (NodeId(0), 1, prefetch(0, false)),
            (NodeId(1), 0, EditKind::Detach { wait: false }),
            (NodeId(5), 0, prefetch(1, false)),
        ]
    );
    let offloaded = apply(&graph, &plan);
    let chunks: Vec<Option<crate::Chunk>> = offloaded
        .nodes
        .iter()
        .filter_map(|n| match n.kind {
            NodeKind::Resident { chunk, .. } => Some(chunk),
            _ => None,
        })
        .collect();
    assert_eq!(chunks, halves.map(Some));
    let checked = crate::PlanChecker::new(&offloaded, &round_cost()).check();
    assert!(checked.is_ok(), "{checked:?}");
    let peak = |plan: &Plan| {
        crate::simulate::simulate(&apply(&graph, plan), &round_cost())
            .unwrap()
            .peak
            .bytes
    };
    assert_eq!(peak(&plan) + 500, peak(&plan_of(false)));
}

/// A plan's edits as `(slot, plan index, kind)`, in order.
fn edit_order(edits: &Edits) -> Vec<(Slot, usize, EditKind)> {
    edits
        .edits
        .iter()
        .map(|e| (e.slot, e.planned, e.kind))
        .collect()
}

/// A result that leaves for good may leave in chunks: one chunk is away
/// in the middle of its life and comes back for its last use, then the
/// other is stored into that chunk's copy, and the function returns the
/// copy holding both. The chunk away lowers the peak by its bytes against
/// a plan where the whole result only leaves at the end.
#[test]
fn a_result_that_leaves_for_good_leaves_in_chunks_into_one_copy() {
    let mut g = GraphBuilder::new("leaving");
    let r = g.timed_op("make", &[], 1000, ONE_MS);
    let mut last = g.timed_op("first", &[r], 10, ONE_MS);
    for _ in 0..4 {
        last = g.timed_op("big", &[last], 2000, ONE_MS);
    }
    let z = g.timed_op("use", &[r, last], 10, ONE_MS);
    g.result(r);
    g.result(z);
    let graph = g.finish();
    let halves = [0, 500].map(|start| crate::Chunk { start, bytes: 500 });
    let chunked = |chunks: &[crate::Chunk]| Plan {
        tensors: chunks
            .iter()
            .enumerate()
            .map(|(i, &chunk)| TensorPlan {
                tensor: r,
                tier: Tier::Host,
                source: Source::Store {
                    after: NodeId(if i == 0 { 1 } else { 6 }),
                },
                absences: (i == 0)
                    .then_some(Absence {
                        detach_after: Some(NodeId(1)),
                        prefetch_before: NodeId(6),
                        first_use: NodeId(6),
                    })
                    .into_iter()
                    .collect(),
                leaves_after: Some(NodeId(6)),
                chunk: Some(chunk),
            })
            .collect(),
        placed: Vec::new(),
        waits: false,
        late: Vec::new(),
        recomputes: Vec::new(),
    };
    let plan = chunked(&halves);
    plan.validate(&graph).unwrap();
    let order = edit_order(&Edits::of(&graph, &plan));
    let store = |into| EditKind::Store {
        tier: Tier::Host,
        into,
    };
    let detach = EditKind::Detach { wait: false };
    let prefetch = EditKind::Prefetch {
        absence: 0,
        makes_buffer: false,
    };
    assert_eq!(
        order,
        vec![
            (NodeId(2), 0, store(None)),
            (NodeId(2), 0, detach),
            (NodeId(6), 0, prefetch),
            (NodeId(7), 1, store(Some(0))),
            (NodeId(7), 0, detach),
            (NodeId(7), 1, detach),
            (NodeId(7), 1, EditKind::ReturnRemote),
        ]
    );
    let offloaded = apply(&graph, &plan);
    let returned: Vec<&str> = offloaded
        .tensors
        .iter()
        .filter(|t| t.is_result)
        .map(|t| t.ty.as_str())
        .collect();
    assert_eq!(returned.len(), 2, "{returned:?}");
    assert_eq!(
        returned
            .iter()
            .filter(|ty| ty.starts_with("!offload.remote"))
            .count(),
        1
    );
    let checked = crate::PlanChecker::new(&offloaded, &round_cost()).check();
    assert!(checked.is_ok(), "{checked:?}");
    let whole = Plan {
        tensors: vec![TensorPlan {
            tensor: r,
            tier: Tier::Host,
            source: Source::Store { after: NodeId(6) },
            absences: Vec::new(),
            leaves_after: Some(NodeId(6)),
            chunk: None,
        }],
        placed: Vec::new(),
        waits: false,
        late: Vec::new(),
        recomputes: Vec::new(),
    };
    let peak = |plan: &Plan| {
        crate::simulate::simulate(&apply(&graph, plan), &round_cost())
            .unwrap()
            .peak
            .bytes
    };
    assert_eq!(peak(&plan) + 500, peak(&whole));
    // Half of it cannot leave: the copy returned would miss the other half.
    let half = chunked(&halves[..1]).validate(&graph).unwrap_err();
    assert!(
        half.reason.contains("cover 500 of its 1000 bytes"),
        "{half}"
    );
    // Returned on the device, its buffer goes back whole: a chunk of it is
    // never away.
    let mut staying = chunked(&halves[..1]);
    staying.tensors[0].leaves_after = None;
    let away = staying.validate(&graph).unwrap_err();
    assert!(
        away.reason.contains("returns the tensor on the device"),
        "{away}"
    );
}

/// The checker refuses a returned copy that misses part of its tensor, and
/// a chunk stored into a copy of another tensor or twice into one.
#[test]
fn the_checker_refuses_a_returned_copy_missing_chunks() {
    let halves = [0, 500].map(|start| crate::Chunk { start, bytes: 500 });
    let build = |second: Option<crate::Chunk>, other_into: bool| {
        let mut g = GraphBuilder::new("partial");
        let r = g.timed_op("make", &[], 1000, ONE_MS);
        let o = g.timed_op("other", &[], 1000, ONE_MS);
        let first = g.store_chunk(r, Tier::Host, halves[0]);
        let other = g.store_chunk(o, Tier::Host, halves[0]);
        let returned = match second {
            Some(c) => {
                let into = if other_into { other } else { first };
                g.store_chunk_into(r, Tier::Host, c, into)
            }
            None => first,
        };
        g.detach(r, returned);
        g.result(returned);
        g.result(o);
        g.finish()
    };
    let reasons = |graph: &TensorGraph| -> Vec<String> {
        match crate::PlanChecker::new(graph, &round_cost()).check() {
            Ok(_) => Vec::new(),
            Err(errors) => errors.iter().map(|e| e.to_string()).collect(),
        }
    };
    let whole = build(Some(halves[1]), false);
    assert!(
        reasons(&whole)
            .iter()
            .all(|r| !r.contains("returns the copy")),
        "{:?}",
        reasons(&whole)
    );
    let partial = reasons(&build(None, false));
    assert!(
        partial
            .iter()
            .any(|r| r.contains("holds 500 of the tensor's 1000 bytes")),
        "{partial:?}"
    );
    let twice = reasons(&build(Some(halves[0]), false));
    assert!(
        twice.iter().any(|r| r.contains("already holds part of it")),
        "{twice:?}"
    );
    let other = reasons(&build(Some(halves[1]), true));
    assert!(
        other.iter().any(|r| r.contains("a copy of another tensor")),
        "{other:?}"
    );
}

/// A tensor whose buffer an unknown op's result may share
/// (`Tensor::may_be_aliased`, extraction says) never leaves the device,
/// although its gap would hide a round trip.
#[test]
fn a_possibly_shared_buffer_stays_on_the_device() {
    let (mut graph, x) = long_gap();
    graph.tensors[x].may_be_aliased = true;
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let outcome = plan(&graph, &cost, &request(solver)).unwrap();
        assert!(
            outcome.plan.tensors.iter().all(|tp| tp.tensor != x),
            "{solver}: {:?}",
            outcome.plan
        );
    }
}

/// Functions are planned on several threads: programs solved at once on
/// threads of their own give the answers they give one after another.
#[test]
fn ilp_solves_on_several_threads_agree_with_one_after_another() {
    let shapes: [&[(u64, usize)]; 4] = [
        &[(1501, 5), (1708, 2), (1201, 3), (100, 2), (100, 2)],
        &[(900, 3), (2500, 4), (700, 2), (1800, 5)],
        &[(2900, 2), (300, 3), (1200, 4), (2200, 2), (800, 3)],
        &[(1000, 4), (1000, 4), (1000, 4), (1000, 4)],
    ];
    let cost = round_cost();
    let mut req = request(Solver::Ilp);
    req.slowdown = 0.1;
    let graphs: Vec<TensorGraph> = shapes.iter().map(|s| random_graph(s)).collect();
    let solve = |graph: &TensorGraph| {
        let lifetimes = Lifetimes::compute(graph);
        let model = model::Model::new(graph, &lifetimes, &cost, &req);
        let solved = ilp::Program::new(&model, &req, None)
            .solve(&TimeLimit::new(10.0))
            .unwrap();
        (solved.on, solved.status)
    };
    let alone: Vec<_> = graphs.iter().map(solve).collect();
    for _ in 0..4 {
        let together: Vec<_> = std::thread::scope(|scope| {
            let handles: Vec<_> = graphs.iter().map(|g| scope.spawn(|| solve(g))).collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert_eq!(together, alone);
    }
}

/// The link bound depends on no placement: holding every weight in the tier
/// from the entry in the `none` plan (prefetched at the first slot) gives
/// the same bound as the slots the `none` plan chose.
#[test]
fn the_link_bound_does_not_move_with_the_none_plans_slots() {
    let mut g = GraphBuilder::new("weights");
    let a = g.arg(10);
    let w: Vec<TensorId> = (0..4)
        .map(|i| g.arg_in(1000 * (i + 1), Tier::Host))
        .collect();
    let mut last = g.timed_op("s0", &[a], 500, ONE_MS);
    for &wi in &w {
        let x = g.timed_op("x", &[last], 700, ONE_MS);
        last = g.timed_op("use_w", &[wi, x], 10, ONE_MS);
    }
    g.result(last);
    let graph = g.finish();
    let lifetimes = Lifetimes::compute(&graph);
    let cost = round_cost();
    let req = request(Solver::None);
    let model = model::Model::new(&graph, &lifetimes, &cost, &req);
    assert!(
        model
            .mandatory
            .iter()
            .any(|m| m.prefetch_before > NodeId::FIRST),
        "the none plan prefetches some weight after the entry"
    );
    for allowance in [0.0, 1e-3, 1e-2] {
        let chosen = bound::peak_bound(&model, allowance, &[]);
        let mut early = model::Model::new(&graph, &lifetimes, &cost, &req);
        for m in &mut early.mandatory {
            for s in NodeId::until(NodeId::FIRST, m.prefetch_before) {
                early.resident[s] += m.bytes;
            }
            m.prefetch_before = NodeId::FIRST;
        }
        assert_eq!(
            bound::peak_bound(&early, allowance, &[]),
            chosen,
            "allowance {allowance}"
        );
    }
}

/// A plan whose simulated peak meets the budget only because the simulator
/// frees a stored tensor before an allocation at the same instant (the
/// checker counts that release after it) is not taken for the budget: the
/// plan returned passes the checker at the budget.
#[test]
fn a_budget_met_only_at_a_release_tie_is_not_met() {
    let sizes = [
        (846, 5),
        (2965, 7),
        (100, 2),
        (2542, 2),
        (1000, 4),
        (2254, 4),
        (2255, 3),
        (1768, 2),
        (1151, 2),
    ];
    let graph = random_graph(&sizes);
    let cost = round_cost();
    let peak = Lifetimes::compute(&graph).peak.bytes;
    let budget = Some((peak as f64 * 0.7564077710069396) as u64);
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let request = PlanRequest {
            budget,
            slowdown: 0.05,
            ..request(solver)
        };
        let outcome = plan(&graph, &cost, &request).unwrap();
        let checked = crate::PlanChecker::new(&outcome.graph, &cost)
            .with_budget(budget)
            .check();
        assert!(checked.is_ok(), "{solver}: {checked:?}");
    }
}

/// `x` (4000 B) is made at step 0 and used again at step 7, after six 1 ms
/// steps; step 4 makes 3000 B that step 5 reads. Moving 4000 B takes 4 ms
/// each way, so whole, `x` cannot be off the device at step 4 and come back
/// by step 7 (its store ends at 5 ms, its prefetch must start at 3 ms). In
/// 1000 B chunks the first ones leave during steps 1-3 and come back last.
fn too_long_for_its_gap() -> TensorGraph {
    let mut g = GraphBuilder::new("too_long");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], 4000, ONE_MS);
    let mut last = a;
    for bytes in [10, 10, 10, 3000, 10, 10] {
        last = g.timed_op("work", &[last], bytes, ONE_MS);
    }
    let y = g.timed_op("use_x", &[x, last], 10, ONE_MS);
    g.result(y);
    g.finish()
}

#[test]
fn a_tensor_too_large_for_its_gap_leaves_in_chunks() {
    let graph = too_long_for_its_gap();
    let cost = round_cost();
    let all_on_device = Lifetimes::compute(&graph).peak.bytes;
    // Whole, the heuristic cannot move x: its gap is too short for all of it.
    let whole = plan(&graph, &cost, &request(Solver::Heuristic)).unwrap();
    assert_eq!(whole.timeline.peak.bytes, all_on_device);
    // The flow program moves part of it in chunks.
    let chunked = plan(
        &graph,
        &cost,
        &PlanRequest {
            chunk_bytes: 1000,
            ..request(Solver::Ilp)
        },
    )
    .unwrap();
    assert_eq!(chunked.solver, Solver::Ilp);
    assert!(
        chunked.plan.tensors.iter().all(|tp| tp.chunk.is_some())
            && !chunked.plan.tensors.is_empty(),
        "{:?}",
        chunked.plan
    );
    let checked = crate::PlanChecker::new(&chunked.graph, &cost)
        .check()
        .unwrap();
    assert_eq!(checked.peak_bytes, chunked.timeline.peak.bytes);
    assert!(
        chunked.timeline.peak.bytes + 1000 <= all_on_device,
        "{} vs {all_on_device}",
        chunked.timeline.peak.bytes
    );
    // Within the slowdown (0): no stall.
    assert!((chunked.timeline.makespan_s - 8.0 * 1e-3).abs() < 1e-9);
    let ops: Vec<&str> = chunked.graph.nodes.iter().map(|n| n.op.as_str()).collect();
    assert!(ops.contains(&"offload.store_chunk") && ops.contains(&"offload.prefetch_chunk"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The flow program's plans, under every rounding, on random graphs with
    /// arguments in the tier, donated arguments, returned tensors and views
    /// read after a gap, moving tensors larger than a chunk in chunks: each
    /// is a valid plan the independent checker accepts, its chunks whole
    /// ranges of their tensor's bytes; so is each placed again against its
    /// own run, and each repaired at its peak.
    #[test]
    fn flow_plans_are_valid_and_pass_the_checker(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        arguments in prop::collection::vec((100u64..3000, 0usize..10, any::<bool>()), 0..4),
        chunk_bytes in 300u64..1500,
        budget_fraction in prop::option::of(0.5f64..1.0),
    ) {
        let (graph, returnable) = random_mixed_graph(&sizes, &arguments);
        let cost = round_cost();
        let lifetimes = Lifetimes::compute(&graph);
        let budget = budget_fraction.map(|f| (lifetimes.peak.bytes as f64 * f) as u64);
        let request = PlanRequest {
            budget,
            slowdown: 0.05,
            returnable: returnable.clone(),
            chunk_bytes,
            ..request(Solver::Ilp)
        };
        let model = model::Model::new(&graph, &lifetimes, &cost, &request);
        let roundings: Vec<flow::Rounding> = [
            (0.3, 0.0, false, false),
            (0.8, 1.0, false, false),
            (0.5, 1.0, true, false),
            (0.5, 1.0, false, true),
        ]
        .into_iter()
        .map(|(share, stall, follow, pool)| flow::Rounding { chunk_bytes, share, stall, follow, pool, whole_weights: false })
        .collect();
        let allowance = request.slowdown * model.compute_s();
        let solved = flow::solve(
            &model,
            &request,
            flow::Allowance::of(allowance),
            1.0,
            true,
            &TimeLimit::new(5.0),
            &roundings,
        )
        .unwrap();
        for (rounding, planned) in &solved.plans {
            prop_assert!(planned.validate(&graph).is_ok(), "{rounding:?}: {:?}", planned.validate(&graph));
            for tp in planned.tensors.iter().filter(|tp| tp.chunk.is_some()) {
                let chunk = tp.chunk.unwrap();
                prop_assert!(graph.tensors[tp.tensor].bytes > chunk_bytes);
                prop_assert!(chunk.start % chunk_bytes == 0 && chunk.bytes <= chunk_bytes);
            }
            let offloaded = apply(&graph, planned);
            let checked = crate::PlanChecker::new(&offloaded, &cost).check();
            prop_assert!(checked.is_ok(), "{rounding:?}: {checked:?}");
            // Placed again against its own run: still valid and accepted.
            let timeline = crate::simulate(&offloaded, &cost).unwrap();
            let starts = flow::realize::simulated_starts(&graph, &offloaded, &timeline);
            let repacked = flow::realize::repack(&model, &starts, planned);
            prop_assert!(repacked.validate(&graph).is_ok(), "{rounding:?}: {:?}", repacked.validate(&graph));
            let checked = crate::PlanChecker::new(&apply(&graph, &repacked), &cost).check();
            prop_assert!(checked.is_ok(), "{rounding:?} repacked: {checked:?}");
            // Repaired at its peak: every tensor the program has off there
            // and the plan keeps, forced off, packed with the others or
            // back where the program brings it back; still valid and
            // accepted.
            if let Some(peak) = timeline.peak.node {
                let steps = flow::realize::original_steps(&graph, &offloaded);
                if let Some(at) = steps[..=peak.index()].iter().rev().find_map(|s| *s) {
                    let choices = flow::realize::repair_choices(
                        &model, &solved.bins, &solved.gaps, &solved.solution, planned, at,
                    );
                    for (follow, ceil) in [(false, false), (true, false), (false, true), (true, true)] {
                        let forced = choices.iter().map(|&(t, share)| (t, (share, follow))).collect();
                        let repaired = flow::realize::plan_forcing(
                            &model, &solved.bins, &solved.gaps, &solved.solution, *rounding, &forced, ceil,
                        );
                        prop_assert!(repaired.validate(&graph).is_ok(), "{rounding:?}: {:?}", repaired.validate(&graph));
                        let checked = crate::PlanChecker::new(&apply(&graph, &repaired), &cost).check();
                        prop_assert!(checked.is_ok(), "{rounding:?} repaired ({follow}, {ceil}): {checked:?}");
                    }
                }
            }
        }
    }
}

/// The bytes of `graph`'s arguments declared in a tier.
fn bytes_in_a_tier(graph: &TensorGraph) -> u64 {
    graph
        .tensors
        .iter()
        .filter(|t| {
            matches!(
                t.origin,
                crate::TensorOrigin::Argument { tier: Some(_), .. }
            )
        })
        .map(|t| t.bytes)
        .sum()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// With a host tier that holds only part of what could move, every
    /// solver's plan keeps the tier within its capacity as the checker
    /// counts it, and a plan is refused for the tier only when the
    /// arguments that live there do not fit it alone.
    #[test]
    fn plans_keep_every_tier_within_its_capacity(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        arguments in prop::collection::vec((100u64..3000, 0usize..10, any::<bool>()), 0..4),
        fraction in 0.0f64..0.6,
    ) {
        let (graph, returnable) = random_mixed_graph(&sizes, &arguments);
        let total: u64 = graph.tensors.iter().map(|t| t.bytes).sum();
        let mut cost = round_cost();
        let capacity = ((total as f64 * fraction) as u64).max(1);
        cost.profile.tiers.host.as_mut().unwrap().capacity_bytes = capacity;
        let in_tier = bytes_in_a_tier(&graph);
        for solver in Solver::ALL {
            let request = PlanRequest { slowdown: 0.05, returnable: returnable.clone(), ..request(solver) };
            match plan(&graph, &cost, &request) {
                Ok(outcome) => {
                    let checked = crate::PlanChecker::new(&outcome.graph, &cost).check();
                    prop_assert!(checked.is_ok(), "{solver}: {checked:?}");
                }
                Err(PlanError::BaselineOverTier { .. }) if !solver.is_ours() => {}
                Err(PlanError::TierFull { bytes, .. }) => {
                    prop_assert!(in_tier > capacity, "{solver}: refused though the arguments fit");
                    prop_assert_eq!(bytes, in_tier);
                }
                Err(e) => prop_assert!(false, "{solver}: {e}"),
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The flow program stores in a tier no more than the room its
    /// capacity leaves beside the arguments declared there: its model is
    /// one a plan can meet, not a peak reached by copies the tier cannot
    /// hold (which every rounding of it would then overflow).
    #[test]
    fn the_flow_program_stores_within_the_tiers_room(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        arguments in prop::collection::vec((100u64..3000, 0usize..10, any::<bool>()), 0..3),
        fraction in 0.0f64..0.4,
    ) {
        let (graph, returnable) = random_mixed_graph(&sizes, &arguments);
        let total: u64 = graph.tensors.iter().map(|t| t.bytes).sum();
        let in_tier = bytes_in_a_tier(&graph);
        let room = (total as f64 * fraction) as u64;
        let mut cost = round_cost();
        cost.profile.tiers.host.as_mut().unwrap().capacity_bytes = in_tier + room;
        let req = PlanRequest { slowdown: 0.05, returnable, ..request(Solver::Ilp) };
        let lifetimes = Lifetimes::compute(&graph);
        let model = model::Model::new(&graph, &lifetimes, &cost, &req);
        let solved = flow::solve(&model, &req, flow::Allowance::of(0.05 * model.compute_s()), 1.0, true, &TimeLimit::new(60.0), &[]);
        prop_assert!(solved.is_ok(), "{:?}", solved.err());
        let stored: f64 = solved
            .unwrap()
            .solution
            .stored
            .values()
            .map(|points| points.last().map_or(0.0, |&(_, bytes)| bytes))
            .sum();
        prop_assert!(stored <= room as f64 * (1.0 + 1e-6) + 1e-3, "stored {stored} in a room of {room}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// The least stall the flow program counts before it is solved (its
    /// arguments in the tier, each in by its first use) is a bound: the
    /// solved program stalls at least that, at every share of the links;
    /// and where the bound is beyond the allowance, `flow::solve` with
    /// less than the whole of the links says so rather than solving.
    #[test]
    fn the_flow_programs_least_stall_is_a_bound(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        arguments in prop::collection::vec((500u64..5000, 0usize..10, Just(true)), 1..4),
        fill in prop::sample::select(vec![1.0, 0.8, 0.5]),
        allowance_share in 0.0f64..0.3,
    ) {
        let (graph, returnable) = random_mixed_graph(&sizes, &arguments);
        let cost = round_cost();
        let req = PlanRequest { slowdown: 0.05, returnable, ..request(Solver::Ilp) };
        let lifetimes = Lifetimes::compute(&graph);
        let model = model::Model::new(&graph, &lifetimes, &cost, &req);
        let allowance = allowance_share * model.compute_s();
        let bins = flow::Bins::new(
            &model.start_s[..model.end_s.len()],
            &model.end_s,
            model.compute_s() * flow::BIN_SHARE,
        );
        let program = flow::Program::new(&model, &req, bins, allowance, fill, 0);
        let least = program.least_stall_s();
        let solution = program.solve(&TimeLimit::new(60.0));
        prop_assert!(solution.is_ok(), "{:?}", solution.err());
        let solution = solution.unwrap();
        let stall = solution.stall_s + solution.recompute_s;
        prop_assert!(stall >= least * (1.0 - 1e-6) - 1e-9, "stalls {stall} s, below the bound {least} s");
        let overruns = program.certain_overrun().is_some();
        prop_assert_eq!(overruns, least > allowance);
        if fill < 1.0 {
            let solved = flow::solve(&model, &req, flow::Allowance::of(allowance), fill, true, &TimeLimit::new(60.0), &[]);
            match solved {
                Err(flow::Unsolved::Overruns(o)) => {
                    prop_assert!(overruns);
                    prop_assert!(o.least_s > o.allowance_s);
                }
                Ok(_) => prop_assert!(!overruns),
                Err(e) => prop_assert!(false, "{e:?}"),
            }
        }
    }
}

/// Host (420 B) holds the plan's four 100 B copies; c (400 B) has no room
/// there, and NVMe, staged through host in pieces of at most 80 B, needs
/// 160 B of host for its bounce buffers: the two smallest copies spill
/// too (half the copies' bytes at most), and then all three fit.
#[test]
fn copies_make_room_for_the_bounce_buffers_of_a_staged_spill() {
    let mut g = GraphBuilder::new("staged_spill");
    let x = g.arg(10);
    let made: Vec<TensorId> = [100, 100, 100, 100, 400]
        .iter()
        .map(|&bytes| g.timed_op("make", &[x], bytes, 1e6))
        .collect();
    let last = g.timed_op("use", &made, 10, 1e6);
    g.result(last);
    let graph = g.finish();
    let mut cost = round_cost_with_nvme(420, 4.0);
    cost.profile.tiers.nvme.as_mut().unwrap().staging_bytes = Some(80);
    let stored = |t: TensorId| TensorPlan {
        tensor: t,
        tier: Tier::Host,
        source: Source::Store {
            after: NodeId::new(t.index()),
        },
        absences: vec![Absence {
            detach_after: Some(NodeId::new(t.index())),
            prefetch_before: NodeId::new(5),
            first_use: NodeId::new(5),
        }],
        leaves_after: None,
        chunk: None,
    };
    let plan = Plan {
        tensors: made[..4].iter().map(|&t| stored(t)).collect(),
        placed: vec![],
        waits: false,
        late: Vec::new(),
        recomputes: Vec::new(),
    };
    let request = PlanRequest {
        spill: vec![Tier::Nvme],
        min_bytes: 50,
        ..request(Solver::Heuristic)
    };
    let spilled = tiers::spill_copies(&graph, &cost, &request, &plan).unwrap();
    let mut to_nvme: Vec<TensorId> = spilled.iter().map(|&(t, _)| t).collect();
    to_nvme.sort();
    assert_eq!(to_nvme, vec![made[0], made[1], made[4]]);
    assert!(spilled.iter().all(|&(_, tier)| tier == Tier::Nvme));
    // Reached directly, NVMe takes c alone.
    cost.profile.tiers.nvme.as_mut().unwrap().staged_through = None;
    cost.profile.tiers.nvme.as_mut().unwrap().staging_bytes = None;
    let direct = tiers::spill_copies(&graph, &cost, &request, &plan).unwrap();
    assert_eq!(direct, vec![(made[4], Tier::Nvme)]);
}

/// `round_cost` with a host tier of `host_bytes` and an unlimited NVMe
/// tier, staged through host, whose links are `slower` times slower than
/// host's.
fn round_cost_with_nvme(host_bytes: u64, slower: f64) -> CostModel {
    let mut cost = round_cost();
    let host = cost.profile.tiers.host.as_mut().unwrap();
    host.capacity_bytes = host_bytes;
    let link = host.link.clone();
    cost.profile.tiers.nvme = Some(crate::TierSpec {
        capacity_bytes: 1 << 40,
        link: crate::Link {
            h2d_bytes_per_s: link.h2d_bytes_per_s / slower,
            d2h_bytes_per_s: link.d2h_bytes_per_s / slower,
            latency_s: 0.0,
            ..link
        },
        // As NVMe is lowered: through host memory, which holds a bounce
        // buffer per direction.
        staged_through: Some(Tier::Host),
        staging_bytes: None,
    });
    cost
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// With a host tier too small for the arguments that live in it and an
    /// NVMe tier to spill to, ours place the overflow there: every plan
    /// passes the checker with both capacities, what it placed moved to
    /// NVMe only, and host holds no more than its capacity.
    #[test]
    fn arguments_that_overflow_a_tier_spill_to_the_next(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        arguments in prop::collection::vec((100u64..3000, 0usize..10, Just(true)), 2..5),
        fraction in 0.1f64..0.9,
    ) {
        let (graph, returnable) = random_mixed_graph(&sizes, &arguments);
        let in_tier = || {
            graph
                .tensors
                .iter()
                .filter(|t| matches!(t.origin, crate::TensorOrigin::Argument { tier: Some(_), .. }))
                .map(|t| t.bytes)
        };
        let (in_host, largest) = (in_tier().sum::<u64>(), in_tier().max().unwrap_or(0));
        // Room for the bounce buffer of the largest argument fetched from
        // NVMe through host, and a fraction of the others.
        let host = largest + ((in_host - largest) as f64 * fraction) as u64;
        let cost = round_cost_with_nvme(host, 4.0);
        for solver in [Solver::Heuristic, Solver::Ilp] {
            let request = PlanRequest {
                slowdown: 0.05,
                returnable: returnable.clone(),
                spill: vec![Tier::Nvme],
                ..request(solver)
            };
            let outcome = plan(&graph, &cost, &request);
            prop_assert!(outcome.is_ok(), "{solver}: {:?}", outcome.err().map(|e| e.to_string()));
            let outcome = outcome.unwrap();
            prop_assert!(!outcome.plan.placed.is_empty());
            prop_assert!(outcome.plan.placed.iter().all(|&(_, tier)| tier == Tier::Nvme));
            // What a loop streaming a stack reads before the plan is made.
            prop_assert_eq!(
                &super::spilled_arguments(&graph, &cost, &request),
                &outcome.plan.placed
            );
            prop_assert!(outcome.plan.over_tier(&graph, &cost).is_none());
            let checked = crate::PlanChecker::new(&outcome.graph, &cost).check();
            prop_assert!(checked.is_ok(), "{solver}: {checked:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// With a host tier that holds only part of the copies a plan could
    /// store and an NVMe tier to spill to, every plan of ours keeps both
    /// tiers within their capacities as the checker counts them, and the
    /// heuristic's plan with the spill tier is never worse than without.
    #[test]
    fn copies_host_has_no_room_for_go_to_the_spill_tier(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 3..10),
        fraction in 0.0f64..0.5,
    ) {
        let (graph, returnable) = random_mixed_graph(&sizes, &[]);
        let total: u64 = graph.tensors.iter().map(|t| t.bytes).sum();
        let cost = round_cost_with_nvme((total as f64 * fraction) as u64 + 1, 2.0);
        for solver in [Solver::Heuristic, Solver::Ilp] {
            let request = PlanRequest {
                slowdown: 0.05,
                returnable: returnable.clone(),
                spill: vec![Tier::Nvme],
                ..request(solver)
            };
            let outcome = plan(&graph, &cost, &request);
            prop_assert!(outcome.is_ok(), "{solver}: {:?}", outcome.err().map(|e| e.to_string()));
            let outcome = outcome.unwrap();
            prop_assert!(outcome.plan.over_tier(&graph, &cost).is_none());
            let checked = crate::PlanChecker::new(&outcome.graph, &cost).check();
            prop_assert!(checked.is_ok(), "{solver}: {checked:?}");
            if solver == Solver::Heuristic {
                let alone = plan(&graph, &cost, &PlanRequest { spill: Vec::new(), ..request.clone() }).unwrap();
                prop_assert!(outcome.timeline.peak.bytes <= alone.timeline.peak.bytes);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Several devices on one link: the coordinator's plan passes the
    /// checker, stays within the allowance over the none plan on an even
    /// split, and its per-device peak on the shared link is never above the
    /// naive split's (the plan for 1/N of the link, each device alone on
    /// its share), which is always among its candidates.
    #[test]
    fn devices_on_one_link_do_no_worse_than_the_naive_split(
        sizes in prop::collection::vec((100u64..3000, 2usize..6), 3..9),
        devices in 2usize..5,
    ) {
        let graph = random_graph(&sizes);
        // A link slow enough that sharing it matters.
        let cost = crate::testing::round_cost_model().with_link_share(0.5);
        let req = PlanRequest {
            solver: Solver::Heuristic,
            min_bytes: 0,
            slowdown: 0.05,
            ..PlanRequest::default()
        };
        let shared = devices::plan_shared(&graph, &cost, &req, devices).unwrap();
        let planned_for = cost.clone().with_link_share(shared.link.share);
        prop_assert!(
            crate::PlanChecker::new(&shared.outcome.graph, &planned_for).check().is_ok()
        );
        let compute_s = shared.outcome.timeline.compute_s;
        prop_assert!(
            shared.link.planned.step_s <= shared.link.none.step_s + req.slowdown * compute_s + 1e-9,
            "step {} over the none plan's {} + allowance",
            shared.link.planned.step_s,
            shared.link.none.step_s
        );
        prop_assert!(
            shared.link.planned.peak_bytes <= shared.link.split.peak_bytes,
            "peak {} above the naive split's {}",
            shared.link.planned.peak_bytes,
            shared.link.split.peak_bytes
        );
        // The naive split is the plan for 1/N alone on its share.
        let alone = plan(&graph, &cost.clone().with_link_share(1.0 / devices as f64), &req).unwrap();
        prop_assert_eq!(shared.link.split.peak_bytes, alone.timeline.peak.bytes);
    }
}

/// The flow program of `graph` for `request` (round costs, a bin per step
/// of 1 ms or more, no stall allowed beyond a budget's), solved.
struct SolvedGap {
    gap: flow::program::Gap,
    /// The bytes off of the gap over its bins.
    flow: flow::program::GapFlow,
    bins: flow::Bins,
    stall_s: f64,
}

/// [`SolvedGap`] of `tensor`'s first gap.
fn solved_gap(graph: &TensorGraph, request: &PlanRequest, tensor: TensorId) -> SolvedGap {
    let cost = round_cost();
    let lifetimes = Lifetimes::compute(graph);
    let model = model::Model::new(graph, &lifetimes, &cost, request);
    let bins = flow::Bins::new(&model.start_s[..model.end_s.len()], &model.end_s, 1e-4);
    let program = flow::Program::new(&model, request, bins, 0.0, 1.0, request.chunk_bytes);
    let solution = program.solve(&TimeLimit::new(5.0)).unwrap();
    let i = program
        .gaps
        .iter()
        .position(|gap| gap.tensor == tensor)
        .expect("the tensor has a gap");
    SolvedGap {
        gap: program.gaps[i].clone(),
        flow: solution.gaps[i].clone(),
        bins: program.bins,
        stall_s: solution.stall_s,
    }
}

/// `x` (2000 B: 2 ms each way) is idle over five 1 ms steps ([`gap_of`])
/// and moves only whole (`chunk-bytes=0`); no stall is allowed. Its prefetch needs the two
/// steps before its use, so the flow program has none of it off there: a
/// fluid part of it coming back later is no plan a whole transfer makes.
#[test]
fn a_tensor_that_moves_whole_is_off_only_where_a_whole_transfer_allows() {
    let (graph, x) = gap_of(2000);
    let request = PlanRequest {
        chunk_bytes: 0,
        ..request(Solver::Ilp)
    };
    let solved = solved_gap(&graph, &request, x);
    assert!(solved.gap.whole);
    for &(bin, off) in &solved.flow.points {
        assert!(
            off < 1e-6 || solved.bins.slot(bin) < NodeId(4),
            "{off} B of x off in bin {bin}: {:?}",
            solved.flow.points
        );
    }
}

/// Within a budget the unplanned peak (1710 B) already meets, the flow
/// program's least stall is none whatever it moves; among such plans it
/// takes the lowest peak, as the judge ranks them: 400 B of [`long_gap`]'s
/// `x` off through steps 2-4, down to step 1's 1310 B, rather than nothing
/// moved (which the bytes' small weight alone would pick); realized whole.
#[test]
fn under_a_budget_the_flow_program_lowers_the_peak_where_it_costs_no_stall() {
    let (graph, x) = long_gap();
    let request = PlanRequest {
        budget: Some(1710),
        chunk_bytes: 0,
        ..request(Solver::Ilp)
    };
    let solved = solved_gap(&graph, &request, x);
    assert!(solved.stall_s < 1e-9, "stall {}", solved.stall_s);
    let most = solved.flow.peak();
    assert!(most > 399.9, "x off: {:?}", solved.flow.points);
    let outcome = plan(&graph, &round_cost(), &request).unwrap();
    assert_eq!(outcome.timeline.peak.bytes, 1310);
}

/// `r` (1000 B, 1 ms each way) is made at step 0 and returned with `y`
/// (10 B); the step before the last holds 2210 B, the last 1820 B, and
/// the return 1020 B. Within a budget of 1500 B, part of `r` must be off
/// through the last two steps and come back after them, for the return:
/// the flow program has that prefetch (after its last bin, as stall, since
/// no compute is left to hide it).
#[test]
fn a_returned_tensor_comes_back_after_the_last_step_when_the_budget_needs_it() {
    let mut g = GraphBuilder::new("returned");
    let a = g.arg(10);
    let r = g.timed_op("make_r", &[a], 1000, ONE_MS);
    let mut last = g.timed_op("work", &[a], 400, 2.0 * ONE_MS);
    last = g.timed_op("work", &[last], 400, ONE_MS);
    let big = g.timed_op("big", &[last], 800, ONE_MS);
    let y = g.timed_op("last", &[big], 10, ONE_MS);
    g.result(r);
    g.result(y);
    let graph = g.finish();
    assert_eq!(Lifetimes::compute(&graph).peak.bytes, 2210);
    let request = PlanRequest {
        budget: Some(1500),
        chunk_bytes: 0,
        ..request(Solver::Ilp)
    };
    let solved = solved_gap(&graph, &request, r);
    let nb = solved.bins.len();
    assert_eq!(solved.gap.back_by, Some(nb), "back after the last bin");
    let points = &solved.flow.points;
    let off_at = |bin: usize| solved.flow.off_at(bin).unwrap_or(0.0);
    // The 710 B over the budget, in the last two bins (fluid: a part of
    // it).
    assert!(
        off_at(nb - 2) > 709.9,
        "r off before the last bin: {points:?}"
    );
    assert!(off_at(nb - 1) > 319.9, "r off in the last bin: {points:?}");
    // The 320 B off in the last bin come back behind nothing: 0.32 ms of
    // stall.
    assert!(
        (solved.stall_s - 0.32e-3).abs() < 1e-6,
        "stall {}",
        solved.stall_s
    );
    // Realized whole, within the budget.
    let outcome = plan(&graph, &round_cost(), &request).unwrap();
    assert!(outcome.timeline.peak.bytes <= 1500);
    let tp = outcome
        .plan
        .tensors
        .iter()
        .find(|tp| tp.tensor == r)
        .expect("r moves");
    assert_eq!(
        tp.absences.last().map(|a| a.prefetch_before),
        Some(graph.end())
    );
}

/// Forty arguments in the tier (300 B: 0.3 ms each to fetch) are read one
/// per 0.25 ms step after 2 ms of steps that read none: their fetches keep
/// the link busy from the entry, and the last waits 0.25 ms however they
/// are ordered. With room for everything, the flow program's least stall
/// stays below twice the `none` plan's: each argument's fetch may be issued
/// from the entry. Issued only in a window before its use, the queue in
/// front of the late ones could not build up, and the program stalled
/// 0.75 ms (three times). It does not reach 0.25 ms: a fetch's transfer is
/// spread over the bins from its issue to its use in proportion to their
/// compute (0.46 ms).
#[test]
fn arguments_that_keep_the_link_busy_queue_from_the_entry_in_the_flow_program() {
    let mut g = GraphBuilder::new("queued");
    let a = g.arg(10);
    let mut spine = a;
    for _ in 0..8 {
        spine = g.timed_op("prelude", &[spine], 10, ONE_MS / 4.0);
    }
    let mut w = spine;
    for _ in 0..40 {
        w = g.arg_in(300, Tier::Host);
        spine = g.timed_op("use", &[spine, w], 10, ONE_MS / 4.0);
    }
    g.result(spine);
    let graph = g.finish();
    let cost = round_cost();
    let none = plan(&graph, &cost, &request(Solver::None)).unwrap();
    let none_stall = none.timeline.makespan_s - none.timeline.compute_s;
    assert!(
        (none_stall - 0.25e-3).abs() < 1e-5,
        "the none plan stalls {none_stall}"
    );
    let request = PlanRequest {
        budget: Some(1 << 20),
        ..request(Solver::Ilp)
    };
    // The program's stall, read beside the last argument's gap.
    let stall_s = solved_gap(&graph, &request, w).stall_s;
    assert!(
        stall_s < 2.0 * none_stall,
        "the program stalls {stall_s} where the none plan stalls {none_stall}"
    );
}

/// Two pipeline stages on one link. The first makes `x` (2000 B) at step
/// 0 and reads it at step 10; steps 1-9 take 1 ms each, and steps 4-7 hold
/// two 400 B tensors. At the full link (1000 B/ms) `x`'s store (2 ms) and
/// prefetch (2 ms) leave it off the device over steps 3-7; at half the
/// link they take 4 ms each and leave it off over step 5 alone, which
/// lowers no peak. The second stage computes on 10 B tensors and moves
/// nothing. The naive split leaves the first stage half a link it cannot
/// use; planned together, the second stage's half is idle, so the first
/// takes the whole link and holds `x` off at no cost to the period.
#[test]
fn a_pipeline_stage_takes_the_link_another_stage_leaves_idle() {
    let mut g = GraphBuilder::new("first");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], 2000, ONE_MS);
    let mut last = a;
    for bytes in [10, 10, 10, 400, 400, 400, 400, 10, 10] {
        last = g.timed_op("work", &[last], bytes, ONE_MS);
    }
    let y = g.timed_op("use_x", &[x, last], 10, ONE_MS);
    g.result(y);
    let first = g.finish();
    let mut g = GraphBuilder::new("second");
    let mut last = g.arg(10);
    for _ in 0..7 {
        last = g.timed_op("work", &[last], 10, ONE_MS);
    }
    g.result(last);
    let second = g.finish();
    let cost = round_cost();
    let req = request(Solver::Heuristic);
    let stages = devices::plan_stages(&[(&first, &req), (&second, &req)], &cost).unwrap();
    assert_eq!(stages.len(), 2);
    let (a, b) = (&stages[0], &stages[1]);
    assert_eq!(a.link.share, 1.0);
    assert!(a.outcome.plan.tensors.iter().any(|tp| tp.tensor == x));
    assert!(b.outcome.plan.tensors.is_empty());
    assert!(
        a.link.planned.peak_bytes < a.link.split.peak_bytes,
        "{} against the split's {}",
        a.link.planned.peak_bytes,
        a.link.split.peak_bytes
    );
    // No stall: the period is the first stage's compute, 11 ms.
    let stage = a.link.stage.unwrap();
    assert!((stage.period_s - 11e-3).abs() < 1e-9, "{}", stage.period_s);
    assert_eq!(stage.stage, 0);
    assert_eq!(b.link.stage.unwrap().stage, 1);
    for s in &stages {
        let planned_for = cost.clone().with_link_share(s.link.share);
        assert!(
            crate::PlanChecker::new(&s.outcome.graph, &planned_for)
                .check()
                .is_ok()
        );
    }
}

/// A graph of 40 tensors with gaps of 2-9 steps, sizes spread over
/// 100-3000 bytes: enough for the flow program, the heuristic's second
/// pass and the candidates' search to each do work of their own.
fn busy_graph() -> TensorGraph {
    let sizes: Vec<(u64, usize)> = (0..40u64)
        .map(|i| (100 + (i * 7919) % 2900, 2 + ((i * 31) % 8) as usize))
        .collect();
    random_graph(&sizes)
}

/// The plan is a function of the program and the request: planned under a
/// clock that runs 50 times fast (a machine that much slower or more
/// loaded, as the time limit sees it), it is the plan of an idle machine;
/// where the time limit does cut the search (a clock far faster still),
/// the outcome says so in its flag and its notes.
#[test]
fn the_plan_does_not_depend_on_the_clock_unless_the_time_limit_cuts_it() {
    let graph = busy_graph();
    let cost = round_cost();
    let mut req = request(Solver::Ilp);
    req.slowdown = 0.05;
    let cut_note = |outcome: &PlanOutcome| {
        outcome
            .notes
            .iter()
            .any(|n| n.starts_with("cut by the time limit: not reproducible"))
    };
    let idle = plan_within(&graph, &cost, &req, &TimeLimit::new(1e6)).unwrap();
    assert!(
        !idle.cut_by_time_limit && !cut_note(&idle),
        "{:?}",
        idle.notes
    );
    // The flow program and the candidates' program both ran.
    let ran = |prefix: &str| idle.notes.iter().any(|n| n.starts_with(prefix));
    assert!(
        ran("ilp: flow program:") && ran("ilp: 128 columns"),
        "{:?}",
        idle.notes
    );
    let slow = plan_within(&graph, &cost, &req, &TimeLimit::with_speed(1e4, 50.0)).unwrap();
    assert!(!slow.cut_by_time_limit, "{:?}", slow.notes);
    assert_eq!(slow.plan, idle.plan);
    assert_eq!(slow.notes, idle.notes);
    assert_eq!(slow.graph.nodes.len(), idle.graph.nodes.len());
    let cut = plan_within(&graph, &cost, &req, &TimeLimit::with_speed(1.0, 1e12)).unwrap();
    assert!(cut.cut_by_time_limit && cut_note(&cut), "{:?}", cut.notes);
    assert!(cut.plan.validate(&graph).is_ok());
}

/// `y` (9000 B) is made from `x` (100 B) by a pure op of 0.1 ms and used
/// again, with `x`, after five 1 ms steps; the middle one makes a 12000 B
/// temporary that the next one reads. Moving `y` takes 9 ms each way over
/// the 1e6 B/s link, more than the gap; recomputing it takes 0.1 ms. With
/// `y` kept the peak is at the temporary, 21510 B (with `a`, `x` and the
/// 400 B results around it); with `y` recomputed it is at most 12510 B
/// (`x` may move too).
fn recomputable() -> (TensorGraph, TensorId) {
    let mut g = GraphBuilder::new("recomputable");
    let a = g.arg(10);
    let x = g.timed_op("make_x", &[a], 100, 0.1 * ONE_MS);
    let y = g.pure_op("gelu", &[x], 9000, 0.1 * ONE_MS);
    let mut last = g.timed_op("work", &[a], 400, ONE_MS);
    let temporary = g.timed_op("work", &[last], 12000, ONE_MS);
    last = g.timed_op("work", &[temporary], 400, ONE_MS);
    for _ in 0..2 {
        last = g.timed_op("work", &[last], 400, ONE_MS);
    }
    let z = g.timed_op("use_y", &[y, x, last], 100, ONE_MS);
    g.result(z);
    (g.finish(), y)
}

#[test]
fn a_tensor_too_large_to_move_in_its_gap_is_recomputed() {
    let (graph, y) = recomputable();
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let asked = PlanRequest {
            slowdown: 0.05,
            ..request(solver)
        };
        let outcome = plan(&graph, &cost, &asked).unwrap();
        assert_eq!(
            outcome
                .plan
                .recomputes
                .iter()
                .map(|r| r.tensor)
                .collect::<Vec<_>>(),
            vec![y],
            "{solver}: {:?}",
            outcome.plan
        );
        assert!(
            outcome.plan.tensors.iter().all(|tp| tp.tensor != y),
            "{solver}"
        );
        assert!(
            outcome.timeline.peak.bytes <= 12510,
            "{solver}: {}",
            outcome.timeline.peak.bytes
        );
        let off = PlanRequest {
            recompute: false,
            ..asked
        };
        let kept = plan(&graph, &cost, &off).unwrap();
        assert!(kept.plan.recomputes.is_empty(), "{solver}");
        assert!(
            kept.timeline.peak.bytes >= 21410,
            "{solver}: {}",
            kept.timeline.peak.bytes
        );
    }
}

/// Under a budget, a plan that recomputes is judged like any other, on a
/// graph as extraction makes it (no op identities: they are hashed only
/// for a body that already holds clones). The judge's checker proves the
/// clone by the identity the graph with the plan gives it and its
/// original; without one it refused every recomputation as of an unknown
/// op, so the budget was met by moving `y` (9 ms each way) or not at all.
#[test]
fn under_a_budget_a_recomputation_is_taken_on_an_extracted_graph() {
    let (mut graph, y) = recomputable();
    for node in &mut graph.nodes {
        node.identity = 0;
    }
    let cost = round_cost();
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let asked = PlanRequest {
            budget: Some(13_000),
            ..request(solver)
        };
        let outcome = plan(&graph, &cost, &asked).unwrap();
        let recomputed: Vec<_> = outcome.plan.recomputes.iter().map(|r| r.tensor).collect();
        assert_eq!(recomputed, vec![y], "{solver}: {:?}", outcome.plan);
        assert!(outcome.timeline.peak.bytes <= 13_000, "{solver}");
        // Moving alone meets it only waiting for `y` (the ILP), or not at
        // all (the heuristic).
        match plan(
            &graph,
            &cost,
            &PlanRequest {
                recompute: false,
                ..asked.clone()
            },
        ) {
            Ok(moving) => assert!(
                outcome.timeline.makespan_s + 0.010 < moving.timeline.makespan_s,
                "{solver}: {} recomputing, {} moving",
                outcome.timeline.makespan_s,
                moving.timeline.makespan_s
            ),
            Err(e) => assert!(matches!(e, PlanError::Unreachable { .. }), "{solver}: {e}"),
        }
        let checked = crate::PlanChecker::new(&outcome.graph, &cost)
            .with_budget(Some(13_000))
            .check();
        assert!(checked.is_ok(), "{solver}: {checked:?}");
    }
}

/// `recomputable`'s shape, `y` the all-gather of a 2250 B shard over 4
/// devices (an FSDP weight gathered for its use) on a fabric of 1e9 B/s:
/// gathering it again takes 6.75 us where moving it takes 9 ms each way.
#[test]
fn a_gathered_weight_is_gathered_again_rather_than_kept() {
    let mut g = GraphBuilder::new("fsdp");
    let a = g.arg(10);
    let shard = g.arg(2250);
    let y = g.collective(crate::CollectiveKind::AllGather, 4, &[shard], 9000);
    let mut last = g.timed_op("use_y", &[y, a], 400, ONE_MS);
    let temporary = g.timed_op("work", &[last], 12000, ONE_MS);
    last = g.timed_op("work", &[temporary], 400, ONE_MS);
    for _ in 0..2 {
        last = g.timed_op("work", &[last], 400, ONE_MS);
    }
    let z = g.timed_op("use_y_again", &[y, last], 100, ONE_MS);
    g.result(z);
    let graph = g.finish();
    let mut cost = round_cost();
    cost.profile.fabric = Some(crate::Fabric {
        name: "test".into(),
        bytes_per_s: 1e9,
        latency_s: 0.0,
        shares_tier: None,
    });
    for solver in [Solver::Heuristic, Solver::Ilp] {
        let asked = PlanRequest {
            slowdown: 0.05,
            ..request(solver)
        };
        let outcome = plan(&graph, &cost, &asked).unwrap();
        let gathered: Vec<_> = outcome.plan.recomputes.iter().map(|r| r.tensor).collect();
        assert_eq!(gathered, vec![y], "{solver}: {:?}", outcome.plan);
        // The clone is a collective, on the fabric, and proven.
        let clones: Vec<_> = outcome.graph.nodes.iter().filter(|n| n.recompute).collect();
        assert!(
            clones.len() == 1 && clones[0].collective.is_some(),
            "{solver}"
        );
        let input = crate::collective_calls(&graph);
        let checked = crate::PlanChecker::new(&outcome.graph, &cost)
            .with_input_collectives(&input)
            .check();
        assert!(checked.is_ok(), "{solver}: {checked:?}");
        assert!(
            outcome.timeline.peak.bytes < 21000,
            "{solver}: {}",
            outcome.timeline.peak.bytes
        );
    }
}

/// [`random_graph`]'s shape with each tensor made by a pure op of 0.05 ms
/// from the spine and a small tensor kept to the end: each may be
/// recomputed at its later use.
fn random_recomputable_graph(sizes: &[(u64, usize)]) -> TensorGraph {
    random_graph_of("random_recomputable", sizes, Some(100), |g, spine, keep| {
        g.pure_op("t", &[keep, spine], 0, 0.05 * ONE_MS)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// On random graphs whose tensors a pure op makes, every plan of ours
    /// that recomputes passes the checker (each clone proven to compute
    /// its original's values, the memory counted as it runs), stays within
    /// the slowdown, and is never above the plan that only moves.
    #[test]
    fn recomputing_plans_pass_the_checker_and_never_lose_to_moves_alone(
        sizes in prop::collection::vec((100u64..3000, 2usize..8), 4..14),
        slowdown in 0.0f64..0.3,
    ) {
        let graph = random_recomputable_graph(&sizes);
        let cost = round_cost();
        for solver in [Solver::Heuristic, Solver::Ilp] {
            let asked = PlanRequest { slowdown, ..request(solver) };
            let ours = plan(&graph, &cost, &asked).unwrap();
            let moves = plan(&graph, &cost, &PlanRequest { recompute: false, ..asked.clone() }).unwrap();
            let checked = crate::PlanChecker::new(&ours.graph, &cost).check();
            prop_assert!(checked.is_ok(), "{solver}: {checked:?}");
            prop_assert!(
                ours.timeline.peak.bytes <= moves.timeline.peak.bytes,
                "{solver}: {} with recomputation, {} moving only", ours.timeline.peak.bytes, moves.timeline.peak.bytes
            );
            prop_assert!(ours.added_slowdown() <= slowdown + 1e-6, "{solver}: {}", ours.added_slowdown());
        }
    }
}

/// The absences whose settled detaches would wait past the slowdown are
/// dropped whole: their tensor stays on the device through them, a tensor
/// left with no absence leaves the plan, and a plan whose detaches already
/// moved (settled, `late`) is not cut so.
#[test]
fn absences_whose_detaches_wait_are_dropped() {
    let (graph, x) = long_gap();
    let outcome = plan(&graph, &round_cost(), &request(Solver::Heuristic)).unwrap();
    assert_eq!(outcome.plan.tensors.len(), 1);
    assert_eq!(outcome.plan.tensors[0].tensor, x);
    let mut unsettled = outcome.plan.clone();
    unsettled.late.clear();
    let held = [DetachOf {
        planned: 0,
        absence: Some(0),
    }];
    let cut = settle::without_absences(&graph, &unsettled, &held).expect("a plan without it");
    assert!(cut.tensors.is_empty(), "{cut:?}");
    // Nothing to drop: no plan of its own.
    assert!(settle::without_absences(&graph, &unsettled, &[]).is_none());
    let late = Plan {
        late: held.to_vec(),
        ..unsettled
    };
    assert!(settle::without_absences(&graph, &late, &held).is_none());
}
