//! `hyperoffload-opt`: MLIR's own opt driver (every `mlir-opt` flag) with
//! every upstream dialect and pass, the `offload` dialect loaded at start-up,
//! and hyperoffload's passes.
//!
//! Logs: `HYPEROFFLOAD_LOG=info` (tracing's env-filter syntax) prints what
//! each pass did and how long it took, `debug` the planner's reasoning,
//! `trace` every decision, on stderr (coloured only on a terminal).

use melior::{dialect::DialectRegistry, utility};

fn main() {
    init_logging();
    let registry = DialectRegistry::new();
    utility::register_all_dialects(&registry);
    utility::register_all_passes();
    hyperoffload_passes::register_dialects(&registry);
    hyperoffload_passes::register_passes();
    let code = hyperoffload_shim::opt_main(
        "hyperoffload-opt: MLIR optimizer driver with the offload dialect and passes\n",
        &registry,
    );
    std::process::exit(code);
}

fn init_logging() {
    if let Ok(filter) = std::env::var("HYPEROFFLOAD_LOG") {
        use std::io::IsTerminal;
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_writer(std::io::stderr)
            .with_ansi(std::io::stderr().is_terminal())
            .without_time()
            .init();
    }
}
