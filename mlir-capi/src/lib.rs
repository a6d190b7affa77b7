//! Links every crate that depends on it against `libMLIR-C.so`, the shared
//! MLIR C API library that upstream LLVM builds but Debian does not ship.
//!
//! The build script makes it from Debian's static C API archives
//! (`libMLIRCAPI*.a`) linked against Debian's `libMLIR.so`, so that the
//! driver, the tests and the pass plugin all use the very `libMLIR.so` that
//! Debian's `mlir-opt` uses. The library is placed in `OUT_DIR` (link search
//! path) and copied next to the binaries in `target/<profile>/`, where the
//! `$ORIGIN` rpath set in `.cargo/config.toml` finds it.

/// Directory of the LLVM 22 installation the library was built against.
pub const LLVM_PREFIX: &str = env!("HYPEROFFLOAD_LLVM_PREFIX");

/// Absolute path of the built `libMLIR-C.so`.
pub const LIBRARY_PATH: &str = env!("HYPEROFFLOAD_MLIR_C_LIBRARY");
