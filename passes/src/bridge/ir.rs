//! IR helpers the MLIR C API offers but melior does not wrap: use lists,
//! replacing all uses, erasing an op, and diagnostics at a location.

use hyperoffload_shim::{Note, Severity, emit};
use melior::ir::{
    BlockLike, BlockRef, Location, RegionRef, Type, TypeLike, Value, ValueLike,
    operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
};

use crate::PassFailed;

/// One use of a value: the op using it and the operand index.
#[derive(Clone, Copy)]
pub struct Use<'c, 'a> {
    pub owner: OperationRef<'c, 'a>,
    pub operand: usize,
}

/// Every use of `value`, in use-list order.
pub fn uses<'c, 'a>(value: Value<'c, 'a>) -> Vec<Use<'c, 'a>> {
    let mut uses = Vec::new();
    // SAFETY: `value` is live; operands returned by the C API belong to live
    // ops of the same IR, and the list is read without mutation.
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !operand.ptr.is_null() {
            uses.push(Use {
                owner: OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand)),
                operand: mlir_sys::mlirOpOperandGetOperandNumber(operand) as usize,
            });
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    uses
}

/// Replaces every use of `of` with `with`.
pub fn replace_all_uses(of: Value, with: Value) {
    // SAFETY: both values are live and belong to the same context.
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(of.to_raw(), with.to_raw()) }
}

/// Erases `op`, which must have no remaining uses of its results.
pub fn erase(op: OperationRef) {
    debug_assert!(
        op.results().all(|r| uses(r.into()).is_empty()),
        "erasing an op whose results are used"
    );
    // SAFETY: the op is live and linked into a block; destroying it unlinks
    // it. The caller holds no other reference to it afterwards.
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) }
}

/// Replaces the operands of `op`.
pub fn set_operands(op: OperationRef, operands: &[Value]) {
    let raw: Vec<_> = operands.iter().map(|v| v.to_raw()).collect();
    // SAFETY: `op` and the values are live; the C API copies the list.
    unsafe { mlir_sys::mlirOperationSetOperands(op.to_raw(), raw.len() as isize, raw.as_ptr()) }
}

/// Loads the dialects named in `namespaces` into the context of `op`, so
/// that ops of them built through the C API are registered ops. A pass
/// that builds ops of a dialect its input may lack calls this first (the
/// registry has every upstream dialect; loading is lazy). Under MLIR's pass
/// manager this finds them loaded already (the shim declares them as the
/// passes' dependent dialects, loaded before the pipeline runs); it matters
/// when a pass function is called directly.
pub fn load_dialects(op: &OperationRef, namespaces: &[&str]) {
    for namespace in namespaces {
        let name = mlir_sys::MlirStringRef {
            data: namespace.as_ptr().cast(),
            length: namespace.len(),
        };
        // SAFETY: `op` is live; the name is read during the call.
        unsafe {
            let context = mlir_sys::mlirOperationGetContext(op.to_raw());
            let dialect = mlir_sys::mlirContextGetOrLoadDialect(context, name);
            debug_assert!(
                !dialect.ptr.is_null(),
                "dialect '{namespace}' is not registered"
            );
        }
    }
}

/// Emits an error at `location` and returns [`PassFailed`].
pub fn error(location: Location, message: &str) -> PassFailed {
    emit(location, Severity::Error, message, &[]);
    PassFailed
}

/// Emits an error with notes and returns [`PassFailed`].
pub fn error_with_notes(location: Location, message: &str, notes: &[Note]) -> PassFailed {
    emit(location, Severity::Error, message, notes);
    PassFailed
}

/// The threads the pass manager may use for `op`'s context: 1 when
/// multithreading is off (`--mlir-disable-threading`), else the size of the
/// context's thread pool.
pub fn threads(op: OperationRef) -> usize {
    let count = unsafe {
        mlir_sys::mlirContextGetNumThreads(mlir_sys::mlirOperationGetContext(op.to_raw()))
    };
    (count as usize).max(1)
}

/// Emits a remark at `location`, located by file and line only: MLIR then
/// prints `file:line:0: remark: ...` without echoing the source line (a
/// function's signature line can hold thousands of characters), and
/// `--verify-diagnostics` still matches it by line.
pub fn remark(location: Location, message: &str) {
    // What a pass did, for `HYPEROFFLOAD_LOG=info`: the remark's summary.
    tracing::info!("{}", message.lines().next().unwrap_or_default());
    emit(line_only(location), Severity::Remark, message, &[]);
}

/// Where an error about a pass's whole run (an option, the profile, a
/// report file) is located: at `root` when it has a place in the source,
/// else (a file's implicit module, at `file:0:0`) at its first function
/// with a body and a place, else at its first op with a place, else at
/// `root`.
pub fn pass_location<'c>(root: OperationRef<'c, '_>) -> Location<'c> {
    use melior::ir::RegionLike;
    let placed =
        |l: &Location| l.is_file_line_col_range() && l.file_line_col_range_start_line() > 0;
    let here = root.location();
    if placed(&here) {
        return here;
    }
    let mut ops = Vec::new();
    let mut op = crate::ir::region(&root, 0)
        .and_then(|r| r.first_block())
        .and_then(|b| b.first_operation());
    while let Some(o) = op {
        let location = o.location();
        if placed(&location) {
            let body = crate::ir::region(&o, 0)
                .and_then(|r| r.first_block())
                .is_some();
            ops.push((op_name(&o) == "func.func" && body, location));
        }
        op = o.next_in_block();
    }
    ops.iter()
        .find(|(function, _)| *function)
        .or(ops.first())
        .map_or(here, |&(_, location)| location)
}

/// A file location with its column dropped; other locations unchanged.
fn line_only(location: Location) -> Location {
    if !location.is_file_line_col_range() {
        return location;
    }
    let context = location.context();
    let filename = location.file_line_col_range_filename();
    // SAFETY: the context outlives every location made in it.
    let context = unsafe { context.to_ref() };
    Location::new(
        context,
        filename.as_string_ref().as_str().unwrap_or("?"),
        location.file_line_col_range_start_line(),
        0,
    )
}

/// The op's name as a string (`linalg.matmul`).
pub fn op_name(op: &OperationRef) -> String {
    op.name()
        .as_string_ref()
        .as_str()
        .unwrap_or("<non-utf8>")
        .to_owned()
}

/// Every op under `root` (itself included), in pre-order, that `keep`
/// accepts.
pub fn collect_ops<'c, 'a>(
    root: OperationRef<'c, 'a>,
    mut keep: impl FnMut(&OperationRef) -> bool,
) -> Vec<OperationRef<'c, 'a>> {
    let mut raw = Vec::new();
    root.walk(WalkOrder::PreOrder, |op| {
        if keep(&op) {
            raw.push(op.to_raw());
        }
        WalkResult::Advance
    });
    // SAFETY: the ops were just found under `root`, which outlives 'a, and
    // the walk did not change the IR.
    raw.into_iter()
        .map(|op| unsafe { OperationRef::from_raw(op) })
        .collect()
}

/// Replaces operand `index` of `op` with `value`.
pub fn set_operand(op: OperationRef, index: usize, value: Value) {
    debug_assert!(index < op.operand_count());
    // SAFETY: `op` and `value` are live; `index` is in range.
    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), index as isize, value.to_raw()) }
}

/// Ops whose results view the buffer of their first operand: they move no
/// data, and the same op on another copy of that buffer views the copy. One
/// list for the tensor forms extraction reads (the graph marks their nodes
/// [`hyperoffload_core::Node::view`]) and the memref forms the lowerings
/// follow to an allocation.
pub const VIEW_OPS: &[&str] = &[
    "tensor.expand_shape",
    "tensor.collapse_shape",
    "tensor.cast",
    "tensor.reshape",
    "tensor.bitcast",
    "tensor.extract_slice",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.cast",
    "memref.subview",
    "memref.view",
    "memref.reinterpret_cast",
    "memref.transpose",
    "tosa.reshape",
    "stablehlo.reshape",
    "stablehlo.bitcast_convert",
    "torch.aten.view",
    "torch.aten.reshape",
    "torch.aten._reshape_alias",
    "torch.aten.unsqueeze",
    "torch.aten.squeeze.dim",
    "torch.aten.squeeze",
    "torch.aten.flatten.using_ints",
    "torch_c.to_builtin_tensor",
    "torch_c.from_builtin_tensor",
];

/// Result `index` of `op` (which has it).
pub fn result<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Value<'c, 'a> {
    assert!(index < op.result_count(), "the op has this result");
    // SAFETY: `op` is live for 'a and the index is in range.
    unsafe {
        Value::from_raw(mlir_sys::mlirOperationGetResult(
            op.to_raw(),
            index as isize,
        ))
    }
}

/// An affine map attribute's number of dimensions and, per result, the
/// dimension it is (`None`: another expression); `None` for an attribute
/// that is not an affine map.
pub fn affine_map_dims(attribute: melior::ir::Attribute) -> Option<(usize, Vec<Option<usize>>)> {
    let (dims, exprs) = affine_map_exprs(attribute)?;
    let results = exprs
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Some(*d),
            _ => None,
        })
        .collect();
    Some((dims, results))
}

/// An affine expression, as read from an affine map through the C API.
#[derive(Clone, Debug, PartialEq)]
pub enum AffineExpr {
    Dim(usize),
    Symbol(usize),
    Constant(i64),
    Add(Box<AffineExpr>, Box<AffineExpr>),
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
    Mod(Box<AffineExpr>, Box<AffineExpr>),
}

/// The number of dimensions of an affine map attribute and its results as
/// expressions; `None` for an attribute that is not an affine map.
pub fn affine_map_exprs(attribute: melior::ir::Attribute) -> Option<(usize, Vec<AffineExpr>)> {
    use melior::ir::attribute::AttributeLike;
    // SAFETY: the attribute is live; the calls only read it and the map and
    // expressions it owns.
    unsafe fn expr(e: mlir_sys::MlirAffineExpr) -> Option<AffineExpr> {
        use mlir_sys::*;
        unsafe {
            let binary = |make: fn(Box<AffineExpr>, Box<AffineExpr>) -> AffineExpr| {
                Some(make(
                    Box::new(expr(mlirAffineBinaryOpExprGetLHS(e))?),
                    Box::new(expr(mlirAffineBinaryOpExprGetRHS(e))?),
                ))
            };
            if mlirAffineExprIsADim(e) {
                Some(AffineExpr::Dim(mlirAffineDimExprGetPosition(e) as usize))
            } else if mlirAffineExprIsASymbol(e) {
                Some(AffineExpr::Symbol(
                    mlirAffineSymbolExprGetPosition(e) as usize
                ))
            } else if mlirAffineExprIsAConstant(e) {
                Some(AffineExpr::Constant(mlirAffineConstantExprGetValue(e)))
            } else if mlirAffineExprIsAAdd(e) {
                binary(AffineExpr::Add)
            } else if mlirAffineExprIsAMul(e) {
                binary(AffineExpr::Mul)
            } else if mlirAffineExprIsAFloorDiv(e) {
                binary(AffineExpr::FloorDiv)
            } else if mlirAffineExprIsACeilDiv(e) {
                binary(AffineExpr::CeilDiv)
            } else if mlirAffineExprIsAMod(e) {
                binary(AffineExpr::Mod)
            } else {
                None
            }
        }
    }
    // SAFETY: as above.
    unsafe {
        let raw = attribute.to_raw();
        if !mlir_sys::mlirAttributeIsAAffineMap(raw) {
            return None;
        }
        let map = mlir_sys::mlirAffineMapAttrGetValue(raw);
        let dims = mlir_sys::mlirAffineMapGetNumDims(map) as usize;
        let results = (0..mlir_sys::mlirAffineMapGetNumResults(map))
            .map(|i| expr(mlir_sys::mlirAffineMapGetResult(map, i)))
            .collect::<Option<Vec<_>>>()?;
        Some((dims, results))
    }
}

/// The dimensions (`None`: dynamic) and element type of a ranked builtin
/// tensor or memref type; `None` for any other type.
pub fn ranked_shape<'c>(
    ty: melior::ir::Type<'c>,
) -> Option<(Vec<Option<u64>>, melior::ir::Type<'c>)> {
    let raw = melior::ir::TypeLike::to_raw(&ty);
    // SAFETY: the type is live; the calls only read it, and the element type
    // belongs to the same context.
    unsafe {
        if !(mlir_sys::mlirTypeIsARankedTensor(raw) || mlir_sys::mlirTypeIsAMemRef(raw)) {
            return None;
        }
        let dims = (0..mlir_sys::mlirShapedTypeGetRank(raw))
            .map(|i| {
                (!mlir_sys::mlirShapedTypeIsDynamicDim(raw, i as isize))
                    .then(|| mlir_sys::mlirShapedTypeGetDimSize(raw, i as isize) as u64)
            })
            .collect();
        let element = melior::ir::Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(raw));
        Some((dims, element))
    }
}

/// The element type of a `complex<T>` type.
pub fn complex_element<'c>(ty: melior::ir::Type<'c>) -> Option<melior::ir::Type<'c>> {
    let raw = melior::ir::TypeLike::to_raw(&ty);
    // SAFETY: the type is live; the element type belongs to its context.
    unsafe {
        mlir_sys::mlirTypeIsAComplex(raw)
            .then(|| melior::ir::Type::from_raw(mlir_sys::mlirComplexTypeGetElementType(raw)))
    }
}

/// Whether a memref type has the identity layout.
pub fn has_identity_layout(memref: melior::ir::r#type::MemRefType) -> bool {
    // SAFETY: the memref type is live; the affine map is read only.
    unsafe {
        mlir_sys::mlirAffineMapIsIdentity(mlir_sys::mlirMemRefTypeGetAffineMap(
            melior::ir::TypeLike::to_raw(&memref),
        ))
    }
}

/// The width in bits of a float type (`None`: not a float).
pub fn float_width(ty: melior::ir::Type) -> Option<u32> {
    let raw = melior::ir::TypeLike::to_raw(&ty);
    // SAFETY: the type is live; the calls only read it.
    unsafe { mlir_sys::mlirTypeIsAFloat(raw).then(|| mlir_sys::mlirFloatTypeGetWidth(raw) as u32) }
}

/// Moves `op` right after `anchor` (both in one block).
pub fn move_after(op: OperationRef, anchor: OperationRef) {
    // SAFETY: both ops are live in the same block; moving keeps it there.
    unsafe { mlir_sys::mlirOperationMoveAfter(op.to_raw(), anchor.to_raw()) }
}

/// Moves `op` right before `anchor` (both in one block).
pub fn move_before(op: OperationRef, anchor: OperationRef) {
    // SAFETY: both ops are live in the same block; moving keeps it there.
    unsafe { mlir_sys::mlirOperationMoveBefore(op.to_raw(), anchor.to_raw()) }
}

/// Erases argument `index` of `block` (which nothing may use any more).
pub fn erase_argument(block: melior::ir::BlockRef, index: usize) {
    // SAFETY: `block` is live and has an argument `index` without uses.
    unsafe { mlir_sys::mlirBlockEraseArgument(block.to_raw(), index as std::os::raw::c_uint) }
}

/// Moves the blocks of `from` into the empty region `to`.
pub fn take_region_body(to: melior::ir::RegionRef, from: melior::ir::RegionRef) {
    use melior::ir::RegionLike;
    // SAFETY: both regions are live; `to` is empty, and the blocks keep
    // their ops and values.
    unsafe { mlir_sys::mlirRegionTakeBody(to.to_raw(), from.to_raw()) }
}

/// The flat symbol a symbol-reference attribute `name` of `op` names
/// (`callee` of a `func.call`).
/// `None` when the attribute is missing or not a flat symbol reference.
pub fn symbol_attribute(op: &OperationRef, name: &str) -> Option<String> {
    let raw = melior::ir::attribute::AttributeLike::to_raw(&op.attribute(name).ok()?);
    // SAFETY: the attribute is live; the calls only read it, and the value is
    // copied before the attribute can go.
    unsafe {
        if !mlir_sys::mlirAttributeIsAFlatSymbolRef(raw) {
            return None;
        }
        let value = mlir_sys::mlirFlatSymbolRefAttrGetValue(raw);
        let bytes = std::slice::from_raw_parts(value.data.cast::<u8>(), value.length);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

/// Whether `ty` is the builtin `tf32` float type.
pub fn is_tf32(ty: melior::ir::Type) -> bool {
    // SAFETY: the type is live; the call only reads it.
    unsafe { mlir_sys::mlirTypeIsATF32(melior::ir::TypeLike::to_raw(&ty)) }
}

/// A copy of `op` (with its regions), not yet in a block.
pub fn clone_op<'c>(op: OperationRef<'c, '_>) -> melior::ir::Operation<'c> {
    // SAFETY: `op` is live; the clone is a new op owned by the caller.
    unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) }
}

fn string_ref(text: &str) -> mlir_sys::MlirStringRef {
    mlir_sys::MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

/// Sets the string attribute `name` = `text` on argument `index` of
/// `function` (a `func.func` with that argument).
pub fn set_argument_string_attribute(function: OperationRef, index: usize, name: &str, text: &str) {
    // SAFETY: `function` is a live func.func with an argument `index`; the
    // strings are copied by MLIR during the calls.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(function.to_raw());
        let value = mlir_sys::mlirStringAttrGet(context, string_ref(text));
        mlir_sys::mlirFuncSetArgAttr(function.to_raw(), index as isize, string_ref(name), value);
    }
}

/// Gives the results of `function` (a `func.func`) at the positions in
/// `results` the types there; the others and the inputs stay.
pub fn set_result_types(function: OperationRef, results: &[(usize, melior::ir::Type)]) {
    // SAFETY: `function` is a live func.func whose `function_type` is a
    // function type; the calls only read it.
    let (inputs, mut types): (Vec<Type>, Vec<Type>) = unsafe {
        let name = string_ref("function_type");
        let attribute = mlir_sys::mlirOperationGetAttributeByName(function.to_raw(), name);
        let old = mlir_sys::mlirTypeAttrGetValue(attribute);
        (
            (0..mlir_sys::mlirFunctionTypeGetNumInputs(old))
                .map(|i| Type::from_raw(mlir_sys::mlirFunctionTypeGetInput(old, i)))
                .collect(),
            (0..mlir_sys::mlirFunctionTypeGetNumResults(old))
                .map(|i| Type::from_raw(mlir_sys::mlirFunctionTypeGetResult(old, i)))
                .collect(),
        )
    };
    for &(index, ty) in results {
        types[index] = ty;
    }
    set_function_type(function, &inputs, &types);
}

/// Sets the `function_type` of `function`.
pub fn set_function_type(function: OperationRef, inputs: &[Type], results: &[Type]) {
    let inputs: Vec<_> = inputs.iter().map(|t| t.to_raw()).collect();
    let results: Vec<_> = results.iter().map(|t| t.to_raw()).collect();
    // SAFETY: `function` is live; the type lists are read during the call.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(function.to_raw());
        let ty = mlir_sys::mlirFunctionTypeGet(
            context,
            inputs.len() as isize,
            inputs.as_ptr(),
            results.len() as isize,
            results.as_ptr(),
        );
        mlir_sys::mlirOperationSetAttributeByName(
            function.to_raw(),
            string_ref("function_type"),
            mlir_sys::mlirTypeAttrGet(ty),
        );
    }
}

/// The first block of the op's first region, if it has one.
///
/// Never calls melior's `region(i)` out of range: its error message prints
/// the whole op (with verification), which costs seconds on a large module.
pub fn first_block<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<melior::ir::BlockRef<'c, 'a>> {
    use melior::ir::RegionLike;
    if op.region_count() == 0 {
        return None;
    }
    crate::ir::region(op, 0)?.first_block()
}

/// The op whose result `value` is, or `None` for a block argument.
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    // SAFETY: `value` is live; an op result's owner is a live op of the
    // same IR.
    unsafe {
        mlir_sys::mlirValueIsAOpResult(value.to_raw())
            .then(|| OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(value.to_raw())))
    }
}

/// Index of each op in a sequence of ops, keyed by the op's pointer.
pub type OpIndex = std::collections::HashMap<*mut std::ffi::c_void, usize>;

/// The index in `index` of the op that is `op` or contains it (walking out
/// through parent ops); `None` when no ancestor is indexed.
pub fn enclosing_index(op: OperationRef, index: &OpIndex) -> Option<usize> {
    let mut cursor = Some(op);
    while let Some(o) = cursor {
        if let Some(&i) = index.get(&o.to_raw().ptr) {
            return Some(i);
        }
        cursor = o.parent_operation();
    }
    None
}

/// The last op of `block`: its terminator, also where the terminator's
/// dialect is not registered (`stablehlo.return` read as an unregistered
/// op, which MLIR does not know to be one).
pub fn last_op<'c, 'a>(block: BlockRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut op = block.first_operation()?;
    while let Some(next) = op.next_in_block() {
        op = next;
    }
    Some(op)
}

// melior's positional accessors (`operand`, `result`, `region`,
// `argument`) build their out-of-range error by printing the op or block,
// and printing an op verifies and prints the whole module around it: one
// miss on a large function costs tens of milliseconds. Where an index may
// be out of range, ask through these (`result_at` for a result), which
// test the count first.

/// Operand `index` of `op`, if in range (without melior's costly error).
pub fn operand<'c, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    (index < op.operand_count())
        .then(|| op.operand(index).ok())
        .flatten()
}

/// Result `index` of `op`, if in range (without melior's costly error).
pub fn result_at<'c, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    (index < op.result_count())
        .then(|| op.result(index).ok().map(Value::from))
        .flatten()
}

/// Region `index` of `op`, if in range (without melior's costly error).
pub fn region<'c, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<RegionRef<'c, 'a>> {
    (index < op.region_count())
        .then(|| op.region(index).ok())
        .flatten()
}

/// Argument `index` of `block`, if in range (without melior's costly
/// error).
pub fn argument<'c, 'a>(block: &BlockRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    (index < block.argument_count())
        .then(|| block.argument(index).ok().map(Value::from))
        .flatten()
}

/// The ops of `block`, in order.
pub fn block_ops<'c, 'a>(block: melior::ir::BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut next = block.first_operation();
    while let Some(o) = next {
        next = o.next_in_block();
        ops.push(o);
    }
    ops
}

/// Sets the attribute `name` of `op` to the `i64` `value`.
pub fn set_integer_attribute(op: OperationRef, name: &str, value: i64) {
    let name_ref = mlir_sys::MlirStringRef {
        data: name.as_ptr().cast(),
        length: name.len(),
    };
    // SAFETY: `op` is live; the name is copied by MLIR during the call.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(op.to_raw());
        let i64_type = mlir_sys::mlirIntegerTypeGet(context, 64);
        let attribute = mlir_sys::mlirIntegerAttrGet(i64_type, value);
        mlir_sys::mlirOperationSetDiscardableAttributeByName(op.to_raw(), name_ref, attribute);
    }
}

/// Sets the attribute `name` of `op` (inherent or discardable) to `value`.
pub fn set_attribute(op: OperationRef, name: &str, value: melior::ir::Attribute) {
    use melior::ir::attribute::AttributeLike;
    // SAFETY: `op` and `value` are live; the name is copied by MLIR during
    // the call.
    unsafe {
        mlir_sys::mlirOperationSetAttributeByName(op.to_raw(), string_ref(name), value.to_raw());
    }
}

/// Sets the discardable unit attribute `name` of `op`.
pub fn set_unit_attribute(op: OperationRef, name: &str) {
    // SAFETY: `op` is live; the name is copied by MLIR during the call.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(op.to_raw());
        let attribute = mlir_sys::mlirUnitAttrGet(context);
        mlir_sys::mlirOperationSetDiscardableAttributeByName(
            op.to_raw(),
            string_ref(name),
            attribute,
        );
    }
}

/// Sets the discardable string attribute `name` of `op` to `text`.
pub fn set_string_attribute(op: OperationRef, name: &str, text: &str) {
    let name_ref = mlir_sys::MlirStringRef {
        data: name.as_ptr().cast(),
        length: name.len(),
    };
    let text_ref = mlir_sys::MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    };
    // SAFETY: `op` is live; the strings are copied by MLIR during the calls.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(op.to_raw());
        let attribute = mlir_sys::mlirStringAttrGet(context, text_ref);
        mlir_sys::mlirOperationSetDiscardableAttributeByName(op.to_raw(), name_ref, attribute);
    }
}

/// Removes the discardable attribute `name` of `op` (if present).
pub fn remove_attribute(op: OperationRef, name: &str) {
    let name_ref = mlir_sys::MlirStringRef {
        data: name.as_ptr().cast(),
        length: name.len(),
    };
    // SAFETY: `op` is live; the name is read during the call.
    unsafe {
        mlir_sys::mlirOperationRemoveDiscardableAttributeByName(op.to_raw(), name_ref);
    }
}

/// `file:line:col` of a file location, or MLIR's printed form of another.
pub fn location_text(location: Location) -> String {
    if !location.is_file_line_col_range() {
        return location.to_string();
    }
    format!(
        "{}:{}:{}",
        location
            .file_line_col_range_filename()
            .as_string_ref()
            .as_str()
            .unwrap_or("?"),
        location.file_line_col_range_start_line(),
        location.file_line_col_range_start_column()
    )
}

/// The outermost op around `op` (the module).
pub fn top_level<'c, 'a>(op: OperationRef<'c, 'a>) -> OperationRef<'c, 'a> {
    let mut top = op;
    while let Some(parent) = top.parent_operation() {
        top = parent;
    }
    top
}

/// The `sym_name` of a symbol op such as `func.func`.
pub fn symbol_name(op: &OperationRef) -> Option<String> {
    hyperoffload_dialect::string_value(op.attribute("sym_name").ok()?)
}

/// Whether a symbol op is public: it has no `sym_visibility`, or "public".
pub fn is_public(op: &OperationRef) -> bool {
    op.attribute("sym_visibility")
        .ok()
        .and_then(hyperoffload_dialect::string_value)
        .is_none_or(|v| v == "public")
}

/// The `func.call` ops of the module around `function` that call it.
pub fn calls_of<'c, 'a>(function: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let Some(name) = symbol_name(&function) else {
        return Vec::new();
    };
    let callee = format!("@{name}");
    collect_ops(top_level(function), |op| {
        op_name(op) == "func.call"
            && op
                .attribute("callee")
                .is_ok_and(|a| a.to_string() == callee)
    })
}

/// The names the printer gives values within one op (a function): `%0`,
/// `%3#1`, `%arg2`, for diagnostics that name a value.
pub struct ValueNames {
    state: mlir_sys::MlirAsmState,
}

impl ValueNames {
    /// Numbers the values of `op` as printing `op` does (for a function,
    /// as in the printed module: its body is numbered on its own).
    pub fn new(op: &OperationRef) -> Self {
        // SAFETY: `op` is live; the flags are copied into the state and
        // destroyed right after.
        let state = unsafe {
            let flags = mlir_sys::mlirOpPrintingFlagsCreate();
            mlir_sys::mlirOpPrintingFlagsUseLocalScope(flags);
            let state = mlir_sys::mlirAsmStateCreateForOperation(op.to_raw(), flags);
            mlir_sys::mlirOpPrintingFlagsDestroy(flags);
            state
        };
        Self { state }
    }

    /// The name of `value`, which must be defined within the op.
    pub fn name(&self, value: Value) -> String {
        unsafe extern "C" fn append(text: mlir_sys::MlirStringRef, data: *mut std::ffi::c_void) {
            // SAFETY: `data` is the `Vec<u8>` passed below, and `text` is
            // valid for the duration of the call.
            unsafe {
                let bytes = std::slice::from_raw_parts(text.data.cast::<u8>(), text.length);
                (*data.cast::<Vec<u8>>()).extend_from_slice(bytes);
            }
        }
        let mut bytes: Vec<u8> = Vec::new();
        // SAFETY: the value and the state are live; the callback only
        // appends to `bytes`, which outlives the call.
        unsafe {
            mlir_sys::mlirValuePrintAsOperand(
                value.to_raw(),
                self.state,
                Some(append),
                (&mut bytes as *mut Vec<u8>).cast(),
            );
        }
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl Drop for ValueNames {
    fn drop(&mut self) {
        // SAFETY: the state was created by `new` and is destroyed once.
        unsafe { mlir_sys::mlirAsmStateDestroy(self.state) }
    }
}
