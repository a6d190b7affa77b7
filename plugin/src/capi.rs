//! The C API of `libhyperoffload.so` (include/hyperoffload-c/Hyperoffload.h).
//!
//! Ownership: strings in a [`HyperoffloadResult`] are allocated here and freed
//! by `hyperoffloadResultDestroy`. No call panics across the boundary: a
//! panic becomes a failed result.

use std::{
    ffi::{CStr, CString, c_char, c_void},
    panic::{AssertUnwindSafe, catch_unwind},
    ptr,
};

use melior::{
    diagnostic::{Diagnostic, DiagnosticSeverity},
    ir::operation::{OperationLike, OperationPrintingFlags},
    pass::PassManager,
    utility,
};

/// `HyperoffloadOptions`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct HyperoffloadOptions {
    allow_unregistered_dialects: bool,
    print_generic_form: bool,
}

/// `HyperoffloadResult`.
#[repr(C)]
pub struct HyperoffloadResult {
    success: bool,
    ir: *mut c_char,
    diagnostics: *mut c_char,
}

fn owned(text: String) -> *mut c_char {
    CString::new(text.replace('\0', "\\0"))
        .expect("NULs were escaped")
        .into_raw()
}

#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadVersion() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadRegisterPasses() {
    hyperoffload_passes::register_passes();
}

/// # Safety
/// `registry` must be the `ptr` of a live `MlirDialectRegistry`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hyperoffloadRegisterDialects(registry: *mut c_void) {
    if registry.is_null() {
        return;
    }
    // SAFETY: an MlirDialectRegistry's ptr is the mlir::DialectRegistry *.
    unsafe {
        hyperoffload_dialect::register_raw(registry);
        hyperoffload_shim::add_sdy_dialect_raw(registry);
    }
}

/// # Safety
/// `source` must point to `source_length` readable bytes; `buffer_name` and
/// `pipeline` must be NUL-terminated strings or NULL.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hyperoffloadRunPipeline(
    source: *const c_char,
    source_length: usize,
    buffer_name: *const c_char,
    pipeline: *const c_char,
    options: HyperoffloadOptions,
) -> HyperoffloadResult {
    // SAFETY: guaranteed by the caller.
    let source = if source.is_null() {
        Vec::new()
    } else {
        unsafe { std::slice::from_raw_parts(source.cast::<u8>(), source_length) }.to_vec()
    };
    // SAFETY: guaranteed by the caller.
    let text_of = |p: *const c_char| {
        (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
    };
    let buffer_name = text_of(buffer_name).unwrap_or_else(|| "<input>".into());
    let pipeline = text_of(pipeline).unwrap_or_default();
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        let source = String::from_utf8_lossy(&source);
        run_pipeline(&source, &buffer_name, &pipeline, options)
    }));
    let (success, ir, diagnostics) = match outcome {
        Ok(outcome) => outcome,
        Err(_) => (
            false,
            String::new(),
            "error: internal error in hyperoffload; please report it\n".into(),
        ),
    };
    HyperoffloadResult {
        success,
        ir: owned(ir),
        diagnostics: owned(diagnostics),
    }
}

/// # Safety
/// `result` must be NULL or point to a result from hyperoffloadRunPipeline
/// (or a zeroed one) not destroyed before.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hyperoffloadResultDestroy(result: *mut HyperoffloadResult) {
    // SAFETY: guaranteed by the caller; the strings came from CString::into_raw.
    unsafe {
        let Some(result) = result.as_mut() else {
            return;
        };
        for text in [&mut result.ir, &mut result.diagnostics] {
            if !text.is_null() {
                drop(CString::from_raw(*text));
                *text = ptr::null_mut();
            }
        }
    }
}

/// Parses, runs and prints; returns (success, ir, diagnostics).
fn run_pipeline(
    source: &str,
    buffer_name: &str,
    pipeline: &str,
    options: HyperoffloadOptions,
) -> (bool, String, String) {
    let context = hyperoffload_passes::context();
    context.set_allow_unregistered_dialects(options.allow_unregistered_dialects);

    let mut diagnostics = String::new();
    let handler = context.attach_diagnostic_handler(|diagnostic| {
        write_diagnostic(&mut diagnostics, &diagnostic);
        true
    });
    let outcome = (|| {
        let mut module = hyperoffload_shim::parse_module(&context, source, buffer_name)?;
        if !module.as_operation().verify() {
            return None;
        }
        let manager = PassManager::new(&context);
        if let Err(e) = utility::parse_pass_pipeline(manager.as_operation_pass_manager(), pipeline)
        {
            return Some(Err(format!(
                "error: invalid pass pipeline '{pipeline}': {e}\n"
            )));
        }
        if manager.run(&mut module).is_err() {
            return None;
        }
        let mut flags = OperationPrintingFlags::new();
        if options.print_generic_form {
            flags = flags.print_generic_operation_form();
        }
        Some(
            module
                .as_operation()
                .to_string_with_flags(flags)
                .map_err(|e| format!("error: {e}\n")),
        )
    })();
    context.detach_diagnostic_handler(handler);
    match outcome {
        Some(Ok(ir)) => (true, ir, diagnostics),
        Some(Err(message)) => (false, String::new(), diagnostics + &message),
        None => (false, String::new(), diagnostics),
    }
}

fn write_diagnostic(out: &mut String, diagnostic: &Diagnostic) {
    let severity = match diagnostic.severity() {
        DiagnosticSeverity::Error => "error",
        DiagnosticSeverity::Warning => "warning",
        DiagnosticSeverity::Remark => "remark",
        DiagnosticSeverity::Note => "note",
    };
    let location = diagnostic.location().to_string();
    let location = location
        .trim_start_matches("loc(")
        .trim_end_matches(')')
        .replacen('"', "", 2);
    out.push_str(&format!("{location}: {severity}: {diagnostic}\n"));
    for index in 0..diagnostic.note_count() {
        if let Ok(note) = diagnostic.note(index) {
            write_diagnostic(out, &note);
        }
    }
}
