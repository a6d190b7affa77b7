//! `convert-cann-to-llvm`: lowers each `cann` op to an `llvm.call` of its
//! ACL function, with the function's real C signature (`aclError` = `i32`,
//! `size_t` = `i64`, enums `i32`, handles and pointers `!llvm.ptr`), and
//! checks every returned code.
//!
//! - Handles (`!cann.stream`, `!cann.event`) become `!llvm.ptr`, also in
//!   function signatures and calls.
//! - `create_stream`, `create_event`, `malloc` and `malloc_host` pass an
//!   out-parameter (an `llvm.alloca` at the function's entry) and load the
//!   handle or pointer from it after the call.
//! - A memref operand is passed as its aligned pointer
//!   (`memref.extract_aligned_pointer_as_index`, `arith.index_cast`,
//!   `llvm.inttoptr`). A memref result is a memref descriptor built around
//!   the pointer (allocated = aligned = the pointer, offset 0, static sizes,
//!   identity strides), cast to the memref type with
//!   `builtin.unrealized_conversion_cast`; `finalize-memref-to-llvm` and
//!   `reconcile-unrealized-casts` fold the pairs. Sizes (`size_t`) are the
//!   element count times the element's byte width, so only static shapes,
//!   identity layouts and the default memory space are accepted.
//! - After each call, `llvm.call @hyperoffload_acl_check(%rc, message)`, a
//!   function defined once per module that, unless `%rc` is 0, calls
//!   `dprintf(2, message, %rc)` and `abort()`; the message names the ACL
//!   function and the op's source location. The calling blocks stay whole.
//!
//! Each ACL function, `dprintf` and `abort` is declared once per module.
//! Runs on the module. Refused at the op, before anything is rewritten:
//! offload ops (run `convert-offload-to-cann` first), buffers the lowering
//! cannot size, and handles carried by ops other than cann and func ops.
//! Ops of other dialects are left alone. Guarantees: no cann op or type is
//! left.

use std::collections::HashMap;

use hyperoffload_dialect::{CannOp, OffloadOp};
use melior::ir::{
    Attribute, BlockLike, Identifier, Location, Operation, Region, Type, TypeLike, Value,
    ValueLike,
    attribute::{
        DenseI32ArrayAttribute, DenseI64ArrayAttribute, FlatSymbolRefAttribute, IntegerAttribute,
        StringAttribute, TypeAttribute,
    },
    operation::{OperationBuilder, OperationLike, OperationRef},
    r#type::{DimSize, IntegerType, MemRefType, ShapedTypeLike},
};

use crate::{
    PassDef, PassResult,
    ir::{self, collect_ops, erase, first_block, op_name, replace_all_uses},
    lowering::{self, llvm_buffers},
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "convert-cann-to-llvm",
    name: "ConvertCannToLlvm",
    summary: "Lower cann ops to checked llvm.call of the ACL runtime functions",
    description: "Each cann op becomes an llvm.call of its ACL function with the real C signature \
        (aclError i32, size_t i64, enums i32, handles and pointers !llvm.ptr), declared once per \
        module; out-parameters go through an llvm.alloca, memref operands pass their aligned \
        pointer, memref results are descriptors cast back with builtin.unrealized_conversion_cast. \
        Every return code goes to one check function per module (hyperoffload_acl_check): unless \
        it is ACL_SUCCESS (0) it prints the ACL function, the code and the op's source location to \
        stderr (dprintf) and aborts. \
        !cann.stream and !cann.event become !llvm.ptr, also in signatures and calls. Offload ops, \
        buffers without a static shape, identity layout and default memory space, and handles \
        carried by other ops are errors at the op. No cann op or type is left; follow with \
        finalize-memref-to-llvm and reconcile-unrealized-casts.",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> PassResult {
    // Everything is checked before anything is rewritten.
    if let Some(op) = collect_ops(root, |op| OffloadOp::of(op).is_some()).first() {
        return Err(ir::error(
            op.location(),
            &format!(
                "'{}' is an offload op; run convert-offload-to-cann first",
                op_name(op)
            ),
        ));
    }
    let ops = collect_ops(root, |op| CannOp::of(op).is_some());
    for op in &ops {
        check_buffers(*op)?;
    }
    check_handles(root)?;
    ir::load_dialects(&root, &["llvm", "scf", "arith", "memref"]);
    let Some(module_body) = first_block(&root) else {
        return Ok(());
    };
    let location = root.location();
    let context = location.context();
    // SAFETY: `context` (the reference) outlives every use in this function.
    let context = unsafe { context.to_ref() };
    let ptr = Type::parse(context, "!llvm.ptr").expect("the llvm dialect is loaded");
    lowering::convert_signatures(root, |t| is_handle(t).then_some(ptr));
    let mut module = ModuleSymbols::new(module_body);
    for op in &ops {
        lower(*op, &mut module);
    }
    for op in ops.into_iter().rev() {
        erase(op);
    }
    debug_assert!(
        collect_ops(root, |op| CannOp::of(op).is_some()).is_empty(),
        "a cann op is left"
    );
    Ok(())
}

/// Whether `t` is `!cann.stream` or `!cann.event`.
fn is_handle(t: Type) -> bool {
    matches!(
        t.to_string().as_str(),
        "!cann.stream" | "!cann.event" | "!cann.mem_handle"
    )
}

/// Refuses memref operands and results the lowering cannot size.
fn check_buffers(op: OperationRef) -> PassResult {
    let types = op
        .operands()
        .map(|v| v.r#type())
        .chain(op.results().map(|v| v.r#type()));
    for t in types {
        if let Ok(memref) = MemRefType::try_from(t)
            && let Err(why) = buffer_layout(memref)
        {
            return Err(ir::error(
                op.location(),
                &format!(
                    "cannot lower '{}' on {t}: {why}; convert-cann-to-llvm passes a buffer as one pointer and its byte size",
                    op_name(&op)
                ),
            ));
        }
    }
    Ok(())
}

/// Refuses handles carried by ops this lowering does not convert (their
/// types would be left behind).
fn check_handles(root: OperationRef) -> PassResult {
    let carriers = collect_ops(root, |op| {
        CannOp::of(op).is_none()
            && !matches!(
                op_name(op).as_str(),
                "func.func" | "func.call" | "func.return"
            )
            && op
                .operands()
                .map(|v| v.r#type())
                .chain(op.results().map(|v| v.r#type()))
                .any(is_handle)
    });
    match carriers.first() {
        None => Ok(()),
        Some(op) => Err(ir::error(
            op.location(),
            &format!(
                "'{}' carries a cann stream or event; convert-cann-to-llvm converts handles in cann ops, function signatures and calls only",
                op_name(op)
            ),
        )),
    }
}

/// The static shape and element byte width of a buffer, or why it has
/// none.
struct BufferLayout {
    shape: Vec<i64>,
    element_bytes: i64,
}

impl BufferLayout {
    fn bytes(&self) -> i64 {
        self.shape.iter().product::<i64>() * self.element_bytes
    }
}

fn buffer_layout(memref: MemRefType) -> Result<BufferLayout, String> {
    let mut shape = Vec::new();
    for d in 0..memref.rank() {
        match memref.dim_size(d) {
            Ok(DimSize::Static(n)) => shape.push(n as i64),
            _ => return Err("its shape is not static".into()),
        }
    }
    if !ir::has_identity_layout(memref) {
        return Err("its layout is not the identity".into());
    }
    if memref.memory_space().is_some() {
        return Err("it is not in the default memory space".into());
    }
    let element = memref.element();
    let bits = if element.is_index() {
        64
    } else if let Ok(integer) = IntegerType::try_from(element) {
        integer.width() as i64
    } else {
        match ir::float_width(element) {
            Some(width) => width as i64,
            None => return Err(format!("its element type {element} has no byte width here")),
        }
    };
    Ok(BufferLayout {
        shape,
        element_bytes: (bits + 7) / 8,
    })
}

/// The C signature of an ACL function (or of a libc function the checks
/// call), as an LLVM function type.
fn signature(function: &str) -> &'static str {
    match function {
        "aclrtCreateStream"
        | "aclrtCreateEvent"
        | "aclrtDestroyStream"
        | "aclrtSynchronizeStream"
        | "aclrtDestroyEvent"
        | "aclrtSynchronizeEvent"
        | "aclrtFree"
        | "aclrtFreeHost"
        | "aclrtReleaseMemAddress"
        | "aclrtFreePhysical"
        | "aclrtUnmapMem" => "!llvm.func<i32 (ptr)>",
        "aclrtReserveMemAddress" | "aclrtMapMem" => "!llvm.func<i32 (ptr, i64, i64, ptr, i64)>",
        "aclrtMallocPhysical" => "!llvm.func<i32 (ptr, i64, ptr, i64)>",
        "aclrtRecordEvent" | "aclrtStreamWaitEvent" => "!llvm.func<i32 (ptr, ptr)>",
        "aclrtMalloc" => "!llvm.func<i32 (ptr, i64, i32)>",
        "aclrtMallocHost" => "!llvm.func<i32 (ptr, i64)>",
        "aclrtMemcpyAsync" => "!llvm.func<i32 (ptr, i64, ptr, i64, i32, ptr)>",
        "dprintf" => "!llvm.func<i32 (i32, ptr, ...)>",
        "abort" => "!llvm.func<void ()>",
        other => unreachable!("no signature for {other}"),
    }
}

/// `aclrtMemMallocPolicy` values (docs/dialect/cann.md).
fn policy_value(policy: &str) -> i64 {
    match policy {
        "huge_first" => 0,
        "huge_only" => 1,
        "normal_only" => 2,
        other => unreachable!("the verifier accepts no policy '{other}'"),
    }
}

/// `aclrtMemcpyKind` values (docs/dialect/cann.md).
fn kind_value(kind: &str) -> i64 {
    match kind {
        "host_to_host" => 0,
        "host_to_device" => 1,
        "device_to_host" => 2,
        "device_to_device" => 3,
        other => unreachable!("the verifier accepts no kind '{other}'"),
    }
}

/// The module's symbols this pass adds: function declarations and message
/// strings, each made once.
struct ModuleSymbols<'c, 'a> {
    body: melior::ir::BlockRef<'c, 'a>,
    declared: Vec<String>,
    messages: HashMap<String, String>,
    last_message: Option<OperationRef<'c, 'a>>,
    taken: Vec<String>,
}

impl<'c, 'a> ModuleSymbols<'c, 'a> {
    fn new(body: melior::ir::BlockRef<'c, 'a>) -> Self {
        let mut taken = Vec::new();
        let mut next = body.first_operation();
        while let Some(op) = next {
            if let Some(name) = op
                .attribute("sym_name")
                .ok()
                .and_then(hyperoffload_dialect::string_value)
            {
                taken.push(name);
            }
            next = op.next_in_block();
        }
        Self {
            body,
            declared: Vec::new(),
            messages: HashMap::new(),
            last_message: None,
            taken,
        }
    }

    /// Declares `function` (once) and returns its name.
    fn declare(&mut self, location: Location<'c>, function: &str) -> String {
        if self.declared.iter().any(|f| f == function) {
            return function.to_owned();
        }
        self.declared.push(function.to_owned());
        if self.taken.iter().any(|f| f == function) {
            // Declared by the input already (or by an earlier run).
            return function.to_owned();
        }
        self.body
            .append_operation(super::llvm_buffers::external_function(
                location,
                function,
                signature(function),
            ));
        self.taken.push(function.to_owned());
        function.to_owned()
    }

    /// Defines (once) the check every ACL call goes through and returns its
    /// name: `@hyperoffload_acl_check(%rc, %message)` prints the message
    /// with the code to stderr and aborts when `%rc` is not ACL_SUCCESS (0).
    /// One function keeps the calling blocks whole: an inline branch per
    /// call made `convert-scf-to-cf` split the body's block a thousand
    /// times on a training step.
    fn checker(&mut self, location: Location<'c>) -> &'static str {
        const NAME: &str = "hyperoffload_acl_check";
        let dprintf = self.declare(location, "dprintf");
        let abort = self.declare(location, "abort");
        if self.taken.iter().any(|f| f == NAME) {
            return NAME;
        }
        let text = format!(
            r#"module {{
  llvm.func @{dprintf}(i32, !llvm.ptr, ...) -> i32
  llvm.func @{abort}()
  llvm.func internal @{NAME}(%rc: i32, %message: !llvm.ptr) {{
    %zero = llvm.mlir.constant(0 : i32) : i32
    %fail = llvm.icmp "ne" %rc, %zero : i32
    llvm.cond_br %fail weights([0, 1]), ^fail, ^ok
  ^fail:
    %stderr = llvm.mlir.constant(2 : i32) : i32
    %n = llvm.call @{dprintf}(%stderr, %message, %rc) vararg(!llvm.func<i32 (i32, ptr, ...)>) : (i32, !llvm.ptr, i32) -> i32
    llvm.call @{abort}() : () -> ()
    llvm.unreachable
  ^ok:
    llvm.return
  }}
}}"#
        );
        let context = location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        let parsed = melior::ir::Module::parse(context, &text).expect("the check function parses");
        let body = parsed.body();
        let mut next = body.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            if op
                .attribute("sym_name")
                .is_ok_and(|n| n.to_string() == format!("\"{NAME}\""))
            {
                self.body.append_operation(ir::clone_op(op));
            }
        }
        self.taken.push(NAME.to_owned());
        NAME
    }

    /// A private constant global holding `text` and a NUL; returns its name.
    fn message(&mut self, location: Location<'c>, text: &str) -> String {
        if let Some(name) = self.messages.get(text) {
            return name.clone();
        }
        let mut index = self.messages.len();
        let name = loop {
            let candidate = format!("__cann_error_{index}");
            if !self.taken.contains(&candidate) {
                break candidate;
            }
            index += 1;
        };
        let context = location.context();
        // SAFETY: `context` (the reference) outlives every use below.
        let context = unsafe { context.to_ref() };
        let bytes = format!("{text}\0");
        let global_type = Type::parse(context, &format!("!llvm.array<{} x i8>", bytes.len()))
            .expect("an array type");
        let global = OperationBuilder::new("llvm.mlir.global", location)
            .add_attributes(&[
                (
                    Identifier::new(context, "sym_name"),
                    StringAttribute::new(context, &name).into(),
                ),
                (
                    Identifier::new(context, "global_type"),
                    TypeAttribute::new(global_type).into(),
                ),
                (
                    Identifier::new(context, "linkage"),
                    Attribute::parse(context, "#llvm.linkage<internal>").expect("a linkage"),
                ),
                (
                    Identifier::new(context, "constant"),
                    Attribute::unit(context),
                ),
                (
                    Identifier::new(context, "value"),
                    StringAttribute::new(context, &bytes).into(),
                ),
            ])
            .add_regions([Region::new()])
            .build()
            .expect("llvm.mlir.global of a string");
        // At the top of the module, in the order they are made.
        let placed = match (self.last_message, self.body.first_operation()) {
            (Some(last), _) => self.body.insert_operation_after(last, global),
            (None, Some(first)) => self.body.insert_operation_before(first, global),
            (None, None) => self.body.append_operation(global),
        };
        self.last_message = Some(placed);
        self.taken.push(name.clone());
        self.messages.insert(text.to_owned(), name.clone());
        name
    }
}

/// The source location of an op as `file:line:col` (or MLIR's printed
/// form for other kinds of location), escaped for a printf format.
fn location_text(location: Location) -> String {
    crate::ir::location_text(location).replace('%', "%%")
}

/// Builds ops before one `cann` op.
struct Emitter<'c, 'a> {
    op: OperationRef<'c, 'a>,
    block: melior::ir::BlockRef<'c, 'a>,
    location: Location<'c>,
    context: &'c melior::Context,
}

impl<'c, 'a> Emitter<'c, 'a> {
    fn insert(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        self.block.insert_operation_before(self.op, op)
    }

    fn value(&self, op: Operation<'c>) -> Value<'c, 'a> {
        self.insert(op).result(0).expect("one result").into()
    }

    fn ptr_type(&self) -> Type<'c> {
        Type::parse(self.context, "!llvm.ptr").expect("the llvm dialect is loaded")
    }

    fn constant(&self, bits: u32, value: i64) -> Value<'c, 'a> {
        let t = IntegerType::new(self.context, bits).into();
        self.value(constant_op(self.context, self.location, t, value))
    }

    /// `llvm.call @function(args)`, returning the `aclError`.
    fn call(
        &self,
        module: &mut ModuleSymbols<'c, '_>,
        function: &str,
        args: &[Value<'c, 'a>],
    ) -> Value<'c, 'a> {
        let name = module.declare(self.location, function);
        let i32_type = IntegerType::new(self.context, 32).into();
        self.value(call_op(
            self.context,
            self.location,
            &name,
            args,
            Some(i32_type),
            None,
        ))
    }

    /// `aclError` check: `@hyperoffload_acl_check(%rc, message)`, which
    /// prints the message with the code and aborts unless the code is 0.
    fn check(&self, module: &mut ModuleSymbols<'c, '_>, function: &str, rc: Value<'c, 'a>) {
        let message = module.message(
            self.location,
            &format!(
                "hyperoffload: {function} failed with aclError %d at {}\n",
                location_text(self.location)
            ),
        );
        let checker = module.checker(self.location);
        let address = self.value(
            OperationBuilder::new("llvm.mlir.addressof", self.location)
                .add_attributes(&[(
                    Identifier::new(self.context, "global_name"),
                    FlatSymbolRefAttribute::new(self.context, &message).into(),
                )])
                .add_results(&[self.ptr_type()])
                .build()
                .expect("llvm.mlir.addressof"),
        );
        self.insert(call_op(
            self.context,
            self.location,
            checker,
            &[rc, address],
            None,
            None,
        ));
    }

    /// A call that writes a pointer through its first argument: the slot is
    /// an `llvm.alloca` at the function's entry; returns the loaded pointer.
    fn call_with_out_pointer(
        &self,
        module: &mut ModuleSymbols<'c, '_>,
        function: &str,
        args: &[Value<'c, 'a>],
    ) -> Value<'c, 'a> {
        let ptr = self.ptr_type();
        let slot = self.entry_slot();
        let mut all = vec![slot];
        all.extend_from_slice(args);
        let rc = self.call(module, function, &all);
        self.check(module, function, rc);
        self.value(
            OperationBuilder::new("llvm.load", self.location)
                .add_operands(&[slot])
                .add_results(&[ptr])
                .build()
                .expect("llvm.load"),
        )
    }

    /// A pointer-sized `llvm.alloca` at the start of the enclosing
    /// function's entry block (or before the op outside functions), so
    /// that a loop does not grow the stack.
    fn entry_slot(&self) -> Value<'c, 'a> {
        let ptr = self.ptr_type();
        let i64_type = IntegerType::new(self.context, 64).into();
        let one = constant_op(self.context, self.location, i64_type, 1);
        let alloca = |count: Value<'c, '_>| {
            OperationBuilder::new("llvm.alloca", self.location)
                .add_operands(&[count])
                .add_attributes(&[(
                    Identifier::new(self.context, "elem_type"),
                    TypeAttribute::new(ptr).into(),
                )])
                .add_results(&[ptr])
                .build()
                .expect("llvm.alloca")
        };
        let entry = enclosing_entry(self.op);
        match entry.and_then(|b| b.first_operation().map(|first| (b, first))) {
            Some((entry, first)) => {
                let one = entry.insert_operation_before(first, one);
                let slot = entry.insert_operation_before(
                    first,
                    alloca(one.result(0).expect("a constant").into()),
                );
                slot.result(0).expect("a pointer").into()
            }
            None => {
                let one = self.value(one);
                self.value(alloca(one))
            }
        }
    }

    /// A pointer to an `aclrtPhysicalMemProp` (an `llvm.alloca` at the
    /// function's entry, stored before the call) for device memory:
    /// `{ACL_MEM_HANDLE_TYPE_NONE (0), ACL_MEM_ALLOCATION_TYPE_PINNED (0),
    /// ACL_HBM_MEM_HUGE (4), {id 0, ACL_MEM_LOCATION_TYPE_DEVICE (1)}, 0}`.
    fn physical_mem_prop(&self) -> Value<'c, 'a> {
        let prop_type = Type::parse(
            self.context,
            "!llvm.struct<(i32, i32, i32, struct<(i32, i32)>, i64)>",
        )
        .expect("the aclrtPhysicalMemProp layout");
        let i64_type = IntegerType::new(self.context, 64).into();
        let one = constant_op(self.context, self.location, i64_type, 1);
        let alloca = |count: Value<'c, '_>| {
            OperationBuilder::new("llvm.alloca", self.location)
                .add_operands(&[count])
                .add_attributes(&[(
                    Identifier::new(self.context, "elem_type"),
                    TypeAttribute::new(prop_type).into(),
                )])
                .add_results(&[self.ptr_type()])
                .build()
                .expect("llvm.alloca")
        };
        let slot: Value = match enclosing_entry(self.op)
            .and_then(|b| b.first_operation().map(|first| (b, first)))
        {
            Some((entry, first)) => {
                let one = entry.insert_operation_before(first, one);
                entry
                    .insert_operation_before(first, alloca(one.result(0).expect("one").into()))
                    .result(0)
                    .expect("a pointer")
                    .into()
            }
            None => {
                let one = self.value(one);
                self.value(alloca(one))
            }
        };
        let mut prop = self.value(
            OperationBuilder::new("llvm.mlir.poison", self.location)
                .add_results(&[prop_type])
                .build()
                .expect("llvm.mlir.poison"),
        );
        let fields: [(&[i64], u32, i64); 6] = [
            (&[0], 32, 0),
            (&[1], 32, 0),
            (&[2], 32, 4),
            (&[3, 0], 32, 0),
            (&[3, 1], 32, 1),
            (&[4], 64, 0),
        ];
        for (position, bits, value) in fields {
            let value = self.constant(bits, value);
            prop = self.value(
                OperationBuilder::new("llvm.insertvalue", self.location)
                    .add_operands(&[prop, value])
                    .add_attributes(&[(
                        Identifier::new(self.context, "position"),
                        DenseI64ArrayAttribute::new(self.context, position).into(),
                    )])
                    .add_results(&[prop_type])
                    .build()
                    .expect("llvm.insertvalue"),
            );
        }
        self.insert(
            OperationBuilder::new("llvm.store", self.location)
                .add_operands(&[prop, slot])
                .build()
                .expect("llvm.store"),
        );
        slot
    }

    /// The same position as a pointer-level builder.
    fn at(&self) -> super::llvm_buffers::Builder<'c, 'a> {
        super::llvm_buffers::Builder {
            block: self.block,
            before: self.op,
            location: self.location,
        }
    }

    /// The aligned pointer of a memref, as `!llvm.ptr`.
    fn pointer_of(&self, buffer: Value<'c, 'a>) -> Value<'c, 'a> {
        self.at().pointer_of(buffer)
    }

    /// A memref of the static identity type `memref` around `pointer`.
    fn memref_at(&self, pointer: Value<'c, 'a>, memref: Type<'c>) -> Value<'c, 'a> {
        self.at().memref_at(pointer, memref)
    }
}

/// The entry block of the function holding `op`, if any.
fn enclosing_entry<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<melior::ir::BlockRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if op_name(&parent) == "func.func" {
            return first_block(&parent);
        }
        current = parent.parent_operation();
    }
    None
}

fn constant_op<'c>(
    context: &'c melior::Context,
    location: Location<'c>,
    t: Type<'c>,
    value: i64,
) -> Operation<'c> {
    OperationBuilder::new("llvm.mlir.constant", location)
        .add_attributes(&[(
            Identifier::new(context, "value"),
            IntegerAttribute::new(t, value).into(),
        )])
        .add_results(&[t])
        .build()
        .expect("llvm.mlir.constant")
}

/// `llvm.call @callee(args)`; `variadic` is the callee's type when it
/// takes variadic arguments.
fn call_op<'c>(
    context: &'c melior::Context,
    location: Location<'c>,
    callee: &str,
    args: &[Value<'c, '_>],
    result: Option<Type<'c>>,
    variadic: Option<&str>,
) -> Operation<'c> {
    let mut attributes = vec![
        (
            Identifier::new(context, "callee"),
            FlatSymbolRefAttribute::new(context, callee).into(),
        ),
        (
            Identifier::new(context, "operandSegmentSizes"),
            DenseI32ArrayAttribute::new(context, &[args.len() as i32, 0]).into(),
        ),
        (
            Identifier::new(context, "op_bundle_sizes"),
            DenseI32ArrayAttribute::new(context, &[]).into(),
        ),
    ];
    if let Some(variadic) = variadic {
        attributes.push((
            Identifier::new(context, "var_callee_type"),
            TypeAttribute::new(Type::parse(context, variadic).expect("a function type")).into(),
        ));
    }
    let mut builder = OperationBuilder::new("llvm.call", location)
        .add_operands(args)
        .add_attributes(&attributes);
    if let Some(result) = result {
        builder = builder.add_results(&[result]);
    }
    builder.build().expect("llvm.call")
}

/// Replaces one cann op by its checked call.
fn lower<'c, 'a>(op: OperationRef<'c, 'a>, module: &mut ModuleSymbols<'c, '_>) {
    let kind = CannOp::of(&op).expect("collected cann ops only");
    let location = op.location();
    let context = location.context();
    // SAFETY: `context` (the reference) outlives every use below.
    let context = unsafe { context.to_ref() };
    let emit = Emitter {
        op,
        block: op.block().expect("an op in a block"),
        location,
        context,
    };
    let function = kind.acl_function();
    let operand =
        |i: usize| -> Value<'c, 'a> { op.operand(i).expect("IRDL guarantees the operand") };
    let string = |name: &str| -> String {
        op.attribute(name)
            .ok()
            .and_then(hyperoffload_dialect::string_value)
            .expect("IRDL guarantees the attribute")
    };
    let integer = |name: &str| -> u64 {
        op.attribute(name)
            .ok()
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .map(|a| a.value() as u64)
            .expect("IRDL guarantees the attribute")
    };
    let layout_of = |t: Type<'c>| {
        buffer_layout(MemRefType::try_from(t).expect("a memref")).expect("checked before rewriting")
    };
    match kind {
        CannOp::CreateStream | CannOp::CreateEvent => {
            let handle = emit.call_with_out_pointer(module, function, &[]);
            replace_all_uses(op.result(0).expect("a handle").into(), handle);
        }
        CannOp::Malloc | CannOp::MallocHost => {
            let result = op.result(0).expect("a buffer");
            let layout = layout_of(result.r#type());
            let mut args = vec![emit.constant(64, layout.bytes())];
            if kind == CannOp::Malloc {
                args.push(emit.constant(32, policy_value(&string("policy"))));
            }
            let pointer = emit.call_with_out_pointer(module, function, &args);
            let buffer = emit.memref_at(pointer, result.r#type());
            replace_all_uses(result.into(), buffer);
        }
        CannOp::Free | CannOp::FreeHost => {
            let pointer = emit.pointer_of(operand(0));
            let rc = emit.call(module, function, &[pointer]);
            emit.check(module, function, rc);
        }
        CannOp::DestroyStream
        | CannOp::SynchronizeStream
        | CannOp::DestroyEvent
        | CannOp::SynchronizeEvent
        | CannOp::RecordEvent
        | CannOp::StreamWaitEvent => {
            let handles: Vec<Value> = (0..op.operand_count()).map(operand).collect();
            let rc = emit.call(module, function, &handles);
            emit.check(module, function, rc);
        }
        CannOp::ReserveMemAddress => {
            let result = op.result(0).expect("a buffer");
            let layout = layout_of(result.r#type());
            let null = emit.value(
                OperationBuilder::new("llvm.mlir.zero", location)
                    .add_results(&[emit.ptr_type()])
                    .build()
                    .expect("llvm.mlir.zero"),
            );
            let args = [
                emit.constant(64, layout.bytes()),
                emit.constant(64, 0),
                null,
                emit.constant(64, 0),
            ];
            let pointer = emit.call_with_out_pointer(module, function, &args);
            let buffer = emit.memref_at(pointer, result.r#type());
            replace_all_uses(result.into(), buffer);
        }
        CannOp::ReleaseMemAddress | CannOp::UnmapMem => {
            let mut pointer = emit.pointer_of(operand(0));
            if kind == CannOp::UnmapMem {
                pointer = llvm_buffers::Builder::before(op).offset(pointer, integer("offset"));
            }
            let rc = emit.call(module, function, &[pointer]);
            emit.check(module, function, rc);
        }
        CannOp::FreePhysical => {
            let rc = emit.call(module, function, &[operand(0)]);
            emit.check(module, function, rc);
        }
        CannOp::MallocPhysical => {
            let prop = emit.physical_mem_prop();
            let args = [
                emit.constant(64, integer("size") as i64),
                prop,
                emit.constant(64, 0),
            ];
            let handle = emit.call_with_out_pointer(module, function, &args);
            replace_all_uses(op.result(0).expect("a handle").into(), handle);
        }
        CannOp::MapMem => {
            let base = emit.pointer_of(operand(0));
            let pointer = llvm_buffers::Builder::before(op).offset(base, integer("offset"));
            let args = [
                pointer,
                emit.constant(64, integer("size") as i64),
                emit.constant(64, 0),
                operand(1),
                emit.constant(64, 0),
            ];
            let rc = emit.call(module, function, &args);
            emit.check(module, function, rc);
        }
        CannOp::MemcpyRangeAsync => {
            let (dst, src, stream) = (operand(0), operand(1), operand(2));
            let dst_bytes = layout_of(dst.r#type()).bytes();
            let (dst_offset, src_offset) = (integer("dst_offset"), integer("src_offset"));
            let at = llvm_buffers::Builder::before(op);
            let dst = at.offset(emit.pointer_of(dst), dst_offset);
            let dest_max = emit.constant(64, dst_bytes - dst_offset as i64);
            let src = at.offset(emit.pointer_of(src), src_offset);
            let count = emit.constant(64, integer("count") as i64);
            let copy_kind = emit.constant(32, kind_value(&string("kind")));
            let rc = emit.call(
                module,
                function,
                &[dst, dest_max, src, count, copy_kind, stream],
            );
            emit.check(module, function, rc);
        }
        CannOp::MemcpyAsync => {
            let (dst, src, stream) = (operand(0), operand(1), operand(2));
            let bytes = layout_of(dst.r#type()).bytes();
            let dst = emit.pointer_of(dst);
            let dest_max = emit.constant(64, bytes);
            let src = emit.pointer_of(src);
            let count = emit.constant(64, bytes);
            let copy_kind = emit.constant(32, kind_value(&string("kind")));
            let rc = emit.call(
                module,
                function,
                &[dst, dest_max, src, count, copy_kind, stream],
            );
            emit.check(module, function, rc);
        }
    }
}
