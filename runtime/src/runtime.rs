//! One emulated device: its heap, its streams and events, and the
//! operations the exported entry points map to.
//!
//! Every operation returns a [`RuntimeError`] instead of reporting it; the
//! entry points in [`crate::ffi`] decide whether that exits the process
//! (`mgpu*`) or becomes an `aclError` (`aclrt*`). Errors raised by a stream
//! task, after its entry point has returned, are printed and recorded, and
//! exit the process when [`Config::exit_on_task_error`] is set.
//!
//! Handles given out for streams and events are the addresses of their
//! shared state; they are looked up in a registry, never dereferenced, so a
//! stale or foreign handle is an error rather than undefined behaviour.

use std::{
    collections::HashMap,
    panic::{AssertUnwindSafe, catch_unwind},
    sync::{Arc, Mutex},
};

use crate::{
    config::Config,
    error::{Placement, RuntimeError, print_error},
    heap::Heap,
    report::Report,
    stream::{Copy, Event, Memset, Stream, Task, lock},
    tiers::{TierKind, Tiers},
};

/// What stream tasks need: the configuration and the heap.
#[derive(Debug)]
pub struct Device {
    config: Config,
    heap: Mutex<Heap>,
    task_errors: Mutex<Vec<RuntimeError>>,
}

impl Device {
    /// Runs one task; an error is printed, recorded, and may exit.
    pub(crate) fn run_task(&self, task: &Task) {
        let result = catch_unwind(AssertUnwindSafe(|| self.execute(task))).unwrap_or(Err(
            RuntimeError::Internal {
                function: "stream task",
            },
        ));
        if let Err(err) = result {
            print_error(&err);
            if self.config.exit_on_task_error {
                crate::ffi::exit_on_error();
            }
            lock(&self.task_errors).push(err);
        }
    }

    fn execute(&self, task: &Task) -> Result<(), RuntimeError> {
        match task {
            Task::Copy(copy) => {
                if !self.config.sync && !self.config.copy_delay.is_zero() {
                    std::thread::sleep(self.config.copy_delay);
                }
                self.copy(copy)
            }
            Task::Memset(memset) => self.memset(memset),
            Task::Alloc { ptr } => lock(&self.heap).list_pending(
                "hyperoffloadMemAllocAsync",
                *ptr,
                self.config.capacity,
            ),
            Task::Kernel { duration, buffers } => {
                {
                    let heap = lock(&self.heap);
                    for &(ptr, bytes) in buffers.iter() {
                        heap.check_device_range("kernel", ptr, bytes)?;
                    }
                }
                occupy(*duration);
                Ok(())
            }
            Task::Free { ptr } => lock(&self.heap).free_device("mgpuMemFree", *ptr).map(drop),
            Task::Decommit { ptr, bytes } => decommit(
                &mut lock(&self.heap),
                "hyperoffloadMemDecommit",
                *ptr,
                *bytes,
            ),
            Task::ReleaseReserved { ptr } => {
                release_reserved(&mut lock(&self.heap), "hyperoffloadMemRelease", *ptr)
            }
            Task::Record { event, generation } => {
                event.complete(*generation);
                Ok(())
            }
            Task::Wait { event, generation } => {
                event.wait_for(*generation);
                Ok(())
            }
        }
    }

    fn copy(&self, copy: &Copy) -> Result<(), RuntimeError> {
        let mut heap = lock(&self.heap);
        for (on_device, ptr) in [
            (copy.dst_on_device, copy.dst),
            (copy.src_on_device, copy.src),
        ] {
            if on_device {
                heap.check_device_range("copy", ptr, copy.bytes)?;
            }
        }
        if copy.bytes > 0 {
            // SAFETY: device ranges were checked to be inside live
            // allocations just now, under the heap lock; host ranges are the
            // caller's promise, as with the real runtime. `copy` allows
            // overlap (a device-to-device copy within one buffer).
            unsafe {
                std::ptr::copy(
                    copy.src as *const u8,
                    copy.dst as *mut u8,
                    copy.bytes as usize,
                );
            }
        }
        if !copy.dst_on_device {
            heap.tiers.count_copy(copy.dst, copy.bytes, true);
        }
        if !copy.src_on_device {
            heap.tiers.count_copy(copy.src, copy.bytes, false);
        }
        let c = &mut heap.counters;
        match (copy.dst_on_device, copy.src_on_device) {
            (true, false) => c.h2d_bytes += copy.bytes,
            (false, true) => c.d2h_bytes += copy.bytes,
            (true, true) => c.d2d_bytes += copy.bytes,
            (false, false) => c.h2h_bytes += copy.bytes,
        }
        Ok(())
    }

    fn memset(&self, memset: &Memset) -> Result<(), RuntimeError> {
        let bytes = memset.count * u64::from(memset.width);
        let heap = lock(&self.heap);
        if memset.on_device {
            heap.check_device_range("memset", memset.dst, bytes)?;
        }
        for i in 0..memset.count as usize {
            // SAFETY: the range was checked above (device) or is the caller's
            // promise (host); unaligned writes are allowed.
            unsafe {
                match memset.width {
                    2 => ((memset.dst as *mut u16).add(i)).write_unaligned(memset.value as u16),
                    _ => ((memset.dst as *mut u32).add(i)).write_unaligned(memset.value),
                }
            }
        }
        Ok(())
    }
}

/// Keeps the calling thread busy for `duration`: asleep until its last
/// moments, then spinning. A thread that spins for long is preempted on a
/// loaded machine and comes back late; a sleeper is woken promptly, and
/// the spin makes short kernels last their time rather than a sleep's.
fn occupy(duration: std::time::Duration) {
    const SPIN: std::time::Duration = std::time::Duration::from_micros(100);
    let until = std::time::Instant::now() + duration;
    loop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return;
        }
        if left > SPIN {
            std::thread::sleep(left - SPIN);
        } else {
            std::hint::spin_loop();
        }
    }
}

/// Unmaps the committed range `[ptr, ptr + bytes)` (one commit) and frees
/// its physical bytes.
fn decommit(
    heap: &mut Heap,
    function: &'static str,
    ptr: usize,
    bytes: u64,
) -> Result<(), RuntimeError> {
    let mapped = heap
        .mappings_at(ptr)
        .ok_or(RuntimeError::NotMapped { function, ptr })?;
    if mapped != bytes {
        return Err(RuntimeError::InvalidArgument {
            function,
            why: format!(
                "{ptr:#x} was committed with {mapped} bytes, not {bytes}: a decommit takes back one commit whole"
            ),
        });
    }
    let (_, handle) = heap.unmap(function, ptr)?;
    heap.free_physical(function, handle).map(drop)
}

/// Decommits everything still committed in the reservation at `ptr`, then
/// frees the reservation.
fn release_reserved(
    heap: &mut Heap,
    function: &'static str,
    ptr: usize,
) -> Result<(), RuntimeError> {
    if !heap.is_reservation(ptr) {
        return Err(RuntimeError::NotReserved { function, ptr });
    }
    for (at, bytes) in heap.mappings(ptr) {
        decommit(heap, function, at, bytes)?;
    }
    heap.release_reservation(function, ptr)
}

/// The stream a task goes to: a real one, or the null stream, which runs
/// tasks in order on the calling thread.
enum Target {
    Null,
    Stream(Arc<Stream>),
}

/// An emulated device with its streams and events.
#[derive(Debug)]
pub struct Runtime {
    device: Arc<Device>,
    streams: Mutex<HashMap<usize, Arc<Stream>>>,
    events: Mutex<HashMap<usize, Arc<Event>>>,
}

impl Runtime {
    pub fn new(config: Config) -> Self {
        let mut heap = Heap::default();
        heap.tiers = Tiers::with_capacities(&config.tier_capacity);
        heap.defer_release = config.defer_release;
        Runtime {
            device: Arc::new(Device {
                config,
                heap: Mutex::new(heap),
                task_errors: Mutex::new(Vec::new()),
            }),
            streams: Mutex::new(HashMap::new()),
            events: Mutex::new(HashMap::new()),
        }
    }

    pub fn config(&self) -> &Config {
        &self.device.config
    }

    /// Errors raised by stream tasks so far (when they do not exit).
    pub fn task_errors(&self) -> Vec<RuntimeError> {
        lock(&self.device.task_errors).clone()
    }

    fn stream(&self, function: &'static str, handle: usize) -> Result<Target, RuntimeError> {
        if handle == 0 {
            return Ok(Target::Null);
        }
        lock(&self.streams)
            .get(&handle)
            .cloned()
            .map(Target::Stream)
            .ok_or(RuntimeError::UnknownStream { function, handle })
    }

    fn event(&self, function: &'static str, handle: usize) -> Result<Arc<Event>, RuntimeError> {
        lock(&self.events)
            .get(&handle)
            .cloned()
            .ok_or(RuntimeError::UnknownEvent { function, handle })
    }

    /// Runs `task` on `target`: at once in synchronous mode or on the null
    /// stream (returning its error), otherwise queued.
    fn submit(&self, target: Target, task: Task) -> Result<(), RuntimeError> {
        match target {
            Target::Stream(stream) if !self.device.config.sync => {
                stream.enqueue(&self.device, task);
                Ok(())
            }
            _ => self.device.execute(&task),
        }
    }

    /// Blocks until every stream has run everything queued so far.
    pub fn drain_all(&self) {
        let streams: Vec<_> = lock(&self.streams).values().cloned().collect();
        for stream in streams {
            stream.drain();
        }
    }

    pub fn create_stream(&self) -> usize {
        let stream = Arc::new(Stream::default());
        let handle = Arc::as_ptr(&stream) as usize;
        lock(&self.streams).insert(handle, stream);
        handle
    }

    /// Runs what the stream has queued, then destroys it.
    pub fn destroy_stream(
        &self,
        function: &'static str,
        handle: usize,
    ) -> Result<(), RuntimeError> {
        if handle == 0 {
            return Ok(());
        }
        let stream = lock(&self.streams)
            .remove(&handle)
            .ok_or(RuntimeError::UnknownStream { function, handle })?;
        stream.shut_down();
        Ok(())
    }

    pub fn synchronize_stream(
        &self,
        function: &'static str,
        handle: usize,
    ) -> Result<(), RuntimeError> {
        if let Target::Stream(stream) = self.stream(function, handle)? {
            stream.drain();
        }
        Ok(())
    }

    pub fn create_event(&self) -> usize {
        let event = Arc::new(Event::default());
        let handle = Arc::as_ptr(&event) as usize;
        lock(&self.events).insert(handle, event);
        handle
    }

    /// Destroys an event; tasks already queued that use it keep it alive.
    pub fn destroy_event(&self, function: &'static str, handle: usize) -> Result<(), RuntimeError> {
        lock(&self.events)
            .remove(&handle)
            .map(drop)
            .ok_or(RuntimeError::UnknownEvent { function, handle })
    }

    pub fn record_event(
        &self,
        function: &'static str,
        event: usize,
        stream: usize,
    ) -> Result<(), RuntimeError> {
        let target = self.stream(function, stream)?;
        let event = self.event(function, event)?;
        let generation = event.start_record();
        self.submit(target, Task::Record { event, generation })
    }

    /// Makes `stream` wait for the event's latest record (the null stream:
    /// the calling thread waits).
    pub fn stream_wait_event(
        &self,
        function: &'static str,
        stream: usize,
        event: usize,
    ) -> Result<(), RuntimeError> {
        let target = self.stream(function, stream)?;
        let event = self.event(function, event)?;
        let generation = event.latest_record();
        self.submit(target, Task::Wait { event, generation })
    }

    /// Blocks the calling thread until the event's latest record completed.
    pub fn synchronize_event(
        &self,
        function: &'static str,
        event: usize,
    ) -> Result<(), RuntimeError> {
        let event = self.event(function, event)?;
        event.wait_for(event.latest_record());
        Ok(())
    }

    /// Allocates device memory at once. When it does not fit, every stream is
    /// drained first (queued frees may make room) and the allocation retried.
    pub fn alloc_device(&self, bytes: u64) -> Result<usize, RuntimeError> {
        let capacity = self.device.config.capacity;
        match lock(&self.device.heap).alloc_device(bytes, capacity) {
            Err(RuntimeError::CapacityExceeded { .. }) => {}
            other => return other,
        }
        self.drain_all();
        lock(&self.device.heap).alloc_device(bytes, capacity)
    }

    /// A stream-ordered allocation, as `cudaMallocAsync` makes one: the
    /// address is valid at once for work queued behind it on `stream`;
    /// the bytes count against the capacity (and in the peak) from when
    /// the stream reaches the allocation.
    pub fn alloc_device_on(&self, bytes: u64, stream: usize) -> Result<usize, RuntimeError> {
        const FUNCTION: &str = "hyperoffloadMemAllocAsync";
        if bytes == 0 {
            return Err(RuntimeError::ZeroSize { function: FUNCTION });
        }
        let target = self.stream(FUNCTION, stream)?;
        let ptr = lock(&self.device.heap).alloc_pending(bytes)?;
        self.submit(target, Task::Alloc { ptr })?;
        Ok(ptr)
    }

    /// Queues a kernel that occupies `stream` for `duration` and uses the
    /// device ranges `buffers` (checked live when it runs): what a replay
    /// runs for an op it times rather than computes.
    pub fn launch_timed(
        &self,
        stream: usize,
        duration: std::time::Duration,
        buffers: Vec<(usize, u64)>,
    ) -> Result<(), RuntimeError> {
        let target = self.stream("hyperoffloadLaunchTimed", stream)?;
        self.submit(
            target,
            Task::Kernel {
                duration,
                buffers: buffers.into(),
            },
        )
    }

    /// Records `event` from the host: streams that wait for it hold until
    /// [`Runtime::complete_event`] completes the returned record, so work
    /// can be queued on several streams and started at one instant.
    pub fn hold_event(&self, function: &'static str, event: usize) -> Result<u64, RuntimeError> {
        Ok(self.event(function, event)?.start_record())
    }

    /// Completes record `generation` of `event` (one [`Runtime::hold_event`] gave).
    pub fn complete_event(
        &self,
        function: &'static str,
        event: usize,
        generation: u64,
    ) -> Result<(), RuntimeError> {
        self.event(function, event)?.complete(generation);
        Ok(())
    }

    /// Frees device memory at once, as `aclrtFree` does: no queued work is
    /// waited for, and queued work that still uses the buffer is an error.
    pub fn free_device_now(&self, function: &'static str, ptr: usize) -> Result<(), RuntimeError> {
        let bytes =
            lock(&self.device.heap)
                .device_size(ptr)
                .ok_or(RuntimeError::UnknownAllocation {
                    function,
                    ptr,
                    placement: Placement::Device,
                })?;
        let streams: Vec<_> = lock(&self.streams)
            .iter()
            .map(|(h, s)| (*h, s.clone()))
            .collect();
        for (handle, stream) in streams {
            if let Some(task) = stream.first_user(ptr, bytes) {
                return Err(RuntimeError::FreeHazard {
                    function,
                    ptr,
                    bytes,
                    stream: handle,
                    task,
                });
            }
        }
        lock(&self.device.heap).free_device(function, ptr).map(drop)
    }

    /// Frees device memory in stream order (the null stream: at once).
    pub fn free_device_on(
        &self,
        function: &'static str,
        ptr: usize,
        stream: usize,
    ) -> Result<(), RuntimeError> {
        match self.stream(function, stream)? {
            Target::Null => self.free_device_now(function, ptr),
            target => {
                let heap = lock(&self.device.heap);
                if heap.device_size(ptr).is_none() && !heap.is_pending(ptr) {
                    return Err(RuntimeError::UnknownAllocation {
                        function,
                        ptr,
                        placement: Placement::Device,
                    });
                }
                drop(heap);
                self.submit(target, Task::Free { ptr })
            }
        }
    }

    /// The first task queued on any stream that uses the device range, as
    /// a free hazard of `function`.
    fn hazard(&self, function: &'static str, ptr: usize, bytes: u64) -> Result<(), RuntimeError> {
        let streams: Vec<_> = lock(&self.streams)
            .iter()
            .map(|(h, s)| (*h, s.clone()))
            .collect();
        for (handle, stream) in streams {
            if let Some(task) = stream.first_user(ptr, bytes) {
                return Err(RuntimeError::FreeHazard {
                    function,
                    ptr,
                    bytes,
                    stream: handle,
                    task,
                });
            }
        }
        Ok(())
    }

    /// A copy of `bytes` in the remote tier of `code` (1 cxl, 2 nvme,
    /// 3 pool), within its capacity (`hyperoffloadTierAlloc`).
    pub fn alloc_tier(&self, code: i64, bytes: u64) -> Result<usize, RuntimeError> {
        const FUNCTION: &str = "hyperoffloadTierAlloc";
        let tier = TierKind::from_code(code).ok_or(RuntimeError::UnknownTier {
            function: FUNCTION,
            code,
        })?;
        if bytes == 0 {
            return Err(RuntimeError::ZeroSize { function: FUNCTION });
        }
        let dir = self
            .device
            .config
            .nvme_dir
            .clone()
            .unwrap_or_else(std::env::temp_dir);
        lock(&self.device.heap).alloc_tier(tier, bytes, &dir)
    }

    /// Frees the copy at `ptr` of the tier of `code` (`hyperoffloadTierFree`).
    /// The program waits for the copies that touch it first.
    pub fn free_tier(&self, code: i64, ptr: usize) -> Result<(), RuntimeError> {
        let tier = TierKind::from_code(code).ok_or(RuntimeError::UnknownTier {
            function: "hyperoffloadTierFree",
            code,
        })?;
        lock(&self.device.heap).free_tier(tier, ptr).map(drop)
    }

    /// Reserves `bytes` of device address space with nothing committed
    /// (`cuMemAddressReserve`, `aclrtReserveMemAddress`).
    pub fn reserve(&self, bytes: u64) -> Result<usize, RuntimeError> {
        lock(&self.device.heap).reserve(bytes)
    }

    /// Allocates `bytes` of physical device memory (`aclrtMallocPhysical`),
    /// capacity-checked like [`Runtime::alloc_device`].
    pub fn alloc_physical(&self, bytes: u64) -> Result<usize, RuntimeError> {
        let capacity = self.device.config.capacity;
        match lock(&self.device.heap).alloc_physical(bytes, capacity) {
            Err(RuntimeError::CapacityExceeded { .. }) => {}
            other => return other,
        }
        self.drain_all();
        lock(&self.device.heap).alloc_physical(bytes, capacity)
    }

    /// Frees a physical allocation that is not mapped (`aclrtFreePhysical`).
    pub fn free_physical(&self, function: &'static str, handle: usize) -> Result<(), RuntimeError> {
        lock(&self.device.heap)
            .free_physical(function, handle)
            .map(drop)
    }

    /// Maps a physical allocation at `[ptr, ptr + bytes)` of a reservation
    /// (`aclrtMapMem`).
    pub fn map(
        &self,
        function: &'static str,
        ptr: usize,
        bytes: u64,
        handle: usize,
    ) -> Result<(), RuntimeError> {
        lock(&self.device.heap).map(function, ptr, bytes, handle)
    }

    /// Unmaps the mapping that starts at `ptr` at once (`aclrtUnmapMem`):
    /// queued work that still uses it is a hazard, as for `aclrtFree`.
    pub fn unmap_now(&self, function: &'static str, ptr: usize) -> Result<(), RuntimeError> {
        let bytes = lock(&self.device.heap)
            .mappings_at(ptr)
            .ok_or(RuntimeError::NotMapped { function, ptr })?;
        self.hazard(function, ptr, bytes)?;
        lock(&self.device.heap).unmap(function, ptr).map(drop)
    }

    /// Frees a reservation with nothing mapped (`aclrtReleaseMemAddress`).
    pub fn release_reservation(
        &self,
        function: &'static str,
        ptr: usize,
    ) -> Result<(), RuntimeError> {
        lock(&self.device.heap).release_reservation(function, ptr)
    }

    /// Commits `[base + offset, base + offset + bytes)` of a reservation at
    /// once: a physical allocation (capacity-checked) mapped there.
    pub fn commit(
        &self,
        function: &'static str,
        base: usize,
        offset: u64,
        bytes: u64,
    ) -> Result<(), RuntimeError> {
        if !lock(&self.device.heap).is_reservation(base) {
            return Err(RuntimeError::NotReserved {
                function,
                ptr: base,
            });
        }
        if bytes == 0 {
            return Err(RuntimeError::ZeroSize { function });
        }
        let handle = self.alloc_physical(bytes)?;
        let mapped = self.map(function, base + offset as usize, bytes, handle);
        if mapped.is_err() {
            let _ = self.free_physical(function, handle);
        }
        mapped
    }

    /// Decommits one commit, `[base + offset, base + offset + bytes)`, in
    /// stream order (the null stream: at once, refused while queued work
    /// uses it). Its bytes are poisoned and leave the device.
    pub fn decommit_on(
        &self,
        function: &'static str,
        base: usize,
        offset: u64,
        bytes: u64,
        stream: usize,
    ) -> Result<(), RuntimeError> {
        let ptr = base + offset as usize;
        {
            let heap = lock(&self.device.heap);
            if !heap.is_reservation(base) {
                return Err(RuntimeError::NotReserved {
                    function,
                    ptr: base,
                });
            }
            heap.mappings_at(ptr)
                .ok_or(RuntimeError::NotMapped { function, ptr })?;
        }
        match self.stream(function, stream)? {
            Target::Null => {
                self.hazard(function, ptr, bytes)?;
                decommit(&mut lock(&self.device.heap), function, ptr, bytes)
            }
            target => self.submit(target, Task::Decommit { ptr, bytes }),
        }
    }

    /// Decommits what is still committed in the reservation at `base` and
    /// frees the reservation, in stream order (the null stream: at once).
    pub fn release_reserved_on(
        &self,
        function: &'static str,
        base: usize,
        stream: usize,
    ) -> Result<(), RuntimeError> {
        let size = {
            let heap = lock(&self.device.heap);
            if !heap.is_reservation(base) {
                return Err(RuntimeError::NotReserved {
                    function,
                    ptr: base,
                });
            }
            heap.reservation_size(base)
        };
        match self.stream(function, stream)? {
            Target::Null => {
                self.hazard(function, base, size)?;
                release_reserved(&mut lock(&self.device.heap), function, base)
            }
            target => self.submit(target, Task::ReleaseReserved { ptr: base }),
        }
    }

    pub fn alloc_host(&self, bytes: u64) -> Result<usize, RuntimeError> {
        lock(&self.device.heap).alloc_host(bytes)
    }

    pub fn free_host(&self, function: &'static str, ptr: usize) -> Result<(), RuntimeError> {
        lock(&self.device.heap).free_host(function, ptr).map(drop)
    }

    /// Pins `bytes` of the program's host memory at `ptr` (counted as host
    /// bytes until unregistered).
    pub fn register_host(&self, ptr: usize, bytes: u64) {
        lock(&self.device.heap).register_host(ptr, bytes);
    }

    pub fn unregister_host(&self, function: &'static str, ptr: usize) -> Result<(), RuntimeError> {
        lock(&self.device.heap).unregister_host(function, ptr)
    }

    /// Queues a copy. `kind` is the ACL copy kind to check against where the
    /// buffers are (`None`: any direction, as for `mgpuMemcpy`).
    pub fn memcpy(
        &self,
        function: &'static str,
        dst: usize,
        src: usize,
        bytes: u64,
        kind: Option<i32>,
        stream: usize,
    ) -> Result<(), RuntimeError> {
        let target = self.stream(function, stream)?;
        let copy = {
            let heap = lock(&self.device.heap);
            let (dst_place, src_place) = (heap.placement(dst), heap.placement(src));
            if let Some(kind) = kind {
                use Placement::{Device, Host};
                let expected = match kind {
                    0 => Some((Host, Host)),
                    1 => Some((Device, Host)),
                    2 => Some((Host, Device)),
                    3 => Some((Device, Device)),
                    4 => None,
                    _ => return Err(RuntimeError::InvalidKind { kind }),
                };
                if expected.is_some_and(|e| e != (dst_place, src_place)) {
                    return Err(RuntimeError::KindMismatch {
                        kind,
                        dst: dst_place,
                        src: src_place,
                    });
                }
            }
            let copy = Copy {
                dst,
                src,
                bytes,
                dst_on_device: dst_place == Placement::Device,
                src_on_device: src_place == Placement::Device,
            };
            for (on_device, ptr) in [(copy.dst_on_device, dst), (copy.src_on_device, src)] {
                // A stream-ordered allocation is checked when the copy runs.
                if on_device && !heap.pending_range(ptr, bytes) {
                    heap.check_device_range("copy", ptr, bytes)?;
                }
            }
            copy
        };
        self.submit(target, Task::Copy(copy))
    }

    /// Queues a fill of `count` elements of `width` (2 or 4) bytes.
    pub fn memset(
        &self,
        function: &'static str,
        dst: usize,
        value: u32,
        width: u8,
        count: u64,
        stream: usize,
    ) -> Result<(), RuntimeError> {
        let target = self.stream(function, stream)?;
        let bytes = count * u64::from(width);
        let on_device = {
            let heap = lock(&self.device.heap);
            let on_device = heap.placement(dst) == Placement::Device;
            if on_device {
                heap.check_device_range("memset", dst, bytes)?;
            }
            on_device
        };
        self.submit(
            target,
            Task::Memset(Memset {
                dst,
                value,
                width,
                count,
                on_device,
            }),
        )
    }

    /// Drains every stream, then returns the figures.
    pub fn report(&self) -> Report {
        self.drain_all();
        let heap = lock(&self.device.heap);
        Report {
            counters: heap.counters,
            capacity: self.device.config.capacity,
            tiers: TierKind::ALL.map(|tier| (tier, heap.tiers.figures(tier))),
        }
    }

    /// Drains every stream, then resets the counters to the live figures.
    pub fn reset(&self) {
        self.drain_all();
        lock(&self.device.heap).reset_counters();
        lock(&self.device.task_errors).clear();
    }
}

impl Drop for Runtime {
    fn drop(&mut self) {
        let streams: Vec<_> = lock(&self.streams).drain().map(|(_, s)| s).collect();
        for stream in streams {
            stream.shut_down();
        }
    }
}
