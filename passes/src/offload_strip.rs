//! `offload-strip`: removes offload ops and gives back the program without
//! offloading.
//!
//! Runs on any op (a module, or each `func.func` inside a pipeline) and
//! walks every nested region. For each remote copy made by `offload.store`,
//! `offload.store_chunk`, `offload.store_async` or `offload.resident` whose
//! tier is selected, it
//! rewires every value prefetched from that copy to the original value,
//! erases the prefetches, detaches, releases and the op that made the copy,
//! and drops the copy's tokens from the dependency lists of other offload
//! ops (erasing an `offload.wait` that is left waiting on nothing).
//!
//! Without `tiers`, each clone a plan placed to recompute a tensor
//! (`offload.recompute`, on tensors) is folded into the op it computes
//! again: its uses read that op's results; and the plan's fingerprint
//! (`offload.fingerprint` on a function) goes.
//!
//! Option: `tiers` (default: all) limits the stripping to copies in those
//! tiers, so that e.g. NVMe offloads can be removed while host ones stay.
//!
//! Expects: IR that verifies. Guarantees: without `tiers`, no offload op is
//! left; every former use of a prefetched value uses the original value,
//! which dominates it since the copy was made from it. Fails, at the
//! offending op, when a remote value or token is used by an op outside the
//! dialect (a `func.return`, a branch) or is a block argument, since the
//! original value is then not known.

use std::collections::HashSet;

use hyperoffload_dialect::{OffloadOp, Tier};
use melior::ir::{
    BlockLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use tracing::trace;

use crate::{
    PassDef, PassResult,
    extract::purity::{self, RECOMPUTE_ATTRIBUTE},
    ir::{self, erase, replace_all_uses, uses},
    offload_plan::PLAN_FINGERPRINT,
    options::{Key, PassOptions},
};

const TIERS: Key<Vec<Tier>> = Key::tiers(
    "tiers",
    "Strip only remote copies in these tiers (empty: every tier)",
);

pub const PASS: PassDef = PassDef {
    flag: "offload-strip",
    name: "OffloadStrip",
    summary: "Remove offload ops and rewire prefetched values to the originals",
    description: "Gives back the program without offloading, to compare with and without a plan. \
        Every value prefetched from a remote copy is replaced by the value the copy was made from; \
        stores, detaches, prefetches, residents, releases and waits are erased, and tokens of \
        erased transfers are dropped from the dependency lists of the offload ops that stay. \
        Without `tiers`, each clone of an op a plan recomputes (offload.recompute, on tensors) is \
        folded into the earlier op it computes again. With `tiers`, only copies in those tiers are \
        removed. Fails at the op where a remote value or token escapes to an op outside the \
        dialect or comes from a block argument.",
    anchor: None,
    options: &[TIERS.def],
    run,
};

fn run(root: OperationRef, options: &PassOptions) -> PassResult {
    let tiers = &options.get(&TIERS);
    let offload_ops = collect(root);
    let copies: Vec<_> = offload_ops
        .iter()
        .copied()
        .filter(|(op, kind)| kind.makes_remote() && selected(op, tiers))
        .collect();
    trace!(ops = offload_ops.len(), copies = copies.len(), "collected");

    let mut doomed: Vec<OperationRef> = Vec::new();
    let mut dead_tokens: Vec<Value> = Vec::new();
    for &(copy, kind) in &copies {
        strip_copy(copy, kind, &mut doomed, &mut dead_tokens)?;
    }
    for token in dead_tokens {
        drop_token(token, &mut doomed)?;
    }
    // Stripping everything must leave no dangling offload op behind.
    if tiers.is_empty() {
        let doomed_set: HashSet<_> = doomed.iter().map(|op| op.to_raw().ptr).collect();
        for &(op, kind) in &offload_ops {
            if !doomed_set.contains(&op.to_raw().ptr) {
                return Err(ir::error(
                    op.location(),
                    &format!(
                        "cannot strip '{kind}': it depends on a remote copy or token that is a block argument, not made by an offload op in this region"
                    ),
                ));
            }
        }
    }

    // Users first, so that nothing erased is still in use; an op reached
    // twice (a buffer released after two stores) is erased once.
    let mut erased = HashSet::new();
    for op in doomed.into_iter().rev() {
        if erased.insert(op.to_raw().ptr) {
            erase(op);
        }
    }
    if tiers.is_empty() {
        fold_clones(root)?;
        // The plan is gone with its ops: so is its fingerprint.
        for function in ir::collect_ops(root, |op| op.has_attribute(PLAN_FINGERPRINT)) {
            ir::remove_attribute(function, PLAN_FINGERPRINT);
        }
    }
    Ok(())
}

/// Each clone a plan placed on tensors (`offload.recompute`) reads as the
/// op it computes again: the nearest earlier op of its block, not a clone,
/// of its name and identity on the same operands (once the copies are
/// stripped, the clone reads the originals, and a chain's later clone reads
/// the original of the earlier one, folded first). Its uses read that op's
/// results, and the clone is erased.
fn fold_clones(root: OperationRef) -> PassResult {
    let clones = ir::collect_ops(root, |op| {
        op.has_attribute(RECOMPUTE_ATTRIBUTE) && op.result_count() > 0
    });
    for clone in clones {
        let name = ir::op_name(&clone);
        let identity = purity::identity(&clone);
        let mut original = None;
        let mut cursor = clone.block().and_then(|b| b.first_operation());
        while let Some(op) = cursor.filter(|&op| op != clone) {
            if !op.has_attribute(RECOMPUTE_ATTRIBUTE)
                && ir::op_name(&op) == name
                && op.operands().eq(clone.operands())
                && purity::identity(&op) == identity
            {
                original = Some(op);
            }
            cursor = op.next_in_block();
        }
        let Some(original) = original else {
            return Err(ir::error(
                clone.location(),
                &format!(
                    "cannot strip this clone of '{name}' (offload.recompute): no earlier op of its block computes the same from the same operands; drop the attribute to keep it as an op of the program"
                ),
            ));
        };
        for k in 0..clone.result_count() {
            replace_all_uses(ir::result(clone, k), ir::result(original, k));
        }
        erase(clone);
    }
    Ok(())
}

/// Every offload op under `root`, in pre-order.
fn collect<'c, 'a>(root: OperationRef<'c, 'a>) -> Vec<(OperationRef<'c, 'a>, OffloadOp)> {
    ir::collect_ops(root, |op| OffloadOp::of(op).is_some())
        .into_iter()
        .filter_map(|op| Some((op, OffloadOp::of(&op)?)))
        .collect()
}

/// Whether the copy made by `op` is in one of `tiers` (all when empty).
fn selected(op: &OperationRef, tiers: &[Tier]) -> bool {
    tiers.is_empty() || hyperoffload_dialect::tier_of(op).is_some_and(|tier| tiers.contains(&tier))
}

/// Rewires the users of one remote copy and marks the ops to erase, in an
/// order where each op comes after the ops it uses.
fn strip_copy<'c, 'a>(
    copy: OperationRef<'c, 'a>,
    kind: OffloadOp,
    doomed: &mut Vec<OperationRef<'c, 'a>>,
    dead_tokens: &mut Vec<Value<'c, 'a>>,
) -> PassResult {
    let original = copy.operand(0).expect("IRDL guarantees the value operand");
    let remote: Value = copy
        .result(0)
        .expect("IRDL guarantees the remote result")
        .into();
    doomed.push(copy);
    if kind == OffloadOp::StoreAsync {
        dead_tokens.push(copy.result(1).expect("IRDL guarantees the token").into());
    }
    for use_ in uses(remote) {
        let user = use_.owner;
        match OffloadOp::of(&user) {
            // A chunk brought back reads as the value its chunk was
            // stored from (the same data).
            Some(OffloadOp::Prefetch | OffloadOp::PrefetchAsync | OffloadOp::PrefetchChunk) => {
                let fetched: Value = user.result(0).expect("IRDL guarantees the result").into();
                debug_assert_eq!(fetched.r#type(), original.r#type());
                // Releasing the prefetched buffer would now free the original.
                doomed.extend(released(fetched));
                replace_all_uses(fetched, original);
                if OffloadOp::of(&user) == Some(OffloadOp::PrefetchAsync) {
                    dead_tokens.push(user.result(1).expect("IRDL guarantees the token").into());
                }
                doomed.push(user);
            }
            Some(OffloadOp::Detach) => doomed.push(user),
            _ => {
                return Err(ir::error(
                    user.location(),
                    &format!(
                        "cannot strip the remote copy made by '{kind}': it is used by '{}', which offload-strip does not rewrite; keep the copy inside offload ops",
                        ir::op_name(&user)
                    ),
                ));
            }
        }
    }
    // The device buffer released after the store goes back to the program.
    if kind == OffloadOp::StoreAsync {
        doomed.extend(released(original));
    }
    Ok(())
}

/// The `offload.release` ops that free `buffer`.
fn released<'c, 'a>(buffer: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    uses(buffer)
        .into_iter()
        .filter(|use_| use_.operand == 0 && OffloadOp::of(&use_.owner) == Some(OffloadOp::Release))
        .map(|use_| use_.owner)
        .collect()
}

/// Removes `token` from the dependency lists of the offload ops that wait on
/// it; marks a wait left with no dependency for erasure.
fn drop_token<'c, 'a>(token: Value<'c, 'a>, doomed: &mut Vec<OperationRef<'c, 'a>>) -> PassResult {
    for use_ in uses(token) {
        let user = use_.owner;
        let Some(kind) = OffloadOp::of(&user) else {
            return Err(ir::error(
                user.location(),
                &format!(
                    "cannot strip a transfer whose token is used by '{}'; only offload ops may wait on offload tokens",
                    ir::op_name(&user)
                ),
            ));
        };
        if doomed.iter().any(|op| op.to_raw().ptr == user.to_raw().ptr) {
            continue;
        }
        let kept: Vec<Value> = user.operands().filter(|v| *v != token).collect();
        if kind == OffloadOp::Wait && kept.is_empty() {
            doomed.push(user);
        } else {
            ir::set_operands(user, &kept);
        }
    }
    Ok(())
}
