//! The device heap: device allocations live in ordinary host memory, but are
//! accounted against a capacity. Pinned host allocations (`aclrtMallocHost`)
//! are tracked beside them with their own figures.
//!
//! Every allocation is 64-byte aligned and filled with `0xFF` when it is
//! allocated and again before it is returned to the system allocator, so a
//! read before a copy has landed, or after a free, shows up as NaN (or as
//! all-ones integers) in the results.

use std::{
    alloc::{Layout, alloc, dealloc},
    collections::BTreeMap,
};

use crate::error::{Placement, RuntimeError};

/// Alignment of every allocation, as ACL documents for `aclrtMalloc`.
pub const ALIGN: usize = 64;
/// The byte that fresh and freed memory is filled with.
pub const POISON: u8 = 0xFF;

/// Figures of one heap, as the report prints them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    pub live_device_bytes: u64,
    pub peak_device_bytes: u64,
    pub device_allocs: u64,
    pub device_frees: u64,
    pub h2d_bytes: u64,
    pub d2h_bytes: u64,
    pub d2d_bytes: u64,
    pub h2h_bytes: u64,
    pub live_host_bytes: u64,
    pub peak_host_bytes: u64,
}

/// Live allocations and the figures about them.
///
/// Invariant: `live_device_bytes` is the sum of the sizes in `device`, and
/// `live_host_bytes` the sum of the sizes in `host`; no two allocations of
/// either map overlap.
#[derive(Debug, Default)]
pub struct Heap {
    device: BTreeMap<usize, u64>,
    host: BTreeMap<usize, u64>,
    /// Host memory the program allocated itself and registered (pinned)
    /// with the runtime: counted as host bytes, never freed here.
    registered: BTreeMap<usize, u64>,
    pub counters: Counters,
}

fn layout(bytes: u64) -> Option<Layout> {
    let bytes = usize::try_from(bytes.max(1)).ok()?;
    Layout::from_size_align(bytes, ALIGN).ok()
}

/// Allocates `bytes` from the system allocator, filled with [`POISON`].
fn allocate(bytes: u64) -> Result<usize, RuntimeError> {
    let layout = layout(bytes).ok_or(RuntimeError::OutOfHostMemory { bytes })?;
    // SAFETY: `layout` has a non-zero size.
    let ptr = unsafe { alloc(layout) };
    if ptr.is_null() {
        return Err(RuntimeError::OutOfHostMemory { bytes });
    }
    // SAFETY: `ptr` is a fresh allocation of `layout.size()` bytes.
    unsafe { ptr.write_bytes(POISON, layout.size()) };
    Ok(ptr as usize)
}

/// Fills an allocation with [`POISON`] and returns it to the system.
///
/// # Safety
/// `ptr` came from [`allocate`] with the same `bytes` and is not used again.
unsafe fn release(ptr: usize, bytes: u64) {
    if let Some(layout) = layout(bytes) {
        let ptr = ptr as *mut u8;
        // SAFETY: the caller guarantees `ptr` is a live allocation of `layout`.
        unsafe {
            ptr.write_bytes(POISON, layout.size());
            dealloc(ptr, layout);
        }
    }
}

/// The allocation of `map` that contains `ptr`, as `(start, size)`.
fn containing(map: &BTreeMap<usize, u64>, ptr: usize) -> Option<(usize, u64)> {
    let (&start, &size) = map.range(..=ptr).next_back()?;
    (ptr - start < size as usize).then_some((start, size))
}

impl Heap {
    /// Allocates device memory if it fits in `capacity`.
    pub fn alloc_device(
        &mut self,
        bytes: u64,
        capacity: Option<u64>,
    ) -> Result<usize, RuntimeError> {
        let live = self.counters.live_device_bytes;
        if let Some(capacity) = capacity
            && live.saturating_add(bytes) > capacity
        {
            return Err(RuntimeError::CapacityExceeded {
                bytes,
                capacity,
                live,
            });
        }
        let ptr = allocate(bytes)?;
        self.device.insert(ptr, bytes);
        let c = &mut self.counters;
        c.live_device_bytes += bytes;
        c.peak_device_bytes = c.peak_device_bytes.max(c.live_device_bytes);
        c.device_allocs += 1;
        Ok(ptr)
    }

    /// Frees the device allocation that starts at `ptr`.
    pub fn free_device(&mut self, function: &'static str, ptr: usize) -> Result<u64, RuntimeError> {
        let bytes = unlist(&mut self.device, function, ptr, Placement::Device)?;
        // SAFETY: `ptr` was a live device allocation of `bytes`, now unlisted.
        unsafe { release(ptr, bytes) };
        self.counters.live_device_bytes -= bytes;
        self.counters.device_frees += 1;
        Ok(bytes)
    }

    /// Allocates host memory (never limited by the device capacity).
    pub fn alloc_host(&mut self, bytes: u64) -> Result<usize, RuntimeError> {
        let ptr = allocate(bytes)?;
        self.host.insert(ptr, bytes);
        let c = &mut self.counters;
        c.live_host_bytes += bytes;
        c.peak_host_bytes = c.peak_host_bytes.max(c.live_host_bytes);
        Ok(ptr)
    }

    /// Frees the host allocation that starts at `ptr`.
    pub fn free_host(&mut self, function: &'static str, ptr: usize) -> Result<u64, RuntimeError> {
        let bytes = unlist(&mut self.host, function, ptr, Placement::Host)?;
        // SAFETY: `ptr` was a live host allocation of `bytes`, now unlisted.
        unsafe { release(ptr, bytes) };
        self.counters.live_host_bytes -= bytes;
        Ok(bytes)
    }

    /// Registers (pins) `bytes` of the program's own host memory at `ptr`.
    pub fn register_host(&mut self, ptr: usize, bytes: u64) {
        if self.registered.insert(ptr, bytes).is_none() {
            let c = &mut self.counters;
            c.live_host_bytes += bytes;
            c.peak_host_bytes = c.peak_host_bytes.max(c.live_host_bytes);
        }
    }

    /// Unregisters the host memory registered at `ptr`.
    pub fn unregister_host(
        &mut self,
        function: &'static str,
        ptr: usize,
    ) -> Result<(), RuntimeError> {
        let bytes = unlist(&mut self.registered, function, ptr, Placement::Host)?;
        self.counters.live_host_bytes -= bytes;
        Ok(())
    }

    /// Where `ptr` points: into a live device allocation, or anywhere else.
    pub fn placement(&self, ptr: usize) -> Placement {
        match containing(&self.device, ptr) {
            Some(_) => Placement::Device,
            None => Placement::Host,
        }
    }

    /// The live device allocation that starts exactly at `ptr`, if any.
    pub fn device_size(&self, ptr: usize) -> Option<u64> {
        self.device.get(&ptr).copied()
    }

    /// Whether `[ptr, ptr + bytes)` lies inside one live device allocation.
    pub fn device_range_live(&self, ptr: usize, bytes: u64) -> bool {
        match containing(&self.device, ptr) {
            Some((start, size)) => (ptr - start) as u64 + bytes <= size,
            None => false,
        }
    }

    /// Resets the counters to the current live figures.
    pub fn reset_counters(&mut self) {
        let c = &mut self.counters;
        *c = Counters {
            live_device_bytes: c.live_device_bytes,
            peak_device_bytes: c.live_device_bytes,
            live_host_bytes: c.live_host_bytes,
            peak_host_bytes: c.live_host_bytes,
            ..Counters::default()
        };
    }
}

/// Removes the allocation that starts at `ptr` from `list`, returning its
/// size; an unknown pointer is an error of `function`.
fn unlist(
    list: &mut BTreeMap<usize, u64>,
    function: &'static str,
    ptr: usize,
    placement: Placement,
) -> Result<u64, RuntimeError> {
    list.remove(&ptr).ok_or(RuntimeError::UnknownAllocation {
        function,
        ptr,
        placement,
    })
}

impl Drop for Heap {
    fn drop(&mut self) {
        for (ptr, bytes) in std::mem::take(&mut self.device)
            .into_iter()
            .chain(std::mem::take(&mut self.host))
        {
            // SAFETY: every listed allocation is live and owned by the heap.
            unsafe { release(ptr, bytes) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounting_and_interior_pointers() {
        let mut heap = Heap::default();
        let a = heap.alloc_device(100, None).unwrap();
        let b = heap.alloc_device(28, None).unwrap();
        assert_eq!(a % ALIGN, 0);
        assert_eq!(heap.counters.live_device_bytes, 128);
        assert_eq!(heap.placement(a + 99), Placement::Device);
        assert!(heap.device_range_live(a + 50, 50));
        assert!(!heap.device_range_live(a + 50, 51));
        assert_eq!(heap.free_device("test", a), Ok(100));
        assert_eq!(heap.placement(a + 10), Placement::Host);
        assert!(heap.free_device("test", a).is_err());
        assert!(heap.free_device("test", b + 4).is_err());
        assert_eq!(heap.counters.peak_device_bytes, 128);
        assert_eq!(heap.counters.live_device_bytes, 28);
        assert_eq!(
            (heap.counters.device_allocs, heap.counters.device_frees),
            (2, 1)
        );
    }

    #[test]
    fn capacity_is_checked_against_live_bytes() {
        let mut heap = Heap::default();
        let a = heap.alloc_device(60, Some(100)).unwrap();
        assert_eq!(
            heap.alloc_device(41, Some(100)),
            Err(RuntimeError::CapacityExceeded {
                bytes: 41,
                capacity: 100,
                live: 60
            })
        );
        heap.free_device("test", a).unwrap();
        assert!(heap.alloc_device(100, Some(100)).is_ok());
    }

    #[test]
    fn fresh_memory_is_poisoned() {
        let mut heap = Heap::default();
        let p = heap.alloc_device(16, None).unwrap();
        // SAFETY: `p` is a live allocation of 16 bytes.
        let bytes = unsafe { std::slice::from_raw_parts(p as *const u8, 16) };
        assert!(bytes.iter().all(|&b| b == POISON));
        // SAFETY: as above.
        let f = unsafe { *(p as *const f32) };
        assert!(f.is_nan());
    }
}
