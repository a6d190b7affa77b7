//! The profile the tool writes: core's `HardwareProfile` in JSON, with the
//! host link's measured transfer curves (docs/calibrate.md), and a source
//! for every number.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::{
    args::Plan,
    copies::{CopyCurves, CopyTime},
};

#[derive(Serialize)]
pub struct Profile {
    pub name: String,
    pub description: String,
    pub device_memory_bytes: u64,
    pub hbm_bytes_per_s: f64,
    pub peak_flops: PeakFlops,
    pub launch_overhead_s: f64,
    pub tiers: Tiers,
    pub sources: BTreeMap<String, String>,
}

#[derive(Serialize)]
pub struct PeakFlops {
    pub matrix_bf16: f64,
    pub matrix_f32: f64,
    pub vector_f32: f64,
}

#[derive(Serialize)]
pub struct Tiers {
    pub host: TierSpec,
}

#[derive(Serialize)]
pub struct TierSpec {
    pub capacity_bytes: u64,
    pub link: Link,
}

#[derive(Serialize)]
pub struct Link {
    pub h2d_bytes_per_s: f64,
    pub d2h_bytes_per_s: f64,
    pub latency_s: f64,
    /// The host memory the lowered programs copy from: pinned.
    pub host_memory: &'static str,
    pub curves: Curves,
}

#[derive(Serialize)]
pub struct Curves {
    pub pinned: Directions,
    pub pageable: Directions,
}

#[derive(Serialize)]
pub struct Directions {
    pub h2d: Vec<Point>,
    pub d2h: Vec<Point>,
}

/// One whole copy: `bytes / seconds` of it, latency included.
#[derive(Serialize)]
pub struct Point {
    pub bytes: u64,
    pub bytes_per_s: f64,
}

impl Directions {
    fn of(curves: &CopyCurves) -> Directions {
        let points = |times: &[CopyTime]| {
            times
                .iter()
                .map(|t| Point {
                    bytes: t.bytes as u64,
                    bytes_per_s: t.bytes as f64 / t.seconds,
                })
                .collect()
        };
        Directions {
            h2d: points(&curves.h2d),
            d2h: points(&curves.d2h),
        }
    }
}

/// Everything measured on the device, and how.
pub struct Measured {
    pub plan: Plan,
    pub copies: crate::copies::Copies,
    pub triad_bytes_per_s: f64,
    pub matrix_f32: f64,
    pub matrix_f16: f64,
    pub vector_f32: f64,
    pub launch_s: f64,
    pub memory: crate::capacity::Capacities,
    pub processor: String,
}

const TOOL: &str = "measured: hyperoffload-calibrate --device cpu";

/// The profile of the measurements, with their sources.
pub fn profile(name: &str, m: &Measured) -> Result<Profile, String> {
    let copies = &m.copies;
    let largest = |times: &[CopyTime]| times.last().map(|t| t.bytes as f64 / t.seconds);
    let smallest = |times: &[CopyTime]| times.first().map(|t| t.seconds);
    let (Some(h2d), Some(d2h), Some(first_h2d), Some(first_d2h)) = (
        largest(&copies.pinned.h2d),
        largest(&copies.pinned.d2h),
        smallest(&copies.pinned.h2d),
        smallest(&copies.pinned.d2h),
    ) else {
        return Err("no copy was measured".into());
    };
    let profile = Profile {
        name: name.into(),
        description: format!(
            "{} ({} cores) measured as a device by hyperoffload-calibrate: host memory stands in for device memory, copies between two host buffers for the link",
            m.processor,
            crate::timing::cores()
        ),
        device_memory_bytes: m.memory.device_bytes,
        hbm_bytes_per_s: m.triad_bytes_per_s,
        peak_flops: PeakFlops {
            matrix_bf16: m.matrix_f16,
            matrix_f32: m.matrix_f32,
            vector_f32: m.vector_f32,
        },
        launch_overhead_s: m.launch_s,
        tiers: Tiers {
            host: TierSpec {
                capacity_bytes: m.memory.host_bytes,
                link: Link {
                    h2d_bytes_per_s: h2d,
                    d2h_bytes_per_s: d2h,
                    latency_s: (first_h2d + first_d2h) / 2.0,
                    host_memory: "pinned",
                    curves: Curves {
                        pinned: Directions::of(&copies.pinned),
                        pageable: Directions::of(&copies.pageable),
                    },
                },
            },
        },
        sources: sources(m),
    };
    check_numbers(&profile)?;
    Ok(profile)
}

fn sources(m: &Measured) -> BTreeMap<String, String> {
    let plan = &m.plan;
    let runs = format!("median of {} runs", plan.runs);
    let side = plan.gemm_side;
    let mib = |bytes: usize| bytes as f64 / (1024.0 * 1024.0);
    let largest = plan.copy_sizes.last().copied().unwrap_or(0);
    let smallest = plan.copy_sizes.first().copied().unwrap_or(0);
    let locked = if m.copies.locked {
        "touched and locked (mlock)"
    } else {
        "touched, not locked (mlock was refused: RLIMIT_MEMLOCK)"
    };
    let pinned = format!(
        "memcpy between two host buffers mapped once, {locked}, and reused by every copy, sizes {} KiB to {} MiB in powers of 4, each a whole copy timed end to end",
        smallest / 1024,
        mib(largest)
    );
    let pageable = format!(
        "memcpy through a bounce buffer mapped for each copy and unmapped after (its page faults and the second copy paid, as CUDA's pageable path pays its staging), sizes {} KiB to {} MiB in powers of 4",
        smallest / 1024,
        mib(largest)
    );
    let mut sources = BTreeMap::new();
    let mut add = |key: &str, what: String| {
        sources.insert(key.to_owned(), what);
    };
    add(
        "hbm_bytes_per_s",
        format!(
            "{TOOL}, STREAM triad a = b + 3c on f64 over three arrays of {} MiB on {} threads, counting two arrays read and one written, {runs}",
            mib(plan.stream_array_bytes),
            crate::timing::cores()
        ),
    );
    add(
        "peak_flops.matrix_f32",
        format!(
            "{TOOL}, {side}x{side}x{side} f32 GEMM (the gemm crate, every core), 2 n^3 flops, {runs}"
        ),
    );
    add(
        "peak_flops.matrix_bf16",
        format!(
            "{TOOL}, {side}x{side}x{side} f16 GEMM (the gemm crate, every core; IEEE half stands for the 16-bit types), 2 n^3 flops, {runs}"
        ),
    );
    add(
        "peak_flops.vector_f32",
        format!(
            "{TOOL}, elementwise f32 FMA x = x a + b, {FMAS} per element held in registers, two flops each, every core, {runs}",
            FMAS = 256
        ),
    );
    add(
        "launch_overhead_s",
        format!(
            "{TOOL}, an empty task handed to a worker thread through a locked queue and waited for, as the emulated runtime's streams run each op, {} round trips a run, {runs}",
            plan.launches
        ),
    );
    add("device_memory_bytes", m.memory.device_source.clone());
    add("tiers.host.capacity_bytes", m.memory.host_source.clone());
    add(
        "tiers.host.link.h2d_bytes_per_s",
        format!(
            "{TOOL}, the largest pinned host-to-device copy ({} MiB): {pinned}, {runs}",
            mib(largest)
        ),
    );
    add(
        "tiers.host.link.d2h_bytes_per_s",
        format!(
            "{TOOL}, the largest pinned device-to-host copy ({} MiB): {pinned}, {runs}",
            mib(largest)
        ),
    );
    add(
        "tiers.host.link.latency_s",
        format!(
            "{TOOL}, the time of the smallest pinned copy ({} KiB), the mean of both directions: {pinned}, {runs}",
            smallest / 1024
        ),
    );
    for direction in ["h2d", "d2h"] {
        add(
            &format!("tiers.host.link.curves.pinned.{direction}"),
            format!("{TOOL}, {pinned}, {runs}"),
        );
        add(
            &format!("tiers.host.link.curves.pageable.{direction}"),
            format!("{TOOL}, {pageable}, {runs}"),
        );
    }
    sources
}

/// Every measured number must be a positive, finite rate or time: a
/// kernel that the clock could not see would give neither.
fn check_numbers(profile: &Profile) -> Result<(), String> {
    let link = &profile.tiers.host.link;
    let mut numbers: Vec<(String, f64)> = [
        ("hbm_bytes_per_s", profile.hbm_bytes_per_s),
        ("peak_flops.matrix_bf16", profile.peak_flops.matrix_bf16),
        ("peak_flops.matrix_f32", profile.peak_flops.matrix_f32),
        ("peak_flops.vector_f32", profile.peak_flops.vector_f32),
        ("launch_overhead_s", profile.launch_overhead_s),
        ("tiers.host.link.h2d_bytes_per_s", link.h2d_bytes_per_s),
        ("tiers.host.link.d2h_bytes_per_s", link.d2h_bytes_per_s),
        ("tiers.host.link.latency_s", link.latency_s),
    ]
    .into_iter()
    .map(|(field, value)| (field.to_owned(), value))
    .collect();
    let curves = [
        ("pinned", &link.curves.pinned),
        ("pageable", &link.curves.pageable),
    ];
    for (memory, directions) in curves {
        for (direction, points) in [("h2d", &directions.h2d), ("d2h", &directions.d2h)] {
            let field = format!("tiers.host.link.curves.{memory}.{direction}");
            numbers.extend(points.iter().map(|p| (field.clone(), p.bytes_per_s)));
        }
    }
    match numbers.iter().find(|(_, v)| !(v.is_finite() && *v > 0.0)) {
        Some((field, value)) => Err(format!(
            "the measurement of {field} gave {value}, not a positive time or rate; run again on a less loaded machine"
        )),
        None => Ok(()),
    }
}
