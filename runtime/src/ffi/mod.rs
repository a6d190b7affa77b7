//! The exported C entry points, all on one process-wide device configured
//! from the environment at the first call.
//!
//! No panic crosses this boundary: each entry point runs under
//! `catch_unwind`. An `mgpu*` entry point that fails prints the error and
//! exits with status 1, as the upstream wrappers give their caller no
//! status to check; an `aclrt*` entry point prints it and returns its
//! `aclError`.

mod acl;
mod mgpu;

use std::{
    ffi::c_void,
    io::Write as _,
    panic::{AssertUnwindSafe, catch_unwind},
    sync::{
        OnceLock,
        atomic::{AtomicBool, Ordering},
    },
};

pub use acl::*;
pub use mgpu::*;

use crate::{
    config::Config,
    error::{ACL_SUCCESS, RuntimeError, print_error},
    runtime::Runtime,
};

/// Whether the program printed the report itself.
static REPORTED: AtomicBool = AtomicBool::new(false);

/// The process-wide device, configured from the environment once. Its
/// first use registers [`report_at_exit`].
pub fn global() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| match Config::from_env() {
        Ok(config) => {
            // SAFETY: registering a plain `extern "C"` function.
            unsafe { libc::atexit(report_at_exit) };
            Runtime::new(config)
        }
        Err(message) => {
            eprintln!("hyperoffload-runtime: error: {message}");
            exit_on_error();
        }
    })
}

/// Ends the process after an error (already printed), with status 1 and
/// without the report at exit: the figures of a failed run are not a
/// result.
pub fn exit_on_error() -> ! {
    REPORTED.store(true, Ordering::Relaxed);
    std::process::exit(1);
}

/// At exit, a program that used the device but never called
/// `hyperoffload_runtime_report` still gets the report line, on stderr
/// (its stdout stays its own).
extern "C" fn report_at_exit() {
    if REPORTED.load(Ordering::Relaxed) {
        return;
    }
    let _ = catch_unwind(|| {
        let report = global().report();
        eprintln!("{}", report.line());
    });
}

/// Runs an `mgpu*` entry point: an error is printed and exits the process.
fn mgpu_call<T>(
    function: &'static str,
    body: impl FnOnce(&Runtime) -> Result<T, RuntimeError>,
) -> T {
    let result = catch_unwind(AssertUnwindSafe(|| body(global())))
        .unwrap_or(Err(RuntimeError::Internal { function }));
    match result {
        Ok(value) => value,
        Err(err) => {
            print_error(&err);
            exit_on_error();
        }
    }
}

/// Runs an `aclrt*` entry point: an error is printed and returned as its code.
fn acl_call(
    function: &'static str,
    body: impl FnOnce(&Runtime) -> Result<(), RuntimeError>,
) -> i32 {
    let result = catch_unwind(AssertUnwindSafe(|| body(global())))
        .unwrap_or(Err(RuntimeError::Internal { function }));
    match result {
        Ok(()) => ACL_SUCCESS,
        Err(err) => {
            print_error(&err);
            err.acl_code()
        }
    }
}

fn addr<T>(ptr: *const T) -> usize {
    ptr as usize
}

fn handle(value: usize) -> *mut c_void {
    value as *mut c_void
}

/// Drains every stream, then prints the report line to stdout (and writes
/// it as JSON to `HYPEROFFLOAD_RUNTIME_REPORT` when that is set).
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffload_runtime_report() {
    REPORTED.store(true, Ordering::Relaxed);
    let _ = catch_unwind(|| {
        let runtime = global();
        let report = runtime.report();
        // The program's own output (`printI64` and friends) goes through C
        // stdio; flush it first so the report line comes after it.
        // SAFETY: `fflush(NULL)` flushes every C output stream.
        unsafe { libc::fflush(std::ptr::null_mut()) };
        let mut stdout = std::io::stdout().lock();
        let _ = writeln!(stdout, "{}", report.line());
        let _ = stdout.flush();
        if let Some(path) = &runtime.config().report_path {
            let text = format!("{:#}\n", report.json());
            if let Err(err) = std::fs::write(path, text) {
                eprintln!(
                    "hyperoffload-runtime: error: cannot write the report to {}: {err}",
                    path.display()
                );
            }
        }
    });
}

/// Drains every stream, then resets the counters to the live figures.
#[unsafe(no_mangle)]
pub extern "C" fn hyperoffload_runtime_reset() {
    let _ = catch_unwind(|| global().reset());
}
