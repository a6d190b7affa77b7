//! The tensor graph of one function.
//!
//! Invariants (checked by [`TensorGraph::validate`]):
//! - nodes are in program order; a tensor is defined before any node uses it;
//! - a view ([`Tensor::alias_of`]) aliases a tensor that is not itself a view
//!   (chains are resolved when the graph is built), and holds no bytes of its
//!   own;
//! - offload nodes name the tensors they move.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What an index type into one kind of table has: construction from and
/// conversion to a position, the ids of a table, printing as the number,
/// and indexing of `[T]` and `Vec<T>`.
macro_rules! index_type {
    ($id:ident, $what:literal) => {
        // A planner's private table kind may not need every method.
        #[allow(dead_code)]
        impl $id {
            #[doc = concat!("The ", $what, " at position `index`.")]
            pub const fn new(index: usize) -> Self {
                $id(index)
            }

            /// Its position (in every table of the kind).
            pub const fn index(self) -> usize {
                self.0
            }

            #[doc = concat!("The ids of a table of `len` ", $what, "s, in order.")]
            pub fn all(
                len: usize,
            ) -> impl DoubleEndedIterator<Item = $id> + ExactSizeIterator + Clone + use<> {
                (0..len).map($id)
            }
        }

        impl std::fmt::Display for $id {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }

        impl<T> std::ops::Index<$id> for [T] {
            type Output = T;
            fn index(&self, id: $id) -> &T {
                &self[id.0]
            }
        }

        impl<T> std::ops::IndexMut<$id> for [T] {
            fn index_mut(&mut self, id: $id) -> &mut T {
                &mut self[id.0]
            }
        }

        impl<T> std::ops::Index<$id> for Vec<T> {
            type Output = T;
            fn index(&self, id: $id) -> &T {
                &self[id.0]
            }
        }

        impl<T> std::ops::IndexMut<$id> for Vec<T> {
            fn index_mut(&mut self, id: $id) -> &mut T {
                &mut self[id.0]
            }
        }
    };
}

pub(crate) use index_type;

index_type!(NodeId, "step");
index_type!(TensorId, "tensor");

/// Index of a node in [`TensorGraph::nodes`]: its step in program order.
/// Steps are positions, so a step plus or minus a count of steps is a step,
/// and two steps are a count apart; per-step tables (`Vec<T>` or `[T]`)
/// are indexed by it directly.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct NodeId(pub(crate) usize);

impl NodeId {
    /// The function's first step.
    pub const FIRST: NodeId = NodeId(0);

    /// The step after `step`, or the first step when there is none (the
    /// first step after an argument's definition at the entry).
    pub fn after(step: Option<NodeId>) -> NodeId {
        step.map_or(NodeId::FIRST, |s| s + 1)
    }

    /// The step `k` steps before, if there is one.
    pub fn checked_sub(self, k: usize) -> Option<NodeId> {
        self.0.checked_sub(k).map(NodeId)
    }

    /// The step `k` steps before, or the first step.
    pub fn saturating_sub(self, k: usize) -> NodeId {
        NodeId(self.0.saturating_sub(k))
    }

    /// The steps `first..=last` (none when `first > last`).
    pub fn span(
        first: NodeId,
        last: NodeId,
    ) -> impl DoubleEndedIterator<Item = NodeId> + Clone + use<> {
        (first.0..=last.0).map(NodeId)
    }

    /// The steps `first..end` (none when `first >= end`).
    pub fn until(
        first: NodeId,
        end: NodeId,
    ) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + Clone + use<> {
        (first.0..end.0).map(NodeId)
    }
}

impl std::ops::Add<usize> for NodeId {
    type Output = NodeId;
    fn add(self, k: usize) -> NodeId {
        NodeId(self.0 + k)
    }
}

impl std::ops::AddAssign<usize> for NodeId {
    fn add_assign(&mut self, k: usize) {
        self.0 += k;
    }
}

impl std::ops::Sub<usize> for NodeId {
    type Output = NodeId;
    fn sub(self, k: usize) -> NodeId {
        NodeId(self.0 - k)
    }
}

impl std::ops::SubAssign<usize> for NodeId {
    fn sub_assign(&mut self, k: usize) {
        self.0 -= k;
    }
}

/// How many steps `self` is after `earlier`.
impl std::ops::Sub<NodeId> for NodeId {
    type Output = usize;
    fn sub(self, earlier: NodeId) -> usize {
        self.0 - earlier.0
    }
}

/// Index of a tensor in [`TensorGraph::tensors`]; per-tensor tables
/// (`Vec<T>` or `[T]`) are indexed by it directly.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct TensorId(usize);

/// Where a remote copy lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    /// Host DRAM.
    Host,
    /// CXL-attached memory.
    Cxl,
    /// NVMe storage.
    Nvme,
    /// A SuperNode's shared memory pool.
    Pool,
}

impl Tier {
    /// Every tier, in a fixed order.
    pub const ALL: [Tier; 4] = [Tier::Host, Tier::Cxl, Tier::Nvme, Tier::Pool];

    /// The name used in IR attributes and profiles (`host`, `cxl`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Tier::Host => "host",
            Tier::Cxl => "cxl",
            Tier::Nvme => "nvme",
            Tier::Pool => "pool",
        }
    }
}

impl Tier {
    /// The tier named `text` (`host`, `cxl`, `nvme`, `pool`).
    pub fn parse(text: &str) -> Option<Tier> {
        Tier::ALL.into_iter().find(|t| t.name() == text)
    }

    /// Every tier's name, in [`Tier::ALL`] order (an option's choices).
    pub const NAMES: [&'static str; 4] = crate::names_of!(Tier);
}

impl std::fmt::Display for Tier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a tensor comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TensorOrigin {
    /// Function argument `index`. `tier` is `Some` when the argument starts
    /// off the device (weights or a KV cache declared resident in a tier).
    Argument { index: usize, tier: Option<Tier> },
    /// Result `index` of node `node`.
    Result { node: NodeId, index: usize },
}

/// A tensor value: an edge of the graph.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tensor {
    /// A readable name: `%arg3`, `%37`, or the argument's parameter name.
    pub name: String,
    /// Its type as printed (`tensor<1x128x256xf32>`).
    pub ty: String,
    /// Bytes it occupies on the device (0 for a view, see `alias_of`).
    pub bytes: u64,
    /// An argument, or the result of a node.
    pub origin: TensorOrigin,
    /// For a view (reshape, cast, ...): the tensor whose buffer it shares.
    pub alias_of: Option<TensorId>,
    /// Returned by the function: live until the end.
    pub is_result: bool,
    /// An argument donated to a result (`tf.aliasing_output`): its buffer is
    /// reused for that result, so it is not live past its last use.
    pub donated: bool,
    /// The offload ops can carry it (extraction says: a ranked builtin
    /// tensor, not a dialect's own tensor type); only such tensors are
    /// planned.
    #[serde(default)]
    pub offloadable: bool,
    /// An op extraction does not know reads it, and that op's results may
    /// share its buffer (extraction says): it never leaves the device, and
    /// the uses of those results count as its uses.
    #[serde(default)]
    pub may_be_aliased: bool,
    /// Bytes per element (0: not known, or not a whole number of bytes): a
    /// chunk of the tensor is a range of whole elements.
    #[serde(default)]
    pub element_bytes: u64,
}

/// The work an op does, from which the cost model derives its time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct OpWork {
    /// Floating-point (or integer arithmetic) operations.
    pub flops: f64,
    /// Bytes read from and written to device memory.
    pub bytes: f64,
    /// Whether the flops run on the matrix units (matmul/conv), at the
    /// profile's matrix peak for the element type, rather than the vector
    /// peak.
    pub matrix: bool,
    /// Bytes per element of the dominant operand type (2 for bf16, 4 for
    /// f32, ...), to pick the peak.
    pub element_bytes: u32,
}

/// A collective a node performs with the other devices of its group
/// (extraction says: `stablehlo.all_reduce`, `shard.all_gather`, ...).
/// Its data crosses the fabric between devices, not the device's own
/// memory: the cost model times it on the fabric ([`crate::cost::Fabric`])
/// by its algorithm, and it runs on a stream of its own, in program order,
/// beside the compute stream (docs/semantics.md, "Collectives").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Collective {
    /// What it does.
    pub kind: CollectiveKind,
    /// Devices in each of its groups (1: it moves nothing).
    pub group: u32,
    /// Bytes of the per-device buffer its algorithm moves: the operand of
    /// an all-reduce, a reduce-scatter, an all-to-all, a permute, a send or
    /// a broadcast, the result of an all-gather or a receive.
    pub bytes: u64,
}

/// The collectives the cost model knows, each with its algorithm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CollectiveKind {
    /// Ring all-reduce: `2 (n-1)/n` of the buffer crosses each link.
    AllReduce,
    /// Ring all-gather: `(n-1)/n` of the gathered result.
    AllGather,
    /// Ring reduce-scatter: `(n-1)/n` of the operand.
    ReduceScatter,
    /// Pairwise all-to-all: `(n-1)/n` of the operand.
    AllToAll,
    /// Each device sends its buffer to one other (`collective_permute`,
    /// `shard.shift`).
    Permute,
    /// One device's buffer to all of its group (pipelined).
    Broadcast,
    /// Point to point (`send`, `recv`): the buffer once.
    SendRecv,
    /// Every member's piece to one root (`shard.gather`): the root takes
    /// in `(n-1)/n` of the gathered result, a message per other member.
    Gather,
    /// One root's buffer split among its group (`shard.scatter`): `(n-1)/n`
    /// of it leaves the root, a message per other member.
    Scatter,
    /// Every member's buffer combined at one root (`shard.reduce`),
    /// pipelined down a tree: the dual of a broadcast, the buffer once in
    /// `ceil(log2 n)` steps.
    Reduce,
}

impl CollectiveKind {
    /// Its name as the report prints it.
    pub fn name(self) -> &'static str {
        match self {
            CollectiveKind::AllReduce => "all_reduce",
            CollectiveKind::AllGather => "all_gather",
            CollectiveKind::ReduceScatter => "reduce_scatter",
            CollectiveKind::AllToAll => "all_to_all",
            CollectiveKind::Permute => "permute",
            CollectiveKind::Broadcast => "broadcast",
            CollectiveKind::SendRecv => "send_recv",
            CollectiveKind::Gather => "gather",
            CollectiveKind::Scatter => "scatter",
            CollectiveKind::Reduce => "reduce",
        }
    }

    /// How many times the buffer's bytes cross a device's link, and how
    /// many latency-bound steps the algorithm takes, in a group of
    /// `group` devices.
    pub fn traffic(self, group: u32) -> (f64, f64) {
        let n = f64::from(group.max(1));
        if group <= 1 {
            return (0.0, 0.0);
        }
        match self {
            CollectiveKind::AllReduce => (2.0 * (n - 1.0) / n, 2.0 * (n - 1.0)),
            CollectiveKind::AllGather
            | CollectiveKind::ReduceScatter
            | CollectiveKind::AllToAll
            | CollectiveKind::Gather
            | CollectiveKind::Scatter => ((n - 1.0) / n, n - 1.0),
            CollectiveKind::Permute | CollectiveKind::SendRecv => (1.0, 1.0),
            CollectiveKind::Broadcast | CollectiveKind::Reduce => (1.0, n.log2().ceil()),
        }
    }
}

/// What a node does.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum NodeKind {
    /// An ordinary op (compute, or a view/shape-only op with no work).
    Compute,
    /// `offload.store` (`offload.store_chunk` with a `chunk`): asynchronous
    /// device -> tier copy of `tensor` (of that chunk of its buffer),
    /// producing remote copy `remote` (a tensor with 0 device bytes). A
    /// chunk store `into` the copy an earlier chunk store of the same
    /// tensor made writes its chunk into that copy: `remote` then holds
    /// the chunks of the chain so far (a detach with it still releases
    /// only this chunk), and once they cover the tensor it may be returned
    /// as the tensor's copy in the tier.
    Store {
        tensor: TensorId,
        remote: TensorId,
        tier: Tier,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chunk: Option<Chunk>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        into: Option<TensorId>,
    },
    /// `offload.detach`: `tensor`'s device bytes are released once the store
    /// of `remote` has completed (only the chunk `remote` holds, when a
    /// chunk store made it). With `wait` (`offload.detach ... {wait}`) the
    /// compute stream waits there for that release before it goes on: a
    /// plan held to a budget trades that time for the bytes.
    Detach {
        tensor: TensorId,
        remote: TensorId,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        wait: bool,
    },
    /// `offload.prefetch` (`offload.prefetch_chunk` with a `chunk`):
    /// asynchronous tier -> device copy of `remote`, defining `tensor` (its
    /// device buffer is held from the issue). A chunk prefetch copies only
    /// the chunk: into the buffer of `base` (a value of the same storage
    /// missing the chunk; `tensor` is then a view of that storage), or,
    /// without a base, into a new buffer holding only the chunk so far.
    Prefetch {
        remote: TensorId,
        tensor: TensorId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chunk: Option<Chunk>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        base: Option<TensorId>,
    },
    /// `offload.resident`: `remote` names the copy of `tensor` that already
    /// lives in `tier` (`offload.resident ... {chunk}`: that chunk of it; a
    /// detach with it releases only the chunk's bytes, as one with a chunk
    /// store's copy does).
    Resident {
        tensor: TensorId,
        remote: TensorId,
        tier: Tier,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        chunk: Option<Chunk>,
    },
}

impl NodeKind {
    /// The name of the offload op this kind stands for (`None`: a compute
    /// node, which keeps its own op's name).
    pub fn offload_op(&self) -> Option<&'static str> {
        match self {
            NodeKind::Compute => None,
            NodeKind::Store { chunk: None, .. } => Some("offload.store"),
            NodeKind::Store { chunk: Some(_), .. } => Some("offload.store_chunk"),
            NodeKind::Detach { .. } => Some("offload.detach"),
            NodeKind::Prefetch { chunk: None, .. } => Some("offload.prefetch"),
            NodeKind::Prefetch { chunk: Some(_), .. } => Some("offload.prefetch_chunk"),
            NodeKind::Resident { .. } => Some("offload.resident"),
        }
    }

    /// The printed type of the remote copy of a tensor of type `ty`.
    pub fn remote_type(ty: &str) -> String {
        format!("!offload.remote<{ty}>")
    }

    /// The tensors an offload node names (its `tensor` and `remote`, and
    /// the base of a chunk prefetch or the copy a chunk store writes
    /// into); none for a compute node.
    pub fn tensors(&self) -> impl Iterator<Item = TensorId> + use<> {
        let (pair, base) = match *self {
            NodeKind::Compute => (None, None),
            NodeKind::Prefetch {
                remote,
                tensor,
                base,
                ..
            } => (Some([tensor, remote]), base),
            NodeKind::Store {
                tensor,
                remote,
                into,
                ..
            } => (Some([tensor, remote]), into),
            NodeKind::Detach { tensor, remote, .. } | NodeKind::Resident { tensor, remote, .. } => {
                (Some([tensor, remote]), None)
            }
        };
        pair.into_iter().flatten().chain(base)
    }
}

/// Part of a storage tensor's buffer: bytes `[start, start + bytes)` (in
/// the IR, a range of its row-major elements).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Chunk {
    pub start: u64,
    pub bytes: u64,
}

impl Chunk {
    /// One past its last byte.
    pub fn end(&self) -> u64 {
        self.start + self.bytes
    }

    /// Whether the two share a byte.
    pub fn overlaps(&self, other: &Chunk) -> bool {
        self.start < other.end() && other.start < self.end()
    }

    /// Whether every byte of `other` is in `self`.
    pub fn contains(&self, other: &Chunk) -> bool {
        self.start <= other.start && other.end() <= self.end()
    }

    /// The non-empty parts of `self` outside `inner` (before it, after it).
    pub fn without(&self, inner: &Chunk) -> impl Iterator<Item = Chunk> + use<> {
        let before = Chunk {
            start: self.start,
            bytes: inner.start.clamp(self.start, self.end()) - self.start,
        };
        let after_start = inner.end().clamp(self.start, self.end());
        let after = Chunk {
            start: after_start,
            bytes: self.end() - after_start,
        };
        [before, after].into_iter().filter(|c| c.bytes > 0)
    }
}

impl std::fmt::Display for Chunk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "bytes [{}, {})", self.start, self.end())
    }
}

/// One op of the function body, at step `NodeId`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// The op name (`linalg.matmul`).
    pub op: String,
    /// Where it is in the source (`file:line:col`), for reports.
    pub location: String,
    /// Tensors it uses (including uses inside its regions), no duplicates.
    pub operands: Vec<TensorId>,
    /// Tensors it defines.
    pub results: Vec<TensorId>,
    /// What it computes, for the cost model.
    pub work: OpWork,
    /// A compute op or one of the offload ops.
    pub kind: NodeKind,
    /// A shape signature (`linalg.matmul(tensor<..>,tensor<..>)->tensor<..>`)
    /// used to look the op up in a measured performance record.
    pub signature: String,
    /// The key a performance record of another program's ops (a profiler
    /// trace) times it by: the class of its work, its sizes and element
    /// type (extraction says, from the op's types; `None`: no record keys
    /// it, and the roofline or its signature times it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record_key: Option<crate::record::key::RecordKey>,
    /// A view op (extraction says): its results share the buffer of its
    /// first operand and it moves no data, so repeating it on another copy
    /// of that buffer gives the same view of the copy.
    #[serde(default)]
    pub view: bool,
    /// Constant data (extraction says): the lowered program keeps it in a
    /// global, not in a device allocation of the function, and the report
    /// counts it apart (`peak_constant_bytes`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub constant: bool,
    /// Deterministic and free of memory effects (extraction says, by the
    /// rule of docs/semantics.md, "Recomputation"): run again on the same
    /// operands it computes the same values, so a plan may recompute its
    /// results instead of keeping or moving them.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pure: bool,
    /// A clone a plan placed to compute an earlier op's values again
    /// (`offload.recompute` in the IR); the checker proves that it does
    /// ([`crate::check`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub recompute: bool,
    /// What the op computes apart from its operands: equal for two ops of
    /// the same name, attributes and regions (0: not known). Two pure ops
    /// of one identity on the same operand values compute the same values.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub identity: u64,
    /// For an op with regions (a loop) or a call: the kernels its body
    /// runs, each with how many times it runs in all (the trip counts
    /// multiplied out). The cost model times each on its own, one after
    /// another, instead of `work` as one kernel.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kernels: Vec<(OpWork, u64)>,
    /// For a loop: the stacks in a tier it streams slice by slice
    /// (`offload.prefetch_slice` in its body).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub streams: Vec<SliceStream>,
    /// For a slice op (`offload.prefetch_slice`, `offload.store_slice`):
    /// which slice of its stack it names in each iteration of its loop.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slice: Option<SliceIndex>,
    /// For a collective: what it does with its group; it runs on the
    /// fabric stream, not the compute stream.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub collective: Option<Collective>,
}

impl Node {
    /// Whether running the node again on the same operand values gives the
    /// same values, so that a plan may place a clone of it: a pure op, or
    /// an all-gather (every device of its group gathers the same shards
    /// again, and they all run one plan: `offload.fingerprint`). This is
    /// how an FSDP weight gathered for its use may be freed and gathered
    /// again at its next use, at the fabric's cost.
    pub fn repeatable(&self) -> bool {
        self.pure
            || self
                .collective
                .is_some_and(|c| c.kind == CollectiveKind::AllGather)
    }
}

/// Which slice of its stack a slice op names in each iteration of the
/// loop whose body holds it, as extraction works it out from the IR. The
/// checker ([`crate::check`]) proves it inside the stack in every
/// iteration (docs/semantics.md, "Loops and other regions").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SliceIndex {
    /// Slice `first + k * stride` in iteration `k` of the loop's
    /// `iterations`, in a stack of `slices` slices.
    Affine {
        first: i64,
        stride: i64,
        iterations: u64,
        slices: u64,
    },
    /// An index no rule proves inside the stack, and why (the op's
    /// placement or the form of its index).
    Unproven(String),
}

impl SliceIndex {
    /// The first iteration whose slice lies outside the stack, and that
    /// slice; `None` when every iteration's is inside (or the index is
    /// unproven). The index being affine, the first and the last
    /// iterations bound it.
    pub fn outside(&self) -> Option<(u64, i128)> {
        let SliceIndex::Affine {
            first,
            stride,
            iterations,
            slices,
        } = *self
        else {
            return None;
        };
        let at = |iteration: u64| i128::from(first) + i128::from(stride) * i128::from(iteration);
        let last = iterations.checked_sub(1)?;
        [0, last]
            .into_iter()
            .map(|iteration| (iteration, at(iteration)))
            .find(|&(_, index)| index < 0 || index >= i128::from(slices))
    }
}

/// A stack in a tier that a loop streams, one slice per iteration. Read
/// (`offload.prefetch_slice`): the slice of its first iteration is copied
/// before the loop starts, and during each iteration the slice of the next
/// (the last iteration copies its own again), into two device slots the
/// loop's scratch holds, the copy starting with the iteration; or, with
/// `one_slot`, into the one slot the iteration read, once its last reader
/// has run. Written (`offload.store_slice`, `stores_to` the tier): each
/// iteration copies the slice it made out to the stack, once it has made
/// it. Each iteration
/// ends once both its compute and its copies have
/// ([`crate::CostModel::streamed_iteration_s`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SliceStream {
    /// The remote copy of the stack.
    pub remote: TensorId,
    /// The bytes of one slice.
    pub slice_bytes: u64,
    /// The loop's iterations (one copy during each).
    pub iterations: u64,
    /// For a stack the loop writes: its tier (device-to-tier copies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stores_to: Option<Tier>,
    /// A read stack held in one slot instead of two: the next slice's copy
    /// starts once the slot's last reader of the iteration has run.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_slot: bool,
    /// How many of the loop's kernels (its node's `kernels`, in order) run
    /// in an iteration before its copy may start: for a one-slot read,
    /// until the slot's last reader has; for a write, until the slice is
    /// made. Their share of the iteration's compute is when it starts.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub starts_after_kernel: usize,
    /// For a read streamed by a loop nested in this node's loop (a loop
    /// over layers in the body of a loop over tokens): where that loop
    /// sits. `iterations` and `starts_after_kernel` are then the inner
    /// loop's, and its pipeline starts again in each run: the first slice
    /// is copied and waited for before each run of the inner loop.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nested: Option<Nesting>,
}

/// Where the loop of a nested [`SliceStream`] sits in the node's loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Nesting {
    /// How many times the inner loop runs: the node's loop's iterations.
    pub runs: u64,
    /// The inner loop's kernels among the node's
    /// ([`Node::kernels`]): `count` of them from `first`.
    pub first_kernel: usize,
    pub count: usize,
}

/// 64-bit FNV-1a of `bytes`: the hash behind op identities
/// ([`Node::identity`]) and plan fingerprints.
pub(crate) fn fnv1a(bytes: impl IntoIterator<Item = u8>) -> u64 {
    bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn is_zero<N: Default + PartialEq>(n: &N) -> bool {
    *n == N::default()
}

impl SliceStream {
    /// The copies the stream makes while its loop's node runs: one per
    /// iteration of the node's own loop (a read's first slice comes before
    /// it); for a nested loop, in each of its runs, one per iteration and a
    /// read's first slice.
    pub fn copies_during_loop(&self) -> u64 {
        let iterations = self.iterations.max(1);
        match self.nested {
            None => iterations,
            Some(nesting) => nesting
                .runs
                .saturating_mul(iterations.saturating_add(u64::from(self.stores_to.is_none()))),
        }
    }
}

impl Node {
    /// Whether this is an offload node (store, detach, prefetch, resident).
    pub fn is_offload(&self) -> bool {
        !matches!(self.kind, NodeKind::Compute)
    }
}

/// The graph of one function.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TensorGraph {
    /// The function's name.
    pub name: String,
    /// Its ops, in program order.
    pub nodes: Vec<Node>,
    /// Its tensor values, indexed by [`TensorId`].
    pub tensors: Vec<Tensor>,
}

/// A graph that breaks an invariant.
#[derive(Debug, Error, PartialEq)]
pub enum GraphError {
    /// A node uses a tensor defined at or after it.
    #[error("node {node} uses tensor {tensor} before it is defined")]
    UseBeforeDef { node: NodeId, tensor: TensorId },
    /// A view aliases a view or a tensor that does not exist.
    #[error("tensor {tensor} aliases {target}, which is a view or out of range")]
    BadAlias { tensor: TensorId, target: TensorId },
    /// A node names a tensor that does not exist.
    #[error("node {node} refers to tensor {tensor}, which does not exist")]
    UnknownTensor { node: NodeId, tensor: TensorId },
}

impl TensorGraph {
    /// The tensor whose buffer `tensor` uses (itself unless it is a view).
    pub fn storage(&self, tensor: TensorId) -> TensorId {
        self.tensors[tensor].alias_of.unwrap_or(tensor)
    }

    /// Whether view `tensor` can be made again from another copy of its
    /// storage: its defining op is a view op ([`Node::view`]; not an op that
    /// writes its result in place of an operand) that reads only that
    /// storage (itself or through views that can be made again) and makes
    /// only views of it, so repeating the op on a
    /// prefetched copy gives the same view of the new buffer. Views cost no
    /// time (they move no data).
    pub fn is_remakeable_view(&self, tensor: TensorId) -> bool {
        let Some(storage) = self.tensors[tensor].alias_of else {
            return false;
        };
        let Some(node) = self.def_step(tensor).map(|d| &self.nodes[d]) else {
            return false;
        };
        matches!(node.kind, NodeKind::Compute)
            && node.view
            && node
                .results
                .iter()
                .all(|&r| self.tensors[r].alias_of == Some(storage))
            && node
                .operands
                .iter()
                .all(|&o| o == storage || (o != tensor && self.is_remakeable_view(o)))
    }

    /// Every step, in program order.
    pub fn node_ids(
        &self,
    ) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + Clone + use<> {
        NodeId::all(self.nodes.len())
    }

    /// Every node with its step, in program order.
    pub fn nodes_with_ids(
        &self,
    ) -> impl DoubleEndedIterator<Item = (NodeId, &Node)> + ExactSizeIterator {
        NodeId::all(self.nodes.len()).zip(&self.nodes)
    }

    /// The step after the last one: where tensors kept to the end are used.
    pub fn end(&self) -> NodeId {
        NodeId::new(self.nodes.len())
    }

    /// Every tensor's id, in order.
    pub fn tensor_ids(
        &self,
    ) -> impl DoubleEndedIterator<Item = TensorId> + ExactSizeIterator + Clone + use<> {
        TensorId::all(self.tensors.len())
    }

    /// Every tensor with its id, in order.
    pub fn tensors_with_ids(
        &self,
    ) -> impl DoubleEndedIterator<Item = (TensorId, &Tensor)> + ExactSizeIterator {
        TensorId::all(self.tensors.len()).zip(&self.tensors)
    }

    /// Per storage tensor: whether the function returns it through a view.
    pub fn returned_through_view(&self) -> Vec<bool> {
        let mut returned = vec![false; self.tensors.len()];
        for (id, tensor) in self.tensors_with_ids() {
            if tensor.is_result && tensor.alias_of.is_some() {
                returned[self.storage(id)] = true;
            }
        }
        returned
    }

    /// The step that defines `tensor` (`None` for arguments).
    pub fn def_step(&self, tensor: TensorId) -> Option<NodeId> {
        match self.tensors[tensor].origin {
            TensorOrigin::Argument { .. } => None,
            TensorOrigin::Result { node, .. } => Some(node),
        }
    }

    /// Whether `tensor` is a function argument declared resident in a tier:
    /// it starts off the device and holds no device bytes until prefetched.
    pub fn starts_off_device(&self, tensor: TensorId) -> bool {
        matches!(
            self.tensors[tensor].origin,
            TensorOrigin::Argument { tier: Some(_), .. }
        )
    }

    /// Whether any node is an offload node.
    pub fn has_offload_nodes(&self) -> bool {
        self.nodes.iter().any(Node::is_offload)
    }

    /// For each tensor, whether it is a remote copy: the `remote` of a store,
    /// detach, prefetch or resident node. A remote copy holds no device bytes,
    /// whatever its [`Tensor::bytes`] says.
    pub fn remote_copies(&self) -> Vec<bool> {
        let mut remote = vec![false; self.tensors.len()];
        for node in &self.nodes {
            let copy = match node.kind {
                NodeKind::Compute => continue,
                NodeKind::Store { remote, .. }
                | NodeKind::Detach { remote, .. }
                | NodeKind::Prefetch { remote, .. }
                | NodeKind::Resident { remote, .. } => remote,
            };
            if let Some(flag) = remote.get_mut(copy.index()) {
                *flag = true;
            }
        }
        remote
    }

    /// For each tensor, the chunk it holds when it is the remote copy of one
    /// (a chunk store's, or a resident copy of a chunk): a detach with it
    /// releases only that chunk. `None` for whole copies and other tensors.
    pub fn remote_chunks(&self) -> Vec<Option<Chunk>> {
        let mut chunks = vec![None; self.tensors.len()];
        for node in &self.nodes {
            if let NodeKind::Store { remote, chunk, .. }
            | NodeKind::Resident { remote, chunk, .. } = node.kind
            {
                chunks[remote] = chunk;
            }
        }
        chunks
    }

    /// For each tensor a chunk prefetch without a base makes, the bytes of
    /// that chunk: its new buffer holds only them at first.
    pub fn first_chunk_bytes(&self) -> Vec<Option<u64>> {
        let mut first = vec![None; self.tensors.len()];
        for node in &self.nodes {
            if let NodeKind::Prefetch {
                tensor,
                chunk: Some(chunk),
                base: None,
                ..
            } = node.kind
            {
                first[tensor] = Some(chunk.bytes);
            }
        }
        first
    }

    /// For each storage tensor, whether it or a view of it is returned by the
    /// function (views keep the buffer they alias alive).
    pub fn returned_storage(&self) -> Vec<bool> {
        let mut returned = vec![false; self.tensors.len()];
        for (id, tensor) in self.tensors_with_ids() {
            if tensor.is_result {
                returned[self.storage(id)] = true;
            }
        }
        returned
    }

    /// For each storage tensor, whether it stays on the device to the end
    /// of the function without a plan: returned (or a view of it is), or
    /// an argument the caller keeps (not donated).
    pub fn kept_to_end(&self) -> Vec<bool> {
        let mut kept = self.returned_storage();
        for (id, tensor) in self.tensors_with_ids() {
            if self.def_step(id).is_none() && !tensor.donated {
                kept[id] = true;
            }
        }
        kept
    }

    /// Per tensor, the tensor it is a copy of: a remote copy (of a store or
    /// resident) and a prefetched copy trace back to the tensor first
    /// stored; every other tensor is its own.
    pub fn copied_from(&self) -> Vec<TensorId> {
        let mut original: Vec<TensorId> = self.tensor_ids().collect();
        for node in &self.nodes {
            match node.kind {
                NodeKind::Compute | NodeKind::Detach { .. } => {}
                NodeKind::Store { tensor, remote, .. }
                | NodeKind::Resident { tensor, remote, .. } => original[remote] = original[tensor],
                NodeKind::Prefetch { remote, tensor, .. } => original[tensor] = original[remote],
            }
        }
        original
    }

    /// The program without offloading: every offload node dropped, every
    /// prefetched copy (and remote copy) read as the tensor it copies, and
    /// every argument on the device. Its peak is the reference a plan is
    /// measured against (`0.6x` budgets are fractions of it), also for a
    /// graph extracted from planned IR. Views made again from a prefetched
    /// copy stay, as views of the original (they hold no bytes); tensors
    /// only the offload nodes defined hold none either.
    pub fn all_on_device(&self) -> TensorGraph {
        let original = self.copied_from();
        let mut out = TensorGraph {
            name: self.name.clone(),
            nodes: Vec::with_capacity(self.nodes.len()),
            tensors: self.tensors.clone(),
        };
        // The step of each node in `out` (a dropped node: the next kept one).
        let mut new_step = Vec::with_capacity(self.nodes.len());
        for node in &self.nodes {
            new_step.push(out.end());
            if node.is_offload() {
                continue;
            }
            let mut kept = node.clone();
            kept.operands.clear();
            for &o in &node.operands {
                if !kept.operands.contains(&original[o]) {
                    kept.operands.push(original[o]);
                }
            }
            out.nodes.push(kept);
        }
        let last = out.end().saturating_sub(1);
        for (id, tensor) in TensorId::all(out.tensors.len()).zip(out.tensors.iter_mut()) {
            if let TensorOrigin::Argument { tier, .. } = &mut tensor.origin {
                *tier = None;
            }
            // A dropped node's results belong to no node of `out`: they
            // are orphans with no bytes, defined where that node was.
            if let TensorOrigin::Result { node, .. } = &mut tensor.origin {
                *node = new_step[*node].min(last);
            }
            if original[id] != id {
                tensor.bytes = 0;
            }
            // (What was copied may itself be a view: a copy of one, or a
            // chunk brought back into its buffer, views its storage.)
            tensor.alias_of = tensor.alias_of.map(|a| self.storage(original[a]));
        }
        for id in self.tensor_ids() {
            if original[id] != id && self.tensors[id].is_result {
                out.tensors[id].is_result = false;
                out.tensors[original[id]].is_result = true;
            }
        }
        out
    }

    /// Checks the invariants listed in the module documentation.
    pub fn validate(&self) -> Result<(), GraphError> {
        for (id, tensor) in self.tensors_with_ids() {
            if let Some(target) = tensor.alias_of
                && (target.index() >= self.tensors.len() || self.tensors[target].alias_of.is_some())
            {
                return Err(GraphError::BadAlias { tensor: id, target });
            }
        }
        for (step, node) in self.nodes_with_ids() {
            for tensor in node
                .operands
                .iter()
                .chain(&node.results)
                .copied()
                .chain(node.kind.tensors())
            {
                if tensor.index() >= self.tensors.len() {
                    return Err(GraphError::UnknownTensor { node: step, tensor });
                }
            }
            for &tensor in &node.operands {
                if self.def_step(tensor).is_some_and(|def| def >= step) {
                    return Err(GraphError::UseBeforeDef { node: step, tensor });
                }
            }
        }
        Ok(())
    }
}
