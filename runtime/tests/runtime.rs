//! Behaviour of the emulated device: accounting, capacity, stream and event
//! ordering, synchronous mode, copy checks, and the exported entry points.
//!
//! Most tests build their own [`Runtime`] with an explicit [`Config`], so
//! they share no state. The entry points use one process-wide device
//! configured from the environment; those tests run this test binary again
//! as a child process with the environment they need.

use std::{
    ffi::c_void,
    process::Command,
    time::{Duration, Instant},
};

use hyperoffload_runtime::{
    Config, Placement, Runtime, RuntimeError,
    error::{ACL_ERROR_INVALID_PARAM, ACL_ERROR_RT_MEMORY_ALLOCATION, ACL_SUCCESS},
    ffi,
};

const H2D: i32 = 1;
const D2H: i32 = 2;

fn runtime(config: Config) -> Runtime {
    Runtime::new(Config {
        exit_on_task_error: false,
        ..config
    })
}

fn delayed(ms: u64) -> Runtime {
    runtime(Config {
        copy_delay: Duration::from_millis(ms),
        ..Config::default()
    })
}

fn read(ptr: usize, len: usize) -> Vec<u8> {
    // SAFETY: every caller passes a live allocation of at least `len` bytes.
    unsafe { std::slice::from_raw_parts(ptr as *const u8, len).to_vec() }
}

fn host(data: &[u8]) -> usize {
    data.as_ptr() as usize
}

#[test]
fn alloc_and_free_are_accounted_with_the_peak() {
    let rt = runtime(Config::default());
    let a = rt.alloc_device(100).unwrap();
    let b = rt.alloc_device(200).unwrap();
    rt.free_device_now("test", a).unwrap();
    let c = rt.alloc_device(50).unwrap();
    let h = rt.alloc_host(64).unwrap();
    let report = rt.report();
    assert_eq!(report.counters.peak_device_bytes, 300);
    assert_eq!(report.counters.live_device_bytes, 250);
    assert_eq!(
        (report.counters.device_allocs, report.counters.device_frees),
        (3, 1)
    );
    assert_eq!(report.counters.peak_host_bytes, 64);
    assert!(
        report
            .line()
            .contains("peak_device_bytes=300 live_device_bytes=250 capacity=unlimited")
    );
    rt.free_device_now("test", b).unwrap();
    rt.free_device_now("test", c).unwrap();
    rt.free_host("test", h).unwrap();
    rt.reset();
    let report = rt.report();
    assert_eq!(
        (
            report.counters.peak_device_bytes,
            report.counters.device_allocs
        ),
        (0, 0)
    );
}

#[test]
fn registered_host_memory_counts_as_host_bytes_until_unregistered() {
    let rt = runtime(Config::default());
    let buffer = vec![0u8; 96];
    let ptr = buffer.as_ptr() as usize;
    rt.register_host(ptr, 96);
    rt.register_host(ptr, 96); // registering twice counts once
    assert_eq!(rt.report().counters.live_host_bytes, 96);
    rt.unregister_host("test", ptr).unwrap();
    let report = rt.report();
    assert_eq!(
        (
            report.counters.live_host_bytes,
            report.counters.peak_host_bytes
        ),
        (0, 96)
    );
    assert!(matches!(
        rt.unregister_host("test", ptr),
        Err(RuntimeError::UnknownAllocation { .. })
    ));
    drop(buffer); // the program's memory: never freed by the runtime
}

#[test]
fn fresh_device_memory_reads_as_poison() {
    let rt = runtime(Config::default());
    let d = rt.alloc_device(32).unwrap();
    assert_eq!(d % 64, 0);
    assert!(read(d, 32).iter().all(|&b| b == 0xFF));
    // SAFETY: `d` is a live, aligned allocation of 32 bytes.
    assert!(unsafe { *(d as *const f32) }.is_nan());
}

#[test]
fn allocation_over_capacity_fails_with_the_acl_out_of_memory_code() {
    let rt = runtime(Config {
        capacity: Some(256),
        ..Config::default()
    });
    rt.alloc_device(200).unwrap();
    let err = rt.alloc_device(100).unwrap_err();
    assert_eq!(
        err,
        RuntimeError::CapacityExceeded {
            bytes: 100,
            capacity: 256,
            live: 200
        }
    );
    assert_eq!(err.acl_code(), ACL_ERROR_RT_MEMORY_ALLOCATION);
    assert_eq!(
        err.to_string(),
        "device allocation of 100 bytes exceeds the capacity of 256 bytes (200 bytes live)"
    );
    assert!(rt.report().line().contains(" capacity=256 "));
}

#[test]
fn allocation_over_capacity_drains_queued_frees_first() {
    let rt = runtime(Config {
        capacity: Some(128),
        copy_delay: Duration::from_millis(30),
        ..Config::default()
    });
    let s = rt.create_stream();
    let src = vec![7u8; 128];
    let d = rt.alloc_device(128).unwrap();
    rt.memcpy("test", d, host(&src), 128, None, s).unwrap();
    rt.free_device_on("test", d, s).unwrap();
    // Only fits once the queued copy and free have run.
    let e = rt.alloc_device(128).unwrap();
    let report = rt.report();
    assert_eq!(report.counters.peak_device_bytes, 128);
    assert_eq!(report.counters.h2d_bytes, 128);
    rt.free_device_now("test", e).unwrap();
    assert!(rt.task_errors().is_empty());
}

#[test]
fn a_stream_runs_copies_then_the_free_in_order() {
    let rt = delayed(10);
    let s = rt.create_stream();
    let src: Vec<u8> = (0..64).collect();
    let dst = vec![0u8; 64];
    let d = rt.alloc_device(64).unwrap();
    rt.memcpy("test", d, host(&src), 64, Some(H2D), s).unwrap();
    rt.memcpy("test", host(&dst), d, 64, Some(D2H), s).unwrap();
    rt.free_device_on("test", d, s).unwrap();
    // Nothing has landed yet: the copies are queued behind their delay.
    assert!(dst.iter().all(|&b| b == 0));
    rt.synchronize_stream("test", s).unwrap();
    assert_eq!(read(host(&dst), 64), src);
    let report = rt.report();
    assert_eq!(
        (report.counters.h2d_bytes, report.counters.d2h_bytes),
        (64, 64)
    );
    assert_eq!(
        (
            report.counters.live_device_bytes,
            report.counters.device_frees
        ),
        (0, 1)
    );
    rt.destroy_stream("test", s).unwrap();
    assert!(rt.task_errors().is_empty());
}

#[test]
fn an_event_orders_work_on_two_streams() {
    let rt = delayed(20);
    let (load, store) = (rt.create_stream(), rt.create_stream());
    let loaded = rt.create_event();
    let src = vec![42u8; 256];
    let dst = vec![0u8; 256];
    let d = rt.alloc_device(256).unwrap();
    rt.memcpy("test", d, host(&src), 256, Some(H2D), load)
        .unwrap();
    rt.record_event("test", loaded, load).unwrap();
    rt.stream_wait_event("test", store, loaded).unwrap();
    rt.memcpy("test", host(&dst), d, 256, Some(D2H), store)
        .unwrap();
    rt.synchronize_stream("test", store).unwrap();
    assert!(read(host(&dst), 256).iter().all(|&b| b == 42));
    rt.synchronize_event("test", loaded).unwrap();
    rt.destroy_event("test", loaded).unwrap();
}

#[test]
fn compute_that_does_not_wait_for_its_copy_reads_poison() {
    let rt = delayed(40);
    let load = rt.create_stream();
    let loaded = rt.create_event();
    let src = vec![42u8; 64];
    let d = rt.alloc_device(64).unwrap();
    rt.memcpy("test", d, host(&src), 64, Some(H2D), load)
        .unwrap();
    rt.record_event("test", loaded, load).unwrap();
    // Compute runs on the host: reading before the wait sees the poison.
    assert!(read(d, 64).iter().all(|&b| b == 0xFF));
    rt.synchronize_event("test", loaded).unwrap();
    assert_eq!(read(d, 64), src);
}

#[test]
fn synchronizing_an_event_waits_for_its_latest_record_only() {
    let rt = delayed(30);
    let s = rt.create_stream();
    let e = rt.create_event();
    // Never recorded: complete at once.
    rt.synchronize_event("test", e).unwrap();
    let src = vec![1u8; 16];
    let d = rt.alloc_device(16).unwrap();
    rt.memcpy("test", d, host(&src), 16, Some(H2D), s).unwrap();
    rt.record_event("test", e, s).unwrap();
    let start = Instant::now();
    rt.synchronize_event("test", e).unwrap();
    assert!(start.elapsed() >= Duration::from_millis(20));
    assert_eq!(read(d, 16), src);
}

#[test]
fn sync_mode_runs_every_task_at_enqueue() {
    let rt = runtime(Config {
        sync: true,
        copy_delay: Duration::from_secs(10),
        ..Config::default()
    });
    let s = rt.create_stream();
    let e = rt.create_event();
    let src = vec![9u8; 32];
    let d = rt.alloc_device(32).unwrap();
    let start = Instant::now();
    rt.memcpy("test", d, host(&src), 32, Some(H2D), s).unwrap();
    assert_eq!(read(d, 32), src);
    rt.record_event("test", e, s).unwrap();
    rt.stream_wait_event("test", s, e).unwrap();
    rt.free_device_on("test", d, s).unwrap();
    assert_eq!(rt.report().counters.live_device_bytes, 0);
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "the copy delay applies in async mode only"
    );
    // In sync mode a task's error comes back from the call that queued it.
    assert!(matches!(
        rt.free_device_on("test", d, s),
        Err(RuntimeError::UnknownAllocation { .. })
    ));
}

#[test]
fn copy_kinds_are_checked_against_the_buffers() {
    let rt = runtime(Config::default());
    let s = rt.create_stream();
    let d = rt.alloc_device(16).unwrap();
    let h = vec![0u8; 16];
    let err = rt
        .memcpy("test", host(&h), d, 16, Some(H2D), s)
        .unwrap_err();
    assert_eq!(
        err,
        RuntimeError::KindMismatch {
            kind: H2D,
            dst: Placement::Host,
            src: Placement::Device
        }
    );
    assert_eq!(err.acl_code(), ACL_ERROR_INVALID_PARAM);
    assert!(err.to_string().contains("ACL_MEMCPY_HOST_TO_DEVICE (1)"));
    assert!(matches!(
        rt.memcpy("test", d, host(&h), 16, Some(9), s),
        Err(RuntimeError::InvalidKind { kind: 9 })
    ));
    // Interior pointers are device memory too.
    assert!(rt.memcpy("test", d + 8, d, 8, Some(3), s).is_ok());
    // ACL_MEMCPY_DEFAULT infers the direction.
    assert!(rt.memcpy("test", host(&h), d, 16, Some(4), s).is_ok());
    rt.synchronize_stream("test", s).unwrap();
}

#[test]
fn a_copy_past_the_end_of_its_allocation_is_rejected() {
    let rt = runtime(Config::default());
    let d = rt.alloc_device(16).unwrap();
    let h = vec![0u8; 32];
    assert!(matches!(
        rt.memcpy("test", d, host(&h), 32, None, 0),
        Err(RuntimeError::OutOfBounds { task: "copy", .. })
    ));
}

#[test]
fn acl_free_reports_queued_copies_that_use_the_buffer() {
    let rt = delayed(50);
    let s = rt.create_stream();
    let src = vec![3u8; 64];
    let d = rt.alloc_device(64).unwrap();
    rt.memcpy("test", d, host(&src), 64, Some(H2D), s).unwrap();
    let err = rt.free_device_now("aclrtFree", d).unwrap_err();
    assert!(
        matches!(err, RuntimeError::FreeHazard { ptr, bytes: 64, task: "copy", .. } if ptr == d)
    );
    assert!(
        err.to_string()
            .contains("aclrtFree does not wait for queued work")
    );
    rt.synchronize_stream("test", s).unwrap();
    rt.free_device_now("aclrtFree", d).unwrap();
    assert!(matches!(
        rt.free_device_now("aclrtFree", d),
        Err(RuntimeError::UnknownAllocation {
            function: "aclrtFree",
            ..
        })
    ));
}

#[test]
fn a_copy_that_runs_after_its_buffer_was_freed_is_an_error() {
    let rt = delayed(30);
    let (copies, frees) = (rt.create_stream(), rt.create_stream());
    let src = vec![5u8; 64];
    let d = rt.alloc_device(64).unwrap();
    rt.memcpy("test", d, host(&src), 64, Some(H2D), copies)
        .unwrap();
    // Freed on another stream with no event between: the free runs first.
    rt.free_device_on("test", d, frees).unwrap();
    rt.drain_all();
    assert!(matches!(
        rt.task_errors().as_slice(),
        [RuntimeError::OutOfBounds { task: "copy", .. }]
    ));
}

#[test]
fn memsets_fill_elements_of_their_width() {
    let rt = runtime(Config::default());
    let s = rt.create_stream();
    let d = rt.alloc_device(16).unwrap();
    rt.memset("test", d, 0x0102_0304, 4, 2, s).unwrap();
    rt.memset("test", d + 8, 0xABCD, 2, 1, s).unwrap();
    rt.synchronize_stream("test", s).unwrap();
    let bytes = read(d, 16);
    assert_eq!(&bytes[..8], &[4, 3, 2, 1, 4, 3, 2, 1]);
    assert_eq!(&bytes[8..10], &[0xCD, 0xAB]);
    assert!(bytes[10..].iter().all(|&b| b == 0xFF));
    assert!(rt.memset("test", d, 0, 4, 5, s).is_err());
}

#[test]
fn unknown_handles_and_pointers_are_errors() {
    let rt = runtime(Config::default());
    assert!(matches!(
        rt.synchronize_stream("f", 8),
        Err(RuntimeError::UnknownStream { .. })
    ));
    assert!(matches!(
        rt.record_event("f", 8, 0),
        Err(RuntimeError::UnknownEvent { .. })
    ));
    let s = rt.create_stream();
    rt.destroy_stream("f", s).unwrap();
    assert!(rt.destroy_stream("f", s).is_err());
    let d = rt.alloc_device(8).unwrap();
    assert!(rt.free_device_now("f", d + 1).is_err());
    assert!(rt.free_host("f", d).is_err());
    assert!(rt.free_device_on("f", 64, 0).is_err());
}

#[test]
fn committed_ranges_of_a_reservation_count_as_device_bytes() {
    let rt = runtime(Config {
        capacity: Some(200),
        ..Config::default()
    });
    let r = rt.reserve(256).unwrap();
    assert_eq!(rt.report().counters.live_device_bytes, 0);
    rt.commit("test", r, 0, 64).unwrap();
    rt.commit("test", r, 64, 128).unwrap();
    // 192 bytes committed; 64 more exceed the capacity of 200.
    assert!(matches!(
        rt.commit("test", r, 192, 64),
        Err(RuntimeError::CapacityExceeded { bytes: 64, .. })
    ));
    assert!(matches!(
        rt.commit("test", r, 32, 16),
        Err(RuntimeError::CapacityExceeded { .. } | RuntimeError::MappingOverlap { .. })
    ));
    let src = vec![7u8; 256];
    // A copy into the committed part works; one that reaches into the
    // uncommitted tail is refused at issue.
    rt.memcpy("test", r, host(&src), 192, None, 0).unwrap();
    assert_eq!(
        rt.memcpy("test", r + 128, host(&src), 128, None, 0),
        Err(RuntimeError::Uncommitted {
            task: "copy",
            ptr: r + 128,
            bytes: 128
        })
    );
    // A decommit takes back one commit whole.
    assert!(matches!(
        rt.decommit_on("test", r, 64, 64, 0),
        Err(RuntimeError::InvalidArgument { .. })
    ));
    rt.decommit_on("test", r, 0, 64, 0).unwrap();
    assert!(
        read(r, 64).iter().all(|&b| b == 0xFF),
        "decommitted bytes are poisoned"
    );
    assert_eq!(read(r + 64, 8), vec![7u8; 8], "the rest keeps its data");
    assert!(matches!(
        rt.decommit_on("test", r, 0, 64, 0),
        Err(RuntimeError::NotMapped { .. })
    ));
    let report = rt.report();
    assert_eq!(
        (
            report.counters.live_device_bytes,
            report.counters.peak_device_bytes,
            report.counters.device_allocs,
            report.counters.device_frees
        ),
        (128, 192, 2, 1)
    );
    // The release decommits the rest and frees the address range.
    rt.release_reserved_on("test", r, 0).unwrap();
    assert_eq!(rt.report().counters.live_device_bytes, 0);
    assert!(matches!(
        rt.release_reserved_on("test", r, 0),
        Err(RuntimeError::NotReserved { .. })
    ));
    assert!(matches!(
        rt.commit("test", 64, 0, 8),
        Err(RuntimeError::NotReserved { .. })
    ));
}

#[test]
fn a_decommit_on_a_stream_runs_after_the_copy_before_it() {
    let rt = delayed(30);
    let s = rt.create_stream();
    let r = rt.reserve(128).unwrap();
    rt.commit("test", r, 0, 64).unwrap();
    rt.commit("test", r, 64, 64).unwrap();
    let src = vec![9u8; 64];
    let mut out = vec![0u8; 64];
    rt.memcpy("test", r, host(&src), 64, None, s).unwrap();
    rt.memcpy("test", host(&out), r, 64, None, s).unwrap();
    // At once (the null stream) while the copies are queued: a hazard.
    assert!(matches!(
        rt.decommit_on("test", r, 0, 64, 0),
        Err(RuntimeError::FreeHazard { task: "copy", .. })
    ));
    // Stream-ordered: queued behind the copies.
    rt.decommit_on("test", r, 0, 64, s).unwrap();
    rt.synchronize_stream("test", s).unwrap();
    assert!(rt.task_errors().is_empty(), "{:?}", rt.task_errors());
    assert_eq!(out, vec![9u8; 64]);
    assert!(read(r, 64).iter().all(|&b| b == 0xFF));
    // A copy queued after a decommit of its range fails when it runs.
    let s2 = rt.create_stream();
    rt.commit("test", r, 0, 64).unwrap();
    rt.decommit_on("test", r, 0, 64, s).unwrap();
    rt.synchronize_stream("test", s).unwrap();
    assert!(rt.memcpy("test", r, host(&src), 64, None, s2).is_err());
    drop(std::mem::take(&mut out));
}

#[test]
fn an_unmap_while_a_copy_is_queued_is_a_hazard() {
    let rt = delayed(50);
    let s = rt.create_stream();
    let r = rt.reserve(64).unwrap();
    let handle = rt.alloc_physical(64).unwrap();
    rt.map("aclrtMapMem", r, 64, handle).unwrap();
    let src = vec![1u8; 64];
    rt.memcpy("test", r, host(&src), 64, Some(H2D), s).unwrap();
    let err = rt.unmap_now("aclrtUnmapMem", r).unwrap_err();
    assert!(
        matches!(err, RuntimeError::FreeHazard { task: "copy", .. }),
        "{err}"
    );
    rt.synchronize_stream("test", s).unwrap();
    assert_eq!(read(r, 4), vec![1u8; 4]);
    assert!(
        rt.free_physical("aclrtFreePhysical", handle).is_err(),
        "still mapped"
    );
    assert!(rt.release_reservation("aclrtReleaseMemAddress", r).is_err());
    rt.unmap_now("aclrtUnmapMem", r).unwrap();
    rt.free_physical("aclrtFreePhysical", handle).unwrap();
    rt.release_reservation("aclrtReleaseMemAddress", r).unwrap();
    assert_eq!(rt.report().counters.live_device_bytes, 0);
}

// ---------------------------------------------------------------------------
// The exported entry points, in a child process with its own environment.

const CHILD: &str = "HYPEROFFLOAD_RUNTIME_TEST_CHILD";

/// Runs test `name` of this binary in a child process with `env`.
fn run_child(name: &str, env: &[(&str, &str)]) -> std::process::Output {
    let exe = std::env::current_exe().unwrap();
    let mut cmd = Command::new(exe);
    cmd.args([name, "--exact", "--nocapture", "--test-threads=1"])
        .env(CHILD, name);
    for var in [
        "HYPEROFFLOAD_DEVICE_CAPACITY",
        "HYPEROFFLOAD_RUNTIME_SYNC",
        "HYPEROFFLOAD_RUNTIME_COPY_DELAY_US",
        "HYPEROFFLOAD_RUNTIME_REPORT",
    ] {
        cmd.env_remove(var);
    }
    cmd.envs(env.iter().copied());
    cmd.output().unwrap()
}

fn is_child(name: &str) -> bool {
    std::env::var(CHILD).is_ok_and(|v| v == name)
}

#[test]
fn child_acl_program() {
    if !is_child("child_acl_program") {
        return;
    }
    let mut d: *mut c_void = std::ptr::null_mut();
    let mut h: *mut c_void = std::ptr::null_mut();
    let (mut s, mut e): (*mut c_void, *mut c_void) = (std::ptr::null_mut(), std::ptr::null_mut());
    // SAFETY: every out-parameter is a valid local.
    unsafe {
        assert_eq!(
            ffi::aclrtMalloc(&mut d, 2048, 0),
            ACL_ERROR_RT_MEMORY_ALLOCATION
        );
        assert_eq!(ffi::aclrtMalloc(&mut d, 0, 0), ACL_ERROR_INVALID_PARAM);
        assert_eq!(ffi::aclrtMalloc(&mut d, 512, 0), ACL_SUCCESS);
        assert_eq!(ffi::aclrtMallocHost(&mut h, 512), ACL_SUCCESS);
        assert_eq!(ffi::aclrtCreateStream(&mut s), ACL_SUCCESS);
        assert_eq!(ffi::aclrtCreateEvent(&mut e), ACL_SUCCESS);
    }
    assert_eq!(
        ffi::aclrtMemcpyAsync(d, 512, h, 1024, H2D, s),
        ACL_ERROR_INVALID_PARAM
    );
    assert_eq!(
        ffi::aclrtMemcpyAsync(h, 512, d, 512, H2D, s),
        ACL_ERROR_INVALID_PARAM
    );
    assert_eq!(ffi::aclrtMemcpyAsync(d, 512, h, 512, H2D, s), ACL_SUCCESS);
    assert_eq!(ffi::aclrtRecordEvent(e, s), ACL_SUCCESS);
    assert_eq!(ffi::aclrtStreamWaitEvent(s, e), ACL_SUCCESS);
    assert_eq!(ffi::aclrtMemcpyAsync(h, 512, d, 256, D2H, s), ACL_SUCCESS);
    assert_eq!(ffi::aclrtSynchronizeEvent(e), ACL_SUCCESS);
    assert_eq!(ffi::aclrtSynchronizeStream(s), ACL_SUCCESS);
    assert_eq!(ffi::aclrtFree(d), ACL_SUCCESS);
    assert_eq!(ffi::aclrtFree(d), ACL_ERROR_INVALID_PARAM);
    ffi::hyperoffload_runtime_report();
    assert_eq!(ffi::aclrtFreeHost(h), ACL_SUCCESS);
    assert_eq!(ffi::aclrtDestroyEvent(e), ACL_SUCCESS);
    assert_eq!(ffi::aclrtDestroyStream(s), ACL_SUCCESS);
    assert_eq!(ffi::aclrtDestroyStream(s), ACL_ERROR_INVALID_PARAM);
}

#[test]
fn acl_entry_points_return_error_codes_and_report() {
    let dir = std::env::temp_dir().join(format!("hyperoffload-runtime-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let json = dir.join("report.json");
    let out = run_child(
        "child_acl_program",
        &[
            ("HYPEROFFLOAD_DEVICE_CAPACITY", "1KiB"),
            ("HYPEROFFLOAD_RUNTIME_REPORT", json.to_str().unwrap()),
        ],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "child failed:\n{stdout}\n{stderr}");
    assert!(stderr.contains(
        "hyperoffload-runtime: error: device allocation of 2048 bytes exceeds the capacity of 1024 bytes (0 bytes live)"
    ));
    assert!(stderr.contains("aclrtMemcpyAsync: count 1024 exceeds destMax 512"));
    assert!(
        stderr.contains("does not match the buffers: dst is host memory, src is device memory")
    );
    assert!(stdout.contains(
        "hyperoffload-runtime: peak_device_bytes=512 live_device_bytes=0 capacity=1024 device_allocs=1 \
         device_frees=1 h2d_bytes=512 d2h_bytes=256 d2d_bytes=0 peak_host_bytes=512\n"
    ));
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(report["peak_device_bytes"], 512);
    assert_eq!(report["capacity"], 1024);
    assert_eq!(report["d2h_bytes"], 256);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn child_acl_virtual_memory() {
    if !is_child("child_acl_virtual_memory") {
        return;
    }
    let mut base: *mut c_void = std::ptr::null_mut();
    let (mut a, mut b): (*mut c_void, *mut c_void) = (std::ptr::null_mut(), std::ptr::null_mut());
    let prop = ffi::AclrtPhysicalMemProp {
        handle_type: 0,
        allocation_type: 0,
        mem_attr: 4,
        location_id: 0,
        location_type: 1,
        reserve: 0,
    };
    let host_prop = ffi::AclrtPhysicalMemProp {
        location_type: 0,
        ..prop
    };
    let src = [5u8; 512];
    // SAFETY: every out-parameter is a valid local, `prop` a live struct.
    unsafe {
        assert_eq!(
            ffi::aclrtReserveMemAddress(&mut base, 1024, 64, std::ptr::null_mut(), 0),
            ACL_ERROR_INVALID_PARAM
        );
        assert_eq!(
            ffi::aclrtReserveMemAddress(&mut base, 1024, 0, std::ptr::null_mut(), 0),
            ACL_SUCCESS
        );
        assert_eq!(ffi::aclrtMallocPhysical(&mut a, 512, &prop, 0), ACL_SUCCESS);
        assert_eq!(
            ffi::aclrtMallocPhysical(&mut b, 512, &host_prop, 0),
            ACL_ERROR_INVALID_PARAM
        );
        // 512 + 1024 bytes exceed the capacity of 1 KiB.
        assert_eq!(
            ffi::aclrtMallocPhysical(&mut b, 1024, &prop, 0),
            ACL_ERROR_RT_MEMORY_ALLOCATION
        );
        assert_eq!(ffi::aclrtMallocPhysical(&mut b, 256, &prop, 0), ACL_SUCCESS);
    }
    let upper = (base as usize + 512) as *mut c_void;
    assert_eq!(ffi::aclrtMapMem(upper, 512, 0, a, 0), ACL_SUCCESS);
    assert_eq!(
        ffi::aclrtMapMem(upper, 256, 0, b, 0),
        ACL_ERROR_INVALID_PARAM
    );
    assert_eq!(
        ffi::aclrtMapMem(base, 512, 0, b, 0),
        ACL_ERROR_INVALID_PARAM
    );
    let src_ptr = src.as_ptr() as *const c_void;
    assert_eq!(
        ffi::aclrtMemcpyAsync(base, 512, src_ptr, 512, H2D, std::ptr::null_mut()),
        ACL_ERROR_INVALID_PARAM
    );
    assert_eq!(
        ffi::aclrtMemcpyAsync(upper, 512, src_ptr, 512, H2D, std::ptr::null_mut()),
        ACL_SUCCESS
    );
    assert_eq!(ffi::aclrtFreePhysical(a), ACL_ERROR_INVALID_PARAM);
    assert_eq!(ffi::aclrtReleaseMemAddress(base), ACL_ERROR_INVALID_PARAM);
    assert_eq!(ffi::aclrtUnmapMem(upper), ACL_SUCCESS);
    assert_eq!(ffi::aclrtUnmapMem(upper), ACL_ERROR_INVALID_PARAM);
    assert_eq!(ffi::aclrtFreePhysical(a), ACL_SUCCESS);
    assert_eq!(ffi::aclrtFreePhysical(b), ACL_SUCCESS);
    assert_eq!(ffi::aclrtReleaseMemAddress(base), ACL_SUCCESS);
    ffi::hyperoffload_runtime_report();
}

#[test]
fn acl_virtual_memory_entry_points() {
    let out = run_child(
        "child_acl_virtual_memory",
        &[("HYPEROFFLOAD_DEVICE_CAPACITY", "1KiB")],
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "child failed:\n{stdout}\n{stderr}");
    assert!(stderr.contains("touches reserved device memory that is not committed"));
    assert!(stderr.contains("is not ACL_MEM_LOCATION_TYPE_DEVICE"));
    assert!(stderr.contains("aclrtFreePhysical: physical allocation"));
    assert!(stdout.contains(
        "hyperoffload-runtime: peak_device_bytes=768 live_device_bytes=0 capacity=1024 device_allocs=2 \
         device_frees=2 h2d_bytes=512"
    ));
}

#[test]
fn child_mgpu_virtual_memory() {
    if !is_child("child_mgpu_virtual_memory") {
        return;
    }
    let base = ffi::hyperoffloadMemReserve(256);
    ffi::hyperoffloadMemCommit(base, 0, 128);
    ffi::hyperoffloadMemCommit(base, 128, 128);
    let s = ffi::mgpuStreamCreate();
    ffi::hyperoffloadMemDecommit(base, 0, 128, s);
    ffi::mgpuStreamSynchronize(s);
    ffi::hyperoffload_runtime_report();
    ffi::hyperoffloadMemRelease(base, s);
    ffi::mgpuStreamSynchronize(s);
    ffi::hyperoffload_runtime_report();
    // A second decommit of the same range exits with status 1.
    ffi::hyperoffloadMemDecommit(base, 0, 128, std::ptr::null_mut());
}

#[test]
fn mgpu_virtual_memory_wrappers() {
    let out = run_child("child_mgpu_virtual_memory", &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    assert!(
        stdout.contains("peak_device_bytes=256 live_device_bytes=128 "),
        "{stdout}"
    );
    assert!(
        stdout.contains("peak_device_bytes=256 live_device_bytes=0 "),
        "{stdout}"
    );
    assert!(
        stderr.contains("hyperoffloadMemDecommit: ")
            && stderr.contains("not inside a reserved address range"),
        "{stderr}"
    );
}

#[test]
fn child_mgpu_bad_free() {
    if !is_child("child_mgpu_bad_free") {
        return;
    }
    let s = ffi::mgpuStreamCreate();
    let d = ffi::mgpuMemAlloc(64, s, 0);
    ffi::mgpuMemFree(d, s);
    ffi::mgpuStreamSynchronize(s);
    ffi::mgpuMemFree(d, s);
    unreachable!("a second free must exit");
}

#[test]
fn mgpu_errors_exit_with_status_1() {
    let out = run_child("child_mgpu_bad_free", &[]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("hyperoffload-runtime: error: mgpuMemFree: 0x"));
    assert!(stderr.contains("is not the start of a live device allocation"));
}

#[test]
fn child_mgpu_over_capacity() {
    if !is_child("child_mgpu_over_capacity") {
        return;
    }
    let a = ffi::mgpuMemAlloc(64, std::ptr::null_mut(), 1);
    assert!(!a.is_null());
    ffi::mgpuMemAlloc(64, std::ptr::null_mut(), 0);
    unreachable!("an allocation over capacity must exit");
}

#[test]
fn mgpu_allocation_over_capacity_exits_with_status_1() {
    let out = run_child(
        "child_mgpu_over_capacity",
        &[("HYPEROFFLOAD_DEVICE_CAPACITY", "100B")],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(
        "hyperoffload-runtime: error: device allocation of 64 bytes exceeds the capacity of 100 bytes (64 bytes live)"
    ));
}

#[test]
fn a_malformed_capacity_is_reported() {
    let out = run_child(
        "child_mgpu_over_capacity",
        &[("HYPEROFFLOAD_DEVICE_CAPACITY", "lots")],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("HYPEROFFLOAD_DEVICE_CAPACITY: 'lots' is not a byte size"));
}

#[test]
fn a_copy_on_nvme_round_trips_through_its_file_within_the_capacity() {
    let dir = std::env::temp_dir();
    let rt = runtime(Config {
        sync: true,
        tier_capacity: vec![(hyperoffload_runtime::tiers::TierKind::Nvme, 256)],
        nvme_dir: Some(dir),
        ..Config::default()
    });
    const NVME: i64 = 2;
    let device = rt.alloc_device(128).unwrap();
    let data: Vec<u8> = (0..128u8).collect();
    rt.memcpy("test", device, host(&data), 128, Some(H2D), 0)
        .unwrap();
    let copy = rt.alloc_tier(NVME, 128).unwrap();
    assert_eq!(read(copy, 128), vec![0xFF; 128], "a fresh copy is poisoned");
    rt.memcpy("test", copy, device, 128, Some(D2H), 0).unwrap();
    let back = rt.alloc_device(128).unwrap();
    rt.memcpy("test", back, copy, 128, Some(H2D), 0).unwrap();
    assert_eq!(read(back, 128), data);
    assert!(matches!(
        rt.alloc_tier(NVME, 129),
        Err(RuntimeError::TierCapacityExceeded {
            tier: "nvme",
            capacity: 256,
            live: 128,
            ..
        })
    ));
    assert!(matches!(
        rt.alloc_tier(7, 1),
        Err(RuntimeError::UnknownTier { code: 7, .. })
    ));
    rt.free_tier(NVME, copy).unwrap();
    assert!(
        rt.free_tier(NVME, copy).is_err(),
        "a double free is refused"
    );
    let report = rt.report();
    let nvme = report.tiers[1].1;
    assert_eq!(
        (
            nvme.peak_bytes,
            nvme.live_bytes,
            nvme.stored_bytes,
            nvme.loaded_bytes
        ),
        (128, 0, 128, 128)
    );
    assert!(
        report
            .line()
            .ends_with("peak_nvme_bytes=128 to_nvme_bytes=128 from_nvme_bytes=128")
    );
}

#[test]
fn a_stream_ordered_allocation_counts_once_its_stream_reaches_it() {
    let rt = runtime(Config::default());
    let s = rt.create_stream();
    let gate = rt.create_event();
    let held = rt.hold_event("test", gate).unwrap();
    rt.stream_wait_event("test", s, gate).unwrap();
    let ptr = rt.alloc_device_on(256, s).unwrap();
    let data = [7u8; 256];
    rt.memcpy("test", ptr, host(&data), 256, Some(H2D), s)
        .unwrap();
    // Queued behind the gate: the address exists, the bytes are not the
    // device's yet.
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(rt.task_errors(), vec![]);
    let counters = |rt: &Runtime| {
        let heap = rt.report().counters;
        (heap.live_device_bytes, heap.peak_device_bytes)
    };
    rt.complete_event("test", gate, held).unwrap();
    rt.synchronize_stream("test", s).unwrap();
    assert_eq!(counters(&rt), (256, 256));
    assert_eq!(read(ptr, 256), data.to_vec());
    rt.free_device_on("test", ptr, s).unwrap();
    rt.synchronize_stream("test", s).unwrap();
    assert_eq!(counters(&rt), (0, 256));
    assert_eq!(rt.task_errors(), vec![]);
}

#[test]
fn a_free_queued_before_its_allocation_runs_is_an_error() {
    let rt = runtime(Config::default());
    let (a, b) = (rt.create_stream(), rt.create_stream());
    let gate = rt.create_event();
    let held = rt.hold_event("test", gate).unwrap();
    rt.stream_wait_event("test", a, gate).unwrap();
    let ptr = rt.alloc_device_on(64, a).unwrap();
    rt.free_device_on("test", ptr, b).unwrap();
    rt.synchronize_stream("test", b).unwrap();
    assert!(matches!(
        rt.task_errors()[..],
        [RuntimeError::UnknownAllocation { .. }]
    ));
    rt.complete_event("test", gate, held).unwrap();
    rt.synchronize_stream("test", a).unwrap();
}

#[test]
fn a_timed_kernel_occupies_its_stream_and_checks_its_buffers() {
    let rt = runtime(Config::default());
    let s = rt.create_stream();
    let ptr = rt.alloc_device(128).unwrap();
    let started = Instant::now();
    rt.launch_timed(s, Duration::from_millis(30), vec![(ptr, 128)])
        .unwrap();
    rt.launch_timed(s, Duration::from_micros(300), vec![(ptr, 128)])
        .unwrap();
    rt.synchronize_stream("test", s).unwrap();
    assert!(started.elapsed() >= Duration::from_micros(30_300));
    assert_eq!(rt.task_errors(), vec![]);
    // A kernel reading freed memory is an error of the kernel.
    rt.free_device_now("test", ptr).unwrap();
    rt.launch_timed(s, Duration::ZERO, vec![(ptr, 128)])
        .unwrap();
    rt.synchronize_stream("test", s).unwrap();
    assert!(matches!(
        rt.task_errors()[..],
        [RuntimeError::OutOfBounds { task: "kernel", .. }]
    ));
}
