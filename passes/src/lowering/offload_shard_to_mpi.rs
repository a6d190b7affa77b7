//! `offload-shard-to-mpi`: lowers every `shard` collective that upstream
//! `convert-shard-to-mpi` (MLIR 22) leaves illegal (`shard.all_gather`,
//! `all_to_all`, `reduce_scatter`, `broadcast`, `shift`, `all_slice`,
//! `gather`, `scatter`, `reduce`, `send` and `recv`) into point-to-point
//! calls of the `mpi` dialect, so that fully sharded (FSDP) training steps,
//! expert-parallel and pipeline-parallel programs, and programs with a root
//! run as MPI jobs.
//!
//! It runs where upstream's all-reduce lowering runs: on the planned tensor
//! program, before bufferization. Each collective becomes, in place:
//!
//! - its result buffer, `memref.alloc` (the only buffer it allocates: the
//!   plan counts the result from the collective's start, and the operand
//!   until its end, docs/semantics.md); the operand is read through
//!   `bufferization.to_buffer`, in place;
//! - the rank's place on each grid axis, from its world rank (row-major,
//!   as upstream's `process_multi_index`), its place in the group (the
//!   key: linear over the group's axes in the op's order, the order of the
//!   pieces), and the world rank of any member of the group, worked out
//!   from those: every message goes over the world's communicator, so no
//!   communicator is split (MPI has no op in MLIR 22's `mpi` dialect to
//!   free one, and a library holds a bounded number: one split per
//!   collective would run out in a long training run);
//! - one exchange per other member, with partner `key XOR s` at step `s`:
//!   the lower key of a pair sends first, the higher receives first, so
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
//! - a broadcast has its root copy its operand into its result and send
//!   it to each other member in turn, the others receive it; a gather's
//!   root copies its own piece into place and receives each other
//!   member's into the member's place, a scatter's root copies its own
//!   piece and sends each member its own, and a reduce's root copies its
//!   operand into its result, then receives each other member's into its
//!   operand's buffer (which must die with the op, as a reduce-scatter's)
//!   and combines it in, all in the order of the members; a member other
//!   than the root of a gather or a reduce fills its result with zeros
//!   (upstream leaves it undefined); a send copies its operand into its
//!   result and sends it, a receive receives into its result (both to or
//!   from a static place in the group); a shift sends
//!   the operand to the device `offset` places on along its axis and
//!   receives from the one `offset` places back, ordered so that blocking
//!   messages complete along each chain (or cycle, rotating) of devices
//!   (`shift`); neither needs a power-of-two group; an all-slice copies its
//!   own piece of its operand and sends nothing;
//! - `bufferization.to_tensor` of the result buffer, in place of the op's
//!   result. The operand's `to_buffer` is `read_only` for every collective
//!   but a reduce-scatter and a reduce, so that bufferization never copies
//!   it for them.
//!
//! Each piece is sent and received whole, a contiguous range of elements:
//! the axis the pieces lie along (gathered, split, scattered,
//! concatenated) must be the first one of size above 1 (FSDP's gather and
//! gradient scatter along the rows, expert parallelism's exchange of token
//! rows). Other layouts, groups whose size is not a power of two, shapes
//! that are not static, and reductions without an exact lowering are
//! errors at the op, before anything is rewritten. Gathered and exchanged
//! values arrive bit for bit; a reduce-scatter combines its own piece with
//! the partners' in the order of the steps, a reduce its own operand with
//! the others' in the order of the members, the same on every run.

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
    summary: "Lower the shard collectives convert-shard-to-mpi leaves illegal (all_gather, all_to_all, reduce_scatter, broadcast, shift, all_slice, gather, scatter, reduce, send, recv) to mpi send/recv",
    description: "Run on the planned tensor program before `convert-shard-to-mpi` and \
        bufferization. Each `shard.all_gather`, `all_to_all`, `reduce_scatter`, `broadcast`, \
        `shift`, `all_slice`, `gather`, `scatter`, `reduce`, `send` and `recv` becomes its result buffer (`memref.alloc`, the one buffer the plan counts for it) \
        and blocking `mpi.send`/`mpi.recv` messages ordered so that no pair waits on the other. \
        Every message goes over the world's communicator, to the world rank of a member worked \
        out from the grid (no communicator is split). The first three exchange once with each \
        other member (partner `key XOR s` at step `s`, `key` the place in the group, the lower \
        key sending first): an all-gather sends its whole operand, \
        an all-to-all and a reduce-scatter partner `p` its piece `p`. An all-gather and an \
        all-to-all copy their own piece into place and receive each partner's into the partner's \
        place in the result. A reduce-scatter receives each partner's piece into the result \
        buffer and combines it into the operand's own piece, in place (so the operand must be \
        made in the op's block, not be a view, and be read by no later op), then copies that \
        piece out (divided by the group's size for an average). A broadcast's root copies its \
        operand into its result and sends it to each other member of the group. A shift \
        receives from the device `offset` places back along its axis and \
        sends to the one `offset` places on (wrapping with `rotate`; rotating, one device of \
        each cycle sends first; a device with nothing to receive keeps its operand). An \
        all-slice copies its own piece of its operand and sends nothing. The root of a gather, \
        a scatter or a reduce exchanges one message with each other member in the order of \
        the members: a gather's receives each member's operand into its place, a scatter's \
        sends each member its piece, a reduce's receives each member's operand into its own \
        operand's buffer (which must die with the op) and combines it into its result; the \
        others of a gather or a reduce fill their result with zeros. A send copies its operand \
        into its result and sends it; a receive receives into its result. Then \
        `bufferization.to_tensor` of the buffer replaces the op's result. Pieces move whole: an \
        axis they lie along that has an axis of size above 1 before it, an exchange's group whose \
        size is not a power of two, a shape that is not static, a reduction without an exact \
        lowering (an average of integers, a bitwise one of floats), a result whose elements \
        differ from the operand's, or a root, destination or source that is not static is an \
        error at the op, and nothing is rewritten.",
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
    /// The root member's operand to every member.
    Broadcast,
    /// Piece `j` of its own operand (split along `slice_axis`) to member
    /// `j`: no message, the inverse of an all-gather.
    AllSlice,
    /// Each device's operand to the device `offset` places on along one
    /// grid axis.
    Shift,
    /// Every member's operand to the root, which puts them in the order of
    /// the members along `gather_axis`.
    Gather,
    /// Piece `j` of the root's operand (split along `scatter_axis`) to
    /// member `j`.
    Scatter,
    /// The members' operands, combined element by element, to the root.
    Reduce,
    /// The operand to the member at `destination`; the result is the
    /// operand.
    Send,
    /// The result from the member at `source`; the operand is not read.
    Recv,
}

impl Kind {
    fn of(name: &str) -> Option<Kind> {
        match name {
            "shard.all_gather" => Some(Kind::AllGather),
            "shard.all_to_all" => Some(Kind::AllToAll),
            "shard.reduce_scatter" => Some(Kind::ReduceScatter),
            "shard.broadcast" => Some(Kind::Broadcast),
            "shard.all_slice" => Some(Kind::AllSlice),
            "shard.shift" => Some(Kind::Shift),
            "shard.gather" => Some(Kind::Gather),
            "shard.scatter" => Some(Kind::Scatter),
            "shard.reduce" => Some(Kind::Reduce),
            "shard.send" => Some(Kind::Send),
            "shard.recv" => Some(Kind::Recv),
            _ => None,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            Kind::AllGather => "all-gather",
            Kind::AllToAll => "all-to-all",
            Kind::ReduceScatter => "reduce-scatter",
            Kind::Broadcast => "broadcast",
            Kind::AllSlice => "all-slice",
            Kind::Shift => "shift",
            Kind::Gather => "gather",
            Kind::Scatter => "scatter",
            Kind::Reduce => "reduce",
            Kind::Send => "send",
            Kind::Recv => "receive",
        }
    }
}

/// Who sends what to whom.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Pattern {
    /// Each member sends `piece` elements to each other member (the whole
    /// operand for an all-gather, the partner's piece of it for an
    /// all-to-all and a reduce-scatter) and receives as many.
    Pairwise,
    /// Messages between the member at index `root` of the group and each
    /// other member: a broadcast's and a scatter's from the root, a
    /// gather's and a reduce's to it.
    Rooted { root: u64 },
    /// One message, to (a send) or from (a receive) the member at index
    /// `member` of the group.
    Point { member: u64 },
    /// Each member keeps its own piece of its operand.
    Slice,
    /// Along grid axis `axis`, each device sends its whole operand to the
    /// device `offset` places on (wrapping around with `rotate`).
    Shift {
        axis: usize,
        offset: i64,
        rotate: bool,
    },
}

/// One collective as point-to-point messages of contiguous pieces.
#[derive(Debug, PartialEq)]
struct Exchange {
    kind: Kind,
    pattern: Pattern,
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
        let float = is_float(element);
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
        let size: i64 = grid.axes.iter().map(|&a| grid.shape[a]).product();
        let pairwise = matches!(kind, Kind::AllGather | Kind::AllToAll | Kind::ReduceScatter);
        if pairwise && (size < 1 || (size & (size - 1)) != 0) {
            return Err(fail(&format!(
                "its group has {size} devices; the pairwise exchange needs a power of two"
            )));
        }
        let n = size as u64;
        let (piece, expected) = pieces(op, kind, &operand_shape, n, &fail)?;
        if expected != result_shape {
            let shape = |s: &[u64]| s.iter().map(u64::to_string).collect::<Vec<_>>().join("x");
            return Err(fail(&format!(
                "its result shape must be {} for its operand, axes and group of {n}",
                shape(&expected)
            )));
        }
        let (_, result_element) = ir::ranked_shape(result_type).expect("a ranked result");
        let (element, result_element) = (element.to_string(), result_element.to_string());
        if element != result_element {
            return Err(fail(&format!(
                "its result's elements ({result_element}) differ from its operand's ({element}); messages carry the operand's bytes, so convert the operand first (`arith.extf` in a `linalg.generic`) and reduce in the result's type"
            )));
        }
        let reduction = match kind {
            Kind::ReduceScatter | Kind::Reduce => {
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
            _ => None,
        };
        let pattern = pattern(op, kind, &grid, &fail)?;
        Ok(Exchange {
            kind,
            pattern,
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
        let types = Types::of(self);
        let mut body = String::new();
        let mut line = |text: String| {
            body.push_str("    ");
            body.push_str(&text);
            body.push('\n');
        };
        self.buffers(&mut line, &types);
        self.grid_place(&mut line);
        line("%tag = arith.constant 0 : i32".into());
        match self.pattern {
            Pattern::Shift {
                axis,
                offset,
                rotate,
            } => self.shift(&mut line, axis, offset, rotate, &types.flat_in),
            Pattern::Slice => self.own_slice(&mut line, &types),
            Pattern::Pairwise | Pattern::Rooted { .. } | Pattern::Point { .. } => {
                group_key(&mut line, &self.axes);
                self.group_base(&mut line);
                let Types {
                    flat_in,
                    flat_whole,
                    strided,
                    ..
                } = &types;
                match self.pattern {
                    Pattern::Rooted { root } => {
                        self.rooted(&mut line, root, flat_in, flat_whole, strided)
                    }
                    Pattern::Point { member } => self.point(&mut line, member, flat_in, flat_whole),
                    _ => self.pairwise(&mut line, flat_in, flat_whole, strided),
                }
            }
        }
        line(format!(
            "%result = bufferization.to_tensor %out restrict : {} to {}",
            types.result_m, self.result
        ));
        line(format!("func.return %result : {}", self.result));
        format!(
            "module {{\n  func.func @exchange(%x: {}) -> {} {{\n{body}  }}\n}}\n",
            self.operand, self.result
        )
    }

    /// `%in` and `%out`, the operand's buffer and the result's, each also
    /// flat (`%in_flat`, `%out_flat`).
    fn buffers(&self, line: &mut dyn FnMut(String), types: &Types) {
        // A reduce-scatter sums into its operand's own piece (its buffer dies
        // with the op: `sums_in_place`); the others only read theirs.
        let read_only = if self.reduction.is_some() {
            ""
        } else {
            " read_only"
        };
        line(format!(
            "%in = bufferization.to_buffer %x{read_only} : {} to {}",
            self.operand, types.operand_m
        ));
        line(format!("%out = memref.alloc() : {}", types.result_m));
        flatten(
            line,
            "in",
            self.operand_shape.len(),
            &types.operand_m,
            &types.flat_in,
        );
        flatten(
            line,
            "out",
            self.result_shape.len(),
            &types.result_m,
            &types.flat_whole,
        );
    }

    /// The rank's place on each grid axis (`%m{axis}`), from its world rank
    /// (row-major, as upstream's process_multi_index), with each axis's
    /// stride (`%stride{axis}`) and size (`%size{axis}`) in the world.
    fn grid_place(&self, line: &mut dyn FnMut(String)) {
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
    }

    /// A slice: the rank copies its own piece, at its place in the group
    /// (the key's); no message, no communicator.
    fn own_slice(&self, line: &mut dyn FnMut(String), types: &Types) {
        let Types {
            flat_in,
            flat_whole,
            strided,
            ..
        } = types;
        group_key(line, &self.axes);
        line(format!("%piece = arith.constant {} : index", self.piece));
        line("%own_at = arith.muli %r, %piece : index".into());
        line(format!(
            "%mine = memref.subview %in_flat[%own_at] [{}] [1] : {flat_in} to {strided}",
            self.piece
        ));
        line(format!(
            "linalg.copy ins(%mine : {strided}) outs(%out_flat : {flat_whole})"
        ));
    }

    /// `%base`, the world rank of the group's first member: this device's
    /// own, its place on the group's axes taken out; a group of no axes is
    /// the device alone.
    fn group_base(&self, line: &mut dyn FnMut(String)) {
        if self.axes.is_empty() {
            line("%base = arith.index_cast %world_rank : i32 to index".into());
        }
        let mut base = "%wr".to_owned();
        for (i, &axis) in self.axes.iter().enumerate() {
            line(format!(
                "%base_at{axis} = arith.muli %m{axis}, %stride{axis} : index"
            ));
            let name = if i + 1 == self.axes.len() {
                "%base".to_owned()
            } else {
                format!("%base{axis}")
            };
            line(format!(
                "{name} = arith.subi {base}, %base_at{axis} : index"
            ));
            base = name;
        }
    }

    /// The world rank of the group's member at index `member` (an index
    /// value), as an `i32` value named `%{name}`: the group's first
    /// member's (`%base`) moved by the member's place on each of the
    /// group's axes (mixed radix over them, the last fastest) times that
    /// axis's stride in the world.
    fn member_world(&self, line: &mut dyn FnMut(String), name: &str, member: &str) -> String {
        let mut radix = 1i64;
        let mut sum = "%base".to_owned();
        for (i, &axis) in self.axes.iter().enumerate().rev() {
            line(format!("%{name}_radix{i} = arith.constant {radix} : index"));
            line(format!(
                "%{name}_q{i} = arith.divsi {member}, %{name}_radix{i} : index"
            ));
            line(format!(
                "%{name}_d{i} = arith.remsi %{name}_q{i}, %size{axis} : index"
            ));
            line(format!(
                "%{name}_o{i} = arith.muli %{name}_d{i}, %stride{axis} : index"
            ));
            line(format!(
                "%{name}_t{i} = arith.addi {sum}, %{name}_o{i} : index"
            ));
            sum = format!("%{name}_t{i}");
            radix *= self.grid[axis];
        }
        line(format!("%{name} = arith.index_cast {sum} : index to i32"));
        format!("%{name}")
    }

    /// The pairwise exchanges of an all-gather, an all-to-all or a
    /// reduce-scatter: `%key` and `%r` are the member's index in the
    /// group, `%base` the world rank of its first member.
    fn pairwise(
        &self,
        line: &mut dyn FnMut(String),
        flat_in: &str,
        flat_whole: &str,
        strided: &str,
    ) {
        let piece = self.piece;
        line(format!("%piece = arith.constant {piece} : index"));
        line("%own_at = arith.muli %r, %piece : index".into());
        // What goes to partner `p`: the whole operand (all-gather), or its
        // piece `p` (all-to-all, reduce-scatter).
        let sent_to = |line: &mut dyn FnMut(String), name: &str, at: &str| {
            if self.kind == Kind::AllGather {
                ("%in_flat".to_owned(), flat_in.to_owned())
            } else {
                line(format!(
                    "%{name} = memref.subview %in_flat[{at}] [{piece}] [1] : {flat_in} to {strided}"
                ));
                (format!("%{name}"), strided.to_owned())
            }
        };
        let element = &self.element;
        match self.reduction {
            // The sum builds up in the operand's own piece.
            Some(_) => line(format!(
                "%acc = memref.subview %in_flat[%own_at] [{piece}] [1] : {flat_in} to {strided}"
            )),
            None => {
                line(format!(
                    "%own = memref.subview %out_flat[%own_at] [{piece}] [1] : {flat_whole} to {strided}"
                ));
                let (own, own_type) = sent_to(&mut *line, "own_piece", "%own_at");
                line(format!(
                    "linalg.copy ins({own} : {own_type}) outs(%own : {strided})"
                ));
            }
        }
        for s in 1..self.group {
            line(format!("%s{s} = arith.constant {s} : i32"));
            line(format!("%p{s} = arith.xori %key, %s{s} : i32"));
            line(format!("%pi{s} = arith.index_cast %p{s} : i32 to index"));
            let partner = self.member_world(&mut *line, &format!("pw{s}"), &format!("%pi{s}"));
            line(format!("%at{s} = arith.muli %pi{s}, %piece : index"));
            // Where the partner's piece lands: its place in the result, or
            // for a reduce-scatter the result buffer, not yet written, from
            // which it is combined into the sum.
            let (landing, landing_type) = match self.reduction {
                Some(_) => ("%out_flat".to_owned(), flat_whole.to_owned()),
                None => {
                    line(format!(
                        "%at{s}_piece = memref.subview %out_flat[%at{s}] [{piece}] [1] : {flat_whole} to {strided}"
                    ));
                    (format!("%at{s}_piece"), strided.to_owned())
                }
            };
            let (out, out_type) = sent_to(&mut *line, &format!("to{s}"), &format!("%at{s}"));
            let send = format!("mpi.send({out}, %tag, {partner}, %world) : {out_type}, i32, i32");
            let recv =
                format!("mpi.recv({landing}, %tag, {partner}, %world) : {landing_type}, i32, i32");
            line(format!("%first{s} = arith.cmpi ult, %key, %p{s} : i32"));
            line(format!(
                "scf.if %first{s} {{\n      {send}\n      {recv}\n    }} else {{\n      {recv}\n      {send}\n    }}"
            ));
            if let Some(reduction) = self.reduction {
                let combine = reduction.combine;
                line(self.elementwise(
                    "%out_flat",
                    flat_whole,
                    "%acc",
                    strided,
                    &format!("%v = {combine} %b, %a : {element}"),
                ));
            }
        }
        // The sum, divided by the group's size for an average, into the
        // result buffer.
        match self.reduction {
            Some(Reduction { average: true, .. }) => {
                let n = self.group;
                line(self.elementwise(
                    "%acc",
                    strided,
                    "%out_flat",
                    flat_whole,
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
    }

    /// An elementwise `linalg.generic` over one piece: `body` computes `%v`
    /// from the input's element `%a` and the output's `%b`.
    fn elementwise(
        &self,
        ins: &str,
        ins_type: &str,
        outs: &str,
        outs_type: &str,
        body: &str,
    ) -> String {
        let element = &self.element;
        format!(
            "linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} ins({ins} : {ins_type}) outs({outs} : {outs_type}) {{\n    ^bb0(%a: {element}, %b: {element}):\n      {body}\n      linalg.yield %v : {element}\n    }}"
        )
    }

    /// A broadcast, a gather, a scatter or a reduce: one message between
    /// the root and each other member, sent (a broadcast's, a scatter's) or
    /// taken (a gather's, a reduce's) by the root in the order of the
    /// members. A broadcast's root copies its operand into its result and
    /// sends it whole. The root of a reduce copies its own operand into its
    /// result, then receives each other member's into its operand's buffer
    /// (which dies with the op: `sums_in_place`) and combines it into the
    /// result. A member other than the root of a gather or a reduce fills
    /// its result with zeros after its message (upstream leaves it
    /// undefined).
    fn rooted(
        &self,
        line: &mut dyn FnMut(String),
        root: u64,
        flat_in: &str,
        flat_whole: &str,
        strided: &str,
    ) {
        let (piece, element) = (self.piece, &self.element);
        line(format!("%root = arith.constant {root} : i32"));
        line(format!("%root_at = arith.constant {root} : index"));
        let root_world = self.member_world(&mut *line, "root_w", "%root_at");
        line("%is_root = arith.cmpi eq, %key, %root : i32".into());
        let own_at = |line: &mut dyn FnMut(String)| {
            line(format!("%piece = arith.constant {piece} : index"));
            line("%own_at = arith.muli %r, %piece : index".into());
        };
        let mut at_root = Vec::new();
        match self.kind {
            Kind::Gather => {
                own_at(&mut *line);
                line(format!(
                    "%own = memref.subview %out_flat[%own_at] [{piece}] [1] : {flat_whole} to {strided}"
                ));
                at_root.push(format!(
                    "linalg.copy ins(%in_flat : {flat_in}) outs(%own : {strided})"
                ));
            }
            Kind::Scatter => {
                own_at(&mut *line);
                line(format!(
                    "%own = memref.subview %in_flat[%own_at] [{piece}] [1] : {flat_in} to {strided}"
                ));
                at_root.push(format!(
                    "linalg.copy ins(%own : {strided}) outs(%out_flat : {flat_whole})"
                ));
            }
            _ => at_root.push(format!(
                "linalg.copy ins(%in_flat : {flat_in}) outs(%out_flat : {flat_whole})"
            )),
        }
        for member in (0..self.group).filter(|&m| m != root) {
            line(format!("%m{member}_at = arith.constant {member} : index"));
            let world =
                self.member_world(&mut *line, &format!("w{member}"), &format!("%m{member}_at"));
            if matches!(self.kind, Kind::Gather | Kind::Scatter) {
                line(format!(
                    "%m{member}_off = arith.constant {} : index",
                    member * piece
                ));
            }
            match self.kind {
                Kind::Broadcast => at_root.push(format!(
                    "mpi.send(%in_flat, %tag, {world}, %world) : {flat_in}, i32, i32"
                )),
                Kind::Gather => {
                    line(format!(
                        "%m{member}_piece = memref.subview %out_flat[%m{member}_off] [{piece}] [1] : {flat_whole} to {strided}"
                    ));
                    at_root.push(format!(
                        "mpi.recv(%m{member}_piece, %tag, {world}, %world) : {strided}, i32, i32"
                    ));
                }
                Kind::Scatter => {
                    line(format!(
                        "%m{member}_piece = memref.subview %in_flat[%m{member}_off] [{piece}] [1] : {flat_in} to {strided}"
                    ));
                    at_root.push(format!(
                        "mpi.send(%m{member}_piece, %tag, {world}, %world) : {strided}, i32, i32"
                    ));
                }
                _ => {
                    let combine = self.reduction.expect("a reduce's reduction").combine;
                    at_root.push(format!(
                        "mpi.recv(%in_flat, %tag, {world}, %world) : {flat_in}, i32, i32"
                    ));
                    at_root.push(self.elementwise(
                        "%in_flat",
                        flat_in,
                        "%out_flat",
                        flat_whole,
                        &format!("%v = {combine} %b, %a : {element}"),
                    ));
                }
            }
        }
        if let Some(Reduction { average: true, .. }) = self.reduction {
            let n = self.group;
            at_root.push(format!(
                "linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} outs(%out_flat : {flat_whole}) {{\n    ^bb0(%b: {element}):\n      %n = arith.constant {n}.0 : {element}\n      %v = arith.divf %b, %n : {element}\n      linalg.yield %v : {element}\n    }}"
            ));
        }
        let zero = if is_float(element) { "0.0" } else { "0" };
        let others = match self.kind {
            Kind::Broadcast | Kind::Scatter => {
                format!("mpi.recv(%out_flat, %tag, {root_world}, %world) : {flat_whole}, i32, i32")
            }
            _ => {
                line(format!("%zero = arith.constant {zero} : {element}"));
                format!(
                    "mpi.send(%in_flat, %tag, {root_world}, %world) : {flat_in}, i32, i32\n      linalg.fill ins(%zero : {element}) outs(%out_flat : {flat_whole})"
                )
            }
        };
        line(format!(
            "scf.if %is_root {{\n      {}\n    }} else {{\n      {others}\n    }}",
            at_root.join("\n      ")
        ));
    }

    /// A send or a receive: one message to or from the group's member at
    /// index `member`. A send's result is a copy of its operand (a new
    /// buffer, as the plan counts every collective's result).
    fn point(&self, line: &mut dyn FnMut(String), member: u64, flat_in: &str, flat_whole: &str) {
        line(format!("%peer_at = arith.constant {member} : index"));
        let peer = self.member_world(&mut *line, "peer", "%peer_at");
        if self.kind == Kind::Send {
            line(format!(
                "linalg.copy ins(%in_flat : {flat_in}) outs(%out_flat : {flat_whole})"
            ));
            line(format!(
                "mpi.send(%in_flat, %tag, {peer}, %world) : {flat_in}, i32, i32"
            ));
        } else {
            line(format!(
                "mpi.recv(%out_flat, %tag, {peer}, %world) : {flat_whole}, i32, i32"
            ));
        }
    }

    /// A shift along grid axis `axis`, on the world's communicator: each
    /// device sends its operand to the device `offset` places on and
    /// receives its result from the one `offset` places back.
    ///
    /// Rotating, the devices of the axis form `gcd(length, offset)` cycles,
    /// each holding exactly one device at a place below that count: that
    /// one sends first and the others receive first, so each cycle's
    /// blocking messages complete one after another around it. Without
    /// rotation the devices form chains, and each receives (if a device
    /// lies `offset` places back) before it sends (if one lies `offset`
    /// places on): the chain's head sends first. A device with nothing to
    /// receive keeps its own operand (upstream leaves its result
    /// undefined), and a shift by a multiple of the length (rotating) or
    /// by 0 copies the operand.
    fn shift(
        &self,
        line: &mut dyn FnMut(String),
        axis: usize,
        offset: i64,
        rotate: bool,
        flat: &str,
    ) {
        let length = self.grid[axis];
        let stride: i64 = self.grid[axis + 1..].iter().product();
        let copy = format!("linalg.copy ins(%in_flat : {flat}) outs(%out_flat : {flat})");
        let offset = if rotate {
            offset.rem_euclid(length)
        } else {
            offset
        };
        if offset == 0 {
            line(copy);
            return;
        }
        let at = format!("%m{axis}");
        line(format!("%sh_len = arith.constant {length} : index"));
        line(format!("%sh_stride = arith.constant {stride} : index"));
        line(format!("%sh_on = arith.constant {offset} : index"));
        if rotate {
            line(format!(
                "%sh_back = arith.constant {} : index",
                length - offset
            ));
            line(format!("%sh_d = arith.addi {at}, %sh_on : index"));
            line("%sh_dest_at = arith.remsi %sh_d, %sh_len : index".into());
            line(format!("%sh_s = arith.addi {at}, %sh_back : index"));
            line("%sh_src_at = arith.remsi %sh_s, %sh_len : index".into());
        } else {
            line(format!("%sh_dest_at = arith.addi {at}, %sh_on : index"));
            line(format!("%sh_src_at = arith.subi {at}, %sh_on : index"));
        }
        // World ranks: the device's own, moved along the axis.
        for end in ["dest", "src"] {
            line(format!(
                "%sh_{end}_step = arith.subi %sh_{end}_at, {at} : index"
            ));
            line(format!(
                "%sh_{end}_move = arith.muli %sh_{end}_step, %sh_stride : index"
            ));
            line(format!(
                "%sh_{end}_w = arith.addi %wr, %sh_{end}_move : index"
            ));
            line(format!(
                "%sh_{end} = arith.index_cast %sh_{end}_w : index to i32"
            ));
        }
        let send = format!("mpi.send(%in_flat, %tag, %sh_dest, %world) : {flat}, i32, i32");
        let recv = format!("mpi.recv(%out_flat, %tag, %sh_src, %world) : {flat}, i32, i32");
        if rotate {
            let cycles = gcd(length, offset);
            line(format!("%sh_cycles = arith.constant {cycles} : index"));
            line(format!(
                "%sh_leader = arith.cmpi ult, {at}, %sh_cycles : index"
            ));
            line(format!(
                "scf.if %sh_leader {{\n      {send}\n      {recv}\n    }} else {{\n      {recv}\n      {send}\n    }}"
            ));
        } else {
            line("%sh_zero = arith.constant 0 : index".into());
            for end in ["dest", "src"] {
                line(format!(
                    "%sh_{end}_lo = arith.cmpi sge, %sh_{end}_at, %sh_zero : index"
                ));
                line(format!(
                    "%sh_{end}_hi = arith.cmpi slt, %sh_{end}_at, %sh_len : index"
                ));
                line(format!(
                    "%sh_has_{end} = arith.andi %sh_{end}_lo, %sh_{end}_hi : i1"
                ));
            }
            line(format!(
                "scf.if %sh_has_src {{\n      {recv}\n    }} else {{\n      {copy}\n    }}"
            ));
            line(format!("scf.if %sh_has_dest {{\n      {send}\n    }}"));
        }
    }
}

/// Elements of one piece of a collective `op` of `kind` on an operand of
/// `shape` in a group of `n`, and the result shape that makes: the pieces
/// lie along the axis the op names (gathered, split, scattered,
/// concatenated), each contiguous where every axis before it is 1.
fn pieces(
    op: &OperationRef,
    kind: Kind,
    shape: &[u64],
    n: u64,
    fail: &dyn Fn(&str) -> PassFailed,
) -> Result<(u64, Vec<u64>), PassFailed> {
    let elements: u64 = shape.iter().product();
    let axis = |name: &str| {
        op.attribute(name)
            .ok()
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .and_then(|a| usize::try_from(a.value()).ok())
            .filter(|&a| a < shape.len())
            .ok_or_else(|| fail(&format!("its {name} must be an axis of its operand")))
    };
    let contiguous = |of: &[u64], along: usize, verb: &str, whose: &str| match of[..along]
        .iter()
        .position(|&d| d != 1)
    {
        None => Ok(()),
        Some(before) => Err(fail(&format!(
            "it {verb} along axis {along}, after axis {before} of size {}, so the pieces are not contiguous in its {whose}; make axis {along} the first (transpose around the collective)",
            of[before]
        ))),
    };
    // The operand split along the axis named `name` into `n` contiguous
    // pieces: that axis of `expected` divided by `n`.
    let split = |expected: &mut Vec<u64>, name: &str, verb: &str| {
        let along = axis(name)?;
        if !expected[along].is_multiple_of(n) {
            return Err(fail(&format!(
                "its {name} {along} of size {} does not split into {n} pieces",
                expected[along]
            )));
        }
        expected[along] /= n;
        contiguous(shape, along, verb, "operand")
    };
    let mut expected = shape.to_vec();
    let piece = match kind {
        Kind::Broadcast | Kind::Shift | Kind::Reduce | Kind::Send | Kind::Recv => elements,
        Kind::AllGather | Kind::Gather => {
            let gather = axis("gather_axis")?;
            expected[gather] *= n;
            contiguous(shape, gather, "gathers", "result")?;
            elements
        }
        Kind::AllSlice => {
            split(&mut expected, "slice_axis", "slices")?;
            elements / n
        }
        Kind::ReduceScatter | Kind::Scatter => {
            split(&mut expected, "scatter_axis", "scatters")?;
            elements / n
        }
        Kind::AllToAll => {
            split(&mut expected, "split_axis", "splits")?;
            let concat = axis("concat_axis")?;
            expected[concat] *= n;
            contiguous(&expected, concat, "concatenates", "result")?;
            elements / n
        }
    };
    Ok((piece, expected))
}

/// Who sends what to whom in the collective `op` of `kind` on `grid`.
fn pattern(
    op: &OperationRef,
    kind: Kind,
    grid: &collective::GridAxes,
    fail: &dyn Fn(&str) -> PassFailed,
) -> Result<Pattern, PassFailed> {
    let member = |name: &str| member(op, name, grid).map_err(|why| fail(&why));
    Ok(match kind {
        Kind::AllGather | Kind::AllToAll | Kind::ReduceScatter => Pattern::Pairwise,
        Kind::AllSlice => Pattern::Slice,
        Kind::Broadcast | Kind::Gather | Kind::Scatter | Kind::Reduce => Pattern::Rooted {
            root: member("root")?,
        },
        Kind::Send => Pattern::Point {
            member: member("destination")?,
        },
        Kind::Recv => Pattern::Point {
            member: member("source")?,
        },
        Kind::Shift => {
            let integer = |name: &str| {
                op.attribute(name)
                    .ok()
                    .and_then(|a| IntegerAttribute::try_from(a).ok())
                    .map(|a| a.value())
            };
            let axis = integer("shift_axis")
                .and_then(|a| usize::try_from(a).ok())
                .filter(|a| grid.axes.contains(a))
                .ok_or_else(|| fail("its shift_axis must be one of its grid axes"))?;
            let offset = integer("offset").ok_or_else(|| fail("its offset must be an integer"))?;
            Pattern::Shift {
                axis,
                offset,
                rotate: op.attribute("rotate").is_ok(),
            }
        }
    })
}

/// The member at the place the attribute `name` of `op` names
/// (`array<i64: ...>`, a place on each of the group's axes in the op's
/// order), as its index in the group; or why it names none.
fn member(op: &OperationRef, name: &str, grid: &collective::GridAxes) -> Result<u64, String> {
    if op.operand_count() > 1 {
        return Err(format!(
            "its {name} must be static (no `{name}_dynamic` operands)"
        ));
    }
    let attribute = op
        .attribute(name)
        .map_err(|_| format!("it must name its {name}, a place in its group"))?;
    let place = collective::integers(attribute)
        .ok_or_else(|| format!("its {name} must be an array of integers"))?;
    if place.len() != grid.axes.len()
        || place
            .iter()
            .zip(&grid.axes)
            .any(|(&r, &a)| r < 0 || r >= grid.shape[a])
    {
        return Err(format!(
            "its {name} {place:?} must name a place on each of its {} grid axes",
            grid.axes.len()
        ));
    }
    Ok(place
        .iter()
        .zip(&grid.axes)
        .fold(0u64, |at, (&r, &a)| at * grid.shape[a] as u64 + r as u64))
}

/// Whether `element`, a printed element type, is a float type.
fn is_float(element: &str) -> bool {
    element.starts_with('f') || element == "bf16"
}

/// The greatest common divisor of two positive numbers.
fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
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

/// The memref types of one exchange's buffers.
struct Types {
    operand_m: String,
    result_m: String,
    /// The operand, flat.
    flat_in: String,
    /// The result, flat.
    flat_whole: String,
    /// One piece of a flat buffer, at an offset.
    strided: String,
}

impl Types {
    fn of(exchange: &Exchange) -> Self {
        let memref = |tensor: &str| tensor.replacen("tensor<", "memref<", 1);
        let element = &exchange.element;
        let sent: u64 = exchange.operand_shape.iter().product();
        let whole: u64 = exchange.result_shape.iter().product();
        Types {
            operand_m: memref(&exchange.operand),
            result_m: memref(&exchange.result),
            flat_in: format!("memref<{sent}x{element}>"),
            flat_whole: format!("memref<{whole}x{element}>"),
            strided: format!(
                "memref<{}x{element}, strided<[1], offset: ?>>",
                exchange.piece
            ),
        }
    }
}

/// `%{name}_flat`: the buffer `%{name}` of type `m` and rank `rank` as the
/// flat `flat`.
fn flatten(line: &mut dyn FnMut(String), name: &str, rank: usize, m: &str, flat: &str) {
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
}

/// `%key`, an `i32`, and `%r`, the same as an index: the rank's place in
/// the group, linear over the group's axes in the op's order (the order
/// of the pieces).
fn group_key(line: &mut dyn FnMut(String), axes: &[usize]) {
    line("%key_0 = arith.constant 0 : index".into());
    let mut last = "%key_0".to_owned();
    for (i, &axis) in axes.iter().enumerate() {
        line(format!(
            "%key_s{i} = arith.muli {last}, %size{axis} : index"
        ));
        line(format!(
            "%key_{} = arith.addi %key_s{i}, %m{axis} : index",
            i + 1
        ));
        last = format!("%key_{}", i + 1);
    }
    line(format!("%key = arith.index_cast {last} : index to i32"));
    line("%r = arith.index_cast %key : i32 to index".into());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gather(grid: Vec<i64>, axes: Vec<usize>) -> Exchange {
        let group = axes.iter().map(|&a| grid[a] as u64).product();
        Exchange {
            kind: Kind::AllGather,
            pattern: Pattern::Pairwise,
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

    /// The lowering of a gather over axis 1 of a 2x4 grid: the key is the
    /// place on axis 1, the group's first member the world rank less that
    /// place (stride 1), three exchanges with the members `key XOR 1, 2,
    /// 3` at their world ranks, each piece of 8 elements at its rank's
    /// offset, the whole operand sent each time, and no communicator split.
    #[test]
    fn a_gather_exchanges_with_each_partner_once() {
        let text = gather(vec![2, 4], vec![1]).text();
        let context = crate::context();
        assert!(Module::parse(&context, &text).is_some(), "{text}");
        assert!(
            text.contains("%key_1 = arith.addi %key_s0, %m1 : index"),
            "{text}"
        );
        assert!(
            text.contains("%base_at1 = arith.muli %m1, %stride1 : index"),
            "{text}"
        );
        assert!(!text.contains("comm_split"), "{text}");
        assert_eq!(text.matches("scf.if").count(), 3, "{text}");
        assert_eq!(
            text.matches("mpi.send(%in_flat, %tag, %pw").count(),
            6,
            "{text}"
        );
        assert!(text.contains("%p3 = arith.xori %key, %s3 : i32"), "{text}");
        assert!(
            text.contains("%pw3_o0 = arith.muli %pw3_d0, %stride1 : index"),
            "{text}"
        );
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

    /// A shift that does not rotate receives where a device lies `offset`
    /// places back and sends where one lies `offset` places on, after
    /// the receive; with rotation, the devices below the number of cycles
    /// send first.
    #[test]
    fn a_shift_orders_its_messages_along_chains_and_cycles() {
        let shift = |offset, rotate| Exchange {
            kind: Kind::Shift,
            pattern: Pattern::Shift {
                axis: 1,
                offset,
                rotate,
            },
            operand: "tensor<8x4xf32>".into(),
            operand_shape: vec![8, 4],
            result: "tensor<8x4xf32>".into(),
            result_shape: vec![8, 4],
            piece: 32,
            ..gather(vec![2, 6], vec![1])
        };
        let context = crate::context();
        let chain = shift(-2, false).text();
        assert!(Module::parse(&context, &chain).is_some(), "{chain}");
        assert!(
            chain.contains("%sh_on = arith.constant -2 : index"),
            "{chain}"
        );
        assert!(
            chain.contains("scf.if %sh_has_src {\n      mpi.recv("),
            "{chain}"
        );
        assert!(
            chain.contains("scf.if %sh_has_dest {\n      mpi.send("),
            "{chain}"
        );
        assert!(!chain.contains("mpi.comm_split"), "{chain}");
        // 6 places, 4 on: two cycles (0 2 4, 1 3 5), led by places 0 and 1.
        let cycles = shift(4, true).text();
        assert!(Module::parse(&context, &cycles).is_some(), "{cycles}");
        assert!(
            cycles.contains("%sh_cycles = arith.constant 2 : index"),
            "{cycles}"
        );
        assert!(
            cycles.contains("%sh_back = arith.constant 2 : index"),
            "{cycles}"
        );
        assert!(!shift(-6, true).text().contains("mpi.send"));
        assert_eq!(gcd(6, 4), 2);
        assert_eq!(gcd(4, 3), 1);
    }

    /// A reduce's root takes each other member's operand once, in the
    /// order of the members, and combines it in; the others send once.
    #[test]
    fn a_reduce_takes_each_other_member_once_at_its_root() {
        let exchange = Exchange {
            kind: Kind::Reduce,
            pattern: Pattern::Rooted { root: 2 },
            operand: "tensor<8xf32>".into(),
            result: "tensor<8xf32>".into(),
            operand_shape: vec![8],
            result_shape: vec![8],
            element: "f32".into(),
            grid: vec![4],
            axes: vec![0],
            group: 4,
            piece: 8,
            reduction: Some(Reduction::of("max", "f32").unwrap()),
        };
        let text = exchange.text();
        // The operand's buffer takes each message, so it is not read-only.
        assert!(!text.contains("read_only"), "{text}");
        let root = &text[text.find("scf.if %is_root").unwrap()..];
        let (at_root, others) = root.split_once("} else {").unwrap();
        // Members 0, 1 and 3 in order, each received then combined.
        let received: Vec<_> = at_root
            .lines()
            .filter(|l| l.contains("mpi.recv"))
            .map(|l| l.split(", ").nth(2).unwrap().to_owned())
            .collect();
        assert_eq!(received, ["%w0", "%w1", "%w3"], "{at_root}");
        assert_eq!(at_root.matches("arith.maximumf %b, %a").count(), 3);
        assert_eq!(others.matches("mpi.send(%in_flat").count(), 1, "{others}");
        assert!(others.contains("linalg.fill"), "{others}");
    }

    /// A group of one copies its piece and exchanges nothing.
    #[test]
    fn a_group_of_one_only_copies() {
        let text = gather(vec![1, 4], vec![0]).text();
        assert!(!text.contains("mpi.send"), "{text}");
        assert!(text.contains("linalg.copy"), "{text}");
    }
}
