//! The remote tiers beyond host memory: CXL memory, NVMe storage and a
//! SuperNode's pool, each with a capacity, as `hyperoffloadTierAlloc` and
//! `hyperoffloadTierFree` give them out (docs/runtime.md, "Tiers").
//!
//! A tier's copy is host-addressable memory, so that the runtime's copies
//! move bytes between it and the device like any host buffer:
//!
//! - **NVMe** is backed by a file: each copy is a file of its size in the
//!   NVMe directory (`HYPEROFFLOAD_NVME_DIR`, else the system's temporary
//!   directory), mapped shared, unlinked at once so nothing outlives the
//!   process. Bytes stored there go through the page cache to the file, as
//!   a copy staged through host memory does on a real machine.
//! - **CXL** and the **pool** are memory: on a real machine a CPU-less NUMA
//!   node and the SuperNode's pooled memory, both mapped into the host's
//!   address space; here, host allocations accounted per tier.
//!
//! Each tier counts its live and peak bytes against its capacity
//! (`HYPEROFFLOAD_TIER_CAPACITY`, unlimited where unset) and the bytes
//! copied into and out of it. Fresh copies are filled with the heap's
//! poison byte, as device memory is, so a read of a copy before its store
//! landed shows.

use std::{collections::BTreeMap, fs::File, path::Path};

use memmap2::MmapMut;

use crate::{
    error::RuntimeError,
    heap::{ALIGN, POISON},
};

/// A remote tier other than host memory, by the code lowered programs pass
/// (the position in `host, cxl, nvme, pool`, as the planner orders tiers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TierKind {
    Cxl,
    Nvme,
    Pool,
}

impl TierKind {
    pub const ALL: [TierKind; 3] = [TierKind::Cxl, TierKind::Nvme, TierKind::Pool];

    /// The tier of a lowered program's code: 1 cxl, 2 nvme, 3 pool (0, host,
    /// is the runtime's own pinned host memory, not a tier of this module).
    pub fn from_code(code: i64) -> Option<Self> {
        match code {
            1 => Some(TierKind::Cxl),
            2 => Some(TierKind::Nvme),
            3 => Some(TierKind::Pool),
            _ => None,
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        TierKind::ALL.into_iter().find(|t| t.name() == name)
    }

    pub const fn name(self) -> &'static str {
        match self {
            TierKind::Cxl => "cxl",
            TierKind::Nvme => "nvme",
            TierKind::Pool => "pool",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The figures of one tier, as the report prints them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TierFigures {
    pub live_bytes: u64,
    pub peak_bytes: u64,
    /// Bytes copied into the tier (stores).
    pub stored_bytes: u64,
    /// Bytes copied out of the tier (prefetches).
    pub loaded_bytes: u64,
    pub capacity: Option<u64>,
}

impl TierFigures {
    /// Whether the program touched the tier at all.
    pub fn used(&self) -> bool {
        self.peak_bytes > 0 || self.stored_bytes > 0 || self.loaded_bytes > 0
    }
}

/// One live copy in a tier.
#[derive(Debug)]
struct Copy {
    tier: TierKind,
    bytes: u64,
    /// The file mapping of an NVMe copy; `None` for memory (the heap's
    /// allocator owns it).
    mapping: Option<MmapMut>,
}

/// The live copies of every tier and their figures.
#[derive(Debug, Default)]
pub struct Tiers {
    copies: BTreeMap<usize, Copy>,
    figures: [TierFigures; 3],
}

impl Tiers {
    /// The tiers with the capacities `capacity` gives (by name).
    pub fn with_capacities(capacity: &[(TierKind, u64)]) -> Self {
        let mut tiers = Tiers::default();
        for &(tier, bytes) in capacity {
            tiers.figures[tier.index()].capacity = Some(bytes);
        }
        tiers
    }

    pub fn figures(&self, tier: TierKind) -> TierFigures {
        self.figures[tier.index()]
    }

    /// A copy of `bytes` in `tier`, within its capacity; NVMe copies are
    /// files in `nvme_dir`. Filled with [`POISON`].
    pub fn alloc(
        &mut self,
        tier: TierKind,
        bytes: u64,
        nvme_dir: &Path,
        allocate_memory: impl FnOnce(u64) -> Result<usize, RuntimeError>,
    ) -> Result<usize, RuntimeError> {
        let figures = &self.figures[tier.index()];
        if let Some(capacity) = figures.capacity
            && figures.live_bytes.saturating_add(bytes) > capacity
        {
            return Err(RuntimeError::TierCapacityExceeded {
                tier: tier.name(),
                bytes,
                capacity,
                live: figures.live_bytes,
            });
        }
        let (ptr, mapping) = match tier {
            TierKind::Nvme => {
                let mut mapping = map_file(nvme_dir, bytes)?;
                mapping.fill(POISON);
                (mapping.as_mut_ptr() as usize, Some(mapping))
            }
            TierKind::Cxl | TierKind::Pool => (allocate_memory(bytes)?, None),
        };
        self.copies.insert(
            ptr,
            Copy {
                tier,
                bytes,
                mapping,
            },
        );
        let figures = &mut self.figures[tier.index()];
        figures.live_bytes += bytes;
        figures.peak_bytes = figures.peak_bytes.max(figures.live_bytes);
        Ok(ptr)
    }

    /// Frees the copy of `tier` that starts at `ptr`: its size, and whether
    /// the caller must return its memory to the allocator (`false` for an
    /// NVMe file, unmapped here).
    pub fn free(&mut self, tier: TierKind, ptr: usize) -> Result<(u64, bool), RuntimeError> {
        match self.copies.get(&ptr) {
            Some(copy) if copy.tier == tier => {}
            _ => {
                return Err(RuntimeError::UnknownTierCopy {
                    tier: tier.name(),
                    ptr,
                });
            }
        }
        let copy = self.copies.remove(&ptr).expect("checked above");
        self.figures[tier.index()].live_bytes -= copy.bytes;
        Ok((copy.bytes, copy.mapping.is_none()))
    }

    /// Counts a copy of `bytes` touching `ptr` (into the tier when
    /// `into`), where `ptr` is inside a live copy of a tier.
    pub fn count_copy(&mut self, ptr: usize, bytes: u64, into: bool) {
        let Some((&start, copy)) = self.copies.range(..=ptr).next_back() else {
            return;
        };
        if ptr - start >= copy.bytes as usize {
            return;
        }
        let figures = &mut self.figures[copy.tier.index()];
        match into {
            true => figures.stored_bytes += bytes,
            false => figures.loaded_bytes += bytes,
        }
    }

    /// Resets the counters to the live figures.
    pub fn reset_counters(&mut self) {
        for f in &mut self.figures {
            *f = TierFigures {
                live_bytes: f.live_bytes,
                peak_bytes: f.live_bytes,
                capacity: f.capacity,
                ..TierFigures::default()
            };
        }
    }

    /// The memory copies still live (CXL and pool), for the heap to return
    /// at exit; NVMe mappings unmap when dropped.
    pub fn take_memory(&mut self) -> Vec<(usize, u64)> {
        std::mem::take(&mut self.copies)
            .into_iter()
            .filter(|(_, c)| c.mapping.is_none())
            .map(|(ptr, c)| (ptr, c.bytes))
            .collect()
    }
}

/// A shared mapping of a new file of `bytes` in `dir`, unlinked already.
fn map_file(dir: &Path, bytes: u64) -> Result<MmapMut, RuntimeError> {
    let failed = |why: std::io::Error| RuntimeError::TierFile {
        dir: dir.display().to_string(),
        bytes,
        why: why.to_string(),
    };
    // Rounded up to the alignment every allocation has, and never empty
    // (a zero-length mapping is an error).
    let length = bytes.max(1).next_multiple_of(ALIGN as u64);
    let file: File = tempfile::tempfile_in(dir).map_err(failed)?;
    file.set_len(length).map_err(failed)?;
    // SAFETY: the file is this process's own, unlinked, and never resized
    // or mapped again while the mapping lives.
    unsafe { MmapMut::map_mut(&file) }.map_err(failed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn memory(bytes: u64) -> Result<usize, RuntimeError> {
        // Leaked on purpose: a test of the accounting only.
        Ok(Box::leak(vec![0u8; bytes as usize].into_boxed_slice()).as_mut_ptr() as usize)
    }

    #[test]
    fn an_nvme_copy_is_a_poisoned_file_mapping_within_the_capacity() {
        let dir = tempfile::tempdir().unwrap();
        let mut tiers = Tiers::with_capacities(&[(TierKind::Nvme, 4096)]);
        let ptr = tiers
            .alloc(TierKind::Nvme, 3000, dir.path(), memory)
            .unwrap();
        // SAFETY: a live mapping of at least 3000 bytes.
        let bytes = unsafe { std::slice::from_raw_parts_mut(ptr as *mut u8, 3000) };
        assert!(bytes.iter().all(|&b| b == POISON));
        bytes[2999] = 7;
        assert_eq!(
            tiers.alloc(TierKind::Nvme, 2000, dir.path(), memory),
            Err(RuntimeError::TierCapacityExceeded {
                tier: "nvme",
                bytes: 2000,
                capacity: 4096,
                live: 3000
            })
        );
        tiers.count_copy(ptr + 100, 512, true);
        tiers.count_copy(ptr + 4096 * 8, 512, true);
        let figures = tiers.figures(TierKind::Nvme);
        assert_eq!((figures.live_bytes, figures.stored_bytes), (3000, 512));
        // The file is unlinked: the directory is empty while it is mapped.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
        assert_eq!(tiers.free(TierKind::Nvme, ptr), Ok((3000, false)));
        assert!(tiers.free(TierKind::Nvme, ptr).is_err());
        assert_eq!(tiers.figures(TierKind::Nvme).peak_bytes, 3000);
    }

    #[test]
    fn a_copy_is_freed_from_its_own_tier_only() {
        let dir = tempfile::tempdir().unwrap();
        let mut tiers = Tiers::default();
        let ptr = tiers.alloc(TierKind::Cxl, 64, dir.path(), memory).unwrap();
        assert_eq!(
            tiers.free(TierKind::Pool, ptr),
            Err(RuntimeError::UnknownTierCopy { tier: "pool", ptr })
        );
        assert_eq!(tiers.free(TierKind::Cxl, ptr), Ok((64, true)));
    }
}
