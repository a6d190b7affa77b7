//! Generated documentation is current.

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
