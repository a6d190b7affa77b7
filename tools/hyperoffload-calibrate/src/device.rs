//! What a device the tool measures provides: the profile's quantities,
//! and the kernels the record times an op with.

use crate::{args::Plan, profile::Measured};

/// The element types matrix rates are measured on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatrixType {
    F32,
    /// A 16-bit float, the profile's `matrix_bf16` rate: f16 on the CPU
    /// (the GEMM library has no bf16), bf16 on CUDA.
    Half,
}

/// A device to calibrate.
pub trait Device {
    /// Every quantity of the profile, with the capacities the options
    /// give (`None`: the device's default).
    fn measure(
        &self,
        plan: &Plan,
        device_memory: Option<u64>,
        host_memory: Option<u64>,
    ) -> Result<Measured, String>;

    /// Seconds of one `m x k` by `k x n` product.
    fn gemm_seconds(
        &self,
        ty: MatrixType,
        dims: (usize, usize, usize),
        runs: usize,
    ) -> Result<f64, String>;

    /// Seconds of one streaming pass over `bytes` bytes (half read, half
    /// written) that does `flops` flops as FMAs spread over its elements.
    fn streaming_seconds(&self, bytes: f64, flops: f64, runs: usize) -> Result<f64, String>;
}
