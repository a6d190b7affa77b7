//! The pipelined slice prefetches of `offload-bufferize`.
//!
//! `%w = offload.prefetch_slice %r, %i` in the body of an `scf.for` whose
//! induction variable is `%i` reads one slice of a stack that lives in a
//! tier (`%r` made outside the loop). Fetched where it is read, the copy
//! would stall each iteration; it is fetched one iteration ahead instead,
//! into one of two device slots the loop holds:
//!
//! ```text
//! %a = memref.alloc() : memref<S>          // the slots, freed after the loop
//! %b = memref.alloc() : memref<S>
//! %d0 = offload.prefetch_slice_async %r, %a, %lb
//! offload.wait [%d0]                       // the first slice
//! scf.for %i = %lb to %ub step %s {
//!   %even = ((%i - %lb) / %s) % 2 == 0
//!   %cur = arith.select %even, %a, %b      // this iteration's slice
//!   %next = arith.select %even, %b, %a
//!   %n = %i + %s < %ub ? %i + %s : %i      // the next slice (the last
//!   %d = offload.prefetch_slice_async %r, %next, %n   //  iteration: its own again)
//!   ... the body, reading %cur ...
//!   offload.wait [%d]                      // before scf.yield
//! }
//! ```
//!
//! In a counted `scf.while` (its condition compares a carried counter
//! with a constant and its body adds a constant step: the form
//! `-scf-for-to-while` emits), the counter is the induction variable:
//! the first slice is at its initial value, and the next iteration runs
//! while the iteration's number is below the trip count less one.
//!
//! With `slots = 1` the loop holds one slot: `%cur` and `%next` are `%a`,
//! and the copy of the next slice is issued right after the body's last
//! op that reads the slot, behind the rest of the iteration.
//!
//! The copy of the next slice runs behind the whole iteration; the last
//! iteration copies its own slice into the other slot, a copy nothing
//! reads, so that the loop body stays one block with one token. The
//! device holds two slices where the stack would hold all of them.

use melior::ir::{
    Attribute, BlockLike, BlockRef, Location, RegionLike, Type, TypeLike, Value, ValueLike,
    operation::{OperationBuilder, OperationLike, OperationRef},
};

use crate::{
    PassResult,
    ir::{self, collect_ops, defining_op, erase, op_name, replace_all_uses, result, uses},
    lowering::{llvm_buffers, views},
};
use hyperoffload_core::SliceIndex;
use hyperoffload_dialect::{OffloadOp, build_prefetch_slice_async, build_wait};

/// Refuses a slice prefetch the pipeline cannot build, at the op.
pub fn check(op: OperationRef) -> PassResult {
    let location = op.location();
    let fail = |why: &str| {
        Err(ir::error(
            location,
            &format!("offload.prefetch_slice {why}"),
        ))
    };
    let Some(lp) = op
        .parent_operation()
        .filter(|p| matches!(op_name(p).as_str(), "scf.for" | "scf.while"))
    else {
        return fail(
            "is pipelined across the iterations of a loop: place it directly in the body of the scf.for or scf.while whose induction variable indexes the slice",
        );
    };
    let body = op.block().expect("an op in a block");
    let index = op.operand(1).expect("IRDL guarantees the index");
    if op_name(&lp) == "scf.while" && induction_variable(body).is_none() {
        return fail(
            "needs an scf.while that counts: its condition compares a carried integer with a constant, passes it on to the body at its own position, and the body adds a constant step to it (the form -scf-for-to-while emits)",
        );
    }
    if !index.r#type().is_index() {
        return fail("needs an index of type index");
    }
    if index_chain(index, body).is_none() {
        return fail(
            "must index the slice with the induction variable of the loop around it, or with arith ops of it and values from outside the loop",
        );
    }
    if let Some(why) = index_outside_stack(op) {
        return fail(&why);
    }
    let remote = op.operand(0).expect("IRDL guarantees the remote");
    let made_inside =
        defining_op(remote).is_some_and(|d| within(d, lp)) || remote_argument_of(remote, lp);
    if made_inside {
        return fail(
            "reads a stack that is in its tier before the loop: make its remote copy outside the loop",
        );
    }
    if let Some(producer) = defining_op(remote)
        && !matches!(
            OffloadOp::of(&producer),
            Some(OffloadOp::Resident | OffloadOp::RemoteStack)
        )
    {
        return fail(
            "streams a stack that lives in its tier (offload.resident, offload.remote_stack or a remote argument); a stack stored whole by this function is not supported",
        );
    }
    if !is_one_slice(remote, result(op, 0)) {
        return fail(
            "returns one slice of the stack along its leading dimension: a stack tensor<L x S> gives tensor<S> or tensor<1 x S>, static shapes",
        );
    }
    for use_ in uses(result(op, 0)) {
        if op_name(&use_.owner) != "bufferization.to_buffer" {
            return Err(ir::error(
                use_.owner.location(),
                &format!(
                    "'{}' uses a prefetched slice; run one-shot-bufferize{{allow-unknown-ops ...}} before offload-bufferize",
                    op_name(&use_.owner)
                ),
            ));
        }
    }
    Ok(())
}

/// Refuses a slice store the lowering cannot copy, at the op: its stack
/// must be an `offload.remote_stack`, its index an `index`, its value one
/// slice of the stack, and nothing may read its result.
pub fn check_store(op: OperationRef) -> PassResult {
    let fail = |why: &str| {
        Err(ir::error(
            op.location(),
            &format!("offload.store_slice {why}"),
        ))
    };
    let (value, remote, index) = (
        op.operand(0).expect("IRDL guarantees the value"),
        op.operand(1).expect("IRDL guarantees the remote"),
        op.operand(2).expect("IRDL guarantees the index"),
    );
    if !defining_op(remote).is_some_and(|d| OffloadOp::of(&d) == Some(OffloadOp::RemoteStack)) {
        return fail("stores into a stack made by offload.remote_stack in this function");
    }
    if !index.r#type().is_index() {
        return fail(
            "needs an index of type index: a 0-d tensor index (a plan of a stablehlo.while) is not lowered here",
        );
    }
    if !is_one_slice(remote, value) {
        return fail(
            "stores one slice of the stack along its leading dimension: a stack tensor<L x S> takes tensor<S> or tensor<1 x S>, static shapes",
        );
    }
    if let Some(why) = index_outside_stack(op) {
        return fail(&why);
    }
    if let Some(use_) = uses(result(op, 0)).first() {
        return Err(ir::error(
            use_.owner.location(),
            &format!(
                "'{}' reads the result of offload.store_slice; a stored slice is read back through its stack (offload.prefetch_slice)",
                op_name(&use_.owner)
            ),
        ));
    }
    Ok(())
}

/// Why the slice op `op` may name a slice outside its stack: the rule
/// `offload-verify` checks (docs/semantics.md, "Slices"), so that a
/// copy this lowering makes never reads or writes past the stack.
fn index_outside_stack(op: OperationRef) -> Option<String> {
    let slice = crate::extract::slice_index::slice_index(&op)?;
    if let SliceIndex::Unproven(why) = &slice {
        return Some(why.clone());
    }
    let (iteration, index) = slice.outside()?;
    Some(format!(
        "names slice {index} in iteration {iteration} of its loop, outside its stack; index it inside the stack in every iteration"
    ))
}

/// Whether something other than a slice copy reads the memref-form stack
/// `remote` (an `offload.remote_stack`): the function returns it or passes
/// it on, so the stack is not freed when the function ends.
pub fn stack_escapes(remote: Value) -> bool {
    uses(remote).iter().any(|u| {
        !matches!(
            OffloadOp::of(&u.owner),
            Some(OffloadOp::StoreSliceAsync | OffloadOp::PrefetchSliceAsync)
        )
    })
}

/// Whether `op` is the tensor form of `offload.remote_stack` (the memref
/// form has the same name).
pub fn is_tensor_stack(op: &OperationRef) -> bool {
    OffloadOp::of(op) == Some(OffloadOp::RemoteStack)
        && crate::ir::result_at(op, 0)
            .and_then(|r| hyperoffload_dialect::remote_value_type(r.r#type()))
            .is_some_and(|t| t.is_tensor())
}

/// Declares [`llvm_buffers::MEMSET`] in the module `root` when a stack in
/// a tier is made there.
pub fn declare_memset_if_used(root: OperationRef) {
    if let Some(body) = ir::first_block(&root)
        && !collect_ops(root, |op| OffloadOp::of(op) == Some(OffloadOp::RemoteStack)).is_empty()
    {
        let (name, signature) = llvm_buffers::MEMSET;
        llvm_buffers::declare(body, root.location(), name, signature);
    }
}

/// Whether `slice` has the type of one slice of the stack `remote` holds
/// (`tensor<L x S>`, static): `tensor<S>` or `tensor<1 x S>`.
fn is_one_slice(remote: Value, slice: Value) -> bool {
    let stack = hyperoffload_dialect::remote_value_type(remote.r#type())
        .and_then(|t| ir::ranked_shape(t).map(|(shape, _)| shape));
    let slice = ir::ranked_shape(slice.r#type()).map(|(shape, _)| shape);
    match (stack, slice) {
        (Some(stack), Some(slice)) => {
            !stack.is_empty()
                && stack.iter().all(|d| d.is_some())
                && (slice.as_slice() == &stack[1..]
                    || (slice.len() == stack.len()
                        && slice[0] == Some(1)
                        && slice[1..] == stack[1..]))
        }
        _ => false,
    }
}

/// The induction variable of the loop whose body is `body`: an `scf.for`'s
/// first block argument, or in the body (`do` region) of an `scf.while`
/// that counts ([`crate::bridge::loops::while_induction`]), its counter. `None`
/// for other blocks and loops.
pub fn induction_variable<'c, 'a>(body: melior::ir::BlockRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let lp = body.parent_operation()?;
    let position = match op_name(&lp).as_str() {
        "scf.for" => 0,
        "scf.while" => {
            let after = crate::ir::region(&lp, 1)?.first_block()?;
            if after != body {
                return None;
            }
            crate::bridge::loops::while_induction(&lp, "scf.while")?.position
        }
        _ => return None,
    };
    crate::ir::argument(&body, position)
}

/// The ops of the loop body `body` that compute `index` from the loop's
/// induction variable `iv` ([`induction_variable`]) (pure `arith` ops of
/// one result, in program order; empty when `index` is `iv`), when `index`
/// is a function of `iv` and of values from outside the loop alone: then
/// the index of any iteration is those ops again, on that iteration's
/// `iv`.
pub fn index_chain<'c, 'a>(
    index: Value<'c, 'a>,
    body: melior::ir::BlockRef<'c, 'a>,
) -> Option<Vec<OperationRef<'c, 'a>>> {
    let iv = induction_variable(body)?;
    let lp = body.parent_operation()?;
    let mut chain: Vec<OperationRef> = Vec::new();
    let mut pending = vec![index];
    let mut uses_iv = false;
    while let Some(value) = pending.pop() {
        if value == iv {
            uses_iv = true;
            continue;
        }
        match defining_op(value) {
            Some(def) if def.block() == Some(body) => {
                if !op_name(&def).starts_with("arith.")
                    || def.region_count() > 0
                    || def.result_count() != 1
                {
                    return None;
                }
                if !chain.contains(&def) {
                    chain.push(def);
                    pending.extend(def.operands());
                }
            }
            // Made in a block nested in the body: not one value per
            // iteration of this loop.
            Some(def) if within(def, lp) => return None,
            Some(_) => {}
            // Another argument of the body is a value the loop carries.
            None => {
                let argument = melior::ir::block::BlockArgument::try_from(value).ok()?;
                if argument.owner() == body {
                    return None;
                }
            }
        }
    }
    if !uses_iv {
        return None;
    }
    let mut order = Vec::new();
    let mut next = body.first_operation();
    while let Some(o) = next {
        if chain.contains(&o) {
            order.push(o);
        }
        next = o.next_in_block();
    }
    Some(order)
}

/// Copies of the ops of `chain` (an [`index_chain`] of `index`) before
/// `anchor`, on `iv` instead of the induction variable `old_iv`; the copy
/// of `index`.
fn index_at<'c, 'a>(
    chain: &[OperationRef<'c, 'a>],
    index: Value<'c, 'a>,
    old_iv: Value<'c, 'a>,
    iv: Value<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    let block = anchor.block().expect("an anchor in a block");
    let mut map: Vec<(Value, Value)> = vec![(old_iv, iv)];
    for &op in chain {
        let copy = block.insert_operation_before(anchor, ir::clone_op(op));
        for i in 0..copy.operand_count() {
            let operand = copy.operand(i).expect("in range");
            if let Some(&(_, to)) = map.iter().find(|(from, _)| *from == operand) {
                ir::set_operand(copy, i, to);
            }
        }
        map.push((result(op, 0), result(copy, 0)));
    }
    map.iter()
        .find(|(from, _)| *from == index)
        .map(|&(_, to)| to)
        .expect("the chain computes the index")
}

/// Whether `remote` is an argument of a block inside `lp` (a value the
/// loop carries or a nested region's argument).
fn remote_argument_of(remote: Value, lp: OperationRef) -> bool {
    if defining_op(remote).is_some() {
        return false;
    }
    let Ok(argument) = melior::ir::block::BlockArgument::try_from(remote) else {
        return false;
    };
    let owner = argument.owner();
    owner
        .parent_operation()
        .is_some_and(|op| op == lp || within(op, lp))
}

/// Whether `op` is nested in `outer`.
fn within(op: OperationRef, outer: OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if p == outer {
            return true;
        }
        parent = p.parent_operation();
    }
    false
}

/// Rewrites every `offload.prefetch_slice` of `function` into its
/// pipeline (checked by [`check`]); `slot_type` gives a slice's buffer
/// type.
pub fn pipeline<'c>(
    function: OperationRef<'c, '_>,
    slot_type: impl Fn(Location<'c>, Type<'c>) -> Result<Type<'c>, crate::PassFailed>,
) -> PassResult {
    for op in collect_ops(function, |op| {
        OffloadOp::of(op) == Some(OffloadOp::PrefetchSlice)
    }) {
        let slot = slot_type(op.location(), result(op, 0).r#type())?;
        let prefetch = SlicePrefetch::of(op, slot);
        let (a, b) = prefetch.first_slice();
        let (current, copy) = prefetch.next_slice(a, b);
        prefetch.read_slot(current);
        prefetch.issue_next(current, copy);
        erase(op);
    }
    Ok(())
}

/// One `offload.prefetch_slice` (checked by [`check`]) and the loop it
/// is in, as its pipeline needs them.
struct SlicePrefetch<'c, 'a> {
    op: OperationRef<'c, 'a>,
    location: Location<'c>,
    /// The slice's buffer type: the type of each slot.
    slot: Type<'c>,
    /// The stack the slices are copied from.
    remote: Value<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    body: BlockRef<'c, 'a>,
    /// The body's first op before the rewrite: the pipeline's ops of an
    /// iteration go before it.
    anchor: OperationRef<'c, 'a>,
    iv: Value<'c, 'a>,
    counter: Counter<'c, 'a>,
    /// The slice's index, and the ops of the body that compute it.
    index: Value<'c, 'a>,
    chain: Vec<OperationRef<'c, 'a>>,
    /// Whether the slice has one slot (the next slice is copied into it
    /// after the iteration read it) rather than two.
    one_slot: bool,
}

impl<'c, 'a> SlicePrefetch<'c, 'a> {
    fn of(op: OperationRef<'c, 'a>, slot: Type<'c>) -> Self {
        let body = op.block().expect("an op in a block");
        let index = op.operand(1).expect("checked");
        Self {
            op,
            location: op.location(),
            slot,
            remote: op.operand(0).expect("checked"),
            lp: op.parent_operation().expect("checked: in an scf.for"),
            body,
            anchor: body.first_operation().expect("the body holds the op"),
            iv: induction_variable(body).expect("checked"),
            counter: Counter::of(op.parent_operation().expect("checked: in an scf.for")),
            index,
            chain: index_chain(index, body).expect("checked"),
            one_slot: crate::extract::slice_slots(&op) == 1,
        }
    }

    /// Before the loop: the two slots (one, twice, with one slot) and the
    /// copy of the first slice into the first, which the host waits for.
    fn first_slice(&self) -> (Value<'c, 'a>, Value<'c, 'a>) {
        let (location, lp) = (self.location, self.lp);
        let outer = lp.block().expect("a loop in a block");
        let before = |built| outer.insert_operation_before(lp, built);
        let alloc = || {
            result(
                before(
                    OperationBuilder::new("memref.alloc", location)
                        .add_attributes(&[attribute(
                            location,
                            "operandSegmentSizes",
                            "array<i32: 0, 0>",
                        )])
                        .add_results(&[self.slot])
                        .build()
                        .expect("memref.alloc of a static type"),
                ),
                0,
            )
        };
        let a = alloc();
        let b = if self.one_slot { a } else { alloc() };
        let first_index = index_at(&self.chain, self.index, self.iv, self.counter.first(), lp);
        let first = before(build_prefetch_slice_async(
            location,
            self.remote,
            a,
            first_index,
            &[],
        ));
        before(build_wait(location, &[result(first, 0)]));
        (a, b)
    }

    /// At the top of the body: this iteration's slot, and the copy of the
    /// next slice into the other one (built, not inserted: where it goes
    /// depends on the slots, [`Self::issue_next`]).
    fn next_slice(
        &self,
        a: Value<'c, 'a>,
        b: Value<'c, 'a>,
    ) -> (Value<'c, 'a>, melior::ir::Operation<'c>) {
        let (counter, iv, slot, one_slot) = (self.counter, self.iv, self.slot, self.one_slot);
        let anchor = self.anchor;
        let at = BodyArith {
            body: self.body,
            anchor,
            location: self.location,
            counter_type: iv.r#type(),
        };
        let context = self.location.context();
        // SAFETY: `context` (the reference) lives to the end of this
        // function.
        let context = unsafe { context.to_ref() };
        let i1 = Type::parse(context, "i1").expect("i1");
        // With one slot the iteration reads it and the next slice goes
        // into it afterwards; with two, the iteration's parity picks the
        // one it reads and the other takes the next slice.
        let counter_type = at.counter_type;
        let step = match counter {
            Counter::For { step, .. } => step,
            Counter::While { step, .. } => at.constant(step),
        };
        // The iteration's number from 0, (iv - first) / step, where the
        // parity or an scf.while's next iteration needs it.
        let is_while = matches!(counter, Counter::While { .. });
        let count = (!one_slot || is_while).then(|| {
            let since = at.op("arith.subi", &[iv, counter.first()], counter_type, &[]);
            at.op("arith.divsi", &[since, step], counter_type, &[])
        });
        let (current, other) = match count.filter(|_| !one_slot) {
            None => (a, a),
            Some(count) => {
                let parity = at.op("arith.remsi", &[count, at.constant(2)], counter_type, &[]);
                // arith.cmpi predicates: 0 eq, 2 slt.
                let even = at.op(
                    "arith.cmpi",
                    &[parity, at.constant(0)],
                    i1,
                    &[("predicate", "0 : i64")],
                );
                (
                    at.op("arith.select", &[even, a, b], slot, &[]),
                    at.op("arith.select", &[even, b, a], slot, &[]),
                )
            }
        };
        let next = at.op("arith.addi", &[iv, step], counter_type, &[]);
        // Whether a next iteration runs: the next counter below an
        // scf.for's bound, or this iteration's number below an
        // scf.while's trip count less one.
        let more = match counter {
            Counter::For { ub, .. } => {
                at.op("arith.cmpi", &[next, ub], i1, &[("predicate", "2 : i64")])
            }
            Counter::While { trips, .. } => at.op(
                "arith.cmpi",
                &[
                    count.expect("built for an scf.while"),
                    at.constant(trips - 1),
                ],
                i1,
                &[("predicate", "2 : i64")],
            ),
        };
        let fetched = at.op("arith.select", &[more, next, iv], counter_type, &[]);
        let fetched = index_at(&self.chain, self.index, iv, fetched, anchor);
        let copy = build_prefetch_slice_async(self.location, self.remote, other, fetched, &[]);
        (current, copy)
    }

    /// The body reads the slice from `current`, its iteration's slot.
    fn read_slot(&self, current: Value<'c, 'a>) {
        for use_ in uses(result(self.op, 0)) {
            let cast = use_.owner;
            let wanted = result(cast, 0);
            let replacement = if wanted.r#type() == self.slot {
                current
            } else {
                result(
                    self.body.insert_operation_before(
                        cast,
                        OperationBuilder::new("memref.cast", self.location)
                            .add_operands(&[current])
                            .add_results(&[wanted.r#type()])
                            .build()
                            .expect("a cast to a compatible layout"),
                    ),
                    0,
                )
            };
            replace_all_uses(wanted, replacement);
            erase(cast);
        }
    }

    /// Issues `copy`, the next slice's: at the top of the body with two
    /// slots, with one once the body's last reader of the slot
    /// (`current`) has run; the iteration ends waiting for it.
    fn issue_next(&self, current: Value<'c, 'a>, copy: melior::ir::Operation<'c>) {
        let (body, anchor) = (self.body, self.anchor);
        let copy = if self.one_slot {
            let readers = views(current);
            let last = ir::block_ops(body)
                .into_iter()
                .filter(|o| Some(*o) != ir::last_op(body))
                .filter(|o| {
                    let reads = |x: &OperationRef| x.operands().any(|v| readers.contains(&v));
                    reads(o) || !collect_ops(*o, |x| reads(x)).is_empty()
                })
                .last();
            match last {
                Some(last) => body.insert_operation_after(last, copy),
                None => body.insert_operation_before(anchor, copy),
            }
        } else {
            body.insert_operation_before(anchor, copy)
        };
        let terminator = ir::last_op(body).expect("a loop body ends in scf.yield");
        body.insert_operation_before(terminator, build_wait(self.location, &[result(copy, 0)]));
    }
}

/// Builds arith ops at the top of a loop body, before `anchor` (its first
/// op before the rewrite).
struct BodyArith<'c, 'a> {
    body: BlockRef<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    location: Location<'c>,
    /// The type of the loop's counter.
    counter_type: Type<'c>,
}

impl<'c, 'a> BodyArith<'c, 'a> {
    /// `name` of `operands`, of type `t`, with the attributes `attrs`
    /// (name, text); its result.
    fn op(
        &self,
        name: &str,
        operands: &[Value<'c, '_>],
        t: Type<'c>,
        attrs: &[(&str, &str)],
    ) -> Value<'c, 'a> {
        let attrs: Vec<_> = attrs
            .iter()
            .map(|(n, v)| attribute(self.location, n, v))
            .collect();
        result(
            self.body.insert_operation_before(
                self.anchor,
                OperationBuilder::new(name, self.location)
                    .add_operands(operands)
                    .add_attributes(&attrs)
                    .add_results(&[t])
                    .build()
                    .expect("an arith op"),
            ),
            0,
        )
    }

    /// `arith.constant n` of the counter's type.
    fn constant(&self, n: i64) -> Value<'c, 'a> {
        let counter_type = self.counter_type;
        self.op(
            "arith.constant",
            &[],
            counter_type,
            &[("value", &format!("{n} : {counter_type}"))],
        )
    }
}

/// How the loop around a slice prefetch counts its iterations.
#[derive(Clone, Copy)]
enum Counter<'c, 'a> {
    /// An `scf.for`'s bounds and step.
    For {
        lb: Value<'c, 'a>,
        ub: Value<'c, 'a>,
        step: Value<'c, 'a>,
    },
    /// A counted `scf.while`: its counter's initial value (the loop's
    /// operand), constant step, and trip count.
    While {
        init: Value<'c, 'a>,
        step: i64,
        trips: i64,
    },
}

impl<'c, 'a> Counter<'c, 'a> {
    /// The counter of `lp`, an `scf.for` or a counted `scf.while`
    /// (checked by [`check`]).
    fn of(lp: OperationRef<'c, 'a>) -> Self {
        let operand = |i| lp.operand(i).expect("a loop has its bounds");
        if op_name(&lp) == "scf.for" {
            return Self::For {
                lb: operand(0),
                ub: operand(1),
                step: operand(2),
            };
        }
        let induction = crate::bridge::loops::while_induction(&lp, "scf.while").expect("checked");
        Self::While {
            init: operand(induction.position),
            step: induction.step,
            trips: i64::try_from(induction.trips).unwrap_or(i64::MAX),
        }
    }

    /// The induction variable's value in the first iteration.
    fn first(self) -> Value<'c, 'a> {
        match self {
            Self::For { lb, .. } => lb,
            Self::While { init, .. } => init,
        }
    }
}

pub(crate) fn attribute<'c>(
    location: Location<'c>,
    name: &str,
    text: &str,
) -> (melior::ir::Identifier<'c>, Attribute<'c>) {
    let context = location.context();
    // SAFETY: `context` (the reference) lives to the end of this function.
    let context = unsafe { context.to_ref() };
    (
        melior::ir::Identifier::new(context, name),
        Attribute::parse(context, text).expect("a well-formed attribute"),
    )
}
