//! offload-per-device gives the same per-device program from both forms JAX
//! exports a shard_map in (Shardy and GSPMD), up to value and function
//! names and sharding attributes.

use std::collections::HashMap;

use hyperoffload_passes::ir::{block_ops, first_block, op_name, symbol_attribute, symbol_name};
use hyperoffload_tests::{context, parse_file, repo};
use melior::{
    ir::{
        BlockLike, BlockRef, Module, RegionLike, ValueLike,
        operation::{OperationLike, OperationRef},
    },
    pass::PassManager,
    utility::parse_pass_pipeline,
};

/// The public function `main` of `file` (under lit/passes/inputs) after
/// offload-per-device, written without names: each op as its name, the
/// positions of its operands in definition order, its result types and its
/// regions; each call as the callee's body in the same form.
fn per_device(file: &str) -> Vec<String> {
    let context = context();
    context.set_allow_unregistered_dialects(true);
    let mut module = parse_file(&context, &repo().join("lit/passes/inputs").join(file));
    let manager = PassManager::new(&context);
    parse_pass_pipeline(
        manager.as_operation_pass_manager(),
        "builtin.module(offload-per-device)",
    )
    .unwrap();
    manager
        .run(&mut module)
        .expect("offload-per-device succeeds");
    assert!(module.as_operation().verify());
    let main = function(&module, "main").expect("a function @main");
    let mut lines = vec![signature(main)];
    write_function(&module, main, &mut lines);
    lines
}

/// The `func.func` of `module` named `name`.
fn function<'c, 'a>(module: &'a Module<'c>, name: &str) -> Option<OperationRef<'c, 'a>> {
    block_ops(module.body())
        .into_iter()
        .find(|op| op_name(op) == "func.func" && symbol_name(op).as_deref() == Some(name))
}

/// The function's type and the global types it records.
fn signature(function: OperationRef) -> String {
    let global_types = |name: &str| {
        function.attribute(name).map_or(String::new(), |a| {
            a.to_string()
                .split("offload.global_type = ")
                .skip(1)
                .map(|t| t.split([',', '}']).next().unwrap_or_default().to_owned())
                .collect::<Vec<_>>()
                .join(" ")
        })
    };
    format!(
        "{} args {} results {}",
        function.attribute("function_type").unwrap(),
        global_types("arg_attrs"),
        global_types("res_attrs")
    )
}

fn write_function(module: &Module, function: OperationRef, lines: &mut Vec<String>) {
    let mut ids = HashMap::new();
    write_block(module, first_block(&function).unwrap(), &mut ids, lines);
}

/// Writes the ops of `block` (and of their regions), numbering values in
/// definition order in `ids`.
fn write_block(
    module: &Module,
    block: BlockRef,
    ids: &mut HashMap<usize, usize>,
    lines: &mut Vec<String>,
) {
    for index in 0..block.argument_count() {
        let next = ids.len();
        ids.insert(block.argument(index).unwrap().to_raw().ptr as usize, next);
    }
    for op in block_ops(block) {
        let operands: Vec<String> = op
            .operands()
            .map(|v| {
                ids.get(&(v.to_raw().ptr as usize))
                    .map_or("outer".into(), |i| i.to_string())
            })
            .collect();
        let types: Vec<String> = op.results().map(|r| r.r#type().to_string()).collect();
        lines.push(format!(
            "{}({}) -> ({})",
            op_name(&op),
            operands.join(", "),
            types.join(", ")
        ));
        for result in op.results() {
            let next = ids.len();
            ids.insert(result.to_raw().ptr as usize, next);
        }
        for region in 0..op.region_count() {
            let mut cursor = op.region(region).unwrap().first_block();
            while let Some(inner) = cursor {
                write_block(module, inner, ids, lines);
                cursor = inner.next_in_region();
            }
        }
        if op_name(&op) == "func.call" {
            let callee = symbol_attribute(&op, "callee").unwrap();
            lines.push("callee {".into());
            write_function(module, function(module, &callee).unwrap(), lines);
            lines.push("}".into());
        }
    }
}

#[test]
fn both_forms_give_the_same_per_device_program() {
    let signatures = [
        (
            "forward",
            "(tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> \
             args tensor<8x16xf32> tensor<16x16xf32> tensor<16x16xf32> results tensor<8x16xf32>",
        ),
        (
            "train",
            "(tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> (tensor<16x8xf32>, tensor<8x16xf32>) \
             args tensor<8x16xf32> tensor<16x16xf32> tensor<16x16xf32> \
             results tensor<16x16xf32> tensor<16x16xf32>",
        ),
        (
            "wrapped",
            "(tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> \
             args tensor<8x16xf32> tensor<16x16xf32> tensor<16x16xf32> results tensor<8x16xf32>",
        ),
    ];
    for (program, signature) in signatures {
        let shardy = per_device(&format!("sharded_{program}_shardy.mlir"));
        let gspmd = per_device(&format!("sharded_{program}_gspmd.mlir"));
        assert_eq!(shardy[0], signature, "{program}");
        if let Some((line, (s, g))) = shardy
            .iter()
            .zip(&gspmd)
            .enumerate()
            .find(|(_, (s, g))| s != g)
        {
            panic!("{program}, line {line}: Shardy gives\n  {s}\nGSPMD gives\n  {g}");
        }
        assert_eq!(shardy.len(), gspmd.len(), "{program}: line counts differ");
        assert!(
            shardy
                .iter()
                .all(|l| !l.contains("sdy.") && !l.contains("custom_call")),
            "{program}: a sharding op is left"
        );
    }
}
