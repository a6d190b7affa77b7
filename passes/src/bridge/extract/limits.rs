//! The limits extraction checks before it starts: how deep loops and
//! branches nest in a function and how deep its chain of calls goes. The
//! cost of extracting a region or a callee grows with what is nested in it
//! (each level is extracted for its scratch and its work, and the offload
//! passes plan and simulate each level), so an input nested far deeper than
//! a model is refused up front with the limit it exceeds, instead of
//! running for minutes. The limits count levels, never seconds, so a
//! result does not depend on the machine.

use std::collections::HashMap;

use melior::ir::{
    BlockLike, Location, RegionLike,
    operation::{OperationLike, OperationRef},
};

use super::{BRANCHES, LOOPS, callees_of};
use crate::ir::op_name;

/// The most loops and branches that may nest in one function (counting
/// the op itself): far beyond the nests of models (a layer loop around a
/// time loop around a branch).
pub const MAX_NEST_DEPTH: usize = 16;

/// The most calls one chain from a function may hold (f0 calls f1 calls
/// f2 ...): far beyond a model's layers calling their blocks.
pub const MAX_CALL_DEPTH: usize = 64;

/// The first limit `function` exceeds: the op where it does and what to
/// do.
pub fn exceeded<'c>(function: OperationRef<'c, '_>) -> Option<(Location<'c>, String)> {
    if let Some(op) = too_deep_nest(function, 0) {
        let message = format!(
            "this {} nests more than {MAX_NEST_DEPTH} loops and branches deep, the most the offload passes extract; move the inner loops into a function that this loop calls (func.call), or flatten them",
            op_name(&op)
        );
        return Some((op.location(), message));
    }
    let callees = callees_of(function);
    let mut depths = HashMap::new();
    let mut in_progress = Vec::new();
    let depth = call_depth(function, &callees, &mut depths, &mut in_progress);
    if depth.levels > MAX_CALL_DEPTH {
        let call = depth.first_call?;
        let message = format!(
            "this call starts a chain of more than {MAX_CALL_DEPTH} nested calls, the most the offload passes extract; inline some of the callees to shorten the chain"
        );
        return Some((call.location(), message));
    }
    None
}

/// The first loop or branch under `op` that sits deeper than
/// [`MAX_NEST_DEPTH`], `depth` being how many hold `op`.
fn too_deep_nest<'c, 'a>(op: OperationRef<'c, 'a>, depth: usize) -> Option<OperationRef<'c, 'a>> {
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut inner = b.first_operation();
            while let Some(o) = inner {
                let name = op_name(&o);
                let nests = LOOPS.contains(&name.as_str()) || BRANCHES.contains(&name.as_str());
                let level = depth + usize::from(nests);
                if level > MAX_NEST_DEPTH {
                    return Some(o);
                }
                if let Some(found) = too_deep_nest(o, level) {
                    return Some(found);
                }
                inner = o.next_in_block();
            }
            block = b.next_in_region();
        }
    }
    None
}

/// The longest chain of calls from a function, and the call in it that
/// starts the chain.
#[derive(Clone, Copy, Default)]
struct CallDepth<'c, 'a> {
    levels: usize,
    first_call: Option<OperationRef<'c, 'a>>,
}

/// The longest chain of calls from `function`, each function's counted
/// once (`depths`); a recursive call counts once.
fn call_depth<'c, 'a>(
    function: OperationRef<'c, 'a>,
    callees: &HashMap<String, OperationRef<'c, 'a>>,
    depths: &mut HashMap<String, usize>,
    in_progress: &mut Vec<String>,
) -> CallDepth<'c, 'a> {
    // Past the limit the exact length does not matter: stopping there
    // keeps the walk's stack as short as the limit.
    if in_progress.len() > MAX_CALL_DEPTH {
        return CallDepth {
            levels: MAX_CALL_DEPTH + 1,
            first_call: None,
        };
    }
    let name = crate::ir::symbol_name(&function).unwrap_or_default();
    in_progress.push(name.clone());
    let mut deepest = CallDepth::default();
    for call in crate::ir::collect_ops(function, |op| op_name(op) == "func.call") {
        let Some(callee) = crate::ir::symbol_attribute(&call, "callee") else {
            continue;
        };
        let below = match (depths.get(&callee), callees.get(&callee)) {
            (Some(&levels), _) => levels,
            (None, Some(&f)) if !in_progress.contains(&callee) => {
                call_depth(f, callees, depths, in_progress).levels
            }
            _ => 0,
        };
        if below + 1 > deepest.levels {
            deepest = CallDepth {
                levels: below + 1,
                first_call: Some(call),
            };
        }
    }
    in_progress.pop();
    depths.insert(name, deepest.levels);
    deepest
}
