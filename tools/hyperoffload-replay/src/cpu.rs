//! The replay device of the CPU: the emulated device of `runtime/` (one
//! worker thread per stream, events between them, a heap that counts live
//! and peak device bytes). Allocations and copies are real, at their sizes;
//! kernels hold their stream for the op's time.

use std::time::{Duration, Instant};

use hyperoffload_core::{
    Direction, Tier,
    replay::{Action, Lane, ReplayProgram},
};
use hyperoffload_runtime::{Config, Runtime};

use crate::device::{Device, Measured};

const CALLER: &str = "hyperoffload-replay";

/// The CPU's emulated device.
#[derive(Default)]
pub struct CpuDevice {
    run: Option<Run>,
}

/// One run being set up.
struct Run {
    runtime: Runtime,
    streams: [usize; Lane::ALL.len()],
    events: Vec<usize>,
    /// Per device buffer: its bytes and, once allocated, its address.
    buffers: Vec<(u64, Option<usize>)>,
    /// Per remote copy: its address in host memory or its tier.
    remotes: Vec<usize>,
    /// The event every stream waits for first, and its record.
    gate: (usize, u64),
}

fn runtime_error(e: impl std::fmt::Display) -> String {
    format!("emulated device: {e}")
}

/// The runtime's code of a remote tier (`hyperoffloadTierAlloc`).
fn tier_code(tier: Tier) -> Option<i64> {
    match tier {
        Tier::Host => None,
        Tier::Cxl => Some(1),
        Tier::Nvme => Some(2),
        Tier::Pool => Some(3),
    }
}

impl Run {
    fn new(program: &ReplayProgram) -> Result<Run, String> {
        let runtime = Runtime::new(Config {
            exit_on_task_error: false,
            defer_release: true,
            ..Config::default()
        });
        let gate_event = runtime.create_event();
        let gate = (
            gate_event,
            runtime
                .hold_event(CALLER, gate_event)
                .map_err(runtime_error)?,
        );
        let streams = Lane::ALL.map(|_| runtime.create_stream());
        for stream in streams {
            runtime
                .stream_wait_event(CALLER, stream, gate_event)
                .map_err(runtime_error)?;
        }
        let events = (0..program.events)
            .map(|_| runtime.create_event())
            .collect();
        let mut buffers = Vec::with_capacity(program.buffers.len());
        for buffer in &program.buffers {
            let ptr = match buffer.at_entry {
                true => Some(runtime.alloc_device(buffer.bytes).map_err(runtime_error)?),
                false => None,
            };
            buffers.push((buffer.bytes, ptr));
        }
        let mut remotes = Vec::with_capacity(program.remotes.len());
        for remote in &program.remotes {
            let bytes = remote.bytes.max(1);
            let ptr = match tier_code(remote.tier) {
                None => runtime.alloc_host(bytes),
                Some(code) => runtime.alloc_tier(code, bytes),
            };
            remotes.push(ptr.map_err(runtime_error)?);
        }
        Ok(Run {
            runtime,
            streams,
            events,
            buffers,
            remotes,
            gate,
        })
    }

    fn buffer(&self, id: usize) -> Result<(usize, u64), String> {
        match self.buffers[id] {
            (bytes, Some(ptr)) => Ok((ptr, bytes)),
            (_, None) => Err(format!("buffer {id} is used before it is allocated")),
        }
    }

    fn issue(&mut self, lane: Lane, action: &Action) -> Result<(), String> {
        let rt = &self.runtime;
        let stream = self.streams[lane.index()];
        match action {
            Action::Alloc(id) => {
                let bytes = self.buffers[*id].0;
                let ptr = rt.alloc_device_on(bytes, stream).map_err(runtime_error)?;
                self.buffers[*id].1 = Some(ptr);
                return Ok(());
            }
            Action::Free(id) => rt.free_device_on(CALLER, self.buffer(*id)?.0, stream),
            Action::Kernel {
                seconds, buffers, ..
            } => {
                let ranges = buffers
                    .iter()
                    .map(|&b| self.buffer(b))
                    .collect::<Result<Vec<_>, _>>()?;
                rt.launch_timed(stream, Duration::from_secs_f64(*seconds), ranges)
            }
            Action::Copy {
                direction,
                buffer,
                remote,
                bytes,
                ..
            } => {
                let device = self.buffer(*buffer)?.0;
                let remote = self.remotes[*remote];
                let (dst, src) = match direction {
                    Direction::HostToDevice => (device, remote),
                    Direction::DeviceToHost => (remote, device),
                };
                rt.memcpy(CALLER, dst, src, *bytes, None, stream)
            }
            Action::Record(event) => rt.record_event(CALLER, self.events[*event], stream),
            Action::Wait(event) => rt.stream_wait_event(CALLER, stream, self.events[*event]),
        }
        .map_err(runtime_error)
    }

    fn run(self) -> Result<Measured, String> {
        let rt = &self.runtime;
        // The host waits for one event per stream, not for each task.
        let ends = self.streams.map(|_| rt.create_event());
        for (stream, end) in self.streams.into_iter().zip(ends) {
            rt.record_event(CALLER, end, stream)
                .map_err(runtime_error)?;
        }
        let started = Instant::now();
        rt.complete_event(CALLER, self.gate.0, self.gate.1)
            .map_err(runtime_error)?;
        for end in ends {
            rt.synchronize_event(CALLER, end).map_err(runtime_error)?;
        }
        let makespan_s = started.elapsed().as_secs_f64();
        if let Some(error) = rt.task_errors().first() {
            return Err(runtime_error(error));
        }
        let counters = rt.report().counters;
        Ok(Measured {
            makespan_s,
            peak_bytes: counters.peak_device_bytes,
            h2d_bytes: counters.h2d_bytes,
            d2h_bytes: counters.d2h_bytes,
        })
    }
}

impl Device for CpuDevice {
    fn name(&self) -> String {
        "cpu".into()
    }

    fn prepare(&mut self, program: &ReplayProgram) -> Result<(), String> {
        self.run = Some(Run::new(program)?);
        Ok(())
    }

    fn issue(&mut self, lane: Lane, action: &Action) -> Result<(), String> {
        self.run
            .as_mut()
            .ok_or("issue before prepare")?
            .issue(lane, action)
    }

    fn run(&mut self) -> Result<Measured, String> {
        self.run.take().ok_or("run before prepare")?.run()
    }
}
