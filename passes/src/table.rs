//! The pass table: flag, summary, description, typed options and the
//! function that runs each pass. `--help`, the registration in MLIR and
//! `docs/passes.md` are all generated from it.

use melior::ir::operation::OperationRef;

use crate::{
    lowering::{
        convert_cann_to_llvm, convert_offload_to_cann, convert_offload_to_gpu, offload_bufferize,
        offload_bufferize_prepare,
    },
    offload_capacity, offload_lifetimes, offload_place, offload_plan, offload_reorder,
    offload_simulate, offload_strip, offload_verify,
    options::{OptionDef, PassOptions},
};

/// A pass failed; it has already emitted its diagnostics through MLIR.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

pub type PassResult = Result<(), PassFailed>;

/// One pass of the table.
pub struct PassDef {
    /// The flag: `--offload-strip`, or `offload-strip{...}` in a pipeline.
    pub flag: &'static str,
    /// The pass's name in MLIR's pass manager (timing, crash reproducers).
    pub name: &'static str,
    /// One line, shown by `--help`.
    pub summary: &'static str,
    /// What the pass does, expects and guarantees (docs/passes.md).
    pub description: &'static str,
    /// The op it runs on (`func.func`), or `None` for any op.
    pub anchor: Option<&'static str>,
    pub options: &'static [OptionDef],
    pub run: for<'c, 'a> fn(OperationRef<'c, 'a>, &PassOptions) -> PassResult,
}

/// Every pass of hyperoffload, in the order `--help` and the docs list them.
pub static PASSES: &[PassDef] = &[
    offload_plan::PASS,
    offload_place::PLACE,
    offload_place::INSERT,
    offload_capacity::PASS,
    offload_reorder::PASS,
    offload_lifetimes::PASS,
    offload_simulate::PASS,
    offload_strip::PASS,
    offload_verify::PASS,
    offload_bufferize_prepare::PASS,
    offload_bufferize::PASS,
    convert_offload_to_gpu::PASS,
    convert_offload_to_cann::PASS,
    convert_cann_to_llvm::PASS,
];

/// The pass with flag `flag`.
pub fn find_pass(flag: &str) -> Option<&'static PassDef> {
    PASSES.iter().find(|p| p.flag == flag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_are_unique_prefixed_and_documented() {
        for (i, pass) in PASSES.iter().enumerate() {
            assert!(
                pass.flag.starts_with("offload-")
                    || pass.flag.starts_with("convert-offload-")
                    || pass.flag.starts_with("convert-cann-"),
                "{} lacks the common prefix",
                pass.flag
            );
            assert!(
                PASSES[..i]
                    .iter()
                    .all(|p| p.flag != pass.flag && p.name != pass.name)
            );
            assert!(!pass.summary.is_empty() && !pass.summary.ends_with('.'));
            assert!(!pass.description.is_empty());
            for option in pass.options {
                assert!(
                    !option.help.is_empty(),
                    "{}:{} has no help",
                    pass.flag,
                    option.name
                );
                crate::options::parse_value(pass.flag, option, option.default)
                    .unwrap_or_else(|e| panic!("default of {}:{}: {e}", pass.flag, option.name));
            }
        }
    }
}
