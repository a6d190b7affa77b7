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
