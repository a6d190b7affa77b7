//! The CUDA driver calls a replay makes, as a trait: [`super::gpu::Gpu`]
//! makes them, and the tests record them to check what a program becomes.

/// A stream the driver created (an index the driver gives out).
pub type Stream = usize;
/// An event the driver created.
pub type Event = usize;
/// A pinned host buffer the driver allocated.
pub type HostBuffer = usize;
/// A device address.
pub type DevicePtr = u64;

/// The driver calls of a replay, each the CUDA call its doc names.
pub trait Driver {
    /// `cuStreamCreate` (non-blocking: no implicit order with stream 0).
    fn create_stream(&mut self) -> Result<Stream, String>;
    /// `cuEventCreate`; `timed` events can be measured between
    /// (`cuEventElapsedTime`), the others disable timing.
    fn create_event(&mut self, timed: bool) -> Result<Event, String>;
    /// `cuEventRecord`.
    fn record(&mut self, event: Event, stream: Stream) -> Result<(), String>;
    /// `cuStreamWaitEvent`: waits for the event's last record made before
    /// this call.
    fn wait(&mut self, stream: Stream, event: Event) -> Result<(), String>;
    /// `cuMemAllocFromPoolAsync` from the replay's pool.
    fn alloc(&mut self, bytes: u64, stream: Stream) -> Result<DevicePtr, String>;
    /// `cuMemFreeAsync`.
    fn free(&mut self, ptr: DevicePtr, stream: Stream) -> Result<(), String>;
    /// `cuMemHostAlloc`: page-locked host memory the copies read and write.
    fn host_alloc(&mut self, bytes: u64) -> Result<HostBuffer, String>;
    /// `cuMemFreeHost` of every host buffer allocated so far.
    fn host_free_all(&mut self) -> Result<(), String>;
    /// `cuMemcpyHtoDAsync` of `bytes` from `src` to `dst`.
    fn copy_to_device(
        &mut self,
        dst: DevicePtr,
        src: HostBuffer,
        bytes: u64,
        stream: Stream,
    ) -> Result<(), String>;
    /// `cuMemcpyDtoHAsync` of `bytes` from `src` to `dst`.
    fn copy_to_host(
        &mut self,
        dst: HostBuffer,
        src: DevicePtr,
        bytes: u64,
        stream: Stream,
    ) -> Result<(), String>;
    /// `cuLaunchKernel` of `spin`: holds the stream for `ns` nanoseconds.
    fn spin(&mut self, stream: Stream, ns: u64) -> Result<(), String>;
    /// `cuLaunchKernel` of `gate`: holds the stream until
    /// [`Driver::open_gate`], or `timeout_ns` at most.
    fn close_gate(&mut self, stream: Stream, timeout_ns: u64) -> Result<(), String>;
    /// Writes the host flag that ends the gate kernel.
    fn open_gate(&mut self) -> Result<(), String>;
    /// Whether the gate kernel ended by its timeout rather than the flag.
    fn gate_timed_out(&mut self) -> Result<bool, String>;
    /// `cuEventSynchronize`.
    fn synchronize(&mut self, event: Event) -> Result<(), String>;
    /// `cuStreamSynchronize`.
    fn synchronize_stream(&mut self, stream: Stream) -> Result<(), String>;
    /// `cuEventElapsedTime` between two timed events, in seconds.
    fn elapsed_s(&mut self, start: Event, end: Event) -> Result<f64, String>;
    /// `cuMemPoolSetAttribute(CU_MEMPOOL_ATTR_USED_MEM_HIGH, 0)`.
    fn reset_peak(&mut self) -> Result<(), String>;
    /// `cuMemPoolGetAttribute(CU_MEMPOOL_ATTR_USED_MEM_CURRENT)`.
    fn used_bytes(&mut self) -> Result<u64, String>;
    /// `cuMemPoolGetAttribute(CU_MEMPOOL_ATTR_USED_MEM_HIGH)`.
    fn peak_bytes(&mut self) -> Result<u64, String>;
}
