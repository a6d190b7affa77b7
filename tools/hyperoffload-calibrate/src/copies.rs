//! Copies between the host and a CPU "device": two buffers in host
//! memory, copied with `memcpy`, per size, from pinned and from pageable
//! host memory.
//!
//! Pinned: both buffers are mapped once, every page touched (and locked
//! where `mlock` is allowed) and reused by every copy, as a buffer from
//! `cudaMallocHost` is. Pageable: each copy goes through a bounce buffer
//! mapped for it and unmapped after, so that it pays the page faults and
//! the second copy that CUDA's pageable path pays when the driver stages
//! pageable memory through buffers of its own.

use crate::timing::median_seconds;

/// An anonymous private mapping of host memory.
pub struct Mapping {
    start: *mut u8,
    len: usize,
}

impl Mapping {
    /// Maps `len` bytes without touching them: their pages are faulted in
    /// at first use.
    pub fn fresh(len: usize) -> Result<Mapping, String> {
        // SAFETY: an anonymous private mapping aliases nothing; the result
        // is checked before it is used.
        let start = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len.max(1),
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if start == libc::MAP_FAILED {
            return Err(format!(
                "cannot map {len} bytes of host memory: {}",
                std::io::Error::last_os_error()
            ));
        }
        Ok(Mapping {
            start: start.cast(),
            len,
        })
    }

    /// Maps `len` bytes, touches every page and locks them where the
    /// system allows it; the flag says whether it did.
    pub fn pinned(len: usize) -> Result<(Mapping, bool), String> {
        let mut mapping = Mapping::fresh(len)?;
        mapping.bytes_mut().fill(1);
        // SAFETY: the range is this mapping's own.
        let locked = unsafe { libc::mlock(mapping.start.cast(), mapping.len) } == 0;
        Ok((mapping, locked))
    }

    pub fn bytes(&self) -> &[u8] {
        // SAFETY: the mapping is `len` readable bytes, alive as `self` is.
        unsafe { std::slice::from_raw_parts(self.start, self.len) }
    }

    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: the mapping is `len` writable bytes, borrowed uniquely.
        unsafe { std::slice::from_raw_parts_mut(self.start, self.len) }
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        // SAFETY: unmaps exactly what `fresh` mapped; unmapping also
        // unlocks.
        unsafe { libc::munmap(self.start.cast(), self.len.max(1)) };
    }
}

/// One measured copy size: seconds of one whole copy.
#[derive(Clone, Copy, Debug)]
pub struct CopyTime {
    pub bytes: usize,
    pub seconds: f64,
}

/// The copy times of one kind of host memory, per direction.
#[derive(Clone, Debug, Default)]
pub struct CopyCurves {
    pub h2d: Vec<CopyTime>,
    pub d2h: Vec<CopyTime>,
}

/// Everything the copies measured, and how.
#[derive(Clone, Debug)]
pub struct Copies {
    pub pinned: CopyCurves,
    pub pageable: CopyCurves,
    /// What a pinned copy is, as the profile's sources say it.
    pub pinned_how: String,
    /// What a pageable copy is.
    pub pageable_how: String,
}

/// Times copies of every size in `sizes` each way, from pinned and from
/// pageable host memory; `runs` runs each, the median kept.
pub fn measure(sizes: &[usize], runs: usize) -> Result<Copies, String> {
    let largest = sizes.iter().copied().max().unwrap_or(0);
    let (mut host, host_locked) = Mapping::pinned(largest)?;
    let (mut device, device_locked) = Mapping::pinned(largest)?;
    let locked = if host_locked && device_locked {
        "touched and locked (mlock)"
    } else {
        "touched, not locked (mlock was refused: RLIMIT_MEMLOCK)"
    };
    let mut copies = Copies {
        pinned: CopyCurves::default(),
        pageable: CopyCurves::default(),
        pinned_how: format!(
            "memcpy between two host buffers mapped once, {locked}, and reused by every copy"
        ),
        pageable_how: "memcpy through a bounce buffer mapped for each copy and unmapped after (its page faults and the second copy paid, as CUDA's pageable path pays its staging)".into(),
    };
    for &bytes in sizes {
        let pinned_h2d = median_seconds(runs, || {
            device.bytes_mut()[..bytes].copy_from_slice(&host.bytes()[..bytes]);
        });
        let pinned_d2h = median_seconds(runs, || {
            host.bytes_mut()[..bytes].copy_from_slice(&device.bytes()[..bytes]);
        });
        let pageable = |from: &Mapping, to: &mut Mapping| -> Result<f64, String> {
            let mut failed = None;
            let seconds = median_seconds(runs, || match Mapping::fresh(bytes) {
                Ok(mut bounce) => {
                    bounce.bytes_mut().copy_from_slice(&from.bytes()[..bytes]);
                    to.bytes_mut()[..bytes].copy_from_slice(bounce.bytes());
                }
                Err(error) => failed = Some(error),
            });
            failed.map_or(Ok(seconds), Err)
        };
        let pageable_h2d = pageable(&host, &mut device)?;
        let pageable_d2h = pageable(&device, &mut host)?;
        copies.pinned.h2d.push(CopyTime {
            bytes,
            seconds: pinned_h2d,
        });
        copies.pinned.d2h.push(CopyTime {
            bytes,
            seconds: pinned_d2h,
        });
        copies.pageable.h2d.push(CopyTime {
            bytes,
            seconds: pageable_h2d,
        });
        copies.pageable.d2h.push(CopyTime {
            bytes,
            seconds: pageable_d2h,
        });
    }
    Ok(copies)
}
