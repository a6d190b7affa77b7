//! The planning core of hyperoffload: plain Rust, no MLIR types, no `unsafe`.
//!
//! A [`TensorGraph`] is what a pass extracts from one function: its ops in
//! program order ([`Node`]) and the tensors they define and use ([`Tensor`]),
//! with byte sizes and the work each op does. Everything else (lifetimes, the
//! cost model, the simulator, reports, and later the planner and the checker)
//! works on this graph, so it is fast to build and to test.

pub mod graph;

pub use graph::{Node, NodeId, NodeKind, OpWork, Tensor, TensorId, TensorGraph, TensorOrigin, Tier};
