//! The MLIR bridge: everything that reads or writes IR for the planning
//! core, which knows no MLIR types. [`extract`] turns a function into a
//! [`hyperoffload_core::TensorGraph`] (typed facts on every node and
//! tensor), [`rewrite`] applies a plan's edits to the function body, and
//! [`ir`] holds the helpers over melior and the C API (every raw call of
//! the passes that reads or edits IR lives there).

pub mod bodies;
pub mod extract;
pub mod ir;
pub mod rewrite;
