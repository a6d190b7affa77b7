//! The profile the tool writes: core's `HardwareProfile` in JSON, with the
//! host link's measured transfer curves (docs/calibrate.md), and a source
//! for every number.

use std::collections::BTreeMap;

use hyperoffload_core::{
    HardwareProfile,
    cost::{
        Curve, CurvePoint, Curves, DirectionCurves, HostMemory, Link, PeakFlops, TierSpec, Tiers,
    },
};

use crate::copies::{CopyCurves, CopyTime};

/// The curves of one kind of host memory, as the profile holds them: each
/// point one whole copy, `bytes / seconds` of it, latency included.
fn directions(curves: &CopyCurves) -> DirectionCurves {
    let curve = |times: &[CopyTime]| {
        Some(Curve(
            times
                .iter()
                .map(|t| CurvePoint {
                    bytes: t.bytes as u64,
                    bytes_per_s: t.bytes as f64 / t.seconds,
                })
                .collect(),
        ))
    };
    DirectionCurves {
        h2d: curve(&curves.h2d),
        d2h: curve(&curves.d2h),
    }
}

/// One measured figure and what was timed to get it.
pub struct Figure {
    pub value: f64,
    /// The kernel and its sizes, as the profile's source says it.
    pub how: String,
}

/// Everything measured on the device, and how.
pub struct Measured {
    /// The device as the command line names it (`cpu`, `cuda:0`).
    pub device: String,
    /// One line: which device, which link.
    pub description: String,
    /// Runs per measurement, of which the median is kept.
    pub runs: usize,
    pub copies: crate::copies::Copies,
    pub hbm_bytes_per_s: Figure,
    pub matrix_f32: Figure,
    pub matrix_bf16: Figure,
    pub vector_f32: Figure,
    pub launch_s: Figure,
    pub memory: crate::capacity::Capacities,
}

/// The profile of the measurements, with their sources.
pub fn profile(name: &str, m: &Measured) -> Result<HardwareProfile, String> {
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
    let profile = HardwareProfile {
        name: name.into(),
        description: m.description.clone(),
        device_memory_bytes: m.memory.device_bytes,
        hbm_bytes_per_s: m.hbm_bytes_per_s.value,
        peak_flops: PeakFlops {
            matrix_bf16: m.matrix_bf16.value,
            matrix_f32: m.matrix_f32.value,
            vector_f32: m.vector_f32.value,
        },
        launch_overhead_s: m.launch_s.value,
        tiers: Tiers {
            host: Some(TierSpec {
                capacity_bytes: m.memory.host_bytes,
                link: Link {
                    h2d_bytes_per_s: h2d,
                    d2h_bytes_per_s: d2h,
                    latency_s: (first_h2d + first_d2h) / 2.0,
                    host_memory: Some(HostMemory::Pinned),
                    curves: Some(Curves {
                        pinned: Some(directions(&copies.pinned)),
                        pageable: Some(directions(&copies.pageable)),
                    }),
                },
                staged_through: None,
                staging_bytes: None,
            }),
            ..Tiers::default()
        },
        fabric: None,
        sources: sources(m),
    };
    check_numbers(&profile)?;
    Ok(profile)
}

fn sources(m: &Measured) -> BTreeMap<String, String> {
    let measured = |how: &str| {
        format!(
            "measured: hyperoffload-calibrate --device {}, {how}, median of {} runs",
            m.device, m.runs
        )
    };
    let sizes: Vec<usize> = m.copies.pinned.h2d.iter().map(|t| t.bytes).collect();
    let (smallest, largest) = (
        sizes.first().copied().unwrap_or(0),
        sizes.last().copied().unwrap_or(0),
    );
    let span = format!(
        "sizes {} to {} in powers of 4, each a whole copy timed end to end",
        size_text(smallest),
        size_text(largest)
    );
    let pinned = format!("{}, {span}", m.copies.pinned_how);
    let pageable = format!("{}, {span}", m.copies.pageable_how);
    let mut sources = BTreeMap::new();
    let mut add = |key: &str, what: String| {
        sources.insert(key.to_owned(), what);
    };
    add("hbm_bytes_per_s", measured(&m.hbm_bytes_per_s.how));
    add("peak_flops.matrix_f32", measured(&m.matrix_f32.how));
    add("peak_flops.matrix_bf16", measured(&m.matrix_bf16.how));
    add("peak_flops.vector_f32", measured(&m.vector_f32.how));
    add("launch_overhead_s", measured(&m.launch_s.how));
    add("device_memory_bytes", m.memory.device_source.clone());
    add("tiers.host.capacity_bytes", m.memory.host_source.clone());
    let largest = size_text(largest);
    add(
        "tiers.host.link.h2d_bytes_per_s",
        measured(&format!(
            "the largest pinned host-to-device copy ({largest}): {pinned}"
        )),
    );
    add(
        "tiers.host.link.d2h_bytes_per_s",
        measured(&format!(
            "the largest pinned device-to-host copy ({largest}): {pinned}"
        )),
    );
    add(
        "tiers.host.link.latency_s",
        measured(&format!(
            "the time of the smallest pinned copy ({}), the mean of both directions: {pinned}",
            size_text(smallest)
        )),
    );
    for direction in ["h2d", "d2h"] {
        add(
            &format!("tiers.host.link.curves.pinned.{direction}"),
            measured(&pinned),
        );
        add(
            &format!("tiers.host.link.curves.pageable.{direction}"),
            measured(&pageable),
        );
    }
    sources
}

/// `4 KiB`, `256 MiB`: a power-of-two size.
pub fn size_text(bytes: usize) -> String {
    const KIB: usize = 1024;
    match bytes {
        b if b >= KIB * KIB * KIB && b % (KIB * KIB * KIB) == 0 => {
            format!("{} GiB", b / (KIB * KIB * KIB))
        }
        b if b >= KIB * KIB && b % (KIB * KIB) == 0 => format!("{} MiB", b / (KIB * KIB)),
        b if b >= KIB && b % KIB == 0 => format!("{} KiB", b / KIB),
        b => format!("{b} bytes"),
    }
}

/// Every measured number must be a positive, finite rate or time: a
/// kernel that the clock could not see would give neither.
fn check_numbers(profile: &HardwareProfile) -> Result<(), String> {
    let link = &profile
        .tiers
        .host
        .as_ref()
        .expect("the calibrated profile has a host tier")
        .link;
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
    let curves = link.curves.iter().flat_map(|curves| {
        [HostMemory::Pinned, HostMemory::Pageable]
            .into_iter()
            .filter_map(move |memory| Some((memory, curves.of(memory)?)))
    });
    for (memory, directions) in curves {
        for (direction, curve) in [("h2d", &directions.h2d), ("d2h", &directions.d2h)] {
            let field = format!("tiers.host.link.curves.{}.{direction}", memory.name());
            let points = curve.iter().flat_map(|c| c.points());
            numbers.extend(points.map(|p| (field.clone(), p.bytes_per_s)));
        }
    }
    match numbers.iter().find(|(_, v)| !(v.is_finite() && *v > 0.0)) {
        Some((field, value)) => Err(format!(
            "the measurement of {field} gave {value}, not a positive time or rate; run again on a less loaded machine"
        )),
        None => Ok(()),
    }
}
