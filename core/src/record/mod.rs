//! Performance records: measured op times the cost model takes before its
//! roofline (docs/analysis.md, "Performance records").
//!
//! A record is read from a JSON list of `{signature, seconds}` keyed by
//! [`Node::signature`](crate::graph::Node::signature), or from a profiler
//! trace ([`trace`]), whose ops are keyed by the work they do ([`key`]):
//! a node by the [`Node::record_key`](crate::graph::Node::record_key)
//! extraction gave it.
//! A node takes, in this order: the time of its signature; the time of
//! its key (the median of the key's measurements); a time interpolated
//! between the measured ops of its class and element type, by FLOPs for
//! matrix products and by bytes for the rest, within their measured range;
//! else the roofline. Several records (one per rank) merge by median.

pub mod key;
pub mod trace;

use crate::cost::{CostError, CostModel, check_op_time, read_text};
use crate::graph::{Node, NodeKind, TensorGraph};
use key::{OpClass, OpKey, RecordKey};
use serde::{Deserialize, Serialize};
use std::{collections::BTreeMap, path::Path};

/// One measured op: its shape signature and its time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeasuredOp {
    /// [`Node::signature`] of the ops this time applies to.
    pub signature: String,
    /// Measured time of one run, seconds.
    pub seconds: f64,
}

/// A key's measured time and its work (FLOPs or bytes, as its class is
/// timed: [`OpClass::by_flops`]).
#[derive(Clone, Copy, Debug, PartialEq)]
struct KeyTime {
    work: f64,
    seconds: f64,
}

/// Measured op times, which override the roofline for the nodes they
/// match (see the module's documentation).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PerfRecord {
    seconds_by_signature: BTreeMap<String, f64>,
    by_key: BTreeMap<OpKey, KeyTime>,
    /// Per class and element type: `(work, seconds)` by increasing work,
    /// one point per work (the median of the keys with that work).
    curves: BTreeMap<(OpClass, String), Vec<(f64, f64)>>,
    /// What [`PerfRecord::measured`] found per node, which the planner
    /// asks for again and again.
    found: Found,
}

/// A node as [`PerfRecord::measured`] reads it: its signature, key, work
/// and whether it is a loop.
type NodeFacts = (String, Option<RecordKey>, [u64; 2], bool);

/// The record's answers so far, by node (not part of the record's value).
#[derive(Default)]
struct Found(std::sync::Mutex<rustc_hash::FxHashMap<NodeFacts, Option<(f64, Timing)>>>);

impl std::fmt::Debug for Found {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Found")
    }
}

impl Clone for Found {
    fn clone(&self) -> Found {
        Found::default()
    }
}

impl PartialEq for Found {
    fn eq(&self, _: &Found) -> bool {
        true
    }
}

/// Where a node's time comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    /// The record measured its signature or its key.
    Exact,
    /// Interpolated between measured ops of its class and element type.
    Interpolated,
    /// The profile's roofline.
    Roofline,
}

impl PerfRecord {
    /// Loads a record from a JSON file of either format.
    pub fn load(path: impl AsRef<Path>) -> Result<PerfRecord, CostError> {
        let (text, origin) = read_text(path.as_ref())?;
        PerfRecord::from_json(&text, &origin)
    }

    /// Loads each file and merges them ([`PerfRecord::merge`]).
    pub fn load_all<P: AsRef<Path>>(paths: &[P]) -> Result<PerfRecord, CostError> {
        let records = paths
            .iter()
            .map(PerfRecord::load)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(PerfRecord::merge(&records))
    }

    /// Parses and checks a record, a list of `{signature, seconds}` or a
    /// profiler trace (told apart by content); `origin` (a path) names it
    /// in errors.
    pub fn from_json(text: &str, origin: &str) -> Result<PerfRecord, CostError> {
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(text)
            && trace::is_trace(&value)
        {
            return Ok(PerfRecord::from_traced(trace::timed_ops(&value, origin)?));
        }
        if text.trim_start().starts_with('{') {
            return Err(CostError::Malformed {
                origin: origin.into(),
                field: String::new(),
                message: "a performance record is a list of {\"signature\", \"seconds\"} or a profiler trace (an object with \"traceEvents\"); this object has neither".into(),
            });
        }
        let entries: Vec<MeasuredOp> = crate::cost::parse_json(text, origin)?;
        PerfRecord::from_entries(entries, origin)
    }

    /// A record from measured ops; `origin` names it in errors.
    pub fn from_entries(entries: Vec<MeasuredOp>, origin: &str) -> Result<PerfRecord, CostError> {
        let mut seconds_by_signature = BTreeMap::new();
        let mut first_entry = BTreeMap::new();
        for (index, entry) in entries.into_iter().enumerate() {
            check_op_time(origin, index, &entry)?;
            if let Some(&first) = first_entry.get(&entry.signature) {
                let signature = entry.signature;
                return Err(CostError::DuplicateSignature {
                    origin: origin.into(),
                    signature,
                    first,
                    second: index,
                });
            }
            first_entry.insert(entry.signature.clone(), index);
            seconds_by_signature.insert(entry.signature, entry.seconds);
        }
        Ok(PerfRecord {
            seconds_by_signature,
            ..PerfRecord::default()
        })
    }

    /// A record of a trace's timed ops: each key's median time.
    pub fn from_traced(ops: Vec<trace::TracedOp>) -> PerfRecord {
        let mut samples: BTreeMap<OpKey, (f64, Vec<f64>)> = BTreeMap::new();
        for traced in ops {
            if let Some(key) = traced.op.key() {
                let entry = samples.entry(key).or_insert((traced.op.work, Vec::new()));
                entry.1.push(traced.seconds);
            }
        }
        let by_key = samples
            .into_iter()
            .map(|(key, (work, seconds))| {
                let seconds = median(seconds);
                (key, KeyTime { work, seconds })
            })
            .collect();
        PerfRecord::with_curves(BTreeMap::new(), by_key)
    }

    /// One record of several (the ranks of one run, or runs of one
    /// program): each signature and key takes the median of the times the
    /// records give it, so each record weighs the same however many times
    /// it measured an op.
    pub fn merge(records: &[PerfRecord]) -> PerfRecord {
        let mut signatures: BTreeMap<String, Vec<f64>> = BTreeMap::new();
        let mut keys: BTreeMap<OpKey, (f64, Vec<f64>)> = BTreeMap::new();
        for record in records {
            for (signature, &seconds) in &record.seconds_by_signature {
                signatures
                    .entry(signature.clone())
                    .or_default()
                    .push(seconds);
            }
            for (key, time) in &record.by_key {
                let entry = keys.entry(key.clone()).or_insert((time.work, Vec::new()));
                entry.1.push(time.seconds);
            }
        }
        let seconds_by_signature = signatures
            .into_iter()
            .map(|(signature, seconds)| (signature, median(seconds)))
            .collect();
        let by_key = keys
            .into_iter()
            .map(|(key, (work, seconds))| {
                let seconds = median(seconds);
                (key, KeyTime { work, seconds })
            })
            .collect();
        PerfRecord::with_curves(seconds_by_signature, by_key)
    }

    fn with_curves(
        seconds_by_signature: BTreeMap<String, f64>,
        by_key: BTreeMap<OpKey, KeyTime>,
    ) -> PerfRecord {
        let mut points: BTreeMap<(OpClass, String), Vec<(f64, f64)>> = BTreeMap::new();
        for (key, time) in &by_key {
            let curve = points.entry((key.class, key.element.clone())).or_default();
            curve.push((time.work, time.seconds));
        }
        let curves = points
            .into_iter()
            .map(|(group, mut curve)| {
                curve.sort_by(|a, b| a.0.total_cmp(&b.0));
                (group, median_per_work(curve))
            })
            .collect();
        PerfRecord {
            seconds_by_signature,
            by_key,
            curves,
            found: Found::default(),
        }
    }

    /// The measured time of ops with this signature.
    pub fn seconds(&self, signature: &str) -> Option<f64> {
        self.seconds_by_signature.get(signature).copied()
    }

    /// The measured time of an op of this key.
    pub fn key_seconds(&self, key: &OpKey) -> Option<f64> {
        self.by_key.get(key).map(|t| t.seconds)
    }

    /// A node's time from the record, and whether it was measured or
    /// interpolated; `None` where the roofline times it. A loop (a node
    /// with kernels) is found by its signature only.
    pub fn measured(&self, node: &Node) -> Option<(f64, Timing)> {
        let facts = (
            node.signature.clone(),
            node.record_key.clone(),
            [node.work.flops.to_bits(), node.work.bytes.to_bits()],
            node.kernels.is_empty(),
        );
        let mut found = self.found.0.lock().unwrap_or_else(|e| e.into_inner());
        *found.entry(facts).or_insert_with(|| self.look_up(node))
    }

    fn look_up(&self, node: &Node) -> Option<(f64, Timing)> {
        if let Some(seconds) = self.seconds(&node.signature) {
            return Some((seconds, Timing::Exact));
        }
        if !node.kernels.is_empty() {
            return None;
        }
        let key = node.record_key.as_ref()?;
        // The work extraction gave the op, which the roofline uses too:
        // the key's sizes find it, this places it on its class's curve.
        let work = if key.class.by_flops() {
            node.work.flops
        } else {
            node.work.bytes
        };
        if work <= 0.0 || work.is_nan() {
            return None;
        }
        if let Some(seconds) = key.exact().and_then(|k| self.key_seconds(&k)) {
            return Some((seconds, Timing::Exact));
        }
        let curve = self.curves.get(&(key.class, key.element.clone()))?;
        interpolate(curve, work).map(|seconds| (seconds, Timing::Interpolated))
    }

    /// How many signatures and keys are measured.
    pub fn len(&self) -> usize {
        self.seconds_by_signature.len() + self.by_key.len()
    }

    /// Whether nothing is measured.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The median (of an even count, the mean of the middle two).
fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    match n {
        0 => 0.0,
        _ if n % 2 == 1 => values[n / 2],
        _ => (values[n / 2 - 1] + values[n / 2]) / 2.0,
    }
}

/// Points sorted by work, those of one work made one (their median).
fn median_per_work(curve: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    let mut merged: Vec<(f64, Vec<f64>)> = Vec::new();
    for (work, seconds) in curve {
        match merged.last_mut() {
            Some((last, times)) if *last == work => times.push(seconds),
            _ => merged.push((work, vec![seconds])),
        }
    }
    merged
        .into_iter()
        .map(|(work, times)| (work, median(times)))
        .collect()
}

/// The time at `work` on a curve, linear between its neighbouring points;
/// `None` outside the curve's range (no measurement says how the time
/// goes there: the roofline times such an op).
fn interpolate(curve: &[(f64, f64)], work: f64) -> Option<f64> {
    let (first, last) = (curve.first()?, curve.last()?);
    if work < first.0 || work > last.0 {
        return None;
    }
    let above = curve.partition_point(|&(w, _)| w < work);
    let (w1, s1) = curve[above];
    if w1 == work || above == 0 {
        return Some(s1);
    }
    let (w0, s0) = curve[above - 1];
    Some(s0 + (s1 - s0) * (work - w0) / (w1 - w0))
}

/// How much of a function's compute time a record gave: its compute ops
/// (those that launch a kernel) timed exactly, by interpolation and by
/// the roofline, each with its count and seconds.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RecordCoverage {
    pub exact: Share,
    pub interpolated: Share,
    pub roofline: Share,
}

/// A number of compute ops and their time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Share {
    pub ops: usize,
    pub seconds: f64,
}

impl RecordCoverage {
    /// The coverage of `graph`'s compute ops by `cost`'s record; `None`
    /// without a record.
    pub fn of(cost: &CostModel, graph: &TensorGraph) -> Option<RecordCoverage> {
        let record = cost.record.as_ref()?;
        let mut coverage = RecordCoverage::default();
        for node in &graph.nodes {
            if !matches!(node.kind, NodeKind::Compute) || node.collective.is_some() {
                continue;
            }
            let seconds = cost.op_time(node);
            let timing = record.measured(node).map(|(_, t)| t);
            if seconds <= 0.0 && timing.is_none() {
                continue;
            }
            tracing::trace!(
                op = %node.op,
                at = %node.location,
                key = %node.record_key.as_ref().and_then(RecordKey::exact).map(|k| k.to_string()).unwrap_or_default(),
                ?timing,
                seconds,
                "record"
            );
            let share = match timing.unwrap_or(Timing::Roofline) {
                Timing::Exact => &mut coverage.exact,
                Timing::Interpolated => &mut coverage.interpolated,
                Timing::Roofline => &mut coverage.roofline,
            };
            share.ops += 1;
            share.seconds += seconds;
        }
        Some(coverage)
    }

    /// The compute ops counted.
    pub fn ops(&self) -> usize {
        self.exact.ops + self.interpolated.ops + self.roofline.ops
    }

    /// The share (0 to 1) of compute ops the record timed.
    pub fn recorded_op_share(&self) -> f64 {
        ratio(
            (self.exact.ops + self.interpolated.ops) as f64,
            self.ops() as f64,
        )
    }

    /// One sentence for a remark.
    pub fn summary(&self) -> String {
        let total_s = self.exact.seconds + self.interpolated.seconds + self.roofline.seconds;
        let percent = |part: f64, whole: f64| format!("{:.1}%", 100.0 * ratio(part, whole));
        let ops = self.ops() as f64;
        format!(
            "performance record: {} of {} compute ops ({}) timed from it, {} exactly and {} by interpolation, {} by the roofline; {} of compute time from it ({} exact, {} interpolated)",
            self.exact.ops + self.interpolated.ops,
            self.ops(),
            percent((self.exact.ops + self.interpolated.ops) as f64, ops),
            self.exact.ops,
            self.interpolated.ops,
            self.roofline.ops,
            percent(self.exact.seconds + self.interpolated.seconds, total_s),
            percent(self.exact.seconds, total_s),
            percent(self.interpolated.seconds, total_s),
        )
    }
}

fn ratio(part: f64, whole: f64) -> f64 {
    if whole > 0.0 { part / whole } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::HardwareProfile;
    use crate::graph::OpWork;
    use crate::testing::GraphBuilder;
    use serde_json::json;

    /// A CPU trace of `aten::mul` ops on `[n]` by `[n]` floats, each
    /// `(n, microseconds)`.
    fn mul_trace(runs: &[(u64, f64)]) -> String {
        let events: Vec<_> = runs
            .iter()
            .enumerate()
            .map(|(i, &(n, dur))| {
                json!({"ph": "X", "cat": "cpu_op", "name": "aten::mul", "pid": 1, "tid": 1,
                       "ts": 100.0 * i as f64, "dur": dur,
                       "args": {"Input Dims": [[n], [n]], "Input type": ["float", "float"]}})
            })
            .collect();
        json!({"traceEvents": events}).to_string()
    }

    /// The IR's elementwise op on `[n]` by `[n]` floats, as extraction
    /// keys it: `n` elements written from `2 n` read.
    fn mul_node(n: u64) -> Node {
        let t = format!("tensor<{n}xf32>");
        let mut b = GraphBuilder::new("f");
        let x = b.arg(4 * n);
        b.op_with_work(
            "linalg.generic",
            &[x],
            &[4 * n],
            OpWork {
                flops: n as f64,
                bytes: (12 * n) as f64,
                matrix: false,
                element_bytes: 4,
            },
        );
        let mut node = b.finish().nodes.remove(0);
        node.signature = format!("linalg.generic({t}, {t}, {t}) -> ({t})");
        node.record_key = Some(RecordKey {
            class: OpClass::Elementwise,
            sizes: Some(vec![n, 2 * n]),
            element: "f32".into(),
        });
        node
    }

    fn seconds(record: &PerfRecord, node: &Node) -> Option<(f64, Timing)> {
        record
            .measured(node)
            .map(|(s, timing)| ((s * 1e9).round() / 1e3, timing))
    }

    #[test]
    fn repeated_measurements_of_a_key_take_their_median() {
        let trace = mul_trace(&[(1024, 4.0), (1024, 100.0), (1024, 5.0)]);
        let record = PerfRecord::from_json(&trace, "t.json").unwrap();
        assert_eq!(record.len(), 1);
        assert_eq!(
            seconds(&record, &mul_node(1024)),
            Some((5.0, Timing::Exact))
        );
    }

    #[test]
    fn records_of_several_ranks_merge_by_median_each_weighing_the_same() {
        let ranks: Vec<PerfRecord> = [
            mul_trace(&[(1024, 2.0)]),
            mul_trace(&[(1024, 3.0), (1024, 3.0), (1024, 3.0), (2048, 8.0)]),
            mul_trace(&[(1024, 10.0)]),
        ]
        .iter()
        .map(|t| PerfRecord::from_json(t, "t.json").unwrap())
        .collect();
        let merged = PerfRecord::merge(&ranks);
        assert_eq!(
            seconds(&merged, &mul_node(1024)),
            Some((3.0, Timing::Exact))
        );
        assert_eq!(
            seconds(&merged, &mul_node(2048)),
            Some((8.0, Timing::Exact))
        );
        let lists = [
            r#"[{"signature": "a", "seconds": 1.0}]"#,
            r#"[{"signature": "a", "seconds": 4.0}]"#,
        ]
        .map(|l| PerfRecord::from_json(l, "r.json").unwrap());
        assert_eq!(PerfRecord::merge(&lists).seconds("a"), Some(2.5));
    }

    #[test]
    fn within_the_measured_range_a_time_is_interpolated_by_work() {
        let record =
            PerfRecord::from_json(&mul_trace(&[(1000, 10.0), (3000, 30.0)]), "t.json").unwrap();
        // 2000 elements lie halfway in bytes between the two measured.
        assert_eq!(
            seconds(&record, &mul_node(2000)),
            Some((20.0, Timing::Interpolated))
        );
        assert_eq!(
            seconds(&record, &mul_node(1000)),
            Some((10.0, Timing::Exact))
        );
        // Outside the range, and for another class, the roofline.
        assert_eq!(record.measured(&mul_node(4000)), None);
        assert_eq!(record.measured(&mul_node(500)), None);
        let mut reduction = mul_node(2000);
        reduction.signature =
            "linalg.generic(tensor<2000xf32>, tensor<1xf32>) -> (tensor<1xf32>)".into();
        reduction.record_key = Some(RecordKey {
            class: OpClass::Reduction,
            sizes: Some(vec![1, 2000]),
            element: "f32".into(),
        });
        assert_eq!(record.measured(&reduction), None);
        // Without sizes (a dynamic shape) a key is interpolated only; without
        // a key, or as a loop, a node is timed by its signature only.
        let mut dynamic = mul_node(1000);
        dynamic.record_key.as_mut().unwrap().sizes = None;
        assert_eq!(
            seconds(&record, &dynamic),
            Some((10.0, Timing::Interpolated))
        );
        let mut unkeyed = mul_node(1000);
        unkeyed.record_key = None;
        assert_eq!(record.measured(&unkeyed), None);
        let mut looped = mul_node(1000);
        looped.kernels = vec![(looped.work, 3)];
        assert_eq!(record.measured(&looped), None);
        let mut idle = mul_node(1000);
        idle.work.bytes = 0.0;
        assert_eq!(
            record.measured(&idle),
            None,
            "an op of no work is not timed"
        );
        let model =
            CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap()).with_record(record);
        let node = mul_node(4000);
        assert_eq!(model.op_time(&node), model.roofline_time(&node.work));
    }

    #[test]
    fn a_signature_in_the_record_comes_before_its_key() {
        let node = mul_node(1000);
        let list = format!(
            r#"[{{"signature": "{}", "seconds": 7e-6}}]"#,
            node.signature
        );
        let trace = mul_trace(&[(1000, 10.0)]);
        let merged = PerfRecord::merge(&[
            PerfRecord::from_json(&list, "r.json").unwrap(),
            PerfRecord::from_json(&trace, "t.json").unwrap(),
        ]);
        assert_eq!(seconds(&merged, &node), Some((7.0, Timing::Exact)));
    }

    #[test]
    fn an_object_that_is_no_trace_is_refused_saying_what_a_record_is() {
        let error = PerfRecord::from_json(r#"{"events": []}"#, "r.json")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("r.json: malformed at ``: a performance record is a list of"),
            "{error}"
        );
    }

    #[test]
    fn coverage_counts_the_compute_ops_and_time_each_way_was_timed() {
        let record =
            PerfRecord::from_json(&mul_trace(&[(1000, 10.0), (3000, 30.0)]), "t.json").unwrap();
        let model =
            CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap()).with_record(record);
        let mut b = GraphBuilder::new("f");
        let x = b.arg(4000);
        let sizes = [1000, 2000, 8000];
        for n in sizes {
            b.op_with_work("linalg.generic", &[x], &[4000], mul_node(n).work);
        }
        b.view(x);
        let mut graph = b.finish();
        for (node, n) in graph.nodes.iter_mut().zip(sizes) {
            let keyed = mul_node(n);
            node.signature = keyed.signature;
            node.record_key = keyed.record_key;
        }
        let coverage = RecordCoverage::of(&model, &graph).unwrap();
        let roofline = model.roofline_time(&mul_node(8000).work);
        let close = |share: Share, ops: usize, seconds: f64| {
            share.ops == ops && (share.seconds - seconds).abs() < 1e-12
        };
        assert!(close(coverage.exact, 1, 10e-6), "{coverage:?}");
        assert!(close(coverage.interpolated, 1, 20e-6), "{coverage:?}");
        assert!(close(coverage.roofline, 1, roofline), "{coverage:?}");
        assert!(coverage.summary().starts_with(
            "performance record: 2 of 3 compute ops (66.7%) timed from it, 1 exactly and 1 by interpolation, 1 by the roofline;"
        ));
        let no_record = CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap());
        assert_eq!(RecordCoverage::of(&no_record, &graph), None);
    }
}
