//! How the emulated device behaves: capacity, synchronous mode, copy delay
//! and where the report goes. The exported entry points read it once from
//! the environment; tests build it directly.

use std::{path::PathBuf, time::Duration};

use crate::tiers::TierKind;

/// Capacity of the device heap, in bytes (unset: unlimited).
pub const ENV_CAPACITY: &str = "HYPEROFFLOAD_DEVICE_CAPACITY";
/// `1`: every stream task runs at enqueue, on the calling thread.
pub const ENV_SYNC: &str = "HYPEROFFLOAD_RUNTIME_SYNC";
/// Microseconds each copy task sleeps before it copies (asynchronous mode).
pub const ENV_COPY_DELAY_US: &str = "HYPEROFFLOAD_RUNTIME_COPY_DELAY_US";
/// A file that `hyperoffload_runtime_report` also writes, as JSON.
pub const ENV_REPORT: &str = "HYPEROFFLOAD_RUNTIME_REPORT";
/// Capacities of the remote tiers: `nvme:2GiB,cxl:256MiB` (unset: unlimited).
pub const ENV_TIER_CAPACITY: &str = "HYPEROFFLOAD_TIER_CAPACITY";
/// The directory whose files back NVMe copies (unset: the temporary
/// directory).
pub const ENV_NVME_DIR: &str = "HYPEROFFLOAD_NVME_DIR";

/// The behaviour of one emulated device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// Device heap capacity in bytes; `None` is unlimited.
    pub capacity: Option<u64>,
    /// Run every stream task at enqueue on the calling thread.
    pub sync: bool,
    /// Delay before each copy task copies (asynchronous mode only).
    pub copy_delay: Duration,
    /// Where the report is also written as JSON.
    pub report_path: Option<PathBuf>,
    /// Exit the process with status 1 after printing an error raised by a
    /// stream task. Tests turn this off and read [`crate::Runtime::errors`].
    pub exit_on_task_error: bool,
    /// Capacities of the remote tiers that have one.
    pub tier_capacity: Vec<(TierKind, u64)>,
    /// Where NVMe copies are backed by files; `None` is the temporary
    /// directory.
    pub nvme_dir: Option<PathBuf>,
    /// Device memory a free takes back leaves the count at once but goes
    /// back to the system (poisoned) only when the device is dropped: a
    /// free costs no more than a device pool's does, for a replay that
    /// times its streams.
    pub defer_release: bool,
}

impl Config {
    /// Reads the configuration from the environment variables above.
    pub fn from_env() -> Result<Self, String> {
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let capacity = match var(ENV_CAPACITY) {
            Some(v) => Some(parse_size(&v).map_err(|e| format!("{ENV_CAPACITY}: {e}"))?),
            None => None,
        };
        let sync = match var(ENV_SYNC).as_deref().map(str::trim) {
            None | Some("0") => false,
            Some("1") => true,
            Some(other) => return Err(format!("{ENV_SYNC}: expected 0 or 1, got '{other}'")),
        };
        let copy_delay = match var(ENV_COPY_DELAY_US) {
            Some(v) => Duration::from_micros(v.trim().parse::<u64>().map_err(|_| {
                format!("{ENV_COPY_DELAY_US}: expected a number of microseconds, got '{v}'")
            })?),
            None => Duration::ZERO,
        };
        let tier_capacity = match var(ENV_TIER_CAPACITY) {
            Some(v) => parse_tier_capacity(&v).map_err(|e| format!("{ENV_TIER_CAPACITY}: {e}"))?,
            None => Vec::new(),
        };
        Ok(Config {
            capacity,
            sync,
            copy_delay,
            report_path: var(ENV_REPORT).map(PathBuf::from),
            exit_on_task_error: true,
            tier_capacity,
            nvme_dir: var(ENV_NVME_DIR).map(PathBuf::from),
            defer_release: false,
        })
    }
}

/// Parses `TIER:SIZE[,TIER:SIZE...]` with tiers `cxl`, `nvme`, `pool`, each
/// at most once.
pub fn parse_tier_capacity(text: &str) -> Result<Vec<(TierKind, u64)>, String> {
    let mut capacities: Vec<(TierKind, u64)> = Vec::new();
    for entry in text.split(',').map(str::trim) {
        let (name, size) = entry
            .split_once(':')
            .ok_or_else(|| format!("'{entry}' is not TIER:SIZE (e.g. nvme:2GiB)"))?;
        let tier = TierKind::from_name(name.trim())
            .ok_or_else(|| format!("'{}' is not a tier (cxl, nvme or pool)", name.trim()))?;
        if capacities.iter().any(|&(t, _)| t == tier) {
            return Err(format!("{} is given twice", tier.name()));
        }
        capacities.push((tier, parse_size(size)?));
    }
    Ok(capacities)
}

/// Parses a byte size: an integer, optionally followed by a unit
/// (`B`, `KB`, `MB`, `GB`, `TB` in powers of 1000; `KiB`, `MiB`, `GiB`, `TiB`
/// in powers of 1024; case-insensitive).
pub fn parse_size(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (digits, unit) = text.split_at(split);
    let malformed = || {
        format!(
            "'{text}' is not a byte size; expected an integer with an optional unit (B, KiB, MiB, GiB, TiB, KB, MB, GB, TB)"
        )
    };
    let value: u64 = digits.parse().map_err(|_| malformed())?;
    let scale: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "kb" => 1_000,
        "mb" => 1_000_000,
        "gb" => 1_000_000_000,
        "tb" => 1_000_000_000_000,
        "kib" => 1 << 10,
        "mib" => 1 << 20,
        "gib" => 1 << 30,
        "tib" => 1 << 40,
        _ => return Err(malformed()),
    };
    value
        .checked_mul(scale)
        .ok_or_else(|| format!("'{text}' does not fit in 64 bits"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_with_and_without_units() {
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("12B"), Ok(12));
        assert_eq!(parse_size("2KiB"), Ok(2048));
        assert_eq!(parse_size("3 MiB"), Ok(3 << 20));
        assert_eq!(parse_size("40GiB"), Ok(40 << 30));
        assert_eq!(parse_size("5kb"), Ok(5000));
        assert_eq!(parse_size("7MB"), Ok(7_000_000));
        assert_eq!(parse_size("1GB"), Ok(1_000_000_000));
    }

    #[test]
    fn tier_capacities() {
        assert_eq!(
            parse_tier_capacity("nvme:2KiB, cxl:5"),
            Ok(vec![(TierKind::Nvme, 2048), (TierKind::Cxl, 5)])
        );
        assert!(parse_tier_capacity("host:1GiB").is_err());
        assert!(parse_tier_capacity("nvme").is_err());
        assert!(parse_tier_capacity("nvme:1,nvme:2").is_err());
        assert!(parse_tier_capacity("pool:lots").is_err());
    }

    #[test]
    fn malformed_sizes_are_rejected() {
        assert!(parse_size("").is_err());
        assert!(parse_size("GiB").is_err());
        assert!(parse_size("1.5GiB").is_err());
        assert!(parse_size("12 parsecs").is_err());
        assert!(parse_size("-4").is_err());
        assert!(parse_size("99999999999TiB").is_err());
    }
}
