//! The [`Driver`] of a real GPU: cudarc's context, streams, events and
//! module, and the driver's pool, copy and launch calls beside them.

use std::{ffi::c_void, sync::Arc};

use cudarc::{
    driver::{
        CudaContext, CudaEvent, CudaFunction, CudaModule, CudaStream, DriverError, result,
        sys::{self, CUevent_flags, CUmemPool_attribute},
    },
    nvrtc::Ptx,
};

use super::driver::{DevicePtr, Driver, Event, HostBuffer, Stream};

/// The PTX of kernels.ll.
const KERNELS: &str = include_str!("kernels.ptx");

/// An opened CUDA device: its context, the streams and events a replay
/// made, its pool, its host buffers, and the gate's flag.
pub struct Gpu {
    context: Arc<CudaContext>,
    streams: Vec<Arc<CudaStream>>,
    events: Vec<CudaEvent>,
    pool: sys::CUmemoryPool,
    host: Vec<*mut c_void>,
    /// Two words in mapped host memory: the host's "open", the gate's
    /// "timed out" (kernels.ll).
    flag: *mut u32,
    flag_on_device: sys::CUdeviceptr,
    spin: CudaFunction,
    gate: CudaFunction,
    _module: Arc<CudaModule>,
}

fn failed(what: &str) -> impl Fn(DriverError) -> String + '_ {
    move |error| format!("--device cuda: {what}: {error}")
}

impl Gpu {
    /// Opens GPU `ordinal`; an error that says what is missing where the
    /// machine has no CUDA driver or no such GPU.
    pub fn open(ordinal: usize) -> Result<Gpu, String> {
        // SAFETY: only looks for the library, loading nothing for good.
        if !unsafe { sys::is_culib_present() } {
            return Err("--device cuda: no CUDA driver on this machine (libcuda.so was not found); run on a machine with an NVIDIA GPU and its driver, or use --device cpu".into());
        }
        let count =
            CudaContext::device_count().map_err(failed("the CUDA driver does not start"))?;
        if ordinal >= count.max(0) as usize {
            return Err(format!(
                "--device cuda:{ordinal}: this machine has {count} CUDA devices (ordinals from 0)"
            ));
        }
        let context = CudaContext::new(ordinal).map_err(failed("cannot open the device"))?;
        let module = context
            .load_module(Ptx::from_src(KERNELS))
            .map_err(failed("the driver does not load our PTX kernels"))?;
        let function = |name: &str| {
            module
                .load_function(name)
                .map_err(failed(&format!("no kernel {name}")))
        };
        let (spin, gate) = (function("spin")?, function("gate")?);
        let pool = pool(ordinal)?;
        // SAFETY: two words of mapped host memory, written before each
        // gate kernel reads them.
        let (flag, flag_on_device) = unsafe {
            let flag = result::malloc_host(8, sys::CU_MEMHOSTALLOC_DEVICEMAP)
                .map_err(failed("cannot allocate the gate's flag"))?;
            let mut on_device = 0;
            sys::cuMemHostGetDevicePointer_v2(&mut on_device, flag, 0)
                .result()
                .map_err(failed("the gate's flag is not mapped"))?;
            (flag.cast::<u32>(), on_device)
        };
        Ok(Gpu {
            context,
            streams: Vec::new(),
            events: Vec::new(),
            pool,
            host: Vec::new(),
            flag,
            flag_on_device,
            spin,
            gate,
            _module: module,
        })
    }

    fn stream(&self, stream: Stream) -> sys::CUstream {
        self.streams[stream].cu_stream()
    }

    /// A kernel of ours, one thread, on `stream`.
    fn launch(
        &self,
        function: &CudaFunction,
        stream: Stream,
        params: &mut [*mut c_void],
    ) -> Result<(), String> {
        // SAFETY: `params` points at values of the kernel's parameter types
        // (kernels.ll), which the driver copies before it returns.
        unsafe {
            result::launch_kernel(
                function.cu_function(),
                (1, 1, 1),
                (1, 1, 1),
                0,
                self.stream(stream),
                params,
            )
        }
        .map_err(failed("kernel launch"))
    }

    fn pool_attribute(&self, attribute: CUmemPool_attribute) -> Result<u64, String> {
        let mut value = 0u64;
        // SAFETY: the used-memory attributes are cuuint64_t.
        unsafe { result::mem_pool::get_attribute(self.pool, attribute, (&raw mut value).cast()) }
            .map_err(failed("pool attribute"))?;
        Ok(value)
    }
}

/// A pool of device memory for the replay alone: it keeps what it
/// reserved (a free costs what a pool's does, not the system's), and it
/// never makes a stream wait for another to reuse memory, which would
/// order the streams beyond the program's events; memory freed on one
/// stream is then reused on another only where the program orders the two,
/// so the pool may reserve more than the peak.
fn pool(ordinal: usize) -> Result<sys::CUmemoryPool, String> {
    // SAFETY: the properties are zeroed (no handle types, no limit) but
    // for the type and the device; the attributes take the types given.
    unsafe {
        let mut props: sys::CUmemPoolProps = std::mem::zeroed();
        props.allocType = sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
        props.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
        props.location.id = ordinal as i32;
        let pool = result::mem_pool::create(&props).map_err(failed("cannot create a pool"))?;
        let mut keep = u64::MAX;
        let mut no = 0i32;
        let set = |attribute, value: *mut c_void| {
            result::mem_pool::set_attribute(pool, attribute, value)
                .map_err(failed("pool attribute"))
        };
        set(
            CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&raw mut keep).cast(),
        )?;
        set(
            CUmemPool_attribute::CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES,
            (&raw mut no).cast(),
        )?;
        Ok(pool)
    }
}

impl Driver for Gpu {
    fn create_stream(&mut self) -> Result<Stream, String> {
        let stream = self
            .context
            .new_stream()
            .map_err(failed("cannot create a stream"))?;
        self.streams.push(stream);
        Ok(self.streams.len() - 1)
    }

    fn create_event(&mut self, timed: bool) -> Result<Event, String> {
        let flags = match timed {
            true => CUevent_flags::CU_EVENT_DEFAULT,
            false => CUevent_flags::CU_EVENT_DISABLE_TIMING,
        };
        let event = self
            .context
            .new_event(Some(flags))
            .map_err(failed("cannot create an event"))?;
        self.events.push(event);
        Ok(self.events.len() - 1)
    }

    fn record(&mut self, event: Event, stream: Stream) -> Result<(), String> {
        self.events[event]
            .record(&self.streams[stream])
            .map_err(failed("event record"))
    }

    fn wait(&mut self, stream: Stream, event: Event) -> Result<(), String> {
        self.streams[stream]
            .wait(&self.events[event])
            .map_err(failed("stream wait"))
    }

    fn alloc(&mut self, bytes: u64, stream: Stream) -> Result<DevicePtr, String> {
        // SAFETY: the pool and the stream are this device's.
        unsafe { result::mem_pool::alloc_async(self.pool, bytes as usize, self.stream(stream)) }
            .map_err(failed("device allocation"))
    }

    fn free(&mut self, ptr: DevicePtr, stream: Stream) -> Result<(), String> {
        // SAFETY: `ptr` came from `alloc` and is freed once.
        unsafe { result::free_async(ptr, self.stream(stream)) }.map_err(failed("device free"))
    }

    fn host_alloc(&mut self, bytes: u64) -> Result<HostBuffer, String> {
        // SAFETY: page-locked memory that only copies read and write.
        let ptr = unsafe { result::malloc_host(bytes as usize, 0) }
            .map_err(failed("pinned host allocation"))?;
        self.host.push(ptr);
        Ok(self.host.len() - 1)
    }

    fn host_free_all(&mut self) -> Result<(), String> {
        for ptr in self.host.drain(..) {
            // SAFETY: allocated by `host_alloc`, no copy of it is queued
            // (the run has ended).
            unsafe { result::free_host(ptr) }.map_err(failed("pinned host free"))?;
        }
        Ok(())
    }

    fn copy_to_device(
        &mut self,
        dst: DevicePtr,
        src: HostBuffer,
        bytes: u64,
        stream: Stream,
    ) -> Result<(), String> {
        // SAFETY: both buffers hold at least `bytes` (the program's sizes)
        // and live until the run ends.
        unsafe {
            sys::cuMemcpyHtoDAsync_v2(dst, self.host[src], bytes as usize, self.stream(stream))
        }
        .result()
        .map_err(failed("host-to-device copy"))
    }

    fn copy_to_host(
        &mut self,
        dst: HostBuffer,
        src: DevicePtr,
        bytes: u64,
        stream: Stream,
    ) -> Result<(), String> {
        // SAFETY: as `copy_to_device`.
        unsafe {
            sys::cuMemcpyDtoHAsync_v2(self.host[dst], src, bytes as usize, self.stream(stream))
        }
        .result()
        .map_err(failed("device-to-host copy"))
    }

    fn spin(&mut self, stream: Stream, ns: u64) -> Result<(), String> {
        let mut ns = ns;
        self.launch(&self.spin, stream, &mut [(&raw mut ns).cast()])
    }

    fn close_gate(&mut self, stream: Stream, timeout_ns: u64) -> Result<(), String> {
        // SAFETY: the flag's two words; no gate kernel runs (the last run
        // was waited for).
        unsafe {
            self.flag.write_volatile(0);
            self.flag.add(1).write_volatile(0);
        }
        let (mut flag, mut timeout_ns) = (self.flag_on_device, timeout_ns);
        self.launch(
            &self.gate,
            stream,
            &mut [(&raw mut flag).cast(), (&raw mut timeout_ns).cast()],
        )
    }

    fn open_gate(&mut self) -> Result<(), String> {
        // SAFETY: the flag's first word, which the gate kernel polls.
        unsafe { self.flag.write_volatile(1) };
        std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
        Ok(())
    }

    fn gate_timed_out(&mut self) -> Result<bool, String> {
        // SAFETY: the flag's second word; the gate kernel has ended (every
        // lane waited for it, and the host for every lane).
        Ok(unsafe { self.flag.add(1).read_volatile() } != 0)
    }

    fn synchronize(&mut self, event: Event) -> Result<(), String> {
        self.events[event]
            .synchronize()
            .map_err(failed("event synchronize"))
    }

    fn synchronize_stream(&mut self, stream: Stream) -> Result<(), String> {
        self.streams[stream]
            .synchronize()
            .map_err(failed("stream synchronize"))
    }

    fn elapsed_s(&mut self, start: Event, end: Event) -> Result<f64, String> {
        let ms = self.events[start]
            .elapsed_ms(&self.events[end])
            .map_err(failed("event timing"))?;
        Ok(f64::from(ms) / 1e3)
    }

    fn reset_peak(&mut self) -> Result<(), String> {
        let mut zero = 0u64;
        // SAFETY: the high-water mark is a cuuint64_t that resets to zero.
        unsafe {
            result::mem_pool::set_attribute(
                self.pool,
                CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_HIGH,
                (&raw mut zero).cast(),
            )
        }
        .map_err(failed("pool attribute"))
    }

    fn used_bytes(&mut self) -> Result<u64, String> {
        self.pool_attribute(CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_CURRENT)
    }

    fn peak_bytes(&mut self) -> Result<u64, String> {
        self.pool_attribute(CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_HIGH)
    }
}

impl Drop for Gpu {
    fn drop(&mut self) {
        // SAFETY: every stream is waited for before the pool, the host
        // buffers and the flag go; errors at exit are not reported.
        unsafe {
            for stream in &self.streams {
                let _ = stream.synchronize();
            }
            let _ = self.host_free_all();
            let _ = result::mem_pool::destroy(self.pool);
            let _ = result::free_host(self.flag.cast());
        }
    }
}
