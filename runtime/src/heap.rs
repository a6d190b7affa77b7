//! The device heap: device allocations live in ordinary host memory, but are
//! accounted against a capacity. Pinned host allocations (`aclrtMallocHost`)
//! are tracked beside them with their own figures.
//!
//! Every allocation is 64-byte aligned and filled with `0xFF` when it is
//! allocated and again before it is returned to the system allocator, so a
//! read before a copy has landed, or after a free, shows up as NaN (or as
//! all-ones integers) in the results.
//!
//! Virtual memory, as the CUDA driver's `cuMemAddressReserve`/`cuMemMap`
//! and ACL's `aclrtReserveMemAddress`/`aclrtMapMem` offer it: a
//! *reservation* is an address range that holds no device bytes; a
//! *physical* allocation holds device bytes (counted against the capacity)
//! and is *mapped* at a range of a reservation, which makes that range
//! device memory that copies may use. Unmapping poisons the range again.
//! A range is unmapped as a whole mapping, as on both real runtimes.

use std::{
    alloc::{Layout, alloc, dealloc},
    collections::BTreeMap,
};

use crate::{
    error::{Placement, RuntimeError},
    tiers::{TierKind, Tiers},
};

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
    /// Stream-ordered allocations not yet reached by their stream: their
    /// addresses are given out, their bytes are not yet the device's.
    pending: BTreeMap<usize, u64>,
    host: BTreeMap<usize, u64>,
    /// Host memory the program allocated itself and registered (pinned)
    /// with the runtime: counted as host bytes, never freed here.
    registered: BTreeMap<usize, u64>,
    /// Reserved address ranges, by start.
    reserved: BTreeMap<usize, Reservation>,
    /// Physical allocations, by handle.
    physical: BTreeMap<usize, Physical>,
    /// The next physical handle (never 0).
    next_handle: usize,
    pub counters: Counters,
    /// Free device allocations only at the drop ([`crate::Config::defer_release`]).
    pub defer_release: bool,
    /// Device allocations freed and not yet returned to the system.
    released: Vec<(usize, u64)>,
    /// Copies in the remote tiers beyond host memory.
    pub tiers: Tiers,
}

/// A reserved address range: host memory of `size` bytes, device memory
/// only where a physical allocation is mapped.
#[derive(Debug)]
struct Reservation {
    size: u64,
    /// Mappings by start address: (bytes, physical handle).
    mappings: BTreeMap<usize, (u64, usize)>,
}

/// A physical allocation: device bytes, mapped at one address or none.
#[derive(Debug)]
struct Physical {
    size: u64,
    mapped_at: Option<usize>,
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
        self.check_room(bytes, capacity)?;
        let ptr = allocate(bytes)?;
        self.device.insert(ptr, bytes);
        self.count_live(bytes);
        Ok(ptr)
    }

    /// The memory of a stream-ordered allocation (as `cudaMallocAsync`
    /// gives one): its address now, for work queued behind it; its bytes
    /// count as device bytes once [`Heap::list_pending`] lists it.
    pub fn alloc_pending(&mut self, bytes: u64) -> Result<usize, RuntimeError> {
        let ptr = allocate(bytes)?;
        self.pending.insert(ptr, bytes);
        Ok(ptr)
    }

    /// Makes the pending allocation at `ptr` device memory, if it fits in
    /// `capacity`: its stream has reached it.
    pub fn list_pending(
        &mut self,
        function: &'static str,
        ptr: usize,
        capacity: Option<u64>,
    ) -> Result<(), RuntimeError> {
        let bytes = *self
            .pending
            .get(&ptr)
            .ok_or(RuntimeError::UnknownAllocation {
                function,
                ptr,
                placement: Placement::Device,
            })?;
        self.check_room(bytes, capacity)?;
        self.pending.remove(&ptr);
        self.device.insert(ptr, bytes);
        self.count_live(bytes);
        Ok(())
    }

    /// Whether `bytes` more device memory fit in `capacity`.
    fn check_room(&self, bytes: u64, capacity: Option<u64>) -> Result<(), RuntimeError> {
        let live = self.counters.live_device_bytes;
        match capacity {
            Some(capacity) if live.saturating_add(bytes) > capacity => {
                Err(RuntimeError::CapacityExceeded {
                    bytes,
                    capacity,
                    live,
                })
            }
            _ => Ok(()),
        }
    }

    /// Counts `bytes` more of live device memory, one allocation.
    fn count_live(&mut self, bytes: u64) {
        let c = &mut self.counters;
        c.live_device_bytes += bytes;
        c.peak_device_bytes = c.peak_device_bytes.max(c.live_device_bytes);
        c.device_allocs += 1;
    }

    /// Whether a pending allocation starts at `ptr`.
    pub fn is_pending(&self, ptr: usize) -> bool {
        self.pending.contains_key(&ptr)
    }

    /// Whether `[ptr, ptr + bytes)` lies inside a pending allocation.
    pub fn pending_range(&self, ptr: usize, bytes: u64) -> bool {
        containing(&self.pending, ptr)
            .is_some_and(|(start, size)| (ptr - start) as u64 + bytes <= size)
    }

    /// Frees the device allocation that starts at `ptr`.
    pub fn free_device(&mut self, function: &'static str, ptr: usize) -> Result<u64, RuntimeError> {
        let bytes = unlist(&mut self.device, function, ptr, Placement::Device)?;
        if self.defer_release {
            self.released.push((ptr, bytes));
        } else {
            // SAFETY: `ptr` was a live device allocation of `bytes`, now unlisted.
            unsafe { release(ptr, bytes) };
        }
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

    /// A copy of `bytes` in `tier`, within the tier's capacity (NVMe copies
    /// are files in `nvme_dir`).
    pub fn alloc_tier(
        &mut self,
        tier: TierKind,
        bytes: u64,
        nvme_dir: &std::path::Path,
    ) -> Result<usize, RuntimeError> {
        self.tiers.alloc(tier, bytes, nvme_dir, allocate)
    }

    /// Frees the copy of `tier` that starts at `ptr`.
    pub fn free_tier(&mut self, tier: TierKind, ptr: usize) -> Result<u64, RuntimeError> {
        let (bytes, is_memory) = self.tiers.free(tier, ptr)?;
        if is_memory {
            // SAFETY: a live allocation of `bytes` from `allocate`, now unlisted.
            unsafe { release(ptr, bytes) };
        }
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

    /// Where `ptr` points: into a live device allocation or a reserved
    /// range, or anywhere else.
    pub fn placement(&self, ptr: usize) -> Placement {
        if containing(&self.device, ptr).is_some()
            || containing(&self.pending, ptr).is_some()
            || self.reservation_of(ptr).is_some()
        {
            Placement::Device
        } else {
            Placement::Host
        }
    }

    /// The reservation containing `ptr`, as (start, reservation).
    fn reservation_of(&self, ptr: usize) -> Option<(usize, &Reservation)> {
        let (&start, reservation) = self.reserved.range(..=ptr).next_back()?;
        ((ptr - start) < reservation.size.max(1) as usize).then_some((start, reservation))
    }

    /// Checks that a `task` (copy, memset) may use `[ptr, ptr + bytes)`: a
    /// live allocation, or a committed (mapped) part of a reservation.
    pub fn check_device_range(
        &self,
        task: &'static str,
        ptr: usize,
        bytes: u64,
    ) -> Result<(), RuntimeError> {
        if self.device_range_live(ptr, bytes) {
            return Ok(());
        }
        if self.reservation_of(ptr).is_some() {
            return Err(RuntimeError::Uncommitted { task, ptr, bytes });
        }
        Err(RuntimeError::OutOfBounds { task, ptr, bytes })
    }

    /// Reserves `bytes` of address space: no device bytes until mapped.
    pub fn reserve(&mut self, bytes: u64) -> Result<usize, RuntimeError> {
        let ptr = allocate(bytes)?;
        self.reserved.insert(
            ptr,
            Reservation {
                size: bytes,
                mappings: BTreeMap::new(),
            },
        );
        Ok(ptr)
    }

    /// Frees the reservation that starts at `ptr`; nothing may be mapped.
    pub fn release_reservation(
        &mut self,
        function: &'static str,
        ptr: usize,
    ) -> Result<(), RuntimeError> {
        let reservation = self
            .reserved
            .get(&ptr)
            .ok_or(RuntimeError::NotReserved { function, ptr })?;
        if let Some((&at, &(bytes, _))) = reservation.mappings.iter().next() {
            return Err(RuntimeError::StillMapped {
                function,
                ptr: at,
                bytes,
            });
        }
        let size = reservation.size;
        self.reserved.remove(&ptr);
        // SAFETY: the reservation's memory came from `allocate(size)`.
        unsafe { release(ptr, size) };
        Ok(())
    }

    /// The committed mappings of the reservation at `ptr`, as (start,
    /// bytes).
    pub fn mappings(&self, ptr: usize) -> Vec<(usize, u64)> {
        self.reserved
            .get(&ptr)
            .map(|r| {
                r.mappings
                    .iter()
                    .map(|(&at, &(bytes, _))| (at, bytes))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The bytes of the mapping that starts at `ptr`, if one does.
    pub fn mappings_at(&self, ptr: usize) -> Option<u64> {
        let (_, reservation) = self.reservation_of(ptr)?;
        reservation.mappings.get(&ptr).map(|&(bytes, _)| bytes)
    }

    /// The size of the reservation that starts at `ptr` (0 if none).
    pub fn reservation_size(&self, ptr: usize) -> u64 {
        self.reserved.get(&ptr).map_or(0, |r| r.size)
    }

    /// Whether a reservation starts at `ptr`.
    pub fn is_reservation(&self, ptr: usize) -> bool {
        self.reserved.contains_key(&ptr)
    }

    /// Allocates `bytes` of physical device memory if it fits in
    /// `capacity`; returns its handle.
    pub fn alloc_physical(
        &mut self,
        bytes: u64,
        capacity: Option<u64>,
    ) -> Result<usize, RuntimeError> {
        self.check_room(bytes, capacity)?;
        self.next_handle += 1;
        let handle = self.next_handle;
        self.physical.insert(
            handle,
            Physical {
                size: bytes,
                mapped_at: None,
            },
        );
        self.count_live(bytes);
        Ok(handle)
    }

    /// Frees the physical allocation `handle`, which must not be mapped.
    pub fn free_physical(
        &mut self,
        function: &'static str,
        handle: usize,
    ) -> Result<u64, RuntimeError> {
        let physical = self
            .physical
            .get(&handle)
            .ok_or(RuntimeError::BadPhysical {
                function,
                handle,
                why: "is not a live physical allocation".into(),
            })?;
        if let Some(at) = physical.mapped_at {
            return Err(RuntimeError::BadPhysical {
                function,
                handle,
                why: format!("is still mapped at {at:#x}; unmap it first"),
            });
        }
        let bytes = physical.size;
        self.physical.remove(&handle);
        self.counters.live_device_bytes -= bytes;
        self.counters.device_frees += 1;
        Ok(bytes)
    }

    /// Maps the physical allocation `handle` at `[ptr, ptr + bytes)`, which
    /// must lie in one reservation and overlap no mapping.
    pub fn map(
        &mut self,
        function: &'static str,
        ptr: usize,
        bytes: u64,
        handle: usize,
    ) -> Result<(), RuntimeError> {
        let Some((start, reservation)) = self.reservation_of(ptr) else {
            return Err(RuntimeError::NotReserved { function, ptr });
        };
        if (ptr - start) as u64 + bytes > reservation.size {
            return Err(RuntimeError::NotReserved {
                function,
                ptr: ptr + bytes as usize - 1,
            });
        }
        let end = ptr as u64 + bytes;
        let overlapping = reservation
            .mappings
            .iter()
            .any(|(&at, &(size, _))| (at as u64) < end && ptr < at + size as usize);
        if overlapping {
            return Err(RuntimeError::MappingOverlap {
                function,
                ptr,
                bytes,
            });
        }
        let physical = self
            .physical
            .get(&handle)
            .ok_or(RuntimeError::BadPhysical {
                function,
                handle,
                why: "is not a live physical allocation".into(),
            })?;
        if let Some(at) = physical.mapped_at {
            return Err(RuntimeError::BadPhysical {
                function,
                handle,
                why: format!("is mapped at {at:#x} already"),
            });
        }
        if physical.size != bytes {
            return Err(RuntimeError::BadPhysical {
                function,
                handle,
                why: format!(
                    "has {} bytes, but the mapping has {bytes}; map a physical allocation whole",
                    physical.size
                ),
            });
        }
        self.physical
            .get_mut(&handle)
            .expect("looked up above")
            .mapped_at = Some(ptr);
        self.reserved
            .get_mut(&start)
            .expect("looked up above")
            .mappings
            .insert(ptr, (bytes, handle));
        Ok(())
    }

    /// Unmaps the mapping that starts at `ptr`, poisoning its bytes; returns
    /// (bytes, handle) of the physical allocation it mapped.
    pub fn unmap(
        &mut self,
        function: &'static str,
        ptr: usize,
    ) -> Result<(u64, usize), RuntimeError> {
        let Some((start, _)) = self.reservation_of(ptr) else {
            return Err(RuntimeError::NotReserved { function, ptr });
        };
        let reservation = self.reserved.get_mut(&start).expect("looked up above");
        let (bytes, handle) = reservation
            .mappings
            .remove(&ptr)
            .ok_or(RuntimeError::NotMapped { function, ptr })?;
        if let Some(physical) = self.physical.get_mut(&handle) {
            physical.mapped_at = None;
        }
        // SAFETY: the range lies inside the reservation's live memory.
        unsafe { (ptr as *mut u8).write_bytes(POISON, bytes as usize) };
        Ok((bytes, handle))
    }

    /// The live device allocation that starts exactly at `ptr`, if any.
    pub fn device_size(&self, ptr: usize) -> Option<u64> {
        self.device.get(&ptr).copied()
    }

    /// Whether `[ptr, ptr + bytes)` lies inside one live device allocation,
    /// or inside committed (mapped) parts of one reservation.
    pub fn device_range_live(&self, ptr: usize, bytes: u64) -> bool {
        if let Some((start, size)) = containing(&self.device, ptr) {
            return (ptr - start) as u64 + bytes <= size;
        }
        let Some((_, reservation)) = self.reservation_of(ptr) else {
            return false;
        };
        // Walk the mappings from the one holding `ptr`: they must cover the
        // range without a gap.
        let end = ptr as u64 + bytes.max(1);
        let mut covered = ptr as u64;
        for (&at, &(size, _)) in reservation.mappings.range(..end as usize) {
            let (at, mapped_end) = (at as u64, at as u64 + size);
            if mapped_end <= covered {
                continue;
            }
            if at > covered {
                return false;
            }
            covered = mapped_end;
            if covered >= end {
                return true;
            }
        }
        covered >= end
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
        self.tiers.reset_counters();
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
        let reserved = std::mem::take(&mut self.reserved)
            .into_iter()
            .map(|(ptr, r)| (ptr, r.size));
        for (ptr, bytes) in std::mem::take(&mut self.device)
            .into_iter()
            .chain(std::mem::take(&mut self.pending))
            .chain(std::mem::take(&mut self.released))
            .chain(std::mem::take(&mut self.host))
            .chain(reserved)
            .chain(self.tiers.take_memory())
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
    fn mapped_ranges_of_a_reservation_are_device_memory() {
        let mut heap = Heap::default();
        let r = heap.reserve(256).unwrap();
        assert_eq!(heap.counters.live_device_bytes, 0);
        assert_eq!(heap.placement(r + 10), Placement::Device);
        assert!(!heap.device_range_live(r, 4));
        let a = heap.alloc_physical(64, Some(100)).unwrap();
        let b = heap.alloc_physical(64, Some(100)).ok();
        assert_eq!(b, None, "the second 64 bytes exceed the capacity of 100");
        heap.map("test", r + 64, 64, a).unwrap();
        assert!(heap.device_range_live(r + 64, 64));
        assert!(!heap.device_range_live(r + 64, 65));
        assert_eq!(
            heap.check_device_range("copy", r, 8),
            Err(RuntimeError::Uncommitted {
                task: "copy",
                ptr: r,
                bytes: 8
            })
        );
        assert!(heap.free_physical("test", a).is_err(), "still mapped");
        assert!(heap.release_reservation("test", r).is_err(), "still mapped");
        assert!(heap.unmap("test", r + 65).is_err(), "not a mapping's start");
        assert_eq!(heap.unmap("test", r + 64), Ok((64, a)));
        // SAFETY: the reservation's memory is live.
        assert_eq!(unsafe { *((r + 64) as *const u8) }, POISON);
        assert_eq!(heap.free_physical("test", a), Ok(64));
        assert_eq!(heap.counters.live_device_bytes, 0);
        assert_eq!(heap.counters.peak_device_bytes, 64);
        heap.release_reservation("test", r).unwrap();
        assert_eq!(heap.placement(r), Placement::Host);
    }

    #[test]
    fn adjacent_mappings_cover_a_range_together() {
        let mut heap = Heap::default();
        let r = heap.reserve(128).unwrap();
        for offset in [0, 32, 96] {
            let h = heap.alloc_physical(32, None).unwrap();
            heap.map("test", r + offset, 32, h).unwrap();
        }
        assert!(heap.device_range_live(r, 64));
        assert!(!heap.device_range_live(r, 65), "[64, 96) is not mapped");
        let h = heap.alloc_physical(40, None).unwrap();
        assert!(matches!(
            heap.map("test", r + 60, 40, h),
            Err(RuntimeError::MappingOverlap { .. })
        ));
        assert!(matches!(
            heap.map("test", r + 64, 32, h),
            Err(RuntimeError::BadPhysical { .. })
        ));
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
