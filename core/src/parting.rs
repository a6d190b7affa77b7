//! Where two simulated runs of one function part: the run a plan's remark
//! states and the run of the IR written for it, which must be the same.
//! When they are not, the internal error names the figures that differ as
//! they are (bytes exactly, seconds to twelve digits: rounded to a unit,
//! two figures a byte apart print alike), and the first change of device
//! memory and the first compute op at which the runs part.

use crate::{MemoryPoint, TensorGraph, Timeline};

/// Two times are one where they differ by less than this share of the
/// larger (the simulator adds the same durations in another order).
const SAME_TIME: f64 = 1e-9;

/// Whether two times are one, as [`SAME_TIME`] allows.
pub fn same_time(a: f64, b: f64) -> bool {
    (a - b).abs() <= SAME_TIME * a.abs().max(b.abs()).max(1e-12)
}

/// Whether `written` gives the figures `planned` states: its peak, its
/// makespan, the bytes each way over the links.
pub fn same_figures(written: &Timeline, planned: &Timeline) -> bool {
    written.peak.bytes == planned.peak.bytes
        && same_time(written.makespan_s, planned.makespan_s)
        && written.h2d_bytes == planned.h2d_bytes
        && written.d2h_bytes == planned.d2h_bytes
}

/// Where `written` (the run of the IR, whose nodes `graph` has) parts from
/// `planned`: the figures that differ, the first change of device memory
/// that differs and the first compute op that runs at another time, each
/// as "the IR ..., the plan ...". Empty when they are the same.
pub fn describe(written: &Timeline, planned: &Timeline, graph: &TensorGraph) -> Vec<String> {
    let mut parts = Vec::new();
    let bytes = |what: &str, ir: u64, plan: u64| {
        (ir != plan).then(|| format!("{what}: the IR {ir} B, the plan {plan} B"))
    };
    parts.extend(bytes("peak", written.peak.bytes, planned.peak.bytes));
    if !same_time(written.makespan_s, planned.makespan_s) {
        parts.push(format!(
            "makespan: the IR {}, the plan {}",
            exact_seconds(written.makespan_s),
            exact_seconds(planned.makespan_s)
        ));
    }
    parts.extend(bytes("h2d", written.h2d_bytes, planned.h2d_bytes));
    parts.extend(bytes("d2h", written.d2h_bytes, planned.d2h_bytes));
    parts.extend(first_memory_change(written, planned));
    parts.extend(first_compute_op(written, planned, graph));
    parts
}

/// Seconds with twelve significant digits: `5.84123456789e-4 s`.
pub fn exact_seconds(seconds: f64) -> String {
    format!("{seconds:.11e} s")
}

/// The device memory after each instant that changes it: points at one
/// time are one change, and a change to the same bytes is none.
fn changes(memory: &[MemoryPoint]) -> Vec<MemoryPoint> {
    let mut changes: Vec<MemoryPoint> = Vec::new();
    for point in memory {
        match changes.last_mut() {
            Some(last) if same_time(last.time_s, point.time_s) => last.bytes = point.bytes,
            _ => changes.push(*point),
        }
    }
    changes.dedup_by(|later, earlier| later.bytes == earlier.bytes);
    changes
}

fn first_memory_change(written: &Timeline, planned: &Timeline) -> Option<String> {
    let (ir, plan) = (changes(&written.memory), changes(&planned.memory));
    let at = |c: Option<&MemoryPoint>| match c {
        Some(c) => format!("{} B from {}", c.bytes, exact_seconds(c.time_s)),
        None => "no change".to_owned(),
    };
    (0..ir.len().max(plan.len()))
        .find(|&i| match (ir.get(i), plan.get(i)) {
            (Some(a), Some(b)) => a.bytes != b.bytes || !same_time(a.time_s, b.time_s),
            _ => true,
        })
        .map(|i| {
            format!(
                "device memory first differs at its change {}: the IR holds {}, the plan {}",
                i + 1,
                at(ir.get(i)),
                at(plan.get(i))
            )
        })
}

fn first_compute_op(written: &Timeline, planned: &Timeline, graph: &TensorGraph) -> Option<String> {
    let (ir, plan) = (&written.compute_busy, &planned.compute_busy);
    let i = (0..ir.len().max(plan.len())).find(|&i| match (ir.get(i), plan.get(i)) {
        (Some(a), Some(b)) => !same_time(a.start_s, b.start_s) || !same_time(a.end_s, b.end_s),
        _ => true,
    })?;
    let run = |b: Option<&crate::BusyInterval>| match b {
        Some(b) => format!("{} to {}", exact_seconds(b.start_s), exact_seconds(b.end_s)),
        None => "does not run it".to_owned(),
    };
    let op = ir
        .get(i)
        .and_then(|b| graph.nodes.get(b.node.0))
        .map_or(String::new(), |n| format!(" ({} at {})", n.op, n.location));
    Some(format!(
        "the compute ops first differ at the {} that takes time{op}: the IR runs it {}, the plan {}",
        ordinal(i + 1),
        run(ir.get(i)),
        run(plan.get(i))
    ))
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn timeline(memory: &[(f64, u64)], makespan_s: f64) -> Timeline {
        let memory: Vec<MemoryPoint> = memory
            .iter()
            .map(|&(time_s, bytes)| MemoryPoint { time_s, bytes })
            .collect();
        let peak = memory.iter().map(|p| p.bytes).max().unwrap_or(0);
        Timeline {
            profile: "unit".into(),
            makespan_s,
            compute_s: makespan_s,
            stall_s: 0.0,
            stalls: Vec::new(),
            h2d_bytes: 0,
            d2h_bytes: 0,
            memory,
            peak: crate::MemoryPeak {
                bytes: peak,
                ..Default::default()
            },
            compute_busy: Vec::new(),
            h2d_busy: Vec::new(),
            d2h_busy: Vec::new(),
            bounce: Vec::new(),
            fabric_busy: Vec::new(),
        }
    }

    #[test]
    fn figures_a_byte_apart_are_told_apart() {
        let graph = TensorGraph::default();
        let plan = timeline(&[(0.0, 0), (1e-6, 4096), (2e-6, 50_438_144)], 5.84e-4);
        let ir = timeline(
            &[(0.0, 0), (1e-6, 4096), (2e-6, 50_438_145)],
            5.840_000_01e-4,
        );
        assert!(!same_figures(&ir, &plan));
        assert_eq!(
            describe(&ir, &plan, &graph),
            vec![
                "peak: the IR 50438145 B, the plan 50438144 B".to_owned(),
                "makespan: the IR 5.84000001000e-4 s, the plan 5.84000000000e-4 s".to_owned(),
                "device memory first differs at its change 3: the IR holds 50438145 B from 2.00000000000e-6 s, the plan 50438144 B from 2.00000000000e-6 s".to_owned(),
            ]
        );
    }

    #[test]
    fn points_at_one_instant_are_one_change() {
        let plan = timeline(&[(0.0, 0), (1e-6, 10), (1e-6, 20), (2e-6, 20)], 3e-6);
        let ir = timeline(&[(0.0, 0), (1e-6, 20)], 3e-6);
        assert!(same_figures(&ir, &plan));
        assert!(describe(&ir, &plan, &TensorGraph::default()).is_empty());
    }
}
