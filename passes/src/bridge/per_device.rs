//! A sharded module's functions rewritten into their per-device
//! programs (`offload-per-device`): what one device runs, on its local
//! shards, as an ordinary function every other pass plans.
//!
//! JAX writes a `shard_map` in one of two forms. Shardy (its default) puts
//! the per-device body in `sdy.manual_computation` regions whose block
//! arguments are the local shards of the operands and whose `sdy.return`
//! gives the local results; between them values have their global types.
//! GSPMD calls a private body function (`func.call @shmap_body`) on the
//! results of `stablehlo.custom_call @SPMDFullToShardShape` and turns its
//! results back with `@SPMDShardToFullShape`, with `@Sharding` annotations
//! around. Either way the program of one device is the body, its inputs the
//! local shards of the function's arguments and its outputs the local
//! shards of the function's results; this module inlines the bodies in
//! place and gives the function the local types. A call of a function
//! already rewritten (a jit-wrapped shard_map) is read like a manual
//! computation: a [`Switch`] to local values. What is computed outside the
//! bodies on sharded values has no per-device form in the module, and is
//! refused.

use std::collections::{HashMap, HashSet};

use melior::ir::{
    BlockLike, BlockRef, RegionLike, Type, TypeLike, Value, ValueLike,
    attribute::{AttributeLike, IntegerAttribute},
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassResult,
    ir::{self, erase, error, replace_all_uses},
};

/// The argument and result attribute that keeps the global type of a value
/// the function now takes or gives as its local shard.
pub const GLOBAL_TYPE_ATTRIBUTE: &str = "offload.global_type";

const MANUAL_COMPUTATION: &str = "sdy.manual_computation";
const SHARDING_CONSTRAINT: &str = "sdy.sharding_constraint";
const CUSTOM_CALL: &str = "stablehlo.custom_call";
const SHARDING: &str = "Sharding";
const FULL_TO_SHARD: &str = "SPMDFullToShardShape";
const SHARD_TO_FULL: &str = "SPMDShardToFullShape";

/// How a function's shard_maps are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `sdy.manual_computation` regions.
    Shardy,
    /// Calls of a body function between `@SPMDFullToShardShape` and
    /// `@SPMDShardToFullShape` custom calls.
    Gspmd,
}

/// The form of `function`'s sharding, or `None` for a function without one
/// (left as it is): the ops of a form at its top level, or else an argument
/// that a sharding attribute of a form splits (a program sharded without
/// shard_map, which the checks then refuse where it computes on it), or
/// else a call of a function of `rewritten` (already per-device). Refuses
/// Shardy's form as carried through HLO (`@xla.sdy.*` custom calls), whose
/// bodies this pass does not read.
pub fn form_of(
    function: OperationRef,
    rewritten: &HashSet<String>,
) -> Result<Option<Form>, crate::PassFailed> {
    let Some(block) = ir::first_block(&function) else {
        return Ok(None);
    };
    let ops = ir::block_ops(block);
    if let Some(op) = ops
        .iter()
        .find(|op| custom_call_target(op).is_some_and(|t| t.starts_with("xla.sdy.")))
    {
        return Err(error(
            op.location(),
            "cannot make this function per-device: it is Shardy's form carried through HLO (an '@xla.sdy.*' custom call), which this pass does not read; export the StableHLO module JAX lowers to (lowered.compiler_ir('stablehlo')) in the generic op form",
        ));
    }
    let shardy_ops = ops.iter().any(|op| {
        let name = ir::op_name(op);
        name == MANUAL_COMPUTATION || name == SHARDING_CONSTRAINT
    });
    let gspmd_ops = ops.iter().any(|op| {
        custom_call_target(op)
            .is_some_and(|t| [SHARDING, FULL_TO_SHARD, SHARD_TO_FULL].contains(&t.as_str()))
    });
    let no_locals = HashMap::new();
    Ok(
        if shardy_ops || !sharded_arguments(function, Form::Shardy, &no_locals).is_empty() {
            Some(Form::Shardy)
        } else if gspmd_ops || !sharded_arguments(function, Form::Gspmd, &no_locals).is_empty() {
            Some(Form::Gspmd)
        } else {
            ops.iter()
                .any(|op| callee_of(op).is_some_and(|c| rewritten.contains(&c)))
                .then_some(Form::Shardy)
        },
    )
}

/// The names of the functions with a body of `module`, each after the
/// functions it calls: a function that holds a shard_map (a jit-wrapped
/// shard_map) is per-device before its callers are rewritten.
pub fn callees_first(module: OperationRef) -> Vec<String> {
    fn visit(
        module: OperationRef,
        name: String,
        order: &mut Vec<String>,
        seen: &mut HashSet<String>,
    ) {
        if !seen.insert(name.clone()) {
            return;
        }
        let Some(function) = function_named(module, &name).filter(|f| ir::first_block(f).is_some())
        else {
            return;
        };
        for call in ir::collect_ops(function, |op| ir::op_name(op) == "func.call") {
            if let Some(callee) = callee_of(&call) {
                visit(module, callee, order, seen);
            }
        }
        order.push(name);
    }
    let mut order = Vec::new();
    let mut seen = HashSet::new();
    if let Some(block) = ir::first_block(&module) {
        for op in ir::block_ops(block) {
            if ir::op_name(&op) == "func.func" {
                visit(
                    module,
                    ir::symbol_name(&op).unwrap_or_default(),
                    &mut order,
                    &mut seen,
                );
            }
        }
    }
    order
}

/// The callee of a `func.call`, or `None` for another op.
fn callee_of(op: &OperationRef) -> Option<String> {
    (ir::op_name(op) == "func.call")
        .then(|| ir::symbol_attribute(op, "callee"))
        .flatten()
}

/// Rewrites a function written in the Shardy form into its per-device
/// program; `rewritten` names the functions already per-device.
pub fn shardy(
    module: OperationRef,
    function: OperationRef,
    rewritten: &HashSet<String>,
) -> PassResult {
    let block = ir::first_block(&function).expect("a function with a body");
    let computations = manual_computations(function)?;
    for &computation in &computations {
        check_fully_manual(module, computation)?;
    }
    let switches = switches(block, module, rewritten)?;
    let mut locals = HashMap::new();
    switch_local_types(&switches, &mut locals)?;
    let mut sharded = sharded_arguments(function, Form::Shardy, &locals);
    sharded.extend(sharded_results(&switches));
    check_outside(function, Form::Shardy, &sharded, &switches)?;
    let signature = Signature::of(function);
    localize_arguments(block, &locals);
    for switch in &switches {
        if switch.call {
            retype_results(switch);
        } else {
            inline_manual_computation(switch.op)?;
        }
    }
    fold_sharding_constraints(block);
    check_call_operands(&switches)?;
    signature.update(function);
    Ok(())
}

/// Rewrites a function written in the GSPMD form into its per-device
/// program; `rewritten` names the functions already per-device.
pub fn gspmd(
    module: OperationRef,
    function: OperationRef,
    rewritten: &HashSet<String>,
) -> PassResult {
    let block = ir::first_block(&function).expect("a function with a body");
    let bodies = body_calls(module, block, rewritten)?;
    let switches = switches(block, module, rewritten)?;
    let mut locals = gspmd_local_types(block)?;
    switch_local_types(&switches, &mut locals)?;
    let mut sharded = sharded_arguments(function, Form::Gspmd, &locals);
    sharded.extend(sharded_results(&switches));
    check_outside(function, Form::Gspmd, &sharded, &switches)?;
    let signature = Signature::of(function);
    localize_arguments(block, &locals);
    for switch in &switches {
        retype_results(switch);
    }
    fold_custom_calls(block)?;
    check_call_operands(&switches)?;
    for (call, callee) in bodies {
        inline_call(call, callee)?;
    }
    signature.update(function);
    Ok(())
}

/// Where a function's program turns to local values: a manual computation
/// (its body takes the local shards of its operands and returns local
/// results) or a call of a function already per-device (its arguments and
/// results are local).
struct Switch<'c, 'a> {
    op: OperationRef<'c, 'a>,
    /// Whether it is a call (it stays) rather than a manual computation
    /// (inlined and erased: not to be read once it is).
    call: bool,
    /// The local type each operand is taken as.
    operands: Vec<Type<'c>>,
    /// The local type of each result.
    results: Vec<Type<'c>>,
}

/// The switches at the top level of `block`, in order.
fn switches<'c, 'a>(
    block: BlockRef<'c, 'a>,
    module: OperationRef<'c, 'a>,
    rewritten: &HashSet<String>,
) -> Result<Vec<Switch<'c, 'a>>, crate::PassFailed> {
    let mut switches = Vec::new();
    for op in ir::block_ops(block) {
        if ir::op_name(&op) == MANUAL_COMPUTATION {
            let body = body(op);
            if body.argument_count() != op.operand_count() {
                return Err(error(
                    op.location(),
                    "cannot make this manual computation per-device: its body does not take one argument per operand",
                ));
            }
            switches.push(Switch {
                op,
                call: false,
                operands: (0..body.argument_count())
                    .map(|i| ir::argument(&body, i).expect("in range").r#type())
                    .collect(),
                results: local_results(op),
            });
        } else if let Some(callee) = callee_of(&op).filter(|c| rewritten.contains(c)) {
            let callee = function_named(module, &callee).expect("a rewritten function");
            let signature = Signature::of(callee);
            switches.push(Switch {
                op,
                call: true,
                operands: signature.arguments,
                results: signature.results,
            });
        }
    }
    Ok(switches)
}

/// A value as a key of the maps and sets below.
fn key(value: Value) -> usize {
    value.to_raw().ptr as usize
}

/// The target of a `stablehlo.custom_call`, or `None` for another op.
fn custom_call_target(op: &OperationRef) -> Option<String> {
    if ir::op_name(op) != CUSTOM_CALL {
        return None;
    }
    hyperoffload_dialect::string_value(op.attribute("call_target_name").ok()?)
}

/// Whether `op` is a custom call to `target`.
fn is_custom_call(op: &OperationRef, target: &str) -> bool {
    custom_call_target(op).is_some_and(|t| t == target)
}

/// The printed form of attribute `name` of `op`, if it has one.
fn attribute_text(op: &OperationRef, name: &str) -> Option<String> {
    let attribute = op.attribute(name).ok()?;
    Some(hyperoffload_dialect::string_value(attribute).unwrap_or_else(|| attribute.to_string()))
}

/// The manual computations of `function`, in order; each must sit at the
/// top level of its body.
fn manual_computations<'c, 'a>(
    function: OperationRef<'c, 'a>,
) -> Result<Vec<OperationRef<'c, 'a>>, crate::PassFailed> {
    let all = ir::collect_ops(function, |op| ir::op_name(op) == MANUAL_COMPUTATION);
    for computation in &all {
        if computation.parent_operation() != Some(function) {
            return Err(error(
                computation.location(),
                "cannot make this manual computation per-device: it is nested in another op, which every device would run around its shard; write the shard_map at the top level of the function",
            ));
        }
        let region = ir::region(computation, 0);
        if region
            .and_then(|r| r.first_block())
            .is_none_or(|b| b.next_in_region().is_some())
        {
            return Err(error(
                computation.location(),
                "cannot make this manual computation per-device: its body is not one block",
            ));
        }
    }
    Ok(all)
}

/// The body block of a manual computation (checked to be one block).
fn body<'c, 'a>(computation: OperationRef<'c, 'a>) -> BlockRef<'c, 'a> {
    ir::first_block(&computation).expect("a manual computation with a body")
}

/// The local types of a manual computation's results: its `sdy.return`'s
/// operands.
fn local_results<'c>(computation: OperationRef<'c, '_>) -> Vec<Type<'c>> {
    ir::last_op(body(computation))
        .map(|ret| ret.operands().map(|v| v.r#type()).collect())
        .unwrap_or_default()
}

/// The results of switches whose values differ between devices: those
/// whose global type is not their local one.
fn sharded_results(switches: &[Switch]) -> HashSet<usize> {
    switches
        .iter()
        .flat_map(|switch| {
            switch
                .op
                .results()
                .zip(&switch.results)
                .filter(|(result, local)| result.r#type() != **local)
                .map(|(result, _)| key(result.into()))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Refuses a manual computation that leaves some mesh axis automatic: the
/// compiler partitions its body further over those axes, so the body is not
/// what one device runs.
fn check_fully_manual(module: OperationRef, computation: OperationRef) -> PassResult {
    let manual = quoted_names(&attribute_text(&computation, "manual_axes").unwrap_or_default());
    let shardings = attribute_text(&computation, "in_shardings").unwrap_or_default()
        + &attribute_text(&computation, "out_shardings").unwrap_or_default();
    let mesh_text = match mesh_reference(&shardings) {
        Some(name) => mesh_named(module, &name),
        // An inline mesh (`mesh<["x"=2]>`) is in the shardings' text.
        None => Some(shardings.clone()),
    };
    let Some(mesh_text) = mesh_text else {
        return Err(error(
            computation.location(),
            "cannot make this manual computation per-device: the mesh its shardings name is not an 'sdy.mesh' of the module",
        ));
    };
    let automatic: Vec<String> = mesh_axes(&mesh_text)
        .into_iter()
        .filter(|(name, size)| *size > 1 && !manual.contains(name))
        .map(|(name, _)| format!("\"{name}\""))
        .collect();
    if automatic.is_empty() {
        return Ok(());
    }
    Err(error(
        computation.location(),
        &format!(
            "cannot make this manual computation per-device: it is manual over {} only, and mesh axes {} stay automatic inside it (the compiler partitions its body further); make the shard_map manual over every mesh axis (no axis_names, or all of them)",
            if manual.is_empty() {
                "no axis".to_owned()
            } else {
                manual
                    .iter()
                    .map(|n| format!("\"{n}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            },
            automatic.join(", ")
        ),
    ))
}

/// The text of the `mesh` attribute of the module's `sdy.mesh` named `name`.
fn mesh_named(module: OperationRef, name: &str) -> Option<String> {
    let block = ir::first_block(&module)?;
    ir::block_ops(block)
        .into_iter()
        .find(|op| ir::op_name(op) == "sdy.mesh" && ir::symbol_name(op).as_deref() == Some(name))
        .and_then(|op| attribute_text(&op, "mesh"))
}

/// Adds to `locals` the local type of every value a switch takes or gives:
/// the type its body or callee takes it as, and for a result the type its
/// body or callee returns. A value two switches take with different local
/// types has no one local form.
fn switch_local_types<'c>(
    switches: &[Switch<'c, '_>],
    locals: &mut HashMap<usize, Type<'c>>,
) -> PassResult {
    for switch in switches {
        for (result, &local) in switch.op.results().zip(&switch.results) {
            locals.insert(key(result.into()), local);
        }
    }
    for switch in switches {
        for (index, (operand, &local)) in switch.op.operands().zip(&switch.operands).enumerate() {
            let full = through_sharding(operand);
            match locals.get(&key(full)) {
                Some(&known) if known != local => {
                    return Err(error(
                        switch.op.location(),
                        &format!(
                            "cannot make this '{}' per-device: operand #{index} (global {}) is taken here as local {local}, and as local {known} elsewhere; it has no one per-device value. Give both shard_maps the same in/out spec for it",
                            ir::op_name(&switch.op),
                            full.r#type()
                        ),
                    ));
                }
                Some(_) => {}
                None => {
                    locals.insert(key(full), local);
                }
            }
        }
    }
    Ok(())
}

/// The local type of every argument (or value made outside the bodies) an
/// `@SPMDFullToShardShape` turns into a shard, and of every
/// `@SPMDShardToFullShape` result: the shard's type.
fn gspmd_local_types<'c>(
    block: BlockRef<'c, '_>,
) -> Result<HashMap<usize, Type<'c>>, crate::PassFailed> {
    let mut locals: HashMap<usize, Type<'c>> = HashMap::new();
    for op in ir::block_ops(block) {
        if is_custom_call(&op, SHARD_TO_FULL) {
            let local = ir::operand(&op, 0).expect("a shard").r#type();
            locals.insert(key(ir::result(op, 0)), local);
        }
    }
    for op in ir::block_ops(block) {
        if !is_custom_call(&op, FULL_TO_SHARD) {
            continue;
        }
        if attribute_text(&op, "mhlo.sharding").is_some_and(|s| s != "{manual}") {
            return Err(error(
                op.location(),
                "cannot make this shard_map per-device: it is manual over some mesh axes only, and the others stay automatic inside it (the compiler partitions its body further); make the shard_map manual over every mesh axis (no axis_names, or all of them)",
            ));
        }
        let full = through_sharding(ir::operand(&op, 0).expect("a full value"));
        let local = ir::result(op, 0).r#type();
        match locals.get(&key(full)) {
            Some(&known) if known != local => {
                return Err(error(
                    op.location(),
                    &format!(
                        "cannot make this shard_map per-device: a global {} is taken here as local {local}, and as local {known} elsewhere; it has no one per-device value. Give both shard_maps the same in/out spec for it",
                        full.r#type()
                    ),
                ));
            }
            Some(_) => {}
            None => {
                locals.insert(key(full), local);
            }
        }
    }
    Ok(locals)
}

/// The value a chain of `@Sharding` annotations ending in `value` starts
/// from.
fn through_sharding<'c: 'a, 'a>(value: Value<'c, 'a>) -> Value<'c, 'a> {
    let mut value = value;
    while let Some(op) = ir::defining_op(value).filter(|op| is_custom_call(op, SHARDING)) {
        value = ir::operand(&op, 0).expect("an annotated value");
    }
    value
}

/// The function's arguments whose values differ between devices: those its
/// sharding attribute splits, and those a body takes with another type.
fn sharded_arguments(
    function: OperationRef,
    form: Form,
    locals: &HashMap<usize, Type>,
) -> HashSet<usize> {
    let block = ir::first_block(&function).expect("a function with a body");
    let mut sharded = HashSet::new();
    for index in 0..block.argument_count() {
        let argument = ir::argument(&block, index).expect("in range");
        let split = match form {
            Form::Shardy => argument_attribute(function, index, "sdy.sharding")
                .is_some_and(|s| !sdy_sharding_is_replicated(&s)),
            Form::Gspmd => argument_attribute(function, index, "mhlo.sharding")
                .is_some_and(|s| !gspmd_sharding_is_replicated(&s, rank(argument.r#type()))),
        };
        let reshaped = locals
            .get(&key(argument))
            .is_some_and(|&l| l != argument.r#type());
        if split || reshaped {
            sharded.insert(key(argument));
        }
    }
    sharded
}

/// The rank of a ranked tensor type (0 for another type).
fn rank(ty: Type) -> usize {
    ir::ranked_shape(ty).map_or(0, |(shape, _)| shape.len())
}

/// Refuses an op outside the bodies that reads a sharded value (through
/// its regions too): what it computes differs between devices and is not
/// written per device in the module. The switches, the annotations and
/// shape changes of the sharded form itself, and the function's return,
/// may read them, and so may the size of a dimension of an argument that
/// its sharding leaves whole (the same on every device: `jax.export` reads
/// a symbolic dimension so).
fn check_outside(
    function: OperationRef,
    form: Form,
    sharded: &HashSet<usize>,
    switches: &[Switch],
) -> PassResult {
    let block = ir::first_block(&function).expect("a function with a body");
    let mut sharded = sharded.clone();
    for op in ir::block_ops(block) {
        let name = ir::op_name(&op);
        if switches.iter().any(|s| s.op == op)
            || name == "func.return"
            || is_custom_call(&op, FULL_TO_SHARD)
            || is_whole_dimension_size(function, form, &op)
        {
            continue;
        }
        if is_custom_call(&op, SHARDING) {
            if ir::operand(&op, 0).is_some_and(|v| sharded.contains(&key(v))) {
                sharded.insert(key(ir::result(op, 0)));
            }
            continue;
        }
        if is_custom_call(&op, SHARD_TO_FULL) {
            let shard = ir::operand(&op, 0).expect("a shard");
            if shard.r#type() != ir::result(op, 0).r#type() {
                sharded.insert(key(ir::result(op, 0)));
            }
            continue;
        }
        if name == SHARDING_CONSTRAINT
            && attribute_text(&op, "sharding").is_some_and(|s| !sdy_sharding_is_replicated(&s))
        {
            return Err(error(
                op.location(),
                "cannot make this function per-device: this 'sdy.sharding_constraint' outside the manual computations shards a value, which each device then holds a part of that no op of the module computes; constrain inside the shard_map or drop the constraint",
            ));
        }
        let reads_sharded = ir::collect_ops(op, |_| true)
            .iter()
            .flat_map(|o| o.operands().collect::<Vec<_>>())
            .find(|v| sharded.contains(&key(*v)));
        if let Some(value) = reads_sharded {
            return Err(error(
                op.location(),
                &format!(
                    "cannot make this function per-device: '{name}' computes outside the shard_map bodies on a sharded value ({}), so what each device computes is not written in the module; move the computation into the shard_map body, on the local shards",
                    value.r#type()
                ),
            ));
        }
    }
    Ok(())
}

/// Whether `op` is a `stablehlo.get_dimension_size` of an argument of
/// `function` whose sharding attribute leaves that dimension whole: every
/// device's shard has the global size there, so the op reads the local
/// argument as well as the global one.
fn is_whole_dimension_size(function: OperationRef, form: Form, op: &OperationRef) -> bool {
    if ir::op_name(op) != "stablehlo.get_dimension_size" {
        return false;
    }
    let Some(dimension) = op
        .attribute("dimension")
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value() as usize)
    else {
        return false;
    };
    let block = ir::first_block(&function).expect("a function with a body");
    let Some(index) = ir::operand(op, 0)
        .and_then(|v| (0..block.argument_count()).find(|&i| ir::argument(&block, i) == Some(v)))
    else {
        return false;
    };
    match form {
        Form::Shardy => argument_attribute(function, index, "sdy.sharding")
            .is_some_and(|s| !sdy_dimension_is_split(&s, dimension)),
        Form::Gspmd => argument_attribute(function, index, "mhlo.sharding")
            .is_some_and(|s| gspmd_tiles(&s).get(dimension).is_none_or(|&t| t <= 1)),
    }
}

/// The function's signature before the rewrite, to tell which argument
/// and result types it changed.
struct Signature<'c> {
    arguments: Vec<Type<'c>>,
    results: Vec<Type<'c>>,
}

impl<'c> Signature<'c> {
    fn of(function: OperationRef<'c, '_>) -> Self {
        let block = ir::first_block(&function).expect("a function with a body");
        let ret = ir::last_op(block).expect("a terminator");
        Self {
            arguments: (0..block.argument_count())
                .map(|i| ir::argument(&block, i).expect("in range").r#type())
                .collect(),
            results: ret.operands().map(|v| v.r#type()).collect(),
        }
    }

    /// Gives `function` the types of its entry block's arguments and of its
    /// return's operands, and marks each argument and result whose type
    /// changed with its global type.
    fn update(&self, function: OperationRef<'c, '_>) {
        let now = Self::of(function);
        ir::set_function_type(function, &now.arguments, &now.results);
        for (index, (old, new)) in self.arguments.iter().zip(&now.arguments).enumerate() {
            if old != new {
                set_global_type(function, Position::Argument(index), *old);
            }
        }
        for (index, (old, new)) in self.results.iter().zip(&now.results).enumerate() {
            if old != new {
                set_global_type(function, Position::Result(index), *old);
            }
        }
    }
}

/// Gives each argument of the function's entry block its local type.
fn localize_arguments(block: BlockRef, locals: &HashMap<usize, Type>) {
    for index in 0..block.argument_count() {
        let argument = ir::argument(&block, index).expect("in range");
        if let Some(&local) = locals.get(&key(argument)) {
            // SAFETY: the argument is live; its users read the local shard
            // once the bodies are inlined or the shape changes folded.
            unsafe { mlir_sys::mlirValueSetType(argument.to_raw(), local.to_raw()) }
        }
    }
}

/// Moves the body of a manual computation in front of it: its block
/// arguments read the (now local) operands, its results the `sdy.return`
/// operands; the computation is erased.
fn inline_manual_computation(computation: OperationRef) -> PassResult {
    let block = body(computation);
    for (index, operand) in computation.operands().enumerate() {
        let argument = ir::argument(&block, index).expect("checked");
        if argument.r#type() != operand.r#type() {
            return Err(error(
                computation.location(),
                &format!(
                    "cannot make this manual computation per-device: it cuts its local {} out of operand #{index}, a global {} computed outside the manual computations, which each device would slice by its place in the mesh; pass the value in as an argument, or compute it inside the shard_map",
                    argument.r#type(),
                    operand.r#type()
                ),
            ));
        }
        replace_all_uses(argument, operand);
    }
    move_body_before(block, computation)
}

/// Gives the results of a call of a per-device function their local types
/// (its callee's result types).
fn retype_results(switch: &Switch) {
    for (result, local) in switch.op.results().zip(&switch.results) {
        // SAFETY: the result is live; its users read the local value once
        // the whole function is rewritten (checked by the verifier).
        unsafe { mlir_sys::mlirValueSetType(result.to_raw(), local.to_raw()) }
    }
}

/// Refuses a call of a per-device function whose operand is still not its
/// local type once the function is rewritten: a value computed outside the
/// bodies that each device would slice by its place in the mesh.
fn check_call_operands(switches: &[Switch]) -> PassResult {
    for switch in switches.iter().filter(|s| s.call) {
        for (index, (operand, local)) in switch.op.operands().zip(&switch.operands).enumerate() {
            if operand.r#type() != *local {
                return Err(error(
                    switch.op.location(),
                    &format!(
                        "cannot make this call per-device: its callee takes operand #{index} as local {local}, but it is a global {} computed outside the shard_map bodies, which each device would slice by its place in the mesh; pass the value in as an argument, or compute it inside the shard_map",
                        operand.r#type()
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Moves every op of `block` but its terminator before `anchor`, and makes
/// the users of `anchor`'s results read the terminator's operands; erases
/// `anchor`.
fn move_body_before(block: BlockRef, anchor: OperationRef) -> PassResult {
    let ops = ir::block_ops(block);
    let (terminator, ops) = ops.split_last().expect("a terminator");
    if terminator.operand_count() != anchor.result_count() {
        return Err(error(
            terminator.location(),
            "cannot inline this body: it returns a different number of values than its caller has results",
        ));
    }
    for &op in ops {
        ir::move_before(op, anchor);
    }
    for (index, value) in terminator.operands().enumerate() {
        replace_all_uses(ir::result(anchor, index), value);
    }
    erase(anchor);
    Ok(())
}

/// Folds each `sdy.sharding_constraint` left at the top level (on
/// replicated values: the others were refused) into its operand.
fn fold_sharding_constraints(block: BlockRef) {
    for op in ir::block_ops(block) {
        if ir::op_name(&op) == SHARDING_CONSTRAINT {
            replace_all_uses(ir::result(op, 0), ir::operand(&op, 0).expect("a value"));
            erase(op);
        }
    }
}

/// The calls of shard_map bodies in `block` with their callees: the calls
/// that take a shard made by `@SPMDFullToShardShape` or whose result is
/// annotated or turned back by `@Sharding` / `@SPMDShardToFullShape`, other
/// than calls of functions already per-device. Each body must be a private
/// function with one block, called once.
fn body_calls<'c, 'a>(
    module: OperationRef<'c, 'a>,
    block: BlockRef<'c, 'a>,
    rewritten: &HashSet<String>,
) -> Result<Vec<(OperationRef<'c, 'a>, OperationRef<'c, 'a>)>, crate::PassFailed> {
    let mut bodies = Vec::new();
    for call in ir::block_ops(block) {
        let per_device = callee_of(&call).is_some_and(|c| rewritten.contains(&c));
        if ir::op_name(&call) != "func.call" || per_device || !is_body_call(call) {
            continue;
        }
        let name = ir::symbol_attribute(&call, "callee").unwrap_or_default();
        let callee = function_named(module, &name).filter(|f| ir::first_block(f).is_some());
        let Some(callee) = callee else {
            return Err(error(
                call.location(),
                &format!(
                    "cannot inline the shard_map body '@{name}': it is not a function with a body in this module"
                ),
            ));
        };
        let calls = ir::calls_of(callee).len();
        if calls != 1 || ir::is_public(&callee) {
            return Err(error(
                call.location(),
                &format!(
                    "cannot inline the shard_map body '@{name}': it is called {calls} times{}, and inlining moves its ops into this call's place; give each shard_map its own body function (export each call site once)",
                    if ir::is_public(&callee) {
                        " and is public"
                    } else {
                        ""
                    }
                ),
            ));
        }
        if ir::region(&callee, 0)
            .and_then(|r| r.first_block())
            .is_some_and(|b| b.next_in_region().is_some())
        {
            return Err(error(
                call.location(),
                &format!("cannot inline the shard_map body '@{name}': its body is not one block"),
            ));
        }
        bodies.push((call, callee));
    }
    Ok(bodies)
}

/// Whether `call` calls a shard_map body: it takes a shard or gives one back.
fn is_body_call(call: OperationRef) -> bool {
    let takes_shard = call
        .operands()
        .filter_map(ir::defining_op)
        .any(|op| is_custom_call(&op, FULL_TO_SHARD));
    let gives_shard = call.results().any(|result| {
        ir::uses(result.into())
            .iter()
            .any(|u| is_custom_call(&u.owner, SHARDING) || is_custom_call(&u.owner, SHARD_TO_FULL))
    });
    takes_shard || gives_shard
}

/// The `func.func` of `module` named `name`.
pub fn function_named<'c, 'a>(
    module: OperationRef<'c, 'a>,
    name: &str,
) -> Option<OperationRef<'c, 'a>> {
    let block = ir::first_block(&module)?;
    ir::block_ops(block)
        .into_iter()
        .find(|op| ir::op_name(op) == "func.func" && ir::symbol_name(op).as_deref() == Some(name))
}

/// Folds the custom calls of the GSPMD form into their operands: each
/// `@Sharding` annotation, each `@SPMDFullToShardShape` (its operand is now
/// the local argument, or a value turned back by `@SPMDShardToFullShape`
/// whose shard it reads, or a replicated value of the shard's type), then
/// each `@SPMDShardToFullShape` (left feeding the return only).
fn fold_custom_calls(block: BlockRef) -> PassResult {
    for op in ir::block_ops(block) {
        if is_custom_call(&op, SHARDING) {
            replace_all_uses(ir::result(op, 0), ir::operand(&op, 0).expect("a value"));
            erase(op);
        }
    }
    for op in ir::block_ops(block) {
        if !is_custom_call(&op, FULL_TO_SHARD) {
            continue;
        }
        let full = ir::operand(&op, 0).expect("a value");
        let shard = ir::defining_op(full)
            .filter(|d| is_custom_call(d, SHARD_TO_FULL))
            .map_or(full, |d| ir::operand(&d, 0).expect("a shard"));
        let result = ir::result(op, 0);
        if shard.r#type() != result.r#type() {
            return Err(error(
                op.location(),
                &format!(
                    "cannot make this shard_map per-device: it cuts the shard {} out of a global {} computed outside the bodies, which each device would slice by its position in the mesh; pass the value in as an argument, or compute it inside the shard_map",
                    result.r#type(),
                    full.r#type()
                ),
            ));
        }
        replace_all_uses(result, shard);
        erase(op);
    }
    for op in ir::block_ops(block) {
        if is_custom_call(&op, SHARD_TO_FULL) {
            replace_all_uses(ir::result(op, 0), ir::operand(&op, 0).expect("a shard"));
            erase(op);
        }
    }
    Ok(())
}

/// Inlines the body function `callee` at its only `call`, moving its ops,
/// and erases the function.
fn inline_call(call: OperationRef, callee: OperationRef) -> PassResult {
    let block = ir::first_block(&callee).expect("checked");
    for (index, operand) in call.operands().enumerate() {
        let argument = ir::argument(&block, index).expect("a callee argument per operand");
        replace_all_uses(argument, operand);
    }
    move_body_before(block, call)?;
    // SAFETY: the function is live and no longer called (it was called
    // once); destroying it unlinks it from the module.
    unsafe { mlir_sys::mlirOperationDestroy(callee.to_raw()) }
    Ok(())
}

/// The printed form of attribute `name` of argument `index` of `function`
/// (the text of a string attribute).
fn argument_attribute(function: OperationRef, index: usize, name: &str) -> Option<String> {
    let all = function.attribute("arg_attrs").ok()?;
    // SAFETY: the attributes are live; the calls only read them.
    let raw = unsafe {
        let array = all.to_raw();
        if !mlir_sys::mlirAttributeIsAArray(array)
            || index >= mlir_sys::mlirArrayAttrGetNumElements(array) as usize
        {
            return None;
        }
        let dictionary = mlir_sys::mlirArrayAttrGetElement(array, index as isize);
        if !mlir_sys::mlirAttributeIsADictionary(dictionary) {
            return None;
        }
        let entry = mlir_sys::mlirDictionaryAttrGetElementByName(dictionary, string_ref(name));
        if entry.ptr.is_null() {
            return None;
        }
        melior::ir::Attribute::from_raw(entry)
    };
    Some(hyperoffload_dialect::string_value(raw).unwrap_or_else(|| raw.to_string()))
}

fn string_ref(text: &str) -> mlir_sys::MlirStringRef {
    mlir_sys::MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

/// An argument or a result of a function.
#[derive(Clone, Copy)]
enum Position {
    Argument(usize),
    Result(usize),
}

/// Sets [`GLOBAL_TYPE_ATTRIBUTE`] on an argument or result of `function`.
fn set_global_type(function: OperationRef, position: Position, global: Type) {
    // SAFETY: `function` is a live func.func with that argument or result;
    // the name is copied during the call.
    unsafe {
        let value = mlir_sys::mlirTypeAttrGet(global.to_raw());
        let name = string_ref(GLOBAL_TYPE_ATTRIBUTE);
        match position {
            Position::Argument(i) => {
                mlir_sys::mlirFuncSetArgAttr(function.to_raw(), i as isize, name, value)
            }
            Position::Result(i) => {
                mlir_sys::mlirFuncSetResultAttr(function.to_raw(), i as isize, name, value)
            }
        }
    }
}

/// Whether a Shardy sharding (`#sdy.sharding<@mesh, [{"dp"}, {}]>`) gives
/// every device the whole value: no dimension is split over an axis and no
/// axis holds partial sums (`unreduced`).
pub fn sdy_sharding_is_replicated(text: &str) -> bool {
    let unreduced = text
        .find("unreduced={")
        .map(|start| {
            let rest = &text[start..];
            &rest[..rest.find('}').unwrap_or(rest.len())]
        })
        .unwrap_or("");
    !sdy_dimension_list(text).contains('"') && !unreduced.contains('"')
}

/// Whether a Shardy sharding splits dimension `dimension` over some axis
/// (`{"dp"}` there in `[{"dp"}, {}]`).
pub fn sdy_dimension_is_split(text: &str, dimension: usize) -> bool {
    sdy_dimension_list(text)
        .split('}')
        .nth(dimension)
        .is_some_and(|entry| entry.contains('"'))
}

/// The list of per-dimension shardings of a Shardy sharding (`[{"dp"}, {}]`).
fn sdy_dimension_list(text: &str) -> &str {
    text.find('[')
        .map(|start| {
            let mut depth = 0;
            let end = text[start..]
                .char_indices()
                .find(|&(_, c)| {
                    depth += match c {
                        '[' => 1,
                        ']' => -1,
                        _ => 0,
                    };
                    depth == 0
                })
                .map_or(text.len(), |(i, _)| start + i);
            &text[start..end]
        })
        .unwrap_or("")
}

/// Whether a GSPMD sharding of a value of rank `rank`
/// (`{devices=[2,1,2]<=[4] last_tile_dim_replicate}`) gives every device
/// the whole value: the tiles of its `rank` data dimensions are one.
pub fn gspmd_sharding_is_replicated(text: &str, rank: usize) -> bool {
    gspmd_tiles(text).iter().take(rank).product::<u64>() <= 1
}

/// The tiles of a GSPMD sharding per dimension (`[2,1,2]` in
/// `{devices=[2,1,2]<=[4] last_tile_dim_replicate}`; none for a replicated
/// one), the last one the replication's where it says so.
fn gspmd_tiles(text: &str) -> Vec<u64> {
    let Some(start) = text.find("devices=[") else {
        return Vec::new();
    };
    let rest = &text[start + "devices=[".len()..];
    rest[..rest.find(']').unwrap_or(rest.len())]
        .split(',')
        .filter_map(|t| t.trim().parse().ok())
        .collect()
}

/// The names in double quotes in `text` (`{"dp", "tp"}`).
pub fn quoted_names(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// The axes of a Shardy mesh (`#sdy.mesh<["dp"=2, "tp"=2]>`), with sizes.
pub fn mesh_axes(text: &str) -> Vec<(String, u64)> {
    // Splitting at quotes puts each name at an odd index, and what follows
    // it (`=2, `) at the next one.
    let parts: Vec<&str> = text.split('"').collect();
    parts
        .iter()
        .zip(parts.iter().skip(1))
        .skip(1)
        .step_by(2)
        .filter_map(|(name, after)| {
            let digits: String = after
                .strip_prefix('=')?
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            Some(((*name).to_owned(), digits.parse().ok()?))
        })
        .collect()
}

/// The mesh a sharding text names (`@mesh` in `<@mesh, [...]>`), if any.
pub fn mesh_reference(text: &str) -> Option<String> {
    let start = text.find('@')? + 1;
    let name: String = text[start..]
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '.' || *c == '$' || *c == '-')
        .collect();
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shardy_shardings_split_when_a_dimension_names_an_axis() {
        assert!(!sdy_sharding_is_replicated(
            r#"#sdy.sharding<@mesh, [{"dp"}, {}]>"#
        ));
        assert!(!sdy_sharding_is_replicated(
            r#"#sdy.sharding<@mesh, [{}, {"x":(1)2}]>"#
        ));
        assert!(sdy_sharding_is_replicated(
            r#"#sdy.sharding<@mesh, [{}, {?}]>"#
        ));
        assert!(sdy_sharding_is_replicated(r#"#sdy.sharding<@mesh, []>"#));
        assert!(sdy_sharding_is_replicated(
            r#"#sdy.sharding<@mesh, [{}, {}], replicated={"dp"}>"#
        ));
        assert!(!sdy_sharding_is_replicated(
            r#"#sdy.sharding<@mesh, [{}, {}], unreduced={"dp"}>"#
        ));
    }

    #[test]
    fn shardy_dimensions_split_when_they_name_an_axis() {
        let ep = r#"#sdy.sharding<@mesh, [{"ep"}, {}, {"x":(1)2, "y"}]>"#;
        assert!(sdy_dimension_is_split(ep, 0));
        assert!(!sdy_dimension_is_split(ep, 1));
        assert!(sdy_dimension_is_split(ep, 2));
        assert!(!sdy_dimension_is_split(ep, 3));
        assert!(!sdy_dimension_is_split(r#"#sdy.sharding<@mesh, []>"#, 0));
    }

    #[test]
    fn gspmd_shardings_split_when_a_data_dimension_has_tiles() {
        let dp = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}";
        assert!(!gspmd_sharding_is_replicated(dp, 2));
        assert!(gspmd_sharding_is_replicated(
            "{devices=[1,1,4]<=[4] last_tile_dim_replicate}",
            2
        ));
        assert!(gspmd_sharding_is_replicated("{replicated}", 2));
        assert!(!gspmd_sharding_is_replicated("{devices=[4,1]<=[4]}", 2));
    }

    #[test]
    fn meshes_list_their_axes_and_shardings_name_their_mesh() {
        assert_eq!(
            mesh_axes(r#"#sdy.mesh<["dp"=2, "tp"=4], device_ids=[0, 1]>"#),
            vec![("dp".to_owned(), 2), ("tp".to_owned(), 4)]
        );
        assert_eq!(
            quoted_names(r#"#sdy<manual_axes{"dp", "tp"}>"#),
            ["dp", "tp"]
        );
        assert_eq!(
            mesh_reference(r#"#sdy.sharding_per_value<[<@mesh_1, [{"dp"}]>]>"#).as_deref(),
            Some("mesh_1")
        );
        assert_eq!(
            mesh_reference(r#"#sdy.sharding<mesh<["a"=2]>, [{"a"}]>"#),
            None
        );
    }
}
