//! The regions of region ops (loop bodies, branches).

use melior::ir::operation::OperationRef;

use crate::ir::op_name;

/// Region ops that run each of their regions at most once (conditionals
/// and inlined blocks); every other region op may run a region repeatedly.
const RUN_ONCE_OPS: &[&str] = &[
    "scf.if",
    "scf.index_switch",
    "scf.execute_region",
    "affine.if",
    "stablehlo.if",
    "stablehlo.case",
    "mhlo.if",
    "mhlo.case",
    "tosa.cond_if",
    "func.func",
];

/// Whether `op` may run one of its regions more than once: a loop
/// (`scf.for`, `scf.while`, `scf.forall`, `scf.parallel`, `affine.for`,
/// `stablehlo.while`, ...) or any region op not known to run each region
/// at most once.
pub fn region_repeats(op: &OperationRef) -> bool {
    !RUN_ONCE_OPS.contains(&op_name(op).as_str())
}
