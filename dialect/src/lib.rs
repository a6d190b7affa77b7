//! The `offload` dialect: cache ops that make traffic between device memory
//! (HBM) and a remote tier explicit (after the HyperOffload paper).
//!
//! The dialect is defined in IRDL (`dialect/offload.irdl.mlir`), compiled into
//! the binary and loaded into every context made from a registry that
//! [`register`] was called on. The same file loads into upstream
//! `mlir-opt --irdl-file=dialect/offload.irdl.mlir`. IRDL ops print in generic
//! form and have no traits, so this crate also names the ops and offers typed
//! views ([`OffloadOp`]) for the passes. The reference is
//! `docs/dialect/offload.md`.

use std::fmt;

use melior::{
    dialect::DialectRegistry,
    ir::{
        Attribute, Identifier, Location, Operation, Type, TypeLike, Value, ValueLike,
        attribute::{DenseI64ArrayAttribute, StringAttribute},
        operation::{OperationBuilder, OperationLike, OperationRef},
    },
};

/// The IRDL definition of the `offload` dialect.
pub const OFFLOAD_IRDL: &str = include_str!("../offload.irdl.mlir");

/// The dialect's namespace.
pub const OFFLOAD_DIALECT: &str = "offload";

/// The IRDL definition of the `cann` dialect: the Ascend ACL runtime calls
/// an offload schedule lowers to (docs/dialect/cann.md).
pub const CANN_IRDL: &str = include_str!("../cann.irdl.mlir");

/// The `cann` dialect's namespace.
pub const CANN_DIALECT: &str = "cann";

/// Makes every context created from `registry` load the `offload` and
/// `cann` dialects (each when first needed), and lists them among the
/// registry's dialects (`--show-dialects`).
pub fn register(registry: &DialectRegistry) {
    hyperoffload_shim::add_irdl_dialects(registry, OFFLOAD_IRDL, &[OFFLOAD_DIALECT]);
    hyperoffload_shim::add_irdl_dialects(registry, CANN_IRDL, &[CANN_DIALECT]);
}

/// Same as [`register`] for the `mlir::DialectRegistry *` MLIR hands a
/// dialect plugin.
///
/// # Safety
/// `registry` must point to a live `mlir::DialectRegistry`.
pub unsafe fn register_raw(registry: *mut std::ffi::c_void) {
    // SAFETY: guaranteed by the caller.
    unsafe {
        hyperoffload_shim::add_irdl_dialects_raw(registry, OFFLOAD_IRDL, &[OFFLOAD_DIALECT]);
        hyperoffload_shim::add_irdl_dialects_raw(registry, CANN_IRDL, &[CANN_DIALECT]);
    }
}

/// The ops of the dialect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OffloadOp {
    /// `offload.store`: asynchronous device -> tier copy of a tensor.
    Store,
    /// `offload.detach`: release of a stored tensor's device copy.
    Detach,
    /// `offload.prefetch`: asynchronous tier -> device copy of a tensor.
    Prefetch,
    /// `offload.resident`: names the remote copy of a value already in a tier.
    Resident,
    /// `offload.store_chunk`: `store` of a range of a tensor's elements.
    StoreChunk,
    /// `offload.prefetch_chunk`: `prefetch` of one chunk, into the buffer of
    /// a base value missing it (or a new buffer holding only the chunk).
    PrefetchChunk,
    /// `offload.store_async`: memref form of `store`, with a token.
    StoreAsync,
    /// `offload.release`: frees a device buffer after its dependencies.
    Release,
    /// `offload.prefetch_async`: memref form of `prefetch`, with a token.
    PrefetchAsync,
    /// `offload.wait`: the compute stream waits for tokens.
    Wait,
    /// `offload.reserve`: a device buffer with nothing committed yet.
    Reserve,
    /// `offload.store_chunk_async`: memref form of `store_chunk`.
    StoreChunkAsync,
    /// `offload.store_chunk_into_async`: memref form of `store_chunk` with
    /// `into`, writing the chunk into an earlier chunk store's copy.
    StoreChunkIntoAsync,
    /// `offload.release_chunk`: decommits one chunk of a device buffer.
    ReleaseChunk,
    /// `offload.prefetch_chunk_async`: memref form of `prefetch_chunk`, into
    /// a buffer (commit at issue, then copy).
    PrefetchChunkAsync,
    /// `offload.prefetch_slice`: `prefetch` of one slice (at a dynamic index
    /// along the leading dimension) of a stack in a tier; pipelined across
    /// the iterations of the loop whose induction variable indexes it.
    PrefetchSlice,
    /// `offload.prefetch_slice_async`: memref form of `prefetch_slice`, into
    /// a device buffer.
    PrefetchSliceAsync,
    /// `offload.remote_stack`: a zero-filled stack in a tier that a loop
    /// fills one slice per iteration.
    RemoteStack,
    /// `offload.store_slice`: `store` of one slice into a stack in a tier.
    StoreSlice,
    /// `offload.store_slice_async`: memref form of `store_slice`, from a
    /// device buffer.
    StoreSliceAsync,
}

impl OffloadOp {
    pub const ALL: [OffloadOp; 20] = [
        OffloadOp::Store,
        OffloadOp::Detach,
        OffloadOp::Prefetch,
        OffloadOp::Resident,
        OffloadOp::StoreChunk,
        OffloadOp::PrefetchChunk,
        OffloadOp::StoreAsync,
        OffloadOp::Release,
        OffloadOp::PrefetchAsync,
        OffloadOp::Wait,
        OffloadOp::Reserve,
        OffloadOp::StoreChunkAsync,
        OffloadOp::StoreChunkIntoAsync,
        OffloadOp::ReleaseChunk,
        OffloadOp::PrefetchChunkAsync,
        OffloadOp::PrefetchSlice,
        OffloadOp::PrefetchSliceAsync,
        OffloadOp::RemoteStack,
        OffloadOp::StoreSlice,
        OffloadOp::StoreSliceAsync,
    ];

    /// The full op name, `offload.<op>`.
    pub const fn name(self) -> &'static str {
        match self {
            OffloadOp::Store => "offload.store",
            OffloadOp::Detach => "offload.detach",
            OffloadOp::Prefetch => "offload.prefetch",
            OffloadOp::Resident => "offload.resident",
            OffloadOp::StoreChunk => "offload.store_chunk",
            OffloadOp::PrefetchChunk => "offload.prefetch_chunk",
            OffloadOp::StoreAsync => "offload.store_async",
            OffloadOp::Release => "offload.release",
            OffloadOp::PrefetchAsync => "offload.prefetch_async",
            OffloadOp::Wait => "offload.wait",
            OffloadOp::Reserve => "offload.reserve",
            OffloadOp::StoreChunkAsync => "offload.store_chunk_async",
            OffloadOp::StoreChunkIntoAsync => "offload.store_chunk_into_async",
            OffloadOp::ReleaseChunk => "offload.release_chunk",
            OffloadOp::PrefetchChunkAsync => "offload.prefetch_chunk_async",
            OffloadOp::PrefetchSlice => "offload.prefetch_slice",
            OffloadOp::PrefetchSliceAsync => "offload.prefetch_slice_async",
            OffloadOp::RemoteStack => "offload.remote_stack",
            OffloadOp::StoreSlice => "offload.store_slice",
            OffloadOp::StoreSliceAsync => "offload.store_slice_async",
        }
    }

    /// The op kind of a full op name, if it is one of the dialect's.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|op| op.name() == name)
    }

    /// The op kind of an operation, if it belongs to the dialect.
    pub fn of(op: &OperationRef) -> Option<Self> {
        let name = op.name();
        Self::from_name(name.as_string_ref().as_str().ok()?)
    }

    /// Whether the op produces a `!offload.remote` value (operand 0 is the
    /// value whose remote copy it names). The memref chunk ops are not
    /// counted: `offload-strip` does not rewire them.
    pub const fn makes_remote(self) -> bool {
        matches!(
            self,
            OffloadOp::Store | OffloadOp::StoreChunk | OffloadOp::Resident | OffloadOp::StoreAsync
        )
    }

    /// Whether the op brings a remote copy back (operand 0 is the remote;
    /// the memref chunk ops are not counted).
    pub const fn brings_back(self) -> bool {
        matches!(
            self,
            OffloadOp::Prefetch | OffloadOp::PrefetchChunk | OffloadOp::PrefetchAsync
        )
    }
}

impl fmt::Display for OffloadOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The ops of the `cann` dialect, one per ACL runtime function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CannOp {
    CreateStream,
    DestroyStream,
    SynchronizeStream,
    CreateEvent,
    DestroyEvent,
    RecordEvent,
    StreamWaitEvent,
    SynchronizeEvent,
    Malloc,
    Free,
    MallocHost,
    FreeHost,
    MemcpyAsync,
    ReserveMemAddress,
    ReleaseMemAddress,
    MallocPhysical,
    FreePhysical,
    MapMem,
    UnmapMem,
    MemcpyRangeAsync,
}

impl CannOp {
    pub const ALL: [CannOp; 20] = [
        CannOp::CreateStream,
        CannOp::DestroyStream,
        CannOp::SynchronizeStream,
        CannOp::CreateEvent,
        CannOp::DestroyEvent,
        CannOp::RecordEvent,
        CannOp::StreamWaitEvent,
        CannOp::SynchronizeEvent,
        CannOp::Malloc,
        CannOp::Free,
        CannOp::MallocHost,
        CannOp::FreeHost,
        CannOp::MemcpyAsync,
        CannOp::ReserveMemAddress,
        CannOp::ReleaseMemAddress,
        CannOp::MallocPhysical,
        CannOp::FreePhysical,
        CannOp::MapMem,
        CannOp::UnmapMem,
        CannOp::MemcpyRangeAsync,
    ];

    /// The full op name, `cann.<op>`.
    pub const fn name(self) -> &'static str {
        match self {
            CannOp::CreateStream => "cann.create_stream",
            CannOp::DestroyStream => "cann.destroy_stream",
            CannOp::SynchronizeStream => "cann.synchronize_stream",
            CannOp::CreateEvent => "cann.create_event",
            CannOp::DestroyEvent => "cann.destroy_event",
            CannOp::RecordEvent => "cann.record_event",
            CannOp::StreamWaitEvent => "cann.stream_wait_event",
            CannOp::SynchronizeEvent => "cann.synchronize_event",
            CannOp::Malloc => "cann.malloc",
            CannOp::Free => "cann.free",
            CannOp::MallocHost => "cann.malloc_host",
            CannOp::FreeHost => "cann.free_host",
            CannOp::MemcpyAsync => "cann.memcpy_async",
            CannOp::ReserveMemAddress => "cann.reserve_mem_address",
            CannOp::ReleaseMemAddress => "cann.release_mem_address",
            CannOp::MallocPhysical => "cann.malloc_physical",
            CannOp::FreePhysical => "cann.free_physical",
            CannOp::MapMem => "cann.map_mem",
            CannOp::UnmapMem => "cann.unmap_mem",
            CannOp::MemcpyRangeAsync => "cann.memcpy_range_async",
        }
    }

    /// The ACL function the op stands for.
    pub const fn acl_function(self) -> &'static str {
        match self {
            CannOp::CreateStream => "aclrtCreateStream",
            CannOp::DestroyStream => "aclrtDestroyStream",
            CannOp::SynchronizeStream => "aclrtSynchronizeStream",
            CannOp::CreateEvent => "aclrtCreateEvent",
            CannOp::DestroyEvent => "aclrtDestroyEvent",
            CannOp::RecordEvent => "aclrtRecordEvent",
            CannOp::StreamWaitEvent => "aclrtStreamWaitEvent",
            CannOp::SynchronizeEvent => "aclrtSynchronizeEvent",
            CannOp::Malloc => "aclrtMalloc",
            CannOp::Free => "aclrtFree",
            CannOp::MallocHost => "aclrtMallocHost",
            CannOp::FreeHost => "aclrtFreeHost",
            CannOp::MemcpyAsync | CannOp::MemcpyRangeAsync => "aclrtMemcpyAsync",
            CannOp::ReserveMemAddress => "aclrtReserveMemAddress",
            CannOp::ReleaseMemAddress => "aclrtReleaseMemAddress",
            CannOp::MallocPhysical => "aclrtMallocPhysical",
            CannOp::FreePhysical => "aclrtFreePhysical",
            CannOp::MapMem => "aclrtMapMem",
            CannOp::UnmapMem => "aclrtUnmapMem",
        }
    }

    /// The op kind of a full op name, if it is one of the dialect's.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|op| op.name() == name)
    }

    /// The op kind of an operation, if it belongs to the dialect.
    pub fn of(op: &OperationRef) -> Option<Self> {
        let name = op.name();
        Self::from_name(name.as_string_ref().as_str().ok()?)
    }
}

impl fmt::Display for CannOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `!cann.stream`.
pub fn stream_type(context: &melior::Context) -> Type<'_> {
    Type::parse(context, "!cann.stream").expect("the cann dialect is registered")
}

/// `!cann.mem_handle`.
pub fn mem_handle_type(context: &melior::Context) -> Type<'_> {
    Type::parse(context, "!cann.mem_handle").expect("the cann dialect is registered")
}

/// Builds the `cann` op `op` with attributes of any kind.
pub fn build_cann_with<'c>(
    op: CannOp,
    location: Location<'c>,
    operands: &[Value<'c, '_>],
    results: &[Type<'c>],
    attributes: &[(&str, Attribute<'c>)],
) -> Operation<'c> {
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function,
    // beyond every use of the borrowed context.
    let context = unsafe { context.to_ref() };
    let attributes: Vec<(Identifier, Attribute)> = attributes
        .iter()
        .map(|(name, value)| (Identifier::new(context, name), *value))
        .collect();
    OperationBuilder::new(op.name(), location)
        .add_operands(operands)
        .add_results(results)
        .add_attributes(&attributes)
        .build()
        .expect("a cann op with its operands, results and attributes")
}

/// `!cann.event`.
pub fn event_type(context: &melior::Context) -> Type<'_> {
    Type::parse(context, "!cann.event").expect("the cann dialect is registered")
}

/// Builds the `cann` op `op` with string attributes (`policy`, `kind`).
/// Nothing is checked here: the verifier reports operands, results or
/// attributes that do not match the IRDL definition.
pub fn build_cann<'c>(
    op: CannOp,
    location: Location<'c>,
    operands: &[Value<'c, '_>],
    results: &[Type<'c>],
    attributes: &[(&str, &str)],
) -> Operation<'c> {
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function,
    // beyond every use of the borrowed context.
    let context = unsafe { context.to_ref() };
    let attributes: Vec<(Identifier, Attribute)> = attributes
        .iter()
        .map(|(name, value)| {
            (
                Identifier::new(context, name),
                StringAttribute::new(context, value).into(),
            )
        })
        .collect();
    OperationBuilder::new(op.name(), location)
        .add_operands(operands)
        .add_results(results)
        .add_attributes(&attributes)
        .build()
        .expect("a cann op with its operands, results and attributes")
}

/// A remote memory tier (the `tier` attribute and the `offload.tier`
/// argument attribute): the core's one [`Tier`] enum. The argument
/// attribute's `"hbm"` (on the device) is not a tier: [`tier_of`] and
/// extraction read it as no tier.
pub use hyperoffload_core::Tier;

/// `!offload.remote<T>`: the type of the remote copy of a `T` value.
pub fn remote_type<'c>(value_type: Type<'c>) -> Type<'c> {
    let context = value_type.context();
    // SAFETY: `context` (the reference) lives to the end of this function,
    // beyond every use of the borrowed context.
    let context = unsafe { context.to_ref() };
    Type::parse(context, &format!("!offload.remote<{value_type}>"))
        .expect("the offload dialect is registered in every context that has tensor types")
}

/// `T` for a `!offload.remote<T>` type, `None` for any other type.
pub fn remote_value_type(r#type: Type<'_>) -> Option<Type<'_>> {
    let text = r#type.to_string();
    let inner = text.strip_prefix("!offload.remote<")?.strip_suffix('>')?;
    let context = r#type.context();
    // SAFETY: `context` (the reference) lives to the end of this function,
    // beyond every use of the borrowed context.
    Type::parse(unsafe { context.to_ref() }, inner)
}

fn tier_attribute<'c>(location: Location<'c>, tier: Tier) -> (Identifier<'c>, Attribute<'c>) {
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function,
    // beyond every use of the borrowed context.
    let context = unsafe { context.to_ref() };
    (
        Identifier::new(context, "tier"),
        StringAttribute::new(context, tier.name()).into(),
    )
}

/// Builds `%remote = "offload.store"(%value) {tier = ...}`.
///
/// # Panics
/// When the value is not a ranked tensor: the
/// dialect's verifier would reject the op (a bug in the caller).
pub fn build_store<'c>(location: Location<'c>, value: Value<'c, '_>, tier: Tier) -> Operation<'c> {
    build_remote_copy(OffloadOp::Store, location, value, tier, None)
}

/// Builds `%remote = "offload.resident"(%value) {tier = ...}`.
pub fn build_resident<'c>(
    location: Location<'c>,
    value: Value<'c, '_>,
    tier: Tier,
) -> Operation<'c> {
    build_remote_copy(OffloadOp::Resident, location, value, tier, None)
}

/// Builds `%remote = "offload.resident"(%value) {tier, chunk}`: the copy of
/// one chunk of an argument that lives in `tier`. A detach with it releases
/// only that chunk's device bytes.
pub fn build_resident_chunk<'c>(
    location: Location<'c>,
    value: Value<'c, '_>,
    tier: Tier,
    chunk: Chunk,
) -> Operation<'c> {
    build_remote_copy(OffloadOp::Resident, location, value, tier, Some(chunk))
}

/// `%remote = op(%value) {tier[, chunk]}`: a store, a resident, or either
/// of one chunk.
fn build_remote_copy<'c>(
    op: OffloadOp,
    location: Location<'c>,
    value: Value<'c, '_>,
    tier: Tier,
    chunk: Option<Chunk>,
) -> Operation<'c> {
    let mut attributes = vec![tier_attribute(location, tier)];
    attributes.extend(chunk.map(|chunk| chunk_attribute(location, chunk)));
    OperationBuilder::new(op.name(), location)
        .add_operands(&[value])
        .add_attributes(&attributes)
        .add_results(&[remote_type(value.r#type())])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `"offload.detach"(%value, %remote)`, with the unit attribute
/// `wait` when the compute stream is to wait there for the release.
pub fn build_detach<'c>(
    location: Location<'c>,
    value: Value<'c, '_>,
    remote: Value<'c, '_>,
    wait: bool,
) -> Operation<'c> {
    let mut builder =
        OperationBuilder::new(OffloadOp::Detach.name(), location).add_operands(&[value, remote]);
    if wait {
        let context = location.context();
        // SAFETY: `context` (the reference) lives to the end of this
        // function, beyond every use of the borrowed context.
        let context = unsafe { context.to_ref() };
        builder =
            builder.add_attributes(&[(Identifier::new(context, WAIT), Attribute::unit(context))]);
    }
    builder.build().expect("operands match the IRDL definition")
}

/// The unit attribute of an `offload.detach` that the compute stream waits
/// at (IRDL declares no optional attributes, so the definition leaves it
/// out and [`detach_waits`] checks it).
pub const WAIT: &str = "wait";

/// Whether an `offload.detach` waits for its release: `Ok(false)` without
/// a `wait` attribute, `Err` when it is not a unit attribute.
pub fn detach_waits(op: &OperationRef) -> Result<bool, String> {
    match op.attribute(WAIT) {
        Err(_) => Ok(false),
        Ok(attribute) if melior::ir::attribute::AttributeLike::is_unit(&attribute) => Ok(true),
        Ok(attribute) => Err(format!(
            "'{WAIT}' must be a unit attribute (written `{{{WAIT}}}`), got {attribute}"
        )),
    }
}

/// Builds `%value = "offload.prefetch"(%remote)`, of type `value_type`.
pub fn build_prefetch<'c>(
    location: Location<'c>,
    remote: Value<'c, '_>,
    value_type: Type<'c>,
) -> Operation<'c> {
    OperationBuilder::new(OffloadOp::Prefetch.name(), location)
        .add_operands(&[remote])
        .add_results(&[value_type])
        .build()
        .expect("operands match the IRDL definition")
}

/// The `chunk = array<i64: offset, length>` attribute of the chunk ops.
fn chunk_attribute<'c>(location: Location<'c>, chunk: Chunk) -> (Identifier<'c>, Attribute<'c>) {
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function,
    // beyond every use of the borrowed context.
    let context = unsafe { context.to_ref() };
    (
        Identifier::new(context, "chunk"),
        DenseI64ArrayAttribute::new(context, &[chunk.offset as i64, chunk.length as i64]).into(),
    )
}

/// A chunk of a tensor: the elements `[offset, offset + length)` of its
/// row-major buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Chunk {
    pub offset: u64,
    pub length: u64,
}

/// The chunk an `offload.store_chunk` or `offload.prefetch_chunk` names
/// (`None`: another op, or a malformed attribute).
pub fn chunk_of(op: &OperationRef) -> Option<Chunk> {
    let attribute = op.attribute("chunk").ok()?;
    let array = DenseI64ArrayAttribute::try_from(attribute).ok()?;
    if array.len() != 2 {
        return None;
    }
    let (offset, length) = (array.element(0).ok()?, array.element(1).ok()?);
    Some(Chunk {
        offset: u64::try_from(offset).ok()?,
        length: u64::try_from(length).ok()?,
    })
}

/// Builds `%remote = "offload.store_chunk"(%value[, %into]) {tier, chunk}`.
pub fn build_store_chunk<'c>(
    location: Location<'c>,
    value: Value<'c, '_>,
    into: Option<Value<'c, '_>>,
    tier: Tier,
    chunk: Chunk,
) -> Operation<'c> {
    let mut operands = vec![value];
    operands.extend(into);
    OperationBuilder::new(OffloadOp::StoreChunk.name(), location)
        .add_operands(&operands)
        .add_attributes(&[
            tier_attribute(location, tier),
            chunk_attribute(location, chunk),
        ])
        .add_results(&[remote_type(value.r#type())])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `%value = "offload.prefetch_chunk"(%remote[, %base]) {chunk}`, of
/// type `value_type`.
pub fn build_prefetch_chunk<'c>(
    location: Location<'c>,
    remote: Value<'c, '_>,
    base: Option<Value<'c, '_>>,
    value_type: Type<'c>,
    chunk: Chunk,
) -> Operation<'c> {
    let mut operands = vec![remote];
    operands.extend(base);
    OperationBuilder::new(OffloadOp::PrefetchChunk.name(), location)
        .add_operands(&operands)
        .add_attributes(&[chunk_attribute(location, chunk)])
        .add_results(&[value_type])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// `!offload.token`: completion of an asynchronous transfer.
pub fn token_type<'c>(location: Location<'c>) -> Type<'c> {
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function,
    // beyond every use of the borrowed context.
    let context = unsafe { context.to_ref() };
    Type::parse(context, "!offload.token").expect("the offload dialect is registered")
}

/// Builds `%remote, %done = "offload.store_async"(%buffer, deps...) {tier}`.
pub fn build_store_async<'c>(
    location: Location<'c>,
    buffer: Value<'c, '_>,
    tier: Tier,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![buffer];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::StoreAsync.name(), location)
        .add_operands(&operands)
        .add_attributes(&[tier_attribute(location, tier)])
        .add_results(&[remote_type(buffer.r#type()), token_type(location)])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `%buffer, %done = "offload.prefetch_async"(%remote, deps...)`,
/// with `%buffer` of type `buffer_type`.
pub fn build_prefetch_async<'c>(
    location: Location<'c>,
    remote: Value<'c, '_>,
    buffer_type: Type<'c>,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![remote];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::PrefetchAsync.name(), location)
        .add_operands(&operands)
        .add_results(&[buffer_type, token_type(location)])
        .build()
        .expect("operands match the IRDL definition")
}

/// Builds `"offload.release"(%buffer, deps...)`.
pub fn build_release<'c>(
    location: Location<'c>,
    buffer: Value<'c, '_>,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![buffer];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::Release.name(), location)
        .add_operands(&operands)
        .build()
        .expect("operands match the IRDL definition")
}

/// Builds `%buffer = "offload.reserve"()`: a device buffer of type
/// `buffer_type` with nothing committed.
pub fn build_reserve<'c>(location: Location<'c>, buffer_type: Type<'c>) -> Operation<'c> {
    OperationBuilder::new(OffloadOp::Reserve.name(), location)
        .add_results(&[buffer_type])
        .build()
        .expect("results match the IRDL definition")
}

/// Builds `%remote, %done = "offload.store_chunk_async"(%buffer, deps...)
/// {tier, chunk}`.
pub fn build_store_chunk_async<'c>(
    location: Location<'c>,
    buffer: Value<'c, '_>,
    tier: Tier,
    chunk: Chunk,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![buffer];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::StoreChunkAsync.name(), location)
        .add_operands(&operands)
        .add_attributes(&[
            tier_attribute(location, tier),
            chunk_attribute(location, chunk),
        ])
        .add_results(&[remote_type(buffer.r#type()), token_type(location)])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `%remote, %done = "offload.store_chunk_into_async"(%buffer,
/// %into, deps...) {tier, chunk}`.
pub fn build_store_chunk_into_async<'c>(
    location: Location<'c>,
    buffer: Value<'c, '_>,
    into: Value<'c, '_>,
    tier: Tier,
    chunk: Chunk,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![buffer, into];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::StoreChunkIntoAsync.name(), location)
        .add_operands(&operands)
        .add_attributes(&[
            tier_attribute(location, tier),
            chunk_attribute(location, chunk),
        ])
        .add_results(&[into.r#type(), token_type(location)])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `"offload.release_chunk"(%buffer, deps...) {chunk}`.
pub fn build_release_chunk<'c>(
    location: Location<'c>,
    buffer: Value<'c, '_>,
    chunk: Chunk,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![buffer];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::ReleaseChunk.name(), location)
        .add_operands(&operands)
        .add_attributes(&[chunk_attribute(location, chunk)])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `%done = "offload.prefetch_chunk_async"(%remote, %buffer, deps...)
/// {chunk}`.
pub fn build_prefetch_chunk_async<'c>(
    location: Location<'c>,
    remote: Value<'c, '_>,
    buffer: Value<'c, '_>,
    chunk: Chunk,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![remote, buffer];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::PrefetchChunkAsync.name(), location)
        .add_operands(&operands)
        .add_attributes(&[chunk_attribute(location, chunk)])
        .add_results(&[token_type(location)])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `%value = "offload.prefetch_slice"(%remote, %index)`, of type
/// `value_type` (one slice of the stack `remote` holds).
pub fn build_prefetch_slice<'c>(
    location: Location<'c>,
    remote: Value<'c, '_>,
    index: Value<'c, '_>,
    value_type: Type<'c>,
) -> Operation<'c> {
    OperationBuilder::new(OffloadOp::PrefetchSlice.name(), location)
        .add_operands(&[remote, index])
        .add_results(&[value_type])
        .build()
        .expect("operands match the IRDL definition")
}

/// Builds `%done = "offload.prefetch_slice_async"(%remote, %buffer, %index,
/// deps...)`.
pub fn build_prefetch_slice_async<'c>(
    location: Location<'c>,
    remote: Value<'c, '_>,
    buffer: Value<'c, '_>,
    index: Value<'c, '_>,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![remote, buffer, index];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::PrefetchSliceAsync.name(), location)
        .add_operands(&operands)
        .add_results(&[token_type(location)])
        .build()
        .expect("operands match the IRDL definition")
}

/// Builds `%remote = "offload.remote_stack"() {tier}` of the stack type
/// `stack` (a tensor type, or a memref type for the memref form).
pub fn build_remote_stack<'c>(
    location: Location<'c>,
    stack: Type<'c>,
    tier: Tier,
) -> Operation<'c> {
    OperationBuilder::new(OffloadOp::RemoteStack.name(), location)
        .add_attributes(&[tier_attribute(location, tier)])
        .add_results(&[remote_type(stack)])
        .build()
        .expect("attributes and results match the IRDL definition")
}

/// Builds `%slice = "offload.store_slice"(%value, %remote, %index) {tier}`.
pub fn build_store_slice<'c>(
    location: Location<'c>,
    value: Value<'c, '_>,
    remote: Value<'c, '_>,
    index: Value<'c, '_>,
    tier: Tier,
) -> Operation<'c> {
    OperationBuilder::new(OffloadOp::StoreSlice.name(), location)
        .add_operands(&[value, remote, index])
        .add_attributes(&[tier_attribute(location, tier)])
        .add_results(&[remote_type(value.r#type())])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `%done = "offload.store_slice_async"(%buffer, %remote, %index,
/// deps...) {tier}`.
pub fn build_store_slice_async<'c>(
    location: Location<'c>,
    buffer: Value<'c, '_>,
    remote: Value<'c, '_>,
    index: Value<'c, '_>,
    tier: Tier,
    deps: &[Value<'c, '_>],
) -> Operation<'c> {
    let mut operands = vec![buffer, remote, index];
    operands.extend_from_slice(deps);
    OperationBuilder::new(OffloadOp::StoreSliceAsync.name(), location)
        .add_operands(&operands)
        .add_attributes(&[tier_attribute(location, tier)])
        .add_results(&[token_type(location)])
        .build()
        .expect("operands and attributes match the IRDL definition")
}

/// Builds `"offload.wait"(deps...)`.
pub fn build_wait<'c>(location: Location<'c>, deps: &[Value<'c, '_>]) -> Operation<'c> {
    OperationBuilder::new(OffloadOp::Wait.name(), location)
        .add_operands(deps)
        .build()
        .expect("operands match the IRDL definition")
}

/// The tier named by an op's `tier` attribute, if it has a valid one.
pub fn tier_of(op: &OperationRef) -> Option<Tier> {
    Tier::parse(&string_value(op.attribute("tier").ok()?)?)
}

/// The text of a string attribute (`None` for another attribute). An empty
/// string may have a null data pointer, which melior's
/// `StringAttribute::value` turns into a slice, so it is read here.
pub fn string_value(attribute: melior::ir::Attribute) -> Option<String> {
    use melior::ir::attribute::AttributeLike;
    let string = StringAttribute::try_from(attribute).ok()?;
    // SAFETY: the attribute is live; the data pointer is read only when the
    // length says it points at that many bytes.
    unsafe {
        let text = mlir_sys::mlirStringAttrGetValue(string.to_raw());
        if text.length == 0 || text.data.is_null() {
            return Some(String::new());
        }
        let bytes = std::slice::from_raw_parts(text.data.cast::<u8>(), text.length);
        Some(String::from_utf8_lossy(bytes).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_op_is_defined_in_the_irdl_file() {
        for op in OffloadOp::ALL {
            let short = op.name().trim_start_matches("offload.");
            assert!(
                OFFLOAD_IRDL.contains(&format!("irdl.operation @{short} ")),
                "{op} is missing from offload.irdl.mlir"
            );
            assert_eq!(OffloadOp::from_name(op.name()), Some(op));
        }
        assert_eq!(OffloadOp::from_name("offload.unknown"), None);
    }

    #[test]
    fn every_cann_op_is_defined_in_the_irdl_file() {
        for op in CannOp::ALL {
            let short = op.name().trim_start_matches("cann.");
            assert!(
                CANN_IRDL.contains(&format!("irdl.operation @{short} ")),
                "{op} is missing from cann.irdl.mlir"
            );
            assert!(
                CANN_IRDL.contains(&format!("aclError {}(", op.acl_function())),
                "cann.irdl.mlir does not name {} for {op}",
                op.acl_function()
            );
            assert_eq!(CannOp::from_name(op.name()), Some(op));
        }
        let defined = CANN_IRDL.matches("irdl.operation @").count();
        assert_eq!(
            defined,
            CannOp::ALL.len(),
            "an op of cann.irdl.mlir is not listed"
        );
        assert_eq!(CannOp::from_name("cann.launch"), None);
    }

    #[test]
    fn tiers_round_trip() {
        for tier in Tier::ALL {
            assert_eq!(Tier::parse(tier.name()), Some(tier));
        }
        assert_eq!(Tier::parse("disk"), None);
        // On the device is not a tier.
        assert_eq!(Tier::parse("hbm"), None);
    }
}
