//! hyperoffload's MLIR passes.
//!
//! Every pass lives in one file named after its flag and is listed once in
//! the static pass table [`PASSES`]; MLIR registration ([`register_passes`]),
//! `--help` and `docs/passes.md` ([`passes_markdown`]) all come from it.
//! Passes are thin: they collect from IR, decide, and rewrite.
//!
//! Layout: the analysis and planning passes at the top level (one file per
//! pass), the lowering passes in [`lowering`](crate::lowering), and the
//! MLIR bridge the planning core is reached through in [`bridge`]
//! (extraction, the rewrite, the IR helpers).

mod analysis;
pub mod bridge;
mod docs;
mod lowering;
mod offload_capacity;
mod offload_lifetimes;
mod offload_per_device;
mod offload_place;
mod offload_plan;
mod offload_reorder;
mod offload_simulate;
mod offload_strip;
mod offload_verify;
pub mod options;
mod register;
mod table;

pub use bridge::{extract, ir};
pub use docs::passes_markdown;
pub use offload_reorder::{Sunk, apply_order, sink_ops, sink_order};
pub use register::{context, read_per_device, register_dialects, register_passes};
pub use table::{PASSES, PassDef, PassFailed, PassResult, find_pass};
