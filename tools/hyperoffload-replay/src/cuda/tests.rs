//! The mapping from a replay program to driver calls, on a driver that
//! records them: a planned function with a store, a detach and a prefetch.

use std::collections::HashMap;

use hyperoffload_core::{CostModel, HardwareProfile, replay};
use hyperoffload_passes::{
    extract::{ExtractOptions, extract},
    ir::{collect_ops, op_name},
};

use super::{
    CudaDevice, GATE_TIMEOUT_S,
    driver::{DevicePtr, Driver, Event, HostBuffer, Stream},
};
use crate::device::{Device, replay_once};

/// A device of 1 GB/s memory and link: the chain's ops take milliseconds.
const SLOW_PROFILE: &str = include_str!("../../tests/inputs/slow.json");

/// `%x` (1 MiB) waits over four 2 MiB ops for its last use: under a 7 MiB
/// budget the planner stores it, detaches it and prefetches it back.
const CHAIN: &str = include_str!("../../tests/inputs/chain.mlir");

#[derive(Clone, Debug, PartialEq)]
enum Call {
    Record(Event, Stream),
    Wait(Stream, Event),
    Alloc(u64, Stream, DevicePtr),
    Free(DevicePtr, Stream),
    HostAlloc(u64, HostBuffer),
    HostFreeAll,
    ToDevice(DevicePtr, HostBuffer, u64, Stream),
    ToHost(HostBuffer, DevicePtr, u64, Stream),
    Spin(Stream, u64),
    CloseGate(Stream, u64),
    OpenGate,
    Synchronize(Event),
    SynchronizeStream(Stream),
    ResetPeak,
}

impl Call {
    /// The stream a call queues work on.
    fn stream(&self) -> Option<Stream> {
        match *self {
            Call::Record(_, s)
            | Call::Wait(s, _)
            | Call::Alloc(_, s, _)
            | Call::Free(_, s)
            | Call::ToDevice(.., s)
            | Call::ToHost(.., s)
            | Call::Spin(s, _)
            | Call::CloseGate(s, _) => Some(s),
            _ => None,
        }
    }
}

/// A driver that records its calls, and counts the pool's bytes as they
/// are allocated and freed.
#[derive(Default)]
struct Recorder {
    calls: Vec<Call>,
    streams: usize,
    events: usize,
    hosts: usize,
    next_ptr: DevicePtr,
    live: HashMap<DevicePtr, u64>,
    peak: u64,
}

impl Recorder {
    fn used(&self) -> u64 {
        self.live.values().sum()
    }
}

impl Driver for Recorder {
    fn create_stream(&mut self) -> Result<Stream, String> {
        self.streams += 1;
        Ok(self.streams - 1)
    }
    fn create_event(&mut self, _timed: bool) -> Result<Event, String> {
        self.events += 1;
        Ok(self.events - 1)
    }
    fn record(&mut self, event: Event, stream: Stream) -> Result<(), String> {
        self.calls.push(Call::Record(event, stream));
        Ok(())
    }
    fn wait(&mut self, stream: Stream, event: Event) -> Result<(), String> {
        self.calls.push(Call::Wait(stream, event));
        Ok(())
    }
    fn alloc(&mut self, bytes: u64, stream: Stream) -> Result<DevicePtr, String> {
        self.next_ptr += 1 << 32;
        self.live.insert(self.next_ptr, bytes);
        self.peak = self.peak.max(self.used());
        self.calls.push(Call::Alloc(bytes, stream, self.next_ptr));
        Ok(self.next_ptr)
    }
    fn free(&mut self, ptr: DevicePtr, stream: Stream) -> Result<(), String> {
        self.live
            .remove(&ptr)
            .ok_or_else(|| format!("{ptr:#x} freed twice"))?;
        self.calls.push(Call::Free(ptr, stream));
        Ok(())
    }
    fn host_alloc(&mut self, bytes: u64) -> Result<HostBuffer, String> {
        self.hosts += 1;
        self.calls.push(Call::HostAlloc(bytes, self.hosts - 1));
        Ok(self.hosts - 1)
    }
    fn host_free_all(&mut self) -> Result<(), String> {
        self.calls.push(Call::HostFreeAll);
        Ok(())
    }
    fn copy_to_device(
        &mut self,
        dst: DevicePtr,
        src: HostBuffer,
        bytes: u64,
        stream: Stream,
    ) -> Result<(), String> {
        self.calls.push(Call::ToDevice(dst, src, bytes, stream));
        Ok(())
    }
    fn copy_to_host(
        &mut self,
        dst: HostBuffer,
        src: DevicePtr,
        bytes: u64,
        stream: Stream,
    ) -> Result<(), String> {
        self.calls.push(Call::ToHost(dst, src, bytes, stream));
        Ok(())
    }
    fn spin(&mut self, stream: Stream, ns: u64) -> Result<(), String> {
        self.calls.push(Call::Spin(stream, ns));
        Ok(())
    }
    fn close_gate(&mut self, stream: Stream, timeout_ns: u64) -> Result<(), String> {
        self.calls.push(Call::CloseGate(stream, timeout_ns));
        Ok(())
    }
    fn open_gate(&mut self) -> Result<(), String> {
        self.calls.push(Call::OpenGate);
        Ok(())
    }
    fn gate_timed_out(&mut self) -> Result<bool, String> {
        Ok(false)
    }
    fn synchronize(&mut self, event: Event) -> Result<(), String> {
        self.calls.push(Call::Synchronize(event));
        Ok(())
    }
    fn synchronize_stream(&mut self, stream: Stream) -> Result<(), String> {
        self.calls.push(Call::SynchronizeStream(stream));
        Ok(())
    }
    fn elapsed_s(&mut self, _start: Event, _end: Event) -> Result<f64, String> {
        Ok(0.0)
    }
    fn reset_peak(&mut self) -> Result<(), String> {
        self.peak = self.used();
        self.calls.push(Call::ResetPeak);
        Ok(())
    }
    fn used_bytes(&mut self) -> Result<u64, String> {
        Ok(self.used())
    }
    fn peak_bytes(&mut self) -> Result<u64, String> {
        Ok(self.peak)
    }
}

/// The chain planned under 7 MiB on the slow profile, as a replay program.
fn chain_program() -> replay::ReplayProgram {
    let dir = std::env::temp_dir().join(format!("hyperoffload-replay-cuda-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let profile = dir.join("slow.json");
    std::fs::write(&profile, SLOW_PROFILE).unwrap();
    let context = hyperoffload_passes::context();
    context.load_all_available_dialects();
    let mut module = hyperoffload_shim::parse_module(&context, CHAIN, "chain.mlir").unwrap();
    let manager = melior::pass::PassManager::new(&context);
    melior::utility::parse_pass_pipeline(
        manager.as_operation_pass_manager(),
        &format!(
            "builtin.module(offload-plan{{hw={} budget=7MiB sink=false}})",
            profile.display()
        ),
    )
    .unwrap();
    manager.run(&mut module).unwrap();
    let function = collect_ops(module.as_operation(), |op| op_name(op) == "func.func")[0];
    let extracted =
        extract(function, &ExtractOptions::default()).unwrap_or_else(|e| panic!("{}", e.message));
    let cost = CostModel::new(HardwareProfile::from_json(SLOW_PROFILE, "slow.json").unwrap());
    replay::replay_program(&extracted.graph, &cost).unwrap()
}

/// The calls of one replay of the chain, and the device's lane streams.
fn replayed() -> (replay::ReplayProgram, Vec<Call>, [Stream; 5], Stream) {
    let program = chain_program();
    let mut device = CudaDevice::new("cuda:0".into(), Recorder::default()).unwrap();
    let measured = replay_once(&mut device, &program).unwrap();
    assert_eq!(measured.d2h_bytes, 1 << 20);
    assert_eq!(measured.h2d_bytes, program.simulated.h2d_bytes);
    assert_eq!(device.name(), "cuda:0");
    let calls = std::mem::take(&mut device.driver.calls);
    (program, calls, device.lanes, device.gate_stream)
}

/// The last record of `event` before call `before`, and where it is.
fn last_record(calls: &[Call], event: Event, before: usize) -> Option<(usize, Stream)> {
    (0..before).rev().find_map(|i| match calls[i] {
        Call::Record(e, s) if e == event => Some((i, s)),
        _ => None,
    })
}

#[test]
fn a_prefetch_copy_waits_on_the_event_after_its_store_copy() {
    let (_, calls, lanes, _) = replayed();
    let [_, h2d, d2h, _, _] = lanes;
    let (at, host) = calls
        .iter()
        .enumerate()
        .find_map(|(i, c)| match *c {
            Call::ToDevice(_, host, bytes, stream) => {
                assert_eq!((bytes, stream), (1 << 20, h2d), "{c:?}");
                Some((i, host))
            }
            _ => None,
        })
        .expect("the prefetch's copy");
    // Among the h2d stream's waits before the copy, one is for the record
    // the d2h stream makes right after copying the same host buffer out.
    let waited_on_store = calls[..at].iter().enumerate().any(|(i, c)| match *c {
        Call::Wait(stream, event) if stream == h2d => {
            last_record(&calls, event, i).is_some_and(|(r, on)| {
                on == d2h
                    && calls[..r]
                        .iter()
                        .rev()
                        .find(|c| c.stream() == Some(d2h))
                        .is_some_and(|c| matches!(*c, Call::ToHost(dst, _, _, _) if dst == host))
            })
        }
        _ => false,
    });
    assert!(waited_on_store, "{calls:#?}");
}

#[test]
fn every_lane_waits_for_the_gate_and_the_gate_opens_after_everything_is_queued() {
    let (_, calls, lanes, gate_stream) = replayed();
    let closed = calls
        .iter()
        .position(|c| matches!(c, Call::CloseGate(s, ns) if *s == gate_stream && *ns == (GATE_TIMEOUT_S * 1e9) as u64))
        .expect("the gate kernel");
    let gate = match calls[closed + 1] {
        Call::Record(event, s) if s == gate_stream => event,
        ref other => panic!("the gate event is not recorded after the gate: {other:?}"),
    };
    for stream in lanes {
        let first = calls[closed + 1..]
            .iter()
            .find(|c| c.stream() == Some(stream));
        assert_eq!(first, Some(&Call::Wait(stream, gate)), "{calls:#?}");
    }
    let opened = calls.iter().position(|c| *c == Call::OpenGate).unwrap();
    let last_queued = calls.iter().rposition(|c| {
        matches!(
            c,
            Call::Spin(..) | Call::ToDevice(..) | Call::ToHost(..) | Call::Wait(..)
        )
    });
    assert!(last_queued < Some(opened), "{calls:#?}");
    // The run is measured once every lane has recorded its end after its
    // last action.
    for stream in lanes {
        let last = calls[..opened]
            .iter()
            .rfind(|c| c.stream() == Some(stream))
            .unwrap();
        assert!(matches!(last, Call::Record(..)), "{last:?}");
    }
}

#[test]
fn each_action_is_its_call_on_its_lanes_stream() {
    let (program, calls, lanes, _) = replayed();
    let spins: Vec<_> = calls
        .iter()
        .filter_map(|c| match *c {
            Call::Spin(s, ns) => Some((s, ns)),
            _ => None,
        })
        .collect();
    let kernels: Vec<_> = replay::Lane::ALL
        .iter()
        .flat_map(|&lane| {
            program.lane(lane).iter().filter_map(move |a| match a {
                replay::Action::Kernel { seconds, .. } => {
                    Some((lanes[lane.index()], (seconds * 1e9).round() as u64))
                }
                _ => None,
            })
        })
        .collect();
    let mut sorted = spins.clone();
    sorted.sort();
    let mut expected = kernels.clone();
    expected.sort();
    assert_eq!(sorted, expected);
    assert!(spins.iter().all(|&(_, ns)| ns > 0), "{spins:?}");
    // Every buffer the program allocates is freed by the end of the run,
    // so that repeated runs start from the same pool.
    let allocated = calls
        .iter()
        .filter(|c| matches!(c, Call::Alloc(..)))
        .count();
    let freed = calls.iter().filter(|c| matches!(c, Call::Free(..))).count();
    assert_eq!(allocated, program.buffers.len());
    assert_eq!(freed, allocated);
    assert_eq!(calls.last(), Some(&Call::HostFreeAll));
    // Each program wait is on an event recorded before it, as CUDA needs.
    for (i, call) in calls.iter().enumerate() {
        if let Call::Wait(_, event) = *call {
            assert!(last_record(&calls, event, i).is_some(), "{call:?} at {i}");
        }
    }
}
