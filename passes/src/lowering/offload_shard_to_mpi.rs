//! `offload-shard-to-mpi`: lowers `shard.all_gather`, `shard.all_to_all`
//! and `shard.reduce_scatter`, which upstream `convert-shard-to-mpi` (MLIR
//! 22) leaves illegal, into point-to-point calls of the `mpi` dialect, so
//! that fully sharded (FSDP) training steps and expert-parallel programs
//! run as MPI jobs.
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
//! - one exchange per other member, with partner `rank XOR s` at step `s`:
//!   the lower rank of a pair sends first, the higher receives first, so
//!   that blocking `mpi.send` / `mpi.recv` never wait on each other (the
//!   pairs of a step are disjoint; a group of a power-of-two size makes
//!   every step a perfect matching). An all-gather sends its whole operand
//!   to each partner; an all-to-all and a reduce-scatter send partner `p`
//!   piece `p` of it;
//! - for an all-gather and an all-to-all, the rank's own piece copied into
//!   its place and each partner's piece received into the partner's place
//!   in the result;
//! - for a reduce-scatter, the partner's piece of this rank's received into
//!   the result buffer and combined (`linalg.generic`, the reduction's
//!   `arith` op) into the operand's own piece, in place, then that piece
//!   copied (for an average, divided by the group's size) into the result.
//!   Summing in place needs no buffer beyond the result, so the operand's
//!   buffer must die with the op: the operand must be made in the op's
//!   block, not be a view, and be read by no later op (`sums_in_place`);
//! - `bufferization.to_tensor` of the result buffer, in place of the op's
//!   result. The operand's `to_buffer` is `read_only` for an all-gather and
//!   an all-to-all, so that bufferization never copies it for them.
//!
//! Each piece is sent and received whole, a contiguous range of elements:
//! the axis the pieces lie along (gathered, split, scattered,
//! concatenated) must be the first one of size above 1 (FSDP's gather and
//! gradient scatter along the rows, expert parallelism's exchange of token
//! rows). Other layouts, groups whose size is not a power of two, shapes
//! that are not static, and reductions without an exact lowering are
//! errors at the op, before anything is rewritten. Gathered and exchanged
//! values arrive bit for bit; a reduce-scatter combines its own piece with
//! the partners' in the order of the steps, the same on every run.

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
    summary: "Lower shard.all_gather, shard.all_to_all and shard.reduce_scatter, which convert-shard-to-mpi leaves illegal, to mpi send/recv exchanges",
    description: "Run on the planned tensor program before `convert-shard-to-mpi` and \
        bufferization. Each `shard.all_gather`, `shard.all_to_all` and `shard.reduce_scatter` \
        becomes its result buffer (`memref.alloc`, the one buffer the plan counts for it), the \
        group's communicator (`mpi.comm_split` of the world by the rank's place on the grid's \
        other axes, keyed by its place on the group's axes, as upstream splits it for an \
        all-reduce) and one blocking `mpi.send`/`mpi.recv` exchange with each other member \
        (partner `rank XOR s` at step `s`, the lower rank sending first, so that no pair waits on \
        the other): an all-gather sends its whole operand, an all-to-all and a reduce-scatter \
        partner `p` its piece `p`. An all-gather and an all-to-all copy their own piece into place \
        and receive each partner's into the partner's place in the result. A reduce-scatter \
        receives each partner's piece into the result buffer and combines it into the operand's \
        own piece, in place (so the operand must be made in the op's block, not be a view, and be \
        read by no later op), then copies that piece out (divided by the group's size for an \
        average). Then `bufferization.to_tensor` of the buffer replaces the op's result. The \
        pieces move whole: an axis they lie along that has an axis of size above 1 before it \
        (pieces not contiguous), a group whose size is not a power of two, a shape that is not \
        static, or a reduction without an exact lowering (an average of integers, a bitwise one \
        of floats) is an error at the op, and nothing is rewritten.",
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
    /// Piece `j` of the members' operands (split along `scatter_axis`),
    /// combined element by element, to member `j`.
    ReduceScatter,
}

impl Kind {
    fn of(name: &str) -> Option<Kind> {
        match name {
            "shard.all_gather" => Some(Kind::AllGather),
            "shard.all_to_all" => Some(Kind::AllToAll),
            "shard.reduce_scatter" => Some(Kind::ReduceScatter),
            _ => None,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Kind::AllGather => "all-gather",
            Kind::AllToAll => "all-to-all",
            Kind::ReduceScatter => "reduce-scatter",
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
    /// How a reduce-scatter combines the pieces it receives.
    reduction: Option<Reduction>,
}

/// A reduce-scatter's combination of two elements, as an `arith` op on the
/// element type, and whether the sum is divided by the group's size after
/// (`average`).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Reduction {
    combine: &'static str,
    average: bool,
}

impl Reduction {
    /// The `shard` reduction `kind` (`sum`, `max`, ...) on elements of type
    /// `element`, or why it cannot be lowered.
    fn of(kind: &str, element: &str) -> Result<Reduction, String> {
        let float = element.starts_with('f') || element == "bf16";
        let integer = element.starts_with('i');
        let combine = match (kind, float, integer) {
            ("sum" | "average", true, _) => "arith.addf",
            ("product", true, _) => "arith.mulf",
            ("max", true, _) => "arith.maximumf",
            ("min", true, _) => "arith.minimumf",
            ("sum", _, true) => "arith.addi",
            ("product", _, true) => "arith.muli",
            ("max", _, true) => "arith.maxsi",
            ("min", _, true) => "arith.minsi",
            ("bitwise_and", _, true) => "arith.andi",
            ("bitwise_or", _, true) => "arith.ori",
            ("bitwise_xor", _, true) => "arith.xori",
            _ => {
                return Err(format!(
                    "its reduction `{kind}` on {element} has no lowering (sum, product, max and min of floats and integers, average of floats, bitwise and, or and xor of integers)"
                ));
            }
        };
        Ok(Reduction {
            combine,
            average: kind == "average",
        })
    }
}

impl Exchange {
    /// The collective `op`, or an error at it saying why it cannot lower.
    fn of(op: &OperationRef) -> Result<Exchange, PassFailed> {
        let kind = Kind::of(&op_name(op)).expect("a collective this pass lowers");
        let noun = kind.noun();
        let fail = |why: &str| {
            ir::error(
                op.location(),
                &format!("cannot lower this {noun} to MPI: {why}"),
            )
        };
        let operand_type = op
            .operand(0)
            .expect("the collective has an operand")
            .r#type();
        let result_type = op.result(0).expect("the collective has a result").r#type();
        let static_shape = |ty| {
            let (dims, element) = ir::ranked_shape(ty)?;
            Some((dims.into_iter().collect::<Option<Vec<u64>>>()?, element))
        };
        let (Some((operand_shape, element)), Some((result_shape, _))) =
            (static_shape(operand_type), static_shape(result_type))
        else {
            return Err(fail(
                "its operand and result must be ranked tensors of static shape",
            ));
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
        let contiguous = |shape: &[u64], along: usize, verb: &str, whose: &str| match shape[..along]
            .iter()
            .position(|&d| d != 1)
        {
            None => Ok(()),
            Some(before) => Err(fail(&format!(
                "it {verb} along axis {along}, after axis {before} of size {}, so the pieces are not contiguous in its {whose}; make axis {along} the first (transpose around the collective)",
                shape[before]
            ))),
        };
        let mut expected = operand_shape.clone();
        let piece = match kind {
            Kind::AllGather => {
                let gather = axis("gather_axis")?;
                expected[gather] *= n;
                contiguous(&operand_shape, gather, "gathers", "result")?;
                elements
            }
            Kind::ReduceScatter => {
                let scatter = axis("scatter_axis")?;
                if expected[scatter] % n != 0 {
                    return Err(fail(&format!(
                        "its scatter_axis {scatter} of size {} does not split into {n} pieces",
                        expected[scatter]
                    )));
                }
                expected[scatter] /= n;
                contiguous(&operand_shape, scatter, "scatters", "operand")?;
                elements / n
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
        let element = element.to_string();
        let reduction = match kind {
            Kind::ReduceScatter => {
                // Printed `#shard<partial sum>`; upstream's default is `sum`.
                let printed = op
                    .attribute("reduction")
                    .map(|a| a.to_string())
                    .unwrap_or_default();
                let name = printed
                    .trim_end_matches('>')
                    .rsplit(' ')
                    .next()
                    .filter(|n| !n.is_empty())
                    .unwrap_or("sum");
                let reduction = Reduction::of(name, &element).map_err(|why| fail(&why))?;
                sums_in_place(op).map_err(|why| fail(&why))?;
                Some(reduction)
            }
            Kind::AllGather | Kind::AllToAll => None,
        };
        Ok(Exchange {
            kind,
            operand: operand_type.to_string(),
            result: result_type.to_string(),
            operand_shape,
            result_shape,
            element,
            grid: grid.shape,
            axes: grid.axes,
            group: n,
            piece,
            reduction,
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
        // A reduce-scatter sums into its operand's own piece (its buffer dies
        // with the op: `sums_in_place`); the others only read theirs.
        let read_only = if self.reduction.is_some() {
            ""
        } else {
            " read_only"
        };
        line(format!(
            "%in = bufferization.to_buffer %x{read_only} : {} to {operand_m}",
            self.operand
        ));
        line(format!("%out = memref.alloc() : {result_m}"));
        let flatten =
            |line: &mut dyn FnMut(String), name: &str, rank: usize, m: &str, flat: &str| {
                if rank == 1 {
                    line(format!(
                        "%{name}_flat = memref.cast %{name} : {m} to {flat}"
                    ));
                } else {
                    let dims = (0..rank)
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ");
                    line(format!(
                        "%{name}_flat = memref.collapse_shape %{name} [[{dims}]] : {m} into {flat}"
                    ));
                }
            };
        flatten(
            &mut line,
            "in",
            self.operand_shape.len(),
            &operand_m,
            &flat_in,
        );
        flatten(
            &mut line,
            "out",
            self.result_shape.len(),
            &result_m,
            &flat_whole,
        );
        // The rank's place on each grid axis, from its world rank (row-major,
        // as upstream's process_multi_index).
        line("%world = mpi.comm_world : !mpi.comm".into());
        line("%rv0, %world_rank = mpi.comm_rank(%world) : !mpi.retval, i32".into());
        line("%wr = arith.index_cast %world_rank : i32 to index".into());
        let mut stride = 1i64;
        for axis in (0..self.grid.len()).rev() {
            line(format!("%stride{axis} = arith.constant {stride} : index"));
            line(format!(
                "%size{axis} = arith.constant {} : index",
                self.grid[axis]
            ));
            line(format!("%q{axis} = arith.divsi %wr, %stride{axis} : index"));
            line(format!(
                "%m{axis} = arith.remsi %q{axis}, %size{axis} : index"
            ));
            stride *= self.grid[axis];
        }
        // Color: the place on the other axes; key: the place on the group's
        // axes, in the op's order (the order of the pieces).
        let others: Vec<usize> = (0..self.grid.len())
            .filter(|a| !self.axes.contains(a))
            .collect();
        let linear = |line: &mut dyn FnMut(String), name: &str, axes: &[usize]| {
            line(format!("%{name}_0 = arith.constant 0 : index"));
            let mut last = format!("%{name}_0");
            for (i, &axis) in axes.iter().enumerate() {
                line(format!(
                    "%{name}_s{i} = arith.muli {last}, %size{axis} : index"
                ));
                line(format!(
                    "%{name}_{} = arith.addi %{name}_s{i}, %m{axis} : index",
                    i + 1
                ));
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
            Kind::AllToAll | Kind::ReduceScatter => {
                line(format!(
                    "%{name} = memref.subview %in_flat[{at}] [{piece}] [1] : {flat_in} to {strided}"
                ));
                (format!("%{name}"), strided.clone())
            }
        };
        let element = &self.element;
        // An elementwise `linalg.generic` over one piece: `body` computes
        // `%v` from the input's element `%a` and the output's `%b`.
        let elementwise = |ins: &str, ins_type: &str, outs: &str, outs_type: &str, body: &str| {
            format!(
                "linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} ins({ins} : {ins_type}) outs({outs} : {outs_type}) {{\n    ^bb0(%a: {element}, %b: {element}):\n      {body}\n      linalg.yield %v : {element}\n    }}"
            )
        };
        match self.reduction {
            // The sum builds up in the operand's own piece.
            Some(_) => line(format!(
                "%acc = memref.subview %in_flat[%own_at] [{piece}] [1] : {flat_in} to {strided}"
            )),
            None => {
                line(format!(
                    "%own = memref.subview %out_flat[%own_at] [{piece}] [1] : {flat_whole} to {strided}"
                ));
                let (own, own_type) = sent_to(&mut line, "own_piece", "%own_at");
                line(format!(
                    "linalg.copy ins({own} : {own_type}) outs(%own : {strided})"
                ));
            }
        }
        line("%tag = arith.constant 0 : i32".into());
        for s in 1..self.group {
            line(format!("%s{s} = arith.constant {s} : i32"));
            line(format!("%p{s} = arith.xori %rank, %s{s} : i32"));
            line(format!("%pi{s} = arith.index_cast %p{s} : i32 to index"));
            line(format!("%at{s} = arith.muli %pi{s}, %piece : index"));
            // Where the partner's piece lands: its place in the result, or
            // for a reduce-scatter the result buffer, not yet written, from
            // which it is combined into the sum.
            let (landing, landing_type) = match self.reduction {
                Some(_) => ("%out_flat".to_owned(), flat_whole.clone()),
                None => {
                    line(format!(
                        "%at{s}_piece = memref.subview %out_flat[%at{s}] [{piece}] [1] : {flat_whole} to {strided}"
                    ));
                    (format!("%at{s}_piece"), strided.clone())
                }
            };
            let (out, out_type) = sent_to(&mut line, &format!("to{s}"), &format!("%at{s}"));
            let send = format!("mpi.send({out}, %tag, %p{s}, %comm) : {out_type}, i32, i32");
            let recv =
                format!("mpi.recv({landing}, %tag, %p{s}, %comm) : {landing_type}, i32, i32");
            line(format!("%first{s} = arith.cmpi ult, %rank, %p{s} : i32"));
            line(format!(
                "scf.if %first{s} {{\n      {send}\n      {recv}\n    }} else {{\n      {recv}\n      {send}\n    }}"
            ));
            if let Some(reduction) = self.reduction {
                let combine = reduction.combine;
                line(elementwise(
                    "%out_flat",
                    &flat_whole,
                    "%acc",
                    &strided,
                    &format!("%v = {combine} %b, %a : {element}"),
                ));
            }
        }
        // The sum, divided by the group's size for an average, into the
        // result buffer.
        match self.reduction {
            Some(Reduction { average: true, .. }) => {
                let n = self.group;
                line(elementwise(
                    "%acc",
                    &strided,
                    "%out_flat",
                    &flat_whole,
                    &format!(
                        "%n = arith.constant {n}.0 : {element}\n      %v = arith.divf %a, %n : {element}"
                    ),
                ));
            }
            Some(_) => line(format!(
                "linalg.copy ins(%acc : {strided}) outs(%out_flat : {flat_whole})"
            )),
            None => {}
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

/// Whether a reduce-scatter may sum into its operand's own piece: the
/// operand's buffer must die with the op, so that nothing reads what the
/// sum overwrites and bufferization keeps the write in place (a copy would
/// be a buffer the plan does not count). The operand must be the result of
/// an op of the same block (not an argument, whose buffer the caller or
/// the enclosing loop still holds, nor a view of another tensor's buffer),
/// read by no op after the reduce-scatter.
fn sums_in_place(op: &OperationRef) -> Result<(), String> {
    let operand = op.operand(0).expect("the collective has an operand");
    let advice = "the pieces received are summed into the operand's own piece, in place; copy the operand first (`linalg.copy` into a `tensor.empty`) so that the sum has a buffer of its own";
    let block = op.block().expect("the collective is in a block");
    let producer = ir::defining_op(operand)
        .filter(|p| p.block() == Some(block))
        .ok_or_else(|| {
            format!("its operand is not made in its block, so its buffer outlives it; {advice}")
        })?;
    let producer_name = op_name(&producer);
    if ir::VIEW_OPS.contains(&producer_name.as_str()) {
        return Err(format!(
            "its operand is a view (`{producer_name}`) of another tensor's buffer; {advice}"
        ));
    }
    let ops = ir::block_ops(block);
    let at = |o: OperationRef| ops.iter().position(|b| *b == o);
    let here = at(*op).expect("the collective is in its block");
    for use_ in ir::uses(operand) {
        if use_.owner == *op {
            continue;
        }
        let mut holder = use_.owner;
        while holder.block() != Some(block) {
            match holder.parent_operation() {
                Some(parent) => holder = parent,
                None => break,
            }
        }
        if at(holder).is_none_or(|i| i > here) {
            return Err(format!(
                "its operand is read after it, by `{}`; {advice}",
                op_name(&use_.owner)
            ));
        }
    }
    Ok(())
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
            reduction: None,
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
        assert!(
            text.contains("%color_1 = arith.addi %color_s0, %m0 : index"),
            "{text}"
        );
        assert!(
            text.contains("%key_1 = arith.addi %key_s0, %m1 : index"),
            "{text}"
        );
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
        assert!(
            text.contains("%own_piece = memref.subview %in_flat[%own_at] [2] [1]"),
            "{text}"
        );
        assert!(
            text.contains("%to2 = memref.subview %in_flat[%at2] [2] [1]"),
            "{text}"
        );
        assert_eq!(text.matches("mpi.send(%to3,").count(), 2, "{text}");
        assert!(!text.contains("mpi.send(%in_flat"), "{text}");
    }

    /// A reduce-scatter sends each partner its piece, receives into the
    /// result buffer (its only allocation) and sums into its own piece of
    /// the operand, which it reads writably; the sum is copied out.
    #[test]
    fn a_reduce_scatter_sums_into_its_own_piece() {
        let scatter = Exchange {
            kind: Kind::ReduceScatter,
            operand: "tensor<8x4xf32>".into(),
            operand_shape: vec![8, 4],
            result: "tensor<2x4xf32>".into(),
            result_shape: vec![2, 4],
            piece: 8,
            reduction: Some(Reduction::of("sum", "f32").unwrap()),
            ..gather(vec![4], vec![0])
        };
        let text = scatter.text();
        let context = crate::context();
        assert!(Module::parse(&context, &text).is_some(), "{text}");
        assert!(text.contains("bufferization.to_buffer %x : "), "{text}");
        assert!(
            text.contains("%acc = memref.subview %in_flat[%own_at] [8] [1]"),
            "{text}"
        );
        assert_eq!(text.matches("mpi.recv(%out_flat,").count(), 6, "{text}");
        assert_eq!(text.matches("arith.addf %b, %a").count(), 3, "{text}");
        assert!(text.contains("linalg.copy ins(%acc :"), "{text}");
        assert_eq!(text.matches("memref.alloc").count(), 1, "{text}");
    }

    /// The reductions with an exact lowering, by element type.
    #[test]
    fn reductions_follow_the_element_type() {
        assert_eq!(
            Reduction::of("max", "bf16").unwrap().combine,
            "arith.maximumf"
        );
        assert_eq!(Reduction::of("max", "i32").unwrap().combine, "arith.maxsi");
        assert!(Reduction::of("average", "f16").unwrap().average);
        assert!(Reduction::of("average", "i8").is_err());
        assert!(Reduction::of("bitwise_or", "f32").is_err());
        assert!(Reduction::of("generic", "f32").is_err());
    }

    /// A group of one copies its piece and exchanges nothing.
    #[test]
    fn a_group_of_one_only_copies() {
        let text = gather(vec![1, 4], vec![0]).text();
        assert!(!text.contains("mpi.send"), "{text}");
        assert!(text.contains("linalg.copy"), "{text}");
    }
}
