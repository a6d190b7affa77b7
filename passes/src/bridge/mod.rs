//! The MLIR bridge: everything that reads or writes IR for the planning
//! core, which knows no MLIR types. [`extract`] turns a function into a
//! [`hyperoffload_core::TensorGraph`] (typed facts on every node and
//! tensor), [`rewrite`] applies a plan's edits to the function body, and
//! [`ir`] holds the helpers over melior and the C API (every raw call of
//! the passes that reads or edits IR lives there). [`bodies`] plans loop
//! bodies on their own and [`streams`] streams stacks in a tier through
//! the loops that read them slice by slice, before a function is planned;
//! [`loops`] recognizes the loops (trip counts, induction, carried values)
//! for extraction, streams and the lowerings. [`per_device`] rewrites a
//! sharded module's functions into their per-device programs.

pub mod bodies;
pub mod extract;
pub mod ir;
pub mod loops;
pub mod per_device;
pub mod rewrite;
pub mod streams;
