//! The regions of region ops (loop bodies, branches) as graphs of their
//! own, so that the offload ops inside them are checked: the function's
//! graph sees a region op as one node.
//!
//! The graph of a region has the region's entry-block arguments (each run
//! of the region owns them: donated) and the values from outside the region
//! that ops in it use (not donated: the enclosing code holds them) as its
//! arguments, then one node per op of its blocks, as [`super::extract`]
//! makes them. A value from outside is on the device, except a function
//! argument declared in a tier (it is there) and a remote copy made by a
//! store or resident op or a stack made in a tier (it may be prefetched:
//! [`RegionGraph::copies`]). A
//! value detached before the region counts as on the device here: the
//! enclosing graph reports its use at the region op.

use std::collections::HashSet;

use hyperoffload_core::{CopyAtEntry, TensorOrigin, Tier};
use hyperoffload_dialect::OffloadOp;
use melior::ir::{
    BlockLike, RegionLike, RegionRef, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};

use super::{BRANCHES, ExtractError, ExtractOptions, Extracted, GraphBuilder};
use crate::ir::{ValueNames, collect_ops, op_name};

/// Whether `op` may run one of its regions more than once: a loop
/// (`scf.for`, `scf.while`, `scf.forall`, `scf.parallel`, `affine.for`,
/// `stablehlo.while`, ...) or any region op not known to run each region
/// at most once (a branch, [`BRANCHES`], or a function).
pub fn region_repeats(op: &OperationRef) -> bool {
    let name = op_name(op);
    !(BRANCHES.contains(&name.as_str()) || name == "func.func")
}

/// The graph of one region and what its arguments are.
pub struct RegionGraph<'c, 'a> {
    pub extracted: Extracted<'c, 'a>,
    /// The arguments that are remote copies made before the region.
    pub copies: Vec<CopyAtEntry>,
}

/// The regions of region ops in `function` whose blocks hold an offload op,
/// each with its op, in program order.
pub fn regions_with_offload_ops<'c, 'a>(
    function: OperationRef<'c, 'a>,
) -> Vec<(OperationRef<'c, 'a>, RegionRef<'c, 'a>)> {
    let mut found: Vec<(OperationRef<'c, 'a>, RegionRef<'c, 'a>)> = Vec::new();
    for op in collect_ops(function, |op| OffloadOp::of(op).is_some()) {
        let Some(block) = op.block() else { continue };
        let (Some(parent), Some(region)) = (block.parent_operation(), block.parent_region()) else {
            continue;
        };
        if parent != function && !found.iter().any(|&(_, r)| r == region) {
            found.push((parent, region));
        }
    }
    found
}

/// Extracts `region` of `op`, inside the function whose graph is
/// `function`, naming tensors as the printer names their values.
pub fn extract_region<'c, 'a>(
    op: OperationRef<'c, 'a>,
    region: RegionRef<'c, 'a>,
    function: &Extracted<'c, 'a>,
    names: &ValueNames,
    options: &ExtractOptions,
) -> Result<RegionGraph<'c, 'a>, ExtractError<'c>> {
    let mut builder = GraphBuilder::new(op, options);
    builder.graph.name = format!("{} in {}", op_name(&op), function.graph.name);
    let mut arguments: Vec<(Value<'c, 'a>, Option<Tier>, bool)> = Vec::new();
    if let Some(entry) = region.first_block() {
        for index in 0..entry.argument_count() {
            let argument = entry.argument(index).expect("index is in range");
            arguments.push((argument.into(), None, true));
        }
    }
    let mut copies_of = Vec::new();
    for value in values_from_outside(region) {
        let tier = match outside_place(value, function) {
            Place::Device => None,
            Place::InTier(tier) => Some(tier),
            Place::Copy { tier, of } => {
                copies_of.push((value, tier, of));
                None
            }
        };
        arguments.push((value, tier, false));
    }
    let mut index = 0;
    for (value, tier, donated) in arguments {
        let origin = TensorOrigin::Argument { index, tier };
        if let Some(id) = builder.add_value(value, names.name(value), origin, op.location())? {
            builder.graph.tensors[id].donated = donated;
            index += 1;
        }
    }
    let mut block = region.first_block();
    while let Some(b) = block {
        let mut nested = b.first_operation();
        while let Some(o) = nested {
            builder.node(o)?;
            nested = o.next_in_block();
        }
        block = b.next_in_region();
    }
    let tensor_of = |value: Value| builder.tensors.get(&value.to_raw().ptr).copied();
    let copies = copies_of
        .into_iter()
        .filter_map(|(value, tier, of)| {
            Some(CopyAtEntry {
                remote: tensor_of(value)?,
                tier,
                of: of.and_then(tensor_of),
            })
        })
        .collect();
    let mut extracted = builder.finish()?;
    for (tensor, value) in extracted.graph.tensors.iter_mut().zip(&extracted.values) {
        if let Some(value) = value {
            tensor.name = names.name(*value);
        }
    }
    Ok(RegionGraph { extracted, copies })
}

/// Where a value from outside a region is when the region starts.
enum Place<'c, 'a> {
    Device,
    /// A function argument declared in this tier.
    InTier(Tier),
    /// A remote copy in this tier, made by a store or named by a resident
    /// op of the value `of`, or a stack made in the tier
    /// (`offload.remote_stack`, of nothing).
    Copy {
        tier: Tier,
        of: Option<Value<'c, 'a>>,
    },
}

fn outside_place<'c, 'a>(value: Value<'c, 'a>, function: &Extracted<'c, 'a>) -> Place<'c, 'a> {
    if let Some(op) = crate::ir::defining_op(value)
        && matches!(
            OffloadOp::of(&op),
            Some(OffloadOp::Store | OffloadOp::Resident | OffloadOp::RemoteStack)
        )
        && let Some(tier) = hyperoffload_dialect::tier_of(&op)
    {
        // A stack made in its tier is a copy of no device value.
        let of = crate::ir::operand(&op, 0);
        return Place::Copy { tier, of };
    }
    let tier = function
        .values
        .iter()
        .position(|v| *v == Some(value))
        .and_then(|id| match function.graph.tensors[id].origin {
            TensorOrigin::Argument { tier, .. } => tier,
            TensorOrigin::Result { .. } => None,
        });
    tier.map_or(Place::Device, Place::InTier)
}

/// The values that ops in `region` (at any depth) use but that are
/// defined outside it, in the order of their first use.
pub(super) fn values_from_outside<'c, 'a>(region: RegionRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let mut ops = Vec::new();
    let mut inside: HashSet<*const std::ffi::c_void> = HashSet::new();
    let mut block = region.first_block();
    while let Some(b) = block {
        for index in 0..b.argument_count() {
            let argument: Value = b.argument(index).expect("index is in range").into();
            inside.insert(argument.to_raw().ptr);
        }
        let mut op = b.first_operation();
        while let Some(o) = op {
            ops.extend(collect_ops(o, |_| true));
            op = o.next_in_block();
        }
        block = b.next_in_region();
    }
    for op in &ops {
        inside.extend(op.results().map(|r| Value::from(r).to_raw().ptr));
        for nested in op.regions() {
            let mut block = nested.first_block();
            while let Some(b) = block {
                for index in 0..b.argument_count() {
                    let argument: Value = b.argument(index).expect("index is in range").into();
                    inside.insert(argument.to_raw().ptr);
                }
                block = b.next_in_region();
            }
        }
    }
    let mut outside: Vec<Value<'c, 'a>> = Vec::new();
    for op in &ops {
        for value in op.operands() {
            if !inside.contains(&value.to_raw().ptr) && !outside.contains(&value) {
                outside.push(value);
            }
        }
    }
    outside
}
