//! hyperoffload as a plugin for the MLIR 22 tools built on `MlirOptMain`
//! (Debian's `mlir-opt` among them):
//!
//! ```text
//! mlir-opt --load-pass-plugin=libhyperoffload.so \
//!          --load-dialect-plugin=libhyperoffload.so \
//!          --pass-pipeline='builtin.module(func.func(offload-strip))' model.mlir
//! ```
//!
//! `mlirGetPassPluginInfo` registers every pass of the pass table, with the
//! same names, options and results as in `hyperoffload-opt`;
//! `mlirGetDialectPluginInfo` adds the `offload` dialect to the tool's
//! registry (so `--irdl-file` is not needed, though it keeps working). Both
//! refuse to load into an MLIR whose major version is not the one the plugin
//! was built against.

mod capi;

use std::ffi::{c_char, c_void};

/// The MLIR major version this plugin is built for (mlir-sys 220).
const MLIR_MAJOR: u32 = 22;
/// `MLIR_PLUGIN_API_VERSION` of mlir/Tools/Plugins/PassPlugin.h.
const PLUGIN_API_VERSION: u32 = 1;
/// The API version reported to refuse loading: MLIR then says which version
/// it got and which it supports, after our own message.
const REFUSED_API_VERSION: u32 = 0;

const PLUGIN_NAME: &[u8] = b"hyperoffload\0";
const PLUGIN_VERSION: &[u8] = concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes();

/// `mlir::PassPluginLibraryInfo`.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_pass_registry_callbacks: extern "C" fn(),
}

/// `mlir::DialectPluginLibraryInfo`.
#[repr(C)]
pub struct DialectPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_dialect_registry_callbacks: extern "C" fn(*mut c_void),
}

unsafe extern "C" {
    /// From llvm-c/Core.h: the version of the LLVM the process runs.
    fn LLVMGetVersion(major: *mut u32, minor: *mut u32, patch: *mut u32);
}

/// The API version to report: ours when the running LLVM/MLIR has the major
/// version we were built for, otherwise a refusal (with a message).
fn checked_api_version() -> u32 {
    let (mut major, mut minor, mut patch) = (0, 0, 0);
    // SAFETY: LLVMGetVersion writes three integers.
    unsafe { LLVMGetVersion(&mut major, &mut minor, &mut patch) };
    if major == MLIR_MAJOR {
        PLUGIN_API_VERSION
    } else {
        eprintln!(
            "error: the hyperoffload plugin is built for MLIR {MLIR_MAJOR} but was loaded into MLIR {major}.{minor}.{patch}; \
             use an MLIR {MLIR_MAJOR} tool or rebuild the plugin against MLIR {major}"
        );
        REFUSED_API_VERSION
    }
}

extern "C" fn register_passes() {
    hyperoffload_passes::register_passes();
}

extern "C" fn register_dialects(registry: *mut c_void) {
    // SAFETY: MLIR passes its live `mlir::DialectRegistry *`.
    unsafe {
        hyperoffload_dialect::register_raw(registry);
        hyperoffload_shim::add_sdy_dialect_raw(registry);
    }
}

/// Entry point of `--load-pass-plugin`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: checked_api_version(),
        plugin_name: PLUGIN_NAME.as_ptr().cast(),
        plugin_version: PLUGIN_VERSION.as_ptr().cast(),
        register_pass_registry_callbacks: register_passes,
    }
}

/// Entry point of `--load-dialect-plugin`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginLibraryInfo {
    DialectPluginLibraryInfo {
        api_version: checked_api_version(),
        plugin_name: PLUGIN_NAME.as_ptr().cast(),
        plugin_version: PLUGIN_VERSION.as_ptr().cast(),
        register_dialect_registry_callbacks: register_dialects,
    }
}
