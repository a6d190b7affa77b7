//! Performance records: measured op times the cost model takes before its
//! roofline (docs/analysis.md, "Performance records").
//!
//! A record is read from a JSON list of `{signature, seconds}` keyed by
//! [`Node::signature`](crate::graph::Node::signature), or from a profiler
//! trace ([`trace`]), whose ops are keyed by the work they do ([`key`]).
//! A node takes, in this order: the time of its signature; the time of
//! its key (the median of the key's measurements); a time interpolated
//! between the measured ops of its class and element type, by FLOPs for
//! matrix products and by bytes for the rest, within their measured range;
//! else the roofline. Several records (one per rank) merge by median.

pub mod key;
pub mod trace;

use crate::cost::{CostError, CostModel, check_op_time, read_text};
use crate::graph::{Node, NodeKind, TensorGraph};
use key::{OpClass, OpKey};
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
        if let Some(seconds) = self.seconds(&node.signature) {
            return Some((seconds, Timing::Exact));
        }
        let op = key::ir_op(node)?;
        if let Some(seconds) = op.key().and_then(|k| self.key_seconds(&k)) {
            return Some((seconds, Timing::Exact));
        }
        let curve = self.curves.get(&(op.class, op.element))?;
        interpolate(curve, op.work).map(|seconds| (seconds, Timing::Interpolated))
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
                key = %key::ir_op(node).and_then(|op| op.key()).map(|k| k.to_string()).unwrap_or_default(),
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
