//! Loop recognition that extraction and streams share: which loops count
//! and how many times ([`scf_for_trip_count`], [`while_induction`]: the
//! rule is [`trips`]), where a loop lists the values it carries
//! ([`first_carried_operand`]), which of them it passes through unchanged
//! ([`passed_through`]), and which loops are StableHLO code
//! ([`compiled_as_stablehlo`]).

pub mod trips;

use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    attribute::IntegerAttribute,
    block::BlockArgument,
    operation::{OperationLike, OperationRef},
};

use self::trips::{Compare, Counter};
use crate::ir::op_name;

/// The (result, init) pairs of a `stablehlo.while`, `scf.for` or
/// `scf.while` whose body yields its carried value unchanged (stacked
/// weights a scan reads). An `scf.while`'s value is passed through when its
/// condition passes it on in the same place and its body yields it back
/// there (the form stablehlo-to-scf gives a `stablehlo.while`).
pub(crate) fn passed_through<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    name: &str,
) -> Vec<(Value<'c, 'a>, Value<'c, 'a>)> {
    let (region, first_operand, first_argument) = match name {
        "stablehlo.while" | "scf.while" => (1, 0, 0),
        "scf.for" => (0, 3, 1),
        _ => return Vec::new(),
    };
    let block = |region: usize| crate::ir::region(op, region).and_then(|r| r.first_block());
    let Some(body) = block(region) else {
        return Vec::new();
    };
    let Some(yields) = crate::ir::last_op(body) else {
        return Vec::new();
    };
    // An `scf.while`'s condition block and its `scf.condition`, whose
    // operands after the flag are the body's arguments.
    let condition = match name {
        "scf.while" => match block(0).and_then(|b| Some((b, crate::ir::last_op(b)?))) {
            Some(pair) => Some(pair),
            None => return Vec::new(),
        },
        _ => None,
    };
    let mut pairs = Vec::new();
    for (i, result) in op.results().enumerate() {
        let yielded = crate::ir::operand(&yields, i);
        let argument = crate::ir::argument(&body, first_argument + i);
        let passed_on = condition.is_none_or(|(before, cond)| {
            let argument = crate::ir::argument(&before, i);
            argument.is_some() && crate::ir::operand(&cond, i + 1) == argument
        });
        if let (Some(yielded), Some(argument), Some(init)) =
            (yielded, argument, crate::ir::operand(op, first_operand + i))
            && yielded == argument
            && passed_on
        {
            pairs.push((result.into(), init));
        }
    }
    pairs
}

/// Whether the loop `op` (named `name`) is StableHLO code, compiled as XLA
/// compiles it, with its calls inlined: a `stablehlo.while`, or an
/// `scf.while` whose body holds StableHLO ops (what stablehlo-to-scf makes
/// of a `stablehlo.while`). A slot such a loop streams into is free once
/// the called layer's last reader of it ran, not once the call returns.
pub fn compiled_as_stablehlo(op: &OperationRef, name: &str) -> bool {
    match name {
        "stablehlo.while" => true,
        "scf.while" => crate::ir::region(op, 1).is_some_and(|body| {
            body.first_block().is_some_and(|block| {
                crate::ir::block_ops(block)
                    .iter()
                    .any(|o| op_name(o).starts_with("stablehlo."))
            })
        }),
        _ => false,
    }
}

/// The operand at which the loop `name` lists the values it carries: an
/// `scf.for`'s come after its bounds, a `scf.while`'s and a
/// `stablehlo.while`'s from the first; `None` for other ops.
pub fn first_carried_operand(name: &str) -> Option<usize> {
    match name {
        "scf.for" => Some(3),
        "scf.while" | "stablehlo.while" => Some(0),
        _ => None,
    }
}

/// Why a loop's trip count is not known, when the IR does not count it.
pub(crate) const NOT_COUNTED: &str =
    "its bounds are not constants, or its condition does not compare a counter with a constant";

/// The trip count of an `scf.for` with constant bounds ([`trips`]).
pub fn scf_for_trip_count(op: &OperationRef) -> Option<u64> {
    scf_for_trips(op).ok()
}

/// The trip count of a loop (`scf.for`, `affine.for`, a counted
/// `stablehlo.while` or `scf.while`), or why it is not known.
pub(crate) fn loop_trips(op: &OperationRef, name: &str) -> Result<u64, String> {
    match name {
        "scf.for" => scf_for_trips(op),
        "affine.for" => affine_for_trips(op),
        _ => while_trips(op, name).map(|induction| induction.trips),
    }
}

pub(crate) fn scf_for_trips(op: &OperationRef) -> Result<u64, String> {
    let bounds = (
        constant_operand(op, 0),
        constant_operand(op, 1),
        constant_operand(op, 2),
    );
    let (Some(lb), Some(ub), Some(step)) = bounds else {
        return Err(NOT_COUNTED.to_owned());
    };
    let counter = Counter {
        unsigned: op.attribute("unsignedCmp").is_ok(),
        ..counter_type(crate::ir::operand(op, 0))
    };
    trips::counted_trips(lb, step, Compare::Lt, ub, counter)
}

/// The trip count of an `affine.for` with constant bounds.
fn affine_for_trips(op: &OperationRef) -> Result<u64, String> {
    let bound = |name: &str| -> Option<i64> {
        match crate::ir::affine_map_exprs(op.attribute(name).ok()?)?
            .1
            .as_slice()
        {
            [crate::ir::AffineExpr::Constant(c)] => Some(*c),
            _ => None,
        }
    };
    let step = op
        .attribute("step")
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value());
    let (Some(lower), Some(upper), Some(step)) =
        (bound("lowerBoundMap"), bound("upperBoundMap"), step)
    else {
        return Err(NOT_COUNTED.to_owned());
    };
    trips::counted_trips(lower, step, Compare::Lt, upper, Counter::INDEX)
}

/// The integer a loop counts in, from its type (`index`, `i32`, a 0-d
/// `tensor<ui32>`); `index` when it is none of those.
fn counter_type(value: Option<Value>) -> Counter {
    let Some(ty) = value.map(|v| v.r#type()) else {
        return Counter::INDEX;
    };
    // A 0-d tensor counts in its element type.
    let element = match crate::ir::ranked_shape(ty) {
        Some((dims, element)) if dims.is_empty() => element,
        _ => ty,
    };
    let raw = melior::ir::TypeLike::to_raw(&element);
    // SAFETY: the type is live; the calls only read it.
    let (bits, unsigned) = unsafe {
        if !mlir_sys::mlirTypeIsAInteger(raw) {
            return Counter::INDEX;
        }
        (
            mlir_sys::mlirIntegerTypeGetWidth(raw),
            mlir_sys::mlirIntegerTypeIsUnsigned(raw),
        )
    };
    match bits {
        1..=64 => Counter { bits, unsigned },
        _ => Counter::INDEX,
    }
}

/// The trip count of a `stablehlo.while` or `scf.while` whose condition
/// compares a carried counter with a constant (`lax.scan`, `fori_loop`):
/// `i < n` (or `<=`, `>`, `>=`, `!=`) with `i` starting at a constant and the
/// body adding a constant step to it; `i` may be a 0-d tensor whose
/// comparison `scf.condition` takes through `tensor.extract`. `None` for any
/// other loop, and for one whose counter wraps before the comparison
/// fails ([`trips`]).
pub fn while_trip_count(op: &OperationRef, name: &str) -> Option<u64> {
    while_induction(op, name).map(|i| i.trips)
}

/// The counter of a counted `stablehlo.while` or `scf.while`
/// ([`while_trip_count`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Induction {
    /// The carried value that counts: the loop's operand, and its
    /// condition's and body's block argument, at this position.
    pub position: usize,
    /// Its value in the first iteration.
    pub start: i64,
    /// What each iteration adds to it (negative when it counts down).
    pub step: i64,
    /// How many iterations run.
    pub trips: u64,
}

/// The counter of a `stablehlo.while` or `scf.while` whose trip count
/// [`while_trip_count`] finds. In an `scf.while` the condition must also
/// pass the counter on to the body at its own position, as
/// `-scf-for-to-while` and hand-written loops do.
pub fn while_induction(op: &OperationRef, name: &str) -> Option<Induction> {
    while_trips(op, name).ok()
}

/// [`while_induction`], or why the loop's trip count is not known.
pub(crate) fn while_trips(op: &OperationRef, name: &str) -> Result<Induction, String> {
    let (position, start, step, compare, bound) =
        while_counter(op, name).ok_or_else(|| NOT_COUNTED.to_owned())?;
    let counter = Counter {
        unsigned: compare.1,
        ..counter_type(crate::ir::operand(op, position))
    };
    let trips = trips::counted_trips(start, step, compare.0, bound, counter)?;
    Ok(Induction {
        position,
        start,
        step,
        trips,
    })
}

/// What a counted while compares: its counter's position, start and
/// step, the comparison (and whether it is unsigned) and the bound.
type WhileCounter = (usize, i64, i64, (Compare, bool), i64);

fn while_counter(op: &OperationRef, name: &str) -> Option<WhileCounter> {
    if name != "stablehlo.while" && name != "scf.while" {
        return None;
    }
    let cond = crate::ir::region(op, 0)?.first_block()?;
    let body = crate::ir::region(op, 1)?.first_block()?;
    // The condition's terminator: stablehlo.return(%p) / scf.condition(%p, ...).
    let last = crate::ir::last_op(cond)?;
    let mut predicate = crate::ir::defining_op(crate::ir::operand(&last, 0)?)?;
    // A counter in a 0-d tensor (StableHLO's control flow converted to scf,
    // as stablehlo-to-scf does): the comparison stays on tensors and its
    // i1 is extracted for scf.condition.
    if op_name(&predicate) == "tensor.extract" && predicate.operand_count() == 1 {
        predicate = crate::ir::defining_op(crate::ir::operand(&predicate, 0)?)?;
    }
    let compare = op_name(&predicate);
    let direction = match compare.as_str() {
        "stablehlo.compare" => {
            let text = predicate
                .attribute("comparison_direction")
                .ok()?
                .to_string();
            let unsigned = predicate
                .attribute("compare_type")
                .is_ok_and(|t| t.to_string().contains("UNSIGNED"));
            let direction = [
                ("LT", Compare::Lt),
                ("LE", Compare::Le),
                ("GT", Compare::Gt),
                ("GE", Compare::Ge),
                ("NE", Compare::Ne),
            ]
            .into_iter()
            .find(|(d, _)| text.contains(&format!("comparison_direction {d}")))?
            .1;
            (direction, unsigned)
        }
        "arith.cmpi" => {
            match IntegerAttribute::try_from(predicate.attribute("predicate").ok()?)
                .ok()?
                .value()
            {
                1 => (Compare::Ne, false),
                2 => (Compare::Lt, false),
                3 => (Compare::Le, false),
                4 => (Compare::Gt, false),
                5 => (Compare::Ge, false),
                6 => (Compare::Lt, true),
                7 => (Compare::Le, true),
                8 => (Compare::Gt, true),
                9 => (Compare::Ge, true),
                _ => return None,
            }
        }
        _ => return None,
    };
    // Which carried value the comparison reads, and the constant bound.
    let argument_of = |v: Value| -> Option<usize> {
        let arg = BlockArgument::try_from(v).ok()?;
        Some(arg.argument_number())
    };
    let (lhs, rhs) = (
        crate::ir::operand(&predicate, 0)?,
        crate::ir::operand(&predicate, 1)?,
    );
    let (counter, bound, direction) = match (argument_of(lhs), scalar_constant(rhs)) {
        (Some(i), Some(n)) => (i, n, direction),
        _ => {
            let flipped = match direction.0 {
                Compare::Lt => Compare::Gt,
                Compare::Le => Compare::Ge,
                Compare::Gt => Compare::Lt,
                Compare::Ge => Compare::Le,
                Compare::Ne => Compare::Ne,
            };
            (
                argument_of(rhs)?,
                scalar_constant(lhs)?,
                (flipped, direction.1),
            )
        }
    };
    let start = scalar_constant(crate::ir::operand(op, counter)?)?;
    // The body yields counter + step.
    let mut yield_op = body.first_operation()?;
    while let Some(next) = yield_op.next_in_block() {
        yield_op = next;
    }
    let next = crate::ir::defining_op(crate::ir::operand(&yield_op, counter)?)?;
    if !matches!(op_name(&next).as_str(), "stablehlo.add" | "arith.addi") {
        return None;
    }
    let (a, b) = (crate::ir::operand(&next, 0)?, crate::ir::operand(&next, 1)?);
    let step = match (argument_of(a), argument_of(b)) {
        (Some(i), _) if i == counter => scalar_constant(b)?,
        (_, Some(i)) if i == counter => scalar_constant(a)?,
        _ => return None,
    };
    // scf.condition forwards the counter to the body's argument of the
    // same position (its first operand is the predicate).
    if name == "scf.while" {
        let forwarded = crate::ir::operand(&last, counter + 1)?;
        if argument_of(forwarded) != Some(counter)
            || BlockArgument::try_from(forwarded).ok()?.owner() != cond
        {
            return None;
        }
    }
    Some((counter, start, step, direction, bound))
}

/// The integer a scalar constant holds: an `arith.constant` integer, or a
/// splat of an integer tensor (`dense<4> : tensor<i32>`) made by
/// `arith.constant` or `stablehlo.constant`.
pub(crate) fn scalar_constant(value: Value) -> Option<i64> {
    let owner = crate::ir::defining_op(value)?;
    let attribute = owner.attribute("value").ok()?;
    // A splat of a 0-d (or any) integer tensor: `dense<4> : tensor<i32>`.
    let splat = || {
        let raw = melior::ir::attribute::AttributeLike::to_raw(&attribute);
        // SAFETY: the attribute is live; the calls only read it, and the
        // splat value belongs to the same context.
        unsafe {
            if !mlir_sys::mlirAttributeIsADenseElements(raw)
                || !mlir_sys::mlirDenseElementsAttrIsSplat(raw)
            {
                return None;
            }
            let value = mlir_sys::mlirDenseElementsAttrGetSplatValue(raw);
            mlir_sys::mlirAttributeIsAInteger(value)
                .then(|| mlir_sys::mlirIntegerAttrGetValueInt(value))
        }
    };
    match op_name(&owner).as_str() {
        "arith.constant" => IntegerAttribute::try_from(attribute)
            .ok()
            .map(|v| v.value())
            .or_else(splat),
        "stablehlo.constant" => splat(),
        _ => None,
    }
}

/// The integer value of operand `index` when it is an `arith.constant`.
pub(crate) fn constant_operand(op: &OperationRef, index: usize) -> Option<i64> {
    let owner = crate::ir::defining_op(crate::ir::operand(op, index)?)?;
    if op_name(&owner) != "arith.constant" {
        return None;
    }
    IntegerAttribute::try_from(owner.attribute("value").ok()?)
        .ok()
        .map(|v| v.value())
}
