//! Measured transfer curves: a link's bandwidth against the size of one
//! copy, per direction and per kind of host memory.
//!
//! A point is one whole copy of `bytes` bytes measured end to end, latency
//! included. A copy of `b` bytes takes ([`Curve::seconds`]):
//! - at or below the smallest point, that point's time (a floor: no copy is
//!   faster than the smallest one measured);
//! - between two points, `b` over the bandwidth interpolated linearly in
//!   log of size and log of bandwidth (a power law between the points, so
//!   that the time grows with the size where the points' times do);
//! - above the largest point, that point's time and the extra bytes at its
//!   bandwidth.

use super::{CostError, invalid};
use serde::{Deserialize, Serialize};

/// Which host memory a link's copies read and write: page-locked buffers
/// (`malloc_host`, `cudaMallocHost`, as the lowerings allocate) or
/// ordinary pages the driver stages through a pinned buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HostMemory {
    /// Page-locked host memory.
    #[default]
    Pinned,
    /// Pageable host memory.
    Pageable,
}

impl HostMemory {
    /// The name a profile spells it with.
    pub fn name(self) -> &'static str {
        match self {
            HostMemory::Pinned => "pinned",
            HostMemory::Pageable => "pageable",
        }
    }
}

/// One measured copy.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CurvePoint {
    /// Bytes of the copy.
    pub bytes: u64,
    /// `bytes` over the seconds the whole copy took.
    pub bytes_per_s: f64,
}

impl CurvePoint {
    /// Seconds the copy took.
    pub fn seconds(&self) -> f64 {
        self.bytes as f64 / self.bytes_per_s
    }
}

/// The curves of one kind of host memory, per direction; a direction
/// without one is timed by the link's flat figures.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DirectionCurves {
    /// Tier -> device copies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub h2d: Option<Curve>,
    /// Device -> tier copies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub d2h: Option<Curve>,
}

/// A link's curves, per kind of host memory.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Curves {
    /// Copies to and from pinned host memory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pinned: Option<DirectionCurves>,
    /// Copies to and from pageable host memory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pageable: Option<DirectionCurves>,
}

impl Curves {
    /// The curves of `memory`, if measured.
    pub fn of(&self, memory: HostMemory) -> Option<&DirectionCurves> {
        match memory {
            HostMemory::Pinned => self.pinned.as_ref(),
            HostMemory::Pageable => self.pageable.as_ref(),
        }
    }

    /// Every curve.
    fn each_mut(&mut self) -> impl Iterator<Item = &mut Curve> {
        [self.pinned.as_mut(), self.pageable.as_mut()]
            .into_iter()
            .flatten()
            .flat_map(|DirectionCurves { h2d, d2h }| h2d.as_mut().into_iter().chain(d2h.as_mut()))
    }

    /// Each curve of this link's memory kinds, named by its field path
    /// below the link (`curves.pinned.h2d`).
    fn named(&self) -> Vec<(String, &Curve)> {
        let mut named = Vec::new();
        for memory in [HostMemory::Pinned, HostMemory::Pageable] {
            if let Some(directions) = self.of(memory) {
                for (direction, curve) in [("h2d", &directions.h2d), ("d2h", &directions.d2h)] {
                    if let Some(curve) = curve {
                        named.push((format!("curves.{}.{direction}", memory.name()), curve));
                    }
                }
            }
        }
        named
    }

    /// Rejects curves no link has; `prefix` is the link's field path and
    /// `host_memory` what the link names, if it does.
    pub(super) fn check(
        &self,
        origin: &str,
        prefix: &str,
        host_memory: Option<HostMemory>,
    ) -> Result<(), CostError> {
        if let Some(memory) = host_memory
            && self.of(memory).is_none()
        {
            return Err(invalid(
                origin,
                &format!("{prefix}.host_memory"),
                format!(
                    "names {}, but `{prefix}.curves` has no `{}` curves; add them, or name the memory the curves were measured on",
                    memory.name(),
                    memory.name()
                ),
            ));
        }
        for (name, curve) in self.named() {
            curve.check(origin, &format!("{prefix}.{name}"))?;
        }
        Ok(())
    }

    /// Each curve for a device that gets `share` of the link: the part of
    /// each copy beyond the curve's fixed cost ([`Curve::fixed_s`]) takes
    /// `1 / share` as long.
    pub(super) fn share(&mut self, share: f64) {
        for curve in self.each_mut() {
            let fixed = curve.fixed_s();
            for point in &mut curve.0 {
                let seconds = fixed + (point.seconds() - fixed) / share;
                point.bytes_per_s = point.bytes as f64 / seconds;
            }
        }
    }
}

/// Measured copies of one direction, by size (a JSON list of points).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Curve(pub Vec<CurvePoint>);

impl Curve {
    /// The points, smallest copy first.
    pub fn points(&self) -> &[CurvePoint] {
        &self.0
    }

    /// Seconds a copy of `bytes` takes (the module's rules).
    pub fn seconds(&self, bytes: u64) -> f64 {
        let points = &self.0;
        let (first, last) = (points[0], points[points.len() - 1]);
        if bytes <= first.bytes {
            return first.seconds();
        }
        if bytes >= last.bytes {
            return last.seconds() + (bytes - last.bytes) as f64 / last.bytes_per_s;
        }
        let upper = points.partition_point(|p| p.bytes < bytes);
        let (a, b) = (points[upper - 1], points[upper]);
        let along = (bytes as f64 / a.bytes as f64).ln() / (b.bytes as f64 / a.bytes as f64).ln();
        let rate = (a.bytes_per_s.ln() + along * (b.bytes_per_s / a.bytes_per_s).ln()).exp();
        bytes as f64 / rate
    }

    /// The time of the smallest copy measured: the part of every copy
    /// that moves no bytes (its setup), which a share of the link does not
    /// slow and the planner's line starts from.
    pub fn fixed_s(&self) -> f64 {
        self.0[0].seconds()
    }

    /// The fastest rate of any copy: no copy of `b` bytes takes less than
    /// `b` over it (a point's time is its bytes over its rate, between
    /// points the rate is between theirs, and above the largest the extra
    /// bytes move at its rate).
    pub fn fastest_rate(&self) -> f64 {
        self.0.iter().map(|p| p.bytes_per_s).fold(0.0, f64::max)
    }

    /// At least two points, sizes positive and strictly increasing, rates
    /// within [`super::MIN_RATE`, `super::MAX_RATE`], and no copy faster than a smaller
    /// one (the times do not fall with size).
    fn check(&self, origin: &str, field: &str) -> Result<(), CostError> {
        let points = &self.0;
        if points.len() < 2 {
            return Err(invalid(
                origin,
                field,
                format!(
                    "has {} point(s); a curve needs at least two (drop it to use the link's flat figures)",
                    points.len()
                ),
            ));
        }
        for (index, point) in points.iter().enumerate() {
            let at = format!("{field}[{index}]");
            if point.bytes == 0 {
                return Err(invalid(
                    origin,
                    &format!("{at}.bytes"),
                    "must be a positive number of bytes".into(),
                ));
            }
            super::check_rate(origin, &format!("{at}.bytes_per_s"), point.bytes_per_s)?;
            let Some(before) = index.checked_sub(1).map(|i| points[i]) else {
                continue;
            };
            if point.bytes <= before.bytes {
                return Err(invalid(
                    origin,
                    &format!("{at}.bytes"),
                    format!(
                        "is {}, not more than the point before ({}); sizes must strictly increase",
                        point.bytes, before.bytes
                    ),
                ));
            }
            if point.seconds() < before.seconds() {
                return Err(invalid(
                    origin,
                    &format!("{at}.bytes_per_s"),
                    format!(
                        "makes a copy of {} bytes ({}) faster than the smaller one before it ({}); a larger copy takes no less time",
                        point.bytes,
                        crate::units::format_seconds(point.seconds()),
                        crate::units::format_seconds(before.seconds())
                    ),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::{Chunk, Tier};
    use crate::testing::{GraphBuilder, round_cost_model};
    use crate::{CostModel, Direction, HardwareProfile};

    fn point(bytes: u64, bytes_per_s: f64) -> CurvePoint {
        CurvePoint { bytes, bytes_per_s }
    }

    /// 1 KiB at 1 GB/s, 1 MiB at 100 GB/s.
    fn two_points() -> Curve {
        Curve(vec![point(1024, 1e9), point(1 << 20, 1e11)])
    }

    fn assert_close(actual: f64, expected: f64) {
        assert!(
            (actual - expected).abs() <= 1e-9 * expected.abs(),
            "{actual} != {expected}"
        );
    }

    #[test]
    fn a_copy_at_a_point_takes_the_points_time() {
        let curve = two_points();
        assert_close(curve.seconds(1024), 1024.0 / 1e9);
        assert_close(curve.seconds(1 << 20), (1 << 20) as f64 / 1e11);
    }

    #[test]
    fn between_points_the_bandwidth_follows_log_size() {
        // 32 KiB is halfway from 1 KiB to 1 MiB in log of size, so its
        // bandwidth is halfway in log of bandwidth: 1e10.
        assert_close(two_points().seconds(32 << 10), (32 << 10) as f64 / 1e10);
    }

    #[test]
    fn below_the_smallest_point_the_time_is_its_floor() {
        let curve = two_points();
        for bytes in [0, 1, 512, 1024] {
            assert_close(curve.seconds(bytes), 1024.0 / 1e9);
        }
    }

    #[test]
    fn above_the_largest_point_extra_bytes_move_at_its_bandwidth() {
        let mib = (1u64 << 20) as f64;
        assert_close(two_points().seconds(3 << 20), mib / 1e11 + 2.0 * mib / 1e11);
    }

    /// A profile whose host link has `curves` (JSON) and `host_memory`.
    fn with_curves(curves: &str, host_memory: Option<&str>) -> Result<HardwareProfile, String> {
        let mut json: serde_json::Value =
            serde_json::from_str(include_str!("../../profiles/h200-pcie5.json")).unwrap();
        let link = &mut json["tiers"]["host"]["link"];
        link["curves"] = serde_json::from_str(curves).unwrap();
        if let Some(memory) = host_memory {
            link["host_memory"] = memory.into();
        }
        HardwareProfile::from_json(&json.to_string(), "curved.json").map_err(|e| e.to_string())
    }

    const PINNED_AND_PAGEABLE: &str = r#"{
        "pinned": {"h2d": [{"bytes": 1024, "bytes_per_s": 1e9}, {"bytes": 1048576, "bytes_per_s": 1e11}]},
        "pageable": {"h2d": [{"bytes": 1024, "bytes_per_s": 5e8}, {"bytes": 1048576, "bytes_per_s": 2e10}]}
    }"#;

    #[test]
    fn the_links_host_memory_picks_the_curve() {
        let h2d = |memory| {
            let model = CostModel::new(with_curves(PINNED_AND_PAGEABLE, memory).unwrap());
            model
                .transfer_time(1 << 20, Tier::Host, Direction::HostToDevice)
                .unwrap()
        };
        let mib = (1u64 << 20) as f64;
        // Pinned unless the link says otherwise.
        assert_close(h2d(None), mib / 1e11);
        assert_close(h2d(Some("pinned")), mib / 1e11);
        assert_close(h2d(Some("pageable")), mib / 2e10);
        // A direction without a curve keeps the flat figures: 10 us + b / 55e9.
        let model = CostModel::new(with_curves(PINNED_AND_PAGEABLE, None).unwrap());
        assert_close(
            model
                .transfer_time(1 << 20, Tier::Host, Direction::DeviceToHost)
                .unwrap(),
            10e-6 + mib / 55e9,
        );
    }

    #[test]
    fn curves_no_link_has_are_rejected_by_field() {
        let cases = [
            (
                r#"{"pinned": {"h2d": [{"bytes": 1024, "bytes_per_s": 1e9}]}}"#,
                None,
                "curved.json: `tiers.host.link.curves.pinned.h2d` has 1 point(s); a curve needs at least two",
            ),
            (
                r#"{"pinned": {"d2h": [{"bytes": 4096, "bytes_per_s": 1e9}, {"bytes": 4096, "bytes_per_s": 2e9}]}}"#,
                None,
                "curved.json: `tiers.host.link.curves.pinned.d2h[1].bytes` is 4096, not more than the point before (4096); sizes must strictly increase",
            ),
            (
                r#"{"pageable": {"h2d": [{"bytes": 4096, "bytes_per_s": 1e9}, {"bytes": 8192, "bytes_per_s": 1e30}]}}"#,
                Some("pageable"),
                "curved.json: `tiers.host.link.curves.pageable.h2d[1].bytes_per_s` must be a rate between 1e3 and 1e18 per second",
            ),
            (
                r#"{"pinned": {"h2d": [{"bytes": 4096, "bytes_per_s": 1e9}, {"bytes": 8192, "bytes_per_s": 4e9}]}}"#,
                None,
                "curved.json: `tiers.host.link.curves.pinned.h2d[1].bytes_per_s` makes a copy of 8192 bytes",
            ),
            (
                r#"{"pinned": {"h2d": [{"bytes": 0, "bytes_per_s": 1e9}, {"bytes": 8192, "bytes_per_s": 4e9}]}}"#,
                None,
                "curved.json: `tiers.host.link.curves.pinned.h2d[0].bytes` must be a positive number of bytes",
            ),
            (
                r#"{"pinned": {"h2d": [{"bytes": 1024, "bytes_per_s": 1e9}, {"bytes": 2048, "bytes_per_s": 1e9}]}}"#,
                Some("pageable"),
                "curved.json: `tiers.host.link.host_memory` names pageable, but `tiers.host.link.curves` has no `pageable` curves",
            ),
            (
                r#"{"pinned": {"h2d": [{"bytes": 1024, "bytes_per_s": 1e9, "ms": 2}]}}"#,
                None,
                "curved.json: malformed at `tiers.host.link.curves.pinned.h2d[0].ms`: unknown field `ms`",
            ),
        ];
        for (curves, memory, error) in cases {
            let got = with_curves(curves, memory).unwrap_err();
            assert!(got.starts_with(error), "{got}\nwanted: {error}");
        }
        assert!(with_curves(PINNED_AND_PAGEABLE, Some("pageable")).is_ok());
    }

    #[test]
    fn the_planners_line_is_exact_at_the_size_it_moves() {
        let model = CostModel::new(with_curves(PINNED_AND_PAGEABLE, None).unwrap());
        let h2d = Direction::HostToDevice;
        for bytes in [100, 4096, 65536, 1 << 20, 1 << 30] {
            let (per_byte, fixed) = model.link_speed_at(Tier::Host, h2d, bytes).unwrap();
            let time = model.transfer_time(bytes, Tier::Host, h2d).unwrap();
            assert_close(fixed + bytes as f64 * per_byte, time);
            // It starts from the smallest copy's time.
            assert_close(fixed, 1024.0 / 1e9);
        }
        // Smaller copies cost more per byte.
        let per_byte = |bytes| model.link_speed_at(Tier::Host, h2d, bytes).unwrap().0;
        assert!(per_byte(65536) > per_byte(1 << 30));
        // Without a curve, the flat line at any size.
        let d2h = Direction::DeviceToHost;
        for bytes in [1, 1 << 30] {
            assert_eq!(
                model.link_speed_at(Tier::Host, d2h, bytes).unwrap(),
                model.link_speed(Tier::Host, d2h).unwrap()
            );
        }
    }

    #[test]
    fn no_copy_beats_the_fastest_rate() {
        // A curve whose bandwidth falls past its peak.
        let curve = Curve(vec![
            point(4096, 1e9),
            point(1 << 20, 5e10),
            point(1 << 26, 2e10),
            point(1 << 30, 1.9e10),
        ]);
        let rate = curve.fastest_rate();
        assert_eq!(rate, 5e10);
        let mut bytes = 1u64;
        while bytes < 1 << 34 {
            assert!(
                bytes as f64 / rate <= curve.seconds(bytes) * (1.0 + 1e-12),
                "{bytes}"
            );
            bytes = bytes * 5 / 4 + 1;
        }
        // The lower bounds' line for a link with this curve.
        let mut model = CostModel::new(with_curves(PINNED_AND_PAGEABLE, None).unwrap());
        model
            .profile
            .tiers
            .host
            .as_mut()
            .unwrap()
            .link
            .curves
            .as_mut()
            .unwrap()
            .pinned = Some(DirectionCurves {
            h2d: Some(curve),
            d2h: None,
        });
        let h2d = Direction::HostToDevice;
        assert_eq!(
            model.link_floor(Tier::Host, h2d).unwrap(),
            (1.0 / 5e10, 0.0)
        );
        assert_eq!(
            model.transfer_floor(1 << 30, Tier::Host, h2d).unwrap(),
            (1u64 << 30) as f64 / 5e10
        );
        // Without a curve, the flat line, as transfer_time has it.
        let d2h = Direction::DeviceToHost;
        assert_eq!(
            model.link_floor(Tier::Host, d2h).unwrap(),
            model.link_speed(Tier::Host, d2h).unwrap()
        );
        assert_eq!(
            model.transfer_floor(12345, Tier::Host, d2h).unwrap(),
            model.transfer_time(12345, Tier::Host, d2h).unwrap()
        );
    }

    #[test]
    fn a_share_of_the_link_slows_the_part_beyond_latency() {
        let model = CostModel::new(with_curves(PINNED_AND_PAGEABLE, None).unwrap());
        let halved = model.clone().with_link_share(0.5);
        let h2d = Direction::HostToDevice;
        // At each measured size the smallest copy's time (1 KiB, 1.024 us)
        // stays and the rest takes twice as long; between them the shared
        // points are interpolated as any.
        let fixed = 1024.0 / 1e9;
        let time = |model: &CostModel, bytes| model.transfer_time(bytes, Tier::Host, h2d).unwrap();
        for bytes in [1024, 1 << 20] {
            assert_close(
                time(&halved, bytes),
                fixed + 2.0 * (time(&model, bytes) - fixed),
            );
        }
        for bytes in [32 << 10, 1 << 30] {
            assert!(time(&halved, bytes) > 1.3 * time(&model, bytes));
        }
    }

    /// The round model (1 MB/s, no latency) with a curve each way: 100 B
    /// take 5 ms (20 kB/s), 10 kB 10 ms (1 MB/s).
    fn curved_round_model() -> CostModel {
        let mut cost = round_cost_model();
        let curve = Curve(vec![point(100, 2e4), point(10_000, 1e6)]);
        cost.profile.tiers.host.as_mut().unwrap().link.curves = Some(Curves {
            pinned: Some(DirectionCurves {
                h2d: Some(curve.clone()),
                d2h: Some(curve),
            }),
            pageable: None,
        });
        cost
    }

    /// `w` (`bytes`) in host comes back in chunks of `chunk` bytes, one
    /// after another, and an op reads it.
    fn chunked_prefetch(bytes: u64, chunk: u64) -> crate::TensorGraph {
        let mut g = GraphBuilder::new("chunks");
        let w = g.arg_in(bytes, Tier::Host);
        let r = g.resident(w, Tier::Host);
        let mut value = None;
        for start in (0..bytes).step_by(chunk as usize) {
            let part = Chunk {
                start,
                bytes: chunk.min(bytes - start),
            };
            value = Some(g.prefetch_chunk(r, value, bytes, part));
        }
        let y = g.op("use_w", &[value.unwrap()], 10);
        g.result(y);
        g.finish()
    }

    /// Seconds per byte the host-to-device link was busy.
    fn h2d_seconds_per_byte(graph: &crate::TensorGraph, cost: &CostModel) -> f64 {
        let timeline = crate::simulate(graph, cost).unwrap();
        let busy: f64 = timeline.h2d_busy.iter().map(|b| b.end_s - b.start_s).sum();
        busy / timeline.h2d_bytes as f64
    }

    #[test]
    fn small_chunks_take_longer_per_byte_in_the_simulator() {
        let mut cost = round_cost_model();
        cost.profile.tiers.host.as_mut().unwrap().link = crate::Link {
            h2d_bytes_per_s: 5e10,
            d2h_bytes_per_s: 5e10,
            latency_s: 0.0,
            host_memory: None,
            curves: Some(Curves {
                pinned: Some(DirectionCurves {
                    h2d: Some(Curve(vec![
                        point(4096, 1e9),
                        point(64 << 10, 1e10),
                        point(1 << 30, 5e10),
                    ])),
                    d2h: None,
                }),
                pageable: None,
            }),
        };
        let gib = 1u64 << 30;
        let small = h2d_seconds_per_byte(&chunked_prefetch(gib, 64 << 10), &cost);
        let whole = h2d_seconds_per_byte(&chunked_prefetch(gib, gib), &cost);
        assert_close(small, 1.0 / 1e10);
        assert_close(whole, 1.0 / 5e10);
        // Without the curve both move at the flat 50 GB/s.
        cost.profile.tiers.host.as_mut().unwrap().link.curves = None;
        let flat = h2d_seconds_per_byte(&chunked_prefetch(gib, 64 << 10), &cost);
        assert_close(flat, 1.0 / 5e10);
    }

    #[test]
    fn simulator_and_checker_time_small_chunks_alike() {
        let cost = curved_round_model();
        // 1000 B in ten chunks of 100 B: 5 ms each on the curve, where the
        // flat link takes 0.1 ms.
        let graph = chunked_prefetch(1000, 100);
        let timeline = crate::simulate(&graph, &cost).unwrap();
        let checked = crate::PlanChecker::new(&graph, &cost).check().unwrap();
        assert_close(timeline.makespan_s, checked.makespan_s);
        assert!(
            timeline.makespan_s >= 50e-3 * (1.0 - 1e-12),
            "{}",
            timeline.makespan_s
        );
        // Whole, the 1000 B take 100 B's time at the bandwidth halfway
        // (in log of size) from 20 kB/s to 1 MB/s: 1000 / 141421 s.
        let whole = chunked_prefetch(1000, 1000);
        let timeline = crate::simulate(&whole, &cost).unwrap();
        let checked = crate::PlanChecker::new(&whole, &cost).check().unwrap();
        assert_close(timeline.makespan_s, checked.makespan_s);
        assert!(timeline.makespan_s >= 1000.0 / (2e4f64 * 1e6).sqrt());
        assert!(timeline.makespan_s < 10e-3);
    }
}
