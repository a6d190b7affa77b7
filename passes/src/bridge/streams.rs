//! Stacks streamed through loops: a stacked tensor that lives in a tier
//! (layer weights stacked along a leading dimension, an argument declared
//! in a tier) and that the function reads only one slice per iteration of
//! loops over it, at their induction variables, is not brought to the
//! device whole: each such loop reads its slice with
//! `offload.prefetch_slice`, which fetches it during the iteration before
//! (docs/dialect/offload.md). The index may be the induction variable or
//! arith ops of it (a loop that walks the layers backward reads `L - 1 -
//! i`). The device holds two slices per loop instead
//! of the stack.
//!
//! A loop streams a stack when the copies of one iteration's slices fit
//! within the iteration's compute on the cost model (the link's time for
//! a slice against the loop's compute over its trip count), so that
//! streaming adds no time but the first slice's copy; stacks that do not
//! fit stay whole, largest first taken. Only loops of the function's body
//! (not nested in another loop) with a known trip count stream, since the
//! function's simulation charges their copies on the link.

use std::collections::HashMap;

use hyperoffload_core::{
    CostModel, Direction, TensorOrigin, Tier, format_bytes, plan::ReferencePeaks,
    units::format_seconds,
};
use hyperoffload_dialect::{build_prefetch_slice, build_resident};
use melior::ir::{
    BlockLike, BlockRef, Value, ValueLike,
    attribute::DenseI64ArrayAttribute,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassFailed,
    extract::{self, ExtractOptions},
    ir::{self, ValueNames, erase, op_name, replace_all_uses, result, uses},
    lowering::slices,
};

/// One stack that a loop could stream: its argument, its tier, and the
/// slice reads in the loop's body.
struct Candidate<'c, 'a> {
    argument: usize,
    value: Value<'c, 'a>,
    tier: Tier,
    slice_bytes: u64,
    copy_s: f64,
    reads: Vec<OperationRef<'c, 'a>>,
}

/// What streaming changed in one function.
#[derive(Default)]
pub struct Streamed {
    /// Stacks that stream, counted once per loop.
    pub stacks: usize,
    /// The function's peak with every tensor on the device, before (when
    /// a stack streams).
    pub peak_before: Option<u64>,
}

/// Rewrites the slice reads of every stack that a loop of `function` can
/// stream (module docs) into `offload.prefetch_slice`, with a remark at
/// each loop.
pub fn stream_stacks(
    function: OperationRef,
    cost: &CostModel,
    options: &ExtractOptions,
) -> Result<Streamed, PassFailed> {
    let extracted =
        extract::extract(function, options).map_err(|e| ir::error(e.location, &e.message))?;
    let graph = &extracted.graph;
    let names = ValueNames::new(&function);
    // The loops of the function's body, with their iteration's compute.
    let mut loops: Vec<(OperationRef, u64, f64)> = Vec::new();
    for (step, op) in extracted.ops.iter().enumerate() {
        if op_name(op) != "scf.for" {
            continue;
        }
        let Some(trips) = extract::scf_for_trip_count(op).filter(|&t| t > 0) else {
            continue;
        };
        let seconds = cost.op_time(&graph.nodes[step]);
        loops.push((*op, trips, seconds / trips as f64));
    }
    // Every argument in a tier whose every use is a slice read at the
    // induction variable of one of those loops.
    let mut by_loop: HashMap<usize, Vec<Candidate>> = HashMap::new();
    for (id, tensor) in graph.tensors.iter().enumerate() {
        let TensorOrigin::Argument {
            index,
            tier: Some(tier),
        } = tensor.origin
        else {
            continue;
        };
        let Some(value) = extracted.values.get(id).copied().flatten() else {
            continue;
        };
        let Some(reads) = slice_reads(value, &loops) else {
            continue;
        };
        let Some(slice_bytes) = slice_bytes(tensor.bytes, value) else {
            continue;
        };
        let Ok(copy_s) = cost.transfer_time(slice_bytes, tier, Direction::HostToDevice) else {
            continue;
        };
        for (at, reads) in reads {
            by_loop.entry(at).or_default().push(Candidate {
                argument: index,
                value,
                tier,
                slice_bytes,
                copy_s,
                reads,
            });
        }
    }
    let mut streamed = Streamed::default();
    let mut residents: HashMap<usize, Value> = HashMap::new();
    let mut at_loops: Vec<_> = by_loop.into_iter().collect();
    at_loops.sort_by_key(|(at, _)| *at);
    for (at, mut candidates) in at_loops {
        let (lp, trips, iteration_s) = loops[at];
        candidates.sort_by_key(|c| std::cmp::Reverse(c.slice_bytes));
        let mut copies_s = 0.0;
        let mut lines = Vec::new();
        for candidate in candidates {
            let name = names.name(candidate.value);
            if copies_s + candidate.copy_s > iteration_s {
                lines.push(format!(
                    "keeps {name} whole: its slice of {} takes {} on the link, more than the {} of compute an iteration has for it",
                    format_bytes(candidate.slice_bytes),
                    format_seconds(candidate.copy_s),
                    format_seconds((iteration_s - copies_s).max(0.0)),
                ));
                continue;
            }
            copies_s += candidate.copy_s;
            let remote = *residents.entry(candidate.argument).or_insert_with(|| {
                resident(
                    function,
                    candidate.value,
                    candidate.argument,
                    candidate.tier,
                )
            });
            for read in &candidate.reads {
                slice_from(*read, remote);
            }
            streamed.stacks += 1;
            streamed
                .peak_before
                .get_or_insert(ReferencePeaks::of(graph).all_on_device);
            lines.push(format!(
                "streams {name} from {}: a slice of {} a {} copy, behind an iteration of {}; 2 slices on the device instead of {trips}",
                candidate.tier.name(),
                format_bytes(candidate.slice_bytes),
                format_seconds(candidate.copy_s),
                format_seconds(iteration_s),
            ));
        }
        ir::remark(
            lp.location(),
            &format!("loop over {trips} iterations: {}", lines.join("; ")),
        );
    }
    Ok(streamed)
}

/// The slice reads of `value`, by loop (an index into `loops`), when every
/// use of it is one (`tensor.extract_slice` of one whole slice along the
/// leading dimension, at the induction variable, directly in the body).
fn slice_reads<'c, 'a>(
    value: Value<'c, 'a>,
    loops: &[(OperationRef<'c, 'a>, u64, f64)],
) -> Option<HashMap<usize, Vec<OperationRef<'c, 'a>>>> {
    let users = uses(value);
    if users.is_empty() {
        return None;
    }
    let mut reads: HashMap<usize, Vec<OperationRef>> = HashMap::new();
    for use_ in users {
        let read = use_.owner;
        let body = read.block()?;
        let lp = body.parent_operation()?;
        let at = loops.iter().position(|(l, _, _)| *l == lp)?;
        if !is_slice_read(read, value, body) {
            return None;
        }
        reads.entry(at).or_default().push(read);
    }
    Some(reads)
}

/// Whether `read` is `tensor.extract_slice %stack[%i, 0, ...] [1, d1,
/// ...] [1, ...]`: one whole slice along the leading dimension of the
/// statically shaped `stack`, at the induction variable of the loop whose
/// body is `body` or at arith ops of it ([`slices::index_chain`]: a
/// backward loop's `L - 1 - i`).
fn is_slice_read(read: OperationRef, stack: Value, body: BlockRef) -> bool {
    if op_name(&read) != "tensor.extract_slice"
        || read.operand_count() != 2
        || ir::operand(&read, 0) != Some(stack)
        || ir::operand(&read, 1).is_none_or(|i| slices::index_chain(i, body).is_none())
    {
        return false;
    }
    let Some((shape, _)) = ir::ranked_shape(stack.r#type()) else {
        return false;
    };
    let Some(shape) = shape.into_iter().collect::<Option<Vec<u64>>>() else {
        return false;
    };
    let array = |name: &str| -> Option<Vec<i64>> {
        let attribute = DenseI64ArrayAttribute::try_from(read.attribute(name).ok()?).ok()?;
        (0..attribute.len())
            .map(|i| attribute.element(i).ok())
            .collect()
    };
    let (Some(offsets), Some(sizes), Some(strides)) = (
        array("static_offsets"),
        array("static_sizes"),
        array("static_strides"),
    ) else {
        return false;
    };
    let rank = shape.len();
    let whole_slice = rank >= 1
        && offsets.len() == rank
        && offsets[0] == i64::MIN
        && offsets[1..].iter().all(|&o| o == 0)
        && sizes.len() == rank
        && sizes[0] == 1
        && sizes[1..]
            .iter()
            .zip(&shape[1..])
            .all(|(&s, &d)| s as u64 == d)
        && strides.iter().all(|&s| s == 1);
    let result_shape = ir::ranked_shape(result(read, 0).r#type())
        .map(|(dims, _)| dims)
        .unwrap_or_default();
    let slice: Vec<Option<u64>> = shape[1..].iter().copied().map(Some).collect();
    let ones: Vec<Option<u64>> = std::iter::once(Some(1)).chain(slice.clone()).collect();
    whole_slice && (result_shape == slice || result_shape == ones)
}

/// The bytes of one slice of a stack of `bytes` (its leading dimension's
/// share).
fn slice_bytes(bytes: u64, stack: Value) -> Option<u64> {
    let (shape, _) = ir::ranked_shape(stack.r#type())?;
    let leading = (*shape.first()?)?;
    (leading > 0 && bytes.is_multiple_of(leading)).then(|| bytes / leading)
}

/// `offload.resident` of the argument `value` at the top of the function,
/// and the argument marked as living in `tier`.
fn resident<'c, 'a>(
    function: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    argument: usize,
    tier: Tier,
) -> Value<'c, 'a> {
    let entry = ir::first_block(&function).expect("a function with arguments has a body");
    let first = entry.first_operation().expect("a body ends in its return");
    let op = entry.insert_operation_before(first, build_resident(function.location(), value, tier));
    ir::set_argument_string_attribute(function, argument, "offload.tier", tier.name());
    result(op, 0)
}

/// Replaces the slice read `read` by `offload.prefetch_slice` of `remote`
/// at the same index (a value of the body, which the pipeline computes
/// again for the next iteration).
fn slice_from(read: OperationRef, remote: Value) {
    let block = read.block().expect("a read in a loop body");
    let index = ir::operand(&read, 1).expect("checked: the induction variable");
    let old = result(read, 0);
    let slice = block.insert_operation_before(
        read,
        build_prefetch_slice(read.location(), remote, index, old.r#type()),
    );
    replace_all_uses(old, result(slice, 0));
    erase(read);
}
