//! An emulated device that runs lowered offload programs on the CPU.
//!
//! Programs lowered through upstream `gpu-to-llvm` call the `mgpu*`
//! functions of MLIR's CUDA runtime wrappers; programs lowered for Ascend
//! call the ACL runtime (`aclrt*`). This library exports both sets, so
//! `mlir-runner -shared-libs=libhyperoffload_runtime.so,...` runs either
//! kind of program without a device.
//!
//! "Device" memory is ordinary host memory, allocated from a heap that
//! checks a capacity and records live and peak bytes. Streams are FIFO
//! queues run by one worker thread each; events order them. Freshly
//! allocated and freed memory is filled with `0xFF`, so a read that is not
//! ordered after its copy shows up as NaN. `hyperoffload_runtime_report`
//! prints the figures. Copies in tiers other than host (CXL, NVMe backed
//! by files, a SuperNode pool) come from [`tiers`], each within a
//! capacity. `docs/runtime.md` describes the environment variables, the
//! report and the errors.

pub mod config;
pub mod error;
pub mod ffi;
pub mod heap;
pub mod report;
pub mod runtime;
mod stream;
pub mod tiers;

pub use config::Config;
pub use error::{Placement, RuntimeError};
pub use report::Report;
pub use runtime::Runtime;
