//! Registration of the pass table in MLIR's global pass registry, and the
//! callbacks through which MLIR runs a Rust pass.

use std::{
    ffi::c_void,
    panic::{AssertUnwindSafe, catch_unwind},
    sync::Once,
};

use hyperoffload_shim::{
    ErrorSink, MlirOperation, MlirStringRef, PassCallbacks, PassOptionSpec, PassSpec,
    operation_ref, str_from_ref, write_sink,
};
use melior::{Context, dialect::DialectRegistry, utility};
use tracing::info_span;

use crate::{
    PASSES,
    ir::error,
    options::{PassOptions, check_keys},
};

/// Registers every pass of [`PASSES`] in MLIR's global registry (once per
/// process, however often it is called).
pub fn register_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        for (index, pass) in PASSES.iter().enumerate() {
            let helps: Vec<String> = pass
                .options
                .iter()
                .map(|o| {
                    format!(
                        "{} ({}; default: '{}')",
                        o.help,
                        o.kind.accepted(),
                        o.default
                    )
                })
                .collect();
            let options: Vec<_> = pass
                .options
                .iter()
                .zip(&helps)
                .map(|(o, help)| PassOptionSpec {
                    name: o.name,
                    help,
                    default: o.default,
                })
                .collect();
            hyperoffload_shim::register_pass(&PassSpec {
                index,
                argument: pass.flag,
                name: pass.name,
                summary: pass.summary,
                anchor: pass.anchor,
                options: &options,
                callbacks: PassCallbacks {
                    check_keys: check_keys_cb,
                    check_values: check_values_cb,
                    run: run_cb,
                },
            });
        }
    });
}

/// A context as hyperoffload-opt has it: every upstream dialect and the
/// project's in its registry (loaded when first needed), and every pass,
/// upstream and ours, registered.
pub fn context() -> Context {
    let registry = DialectRegistry::new();
    utility::register_all_dialects(&registry);
    register_dialects(&registry);
    utility::register_all_passes();
    register_passes();
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context
}

/// Reads the model at `path` into `context` (made by [`context`]) as its
/// per-device program: a sharded module (JAX's Shardy or GSPMD form) made
/// so by `offload-per-device`, any other module as it is. The tools that
/// load models (the bench, the calibration's record) read them so; the
/// error says which file and what failed.
pub fn read_per_device<'c>(
    context: &'c Context,
    path: &std::path::Path,
) -> Result<melior::ir::Module<'c>, String> {
    let shown = path.display();
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("cannot read model '{shown}': {e}"))?;
    let mut module = hyperoffload_shim::parse_module(context, &text, &shown.to_string())
        .ok_or_else(|| format!("model '{shown}' does not parse as MLIR"))?;
    let manager = melior::pass::PassManager::new(context);
    utility::parse_pass_pipeline(
        manager.as_operation_pass_manager(),
        "builtin.module(offload-per-device)",
    )
    .map_err(|e| format!("offload-per-device: {e}"))?;
    manager
        .run(&mut module)
        .map_err(|_| format!("offload-per-device failed on '{shown}'"))?;
    Ok(module)
}

/// Adds the project's dialects to `registry`: contexts made from it load them.
/// Besides ours, the part of Shardy's `sdy` dialect that sharded JAX exports
/// need read (`offload-per-device` rewrites them).
pub fn register_dialects(registry: &DialectRegistry) {
    hyperoffload_dialect::register(registry);
    hyperoffload_shim::add_sdy_dialect(registry);
}

/// # Safety
/// Called by the shim with a valid string and sink.
unsafe extern "C" fn check_keys_cb(
    index: usize,
    text: MlirStringRef,
    sink: ErrorSink,
    data: *mut c_void,
) -> bool {
    let pass = &PASSES[index];
    // SAFETY: the shim passes a live string.
    let text = unsafe { str_from_ref(text) };
    match check_keys(pass.flag, pass.options, &text) {
        Ok(()) => true,
        Err(e) => {
            // SAFETY: the sink pair comes from the shim.
            unsafe { write_sink(sink, data, &e.to_string()) };
            false
        }
    }
}

/// Reads the option values the shim hands over.
///
/// # Safety
/// `values` must point to `n` live strings.
unsafe fn option_values(values: *const MlirStringRef, n: usize) -> Vec<String> {
    if n == 0 {
        return Vec::new();
    }
    // SAFETY: guaranteed by the caller.
    unsafe { std::slice::from_raw_parts(values, n) }
        .iter()
        // SAFETY: each entry is a live string.
        .map(|v| unsafe { str_from_ref(*v) }.into_owned())
        .collect()
}

/// # Safety
/// Called by the shim with `n` valid values and a valid sink.
unsafe extern "C" fn check_values_cb(
    index: usize,
    values: *const MlirStringRef,
    n: usize,
    sink: ErrorSink,
    data: *mut c_void,
) -> bool {
    let pass = &PASSES[index];
    // SAFETY: guaranteed by the shim.
    let values = unsafe { option_values(values, n) };
    let values: Vec<&str> = values.iter().map(String::as_str).collect();
    match PassOptions::parse(pass.flag, pass.options, &values) {
        Ok(_) => true,
        Err(e) => {
            // SAFETY: the sink pair comes from the shim.
            unsafe { write_sink(sink, data, &e.to_string()) };
            false
        }
    }
}

/// # Safety
/// Called by the shim from `runOnOperation` with the pass's live operation.
unsafe extern "C" fn run_cb(
    index: usize,
    op: MlirOperation,
    values: *const MlirStringRef,
    n: usize,
) -> bool {
    let pass = &PASSES[index];
    // SAFETY: guaranteed by the shim.
    let values = unsafe { option_values(values, n) };
    // SAFETY: the pass manager hands this pass exclusive use of `op`.
    let op = unsafe { operation_ref(op) };
    let result = catch_unwind(AssertUnwindSafe(|| {
        let _span = info_span!("pass", flag = pass.flag).entered();
        let started = std::time::Instant::now();
        let values: Vec<&str> = values.iter().map(String::as_str).collect();
        let options = match PassOptions::parse(pass.flag, pass.options, &values) {
            Ok(options) => options,
            Err(e) => return Err(error(crate::ir::pass_location(op), &e.to_string())),
        };
        let result = (pass.run)(op, &options);
        tracing::info!(
            seconds = started.elapsed().as_secs_f64(),
            ok = result.is_ok(),
            "pass finished"
        );
        result
    }));
    match result {
        Ok(result) => result.is_ok(),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            error(
                crate::ir::pass_location(op),
                &format!(
                    "internal error in pass '{}': {what}; please report it with this input",
                    pass.flag
                ),
            );
            false
        }
    }
}
