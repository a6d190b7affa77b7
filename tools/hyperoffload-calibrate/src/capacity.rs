//! The device's and the host tier's capacities: given, or read from the
//! machine (on a CPU device, halves of its memory, since both live in the
//! same DRAM).

/// The two capacities and where each comes from.
#[derive(Clone, Debug)]
pub struct Capacities {
    pub device_bytes: u64,
    pub device_source: String,
    pub host_bytes: u64,
    pub host_source: String,
}

/// The capacities of the CPU device: the options, the rest from
/// /proc/meminfo.
pub fn capacities(device: Option<u64>, host: Option<u64>) -> Result<Capacities, String> {
    let total = match (device, host) {
        (Some(_), Some(_)) => None,
        _ => Some(mem_total()?),
    };
    let (device_bytes, device_source) = match (device, total) {
        (Some(bytes), _) => (bytes, "given: --device-memory".to_owned()),
        (None, Some(total)) => (
            total / 2,
            format!(
                "read: half of MemTotal in /proc/meminfo ({total} bytes), the default of --device-memory"
            ),
        ),
        (None, None) => unreachable!("the total is read when an option is missing"),
    };
    let (host_bytes, host_source) = match (host, total) {
        (Some(bytes), _) => (bytes, "given: --host-memory".to_owned()),
        (None, Some(total)) if total > device_bytes => (
            total - device_bytes,
            format!(
                "read: MemTotal in /proc/meminfo ({total} bytes) less the device memory, the default of --host-memory"
            ),
        ),
        (None, Some(total)) => {
            return Err(format!(
                "--device-memory {device_bytes} leaves no host memory of the machine's {total} bytes; give --host-memory too"
            ));
        }
        (None, None) => unreachable!("the total is read when an option is missing"),
    };
    Ok(Capacities {
        device_bytes,
        device_source,
        host_bytes,
        host_source,
    })
}

/// The capacities of a device with memory of its own (`total` bytes, of
/// `device`): the options, else all of it and all of the machine's memory.
pub fn device_capacities(
    device: Option<u64>,
    host: Option<u64>,
    total: u64,
    name: &str,
) -> Result<Capacities, String> {
    let (device_bytes, device_source) = match device {
        Some(bytes) => (bytes, "given: --device-memory".to_owned()),
        None => (
            total,
            format!(
                "read: the memory of {name} (cuDeviceTotalMem), the default of --device-memory"
            ),
        ),
    };
    let (host_bytes, host_source) = match host {
        Some(bytes) => (bytes, "given: --host-memory".to_owned()),
        None => (
            mem_total()?,
            "read: MemTotal in /proc/meminfo, the default of --host-memory".to_owned(),
        ),
    };
    Ok(Capacities {
        device_bytes,
        device_source,
        host_bytes,
        host_source,
    })
}

/// MemTotal in /proc/meminfo, bytes.
fn mem_total() -> Result<u64, String> {
    let missing = "cannot read the machine's memory (MemTotal in /proc/meminfo); give --device-memory and --host-memory";
    let text = std::fs::read_to_string("/proc/meminfo").map_err(|_| missing.to_owned())?;
    text.lines()
        .find_map(|line| {
            let kib = line.strip_prefix("MemTotal:")?.trim().strip_suffix("kB")?;
            kib.trim().parse::<u64>().ok()
        })
        .map(|kib| kib * 1024)
        .ok_or_else(|| missing.to_owned())
}

/// The processor's model name, for the profile's description.
pub fn processor() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| {
            text.lines().find_map(|line| {
                let (key, value) = line.split_once(':')?;
                (key.trim() == "model name").then(|| value.trim().to_owned())
            })
        })
        .unwrap_or_else(|| format!("a {} CPU", std::env::consts::ARCH))
}
