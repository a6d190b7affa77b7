//! `offload-per-device`: rewrites each function of a sharded module
//! into the program one device runs, with local shapes, so that every other
//! pass plans it as an ordinary function.
//!
//! Runs on the module. A function JAX exported with Shardy has its
//! `sdy.manual_computation` bodies inlined in place (block arguments read
//! the local operands, results the `sdy.return` operands) and its
//! replicated `sdy.sharding_constraint`s folded. One exported with GSPMD
//! has its `@Sharding` annotations folded, each `@SPMDFullToShardShape` of
//! an argument turned into the argument's local type, each
//! `@SPMDShardToFullShape` into the local value it turns back (the result's
//! local type where it feeds the return), and its call of the shard_map
//! body (a private function called once) inlined; the body function is
//! erased. Either way the function's arguments and results take the local
//! types of the values they feed or come from, keep their sharding
//! attributes, and each one whose type changed gets `offload.global_type`.
//! Functions are rewritten callees first: a private function holding a
//! shard_map (a jit-wrapped shard_map) becomes per-device, and a call of it
//! is then read as a manual computation is (its operands and results take
//! the callee's local types).
//!
//! Expects: JAX exports in the generic op form (the `sdy` dialect subset
//! reads Shardy's). Guarantees: both forms of one program give the same
//! function up to value names and sharding attributes; a module without
//! sharding is left as it is. Fails, at the op and with no output, where
//! the per-device program is not written in the module: an op outside the
//! bodies computing on a sharded value, a value taken with different local
//! types by two bodies, a shard_map manual over some mesh axes only, a body
//! function called twice, Shardy's form carried through HLO.

use std::collections::HashSet;

use melior::ir::operation::OperationRef;

use crate::{
    PassDef, PassResult,
    bridge::per_device::{self, Form},
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "offload-per-device",
    name: "OffloadPerDevice",
    summary: "Rewrite each function of a sharded JAX module (Shardy or GSPMD form) into its per-device program with local shapes",
    description: "Sharded programs made by JAX `shard_map` hide what one device runs: with Shardy \
        (the default) inside `sdy.manual_computation` regions, with GSPMD in a called body function \
        between `@SPMDFullToShardShape` and `@SPMDShardToFullShape` custom calls. This pass inlines \
        the bodies in place, folds the annotations (`@Sharding`, replicated \
        `sdy.sharding_constraint`) and gives each function the local types of the shards its \
        arguments feed and its results come from, so every other pass plans the per-device \
        program as an ordinary function. Callees come first: a private function holding a \
        shard_map (jit-wrapped) becomes per-device, and its callers pass it local values. Arguments and results keep their sharding attributes; \
        each one whose type changed gets `offload.global_type` = its global type. Both forms of \
        one program give the same function up to names; a module without sharding is left as it \
        is. Fails, at the op, where the per-device program is not written in the module: an op \
        outside the bodies computing on a sharded value, a value two bodies take with different \
        local types, a shard_map manual over some mesh axes only, a body function called twice, \
        Shardy's form carried through HLO (`@xla.sdy.*` custom calls).",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

fn run(module: OperationRef, _options: &PassOptions) -> PassResult {
    // Callees first: a call of a function already per-device passes local
    // values, as a manual computation does.
    let mut rewritten = HashSet::new();
    for name in per_device::callees_first(module) {
        // A GSPMD body inlined into its caller is gone.
        let Some(function) = per_device::function_named(module, &name) else {
            continue;
        };
        match per_device::form_of(function, &rewritten)? {
            Some(Form::Shardy) => per_device::shardy(module, function, &rewritten)?,
            Some(Form::Gspmd) => per_device::gspmd(module, function, &rewritten)?,
            None => continue,
        }
        rewritten.insert(name);
    }
    Ok(())
}
