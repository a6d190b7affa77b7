//! The planning core of hyperoffload: plain Rust, no MLIR types, no `unsafe`.
//!
//! A [`TensorGraph`] is what a pass extracts from one function: its ops in
//! program order ([`Node`]) and the tensors they define and use ([`Tensor`]),
//! with byte sizes and the work each op does. Everything else works on this
//! graph, so it is fast to build and to test:
//! - [`lifetimes`]: def/uses/idle gaps per tensor, device bytes per step,
//!   the peak and the working-set lower bound;
//! - [`cost`]: hardware profiles and the per-op / per-transfer cost model;
//! - [`simulate`]: the event-driven timeline of compute, H2D and D2H streams;
//! - [`check`] and [`buffer_check`]: the independent checkers of tensor-form
//!   plans and of memref-form schedules;
//! - [`report`]: the JSON report; [`plot`]: the SVG memory/Gantt plot;
//!   [`output`]: writing them without replacing a device node.

#![forbid(unsafe_code)]

/// The names of an enum's `ALL` by its `const fn name`, as a constant
/// array (the choices of a pass option, from the enum itself).
#[macro_export]
macro_rules! names_of {
    ($t:ty) => {{
        let mut out = [""; <$t>::ALL.len()];
        let mut i = 0;
        while i < out.len() {
            out[i] = <$t>::ALL[i].name();
            i += 1;
        }
        out
    }};
}

pub mod buffer_check;
pub mod capacity;
pub mod check;
pub mod cost;
pub mod graph;
mod instant;
pub mod lifetimes;
pub mod output;
pub mod parallel;
pub mod parting;
pub mod plan;
pub mod plot;
pub mod record;
pub mod reorder;
pub mod replay;
pub mod report;
pub mod simulate;
pub mod units;

#[cfg(test)]
pub(crate) mod testing;

pub use buffer_check::{
    Buffer, BufferChecker, BufferError, BufferOp, BufferOpKind, BufferRange, BufferReport,
    BufferSchedule,
};
pub use check::{
    CheckError, CheckReport, CollectiveCall, CopyAtEntry, OffDevice, PlanChecker, collective_calls,
};
pub use cost::{
    Bounce, CostError, CostModel, Direction, Fabric, HardwareProfile, Link, MeasuredOp, PeakFlops,
    PerfRecord, TierSpec, Tiers,
};
pub use graph::{
    Chunk, Collective, CollectiveKind, GraphError, Nesting, Node, NodeId, NodeKind, OpWork,
    SliceIndex, SliceStream, Tensor, TensorGraph, TensorId, TensorOrigin, Tier,
};
pub use lifetimes::{IdleGap, Lifetimes, StepBytes, TensorLifetime};
pub use output::write_output;
pub use plot::{PlotContext, render_svg};
pub use record::{RecordCoverage, Timing};
pub use report::{FunctionReport, OpRef, PlanSummary, REPORT_VERSION, Report, TierUse};
pub use simulate::{BusyInterval, MemoryPeak, MemoryPoint, SimulateError, Timeline, simulate};
pub use units::format_bytes;
