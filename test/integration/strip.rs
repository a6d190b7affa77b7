//! offload-strip undoes offloading exactly, on a real model.

use hyperoffload_dialect::{Tier, build_detach, build_prefetch, build_store};
use hyperoffload_passes::ir::{collect_ops, op_name, set_operand, uses};
use hyperoffload_tests::{context, model, parse_file};
use melior::{
    ir::{BlockLike, Module, RegionLike, ValueLike, operation::OperationLike},
    pass::PassManager,
    utility::parse_pass_pipeline,
};

/// Offloads every tensor defined in the function body whose uses are all
/// ops of that body: store + detach right after its definition, one
/// prefetch before its first use, and every use rewired to the prefetch.
/// Returns how many tensors were offloaded.
fn offload_every_activation(module: &Module) -> usize {
    let body = module.body();
    let function = body.first_operation().expect("the model has a function");
    let block = function.region(0).unwrap().first_block().unwrap();
    let mut offloaded = 0;
    let ops = collect_ops(function, |op| {
        op.parent_operation().is_some_and(|p| p == function)
    });
    for def in ops {
        for result in def.results() {
            let value = result.into();
            let value_uses = uses(value);
            let ty = result.r#type();
            if value_uses.is_empty()
                || !ty.to_string().starts_with("tensor<")
                || value_uses
                    .iter()
                    .any(|u| u.owner.block() != Some(block) || op_name(&u.owner) == "func.return")
            {
                continue;
            }
            let first_use = value_uses
                .iter()
                .map(|u| u.owner)
                .reduce(|a, b| if b.is_before_in_block(a) { b } else { a })
                .unwrap();
            let location = def.location();
            let store = block.insert_operation_after(def, build_store(location, value, Tier::Host));
            let remote = store.result(0).unwrap().into();
            block.insert_operation_after(store, build_detach(location, value, remote, false));
            let prefetch =
                block.insert_operation_before(first_use, build_prefetch(location, remote, ty));
            let fetched = prefetch.result(0).unwrap().into();
            for u in value_uses {
                set_operand(u.owner, u.operand, fetched);
            }
            offloaded += 1;
        }
    }
    offloaded
}

#[test]
fn strip_restores_the_real_model_exactly() {
    // Two contexts: parsing a file twice into one renames its resources.
    let path = model("torch-mlir/llama_tiny_prefill_linalg.mlir");
    let original_context = context();
    let original = parse_file(&original_context, &path)
        .as_operation()
        .to_string();
    let context = context();
    let mut planned = parse_file(&context, &path);
    let offloaded = offload_every_activation(&planned);
    assert!(offloaded > 300, "only {offloaded} activations offloaded");
    assert!(
        planned.as_operation().verify(),
        "the offloaded model does not verify"
    );
    let text = planned.as_operation().to_string();
    assert_eq!(text.matches("\"offload.store\"").count(), offloaded);
    assert_eq!(text.matches("\"offload.prefetch\"").count(), offloaded);

    let manager = PassManager::new(&context);
    parse_pass_pipeline(
        manager.as_operation_pass_manager(),
        "builtin.module(func.func(offload-strip))",
    )
    .unwrap();
    manager.run(&mut planned).expect("offload-strip succeeds");

    assert!(planned.as_operation().verify());
    let stripped = planned.as_operation().to_string();
    assert!(!stripped.contains("offload."));
    assert_same_text(&stripped, &original);
}

/// Asserts two printed modules are equal, showing the first line that differs.
fn assert_same_text(actual: &str, expected: &str) {
    if let Some((line, (a, e))) = actual
        .lines()
        .zip(expected.lines())
        .enumerate()
        .find(|(_, (a, e))| a != e)
    {
        panic!("line {}: got\n  {a}\nexpected\n  {e}", line + 1);
    }
    assert_eq!(
        actual.lines().count(),
        expected.lines().count(),
        "line counts differ"
    );
}
