//! `--device cuda[:N]`: the replay on a CUDA GPU through the driver API,
//! loaded when the device is opened (cudarc's dynamic loading), so that the
//! tool builds and runs on machines without CUDA and only this device
//! fails there.
//!
//! One stream per lane of the program; the program's records and waits
//! are `cuEventRecord` and `cuStreamWaitEvent`; device buffers are
//! allocated and freed in stream order (`cuMemAllocFromPoolAsync`,
//! `cuMemFreeAsync`) from a pool of the replay's own, whose used-memory
//! high-water mark is the measured peak; each store and prefetch is a
//! `cuMemcpyDtoHAsync` / `cuMemcpyHtoDAsync` of its bytes between that
//! buffer and a page-locked host buffer (`cuMemHostAlloc`; every tier is
//! host memory here); each op is the `spin` kernel of kernels.ll, which
//! holds its stream for the op's time on `%globaltimer`.
//!
//! The start gate: CUDA binds a `cuStreamWaitEvent` to the event's last
//! record made before the call (a wait on an event not yet recorded does
//! not wait), so the streams cannot wait for an event recorded once
//! everything is queued. Instead a gate stream runs the `gate` kernel,
//! which spins until the host writes a flag in mapped host memory, and
//! records the gate event after it; every lane waits for that event
//! first, then the program is queued, then the host opens the gate. The
//! makespan is from the gate event to the last lane's end event. Should
//! the driver's queue fill before the gate opens (the host would block in
//! a launch), the kernel gives up after [`GATE_TIMEOUT_S`] and the run is
//! an error rather than a hang.
//!
//! This path has not run: the machine it was written on has no GPU. The
//! tests check the mapping from a program to the driver calls on a
//! recording [`Driver`], that the PTX is what LLVM makes of kernels.ll,
//! and the error without a driver. On a GPU, check:
//!
//! ```sh
//! target/debug/hyperoffload-opt models/torch-mlir/llama_tiny_prefill_linalg.mlir \
//!   --offload-plan="hw=h200-pcie5 budget=0.6x remote-args=1-40" -o /tmp/planned.mlir
//! target/debug/hyperoffload-replay /tmp/planned.mlir --hw h200-pcie5 --remote-args 1-40 \
//!   --device cuda --repeat 9 --report /tmp/replay-cuda.json
//! nsys profile -o /tmp/replay target/debug/hyperoffload-replay /tmp/planned.mlir \
//!   --hw h200-pcie5 --remote-args 1-40 --device cuda --repeat 1
//! ```
//!
//! that it runs, that the measured peak is the simulated one (the pool
//! counts by its own rounding, and it may count an allocation when it is
//! queued rather than when its stream reaches it: then the peak is that of
//! the order the program is queued in), and in the trace that each lane's
//! first kernel starts after the gate and the copies overlap the kernels.

mod driver;
mod gpu;
#[cfg(test)]
mod tests;

use hyperoffload_core::{
    Direction,
    replay::{Action, Lane, ReplayProgram},
};

use self::driver::{DevicePtr, Driver, Event, HostBuffer, Stream};
pub use self::gpu::Gpu;
use crate::device::{Device, Measured};

/// The longest the gate waits for the host to queue a program, seconds.
pub const GATE_TIMEOUT_S: f64 = 10.0;

/// The replay on a CUDA device, through `D`'s calls.
pub struct CudaDevice<D: Driver> {
    name: String,
    driver: D,
    lanes: [Stream; Lane::ALL.len()],
    gate_stream: Stream,
    /// Timed: the start of a run, and each lane's end.
    gate: Event,
    ends: [Event; Lane::ALL.len()],
    /// The program's events, created as programs need them and recorded
    /// again by later runs.
    events: Vec<Event>,
    run: Option<Run>,
}

/// One run being set up.
#[derive(Default)]
struct Run {
    /// Per device buffer: its bytes and, while it is allocated, its address.
    buffers: Vec<(u64, Option<DevicePtr>)>,
    /// Per remote copy: its pinned host buffer.
    remotes: Vec<HostBuffer>,
    /// Device bytes in use once the arguments are allocated.
    entry_bytes: u64,
    h2d_bytes: u64,
    d2h_bytes: u64,
}

/// Opens GPU `ordinal` for replays.
pub fn open(ordinal: usize) -> Result<CudaDevice<Gpu>, String> {
    CudaDevice::new(format!("cuda:{ordinal}"), Gpu::open(ordinal)?)
}

impl<D: Driver> CudaDevice<D> {
    /// The streams and timed events every run uses.
    pub fn new(name: String, mut driver: D) -> Result<CudaDevice<D>, String> {
        let mut lanes = [0; Lane::ALL.len()];
        for lane in &mut lanes {
            *lane = driver.create_stream()?;
        }
        let gate_stream = driver.create_stream()?;
        let gate = driver.create_event(true)?;
        let mut ends = [0; Lane::ALL.len()];
        for end in &mut ends {
            *end = driver.create_event(true)?;
        }
        Ok(CudaDevice {
            name,
            driver,
            lanes,
            gate_stream,
            gate,
            ends,
            events: Vec::new(),
            run: None,
        })
    }

    /// Allocates the arguments on the device and the tiers' copies in host
    /// memory, waits for them, resets the pool's high-water mark, and
    /// queues the closed gate before every lane.
    fn prepare_run(&mut self, program: &ReplayProgram) -> Result<Run, String> {
        let d = &mut self.driver;
        let mut run = Run::default();
        let compute = self.lanes[Lane::Compute.index()];
        for buffer in &program.buffers {
            let ptr = match buffer.at_entry {
                true => Some(d.alloc(buffer.bytes.max(1), compute)?),
                false => None,
            };
            run.buffers.push((buffer.bytes, ptr));
        }
        for remote in &program.remotes {
            run.remotes.push(d.host_alloc(remote.bytes.max(1))?);
        }
        while self.events.len() < program.events {
            self.events.push(d.create_event(false)?);
        }
        d.synchronize_stream(compute)?;
        d.reset_peak()?;
        run.entry_bytes = d.used_bytes()?;
        d.close_gate(self.gate_stream, (GATE_TIMEOUT_S * 1e9) as u64)?;
        d.record(self.gate, self.gate_stream)?;
        for &stream in &self.lanes {
            d.wait(stream, self.gate)?;
        }
        Ok(run)
    }

    fn issue_action(&mut self, lane: Lane, action: &Action) -> Result<(), String> {
        let run = self.run.as_mut().ok_or("issue before prepare")?;
        let d = &mut self.driver;
        let stream = self.lanes[lane.index()];
        match action {
            Action::Alloc(id) => {
                let bytes = run.buffers[*id].0;
                run.buffers[*id].1 = Some(d.alloc(bytes.max(1), stream)?);
            }
            Action::Free(id) => {
                let ptr = run.buffer(*id)?;
                d.free(ptr, stream)?;
                run.buffers[*id].1 = None;
            }
            Action::Kernel { seconds, .. } => d.spin(stream, (seconds * 1e9).round() as u64)?,
            Action::Copy {
                direction,
                buffer,
                remote,
                bytes,
                ..
            } => {
                let device = run.buffer(*buffer)?;
                let host = run.remotes[*remote];
                match direction {
                    Direction::HostToDevice => {
                        d.copy_to_device(device, host, *bytes, stream)?;
                        run.h2d_bytes += bytes;
                    }
                    Direction::DeviceToHost => {
                        d.copy_to_host(host, device, *bytes, stream)?;
                        run.d2h_bytes += bytes;
                    }
                }
            }
            Action::Record(event) => d.record(self.events[*event], stream)?,
            Action::Wait(event) => d.wait(stream, self.events[*event])?,
        }
        Ok(())
    }

    /// Opens the gate, waits for every lane, measures, and gives back what
    /// the program left allocated.
    fn finish_run(&mut self, run: Run) -> Result<Measured, String> {
        let d = &mut self.driver;
        for (&stream, &end) in self.lanes.iter().zip(&self.ends) {
            d.record(end, stream)?;
        }
        d.open_gate()?;
        let mut makespan_s = 0.0f64;
        for &end in &self.ends {
            d.synchronize(end)?;
            makespan_s = makespan_s.max(d.elapsed_s(self.gate, end)?);
        }
        if d.gate_timed_out()? {
            return Err(format!(
                "the program did not fit in the driver's queue before its start ({GATE_TIMEOUT_S} s): the streams started apart"
            ));
        }
        let peak_bytes = d.peak_bytes()?.max(run.entry_bytes);
        let compute = self.lanes[Lane::Compute.index()];
        for ptr in run.buffers.iter().filter_map(|b| b.1) {
            d.free(ptr, compute)?;
        }
        d.synchronize_stream(compute)?;
        d.host_free_all()?;
        Ok(Measured {
            makespan_s,
            peak_bytes,
            h2d_bytes: run.h2d_bytes,
            d2h_bytes: run.d2h_bytes,
        })
    }
}

impl Run {
    fn buffer(&self, id: usize) -> Result<DevicePtr, String> {
        self.buffers[id]
            .1
            .ok_or_else(|| format!("buffer {id} is used while it is not allocated"))
    }
}

impl<D: Driver> Device for CudaDevice<D> {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn prepare(&mut self, program: &ReplayProgram) -> Result<(), String> {
        self.run = Some(self.prepare_run(program)?);
        Ok(())
    }

    fn issue(&mut self, lane: Lane, action: &Action) -> Result<(), String> {
        self.issue_action(lane, action)
    }

    fn run(&mut self) -> Result<Measured, String> {
        let run = self.run.take().ok_or("run before prepare")?;
        self.finish_run(run)
    }
}
