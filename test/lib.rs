//! Helpers shared by the integration tests: an MLIR context with every
//! dialect and pass hyperoffload-opt has, and the bundled models.

use std::path::{Path, PathBuf};

use melior::{Context, ir::Module};

/// The repository root.
pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("test/ is in the repository")
        .to_owned()
}

/// A model under `models/` (e.g. `torch-mlir/llama_tiny_prefill_linalg.mlir`).
pub fn model(relative: &str) -> PathBuf {
    repo().join("models").join(relative)
}

/// A context with every upstream dialect, the offload dialect, and every
/// pass (upstream and ours) registered, as in hyperoffload-opt.
pub fn context() -> Context {
    let context = hyperoffload_passes::context();
    context.load_all_available_dialects();
    context
}

/// Parses a file, panicking with its path on failure. Locations name the
/// file relative to the repository (`models/...`), so that snapshots do not
/// depend on where the checkout is.
pub fn parse_file<'c>(context: &'c Context, path: &Path) -> Module<'c> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path
        .strip_prefix(repo())
        .unwrap_or(path)
        .display()
        .to_string();
    hyperoffload_shim::parse_module(context, &text, &name)
        .unwrap_or_else(|| panic!("{} does not parse", path.display()))
}
