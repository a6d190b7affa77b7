//! The key a measured op and an IR op share: the class of work it does,
//! the sizes that set that work and the element type.
//!
//! A profiler names aten ops (`aten::mm`, `aten::mul`) with their input
//! shapes; the IR has `linalg.matmul`, `linalg.generic`, `stablehlo.add`
//! with operand and result types. Both map to an [`OpKey`]: a matmul of
//! `m x k` by `k x n` is `matmul[128x256x256]:f32` whichever side it comes
//! from, an elementwise op writing 32768 elements from 32896 read is
//! `elementwise[32768x32896]:f32`. The two tables below ([`ATEN_OPS`],
//! [`IR_OPS`]) say which op is which class; extend them there.

use crate::graph::Node;
use std::fmt;

/// The kinds of work a key tells apart. Ops of one class and element type
/// take times that grow with one measure of their work ([`OpClass::by_flops`]),
/// which is what interpolation between them assumes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
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

/// IR op names and the class of their work. `None`: the class follows
/// from the shapes (a result with fewer elements than the largest input
/// is a reduction, else the op is elementwise). An op whose work runs on
/// the matrix units (extraction says: `OpWork::matrix`) is a matrix
/// product whatever its name. Ops of the dialects in [`SHAPED_DIALECTS`]
/// that are not named here are classed by their shapes; ops of other
/// dialects are not keyed (the roofline times them).
pub const IR_OPS: &[(&str, Option<OpClass>)] = &[
    ("linalg.generic", None),
    ("linalg.reduce", Some(OpClass::Reduction)),
    ("linalg.transpose", Some(OpClass::Copy)),
    ("linalg.copy", Some(OpClass::Copy)),
    ("linalg.broadcast", Some(OpClass::Copy)),
    ("tensor.concat", Some(OpClass::Copy)),
    ("tensor.insert_slice", Some(OpClass::Copy)),
    ("tensor.pad", Some(OpClass::Copy)),
    ("tensor.extract_slice", Some(OpClass::Copy)),
    ("stablehlo.reduce", Some(OpClass::Reduction)),
    ("stablehlo.transpose", Some(OpClass::Copy)),
    ("stablehlo.concatenate", Some(OpClass::Copy)),
    ("stablehlo.broadcast_in_dim", Some(OpClass::Copy)),
    ("stablehlo.pad", Some(OpClass::Copy)),
    ("stablehlo.slice", Some(OpClass::Copy)),
    ("stablehlo.dynamic_slice", Some(OpClass::Copy)),
    ("stablehlo.dynamic_update_slice", Some(OpClass::Copy)),
    ("stablehlo.gather", Some(OpClass::Gather)),
    ("tosa.transpose", Some(OpClass::Copy)),
    ("tosa.concat", Some(OpClass::Copy)),
    ("tosa.tile", Some(OpClass::Copy)),
    ("tosa.slice", Some(OpClass::Copy)),
    ("tosa.gather", Some(OpClass::Gather)),
    ("torch.aten.cat", Some(OpClass::Copy)),
    ("torch.aten.slice.Tensor", Some(OpClass::Copy)),
    ("torch.aten.permute", Some(OpClass::Copy)),
    ("torch.aten.transpose.int", Some(OpClass::Copy)),
    ("torch.aten.embedding", Some(OpClass::Gather)),
    ("torch.aten.index_select", Some(OpClass::Gather)),
];

/// Dialects whose ops not in [`IR_OPS`] are classed by their shapes.
pub const SHAPED_DIALECTS: &[&str] = &[
    "linalg",
    "stablehlo",
    "mhlo",
    "tosa",
    "torch",
    "arith",
    "math",
];

/// The key of an IR node: its class from [`IR_OPS`], its element type and
/// sizes from its signature (the types of its operands and results), its
/// work from extraction. `None` for an op the record cannot key: one of
/// another dialect, one without a tensor result, a loop (its kernels are
/// not one op).
pub fn ir_op(node: &Node) -> Option<KeyedOp> {
    if !node.kernels.is_empty() {
        return None;
    }
    let (operands, results) = signature_types(&node.signature)?;
    let result = results.first()?.as_ref()?;
    let mut inputs: Vec<Option<Shaped>> = operands;
    if node.op.starts_with("linalg.") {
        // Destination-passing style: the last operands are the `outs`.
        inputs.truncate(inputs.len().saturating_sub(results.len()));
    }
    let inputs: Vec<Shaped> = inputs.into_iter().flatten().collect();
    let read: Vec<&Shaped> = inputs.iter().collect();
    let class = ir_class(node, result, &read)?;
    let mut op = match class {
        OpClass::Matmul | OpClass::BatchMatmul => ir_matmul(result, node.work.flops)?,
        OpClass::Reduction => reduction(result, read.iter().max_by_key(|t| t.elements())?),
        OpClass::Gather => gather(result, read.last()?),
        OpClass::Elementwise | OpClass::Copy => moved(class, result, &read),
    };
    if result.dynamic || inputs.iter().any(|t| t.dynamic) {
        op.sizes = None;
    }
    // The work extraction gave the op, which the cost model's roofline
    // uses too; the sizes above key the op, this places it on its curve.
    op.work = if class.by_flops() {
        node.work.flops
    } else {
        node.work.bytes
    };
    (op.work > 0.0).then_some(op)
}

fn ir_class(node: &Node, result: &Shaped, inputs: &[&Shaped]) -> Option<OpClass> {
    if node.work.matrix {
        return Some(OpClass::Matmul);
    }
    let named = IR_OPS.iter().find(|(name, _)| *name == node.op);
    let dialect = node.op.split('.').next().unwrap_or("");
    match named {
        Some(&(_, Some(class))) => Some(class),
        Some(&(_, None)) => Some(by_shape(result, inputs)),
        None if SHAPED_DIALECTS.contains(&dialect) => Some(by_shape(result, inputs)),
        None => None,
    }
}

fn by_shape(result: &Shaped, inputs: &[&Shaped]) -> OpClass {
    let largest = inputs.iter().map(|t| t.elements()).max().unwrap_or(0);
    if result.elements() < largest {
        OpClass::Reduction
    } else {
        OpClass::Elementwise
    }
}

/// A matmul's key from its result (`[.., m, n]`) and FLOPs (`2 b m n k`).
fn ir_matmul(result: &Shaped, flops: f64) -> Option<KeyedOp> {
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
fn moved(class: OpClass, output: &Shaped, inputs: &[&Shaped]) -> KeyedOp {
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

fn reduction(output: &Shaped, input: &Shaped) -> KeyedOp {
    KeyedOp {
        class: OpClass::Reduction,
        element: output.element.clone(),
        sizes: Some(vec![output.elements(), input.elements()]),
        work: (bytes_of(output) + bytes_of(input)) as f64,
    }
}

fn gather(output: &Shaped, index: &Shaped) -> KeyedOp {
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

/// The types of an op's operands or results: a shape each, `None` for one
/// that is not a ranked tensor.
pub type Types = Vec<Option<Shaped>>;

/// The types of a signature `name(operand types) -> (result types)`, each
/// a shape where it is a ranked tensor (`None` otherwise: a scalar, an
/// unranked tensor).
pub fn signature_types(signature: &str) -> Option<(Types, Types)> {
    let open = signature.find('(')?;
    let (operands, rest) = split_group(&signature[open..])?;
    let rest = rest.trim_start().strip_prefix("->")?.trim_start();
    let (results, _) = split_group(rest)?;
    let shapes = |list: Vec<&str>| list.into_iter().map(tensor_type).collect();
    Some((shapes(operands), shapes(results)))
}

/// The top-level comma-separated items of a parenthesized group at the
/// start of `text`, and what follows it.
fn split_group(text: &str) -> Option<(Vec<&str>, &str)> {
    let body = text.strip_prefix('(')?;
    let mut depth = 0usize;
    let mut items = Vec::new();
    let mut start = 0;
    for (i, c) in body.char_indices() {
        match c {
            '(' | '<' | '[' | '{' => depth += 1,
            ')' if depth == 0 => {
                let last = body[start..i].trim();
                if !last.is_empty() {
                    items.push(last);
                }
                return Some((items, &body[i + 1..]));
            }
            ')' | '>' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                items.push(body[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    None
}

/// The shape of a printed tensor type: `tensor<4x128xf32>`,
/// `tensor<4x128xf32, #enc>`, `!torch.vtensor<[4,128],f32>`.
pub fn tensor_type(text: &str) -> Option<Shaped> {
    let text = text.trim();
    if let Some(inner) = text
        .strip_prefix("!torch.vtensor<[")
        .or_else(|| text.strip_prefix("!torch.tensor<["))
    {
        let (dims, element) = inner.split_once("],")?;
        let element = element.trim_end_matches('>').trim();
        let dims: Vec<&str> = dims.split(',').filter(|d| !d.trim().is_empty()).collect();
        return sized(&dims, "-1", element);
    }
    let inner = text.strip_prefix("tensor<")?.strip_suffix('>')?;
    let inner = inner.split(',').next()?.trim();
    let mut parts: Vec<&str> = inner.split('x').collect();
    let element = parts.pop()?;
    sized(&parts, "?", element)
}

/// A shape from printed sizes, `dynamic` spelling a dynamic one.
fn sized(dims: &[&str], dynamic: &str, element: &str) -> Option<Shaped> {
    let mut shape = Shaped {
        element: normal_element(element),
        ..Shaped::default()
    };
    for d in dims {
        let d = d.trim();
        if d == dynamic {
            shape.dynamic = true;
            shape.dims.push(1);
        } else {
            shape.dims.push(d.parse().ok()?);
        }
    }
    Some(shape)
}

/// torch's signed integers (`si64`) as the builtin ones (`i64`).
fn normal_element(element: &str) -> String {
    match element.strip_prefix('s') {
        Some(rest) if rest.starts_with('i') => rest.into(),
        _ => element.into(),
    }
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
    use crate::graph::{NodeKind, OpWork};

    /// A node as extraction makes it: `op`, its printed signature and work.
    pub(crate) fn node(op: &str, signature: &str, work: OpWork) -> Node {
        Node {
            op: op.into(),
            location: "m.mlir:1:1".into(),
            operands: vec![],
            results: vec![],
            work,
            kind: NodeKind::Compute,
            signature: signature.into(),
            view: false,
            constant: false,
            pure: false,
            recompute: false,
            identity: 0,
            kernels: Vec::new(),
            streams: Vec::new(),
            slice: None,
            collective: None,
        }
    }

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

    fn matrix_work(flops: f64) -> OpWork {
        OpWork {
            flops,
            bytes: 1.0,
            matrix: true,
            element_bytes: 4,
        }
    }

    fn bytes_work(bytes: f64) -> OpWork {
        OpWork {
            flops: 0.0,
            bytes,
            matrix: false,
            element_bytes: 4,
        }
    }

    fn aten(name: &str, inputs: &[AtenInput]) -> KeyedOp {
        aten_op(aten_rule(name).unwrap(), inputs).unwrap()
    }

    #[test]
    fn signatures_give_shapes_of_every_spelling() {
        let (operands, results) = signature_types(
            "linalg.generic(tensor<1x128x256xf32>, f32, tensor<?x4xbf16, #enc>, !torch.vtensor<[1,128],si64>) -> (tensor<1x128xi1>)",
        )
        .unwrap();
        assert_eq!(operands[0], Some(shaped(&[1, 128, 256], "f32")));
        assert_eq!(operands[1], None);
        let dynamic = operands[2].clone().unwrap();
        assert!(dynamic.dynamic);
        assert_eq!(dynamic.element, "bf16");
        assert_eq!(operands[3], Some(shaped(&[1, 128], "i64")));
        assert_eq!(results, vec![Some(shaped(&[1, 128], "i1"))]);
    }

    #[test]
    fn a_matmul_has_one_key_in_the_trace_and_in_the_ir() {
        let traced = aten(
            "aten::mm",
            &[tensor(&[128, 256], "f32"), tensor(&[256, 688], "f32")],
        );
        let flops = 2.0 * 128.0 * 256.0 * 688.0;
        let ir = ir_op(&node(
            "linalg.matmul",
            "linalg.matmul(tensor<128x256xf32>, tensor<256x688xf32>, tensor<128x688xf32>) -> (tensor<128x688xf32>)",
            matrix_work(flops),
        ))
        .unwrap();
        assert_eq!(traced.key().unwrap().to_string(), "matmul[128x688x256]:f32");
        assert_eq!(ir.key(), traced.key());
        assert_eq!((traced.work, ir.work), (flops, flops));
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
        let ir = ir_op(&node(
            "linalg.batch_matmul",
            "linalg.batch_matmul(tensor<4x128x64xf32>, tensor<4x64x128xf32>, tensor<4x128x128xf32>) -> (tensor<4x128x128xf32>)",
            matrix_work(2.0 * 4.0 * 128.0 * 128.0 * 64.0),
        ))
        .unwrap();
        assert_eq!(ir.key(), bmm.key());
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
        let generic = ir_op(&node(
            "linalg.generic",
            "linalg.generic(tensor<1x128x256xf32>, tensor<1x128x1xf32>, tensor<1x128x256xf32>) -> (tensor<1x128x256xf32>)",
            bytes_work(((32768 + 32896) * 4) as f64),
        ))
        .unwrap();
        assert_eq!(generic.key(), mul.key());
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
        let ir_fill = ir_op(&node(
            "linalg.fill",
            "linalg.fill(f32, tensor<1x128x1xf32>) -> (tensor<1x128x1xf32>)",
            bytes_work(512.0),
        ))
        .unwrap();
        assert_eq!(fill.key(), ir_fill.key());
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
        let generic = ir_op(&node(
            "linalg.generic",
            "linalg.generic(tensor<1x128x256xf32>, tensor<1x128xf32>) -> (tensor<1x128xf32>)",
            bytes_work(1.0),
        ))
        .unwrap();
        assert_eq!(generic.key(), mean.key());
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
        let transpose = ir_op(&node(
            "linalg.transpose",
            "linalg.transpose(tensor<1x128x4x64xf32>, tensor<1x4x128x64xf32>) -> (tensor<1x4x128x64xf32>)",
            bytes_work(1.0),
        ))
        .unwrap();
        assert_eq!(copy.key(), transpose.key());
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
        let concat = ir_op(&node(
            "tensor.concat",
            "tensor.concat(tensor<1x128x32xf32>, tensor<1x128x32xf32>) -> (tensor<1x128x64xf32>)",
            bytes_work(1.0),
        ))
        .unwrap();
        assert_eq!(cat.key(), concat.key());
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

    #[test]
    fn ir_ops_without_a_class_or_static_shapes_key_nothing() {
        let dynamic = ir_op(&node(
            "linalg.generic",
            "linalg.generic(tensor<1x?x256xf32>, tensor<1x?x256xf32>) -> (tensor<1x?x256xf32>)",
            bytes_work(8.0),
        ))
        .unwrap();
        assert_eq!(dynamic.class, OpClass::Elementwise);
        assert_eq!(dynamic.key(), None, "a dynamic shape is interpolated only");
        let call = node(
            "func.call",
            "func.call(tensor<4xf32>) -> (tensor<4xf32>)",
            bytes_work(8.0),
        );
        assert_eq!(ir_op(&call), None);
        let mut looped = node(
            "scf.for",
            "scf.for(tensor<4xf32>) -> (tensor<4xf32>)",
            bytes_work(8.0),
        );
        looped.kernels = vec![(bytes_work(8.0), 3)];
        assert_eq!(ir_op(&looped), None);
    }
}
