//! Reports of the analysis passes on a real model, as insta snapshots.

use hyperoffload_tests::{context, model, parse_file};
use melior::{pass::PassManager, utility::parse_pass_pipeline};

/// Runs `pipeline` (with `{dir}` standing for a temporary directory) on a
/// bundled model and returns the text of `{dir}/<file>`.
fn report_of(model_path: &str, pipeline: &str, file: &str) -> String {
    let scratch = tempfile::Builder::new()
        .prefix("hyperoffload-reports-")
        .tempdir()
        .unwrap();
    let dir = scratch.path();
    let context = context();
    let mut module = parse_file(&context, &model(model_path));
    let manager = PassManager::new(&context);
    let pipeline = pipeline.replace("{dir}", dir.to_str().unwrap());
    parse_pass_pipeline(manager.as_operation_pass_manager(), &pipeline).unwrap();
    manager
        .run(&mut module)
        .expect("the analysis passes succeed");
    std::fs::read_to_string(dir.join(file)).unwrap()
}

#[test]
fn tiny_prefill_simulated_on_h200() {
    let report = report_of(
        "torch-mlir/llama_tiny_prefill_linalg.mlir",
        "builtin.module(offload-simulate{hw=h200-pcie5 report={dir}/tiny.json})",
        "tiny.json",
    );
    insta::assert_snapshot!(report);
}

#[test]
fn decode_lifetimes_with_kv_cache_in_host_memory() {
    // Arguments 1-40 are the weights and the past k/v of the decode step.
    let report = report_of(
        "torch-mlir/llama_tiny_decode_linalg.mlir",
        "builtin.module(offload-lifetimes{report={dir}/decode.json remote-args=2-40})",
        "decode.json",
    );
    insta::assert_snapshot!(report);
}

/// Each pass run writes its own report: a second run in the same process
/// (as through the plugin or the C API), on another module with a function
/// of another name, to the same path, holds only that run's function.
#[test]
fn a_second_run_reports_only_its_own_functions() {
    let first = report_of(
        "torch-mlir/llama_tiny_prefill_linalg.mlir",
        "builtin.module(offload-lifetimes{report={dir}/same.json})",
        "same.json",
    );
    let second = report_of(
        "torch-mlir/llama_tiny_decode_linalg.mlir",
        "builtin.module(offload-lifetimes{report={dir}/same.json})",
        "same.json",
    );
    let names = |json: &str| -> Vec<String> {
        let value: serde_json::Value = serde_json::from_str(json).unwrap();
        value["functions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["name"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(names(&first), ["forward"]);
    assert_eq!(names(&second), ["decode_step"]);
}
