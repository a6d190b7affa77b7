//! Op times from a profiler trace: the Chrome trace (Kineto JSON) that
//! `torch.profiler.profile(record_shapes=True)` writes with
//! `export_chrome_trace`.
//!
//! Each `cpu_op` event (`ph: "X"`, `ts` and `dur` in microseconds) with
//! `args["Input Dims"]` and `args["Input type"]` is an aten op with its
//! input shapes. An op calls others (`aten::linear` calls `aten::t` and
//! `aten::addmm`, `aten::sum` calls `aten::fill_` for its accumulator):
//! events of one thread nest by time. Of nested ops only the outermost
//! that [`key::ATEN_OPS`] keys is timed, with all it calls, so that no work
//! is counted twice. The table lists the ops that are one op of the IR
//! and leaves out the composites (`aten::linear`, `aten::softmax`), so the
//! outermost keyed op is the one the IR has: a linear's `aten::addmm`, a
//! sum with the fill inside it. (The innermost would lose the sum to its
//! fill, and an addmm to the copy of its bias.) On a GPU trace (`kernel` events), an
//! op's time is that of the kernels it launched, found by `External id`
//! (or a runtime call's `correlation`), its own and its callees'; an op
//! that launched none is not timed (copies and fills the runtime issues,
//! `gpu_memcpy` and `gpu_memset` events, count as kernels). On a CPU trace
//! it is the op's `dur`.

use super::key::{self, AtenInput, KeyedOp, Shaped};
use crate::cost::CostError;
use serde_json::Value;
use std::collections::BTreeMap;

/// One timed op of a trace.
#[derive(Clone, Debug, PartialEq)]
pub struct TracedOp {
    /// The aten op (`aten::mm`).
    pub name: String,
    pub op: KeyedOp,
    pub seconds: f64,
}

/// Whether `value` is a Chrome trace: an object with `traceEvents`, or
/// the trace format's bare list of events (each with `ph`).
pub fn is_trace(value: &Value) -> bool {
    match value {
        Value::Object(fields) => fields.contains_key("traceEvents"),
        Value::Array(items) => items.first().is_some_and(|e| e.get("ph").is_some()),
        _ => false,
    }
}

/// A complete event of the trace, as far as the record reads it.
struct Event<'v> {
    index: usize,
    name: &'v str,
    thread: (String, String),
    start: f64,
    end: f64,
    args: Option<&'v serde_json::Map<String, Value>>,
}

/// The timed ops of a trace; `origin` names it in errors.
pub fn timed_ops(trace: &Value, origin: &str) -> Result<Vec<TracedOp>, CostError> {
    let (events, prefix) = match trace {
        Value::Array(items) => (items, ""),
        _ => match trace.get("traceEvents") {
            Some(Value::Array(items)) => (items, "traceEvents"),
            _ => return Err(malformed(origin, "traceEvents", "must be a list of events")),
        },
    };
    let field = |i: usize, name: &str| format!("{prefix}[{i}]{name}");
    let mut ops = Vec::new();
    let mut kernels = Vec::new();
    let mut runtime = Vec::new();
    for (index, event) in events.iter().enumerate() {
        if event.get("ph").and_then(Value::as_str) != Some("X") {
            continue;
        }
        let category = event.get("cat").and_then(Value::as_str).unwrap_or("");
        let list = match category.to_ascii_lowercase().as_str() {
            "cpu_op" | "operator" => &mut ops,
            // What runs on the device: kernels, and the copies and fills
            // the runtime issues itself (`copy_` between devices, `zero_`).
            "kernel" | "gpu_memcpy" | "gpu_memset" => &mut kernels,
            "cuda_runtime" | "cuda_driver" | "runtime" => &mut runtime,
            _ => continue,
        };
        list.push(complete_event(event, index, origin, &field)?);
    }
    let tree = OpTree::new(&ops);
    let mut keyed = BTreeMap::new();
    let mut with_shapes = false;
    for (i, event) in ops.iter().enumerate() {
        let Some(rule) = key::aten_rule(event.name) else {
            continue;
        };
        let Some(inputs) = inputs(event, origin, &field)? else {
            continue;
        };
        with_shapes = true;
        if let Some(op) = key::aten_op(rule, &inputs) {
            keyed.insert(i, op);
        }
    }
    if !ops.is_empty() && !with_shapes && ops.iter().any(|e| key::aten_rule(e.name).is_some()) {
        return Err(malformed(
            origin,
            &format!("{prefix}[..].args[\"Input Dims\"]"),
            "no op has input shapes; profile with torch.profiler.profile(record_shapes=True)",
        ));
    }
    let counted = tree.outermost(&keyed);
    let seconds = if kernels.is_empty() {
        counted
            .iter()
            .map(|&i| (i, ops[i].end - ops[i].start))
            .collect()
    } else {
        kernel_times(&ops, &tree, &counted, &kernels, &runtime)
    };
    Ok(seconds
        .into_iter()
        .map(|(i, micros): (usize, f64)| TracedOp {
            name: ops[i].name.into(),
            op: keyed[&i].clone(),
            seconds: micros * 1e-6,
        })
        .collect())
}

fn complete_event<'v>(
    event: &'v Value,
    index: usize,
    origin: &str,
    field: &impl Fn(usize, &str) -> String,
) -> Result<Event<'v>, CostError> {
    let name = event.get("name").and_then(Value::as_str).ok_or_else(|| {
        malformed(
            origin,
            &field(index, ".name"),
            "must be the op's name, a string",
        )
    })?;
    let number = |key: &str| {
        event
            .get(key)
            .and_then(Value::as_f64)
            .filter(|v| v.is_finite())
    };
    let start = number("ts").ok_or_else(|| {
        malformed(
            origin,
            &field(index, ".ts"),
            "must be the start time in microseconds, a number",
        )
    })?;
    let dur = number("dur").filter(|&d| d >= 0.0).ok_or_else(|| {
        malformed(
            origin,
            &field(index, ".dur"),
            "must be the duration in microseconds, a non-negative number",
        )
    })?;
    let id = |key: &str| event.get(key).map(|v| v.to_string()).unwrap_or_default();
    Ok(Event {
        index,
        name,
        thread: (id("pid"), id("tid")),
        start,
        end: start + dur,
        args: event.get("args").and_then(Value::as_object),
    })
}

/// The inputs of an op from its `Input Dims` and `Input type` (and the
/// printed values in `Concrete Inputs`); `None` when it has no shapes.
fn inputs(
    event: &Event,
    origin: &str,
    field: &impl Fn(usize, &str) -> String,
) -> Result<Option<Vec<AtenInput>>, CostError> {
    let Some(args) = event.args else {
        return Ok(None);
    };
    let Some(dims) = args.get("Input Dims") else {
        return Ok(None);
    };
    let at = |name: &str| field(event.index, &format!(".args[\"{name}\"]"));
    let dims = dims.as_array().ok_or_else(|| {
        malformed(
            origin,
            &at("Input Dims"),
            "must be a list with the dims of each input",
        )
    })?;
    let types = args
        .get("Input type")
        .and_then(Value::as_array)
        .filter(|types| types.len() == dims.len())
        .ok_or_else(|| {
            malformed(
                origin,
                &at("Input type"),
                "must be a list with the type of each input, as long as \"Input Dims\"",
            )
        })?;
    let concrete = args.get("Concrete Inputs").and_then(Value::as_array);
    let mut inputs = Vec::new();
    for (i, (dims, ty)) in dims.iter().zip(types).enumerate() {
        let ty = ty.as_str().unwrap_or("");
        let bad = || {
            malformed(
                origin,
                &format!("{}[{i}]", at("Input Dims")),
                &format!(
                    "must be the input's sizes, a list of integers (for a TensorList, a list of such lists), got {dims}"
                ),
            )
        };
        let input = if ty == "TensorList" {
            let parts = dims.as_array().ok_or_else(bad)?;
            let shapes = parts
                .iter()
                .map(|p| {
                    sizes(p).map(|dims| Shaped {
                        dims,
                        ..Shaped::default()
                    })
                })
                .collect::<Option<Vec<_>>>()
                .ok_or_else(bad)?;
            AtenInput::TensorList(shapes)
        } else if let Some(element) = key::aten_element(ty) {
            AtenInput::Tensor(Shaped {
                dims: sizes(dims).ok_or_else(bad)?,
                element: element.into(),
                dynamic: false,
            })
        } else {
            let text = concrete
                .and_then(|c| c.get(i))
                .and_then(Value::as_str)
                .unwrap_or("");
            AtenInput::Other(text.into())
        };
        inputs.push(input);
    }
    Ok(Some(with_list_elements(inputs)))
}

/// A tensor list's type is not in the trace: its elements take the type
/// of the op's first tensor, else `f32`.
fn with_list_elements(mut inputs: Vec<AtenInput>) -> Vec<AtenInput> {
    let element = inputs
        .iter()
        .find_map(|i| match i {
            AtenInput::Tensor(t) => Some(t.element.clone()),
            _ => None,
        })
        .unwrap_or_else(|| "f32".into());
    for input in &mut inputs {
        if let AtenInput::TensorList(parts) = input {
            for part in parts {
                part.element = element.clone();
            }
        }
    }
    inputs
}

fn sizes(value: &Value) -> Option<Vec<u64>> {
    value.as_array()?.iter().map(Value::as_u64).collect()
}

/// How far past its caller's end a callee's printed end may fall, in
/// microseconds (traces print times to the nanosecond).
const NESTING_SLACK_US: f64 = 1e-3;

/// How the ops of each thread nest: an op's parent is the innermost op of
/// its thread whose span holds its span.
struct OpTree {
    parent: Vec<Option<usize>>,
}

impl OpTree {
    fn new(ops: &[Event]) -> OpTree {
        let mut order: Vec<usize> = (0..ops.len()).collect();
        order.sort_by(|&a, &b| {
            let (a, b) = (&ops[a], &ops[b]);
            (&a.thread, a.start)
                .partial_cmp(&(&b.thread, b.start))
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(b.end.total_cmp(&a.end))
        });
        let mut parent = vec![None; ops.len()];
        let mut open: Vec<usize> = Vec::new();
        for i in order {
            while let Some(&top) = open.last() {
                // Printed times are rounded: a callee may seem to end a
                // nanosecond after its caller.
                let holds = ops[top].thread == ops[i].thread
                    && ops[i].end <= ops[top].end + NESTING_SLACK_US;
                if holds {
                    break;
                }
                open.pop();
            }
            parent[i] = open.last().copied();
            open.push(i);
        }
        OpTree { parent }
    }

    fn ancestors(&self, op: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(self.parent[op], |&p| self.parent[p])
    }

    /// The keyed ops that run inside no keyed op: the outermost.
    fn outermost(&self, keyed: &BTreeMap<usize, KeyedOp>) -> Vec<usize> {
        keyed
            .keys()
            .copied()
            .filter(|&op| !self.ancestors(op).any(|a| keyed.contains_key(&a)))
            .collect()
    }
}

/// Each counted op's kernel time, in microseconds: the kernels launched by
/// it or by an op inside it. A kernel names its op by `External id`, or
/// by the `correlation` of the runtime call that launched it (which names
/// the op by `External id`).
fn kernel_times(
    ops: &[Event],
    tree: &OpTree,
    counted: &[usize],
    kernels: &[Event],
    runtime: &[Event],
) -> Vec<(usize, f64)> {
    let arg = |e: &Event, name: &str| e.args.and_then(|a| a.get(name)).map(Value::to_string);
    let op_by_id: BTreeMap<String, usize> = (0..ops.len())
        .filter_map(|i| arg(&ops[i], "External id").map(|id| (id, i)))
        .collect();
    let id_by_correlation: BTreeMap<String, String> = runtime
        .iter()
        .filter_map(|r| Some((arg(r, "correlation")?, arg(r, "External id")?)))
        .collect();
    let is_counted: BTreeMap<usize, usize> = counted
        .iter()
        .enumerate()
        .map(|(slot, &op)| (op, slot))
        .collect();
    let mut micros = vec![None::<f64>; counted.len()];
    for kernel in kernels {
        let id = arg(kernel, "External id")
            .or_else(|| id_by_correlation.get(&arg(kernel, "correlation")?).cloned());
        let Some(&launcher) = id.and_then(|id| op_by_id.get(&id)) else {
            continue;
        };
        let owner = std::iter::once(launcher)
            .chain(tree.ancestors(launcher))
            .find_map(|op| is_counted.get(&op));
        if let Some(&slot) = owner {
            *micros[slot].get_or_insert(0.0) += kernel.end - kernel.start;
        }
    }
    counted
        .iter()
        .zip(micros)
        .filter_map(|(&op, t)| Some((op, t?)))
        .collect()
}

fn malformed(origin: &str, field: &str, message: &str) -> CostError {
    CostError::Malformed {
        origin: origin.into(),
        field: field.into(),
        message: message.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A `cpu_op` event on thread `tid`, from `ts` for `dur` microseconds.
    fn op(name: &str, tid: u64, ts: f64, dur: f64, dims: Value, types: Value) -> Value {
        json!({"ph": "X", "cat": "cpu_op", "name": name, "pid": 1, "tid": tid, "ts": ts, "dur": dur,
               "args": {"Input Dims": dims, "Input type": types}})
    }

    fn with_id(mut event: Value, key: &str, id: u64) -> Value {
        event["args"][key] = json!(id);
        event
    }

    fn trace(events: Vec<Value>) -> Value {
        json!({"schemaVersion": 1, "traceEvents": events})
    }

    fn mm(ts: f64, dur: f64) -> Value {
        op(
            "aten::mm",
            1,
            ts,
            dur,
            json!([[128, 256], [256, 256]]),
            json!(["float", "float"]),
        )
    }

    fn timed(trace: &Value) -> Vec<(String, String, f64)> {
        timed_ops(trace, "t.json")
            .unwrap()
            .into_iter()
            .map(|t| {
                (
                    t.name,
                    t.op.key().unwrap().to_string(),
                    (t.seconds * 1e9).round(),
                )
            })
            .collect()
    }

    #[test]
    fn nested_ops_count_once_at_the_outermost_keyed_op() {
        let f = json!(["float"]);
        let events = vec![
            op(
                "aten::linear",
                1,
                0.0,
                100.0,
                json!([[128, 256], [256, 256], [256]]),
                json!(["float", "float", "float"]),
            ),
            op("aten::t", 1, 1.0, 4.0, json!([[256, 256]]), f.clone()),
            op(
                "aten::addmm",
                1,
                10.0,
                80.0,
                json!([[256], [128, 256], [256, 256]]),
                json!(["float", "float", "float"]),
            ),
            op(
                "aten::copy_",
                1,
                12.0,
                8.0,
                json!([[128, 256], [256]]),
                json!(["float", "float"]),
            ),
            op(
                "aten::sum",
                1,
                200.0,
                30.0,
                json!([[1, 128, 256], [], []]),
                json!(["float", "ScalarList", "Scalar"]),
            ),
            op(
                "aten::fill_",
                1,
                201.0,
                4.0,
                json!([[1, 128, 1], []]),
                json!(["float", "Scalar"]),
            ),
            // Another thread at the same time is no callee.
            op("aten::neg", 2, 20.0, 5.0, json!([[64]]), f),
        ];
        let ops = timed(&trace(events));
        assert_eq!(
            ops,
            vec![
                (
                    "aten::addmm".into(),
                    "matmul[128x256x256]:f32".into(),
                    80_000.0
                ),
                (
                    "aten::sum".into(),
                    "reduction[1x32768]:f32".into(),
                    30_000.0
                ),
                ("aten::neg".into(), "elementwise[64x64]:f32".into(), 5_000.0),
            ]
        );
    }

    #[test]
    fn on_a_gpu_trace_an_op_takes_the_time_of_the_kernels_it_launched() {
        let kernel = |ts: f64, dur: f64, key: &str, id: u64| {
            json!({"ph": "X", "cat": "kernel", "name": "k", "pid": 0, "tid": 7, "ts": ts, "dur": dur,
                   "args": {key: id}})
        };
        let events = vec![
            with_id(mm(0.0, 50.0), "External id", 5),
            json!({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 1, "tid": 1,
                   "ts": 10.0, "dur": 2.0, "args": {"External id": 5, "correlation": 77}}),
            kernel(60.0, 7.0, "correlation", 77),
            kernel(70.0, 3.0, "External id", 5),
            // A kernel its callee launched is the caller's.
            with_id(
                op(
                    "aten::addmm",
                    1,
                    100.0,
                    50.0,
                    json!([[256], [128, 256], [256, 256]]),
                    json!(["float", "float", "float"]),
                ),
                "External id",
                8,
            ),
            with_id(
                op(
                    "aten::copy_",
                    1,
                    101.0,
                    5.0,
                    json!([[128, 256], [256]]),
                    json!(["float", "float"]),
                ),
                "External id",
                9,
            ),
            kernel(160.0, 2.0, "External id", 9),
            // A copy the runtime made is timed as a kernel.
            with_id(
                op(
                    "aten::copy_",
                    1,
                    180.0,
                    5.0,
                    json!([[64], [64]]),
                    json!(["float", "float"]),
                ),
                "External id",
                11,
            ),
            json!({"ph": "X", "cat": "gpu_memcpy", "name": "Memcpy DtoD", "pid": 0, "tid": 8,
                   "ts": 190.0, "dur": 6.0, "args": {"External id": 11}}),
            // An op that launched nothing is not timed on a GPU trace.
            with_id(
                op("aten::neg", 1, 200.0, 5.0, json!([[64]]), json!(["float"])),
                "External id",
                10,
            ),
        ];
        let ops = timed(&trace(events));
        assert_eq!(
            ops,
            vec![
                (
                    "aten::mm".into(),
                    "matmul[128x256x256]:f32".into(),
                    10_000.0
                ),
                (
                    "aten::addmm".into(),
                    "matmul[128x256x256]:f32".into(),
                    2_000.0
                ),
                ("aten::copy_".into(), "copy[64x64]:f32".into(), 6_000.0),
            ]
        );
    }

    #[test]
    fn a_bare_list_of_events_is_a_trace_too() {
        let events = json!([mm(0.0, 4.0)]);
        assert!(is_trace(&events));
        assert!(!is_trace(&json!([{"signature": "a", "seconds": 1.0}])));
        assert_eq!(timed(&events).len(), 1);
    }

    #[test]
    fn a_malformed_trace_names_the_event_and_field_and_how_to_fix_it() {
        let error =
            |events: Vec<Value>| timed_ops(&trace(events), "t.json").unwrap_err().to_string();
        let mut no_dur = mm(0.0, 1.0);
        no_dur.as_object_mut().unwrap().remove("dur");
        assert_eq!(
            error(vec![mm(0.0, 1.0), no_dur]),
            "t.json: malformed at `traceEvents[1].dur`: must be the duration in microseconds, a non-negative number"
        );
        let short = op(
            "aten::mm",
            1,
            0.0,
            1.0,
            json!([[1, 2], [2, 3]]),
            json!(["float"]),
        );
        assert_eq!(
            error(vec![short]),
            "t.json: malformed at `traceEvents[0].args[\"Input type\"]`: must be a list with the type of each input, as long as \"Input Dims\""
        );
        let bad_dims = op(
            "aten::mm",
            1,
            0.0,
            1.0,
            json!([[1, "x"], [2, 3]]),
            json!(["float", "float"]),
        );
        assert_eq!(
            error(vec![bad_dims]),
            "t.json: malformed at `traceEvents[0].args[\"Input Dims\"][0]`: must be the input's sizes, a list of integers (for a TensorList, a list of such lists), got [1,\"x\"]"
        );
        let unshaped = json!({"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 0.0, "dur": 1.0, "args": {}});
        assert_eq!(
            error(vec![unshaped]),
            "t.json: malformed at `traceEvents[..].args[\"Input Dims\"]`: no op has input shapes; profile with torch.profiler.profile(record_shapes=True)"
        );
        let not_a_list = timed_ops(&json!({"traceEvents": 3}), "t.json").unwrap_err();
        assert_eq!(
            not_a_list.to_string(),
            "t.json: malformed at `traceEvents`: must be a list of events"
        );
    }
}
