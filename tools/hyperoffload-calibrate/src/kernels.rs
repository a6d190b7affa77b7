//! The kernels the profile's rates come from: a streaming triad for memory
//! bandwidth, GEMMs (the `gemm` crate) for the matrix rates, an
//! elementwise FMA for the vector rate, and a streaming FMA over a given
//! number of bytes for ops that are not matrix products.

use std::hint::black_box;

use crate::{
    device::MatrixType,
    timing::{cores, median_seconds},
};

/// STREAM's triad `a = b + s c` over three arrays of `array_bytes` bytes
/// each, split over every core: bytes moved per second (two arrays read,
/// one written).
pub fn triad_bytes_per_s(array_bytes: usize, runs: usize) -> f64 {
    let len = array_bytes / std::mem::size_of::<f64>();
    let mut a = vec![0.0f64; len];
    let b = vec![1.0f64; len];
    let c = vec![2.0f64; len];
    let chunk = len.div_ceil(cores());
    let seconds = median_seconds(runs, || {
        std::thread::scope(|scope| {
            for ((a, b), c) in a
                .chunks_mut(chunk)
                .zip(b.chunks(chunk))
                .zip(c.chunks(chunk))
            {
                scope.spawn(move || {
                    for ((a, b), c) in a.iter_mut().zip(b).zip(c) {
                        *a = b + 3.0 * c;
                    }
                });
            }
        });
        black_box(&mut a);
    });
    (3 * len * std::mem::size_of::<f64>()) as f64 / seconds
}

/// Seconds of one `m x k` by `k x n` product on every core.
pub fn gemm_seconds(ty: MatrixType, m: usize, n: usize, k: usize, runs: usize) -> f64 {
    match ty {
        MatrixType::F32 => gemm_of::<f32>(m, n, k, runs, 1.0, 0.0),
        MatrixType::Half => gemm_of::<gemm::f16>(
            m,
            n,
            k,
            runs,
            gemm::f16::from_f32(1.0),
            gemm::f16::from_f32(0.0),
        ),
    }
}

fn gemm_of<T: Copy + 'static>(m: usize, n: usize, k: usize, runs: usize, one: T, zero: T) -> f64 {
    let lhs = vec![one; m * k];
    let rhs = vec![one; k * n];
    let mut dst = vec![zero; m * n];
    let parallelism = match cores() {
        1 => gemm::Parallelism::None,
        threads => gemm::Parallelism::Rayon(threads),
    };
    median_seconds(runs, || {
        // SAFETY: column-major operands of the sizes given, as allocated
        // above; `dst` is not read (read_dst false).
        unsafe {
            gemm::gemm(
                m,
                n,
                k,
                dst.as_mut_ptr(),
                m as isize,
                1,
                false,
                lhs.as_ptr(),
                m as isize,
                1,
                rhs.as_ptr(),
                k as isize,
                1,
                zero,
                one,
                false,
                false,
                false,
                parallelism,
            );
        }
        black_box(&mut dst);
    })
}

/// FLOP/s of a square GEMM of side `side`.
pub fn matrix_flops_per_s(ty: MatrixType, side: usize, runs: usize) -> f64 {
    let flops = 2.0 * (side as f64).powi(3);
    flops / gemm_seconds(ty, side, side, side, runs)
}

/// Floats kept in registers by the FMA kernel: eight 256-bit vectors,
/// enough independent chains to cover the latency of an FMA unit.
const LANES: usize = 64;
/// FMAs applied to each element while it is in registers.
pub const FMAS_PER_LOAD: usize = 256;

/// FLOP/s of elementwise FMAs (`x = x a + b`, two flops each) on data that
/// stays in registers, on every core.
pub fn vector_flops_per_s(runs: usize) -> f64 {
    // 64 KiB each way per core: the loads and stores are few beside the
    // FMAs.
    let len = 16 * 1024;
    let threads = cores();
    let src = vec![1.0f32; len];
    let mut dst = vec![vec![0.0f32; len]; threads];
    let seconds = median_seconds(runs, || {
        std::thread::scope(|scope| {
            for dst in dst.iter_mut() {
                let src = &src;
                scope.spawn(move || fma_kernel(src, dst, FMAS_PER_LOAD));
            }
        });
        black_box(&mut dst);
    });
    let flops = 2.0 * (threads * len * FMAS_PER_LOAD) as f64;
    flops / seconds
}

/// Writes to `dst` each value of `src` with `x = x a + b` applied `fmas`
/// times, with the widest FMA the processor has.
pub fn fma_kernel(src: &[f32], dst: &mut [f32], fmas: usize) {
    #[cfg(target_arch = "x86_64")]
    if is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma") {
        // SAFETY: the processor has the features the function is built for.
        return unsafe { fma_kernel_avx2(src, dst, fmas) };
    }
    fma_kernel_portable(src, dst, fmas);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn fma_kernel_avx2(src: &[f32], dst: &mut [f32], fmas: usize) {
    fma_kernel_portable(src, dst, fmas);
}

#[inline(always)]
fn fma_kernel_portable(src: &[f32], dst: &mut [f32], fmas: usize) {
    let (a, b) = (0.999f32, 0.001f32);
    for (src, dst) in src.chunks(LANES).zip(dst.chunks_mut(LANES)) {
        let mut lanes = [0.0f32; LANES];
        lanes[..src.len()].copy_from_slice(src);
        for _ in 0..fmas {
            for x in lanes.iter_mut() {
                *x = x.mul_add(a, b);
            }
        }
        dst.copy_from_slice(&lanes[..dst.len()]);
    }
}

/// Floats each thread of a streaming kernel takes at least.
const PER_THREAD: usize = 1 << 16;

/// Seconds of one streaming pass over `bytes` bytes (half read, half
/// written) that does `flops` flops as FMAs spread over its elements, on
/// every core: the kernel of an op that is not a matrix product.
pub fn streaming_seconds(bytes: f64, flops: f64, runs: usize) -> f64 {
    let len = ((bytes / 2.0) / std::mem::size_of::<f32>() as f64)
        .ceil()
        .max(1.0) as usize;
    let fmas = ((flops / 2.0) / len as f64).round().max(1.0) as usize;
    let src = vec![1.0f32; len];
    let mut dst = vec![0.0f32; len];
    // A small op runs on one core: starting threads would cost more than
    // its work.
    let threads = cores().min(len / PER_THREAD).max(1);
    let chunk = len.div_ceil(threads);
    median_seconds(runs, || {
        if threads == 1 {
            fma_kernel(&src, &mut dst, fmas);
        } else {
            std::thread::scope(|scope| {
                for (src, dst) in src.chunks(chunk).zip(dst.chunks_mut(chunk)) {
                    scope.spawn(move || fma_kernel(src, dst, fmas));
                }
            });
        }
        black_box(&mut dst);
    })
}
