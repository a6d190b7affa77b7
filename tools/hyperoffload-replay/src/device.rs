//! What a device does to replay a program, and the driver that feeds it.
//!
//! A device queues each action on the stream of its lane as it is issued,
//! and starts them all at one instant; the CPU's emulated device
//! ([`crate::cpu`]) is one, and a CUDA GPU ([`crate::cuda`]) another
//! (streams, events, stream-ordered allocation, copies and a kernel that
//! spins for its time).

use hyperoffload_core::replay::{Action, Lane, ReplayProgram};

/// One run of a program, as the device measured it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Measured {
    /// Wall-clock seconds from the start to the last stream's end.
    pub makespan_s: f64,
    /// The most device bytes allocated at once, arguments included.
    pub peak_bytes: u64,
    pub h2d_bytes: u64,
    pub d2h_bytes: u64,
}

/// A device that replays programs.
pub trait Device {
    /// What the reports call it.
    fn name(&self) -> String;
    /// Sets up a run of `program`: its streams and events, the arguments
    /// on the device, the copies in the tiers; nothing runs yet.
    fn prepare(&mut self, program: &ReplayProgram) -> Result<(), String>;
    /// Queues `action` on the stream of `lane`.
    fn issue(&mut self, lane: Lane, action: &Action) -> Result<(), String>;
    /// Starts what is queued, waits for every stream, and measures.
    fn run(&mut self) -> Result<Measured, String>;
}

/// Runs `program` on `device` once.
pub fn replay_once(device: &mut dyn Device, program: &ReplayProgram) -> Result<Measured, String> {
    device.prepare(program)?;
    for &(lane, i) in &program.issue_order {
        device.issue(lane, &program.lane(lane)[i])?;
    }
    device.run()
}
