//! The check of memref-form schedules that `offload-verify` runs and that
//! the runtime lowerings (`convert-offload-to-gpu`,
//! `convert-offload-to-cann`) run before they rewrite anything, so that a
//! broken schedule is refused rather than lowered into a double free.
//!
//! It reads one function into a core [`BufferSchedule`] and checks it with
//! [`BufferChecker`] (the rules are in `hyperoffload_core::buffer_check`).
//! Reading: every memref value is a buffer, its views (the ops of
//! [`crate::ir::VIEW_OPS`]) the buffer they view; function and region
//! arguments of memref type are buffers, of `!offload.token` type tokens
//! nothing is known of. An op other than an offload op accesses the
//! buffers among its operands (a view op accesses nothing), then runs its
//! regions: each region that uses a buffer or a token is bracketed by
//! `Enter`/`Exit`, repeating unless the op runs it at most once
//! ([`region_repeats`]). Errors are reported at the op, with a note at the
//! earlier release they refer to.

use std::collections::HashMap;

use hyperoffload_core::{
    Buffer, BufferChecker, BufferOp, BufferOpKind, BufferRange, BufferReport, BufferSchedule,
};
use hyperoffload_dialect::OffloadOp;
use hyperoffload_shim::Note;
use melior::ir::{
    BlockLike, BlockRef, RegionLike, RegionRef, Type, TypeLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
    r#type::{DimSize, MemRefType, ShapedTypeLike},
};

use crate::{
    PassFailed, PassResult,
    analysis::functions,
    extract::region::region_repeats,
    ir::{self, ValueNames, collect_ops, op_name},
};

/// Whether `function` holds memref-form offload ops (`store_async`,
/// `release`, `prefetch_async`, `wait`, or `resident` of a memref).
pub fn has_memref_forms(function: OperationRef) -> bool {
    !collect_ops(function, |op| {
        OffloadOp::of(op).is_some_and(|kind| match kind {
            OffloadOp::Store
            | OffloadOp::Detach
            | OffloadOp::Prefetch
            | OffloadOp::StoreChunk
            | OffloadOp::PrefetchChunk
            | OffloadOp::PrefetchSlice
            | OffloadOp::RemoteStack
            | OffloadOp::StoreSlice => false,
            OffloadOp::Resident => ir::operand(op, 0).is_some_and(is_buffer),
            OffloadOp::StoreAsync
            | OffloadOp::Release
            | OffloadOp::PrefetchAsync
            | OffloadOp::Wait
            | OffloadOp::Reserve
            | OffloadOp::StoreChunkAsync
            | OffloadOp::StoreChunkIntoAsync
            | OffloadOp::ReleaseChunk
            | OffloadOp::PrefetchChunkAsync
            | OffloadOp::PrefetchSliceAsync
            | OffloadOp::StoreSliceAsync => true,
        })
    })
    .is_empty()
}

/// Checks the memref-form schedule of `function`, reporting each broken
/// rule at its op.
pub fn check_function(function: OperationRef) -> Result<BufferReport, PassFailed> {
    let mut reader = ScheduleReader::new(function);
    if let Some(body) = function.regions().next() {
        reader.region(body);
    }
    let ScheduleReader { schedule, ops, .. } = reader;
    BufferChecker::new(&schedule).check().map_err(|errors| {
        for error in errors {
            let notes: Vec<Note> = error
                .earlier()
                .map(|release| Note {
                    location: ops[release].location(),
                    message: "the earlier release".to_owned(),
                })
                .into_iter()
                .collect();
            ir::error_with_notes(ops[error.at()].location(), &error.to_string(), &notes);
        }
        PassFailed
    })
}

/// Checks every function under `root` that holds memref-form offload ops;
/// fails after reporting all of them.
pub fn check_module(root: OperationRef) -> PassResult {
    let mut failed = false;
    for function in functions(root) {
        check_chunks(function)?;
        if has_memref_forms(function) {
            failed |= check_function(function).is_err();
        }
    }
    if failed { Err(PassFailed) } else { Ok(()) }
}

/// The chunk of a memref chunk op as a checker range. The passes that
/// read one refuse a malformed chunk first ([`check_chunks`]).
fn chunk_range(op: &OperationRef) -> BufferRange {
    let chunk = hyperoffload_dialect::chunk_of(op).unwrap_or(hyperoffload_dialect::Chunk {
        offset: 0,
        length: 0,
    });
    BufferRange::new(chunk.offset, chunk.length)
}

/// The element count of a statically shaped memref type.
fn static_elements(t: Type) -> Option<u64> {
    let memref = MemRefType::try_from(t).ok()?;
    let mut count: u64 = 1;
    for d in 0..memref.rank() {
        match memref.dim_size(d).ok()? {
            DimSize::Static(n) => count = count.checked_mul(n)?,
            DimSize::Dynamic => return None,
        }
    }
    Some(count)
}

/// Refuses, at the op, a memref chunk op whose `chunk` is not two
/// non-negative `i64`s with a positive length.
pub fn check_chunks(function: OperationRef) -> PassResult {
    for op in collect_ops(function, |op| {
        matches!(
            OffloadOp::of(op),
            Some(
                OffloadOp::StoreChunkAsync
                    | OffloadOp::StoreChunkIntoAsync
                    | OffloadOp::ReleaseChunk
                    | OffloadOp::PrefetchChunkAsync
                    | OffloadOp::StoreChunk
                    | OffloadOp::PrefetchChunk
            )
        )
    }) {
        if hyperoffload_dialect::chunk_of(&op).is_none_or(|c| c.length == 0) {
            return Err(ir::error(
                op.location(),
                &format!(
                    "'{}' needs chunk = array<i64: offset, length> with offset >= 0 and length > 0",
                    op_name(&op)
                ),
            ));
        }
    }
    Ok(())
}

/// Whether `value` is a buffer: of memref type.
fn is_buffer(value: Value) -> bool {
    value.r#type().is_mem_ref()
}

/// Builds the schedule of one function, op by op.
struct ScheduleReader<'c, 'a> {
    schedule: BufferSchedule,
    /// The IR op of each schedule op (the region op for `Enter`/`Exit`).
    ops: Vec<OperationRef<'c, 'a>>,
    names: ValueNames,
    /// The buffer of each memref value (views included), by pointer.
    buffers: HashMap<*const std::ffi::c_void, usize>,
    /// The token of each token value, by pointer.
    tokens: HashMap<*const std::ffi::c_void, usize>,
    /// `!offload.token`.
    token_type: Type<'c>,
}

impl<'c, 'a> ScheduleReader<'c, 'a> {
    fn new(function: OperationRef<'c, 'a>) -> Self {
        Self {
            schedule: BufferSchedule {
                name: ir::symbol_name(&function).unwrap_or_default(),
                ..BufferSchedule::default()
            },
            ops: Vec::new(),
            names: ValueNames::new(&function),
            buffers: HashMap::new(),
            tokens: HashMap::new(),
            token_type: hyperoffload_dialect::token_type(function.location()),
        }
    }

    /// Whether `value` is a completion token.
    fn is_token(&self, value: Value) -> bool {
        value.r#type() == self.token_type
    }

    /// A new buffer for `value`, defined at op `defined_at`.
    fn define_buffer(&mut self, value: Value<'c, 'a>, defined_at: Option<usize>) -> usize {
        let id = self.schedule.buffers.len();
        self.schedule.buffers.push(Buffer {
            name: self.names.name(value),
            defined_at,
            elements: static_elements(value.r#type()),
        });
        self.buffers.insert(value.to_raw().ptr, id);
        id
    }

    fn define_token(&mut self, value: Value<'c, 'a>) -> usize {
        let id = self.schedule.tokens.len();
        self.schedule.tokens.push(self.names.name(value));
        self.tokens.insert(value.to_raw().ptr, id);
        id
    }

    /// The buffer of `value`; one defined where the reader did not see it
    /// (in a region it skipped) is new here.
    fn buffer(&mut self, value: Value<'c, 'a>) -> usize {
        match self.buffers.get(&value.to_raw().ptr) {
            Some(&id) => id,
            None => self.define_buffer(value, Some(self.ops.len())),
        }
    }

    fn token(&mut self, value: Value<'c, 'a>) -> usize {
        match self.tokens.get(&value.to_raw().ptr) {
            Some(&id) => id,
            None => self.define_token(value),
        }
    }

    fn push(&mut self, op: OperationRef<'c, 'a>, kind: BufferOpKind) -> usize {
        self.schedule.ops.push(BufferOp {
            name: op_name(&op),
            kind,
        });
        self.ops.push(op);
        self.ops.len() - 1
    }

    /// The tokens among the operands of `op` from `first` on.
    fn deps(&mut self, op: &OperationRef<'c, 'a>, first: usize) -> Vec<usize> {
        let tokens: Vec<Value<'c, 'a>> = op
            .operands()
            .skip(first)
            .filter(|v| self.is_token(*v))
            .collect();
        tokens.into_iter().map(|v| self.token(v)).collect()
    }

    fn region(&mut self, region: RegionRef<'c, 'a>) {
        let mut block = region.first_block();
        while let Some(b) = block {
            self.block(b);
            block = b.next_in_region();
        }
    }

    fn block(&mut self, block: BlockRef<'c, 'a>) {
        let defined_at = (!self.ops.is_empty()).then(|| self.ops.len() - 1);
        for index in 0..block.argument_count() {
            let argument: Value = block.argument(index).expect("index is in range").into();
            if is_buffer(argument) {
                self.define_buffer(argument, defined_at);
            } else if self.is_token(argument) {
                self.define_token(argument);
            }
        }
        let mut op = block.first_operation();
        while let Some(o) = op {
            self.op(o);
            op = o.next_in_block();
        }
    }

    fn op(&mut self, op: OperationRef<'c, 'a>) {
        let operand = |i: usize| ir::operand(&op, i).expect("IRDL guarantees the operand");
        let result = |i: usize| -> Value<'c, 'a> {
            op.results()
                .nth(i)
                .expect("IRDL guarantees the result")
                .into()
        };
        match OffloadOp::of(&op) {
            Some(OffloadOp::StoreAsync) => {
                let buffer = self.buffer(operand(0));
                let deps = self.deps(&op, 1);
                let done = self.define_token(result(1));
                self.push(op, BufferOpKind::StoreAsync { buffer, done, deps });
            }
            Some(OffloadOp::PrefetchAsync) => {
                let deps = self.deps(&op, 1);
                let at = self.ops.len();
                let buffer = self.define_buffer(result(0), Some(at));
                let done = self.define_token(result(1));
                self.push(op, BufferOpKind::PrefetchAsync { buffer, done, deps });
            }
            Some(OffloadOp::Release) => {
                let buffer = self.buffer(operand(0));
                let deps = self.deps(&op, 1);
                self.push(op, BufferOpKind::Release { buffer, deps });
            }
            Some(OffloadOp::Wait) => {
                let deps = self.deps(&op, 0);
                self.push(op, BufferOpKind::Wait { deps });
            }
            Some(OffloadOp::Reserve) => {
                let at = self.ops.len();
                let buffer = self.define_buffer(result(0), Some(at));
                self.push(op, BufferOpKind::Reserve { buffer });
            }
            Some(kind @ (OffloadOp::StoreChunkAsync | OffloadOp::StoreChunkIntoAsync)) => {
                // (Into a copy in a tier: the device buffer is only read.)
                let buffer = self.buffer(operand(0));
                let range = chunk_range(&op);
                let deps = self.deps(&op, 1 + usize::from(kind == OffloadOp::StoreChunkIntoAsync));
                let done = self.define_token(result(1));
                self.push(
                    op,
                    BufferOpKind::StoreChunkAsync {
                        buffer,
                        range,
                        done,
                        deps,
                    },
                );
            }
            Some(OffloadOp::ReleaseChunk) => {
                let buffer = self.buffer(operand(0));
                let range = chunk_range(&op);
                let deps = self.deps(&op, 1);
                self.push(
                    op,
                    BufferOpKind::ReleaseChunk {
                        buffer,
                        range,
                        deps,
                    },
                );
            }
            Some(OffloadOp::PrefetchChunkAsync) => {
                let buffer = self.buffer(operand(1));
                let range = chunk_range(&op);
                let deps = self.deps(&op, 2);
                let done = self.define_token(result(0));
                self.push(
                    op,
                    BufferOpKind::PrefetchChunkAsync {
                        buffer,
                        range,
                        done,
                        deps,
                    },
                );
            }
            Some(OffloadOp::StoreSliceAsync) => {
                // A store whose remote copy is a slice of a stack.
                let buffer = self.buffer(operand(0));
                let deps = self.deps(&op, 3);
                let done = self.define_token(result(0));
                self.push(op, BufferOpKind::StoreAsync { buffer, done, deps });
            }
            Some(OffloadOp::PrefetchSliceAsync) => {
                let buffer = self.buffer(operand(1));
                let deps = self.deps(&op, 3);
                let done = self.define_token(result(0));
                self.push(op, BufferOpKind::CopyInto { buffer, done, deps });
            }
            // A resident op names a copy in a tier; the tensor forms hold
            // no buffers.
            Some(_) => {}
            None if ir::VIEW_OPS.contains(&op_name(&op).as_str()) => {
                let source = self.buffer(operand(0));
                for view in op.results() {
                    self.buffers.insert(view.to_raw().ptr, source);
                }
            }
            None => self.access(op),
        }
    }

    /// An op that is not an offload op: it accesses its buffer operands,
    /// defines its buffer and token results, then runs its regions.
    fn access(&mut self, op: OperationRef<'c, 'a>) {
        let mut buffers: Vec<usize> = Vec::new();
        for value in op.operands() {
            if is_buffer(value) {
                let buffer = self.buffer(value);
                if !buffers.contains(&buffer) {
                    buffers.push(buffer);
                }
            }
        }
        let results: Vec<Value<'c, 'a>> = op.results().map(Value::from).collect();
        let regions: Vec<_> = op
            .regions()
            .filter(|r| self.uses_buffers_or_tokens(r))
            .collect();
        let defines = results.iter().any(|&r| is_buffer(r) || self.is_token(r));
        if buffers.is_empty() && !defines && regions.is_empty() {
            return;
        }
        let at = self.push(op, BufferOpKind::Access { buffers });
        for result in results {
            if is_buffer(result) {
                self.define_buffer(result, Some(at));
            } else if self.is_token(result) {
                self.define_token(result);
            }
        }
        let repeats = region_repeats(&op);
        for region in regions {
            self.push(op, BufferOpKind::Enter { repeats });
            self.region(region);
            self.push(op, BufferOpKind::Exit);
        }
    }

    /// Whether an op in `region` (at any depth) has a buffer or token
    /// operand.
    fn uses_buffers_or_tokens(&self, region: &RegionRef<'c, 'a>) -> bool {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut op = b.first_operation();
            while let Some(o) = op {
                let users = collect_ops(o, |nested| {
                    nested.operands().any(|v| is_buffer(v) || self.is_token(v))
                });
                if !users.is_empty() {
                    return true;
                }
                op = o.next_in_block();
            }
            block = b.next_in_region();
        }
        false
    }
}
