//! The key a measured op and an IR op share: the class of work it does,
//! the sizes that set that work and the element type.
//!
//! A profiler names aten ops (`aten::mm`, `aten::mul`) with their input
//! shapes; the IR has `linalg.matmul`, `linalg.generic`, `stablehlo.add`
//! with operand and result types. Both map to an [`OpKey`]: a matmul of
//! `m x k` by `k x n` is `matmul[128x256x256]:f32` whichever side it comes
//! from, an elementwise op writing 32768 elements from 32896 read is
//! `elementwise[32768x32896]:f32`. [`ATEN_OPS`] says which aten op is
//! which class; extend it there. The IR side is keyed at extraction
//! (passes/src/bridge/extract/record_key.rs), from the op's types, with the
//! constructors below, and the node carries its [`RecordKey`].

use serde::{Deserialize, Serialize};
use std::fmt;

/// The kinds of work a key tells apart. Ops of one class and element type
/// take times that grow with one measure of their work ([`OpClass::by_flops`]),
/// which is what interpolation between them assumes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpClass {
    /// A matrix product `m x k` by `k x n`: sizes `[m, n, k]`.
    Matmul,
    /// A batch of matrix products: sizes `[batch, m, n, k]` (a batch of
    /// one is a [`OpClass::Matmul`]).
    BatchMatmul,
    /// Each output element from the input elements at its place (with
    /// broadcasting): sizes `[output elements, input elements]`.
    Elementwise,
    /// Fewer output elements than the largest input has: sizes
    /// `[output elements, largest input's elements]`.
    Reduction,
    /// Rows picked by an index tensor (an embedding): sizes
    /// `[output elements, index elements]`.
    Gather,
    /// Data moved, not computed (transpose, concatenation, a copy into a
    /// buffer): sizes `[output elements, input elements]`.
    Copy,
}

impl OpClass {
    /// Whether its time grows with its FLOPs (matrix products) rather than
    /// with the bytes it moves.
    pub fn by_flops(self) -> bool {
        matches!(self, OpClass::Matmul | OpClass::BatchMatmul)
    }

    /// Its name in keys and reports.
    pub fn name(self) -> &'static str {
        match self {
            OpClass::Matmul => "matmul",
            OpClass::BatchMatmul => "batch_matmul",
            OpClass::Elementwise => "elementwise",
            OpClass::Reduction => "reduction",
            OpClass::Gather => "gather",
            OpClass::Copy => "copy",
        }
    }
}

/// The canonical key of an op's work.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OpKey {
    pub class: OpClass,
    /// The sizes that set the work, as [`OpClass`] says per class.
    pub sizes: Vec<u64>,
    /// The element type in MLIR spelling (`f32`, `bf16`, `i64`, `i1`).
    pub element: String,
}

impl fmt::Display for OpKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sizes: Vec<String> = self.sizes.iter().map(u64::to_string).collect();
        write!(
            f,
            "{}[{}]:{}",
            self.class.name(),
            sizes.join("x"),
            self.element
        )
    }
}

/// An op as the record sees it: its class and element type (what
/// interpolation groups by), its key when its shapes are all known, and
/// its work in the class's measure (FLOPs for matrix products, bytes
/// otherwise).
#[derive(Clone, Debug, PartialEq)]
pub struct KeyedOp {
    pub class: OpClass,
    pub element: String,
    pub sizes: Option<Vec<u64>>,
    pub work: f64,
}

impl KeyedOp {
    /// The exact key, when the shapes are known.
    pub fn key(&self) -> Option<OpKey> {
        self.record_key().exact()
    }

    /// Its key as a node carries it (its work is the node's own).
    pub fn record_key(&self) -> RecordKey {
        RecordKey {
            class: self.class,
            sizes: self.sizes.clone(),
            element: self.element.clone(),
        }
    }
}

/// What a node of the graph is looked up by in a record: its class and
/// element type (what interpolation groups by) and its sizes, `None` where
/// a shape is dynamic. Extraction computes it from the op's types
/// ([`crate::graph::Node::record_key`]); the node's [`crate::OpWork`]
/// places it on its class's curve.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RecordKey {
    pub class: OpClass,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sizes: Option<Vec<u64>>,
    pub element: String,
}

impl RecordKey {
    /// The exact key, when the sizes are known.
    pub fn exact(&self) -> Option<OpKey> {
        self.sizes.clone().map(|sizes| OpKey {
            class: self.class,
            sizes,
            element: self.element.clone(),
        })
    }
}

/// A tensor's shape and element type.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shaped {
    /// Its sizes, a dynamic one (`?`) as 1.
    pub dims: Vec<u64>,
    pub element: String,
    /// Whether a size is dynamic: the shape then classes the op (the
    /// dynamic sizes of an op's operands are mostly one length) but keys
    /// nothing.
    pub dynamic: bool,
}

impl Shaped {
    pub fn elements(&self) -> u64 {
        self.dims.iter().product()
    }
}

/// How a profiler op's inputs give its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtenRule {
    /// A matrix product of inputs `a` (`[.., m, k]`) and `b` (`[.., k, n]`).
    Matmul { a: usize, b: usize },
    /// Elementwise over its tensor inputs, broadcast; the output has the
    /// widest input element type.
    Elementwise,
    /// An elementwise comparison or logical op: the output is `i1`.
    Compare,
    /// Writes its first input (in place) without reading it (`fill_`).
    Fill,
    /// A reduction of its first input over the dims in its second argument
    /// (all dims when none are given).
    Reduction,
    /// Rows of input 0 picked by the last tensor input (the indices).
    Gather,
    /// A copy of its second input into its first (`copy_`).
    CopyInto,
    /// A concatenation of the tensor list in its first input.
    Concat,
}

/// The aten ops a performance record times, by the rule that keys them:
/// those that are one op of the IR. Composite ops (`aten::linear`,
/// `aten::matmul`, `aten::softmax`, `aten::layer_norm`, `aten::to`,
/// `aten::clone`) are not here: the IR has them decomposed, and a trace
/// times them through the ops they call, which are here
/// (docs/analysis.md, "Performance records").
pub const ATEN_OPS: &[(&str, AtenRule)] = &[
    ("aten::mm", AtenRule::Matmul { a: 0, b: 1 }),
    ("aten::addmm", AtenRule::Matmul { a: 1, b: 2 }),
    ("aten::bmm", AtenRule::Matmul { a: 0, b: 1 }),
    ("aten::baddbmm", AtenRule::Matmul { a: 1, b: 2 }),
    ("aten::add", AtenRule::Elementwise),
    ("aten::add_", AtenRule::Elementwise),
    ("aten::sub", AtenRule::Elementwise),
    ("aten::sub_", AtenRule::Elementwise),
    ("aten::rsub", AtenRule::Elementwise),
    ("aten::mul", AtenRule::Elementwise),
    ("aten::mul_", AtenRule::Elementwise),
    ("aten::div", AtenRule::Elementwise),
    ("aten::div_", AtenRule::Elementwise),
    ("aten::neg", AtenRule::Elementwise),
    ("aten::pow", AtenRule::Elementwise),
    ("aten::sqrt", AtenRule::Elementwise),
    ("aten::rsqrt", AtenRule::Elementwise),
    ("aten::exp", AtenRule::Elementwise),
    ("aten::log", AtenRule::Elementwise),
    ("aten::tanh", AtenRule::Elementwise),
    ("aten::sigmoid", AtenRule::Elementwise),
    ("aten::silu", AtenRule::Elementwise),
    ("aten::gelu", AtenRule::Elementwise),
    ("aten::relu", AtenRule::Elementwise),
    ("aten::cos", AtenRule::Elementwise),
    ("aten::sin", AtenRule::Elementwise),
    ("aten::erf", AtenRule::Elementwise),
    ("aten::abs", AtenRule::Elementwise),
    ("aten::reciprocal", AtenRule::Elementwise),
    ("aten::clamp", AtenRule::Elementwise),
    ("aten::minimum", AtenRule::Elementwise),
    ("aten::maximum", AtenRule::Elementwise),
    ("aten::where", AtenRule::Elementwise),
    ("aten::masked_fill", AtenRule::Elementwise),
    ("aten::masked_fill_", AtenRule::Elementwise),
    ("aten::eq", AtenRule::Compare),
    ("aten::ne", AtenRule::Compare),
    ("aten::lt", AtenRule::Compare),
    ("aten::le", AtenRule::Compare),
    ("aten::gt", AtenRule::Compare),
    ("aten::ge", AtenRule::Compare),
    ("aten::bitwise_and", AtenRule::Compare),
    ("aten::bitwise_or", AtenRule::Compare),
    ("aten::bitwise_not", AtenRule::Compare),
    ("aten::logical_and", AtenRule::Compare),
    ("aten::logical_or", AtenRule::Compare),
    ("aten::logical_not", AtenRule::Compare),
    ("aten::fill_", AtenRule::Fill),
    ("aten::zero_", AtenRule::Fill),
    ("aten::sum", AtenRule::Reduction),
    ("aten::mean", AtenRule::Reduction),
    ("aten::amax", AtenRule::Reduction),
    ("aten::amin", AtenRule::Reduction),
    ("aten::max", AtenRule::Reduction),
    ("aten::min", AtenRule::Reduction),
    ("aten::prod", AtenRule::Reduction),
    ("aten::argmax", AtenRule::Reduction),
    ("aten::index_select", AtenRule::Gather),
    ("aten::embedding", AtenRule::Gather),
    ("aten::copy_", AtenRule::CopyInto),
    ("aten::cat", AtenRule::Concat),
];

/// The rule of an aten op, if the record times it.
pub fn aten_rule(name: &str) -> Option<AtenRule> {
    ATEN_OPS
        .iter()
        .find(|(aten, _)| *aten == name)
        .map(|&(_, rule)| rule)
}

/// One input of a profiler op, as the trace gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum AtenInput {
    Tensor(Shaped),
    TensorList(Vec<Shaped>),
    /// A scalar, a list of ints, or nothing; its printed value, if the
    /// trace gives it ("Concrete Inputs").
    Other(String),
}

/// The key of a profiler op, or `None` where its inputs do not fit its
/// rule (it is then not timed: a measurement that cannot be keyed).
pub fn aten_op(rule: AtenRule, inputs: &[AtenInput]) -> Option<KeyedOp> {
    let tensors: Vec<&Shaped> = inputs
        .iter()
        .filter_map(|input| match input {
            AtenInput::Tensor(t) => Some(t),
            _ => None,
        })
        .collect();
    let tensor = |i: usize| match inputs.get(i) {
        Some(AtenInput::Tensor(t)) => Some(t),
        _ => None,
    };
    match rule {
        AtenRule::Matmul { a, b } => matmul(tensor(a)?, tensor(b)?),
        AtenRule::Elementwise | AtenRule::Compare => {
            let dims = broadcast(&tensors)?;
            let output = Shaped {
                element: match rule {
                    AtenRule::Compare => "i1".into(),
                    _ => widest(&tensors)?,
                },
                dims,
                dynamic: false,
            };
            let read: Vec<&Shaped> = tensors.clone();
            Some(moved(OpClass::Elementwise, &output, &read))
        }
        AtenRule::Fill => Some(moved(OpClass::Elementwise, tensor(0)?, &[])),
        AtenRule::Reduction => {
            let input = tensor(0)?;
            let text = match inputs.get(1) {
                Some(AtenInput::Other(text)) => text.as_str(),
                _ => "",
            };
            let output = Shaped {
                dims: reduced(&input.dims, text)?,
                element: input.element.clone(),
                dynamic: false,
            };
            Some(reduction(&output, input))
        }
        AtenRule::Gather => {
            let table = tensor(0)?;
            let index = *tensors.last()?;
            let row: u64 = table.dims.iter().skip(1).product();
            let output = Shaped {
                dims: vec![index.elements(), row],
                element: table.element.clone(),
                dynamic: false,
            };
            Some(gather(&output, index))
        }
        AtenRule::CopyInto => Some(moved(OpClass::Copy, tensor(0)?, &[tensor(1)?])),
        AtenRule::Concat => {
            let Some(AtenInput::TensorList(parts)) = inputs.first() else {
                return None;
            };
            let first = parts.first()?;
            let output = Shaped {
                dims: vec![parts.iter().map(Shaped::elements).sum()],
                element: first.element.clone(),
                dynamic: false,
            };
            let read: Vec<&Shaped> = parts.iter().collect();
            Some(moved(OpClass::Copy, &output, &read))
        }
    }
}

/// A matmul's key from its result (`[.., m, n]`) and FLOPs (`2 b m n k`),
/// as an IR op that names no operand its left matrix gives it; `None` for
/// an empty result.
pub fn matmul_by_result(result: &Shaped, flops: f64) -> Option<KeyedOp> {
    let (batch, m, n) = split_matrix(&result.dims);
    let outputs = (batch * m * n) as f64;
    if outputs <= 0.0 {
        return None;
    }
    let k = (flops / (2.0 * outputs)).round() as u64;
    Some(matrix_op(batch, m, n, k, &result.element))
}

/// `(batch, rows, columns)` of a `[.., rows, columns]` shape.
fn split_matrix(dims: &[u64]) -> (u64, u64, u64) {
    match dims {
        [] => (1, 1, 1),
        [n] => (1, 1, *n),
        [lead @ .., m, n] => (lead.iter().product(), *m, *n),
    }
}

fn matmul(a: &Shaped, b: &Shaped) -> Option<KeyedOp> {
    let (batch, m, k) = split_matrix(&a.dims);
    let (_, _, n) = split_matrix(&b.dims);
    if a.dims.len() < 2 || b.dims.len() < 2 {
        return None;
    }
    Some(matrix_op(batch, m, n, k, &a.element))
}

fn matrix_op(batch: u64, m: u64, n: u64, k: u64, element: &str) -> KeyedOp {
    let (class, sizes) = if batch == 1 {
        (OpClass::Matmul, vec![m, n, k])
    } else {
        (OpClass::BatchMatmul, vec![batch, m, n, k])
    };
    KeyedOp {
        class,
        element: element.into(),
        work: 2.0 * (batch * m * n * k) as f64,
        sizes: Some(sizes),
    }
}

/// An op that writes `output` from `inputs` (all read once): its bytes.
/// A rank-0 input is a scalar, which one side may pass as a tensor and
/// the other fold into the op: it counts for neither.
pub fn moved(class: OpClass, output: &Shaped, inputs: &[&Shaped]) -> KeyedOp {
    let inputs: Vec<&&Shaped> = inputs.iter().filter(|t| !t.dims.is_empty()).collect();
    let read: u64 = inputs.iter().map(|t| t.elements()).sum();
    let bytes: u64 = inputs.iter().map(|t| bytes_of(t)).sum::<u64>() + bytes_of(output);
    KeyedOp {
        class,
        element: output.element.clone(),
        sizes: Some(vec![output.elements(), read]),
        work: bytes as f64,
    }
}

/// A reduction of `input` into `output`: its bytes.
pub fn reduction(output: &Shaped, input: &Shaped) -> KeyedOp {
    KeyedOp {
        class: OpClass::Reduction,
        element: output.element.clone(),
        sizes: Some(vec![output.elements(), input.elements()]),
        work: (bytes_of(output) + bytes_of(input)) as f64,
    }
}

/// Rows picked into `output` by `index`: its bytes.
pub fn gather(output: &Shaped, index: &Shaped) -> KeyedOp {
    KeyedOp {
        class: OpClass::Gather,
        element: output.element.clone(),
        sizes: Some(vec![output.elements(), index.elements()]),
        // Each picked row is read and written once, each index read.
        work: (2 * bytes_of(output) + bytes_of(index)) as f64,
    }
}

fn bytes_of(t: &Shaped) -> u64 {
    t.elements() * element_bytes(&t.element)
}

/// Bytes of one element of an MLIR element type (`i1` takes a byte).
pub fn element_bytes(element: &str) -> u64 {
    let bits: u64 = element
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|digits| digits.parse().ok())
        .unwrap_or(32);
    bits.div_ceil(8).max(1)
}

/// The numpy broadcast of shapes (`None` where two sizes disagree).
fn broadcast(shapes: &[&Shaped]) -> Option<Vec<u64>> {
    let rank = shapes.iter().map(|s| s.dims.len()).max()?;
    let mut dims = vec![1u64; rank];
    for shape in shapes {
        let offset = rank - shape.dims.len();
        for (i, &d) in shape.dims.iter().enumerate() {
            let out = &mut dims[offset + i];
            match (*out, d) {
                (a, b) if a == b || b == 1 => {}
                (1, b) => *out = b,
                _ => return None,
            }
        }
    }
    Some(dims)
}

/// The element type of the widest tensor (ties: the first).
fn widest(tensors: &[&Shaped]) -> Option<String> {
    let mut best: Option<&Shaped> = None;
    for &t in tensors {
        if best.is_none_or(|b| element_bytes(&t.element) > element_bytes(&b.element)) {
            best = Some(t);
        }
    }
    best.map(|t| t.element.clone())
}

/// The dims of a reduction's result: `dims` without those the printed
/// list `text` names (`[-1]`, `1`; empty: all), kept as 1s where the op
/// keeps them (the count of elements is what keys it, so either does).
fn reduced(dims: &[u64], text: &str) -> Option<Vec<u64>> {
    let inner = text.trim().trim_start_matches('[').trim_end_matches(']');
    let rank = dims.len() as i64;
    let mut out = dims.to_vec();
    if inner.trim().is_empty() {
        return Some(vec![1]);
    }
    for word in inner.split(',') {
        let axis: i64 = word.trim().parse().ok()?;
        let axis = if axis < 0 { axis + rank } else { axis };
        *out.get_mut(usize::try_from(axis).ok()?)? = 1;
    }
    Some(out)
}

/// The MLIR element type of a profiler's type name (`float`,
/// `c10::BFloat16`, `long int`), `None` for what is not a tensor
/// (`Scalar`, `ScalarList`, an empty name).
pub fn aten_element(name: &str) -> Option<&'static str> {
    Some(match name {
        "float" => "f32",
        "double" => "f64",
        "c10::Half" => "f16",
        "c10::BFloat16" => "bf16",
        "c10::Float8_e4m3fn" => "f8E4M3FN",
        "c10::Float8_e5m2" => "f8E5M2",
        "long int" | "long" => "i64",
        "int" => "i32",
        "short int" | "short" => "i16",
        "signed char" => "i8",
        "unsigned char" => "ui8",
        "bool" => "i1",
        _ => return None,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn tensor(dims: &[u64], element: &str) -> AtenInput {
        AtenInput::Tensor(shaped(dims, element))
    }

    fn shaped(dims: &[u64], element: &str) -> Shaped {
        Shaped {
            dims: dims.to_vec(),
            element: element.into(),
            dynamic: false,
        }
    }

    fn aten(name: &str, inputs: &[AtenInput]) -> KeyedOp {
        aten_op(aten_rule(name).unwrap(), inputs).unwrap()
    }

    #[test]
    fn a_matmul_keys_m_n_k_whichever_input_is_the_bias() {
        let traced = aten(
            "aten::mm",
            &[tensor(&[128, 256], "f32"), tensor(&[256, 688], "f32")],
        );
        let flops = 2.0 * 128.0 * 256.0 * 688.0;
        assert_eq!(traced.key().unwrap().to_string(), "matmul[128x688x256]:f32");
        assert_eq!(traced.work, flops);
        // addmm's bias comes first; the product is the same key.
        let addmm = aten(
            "aten::addmm",
            &[
                tensor(&[688], "f32"),
                tensor(&[128, 256], "f32"),
                tensor(&[256, 688], "f32"),
            ],
        );
        assert_eq!(addmm.key(), traced.key());
    }

    #[test]
    fn batched_products_key_their_batch_and_a_batch_of_one_is_a_matmul() {
        let bmm = aten(
            "aten::bmm",
            &[tensor(&[4, 128, 64], "f32"), tensor(&[4, 64, 128], "f32")],
        );
        assert_eq!(
            bmm.key().unwrap().to_string(),
            "batch_matmul[4x128x128x64]:f32"
        );
        let one = aten(
            "aten::bmm",
            &[tensor(&[1, 128, 64], "f32"), tensor(&[1, 64, 128], "f32")],
        );
        assert_eq!(one.class, OpClass::Matmul);
    }

    #[test]
    fn elementwise_ops_key_their_output_and_what_they_read() {
        // x * rsqrt(var): [1,128,256] by [1,128,1], broadcast.
        let mul = aten(
            "aten::mul",
            &[tensor(&[1, 128, 256], "f32"), tensor(&[1, 128, 1], "f32")],
        );
        assert_eq!(
            mul.key().unwrap().to_string(),
            "elementwise[32768x32896]:f32"
        );
        assert_eq!(mul.work, ((32768 + 32896) * 4) as f64);
        // A scalar passed as a rank-0 tensor counts for nothing.
        let add = aten(
            "aten::add",
            &[
                tensor(&[128], "i64"),
                tensor(&[], "i64"),
                AtenInput::Other("1".into()),
            ],
        );
        assert_eq!(add.key().unwrap().to_string(), "elementwise[128x128]:i64");
        let compare = aten(
            "aten::le",
            &[
                tensor(&[1, 1, 1, 128], "i64"),
                tensor(&[1, 1, 128, 1], "i64"),
            ],
        );
        assert_eq!(
            compare.key().unwrap().to_string(),
            "elementwise[16384x256]:i1"
        );
        let fill = aten(
            "aten::fill_",
            &[tensor(&[1, 128, 1], "f32"), AtenInput::Other("0.".into())],
        );
        // A fill writes and reads nothing.
        assert_eq!(fill.key().unwrap().to_string(), "elementwise[128x0]:f32");
        assert_eq!(fill.work, 512.0);
    }

    #[test]
    fn reductions_drop_the_dims_they_name() {
        let mean = aten(
            "aten::mean",
            &[
                tensor(&[1, 128, 256], "f32"),
                AtenInput::Other("[-1]".into()),
                AtenInput::Other("True".into()),
            ],
        );
        assert_eq!(mean.key().unwrap().to_string(), "reduction[128x32768]:f32");
        let all = aten("aten::sum", &[tensor(&[4, 8], "f32")]);
        assert_eq!(all.key().unwrap().to_string(), "reduction[1x32]:f32");
    }

    #[test]
    fn copies_gathers_and_concatenations_key_what_they_move() {
        let copy = aten(
            "aten::copy_",
            &[
                tensor(&[1, 4, 128, 64], "f32"),
                tensor(&[1, 4, 128, 64], "f32"),
            ],
        );
        assert_eq!(copy.key().unwrap().to_string(), "copy[32768x32768]:f32");
        let cat = aten(
            "aten::cat",
            &[
                AtenInput::TensorList(vec![
                    shaped(&[1, 128, 32], "f32"),
                    shaped(&[1, 128, 32], "f32"),
                ]),
                AtenInput::Other("-1".into()),
            ],
        );
        assert_eq!(cat.key().unwrap().to_string(), "copy[8192x8192]:f32");
        let gather = aten(
            "aten::index_select",
            &[
                tensor(&[1000, 256], "f32"),
                AtenInput::Other("0".into()),
                tensor(&[128], "i64"),
            ],
        );
        assert_eq!(gather.key().unwrap().to_string(), "gather[32768x128]:f32");
    }
}
