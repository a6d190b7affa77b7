//! `--device cpu`: the host's cores and memory stand in for a device's.

use crate::{
    args::Plan,
    capacity, copies,
    device::{Device, MatrixType},
    kernels, launch,
    profile::{Figure, Measured, size_text},
    timing::cores,
};

/// The host CPU as a device.
pub struct Cpu;

impl Device for Cpu {
    fn measure(
        &self,
        plan: &Plan,
        device_memory: Option<u64>,
        host_memory: Option<u64>,
    ) -> Result<Measured, String> {
        let memory = capacity::capacities(device_memory, host_memory)?;
        let runs = plan.runs;
        let threads = cores();
        let copies = copies::measure(&plan.copy_sizes, runs)?;
        let hbm_bytes_per_s = Figure {
            value: kernels::triad_bytes_per_s(plan.stream_array_bytes, runs),
            how: format!(
                "STREAM triad a = b + 3c on f64 over three arrays of {} on {threads} threads, counting two arrays read and one written",
                size_text(plan.stream_array_bytes)
            ),
        };
        let side = plan.gemm_side;
        let gemm = |ty: MatrixType, name: &str| Figure {
            value: kernels::matrix_flops_per_s(ty, side, runs),
            how: format!(
                "{side}x{side}x{side} {name} GEMM (the gemm crate, {threads} threads), 2 n^3 flops"
            ),
        };
        let matrix_f32 = gemm(MatrixType::F32, "f32");
        let matrix_bf16 = gemm(
            MatrixType::Half,
            "f16 (IEEE half stands for the 16-bit types)",
        );
        let vector_f32 = Figure {
            value: kernels::vector_flops_per_s(runs),
            how: format!(
                "elementwise f32 FMA x = x a + b, {} per element held in registers, two flops each, {threads} threads",
                kernels::FMAS_PER_LOAD
            ),
        };
        let launch_s = Figure {
            value: launch::launch_seconds(plan.launches, runs),
            how: format!(
                "an empty task handed to a worker thread through a locked queue and waited for, as the emulated runtime's streams run each op, {} round trips a run",
                plan.launches
            ),
        };
        Ok(Measured {
            device: "cpu".into(),
            description: format!(
                "{} ({threads} cores) measured as a device by hyperoffload-calibrate: host memory stands in for device memory, copies between two host buffers for the link",
                capacity::processor()
            ),
            runs,
            copies,
            hbm_bytes_per_s,
            matrix_f32,
            matrix_bf16,
            vector_f32,
            launch_s,
            memory,
        })
    }

    fn gemm_seconds(
        &self,
        ty: MatrixType,
        (m, n, k): (usize, usize, usize),
        runs: usize,
    ) -> Result<f64, String> {
        Ok(kernels::gemm_seconds(ty, m, n, k, runs))
    }

    fn streaming_seconds(&self, bytes: f64, flops: f64, runs: usize) -> Result<f64, String> {
        Ok(kernels::streaming_seconds(bytes, flops, runs))
    }
}
