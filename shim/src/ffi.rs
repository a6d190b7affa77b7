//! Declarations of the extern "C" functions in `cpp/shim.cpp`.

use std::ffi::{c_char, c_int, c_void};

use mlir_sys::{
    MlirContext, MlirDialectRegistry, MlirLocation, MlirModule, MlirOperation, MlirStringRef,
};

/// Appends a message to the error the shim will report.
pub type ErrorSink = unsafe extern "C" fn(*mut c_void, MlirStringRef);

#[repr(C)]
pub struct HyperoffloadPassSpec {
    pub index: usize,
    pub argument: MlirStringRef,
    pub name: MlirStringRef,
    pub summary: MlirStringRef,
    pub anchor: MlirStringRef,
    pub num_options: usize,
    pub option_names: *const MlirStringRef,
    pub option_helps: *const MlirStringRef,
    pub option_defaults: *const MlirStringRef,
    pub check_keys: unsafe extern "C" fn(usize, MlirStringRef, ErrorSink, *mut c_void) -> bool,
    pub check_values:
        unsafe extern "C" fn(usize, *const MlirStringRef, usize, ErrorSink, *mut c_void) -> bool,
    pub run: unsafe extern "C" fn(usize, MlirOperation, *const MlirStringRef, usize) -> bool,
}

unsafe extern "C" {
    pub fn hyperoffloadRegisterPass(spec: *const HyperoffloadPassSpec);
    pub fn hyperoffloadRegistryAddIrdlDialects(
        registry: MlirDialectRegistry,
        key: *const c_void,
        source: MlirStringRef,
        names: *const MlirStringRef,
        num_names: usize,
    );
    pub fn hyperoffloadRawRegistryAddIrdlDialects(
        registry: *mut c_void,
        key: *const c_void,
        source: MlirStringRef,
        names: *const MlirStringRef,
        num_names: usize,
    );
    pub fn hyperoffloadRegistryAddSdyDialect(registry: MlirDialectRegistry);
    pub fn hyperoffloadRawRegistryAddSdyDialect(registry: *mut c_void);
    pub fn hyperoffloadEmitDiagnostic(
        location: MlirLocation,
        severity: c_int,
        message: MlirStringRef,
        num_notes: usize,
        note_locations: *const MlirLocation,
        note_messages: *const MlirStringRef,
    );
    pub fn hyperoffloadParseModule(
        context: MlirContext,
        source: MlirStringRef,
        name: MlirStringRef,
    ) -> MlirModule;
    pub fn hyperoffloadIsMemoryEffectFree(op: MlirOperation) -> bool;
    pub fn hyperoffloadOptMain(
        argc: c_int,
        argv: *mut *mut c_char,
        tool_name: MlirStringRef,
        registry: MlirDialectRegistry,
    ) -> c_int;
}
