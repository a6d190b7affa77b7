//! The pass table: flag, summary, description, typed options and the
//! function that runs each pass. `--help`, the registration in MLIR and
//! `docs/passes.md` are all generated from it.

use melior::ir::operation::OperationRef;

use crate::{
    lowering::{
        convert_cann_to_llvm, convert_offload_to_cann, convert_offload_to_gpu, offload_bufferize,
        offload_bufferize_prepare, offload_openmpi_abi, offload_shard_to_mpi,
    },
    offload_capacity, offload_lifetimes, offload_per_device, offload_place, offload_plan,
    offload_reorder, offload_simulate, offload_strip, offload_verify,
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
    offload_per_device::PASS,
    offload_plan::PASS,
    offload_place::PLACE,
    offload_place::INSERT,
    offload_capacity::PASS,
    offload_reorder::PASS,
    offload_lifetimes::PASS,
    offload_simulate::PASS,
    offload_strip::PASS,
    offload_verify::PASS,
    offload_shard_to_mpi::PASS,
    offload_bufferize_prepare::PASS,
    offload_bufferize::PASS,
    convert_offload_to_gpu::PASS,
    convert_offload_to_cann::PASS,
    convert_cann_to_llvm::PASS,
    offload_openmpi_abi::PASS,
];

/// The pass with flag `flag`.
pub fn find_pass(flag: &str) -> Option<&'static PassDef> {
    PASSES.iter().find(|p| p.flag == flag)
}

#[cfg(test)]
mod tests {
    use melior::ir::Module;

    use super::*;

    /// A module with what the passes read options for: a public function
    /// with a loop whose body calls a private one, tensors worth moving.
    const MODULE: &str = r#"
func.func private @layer(%x: tensor<65536xf32>) -> tensor<65536xf32> {
  %e = tensor.empty() : tensor<65536xf32>
  %y = linalg.add ins(%x, %x : tensor<65536xf32>, tensor<65536xf32>) outs(%e : tensor<65536xf32>) -> tensor<65536xf32>
  return %y : tensor<65536xf32>
}
func.func @main(%a: tensor<65536xf32>, %w: tensor<65536xf32>) -> tensor<65536xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<65536xf32>
  %h = linalg.add ins(%a, %w : tensor<65536xf32>, tensor<65536xf32>) outs(%e : tensor<65536xf32>) -> tensor<65536xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %h) -> (tensor<65536xf32>) {
    %n = func.call @layer(%acc) : (tensor<65536xf32>) -> tensor<65536xf32>
    scf.yield %n : tensor<65536xf32>
  }
  %e2 = tensor.empty() : tensor<65536xf32>
  %s = linalg.add ins(%r, %h : tensor<65536xf32>, tensor<65536xf32>) outs(%e2 : tensor<65536xf32>) -> tensor<65536xf32>
  return %s : tensor<65536xf32>
}
"#;

    /// A function with a dynamic length, for offload-capacity.
    const DYNAMIC_MODULE: &str = r#"
func.func @main(%a: tensor<?x1024xf32>) -> tensor<?x1024xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x1024xf32>
  %e = tensor.empty(%d) : tensor<?x1024xf32>
  %h = linalg.add ins(%a, %a : tensor<?x1024xf32>, tensor<?x1024xf32>) outs(%e : tensor<?x1024xf32>) -> tensor<?x1024xf32>
  return %h : tensor<?x1024xf32>
}
"#;

    /// A run of a pass besides its run on [`MODULE`] with its defaults.
    struct Run {
        pass: &'static str,
        /// Option values other than the defaults, by name.
        options: &'static [(&'static str, &'static str)],
        module: &'static str,
    }

    /// The runs of the passes whose defaults stop before they read all they
    /// read.
    const MORE_RUNS: &[Run] = &[Run {
        pass: "offload-capacity",
        options: &[("dim-max", "256")],
        module: DYNAMIC_MODULE,
    }];

    /// Reading an option a pass's table does not list is a bug of the
    /// pass (no user can set it; it reads as its default): every pass of
    /// the table runs, with its table's defaults (and the runs of
    /// [`MORE_RUNS`]), and every option it read must be in its table.
    #[test]
    fn every_pass_reads_only_options_of_its_table() {
        let context = crate::context();
        context.load_all_available_dialects();
        let runs = PASSES
            .iter()
            .map(|pass| (pass, &[][..], MODULE))
            .chain(MORE_RUNS.iter().map(|run| {
                let pass = find_pass(run.pass).expect("a pass of the table");
                (pass, run.options, run.module)
            }));
        for (pass, given, text) in runs {
            let module = Module::parse(&context, text).expect("the module parses");
            let values: Vec<&str> = pass
                .options
                .iter()
                .map(|d| {
                    given
                        .iter()
                        .find(|(n, _)| *n == d.name)
                        .map_or(d.default, |g| g.1)
                })
                .collect();
            let options = PassOptions::parse(pass.flag, pass.options, &values)
                .unwrap_or_else(|e| panic!("options of {}: {e}", pass.flag));
            // SAFETY: the module outlives the pass's run.
            let root = unsafe { OperationRef::from_raw(module.as_operation().to_raw()) };
            // Whether the pass succeeds on this module is not the point;
            // what it read is.
            let _ = (pass.run)(root, &options);
            assert_eq!(
                options.unlisted(),
                Vec::<&str>::new(),
                "{} reads options its table does not list",
                pass.flag
            );
        }
    }

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
