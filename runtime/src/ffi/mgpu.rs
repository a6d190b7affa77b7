//! The entry points upstream MLIR's `gpu-to-llvm` calls, with the
//! signatures of `mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp` (LLVM 22).
//! A null stream runs its work in order on the calling thread.

use std::ffi::c_void;

use super::{addr, handle, mgpu_call};

#[unsafe(no_mangle)]
pub extern "C" fn mgpuStreamCreate() -> *mut c_void {
    mgpu_call("mgpuStreamCreate", |rt| Ok(handle(rt.create_stream())))
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuStreamDestroy(stream: *mut c_void) {
    mgpu_call("mgpuStreamDestroy", |rt| {
        rt.destroy_stream("mgpuStreamDestroy", addr(stream))
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuStreamSynchronize(stream: *mut c_void) {
    mgpu_call("mgpuStreamSynchronize", |rt| {
        rt.synchronize_stream("mgpuStreamSynchronize", addr(stream))
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuStreamWaitEvent(stream: *mut c_void, event: *mut c_void) {
    mgpu_call("mgpuStreamWaitEvent", |rt| {
        rt.stream_wait_event("mgpuStreamWaitEvent", addr(stream), addr(event))
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuEventCreate() -> *mut c_void {
    mgpu_call("mgpuEventCreate", |rt| Ok(handle(rt.create_event())))
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuEventDestroy(event: *mut c_void) {
    mgpu_call("mgpuEventDestroy", |rt| {
        rt.destroy_event("mgpuEventDestroy", addr(event))
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuEventSynchronize(event: *mut c_void) {
    mgpu_call("mgpuEventSynchronize", |rt| {
        rt.synchronize_event("mgpuEventSynchronize", addr(event))
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuEventRecord(event: *mut c_void, stream: *mut c_void) {
    mgpu_call("mgpuEventRecord", |rt| {
        rt.record_event("mgpuEventRecord", addr(event), addr(stream))
    })
}

/// Allocates device memory at once (not stream-ordered). `host_shared`
/// allocations are device allocations too: compute runs as CPU loops on
/// them. The flag is an `i8` in the emitted IR, taken here as `u8`.
#[unsafe(no_mangle)]
pub extern "C" fn mgpuMemAlloc(
    size: u64,
    _stream: *mut c_void,
    _is_host_shared: u8,
) -> *mut c_void {
    if size == 0 {
        return std::ptr::null_mut();
    }
    mgpu_call("mgpuMemAlloc", |rt| rt.alloc_device(size).map(handle))
}

/// Frees device memory in stream order; a null pointer is ignored.
#[unsafe(no_mangle)]
pub extern "C" fn mgpuMemFree(ptr: *mut c_void, stream: *mut c_void) {
    if ptr.is_null() {
        return;
    }
    mgpu_call("mgpuMemFree", |rt| {
        rt.free_device_on("mgpuMemFree", addr(ptr), addr(stream))
    })
}

#[unsafe(no_mangle)]
pub extern "C" fn mgpuMemcpy(dst: *mut c_void, src: *mut c_void, size: usize, stream: *mut c_void) {
    mgpu_call("mgpuMemcpy", |rt| {
        rt.memcpy(
            "mgpuMemcpy",
            addr(dst),
            addr(src),
            size as u64,
            None,
            addr(stream),
        )
    })
}

/// Fills `count` 32-bit elements at `dst` with `value`.
#[unsafe(no_mangle)]
pub extern "C" fn mgpuMemset32(dst: *mut c_void, value: u32, count: usize, stream: *mut c_void) {
    mgpu_call("mgpuMemset32", |rt| {
        rt.memset(
            "mgpuMemset32",
            addr(dst),
            value,
            4,
            count as u64,
            addr(stream),
        )
    })
}

/// Fills `count` 16-bit elements at `dst` with `value`.
#[unsafe(no_mangle)]
pub extern "C" fn mgpuMemset16(dst: *mut c_void, value: u16, count: usize, stream: *mut c_void) {
    mgpu_call("mgpuMemset16", |rt| {
        rt.memset(
            "mgpuMemset16",
            addr(dst),
            u32::from(value),
            2,
            count as u64,
            addr(stream),
        )
    })
}

/// There is one emulated device; selecting it does nothing.
#[unsafe(no_mangle)]
pub extern "C" fn mgpuSetDefaultDevice(_device: i32) {}

/// The head of a ranked memref descriptor as `gpu-to-llvm` passes it
/// (`StridedMemRefType<char, 1>` in the upstream wrappers): allocated and
/// aligned pointers, offset, then `rank` sizes and `rank` strides.
#[repr(C)]
pub struct MemRefDescriptor {
    allocated: *mut c_void,
    aligned: *mut u8,
    offset: i64,
    sizes_and_strides: [i64; 0],
}

/// The first byte and the byte size of the memref `descriptor` describes.
///
/// # Safety
/// `descriptor` points to a descriptor of rank `rank`.
unsafe fn memref_extent(
    rank: i64,
    descriptor: *const MemRefDescriptor,
    element_bytes: i64,
) -> (usize, u64) {
    // SAFETY: guaranteed by the caller; sizes follow the offset.
    unsafe {
        let d = &*descriptor;
        let sizes = std::slice::from_raw_parts(d.sizes_and_strides.as_ptr(), rank.max(0) as usize);
        let elements: i64 = sizes.iter().product();
        let start = d.aligned as usize + (d.offset * element_bytes) as usize;
        (start, (elements * element_bytes).max(0) as u64)
    }
}

/// `gpu.host_register`: pins the host buffer of a memref (upstream:
/// `cuMemHostRegister`). Here it is counted as host bytes.
///
/// # Safety
/// `descriptor` points to a live descriptor of rank `rank`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuMemHostRegisterMemRef(
    rank: i64,
    descriptor: *const MemRefDescriptor,
    element_bytes: i64,
) {
    // SAFETY: guaranteed by the caller.
    let (ptr, bytes) = unsafe { memref_extent(rank, descriptor, element_bytes) };
    mgpu_call("mgpuMemHostRegisterMemRef", |rt| {
        rt.register_host(ptr, bytes);
        Ok(())
    })
}

/// `gpu.host_unregister`: unpins what `mgpuMemHostRegisterMemRef` pinned.
///
/// # Safety
/// `descriptor` points to a live descriptor of rank `rank`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuMemHostUnregisterMemRef(
    rank: i64,
    descriptor: *const MemRefDescriptor,
    element_bytes: i64,
) {
    // SAFETY: guaranteed by the caller.
    let (ptr, _) = unsafe { memref_extent(rank, descriptor, element_bytes) };
    mgpu_call("mgpuMemHostUnregisterMemRef", |rt| {
        rt.unregister_host("mgpuMemHostUnregisterMemRef", ptr)
    })
}

// Virtual-memory wrappers the CUDA lowering of chunked transfers calls
// (`convert-offload-to-gpu`; upstream `gpu` has no virtual-memory ops). On a
// real GPU each maps onto the driver's VMM API (docs/lowering.md):
// reserve = cuMemAddressReserve; commit = cuMemCreate + cuMemMap +
// cuMemSetAccess (+ cuMemRelease of the handle, which the mapping keeps
// alive); decommit = cuMemUnmap after the stream's work; release = the
// decommits and cuMemAddressFree.

/// Reserves `size` bytes of device address space with nothing committed.
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadMemReserve(size: u64) -> *mut c_void {
    mgpu_call("hyperoffloadMemReserve", |rt| {
        if size == 0 {
            return Err(crate::RuntimeError::ZeroSize {
                function: "hyperoffloadMemReserve",
            });
        }
        rt.reserve(size).map(handle)
    })
}

/// Commits `[base + offset, base + offset + size)` at once (not
/// stream-ordered), capacity-checked like `mgpuMemAlloc`.
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadMemCommit(base: *mut c_void, offset: u64, size: u64) {
    mgpu_call("hyperoffloadMemCommit", |rt| {
        rt.commit("hyperoffloadMemCommit", addr(base), offset, size)
    })
}

/// Decommits one earlier commit, in stream order (like `mgpuMemFree`).
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadMemDecommit(
    base: *mut c_void,
    offset: u64,
    size: u64,
    stream: *mut c_void,
) {
    mgpu_call("hyperoffloadMemDecommit", |rt| {
        rt.decommit_on(
            "hyperoffloadMemDecommit",
            addr(base),
            offset,
            size,
            addr(stream),
        )
    })
}

/// Decommits what is still committed and frees the reservation at `base`,
/// in stream order.
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadMemRelease(base: *mut c_void, stream: *mut c_void) {
    mgpu_call("hyperoffloadMemRelease", |rt| {
        rt.release_reserved_on("hyperoffloadMemRelease", addr(base), addr(stream))
    })
}

// The remote tiers beyond host memory (runtime/src/tiers.rs): a copy in
// CXL memory, on NVMe (a file) or in a SuperNode's pool, host-addressable,
// so that the runtime's copies move it like host memory. Both lowerings
// call these for a `memref.alloc {offload.tier = "cxl" | "nvme" | "pool"}`
// and its free; docs/lowering.md says what they stand for on a real machine.

/// A copy of `size` bytes in tier `tier` (1 cxl, 2 nvme, 3 pool), within
/// the tier's capacity; exits on error like the `mgpu*` functions.
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadTierAlloc(tier: i64, size: u64) -> *mut c_void {
    mgpu_call("hyperoffloadTierAlloc", |rt| {
        rt.alloc_tier(tier, size).map(handle)
    })
}

/// Frees a copy `hyperoffloadTierAlloc` gave out in tier `tier`.
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffloadTierFree(tier: i64, ptr: *mut c_void) {
    mgpu_call("hyperoffloadTierFree", |rt| rt.free_tier(tier, addr(ptr)))
}
