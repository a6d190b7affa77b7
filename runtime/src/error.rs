//! Errors of the emulated device, their messages and their ACL codes.

use std::fmt;

/// `ACL_SUCCESS`.
pub const ACL_SUCCESS: i32 = 0;
/// `ACL_ERROR_INVALID_PARAM`: a caller error.
pub const ACL_ERROR_INVALID_PARAM: i32 = 100_000;
/// `ACL_ERROR_RT_FEATURE_NOT_SUPPORT`.
pub const ACL_ERROR_RT_FEATURE_NOT_SUPPORT: i32 = 207_000;
/// `ACL_ERROR_RT_MEMORY_ALLOCATION`: out of device (or host) memory.
pub const ACL_ERROR_RT_MEMORY_ALLOCATION: i32 = 207_001;
/// `ACL_ERROR_INTERNAL_ERROR`.
pub const ACL_ERROR_INTERNAL_ERROR: i32 = 500_000;

/// Which side of the device a buffer is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// Inside a live allocation of the device heap.
    Device,
    /// Anywhere else.
    Host,
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Placement::Device => "device",
            Placement::Host => "host",
        })
    }
}

/// Everything that can go wrong on the emulated device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuntimeError {
    /// A device allocation does not fit, even after every stream drained.
    CapacityExceeded {
        bytes: u64,
        capacity: u64,
        live: u64,
    },
    /// The system allocator refused an allocation.
    OutOfHostMemory { bytes: u64 },
    /// A copy in a remote tier does not fit the tier's capacity.
    TierCapacityExceeded {
        tier: &'static str,
        bytes: u64,
        capacity: u64,
        live: u64,
    },
    /// A tier code that names no tier of `hyperoffloadTierAlloc`.
    UnknownTier { function: &'static str, code: i64 },
    /// A tier free of a pointer that does not start a live copy there.
    UnknownTierCopy { tier: &'static str, ptr: usize },
    /// The file backing an NVMe copy could not be made or mapped.
    TierFile {
        dir: String,
        bytes: u64,
        why: String,
    },
    /// A size of 0 where the function requires a positive size.
    ZeroSize { function: &'static str },
    /// A null out-parameter.
    NullPointer {
        function: &'static str,
        what: &'static str,
    },
    /// A free of a pointer that does not start a live allocation.
    UnknownAllocation {
        function: &'static str,
        ptr: usize,
        placement: Placement,
    },
    /// A device free while queued work still uses the buffer.
    FreeHazard {
        function: &'static str,
        ptr: usize,
        bytes: u64,
        stream: usize,
        task: &'static str,
    },
    /// A copy or memset whose device range is not inside a live allocation.
    OutOfBounds {
        task: &'static str,
        ptr: usize,
        bytes: u64,
    },
    /// `aclrtMemcpyAsync` with `count > destMax`.
    CountExceedsDestMax { count: u64, dest_max: u64 },
    /// An `aclrtMemcpyKind` value the emulation does not know.
    InvalidKind { kind: i32 },
    /// A copy kind that disagrees with where the buffers are.
    KindMismatch {
        kind: i32,
        dst: Placement,
        src: Placement,
    },
    /// A stream handle that is not a live stream.
    UnknownStream {
        function: &'static str,
        handle: usize,
    },
    /// An event handle that is not a live event.
    UnknownEvent {
        function: &'static str,
        handle: usize,
    },
    /// A copy or memset that touches a reserved range that is not
    /// committed (mapped).
    Uncommitted {
        task: &'static str,
        ptr: usize,
        bytes: u64,
    },
    /// A pointer that is not inside (or not the start of) a reservation.
    NotReserved { function: &'static str, ptr: usize },
    /// A mapping that overlaps one already there.
    MappingOverlap {
        function: &'static str,
        ptr: usize,
        bytes: u64,
    },
    /// An unmap (or decommit) of a pointer that does not start a mapping.
    NotMapped { function: &'static str, ptr: usize },
    /// A release of a reservation that still has a mapping.
    StillMapped {
        function: &'static str,
        ptr: usize,
        bytes: u64,
    },
    /// A physical allocation handle used wrongly.
    BadPhysical {
        function: &'static str,
        handle: usize,
        why: String,
    },
    /// An argument the emulation does not accept (it says why).
    InvalidArgument { function: &'static str, why: String },
    /// A panic inside the runtime, caught at the entry point.
    Internal { function: &'static str },
}

/// The ACL name of a copy kind.
pub fn kind_name(kind: i32) -> &'static str {
    match kind {
        0 => "ACL_MEMCPY_HOST_TO_HOST",
        1 => "ACL_MEMCPY_HOST_TO_DEVICE",
        2 => "ACL_MEMCPY_DEVICE_TO_HOST",
        3 => "ACL_MEMCPY_DEVICE_TO_DEVICE",
        4 => "ACL_MEMCPY_DEFAULT",
        _ => "an unknown kind",
    }
}

impl RuntimeError {
    /// The `aclError` an ACL entry point returns for this error.
    pub fn acl_code(&self) -> i32 {
        match self {
            RuntimeError::CapacityExceeded { .. }
            | RuntimeError::OutOfHostMemory { .. }
            | RuntimeError::TierCapacityExceeded { .. }
            | RuntimeError::TierFile { .. } => ACL_ERROR_RT_MEMORY_ALLOCATION,
            RuntimeError::Internal { .. } => ACL_ERROR_INTERNAL_ERROR,
            _ => ACL_ERROR_INVALID_PARAM,
        }
    }
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RuntimeError::Uncommitted { task, ptr, bytes } => write!(
                f,
                "{task} of {bytes} bytes at {ptr:#x} touches reserved device memory that is not committed (a chunk used before its commit or after its decommit)"
            ),
            RuntimeError::NotReserved { function, ptr } => write!(
                f,
                "{function}: {ptr:#x} is not inside a reserved address range of this runtime"
            ),
            RuntimeError::MappingOverlap {
                function,
                ptr,
                bytes,
            } => write!(
                f,
                "{function}: the {bytes} bytes at {ptr:#x} overlap a range that is committed already (commit each range once)"
            ),
            RuntimeError::NotMapped { function, ptr } => write!(
                f,
                "{function}: {ptr:#x} does not start a committed range (decommitted twice, or not the start of what was committed)"
            ),
            RuntimeError::StillMapped {
                function,
                ptr,
                bytes,
            } => write!(
                f,
                "{function}: the reservation still has {bytes} bytes committed at {ptr:#x}; decommit them first"
            ),
            RuntimeError::BadPhysical {
                function,
                handle,
                ref why,
            } => write!(f, "{function}: physical allocation {handle:#x} {why}"),
            RuntimeError::InvalidArgument { function, ref why } => write!(f, "{function}: {why}"),
            RuntimeError::CapacityExceeded {
                bytes,
                capacity,
                live,
            } => write!(
                f,
                "device allocation of {bytes} bytes exceeds the capacity of {capacity} bytes ({live} bytes live)"
            ),
            RuntimeError::OutOfHostMemory { bytes } => {
                write!(f, "the system allocator refused {bytes} bytes")
            }
            RuntimeError::TierCapacityExceeded {
                tier,
                bytes,
                capacity,
                live,
            } => write!(
                f,
                "{tier} copy of {bytes} bytes exceeds the {tier} tier's capacity of {capacity} bytes ({live} bytes live); raise it in HYPEROFFLOAD_TIER_CAPACITY, or plan with capacity={tier}:SIZE"
            ),
            RuntimeError::UnknownTier { function, code } => write!(
                f,
                "{function}: {code} is not a tier code (1 cxl, 2 nvme, 3 pool)"
            ),
            RuntimeError::UnknownTierCopy { tier, ptr } => write!(
                f,
                "hyperoffloadTierFree: {ptr:#x} is not the start of a live {tier} copy (double free, or a copy of another tier)"
            ),
            RuntimeError::TierFile {
                ref dir,
                bytes,
                ref why,
            } => write!(
                f,
                "cannot back an nvme copy of {bytes} bytes with a file in {dir}: {why} (set HYPEROFFLOAD_NVME_DIR to a writable directory)"
            ),
            RuntimeError::ZeroSize { function } => write!(f, "{function}: size must not be 0"),
            RuntimeError::NullPointer { function, what } => {
                write!(f, "{function}: {what} must not be null")
            }
            RuntimeError::UnknownAllocation {
                function,
                ptr,
                placement,
            } => write!(
                f,
                "{function}: {ptr:#x} is not the start of a live {placement} allocation (double free, or a pointer this runtime did not allocate)"
            ),
            RuntimeError::FreeHazard {
                function,
                ptr,
                bytes,
                stream,
                task,
            } => write!(
                f,
                "{function}: device buffer {ptr:#x} ({bytes} bytes) is still used by a {task} queued on stream {stream:#x}; {function} does not wait for queued work, so synchronize that stream (or an event recorded after the {task}) before the free"
            ),
            RuntimeError::OutOfBounds { task, ptr, bytes } => write!(
                f,
                "{task} of {bytes} bytes at {ptr:#x} is not inside a live device allocation (use after free, or overflow)"
            ),
            RuntimeError::CountExceedsDestMax { count, dest_max } => write!(
                f,
                "aclrtMemcpyAsync: count {count} exceeds destMax {dest_max}"
            ),
            RuntimeError::InvalidKind { kind } => {
                write!(
                    f,
                    "aclrtMemcpyAsync: {kind} is not an aclrtMemcpyKind the runtime supports (0 to 4)"
                )
            }
            RuntimeError::KindMismatch { kind, dst, src } => write!(
                f,
                "aclrtMemcpyAsync: kind {} ({kind}) does not match the buffers: dst is {dst} memory, src is {src} memory",
                kind_name(kind)
            ),
            RuntimeError::UnknownStream { function, handle } => {
                write!(f, "{function}: {handle:#x} is not a live stream")
            }
            RuntimeError::UnknownEvent { function, handle } => {
                write!(f, "{function}: {handle:#x} is not a live event")
            }
            RuntimeError::Internal { function } => {
                write!(f, "{function}: internal error in the emulated runtime")
            }
        }
    }
}

impl std::error::Error for RuntimeError {}

/// Prints an error the way every entry point reports one.
pub fn print_error(err: &RuntimeError) {
    eprintln!("hyperoffload-runtime: error: {err}");
}
