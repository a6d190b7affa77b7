//! Buffers as pointers, for the lowerings that call runtime functions on
//! parts of buffers (the chunk ops): the aligned pointer of a memref, a
//! pointer at a byte offset, a memref of a static identity type around a
//! pointer (its LLVM descriptor cast back with
//! `builtin.unrealized_conversion_cast`, which `finalize-memref-to-llvm`
//! and `reconcile-unrealized-casts` fold), and `llvm.call`s of functions
//! declared once per module.

use melior::ir::{
    Attribute, BlockLike, BlockRef, Identifier, Location, Operation, Region, Type, TypeLike, Value,
    ValueLike,
    attribute::{
        DenseI32ArrayAttribute, DenseI64ArrayAttribute, FlatSymbolRefAttribute, IntegerAttribute,
        StringAttribute, TypeAttribute,
    },
    operation::{OperationBuilder, OperationLike, OperationRef},
    r#type::{DimSize, IntegerType, MemRefType, ShapedTypeLike},
};

use crate::ir;

/// The byte width of a memref's element type (`None`: not a number).
pub fn element_bytes(memref: MemRefType) -> Option<u64> {
    let element = memref.element();
    let bits = if element.is_index() {
        64
    } else if let Ok(integer) = IntegerType::try_from(element) {
        integer.width()
    } else {
        ir::float_width(element)?
    };
    Some(u64::from(bits).div_ceil(8))
}

/// The static shape of a memref, if it has one.
pub fn static_shape(memref: MemRefType) -> Option<Vec<i64>> {
    (0..memref.rank())
        .map(|d| match memref.dim_size(d) {
            Ok(DimSize::Static(n)) => Some(n as i64),
            _ => None,
        })
        .collect()
}

/// The byte size of a static, identity-layout memref type.
pub fn byte_size(t: Type) -> Option<u64> {
    let memref = MemRefType::try_from(t).ok()?;
    let shape = static_shape(memref)?;
    Some(shape.iter().map(|&n| n as u64).product::<u64>() * element_bytes(memref)?)
}

/// `memref<n x E>` for the element type of `buffer_type`.
pub fn chunk_type<'c>(buffer_type: Type<'c>, length: u64) -> Type<'c> {
    let memref = MemRefType::try_from(buffer_type).expect("a memref");
    let context = buffer_type.context();
    // SAFETY: the context outlives the IR it holds.
    let context = unsafe { context.to_ref() };
    Type::parse(context, &format!("memref<{length}x{}>", memref.element()))
        .expect("a 1-D memref type")
}

/// Inserts ops before `before` in its block.
#[derive(Clone, Copy)]
pub struct Builder<'c, 'a> {
    pub block: BlockRef<'c, 'a>,
    pub before: OperationRef<'c, 'a>,
    pub location: Location<'c>,
}

impl<'c, 'a> Builder<'c, 'a> {
    /// A builder of ops before `op`, at its location.
    pub fn before(op: OperationRef<'c, 'a>) -> Self {
        Builder {
            block: op.block().expect("an op in a block"),
            before: op,
            location: op.location(),
        }
    }

    pub fn insert(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        self.block.insert_operation_before(self.before, op)
    }

    pub fn value(&self, op: Operation<'c>) -> Value<'c, 'a> {
        self.insert(op).result(0).expect("one result").into()
    }

    pub fn ptr_type(&self) -> Type<'c> {
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        Type::parse(context, "!llvm.ptr").expect("the llvm dialect is loaded")
    }

    /// `llvm.mlir.constant(value : iN)`.
    pub fn constant(&self, bits: u32, value: i64) -> Value<'c, 'a> {
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        let t: Type = IntegerType::new(context, bits).into();
        self.value(
            OperationBuilder::new("llvm.mlir.constant", self.location)
                .add_attributes(&[(
                    Identifier::new(context, "value"),
                    IntegerAttribute::new(t, value).into(),
                )])
                .add_results(&[t])
                .build()
                .expect("llvm.mlir.constant"),
        )
    }

    /// The aligned pointer of a memref, as `!llvm.ptr`.
    pub fn pointer_of(&self, buffer: Value<'c, 'a>) -> Value<'c, 'a> {
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        let index = Type::index(context);
        let i64_type = IntegerType::new(context, 64).into();
        let address = self.value(
            OperationBuilder::new("memref.extract_aligned_pointer_as_index", self.location)
                .add_operands(&[buffer])
                .add_results(&[index])
                .build()
                .expect("memref.extract_aligned_pointer_as_index"),
        );
        let address = self.value(
            OperationBuilder::new("arith.index_cast", self.location)
                .add_operands(&[address])
                .add_results(&[i64_type])
                .build()
                .expect("arith.index_cast"),
        );
        self.value(
            OperationBuilder::new("llvm.inttoptr", self.location)
                .add_operands(&[address])
                .add_results(&[self.ptr_type()])
                .build()
                .expect("llvm.inttoptr"),
        )
    }

    /// `pointer + bytes` (`llvm.getelementptr` over `i8`, with the byte
    /// count as an `i64` operand).
    pub fn offset(&self, pointer: Value<'c, 'a>, bytes: u64) -> Value<'c, 'a> {
        if bytes == 0 {
            return pointer;
        }
        self.offset_by(pointer, self.constant(64, bytes as i64))
    }

    /// `pointer + bytes` for a byte count `bytes` known at run time (an
    /// `i64`).
    pub fn offset_by(&self, pointer: Value<'c, 'a>, bytes: Value<'c, 'a>) -> Value<'c, 'a> {
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        let i8_type: Type = IntegerType::new(context, 8).into();
        // i32::MIN marks the index as the dynamic operand (LLVM's
        // GEPOp::kDynamicIndex).
        self.value(
            OperationBuilder::new("llvm.getelementptr", self.location)
                .add_operands(&[pointer, bytes])
                .add_results(&[self.ptr_type()])
                .add_attributes(&[
                    (
                        Identifier::new(context, "rawConstantIndices"),
                        DenseI32ArrayAttribute::new(context, &[i32::MIN]).into(),
                    ),
                    (
                        Identifier::new(context, "elem_type"),
                        TypeAttribute::new(i8_type).into(),
                    ),
                ])
                .build()
                .expect("llvm.getelementptr"),
        )
    }

    /// Slice `index` (an `index` value) of the stack `buffer` as a memref
    /// of the static identity type `slice`: the bytes [index * S, (index +
    /// 1) * S) of its buffer, S the byte size of `slice`.
    pub fn slice_view(
        &self,
        buffer: Value<'c, 'a>,
        index: Value<'c, 'a>,
        slice: Type<'c>,
    ) -> Value<'c, 'a> {
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        let i64_type: Type = IntegerType::new(context, 64).into();
        let bytes = byte_size(slice).expect("a static identity slice type");
        let index = self.value(
            OperationBuilder::new("arith.index_cast", self.location)
                .add_operands(&[index])
                .add_results(&[i64_type])
                .build()
                .expect("arith.index_cast"),
        );
        let size = self.constant(64, bytes as i64);
        let start = self.value(
            OperationBuilder::new("llvm.mul", self.location)
                .add_operands(&[index, size])
                .add_results(&[i64_type])
                .build()
                .expect("llvm.mul"),
        );
        let pointer = self.offset_by(self.pointer_of(buffer), start);
        self.memref_at(pointer, slice)
    }

    /// A memref of the static identity type `memref` around `pointer`: its
    /// descriptor (allocated = aligned = `pointer`, offset 0, static sizes,
    /// identity strides) cast to the memref type.
    pub fn memref_at(&self, pointer: Value<'c, 'a>, memref: Type<'c>) -> Value<'c, 'a> {
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        let shape =
            static_shape(MemRefType::try_from(memref).expect("a memref")).expect("a static shape");
        let rank = shape.len();
        let descriptor_type = Type::parse(
            context,
            &if rank == 0 {
                "!llvm.struct<(ptr, ptr, i64)>".to_owned()
            } else {
                format!("!llvm.struct<(ptr, ptr, i64, array<{rank} x i64>, array<{rank} x i64>)>")
            },
        )
        .expect("a descriptor type");
        let mut descriptor = self.value(
            OperationBuilder::new("llvm.mlir.poison", self.location)
                .add_results(&[descriptor_type])
                .build()
                .expect("llvm.mlir.poison"),
        );
        let mut strides = vec![1i64; rank];
        for d in (0..rank.saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * shape[d + 1];
        }
        let mut fields: Vec<(Vec<i64>, Value<'c, 'a>)> = vec![
            (vec![0], pointer),
            (vec![1], pointer),
            (vec![2], self.constant(64, 0)),
        ];
        for (d, (&size, &stride)) in shape.iter().zip(&strides).enumerate() {
            fields.push((vec![3, d as i64], self.constant(64, size)));
            fields.push((vec![4, d as i64], self.constant(64, stride)));
        }
        for (position, value) in fields {
            descriptor = self.value(
                OperationBuilder::new("llvm.insertvalue", self.location)
                    .add_operands(&[descriptor, value])
                    .add_attributes(&[(
                        Identifier::new(context, "position"),
                        DenseI64ArrayAttribute::new(context, &position).into(),
                    )])
                    .add_results(&[descriptor_type])
                    .build()
                    .expect("llvm.insertvalue"),
            );
        }
        self.cast(descriptor, memref)
    }

    /// `builtin.unrealized_conversion_cast %value : T to to`.
    pub fn cast(&self, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
        self.value(
            OperationBuilder::new("builtin.unrealized_conversion_cast", self.location)
                .add_operands(&[value])
                .add_results(&[to])
                .build()
                .expect("builtin.unrealized_conversion_cast"),
        )
    }

    /// `length` elements of `buffer` from element `offset`, as an identity
    /// `memref<length x E>` (a pointer view, not a `memref.subview`: the
    /// runtime copies take identity layouts only).
    pub fn chunk_view(&self, buffer: Value<'c, 'a>, offset: u64, length: u64) -> Value<'c, 'a> {
        let memref = MemRefType::try_from(buffer.r#type()).expect("a memref");
        let bytes = element_bytes(memref).expect("a numeric element type");
        let base = self.pointer_of(buffer);
        let pointer = self.offset(base, offset * bytes);
        self.memref_at(pointer, chunk_type(buffer.r#type(), length))
    }

    /// Sets every byte of the static identity memref `buffer` to zero
    /// ([`MEMSET`], declared in the module).
    pub fn zero(&self, buffer: Value<'c, 'a>) {
        let bytes = byte_size(buffer.r#type()).expect("a static identity memref");
        let pointer = self.pointer_of(buffer);
        let (zero, size) = (self.constant(32, 0), self.constant(64, bytes as i64));
        self.call(MEMSET.0, &[pointer, zero, size], Some(self.ptr_type()));
    }

    /// `llvm.call @callee(args)` of a function `declare`d in the module.
    pub fn call(
        &self,
        callee: &str,
        args: &[Value<'c, 'a>],
        result: Option<Type<'c>>,
    ) -> Option<Value<'c, 'a>> {
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this function.
        let context = unsafe { context.to_ref() };
        let attributes = [
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
        let mut builder = OperationBuilder::new("llvm.call", self.location)
            .add_operands(args)
            .add_attributes(&attributes);
        if let Some(result) = result {
            builder = builder.add_results(&[result]);
        }
        let call = self.insert(builder.build().expect("llvm.call"));
        crate::ir::result_at(&call, 0)
    }
}

/// The C library's `memset`, which zero-fills the stacks in a tier that
/// loops store slices into (`offload.remote_stack`).
pub const MEMSET: (&str, &str) = ("memset", "!llvm.func<ptr (ptr, i32, i64)>");

/// Declares `llvm.func @name` of type `signature` (an `!llvm.func<...>`)
/// at the end of `module_body`, unless a symbol of that name exists.
pub fn declare(module_body: BlockRef, location: Location, name: &str, signature: &str) {
    let mut next = module_body.first_operation();
    while let Some(op) = next {
        if op
            .attribute("sym_name")
            .ok()
            .and_then(hyperoffload_dialect::string_value)
            .is_some_and(|n| n == name)
        {
            return;
        }
        next = op.next_in_block();
    }
    module_body.append_operation(external_function(location, name, signature));
}

/// `llvm.func @name` of type `signature` (an `!llvm.func<...>`), external
/// and without a body.
pub fn external_function<'c>(location: Location<'c>, name: &str, signature: &str) -> Operation<'c> {
    let context = location.context();
    // SAFETY: the context outlives the IR it holds.
    let context = unsafe { context.to_ref() };
    let function_type = Type::parse(context, signature).expect("an LLVM function type");
    OperationBuilder::new("llvm.func", location)
        .add_attributes(&[
            (
                Identifier::new(context, "sym_name"),
                StringAttribute::new(context, name).into(),
            ),
            (
                Identifier::new(context, "function_type"),
                TypeAttribute::new(function_type).into(),
            ),
            (
                Identifier::new(context, "linkage"),
                Attribute::parse(context, "#llvm.linkage<external>").expect("a linkage"),
            ),
        ])
        .add_regions([Region::new()])
        .build()
        .expect("llvm.func declaration")
}
