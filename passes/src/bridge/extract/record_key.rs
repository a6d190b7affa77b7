//! The key a performance record looks a compute op up by
//! ([`hyperoffload_core::record::key`]): the class of its work, from its
//! name ([`IR_OPS`]) or from what it runs on, and its sizes and element
//! type, read from its operand and result types. A profiler's ops (aten
//! ops) are keyed by the same rules in core, from the trace.

use hyperoffload_core::OpWork;
use hyperoffload_core::record::key::{self, OpClass, RecordKey, Shaped};
use melior::ir::{
    OperationRef, Type, ValueLike, operation::OperationLike, r#type::RankedTensorType,
};

use super::types::parse_tensor_type;

/// IR op names and the class of their work. `None`: the class follows
/// from the shapes (a result with fewer elements than the largest input
/// is a reduction, else the op is elementwise). An op whose work runs on
/// the matrix units (`OpWork::matrix`) is a matrix product whatever its
/// name. Ops of the dialects in [`SHAPED_DIALECTS`] that are not named
/// here are classed by their shapes; ops of other dialects are not keyed
/// (the roofline times them).
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

/// The key of `op` (named `name`, doing `work`): its class, its element
/// type and sizes from its result and the tensors it reads (sizes `None`
/// where one is dynamic). `None` for an op no record keys: one of another
/// dialect, one without a ranked tensor result, an empty matrix product.
pub fn record_key(op: &OperationRef, name: &str, work: &OpWork) -> Option<RecordKey> {
    let results: Vec<Option<Shaped>> = op.results().map(|v| shape(v.r#type())).collect();
    let result = results.first()?.as_ref()?;
    let mut inputs: Vec<Option<Shaped>> = op.operands().map(|v| shape(v.r#type())).collect();
    if name.starts_with("linalg.") {
        // Destination-passing style: the last operands are the `outs`.
        inputs.truncate(inputs.len().saturating_sub(results.len()));
    }
    let inputs: Vec<Shaped> = inputs.into_iter().flatten().collect();
    let read: Vec<&Shaped> = inputs.iter().collect();
    let class = class(name, work, result, &read)?;
    let keyed = match class {
        OpClass::Matmul | OpClass::BatchMatmul => key::matmul_by_result(result, work.flops)?,
        OpClass::Reduction => key::reduction(result, read.iter().max_by_key(|t| t.elements())?),
        OpClass::Gather => key::gather(result, read.last()?),
        OpClass::Elementwise | OpClass::Copy => key::moved(class, result, &read),
    };
    let mut record_key = keyed.record_key();
    if result.dynamic || inputs.iter().any(|t| t.dynamic) {
        record_key.sizes = None;
    }
    Some(record_key)
}

fn class(name: &str, work: &OpWork, result: &Shaped, inputs: &[&Shaped]) -> Option<OpClass> {
    if work.matrix {
        return Some(OpClass::Matmul);
    }
    let named = IR_OPS.iter().find(|(op, _)| *op == name);
    let dialect = name.split('.').next().unwrap_or("");
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

/// The shape of a ranked tensor type (builtin, or torch's
/// `!torch.vtensor<[..],dtype>`); `None` for any other type (a scalar, a
/// memref, an unranked tensor).
fn shape(ty: Type) -> Option<Shaped> {
    if RankedTensorType::try_from(ty).is_ok() {
        let (dims, element) = crate::ir::ranked_shape(ty)?;
        return Some(shaped(&dims, &element.to_string()));
    }
    torch_shape(ty)
}

/// torch's tensor types have no accessors in the C API: their sizes are
/// read as extraction reads them elsewhere (`parse_tensor_type`), their
/// dtype is the last parameter.
fn torch_shape(ty: Type) -> Option<Shaped> {
    let text = ty.to_string();
    if !text.starts_with("!torch.vtensor<[") && !text.starts_with("!torch.tensor<[") {
        return None;
    }
    let dims = parse_tensor_type(&text).ok()??.dims;
    let (_, dtype) = text.strip_suffix('>')?.rsplit_once(',')?;
    Some(shaped(&dims, dtype.trim()))
}

/// A shape of `dims` (`None`: dynamic, counted as 1) and `element`, torch's
/// signed integers (`si64`) spelled as the builtin ones (`i64`).
fn shaped(dims: &[Option<u64>], element: &str) -> Shaped {
    let element = match element.strip_prefix('s') {
        Some(rest) if rest.starts_with('i') => rest,
        _ => element,
    };
    Shaped {
        dims: dims.iter().map(|d| d.unwrap_or(1)).collect(),
        element: element.into(),
        dynamic: dims.iter().any(Option::is_none),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir;
    use hyperoffload_core::record::key::{AtenInput, KeyedOp, OpKey, aten_op, aten_rule};
    use melior::ir::{BlockLike, Module};

    /// Ops of every class, as a model's IR spells them, in the order of
    /// [`KEYS`].
    const MODULE: &str = r#"
func.func private @g(tensor<1x128x32xf32>) -> tensor<1x128x32xf32>
func.func @f(%a: tensor<128x256xf32>, %b: tensor<256x688xf32>, %c: tensor<128x688xf32>,
             %x: tensor<4x128x64xf32>, %y: tensor<4x64x128xf32>, %z: tensor<4x128x128xf32>,
             %v: tensor<1x128x256xf32>, %s: tensor<1x128x1xf32>, %r: tensor<1x128xf32>,
             %p: tensor<1x128x4x64xf32>, %t: tensor<1x4x128x64xf32>, %h: tensor<1x128x32xf32>,
             %d: tensor<1x?x256xf32>, %e: f32, %w: tensor<1000x256xf32>, %i: tensor<128xi64>,
             %m: memref<128xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<128x256xf32>, tensor<256x688xf32>) outs(%c : tensor<128x688xf32>) -> tensor<128x688xf32>
  %1 = linalg.batch_matmul ins(%x, %y : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%z : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, 0)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v, %s : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%v : tensor<1x128x256xf32>) {
  ^bb0(%in: f32, %scale: f32, %out: f32):
    %q = arith.mulf %in, %scale : f32
    linalg.yield %q : f32
  } -> tensor<1x128x256xf32>
  %3 = linalg.fill ins(%e : f32) outs(%s : tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%v : tensor<1x128x256xf32>) outs(%r : tensor<1x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.addf %in, %out : f32
    linalg.yield %q : f32
  } -> tensor<1x128xf32>
  %5 = linalg.transpose ins(%p : tensor<1x128x4x64xf32>) outs(%t : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3]
  %6 = tensor.concat dim(2) %h, %h : (tensor<1x128x32xf32>, tensor<1x128x32xf32>) -> tensor<1x128x64xf32>
  %7 = "stablehlo.gather"(%w, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 256>}> : (tensor<1000x256xf32>, tensor<128xi64>) -> tensor<128x256xf32>
  %8 = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, j, k)>, affine_map<(i, j, k) -> (i, j, k)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%d : tensor<1x?x256xf32>) outs(%d : tensor<1x?x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %q = arith.mulf %in, %in : f32
    linalg.yield %q : f32
  } -> tensor<1x?x256xf32>
  %9 = func.call @g(%h) : (tensor<1x128x32xf32>) -> tensor<1x128x32xf32>
  %10 = "mydialect.op"(%h) : (tensor<1x128x32xf32>) -> tensor<1x128x32xf32>
  %11 = bufferization.to_tensor %m restrict : memref<128xf32> to tensor<128xf32>
  %12 = tensor.empty() : tensor<1x128x1xf32>
  return
}
"#;

    fn tensor(dims: &[u64], element: &str) -> AtenInput {
        AtenInput::Tensor(Shaped {
            dims: dims.to_vec(),
            element: element.into(),
            dynamic: false,
        })
    }

    fn aten(name: &str, inputs: &[AtenInput]) -> KeyedOp {
        aten_op(aten_rule(name).unwrap(), inputs).unwrap()
    }

    fn bytes_work(bytes: f64) -> OpWork {
        OpWork {
            flops: 0.0,
            bytes,
            matrix: false,
            element_bytes: 4,
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

    /// The keys of @f's ops (but its return), each op given `work`.
    fn keys(work: &[OpWork]) -> Vec<Option<RecordKey>> {
        let context = crate::context();
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(true);
        let module = Module::parse(&context, MODULE).expect("the module parses");
        let body = module.body();
        let f = body.first_operation().unwrap().next_in_block().expect("@f");
        let ops = ir::block_ops(ir::first_block(&f).expect("a body"));
        ops[..ops.len() - 1]
            .iter()
            .zip(work)
            .map(|(op, work)| record_key(op, &ir::op_name(op), work))
            .collect()
    }

    fn exact(key: &Option<RecordKey>) -> Option<OpKey> {
        key.as_ref().and_then(RecordKey::exact)
    }

    #[test]
    fn ir_ops_key_as_the_aten_ops_of_the_same_work() {
        let mm_flops = 2.0 * 128.0 * 256.0 * 688.0;
        let bmm_flops = 2.0 * 4.0 * 128.0 * 128.0 * 64.0;
        let mut work = vec![matrix_work(mm_flops), matrix_work(bmm_flops)];
        work.extend(std::iter::repeat_n(bytes_work(8.0), 12));
        let keys = keys(&work);
        assert_eq!(keys.len(), 13);
        let mm = aten(
            "aten::mm",
            &[tensor(&[128, 256], "f32"), tensor(&[256, 688], "f32")],
        );
        assert_eq!(
            exact(&keys[0]).unwrap().to_string(),
            "matmul[128x688x256]:f32"
        );
        assert_eq!(exact(&keys[0]), mm.key());
        let bmm = aten(
            "aten::bmm",
            &[tensor(&[4, 128, 64], "f32"), tensor(&[4, 64, 128], "f32")],
        );
        assert_eq!(
            exact(&keys[1]).unwrap().to_string(),
            "batch_matmul[4x128x128x64]:f32"
        );
        assert_eq!(exact(&keys[1]), bmm.key());
        // The `outs` of a linalg op are written, not read.
        let mul = aten(
            "aten::mul",
            &[tensor(&[1, 128, 256], "f32"), tensor(&[1, 128, 1], "f32")],
        );
        assert_eq!(
            exact(&keys[2]).unwrap().to_string(),
            "elementwise[32768x32896]:f32"
        );
        assert_eq!(exact(&keys[2]), mul.key());
        let fill = aten(
            "aten::fill_",
            &[tensor(&[1, 128, 1], "f32"), AtenInput::Other("0.".into())],
        );
        assert_eq!(exact(&keys[3]), fill.key());
        let mean = aten(
            "aten::mean",
            &[
                tensor(&[1, 128, 256], "f32"),
                AtenInput::Other("[-1]".into()),
                AtenInput::Other("True".into()),
            ],
        );
        assert_eq!(
            exact(&keys[4]).unwrap().to_string(),
            "reduction[128x32768]:f32"
        );
        assert_eq!(exact(&keys[4]), mean.key());
        let copy = aten(
            "aten::copy_",
            &[
                tensor(&[1, 4, 128, 64], "f32"),
                tensor(&[1, 4, 128, 64], "f32"),
            ],
        );
        assert_eq!(exact(&keys[5]), copy.key());
        let cat = aten(
            "aten::cat",
            &[
                AtenInput::TensorList(vec![
                    Shaped {
                        dims: vec![1, 128, 32],
                        element: "f32".into(),
                        dynamic: false,
                    };
                    2
                ]),
                AtenInput::Other("-1".into()),
            ],
        );
        assert_eq!(exact(&keys[6]), cat.key());
        let gather = aten(
            "aten::index_select",
            &[
                tensor(&[1000, 256], "f32"),
                AtenInput::Other("0".into()),
                tensor(&[128], "i64"),
            ],
        );
        assert_eq!(
            exact(&keys[7]).unwrap().to_string(),
            "gather[32768x128]:f32"
        );
        assert_eq!(exact(&keys[7]), gather.key());
    }

    #[test]
    fn ops_without_a_class_or_static_shapes_key_nothing_exactly() {
        let keys = keys(&[bytes_work(8.0); 13]);
        let dynamic = keys[8].clone().expect("a dynamic op is classed");
        assert_eq!(dynamic.class, OpClass::Elementwise);
        assert_eq!(dynamic.element, "f32");
        assert_eq!(dynamic.sizes, None, "a dynamic shape is interpolated only");
        assert_eq!(keys[9], None, "a call is no op of a dialect keyed");
        assert_eq!(keys[10], None, "nor is an op of an unknown dialect");
        assert_eq!(keys[11], None, "a memref is no tensor it reads");
        assert_eq!(
            keys[12], None,
            "of the tensor dialect only the named ops are keyed"
        );
        // Not on the matrix units, a matmul is classed by its shapes: its
        // result is smaller than its larger input.
        assert_eq!(
            exact(&keys[0]).unwrap().to_string(),
            "reduction[88064x176128]:f32"
        );
    }

    #[test]
    fn tensor_types_of_every_spelling_give_their_shapes() {
        let context = crate::context();
        context.set_allow_unregistered_dialects(true);
        let parse = |text: &str| shape(Type::parse(&context, text).expect(text));
        let shaped = |dims: &[u64], element: &str| Shaped {
            dims: dims.to_vec(),
            element: element.into(),
            dynamic: false,
        };
        assert_eq!(
            parse("tensor<1x128x256xf32>"),
            Some(shaped(&[1, 128, 256], "f32"))
        );
        assert_eq!(parse("f32"), None);
        assert_eq!(parse("tensor<*xf32>"), None);
        assert_eq!(parse("memref<4xf32>"), None);
        let dynamic = parse("tensor<?x4xbf16, \"enc\">").unwrap();
        assert!(dynamic.dynamic);
        assert_eq!((dynamic.dims, dynamic.element), (vec![1, 4], "bf16".into()));
        assert_eq!(parse("tensor<4xsi32>"), Some(shaped(&[4], "i32")));
        assert_eq!(
            parse("!torch.vtensor<[1,128],si64>"),
            Some(shaped(&[1, 128], "i64"))
        );
        let torch_dynamic = parse("!torch.vtensor<[1,-1],f32>").unwrap();
        assert!(torch_dynamic.dynamic);
        assert_eq!(torch_dynamic.dims, vec![1, 1]);
        assert_eq!(parse("!torch.vtensor<*,f32>"), None);
    }

    /// Extraction gives each compute node its key, and a loop none: its
    /// kernels are not one op.
    #[test]
    fn extraction_keys_ops_but_not_loops() {
        let context = crate::context();
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(true);
        let module = Module::parse(
            &context,
            r#"
func.func @f(%a: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %i0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %x = "stablehlo.exponential"(%a) : (tensor<64x64xf32>) -> tensor<64x64xf32>
  %r:2 = "stablehlo.while"(%i0, %x) ({
  ^bb0(%i: tensor<i32>, %t: tensor<64x64xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %go = "stablehlo.compare"(%i, %n) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%go) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %t: tensor<64x64xf32>):
    %z = "stablehlo.exponential"(%t) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%next, %z) : (tensor<i32>, tensor<64x64xf32>) -> ()
  }) : (tensor<i32>, tensor<64x64xf32>) -> (tensor<i32>, tensor<64x64xf32>)
  return %r#1 : tensor<64x64xf32>
}"#,
        )
        .expect("the module parses");
        let f = module.body().first_operation().expect("@f");
        let graph = crate::extract::extract(f, &Default::default())
            .unwrap_or_else(|e| panic!("{}", e.message))
            .graph;
        let key = |op: &str| {
            let node = graph.nodes.iter().find(|n| n.op == op).expect(op);
            node.record_key
                .as_ref()
                .map(|k| k.exact().unwrap().to_string())
        };
        assert_eq!(
            key("stablehlo.exponential").as_deref(),
            Some("elementwise[4096x4096]:f32")
        );
        let while_loop = graph.nodes.iter().find(|n| n.op == "stablehlo.while");
        assert!(!while_loop.expect("the loop").kernels.is_empty());
        assert_eq!(key("stablehlo.while"), None);
    }
}
