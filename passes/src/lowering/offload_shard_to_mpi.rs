//! `offload-shard-to-mpi`: lowers `shard.all_gather` and `shard.all_to_all`,
//! which upstream `convert-shard-to-mpi` (MLIR 22) leaves illegal, into
//! point-to-point calls of the `mpi` dialect, so that fully sharded (FSDP)
//! and expert-parallel per-device programs run as MPI jobs.
//!
//! It runs where upstream's all-reduce lowering runs: on the planned tensor
//! program, before bufferization. Each collective becomes, in place:
//!
//! - its result buffer, `memref.alloc` (the only buffer it allocates: the
//!   plan counts the result from the collective's start, and the operand
//!   until its end, docs/semantics.md); the operand is read through
//!   `bufferization.to_buffer`, in place;
//! - the group's communicator: the world split by the rank's place on the
//!   grid's other axes (the color), ordered by its place on the group's
//!   axes (the key), as upstream splits it for an all-reduce; the rank in
//!   it is the member's index, the place of its piece;
//! - the rank's own piece copied into its place, then one exchange per
//!   other member, with partner `rank XOR s` at step `s`: the lower rank of
//!   a pair sends first, the higher receives first, so that blocking
//!   `mpi.send` / `mpi.recv` never wait on each other (the pairs of a step
//!   are disjoint; a group of a power-of-two size makes every step a
//!   perfect matching). An all-gather sends its whole operand to each
//!   partner; an all-to-all sends partner `p` piece `p` of it. Each receives
//!   the partner's piece into the partner's place in its result;
//! - `bufferization.to_tensor` of the result buffer, in place of the op's
//!   result.
//!
//! Each piece is sent and received whole, a contiguous range of elements:
//! the axis the pieces lie along (gathered, split, concatenated) must be
//! the first one of size above 1 (FSDP's gather along the rows, expert
//! parallelism's exchange of token rows). Other layouts, groups whose size
//! is not a power of two, and shapes that are not static are errors at the
//! op, before anything is rewritten. Values arrive bit for bit: nothing is
//! summed.

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
    summary: "Lower shard.all_gather and shard.all_to_all, which convert-shard-to-mpi leaves illegal, to mpi send/recv exchanges",
    description: "Run on the planned tensor program before `convert-shard-to-mpi` and \
        bufferization. Each `shard.all_gather` and `shard.all_to_all` becomes its result buffer \
        (`memref.alloc`, the one buffer the plan counts for it), the group's communicator \
        (`mpi.comm_split` of the world by the rank's place on the grid's other axes, keyed by \
        its place on the group's axes, as upstream splits it for an all-reduce), its own piece \
        copied into place and one blocking `mpi.send`/`mpi.recv` exchange with each other \
        member (partner `rank XOR s` at step `s`, the lower rank sending first, so that no pair \
        waits on the other): an all-gather sends its whole operand, an all-to-all partner `p` \
        its piece `p`, and each piece received goes to its sender's place in the result; then \
        `bufferization.to_tensor` of the buffer in place of the op's result. Values arrive bit \
        for bit. The pieces move whole: an axis they lie along that has an axis of size above \
        1 before it (pieces not contiguous), a group whose size is not a power of two, or a \
        shape that is not static is an error at the op, and nothing is rewritten.",
    anchor: Some("builtin.module"),
    options: &[],
    run,
};

fn run(module: OperationRef, _options: &PassOptions) -> PassResult {
    let ops = collect_ops(module, |op| Kind::of(&op_name(op)).is_some());
    // Every op is checked before any is rewritten: an error leaves the
    // module as it was.
    let lowered = ops
        .iter()
        .map(|op| Ok((*op, Exchange::of(op)?.text())))
        .collect::<Result<Vec<_>, PassFailed>>()?;
    let context = module.context();
    // SAFETY: the context outlives the pass's run.
    let context = unsafe { context.to_ref() };
    for (op, text) in lowered {
        splice(context, op, &text);
    }
    Ok(())
}

/// The collectives this pass lowers.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// Every member's whole operand, in the order of the members.
    AllGather,
    /// Piece `j` of each member's operand (split along `split_axis`) to
    /// member `j`, the pieces received put in the order of their senders
    /// along `concat_axis`.
    AllToAll,
}

impl Kind {
    fn of(name: &str) -> Option<Kind> {
        match name {
            "shard.all_gather" => Some(Kind::AllGather),
            "shard.all_to_all" => Some(Kind::AllToAll),
            _ => None,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Kind::AllGather => "all-gather",
            Kind::AllToAll => "all-to-all",
        }
    }
}

/// One collective as pairwise exchanges of contiguous pieces: each member
/// sends `piece` elements to each other member (the whole operand for an
/// all-gather, the partner's piece of it for an all-to-all) and receives as
/// many into the partner's place in its result.
#[derive(Debug, PartialEq)]
struct Exchange {
    kind: Kind,
    /// The operand's and the result's tensor types, as printed.
    operand: String,
    result: String,
    /// Their static shapes.
    operand_shape: Vec<u64>,
    result_shape: Vec<u64>,
    /// The element type, as printed.
    element: String,
    /// The grid's shape and the group's axes, in the op's order.
    grid: Vec<i64>,
    axes: Vec<usize>,
    /// Devices in the group: the product of its axes' sizes.
    group: u64,
    /// Elements of one piece.
    piece: u64,
}

impl Exchange {
    /// The collective `op`, or an error at it saying why it cannot lower.
    fn of(op: &OperationRef) -> Result<Exchange, PassFailed> {
        let kind = Kind::of(&op_name(op)).expect("a collective this pass lowers");
        let noun = kind.noun();
        let fail = |why: &str| {
            ir::error(op.location(), &format!("cannot lower this {noun} to MPI: {why}"))
        };
        let operand_type = op.operand(0).expect("the collective has an operand").r#type();
        let result_type = op.result(0).expect("the collective has a result").r#type();
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
            return Err(fail(
                "its grid (`shard.grid`) and axes must be a symbol of this module and axes of it",
            ));
        };
        let axis = |name: &str| {
            op.attribute(name)
                .ok()
                .and_then(|a| IntegerAttribute::try_from(a).ok())
                .and_then(|a| usize::try_from(a.value()).ok())
                .filter(|&a| a < operand_shape.len())
                .ok_or_else(|| fail(&format!("its {name} must be an axis of its operand")))
        };
        let size: i64 = grid.axes.iter().map(|&a| grid.shape[a]).product();
        if size < 1 || (size & (size - 1)) != 0 {
            return Err(fail(&format!(
                "its group has {size} devices; the pairwise exchange needs a power of two"
            )));
        }
        let n = size as u64;
        let elements: u64 = operand_shape.iter().product();
        // The axes along which the pieces lie in the operand and in the
        // result: each piece is contiguous where every axis before is 1.
        let contiguous = |shape: &[u64], along: usize, verb: &str, whose: &str| {
            match shape[..along].iter().position(|&d| d != 1) {
                None => Ok(()),
                Some(before) => Err(fail(&format!(
                    "it {verb} along axis {along}, after axis {before} of size {}, so the pieces are not contiguous in its {whose}; make axis {along} the first (transpose around the collective)",
                    shape[before]
                ))),
            }
        };
        let mut expected = operand_shape.clone();
        let piece = match kind {
            Kind::AllGather => {
                let gather = axis("gather_axis")?;
                expected[gather] *= n;
                contiguous(&operand_shape, gather, "gathers", "result")?;
                elements
            }
            Kind::AllToAll => {
                let (split, concat) = (axis("split_axis")?, axis("concat_axis")?);
                if expected[split] % n != 0 {
                    return Err(fail(&format!(
                        "its split_axis {split} of size {} does not split into {n} pieces",
                        expected[split]
                    )));
                }
                expected[split] /= n;
                expected[concat] *= n;
                contiguous(&operand_shape, split, "splits", "operand")?;
                contiguous(&expected, concat, "concatenates", "result")?;
                elements / n
            }
        };
        if expected != result_shape {
            let shape = |s: &[u64]| s.iter().map(u64::to_string).collect::<Vec<_>>().join("x");
            return Err(fail(&format!(
                "its result shape must be {} for its operand, axes and group of {n}",
                shape(&expected)
            )));
        }
        Ok(Exchange {
            kind,
            operand: operand_type.to_string(),
            result: result_type.to_string(),
            operand_shape,
            result_shape,
            element: element.to_string(),
            grid: grid.shape,
            axes: grid.axes,
            group: n,
            piece,
        })
    }

    /// The lowering, as a module with one function from the operand to the
    /// result.
    fn text(&self) -> String {
        let memref = |tensor: &str| tensor.replacen("tensor<", "memref<", 1);
        let (operand_m, result_m) = (memref(&self.operand), memref(&self.result));
        let piece = self.piece;
        let sent: u64 = self.operand_shape.iter().product();
        let whole: u64 = self.result_shape.iter().product();
        let flat_in = format!("memref<{sent}x{}>", self.element);
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
        let flatten = |line: &mut dyn FnMut(String), name: &str, rank: usize, m: &str, flat: &str| {
            if rank == 1 {
                line(format!("%{name}_flat = memref.cast %{name} : {m} to {flat}"));
            } else {
                let dims = (0..rank).map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                line(format!(
                    "%{name}_flat = memref.collapse_shape %{name} [[{dims}]] : {m} into {flat}"
                ));
            }
        };
        flatten(&mut line, "in", self.operand_shape.len(), &operand_m, &flat_in);
        flatten(&mut line, "out", self.result_shape.len(), &result_m, &flat_whole);
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
        // Color: the place on the other axes; key: the place on the group's
        // axes, in the op's order (the order of the pieces).
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
        // What goes to partner `p`: the whole operand (all-gather), or its
        // piece `p` (all-to-all).
        let sent_to = |line: &mut dyn FnMut(String), name: &str, at: &str| match self.kind {
            Kind::AllGather => ("%in_flat".to_owned(), flat_in.clone()),
            Kind::AllToAll => {
                line(format!(
                    "%{name} = memref.subview %in_flat[{at}] [{piece}] [1] : {flat_in} to {strided}"
                ));
                (format!("%{name}"), strided.clone())
            }
        };
        line(format!(
            "%own = memref.subview %out_flat[%own_at] [{piece}] [1] : {flat_whole} to {strided}"
        ));
        let (own, own_type) = sent_to(&mut line, "own_piece", "%own_at");
        line(format!("linalg.copy ins({own} : {own_type}) outs(%own : {strided})"));
        line("%tag = arith.constant 0 : i32".into());
        for s in 1..self.group {
            line(format!("%s{s} = arith.constant {s} : i32"));
            line(format!("%p{s} = arith.xori %rank, %s{s} : i32"));
            line(format!("%pi{s} = arith.index_cast %p{s} : i32 to index"));
            line(format!("%at{s} = arith.muli %pi{s}, %piece : index"));
            line(format!(
                "%at{s}_piece = memref.subview %out_flat[%at{s}] [{piece}] [1] : {flat_whole} to {strided}"
            ));
            let (out, out_type) = sent_to(&mut line, &format!("to{s}"), &format!("%at{s}"));
            let send = format!("mpi.send({out}, %tag, %p{s}, %comm) : {out_type}, i32, i32");
            let recv = format!("mpi.recv(%at{s}_piece, %tag, %p{s}, %comm) : {strided}, i32, i32");
            line(format!("%first{s} = arith.cmpi ult, %rank, %p{s} : i32"));
            line(format!(
                "scf.if %first{s} {{\n      {send}\n      {recv}\n    }} else {{\n      {recv}\n      {send}\n    }}"
            ));
        }
        line(format!(
            "%result = bufferization.to_tensor %out restrict : {result_m} to {}",
            self.result
        ));
        line(format!("func.return %result : {}", self.result));
        format!(
            "module {{\n  func.func @exchange(%x: {}) -> {} {{\n{body}  }}\n}}\n",
            self.operand, self.result
        )
    }
}

/// Replaces `op` with the body of the function `text` defines: its
/// argument is `op`'s operand, what it returns `op`'s result.
fn splice(context: &Context, op: OperationRef, text: &str) {
    let lowered = Module::parse(context, text).expect("a collective's lowering parses");
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

    fn gather(grid: Vec<i64>, axes: Vec<usize>) -> Exchange {
        let group = axes.iter().map(|&a| grid[a] as u64).product();
        Exchange {
            kind: Kind::AllGather,
            operand: "tensor<2x4xf32>".into(),
            result: "tensor<8x4xf32>".into(),
            operand_shape: vec![2, 4],
            result_shape: vec![8, 4],
            element: "f32".into(),
            grid,
            axes,
            group,
            piece: 8,
        }
    }

    /// The lowering of a gather over axis 1 of a 2x4 grid: the color is the
    /// place on axis 0, the key the place on axis 1, three exchanges with
    /// the partners `rank XOR 1, 2, 3`, each piece of 8 elements at its
    /// rank's offset, the whole operand sent each time.
    #[test]
    fn a_gather_exchanges_with_each_partner_once() {
        let text = gather(vec![2, 4], vec![1]).text();
        let context = crate::context();
        assert!(Module::parse(&context, &text).is_some(), "{text}");
        assert!(text.contains("%color_1 = arith.addi %color_s0, %m0 : index"), "{text}");
        assert!(text.contains("%key_1 = arith.addi %key_s0, %m1 : index"), "{text}");
        assert_eq!(text.matches("scf.if").count(), 3, "{text}");
        assert_eq!(text.matches("mpi.send(%in_flat,").count(), 6, "{text}");
        assert!(text.contains("%p3 = arith.xori %rank, %s3 : i32"), "{text}");
        assert!(text.contains("%piece = arith.constant 8 : index"), "{text}");
        assert_eq!(text.matches("memref.alloc").count(), 1, "{text}");
    }

    /// An all-to-all sends each partner its own piece of the operand, from
    /// the partner's offset, and keeps its own piece at its offset.
    #[test]
    fn an_all_to_all_sends_each_partner_its_piece() {
        let a2a = Exchange {
            kind: Kind::AllToAll,
            result: "tensor<2x4xf32>".into(),
            result_shape: vec![2, 4],
            piece: 2,
            ..gather(vec![4], vec![0])
        };
        let text = a2a.text();
        let context = crate::context();
        assert!(Module::parse(&context, &text).is_some(), "{text}");
        assert!(text.contains("%own_piece = memref.subview %in_flat[%own_at] [2] [1]"), "{text}");
        assert!(text.contains("%to2 = memref.subview %in_flat[%at2] [2] [1]"), "{text}");
        assert_eq!(text.matches("mpi.send(%to3,").count(), 2, "{text}");
        assert!(!text.contains("mpi.send(%in_flat"), "{text}");
    }

    /// A group of one copies its piece and exchanges nothing.
    #[test]
    fn a_group_of_one_only_copies() {
        let text = gather(vec![1, 4], vec![0]).text();
        assert!(!text.contains("mpi.send"), "{text}");
        assert!(text.contains("linalg.copy"), "{text}");
    }
}
