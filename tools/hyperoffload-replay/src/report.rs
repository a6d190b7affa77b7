//! What a replay reports per function: the simulated and the measured
//! makespan and peak, and the gaps between them.

use hyperoffload_core::{
    format_bytes,
    replay::{Action, Lane, ReplayProgram},
    units::format_seconds,
};
use serde_json::{Value, json};

use crate::device::Measured;

/// One function's replay.
pub struct FunctionReplay {
    pub name: String,
    pub simulated_makespan_s: f64,
    pub simulated_peak_bytes: u64,
    pub simulated_h2d_bytes: u64,
    pub simulated_d2h_bytes: u64,
    pub runs: Vec<Measured>,
    /// Kernels, copies and events of the program.
    pub kernels: usize,
    pub copies: usize,
    pub events: usize,
}

/// `measured` over `simulated`, in percent above it.
fn gap_pct(measured: f64, simulated: f64) -> Option<f64> {
    (simulated > 0.0).then(|| (measured / simulated - 1.0) * 100.0)
}

impl FunctionReplay {
    pub fn new(name: &str, program: &ReplayProgram, runs: Vec<Measured>) -> FunctionReplay {
        let count = |f: fn(&Action) -> bool| {
            Lane::ALL
                .iter()
                .map(|&l| program.lane(l).iter().filter(|a| f(a)).count())
                .sum()
        };
        let simulated = &program.simulated;
        FunctionReplay {
            name: name.to_owned(),
            simulated_makespan_s: simulated.makespan_s,
            simulated_peak_bytes: simulated.peak.bytes,
            simulated_h2d_bytes: simulated.h2d_bytes,
            simulated_d2h_bytes: simulated.d2h_bytes,
            runs,
            kernels: count(|a| matches!(a, Action::Kernel { .. })),
            copies: count(|a| matches!(a, Action::Copy { .. })),
            events: program.events,
        }
    }

    /// The median makespan of the runs.
    pub fn makespan_s(&self) -> f64 {
        let mut times: Vec<f64> = self.runs.iter().map(|r| r.makespan_s).collect();
        times.sort_by(f64::total_cmp);
        let n = times.len();
        match n {
            0 => 0.0,
            _ if n % 2 == 1 => times[n / 2],
            _ => (times[n / 2 - 1] + times[n / 2]) / 2.0,
        }
    }

    /// The highest peak of the runs.
    pub fn peak_bytes(&self) -> u64 {
        self.runs.iter().map(|r| r.peak_bytes).max().unwrap_or(0)
    }

    pub fn text(&self, profile: &str, device: &str) -> String {
        let pct = |gap: Option<f64>| gap.map_or("n/a".to_owned(), |g| format!("{g:+.1}%"));
        format!(
            "@{} on {profile}, replayed on {device} ({} runs; {} kernels, {} copies, {} events):\n  \
             makespan: simulated {}, measured {} (median), gap {}\n  \
             peak:     simulated {} ({} bytes), measured {} ({} bytes), gap {}",
            self.name,
            self.runs.len(),
            self.kernels,
            self.copies,
            self.events,
            format_seconds(self.simulated_makespan_s),
            format_seconds(self.makespan_s()),
            pct(gap_pct(self.makespan_s(), self.simulated_makespan_s)),
            format_bytes(self.simulated_peak_bytes),
            self.simulated_peak_bytes,
            format_bytes(self.peak_bytes()),
            self.peak_bytes(),
            pct(gap_pct(
                self.peak_bytes() as f64,
                self.simulated_peak_bytes as f64
            )),
        )
    }

    fn json(&self) -> Value {
        let first = self.runs.first();
        json!({
            "name": self.name,
            "simulated": {
                "makespan_s": self.simulated_makespan_s,
                "peak_bytes": self.simulated_peak_bytes,
                "h2d_bytes": self.simulated_h2d_bytes,
                "d2h_bytes": self.simulated_d2h_bytes,
            },
            "measured": {
                "makespan_s": self.makespan_s(),
                "makespans_s": self.runs.iter().map(|r| r.makespan_s).collect::<Vec<_>>(),
                "peak_bytes": self.peak_bytes(),
                "peaks_bytes": self.runs.iter().map(|r| r.peak_bytes).collect::<Vec<_>>(),
                "h2d_bytes": first.map(|r| r.h2d_bytes),
                "d2h_bytes": first.map(|r| r.d2h_bytes),
            },
            "gap_pct": {
                "makespan": gap_pct(self.makespan_s(), self.simulated_makespan_s),
                "peak": gap_pct(self.peak_bytes() as f64, self.simulated_peak_bytes as f64),
            },
            "program": {
                "kernels": self.kernels,
                "copies": self.copies,
                "events": self.events,
            },
        })
    }
}

/// The JSON report of a file's replays.
pub fn json(replays: &[FunctionReplay], profile: &str, device: &str, repeat: u32) -> Value {
    json!({
        "device": device,
        "profile": profile,
        "repeat": repeat,
        "functions": replays.iter().map(FunctionReplay::json).collect::<Vec<_>>(),
    })
}
