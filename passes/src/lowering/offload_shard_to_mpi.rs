//! `offload-shard-to-mpi`: lowers `shard.all_gather`, which upstream
//! `convert-shard-to-mpi` (MLIR 22) leaves illegal, into point-to-point
//! calls of the `mpi` dialect, so that a fully sharded (FSDP) per-device
//! program runs as an MPI job.
//!
//! It runs where upstream's all-reduce lowering runs: on the planned tensor
//! program, before bufferization. Each all-gather becomes, in place:
//!
//! - its result buffer, `memref.alloc` (the only buffer it allocates: the
//!   plan counts the result from the collective's start, and the operand
//!   until its end, [docs/semantics.md]); the operand is read through
//!   `bufferization.to_buffer`, in place;
//! - the group's communicator: the world split by the rank's place on the
//!   grid's other axes (the color), ordered by its place on the gathered
//!   axes (the key), as upstream splits it for an all-reduce; the rank in
//!   it is the piece's index;
//! - the rank's own piece copied into its place, then one exchange per
//!   other member, with partner `rank XOR s` at step `s`: the lower rank of
//!   a pair sends first, the higher receives first, so that blocking
//!   `mpi.send` / `mpi.recv` never wait on each other (the pairs of a step
//!   are disjoint; a group of a power-of-two size makes every step a
//!   perfect matching);
//! - `bufferization.to_tensor` of the result buffer, in place of the op's
//!   result.
//!
//! Each piece is received whole into the result, a contiguous range of its
//! elements: the pieces are contiguous where the gathered axis is the
//! first one of size above 1 (FSDP's gather along the rows). Other gathers,
//! groups whose size is not a power of two, and shapes that are not static
//! are errors at the op, before anything is rewritten. Values arrive bit
//! for bit: nothing is summed.

use melior::{
    Context,
    ir::{
        BlockLike, Module, RegionLike, ValueLike,
        attribute::IntegerAttribute,
        operation::{OperationLike, OperationRef},
    },
};

use crate::{
    PassDef, PassFailed, PassResult,
    extract::collective,
    ir::{self, collect_ops, erase, op_name, replace_all_uses},
    options::PassOptions,
};

pub const PASS: PassDef = PassDef {
    flag: "offload-shard-to-mpi",
    name: "OffloadShardToMpi",
    summary: "Lower shard.all_gather, which convert-shard-to-mpi leaves illegal, to mpi send/recv exchanges",
    description: "Run on the planned tensor program before `convert-shard-to-mpi` and \
        bufferization. Each `shard.all_gather` becomes its result buffer (`memref.alloc`, the \
        one buffer the plan counts for it), the group's communicator (`mpi.comm_split` of the \
        world by the rank's place on the grid's other axes, keyed by its place on the gathered \
        ones, as upstream splits it for an all-reduce), its own piece copied into place and one \
        blocking `mpi.send`/`mpi.recv` exchange with each other member (partner `rank XOR s` at \
        step `s`, the lower rank sending first, so that no pair waits on the other), and \
        `bufferization.to_tensor` of the buffer in place of its result. Values arrive bit for \
        bit. The pieces are received whole: a gather along an axis that has an axis of size \
        above 1 before it (pieces not contiguous in the result), a group whose size is not a \
        power of two, or a shape that is not static is an error at the op, and nothing is \
        rewritten.",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

fn run(module: OperationRef, _options: &PassOptions) -> PassResult {
    let gathers = collect_ops(module, |op| op_name(op) == "shard.all_gather");
    // Every op is checked before any is rewritten: an error leaves the
    // module as it was.
    let lowered = gathers
        .iter()
        .map(|op| Ok((*op, Gather::of(op)?.text())))
        .collect::<Result<Vec<_>, PassFailed>>()?;
    let context = module.context();
    // SAFETY: the context outlives the pass's run.
    let context = unsafe { context.to_ref() };
    for (op, text) in lowered {
        splice(context, op, &text);
    }
    Ok(())
}

/// One all-gather, as its lowering needs it.
#[derive(Debug, PartialEq)]
struct Gather {
    /// The operand's and the result's tensor types, as printed.
    operand: String,
    result: String,
    /// Their static shapes.
    operand_shape: Vec<u64>,
    result_shape: Vec<u64>,
    /// The element type, as printed.
    element: String,
    /// The grid's shape and the gathered axes, in the op's order.
    grid: Vec<i64>,
    axes: Vec<usize>,
}

impl Gather {
    /// The all-gather `op`, or an error at it saying why it cannot lower.
    fn of(op: &OperationRef) -> Result<Gather, PassFailed> {
        let fail = |why: &str| ir::error(op.location(), &format!("cannot lower this all-gather to MPI: {why}"));
        let operand_type = op.operand(0).expect("an all-gather has an operand").r#type();
        let result_type = op.result(0).expect("an all-gather has a result").r#type();
        let static_shape = |ty| {
            let (dims, element) = ir::ranked_shape(ty)?;
            Some((dims.into_iter().collect::<Option<Vec<u64>>>()?, element))
        };
        let (Some((operand_shape, element)), Some((result_shape, _))) =
            (static_shape(operand_type), static_shape(result_type))
        else {
            return Err(fail("its operand and result must be ranked tensors of static shape"));
        };
        let Some(grid) = collective::grid_axes(op) else {
            return Err(fail("its grid (`shard.grid`) and axes must be a symbol of this module and axes of it"));
        };
        let gather_axis = op
            .attribute("gather_axis")
            .ok()
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .and_then(|a| usize::try_from(a.value()).ok())
            .filter(|&a| a < operand_shape.len());
        let Some(gather_axis) = gather_axis else {
            return Err(fail("its gather_axis must be an axis of its operand"));
        };
        let size: i64 = grid.axes.iter().map(|&a| grid.shape[a]).product();
        if size < 1 || (size & (size - 1)) != 0 {
            return Err(fail(&format!(
                "its group has {size} devices; the pairwise exchange needs a power of two"
            )));
        }
        let mut expected = operand_shape.clone();
        expected[gather_axis] *= size as u64;
        if expected != result_shape {
            return Err(fail(&format!(
                "its result shape must be its operand's with axis {gather_axis} {size} times as long"
            )));
        }
        if let Some(axis) = operand_shape[..gather_axis].iter().position(|&d| d != 1) {
            return Err(fail(&format!(
                "it gathers along axis {gather_axis}, after axis {axis} of size {}, so the pieces are not contiguous in the result; gather along the first axis (transpose around the gather)",
                operand_shape[axis]
            )));
        }
        Ok(Gather {
            operand: operand_type.to_string(),
            result: result_type.to_string(),
            operand_shape,
            result_shape,
            element: element.to_string(),
            grid: grid.shape,
            axes: grid.axes,
        })
    }

    /// The lowering, as a module with one function from the operand to the
    /// result.
    fn text(&self) -> String {
        let memref = |tensor: &str| tensor.replacen("tensor<", "memref<", 1);
        let (operand_m, result_m) = (memref(&self.operand), memref(&self.result));
        let piece: u64 = self.operand_shape.iter().product();
        let whole: u64 = self.result_shape.iter().product();
        let flat_piece = format!("memref<{piece}x{}>", self.element);
        let flat_whole = format!("memref<{whole}x{}>", self.element);
        let strided = format!("memref<{piece}x{}, strided<[1], offset: ?>>", self.element);
        let mut body = String::new();
        let mut line = |text: String| {
            body.push_str("    ");
            body.push_str(&text);
            body.push('\n');
        };
        line(format!("%in = bufferization.to_buffer %x : {} to {operand_m}", self.operand));
        line(format!("%out = memref.alloc() : {result_m}"));
        let flatten = |line: &mut dyn FnMut(String), name: &str, from: &str, rank: usize, m: &str, flat: &str| {
            if rank == 1 {
                line(format!("%{name}_flat = memref.cast %{from} : {m} to {flat}"));
            } else {
                let dims = (0..rank).map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                line(format!(
                    "%{name}_flat = memref.collapse_shape %{from} [[{dims}]] : {m} into {flat}"
                ));
            }
        };
        flatten(&mut line, "in", "in", self.operand_shape.len(), &operand_m, &flat_piece);
        flatten(&mut line, "out", "out", self.result_shape.len(), &result_m, &flat_whole);
        // The rank's place on each grid axis, from its world rank (row-major,
        // as upstream's process_multi_index).
        line("%world = mpi.comm_world : !mpi.comm".into());
        line("%rv0, %world_rank = mpi.comm_rank(%world) : !mpi.retval, i32".into());
        line("%wr = arith.index_cast %world_rank : i32 to index".into());
        let mut stride = 1i64;
        for axis in (0..self.grid.len()).rev() {
            line(format!("%stride{axis} = arith.constant {stride} : index"));
            line(format!("%size{axis} = arith.constant {} : index", self.grid[axis]));
            line(format!("%q{axis} = arith.divsi %wr, %stride{axis} : index"));
            line(format!("%m{axis} = arith.remsi %q{axis}, %size{axis} : index"));
            stride *= self.grid[axis];
        }
        // Color: the place on the other axes; key: the place on the gathered
        // ones, in the op's order (the order of the pieces).
        let others: Vec<usize> = (0..self.grid.len()).filter(|a| !self.axes.contains(a)).collect();
        let linear = |line: &mut dyn FnMut(String), name: &str, axes: &[usize]| {
            line(format!("%{name}_0 = arith.constant 0 : index"));
            let mut last = format!("%{name}_0");
            for (i, &axis) in axes.iter().enumerate() {
                line(format!("%{name}_s{i} = arith.muli {last}, %size{axis} : index"));
                line(format!("%{name}_{} = arith.addi %{name}_s{i}, %m{axis} : index", i + 1));
                last = format!("%{name}_{}", i + 1);
            }
            line(format!("%{name} = arith.index_cast {last} : index to i32"));
        };
        linear(&mut line, "color", &others);
        linear(&mut line, "key", &self.axes);
        line("%comm = mpi.comm_split(%world, %color, %key) : !mpi.comm".into());
        line("%rv1, %rank = mpi.comm_rank(%comm) : !mpi.retval, i32".into());
        line("%r = arith.index_cast %rank : i32 to index".into());
        line(format!("%piece = arith.constant {piece} : index"));
        line("%own_at = arith.muli %r, %piece : index".into());
        line(format!(
            "%own = memref.subview %out_flat[%own_at] [{piece}] [1] : {flat_whole} to {strided}"
        ));
        line(format!("linalg.copy ins(%in_flat : {flat_piece}) outs(%own : {strided})"));
        line("%tag = arith.constant 0 : i32".into());
        let size: i64 = self.axes.iter().map(|&a| self.grid[a]).product();
        for s in 1..size {
            let send = format!("mpi.send(%in_flat, %tag, %p{s}, %comm) : {flat_piece}, i32, i32");
            let recv = format!("mpi.recv(%at{s}_piece, %tag, %p{s}, %comm) : {strided}, i32, i32");
            line(format!("%s{s} = arith.constant {s} : i32"));
            line(format!("%p{s} = arith.xori %rank, %s{s} : i32"));
            line(format!("%pi{s} = arith.index_cast %p{s} : i32 to index"));
            line(format!("%at{s} = arith.muli %pi{s}, %piece : index"));
            line(format!(
                "%at{s}_piece = memref.subview %out_flat[%at{s}] [{piece}] [1] : {flat_whole} to {strided}"
            ));
            line(format!("%first{s} = arith.cmpi ult, %rank, %p{s} : i32"));
            line(format!("scf.if %first{s} {{\n      {send}\n      {recv}\n    }} else {{\n      {recv}\n      {send}\n    }}"));
        }
        line(format!(
            "%result = bufferization.to_tensor %out restrict : {result_m} to {}",
            self.result
        ));
        line(format!("func.return %result : {}", self.result));
        format!(
            "module {{\n  func.func @all_gather(%x: {}) -> {} {{\n{body}  }}\n}}\n",
            self.operand, self.result
        )
    }
}

/// Replaces `op` with the body of the function `text` defines: its
/// argument is `op`'s operand, what it returns `op`'s result.
fn splice(context: &Context, op: OperationRef, text: &str) {
    let lowered = Module::parse(context, text).expect("an all-gather's lowering parses");
    let function = lowered
        .body()
        .first_operation()
        .expect("the lowering is one function");
    let block = function
        .region(0)
        .expect("a function has a body")
        .first_block()
        .expect("with one block");
    let argument = block.argument(0).expect("one argument");
    replace_all_uses(argument.into(), op.operand(0).expect("an operand"));
    let ret = block.terminator().expect("the function returns");
    let result = ret.operand(0).expect("the gathered tensor");
    let mut next = block.first_operation();
    while let Some(moved) = next {
        next = moved.next_in_block();
        if moved == ret {
            break;
        }
        // SAFETY: both ops are live; moving unlinks `moved` from the
        // lowering's block and links it before `op`, with its uses.
        unsafe { mlir_sys::mlirOperationMoveBefore(moved.to_raw(), op.to_raw()) };
    }
    replace_all_uses(op.result(0).expect("a result").into(), result);
    erase(op);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gather(grid: Vec<i64>, axes: Vec<usize>) -> Gather {
        Gather {
            operand: "tensor<2x4xf32>".into(),
            result: "tensor<8x4xf32>".into(),
            operand_shape: vec![2, 4],
            result_shape: vec![8, 4],
            element: "f32".into(),
            grid,
            axes,
        }
    }

    /// The lowering of a gather over axis 1 of a 2x4 grid: the color is the
    /// place on axis 0, the key the place on axis 1, three exchanges with
    /// the partners `rank XOR 1, 2, 3`, each piece of 8 elements at its
    /// rank's offset.
    #[test]
    fn a_gather_exchanges_with_each_partner_once() {
        let text = gather(vec![2, 4], vec![1]).text();
        let context = crate::context();
        assert!(Module::parse(&context, &text).is_some(), "{text}");
        assert!(text.contains("%color_1 = arith.addi %color_s0, %m0 : index"), "{text}");
        assert!(text.contains("%key_1 = arith.addi %key_s0, %m1 : index"), "{text}");
        assert_eq!(text.matches("scf.if").count(), 3, "{text}");
        assert_eq!(text.matches("mpi.send").count(), 6, "{text}");
        assert!(text.contains("%p3 = arith.xori %rank, %s3 : i32"), "{text}");
        assert!(text.contains("%piece = arith.constant 8 : index"), "{text}");
        assert_eq!(text.matches("memref.alloc").count(), 1, "{text}");
    }

    /// A group of one copies its piece and exchanges nothing.
    #[test]
    fn a_group_of_one_only_copies() {
        let text = gather(vec![1, 4], vec![0]).text();
        assert!(!text.contains("mpi.send"), "{text}");
        assert!(text.contains("linalg.copy"), "{text}");
    }
}
