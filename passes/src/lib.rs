//! hyperoffload's MLIR passes.
//!
//! Every pass lives in one file named after its flag and is listed once in
//! the static pass table [`PASSES`]; MLIR registration ([`register_passes`]),
//! `--help` and `docs/passes.md` ([`passes_markdown`]) all come from it.
//! Passes are thin: they collect from IR, decide, and rewrite.

mod analysis;
mod convert_cann_to_llvm;
mod convert_offload_to_cann;
mod convert_offload_to_gpu;
mod docs;
pub mod extract;
pub mod ir;
mod lowering;
mod memref_check;
mod offload_bufferize;
mod offload_bufferize_prepare;
mod offload_lifetimes;
mod offload_place;
mod offload_plan;
mod offload_reorder;
mod offload_simulate;
mod offload_strip;
mod offload_verify;
pub mod options;
mod register;
mod rewrite;
mod table;

pub use docs::passes_markdown;
pub use register::{context, register_dialects, register_passes};
pub use table::{PASSES, PassDef, PassFailed, PassResult, find_pass};
