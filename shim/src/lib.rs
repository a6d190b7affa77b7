//! Safe wrappers over the C++ shim (`cpp/shim.cpp`): what the MLIR C API
//! cannot do.
//!
//! - [`register_pass`]: put a Rust pass into MLIR's global pass registry, with
//!   real MLIR pass options, so it appears in `--help`, parses `{key=value}`
//!   options and runs inside textual pipelines, multi-threaded.
//! - [`add_irdl_dialects`]: make every context created from a registry load
//!   dialects defined in IRDL, and list them in the registry.
//! - [`add_sdy_dialect`]: read Shardy's `sdy` ops and attributes as JAX
//!   exports them (generic op form), without Shardy.
//! - [`emit`]: diagnostics of every severity, with notes, at a location.
//! - [`opt_main`]: MLIR's own opt driver.
//!
//! All `unsafe` of the project's MLIR bridge that is not melior's lives here.

mod ffi;

use std::ffi::{CString, c_char, c_int, c_void};

use melior::{
    dialect::DialectRegistry,
    ir::{Location, operation::OperationRef},
};
pub use mlir_sys::{MlirOperation, MlirStringRef};

pub use ffi::ErrorSink;

/// Severity of an emitted diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Remark,
}

/// Callbacks that carry out a registered pass. Each gets the pass's index in
/// the caller's pass table.
#[derive(Clone, Copy)]
pub struct PassCallbacks {
    /// Checks the raw option string before MLIR parses it; writes the reason
    /// into the sink and returns false to reject.
    pub check_keys: unsafe extern "C" fn(usize, MlirStringRef, ErrorSink, *mut c_void) -> bool,
    /// Checks parsed option values (in declaration order).
    pub check_values:
        unsafe extern "C" fn(usize, *const MlirStringRef, usize, ErrorSink, *mut c_void) -> bool,
    /// Runs the pass on an operation; false signals pass failure.
    pub run: unsafe extern "C" fn(usize, MlirOperation, *const MlirStringRef, usize) -> bool,
}

/// One pass option as MLIR sees it: a string option with a default.
pub struct PassOptionSpec<'a> {
    pub name: &'a str,
    pub help: &'a str,
    pub default: &'a str,
}

/// Everything MLIR needs to register one pass.
pub struct PassSpec<'a> {
    pub index: usize,
    pub argument: &'a str,
    pub name: &'a str,
    pub summary: &'a str,
    /// The operation the pass is anchored on (`func.func`), or `None`.
    pub anchor: Option<&'a str>,
    pub options: &'a [PassOptionSpec<'a>],
    pub callbacks: PassCallbacks,
}

fn string_ref(text: &str) -> MlirStringRef {
    MlirStringRef {
        data: text.as_ptr() as *const c_char,
        length: text.len(),
    }
}

/// Reads an `MlirStringRef` as UTF-8 (lossily).
///
/// # Safety
/// `text` must point to `length` readable bytes that outlive `'a`.
pub unsafe fn str_from_ref<'a>(text: MlirStringRef) -> std::borrow::Cow<'a, str> {
    if text.length == 0 {
        return "".into();
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(text.data as *const u8, text.length) };
    String::from_utf8_lossy(bytes)
}

/// Writes `message` into an error sink handed to a [`PassCallbacks`] check.
///
/// # Safety
/// `sink` and `data` must be the pair the shim passed to the callback.
pub unsafe fn write_sink(sink: ErrorSink, data: *mut c_void, message: &str) {
    // SAFETY: guaranteed by the caller; the shim copies the bytes.
    unsafe { sink(data, string_ref(message)) }
}

/// Registers a pass in MLIR's global registry (strings are copied).
pub fn register_pass(spec: &PassSpec) {
    let names: Vec<_> = spec.options.iter().map(|o| string_ref(o.name)).collect();
    let helps: Vec<_> = spec.options.iter().map(|o| string_ref(o.help)).collect();
    let defaults: Vec<_> = spec.options.iter().map(|o| string_ref(o.default)).collect();
    let raw = ffi::HyperoffloadPassSpec {
        index: spec.index,
        argument: string_ref(spec.argument),
        name: string_ref(spec.name),
        summary: string_ref(spec.summary),
        anchor: string_ref(spec.anchor.unwrap_or("")),
        num_options: spec.options.len(),
        option_names: names.as_ptr(),
        option_helps: helps.as_ptr(),
        option_defaults: defaults.as_ptr(),
        check_keys: spec.callbacks.check_keys,
        check_values: spec.callbacks.check_values,
        run: spec.callbacks.run,
    };
    // SAFETY: every pointer in `raw` is valid for the call; the shim copies
    // what it keeps.
    unsafe { ffi::hyperoffloadRegisterPass(&raw) }
}

/// Makes every context created from `registry` load the dialects `names`
/// defined by the IRDL module `source`; `source` must be `'static`, since
/// its address identifies the extension.
pub fn add_irdl_dialects(registry: &DialectRegistry, source: &'static str, names: &[&str]) {
    let refs: Vec<_> = names.iter().map(|n| string_ref(n)).collect();
    // SAFETY: the registry is live; strings are copied.
    unsafe {
        ffi::hyperoffloadRegistryAddIrdlDialects(
            registry.to_raw(),
            source.as_ptr() as *const c_void,
            string_ref(source),
            refs.as_ptr(),
            refs.len(),
        )
    }
}

/// Same as [`add_irdl_dialects`], for the `mlir::DialectRegistry *` that
/// MLIR hands to a dialect plugin.
///
/// # Safety
/// `registry` must point to a live `mlir::DialectRegistry`.
pub unsafe fn add_irdl_dialects_raw(registry: *mut c_void, source: &'static str, names: &[&str]) {
    let refs: Vec<_> = names.iter().map(|n| string_ref(n)).collect();
    // SAFETY: guaranteed by the caller; strings are copied.
    unsafe {
        ffi::hyperoffloadRawRegistryAddIrdlDialects(
            registry,
            source.as_ptr() as *const c_void,
            string_ref(source),
            refs.as_ptr(),
            refs.len(),
        )
    }
}

/// Makes every context created from `registry` read the `sdy` dialect as
/// JAX exports it: `sdy.manual_computation` is a registered op without
/// traits (so calls in its body resolve to the module's functions), printed
/// and read in the generic op form; other `sdy` ops are unknown ops of the
/// dialect; every `#sdy.*` attribute is an opaque attribute of the dialect
/// holding its text, printed back as written.
pub fn add_sdy_dialect(registry: &DialectRegistry) {
    // SAFETY: the registry is live.
    unsafe { ffi::hyperoffloadRegistryAddSdyDialect(registry.to_raw()) }
}

/// Same as [`add_sdy_dialect`], for the `mlir::DialectRegistry *` that MLIR
/// hands to a dialect plugin.
///
/// # Safety
/// `registry` must point to a live `mlir::DialectRegistry`.
pub unsafe fn add_sdy_dialect_raw(registry: *mut c_void) {
    // SAFETY: guaranteed by the caller.
    unsafe { ffi::hyperoffloadRawRegistryAddSdyDialect(registry) }
}

/// A note attached to an emitted diagnostic.
pub struct Note<'c> {
    pub location: Location<'c>,
    pub message: String,
}

/// Emits a diagnostic at `location` through the context's diagnostic engine
/// (so `--verify-diagnostics` and handlers see it).
pub fn emit(location: Location, severity: Severity, message: &str, notes: &[Note]) {
    let severity = match severity {
        Severity::Warning => 1,
        Severity::Error => 2,
        Severity::Remark => 3,
    };
    let locations: Vec<_> = notes.iter().map(|n| n.location.to_raw()).collect();
    let messages: Vec<_> = notes.iter().map(|n| string_ref(&n.message)).collect();
    // SAFETY: the location's context is live; strings are copied.
    unsafe {
        ffi::hyperoffloadEmitDiagnostic(
            location.to_raw(),
            severity,
            string_ref(message),
            notes.len(),
            locations.as_ptr(),
            messages.as_ptr(),
        )
    }
}

/// Turns the raw operation a pass callback receives into melior's reference.
///
/// # Safety
/// `op` must be a live operation, not mutated elsewhere while `'a` lasts.
pub unsafe fn operation_ref<'c, 'a>(op: MlirOperation) -> OperationRef<'c, 'a> {
    // SAFETY: guaranteed by the caller.
    unsafe { OperationRef::from_raw(op) }
}

/// Whether `op` has no memory effect, as upstream's `isMemoryEffectFree`
/// says (false for an op without an effect interface: unknown ops are
/// treated conservatively).
pub fn is_memory_effect_free(op: OperationRef) -> bool {
    // SAFETY: `op` is a live operation; the call only reads it.
    unsafe { ffi::hyperoffloadIsMemoryEffectFree(op.to_raw()) }
}

/// Parses `source` into a module of `context`, naming the buffer `name` in
/// locations (melior's `Module::parse` names every buffer "-"). Top-level ops
/// are wrapped in a module as mlir-opt does. `None` when parsing failed; the
/// errors went to the context's diagnostic handlers.
pub fn parse_module<'c>(
    context: &'c melior::Context,
    source: &str,
    name: &str,
) -> Option<melior::ir::Module<'c>> {
    // SAFETY: the context is live; the strings are read during the call.
    unsafe {
        let raw =
            ffi::hyperoffloadParseModule(context.to_raw(), string_ref(source), string_ref(name));
        melior::ir::Module::from_option_raw(raw)
    }
}

/// Runs MLIR's opt driver (`MlirOptMain`) with `registry`, over the process
/// arguments; returns the exit code.
pub fn opt_main(tool_name: &str, registry: &DialectRegistry) -> i32 {
    let args: Vec<CString> = std::env::args_os()
        .map(|a| {
            CString::new(a.into_encoded_bytes()).unwrap_or_else(|_| {
                eprintln!("{tool_name}: an argument contains a NUL byte");
                std::process::exit(1)
            })
        })
        .collect();
    let mut argv: Vec<*mut c_char> = args.iter().map(|a| a.as_ptr() as *mut c_char).collect();
    argv.push(std::ptr::null_mut());
    // SAFETY: argv holds `args.len()` NUL-terminated strings that outlive the
    // call, followed by a null pointer, as a C main expects.
    unsafe {
        ffi::hyperoffloadOptMain(
            args.len() as c_int,
            argv.as_mut_ptr(),
            string_ref(tool_name),
            registry.to_raw(),
        )
    }
}
