//! `--device cuda[:N]`: a CUDA GPU through the driver API and cuBLAS,
//! both loaded when the device is opened (cudarc's dynamic loading), so
//! that the tool builds and runs on machines without CUDA and only this
//! device fails there. Device work is timed with CUDA events; the two
//! kernels of our own (kernels.ll, compiled to kernels.ptx) are loaded as
//! PTX, which the driver compiles.

use std::{sync::Arc, time::Instant};

use cudarc::{
    cublas::{CudaBlas, Gemm, GemmConfig, sys::cublasOperation_t},
    driver::{
        CudaContext, CudaFunction, CudaStream, DeviceRepr, LaunchConfig, PushKernelArg,
        ValidAsZeroBits, sys,
    },
    nvrtc::Ptx,
};

use crate::{
    args::Plan,
    capacity,
    copies::{Copies, CopyCurves, CopyTime},
    device::{Device, MatrixType},
    profile::{Figure, Measured, size_text},
    timing::median,
};

/// The PTX of kernels.ll.
const KERNELS: &str = include_str!("kernels.ptx");
/// A run shorter than this repeats its work between the events.
const MIN_RUN_S: f64 = 1e-3;
/// The most times one run repeats its work.
const MAX_REPEATS: usize = 1 << 12;
/// Threads per block of our kernels.
const BLOCK: u32 = 256;
/// Blocks per multiprocessor the FMA kernel runs, enough to fill it.
const BLOCKS_PER_SM: u32 = 8;
/// FMAs per thread per value of the FMA kernel.
const FMA_ITERS: i32 = 8192;
/// Independent values per thread of the FMA kernel (kernels.ll).
const FMA_VALUES: f64 = 8.0;

/// An opened CUDA device: its context, a stream, cuBLAS on that stream and
/// our kernels.
pub struct Gpu {
    ordinal: usize,
    context: Arc<CudaContext>,
    stream: Arc<CudaStream>,
    blas: CudaBlas,
    fma_loop: CudaFunction,
    stream_fma: CudaFunction,
}

fn failed(what: &str) -> impl Fn(&dyn std::fmt::Display) -> String + '_ {
    move |error| format!("--device cuda: {what}: {error}")
}

impl Gpu {
    /// Opens GPU `ordinal`; an error that says what is missing where the
    /// machine has no CUDA driver, no cuBLAS or no such GPU.
    pub fn open(ordinal: usize) -> Result<Gpu, String> {
        // SAFETY: only looks for the libraries, loading nothing for good.
        let (driver, blas) = unsafe {
            (
                cudarc::driver::sys::is_culib_present(),
                cudarc::cublas::sys::is_culib_present(),
            )
        };
        if !driver {
            return Err("--device cuda: no CUDA driver on this machine (libcuda.so was not found); run on a machine with an NVIDIA GPU and its driver, or use --device cpu".into());
        }
        if !blas {
            return Err("--device cuda: cuBLAS (libcublas.so, CUDA 12) was not found; install the CUDA toolkit's libraries or put them on LD_LIBRARY_PATH".into());
        }
        let count = CudaContext::device_count()
            .map_err(|e| failed("the CUDA driver does not start")(&e))?;
        if ordinal >= count.max(0) as usize {
            return Err(format!(
                "--device cuda:{ordinal}: this machine has {count} CUDA devices (ordinals from 0)"
            ));
        }
        let context =
            CudaContext::new(ordinal).map_err(|e| failed("cannot open the device")(&e))?;
        let stream = context
            .new_stream()
            .map_err(|e| failed("cannot create a stream")(&e))?;
        let blas =
            CudaBlas::new(stream.clone()).map_err(|e| failed("cuBLAS does not start")(&e))?;
        let module = context
            .load_module(Ptx::from_src(KERNELS))
            .map_err(|e| failed("the driver does not load our PTX kernels")(&e))?;
        let function = |name: &str| {
            module
                .load_function(name)
                .map_err(|e| failed(&format!("no kernel {name}"))(&e))
        };
        Ok(Gpu {
            ordinal,
            fma_loop: function("fma_loop")?,
            stream_fma: function("stream_fma")?,
            context,
            stream,
            blas,
        })
    }

    /// The median over `runs` runs of the device time of `work`, between
    /// two events recorded on the stream; work faster than [`MIN_RUN_S`]
    /// is repeated between them and its time divided.
    fn timed(
        &self,
        runs: usize,
        mut work: impl FnMut() -> Result<(), String>,
    ) -> Result<f64, String> {
        let event = || {
            self.context
                .new_event(Some(sys::CUevent_flags::CU_EVENT_DEFAULT))
                .map_err(|e| failed("cannot create an event")(&e))
        };
        let (start, end) = (event()?, event()?);
        let mut run = |repeats: usize| -> Result<f64, String> {
            start
                .record(&self.stream)
                .map_err(|e| failed("event record")(&e))?;
            for _ in 0..repeats {
                work()?;
            }
            end.record(&self.stream)
                .map_err(|e| failed("event record")(&e))?;
            let ms = start
                .elapsed_ms(&end)
                .map_err(|e| failed("event timing")(&e))?;
            Ok(f64::from(ms) / 1e3 / repeats as f64)
        };
        let once = run(1)?;
        let repeats = if once <= 0.0 {
            MAX_REPEATS
        } else {
            ((MIN_RUN_S / once).ceil() as usize).clamp(1, MAX_REPEATS)
        };
        let mut times = (0..runs.max(1))
            .map(|_| run(repeats))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(median(&mut times))
    }

    /// Host-to-device and device-to-host copies per size, from a pinned
    /// buffer (`cuMemAllocHost`) and from an ordinary one of the process.
    fn copies(&self, sizes: &[usize], runs: usize) -> Result<Copies, String> {
        let largest = sizes.iter().copied().max().unwrap_or(0);
        let alloc = |e: &dyn std::fmt::Display| failed("allocation")(e);
        let mut device = self
            .stream
            .alloc_zeros::<u8>(largest)
            .map_err(|e| alloc(&e))?;
        // SAFETY: filled before it is read.
        let mut pinned = unsafe { self.context.alloc_pinned_with_flags::<u8>(largest, 0) }
            .map_err(|e| alloc(&e))?;
        let pinned = pinned.as_mut_slice().map_err(|e| alloc(&e))?;
        pinned.fill(1);
        let mut pageable = vec![1u8; largest];
        let copy = |e: &dyn std::fmt::Display| failed("copy")(e);
        let mut curves = [CopyCurves::default(), CopyCurves::default()];
        for &bytes in sizes {
            for (host, curve) in [&mut *pinned, &mut pageable[..]]
                .into_iter()
                .zip(&mut curves)
            {
                let h2d = self.timed(runs, || {
                    self.stream
                        .memcpy_htod(&host[..bytes], &mut device)
                        .map_err(|e| copy(&e))
                })?;
                let d2h = self.timed(runs, || {
                    self.stream
                        .memcpy_dtoh(&device.slice(0..bytes), &mut host[..bytes])
                        .map_err(|e| copy(&e))
                })?;
                curve.h2d.push(CopyTime {
                    bytes,
                    seconds: h2d,
                });
                curve.d2h.push(CopyTime {
                    bytes,
                    seconds: d2h,
                });
            }
        }
        let [pinned, pageable] = curves;
        Ok(Copies {
            pinned,
            pageable,
            pinned_how: "cuMemcpyHtoDAsync / cuMemcpyDtoHAsync from and to a page-locked host buffer (cuMemHostAlloc without flags, as cuMemAllocHost allocates), timed with CUDA events".into(),
            pageable_how: "cuMemcpyHtoDAsync / cuMemcpyDtoHAsync from and to an ordinary host buffer of the process, touched before, which the driver stages through pinned buffers of its own, timed with CUDA events".into(),
        })
    }

    /// Device memory bandwidth: a device-to-device copy of `bytes`, which
    /// reads and writes them.
    fn copy_bandwidth(&self, bytes: usize, runs: usize) -> Result<f64, String> {
        let alloc = |e: &dyn std::fmt::Display| failed("allocation")(e);
        let from = self
            .stream
            .alloc_zeros::<u8>(bytes)
            .map_err(|e| alloc(&e))?;
        let mut to = self
            .stream
            .alloc_zeros::<u8>(bytes)
            .map_err(|e| alloc(&e))?;
        let seconds = self.timed(runs, || {
            self.stream
                .memcpy_dtod(&from, &mut to)
                .map_err(|e| failed("device copy")(&e))
        })?;
        Ok(2.0 * bytes as f64 / seconds)
    }

    fn gemm_of<T>(
        &self,
        (m, n, k): (usize, usize, usize),
        runs: usize,
        one: T,
        zero: T,
    ) -> Result<f64, String>
    where
        T: DeviceRepr + ValidAsZeroBits + Copy,
        CudaBlas: Gemm<T>,
    {
        let upload = |len: usize| {
            self.stream
                .clone_htod(&vec![one; len])
                .map_err(|e| failed("allocation")(&e))
        };
        let (lhs, rhs, mut dst) = (upload(m * k)?, upload(k * n)?, upload(m * n)?);
        let int = |d: usize| {
            i32::try_from(d).map_err(|_| {
                format!("--device cuda: a GEMM dimension of {d} is more than cuBLAS takes")
            })
        };
        let config = GemmConfig {
            transa: cublasOperation_t::CUBLAS_OP_N,
            transb: cublasOperation_t::CUBLAS_OP_N,
            m: int(m)?,
            n: int(n)?,
            k: int(k)?,
            alpha: one,
            lda: int(m)?,
            ldb: int(k)?,
            beta: zero,
            ldc: int(m)?,
        };
        self.timed(runs, || {
            // SAFETY: column-major operands of the sizes the configuration
            // gives, allocated above.
            unsafe { self.blas.gemm(config, &lhs, &rhs, &mut dst) }
                .map_err(|e| failed("cuBLAS GEMM")(&e))
        })
    }

    /// FLOP/s of the FMA kernel on every multiprocessor.
    fn vector_flops_per_s(&self, runs: usize) -> Result<(f64, u32), String> {
        let sms = self
            .context
            .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
            .map_err(|e| failed("device attribute")(&e))?
            .max(1) as u32;
        let blocks = sms * BLOCKS_PER_SM;
        let threads = (blocks * BLOCK) as usize;
        let mut out = self
            .stream
            .alloc_zeros::<f32>(threads)
            .map_err(|e| failed("allocation")(&e))?;
        let config = LaunchConfig {
            grid_dim: (blocks, 1, 1),
            block_dim: (BLOCK, 1, 1),
            shared_mem_bytes: 0,
        };
        let seconds = self.timed(runs, || {
            let mut launch = self.stream.launch_builder(&self.fma_loop);
            launch.arg(&mut out).arg(&FMA_ITERS);
            // SAFETY: fma_loop writes one float per thread of `out`, which
            // has one per thread of the grid.
            unsafe { launch.launch(config) }
                .map(drop)
                .map_err(|e| failed("kernel launch")(&e))
        })?;
        let flops = 2.0 * FMA_VALUES * f64::from(FMA_ITERS) * threads as f64;
        Ok((flops / seconds, sms))
    }

    /// Seconds from recording an event on the idle stream to seeing it
    /// complete on the host: the cost of one stream operation without a
    /// kernel.
    fn launch_seconds(&self, launches: usize, runs: usize) -> Result<f64, String> {
        let event = self
            .context
            .new_event(None)
            .map_err(|e| failed("cannot create an event")(&e))?;
        let mut times = Vec::new();
        for _ in 0..=runs.max(1) {
            let started = Instant::now();
            for _ in 0..launches {
                event
                    .record(&self.stream)
                    .and_then(|()| event.synchronize())
                    .map_err(|e| failed("event")(&e))?;
            }
            times.push(started.elapsed().as_secs_f64() / launches as f64);
        }
        // The first run warms the driver's paths.
        Ok(median(&mut times[1..]))
    }
}

impl Device for Gpu {
    fn measure(
        &self,
        plan: &Plan,
        device_memory: Option<u64>,
        host_memory: Option<u64>,
    ) -> Result<Measured, String> {
        let total = self
            .context
            .total_mem()
            .map_err(|e| failed("device memory")(&e))? as u64;
        let name = self.context.name().map_err(|e| failed("device name")(&e))?;
        let device = format!("cuda:{}", self.ordinal);
        let memory = capacity::device_capacities(device_memory, host_memory, total, &device)?;
        let runs = plan.runs;
        let copies = self.copies(&plan.copy_sizes, runs)?;
        let (copy_bytes, side) = if plan.quick {
            (64 << 20, 1024)
        } else {
            (1 << 30, 8192)
        };
        let hbm_bytes_per_s = Figure {
            value: self.copy_bandwidth(copy_bytes, runs)?,
            how: format!(
                "a device-to-device copy (cuMemcpyDtoDAsync) of {}, counting it read and written, timed with CUDA events",
                size_text(copy_bytes)
            ),
        };
        let gemm = |ty: MatrixType, name: &str| -> Result<Figure, String> {
            let seconds = self.gemm_seconds(ty, (side, side, side), runs)?;
            Ok(Figure {
                value: 2.0 * (side as f64).powi(3) / seconds,
                how: format!(
                    "{side}x{side}x{side} {name} cuBLAS GEMM, 2 n^3 flops, timed with CUDA events"
                ),
            })
        };
        let matrix_f32 = gemm(MatrixType::F32, "f32 (cublasSgemm, no TF32)")?;
        let matrix_bf16 = gemm(MatrixType::Half, "bf16 (cublasGemmEx, f32 accumulation)")?;
        let (vector, sms) = self.vector_flops_per_s(runs)?;
        let vector_f32 = Figure {
            value: vector,
            how: format!(
                "a kernel of f32 FMAs x = x a + b, {FMA_VALUES} values per thread in registers, {FMA_ITERS} each, two flops each, {BLOCKS_PER_SM} blocks of {BLOCK} threads on each of {sms} multiprocessors, timed with CUDA events"
            ),
        };
        let launch_s = Figure {
            value: self.launch_seconds(plan.launches, runs)?,
            how: format!(
                "an event recorded on the idle stream and waited for on the host (a stream operation without a kernel), {} a run",
                plan.launches
            ),
        };
        Ok(Measured {
            device: device.clone(),
            description: format!(
                "{name} ({device}) measured by hyperoffload-calibrate through the CUDA driver and cuBLAS; the host link is this machine's"
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
        dims: (usize, usize, usize),
        runs: usize,
    ) -> Result<f64, String> {
        match ty {
            MatrixType::F32 => self.gemm_of::<f32>(dims, runs, 1.0, 0.0),
            MatrixType::Half => self.gemm_of::<half::bf16>(
                dims,
                runs,
                half::bf16::from_f32(1.0),
                half::bf16::from_f32(0.0),
            ),
        }
    }

    fn streaming_seconds(&self, bytes: f64, flops: f64, runs: usize) -> Result<f64, String> {
        let len = ((bytes / 2.0) / std::mem::size_of::<f32>() as f64)
            .ceil()
            .max(1.0) as usize;
        let fmas = ((flops / 2.0) / len as f64)
            .round()
            .clamp(1.0, i32::MAX as f64) as i32;
        let alloc = |e: &dyn std::fmt::Display| failed("allocation")(e);
        let src = self.stream.alloc_zeros::<f32>(len).map_err(|e| alloc(&e))?;
        let mut dst = self.stream.alloc_zeros::<f32>(len).map_err(|e| alloc(&e))?;
        let blocks = len.div_ceil(BLOCK as usize).clamp(1, 1 << 16) as u32;
        let config = LaunchConfig {
            grid_dim: (blocks, 1, 1),
            block_dim: (BLOCK, 1, 1),
            shared_mem_bytes: 0,
        };
        let count = len as u64;
        self.timed(runs, || {
            let mut launch = self.stream.launch_builder(&self.stream_fma);
            launch.arg(&src).arg(&mut dst).arg(&count).arg(&fmas);
            // SAFETY: stream_fma reads and writes the first `count` floats
            // of `src` and `dst`, which have that many.
            unsafe { launch.launch(config) }
                .map(drop)
                .map_err(|e| failed("kernel launch")(&e))
        })
    }
}
