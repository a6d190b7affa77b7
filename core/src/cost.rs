//! The cost model: how long an op and a transfer take on some hardware.
//!
//! A [`HardwareProfile`] (JSON, in `core/profiles/`) gives the device's
//! memory, its peak FLOP/s per kind of work, its HBM bandwidth, a per-kernel
//! launch overhead, and for each remote tier (host, cxl, nvme, pool) a
//! [`Link`] per direction with its latency, plus the tier's capacity. Every
//! number carries a source in `sources`.
//!
//! [`CostModel::op_time`] is a roofline, `max(flops / peak, bytes / hbm)`
//! plus the launch overhead, unless a measured [`PerfRecord`] times the
//! node (by its signature, its key or interpolation: [`crate::record`]);
//! [`CostModel::transfer_time`] is `latency + bytes / bandwidth`, or the
//! link's measured [`Curve`] at the copy's size where the profile has one.

use crate::graph::{Collective, Node, NodeKind, OpWork, SliceStream, Tier};
pub use crate::record::{MeasuredOp, PerfRecord};
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use std::{collections::BTreeMap, path::Path};
use thiserror::Error;

mod curve;
pub use curve::{Curve, CurvePoint, Curves, DirectionCurves, HostMemory};

/// Built-in profiles, by name.
const BUILTIN_PROFILES: [(&str, &str); 9] = [
    ("h200-pcie5", include_str!("../profiles/h200-pcie5.json")),
    ("gh200-c2c", include_str!("../profiles/gh200-c2c.json")),
    ("a100-pcie4", include_str!("../profiles/a100-pcie4.json")),
    ("ascend-910c", include_str!("../profiles/ascend-910c.json")),
    (
        "h200-pcie5-nvme",
        include_str!("../profiles/h200-pcie5-nvme.json"),
    ),
    (
        "gh200-c2c-nvme",
        include_str!("../profiles/gh200-c2c-nvme.json"),
    ),
    (
        "h200-pcie5-cxl",
        include_str!("../profiles/h200-pcie5-cxl.json"),
    ),
    (
        "ascend-910c-supernode",
        include_str!("../profiles/ascend-910c-supernode.json"),
    ),
    (
        "gh200-c2c-measured",
        include_str!("../profiles/gh200-c2c-measured.json"),
    ),
];

/// Why a profile or a performance record cannot be used.
#[derive(Debug, Error)]
pub enum CostError {
    /// A profile or record file cannot be read.
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    /// The JSON does not parse, or `field` has the wrong type or name.
    #[error("{origin}: malformed at `{field}`: {message}")]
    Malformed {
        origin: String,
        field: String,
        message: String,
    },
    /// A number no hardware has (a zero bandwidth, a negative time).
    #[error("{origin}: `{field}` {reason}")]
    InvalidValue {
        origin: String,
        field: String,
        reason: String,
    },
    /// No built-in profile has this name.
    #[error("unknown hardware profile `{name}`; built-in profiles: {known}")]
    UnknownProfile { name: String, known: String },
    /// A transfer to a tier the profile does not describe.
    #[error(
        "hardware profile `{profile}` has no `{tier}` tier; add `tiers.{tier}` to the profile or use another tier"
    )]
    MissingTier { profile: String, tier: Tier },
    /// A collective to time on a profile without a fabric.
    #[error(
        "hardware profile `{profile}` has no `fabric`, so the {collective} at {location} cannot be timed; add `fabric` (bandwidth, latency) to the profile or use a built-in one"
    )]
    MissingFabric {
        profile: String,
        collective: &'static str,
        location: String,
    },
    /// Two measurements of one signature.
    #[error(
        "{origin}: signature `{signature}` is measured twice (entries {first} and {second}); keep one"
    )]
    DuplicateSignature {
        origin: String,
        signature: String,
        first: usize,
        second: usize,
    },
}

/// Peak arithmetic rates, in FLOP/s.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeakFlops {
    /// Matrix units (tensor cores, cube) on 16-bit floats (bf16/f16), dense.
    pub matrix_bf16: f64,
    /// Matrix work on f32 operands, dense.
    pub matrix_f32: f64,
    /// Non-matrix (vector/elementwise) f32 work.
    pub vector_f32: f64,
}

/// One direction pair between the device and a tier.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Link {
    /// Tier -> device bandwidth, bytes/s.
    pub h2d_bytes_per_s: f64,
    /// Device -> tier bandwidth, bytes/s.
    pub d2h_bytes_per_s: f64,
    /// Fixed cost of one transfer, seconds.
    pub latency_s: f64,
    /// The host memory the link's copies use, which picks the curves;
    /// `None`: pinned, as the lowerings allocate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_memory: Option<HostMemory>,
    /// Measured bandwidth against copy size; a direction without a curve
    /// of the chosen memory is timed by the flat figures above.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub curves: Option<Curves>,
}

impl Link {
    /// The curve that times copies in `direction`, if measured for the
    /// link's host memory.
    pub fn curve(&self, direction: Direction) -> Option<&Curve> {
        let directions = self
            .curves
            .as_ref()?
            .of(self.host_memory.unwrap_or_default())?;
        match direction {
            Direction::HostToDevice => directions.h2d.as_ref(),
            Direction::DeviceToHost => directions.d2h.as_ref(),
        }
    }

    /// The flat bandwidth of `direction`, bytes/s.
    fn bandwidth(&self, direction: Direction) -> f64 {
        match direction {
            Direction::HostToDevice => self.h2d_bytes_per_s,
            Direction::DeviceToHost => self.d2h_bytes_per_s,
        }
    }
}

/// The scale-up fabric between the devices of one server or SuperNode
/// (NVLink through NVSwitch, HCCS, a unified bus), over which collectives
/// run ([`crate::graph::Collective`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fabric {
    /// What it is, in a few words (`NVLink 4 through NVSwitch`).
    pub name: String,
    /// Bandwidth one device sends (and, at once, receives) at, bytes/s.
    pub bytes_per_s: f64,
    /// Fixed cost of one step of a collective's algorithm, seconds.
    pub latency_s: f64,
    /// The tier whose link the fabric's traffic shares (the pool of a
    /// SuperNode on its unified bus; host memory behind the PCIe switch
    /// that also holds the NIC): collectives and that tier's copies then
    /// take turns on it. `None`: a fabric of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shares_tier: Option<Tier>,
}

/// A remote memory tier: how much it holds and how it is reached.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TierSpec {
    /// Bytes the tier can hold for this device.
    pub capacity_bytes: u64,
    /// How the device reaches it.
    pub link: Link,
    /// The tier its copies pass through on their way to and from the
    /// device (NVMe read and written through host memory, as lowered: a
    /// file mapped there, whose page cache holds a copy's bytes while it is
    /// in flight); `None`: reached directly. That tier holds a bounce
    /// buffer per direction ([`Bounce`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub staged_through: Option<Tier>,
    /// With `staged_through`: the most bytes of one copy in flight that
    /// tier holds (a larger copy is staged through it in pieces, at the
    /// same rate); `None`: the whole copy.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub staging_bytes: Option<u64>,
}

/// The tiers a profile has; a missing one cannot be planned for.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tiers {
    /// Host DRAM (over PCIe, NVLink-C2C, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host: Option<TierSpec>,
    /// CXL-attached memory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cxl: Option<TierSpec>,
    /// NVMe storage (through host memory, as lowered, or directly).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nvme: Option<TierSpec>,
    /// A SuperNode's shared memory pool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pool: Option<TierSpec>,
}

impl Tiers {
    /// The spec of `tier`, if the profile has it.
    pub fn get(&self, tier: Tier) -> Option<&TierSpec> {
        match tier {
            Tier::Host => self.host.as_ref(),
            Tier::Cxl => self.cxl.as_ref(),
            Tier::Nvme => self.nvme.as_ref(),
            Tier::Pool => self.pool.as_ref(),
        }
    }

    /// The spec of `tier` to change, if the profile has it.
    pub fn get_mut(&mut self, tier: Tier) -> Option<&mut TierSpec> {
        match tier {
            Tier::Host => self.host.as_mut(),
            Tier::Cxl => self.cxl.as_mut(),
            Tier::Nvme => self.nvme.as_mut(),
            Tier::Pool => self.pool.as_mut(),
        }
    }

    /// The capacity of `tier` in bytes (`None`: the profile lacks it).
    pub fn capacity(&self, tier: Tier) -> Option<u64> {
        self.get(tier).map(|spec| spec.capacity_bytes)
    }

    /// The tier copies to and from `tier` pass through, if any.
    pub fn staged_through(&self, tier: Tier) -> Option<Tier> {
        self.get(tier).and_then(|spec| spec.staged_through)
    }

    /// The bytes of a copy of `bytes` to or from `tier` that the tier it
    /// passes through holds while it is in flight.
    pub fn staged_bytes(&self, tier: Tier, bytes: u64) -> u64 {
        self.get(tier)
            .and_then(|spec| spec.staging_bytes)
            .map_or(bytes, |most| bytes.min(most))
    }
}

/// The bounce buffers that copies staged through a tier
/// ([`TierSpec::staged_through`]) hold there: one per direction, since a
/// direction's copies run one at a time on its stream, as large as the
/// largest copy it has carried so far (at most the tier's
/// [`TierSpec::staging_bytes`]) and kept from its first copy to the end of
/// the function (a reused buffer; for a page-cache path, the most a copy
/// in flight can hold). The checker, the planner's tier accounting
/// and the report count them alike.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Bounce {
    /// Per tier copies pass through: the largest copy to a tier staged
    /// through it, and the largest from one.
    through: Vec<(Tier, u64, u64)>,
}

impl Bounce {
    /// Counts a copy of `bytes` to (`DeviceToHost`) or from `tier`; the
    /// tier it passes through and the bytes its bounce buffers then hold,
    /// or `None` for a tier reached directly.
    pub fn add(
        &mut self,
        tiers: &Tiers,
        tier: Tier,
        direction: Direction,
        bytes: u64,
    ) -> Option<(Tier, u64)> {
        let via = tiers.staged_through(tier)?;
        let bytes = tiers.staged_bytes(tier, bytes);
        let at = match self.through.iter().position(|&(t, _, _)| t == via) {
            Some(at) => at,
            None => {
                self.through.push((via, 0, 0));
                self.through.len() - 1
            }
        };
        let (_, to, from) = &mut self.through[at];
        let largest = match direction {
            Direction::DeviceToHost => to,
            Direction::HostToDevice => from,
        };
        *largest = (*largest).max(bytes);
        Some((via, self.held(via)))
    }

    /// Counts a copy of `bytes` each way to and from `tier` (a stored
    /// tensor that comes back), as [`Bounce::add`].
    pub fn round_trip(&mut self, tiers: &Tiers, tier: Tier, bytes: u64) -> Option<(Tier, u64)> {
        self.add(tiers, tier, Direction::DeviceToHost, bytes);
        self.add(tiers, tier, Direction::HostToDevice, bytes)
    }

    /// Where a [`Bounce::round_trip`] of `bytes` would grow the bounce
    /// buffers: the tier it passes through and by how much; `None` for a
    /// tier reached directly.
    pub fn growth(&self, tiers: &Tiers, tier: Tier, bytes: u64) -> Option<(Tier, u64)> {
        let (via, held) = self.clone().round_trip(tiers, tier, bytes)?;
        Some((via, held - self.held(via)))
    }

    /// The bytes `via`'s bounce buffers hold.
    pub fn held(&self, via: Tier) -> u64 {
        self.through
            .iter()
            .find(|&&(t, _, _)| t == via)
            .map_or(0, |&(_, to, from)| to + from)
    }
}

/// A device and its remote tiers, as the cost model sees them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HardwareProfile {
    /// The name plans and passes refer to (`h200-pcie5`).
    pub name: String,
    /// One line: which device, which link.
    pub description: String,
    /// Device (HBM) capacity, bytes.
    pub device_memory_bytes: u64,
    /// HBM bandwidth, bytes/s.
    pub hbm_bytes_per_s: f64,
    /// Peak arithmetic rates per kind of work.
    pub peak_flops: PeakFlops,
    /// Fixed cost added to every op that launches a kernel, seconds.
    pub launch_overhead_s: f64,
    /// The remote tiers and their links.
    pub tiers: Tiers,
    /// The fabric collectives run over; a profile without one cannot time
    /// a program that has collectives.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fabric: Option<Fabric>,
    /// Where each number comes from, keyed by its field path
    /// (`peak_flops.matrix_bf16`, `tiers.host.link.h2d_bytes_per_s`).
    pub sources: BTreeMap<String, String>,
}

impl HardwareProfile {
    /// Names of the built-in profiles.
    pub fn builtin_names() -> Vec<&'static str> {
        BUILTIN_PROFILES.iter().map(|(name, _)| *name).collect()
    }

    /// The built-in profile `name`.
    pub fn builtin(name: &str) -> Result<HardwareProfile, CostError> {
        let Some((_, json)) = BUILTIN_PROFILES.iter().find(|(known, _)| *known == name) else {
            let known = HardwareProfile::builtin_names().join(", ");
            return Err(CostError::UnknownProfile {
                name: name.into(),
                known,
            });
        };
        HardwareProfile::from_json(json, &format!("built-in profile {name}"))
    }

    /// Loads a profile from a JSON file.
    pub fn load(path: impl AsRef<Path>) -> Result<HardwareProfile, CostError> {
        let (text, origin) = read_text(path.as_ref())?;
        HardwareProfile::from_json(&text, &origin)
    }

    /// Parses and checks a profile; `origin` (a path) names it in errors.
    pub fn from_json(text: &str, origin: &str) -> Result<HardwareProfile, CostError> {
        let profile: HardwareProfile = parse_json(text, origin)?;
        profile.check(origin)?;
        Ok(profile)
    }

    /// The link to `tier`.
    pub fn link(&self, tier: Tier) -> Result<&Link, CostError> {
        self.tiers
            .get(tier)
            .map(|spec| &spec.link)
            .ok_or_else(|| CostError::MissingTier {
                profile: self.name.clone(),
                tier,
            })
    }

    /// Rejects numbers no hardware has: capacities must be positive, rates
    /// within [`MIN_RATE`, `MAX_RATE`] (bytes or operations per second),
    /// times within [0, [`MAX_FIXED_COST_S`]].
    fn check(&self, origin: &str) -> Result<(), CostError> {
        if self.name.is_empty() {
            return Err(invalid(origin, "name", "must not be empty".into()));
        }
        check_capacity(origin, "device_memory_bytes", self.device_memory_bytes)?;
        let rates = [
            ("hbm_bytes_per_s", self.hbm_bytes_per_s),
            ("peak_flops.matrix_bf16", self.peak_flops.matrix_bf16),
            ("peak_flops.matrix_f32", self.peak_flops.matrix_f32),
            ("peak_flops.vector_f32", self.peak_flops.vector_f32),
        ];
        for (field, value) in rates {
            check_rate(origin, field, value)?;
        }
        check_fixed_cost(origin, "launch_overhead_s", self.launch_overhead_s)?;
        if let Some(fabric) = &self.fabric {
            check_rate(origin, "fabric.bytes_per_s", fabric.bytes_per_s)?;
            check_fixed_cost(origin, "fabric.latency_s", fabric.latency_s)?;
            if let Some(tier) = fabric.shares_tier
                && self.tiers.get(tier).is_none()
            {
                return Err(invalid(
                    origin,
                    "fabric.shares_tier",
                    format!(
                        "names {tier}, a tier the profile does not have; add it, or drop shares_tier"
                    ),
                ));
            }
        }
        for tier in Tier::ALL {
            if let Some(spec) = self.tiers.get(tier) {
                check_capacity(
                    origin,
                    &format!("tiers.{tier}.capacity_bytes"),
                    spec.capacity_bytes,
                )?;
                let prefix = format!("tiers.{tier}.link");
                check_rate(
                    origin,
                    &format!("{prefix}.h2d_bytes_per_s"),
                    spec.link.h2d_bytes_per_s,
                )?;
                check_rate(
                    origin,
                    &format!("{prefix}.d2h_bytes_per_s"),
                    spec.link.d2h_bytes_per_s,
                )?;
                check_fixed_cost(origin, &format!("{prefix}.latency_s"), spec.link.latency_s)?;
                if let Some(curves) = &spec.link.curves {
                    curves.check(origin, &prefix, spec.link.host_memory)?;
                }
                if let Some(via) = spec.staged_through {
                    let field = format!("tiers.{tier}.staged_through");
                    let reason = match self.tiers.get(via) {
                        _ if via == tier => Some(
                            "names the tier itself; name the tier its copies pass through (host), or drop staged_through".into(),
                        ),
                        None => Some(format!(
                            "names {via}, a tier the profile does not have; add it, or drop staged_through (the tier is then reached directly)"
                        )),
                        Some(through) if through.staged_through.is_some() => Some(format!(
                            "names {via}, which is itself staged through another tier; name a tier the device reaches directly"
                        )),
                        Some(_) => None,
                    };
                    if let Some(reason) = reason {
                        return Err(invalid(origin, &field, reason));
                    }
                }
                if let Some(bytes) = spec.staging_bytes {
                    let field = format!("tiers.{tier}.staging_bytes");
                    if spec.staged_through.is_none() {
                        return Err(invalid(
                            origin,
                            &field,
                            "is for a tier staged through another; add staged_through, or drop it"
                                .into(),
                        ));
                    }
                    check_capacity(origin, &field, bytes)?;
                }
            }
        }
        Ok(())
    }
}

/// Which way a transfer goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// Tier -> device (`offload.prefetch`), the link's `h2d` side.
    HostToDevice,
    /// Device -> tier (`offload.store`), the link's `d2h` side.
    DeviceToHost,
}

/// Op and transfer times from a profile and, optionally, measurements.
#[derive(Clone, Debug, PartialEq)]
pub struct CostModel {
    /// The hardware.
    pub profile: HardwareProfile,
    /// Measured times that override the roofline by signature.
    pub record: Option<PerfRecord>,
}

impl CostModel {
    /// A roofline-only model of `profile`.
    pub fn new(profile: HardwareProfile) -> CostModel {
        CostModel {
            profile,
            record: None,
        }
    }

    /// The same model for a device that gets `share` (in (0, 1]) of each
    /// link's bandwidth, the rest going to others on the same link; latency
    /// (a curve's smallest copy, [`Curve::fixed_s`]) stays.
    pub fn with_link_share(mut self, share: f64) -> CostModel {
        debug_assert!(share > 0.0 && share <= 1.0, "a link share is in (0, 1]");
        for tier in Tier::ALL {
            if let Some(spec) = self.profile.tiers.get_mut(tier) {
                spec.link.h2d_bytes_per_s *= share;
                spec.link.d2h_bytes_per_s *= share;
                if let Some(curves) = &mut spec.link.curves {
                    curves.share(share);
                }
            }
        }
        self
    }

    /// The same model, with measured times taking precedence.
    pub fn with_record(self, record: PerfRecord) -> CostModel {
        CostModel {
            record: Some(record),
            ..self
        }
    }

    /// Seconds a node keeps the compute stream busy: 0 for offload nodes
    /// (they only issue transfers) and collectives (they run on the fabric
    /// stream, [`CostModel::collective_time`]), the time the record gives
    /// it ([`PerfRecord::measured`]), else [`CostModel::roofline_time`].
    pub fn op_time(&self, node: &Node) -> f64 {
        if !matches!(node.kind, NodeKind::Compute) || node.collective.is_some() {
            return 0.0;
        }
        if let Some((seconds, _)) = self.record.as_ref().and_then(|r| r.measured(node)) {
            return seconds;
        }
        if !node.kernels.is_empty() {
            return node
                .kernels
                .iter()
                .map(|(work, count)| *count as f64 * self.roofline_time(work))
                .sum();
        }
        self.roofline_time(&node.work)
    }

    /// Seconds a collective keeps the fabric busy: its algorithm's share of
    /// the buffer at the fabric's bandwidth plus a latency per step
    /// ([`CollectiveKind::traffic`](crate::graph::CollectiveKind::traffic)),
    /// or the measured time when the record has the node's signature.
    pub fn collective_time(&self, node: &Node, collective: &Collective) -> Result<f64, CostError> {
        if let Some(seconds) = self
            .record
            .as_ref()
            .and_then(|record| record.seconds(&node.signature))
        {
            return Ok(seconds);
        }
        let (crossings, steps) = collective.kind.traffic(collective.group);
        if crossings == 0.0 {
            return Ok(0.0);
        }
        let fabric = self.fabric(node, collective)?;
        Ok(steps * fabric.latency_s + crossings * collective.bytes as f64 / fabric.bytes_per_s)
    }

    /// Seconds a node keeps its stream busy: the compute stream
    /// ([`CostModel::op_time`]) or, for a collective, the fabric (0 where
    /// the profile cannot time it).
    pub fn stream_time(&self, node: &Node) -> f64 {
        match node.collective {
            Some(collective) => self.collective_time(node, &collective).unwrap_or(0.0),
            None => self.op_time(node),
        }
    }

    /// The seconds the planner's timeline gives a collective: all of its
    /// fabric time, as if the compute stream waited for it (the tensor
    /// parallel all-reduce whose result the next op reads), so that the
    /// links may move data meanwhile; none on a fabric that shares a
    /// tier's link, which is busy with the collective then. 0 for other
    /// nodes and for a collective the profile cannot time. The timeline
    /// (and the link bounds on it) thus never gives the links less time
    /// than the run does; the planner's judge, which simulates, has the
    /// last word.
    pub fn exposed_collective_s(&self, node: &Node) -> f64 {
        if self.fabric_shares_tier().is_some() {
            return 0.0;
        }
        node.collective
            .and_then(|collective| self.collective_time(node, &collective).ok())
            .unwrap_or(0.0)
    }

    /// The tier whose link the profile's fabric shares, if it has a fabric
    /// that shares one ([`Fabric::shares_tier`]).
    pub fn fabric_shares_tier(&self) -> Option<Tier> {
        self.profile.fabric.as_ref().and_then(|f| f.shares_tier)
    }

    /// The profile's fabric, which `node`'s collective needs.
    pub fn fabric(&self, node: &Node, collective: &Collective) -> Result<&Fabric, CostError> {
        self.profile
            .fabric
            .as_ref()
            .ok_or_else(|| CostError::MissingFabric {
                profile: self.profile.name.clone(),
                collective: collective.kind.name(),
                location: node.location.clone(),
            })
    }

    /// When, into one iteration of the loop that streams `stream` (the
    /// node's, or the inner loop of a nested stream), the copy of its
    /// slice may start: with the iteration for a read into two slots (its
    /// next slice goes into the slot the iteration does not read), else
    /// once the kernels before it ([`SliceStream::starts_after_kernel`]:
    /// until a one-slot read's last reader, or until a written slice is
    /// made) have run, their share of the iteration's compute.
    pub fn stream_start_s(&self, node: &Node, stream: &SliceStream) -> f64 {
        if !stream.one_slot && stream.stores_to.is_none() {
            return 0.0;
        }
        let kernels = Self::loop_kernels(node, stream);
        let total = self.kernels_time(kernels);
        if total <= 0.0 {
            return 0.0;
        }
        let until = stream.starts_after_kernel.min(kernels.len());
        self.stream_iteration_compute_s(node, stream) * self.kernels_time(&kernels[..until]) / total
    }

    /// The compute of one iteration of the loop that streams `stream`: the
    /// node's time over its iterations, or for a nested stream its inner
    /// loop's kernels' share of that time, over the inner loop's runs and
    /// iterations.
    pub fn stream_iteration_compute_s(&self, node: &Node, stream: &SliceStream) -> f64 {
        let iterations = stream.iterations.max(1) as f64;
        let Some(nesting) = stream.nested else {
            return self.op_time(node) / iterations;
        };
        let total = self.kernels_time(&node.kernels);
        if total <= 0.0 {
            return 0.0;
        }
        let share = self.kernels_time(Self::loop_kernels(node, stream)) / total;
        self.op_time(node) * share / (nesting.runs.max(1) as f64 * iterations)
    }

    /// What the nested streams of the loop `node` ([`SliceStream::nested`])
    /// add to its time: in each run of each inner loop, the wait for its
    /// first slices (its reads' copies one after another, before the inner
    /// loop starts), and in each of its iterations what its copies
    /// ([`Self::streamed_iteration_s`]) take beyond its compute. `copies`:
    /// each nested stream, its direction, and one copy's seconds.
    pub fn nested_streams_s(&self, node: &Node, copies: &[(&SliceStream, Direction, f64)]) -> f64 {
        let mut loops: Vec<crate::graph::Nesting> = Vec::new();
        for (stream, _, _) in copies {
            if let Some(nesting) = stream.nested
                && !loops.contains(&nesting)
            {
                loops.push(nesting);
            }
        }
        loops
            .iter()
            .map(|&nesting| {
                let group: Vec<_> = copies
                    .iter()
                    .filter(|(stream, _, _)| stream.nested == Some(nesting))
                    .collect();
                let (first, _, _) = group[0];
                let compute_s = self.stream_iteration_compute_s(node, first);
                let iteration_s = Self::streamed_iteration_s(
                    compute_s,
                    group.iter().map(|&&(stream, direction, one_s)| {
                        (direction, self.stream_start_s(node, stream), one_s)
                    }),
                );
                let first_slices_s: f64 = group
                    .iter()
                    .filter(|(_, direction, _)| *direction == Direction::HostToDevice)
                    .map(|(_, _, one_s)| one_s)
                    .sum();
                nesting.runs as f64
                    * (first_slices_s
                        + first.iterations as f64 * (iteration_s - compute_s).max(0.0))
            })
            .sum()
    }

    /// The kernels of the loop that streams `stream`: the node's, or a
    /// nested stream's inner loop's.
    fn loop_kernels<'n>(node: &'n Node, stream: &SliceStream) -> &'n [(OpWork, u64)] {
        match stream.nested {
            None => &node.kernels,
            Some(n) => {
                let end = (n.first_kernel + n.count).min(node.kernels.len());
                &node.kernels[n.first_kernel.min(end)..end]
            }
        }
    }

    /// The time of `kernels`, each run as often as it says.
    fn kernels_time(&self, kernels: &[(OpWork, u64)]) -> f64 {
        kernels
            .iter()
            .map(|(work, count)| *count as f64 * self.roofline_time(work))
            .sum()
    }

    /// How long one iteration of a loop that streams slices takes: its
    /// compute `compute_s`, and on each link its `copies` (direction, the
    /// time into the iteration it may start, its duration) one after
    /// another in the order they may start; the two links run side by
    /// side. The iteration ends once its compute and both links have.
    pub fn streamed_iteration_s(
        compute_s: f64,
        copies: impl IntoIterator<Item = (Direction, f64, f64)>,
    ) -> f64 {
        let mut copies: Vec<(Direction, f64, f64)> = copies.into_iter().collect();
        copies.sort_by(|a, b| a.1.total_cmp(&b.1));
        let (mut h2d_s, mut d2h_s) = (0.0_f64, 0.0_f64);
        for (direction, start_s, one_s) in copies {
            let free_s = match direction {
                Direction::HostToDevice => &mut h2d_s,
                Direction::DeviceToHost => &mut d2h_s,
            };
            *free_s = free_s.max(start_s) + one_s;
        }
        compute_s.max(h2d_s).max(d2h_s)
    }

    /// `launch overhead + max(flops / peak, bytes / hbm bandwidth)`; 0 for
    /// work with neither flops nor bytes (views, shape-only ops launch no
    /// kernel).
    pub fn roofline_time(&self, work: &OpWork) -> f64 {
        if work.flops <= 0.0 && work.bytes <= 0.0 {
            return 0.0;
        }
        let compute = work.flops.max(0.0) / self.peak_flops_for(work);
        let memory = work.bytes.max(0.0) / self.profile.hbm_bytes_per_s;
        self.profile.launch_overhead_s + compute.max(memory)
    }

    /// The peak that bounds `work`: matrix work on elements of at most 2
    /// bytes (bf16, f16, fp8, int8) runs at the bf16 matrix peak, other
    /// matrix work at the f32 matrix peak, everything else at the vector
    /// f32 peak.
    pub fn peak_flops_for(&self, work: &OpWork) -> f64 {
        let peaks = &self.profile.peak_flops;
        match (work.matrix, work.element_bytes) {
            (true, 1..=2) => peaks.matrix_bf16,
            (true, _) => peaks.matrix_f32,
            (false, _) => peaks.vector_f32,
        }
    }

    /// The seconds per byte and the latency of one transfer to or from
    /// `tier` at the link's flat figures (a transfer of `b` bytes takes
    /// `latency + b * per byte`); [`CostModel::link_speed_at`] follows a
    /// curve.
    pub fn link_speed(&self, tier: Tier, direction: Direction) -> Result<(f64, f64), CostError> {
        let link = self.profile.link(tier)?;
        Ok((1.0 / link.bandwidth(direction), link.latency_s))
    }

    /// [`CostModel::link_speed`] as a line through the time of one copy of
    /// `bytes` (the size a plan moves at once: a chunk, a slice, a
    /// tensor): with a curve, its fixed cost ([`Curve::fixed_s`]) and the
    /// rest of that copy's time per byte, exact at `bytes`.
    pub fn link_speed_at(
        &self,
        tier: Tier,
        direction: Direction,
        bytes: u64,
    ) -> Result<(f64, f64), CostError> {
        let link = self.profile.link(tier)?;
        let Some(curve) = link.curve(direction) else {
            return self.link_speed(tier, direction);
        };
        let fixed = curve.fixed_s();
        let seconds = curve.seconds(bytes);
        Ok(((seconds - fixed) / bytes.max(1) as f64, fixed))
    }

    /// The seconds per byte and the fixed cost of a line no transfer to or
    /// from `tier` beats at any size: [`CostModel::link_speed`], or with a
    /// curve its fastest rate and no fixed cost ([`Curve::fastest_rate`]).
    /// The lower bounds charge transfers by it.
    pub fn link_floor(&self, tier: Tier, direction: Direction) -> Result<(f64, f64), CostError> {
        let link = self.profile.link(tier)?;
        Ok(match link.curve(direction) {
            Some(curve) => (1.0 / curve.fastest_rate(), 0.0),
            None => (1.0 / link.bandwidth(direction), link.latency_s),
        })
    }

    /// The time of [`CostModel::link_floor`]'s line at `bytes`: without a
    /// curve, [`CostModel::transfer_time`].
    pub fn transfer_floor(
        &self,
        bytes: u64,
        tier: Tier,
        direction: Direction,
    ) -> Result<f64, CostError> {
        let link = self.profile.link(tier)?;
        match link.curve(direction) {
            Some(curve) => Ok(bytes as f64 / curve.fastest_rate()),
            None => self.transfer_time(bytes, tier, direction),
        }
    }

    /// One transfer of `bytes` to or from `tier`: the link's curve at that
    /// size ([`Curve::seconds`]) where it has one, else
    /// `latency + bytes / bandwidth`.
    pub fn transfer_time(
        &self,
        bytes: u64,
        tier: Tier,
        direction: Direction,
    ) -> Result<f64, CostError> {
        let link = self.profile.link(tier)?;
        if let Some(curve) = link.curve(direction) {
            return Ok(curve.seconds(bytes));
        }
        Ok(link.latency_s + bytes as f64 / link.bandwidth(direction))
    }
}

pub(crate) fn read_text(path: &Path) -> Result<(String, String), CostError> {
    let origin = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(text) => Ok((text, origin)),
        Err(source) => Err(CostError::Read {
            path: origin,
            source,
        }),
    }
}

/// Parses JSON, naming the path of the field that failed.
pub(crate) fn parse_json<T: DeserializeOwned>(text: &str, origin: &str) -> Result<T, CostError> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|error| CostError::Malformed {
        origin: origin.into(),
        field: error.path().to_string(),
        message: error.inner().to_string(),
    })
}

fn invalid(origin: &str, field: &str, reason: String) -> CostError {
    CostError::InvalidValue {
        origin: origin.into(),
        field: field.into(),
        reason,
    }
}

/// The slowest rate a profile may give (1 KB/s, 1 kFLOP/s): below it, times
/// of ordinary tensors overflow any readable figure.
pub const MIN_RATE: f64 = 1e3;
/// The fastest rate a profile may give (1 EB/s, 1 EFLOP/s per device).
pub const MAX_RATE: f64 = 1e18;
/// The longest fixed cost (a launch overhead, a link latency) a profile may
/// give, seconds.
pub const MAX_FIXED_COST_S: f64 = 1.0;
/// The longest time a performance record may give one op, seconds: an hour.
/// Longer times are no measurement of one kernel, and the planner's
/// programs cannot hold them beside microsecond transfers.
pub const MAX_OP_TIME_S: f64 = 3600.0;

fn check_rate(origin: &str, field: &str, value: f64) -> Result<(), CostError> {
    require(
        (MIN_RATE..=MAX_RATE).contains(&value),
        origin,
        field,
        || {
            format!(
                "must be a rate between {MIN_RATE:e} and {MAX_RATE:e} per second, got {}",
                crate::units::format_number(value)
            )
        },
    )
}

fn check_duration(origin: &str, field: &str, value: f64) -> Result<(), CostError> {
    require(value.is_finite() && value >= 0.0, origin, field, || {
        format!(
            "must be a non-negative time in seconds, got {}",
            crate::units::format_number(value)
        )
    })
}

/// A measured op time: finite, non-negative and at most
/// [`MAX_OP_TIME_S`], named by the op's signature.
pub(crate) fn check_op_time(
    origin: &str,
    index: usize,
    entry: &MeasuredOp,
) -> Result<(), CostError> {
    let field = format!("[{index}].seconds");
    check_duration(origin, &field, entry.seconds)?;
    require(entry.seconds <= MAX_OP_TIME_S, origin, &field, || {
        format!(
            "of `{}` is {}, more than one op takes ({} at most); give the time of one run in seconds",
            entry.signature,
            crate::units::format_seconds(entry.seconds),
            crate::units::format_seconds(MAX_OP_TIME_S),
        )
    })
}

fn check_fixed_cost(origin: &str, field: &str, value: f64) -> Result<(), CostError> {
    require(
        (0.0..=MAX_FIXED_COST_S).contains(&value),
        origin,
        field,
        || {
            format!(
                "must be a time between 0 and {MAX_FIXED_COST_S} seconds, got {}",
                crate::units::format_number(value)
            )
        },
    )
}

/// `Ok` when `valid`, else the error at `field` that `why` words.
fn require(
    valid: bool,
    origin: &str,
    field: &str,
    why: impl FnOnce() -> String,
) -> Result<(), CostError> {
    if valid {
        Ok(())
    } else {
        Err(invalid(origin, field, why()))
    }
}

fn check_capacity(origin: &str, field: &str, value: u64) -> Result<(), CostError> {
    require(value > 0, origin, field, || {
        "must be a positive number of bytes (leave a tier out of the profile if the device has none)".into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn h200() -> CostModel {
        CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap())
    }

    fn compute_node(work: OpWork) -> Node {
        Node {
            op: "linalg.matmul".into(),
            location: "m.mlir:1:1".into(),
            operands: vec![],
            results: vec![],
            work,
            kind: NodeKind::Compute,
            signature: "linalg.matmul(tensor<1024x1024xbf16>)".into(),
            record_key: None,
            view: false,
            constant: false,
            pure: false,
            recompute: false,
            identity: 0,
            kernels: Vec::new(),
            streams: Vec::new(),
            slice: None,
            collective: None,
        }
    }

    fn assert_close(actual: f64, expected: f64) {
        assert!(
            (actual - expected).abs() <= 1e-12 * expected.abs().max(1e-9),
            "{actual} != {expected}"
        );
    }

    #[test]
    fn every_builtin_profile_loads_under_its_name() {
        for name in HardwareProfile::builtin_names() {
            let profile = HardwareProfile::builtin(name).unwrap();
            assert_eq!(profile.name, name);
            assert!(profile.tiers.host.is_some(), "{name} has a host tier");
        }
        assert_eq!(HardwareProfile::builtin_names().len(), 9);
        // The multi-tier ones: a second tier beside host.
        for (name, tier) in [
            ("h200-pcie5-nvme", Tier::Nvme),
            ("gh200-c2c-nvme", Tier::Nvme),
            ("h200-pcie5-cxl", Tier::Cxl),
            ("ascend-910c-supernode", Tier::Pool),
        ] {
            let profile = HardwareProfile::builtin(name).unwrap();
            assert!(profile.tiers.get(tier).is_some(), "{name} has {tier}");
        }
    }

    /// Every number in a built-in profile has a source.
    #[test]
    fn every_number_has_a_source() {
        fn numeric_paths(value: &Value, prefix: &str, out: &mut Vec<String>) {
            match value {
                Value::Number(_) => out.push(prefix.to_string()),
                // The path to a tier is a choice a source backs too.
                Value::String(_) if prefix.ends_with(".staged_through") => {
                    out.push(prefix.to_string())
                }
                // So are the host memory a link uses and each measured
                // curve (one source for its points).
                Value::String(_) if prefix.ends_with(".host_memory") => {
                    out.push(prefix.to_string())
                }
                Value::Array(_) if prefix.contains(".link.curves.") => out.push(prefix.to_string()),
                Value::Object(fields) => {
                    for (key, child) in fields.iter().filter(|(key, _)| *key != "sources") {
                        let path = if prefix.is_empty() {
                            key.clone()
                        } else {
                            format!("{prefix}.{key}")
                        };
                        numeric_paths(child, &path, out);
                    }
                }
                _ => {}
            }
        }
        for (name, json) in BUILTIN_PROFILES {
            let value: Value = serde_json::from_str(json).unwrap();
            let mut paths = Vec::new();
            numeric_paths(&value, "", &mut paths);
            let profile = HardwareProfile::builtin(name).unwrap();
            for path in &paths {
                let source = profile.sources.get(path);
                assert!(
                    source.is_some_and(|s| !s.is_empty()),
                    "{name}: no source for {path}"
                );
            }
            for key in profile.sources.keys() {
                assert!(
                    paths.contains(key),
                    "{name}: source for unknown field {key}"
                );
            }
        }
    }

    #[test]
    fn chosen_numbers_are_the_documented_ones() {
        let h200 = HardwareProfile::builtin("h200-pcie5").unwrap();
        assert_eq!(h200.device_memory_bytes, 141_000_000_000);
        assert_eq!(h200.peak_flops.matrix_bf16, 989e12);
        assert_eq!(h200.link(Tier::Host).unwrap().h2d_bytes_per_s, 55e9);
        let gh200 = HardwareProfile::builtin("gh200-c2c").unwrap();
        assert_eq!(gh200.link(Tier::Host).unwrap().d2h_bytes_per_s, 450e9);
        assert_eq!(
            gh200.tiers.host.as_ref().unwrap().capacity_bytes,
            480_000_000_000
        );
        // Measured, and asymmetric: slower from device to host.
        let measured = HardwareProfile::builtin("gh200-c2c-measured").unwrap();
        let link = measured.link(Tier::Host).unwrap();
        assert_eq!((link.h2d_bytes_per_s, link.d2h_bytes_per_s), (375e9, 297e9));
        let a100 = HardwareProfile::builtin("a100-pcie4").unwrap();
        assert_eq!(a100.peak_flops.matrix_f32, 19.5e12);
        let ascend = HardwareProfile::builtin("ascend-910c").unwrap();
        assert_eq!(ascend.link(Tier::Host).unwrap().d2h_bytes_per_s, 33.6e9);
    }

    #[test]
    fn unknown_profile_lists_the_known_ones() {
        let error = HardwareProfile::builtin("tpu-v9").unwrap_err().to_string();
        assert_eq!(
            error,
            "unknown hardware profile `tpu-v9`; built-in profiles: h200-pcie5, gh200-c2c, a100-pcie4, ascend-910c, h200-pcie5-nvme, gh200-c2c-nvme, h200-pcie5-cxl, ascend-910c-supernode, gh200-c2c-measured"
        );
    }

    #[test]
    fn malformed_profile_names_file_and_field() {
        let json = BUILTIN_PROFILES[0]
            .1
            .replace("\"h2d_bytes_per_s\": 55e9", "\"h2d_bytes_per_s\": \"fast\"");
        let error = HardwareProfile::from_json(&json, "bad.json")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with(
                "bad.json: malformed at `tiers.host.link.h2d_bytes_per_s`: invalid type"
            ),
            "{error}"
        );
        assert!(error.contains("line "), "{error}");
    }

    #[test]
    fn misspelled_field_is_rejected() {
        let json = BUILTIN_PROFILES[0]
            .1
            .replace("\"hbm_bytes_per_s\"", "\"hbm_bandwidth\"");
        let error = HardwareProfile::from_json(&json, "typo.json")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with(
                "typo.json: malformed at `hbm_bandwidth`: unknown field `hbm_bandwidth`"
            ),
            "{error}"
        );
    }

    #[test]
    fn zero_bandwidth_is_rejected() {
        let json = BUILTIN_PROFILES[0]
            .1
            .replace("\"d2h_bytes_per_s\": 55e9", "\"d2h_bytes_per_s\": 0");
        let error = HardwareProfile::from_json(&json, "zero.json")
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "zero.json: `tiers.host.link.d2h_bytes_per_s` must be a rate between 1e3 and 1e18 per second, got 0"
        );
    }

    #[test]
    fn numbers_no_hardware_has_are_rejected() {
        let host = BUILTIN_PROFILES[0].1;
        let cases = [
            (
                "\"h2d_bytes_per_s\": 55e9",
                "\"h2d_bytes_per_s\": 1e-300",
                "h2d_bytes_per_s",
            ),
            (
                "\"device_memory_bytes\": 141000000000",
                "\"device_memory_bytes\": 0",
                "device_memory_bytes",
            ),
            (
                "\"capacity_bytes\": 256000000000",
                "\"capacity_bytes\": 0",
                "tiers.host.capacity_bytes",
            ),
        ];
        for (from, to, field) in cases {
            let error = rejected_with(host, from, to);
            assert!(error.contains(field), "{error}");
        }
    }

    /// The error of `profile` with the text `from` (which it must hold)
    /// replaced by `to`.
    fn rejected_with(profile: &str, from: &str, to: &str) -> String {
        assert!(profile.contains(from), "{from} is not in the profile");
        HardwareProfile::from_json(&profile.replacen(from, to, 1), "bad.json")
            .unwrap_err()
            .to_string()
    }

    /// A tier staged through another: the other must exist, be reached
    /// directly and not be itself; a staging size needs a staged tier.
    #[test]
    fn staged_paths_no_machine_has_are_rejected() {
        let nvme = BUILTIN_PROFILES
            .iter()
            .find(|(name, _)| *name == "h200-pcie5-nvme")
            .unwrap()
            .1;
        let staged = "\"staged_through\": \"host\"";
        assert!(nvme.contains(staged));
        let cases = [
            (
                staged,
                "\"staged_through\": \"nvme\"",
                "names the tier itself",
            ),
            (
                staged,
                "\"staged_through\": \"cxl\"",
                "names cxl, a tier the profile does not have",
            ),
            (
                "\"staged_through\": \"host\",\n      \"staging_bytes\": 100000000",
                "\"staging_bytes\": 100000000",
                "is for a tier staged through another",
            ),
        ];
        for (from, to, reason) in cases {
            let error = rejected_with(nvme, from, to);
            assert!(
                error.contains("tiers.nvme.sta") && error.contains(reason),
                "{error}"
            );
        }
        let profile = HardwareProfile::from_json(nvme, "nvme.json").unwrap();
        assert_eq!(profile.tiers.staged_through(Tier::Nvme), Some(Tier::Host));
        assert_eq!(
            profile.tiers.staged_bytes(Tier::Nvme, 250_000_000),
            100_000_000
        );
        assert_eq!(profile.tiers.staged_through(Tier::Host), None);
    }

    #[test]
    fn load_names_a_missing_file() {
        let error = HardwareProfile::load("/nonexistent/profile.json")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("cannot read /nonexistent/profile.json: "),
            "{error}"
        );
    }

    #[test]
    fn load_reads_a_profile_file() {
        let path =
            std::env::temp_dir().join(format!("hyperoffload-profile-{}.json", std::process::id()));
        std::fs::write(&path, BUILTIN_PROFILES[2].1).unwrap();
        let profile = HardwareProfile::load(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(profile.name, "a100-pcie4");
    }

    #[test]
    fn bf16_matmul_is_compute_bound() {
        // 2 * 8192^3 = 1.0995e12 flops at 989e12 = 1.1118 ms; 3 * 8192^2 * 2 B
        // = 402.7 MB at 4.8e12 = 83.9 us. Time = 2 us + 1.1118 ms.
        let work = OpWork {
            flops: 2.0 * 8192f64.powi(3),
            bytes: 3.0 * 8192f64.powi(2) * 2.0,
            matrix: true,
            element_bytes: 2,
        };
        assert_close(
            h200().op_time(&compute_node(work)),
            2e-6 + 2.0 * 8192f64.powi(3) / 989e12,
        );
    }

    #[test]
    fn f32_matmul_uses_the_f32_matrix_peak() {
        let work = OpWork {
            flops: 67e9,
            bytes: 0.0,
            matrix: true,
            element_bytes: 4,
        };
        // 67e9 / 67e12 = 1 ms.
        assert_close(h200().op_time(&compute_node(work)), 2e-6 + 1e-3);
    }

    #[test]
    fn elementwise_op_is_memory_bound() {
        // 48 MB through HBM at 4.8e12 = 10 us; 4e6 flops at 67e12 = 60 ns.
        let work = OpWork {
            flops: 4e6,
            bytes: 48e6,
            matrix: false,
            element_bytes: 4,
        };
        assert_close(h200().op_time(&compute_node(work)), 2e-6 + 10e-6);
    }

    #[test]
    fn a_loop_runs_its_kernels_one_after_another() {
        // Two kernels: 48 MB moved (2 us + 10 us) run 4 times, a bf16
        // matmul (2 us + 1 ms) once: each timed on its own, summed; the
        // node's own work does not count.
        let memory = OpWork {
            flops: 4e6,
            bytes: 48e6,
            matrix: false,
            element_bytes: 4,
        };
        let matmul = OpWork {
            flops: 989e9,
            bytes: 0.0,
            matrix: true,
            element_bytes: 2,
        };
        let node = Node {
            kernels: vec![(memory, 4), (matmul, 1)],
            ..compute_node(OpWork {
                flops: 1e15,
                ..memory
            })
        };
        assert_close(h200().op_time(&node), 4.0 * (2e-6 + 10e-6) + 2e-6 + 1e-3);
    }

    #[test]
    fn collectives_take_their_algorithms_share_of_the_fabric() {
        use crate::graph::{Collective, CollectiveKind};
        let model = CostModel::new(HardwareProfile::builtin("h200-pcie5").unwrap());
        let fabric = model.profile.fabric.clone().expect("a fabric");
        let node = compute_node(OpWork::default());
        let time = |kind, group| {
            let collective = Collective {
                kind,
                group,
                bytes: 1 << 30,
            };
            model.collective_time(&node, &collective).unwrap()
        };
        let gib = (1u64 << 30) as f64;
        // Ring all-reduce over 8: 2 * 7/8 of the buffer and 14 steps.
        let ring = 14.0 * fabric.latency_s + 1.75 * gib / fabric.bytes_per_s;
        assert_close(time(CollectiveKind::AllReduce, 8), ring);
        assert_close(
            time(CollectiveKind::AllGather, 4),
            3.0 * fabric.latency_s + 0.75 * gib / fabric.bytes_per_s,
        );
        assert_eq!(time(CollectiveKind::AllReduce, 1), 0.0);
        // A rooted gather or scatter moves what an all-gather does at its
        // root; a reduce what a broadcast does.
        assert_close(
            time(CollectiveKind::Gather, 4),
            time(CollectiveKind::AllGather, 4),
        );
        assert_close(
            time(CollectiveKind::Scatter, 4),
            time(CollectiveKind::AllGather, 4),
        );
        assert_close(
            time(CollectiveKind::Reduce, 8),
            3.0 * fabric.latency_s + gib / fabric.bytes_per_s,
        );
        // It takes no compute time.
        let mut collective = compute_node(OpWork {
            flops: 1e9,
            ..OpWork::default()
        });
        collective.collective = Some(Collective {
            kind: CollectiveKind::AllToAll,
            group: 4,
            bytes: 1 << 20,
        });
        assert_eq!(model.op_time(&collective), 0.0);
        // Every built-in profile has a fabric with its sources.
        for name in HardwareProfile::builtin_names() {
            let profile = HardwareProfile::builtin(name).unwrap();
            assert!(profile.fabric.is_some(), "{name}");
            for field in ["fabric.bytes_per_s", "fabric.latency_s"] {
                assert!(profile.sources.contains_key(field), "{name}: {field}");
            }
        }
    }

    #[test]
    fn a_fabric_sharing_a_missing_tier_is_refused() {
        let mut json: serde_json::Value =
            serde_json::from_str(include_str!("../profiles/h200-pcie5.json")).unwrap();
        json["fabric"]["shares_tier"] = "pool".into();
        let error = HardwareProfile::from_json(&json.to_string(), "p.json").unwrap_err();
        assert!(error.to_string().contains("fabric.shares_tier"), "{error}");
    }

    #[test]
    fn op_without_work_and_offload_nodes_take_no_time() {
        let model = h200();
        assert_eq!(model.op_time(&compute_node(OpWork::default())), 0.0);
        let mut store = compute_node(OpWork {
            flops: 1e9,
            ..OpWork::default()
        });
        store.kind = NodeKind::Store {
            tensor: crate::TensorId::new(0),
            remote: crate::TensorId::new(1),
            tier: Tier::Host,
            chunk: None,
            into: None,
        };
        assert_eq!(model.op_time(&store), 0.0);
    }

    #[test]
    fn transfer_is_latency_plus_bytes_over_bandwidth() {
        let model = h200();
        // 10 us + 55e6 B / 55e9 B/s = 10 us + 1 ms.
        assert_close(
            model
                .transfer_time(55_000_000, Tier::Host, Direction::DeviceToHost)
                .unwrap(),
            1.01e-3,
        );
        let error = model
            .transfer_time(1, Tier::Nvme, Direction::HostToDevice)
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "hardware profile `h200-pcie5` has no `nvme` tier; add `tiers.nvme` to the profile or use another tier"
        );
    }

    #[test]
    fn record_overrides_the_roofline_by_signature() {
        let json = r#"[{"signature": "linalg.matmul(tensor<1024x1024xbf16>)", "seconds": 0.5}]"#;
        let record = PerfRecord::from_json(json, "record.json").unwrap();
        assert_eq!(record.len(), 1);
        let model = h200().with_record(record);
        let mut node = compute_node(OpWork {
            flops: 1e6,
            matrix: true,
            element_bytes: 2,
            ..OpWork::default()
        });
        assert_eq!(model.op_time(&node), 0.5);
        node.signature = "other".into();
        assert_close(model.op_time(&node), 2e-6 + 1e6 / 989e12);
    }

    #[test]
    fn malformed_record_names_file_and_field() {
        let json = r#"[{"signature": "a", "seconds": 1.0}, {"signature": "b", "secs": 2.0}]"#;
        let error = PerfRecord::from_json(json, "rec.json")
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("rec.json: malformed at `[1].secs`: unknown field `secs`"),
            "{error}"
        );
        let negative = r#"[{"signature": "a", "seconds": -1.0}]"#;
        let error = PerfRecord::from_json(negative, "rec.json")
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "rec.json: `[0].seconds` must be a non-negative time in seconds, got -1"
        );
    }

    #[test]
    fn record_times_beyond_an_hour_are_rejected_by_signature() {
        let json = r#"[{"signature": "a", "seconds": 3600.0}, {"signature": "linalg.add(x)", "seconds": 1e15}]"#;
        let error = PerfRecord::from_json(json, "rec.json")
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "rec.json: `[1].seconds` of `linalg.add(x)` is 1.0e15s, more than one op takes (3600s at most); give the time of one run in seconds"
        );
        for bad in ["1e400", "\"inf\""] {
            let json = format!(r#"[{{"signature": "a", "seconds": {bad}}}]"#);
            assert!(PerfRecord::from_json(&json, "rec.json").is_err(), "{bad}");
        }
    }

    #[test]
    fn duplicate_signature_is_rejected() {
        let json = r#"[{"signature": "a", "seconds": 1.0}, {"signature": "a", "seconds": 2.0}]"#;
        let error = PerfRecord::from_json(json, "rec.json")
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "rec.json: signature `a` is measured twice (entries 0 and 1); keep one"
        );
    }
}
