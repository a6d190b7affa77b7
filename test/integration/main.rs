//! hyperoffload's integration tests: one binary (each test binary links
//! MLIR), one module per area.

mod docs;
mod per_device;
mod reports;
mod strip;
mod threads;
