//! The Ascend ACL runtime entry points (`acl/acl_rt.h`) that
//! `docs/dialect/cann.md` lists. Each returns an `aclError`: 0 on success,
//! otherwise the code of the printed error.
//!
//! `aclrtFree` frees at once, like the real call: it does not wait for
//! queued work, and queued work that still uses the buffer is reported as
//! a hazard instead of becoming a silent use after free.

use std::ffi::c_void;

use super::{acl_call, addr, handle};
use crate::error::RuntimeError;

/// Writes `value` through an out-parameter, refusing a null one.
///
/// # Safety
/// `out` is null or valid for writing one pointer.
unsafe fn write_out(
    function: &'static str,
    out: *mut *mut c_void,
    value: usize,
) -> Result<(), RuntimeError> {
    if out.is_null() {
        return Err(RuntimeError::NullPointer {
            function,
            what: "the out-parameter",
        });
    }
    // SAFETY: non-null, and valid for writes by the caller's contract.
    unsafe { out.write(handle(value)) };
    Ok(())
}

/// `aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy)`
///
/// # Safety
/// `dev_ptr` is null or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn aclrtMalloc(dev_ptr: *mut *mut c_void, size: usize, _policy: i32) -> i32 {
    const F: &str = "aclrtMalloc";
    acl_call(F, |rt| {
        if dev_ptr.is_null() {
            return Err(RuntimeError::NullPointer {
                function: F,
                what: "devPtr",
            });
        }
        if size == 0 {
            return Err(RuntimeError::ZeroSize { function: F });
        }
        let ptr = rt.alloc_device(size as u64)?;
        // SAFETY: the caller's contract.
        unsafe { write_out(F, dev_ptr, ptr) }
    })
}

/// `aclError aclrtFree(void *devPtr)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtFree(dev_ptr: *mut c_void) -> i32 {
    acl_call("aclrtFree", |rt| {
        rt.free_device_now("aclrtFree", addr(dev_ptr))
    })
}

/// `aclError aclrtMallocHost(void **hostPtr, size_t size)`
///
/// # Safety
/// `host_ptr` is null or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn aclrtMallocHost(host_ptr: *mut *mut c_void, size: usize) -> i32 {
    const F: &str = "aclrtMallocHost";
    acl_call(F, |rt| {
        if host_ptr.is_null() {
            return Err(RuntimeError::NullPointer {
                function: F,
                what: "hostPtr",
            });
        }
        if size == 0 {
            return Err(RuntimeError::ZeroSize { function: F });
        }
        let ptr = rt.alloc_host(size as u64)?;
        // SAFETY: the caller's contract.
        unsafe { write_out(F, host_ptr, ptr) }
    })
}

/// `aclError aclrtFreeHost(void *hostPtr)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtFreeHost(host_ptr: *mut c_void) -> i32 {
    acl_call("aclrtFreeHost", |rt| {
        rt.free_host("aclrtFreeHost", addr(host_ptr))
    })
}

/// `aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src,
/// size_t count, aclrtMemcpyKind kind, aclrtStream stream)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtMemcpyAsync(
    dst: *mut c_void,
    dest_max: usize,
    src: *const c_void,
    count: usize,
    kind: i32,
    stream: *mut c_void,
) -> i32 {
    const F: &str = "aclrtMemcpyAsync";
    acl_call(F, |rt| {
        if count > dest_max {
            return Err(RuntimeError::CountExceedsDestMax {
                count: count as u64,
                dest_max: dest_max as u64,
            });
        }
        rt.memcpy(
            F,
            addr(dst),
            addr(src),
            count as u64,
            Some(kind),
            addr(stream),
        )
    })
}

/// `aclError aclrtCreateStream(aclrtStream *stream)`
///
/// # Safety
/// `stream` is null or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn aclrtCreateStream(stream: *mut *mut c_void) -> i32 {
    const F: &str = "aclrtCreateStream";
    acl_call(F, |rt| {
        if stream.is_null() {
            return Err(RuntimeError::NullPointer {
                function: F,
                what: "stream",
            });
        }
        // SAFETY: the caller's contract.
        unsafe { write_out(F, stream, rt.create_stream()) }
    })
}

/// `aclError aclrtDestroyStream(aclrtStream stream)`: runs what the stream
/// has queued first.
#[unsafe(no_mangle)]
pub extern "C" fn aclrtDestroyStream(stream: *mut c_void) -> i32 {
    acl_call("aclrtDestroyStream", |rt| {
        rt.destroy_stream("aclrtDestroyStream", addr(stream))
    })
}

/// `aclError aclrtCreateEvent(aclrtEvent *event)`
///
/// # Safety
/// `event` is null or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn aclrtCreateEvent(event: *mut *mut c_void) -> i32 {
    const F: &str = "aclrtCreateEvent";
    acl_call(F, |rt| {
        if event.is_null() {
            return Err(RuntimeError::NullPointer {
                function: F,
                what: "event",
            });
        }
        // SAFETY: the caller's contract.
        unsafe { write_out(F, event, rt.create_event()) }
    })
}

/// `aclError aclrtDestroyEvent(aclrtEvent event)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtDestroyEvent(event: *mut c_void) -> i32 {
    acl_call("aclrtDestroyEvent", |rt| {
        rt.destroy_event("aclrtDestroyEvent", addr(event))
    })
}

/// `aclError aclrtRecordEvent(aclrtEvent event, aclrtStream stream)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtRecordEvent(event: *mut c_void, stream: *mut c_void) -> i32 {
    acl_call("aclrtRecordEvent", |rt| {
        rt.record_event("aclrtRecordEvent", addr(event), addr(stream))
    })
}

/// `aclError aclrtStreamWaitEvent(aclrtStream stream, aclrtEvent event)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtStreamWaitEvent(stream: *mut c_void, event: *mut c_void) -> i32 {
    acl_call("aclrtStreamWaitEvent", |rt| {
        rt.stream_wait_event("aclrtStreamWaitEvent", addr(stream), addr(event))
    })
}

/// `aclError aclrtSynchronizeStream(aclrtStream stream)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtSynchronizeStream(stream: *mut c_void) -> i32 {
    acl_call("aclrtSynchronizeStream", |rt| {
        rt.synchronize_stream("aclrtSynchronizeStream", addr(stream))
    })
}

/// `aclError aclrtSynchronizeEvent(aclrtEvent event)`
#[unsafe(no_mangle)]
pub extern "C" fn aclrtSynchronizeEvent(event: *mut c_void) -> i32 {
    acl_call("aclrtSynchronizeEvent", |rt| {
        rt.synchronize_event("aclrtSynchronizeEvent", addr(event))
    })
}

/// `ACL_MEM_LOCATION_TYPE_DEVICE` (`aclrtMemLocationType`).
const ACL_MEM_LOCATION_TYPE_DEVICE: i32 = 1;

/// `aclrtPhysicalMemProp` (`acl/acl_rt.h`): handle type, allocation type,
/// memory attribute, location (device id, location type), reserved.
#[repr(C)]
pub struct AclrtPhysicalMemProp {
    pub handle_type: i32,
    pub allocation_type: i32,
    pub mem_attr: i32,
    pub location_id: u32,
    pub location_type: i32,
    pub reserve: u64,
}

fn invalid(function: &'static str, why: &str) -> RuntimeError {
    RuntimeError::InvalidArgument {
        function,
        why: why.to_owned(),
    }
}

/// `aclError aclrtReserveMemAddress(void **virPtr, size_t size, size_t
/// alignment, void *expectPtr, uint64_t flags)`: address space only, no
/// device bytes. `alignment` and `flags` must be 0 and `expectPtr` null, as
/// the API documents for the products it lists.
///
/// # Safety
/// `vir_ptr` is null or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn aclrtReserveMemAddress(
    vir_ptr: *mut *mut c_void,
    size: usize,
    alignment: usize,
    expect_ptr: *mut c_void,
    flags: u64,
) -> i32 {
    const F: &str = "aclrtReserveMemAddress";
    acl_call(F, |rt| {
        if vir_ptr.is_null() {
            return Err(RuntimeError::NullPointer {
                function: F,
                what: "virPtr",
            });
        }
        if size == 0 {
            return Err(RuntimeError::ZeroSize { function: F });
        }
        if alignment != 0 || !expect_ptr.is_null() || flags != 0 {
            return Err(invalid(
                F,
                "alignment and flags must be 0 and expectPtr null (the emulation reserves where it likes)",
            ));
        }
        let ptr = rt.reserve(size as u64)?;
        // SAFETY: the caller's contract.
        unsafe { write_out(F, vir_ptr, ptr) }
    })
}

/// `aclError aclrtReleaseMemAddress(void *virPtr)`: nothing may be mapped.
#[unsafe(no_mangle)]
pub extern "C" fn aclrtReleaseMemAddress(vir_ptr: *mut c_void) -> i32 {
    acl_call("aclrtReleaseMemAddress", |rt| {
        rt.release_reservation("aclrtReleaseMemAddress", addr(vir_ptr))
    })
}

/// `aclError aclrtMallocPhysical(aclrtDrvMemHandle *handle, size_t size,
/// const aclrtPhysicalMemProp *prop, uint64_t flags)`: device bytes,
/// counted against the capacity. Only device memory
/// (`prop->location.type == ACL_MEM_LOCATION_TYPE_DEVICE`) is emulated.
///
/// # Safety
/// `handle_out` is null or valid for writing one pointer; `prop` is null or
/// points to an `aclrtPhysicalMemProp`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn aclrtMallocPhysical(
    handle_out: *mut *mut c_void,
    size: usize,
    prop: *const AclrtPhysicalMemProp,
    flags: u64,
) -> i32 {
    const F: &str = "aclrtMallocPhysical";
    acl_call(F, |rt| {
        if handle_out.is_null() {
            return Err(RuntimeError::NullPointer {
                function: F,
                what: "handle",
            });
        }
        if prop.is_null() {
            return Err(RuntimeError::NullPointer {
                function: F,
                what: "prop",
            });
        }
        if size == 0 {
            return Err(RuntimeError::ZeroSize { function: F });
        }
        if flags != 0 {
            return Err(invalid(F, "flags must be 0"));
        }
        // SAFETY: non-null, and an aclrtPhysicalMemProp by the contract.
        let location = unsafe { (*prop).location_type };
        if location != ACL_MEM_LOCATION_TYPE_DEVICE {
            return Err(invalid(
                F,
                &format!(
                    "prop->location.type {location} is not ACL_MEM_LOCATION_TYPE_DEVICE (1), the only location emulated"
                ),
            ));
        }
        let physical = rt.alloc_physical(size as u64)?;
        // SAFETY: the caller's contract.
        unsafe { write_out(F, handle_out, physical) }
    })
}

/// `aclError aclrtFreePhysical(aclrtDrvMemHandle handle)`: it must be
/// unmapped.
#[unsafe(no_mangle)]
pub extern "C" fn aclrtFreePhysical(handle: *mut c_void) -> i32 {
    acl_call("aclrtFreePhysical", |rt| {
        rt.free_physical("aclrtFreePhysical", addr(handle))
    })
}

/// `aclError aclrtMapMem(void *virPtr, size_t size, size_t offset,
/// aclrtDrvMemHandle handle, uint64_t flags)`: `offset` (into the physical
/// memory) and `flags` must be 0 and `size` the physical allocation's size,
/// as the API documents. The 2 MiB alignment real hardware needs is not
/// checked.
#[unsafe(no_mangle)]
pub extern "C" fn aclrtMapMem(
    vir_ptr: *mut c_void,
    size: usize,
    offset: usize,
    handle: *mut c_void,
    flags: u64,
) -> i32 {
    const F: &str = "aclrtMapMem";
    acl_call(F, |rt| {
        if offset != 0 || flags != 0 {
            return Err(invalid(F, "offset and flags must be 0"));
        }
        rt.map(F, addr(vir_ptr), size as u64, addr(handle))
    })
}

/// `aclError aclrtUnmapMem(void *virPtr)`: at once, like `aclrtFree`;
/// queued work that still uses the range is a hazard.
#[unsafe(no_mangle)]
pub extern "C" fn aclrtUnmapMem(vir_ptr: *mut c_void) -> i32 {
    acl_call("aclrtUnmapMem", |rt| {
        rt.unmap_now("aclrtUnmapMem", addr(vir_ptr))
    })
}
