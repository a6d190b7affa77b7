//! Which slice of its stack a slice op names in each iteration of its
//! loop ([`SliceIndex`]), for the checker to prove inside the stack.
//!
//! The loop is the op whose body holds the slice op: an `scf.for` with
//! constant bounds, or a `stablehlo.while` or `scf.while` that counts
//! (its counter starts at a constant and steps by a constant). The index
//! must be an affine function of the loop's counter with constant
//! coefficients (the counter, constants, and `+`, `-` and `*` by a
//! constant of them, through casts). A prefetch's must depend on the
//! counter: `offload-bufferize` fetches the next iteration's slice during
//! each iteration, by the same index on the next counter, and refuses an
//! index that does not follow the counter
//! ([`crate::lowering::slices::check`]). A store copies where it is, so it
//! may store at a constant index anywhere. Anything else is
//! [`SliceIndex::Unproven`], with why.

use hyperoffload_core::SliceIndex;
use hyperoffload_dialect::OffloadOp;
use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    bridge::loops,
    ir::{self, op_name},
};

/// How deep an index's arithmetic may go: deeper is not proved.
const MAX_DEPTH: usize = 32;

/// The slice `op` names per iteration; `None` for an op that is not a
/// slice op (`offload.prefetch_slice`, `offload.store_slice`).
pub fn slice_index(op: &OperationRef) -> Option<SliceIndex> {
    let (stack, index, store) = match OffloadOp::of(op)? {
        OffloadOp::PrefetchSlice => (ir::operand(op, 0)?, ir::operand(op, 1)?, false),
        OffloadOp::StoreSlice => (ir::operand(op, 1)?, ir::operand(op, 2)?, true),
        _ => return None,
    };
    Some(affine_index(op, stack, index, store).unwrap_or_else(SliceIndex::Unproven))
}

fn affine_index(
    op: &OperationRef,
    stack: Value,
    index: Value,
    store: bool,
) -> Result<SliceIndex, String> {
    let slices = hyperoffload_dialect::remote_value_type(stack.r#type())
        .and_then(|t| ir::ranked_shape(t))
        .and_then(|(shape, _)| shape.first().copied().flatten())
        .ok_or("names a slice of a stack without a static leading dimension")?;
    // A store at a constant index stores that slice, in a loop or not.
    if store && let Some(first) = loops::scalar_constant(index) {
        return Ok(SliceIndex::Affine {
            first,
            stride: 0,
            iterations: 1,
            slices,
        });
    }
    let (counter, start, step, iterations) = loop_counter(op)?;
    let (scale, offset) = affine_in(index, counter, MAX_DEPTH).ok_or(
        "has an index that is not an affine function of its loop's counter: write it as the counter, or as arith.addi, arith.subi and arith.muli of it and constants, so that it can be proved inside its stack",
    )?;
    if scale == 0 && !store {
        return Err("names the same slice in every iteration: offload-bufferize fetches the next iteration's slice by the loop's counter; index it with the induction variable of the loop around it".to_owned());
    }
    let first = scale
        .checked_mul(i128::from(start))
        .and_then(|s| s.checked_add(offset))
        .and_then(|f| i64::try_from(f).ok());
    let stride = scale
        .checked_mul(i128::from(step))
        .and_then(|s| i64::try_from(s).ok());
    let (Some(first), Some(stride)) = (first, stride) else {
        return Err("has an index that overflows a 64-bit integer".to_owned());
    };
    Ok(SliceIndex::Affine {
        first,
        stride,
        iterations,
        slices,
    })
}

/// The counter of the loop whose body holds `op`: the value, its start,
/// its step and the loop's trip count.
fn loop_counter<'c, 'a>(
    op: &OperationRef<'c, 'a>,
) -> Result<(Value<'c, 'a>, i64, i64, u64), String> {
    const NOT_IN_A_LOOP: &str = "is not directly in the body of a loop that counts: place it in the body of the scf.for, scf.while or stablehlo.while whose counter indexes the slice";
    let body = op.block().ok_or(NOT_IN_A_LOOP)?;
    let lp = body.parent_operation().ok_or(NOT_IN_A_LOOP)?;
    let name = op_name(&lp);
    let unknown = |why: String| {
        format!(
            "is in a loop whose trip count is not known ({why}): its index cannot be proved inside its stack"
        )
    };
    let (position, start, step, trips) = match name.as_str() {
        "scf.for" => {
            let trips = loops::scf_for_trips(&lp).map_err(unknown)?;
            let constant = |i| loops::constant_operand(&lp, i).ok_or(NOT_IN_A_LOOP);
            (0, constant(0)?, constant(2)?, trips)
        }
        "scf.while" | "stablehlo.while" => {
            let after = crate::ir::region(&lp, 1).and_then(|r| r.first_block());
            if after != Some(body) {
                return Err(NOT_IN_A_LOOP.to_owned());
            }
            let induction = loops::while_trips(&lp, &name).map_err(unknown)?;
            (
                induction.position,
                induction.start,
                induction.step,
                induction.trips,
            )
        }
        _ => return Err(NOT_IN_A_LOOP.to_owned()),
    };
    let counter = crate::ir::argument(&body, position).ok_or(NOT_IN_A_LOOP)?;
    Ok((counter, start, step, trips))
}

/// `(scale, offset)` with `value = scale * counter + offset` in every
/// iteration, when the arithmetic that makes `value` says so.
fn affine_in(value: Value, counter: Value, depth: usize) -> Option<(i128, i128)> {
    if value == counter {
        return Some((1, 0));
    }
    if let Some(constant) = loops::scalar_constant(value) {
        return Some((0, i128::from(constant)));
    }
    let depth = depth.checked_sub(1)?;
    let def = ir::defining_op(value)?;
    let operand = |i: usize| affine_in(ir::operand(&def, i)?, counter, depth);
    match op_name(&def).as_str() {
        "arith.addi" | "stablehlo.add" => {
            let ((a, b), (c, d)) = (operand(0)?, operand(1)?);
            Some((a.checked_add(c)?, b.checked_add(d)?))
        }
        "arith.subi" | "stablehlo.subtract" => {
            let ((a, b), (c, d)) = (operand(0)?, operand(1)?);
            Some((a.checked_sub(c)?, b.checked_sub(d)?))
        }
        "arith.muli" | "stablehlo.multiply" => match (operand(0)?, operand(1)?) {
            ((0, k), (a, b)) | ((a, b), (0, k)) => Some((a.checked_mul(k)?, b.checked_mul(k)?)),
            _ => None,
        },
        "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "stablehlo.convert"
        | "stablehlo.reshape" | "tensor.extract"
            if def.operand_count() == 1 =>
        {
            operand(0)
        }
        _ => None,
    }
}
