//! Checker tests: hand-built plans with the verdicts, times and peaks
//! worked out by hand in their comments.

use super::*;
use crate::graph::SliceIndex;
use crate::testing::round_cost_model as round_model;
use crate::{simulate::simulate, testing::GraphBuilder};

const MS: f64 = 1e-3;
/// Work bytes of a 1 ms op in `round_model`.
const ONE_MS: f64 = 1e6;

fn check(graph: &TensorGraph) -> Result<CheckReport, Vec<CheckError>> {
    PlanChecker::new(graph, &round_model()).check()
}

fn check_with(graph: &TensorGraph, budget: u64) -> Result<CheckReport, Vec<CheckError>> {
    PlanChecker::new(graph, &round_model())
        .with_budget(budget)
        .check()
}

fn assert_close(actual: f64, expected: f64) {
    assert!((actual - expected).abs() <= 1e-12, "{actual} != {expected}");
}

fn assert_report(
    report: &CheckReport,
    peak_bytes: u64,
    peak_ms: f64,
    makespan_ms: f64,
    transfers: usize,
) {
    assert_eq!(report.peak_bytes, peak_bytes, "{report:?}");
    assert_close(report.peak_time_s, peak_ms * MS);
    assert_close(report.makespan_s, makespan_ms * MS);
    assert_eq!(report.transfers, transfers, "{report:?}");
}

/// The only error of a rejected plan.
fn single_error(result: Result<CheckReport, Vec<CheckError>>) -> CheckError {
    let errors = result.expect_err("the plan is rejected");
    assert_eq!(errors.len(), 1, "{errors:#?}");
    errors[0].clone()
}

/// x (1000 B) is used at once and again at the end; between, a 2 ms op
/// and a 2000 B tensor b that lives 4..6 ms. With `offload`, x is stored
/// and detached after its first use and prefetched once b is gone.
fn gap_graph(offload: bool) -> TensorGraph {
    let mut g = GraphBuilder::new("gap");
    let x = g.timed_op("make_x", &[], 1000, ONE_MS);
    let y = g.timed_op("use_x", &[x], 10, ONE_MS);
    let remote = offload.then(|| {
        let r = g.store(x, Tier::Host);
        g.detach(x, r);
        r
    });
    let a = g.timed_op("f1", &[y], 10, 2.0 * ONE_MS);
    let b = g.timed_op("f2", &[a], 2000, ONE_MS);
    let c = g.timed_op("f3", &[b], 10, ONE_MS);
    let x_again = remote.map_or(x, |r| g.prefetch(r, 1000));
    let z = g.timed_op("use_x_again", &[x_again, c], 10, ONE_MS);
    g.result(z);
    g.finish()
}

#[test]
fn stored_activation_leaves_in_its_gap_and_comes_back() {
    // Steps: 0 make_x 0..1, 1 use_x 1..2, 2 store (issued at 2, D2H
    // 2..3), 3 detach (issued at 2, releases x at 3), 4 f1 2..4, 5 f2
    // 4..5, 6 f3 5..6, 7 prefetch (issued at 6, H2D 6..7), 8 use_x_again
    // stalls until 7, runs 7..8 ms.
    // Memory: 0: x 1000; 1: +y 1010; 2: +a 1020; 3: -x 20; 4: -y +b
    // 2010 (the peak, step 5); 5: -a +c 2010; 6: -b +x2 1010; 7: +z
    // 1020; 8: -x2 -c 10.
    let graph = gap_graph(true);
    let report = check(&graph).unwrap();
    assert_report(&report, 2010, 4.0, 8.0, 2);
    let timeline = simulate(&graph, &round_model()).unwrap();
    assert_eq!(timeline.peak.bytes, report.peak_bytes);
    assert_close(timeline.makespan_s, report.makespan_s);
}

/// x (3000 B, a 3 ms store) is stored after its use and detached; f1
/// then makes a 2000 B tensor while the store still runs, and x comes
/// back for the end. `wait`: the detach holds the compute stream until
/// the store completed.
fn late_store_graph(wait: bool) -> TensorGraph {
    let mut g = GraphBuilder::new("late_store");
    let x = g.timed_op("make_x", &[], 3000, ONE_MS);
    let y = g.timed_op("use_x", &[x], 10, ONE_MS);
    let r = g.store(x, Tier::Host);
    if wait {
        g.detach_waiting(x, r);
    } else {
        g.detach(x, r);
    }
    let a = g.timed_op("f1", &[y], 2000, ONE_MS);
    let b = g.timed_op("f2", &[a], 10, 6.0 * ONE_MS);
    let x_again = g.prefetch(r, 3000);
    let z = g.timed_op("use_x_again", &[x_again, b], 10, ONE_MS);
    g.result(z);
    g.finish()
}

#[test]
fn a_detach_that_waits_frees_before_the_next_op_and_delays_it() {
    // Steps: 0 make_x 0..1, 1 use_x 1..2, 2 store (D2H 2..5), 3 detach,
    // 4 f1, 5 f2 (6 ms), 6 prefetch (H2D 3 ms), 7 use_x_again.
    // Without the wait, f1 runs 2..3 with x still held (released at
    // 5): 3000 + 10 + 2000 = 5010 B. With it, f1 runs 5..6 after the
    // release: 10 + 2000 = 2010 B, and the peak is x back with b and z
    // (3020 B); everything after starts 3 ms later.
    let late = late_store_graph(false);
    let report = check(&late).unwrap();
    assert_eq!(report.peak_bytes, 5010);
    let waited = late_store_graph(true);
    let report_waited = check(&waited).unwrap();
    assert_eq!(report_waited.peak_bytes, 3020);
    assert_close(report_waited.makespan_s, report.makespan_s + 3.0 * MS);
    // The simulator agrees on both, and counts the wait as a stall (x's
    // prefetch, issued after f2, stalls its use in both).
    for (graph, report) in [(&late, &report), (&waited, &report_waited)] {
        let timeline = simulate(graph, &round_model()).unwrap();
        assert_eq!(timeline.peak.bytes, report.peak_bytes);
        assert_close(timeline.makespan_s, report.makespan_s);
    }
    let timeline = simulate(&waited, &round_model()).unwrap();
    assert_eq!(timeline.stalls[0].0, NodeId(3));
    assert_close(timeline.stalls[0].1, 3.0 * MS);
    // A budget between the two holds only the plan that waits.
    assert!(check_with(&late, 4000).is_err());
    assert!(check_with(&waited, 4000).is_ok());
}

#[test]
fn a_loop_that_streams_slices_takes_its_copies_time_as_the_simulator_says() {
    // Four iterations of 1 ms. The stack read from host (500 B slices,
    // 0.5 ms each) has its first slice before the loop; the stack
    // written to host copies 1500 B (1.5 ms) a slice, which each
    // iteration waits for: 0.5 + 4 x 1.5 = 6.5 ms. A read stream
    // without its copy is an error at the loop.
    let build = |resident: bool| {
        let mut g = GraphBuilder::new("stream");
        let w = g.arg_in(2000, Tier::Host);
        let r = if resident {
            g.resident(w, Tier::Host)
        } else {
            w
        };
        let y = g.timed_op("stablehlo.while", &[], 10, 4.0 * ONE_MS);
        g.result(y);
        let mut graph = g.finish();
        let lp = graph
            .nodes
            .iter()
            .position(|n| n.op == "stablehlo.while")
            .unwrap();
        graph.nodes[lp].streams = vec![
            crate::SliceStream {
                remote: r,
                slice_bytes: 500,
                iterations: 4,
                stores_to: None,
                one_slot: false,
                starts_after_kernel: 0,
                nested: None,
            },
            crate::SliceStream {
                remote: y,
                slice_bytes: 1500,
                iterations: 4,
                stores_to: Some(Tier::Host),
                one_slot: false,
                starts_after_kernel: 0,
                nested: None,
            },
        ];
        graph
    };
    let graph = build(true);
    let report = check(&graph).unwrap();
    let timeline = simulate(&graph, &round_model()).unwrap();
    assert_close(report.makespan_s, 6.5 * MS);
    assert_close(timeline.makespan_s, report.makespan_s);
    assert_eq!(timeline.h2d_bytes, 2500);
    assert_eq!(timeline.d2h_bytes, 6000);
    let errors = check(&build(false)).unwrap_err();
    assert!(
        errors.iter().any(|e| matches!(
            e,
            CheckError::PrefetchWithoutCopy {
                prefetch: NodeId(0),
                ..
            }
        )),
        "{errors:?}"
    );
}

/// The first half of x (bytes 0..500 of 1000) leaves in gap_graph's
/// gap; the rest stays. `variant` breaks one rule.
#[derive(Clone, Copy, PartialEq)]
enum ChunkVariant {
    Valid,
    NoPrefetch,
    DetachTwice,
    NoDetach,
    OutOfBounds,
}

fn chunk_gap(variant: ChunkVariant) -> TensorGraph {
    let half = Chunk {
        start: 0,
        bytes: if variant == ChunkVariant::OutOfBounds {
            1001
        } else {
            500
        },
    };
    let mut g = GraphBuilder::new("chunk_gap");
    let x = g.timed_op("make_x", &[], 1000, ONE_MS);
    let y = g.timed_op("use_x", &[x], 10, ONE_MS);
    let r = g.store_chunk(x, Tier::Host, half);
    if variant != ChunkVariant::NoDetach {
        g.detach(x, r);
    }
    if variant == ChunkVariant::DetachTwice {
        g.detach(x, r);
    }
    let a = g.timed_op("f1", &[y], 10, 2.0 * ONE_MS);
    let b = g.timed_op("f2", &[a], 2000, ONE_MS);
    let c = g.timed_op("f3", &[b], 10, ONE_MS);
    let x_again = match variant {
        ChunkVariant::NoPrefetch => x,
        _ => g.prefetch_chunk(r, Some(x), 1000, half),
    };
    let z = g.timed_op("use_x_again", &[x_again, c], 10, ONE_MS);
    g.result(z);
    g.finish()
}

#[test]
fn a_chunk_leaves_while_the_rest_of_its_tensor_stays() {
    // The chunk's store runs 2..2.5 ms and releases 500 B at 2.5 ms; at
    // f2 (4 ms) x holds 500 B beside a 10 and b 2000: 2510 (3010 with
    // x whole on the device). Its prefetch (issued at 6 ms) lands at
    // 6.5, when use_x_again starts.
    let graph = chunk_gap(ChunkVariant::Valid);
    let report = check(&graph).unwrap();
    assert_report(&report, 2510, 4.0, 7.5, 2);
    let timeline = simulate(&graph, &round_model()).unwrap();
    assert_eq!(timeline.peak.bytes, report.peak_bytes);
    assert_close(timeline.makespan_s, report.makespan_s);
    assert_eq!(timeline.h2d_bytes, 500);
}

#[test]
fn chunk_rules_are_enforced() {
    let detach = NodeId(3);
    match single_error(check(&chunk_gap(ChunkVariant::NoPrefetch))) {
        CheckError::ChunkMissing { chunk, since, .. } => {
            assert_eq!(
                (chunk, since),
                (
                    Chunk {
                        start: 0,
                        bytes: 500
                    },
                    detach
                )
            );
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        single_error(check(&chunk_gap(ChunkVariant::DetachTwice))),
        CheckError::DoubleDetach { first, .. } if first == detach
    ));
    let error = single_error(check(&chunk_gap(ChunkVariant::NoDetach)));
    assert!(
        matches!(&error, CheckError::BadChunk { reason, .. } if reason.contains("already holds")),
        "{error}"
    );
    let errors = check(&chunk_gap(ChunkVariant::OutOfBounds)).unwrap_err();
    assert!(
        errors.iter().any(
            |e| matches!(e, CheckError::BadChunk { reason, .. } if reason.contains("not within"))
        ),
        "{errors:?}"
    );
}

#[test]
fn a_buffer_made_by_a_chunk_prefetch_is_read_once_every_chunk_arrived() {
    // w (1000 B) lives in host; it comes in two halves, 0.5 ms each.
    let build = |second_half: bool| {
        let mut g = GraphBuilder::new("halves");
        let w = g.arg_in(1000, Tier::Host);
        let r = g.resident(w, Tier::Host);
        let first = Chunk {
            start: 0,
            bytes: 500,
        };
        let mut value = g.prefetch_chunk(r, None, 1000, first);
        if second_half {
            let second = Chunk {
                start: 500,
                bytes: 500,
            };
            value = g.prefetch_chunk(r, Some(value), 1000, second);
        }
        let y = g.timed_op("use_w", &[value], 10, ONE_MS);
        g.result(y);
        g.finish()
    };
    // Both halves land by 1 ms; use_w runs 1..2 ms with w (1000) and y.
    let report = check(&build(true)).unwrap();
    assert_report(&report, 1010, 1.0, 2.0, 2);
    let timeline = simulate(&build(true), &round_model()).unwrap();
    assert_eq!(timeline.peak.bytes, 1010);
    assert_close(timeline.makespan_s, 2.0 * MS);
    match single_error(check(&build(false))) {
        CheckError::ChunkMissing { chunk, since, .. } => {
            assert_eq!(
                (chunk, since),
                (
                    Chunk {
                        start: 500,
                        bytes: 500
                    },
                    NodeId(1)
                )
            );
        }
        other => panic!("{other:?}"),
    }
}

/// x (1000 B) leaves after its use, by its first half (`whole`: all of
/// it), and that half comes back into x's buffer for a last use beside
/// `other`; `wrong_base` names other's buffer as the one it fills.
fn refill_graph(whole: bool, wrong_base: bool) -> TensorGraph {
    let half = Chunk {
        start: 0,
        bytes: 500,
    };
    let mut g = GraphBuilder::new("refill");
    let x = g.timed_op("make_x", &[], 1000, ONE_MS);
    let other = g.timed_op("make_other", &[x], 1000, ONE_MS);
    let r = if whole {
        g.store(x, Tier::Host)
    } else {
        g.store_chunk(x, Tier::Host, half)
    };
    g.detach(x, r);
    let prefetch = g.next_step();
    let back = g.prefetch_chunk(r, Some(x), 1000, half);
    let z = g.timed_op("use_x_again", &[back, other], 10, ONE_MS);
    g.result(z);
    let mut graph = g.finish();
    if wrong_base && let NodeKind::Prefetch { base, .. } = &mut graph.nodes[prefetch].kind {
        *base = Some(other);
    }
    graph
}

#[test]
fn a_chunk_prefetch_refills_a_chunk_of_its_own_buffer_detached_by_chunks() {
    assert!(check(&refill_graph(false, false)).is_ok());
    let reasons = |graph: &TensorGraph| -> Vec<String> {
        check(graph)
            .unwrap_err()
            .iter()
            .map(|error| error.to_string())
            .collect()
    };
    // Detached whole: the chunk prefetch refuses, and the use that follows
    // reads a detached tensor.
    assert_eq!(
        reasons(&refill_graph(true, false)),
        [
            "step 4 (offload.prefetch_chunk) on %3: step 3 detached all of it; prefetch it whole, or detach it by chunks",
            "step 5 (use_x_again) uses %3 after step 3 detached it; move the detach after this use or use a prefetched copy",
        ]
    );
    // Into another buffer: the chunk never comes back into x's.
    assert_eq!(
        reasons(&refill_graph(false, true)),
        [
            "step 4 (offload.prefetch_chunk) on %3: its base %1 is another buffer than the one it fills; make the result a view of the base's storage",
            "step 5 (use_x_again) uses %3 while its bytes [0, 500) is not on the device (since step 3); prefetch that chunk back into it before this use",
        ]
    );
}

/// How chain_graph stores x's second half.
#[derive(Clone, Copy, Debug)]
enum SecondStore {
    /// Into the first half's copy, as it should.
    Valid,
    /// The first half again.
    Twice,
    /// The whole tensor, into the first half's copy.
    Whole,
    /// Into a copy a whole store made.
    IntoWholeCopy,
    /// Into the first half's copy, but to another tier.
    OtherTier,
    /// None: the first half's copy is returned alone.
    Missing,
}

/// x (1000 B) is stored by halves into one copy, the function returning
/// the copy; `second` says how the second half's store goes.
fn chain_graph(second: SecondStore) -> TensorGraph {
    let first = Chunk {
        start: 0,
        bytes: 500,
    };
    let rest = Chunk {
        start: 500,
        bytes: 500,
    };
    let mut g = GraphBuilder::new("chain");
    let x = g.timed_op("make_x", &[], 1000, ONE_MS);
    let r1 = g.store_chunk(x, Tier::Host, first);
    let r2 = match second {
        SecondStore::Valid => g.store_chunk_into(x, Tier::Host, rest, r1),
        SecondStore::Twice => g.store_chunk_into(x, Tier::Host, first, r1),
        SecondStore::Whole => {
            let r2 = g.store_chunk_into(x, Tier::Host, rest, r1);
            let step = g.next_step() - 1;
            let mut graph = g.finish();
            if let NodeKind::Store { chunk, .. } = &mut graph.nodes[step].kind {
                *chunk = None;
            }
            graph.tensors[r2].is_result = true;
            return graph;
        }
        SecondStore::IntoWholeCopy => {
            let whole = g.store(x, Tier::Host);
            g.store_chunk_into(x, Tier::Host, rest, whole)
        }
        SecondStore::OtherTier => g.store_chunk_into(x, Tier::Cxl, rest, r1),
        SecondStore::Missing => r1,
    };
    g.result(r2);
    g.finish()
}

#[test]
fn a_chunk_store_into_a_copy_adds_a_chunk_of_the_same_tensor_and_tier() {
    assert!(check(&chain_graph(SecondStore::Valid)).is_ok());
    let reasons = |second: SecondStore| -> Vec<String> {
        check(&chain_graph(second))
            .unwrap_err()
            .iter()
            .map(|error| error.to_string())
            .collect()
    };
    for (second, expected) in [
        (
            SecondStore::Twice,
            vec![
                "step 2 (offload.store_chunk) on %0: it writes bytes [0, 500) into %1, which already holds part of it; store each chunk once",
            ],
        ),
        (
            SecondStore::Whole,
            vec![
                "step 2 (offload.store_chunk) on %0: a whole store writes a copy of its own; store a chunk into the copy, or the whole tensor without `into`",
            ],
        ),
        // The copy it makes holds its chunk alone.
        (
            SecondStore::IntoWholeCopy,
            vec![
                "step 3 (offload.store_chunk) on %0: it writes into %2, which no earlier chunk store made; write into the copy a store_chunk of this tensor made",
                "step 3 (offload.store_chunk) on %0: the function returns the copy it makes, which holds 500 of the tensor's 1000 bytes; store the other chunks into it (offload.store_chunk with `into`) before the return, or return a whole store's copy",
            ],
        ),
        (
            SecondStore::OtherTier,
            vec![
                "step 2 (offload.store_chunk) on %0: it writes into %1, a copy in another tier; store into the tier that copy is in",
                "step 2 moves data to or from cxl, which hardware profile `round` does not describe; add `tiers.cxl` to the profile or use another tier",
            ],
        ),
        (
            SecondStore::Missing,
            vec![
                "step 1 (offload.store_chunk) on %0: the function returns the copy it makes, which holds 500 of the tensor's 1000 bytes; store the other chunks into it (offload.store_chunk with `into`) before the return, or return a whole store's copy",
            ],
        ),
    ] {
        assert_eq!(reasons(second), expected, "{second:?}");
    }
}

#[test]
fn copies_held_in_a_tier_stay_within_its_capacity() {
    let with_host = |capacity: u64| {
        let mut cost = round_model();
        cost.profile.tiers.host.as_mut().unwrap().capacity_bytes = capacity;
        cost
    };
    // gap_graph stores x (1000 B) at step 2.
    let graph = gap_graph(true);
    assert!(PlanChecker::new(&graph, &with_host(1000)).check().is_ok());
    let cost = with_host(999);
    assert_eq!(
        single_error(PlanChecker::new(&graph, &cost).check()),
        CheckError::TierCapacityExceeded {
            step: NodeId(2),
            at_entry: false,
            tier: Tier::Host,
            bytes: 1000,
            staged: 0,
            capacity: 999
        }
    );
    // Arguments that live in the tier fill it from the entry.
    let mut g = GraphBuilder::new("weights");
    let w = g.arg_in(600, Tier::Host);
    let v = g.arg_in(600, Tier::Host);
    let (rw, rv) = (g.resident(w, Tier::Host), g.resident(v, Tier::Host));
    let (pw, pv) = (g.prefetch(rw, 600), g.prefetch(rv, 600));
    let y = g.timed_op("use", &[pw, pv], 10, ONE_MS);
    g.result(y);
    let error = single_error(PlanChecker::new(&g.finish(), &with_host(1000)).check());
    assert!(
        matches!(
            error,
            CheckError::TierCapacityExceeded {
                at_entry: true,
                bytes: 1200,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.to_string().starts_with(
        "host holds 1200B (1.2KiB) after the arguments that live in it, over its capacity of 1000B"
    ));
}

/// NVMe staged through host: host holds a bounce buffer per direction,
/// as large as the largest copy each way, from the first copy on.
#[test]
fn copies_staged_through_a_tier_hold_its_bounce_buffers() {
    use crate::testing::{nvme_copies_graph, round_cost_with_staged_nvme as with_nvme};
    let graph = nvme_copies_graph();
    // Reached directly, NVMe needs no host at all.
    assert!(
        PlanChecker::new(&graph, &with_nvme(0, false))
            .check()
            .is_ok()
    );
    // Staged: 400 B to NVMe and 600 B from it in flight at most; the
    // prefetch of w (step 4) makes it 1000 B.
    assert!(
        PlanChecker::new(&graph, &with_nvme(1000, true))
            .check()
            .is_ok()
    );
    let error = single_error(PlanChecker::new(&graph, &with_nvme(999, true)).check());
    assert_eq!(
        error,
        CheckError::TierCapacityExceeded {
            step: NodeId(4),
            at_entry: false,
            tier: Tier::Host,
            bytes: 1000,
            staged: 1000,
            capacity: 999
        }
    );
    assert!(
        error.to_string().contains(
            "host holds 1000B after the copy at step 4 (1000B of them the bounce buffers of the copies staged through it, the largest each way), over its capacity of 999B"
        ),
        "{error}"
    );
    // Staged in pieces of at most 300 B: 300 B each way.
    let mut pieces = with_nvme(600, true);
    pieces.profile.tiers.nvme.as_mut().unwrap().staging_bytes = Some(300);
    assert!(PlanChecker::new(&graph, &pieces).check().is_ok());
    pieces.profile.tiers.host.as_mut().unwrap().capacity_bytes = 599;
    assert!(PlanChecker::new(&graph, &pieces).check().is_err());
}

#[test]
fn budget_between_the_peaks_passes_only_with_the_plan() {
    // Without the plan x stays: at 4 ms f2 (step 3) frees y and allocates
    // b: x 1000 + a 10 + b 2000 = 3010; makespan 7 ms, no transfers.
    let base = gap_graph(false);
    assert_report(&check(&base).unwrap(), 3010, 4.0, 7.0, 0);
    let offloaded = gap_graph(true);
    assert!(check_with(&offloaded, 2500).is_ok());
    assert!(check_with(&offloaded, 2010).is_ok());
    assert_eq!(
        single_error(check_with(&base, 2500)),
        CheckError::CapacityExceeded {
            step: NodeId(3),
            op: "f2".into(),
            time_s: 4.0 * MS,
            bytes: 3010,
            budget: 2500
        }
    );
    let error = single_error(check_with(&offloaded, 2009));
    assert!(
        matches!(
            error,
            CheckError::CapacityExceeded {
                step: NodeId(5),
                bytes: 2010,
                budget: 2009,
                ..
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "device memory reaches 2010B (2.0KiB) at 4.00ms (step 5, f2), over the budget of 2009B (2.0KiB); offload more tensors or raise the budget"
    );
}

#[test]
fn resident_weight_is_prefetched_twice() {
    let mut g = GraphBuilder::new("weights");
    let w = g.arg_in(2000, Tier::Host); // holds nothing on the device
    let r = g.resident(w, Tier::Host); // step 0
    let w1 = g.prefetch(r, 2000); // 1: issued at 0, H2D 0..2 ms
    let y = g.timed_op("mm1", &[w1], 10, ONE_MS); // 2: stalls, 2..3
    let a = g.timed_op("f", &[y], 10, 3.0 * ONE_MS); // 3: 3..6
    let w2 = g.prefetch(r, 2000); // 4: issued at 6, H2D 6..8
    let z = g.timed_op("mm2", &[w2, a], 10, ONE_MS); // 5: stalls, 8..9
    g.result(z);
    let graph = g.finish();
    // Memory: 0: +w1 2000; 2: +y 2010; 3: -w1 +a 20; 6: -y +w2 2010;
    // 8: +z 2020 (the peak); 9: -w2 -a 10.
    let report = check(&graph).unwrap();
    assert_report(&report, 2020, 8.0, 9.0, 2);
    let timeline = simulate(&graph, &round_model()).unwrap();
    assert_eq!(timeline.peak.bytes, report.peak_bytes);
    assert_close(timeline.makespan_s, report.makespan_s);
}

#[test]
fn prefetched_copy_is_detached_with_the_copy_it_came_from() {
    let mut g = GraphBuilder::new("weights");
    let w = g.arg_in(2000, Tier::Host);
    let r = g.resident(w, Tier::Host); // step 0
    let w1 = g.prefetch(r, 2000); // 1: H2D 0..2 ms
    let y = g.timed_op("mm1", &[w1], 10, ONE_MS); // 2: 2..3
    g.detach(w1, r); // 3: r holds w1's data; releases at 3
    let a = g.timed_op("f", &[y], 10, 3.0 * ONE_MS); // 4: 3..6
    let w2 = g.prefetch(r, 2000); // 5: H2D 6..8
    let z = g.timed_op("mm2", &[w2, a], 10, ONE_MS); // 6: 8..9
    g.result(z);
    let graph = g.finish();
    // As without the detach (w1's last use ends at 3 ms too).
    assert_report(&check(&graph).unwrap(), 2020, 8.0, 9.0, 2);
    assert!(simulate(&graph, &round_model()).is_ok());

    // Another copy does not hold w1.
    let mut g = GraphBuilder::new("bad");
    let w = g.arg_in(2000, Tier::Host);
    let v = g.arg_in(2000, Tier::Host);
    let r = g.resident(w, Tier::Host); // 0
    let rv = g.resident(v, Tier::Host); // 1
    let w1 = g.prefetch(r, 2000); // 2
    g.op("mm", &[w1], 10); // 3
    g.detach(w1, rv); // 4
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(error, CheckError::DetachWithoutStore { detach: NodeId(4), tensor, .. } if tensor == w1),
        "{error:?}"
    );
}

#[test]
fn views_share_the_storage_they_alias() {
    let mut g = GraphBuilder::new("views");
    let x = g.timed_op("make_x", &[], 1000, ONE_MS); // 0: 0..1
    let v = g.view(x); // 1: no time, 0 bytes
    let y = g.timed_op("use_v", &[v], 10, ONE_MS); // 2: 1..2
    let r = g.store(v, Tier::Host); // 3: stores x's 1000 B, 2..3
    g.detach(v, r); // 4: releases x at 3
    let a = g.timed_op("f", &[y], 10, 2.0 * ONE_MS); // 5: 2..4
    let x2 = g.prefetch(r, 1000); // 6: issued at 4, H2D 4..5
    let v2 = g.view(x2); // 7: waits for x2, at 5
    let z = g.timed_op("use_v2", &[v2, a], 10, ONE_MS); // 8: 5..6
    g.result(z);
    let graph = g.finish();
    // Memory: 0: x 1000; 1: +y 1010; 2: +a 1020 (the peak); 3: -x 20;
    // 4: -y +x2 1010; 5: +z 1020; 6: -x2 -a 10.
    let report = check(&graph).unwrap();
    assert_report(&report, 1020, 2.0, 6.0, 2);
}

#[test]
fn a_node_frees_its_operands_before_the_next_one_allocates() {
    let mut g = GraphBuilder::new("chain");
    let a = g.donated_arg(100);
    let b = g.timed_op("f", &[a], 10, ONE_MS); // 0..1, then a is freed
    let c = g.timed_op("g", &[b], 20, ONE_MS); // 1..2, then b
    let d = g.timed_op("h", &[c], 30, ONE_MS); // 2..3, then c
    g.result(d);
    let graph = g.finish();
    // 0: a 100 + b 10 = 110 (the peak); 1: -a +c 30; 2: -b +d 50;
    // 3: -c 30. Counting g's c with a (freed as f ends) would give 130.
    let report = check(&graph).unwrap();
    assert_report(&report, 110, 0.0, 3.0, 0);
    assert_eq!(simulate(&graph, &round_model()).unwrap().peak.bytes, 110);
}

#[test]
fn a_release_at_a_store_completion_counts_after_allocations_at_that_instant() {
    let mut g = GraphBuilder::new("tie");
    let x = g.timed_op("make_x", &[], 1000, ONE_MS); // 0: 0..1
    let y = g.timed_op("use_x", &[x], 10, ONE_MS); // 1: 1..2
    let r = g.store(x, Tier::Host); // 2: D2H 2..3
    g.detach(x, r); // 3: releases x at 3
    let f1 = g.timed_op("f1", &[y], 10, ONE_MS); // 4: 2..3
    let x2 = g.prefetch(r, 1000); // 5: issued at 3, allocates at 3
    let f2 = g.timed_op("f2", &[f1], 10, ONE_MS); // 6: 3..4
    let z = g.timed_op("use_x_again", &[x2, f2], 10, ONE_MS); // 7: 4..5
    g.result(z);
    let graph = g.finish();
    // At 3 ms: y is freed (f1 ends) 1010, x2 2010 and f2 2020 are
    // allocated, and only then is x released (its store completes at 3
    // ms on another stream, unordered with them): 1020.
    let report = check(&graph).unwrap();
    assert_report(&report, 2020, 3.0, 5.0, 2);
    // The simulator places its events by the same rule.
    let peak = simulate(&graph, &round_model()).unwrap().peak;
    assert_eq!((peak.bytes, peak.time_s), (2020, 3.0 * 1e-3));
}

#[test]
fn arguments_stay_unless_donated_and_results_stay() {
    let mut g = GraphBuilder::new("args");
    let kept = g.arg(100); // held by the caller: to the end
    let donated = g.donated_arg(1000); // freed when f ends (1 ms)
    let unused = g.donated_arg(5); // never used: freed as step 0 ends
    let b = g.timed_op("f", &[kept, donated], 10, ONE_MS); // 0: 0..1
    let c = g.timed_op("g", &[b], 20, ONE_MS); // 1: 1..2
    g.result(c);
    let graph = g.finish();
    let _ = unused;
    // 0: 100 + 1000 + 5 + 10 = 1115 (the peak); 1: -1000 -5 +20 = 130;
    // 2: -b 120.
    let report = check(&graph).unwrap();
    assert_report(&report, 1115, 0.0, 2.0, 0);
}

#[test]
fn use_after_detach_is_rejected() {
    let mut g = GraphBuilder::new("bad");
    let a = g.op("make", &[], 10); // 0
    let v = g.view(a); // 1
    let r = g.store(a, Tier::Host); // 2
    g.detach(a, r); // 3
    g.op("linalg.matmul", &[a], 1); // 4
    g.op("use_view", &[v], 1); // 5: a view of the detached storage
    let errors = check(&g.finish()).unwrap_err();
    assert_eq!(
        errors,
        vec![
            CheckError::UseAfterDetach {
                tensor: a,
                name: "%0".into(),
                detach: NodeId(3),
                use_: NodeId(4),
                op: "linalg.matmul".into()
            },
            CheckError::UseAfterDetach {
                tensor: v,
                name: "%1".into(),
                detach: NodeId(3),
                use_: NodeId(5),
                op: "use_view".into()
            },
        ]
    );
    assert_eq!(
        errors[0].to_string(),
        "step 4 (linalg.matmul) uses %0 after step 3 detached it; move the detach after this use or use a prefetched copy"
    );
}

#[test]
fn use_of_off_device_data_is_rejected() {
    let mut g = GraphBuilder::new("bad");
    let w = g.arg_in(2000, Tier::Host);
    g.op("linalg.matmul", &[w], 10); // 0: the weight was never prefetched
    let a = g.op("make", &[], 10); // 1
    let r = g.store(a, Tier::Host); // 2
    g.op("read_remote", &[r], 10); // 3: the remote copy itself
    let errors = check(&g.finish()).unwrap_err();
    assert_eq!(errors.len(), 2, "{errors:#?}");
    assert_eq!(
        errors[0],
        CheckError::NotOnDevice {
            tensor: w,
            name: "%0".into(),
            place: OffDevice::Argument(Tier::Host),
            use_: NodeId(0),
            op: "linalg.matmul".into()
        }
    );
    assert!(
        matches!(
            errors[1],
            CheckError::NotOnDevice {
                use_: NodeId(3),
                place: OffDevice::RemoteCopy(Tier::Host),
                ..
            }
        ),
        "{errors:#?}"
    );
    assert_eq!(
        errors[0].to_string(),
        "step 0 (linalg.matmul) uses %0, which is not on the device (an argument in host); prefetch it and use the prefetched value"
    );
}

#[test]
fn prefetch_without_a_copy_is_rejected() {
    // Of a device tensor that no store or resident op copied.
    let mut g = GraphBuilder::new("bad");
    let a = g.op("make", &[], 10);
    g.prefetch(a, 10);
    assert_eq!(
        single_error(check(&g.finish())),
        CheckError::PrefetchWithoutCopy {
            prefetch: NodeId(1),
            remote: a,
            name: "%0".into()
        }
    );
    // Before the store that makes its copy.
    let mut g = GraphBuilder::new("bad");
    let a = g.op("make", &[], 10); // 0
    let r = g.store(a, Tier::Host); // 1
    let p = g.prefetch(r, 10); // 2
    g.op("use", &[a, p], 1); // 3
    let mut graph = g.finish();
    move_node(&mut graph, NodeId(2), NodeId(1)); // prefetch at 1, store at 2
    let error = single_error(check(&graph));
    assert!(
        matches!(error, CheckError::PrefetchWithoutCopy { prefetch: NodeId(1), remote, .. } if remote == r),
        "{error:?}"
    );
}

#[test]
fn detach_without_its_store_is_rejected() {
    // The remote copy is another tensor's.
    let mut g = GraphBuilder::new("bad");
    let a = g.op("a", &[], 10);
    let b = g.op("b", &[], 10);
    let rb = g.store(b, Tier::Host);
    g.detach(a, rb); // 3
    g.op("use_b", &[b], 1);
    assert_eq!(
        single_error(check(&g.finish())),
        CheckError::DetachWithoutStore {
            detach: NodeId(3),
            tensor: a,
            name: "%0".into()
        }
    );
    // The store comes after the detach.
    let mut g = GraphBuilder::new("bad");
    let a = g.op("a", &[], 10); // 0
    let r = g.store(a, Tier::Host); // 1
    g.detach(a, r); // 2
    let mut graph = g.finish();
    move_node(&mut graph, NodeId(2), NodeId(1)); // detach at 1, store at 2
    let errors = check(&graph).unwrap_err();
    assert!(
        matches!(
            errors[0],
            CheckError::DetachWithoutStore {
                detach: NodeId(1),
                ..
            }
        ),
        "{errors:?}"
    );
    // The detach released a all the same, so the store now reads a
    // tensor that is gone.
    assert!(
        matches!(
            errors[1],
            CheckError::StoreOfOffDeviceTensor {
                store: NodeId(2),
                place: OffDevice::Detached(NodeId(1)),
                ..
            }
        ),
        "{errors:?}"
    );
    assert_eq!(errors.len(), 2);
    // A resident copy is not a store of a device tensor.
    let mut g = GraphBuilder::new("bad");
    let w = g.arg_in(10, Tier::Host);
    let r = g.resident(w, Tier::Host);
    let a = g.op("a", &[], 10); // 1
    g.detach(a, r); // 2
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(
            error,
            CheckError::DetachWithoutStore {
                detach: NodeId(2),
                ..
            }
        ),
        "{error:?}"
    );
}

#[test]
fn double_detach_is_rejected() {
    let mut g = GraphBuilder::new("bad");
    let a = g.op("a", &[], 10);
    let v = g.view(a); // 1
    let r = g.store(a, Tier::Host); // 2
    g.detach(a, r); // 3
    g.detach(v, r); // 4: the same storage through its view
    assert_eq!(
        single_error(check(&g.finish())),
        CheckError::DoubleDetach {
            first: NodeId(3),
            second: NodeId(4),
            tensor: v,
            name: "%1".into()
        }
    );
}

#[test]
fn detach_of_a_result_is_rejected() {
    let mut g = GraphBuilder::new("bad");
    let a = g.op("a", &[], 10);
    let r = g.store(a, Tier::Host);
    g.detach(a, r); // 2
    g.result(a);
    assert_eq!(
        single_error(check(&g.finish())),
        CheckError::DetachOfResult {
            detach: NodeId(2),
            tensor: a,
            name: "%0".into()
        }
    );
    // A returned view keeps its storage on the device.
    let mut g = GraphBuilder::new("bad");
    let a = g.op("a", &[], 10);
    let v = g.view(a); // 1
    let r = g.store(a, Tier::Host);
    g.detach(a, r); // 3
    g.result(v);
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(
            error,
            CheckError::DetachOfResult {
                detach: NodeId(3),
                ..
            }
        ),
        "{error:?}"
    );
}

#[test]
fn store_of_off_device_data_is_rejected() {
    let mut g = GraphBuilder::new("bad");
    let w = g.arg_in(10, Tier::Host);
    g.store(w, Tier::Host); // 0
    assert_eq!(
        single_error(check(&g.finish())),
        CheckError::StoreOfOffDeviceTensor {
            store: NodeId(0),
            tensor: w,
            name: "%0".into(),
            place: OffDevice::Argument(Tier::Host)
        }
    );
    // Already detached.
    let mut g = GraphBuilder::new("bad");
    let a = g.op("a", &[], 10);
    let r = g.store(a, Tier::Host);
    g.detach(a, r); // 2
    g.store(a, Tier::Host); // 3
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(
            error,
            CheckError::StoreOfOffDeviceTensor {
                store: NodeId(3),
                place: OffDevice::Detached(NodeId(2)),
                ..
            }
        ),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "step 3 stores %0, which is not on the device (detached at step 2); store the device value before it leaves"
    );
}

#[test]
fn resident_of_a_device_tensor_is_rejected() {
    let mut g = GraphBuilder::new("bad");
    let a = g.arg(10);
    let r = g.resident(a, Tier::Host); // 0
    let p = g.prefetch(r, 10);
    g.op("use", &[p], 1);
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(error, CheckError::ResidentOfDeviceTensor { resident: NodeId(0), tensor, .. } if tensor == a),
        "{error:?}"
    );
}

#[test]
fn resident_in_another_tier_than_the_argument_is_rejected() {
    let mut g = GraphBuilder::new("bad");
    let w = g.arg_in(10, Tier::Nvme);
    let r = g.resident(w, Tier::Host); // 0: the data is in nvme
    let p = g.prefetch(r, 10);
    g.op("use", &[p], 1);
    let error = single_error(check(&g.finish()));
    assert_eq!(
        error,
        CheckError::ResidentInOtherTier {
            resident: NodeId(0),
            tensor: w,
            name: "%0".into(),
            tier: Tier::Host,
            lives: Tier::Nvme,
        }
    );
    assert_eq!(
        error.to_string(),
        "step 0 names a copy of %0 in host, but %0 lives in nvme, so a prefetch of it would read a tier that does not hold it; use tier = \"nvme\""
    );
}

#[test]
fn detach_of_an_argument_the_caller_holds_is_rejected() {
    let plan = |donated: bool| {
        let mut g = GraphBuilder::new("args");
        let a = if donated {
            g.donated_arg(10)
        } else {
            g.arg(10)
        };
        g.op("use", &[a], 1); // 0
        let r = g.store(a, Tier::Host); // 1
        g.detach(a, r); // 2
        g.op("other", &[], 1); // 3
        let p = g.prefetch(r, 10); // 4
        g.op("use", &[p], 1); // 5
        (g.finish(), a)
    };
    let (held, a) = plan(false);
    assert_eq!(
        single_error(check(&held)),
        CheckError::DetachOfCallerArgument {
            detach: NodeId(2),
            tensor: a,
            name: "%0".into(),
        }
    );
    let (donated, _) = plan(true);
    assert!(check(&donated).is_ok());
}

/// A loop body: `x` from outside, a copy `r` of it made outside, and
/// the iteration's own argument `acc`.
fn loop_body() -> (GraphBuilder, TensorId, TensorId, TensorId) {
    let mut g = GraphBuilder::new("body");
    let x = g.arg(100);
    let r = g.arg(100);
    let acc = g.donated_arg(100);
    (g, x, r, acc)
}

#[test]
fn a_loop_body_prefetches_copies_made_before_it() {
    let (mut g, _, r, acc) = loop_body();
    let p = g.prefetch(r, 100); // 0
    let s = g.op("add", &[acc, p], 100); // 1
    let t = g.store(acc, Tier::Host); // 2
    g.detach(acc, t); // 3: the iteration's own argument may go
    g.op("use", &[s], 1); // 4
    let graph = g.finish();
    let model = round_model();
    // Without the copy made before the region, the prefetch reads
    // nothing.
    let error = single_error(PlanChecker::new(&graph, &model).check());
    assert!(matches!(
        error,
        CheckError::PrefetchWithoutCopy {
            prefetch: NodeId(0),
            ..
        }
    ));
    let copies = [CopyAtEntry {
        remote: r,
        tier: Tier::Host,
        of: None,
    }];
    let report = PlanChecker::new(&graph, &model)
        .in_region(&copies, true)
        .check();
    assert_eq!(report.map(|r| r.transfers), Ok(2));
}

#[test]
fn a_loop_body_may_not_detach_a_value_from_outside() {
    let (mut g, x, r, _) = loop_body();
    g.op("use", &[x], 1); // 0
    g.detach(x, r); // 1: the next iteration uses x again
    let graph = g.finish();
    let model = round_model();
    let copies = [CopyAtEntry {
        remote: r,
        tier: Tier::Host,
        of: Some(x),
    }];
    let errors = PlanChecker::new(&graph, &model)
        .in_region(&copies, true)
        .check()
        .unwrap_err();
    assert_eq!(
        errors,
        vec![CheckError::DetachInLoopBody {
            detach: NodeId(1),
            tensor: x,
            name: "%0".into(),
        }]
    );
    // A region that runs once may detach it.
    let once = PlanChecker::new(&graph, &model).in_region(&copies, false);
    assert!(once.check().is_ok());
}

#[test]
fn tier_missing_from_the_profile_is_rejected() {
    let mut g = GraphBuilder::new("nvme");
    let a = g.op("a", &[], 10);
    g.store(a, Tier::Nvme); // 1
    let error = single_error(check(&g.finish()));
    assert_eq!(
        error,
        CheckError::MissingTier {
            step: NodeId(1),
            tier: Tier::Nvme,
            profile: "round".into()
        }
    );
}

#[test]
fn use_before_definition_and_malformed_graphs_are_rejected() {
    let mut g = GraphBuilder::new("bad");
    let a = g.op("a", &[], 10);
    let b = g.op("b", &[a], 10);
    let mut graph = g.finish();
    graph.nodes[0].operands.push(b); // step 0 uses b, defined at 1
    let error = single_error(check(&graph));
    assert!(
        matches!(error, CheckError::UseBeforeDefinition { use_: NodeId(0), tensor, .. } if tensor == b),
        "{error:?}"
    );

    graph.nodes[1].operands.push(TensorId::new(99));
    let error = single_error(check(&graph));
    assert!(matches!(error, CheckError::Malformed { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "malformed graph: step 1 (b) names tensor 99, which does not exist"
    );
    graph.nodes[1].operands.pop();
    graph.tensors[b].alias_of = Some(b); // a view of itself (a view)
    let error = single_error(check(&graph));
    assert!(matches!(error, CheckError::Malformed { .. }), "{error:?}");
}

/// A loop body that prefetches slice `first + k * stride` of a stack
/// of 4 in iteration `k` of 4.
fn slice_body(slice: SliceIndex) -> TensorGraph {
    let mut g = GraphBuilder::new("body");
    let stack = g.arg_in(4000, Tier::Host);
    let r = g.resident(stack, Tier::Host);
    let w = g.prefetch(r, 1000);
    let y = g.op("use_w", &[w], 10);
    g.result(y);
    let mut graph = g.finish();
    graph.nodes[NodeId::new(1)].slice = Some(slice);
    graph
}

#[test]
fn a_slice_index_lies_inside_its_stack_in_every_iteration() {
    let affine = |first, stride| SliceIndex::Affine {
        first,
        stride,
        iterations: 4,
        slices: 4,
    };
    assert!(check(&slice_body(affine(0, 1))).is_ok());
    // A backward loop's 3 - i.
    assert!(check(&slice_body(affine(3, -1))).is_ok());
    let outside = |slice| match single_error(check(&slice_body(slice))) {
        CheckError::SliceOutsideStack {
            step,
            index,
            iteration,
            slices: 4,
            ..
        } if step == NodeId::new(1) => (index, iteration),
        other => panic!("{other:?}"),
    };
    // i - 1 reads slice -1 first; i + 1 slice 4 last.
    assert_eq!(outside(affine(-1, 1)), (-1, 0));
    assert_eq!(outside(affine(1, 1)), (4, 3));
    assert_eq!(outside(affine(0, 2)), (6, 3));
    // A loop that does not run names no slice.
    let never = SliceIndex::Affine {
        first: -7,
        stride: 1,
        iterations: 0,
        slices: 4,
    };
    assert!(check(&slice_body(never)).is_ok());
    let unproven = single_error(check(&slice_body(SliceIndex::Unproven("is odd".into()))));
    assert_eq!(unproven.step(), Some(NodeId::new(1)));
    assert!(unproven.to_string().ends_with(" is odd"), "{unproven}");
}

#[test]
fn errors_are_collected_in_program_order() {
    let mut g = GraphBuilder::new("bad");
    let w = g.arg_in(10, Tier::Host);
    let a = g.op("a", &[], 10); // 0
    let r = g.store(a, Tier::Host); // 1
    g.detach(a, r); // 2
    g.detach(a, r); // 3: double
    g.op("late", &[a], 1); // 4: after the detach
    g.op("weight", &[w], 1); // 5: never prefetched
    g.result(a); // so step 2 detaches a result
    let errors = check_with(&g.finish(), 1).unwrap_err();
    let steps: Vec<Option<NodeId>> = errors.iter().map(CheckError::step).collect();
    assert_eq!(
        steps,
        [0, 2, 3, 4, 5].map(|s| Some(NodeId(s))).to_vec(),
        "{errors:#?}"
    );
    assert!(matches!(
        errors[0],
        CheckError::CapacityExceeded {
            step: NodeId(0),
            bytes: 10,
            ..
        }
    ));
    assert!(matches!(errors[1], CheckError::DetachOfResult { .. }));
    assert!(matches!(errors[2], CheckError::DoubleDetach { .. }));
    assert!(matches!(errors[3], CheckError::UseAfterDetach { .. }));
    assert!(matches!(errors[4], CheckError::NotOnDevice { .. }));
}

#[test]
fn arguments_over_the_budget_at_entry_are_named() {
    let mut g = GraphBuilder::new("big");
    let a = g.arg(3000);
    g.op("f", &[a], 1);
    let error = single_error(check_with(&g.finish(), 2000));
    assert!(
        matches!(&error, CheckError::CapacityExceeded { step: NodeId(0), op, bytes: 3000, .. } if op == "function arguments"),
        "{error:?}"
    );
}

/// Moves node `from` to position `to` (< `from`), shifting the nodes
/// between, and renumbers the tensors' defining nodes.
pub(super) fn move_node(graph: &mut TensorGraph, from: NodeId, to: NodeId) {
    assert!(to < from);
    let node = graph.nodes.remove(from.index());
    graph.nodes.insert(to.index(), node);
    for tensor in &mut graph.tensors {
        if let TensorOrigin::Result { node, .. } = &mut tensor.origin {
            if *node == from {
                *node = to;
            } else if (to..from).contains(node) {
                *node += 1;
            }
        }
    }
}

/// What the clone of `make_x` in [`recompute_graph`] reads, or how it
/// differs from `make_x`.
#[derive(Clone, Copy, Debug, PartialEq)]
enum CloneOf {
    /// `a`, as `make_x` does.
    SameOperand,
    /// `b`, another argument of `a`'s size.
    OtherOperand,
    /// `a`, but `make_x` is not pure.
    Impure,
    /// `a`, but `make_x`'s identity is not known.
    UnknownIdentity,
    /// `a`, but the clone's result has other bytes.
    OtherResult,
}

/// x (3000 B) is made by pure `make_x` from argument a (100 B), used at
/// once, and not kept through the gap (f1 makes a 2000 B tensor there):
/// a clone of `make_x` (step 4) makes it again for the last use.
fn recompute_graph(variant: CloneOf) -> TensorGraph {
    let mut g = GraphBuilder::new("recompute");
    let a = g.arg(100);
    let b = g.arg(100);
    let x = g.pure_op("make_x", &[a], 3000, ONE_MS); // 0: 0..1
    let y = g.timed_op("use_x", &[x], 10, ONE_MS); // 1: 1..2
    let f1 = g.timed_op("f1", &[y], 2000, ONE_MS); // 2: 2..3
    let f2 = g.timed_op("f2", &[f1], 10, ONE_MS); // 3: 3..4
    let operand = if variant == CloneOf::OtherOperand {
        b
    } else {
        a
    };
    let x2 = g.clone_of(NodeId(0), &[operand])[0]; // 4: 4..5
    let z = g.timed_op("use_x_again", &[x2, f2], 10, ONE_MS); // 5: 5..6
    g.result(z);
    let mut graph = g.finish();
    let (original, clone) = (&mut graph.nodes[0], NodeId(4));
    match variant {
        CloneOf::Impure => {
            original.pure = false;
            graph.nodes[clone].pure = false;
        }
        CloneOf::UnknownIdentity => {
            original.identity = 0;
            graph.nodes[clone].identity = 0;
        }
        CloneOf::OtherResult => graph.tensors[x2].ty = "tensor<749xf32>".into(),
        CloneOf::SameOperand | CloneOf::OtherOperand => {}
    }
    graph
}

#[test]
fn a_clone_on_its_originals_operands_is_accepted_and_counted() {
    // Memory: a + b 200 throughout; 0: +x 3200; 1: +y 3210, -x 210; 2:
    // +f1 2210, -y 2200; 3: +f2 2210, -f1 210; 4: +x2 3210; 5: +z 3220
    // (the peak, 5 ms: the clone's result with f2 and z), -x2 -f2 220.
    // Without x2 counted the peak would be 3210 at 1 ms; the clone's 1 ms
    // is in the makespan.
    let graph = recompute_graph(CloneOf::SameOperand);
    let report = check(&graph).unwrap();
    assert_report(&report, 3220, 5.0, 6.0, 0);
    let timeline = simulate(&graph, &round_model()).unwrap();
    assert_eq!(timeline.peak.bytes, report.peak_bytes);
    assert_close(timeline.makespan_s, report.makespan_s);
}

#[test]
fn a_clone_on_another_tensor_is_refused_naming_the_operand() {
    let graph = recompute_graph(CloneOf::OtherOperand);
    let b = TensorId::new(1);
    let error = single_error(check(&graph));
    assert_eq!(
        error,
        CheckError::RecomputeUnproven {
            step: NodeId(4),
            op: "make_x".into(),
            operand: Some(b),
            reason: "its operand #0 is %1, not a copy of %0 (operand #0 of step 0)".into(),
        }
    );
    assert_eq!((error.step(), error.tensor()), (Some(NodeId(4)), Some(b)));
    assert_eq!(
        error.to_string(),
        "step 4 (make_x) is a recomputation, but no earlier make_x with its attributes reads the same values: its operand #0 is %1, not a copy of %0 (operand #0 of step 0); make the clone read its original's operands or prefetched copies of them"
    );
}

#[test]
fn a_clone_of_an_impure_or_unknown_op_is_refused() {
    let impure = single_error(check(&recompute_graph(CloneOf::Impure)));
    assert_eq!(
        impure,
        CheckError::RecomputeOfImpureOp {
            step: NodeId(4),
            op: "make_x".into()
        }
    );
    assert!(
        impure
            .to_string()
            .contains("has memory effects or is not deterministic; only pure ops are recomputed (docs/semantics.md, Recomputation)"),
        "{impure}"
    );
    let unknown = single_error(check(&recompute_graph(CloneOf::UnknownIdentity)));
    assert_eq!(
        unknown,
        CheckError::RecomputeOfUnknownOp {
            step: NodeId(4),
            op: "make_x".into()
        }
    );
    // The same ops unmarked are ordinary ops: the graph passes.
    for variant in [CloneOf::Impure, CloneOf::UnknownIdentity] {
        let mut graph = recompute_graph(variant);
        graph.nodes[4].recompute = false;
        assert!(check(&graph).is_ok(), "{variant:?}");
    }
}

#[test]
fn a_clone_with_other_results_or_of_no_earlier_op_is_refused() {
    let error = single_error(check(&recompute_graph(CloneOf::OtherResult)));
    assert!(
        matches!(&error, CheckError::RecomputeUnproven { step: NodeId(4), operand: None, reason, .. }
            if reason == "its results differ in number or type from those of step 0"),
        "{error:?}"
    );
    let mut graph = recompute_graph(CloneOf::SameOperand);
    graph.nodes[4].identity = crate::testing::identity_of("other attributes");
    let error = single_error(check(&graph));
    assert!(
        matches!(&error, CheckError::RecomputeUnproven { step: NodeId(4), operand: None, reason, .. }
            if reason == "no earlier make_x has its attributes and regions"),
        "{error:?}"
    );
}

#[test]
fn a_clone_reads_device_copies_of_its_originals_operands() {
    // w lives in host: make_x reads a prefetch of it; the clone reads
    // another prefetch of the same resident copy, and a prefetch of a
    // store of that one (a chain of copies holds one value).
    let mut g = GraphBuilder::new("copies");
    let w = g.arg_in(100, Tier::Host);
    let rw = g.resident(w, Tier::Host); // 0
    let w1 = g.prefetch(rw, 100); // 1
    let x = g.pure_op("make_x", &[w1], 1000, ONE_MS); // 2
    let y = g.timed_op("use_x", &[x], 10, ONE_MS); // 3
    let w2 = g.prefetch(rw, 100); // 4
    let r2 = g.store(w2, Tier::Host); // 5
    let w3 = g.prefetch(r2, 100); // 6
    let x2 = g.clone_of(NodeId(2), &[w3])[0]; // 7
    let x3 = g.clone_of(NodeId(2), &[w2])[0]; // 8
    let z = g.timed_op("use_x_again", &[x2, x3, y], 10, ONE_MS); // 9
    g.result(z);
    let graph = g.finish();
    assert!(check(&graph).is_ok(), "{:#?}", check(&graph));
    // A chunk's copy holds part of the value only: a clone reading a
    // buffer a chunk prefetch made is refused.
    let mut g = GraphBuilder::new("chunk");
    let w = g.arg(100);
    let x = g.pure_op("make_x", &[w], 1000, ONE_MS); // 0
    let r = g.store_chunk(
        w,
        Tier::Host,
        Chunk {
            start: 0,
            bytes: 100,
        },
    ); // 1
    let part = g.prefetch_chunk(
        r,
        None,
        100,
        Chunk {
            start: 0,
            bytes: 100,
        },
    ); // 2
    let x2 = g.clone_of(NodeId(0), &[part])[0]; // 3
    let z = g.timed_op("use", &[x, x2], 10, ONE_MS); // 4
    g.result(z);
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(error, CheckError::RecomputeUnproven { step: NodeId(3), operand: Some(t), .. } if t == part),
        "{error:?}"
    );
}

#[test]
fn the_clones_of_a_chain_are_proven_one_after_another() {
    // x = f(a), y = g(x): clones f(a) -> x2, then g(x2) -> y2. With the
    // first clone on b instead, only it is refused: g's clone reads what
    // the refused clone was meant to make.
    let chain = |first_on_b: bool| {
        let mut g = GraphBuilder::new("chain");
        let a = g.arg(100);
        let b = g.arg(100);
        let x = g.pure_op("f", &[a], 1000, ONE_MS); // 0
        let y = g.pure_op("g", &[x], 1000, ONE_MS); // 1
        let u = g.timed_op("use_y", &[y], 10, ONE_MS); // 2
        let x2 = g.clone_of(NodeId(0), &[if first_on_b { b } else { a }])[0]; // 3
        let y2 = g.clone_of(NodeId(1), &[x2])[0]; // 4
        let z = g.timed_op("use_y_again", &[y2, u], 10, ONE_MS); // 5
        g.result(z);
        g.finish()
    };
    assert!(check(&chain(false)).is_ok());
    let error = single_error(check(&chain(true)));
    assert_eq!(error.step(), Some(NodeId(3)), "{error:?}");
    // g's clone on x itself (not a clone's result) is proven as well; on
    // a it is not.
    let mut graph = chain(false);
    graph.nodes[4].operands = vec![TensorId::new(2)];
    assert!(check(&graph).is_ok());
    graph.nodes[4].operands = vec![TensorId::new(0)];
    let error = single_error(check(&graph));
    assert!(
        matches!(&error, CheckError::RecomputeUnproven { step: NodeId(4), reason, .. }
            if reason == "its operand #0 is %0, not a copy of %2 (operand #0 of step 1)"),
        "{error:?}"
    );
}

#[test]
fn a_clone_reading_a_detached_tensor_is_a_use_after_detach() {
    // The original reads donated d; d leaves (stored and detached) and
    // the clone reads d itself, not a prefetched copy: the values match,
    // but d is not on the device.
    let mut g = GraphBuilder::new("away");
    let d = g.donated_arg(100);
    let x = g.pure_op("make_x", &[d], 1000, ONE_MS); // 0
    let y = g.timed_op("use_x", &[x], 10, ONE_MS); // 1
    let r = g.store(d, Tier::Host); // 2
    g.detach(d, r); // 3
    let x2 = g.clone_of(NodeId(0), &[d])[0]; // 4
    let z = g.timed_op("use_x_again", &[x2, y], 10, ONE_MS); // 5
    g.result(z);
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(error, CheckError::UseAfterDetach { tensor, detach: NodeId(3), use_: NodeId(4), .. } if tensor == d),
        "{error:?}"
    );
}

#[test]
fn a_refused_clone_is_compared_with_the_op_it_most_agrees_with() {
    // Two ops of one name and identity: f(a, b) and f(c, d). A clone
    // f(a, e) agrees with the first in operand #0, so the message names
    // that one's operand #1, not the later op's operand #0.
    let mut g = GraphBuilder::new("nearest");
    let [a, b, c, d, e] = [(); 5].map(|()| g.arg(100));
    let x = g.pure_op("f", &[a, b], 1000, ONE_MS); // 0
    let y = g.pure_op("f", &[c, d], 1000, ONE_MS); // 1
    let x2 = g.clone_of(NodeId::new(0), &[a, e])[0]; // 2
    let z = g.timed_op("use", &[x, y, x2], 10, ONE_MS); // 3
    g.result(z);
    let error = single_error(check(&g.finish()));
    assert!(
        matches!(&error, CheckError::RecomputeUnproven { step: NodeId(2), operand: Some(t), reason, .. }
            if *t == e && reason == "its operand #1 is %4, not a copy of %1 (operand #1 of step 0)"),
        "{error:?}"
    );
}

/// x all-reduced over 2 devices (1 ms on the round fabric) beside 2 ms of
/// compute, and a use of the result; `swap` issues a second collective
/// before the first instead of after it.
fn two_collectives(swap: bool) -> TensorGraph {
    use crate::CollectiveKind::{AllGather, AllReduce};
    let mut g = GraphBuilder::new("collectives");
    let a = g.arg(100);
    let x = g.timed_op("x", &[a], 1000, ONE_MS);
    let (r, s) = if swap {
        let s = g.collective(AllGather, 2, &[a], 200);
        (g.collective(AllReduce, 2, &[x], 1000), s)
    } else {
        let r = g.collective(AllReduce, 2, &[x], 1000);
        (r, g.collective(AllGather, 2, &[a], 200))
    };
    let y = g.timed_op("y", &[a], 10, 2.0 * ONE_MS);
    let z = g.timed_op("z", &[r, s, y], 10, ONE_MS);
    g.result(z);
    g.finish()
}

#[test]
fn collectives_time_and_count_as_the_simulator_runs_them() {
    let cost = crate::testing::round_cost_with_fabric(true);
    let graph = two_collectives(false);
    let report = PlanChecker::new(&graph, &cost)
        .check()
        .expect("a valid plan");
    let timeline = simulate(&graph, &cost).unwrap();
    assert_close(report.makespan_s, timeline.makespan_s);
    assert_eq!(report.peak_bytes, timeline.peak.bytes);
    // all-reduce 1..2 ms, all-gather 2..2.1 ms, y 1..3 ms, z 3..4 ms.
    assert_close(report.makespan_s, 4.0 * MS);
}

#[test]
fn a_plan_that_reorders_collectives_is_refused() {
    let cost = crate::testing::round_cost_with_fabric(false);
    let input = collective_calls(&two_collectives(false));
    let same = two_collectives(false);
    assert!(
        PlanChecker::new(&same, &cost)
            .with_input_collectives(&input)
            .check()
            .is_ok()
    );
    let swapped = two_collectives(true);
    let errors = PlanChecker::new(&swapped, &cost)
        .with_input_collectives(&input)
        .check()
        .unwrap_err();
    assert!(
        matches!(
            &errors[..],
            [CheckError::CollectiveReordered { position: 0, step, .. }] if step.index() == 1
        ),
        "{errors:?}"
    );
    // One collective fewer is refused too.
    let errors = PlanChecker::new(&same, &cost)
        .with_input_collectives(&input[..1])
        .check()
        .unwrap_err();
    assert!(
        errors[0].to_string().contains("input program issues none"),
        "{}",
        errors[0]
    );
}

#[test]
fn a_collective_without_a_fabric_is_reported() {
    let errors = check(&two_collectives(false)).unwrap_err();
    assert!(
        matches!(errors[0], CheckError::MissingFabric { .. }),
        "{errors:?}"
    );
}
