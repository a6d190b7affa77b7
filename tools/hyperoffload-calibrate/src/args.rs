//! The command line.

use std::path::PathBuf;

use clap::Parser;

/// Measures the machine it runs on and writes a hardware profile that
/// `offload-plan` reads (`hw=PROFILE.json`); with `--record`, also times
/// the ops of models into a performance record (`perf-record=RECORD.json`).
/// docs/calibrate.md says what is measured and how.
#[derive(Parser, Debug)]
#[command(name = "hyperoffload-calibrate")]
pub struct Args {
    /// The device to measure: `cpu` (the host's cores and memory stand in
    /// for a device's: copies between two host buffers, GEMM on the cores),
    /// or `cuda` / `cuda:N` (GPU N, 0 by default, through the CUDA driver
    /// and cuBLAS, loaded at run time).
    #[arg(long, value_name = "cpu|cuda[:N]", value_parser = device)]
    pub device: Device,

    /// Where to write the profile (JSON).
    #[arg(short = 'o', long = "output", value_name = "PROFILE.json")]
    pub output: PathBuf,

    /// The profile's name, as plans and reports print it. Default:
    /// `calibrated-cpu`, `calibrated-cuda-N`.
    #[arg(long, value_parser = profile_name)]
    pub name: Option<String>,

    /// Also time each distinct op of the models (by its shape signature)
    /// and write their times to RECORD.json: the record first, then one or
    /// more models.
    #[arg(long, num_args = 2.., value_names = ["RECORD.json", "MODEL.mlir"])]
    pub record: Option<Vec<PathBuf>>,

    /// Device memory, bytes. Default: on `cpu`, half of the machine's
    /// memory (MemTotal in /proc/meminfo), the other half being the host
    /// tier's; on `cuda`, the GPU's memory.
    #[arg(long, value_name = "BYTES", value_parser = positive_bytes)]
    pub device_memory: Option<u64>,

    /// The host tier's capacity, bytes. Default: the machine's memory, less
    /// the device memory on `cpu`.
    #[arg(long, value_name = "BYTES", value_parser = positive_bytes)]
    pub host_memory: Option<u64>,

    /// A short run (a few seconds) for tests: copies up to 1 MiB, smaller
    /// arrays and matrices, fewer runs. Every quantity is still measured,
    /// but large copies and memory bandwidth read lower than in a full run.
    #[arg(long)]
    pub quick: bool,
}

/// The devices the tool can measure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    /// The host CPU and its memory.
    Cpu,
    /// The CUDA GPU of this ordinal.
    Cuda(usize),
}

fn device(text: &str) -> Result<Device, String> {
    let cuda = |ordinal: &str| ordinal.parse::<usize>().ok().map(Device::Cuda);
    match text {
        "cpu" => Ok(Device::Cpu),
        "cuda" => Ok(Device::Cuda(0)),
        _ => text.strip_prefix("cuda:").and_then(cuda).ok_or_else(|| {
            format!("`{text}` is not a device this tool measures; give cpu, cuda or cuda:N (N a GPU's ordinal)")
        }),
    }
}

fn profile_name(text: &str) -> Result<String, String> {
    match text.trim() {
        "" => Err("a profile needs a name; give one such as my-workstation".into()),
        _ => Ok(text.into()),
    }
}

fn positive_bytes(text: &str) -> Result<u64, String> {
    match hyperoffload_core::units::parse_bytes(text) {
        Some(0) => Err("must be a positive number of bytes".into()),
        Some(bytes) => Ok(bytes),
        None => Err(format!(
            "`{text}` is not an amount of memory; give bytes, with a unit or without (8GiB, 8589934592)"
        )),
    }
}

/// How much a run measures: the sizes and repetitions of each kernel.
#[derive(Clone, Debug)]
pub struct Plan {
    /// A short run (`--quick`).
    pub quick: bool,
    /// Copy sizes, bytes, increasing.
    pub copy_sizes: Vec<usize>,
    /// Runs per measurement; the median is kept.
    pub runs: usize,
    /// Bytes of each of the three arrays of the bandwidth kernel.
    pub stream_array_bytes: usize,
    /// Side of the square matrices of the GEMMs.
    pub gemm_side: usize,
    /// Launches timed together in one run of the launch measurement.
    pub launches: usize,
}

impl Device {
    /// The profile's name when `--name` gives none.
    pub fn profile_name(self) -> String {
        match self {
            Device::Cpu => "calibrated-cpu".into(),
            Device::Cuda(ordinal) => format!("calibrated-cuda-{ordinal}"),
        }
    }
}

impl Plan {
    pub fn new(quick: bool) -> Plan {
        const KIB: usize = 1024;
        let largest = if quick { KIB * KIB } else { 256 * KIB * KIB };
        let copy_sizes = std::iter::successors(Some(4 * KIB), |size| Some(size * 4))
            .take_while(|&size| size <= largest)
            .collect();
        if quick {
            Plan {
                quick,
                copy_sizes,
                runs: 3,
                stream_array_bytes: 16 * KIB * KIB,
                gemm_side: 256,
                launches: 200,
            }
        } else {
            Plan {
                quick,
                copy_sizes,
                runs: 7,
                stream_array_bytes: 128 * KIB * KIB,
                gemm_side: 1024,
                launches: 2000,
            }
        }
    }
}
