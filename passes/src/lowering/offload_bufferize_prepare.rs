//! `offload-bufferize-prepare`: gives every `tensor.empty` a single use, so
//! that `one-shot-bufferize` gives each planned value a buffer of its own.
//!
//! Frontends share one `tensor.empty` among many destination-passing ops
//! (torch-mlir uses one `tensor.empty` as the `outs` of up to 145 ops in the
//! tiny LLaMA). `one-shot-bufferize` then writes later ops in place into the
//! buffer of an earlier value once that value is dead, including a value the
//! plan detached: its buffer is released at the detach and would be written
//! afterwards. With one `tensor.empty` per use every destination starts as a
//! fresh allocation, which is also the lifetime model the planner and the
//! simulator use (each value its own bytes, freed after its last use).
//!
//! Each use gets a clone of the `tensor.empty` (with its size operands)
//! right before the op in the same block that holds the use, and the
//! original goes: a buffer is then allocated where its value is produced,
//! not where the frontend happened to put the `tensor.empty`. The program
//! computes the same values.

use melior::ir::{
    BlockLike,
    operation::{OperationLike, OperationRef},
};

use crate::{
    PassDef, PassResult,
    ir::{self, op_name, set_operand, uses},
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "offload-bufferize-prepare",
    name: "OffloadBufferizePrepare",
    summary: "Give every tensor.empty one use, so that one-shot-bufferize gives each value its own buffer",
    description: "Run before one-shot-bufferize and offload-bufferize. A tensor.empty shared by \
        several destination-passing ops lets one-shot-bufferize write a later op in place into the \
        buffer of a dead value, including one the plan detached and released. Each use gets its \
        own clone of the tensor.empty, placed right before the op that holds the use (so buffers \
        are allocated where their values are produced); the values computed are unchanged.",
    anchor: None,
    options: &[],
    run,
};

fn run(root: OperationRef, _options: &PassOptions) -> PassResult {
    for empty in ir::collect_ops(root, |op| op_name(op) == "tensor.empty") {
        let Some(block) = empty.block() else {
            continue;
        };
        let result = empty.result(0).expect("tensor.empty has a result").into();
        for use_ in uses(result) {
            // The op in the empty's block that holds the use.
            let mut holder = use_.owner;
            while holder.block() != Some(block) {
                match holder.parent_operation() {
                    Some(parent) => holder = parent,
                    None => break,
                }
            }
            let clone = block.insert_operation_before(holder, crate::ir::clone_op(empty));
            set_operand(
                use_.owner,
                use_.operand,
                clone.result(0).expect("tensor.empty has a result").into(),
            );
        }
        ir::erase(empty);
    }
    Ok(())
}
