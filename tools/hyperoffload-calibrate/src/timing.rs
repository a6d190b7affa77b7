//! Timing: the median of several runs of a kernel, each run long enough
//! for the clock.

use std::time::Instant;

/// A run shorter than this repeats its kernel, so that the clock's
/// resolution and the cost of reading it stay small beside it.
const MIN_RUN_S: f64 = 1e-3;
/// The most times one run repeats its kernel.
const MAX_REPEATS: usize = 1 << 16;

/// The median of `runs` times of one call of `kernel`, after one call that
/// warms caches, page tables and thread pools. A kernel faster than
/// [`MIN_RUN_S`] is called several times in a run and its time divided.
pub fn median_seconds(runs: usize, mut kernel: impl FnMut()) -> f64 {
    let started = Instant::now();
    kernel();
    let once = started.elapsed().as_secs_f64();
    let repeats = if once <= 0.0 {
        MAX_REPEATS
    } else {
        ((MIN_RUN_S / once).ceil() as usize).clamp(1, MAX_REPEATS)
    };
    let mut times: Vec<f64> = (0..runs.max(1))
        .map(|_| {
            let started = Instant::now();
            for _ in 0..repeats {
                kernel();
            }
            started.elapsed().as_secs_f64() / repeats as f64
        })
        .collect();
    median(&mut times)
}

/// The median of `values` (the mean of the middle two for an even count).
pub fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    if values.len().is_multiple_of(2) {
        (values[middle - 1] + values[middle]) / 2.0
    } else {
        values[middle]
    }
}

/// Threads a kernel that uses every core runs on.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
