//! Writes a core [`Plan`] into the IR of the function it was made for:
//! `offload.resident` for arguments resident in a tier (at the function
//! start), `offload.store` + `offload.detach` after the step a tensor leaves
//! from, `offload.prefetch` before the step it is issued at, and every use
//! served by a prefetch rewired to the prefetched value.

use hyperoffload_core::{
    NodeId, Tier,
    plan::{Plan, Source},
};
use hyperoffload_dialect::{
    Tier as IrTier, build_detach, build_prefetch, build_resident, build_store,
};
use melior::ir::{
    BlockLike, TypeLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassFailed,
    extract::Extracted,
    ir::{self, set_operand, uses},
};

fn ir_tier(tier: Tier) -> IrTier {
    match tier {
        Tier::Host => IrTier::Host,
        Tier::Cxl => IrTier::Cxl,
        Tier::Nvme => IrTier::Nvme,
        Tier::Pool => IrTier::Pool,
    }
}

/// Inserts `plan` into the function `extracted` was taken from.
pub fn insert_plan(extracted: &Extracted, plan: &Plan) -> Result<(), PassFailed> {
    let ops = &extracted.ops;
    let Some(first) = ops.first() else {
        return Ok(());
    };
    let block = first.block().expect("function body ops live in a block");
    if ops.iter().any(|op| op.block() != Some(block)) {
        return Err(ir::error(
            first.location(),
            "offload planning handles function bodies of one block; this function has several",
        ));
    }
    // Step of each top-level op, for mapping uses (also nested ones).
    let step_of: ir::OpIndex = ops
        .iter()
        .enumerate()
        .map(|(i, op)| (op.to_raw().ptr, i))
        .collect();
    let function = block
        .parent_operation()
        .expect("a function body block has a parent");

    let views = hyperoffload_core::plan::views_to_remake(&extracted.graph, plan);
    for (planned, tp) in plan.tensors.iter().enumerate() {
        let original: Value = extracted.values[tp.tensor];
        let location = match tp.source {
            Source::Store { after } => ops[after].location(),
            Source::Resident | Source::StoreAtEntry => function.location(),
        };
        // The remote copy.
        let remote: Value = match tp.source {
            Source::Store { after } => {
                let store = block.insert_operation_after(
                    ops[after],
                    build_store(location, original, ir_tier(tp.tier)),
                );
                store.result(0).expect("a store has one result").into()
            }
            Source::StoreAtEntry => {
                // Stored and detached before the body's first op.
                let anchor = block.first_operation().expect("the body has ops");
                let store = block.insert_operation_before(
                    anchor,
                    build_store(location, original, ir_tier(tp.tier)),
                );
                let remote: Value = store.result(0).expect("a store has one result").into();
                if tp
                    .absences
                    .first()
                    .is_some_and(|a| a.detach_after.is_none())
                {
                    block.insert_operation_after(store, build_detach(location, original, remote));
                }
                remote
            }
            Source::Resident => {
                let anchor = block.first_operation().expect("the body has ops");
                let resident = block.insert_operation_before(
                    anchor,
                    build_resident(location, original, ir_tier(tp.tier)),
                );
                resident
                    .result(0)
                    .expect("a resident has one result")
                    .into()
            }
        };
        // The uses to rewire, by step, before anything is inserted.
        let mut by_step: Vec<(NodeId, OperationRef, usize)> = uses(original)
            .into_iter()
            .filter_map(|u| Some((ir::enclosing_index(u.owner, &step_of)?, u.owner, u.operand)))
            .collect();
        by_step.sort_by_key(|(s, _, _)| *s);

        let mut current = original;
        let mut last_anchor: Option<OperationRef> = None;
        for (index, absence) in tp.absences.iter().enumerate() {
            if let Some(after) = absence.detach_after {
                // After the store when it sits after the same step.
                let anchor = match (tp.source, last_anchor) {
                    (Source::Store { after: s }, _) if s == after && index == 0 => ops[after]
                        .next_in_block()
                        .expect("the store follows its step"),
                    _ => ops[after],
                };
                let detach = block.insert_operation_after(
                    anchor,
                    build_detach(ops[after].location(), current, remote),
                );
                last_anchor = Some(detach);
            }
            // Step `n` is the return: a returned tensor back by then.
            let before = ops
                .get(absence.prefetch_before)
                .copied()
                .unwrap_or_else(|| {
                    block
                        .terminator()
                        .expect("a function body ends in a return")
                });
            let prefetch = block.insert_operation_before(
                before,
                build_prefetch(before.location(), remote, original.r#type()),
            );
            let fetched: Value = prefetch
                .result(0)
                .expect("a prefetch has one result")
                .into();
            let until = tp
                .absences
                .get(index + 1)
                .and_then(|a| a.detach_after)
                .unwrap_or(NodeId::MAX);
            for &(step, owner, operand) in &by_step {
                if step >= absence.prefetch_before && step <= until {
                    set_operand(owner, operand, fetched);
                }
            }
            remake_views(
                extracted,
                &step_of,
                &views[planned][index],
                (original, fetched),
                (absence.first_use, until),
            );
            current = fetched;
        }
        if let Some(after) = tp.leaves_after {
            leave(block, ops, tp, after, (original, current), remote)?;
        } else if current != original {
            // A returned tensor that was away returns the copy fetched last.
            let (terminator, returned) = returned_as(block, &[original]);
            for index in returned {
                set_operand(terminator, index, current);
            }
        }
    }
    mark_tier_arguments(function, extracted);
    Ok(())
}

/// Makes `views` (views of `original` made before an absence, in program
/// order) again from the prefetched copy `fetched`: each view op is cloned
/// right before step `first_use`, reading `fetched` (or a view made again)
/// instead, and the uses of the old view in steps `first_use..=until` read
/// the new one. Views move no data, so the clones cost nothing.
fn remake_views(
    extracted: &Extracted,
    step_of: &ir::OpIndex,
    views: &[hyperoffload_core::TensorId],
    (original, fetched): (Value, Value),
    (first_use, until): (NodeId, NodeId),
) {
    if views.is_empty() {
        return;
    }
    let ops = &extracted.ops;
    let graph = &extracted.graph;
    let block = ops[first_use]
        .block()
        .expect("function body ops live in a block");
    let mut again: Vec<(Value, Value)> = vec![(original, fetched)];
    for &view in views {
        let Some(def) = graph.def_step(view) else {
            continue;
        };
        let op = ops[def];
        // SAFETY: `op` is a live op; the clone is owned until inserted.
        let clone =
            unsafe { melior::ir::Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
        let clone = block.insert_operation_before(ops[first_use], clone);
        for i in 0..clone.operand_count() {
            let operand = clone.operand(i).expect("operand in range");
            if let Some(&(_, new)) = again.iter().find(|(old, _)| *old == operand) {
                set_operand(clone, i, new);
            }
        }
        for r in 0..op.result_count() {
            let old: Value = op.result(r).expect("result in range").into();
            let new: Value = clone.result(r).expect("result in range").into();
            for u in uses(old) {
                if ir::enclosing_index(u.owner, step_of)
                    .is_some_and(|s| s >= first_use && s <= until)
                {
                    set_operand(u.owner, u.operand, new);
                }
            }
            again.push((old, new));
        }
    }
}

/// The return of `block` and the positions of its operands that are one of
/// `values`.
fn returned_as<'c, 'a>(
    block: melior::ir::BlockRef<'c, 'a>,
    values: &[Value<'c, 'a>],
) -> (OperationRef<'c, 'a>, Vec<usize>) {
    let terminator = block
        .terminator()
        .expect("a function body ends in a return");
    let positions = terminator
        .operands()
        .enumerate()
        .filter(|(_, v)| values.contains(v))
        .map(|(i, _)| i)
        .collect();
    (terminator, positions)
}

/// Gives every argument the plan takes as starting in a tier (by
/// `remote-args` or an attribute) the argument attribute `offload.tier`, so
/// that the planned IR says where each argument lives, also of an argument
/// the body never reads; callers and lowerings read it there.
fn mark_tier_arguments(function: OperationRef, extracted: &Extracted) {
    for tensor in &extracted.graph.tensors {
        let hyperoffload_core::TensorOrigin::Argument {
            index,
            tier: Some(tier),
        } = tensor.origin
        else {
            continue;
        };
        let text = ir_tier(tier).as_str();
        let name = "offload.tier";
        // SAFETY: `function` is a live func.func with an argument `index`;
        // the strings are copied by MLIR during the calls.
        unsafe {
            let context = mlir_sys::mlirOperationGetContext(function.to_raw());
            let value = mlir_sys::mlirStringAttrGet(
                context,
                mlir_sys::MlirStringRef {
                    data: text.as_ptr().cast(),
                    length: text.len(),
                },
            );
            mlir_sys::mlirFuncSetArgAttr(
                function.to_raw(),
                index as isize,
                mlir_sys::MlirStringRef {
                    data: name.as_ptr().cast(),
                    length: name.len(),
                },
                value,
            );
        }
    }
}

/// Detaches a returned tensor for good after step `after` and returns its
/// remote copy instead: the return operand and the function's result type
/// become `!offload.remote<T>`.
fn leave<'c, 'a>(
    block: melior::ir::BlockRef<'c, 'a>,
    ops: &[OperationRef<'c, 'a>],
    tp: &hyperoffload_core::plan::TensorPlan,
    after: NodeId,
    (original, current): (Value<'c, 'a>, Value<'c, 'a>),
    remote: Value<'c, 'a>,
) -> Result<(), PassFailed> {
    // After the store when it sits right after the same step.
    let anchor = match tp.source {
        Source::Store { after: s } if s == after => ops[after]
            .next_in_block()
            .expect("the store follows its step"),
        _ => ops[after],
    };
    block.insert_operation_after(anchor, build_detach(ops[after].location(), current, remote));
    let function = block
        .parent_operation()
        .expect("a function body block has a parent");
    let (terminator, returned) = returned_as(block, &[original, current]);
    if returned.is_empty() {
        return Err(ir::error(
            function.location(),
            "internal error: a tensor planned to leave is not returned",
        ));
    }
    for &index in &returned {
        set_operand(terminator, index, remote);
    }
    // SAFETY: `function` is a live func.func whose `function_type` is a
    // function type; the new type has the same inputs and as many results.
    unsafe {
        let name = mlir_sys::MlirStringRef {
            data: "function_type".as_ptr().cast(),
            length: "function_type".len(),
        };
        let attribute = mlir_sys::mlirOperationGetAttributeByName(function.to_raw(), name);
        let old = mlir_sys::mlirTypeAttrGetValue(attribute);
        let inputs: Vec<_> = (0..mlir_sys::mlirFunctionTypeGetNumInputs(old))
            .map(|i| mlir_sys::mlirFunctionTypeGetInput(old, i))
            .collect();
        let mut results: Vec<_> = (0..mlir_sys::mlirFunctionTypeGetNumResults(old))
            .map(|i| mlir_sys::mlirFunctionTypeGetResult(old, i))
            .collect();
        for &index in &returned {
            results[index] = remote.r#type().to_raw();
        }
        let context = mlir_sys::mlirTypeGetContext(old);
        let new = mlir_sys::mlirFunctionTypeGet(
            context,
            inputs.len() as isize,
            inputs.as_ptr(),
            results.len() as isize,
            results.as_ptr(),
        );
        mlir_sys::mlirOperationSetAttributeByName(
            function.to_raw(),
            name,
            mlir_sys::mlirTypeAttrGet(new),
        );
    }
    Ok(())
}
