//! Generated files are current: documentation, and the PTX the CUDA
//! tools load.

use hyperoffload_tests::repo;

/// docs/passes.md is generated from the pass table; `make docs` (which sets
/// HYPEROFFLOAD_UPDATE_DOCS=1) rewrites it.
#[test]
fn pass_reference_is_current() {
    let path = repo().join("docs/passes.md");
    let expected = hyperoffload_passes::passes_markdown();
    if std::env::var_os("HYPEROFFLOAD_UPDATE_DOCS").is_some() {
        std::fs::write(&path, &expected).expect("docs/passes.md is writable");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "docs/passes.md is stale: run `make docs`"
    );
}

/// Every pass in the table appears in --help through MLIR's registry.
#[test]
fn every_pass_is_documented() {
    let reference = hyperoffload_passes::passes_markdown();
    for pass in hyperoffload_passes::PASSES {
        assert!(
            reference.contains(&format!("## {}", pass.flag)),
            "{} is not documented",
            pass.flag
        );
        for option in pass.options {
            assert!(reference.contains(&format!("`{}`", option.name)));
        }
    }
}

/// The PTX each CUDA tool loads is what LLVM makes of the kernels.ll
/// beside it, with the command the .ll gives.
#[test]
fn cuda_kernels_ptx_is_current() {
    let llc = std::env::var("LLC").unwrap_or_else(|_| "/usr/lib/llvm-22/bin/llc".into());
    for tool in ["hyperoffload-replay", "hyperoffload-calibrate"] {
        let dir = repo().join("tools").join(tool).join("src/cuda");
        let output = std::process::Command::new(&llc)
            .args([
                "-O3",
                "-mtriple=nvptx64-nvidia-cuda",
                "-mcpu=sm_70",
                "-o",
                "-",
            ])
            .arg(dir.join("kernels.ll"))
            .output()
            .unwrap_or_else(|e| panic!("{llc} (LLVM 22, or LLC=path) does not run: {e}"));
        assert!(
            output.status.success(),
            "{tool}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let committed = std::fs::read_to_string(dir.join("kernels.ptx")).unwrap();
        assert_eq!(
            String::from_utf8(output.stdout).unwrap(),
            committed,
            "{tool}: kernels.ptx is out of date: run the command in kernels.ll"
        );
    }
}
