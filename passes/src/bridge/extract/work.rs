//! FLOP rules: the work an op does, from its name, shapes and attributes.
//!
//! Pure functions over [`OpFacts`] (what the bridge reads off an op), so the
//! rules are tested without MLIR. Rules cover linalg named ops and
//! `linalg.generic` (iteration space x arithmetic ops in the body),
//! stablehlo (dot_general, convolution, reduce, elementwise), tosa (matmul,
//! conv2d, elementwise) and torch (aten.mm/bmm/matmul/linear, elementwise);
//! anything else is memory-bound on its bytes ([`Rule::MemoryBound`]).

use super::types::TensorShape;

/// What the work rules need to know about one op.
#[derive(Debug, Default, Clone)]
pub struct OpFacts {
    pub name: String,
    /// Shapes of the tensor operands (`None` for non-tensor operands).
    pub operands: Vec<Option<TensorShape>>,
    pub results: Vec<Option<TensorShape>>,
    /// Printed attributes that rules read (`iterator_types`,
    /// `dot_dimension_numbers`: dialect attributes the C API has no
    /// accessors for), by name.
    pub attributes: Vec<(String, String)>,
    /// The `indexing_maps` of a linalg op, read through the affine map API.
    pub indexing_maps: Vec<IndexingMap>,
    /// Names of the ops directly in the op's first region.
    pub body: Vec<String>,
    /// Number of `ins` operands of a linalg structured op (from
    /// `operandSegmentSizes`), when known.
    pub inputs: Option<usize>,
    /// Per operand: whether running the op reads no bytes of it beyond
    /// the other operands': its contents are undefined (made by
    /// `tensor.empty`: a linalg `outs` operand that only gives the result
    /// its shape), or it is the same value as an earlier operand.
    pub unread: Vec<bool>,
}

/// One indexing map of a linalg op: its number of dimensions and, per
/// result, the dimension it is (`None`: an expression that is not a plain
/// dimension).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct IndexingMap {
    pub dims: usize,
    pub results: Vec<Option<usize>>,
}

/// The rule that gave an op's FLOPs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    Contraction,
    Convolution,
    LoopNest,
    Elementwise,
    Reduction,
    /// No arithmetic rule: time comes from bytes moved.
    MemoryBound,
}

/// FLOPs and whether they run on matrix units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Flops {
    pub flops: f64,
    pub matrix: bool,
    pub rule: Rule,
}

impl Flops {
    const NONE: Flops = Flops {
        flops: 0.0,
        matrix: false,
        rule: Rule::MemoryBound,
    };
}

/// Ops whose body is scalar code run per point of a loop nest.
const LOOP_NEST_OPS: &[&str] = &[
    "linalg.generic",
    "linalg.map",
    "linalg.reduce",
    "linalg.elementwise",
];

/// Elementwise op names (after the dialect prefix) in stablehlo, tosa,
/// torch (`aten.*`), arith and math.
const ELEMENTWISE: &[&str] = &[
    "add",
    "addf",
    "addi",
    "sub",
    "subtract",
    "subf",
    "subi",
    "mul",
    "multiply",
    "mulf",
    "muli",
    "div",
    "divide",
    "divf",
    "divsi",
    "divui",
    "negate",
    "negf",
    "neg",
    "exp",
    "exponential",
    "log",
    "log_plus_one",
    "tanh",
    "sigmoid",
    "logistic",
    "rsqrt",
    "sqrt",
    "reciprocal",
    "pow",
    "power",
    "powf",
    "maximum",
    "minimum",
    "maximumf",
    "minimumf",
    "max",
    "min",
    "abs",
    "absf",
    "select",
    "compare",
    "cmpf",
    "cmpi",
    "clamp",
    "erf",
    "sin",
    "cos",
    "sine",
    "cosine",
    "silu",
    "gelu",
    "relu",
    "softmax",
    "floor",
    "ceil",
    "round",
    "sign",
    "and",
    "or",
    "xor",
    "not",
    "where",
    "rem",
    "remainder",
    "remf",
    "fma",
    "convert",
    "cast",
    "truncf",
    "extf",
    "sitofp",
    "fptosi",
    "to",
    "mean",
    "rsub",
    "gt",
    "lt",
    "ge",
    "le",
    "eq",
    "ne",
];

/// Body ops that are not arithmetic.
const NOT_ARITHMETIC: &[&str] = &[
    "linalg.yield",
    "linalg.index",
    "arith.constant",
    "arith.index_cast",
    "arith.index_castui",
    "cf.assert",
    "tensor.extract",
    "stablehlo.return",
    "tosa.yield",
    "scf.yield",
];

/// The FLOPs of one op (0 for memory-bound ones).
pub fn flops(facts: &OpFacts) -> Flops {
    let name = facts.name.as_str();
    let short = name.rsplit('.').next().unwrap_or(name);
    if let Some(flops) = contraction(facts) {
        return Flops {
            flops,
            matrix: true,
            rule: Rule::Contraction,
        };
    }
    if let Some(flops) = convolution(facts) {
        return Flops {
            flops,
            matrix: true,
            rule: Rule::Convolution,
        };
    }
    if LOOP_NEST_OPS.contains(&name) {
        return loop_nest(facts);
    }
    if name.starts_with("stablehlo.reduce")
        || name.starts_with("tosa.reduce_")
        || name.starts_with("torch.aten.sum")
    {
        let per_point = arithmetic_ops(&facts.body).max(1) as f64;
        return Flops {
            flops: per_point * largest_operand(facts),
            matrix: false,
            rule: Rule::Reduction,
        };
    }
    let dialect = name.split('.').next().unwrap_or("");
    let elementwise_dialect = matches!(
        dialect,
        "stablehlo" | "tosa" | "arith" | "math" | "torch" | "chlo"
    );
    // `torch.aten.mul.Tensor` -> `mul`; `stablehlo.add` -> `add`.
    let op_short = match name.split_once("aten.") {
        Some((_, rest)) => rest.split('.').next().unwrap_or(rest),
        None => short,
    }
    .trim_end_matches('_');
    if elementwise_dialect && ELEMENTWISE.contains(&op_short) {
        return Flops {
            flops: result_elements(facts),
            matrix: false,
            rule: Rule::Elementwise,
        };
    }
    Flops::NONE
}

fn elements(shape: &Option<TensorShape>) -> f64 {
    shape
        .as_ref()
        .and_then(|s| s.elements(Some(1)).ok())
        .unwrap_or(0) as f64
}

fn dim(shape: &Option<TensorShape>, index_from_end: usize) -> Option<f64> {
    let dims = &shape.as_ref()?.dims;
    let i = dims.len().checked_sub(index_from_end + 1)?;
    dims[i].map(|d| d as f64)
}

fn result_elements(facts: &OpFacts) -> f64 {
    facts.results.iter().map(elements).fold(0.0, f64::max)
}

fn largest_operand(facts: &OpFacts) -> f64 {
    facts.operands.iter().map(elements).fold(0.0, f64::max)
}

fn attribute<'f>(facts: &'f OpFacts, name: &str) -> Option<&'f str> {
    facts
        .attributes
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// 2 x output elements x contracted size, for matrix products.
fn contraction(facts: &OpFacts) -> Option<f64> {
    let name = facts.name.as_str();
    let lhs = facts.operands.first()?;
    let out = result_elements(facts);
    let k = match name {
        "linalg.matmul"
        | "linalg.batch_matmul"
        | "linalg.batch_reduce_matmul"
        | "torch.aten.mm"
        | "torch.aten.bmm"
        | "torch.aten.matmul"
        | "torch.aten.linear"
        | "stablehlo.dot" => dim(lhs, 0)?,
        "linalg.matmul_transpose_a" | "linalg.batch_matmul_transpose_a" => dim(lhs, 1)?,
        "linalg.matmul_transpose_b" | "linalg.batch_matmul_transpose_b" => dim(lhs, 0)?,
        "linalg.matvec" | "linalg.batch_matvec" | "linalg.dot" => dim(lhs, 0)?,
        "linalg.vecmat" | "linalg.batch_vecmat" => dim(lhs, 0)?,
        "tosa.matmul" => dim(lhs, 0)?,
        "stablehlo.dot_general" => {
            let numbers = attribute(facts, "dot_dimension_numbers")?;
            let dims = int_list_after(numbers, "lhs_contracting_dimensions")?;
            let shape = lhs.as_ref()?;
            dims.iter()
                .map(|&d| shape.dims.get(d).copied().flatten().unwrap_or(1) as f64)
                .product()
        }
        _ => return None,
    };
    Some(2.0 * out * k)
}

/// 2 x output elements x (filter elements / output channels).
fn convolution(facts: &OpFacts) -> Option<f64> {
    let name = facts.name.as_str();
    let is_conv = name.starts_with("linalg.conv")
        || name.starts_with("linalg.depthwise_conv")
        || matches!(
            name,
            "stablehlo.convolution" | "tosa.conv2d" | "tosa.conv3d" | "tosa.depthwise_conv2d"
        )
        || name == "torch.aten.convolution";
    if !is_conv {
        return None;
    }
    let filter = elements(facts.operands.get(1)?);
    let out_shape = facts.results.first()?;
    let channels_last = !name.contains("nchw") && !name.starts_with("torch");
    let out_channels = if channels_last {
        dim(out_shape, 0)?
    } else {
        out_shape.as_ref()?.dims.get(1).copied()?? as f64
    };
    Some(2.0 * elements(out_shape) * filter / out_channels.max(1.0))
}

/// Iteration space x arithmetic ops per point.
fn loop_nest(facts: &OpFacts) -> Flops {
    let per_point = arithmetic_ops(&facts.body);
    let points = iteration_space(facts)
        .unwrap_or_else(|| largest_operand(facts).max(result_elements(facts)));
    // Printed form: the C API has no accessor for linalg's iterator-type
    // enum attribute.
    let reduces = attribute(facts, "iterator_types").is_some_and(|t| t.contains("reduction"))
        || facts.name == "linalg.reduce";
    let multiply_add = facts
        .body
        .iter()
        .any(|o| o == "arith.mulf" || o == "arith.muli")
        && facts
            .body
            .iter()
            .any(|o| o == "arith.addf" || o == "arith.addi");
    Flops {
        flops: per_point as f64 * points,
        matrix: reduces && multiply_add,
        rule: if per_point == 0 {
            Rule::MemoryBound
        } else {
            Rule::LoopNest
        },
    }
}

fn arithmetic_ops(body: &[String]) -> usize {
    body.iter()
        .filter(|op| {
            !NOT_ARITHMETIC.contains(&op.as_str())
                && (op.starts_with("arith.")
                    || op.starts_with("math.")
                    || op.starts_with("stablehlo."))
        })
        .count()
}

/// The product of loop ranges of a `linalg.generic`, from its indexing maps
/// and operand shapes (`ins` then `outs`, one map each).
fn iteration_space(facts: &OpFacts) -> Option<f64> {
    if facts.indexing_maps.is_empty() {
        return None;
    }
    let mut ranges: Vec<Option<u64>> = Vec::new();
    for (map, shape) in facts.indexing_maps.iter().zip(&facts.operands) {
        if ranges.len() < map.dims {
            ranges.resize(map.dims, None);
        }
        let Some(shape) = shape else { continue };
        for (position, dim) in map.results.iter().enumerate() {
            if let Some(index) = *dim
                && let Some(Some(size)) = shape.dims.get(position)
                && index < ranges.len()
            {
                ranges[index] = Some(*size);
            }
        }
    }
    (!ranges.is_empty()).then(|| ranges.iter().map(|r| r.unwrap_or(1) as f64).product())
}

/// The integers of `key = [a, b]` in an attribute's printed form.
///
/// A printed-form read on purpose: StableHLO is not among the dialects the
/// driver registers, so `#stablehlo.dot<...>` reaches us as an opaque
/// attribute with no typed accessors.
fn int_list_after(text: &str, key: &str) -> Option<Vec<usize>> {
    let start = text.find(key)? + key.len();
    let rest = &text[start..];
    let open = rest.find('[')?;
    let close = rest.find(']')?;
    Some(
        rest[open + 1..close]
            .split(',')
            .filter_map(|v| v.trim().parse().ok())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::extract::types::parse_tensor_type;

    fn shape(text: &str) -> Option<TensorShape> {
        parse_tensor_type(text).unwrap()
    }

    fn facts(name: &str, operands: &[&str], results: &[&str]) -> OpFacts {
        OpFacts {
            name: name.into(),
            operands: operands.iter().map(|t| shape(t)).collect(),
            results: results.iter().map(|t| shape(t)).collect(),
            ..OpFacts::default()
        }
    }

    #[test]
    fn matmuls_count_two_flops_per_multiply_add() {
        let mm = facts(
            "linalg.matmul",
            &[
                "tensor<128x256xf32>",
                "tensor<256x688xf32>",
                "tensor<128x688xf32>",
            ],
            &["tensor<128x688xf32>"],
        );
        assert_eq!(
            flops(&mm),
            Flops {
                flops: 2.0 * 128.0 * 688.0 * 256.0,
                matrix: true,
                rule: Rule::Contraction
            }
        );
        let bmm = facts(
            "linalg.batch_matmul",
            &["tensor<4x128x64xf32>", "tensor<4x64x128xf32>"],
            &["tensor<4x128x128xf32>"],
        );
        assert_eq!(flops(&bmm).flops, 2.0 * 4.0 * 128.0 * 128.0 * 64.0);
        let tosa = facts(
            "tosa.matmul",
            &["tensor<1x128x256xf32>", "tensor<1x256x1000xf32>"],
            &["tensor<1x128x1000xf32>"],
        );
        assert_eq!(flops(&tosa).flops, 2.0 * 128.0 * 1000.0 * 256.0);
    }

    #[test]
    fn dot_general_reads_contracting_dimensions() {
        let mut dot = facts(
            "stablehlo.dot_general",
            &["tensor<4x128x64xf32>", "tensor<4x64x128xf32>"],
            &["tensor<4x128x128xf32>"],
        );
        dot.attributes.push((
            "dot_dimension_numbers".into(),
            "#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>".into(),
        ));
        assert_eq!(flops(&dot).flops, 2.0 * 4.0 * 128.0 * 128.0 * 64.0);
    }

    #[test]
    fn generic_uses_the_iteration_space() {
        // A matmul written as a generic: (m, n, k) with 2 ops per point.
        let mut generic = facts(
            "linalg.generic",
            &["tensor<8x4xf32>", "tensor<4x16xf32>", "tensor<8x16xf32>"],
            &["tensor<8x16xf32>"],
        );
        let map = |results: [usize; 2]| IndexingMap {
            dims: 3,
            results: results.map(Some).to_vec(),
        };
        generic.indexing_maps = vec![map([0, 2]), map([2, 1]), map([0, 1])];
        generic.attributes = vec![
            ("iterator_types".into(), "[#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]".into()),
        ];
        generic.body = vec![
            "arith.mulf".into(),
            "arith.addf".into(),
            "linalg.yield".into(),
        ];
        assert_eq!(
            flops(&generic),
            Flops {
                flops: 2.0 * 8.0 * 16.0 * 4.0,
                matrix: true,
                rule: Rule::LoopNest
            }
        );
        // A broadcast copy has no arithmetic: memory-bound.
        generic.body = vec!["linalg.yield".into()];
        assert_eq!(flops(&generic).rule, Rule::MemoryBound);
    }

    #[test]
    fn elementwise_and_unknown_ops() {
        assert_eq!(
            flops(&facts(
                "stablehlo.add",
                &["tensor<4x8xf32>", "tensor<4x8xf32>"],
                &["tensor<4x8xf32>"]
            ))
            .flops,
            32.0
        );
        assert_eq!(
            flops(&facts(
                "torch.aten.mul.Tensor",
                &[],
                &["!torch.vtensor<[2,3],f32>"]
            ))
            .flops,
            6.0
        );
        assert_eq!(
            flops(&facts(
                "tensor.concat",
                &["tensor<4xf32>"],
                &["tensor<8xf32>"]
            )),
            Flops::NONE
        );
    }
}
