//! Collectives: which ops exchange data with the other devices of a group,
//! with how many, and how much each device's buffer holds.
//!
//! StableHLO (and MHLO) name their groups in `replica_groups`, a
//! `groups x size` array (`collective_permute` in `source_target_pairs`:
//! each pair is a group of 2); the upstream `shard` dialect names the axes
//! of its grid (`grid = @g, grid_axes = array<i16: ...>`), the group being
//! the product of those axes' sizes in `shard.grid @g(shape = ...)`.

use hyperoffload_core::{Collective, CollectiveKind};
use melior::ir::{Attribute, AttributeLike, operation::OperationLike, operation::OperationRef};

use crate::ir;

/// What `name` does, if it is a collective, and whether its algorithm's
/// buffer is its result (an all-gather's, a receive's) rather than its
/// operand.
fn kind_of(name: &str) -> Option<(CollectiveKind, bool)> {
    let (dialect, op) = name.split_once('.')?;
    if !matches!(dialect, "stablehlo" | "mhlo" | "shard" | "mesh") {
        return None;
    }
    let rooted = matches!(dialect, "shard" | "mesh");
    Some(match op {
        "all_reduce" => (CollectiveKind::AllReduce, false),
        "all_gather" => (CollectiveKind::AllGather, true),
        "reduce_scatter" => (CollectiveKind::ReduceScatter, false),
        "all_to_all" => (CollectiveKind::AllToAll, false),
        "collective_permute" | "shift" => (CollectiveKind::Permute, false),
        "collective_broadcast" | "broadcast" => (CollectiveKind::Broadcast, false),
        "send" => (CollectiveKind::SendRecv, false),
        "recv" => (CollectiveKind::SendRecv, true),
        // StableHLO's `gather`, `scatter` and `reduce` index and fold
        // within the device; the `shard` ones are rooted collectives.
        "gather" if rooted => (CollectiveKind::Gather, true),
        "scatter" if rooted => (CollectiveKind::Scatter, false),
        "reduce" if rooted => (CollectiveKind::Reduce, false),
        _ => return None,
    })
}

/// Whether `name` is a collective. Its results are new buffers, allocated
/// when it starts (docs/semantics.md, "Collectives"), never its operands'
/// buffers, whatever its dialect says of the rest of its ops.
pub fn is_collective(name: &str) -> bool {
    kind_of(name).is_some()
}

/// The collective `op` (named `name`) performs, whose operands hold
/// `operand_bytes` and results `result_bytes` on this device; `None` for
/// any other op. A group the op does not state is taken as 2, the least
/// that moves data, so that a collective is never free.
pub fn collective(
    op: &OperationRef,
    name: &str,
    operand_bytes: u64,
    result_bytes: u64,
) -> Option<Collective> {
    let (kind, of_result) = kind_of(name)?;
    let group = group_size(op, kind).unwrap_or(2);
    Some(Collective {
        kind,
        group,
        bytes: if of_result {
            result_bytes
        } else {
            operand_bytes
        },
    })
}

/// Devices per group, as the op states them.
fn group_size(op: &OperationRef, kind: CollectiveKind) -> Option<u32> {
    if kind == CollectiveKind::Permute && op.attribute("source_target_pairs").is_ok() {
        return Some(2);
    }
    if let Ok(groups) = op.attribute("replica_groups") {
        let (dims, _) = ir::ranked_shape(groups.r#type())?;
        return match dims[..] {
            [_, Some(size)] => u32::try_from(size).ok(),
            _ => None,
        };
    }
    grid_group(op)
}

/// The grid a `shard` collective runs on and the axes it names.
pub struct GridAxes {
    /// The grid's shape (`shard.grid @g(shape = ...)`).
    pub shape: Vec<i64>,
    /// The axes of the collective's groups, in the order it names them.
    pub axes: Vec<usize>,
}

/// The grid and axes of a `shard` collective (`grid = @g, grid_axes =
/// array<i16: ...>`, or the older `mesh` spelling), `None` where it names
/// none, the grid is not a symbol of its module, or an axis is not one of
/// the grid's.
pub fn grid_axes(op: &OperationRef) -> Option<GridAxes> {
    let (grid_name, axes_name) = ["grid", "mesh"]
        .into_iter()
        .find(|name| op.attribute(name).is_ok())
        .map(|name| (name, format!("{name}_axes")))?;
    let grid = ir::symbol_attribute(op, grid_name)?;
    let axes = integers(op.attribute(&axes_name).ok()?)?;
    let module = ir::top_level(*op);
    let shape = ir::first_block(&module)
        .map(ir::block_ops)
        .unwrap_or_default()
        .into_iter()
        .find(|candidate| ir::symbol_name(candidate).as_deref() == Some(grid.as_str()))
        .and_then(|grid_op| integers(grid_op.attribute("shape").ok()?))?;
    let axes = axes
        .iter()
        .map(|&axis| usize::try_from(axis).ok().filter(|&a| a < shape.len()))
        .collect::<Option<Vec<_>>>()?;
    Some(GridAxes { shape, axes })
}

/// The product of the sizes of the grid axes a `shard` collective names.
fn grid_group(op: &OperationRef) -> Option<u32> {
    let grid = grid_axes(op)?;
    grid.axes.iter().try_fold(1u32, |group, &axis| {
        group.checked_mul(u32::try_from(grid.shape[axis]).ok()?)
    })
}

/// The elements of an `array<i16: ...>` or `array<i64: ...>` attribute.
pub fn integers(attribute: Attribute) -> Option<Vec<i64>> {
    let raw = attribute.to_raw();
    // SAFETY: the attribute is live; the calls only read it.
    unsafe {
        if mlir_sys::mlirAttributeIsADenseI64Array(raw) {
            let n = mlir_sys::mlirDenseArrayGetNumElements(raw);
            return Some(
                (0..n)
                    .map(|i| mlir_sys::mlirDenseI64ArrayGetElement(raw, i))
                    .collect(),
            );
        }
        if mlir_sys::mlirAttributeIsADenseI16Array(raw) {
            let n = mlir_sys::mlirDenseArrayGetNumElements(raw);
            return Some(
                (0..n)
                    .map(|i| i64::from(mlir_sys::mlirDenseI16ArrayGetElement(raw, i)))
                    .collect(),
            );
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collectives_are_known_by_name_in_every_dialect_that_has_them() {
        assert_eq!(
            kind_of("stablehlo.all_gather"),
            Some((CollectiveKind::AllGather, true))
        );
        assert_eq!(
            kind_of("shard.shift"),
            Some((CollectiveKind::Permute, false))
        );
        assert_eq!(kind_of("stablehlo.add"), None);
        assert_eq!(
            kind_of("shard.gather"),
            Some((CollectiveKind::Gather, true))
        );
        assert_eq!(
            kind_of("shard.reduce"),
            Some((CollectiveKind::Reduce, false))
        );
        for local in ["stablehlo.gather", "stablehlo.scatter", "stablehlo.reduce"] {
            assert_eq!(kind_of(local), None, "{local}");
        }
        assert_eq!(kind_of("linalg.broadcast"), None);
    }
}
