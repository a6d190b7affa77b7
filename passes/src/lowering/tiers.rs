//! Copies in the remote tiers beyond host memory (CXL, NVMe, a SuperNode's
//! pool), shared by both runtime lowerings: a copy in such a tier is
//! host-addressable memory that the tier runtime gives out,
//! `hyperoffloadTierAlloc(tier, bytes)`, and takes back,
//! `hyperoffloadTierFree(tier, pointer)` (runtime/src/tiers.rs emulates
//! them; docs/lowering.md, "Tiers", says what they stand for on a real
//! machine). The runtimes' own copies then move it like any host buffer.

use hyperoffload_dialect::{OffloadOp, Tier};
use melior::ir::{
    Type, Value,
    operation::{OperationLike, OperationRef},
};

use crate::{
    ir::{collect_ops, first_block, op_name},
    lowering::{
        TIER_ATTRIBUTE,
        llvm_buffers::{self, Builder},
    },
};

/// The tier runtime's functions and their LLVM signatures.
const FUNCTIONS: [(&str, &str); 2] = [
    ("hyperoffloadTierAlloc", "!llvm.func<ptr (i64, i64)>"),
    ("hyperoffloadTierFree", "!llvm.func<void (i64, ptr)>"),
];

/// The code the tier runtime knows `tier` by: its position in
/// [`Tier::ALL`] (host 0, cxl 1, nvme 2, pool 3).
pub fn code(tier: Tier) -> i64 {
    Tier::ALL
        .iter()
        .position(|&t| t == tier)
        .expect("every tier is in Tier::ALL") as i64
}

/// The tier of a `memref.alloc` marked `offload.tier` with a tier other
/// than host (a copy the tier runtime allocates).
pub fn remote_alloc_tier(op: &OperationRef) -> Option<Tier> {
    if op_name(op) != "memref.alloc" {
        return None;
    }
    let tier = Tier::parse(&hyperoffload_dialect::string_value(
        op.attribute(TIER_ATTRIBUTE).ok()?,
    )?)?;
    (tier != Tier::Host).then_some(tier)
}

/// The tier beyond host that the offload op `op` names (`tier = "nvme"`),
/// if any.
pub fn beyond_host(op: &OperationRef) -> Option<Tier> {
    hyperoffload_dialect::tier_of(op).filter(|&t| t != Tier::Host)
}

/// Declares the tier runtime's functions in the body of the module `root`
/// when something in it has a copy in a tier beyond host: an offload op
/// naming one, or a `memref.alloc` marked with one.
pub fn declare_if_used(root: OperationRef) {
    let used = !collect_ops(root, |op| {
        remote_alloc_tier(op).is_some()
            || (OffloadOp::of(op).is_some() && beyond_host(op).is_some())
    })
    .is_empty();
    if let Some(body) = first_block(&root)
        && used
    {
        for (name, signature) in FUNCTIONS {
            llvm_buffers::declare(body, root.location(), name, signature);
        }
    }
}

/// A copy of static identity type `buffer_type` in `tier`: the buffer and
/// its pointer (which [`free`] takes).
pub fn alloc<'c, 'a>(
    at: Builder<'c, 'a>,
    tier: Tier,
    buffer_type: Type<'c>,
) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let bytes = llvm_buffers::byte_size(buffer_type).expect("a static identity memref");
    let tier_code = at.constant(64, code(tier));
    let size = at.constant(64, bytes as i64);
    let pointer = at
        .call(
            "hyperoffloadTierAlloc",
            &[tier_code, size],
            Some(at.ptr_type()),
        )
        .expect("a pointer");
    (at.memref_at(pointer, buffer_type), pointer)
}

/// Frees the copy at `pointer` in `tier`.
pub fn free<'c, 'a>(at: Builder<'c, 'a>, tier: Tier, pointer: Value<'c, 'a>) {
    let tier_code = at.constant(64, code(tier));
    at.call("hyperoffloadTierFree", &[tier_code, pointer], None);
}
