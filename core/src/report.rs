//! The JSON report: one entry per function, from its lifetimes and, when it
//! was simulated, its timeline. `docs/report.md` documents every field.
//!
//! ```json
//! { "version": 1, "tool": "hyperoffload", "functions": [ { "name": "forward", ... } ] }
//! ```

use crate::{
    graph::{NodeId, TensorGraph},
    lifetimes::{Lifetimes, StepBytes},
    simulate::Timeline,
};
use serde::{Deserialize, Serialize};

/// The report format's version; bumped when a field changes meaning.
pub const REPORT_VERSION: u32 = 1;

/// An op of the function, for people: its name and where it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpRef {
    /// Its program step (node index).
    pub step: NodeId,
    /// The op name (`linalg.matmul`).
    pub op: String,
    /// `file:line:col` in the input.
    pub location: String,
}

impl OpRef {
    /// The op at `step` of `graph`, if there is one.
    pub fn at(graph: &TensorGraph, step: Option<NodeId>) -> Option<OpRef> {
        let step = step?;
        let node = graph.nodes.get(step.index())?;
        Some(OpRef {
            step,
            op: node.op.clone(),
            location: node.location.clone(),
        })
    }
}

/// What the report says about one function.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionReport {
    /// The function's name.
    pub name: String,
    /// Nodes of the graph, offload nodes included.
    pub ops: usize,
    /// Tensor values of the graph, views and remote copies included.
    pub tensors: usize,
    /// Bytes of all arguments, on the device or in a tier.
    pub argument_bytes: u64,
    /// Bytes of the arguments declared resident in a tier.
    pub tier_argument_bytes: u64,
    /// Peak device bytes: simulated when `makespan_s` is set, else per step.
    pub peak_bytes: u64,
    /// The op whose allocation reached the peak.
    pub peak_op: Option<OpRef>,
    /// Its step.
    pub peak_step: Option<NodeId>,
    /// When the simulated peak is first reached, seconds (`null` without a
    /// simulation).
    pub peak_time_s: Option<f64>,
    /// Of `peak_bytes`, the bytes of constants (tensors a node marked
    /// `constant` defines: extraction marks `arith.constant`) on the device
    /// at the peak step: a lowered program keeps them as static data, so
    /// its device allocations peak this much lower.
    #[serde(default)]
    pub peak_constant_bytes: u64,
    /// The per-step peak of the lifetimes (no transfer timing).
    pub static_peak_bytes: u64,
    /// The most bytes one op needs on the device at once.
    pub working_set_lower_bound_bytes: u64,
    /// The op that needs them.
    pub working_set_op: Option<OpRef>,
    /// Sum of op times, seconds (`null` without a simulation).
    pub compute_s: Option<f64>,
    /// When the last stream finishes, seconds.
    pub makespan_s: Option<f64>,
    /// Time compute waited for prefetches, seconds.
    pub stall_s: Option<f64>,
    /// Bytes moved tier -> device.
    pub h2d_bytes: Option<u64>,
    /// Bytes moved device -> tier.
    pub d2h_bytes: Option<u64>,
    /// The hardware profile simulated on.
    pub profile: Option<String>,
    /// Clones the function runs: ops marked `offload.recompute`, which a
    /// plan placed to compute a tensor again instead of keeping or moving
    /// it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub recomputed_ops: usize,
    /// The compute time of those clones in the simulated run, seconds
    /// (`None` without a simulation or without clones).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recompute_s: Option<f64>,
    /// Bytes each remote tier holds over the simulated run (tiers that
    /// hold something).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tier_bytes: Vec<crate::simulate::TierBytes>,
    /// What the planner decided, in a report of `offload-plan`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<PlanSummary>,
    /// With a performance record: the compute ops it timed exactly, by
    /// interpolation, and those the roofline timed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<crate::record::RecordCoverage>,
}

/// The figures an `offload-plan` remark states, for a report.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlanSummary {
    /// The solver whose plan was used (`ilp` may hand back `heuristic` or
    /// a baseline's plan).
    pub solver: String,
    /// The solver asked for (`solver=`).
    pub requested_solver: String,
    /// The peak with every argument on the device, before planning.
    pub peak_before_bytes: u64,
    /// The peak of the plan (the report's `peak_bytes`).
    pub peak_after_bytes: u64,
    /// The budget the plan was held to, if any.
    pub budget_bytes: Option<u64>,
    /// Prefetches the plan inserts.
    pub prefetches: usize,
    /// The time offloading adds over the `none` plan, as a fraction of
    /// compute-only time (what `slowdown` bounds).
    pub added_slowdown: f64,
    /// The makespan of the `none` plan, seconds.
    pub none_makespan_s: f64,
    /// Planning wall time, seconds.
    pub solve_s: f64,
    /// Whether the time limit (`time-limit`, the safety net behind the
    /// planner's work limits) cut the search: the plan then depends on the
    /// machine's speed and load, and is not reproducible.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cut_by_time_limit: bool,
    /// The remark's notes (fallbacks, optimality gap, why a plan moves
    /// little).
    pub notes: Vec<String>,
    /// Per remote tier the plan uses: what it holds by the end (arguments
    /// that live there and the copies stored there) and its capacity.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tiers: Vec<TierUse>,
    /// With several devices on one link (`devices=`): how they share it
    /// and what each sees.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared_link: Option<crate::plan::devices::SharedLinkSummary>,
}

/// What one remote tier holds under a plan.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TierUse {
    pub tier: crate::Tier,
    pub bytes: u64,
    pub capacity_bytes: u64,
}

impl FunctionReport {
    /// The static part of the report: sizes, the per-step peak and the
    /// working-set bound; timing fields are `None`.
    pub fn from_lifetimes(graph: &TensorGraph, lifetimes: &Lifetimes) -> FunctionReport {
        let StepBytes {
            bytes: peak_bytes,
            step: peak_step,
        } = lifetimes.peak;
        FunctionReport {
            name: graph.name.clone(),
            ops: graph.nodes.len(),
            tensors: graph.tensors.len(),
            argument_bytes: lifetimes.argument_bytes(),
            tier_argument_bytes: lifetimes.tier_argument_bytes(),
            peak_bytes,
            peak_op: OpRef::at(graph, peak_step),
            peak_step,
            peak_time_s: None,
            peak_constant_bytes: constant_bytes_at(graph, lifetimes, peak_step),
            static_peak_bytes: peak_bytes,
            working_set_lower_bound_bytes: lifetimes.working_set.bytes,
            working_set_op: OpRef::at(graph, lifetimes.working_set.step),
            compute_s: None,
            makespan_s: None,
            stall_s: None,
            h2d_bytes: None,
            d2h_bytes: None,
            profile: None,
            recomputed_ops: graph.nodes.iter().filter(|node| node.recompute).count(),
            recompute_s: None,
            tier_bytes: Vec::new(),
            plan: None,
            record: None,
        }
    }

    /// The full report: the peak is the simulated one, and the timing
    /// fields come from `timeline`.
    pub fn from_timeline(
        graph: &TensorGraph,
        lifetimes: &Lifetimes,
        timeline: &Timeline,
    ) -> FunctionReport {
        let peak = timeline.peak;
        let recomputed = crate::simulate::recompute_busy(graph, timeline);
        let from_lifetimes = FunctionReport::from_lifetimes(graph, lifetimes);
        FunctionReport {
            peak_bytes: peak.bytes,
            peak_op: OpRef::at(graph, peak.node),
            peak_step: peak.node,
            peak_time_s: peak.node.map(|_| peak.time_s),
            peak_constant_bytes: constant_bytes_at(graph, lifetimes, peak.node),
            compute_s: Some(timeline.compute_s),
            makespan_s: Some(timeline.makespan_s),
            stall_s: Some(timeline.stall_s),
            h2d_bytes: Some(timeline.h2d_bytes),
            d2h_bytes: Some(timeline.d2h_bytes),
            profile: Some(timeline.profile.clone()),
            recompute_s: (from_lifetimes.recomputed_ops > 0).then(|| {
                recomputed
                    .iter()
                    .map(|busy| busy.end_s - busy.start_s)
                    .sum()
            }),
            tier_bytes: crate::simulate::tier_bytes(graph, timeline),
            ..from_lifetimes
        }
    }
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// Bytes of the constants resident at `step`.
fn constant_bytes_at(graph: &TensorGraph, lifetimes: &Lifetimes, step: Option<NodeId>) -> u64 {
    let Some(step) = step else {
        return 0;
    };
    lifetimes
        .storage_tensors()
        .filter(|l| l.is_resident_at(step))
        .filter(|l| l.def_step.is_some_and(|d| graph.nodes[d].constant))
        .map(|l| l.bytes)
        .sum()
}

/// The whole report: `{ "version": 1, "tool": "hyperoffload", "functions": [...] }`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// [`REPORT_VERSION`].
    pub version: u32,
    /// Always `hyperoffload`.
    pub tool: String,
    /// One entry per function, in the order given.
    pub functions: Vec<FunctionReport>,
}

impl Report {
    /// A report of `functions`.
    pub fn new(functions: Vec<FunctionReport>) -> Report {
        Report {
            version: REPORT_VERSION,
            tool: "hyperoffload".into(),
            functions,
        }
    }

    /// Pretty-printed JSON, ending in a newline.
    pub fn to_json(&self) -> String {
        // A report holds only strings, integers, finite floats and options,
        // all of which serialize.
        let mut json = serde_json::to_string_pretty(self).unwrap_or_default();
        json.push('\n');
        json
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        cost::{CostModel, HardwareProfile},
        graph::Tier,
        simulate::simulate,
        testing::GraphBuilder,
    };
    use serde_json::json;

    /// w (64 MiB, host) is prefetched for a matmul; x is an argument.
    fn weights() -> TensorGraph {
        let mut g = GraphBuilder::new("forward");
        let x = g.arg(1 << 20);
        let w = g.arg_in(64 << 20, Tier::Host);
        let r = g.resident(w, Tier::Host); // step 0
        let wd = g.prefetch(r, 64 << 20); // step 1
        let y = g.timed_op("linalg.matmul", &[x, wd], 1 << 20, 4.8e9); // step 2
        g.result(y);
        g.finish()
    }

    #[test]
    fn static_report_has_sizes_and_no_timing() {
        let graph = weights();
        let report = FunctionReport::from_lifetimes(&graph, &Lifetimes::compute(&graph));
        assert_eq!((report.ops, report.tensors), (3, 5));
        assert_eq!(report.argument_bytes, (1 << 20) + (64 << 20));
        assert_eq!(report.tier_argument_bytes, 64 << 20);
        // step 2: x 1 MiB + wd 64 MiB + y 1 MiB.
        assert_eq!(report.peak_bytes, 66 << 20);
        assert_eq!(report.peak_op.as_ref().unwrap().op, "linalg.matmul");
        assert_eq!(report.peak_op.as_ref().unwrap().location, "test.mlir:3:3");
        assert_eq!(report.working_set_lower_bound_bytes, 66 << 20);
        assert_eq!(report.makespan_s, None);
    }

    #[test]
    fn constants_at_the_peak_are_counted_apart_by_the_nodes_mark() {
        let mut g = GraphBuilder::new("forward");
        let x = g.arg(1 << 20);
        let c = g.timed_op("some.constant", &[], 2 << 20, 0.0); // step 0
        let y = g.timed_op("linalg.add", &[x, c], 1 << 20, 1e6); // step 1
        g.result(y);
        let mut graph = g.finish();
        let report = |graph: &TensorGraph| {
            FunctionReport::from_lifetimes(graph, &Lifetimes::compute(graph)).peak_constant_bytes
        };
        // Unmarked, whatever its name, it is an ordinary tensor.
        assert_eq!(report(&graph), 0);
        graph.nodes[0].constant = true;
        assert_eq!(report(&graph), 2 << 20);
    }

    #[test]
    fn simulated_report_has_timing_and_serializes() {
        let graph = weights();
        let model = CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap());
        let timeline = simulate(&graph, &model).unwrap();
        let report = FunctionReport::from_timeline(&graph, &Lifetimes::compute(&graph), &timeline);
        assert_eq!(report.profile.as_deref(), Some("h200-pcie5"));
        assert_eq!(report.h2d_bytes, Some(64 << 20));
        // The prefetch (10 us + 64 MiB / 55 GB/s = 1.2302 ms) is not hidden.
        let prefetch_s = 10e-6 + (64u64 << 20) as f64 / 55e9;
        assert!((report.stall_s.unwrap() - prefetch_s).abs() < 1e-12);
        // 4.8e9 bytes at 4.8 TB/s = 1 ms, + 2 us launch.
        assert!((report.makespan_s.unwrap() - (prefetch_s + 1.002e-3)).abs() < 1e-12);

        let value: serde_json::Value =
            serde_json::from_str(&Report::new(vec![report]).to_json()).unwrap();
        assert_eq!(value["version"], json!(1));
        assert_eq!(value["tool"], json!("hyperoffload"));
        let function = &value["functions"][0];
        assert_eq!(function["name"], json!("forward"));
        assert_eq!(function["peak_bytes"], json!(66u64 << 20));
        assert_eq!(function["peak_step"], json!(2));
        assert_eq!(function["peak_op"]["op"], json!("linalg.matmul"));
        assert_eq!(function["working_set_op"]["step"], json!(2));
        assert_eq!(function["d2h_bytes"], json!(0));
    }

    #[test]
    fn recomputed_ops_and_their_time_are_counted_from_the_clones() {
        // make_x (2 ms) and its clone (2 ms) in 1 GB/s HBM; use_x 1 ms.
        let mut g = GraphBuilder::new("forward");
        let a = g.arg(100);
        let x = g.pure_op("make_x", &[a], 1000, 2e6); // 0: 0..2 ms
        let y = g.timed_op("use_x", &[x], 10, 1e6); // 1: 2..3 ms
        let x2 = g.clone_of(NodeId::new(0), &[a])[0]; // 2: 3..5 ms
        let z = g.timed_op("use_x_again", &[x2, y], 10, 1e6); // 3: 5..6 ms
        g.result(z);
        let graph = g.finish();
        let lifetimes = Lifetimes::compute(&graph);
        let timeline = simulate(&graph, &crate::testing::round_cost_model()).unwrap();
        let report = FunctionReport::from_timeline(&graph, &lifetimes, &timeline);
        assert_eq!(report.recomputed_ops, 1);
        assert!(
            (report.recompute_s.unwrap() - 2e-3).abs() < 1e-15,
            "{report:?}"
        );
        let static_report = FunctionReport::from_lifetimes(&graph, &lifetimes);
        assert_eq!(
            (static_report.recomputed_ops, static_report.recompute_s),
            (1, None)
        );
        let value = serde_json::to_value(&report).unwrap();
        assert_eq!(value["recomputed_ops"], json!(1));
        // Without clones the fields are left out, as reports before them.
        let plain = FunctionReport::from_timeline(
            &weights(),
            &Lifetimes::compute(&weights()),
            &simulate(&weights(), &crate::testing::round_cost_model()).unwrap(),
        );
        let value = serde_json::to_value(&plain).unwrap();
        assert!(value.get("recomputed_ops").is_none() && value.get("recompute_s").is_none());
        let docs = include_str!("../../docs/report.md");
        for key in ["recomputed_ops", "recompute_s"] {
            assert!(
                docs.contains(&format!("`{key}`")),
                "docs/report.md does not document `{key}`"
            );
        }
    }

    #[test]
    fn report_fields_are_the_documented_ones() {
        let graph = weights();
        let report = FunctionReport::from_lifetimes(&graph, &Lifetimes::compute(&graph));
        let value = serde_json::to_value(Report::new(vec![report])).unwrap();
        let docs = include_str!("../../docs/report.md");
        for key in value["functions"][0].as_object().unwrap().keys() {
            assert!(
                docs.contains(&format!("`{key}`")),
                "docs/report.md does not document `{key}`"
            );
        }
    }
}
