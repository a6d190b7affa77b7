//! The report `hyperoffload_runtime_report` prints: one line with a fixed
//! key order, and the same figures as a JSON object.

use std::fmt::Write as _;

use crate::{
    heap::Counters,
    tiers::{TierFigures, TierKind},
};

/// The figures of one device at one point in time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    pub counters: Counters,
    pub capacity: Option<u64>,
    /// The remote tiers beyond host memory; the line names those used.
    pub tiers: [(TierKind, TierFigures); 3],
}

impl Report {
    /// `hyperoffload-runtime: peak_device_bytes=N ... peak_host_bytes=N`.
    pub fn line(&self) -> String {
        let c = &self.counters;
        let mut line = String::from("hyperoffload-runtime:");
        let _ = write!(line, " peak_device_bytes={}", c.peak_device_bytes);
        let _ = write!(line, " live_device_bytes={}", c.live_device_bytes);
        match self.capacity {
            Some(capacity) => {
                let _ = write!(line, " capacity={capacity}");
            }
            None => line.push_str(" capacity=unlimited"),
        }
        let _ = write!(line, " device_allocs={}", c.device_allocs);
        let _ = write!(line, " device_frees={}", c.device_frees);
        let _ = write!(line, " h2d_bytes={}", c.h2d_bytes);
        let _ = write!(line, " d2h_bytes={}", c.d2h_bytes);
        let _ = write!(line, " d2d_bytes={}", c.d2d_bytes);
        let _ = write!(line, " peak_host_bytes={}", c.peak_host_bytes);
        for (tier, f) in self.tiers.iter().filter(|(_, f)| f.used()) {
            let name = tier.name();
            let _ = write!(line, " peak_{name}_bytes={}", f.peak_bytes);
            let _ = write!(line, " to_{name}_bytes={}", f.stored_bytes);
            let _ = write!(line, " from_{name}_bytes={}", f.loaded_bytes);
        }
        line
    }

    /// The same figures as [`Report::line`]; `capacity` is `null` when
    /// unlimited.
    pub fn json(&self) -> serde_json::Value {
        let c = &self.counters;
        serde_json::json!({
            "peak_device_bytes": c.peak_device_bytes,
            "live_device_bytes": c.live_device_bytes,
            "capacity": self.capacity,
            "device_allocs": c.device_allocs,
            "device_frees": c.device_frees,
            "h2d_bytes": c.h2d_bytes,
            "d2h_bytes": c.d2h_bytes,
            "d2d_bytes": c.d2d_bytes,
            "peak_host_bytes": c.peak_host_bytes,
            "tiers": self
                .tiers
                .iter()
                .map(|(tier, f)| {
                    (
                        tier.name().to_owned(),
                        serde_json::json!({
                            "peak_bytes": f.peak_bytes,
                            "live_bytes": f.live_bytes,
                            "capacity": f.capacity,
                            "stored_bytes": f.stored_bytes,
                            "loaded_bytes": f.loaded_bytes,
                        }),
                    )
                })
                .collect::<serde_json::Map<_, _>>(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_has_a_fixed_key_order() {
        let report = Report {
            counters: Counters {
                peak_device_bytes: 96,
                live_device_bytes: 32,
                device_allocs: 3,
                device_frees: 2,
                h2d_bytes: 64,
                d2h_bytes: 16,
                d2d_bytes: 8,
                peak_host_bytes: 48,
                ..Counters::default()
            },
            capacity: None,
            tiers: TierKind::ALL.map(|t| (t, TierFigures::default())),
        };
        assert_eq!(
            report.line(),
            "hyperoffload-runtime: peak_device_bytes=96 live_device_bytes=32 capacity=unlimited \
             device_allocs=3 device_frees=2 h2d_bytes=64 d2h_bytes=16 d2d_bytes=8 peak_host_bytes=48"
        );
        assert_eq!(report.json()["capacity"], serde_json::Value::Null);
        let limited = Report {
            capacity: Some(1024),
            ..report
        };
        assert!(limited.line().contains(" capacity=1024 "));
        assert_eq!(limited.json()["h2d_bytes"], 64);
        let mut tiers = report.tiers;
        tiers[1].1 = TierFigures {
            peak_bytes: 40,
            stored_bytes: 40,
            loaded_bytes: 24,
            capacity: Some(64),
            ..TierFigures::default()
        };
        let with_nvme = Report { tiers, ..report };
        assert!(with_nvme.line().ends_with(
            " peak_host_bytes=48 peak_nvme_bytes=40 to_nvme_bytes=40 from_nvme_bytes=24"
        ));
        assert_eq!(with_nvme.json()["tiers"]["nvme"]["capacity"], 64);
    }
}
