//! The schedule checker: proves that a plan (a [`TensorGraph`] with offload
//! nodes) keeps the rules of docs/semantics.md, and measures its peak
//! device memory and makespan.
//!
//! Like regalloc2's checker it is independent of what it checks: it calls
//! neither the simulator nor the lifetime analysis, but re-implements their
//! rules in its own, deliberately plain structure (three passes over the
//! nodes in program order), so that a bug in one of them shows up as a
//! disagreement with the other.
//!
//! [`PlanChecker::check`] collects every [`CheckError`], in program order:
//! - every use of a tensor (or of a view of its storage) by a compute node
//!   comes before any detach of that storage ([`CheckError::UseAfterDetach`]),
//!   and reads device data: not an argument declared in a tier nor a remote
//!   copy ([`CheckError::NotOnDevice`]);
//! - a prefetch reads a remote copy made by an earlier store or resident op
//!   ([`CheckError::PrefetchWithoutCopy`]);
//! - a detach names a remote copy that holds the data of the storage it
//!   releases: made by an earlier store of it, or the copy it was prefetched
//!   from ([`CheckError::DetachWithoutStore`]); at most once per storage
//!   ([`CheckError::DoubleDetach`]), never of a returned tensor
//!   ([`CheckError::DetachOfResult`]), nor of an argument on the device that
//!   the caller holds: one not donated
//!   ([`CheckError::DetachOfCallerArgument`]);
//! - a store reads a tensor that is on the device at that point
//!   ([`CheckError::StoreOfOffDeviceTensor`]); a resident op names an
//!   argument declared in a tier ([`CheckError::ResidentOfDeviceTensor`]),
//!   in the tier it is declared in, since a prefetch of the copy reads that
//!   tier ([`CheckError::ResidentInOtherTier`]);
//! - a slice op names a slice inside its stack in every iteration of its
//!   loop ([`CheckError::SliceOutsideStack`]), by an index extraction puts
//!   in an affine form of the loop's counter
//!   ([`CheckError::SliceIndexUnproven`]: a slice op outside a loop that
//!   counts, a constant index, one of another form);
//! - with a budget, device bytes never exceed it
//!   ([`CheckError::CapacityExceeded`], the first instant only).
//!
//! A graph may also be one region of a region op ([`PlanChecker::in_region`],
//! for the offload ops inside a loop body): its arguments are then the
//! region's own arguments (donated: each run of the region owns them) and
//! the values from outside it (not donated), some of which are remote
//! copies made before the region. A region that runs repeatedly may not
//! detach a value from outside it ([`CheckError::DetachInLoopBody`]): the
//! next iteration uses or detaches it again. A region that runs once may
//! (the enclosing graph does not see that detach).
//!
//! Timing: one compute stream runs compute nodes in program order for
//! [`CostModel::op_time`] each, a node starting once the previous one ended
//! and every prefetched tensor it uses has arrived. Offload nodes take no
//! compute time; they are issued when the compute stream reaches them. A D2H
//! stream runs the stores and an H2D stream the prefetches, each first in,
//! first out; a store starts once issued, once its direction is free and
//! once its data is on the device, a prefetch once issued, once its
//! direction is free and once its remote copy is complete (a resident copy
//! is there from the start); each lasts [`CostModel::transfer_time`].
//!
//! Memory: a storage tensor (views, remote copies and arguments in a tier
//! hold nothing) is allocated when its defining node starts (a prefetch: at
//! its issue; an argument: at entry) and freed
//! - when detached: at the later of the detach's issue and the completion of
//!   the stores of it issued before (a detach that waits holds the compute
//!   stream until then, and its release is ordered with the compute stream);
//! - otherwise at the end of its last use (uses through views count; a
//!   tensor never used counts its defining node, a donated argument never
//!   used the first node), or later if a transfer of it is still running;
//! - never when it is returned (itself or through a view) or is an argument
//!   on the device that is not donated (the caller holds it), unless
//!   detached.
//!
//! At one instant, events that the compute stream orders happen in program
//! order: a node's allocations, then the frees at its end, then the next
//! node's allocations (they cannot overlap: one stream runs them in turn).
//! A release that waits for a store to complete is not ordered with the
//! compute stream, so at its instant it counts after every allocation: the
//! conservative choice. That one rule ([`Moment`]) places the simulator's
//! events too: the two count the bytes on their own, but cannot order
//! them differently.

use crate::{
    cost::{Bounce, CostModel, Direction},
    graph::{Chunk, NodeId, NodeKind, SliceIndex, TensorGraph, TensorId, TensorOrigin, Tier},
    instant::Moment,
    units::{format_bytes, format_seconds},
};
use thiserror::Error;

/// Where a tensor is, when it is not on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffDevice {
    /// A function argument declared resident in this tier.
    Argument(Tier),
    /// A remote copy in this tier, made by a store or named by a resident op.
    RemoteCopy(Tier),
    /// Released by the detach at this step.
    Detached(NodeId),
}

impl std::fmt::Display for OffDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OffDevice::Argument(tier) => write!(f, "an argument in {tier}"),
            OffDevice::RemoteCopy(tier) => write!(f, "a remote copy in {tier}"),
            OffDevice::Detached(step) => write!(f, "detached at step {step}"),
        }
    }
}

/// A rule a plan breaks. Steps are [`NodeId`]s (program order); `name`
/// fields are the tensors' names and `op` fields the ops' names, so that the
/// message reads without the graph.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum CheckError {
    /// An index out of range or a view of a view: nothing else can be
    /// checked.
    #[error("malformed graph: {reason}")]
    Malformed {
        /// What is wrong.
        reason: String,
    },
    /// A node uses a tensor defined at or after it.
    #[error("step {use_} ({op}) uses {name} before it is defined; define it earlier")]
    UseBeforeDefinition {
        /// The tensor used.
        tensor: TensorId,
        /// Its name.
        name: String,
        /// The using step.
        use_: NodeId,
        /// The using op.
        op: String,
    },
    /// A node uses a tensor (or a view of its storage) after a detach of
    /// that storage.
    #[error(
        "step {use_} ({op}) uses {name} after step {detach} detached it; move the detach after this use or use a prefetched copy"
    )]
    UseAfterDetach {
        /// The tensor used (perhaps a view of the detached storage).
        tensor: TensorId,
        /// Its name.
        name: String,
        /// The detach.
        detach: NodeId,
        /// The using step.
        use_: NodeId,
        /// The using op.
        op: String,
    },
    /// A compute node uses a tensor while a chunk of its storage is off the
    /// device: released by a detach, or never brought into a buffer a
    /// chunk prefetch made.
    #[error(
        "step {use_} ({op}) uses {name} while its {chunk} is not on the device (since step {since}); prefetch that chunk back into it before this use"
    )]
    ChunkMissing {
        /// The tensor used (perhaps a view of the storage).
        tensor: TensorId,
        /// Its name.
        name: String,
        /// The chunk off the device.
        chunk: Chunk,
        /// The detach that released it, or the prefetch that made the
        /// buffer without it.
        since: NodeId,
        /// The using step.
        use_: NodeId,
        /// The using op.
        op: String,
    },
    /// A chunk op that does not fit its tensor: a chunk out of its bounds,
    /// a prefetch of a chunk its remote copy does not hold, into a base
    /// that already holds it or is not of the same storage.
    #[error("step {step} ({op}) on {name}: {reason}")]
    BadChunk {
        /// The chunk op.
        step: NodeId,
        /// Its op.
        op: String,
        /// The tensor it names.
        tensor: TensorId,
        /// Its name.
        name: String,
        /// What is wrong, and how to fix it.
        reason: String,
    },
    /// A compute node uses data that is not on the device: an argument
    /// declared in a tier, or a remote copy, instead of a prefetched value.
    #[error(
        "step {use_} ({op}) uses {name}, which is not on the device ({place}); prefetch it and use the prefetched value"
    )]
    NotOnDevice {
        /// The tensor used.
        tensor: TensorId,
        /// Its name.
        name: String,
        /// Where it is instead.
        place: OffDevice,
        /// The using step.
        use_: NodeId,
        /// The using op.
        op: String,
    },
    /// A prefetch of something no earlier store or resident op made.
    #[error(
        "step {prefetch} prefetches {name}, which no earlier store or resident op produces; issue the store or resident op before the prefetch"
    )]
    PrefetchWithoutCopy {
        /// The prefetch.
        prefetch: NodeId,
        /// The remote operand.
        remote: TensorId,
        /// Its name.
        name: String,
    },
    /// A detach whose remote copy does not hold the data of the storage it
    /// releases: neither an earlier store of it made the copy, nor was it
    /// prefetched from the copy.
    #[error(
        "step {detach} detaches {name}, but the remote copy it names does not hold {name} (no earlier store of {name} made it, nor was {name} prefetched from it); store it first and detach with that store's copy"
    )]
    DetachWithoutStore {
        /// The detach.
        detach: NodeId,
        /// The tensor it detaches.
        tensor: TensorId,
        /// Its name.
        name: String,
    },
    /// A second detach of one storage.
    #[error(
        "step {second} detaches {name} again (step {first} already detached it); keep one detach"
    )]
    DoubleDetach {
        /// The first detach.
        first: NodeId,
        /// The second one.
        second: NodeId,
        /// The tensor the second one detaches.
        tensor: TensorId,
        /// Its name.
        name: String,
    },
    /// A detach of a returned tensor (or of the storage of a returned view).
    #[error(
        "step {detach} detaches {name}, which the function returns; keep it on the device or prefetch it back and return the prefetched value"
    )]
    DetachOfResult {
        /// The detach.
        detach: NodeId,
        /// The tensor it detaches.
        tensor: TensorId,
        /// Its name.
        name: String,
    },
    /// A detach of a function argument on the device that is not donated:
    /// the caller still holds it.
    #[error(
        "step {detach} detaches {name}, an argument the caller still holds; keep it on the device, or donate the arguments (donate-args=true or the tf.aliasing_output attribute)"
    )]
    DetachOfCallerArgument {
        /// The detach.
        detach: NodeId,
        /// The tensor it detaches.
        tensor: TensorId,
        /// Its name.
        name: String,
    },
    /// A detach, in a region that runs repeatedly, of a value defined
    /// outside it.
    #[error(
        "step {detach} detaches {name}, which is defined outside this loop body: the next iteration uses or detaches it again; detach it after the loop, or store and detach a value the body defines"
    )]
    DetachInLoopBody {
        /// The detach.
        detach: NodeId,
        /// The tensor it detaches.
        tensor: TensorId,
        /// Its name.
        name: String,
    },
    /// A store of a tensor that is not on the device at that point.
    #[error(
        "step {store} stores {name}, which is not on the device ({place}); store the device value before it leaves"
    )]
    StoreOfOffDeviceTensor {
        /// The store.
        store: NodeId,
        /// The tensor it stores.
        tensor: TensorId,
        /// Its name.
        name: String,
        /// Where it is instead.
        place: OffDevice,
    },
    /// A resident op naming a tensor that is not an argument declared in a
    /// tier: its "remote copy" holds nothing.
    #[error(
        "step {resident} names a remote copy of {name}, which is not an argument declared in a tier; store it instead"
    )]
    ResidentOfDeviceTensor {
        /// The resident op.
        resident: NodeId,
        /// The tensor it names.
        tensor: TensorId,
        /// Its name.
        name: String,
    },
    /// A resident op naming a copy of an argument in another tier than the
    /// one the argument is declared in: a prefetch of that copy would read
    /// a tier that does not hold the data.
    #[error(
        "step {resident} names a copy of {name} in {tier}, but {name} lives in {lives}, so a prefetch of it would read a tier that does not hold it; use tier = \"{lives}\""
    )]
    ResidentInOtherTier {
        /// The resident op.
        resident: NodeId,
        /// The argument it names.
        tensor: TensorId,
        /// Its name.
        name: String,
        /// The tier the resident op names.
        tier: Tier,
        /// The tier the argument is declared in.
        lives: Tier,
    },
    /// A transfer to or from a tier the hardware profile does not describe.
    #[error(
        "step {step} moves data to or from {tier}, which hardware profile `{profile}` does not describe; add `tiers.{tier}` to the profile or use another tier"
    )]
    MissingTier {
        /// The store or prefetch.
        step: NodeId,
        /// Its tier.
        tier: Tier,
        /// The profile's name.
        profile: String,
    },
    /// The copies held in a tier exceed its capacity: the arguments that
    /// live there and the stores so far.
    #[error(
        "{tier} holds {} after {}{}, over its capacity of {}; move less there, choose another tier (tier=), or raise its capacity (capacity={tier}:SIZE)",
        exact_bytes(*bytes),
        if *at_entry { "the arguments that live in it".to_owned() } else { format!("the copy at step {step}") },
        if *staged > 0 { format!(" ({} of them the bounce buffers of the copies staged through it, the largest each way)", exact_bytes(*staged)) } else { String::new() },
        exact_bytes(*capacity)
    )]
    TierCapacityExceeded {
        /// The copy that crossed the capacity (0 for the arguments).
        step: NodeId,
        /// Whether the arguments alone cross it.
        at_entry: bool,
        tier: Tier,
        /// Bytes in the tier after that copy.
        bytes: u64,
        /// Of them, the bounce buffers of the copies staged through the
        /// tier ([`Bounce`]).
        staged: u64,
        capacity: u64,
    },
    /// A slice op names a slice outside its stack in an iteration of its
    /// loop (the first such of the first and last iterations: the index
    /// is affine, so those bound it).
    #[error(
        "'{op}' names slice {index} in iteration {iteration} of its loop, outside its stack of {slices} slices; a slice index must lie in 0..{slices} in every iteration"
    )]
    SliceOutsideStack {
        step: NodeId,
        op: String,
        /// The slice it names then.
        index: i128,
        /// The iteration (from 0).
        iteration: u64,
        /// The stack's slices.
        slices: u64,
    },
    /// A slice op whose index no rule proves inside its stack.
    #[error("'{op}' {why}")]
    SliceIndexUnproven {
        step: NodeId,
        op: String,
        /// Why, and what to write instead.
        why: String,
    },
    /// Device bytes exceed the budget: the first instant they do.
    #[error(
        "device memory reaches {} at {} (step {step}, {op}), over the budget of {}; offload more tensors or raise the budget",
        exact_bytes(*bytes), format_seconds(*time_s), exact_bytes(*budget)
    )]
    CapacityExceeded {
        /// The node whose allocation crossed the budget (0 for the arguments
        /// at entry).
        step: NodeId,
        /// Its op (`function arguments` at entry).
        op: String,
        /// When, seconds from the start.
        time_s: f64,
        /// Device bytes right after that allocation.
        bytes: u64,
        /// The budget.
        budget: u64,
    },
}

impl CheckError {
    /// The step the error is reported at (the use, the offload node, the
    /// allocation); `None` for a malformed graph.
    pub fn step(&self) -> Option<NodeId> {
        match *self {
            CheckError::Malformed { .. } => None,
            CheckError::UseBeforeDefinition { use_, .. }
            | CheckError::UseAfterDetach { use_, .. }
            | CheckError::ChunkMissing { use_, .. }
            | CheckError::NotOnDevice { use_, .. } => Some(use_),
            CheckError::BadChunk { step, .. } => Some(step),
            CheckError::PrefetchWithoutCopy { prefetch, .. } => Some(prefetch),
            CheckError::DetachWithoutStore { detach, .. }
            | CheckError::DetachOfResult { detach, .. }
            | CheckError::DetachOfCallerArgument { detach, .. }
            | CheckError::DetachInLoopBody { detach, .. } => Some(detach),
            CheckError::DoubleDetach { second, .. } => Some(second),
            CheckError::StoreOfOffDeviceTensor { store, .. } => Some(store),
            CheckError::ResidentOfDeviceTensor { resident, .. }
            | CheckError::ResidentInOtherTier { resident, .. } => Some(resident),
            CheckError::MissingTier { step, .. }
            | CheckError::SliceOutsideStack { step, .. }
            | CheckError::SliceIndexUnproven { step, .. }
            | CheckError::CapacityExceeded { step, .. }
            | CheckError::TierCapacityExceeded { step, .. } => Some(step),
        }
    }

    /// The tensor the error is about (the one used, detached, stored,
    /// prefetched from or named); `None` for a malformed graph, a missing
    /// tier and the capacity.
    pub fn tensor(&self) -> Option<TensorId> {
        match *self {
            CheckError::UseBeforeDefinition { tensor, .. }
            | CheckError::UseAfterDetach { tensor, .. }
            | CheckError::ChunkMissing { tensor, .. }
            | CheckError::BadChunk { tensor, .. }
            | CheckError::NotOnDevice { tensor, .. }
            | CheckError::DetachWithoutStore { tensor, .. }
            | CheckError::DoubleDetach { tensor, .. }
            | CheckError::DetachOfResult { tensor, .. }
            | CheckError::DetachOfCallerArgument { tensor, .. }
            | CheckError::DetachInLoopBody { tensor, .. }
            | CheckError::StoreOfOffDeviceTensor { tensor, .. }
            | CheckError::ResidentOfDeviceTensor { tensor, .. }
            | CheckError::ResidentInOtherTier { tensor, .. } => Some(tensor),
            CheckError::PrefetchWithoutCopy { remote, .. } => Some(remote),
            CheckError::Malformed { .. }
            | CheckError::MissingTier { .. }
            | CheckError::SliceOutsideStack { .. }
            | CheckError::SliceIndexUnproven { .. }
            | CheckError::CapacityExceeded { .. }
            | CheckError::TierCapacityExceeded { .. } => None,
        }
    }
}

/// What an accepted plan does, as the checker measured it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CheckReport {
    /// The most device bytes in use at any instant.
    pub peak_bytes: u64,
    /// When they are first in use, seconds.
    pub peak_time_s: f64,
    /// When the last stream (compute, D2H, H2D) finishes, seconds.
    pub makespan_s: f64,
    /// Stores and prefetches run.
    pub transfers: usize,
}

/// Checks a plan: a graph with offload nodes, timed by a cost model, against
/// an optional device budget (see the module documentation for the rules).
#[derive(Clone, Copy, Debug)]
pub struct PlanChecker<'g> {
    graph: &'g TensorGraph,
    cost: &'g CostModel,
    budget: Option<u64>,
    scope: Scope<'g>,
}

/// A remote copy made before a region starts (see
/// [`PlanChecker::in_region`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CopyAtEntry {
    /// The region's argument that is the copy.
    pub remote: TensorId,
    /// Its tier.
    pub tier: Tier,
    /// The region's argument whose data it holds (the value stored or
    /// named), when the region uses that value too.
    pub of: Option<TensorId>,
}

/// What the checked graph is the program of.
#[derive(Clone, Copy, Debug)]
enum Scope<'g> {
    /// A function: its arguments come from the caller.
    Function,
    /// One region of a region op (see the module documentation).
    Region {
        /// Remote copies made before the region.
        copies: &'g [CopyAtEntry],
        /// Whether the region may run more than once (a loop body).
        repeats: bool,
    },
}

impl<'g> PlanChecker<'g> {
    /// A checker of `graph` on the hardware of `cost`, without a budget.
    pub fn new(graph: &'g TensorGraph, cost: &'g CostModel) -> PlanChecker<'g> {
        PlanChecker {
            graph,
            cost,
            budget: None,
            scope: Scope::Function,
        }
    }

    /// The same checker for a graph that is one region of a region op:
    /// `copies` are the remote copies that the code before the region made,
    /// `repeats` whether the region may run more than once. See the module
    /// documentation.
    pub fn in_region(self, copies: &'g [CopyAtEntry], repeats: bool) -> PlanChecker<'g> {
        PlanChecker {
            scope: Scope::Region { copies, repeats },
            ..self
        }
    }

    /// The remote copies made before the graph starts.
    fn copies_at_entry(&self) -> &'g [CopyAtEntry] {
        match self.scope {
            Scope::Function => &[],
            Scope::Region { copies, .. } => copies,
        }
    }

    /// The same checker with a device budget in bytes (`None`: no capacity
    /// check).
    pub fn with_budget(self, budget: impl Into<Option<u64>>) -> PlanChecker<'g> {
        PlanChecker {
            budget: budget.into(),
            ..self
        }
    }

    /// Checks every rule; the report when all hold, else every broken rule in
    /// program order (a malformed graph gives that one error).
    pub fn check(&self) -> Result<CheckReport, Vec<CheckError>> {
        if let Err(error) = check_structure(self.graph) {
            return Err(vec![error]);
        }
        let tensors = self.graph.tensors.len();
        if let Some(copy) = self.copies_at_entry().iter().find(|copy| {
            copy.remote.index() >= tensors || copy.of.is_some_and(|of| of.index() >= tensors)
        }) {
            return Err(vec![CheckError::Malformed {
                reason: format!(
                    "remote copy {} made before the region, or the tensor it holds, does not exist",
                    copy.remote
                ),
            }]);
        }
        let facts = Facts::new(self.graph, self.copies_at_entry());
        let mut errors = Vec::new();
        self.check_rules(&facts, &mut errors);
        errors.extend(self.check_tiers(&facts));
        let timing = self.time(&facts, &mut errors);
        let memory = self.memory(&facts, &timing);
        // Invariant: in a plan that keeps the rules every buffer is freed at
        // most once, after it was allocated.
        debug_assert!(
            !errors.is_empty() || memory.lowest >= 0,
            "device memory went negative"
        );
        if let Some(error) = memory.over_budget {
            errors.push(error);
        }
        if !errors.is_empty() {
            errors.sort_by_key(|error| error.step());
            return Err(errors);
        }
        Ok(CheckReport {
            peak_bytes: memory.peak_bytes,
            peak_time_s: memory.peak_time_s,
            makespan_s: timing.makespan_s,
            transfers: timing.transfers,
        })
    }

    fn name(&self, tensor: TensorId) -> String {
        self.graph.tensors[tensor].name.clone()
    }

    fn op(&self, step: NodeId) -> String {
        self.graph.nodes[step].op.clone()
    }

    /// Pass 1: the ordering rules, in program order.
    fn check_rules(&self, facts: &Facts, errors: &mut Vec<CheckError>) {
        let graph = self.graph;
        let mut detached: Vec<Option<NodeId>> = vec![None; graph.tensors.len()];
        // Per storage tensor: its chunks off the device now, each with the
        // step since which it is (a chunk detach, or a chunk prefetch that
        // made the buffer without it).
        let mut missing: Vec<Vec<(Chunk, NodeId)>> = vec![Vec::new(); graph.tensors.len()];
        // Per remote tensor, once an earlier store or resident op made it:
        // the storage tensors holding its data (the one stored or named,
        // and those prefetched from it so far).
        let mut holders: Vec<Option<Vec<TensorId>>> = vec![None; graph.tensors.len()];
        // A copy made before the graph holds the argument it was made of.
        for copy in self.copies_at_entry() {
            holders[copy.remote] = Some(copy.of.map(|of| graph.storage(of)).into_iter().collect());
        }
        // Per remote copy a chunk store made: the chunks it holds (those of
        // the stores it was written into after, its own last), with the
        // storage they are of and the store.
        let mut chains: Vec<Option<(Vec<Chunk>, TensorId, NodeId)>> =
            vec![None; graph.tensors.len()];
        for (step, node) in graph.nodes_with_ids() {
            if let Some(slice) = &node.slice {
                errors.extend(check_slice(step, &node.op, slice));
            }
            match node.kind {
                NodeKind::Compute => {
                    for &tensor in &node.operands {
                        self.check_use(facts, &detached, &missing, step, tensor, errors);
                    }
                }
                NodeKind::Store {
                    tensor,
                    remote,
                    tier,
                    chunk,
                    into,
                } => {
                    let storage = graph.storage(tensor);
                    if !defined_before(graph, tensor, step) {
                        errors.push(CheckError::UseBeforeDefinition {
                            tensor,
                            name: self.name(tensor),
                            use_: step,
                            op: self.op(step),
                        });
                    } else if let Some(place) = facts
                        .off_device(storage)
                        .or(detached[storage].map(OffDevice::Detached))
                        .or(missing[storage]
                            .iter()
                            .find(|(gone, _)| chunk.is_none_or(|c| c.overlaps(gone)))
                            .map(|&(_, since)| OffDevice::Detached(since)))
                    {
                        errors.push(CheckError::StoreOfOffDeviceTensor {
                            store: step,
                            tensor,
                            name: self.name(tensor),
                            place,
                        });
                    } else if let Some(c) = chunk {
                        errors.extend(self.check_bounds(step, tensor, c));
                    }
                    if let Some(into) = into {
                        errors.extend(self.check_into(
                            facts,
                            &holders,
                            &chains,
                            step,
                            (tensor, tier, chunk),
                            into,
                        ));
                    }
                    if let Some(c) = chunk {
                        let mut held = into
                            .and_then(|into| chains[into].as_ref())
                            .map_or_else(Vec::new, |(held, _, _)| held.clone());
                        held.push(c);
                        chains[remote] = Some((held, storage, step));
                    }
                    // Recorded even when the store is wrong, so that one
                    // mistake gives one error (not one more per detach).
                    holders[remote] = Some(vec![storage]);
                }
                NodeKind::Detach { tensor, remote, .. } => {
                    let storage = graph.storage(tensor);
                    let held = holders[remote]
                        .as_ref()
                        .is_some_and(|holders| holders.contains(&storage));
                    if !held {
                        errors.push(CheckError::DetachWithoutStore {
                            detach: step,
                            tensor,
                            name: self.name(tensor),
                        });
                    }
                    let chunk = facts.remote_chunk[remote];
                    let again = detached[storage].or_else(|| {
                        let c = chunk?;
                        missing[storage]
                            .iter()
                            .find(|(gone, _)| gone.overlaps(&c))
                            .map(|&(_, since)| since)
                    });
                    if let Some(first) = again {
                        errors.push(CheckError::DoubleDetach {
                            first,
                            second: step,
                            tensor,
                            name: self.name(tensor),
                        });
                        continue;
                    }
                    if missing[storage].is_empty() {
                        if facts.returned[storage] {
                            errors.push(CheckError::DetachOfResult {
                                detach: step,
                                tensor,
                                name: self.name(tensor),
                            });
                        }
                        errors.extend(self.check_detach_of_argument(step, tensor));
                    }
                    match chunk {
                        Some(c) => missing[storage].push((c, step)),
                        None => detached[storage] = Some(step),
                    }
                }
                NodeKind::Prefetch {
                    remote,
                    tensor,
                    chunk,
                    base,
                } => {
                    let Some(holding) = &mut holders[remote] else {
                        errors.push(CheckError::PrefetchWithoutCopy {
                            prefetch: step,
                            remote,
                            name: self.name(remote),
                        });
                        continue;
                    };
                    holding.push(graph.storage(tensor));
                    let Some(c) = chunk else {
                        continue;
                    };
                    let storage = graph.storage(tensor);
                    let bad = |reason: String| CheckError::BadChunk {
                        step,
                        op: self.op(step),
                        tensor,
                        name: self.name(tensor),
                        reason,
                    };
                    if let Some(error) = self.check_bounds(step, tensor, c) {
                        errors.push(error);
                        continue;
                    }
                    if let Some(held) = facts.remote_chunk[remote]
                        && !held.contains(&c)
                    {
                        errors.push(bad(format!(
                            "it brings back {c}, but its remote copy holds only {held}; prefetch from the copy of that chunk"
                        )));
                        continue;
                    }
                    match base {
                        None => {
                            // A new buffer: every byte but the chunk's is
                            // not there yet.
                            let whole = Chunk {
                                start: 0,
                                bytes: graph.tensors[storage].bytes,
                            };
                            missing[storage] = whole.without(&c).map(|gap| (gap, step)).collect();
                        }
                        Some(base) => {
                            if graph.storage(base) != storage {
                                errors.push(bad(format!(
                                    "its base {} is another buffer than the one it fills; make the result a view of the base's storage",
                                    self.name(base)
                                )));
                            } else if !defined_before(graph, base, step) {
                                errors.push(CheckError::UseBeforeDefinition {
                                    tensor: base,
                                    name: self.name(base),
                                    use_: step,
                                    op: self.op(step),
                                });
                            } else if let Some(whole) = detached[storage] {
                                errors.push(bad(format!(
                                    "step {whole} detached all of it; prefetch it whole, or detach it by chunks"
                                )));
                            } else if let Some(at) = missing[storage]
                                .iter()
                                .position(|(gone, _)| gone.contains(&c))
                            {
                                // What is still away of the part it fills.
                                let (gone, since) = missing[storage].swap_remove(at);
                                missing[storage].extend(gone.without(&c).map(|rest| (rest, since)));
                            } else {
                                errors.push(bad(format!(
                                    "its base already holds {c} (or part of it); detach that chunk first, or prefetch a chunk that is off the device"
                                )));
                            }
                        }
                    }
                }
                NodeKind::Resident {
                    tensor,
                    remote,
                    tier,
                    chunk,
                } => {
                    let storage = graph.storage(tensor);
                    match facts.off_device(storage) {
                        Some(OffDevice::Argument(lives)) if lives != tier => {
                            errors.push(CheckError::ResidentInOtherTier {
                                resident: step,
                                tensor,
                                name: self.name(tensor),
                                tier,
                                lives,
                            });
                        }
                        Some(OffDevice::Argument(_)) => {}
                        _ => errors.push(CheckError::ResidentOfDeviceTensor {
                            resident: step,
                            tensor,
                            name: self.name(tensor),
                        }),
                    }
                    if let Some(c) = chunk {
                        errors.extend(self.check_bounds(step, tensor, c));
                    }
                    holders[remote] = Some(vec![storage]);
                }
            }
        }
        // A copy the function returns in a tier holds all of its tensor.
        for (remote, chain) in chains.iter().enumerate() {
            let Some((held, storage, store)) = chain else {
                continue;
            };
            let bytes = graph.tensors[*storage].bytes;
            let holds: u64 = held.iter().map(|c| c.bytes).sum();
            if graph.tensors[remote].is_result && holds < bytes {
                errors.push(CheckError::BadChunk {
                    step: *store,
                    op: self.op(*store),
                    tensor: *storage,
                    name: self.name(*storage),
                    reason: format!(
                        "the function returns the copy it makes, which holds {holds} of the tensor's {bytes} bytes; store the other chunks into it (offload.store_chunk with `into`) before the return, or return a whole store's copy"
                    ),
                });
            }
        }
    }

    /// A store at `step` of `tensor` (to `tier`, of `chunk`) into the copy
    /// `into`: a copy an earlier chunk store of the same tensor made, in
    /// the same tier, that does not hold the chunk yet.
    fn check_into(
        &self,
        facts: &Facts,
        holders: &[Option<Vec<TensorId>>],
        chains: &[Option<(Vec<Chunk>, TensorId, NodeId)>],
        step: NodeId,
        (tensor, tier, chunk): (TensorId, Tier, Option<Chunk>),
        into: TensorId,
    ) -> Option<CheckError> {
        let graph = self.graph;
        let storage = graph.storage(tensor);
        let reason = match (chunk, &chains[into]) {
            (None, _) => "a whole store writes a copy of its own; store a chunk into the copy, or the whole tensor without `into`".to_string(),
            (Some(_), None) => format!(
                "it writes into {}, which no earlier chunk store made; write into the copy a store_chunk of this tensor made",
                self.name(into)
            ),
            (Some(_), Some(_))
                if !holders[into]
                    .as_ref()
                    .is_some_and(|held| held.contains(&storage)) =>
            {
                format!(
                    "it writes into {}, a copy of another tensor; write into a copy of this one",
                    self.name(into)
                )
            }
            (Some(_), Some(_)) if facts.remote_tier[into] != Some(tier) => format!(
                "it writes into {}, a copy in another tier; store into the tier that copy is in",
                self.name(into)
            ),
            (Some(c), Some((held, _, _))) if held.iter().any(|h| h.overlaps(&c)) => format!(
                "it writes {c} into {}, which already holds part of it; store each chunk once",
                self.name(into)
            ),
            _ => return None,
        };
        Some(CheckError::BadChunk {
            step,
            op: self.op(step),
            tensor,
            name: self.name(tensor),
            reason,
        })
    }

    /// The copies in each tier stay within its capacity: the arguments that
    /// live there from the entry, each store's bytes from its issue (a
    /// remote copy lives to the end of the function), and, in a tier that
    /// copies to another are staged through, their bounce buffers
    /// ([`Bounce`]) from the first such copy. The first crossing per tier.
    fn check_tiers(&self, facts: &Facts) -> Vec<CheckError> {
        let graph = self.graph;
        let tiers = &self.cost.profile.tiers;
        let mut held: Vec<(Tier, u64)> = Vec::new();
        let mut bounce = Bounce::default();
        let mut crossed: Vec<Tier> = Vec::new();
        let mut errors = Vec::new();
        let mut check =
            |tier: Tier, held: &[(Tier, u64)], bounce: &Bounce, step: Option<NodeId>| {
                let Some(capacity) = tiers.capacity(tier) else {
                    return; // a missing tier is reported at its transfers
                };
                let copies = held
                    .iter()
                    .find(|(t, _)| *t == tier)
                    .map_or(0, |&(_, bytes)| bytes);
                let staged = bounce.held(tier);
                if copies.saturating_add(staged) > capacity && !crossed.contains(&tier) {
                    crossed.push(tier);
                    errors.push(CheckError::TierCapacityExceeded {
                        step: step.unwrap_or(NodeId::new(0)),
                        at_entry: step.is_none(),
                        tier,
                        bytes: copies.saturating_add(staged),
                        staged,
                        capacity,
                    });
                }
            };
        let add = |held: &mut Vec<(Tier, u64)>, tier: Tier, bytes: u64| match held
            .iter_mut()
            .find(|(t, _)| *t == tier)
        {
            Some((_, total)) => *total = total.saturating_add(bytes),
            None => held.push((tier, bytes)),
        };
        for (t, tensor) in graph.tensors_with_ids() {
            if let (Some(tier), None) = (facts.argument_tier[t], tensor.alias_of) {
                add(&mut held, tier, tensor.bytes);
            }
        }
        for tier in Tier::ALL {
            check(tier, &held, &bounce, None);
        }
        for (step, node) in graph.nodes_with_ids() {
            let whole = |tensor: TensorId| graph.tensors[graph.storage(tensor)].bytes;
            // (tier, direction, bytes) of each copy the node makes.
            let mut copies: Vec<(Tier, Direction, u64)> = Vec::new();
            match node.kind {
                NodeKind::Store {
                    tensor,
                    tier,
                    chunk,
                    ..
                } => {
                    let bytes = chunk.map_or(whole(tensor), |c| c.bytes);
                    add(&mut held, tier, bytes);
                    copies.push((tier, Direction::DeviceToHost, bytes));
                    check(tier, &held, &bounce, Some(step));
                }
                NodeKind::Prefetch {
                    remote,
                    tensor,
                    chunk,
                    ..
                } => {
                    if let Some(tier) = facts.remote_tier[remote] {
                        let bytes = chunk.map_or(whole(tensor), |c| c.bytes);
                        copies.push((tier, Direction::HostToDevice, bytes));
                    }
                }
                _ => {}
            }
            for stream in &node.streams {
                match (stream.stores_to, facts.remote_tier[stream.remote]) {
                    (Some(tier), _) => {
                        copies.push((tier, Direction::DeviceToHost, stream.slice_bytes))
                    }
                    (None, Some(tier)) => {
                        copies.push((tier, Direction::HostToDevice, stream.slice_bytes))
                    }
                    (None, None) => {}
                }
            }
            for (tier, direction, bytes) in copies {
                if let Some((via, _)) = bounce.add(tiers, tier, direction, bytes) {
                    check(via, &held, &bounce, Some(step));
                }
            }
        }
        errors
    }

    /// A chunk op at `step` on `tensor`: the chunk must lie within the
    /// tensor's bytes.
    fn check_bounds(&self, step: NodeId, tensor: TensorId, chunk: Chunk) -> Option<CheckError> {
        let bytes = self.graph.tensors[self.graph.storage(tensor)].bytes;
        (chunk.bytes == 0 || chunk.end() > bytes).then(|| CheckError::BadChunk {
            step,
            op: self.op(step),
            tensor,
            name: self.name(tensor),
            reason: format!(
                "its chunk, {chunk}, is empty or not within the tensor's {bytes} bytes; name a non-empty range of its elements"
            ),
        })
    }

    /// The detach at `step` of `tensor`, when its storage is an argument on
    /// the device that is not donated: in a function the caller holds it,
    /// in a repeating region it is a value from outside the region.
    fn check_detach_of_argument(&self, step: NodeId, tensor: TensorId) -> Option<CheckError> {
        let storage = &self.graph.tensors[self.graph.storage(tensor)];
        let held =
            matches!(storage.origin, TensorOrigin::Argument { tier: None, .. }) && !storage.donated;
        if !held {
            return None;
        }
        let name = self.name(tensor);
        match self.scope {
            Scope::Function => Some(CheckError::DetachOfCallerArgument {
                detach: step,
                tensor,
                name,
            }),
            Scope::Region { repeats: true, .. } => Some(CheckError::DetachInLoopBody {
                detach: step,
                tensor,
                name,
            }),
            Scope::Region { repeats: false, .. } => None,
        }
    }

    /// A compute node at `step` reads `tensor`: it must be defined, on the
    /// device, and not detached.
    fn check_use(
        &self,
        facts: &Facts,
        detached: &[Option<NodeId>],
        missing: &[Vec<(Chunk, NodeId)>],
        step: NodeId,
        tensor: TensorId,
        errors: &mut Vec<CheckError>,
    ) {
        let storage = self.graph.storage(tensor);
        let error = if !defined_before(self.graph, tensor, step) {
            CheckError::UseBeforeDefinition {
                tensor,
                name: self.name(tensor),
                use_: step,
                op: self.op(step),
            }
        } else if let Some(place) = facts.off_device(storage) {
            CheckError::NotOnDevice {
                tensor,
                name: self.name(tensor),
                place,
                use_: step,
                op: self.op(step),
            }
        } else if let Some(detach) = detached[storage] {
            CheckError::UseAfterDetach {
                tensor,
                name: self.name(tensor),
                detach,
                use_: step,
                op: self.op(step),
            }
        } else if let Some(&(chunk, since)) = missing[storage].iter().min() {
            CheckError::ChunkMissing {
                tensor,
                name: self.name(tensor),
                chunk,
                since,
                use_: step,
                op: self.op(step),
            }
        } else {
            return;
        };
        errors.push(error);
    }

    /// Pass 2: when each node runs and each transfer completes.
    fn time(&self, facts: &Facts, errors: &mut Vec<CheckError>) -> Timing {
        let graph = self.graph;
        let tensors = graph.tensors.len();
        let mut timing = Timing {
            start_s: vec![0.0; graph.nodes.len()],
            end_s: vec![0.0; graph.nodes.len()],
            transfers_done_s: vec![0.0; tensors],
            release: vec![None; tensors],
            chunk_release: vec![None; graph.nodes.len()],
            makespan_s: 0.0,
            transfers: 0,
        };
        // Per tensor: when its data is on the device (computed, or arrived).
        let mut data_ready_s = vec![0.0_f64; tensors];
        // Per prefetched tensor: when it arrives.
        let mut arrival_s: Vec<Option<f64>> = vec![None; tensors];
        // Per storage tensor: the transfers of it so far, each with the
        // bytes it reads or writes (the whole buffer, or one chunk) and
        // when it completes. A chunk is released after those that overlap
        // it.
        let mut transfers_of: Vec<Vec<(Chunk, f64)>> = vec![Vec::new(); tensors];
        let whole = |storage: TensorId| Chunk {
            start: 0,
            bytes: graph.tensors[storage].bytes,
        };
        // Per remote copy made so far: when it is complete, and its tier.
        let mut copy_ready: Vec<Option<(f64, Tier)>> = vec![None; tensors];
        for copy in self.copies_at_entry() {
            copy_ready[copy.remote] = Some((0.0, copy.tier));
        }
        let mut clock = 0.0_f64;
        let mut d2h_free_s = 0.0_f64;
        let mut h2d_free_s = 0.0_f64;
        for (step, node) in graph.nodes_with_ids() {
            let issue_s = clock;
            timing.start_s[step] = issue_s;
            timing.end_s[step] = issue_s;
            match node.kind {
                NodeKind::Compute => {
                    let mut start_s = node
                        .operands
                        .iter()
                        .filter_map(|&t| arrival_s[graph.storage(t)])
                        .fold(clock, f64::max);
                    let op_s = self.cost.op_time(node);
                    // A loop's slice streams: a read stack's first slice
                    // arrives before the loop starts; each iteration then
                    // copies one slice of every stack, and lasts as long as
                    // the longer of its compute and either link's copies.
                    let direction_of = |reads: bool| {
                        if reads {
                            Direction::HostToDevice
                        } else {
                            Direction::DeviceToHost
                        }
                    };
                    let mut copies = Vec::with_capacity(node.streams.len());
                    for stream in &node.streams {
                        let (tier, reads) = match (stream.stores_to, copy_ready[stream.remote]) {
                            (Some(tier), _) => (tier, false),
                            (None, Some((ready_s, tier))) => {
                                let one_s = self.transfer_seconds(
                                    step,
                                    stream.slice_bytes,
                                    tier,
                                    Direction::HostToDevice,
                                    errors,
                                );
                                // A nested loop copies its first slices in
                                // each run, within this loop's time.
                                if stream.nested.is_none() {
                                    let first_s = issue_s.max(h2d_free_s).max(ready_s) + one_s;
                                    h2d_free_s = first_s;
                                    start_s = start_s.max(first_s);
                                    timing.transfers += 1;
                                }
                                (tier, true)
                            }
                            (None, None) => {
                                errors.push(CheckError::PrefetchWithoutCopy {
                                    prefetch: step,
                                    remote: stream.remote,
                                    name: graph.tensors[stream.remote].name.clone(),
                                });
                                continue;
                            }
                        };
                        let one_s = self.transfer_seconds(
                            step,
                            stream.slice_bytes,
                            tier,
                            direction_of(reads),
                            errors,
                        );
                        copies.push((stream, reads, one_s, tier));
                    }
                    // Loops nested in this one: their first slices in
                    // each run and what their iterations' copies take
                    // beyond their compute lengthen this loop's.
                    let nested: Vec<_> = copies
                        .iter()
                        .filter(|(stream, ..)| stream.nested.is_some())
                        .map(|&(stream, reads, one_s, _)| (stream, direction_of(reads), one_s))
                        .collect();
                    let busy_s = op_s + self.cost.nested_streams_s(node, &nested);
                    // Each link's copies of one iteration one after
                    // another, a one-slot read's once its slot is free.
                    let iteration_of = |n: f64| {
                        CostModel::streamed_iteration_s(
                            busy_s / n,
                            copies
                                .iter()
                                .filter(|(stream, ..)| stream.nested.is_none())
                                .map(|&(stream, reads, one_s, _)| {
                                    (
                                        direction_of(reads),
                                        self.cost.stream_start_s(node, stream),
                                        one_s,
                                    )
                                }),
                        )
                    };
                    let mut end_s = start_s + busy_s;
                    for &(stream, reads, one_s, tier) in &copies {
                        let iterations = stream.iterations.max(1);
                        let n = iterations as f64;
                        let count = stream.copies_during_loop();
                        let free_s = if reads {
                            &mut h2d_free_s
                        } else {
                            &mut d2h_free_s
                        };
                        let done_s = start_s.max(*free_s) + one_s * count as f64;
                        *free_s = done_s;
                        if stream.nested.is_none() {
                            end_s = end_s.max(start_s + n * iteration_of(n));
                        }
                        end_s = end_s.max(done_s);
                        timing.transfers += count as usize;
                        // A stack written here is complete in its tier with
                        // its last slice.
                        if !reads {
                            copy_ready[stream.remote] = Some((done_s, tier));
                        }
                    }
                    for &result in &node.results {
                        data_ready_s[result] = end_s;
                    }
                    timing.start_s[step] = start_s;
                    timing.end_s[step] = end_s;
                    clock = end_s;
                }
                NodeKind::Store {
                    tensor,
                    remote,
                    tier,
                    chunk,
                    ..
                } => {
                    let storage = graph.storage(tensor);
                    let part = chunk.unwrap_or(whole(storage));
                    let seconds = self.transfer_seconds(
                        step,
                        part.bytes,
                        tier,
                        Direction::DeviceToHost,
                        errors,
                    );
                    let begin_s = issue_s.max(d2h_free_s).max(data_ready_s[storage]);
                    let done_s = begin_s + seconds;
                    d2h_free_s = done_s;
                    copy_ready[remote] = Some((done_s, tier));
                    timing.transfers_done_s[storage] = timing.transfers_done_s[storage].max(done_s);
                    transfers_of[storage].push((part, done_s));
                    timing.transfers += 1;
                }
                NodeKind::Detach {
                    tensor,
                    remote,
                    wait,
                } => {
                    let storage = graph.storage(tensor);
                    let at_s = if let Some(chunk) = facts.remote_chunk[remote] {
                        let at_s = transfers_of[storage]
                            .iter()
                            .filter(|(part, _)| part.overlaps(&chunk))
                            .map(|&(_, done_s)| done_s)
                            .fold(issue_s, f64::max);
                        timing.chunk_release[step] = Some(at_s);
                        at_s
                    } else {
                        let at_s = issue_s.max(timing.transfers_done_s[storage]);
                        if timing.release[storage].is_none() {
                            timing.release[storage] = Some((at_s, step));
                        }
                        at_s
                    };
                    // A detach that waits holds the compute stream until
                    // its release, which then happens in program order.
                    if wait {
                        timing.end_s[step] = at_s;
                        clock = clock.max(at_s);
                    }
                }
                NodeKind::Prefetch {
                    remote,
                    tensor,
                    chunk,
                    ..
                } => {
                    let storage = graph.storage(tensor);
                    let part = chunk.unwrap_or(whole(storage));
                    let mut done_s = issue_s;
                    if let Some((ready_s, tier)) = copy_ready[remote] {
                        let seconds = self.transfer_seconds(
                            step,
                            part.bytes,
                            tier,
                            Direction::HostToDevice,
                            errors,
                        );
                        done_s = issue_s.max(h2d_free_s).max(ready_s) + seconds;
                        h2d_free_s = done_s;
                        timing.transfers += 1;
                    }
                    // A chunk brought into a buffer: the buffer is ready once
                    // its last chunk arrived.
                    let arrived = arrival_s[storage].map_or(done_s, |s: f64| s.max(done_s));
                    arrival_s[storage] = Some(arrived);
                    data_ready_s[storage] = data_ready_s[storage].max(done_s);
                    timing.transfers_done_s[storage] = timing.transfers_done_s[storage].max(done_s);
                    transfers_of[storage].push((part, done_s));
                }
                NodeKind::Resident { remote, tier, .. } => {
                    copy_ready[remote] = Some((0.0, tier));
                }
            }
        }
        timing.makespan_s = clock.max(d2h_free_s).max(h2d_free_s);
        timing
    }

    /// The duration of one transfer; a tier the profile lacks is an error
    /// (and the transfer then takes no time, so checking goes on).
    fn transfer_seconds(
        &self,
        step: NodeId,
        bytes: u64,
        tier: Tier,
        direction: Direction,
        errors: &mut Vec<CheckError>,
    ) -> f64 {
        self.cost
            .transfer_time(bytes, tier, direction)
            .unwrap_or_else(|_| {
                errors.push(CheckError::MissingTier {
                    step,
                    tier,
                    profile: self.cost.profile.name.clone(),
                });
                0.0
            })
    }

    /// Pass 3: device bytes over time: per storage tensor one allocation,
    /// the chunks that leave and come back, and at most one free of what
    /// is left.
    fn memory(&self, facts: &Facts, timing: &Timing) -> Memory {
        let graph = self.graph;
        let last_use = last_uses(graph);
        let mut events = Vec::new();
        // Per storage tensor: its bytes on the device, in program order.
        let mut present = facts.device_bytes.clone();
        for (tensor, &bytes) in facts.device_bytes.iter().enumerate() {
            if bytes == 0 {
                continue;
            }
            let def = graph.def_step(TensorId::new(tensor));
            let at = match def {
                None => Moment::AT_ENTRY,
                Some(step) => Moment::allocation(timing.start_s[step], step),
            };
            events.push(MemoryEvent {
                at,
                step: def,
                change: Change::Allocate(bytes),
            });
        }
        let at_release = |release_s: f64, detach: NodeId| {
            Moment::release(release_s, detach, timing.end_s[detach])
        };
        // What the whole detach of a storage tensor releases: all it holds
        // at that point.
        let mut released_whole: Vec<Option<u64>> = vec![None; graph.tensors.len()];
        for (step, node) in graph.nodes_with_ids() {
            match node.kind {
                NodeKind::Detach { tensor, remote, .. } => {
                    let storage = graph.storage(tensor);
                    if let Some(release_s) = timing.chunk_release[step] {
                        let bytes = facts.remote_chunk[remote].map_or(0, |c| c.bytes);
                        present[storage] = present[storage].saturating_sub(bytes);
                        events.push(MemoryEvent {
                            at: at_release(release_s, step),
                            step: Some(step),
                            change: Change::Free(bytes),
                        });
                    } else if timing.release[storage].is_some_and(|(_, first)| first == step) {
                        released_whole[storage] = Some(present[storage]);
                        present[storage] = 0;
                    }
                }
                NodeKind::Prefetch {
                    tensor,
                    chunk: Some(chunk),
                    base: Some(_),
                    ..
                } => {
                    present[graph.storage(tensor)] += chunk.bytes;
                    events.push(MemoryEvent {
                        at: Moment::allocation(timing.start_s[step], step),
                        step: Some(step),
                        change: Change::Allocate(chunk.bytes),
                    });
                }
                _ => {}
            }
        }
        for (tensor, info) in graph.tensors_with_ids() {
            if info.alias_of.is_some() {
                continue;
            }
            let def = graph.def_step(tensor);
            let (bytes, at) = if let Some((release_s, detach)) = timing.release[tensor] {
                (
                    released_whole[tensor].unwrap_or(0),
                    at_release(release_s, detach),
                )
            } else if facts.returned[tensor] || (def.is_none() && !info.donated) {
                continue;
            } else {
                // A tensor never used counts its defining node; a donated
                // argument never used, the first node.
                let first = def.unwrap_or_default();
                let last = last_use[tensor].map_or(first, |last| last.max(first));
                let end_s = timing.end_s.get(last.index()).copied().unwrap_or(0.0);
                let free_s = end_s.max(timing.transfers_done_s[tensor]);
                (present[tensor], Moment::release(free_s, last, end_s))
            };
            if bytes > 0 {
                events.push(MemoryEvent {
                    at,
                    step: def,
                    change: Change::Free(bytes),
                });
            }
        }
        events.sort_by(|a, b| a.at.order(&b.at));
        self.walk_memory(&events)
    }

    /// The level of device memory event by event: its first peak, its
    /// lowest point and the first allocation over the budget.
    fn walk_memory(&self, events: &[MemoryEvent]) -> Memory {
        let mut memory = Memory {
            peak_bytes: 0,
            peak_time_s: 0.0,
            lowest: 0,
            over_budget: None,
        };
        let mut level: i128 = 0;
        for event in events {
            match event.change {
                Change::Allocate(bytes) => level += i128::from(bytes),
                Change::Free(bytes) => level -= i128::from(bytes),
            }
            memory.lowest = memory.lowest.min(level);
            let bytes = u64::try_from(level).unwrap_or(0);
            if bytes > memory.peak_bytes {
                memory.peak_bytes = bytes;
                memory.peak_time_s = event.at.time_s;
            }
            if let Some(budget) = self.budget
                && bytes > budget
                && memory.over_budget.is_none()
            {
                let (step, op) = match event.step {
                    Some(step) => (step, self.op(step)),
                    None => (NodeId::new(0), "function arguments".to_owned()),
                };
                memory.over_budget = Some(CheckError::CapacityExceeded {
                    step,
                    op,
                    time_s: event.at.time_s,
                    bytes,
                    budget,
                });
            }
        }
        memory
    }
}

/// The slice op at `step` names a slice inside its stack in every
/// iteration of its loop ([`SliceIndex::outside`]).
fn check_slice(step: NodeId, op: &str, slice: &SliceIndex) -> Option<CheckError> {
    if let SliceIndex::Unproven(why) = slice {
        return Some(CheckError::SliceIndexUnproven {
            step,
            op: op.to_owned(),
            why: why.clone(),
        });
    }
    let (iteration, index) = slice.outside()?;
    let SliceIndex::Affine { slices, .. } = *slice else {
        return None;
    };
    Some(CheckError::SliceOutsideStack {
        step,
        op: op.to_owned(),
        index,
        iteration,
        slices,
    })
}

/// A byte count exact, and readable when large (`2010B`,
/// `15032385536B (14.0GiB)`), so that two close counts never print alike.
fn exact_bytes(bytes: u64) -> String {
    let readable = format_bytes(bytes);
    if readable == format!("{bytes}B") {
        readable
    } else {
        format!("{bytes}B ({readable})")
    }
}

/// Indices in range, views of non-views: what the checker needs in order
/// to index without panicking. (Use before definition is a rule, checked
/// with the others.)
fn check_structure(graph: &TensorGraph) -> Result<(), CheckError> {
    let tensors = graph.tensors.len();
    let malformed = |reason: String| CheckError::Malformed { reason };
    for (id, tensor) in graph.tensors_with_ids() {
        if let Some(target) = tensor.alias_of
            && graph
                .tensors
                .get(target.index())
                .is_none_or(|target| target.alias_of.is_some())
        {
            return Err(malformed(format!(
                "{} (tensor {id}) is a view of tensor {target}, which does not exist or is a view itself",
                tensor.name
            )));
        }
        if let TensorOrigin::Result { node, .. } = tensor.origin
            && node >= graph.end()
        {
            return Err(malformed(format!(
                "{} (tensor {id}) is the result of step {node}, which does not exist",
                tensor.name
            )));
        }
    }
    for (step, node) in graph.nodes_with_ids() {
        let named = node.operands.iter().chain(&node.results).copied();
        if let Some(tensor) = named
            .chain(node.kind.tensors())
            .find(|&t| t.index() >= tensors)
        {
            return Err(malformed(format!(
                "step {step} ({}) names tensor {tensor}, which does not exist",
                node.op
            )));
        }
    }
    Ok(())
}

/// Whether `tensor` exists before `step`: an argument, or the result of an
/// earlier node.
fn defined_before(graph: &TensorGraph, tensor: TensorId, step: NodeId) -> bool {
    graph.def_step(tensor).is_none_or(|def| def < step)
}

/// Per storage tensor, the last step that reads it or a view of it: compute
/// operands, a store's tensor, a prefetch's remote, a resident's tensor (a
/// detach only releases).
fn last_uses(graph: &TensorGraph) -> Vec<Option<NodeId>> {
    let mut last = vec![None; graph.tensors.len()];
    for (step, node) in graph.nodes_with_ids() {
        let reads: Vec<TensorId> = match node.kind {
            NodeKind::Compute => node.operands.clone(),
            NodeKind::Store { tensor, .. } | NodeKind::Resident { tensor, .. } => vec![tensor],
            NodeKind::Prefetch { remote, .. } => vec![remote],
            NodeKind::Detach { .. } => Vec::new(),
        };
        for tensor in reads {
            last[graph.storage(tensor)] = Some(step);
        }
    }
    last
}

/// What holds for each tensor throughout the function.
struct Facts {
    /// Per tensor: the tier of the remote copy it is, when it is the `remote`
    /// of a store or resident op.
    remote_tier: Vec<Option<Tier>>,
    /// Per remote tensor: the chunk it holds, when a chunk store made it
    /// (`None`: the whole tensor, or not a remote copy).
    remote_chunk: Vec<Option<Chunk>>,
    /// Per tensor: the tier it starts in, for an argument declared in one.
    argument_tier: Vec<Option<Tier>>,
    /// Per tensor: device bytes it holds when it is made (0 for views,
    /// remote copies and arguments in a tier; the chunk for a buffer a
    /// chunk prefetch makes).
    device_bytes: Vec<u64>,
    /// Per storage tensor: returned, itself or through a view.
    returned: Vec<bool>,
}

impl Facts {
    fn new(graph: &TensorGraph, copies_at_entry: &[CopyAtEntry]) -> Facts {
        let tensors = graph.tensors.len();
        let mut remote_tier = vec![None; tensors];
        for copy in copies_at_entry {
            remote_tier[copy.remote] = Some(copy.tier);
        }
        for node in &graph.nodes {
            if let NodeKind::Store { remote, tier, .. } | NodeKind::Resident { remote, tier, .. } =
                node.kind
            {
                remote_tier[remote] = Some(tier);
            }
        }
        let argument_tier: Vec<Option<Tier>> = graph
            .tensors
            .iter()
            .map(|tensor| match tensor.origin {
                TensorOrigin::Argument { tier, .. } => tier,
                TensorOrigin::Result { .. } => None,
            })
            .collect();
        let remote_chunk = graph.remote_chunks();
        // A chunk prefetch without a base makes a buffer holding its chunk.
        let first_chunk = graph.first_chunk_bytes();
        let device_bytes = (0..tensors)
            .map(|t| {
                let holds = graph.tensors[t].alias_of.is_none()
                    && remote_tier[t].is_none()
                    && argument_tier[t].is_none();
                match (holds, first_chunk[t]) {
                    (false, _) => 0,
                    (true, Some(bytes)) => bytes.min(graph.tensors[t].bytes),
                    (true, None) => graph.tensors[t].bytes,
                }
            })
            .collect();
        let mut returned = vec![false; tensors];
        for (id, tensor) in graph.tensors_with_ids() {
            if tensor.is_result {
                returned[graph.storage(id)] = true;
            }
        }
        Facts {
            remote_tier,
            remote_chunk,
            argument_tier,
            device_bytes,
            returned,
        }
    }

    /// Where a storage tensor is when it is never on the device.
    fn off_device(&self, storage: TensorId) -> Option<OffDevice> {
        self.argument_tier[storage]
            .map(OffDevice::Argument)
            .or(self.remote_tier[storage].map(OffDevice::RemoteCopy))
    }
}

/// When things happen (pass 2).
struct Timing {
    /// Per step: when the compute stream starts it (offload nodes: issues
    /// it).
    start_s: Vec<f64>,
    /// Per step: when the compute stream is done with it (offload nodes:
    /// their issue).
    end_s: Vec<f64>,
    /// Per storage tensor: the latest completion of a transfer reading or
    /// writing it (0 without one).
    transfers_done_s: Vec<f64>,
    /// Per storage tensor, when (first) detached whole: when its bytes are
    /// released, and the detach.
    release: Vec<Option<(f64, NodeId)>>,
    /// Per step, for the detach of a chunk: when the chunk's bytes are
    /// released.
    chunk_release: Vec<Option<f64>>,
    makespan_s: f64,
    transfers: usize,
}

#[derive(Clone, Copy, Debug)]
enum Change {
    Allocate(u64),
    Free(u64),
}

#[derive(Clone, Copy, Debug)]
struct MemoryEvent {
    at: Moment,
    /// The node defining the tensor (`None`: an argument).
    step: Option<NodeId>,
    change: Change,
}

/// Device memory over the run (pass 3).
struct Memory {
    peak_bytes: u64,
    peak_time_s: f64,
    /// The lowest level reached (negative only for a plan that breaks the
    /// rules).
    lowest: i128,
    over_budget: Option<CheckError>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::round_cost_model as round_model;
    use crate::{simulate::simulate, testing::GraphBuilder};

    const MS: f64 = 1e-3;
    /// Work bytes of a 1 ms op in `round_model`.
    const ONE_MS: f64 = 1e6;

    fn check(graph: &TensorGraph) -> Result<CheckReport, Vec<CheckError>> {
        PlanChecker::new(graph, &round_model()).check()
    }

    fn check_with(graph: &TensorGraph, budget: u64) -> Result<CheckReport, Vec<CheckError>> {
        PlanChecker::new(graph, &round_model())
            .with_budget(budget)
            .check()
    }

    fn assert_close(actual: f64, expected: f64) {
        assert!((actual - expected).abs() <= 1e-12, "{actual} != {expected}");
    }

    fn assert_report(
        report: &CheckReport,
        peak_bytes: u64,
        peak_ms: f64,
        makespan_ms: f64,
        transfers: usize,
    ) {
        assert_eq!(report.peak_bytes, peak_bytes, "{report:?}");
        assert_close(report.peak_time_s, peak_ms * MS);
        assert_close(report.makespan_s, makespan_ms * MS);
        assert_eq!(report.transfers, transfers, "{report:?}");
    }

    /// The only error of a rejected plan.
    fn single_error(result: Result<CheckReport, Vec<CheckError>>) -> CheckError {
        let errors = result.expect_err("the plan is rejected");
        assert_eq!(errors.len(), 1, "{errors:#?}");
        errors[0].clone()
    }

    /// x (1000 B) is used at once and again at the end; between, a 2 ms op
    /// and a 2000 B tensor b that lives 4..6 ms. With `offload`, x is stored
    /// and detached after its first use and prefetched once b is gone.
    fn gap_graph(offload: bool) -> TensorGraph {
        let mut g = GraphBuilder::new("gap");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS);
        let y = g.timed_op("use_x", &[x], 10, ONE_MS);
        let remote = offload.then(|| {
            let r = g.store(x, Tier::Host);
            g.detach(x, r);
            r
        });
        let a = g.timed_op("f1", &[y], 10, 2.0 * ONE_MS);
        let b = g.timed_op("f2", &[a], 2000, ONE_MS);
        let c = g.timed_op("f3", &[b], 10, ONE_MS);
        let x_again = remote.map_or(x, |r| g.prefetch(r, 1000));
        let z = g.timed_op("use_x_again", &[x_again, c], 10, ONE_MS);
        g.result(z);
        g.finish()
    }

    #[test]
    fn stored_activation_leaves_in_its_gap_and_comes_back() {
        // Steps: 0 make_x 0..1, 1 use_x 1..2, 2 store (issued at 2, D2H
        // 2..3), 3 detach (issued at 2, releases x at 3), 4 f1 2..4, 5 f2
        // 4..5, 6 f3 5..6, 7 prefetch (issued at 6, H2D 6..7), 8 use_x_again
        // stalls until 7, runs 7..8 ms.
        // Memory: 0: x 1000; 1: +y 1010; 2: +a 1020; 3: -x 20; 4: -y +b
        // 2010 (the peak, step 5); 5: -a +c 2010; 6: -b +x2 1010; 7: +z
        // 1020; 8: -x2 -c 10.
        let graph = gap_graph(true);
        let report = check(&graph).unwrap();
        assert_report(&report, 2010, 4.0, 8.0, 2);
        let timeline = simulate(&graph, &round_model()).unwrap();
        assert_eq!(timeline.peak.bytes, report.peak_bytes);
        assert_close(timeline.makespan_s, report.makespan_s);
    }

    /// x (3000 B, a 3 ms store) is stored after its use and detached; f1
    /// then makes a 2000 B tensor while the store still runs, and x comes
    /// back for the end. `wait`: the detach holds the compute stream until
    /// the store completed.
    fn late_store_graph(wait: bool) -> TensorGraph {
        let mut g = GraphBuilder::new("late_store");
        let x = g.timed_op("make_x", &[], 3000, ONE_MS);
        let y = g.timed_op("use_x", &[x], 10, ONE_MS);
        let r = g.store(x, Tier::Host);
        if wait {
            g.detach_waiting(x, r);
        } else {
            g.detach(x, r);
        }
        let a = g.timed_op("f1", &[y], 2000, ONE_MS);
        let b = g.timed_op("f2", &[a], 10, 6.0 * ONE_MS);
        let x_again = g.prefetch(r, 3000);
        let z = g.timed_op("use_x_again", &[x_again, b], 10, ONE_MS);
        g.result(z);
        g.finish()
    }

    #[test]
    fn a_detach_that_waits_frees_before_the_next_op_and_delays_it() {
        // Steps: 0 make_x 0..1, 1 use_x 1..2, 2 store (D2H 2..5), 3 detach,
        // 4 f1, 5 f2 (6 ms), 6 prefetch (H2D 3 ms), 7 use_x_again.
        // Without the wait, f1 runs 2..3 with x still held (released at
        // 5): 3000 + 10 + 2000 = 5010 B. With it, f1 runs 5..6 after the
        // release: 10 + 2000 = 2010 B, and the peak is x back with b and z
        // (3020 B); everything after starts 3 ms later.
        let late = late_store_graph(false);
        let report = check(&late).unwrap();
        assert_eq!(report.peak_bytes, 5010);
        let waited = late_store_graph(true);
        let report_waited = check(&waited).unwrap();
        assert_eq!(report_waited.peak_bytes, 3020);
        assert_close(report_waited.makespan_s, report.makespan_s + 3.0 * MS);
        // The simulator agrees on both, and counts the wait as a stall (x's
        // prefetch, issued after f2, stalls its use in both).
        for (graph, report) in [(&late, &report), (&waited, &report_waited)] {
            let timeline = simulate(graph, &round_model()).unwrap();
            assert_eq!(timeline.peak.bytes, report.peak_bytes);
            assert_close(timeline.makespan_s, report.makespan_s);
        }
        let timeline = simulate(&waited, &round_model()).unwrap();
        assert_eq!(timeline.stalls[0].0, NodeId(3));
        assert_close(timeline.stalls[0].1, 3.0 * MS);
        // A budget between the two holds only the plan that waits.
        assert!(check_with(&late, 4000).is_err());
        assert!(check_with(&waited, 4000).is_ok());
    }

    #[test]
    fn a_loop_that_streams_slices_takes_its_copies_time_as_the_simulator_says() {
        // Four iterations of 1 ms. The stack read from host (500 B slices,
        // 0.5 ms each) has its first slice before the loop; the stack
        // written to host copies 1500 B (1.5 ms) a slice, which each
        // iteration waits for: 0.5 + 4 x 1.5 = 6.5 ms. A read stream
        // without its copy is an error at the loop.
        let build = |resident: bool| {
            let mut g = GraphBuilder::new("stream");
            let w = g.arg_in(2000, Tier::Host);
            let r = if resident {
                g.resident(w, Tier::Host)
            } else {
                w
            };
            let y = g.timed_op("stablehlo.while", &[], 10, 4.0 * ONE_MS);
            g.result(y);
            let mut graph = g.finish();
            let lp = graph
                .nodes
                .iter()
                .position(|n| n.op == "stablehlo.while")
                .unwrap();
            graph.nodes[lp].streams = vec![
                crate::SliceStream {
                    remote: r,
                    slice_bytes: 500,
                    iterations: 4,
                    stores_to: None,
                    one_slot: false,
                    starts_after_kernel: 0,
                    nested: None,
                },
                crate::SliceStream {
                    remote: y,
                    slice_bytes: 1500,
                    iterations: 4,
                    stores_to: Some(Tier::Host),
                    one_slot: false,
                    starts_after_kernel: 0,
                    nested: None,
                },
            ];
            graph
        };
        let graph = build(true);
        let report = check(&graph).unwrap();
        let timeline = simulate(&graph, &round_model()).unwrap();
        assert_close(report.makespan_s, 6.5 * MS);
        assert_close(timeline.makespan_s, report.makespan_s);
        assert_eq!(timeline.h2d_bytes, 2500);
        assert_eq!(timeline.d2h_bytes, 6000);
        let errors = check(&build(false)).unwrap_err();
        assert!(
            errors.iter().any(|e| matches!(
                e,
                CheckError::PrefetchWithoutCopy {
                    prefetch: NodeId(0),
                    ..
                }
            )),
            "{errors:?}"
        );
    }

    /// The first half of x (bytes 0..500 of 1000) leaves in gap_graph's
    /// gap; the rest stays. `variant` breaks one rule.
    #[derive(Clone, Copy, PartialEq)]
    enum ChunkVariant {
        Valid,
        NoPrefetch,
        DetachTwice,
        NoDetach,
        OutOfBounds,
    }

    fn chunk_gap(variant: ChunkVariant) -> TensorGraph {
        let half = Chunk {
            start: 0,
            bytes: if variant == ChunkVariant::OutOfBounds {
                1001
            } else {
                500
            },
        };
        let mut g = GraphBuilder::new("chunk_gap");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS);
        let y = g.timed_op("use_x", &[x], 10, ONE_MS);
        let r = g.store_chunk(x, Tier::Host, half);
        if variant != ChunkVariant::NoDetach {
            g.detach(x, r);
        }
        if variant == ChunkVariant::DetachTwice {
            g.detach(x, r);
        }
        let a = g.timed_op("f1", &[y], 10, 2.0 * ONE_MS);
        let b = g.timed_op("f2", &[a], 2000, ONE_MS);
        let c = g.timed_op("f3", &[b], 10, ONE_MS);
        let x_again = match variant {
            ChunkVariant::NoPrefetch => x,
            _ => g.prefetch_chunk(r, Some(x), 1000, half),
        };
        let z = g.timed_op("use_x_again", &[x_again, c], 10, ONE_MS);
        g.result(z);
        g.finish()
    }

    #[test]
    fn a_chunk_leaves_while_the_rest_of_its_tensor_stays() {
        // The chunk's store runs 2..2.5 ms and releases 500 B at 2.5 ms; at
        // f2 (4 ms) x holds 500 B beside a 10 and b 2000: 2510 (3010 with
        // x whole on the device). Its prefetch (issued at 6 ms) lands at
        // 6.5, when use_x_again starts.
        let graph = chunk_gap(ChunkVariant::Valid);
        let report = check(&graph).unwrap();
        assert_report(&report, 2510, 4.0, 7.5, 2);
        let timeline = simulate(&graph, &round_model()).unwrap();
        assert_eq!(timeline.peak.bytes, report.peak_bytes);
        assert_close(timeline.makespan_s, report.makespan_s);
        assert_eq!(timeline.h2d_bytes, 500);
    }

    #[test]
    fn chunk_rules_are_enforced() {
        let detach = NodeId(3);
        match single_error(check(&chunk_gap(ChunkVariant::NoPrefetch))) {
            CheckError::ChunkMissing { chunk, since, .. } => {
                assert_eq!(
                    (chunk, since),
                    (
                        Chunk {
                            start: 0,
                            bytes: 500
                        },
                        detach
                    )
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            single_error(check(&chunk_gap(ChunkVariant::DetachTwice))),
            CheckError::DoubleDetach { first, .. } if first == detach
        ));
        let error = single_error(check(&chunk_gap(ChunkVariant::NoDetach)));
        assert!(
            matches!(&error, CheckError::BadChunk { reason, .. } if reason.contains("already holds")),
            "{error}"
        );
        let errors = check(&chunk_gap(ChunkVariant::OutOfBounds)).unwrap_err();
        assert!(
            errors.iter().any(|e| matches!(e, CheckError::BadChunk { reason, .. } if reason.contains("not within"))),
            "{errors:?}"
        );
    }

    #[test]
    fn a_buffer_made_by_a_chunk_prefetch_is_read_once_every_chunk_arrived() {
        // w (1000 B) lives in host; it comes in two halves, 0.5 ms each.
        let build = |second_half: bool| {
            let mut g = GraphBuilder::new("halves");
            let w = g.arg_in(1000, Tier::Host);
            let r = g.resident(w, Tier::Host);
            let first = Chunk {
                start: 0,
                bytes: 500,
            };
            let mut value = g.prefetch_chunk(r, None, 1000, first);
            if second_half {
                let second = Chunk {
                    start: 500,
                    bytes: 500,
                };
                value = g.prefetch_chunk(r, Some(value), 1000, second);
            }
            let y = g.timed_op("use_w", &[value], 10, ONE_MS);
            g.result(y);
            g.finish()
        };
        // Both halves land by 1 ms; use_w runs 1..2 ms with w (1000) and y.
        let report = check(&build(true)).unwrap();
        assert_report(&report, 1010, 1.0, 2.0, 2);
        let timeline = simulate(&build(true), &round_model()).unwrap();
        assert_eq!(timeline.peak.bytes, 1010);
        assert_close(timeline.makespan_s, 2.0 * MS);
        match single_error(check(&build(false))) {
            CheckError::ChunkMissing { chunk, since, .. } => {
                assert_eq!(
                    (chunk, since),
                    (
                        Chunk {
                            start: 500,
                            bytes: 500
                        },
                        NodeId(1)
                    )
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn copies_held_in_a_tier_stay_within_its_capacity() {
        let with_host = |capacity: u64| {
            let mut cost = round_model();
            cost.profile.tiers.host.as_mut().unwrap().capacity_bytes = capacity;
            cost
        };
        // gap_graph stores x (1000 B) at step 2.
        let graph = gap_graph(true);
        assert!(PlanChecker::new(&graph, &with_host(1000)).check().is_ok());
        let cost = with_host(999);
        assert_eq!(
            single_error(PlanChecker::new(&graph, &cost).check()),
            CheckError::TierCapacityExceeded {
                step: NodeId(2),
                at_entry: false,
                tier: Tier::Host,
                bytes: 1000,
                staged: 0,
                capacity: 999
            }
        );
        // Arguments that live in the tier fill it from the entry.
        let mut g = GraphBuilder::new("weights");
        let w = g.arg_in(600, Tier::Host);
        let v = g.arg_in(600, Tier::Host);
        let (rw, rv) = (g.resident(w, Tier::Host), g.resident(v, Tier::Host));
        let (pw, pv) = (g.prefetch(rw, 600), g.prefetch(rv, 600));
        let y = g.timed_op("use", &[pw, pv], 10, ONE_MS);
        g.result(y);
        let error = single_error(PlanChecker::new(&g.finish(), &with_host(1000)).check());
        assert!(
            matches!(
                error,
                CheckError::TierCapacityExceeded {
                    at_entry: true,
                    bytes: 1200,
                    ..
                }
            ),
            "{error:?}"
        );
        assert!(error.to_string().starts_with(
            "host holds 1200B (1.2KiB) after the arguments that live in it, over its capacity of 1000B"
        ));
    }

    /// NVMe staged through host: host holds a bounce buffer per direction,
    /// as large as the largest copy each way, from the first copy on.
    #[test]
    fn copies_staged_through_a_tier_hold_its_bounce_buffers() {
        use crate::testing::{nvme_copies_graph, round_cost_with_staged_nvme as with_nvme};
        let graph = nvme_copies_graph();
        // Reached directly, NVMe needs no host at all.
        assert!(
            PlanChecker::new(&graph, &with_nvme(0, false))
                .check()
                .is_ok()
        );
        // Staged: 400 B to NVMe and 600 B from it in flight at most; the
        // prefetch of w (step 4) makes it 1000 B.
        assert!(
            PlanChecker::new(&graph, &with_nvme(1000, true))
                .check()
                .is_ok()
        );
        let error = single_error(PlanChecker::new(&graph, &with_nvme(999, true)).check());
        assert_eq!(
            error,
            CheckError::TierCapacityExceeded {
                step: NodeId(4),
                at_entry: false,
                tier: Tier::Host,
                bytes: 1000,
                staged: 1000,
                capacity: 999
            }
        );
        assert!(
            error.to_string().contains(
                "host holds 1000B after the copy at step 4 (1000B of them the bounce buffers of the copies staged through it, the largest each way), over its capacity of 999B"
            ),
            "{error}"
        );
        // Staged in pieces of at most 300 B: 300 B each way.
        let mut pieces = with_nvme(600, true);
        pieces.profile.tiers.nvme.as_mut().unwrap().staging_bytes = Some(300);
        assert!(PlanChecker::new(&graph, &pieces).check().is_ok());
        pieces.profile.tiers.host.as_mut().unwrap().capacity_bytes = 599;
        assert!(PlanChecker::new(&graph, &pieces).check().is_err());
    }

    #[test]
    fn budget_between_the_peaks_passes_only_with_the_plan() {
        // Without the plan x stays: at 4 ms f2 (step 3) frees y and allocates
        // b: x 1000 + a 10 + b 2000 = 3010; makespan 7 ms, no transfers.
        let base = gap_graph(false);
        assert_report(&check(&base).unwrap(), 3010, 4.0, 7.0, 0);
        let offloaded = gap_graph(true);
        assert!(check_with(&offloaded, 2500).is_ok());
        assert!(check_with(&offloaded, 2010).is_ok());
        assert_eq!(
            single_error(check_with(&base, 2500)),
            CheckError::CapacityExceeded {
                step: NodeId(3),
                op: "f2".into(),
                time_s: 4.0 * MS,
                bytes: 3010,
                budget: 2500
            }
        );
        let error = single_error(check_with(&offloaded, 2009));
        assert!(
            matches!(
                error,
                CheckError::CapacityExceeded {
                    step: NodeId(5),
                    bytes: 2010,
                    budget: 2009,
                    ..
                }
            ),
            "{error:?}"
        );
        assert_eq!(
            error.to_string(),
            "device memory reaches 2010B (2.0KiB) at 4.00ms (step 5, f2), over the budget of 2009B (2.0KiB); offload more tensors or raise the budget"
        );
    }

    #[test]
    fn resident_weight_is_prefetched_twice() {
        let mut g = GraphBuilder::new("weights");
        let w = g.arg_in(2000, Tier::Host); // holds nothing on the device
        let r = g.resident(w, Tier::Host); // step 0
        let w1 = g.prefetch(r, 2000); // 1: issued at 0, H2D 0..2 ms
        let y = g.timed_op("mm1", &[w1], 10, ONE_MS); // 2: stalls, 2..3
        let a = g.timed_op("f", &[y], 10, 3.0 * ONE_MS); // 3: 3..6
        let w2 = g.prefetch(r, 2000); // 4: issued at 6, H2D 6..8
        let z = g.timed_op("mm2", &[w2, a], 10, ONE_MS); // 5: stalls, 8..9
        g.result(z);
        let graph = g.finish();
        // Memory: 0: +w1 2000; 2: +y 2010; 3: -w1 +a 20; 6: -y +w2 2010;
        // 8: +z 2020 (the peak); 9: -w2 -a 10.
        let report = check(&graph).unwrap();
        assert_report(&report, 2020, 8.0, 9.0, 2);
        let timeline = simulate(&graph, &round_model()).unwrap();
        assert_eq!(timeline.peak.bytes, report.peak_bytes);
        assert_close(timeline.makespan_s, report.makespan_s);
    }

    #[test]
    fn prefetched_copy_is_detached_with_the_copy_it_came_from() {
        let mut g = GraphBuilder::new("weights");
        let w = g.arg_in(2000, Tier::Host);
        let r = g.resident(w, Tier::Host); // step 0
        let w1 = g.prefetch(r, 2000); // 1: H2D 0..2 ms
        let y = g.timed_op("mm1", &[w1], 10, ONE_MS); // 2: 2..3
        g.detach(w1, r); // 3: r holds w1's data; releases at 3
        let a = g.timed_op("f", &[y], 10, 3.0 * ONE_MS); // 4: 3..6
        let w2 = g.prefetch(r, 2000); // 5: H2D 6..8
        let z = g.timed_op("mm2", &[w2, a], 10, ONE_MS); // 6: 8..9
        g.result(z);
        let graph = g.finish();
        // As without the detach (w1's last use ends at 3 ms too).
        assert_report(&check(&graph).unwrap(), 2020, 8.0, 9.0, 2);
        assert!(simulate(&graph, &round_model()).is_ok());

        // Another copy does not hold w1.
        let mut g = GraphBuilder::new("bad");
        let w = g.arg_in(2000, Tier::Host);
        let v = g.arg_in(2000, Tier::Host);
        let r = g.resident(w, Tier::Host); // 0
        let rv = g.resident(v, Tier::Host); // 1
        let w1 = g.prefetch(r, 2000); // 2
        g.op("mm", &[w1], 10); // 3
        g.detach(w1, rv); // 4
        let error = single_error(check(&g.finish()));
        assert!(
            matches!(error, CheckError::DetachWithoutStore { detach: NodeId(4), tensor, .. } if tensor == w1),
            "{error:?}"
        );
    }

    #[test]
    fn views_share_the_storage_they_alias() {
        let mut g = GraphBuilder::new("views");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS); // 0: 0..1
        let v = g.view(x); // 1: no time, 0 bytes
        let y = g.timed_op("use_v", &[v], 10, ONE_MS); // 2: 1..2
        let r = g.store(v, Tier::Host); // 3: stores x's 1000 B, 2..3
        g.detach(v, r); // 4: releases x at 3
        let a = g.timed_op("f", &[y], 10, 2.0 * ONE_MS); // 5: 2..4
        let x2 = g.prefetch(r, 1000); // 6: issued at 4, H2D 4..5
        let v2 = g.view(x2); // 7: waits for x2, at 5
        let z = g.timed_op("use_v2", &[v2, a], 10, ONE_MS); // 8: 5..6
        g.result(z);
        let graph = g.finish();
        // Memory: 0: x 1000; 1: +y 1010; 2: +a 1020 (the peak); 3: -x 20;
        // 4: -y +x2 1010; 5: +z 1020; 6: -x2 -a 10.
        let report = check(&graph).unwrap();
        assert_report(&report, 1020, 2.0, 6.0, 2);
    }

    #[test]
    fn a_node_frees_its_operands_before_the_next_one_allocates() {
        let mut g = GraphBuilder::new("chain");
        let a = g.donated_arg(100);
        let b = g.timed_op("f", &[a], 10, ONE_MS); // 0..1, then a is freed
        let c = g.timed_op("g", &[b], 20, ONE_MS); // 1..2, then b
        let d = g.timed_op("h", &[c], 30, ONE_MS); // 2..3, then c
        g.result(d);
        let graph = g.finish();
        // 0: a 100 + b 10 = 110 (the peak); 1: -a +c 30; 2: -b +d 50;
        // 3: -c 30. Counting g's c with a (freed as f ends) would give 130.
        let report = check(&graph).unwrap();
        assert_report(&report, 110, 0.0, 3.0, 0);
        assert_eq!(simulate(&graph, &round_model()).unwrap().peak.bytes, 110);
    }

    #[test]
    fn a_release_at_a_store_completion_counts_after_allocations_at_that_instant() {
        let mut g = GraphBuilder::new("tie");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS); // 0: 0..1
        let y = g.timed_op("use_x", &[x], 10, ONE_MS); // 1: 1..2
        let r = g.store(x, Tier::Host); // 2: D2H 2..3
        g.detach(x, r); // 3: releases x at 3
        let f1 = g.timed_op("f1", &[y], 10, ONE_MS); // 4: 2..3
        let x2 = g.prefetch(r, 1000); // 5: issued at 3, allocates at 3
        let f2 = g.timed_op("f2", &[f1], 10, ONE_MS); // 6: 3..4
        let z = g.timed_op("use_x_again", &[x2, f2], 10, ONE_MS); // 7: 4..5
        g.result(z);
        let graph = g.finish();
        // At 3 ms: y is freed (f1 ends) 1010, x2 2010 and f2 2020 are
        // allocated, and only then is x released (its store completes at 3
        // ms on another stream, unordered with them): 1020.
        let report = check(&graph).unwrap();
        assert_report(&report, 2020, 3.0, 5.0, 2);
        // The simulator places its events by the same rule.
        let peak = simulate(&graph, &round_model()).unwrap().peak;
        assert_eq!((peak.bytes, peak.time_s), (2020, 3.0 * 1e-3));
    }

    #[test]
    fn arguments_stay_unless_donated_and_results_stay() {
        let mut g = GraphBuilder::new("args");
        let kept = g.arg(100); // held by the caller: to the end
        let donated = g.donated_arg(1000); // freed when f ends (1 ms)
        let unused = g.donated_arg(5); // never used: freed as step 0 ends
        let b = g.timed_op("f", &[kept, donated], 10, ONE_MS); // 0: 0..1
        let c = g.timed_op("g", &[b], 20, ONE_MS); // 1: 1..2
        g.result(c);
        let graph = g.finish();
        let _ = unused;
        // 0: 100 + 1000 + 5 + 10 = 1115 (the peak); 1: -1000 -5 +20 = 130;
        // 2: -b 120.
        let report = check(&graph).unwrap();
        assert_report(&report, 1115, 0.0, 2.0, 0);
    }

    #[test]
    fn use_after_detach_is_rejected() {
        let mut g = GraphBuilder::new("bad");
        let a = g.op("make", &[], 10); // 0
        let v = g.view(a); // 1
        let r = g.store(a, Tier::Host); // 2
        g.detach(a, r); // 3
        g.op("linalg.matmul", &[a], 1); // 4
        g.op("use_view", &[v], 1); // 5: a view of the detached storage
        let errors = check(&g.finish()).unwrap_err();
        assert_eq!(
            errors,
            vec![
                CheckError::UseAfterDetach {
                    tensor: a,
                    name: "%0".into(),
                    detach: NodeId(3),
                    use_: NodeId(4),
                    op: "linalg.matmul".into()
                },
                CheckError::UseAfterDetach {
                    tensor: v,
                    name: "%1".into(),
                    detach: NodeId(3),
                    use_: NodeId(5),
                    op: "use_view".into()
                },
            ]
        );
        assert_eq!(
            errors[0].to_string(),
            "step 4 (linalg.matmul) uses %0 after step 3 detached it; move the detach after this use or use a prefetched copy"
        );
    }

    #[test]
    fn use_of_off_device_data_is_rejected() {
        let mut g = GraphBuilder::new("bad");
        let w = g.arg_in(2000, Tier::Host);
        g.op("linalg.matmul", &[w], 10); // 0: the weight was never prefetched
        let a = g.op("make", &[], 10); // 1
        let r = g.store(a, Tier::Host); // 2
        g.op("read_remote", &[r], 10); // 3: the remote copy itself
        let errors = check(&g.finish()).unwrap_err();
        assert_eq!(errors.len(), 2, "{errors:#?}");
        assert_eq!(
            errors[0],
            CheckError::NotOnDevice {
                tensor: w,
                name: "%0".into(),
                place: OffDevice::Argument(Tier::Host),
                use_: NodeId(0),
                op: "linalg.matmul".into()
            }
        );
        assert!(
            matches!(
                errors[1],
                CheckError::NotOnDevice {
                    use_: NodeId(3),
                    place: OffDevice::RemoteCopy(Tier::Host),
                    ..
                }
            ),
            "{errors:#?}"
        );
        assert_eq!(
            errors[0].to_string(),
            "step 0 (linalg.matmul) uses %0, which is not on the device (an argument in host); prefetch it and use the prefetched value"
        );
    }

    #[test]
    fn prefetch_without_a_copy_is_rejected() {
        // Of a device tensor that no store or resident op copied.
        let mut g = GraphBuilder::new("bad");
        let a = g.op("make", &[], 10);
        g.prefetch(a, 10);
        assert_eq!(
            single_error(check(&g.finish())),
            CheckError::PrefetchWithoutCopy {
                prefetch: NodeId(1),
                remote: a,
                name: "%0".into()
            }
        );
        // Before the store that makes its copy.
        let mut g = GraphBuilder::new("bad");
        let a = g.op("make", &[], 10); // 0
        let r = g.store(a, Tier::Host); // 1
        let p = g.prefetch(r, 10); // 2
        g.op("use", &[a, p], 1); // 3
        let mut graph = g.finish();
        move_node(&mut graph, NodeId(2), NodeId(1)); // prefetch at 1, store at 2
        let error = single_error(check(&graph));
        assert!(
            matches!(error, CheckError::PrefetchWithoutCopy { prefetch: NodeId(1), remote, .. } if remote == r),
            "{error:?}"
        );
    }

    #[test]
    fn detach_without_its_store_is_rejected() {
        // The remote copy is another tensor's.
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let b = g.op("b", &[], 10);
        let rb = g.store(b, Tier::Host);
        g.detach(a, rb); // 3
        g.op("use_b", &[b], 1);
        assert_eq!(
            single_error(check(&g.finish())),
            CheckError::DetachWithoutStore {
                detach: NodeId(3),
                tensor: a,
                name: "%0".into()
            }
        );
        // The store comes after the detach.
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10); // 0
        let r = g.store(a, Tier::Host); // 1
        g.detach(a, r); // 2
        let mut graph = g.finish();
        move_node(&mut graph, NodeId(2), NodeId(1)); // detach at 1, store at 2
        let errors = check(&graph).unwrap_err();
        assert!(
            matches!(
                errors[0],
                CheckError::DetachWithoutStore {
                    detach: NodeId(1),
                    ..
                }
            ),
            "{errors:?}"
        );
        // The detach released a all the same, so the store now reads a
        // tensor that is gone.
        assert!(
            matches!(
                errors[1],
                CheckError::StoreOfOffDeviceTensor {
                    store: NodeId(2),
                    place: OffDevice::Detached(NodeId(1)),
                    ..
                }
            ),
            "{errors:?}"
        );
        assert_eq!(errors.len(), 2);
        // A resident copy is not a store of a device tensor.
        let mut g = GraphBuilder::new("bad");
        let w = g.arg_in(10, Tier::Host);
        let r = g.resident(w, Tier::Host);
        let a = g.op("a", &[], 10); // 1
        g.detach(a, r); // 2
        let error = single_error(check(&g.finish()));
        assert!(
            matches!(
                error,
                CheckError::DetachWithoutStore {
                    detach: NodeId(2),
                    ..
                }
            ),
            "{error:?}"
        );
    }

    #[test]
    fn double_detach_is_rejected() {
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let v = g.view(a); // 1
        let r = g.store(a, Tier::Host); // 2
        g.detach(a, r); // 3
        g.detach(v, r); // 4: the same storage through its view
        assert_eq!(
            single_error(check(&g.finish())),
            CheckError::DoubleDetach {
                first: NodeId(3),
                second: NodeId(4),
                tensor: v,
                name: "%1".into()
            }
        );
    }

    #[test]
    fn detach_of_a_result_is_rejected() {
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let r = g.store(a, Tier::Host);
        g.detach(a, r); // 2
        g.result(a);
        assert_eq!(
            single_error(check(&g.finish())),
            CheckError::DetachOfResult {
                detach: NodeId(2),
                tensor: a,
                name: "%0".into()
            }
        );
        // A returned view keeps its storage on the device.
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let v = g.view(a); // 1
        let r = g.store(a, Tier::Host);
        g.detach(a, r); // 3
        g.result(v);
        let error = single_error(check(&g.finish()));
        assert!(
            matches!(
                error,
                CheckError::DetachOfResult {
                    detach: NodeId(3),
                    ..
                }
            ),
            "{error:?}"
        );
    }

    #[test]
    fn store_of_off_device_data_is_rejected() {
        let mut g = GraphBuilder::new("bad");
        let w = g.arg_in(10, Tier::Host);
        g.store(w, Tier::Host); // 0
        assert_eq!(
            single_error(check(&g.finish())),
            CheckError::StoreOfOffDeviceTensor {
                store: NodeId(0),
                tensor: w,
                name: "%0".into(),
                place: OffDevice::Argument(Tier::Host)
            }
        );
        // Already detached.
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let r = g.store(a, Tier::Host);
        g.detach(a, r); // 2
        g.store(a, Tier::Host); // 3
        let error = single_error(check(&g.finish()));
        assert!(
            matches!(
                error,
                CheckError::StoreOfOffDeviceTensor {
                    store: NodeId(3),
                    place: OffDevice::Detached(NodeId(2)),
                    ..
                }
            ),
            "{error:?}"
        );
        assert_eq!(
            error.to_string(),
            "step 3 stores %0, which is not on the device (detached at step 2); store the device value before it leaves"
        );
    }

    #[test]
    fn resident_of_a_device_tensor_is_rejected() {
        let mut g = GraphBuilder::new("bad");
        let a = g.arg(10);
        let r = g.resident(a, Tier::Host); // 0
        let p = g.prefetch(r, 10);
        g.op("use", &[p], 1);
        let error = single_error(check(&g.finish()));
        assert!(
            matches!(error, CheckError::ResidentOfDeviceTensor { resident: NodeId(0), tensor, .. } if tensor == a),
            "{error:?}"
        );
    }

    #[test]
    fn resident_in_another_tier_than_the_argument_is_rejected() {
        let mut g = GraphBuilder::new("bad");
        let w = g.arg_in(10, Tier::Nvme);
        let r = g.resident(w, Tier::Host); // 0: the data is in nvme
        let p = g.prefetch(r, 10);
        g.op("use", &[p], 1);
        let error = single_error(check(&g.finish()));
        assert_eq!(
            error,
            CheckError::ResidentInOtherTier {
                resident: NodeId(0),
                tensor: w,
                name: "%0".into(),
                tier: Tier::Host,
                lives: Tier::Nvme,
            }
        );
        assert_eq!(
            error.to_string(),
            "step 0 names a copy of %0 in host, but %0 lives in nvme, so a prefetch of it would read a tier that does not hold it; use tier = \"nvme\""
        );
    }

    #[test]
    fn detach_of_an_argument_the_caller_holds_is_rejected() {
        let plan = |donated: bool| {
            let mut g = GraphBuilder::new("args");
            let a = if donated {
                g.donated_arg(10)
            } else {
                g.arg(10)
            };
            g.op("use", &[a], 1); // 0
            let r = g.store(a, Tier::Host); // 1
            g.detach(a, r); // 2
            g.op("other", &[], 1); // 3
            let p = g.prefetch(r, 10); // 4
            g.op("use", &[p], 1); // 5
            (g.finish(), a)
        };
        let (held, a) = plan(false);
        assert_eq!(
            single_error(check(&held)),
            CheckError::DetachOfCallerArgument {
                detach: NodeId(2),
                tensor: a,
                name: "%0".into(),
            }
        );
        let (donated, _) = plan(true);
        assert!(check(&donated).is_ok());
    }

    /// A loop body: `x` from outside, a copy `r` of it made outside, and
    /// the iteration's own argument `acc`.
    fn loop_body() -> (GraphBuilder, TensorId, TensorId, TensorId) {
        let mut g = GraphBuilder::new("body");
        let x = g.arg(100);
        let r = g.arg(100);
        let acc = g.donated_arg(100);
        (g, x, r, acc)
    }

    #[test]
    fn a_loop_body_prefetches_copies_made_before_it() {
        let (mut g, _, r, acc) = loop_body();
        let p = g.prefetch(r, 100); // 0
        let s = g.op("add", &[acc, p], 100); // 1
        let t = g.store(acc, Tier::Host); // 2
        g.detach(acc, t); // 3: the iteration's own argument may go
        g.op("use", &[s], 1); // 4
        let graph = g.finish();
        let model = round_model();
        // Without the copy made before the region, the prefetch reads
        // nothing.
        let error = single_error(PlanChecker::new(&graph, &model).check());
        assert!(matches!(
            error,
            CheckError::PrefetchWithoutCopy {
                prefetch: NodeId(0),
                ..
            }
        ));
        let copies = [CopyAtEntry {
            remote: r,
            tier: Tier::Host,
            of: None,
        }];
        let report = PlanChecker::new(&graph, &model)
            .in_region(&copies, true)
            .check();
        assert_eq!(report.map(|r| r.transfers), Ok(2));
    }

    #[test]
    fn a_loop_body_may_not_detach_a_value_from_outside() {
        let (mut g, x, r, _) = loop_body();
        g.op("use", &[x], 1); // 0
        g.detach(x, r); // 1: the next iteration uses x again
        let graph = g.finish();
        let model = round_model();
        let copies = [CopyAtEntry {
            remote: r,
            tier: Tier::Host,
            of: Some(x),
        }];
        let errors = PlanChecker::new(&graph, &model)
            .in_region(&copies, true)
            .check()
            .unwrap_err();
        assert_eq!(
            errors,
            vec![CheckError::DetachInLoopBody {
                detach: NodeId(1),
                tensor: x,
                name: "%0".into(),
            }]
        );
        // A region that runs once may detach it.
        let once = PlanChecker::new(&graph, &model).in_region(&copies, false);
        assert!(once.check().is_ok());
    }

    #[test]
    fn tier_missing_from_the_profile_is_rejected() {
        let mut g = GraphBuilder::new("nvme");
        let a = g.op("a", &[], 10);
        g.store(a, Tier::Nvme); // 1
        let error = single_error(check(&g.finish()));
        assert_eq!(
            error,
            CheckError::MissingTier {
                step: NodeId(1),
                tier: Tier::Nvme,
                profile: "round".into()
            }
        );
    }

    #[test]
    fn use_before_definition_and_malformed_graphs_are_rejected() {
        let mut g = GraphBuilder::new("bad");
        let a = g.op("a", &[], 10);
        let b = g.op("b", &[a], 10);
        let mut graph = g.finish();
        graph.nodes[0].operands.push(b); // step 0 uses b, defined at 1
        let error = single_error(check(&graph));
        assert!(
            matches!(error, CheckError::UseBeforeDefinition { use_: NodeId(0), tensor, .. } if tensor == b),
            "{error:?}"
        );

        graph.nodes[1].operands.push(TensorId::new(99));
        let error = single_error(check(&graph));
        assert!(matches!(error, CheckError::Malformed { .. }), "{error:?}");
        assert_eq!(
            error.to_string(),
            "malformed graph: step 1 (b) names tensor 99, which does not exist"
        );
        graph.nodes[1].operands.pop();
        graph.tensors[b].alias_of = Some(b); // a view of itself (a view)
        let error = single_error(check(&graph));
        assert!(matches!(error, CheckError::Malformed { .. }), "{error:?}");
    }

    /// A loop body that prefetches slice `first + k * stride` of a stack
    /// of 4 in iteration `k` of 4.
    fn slice_body(slice: SliceIndex) -> TensorGraph {
        let mut g = GraphBuilder::new("body");
        let stack = g.arg_in(4000, Tier::Host);
        let r = g.resident(stack, Tier::Host);
        let w = g.prefetch(r, 1000);
        let y = g.op("use_w", &[w], 10);
        g.result(y);
        let mut graph = g.finish();
        graph.nodes[NodeId::new(1)].slice = Some(slice);
        graph
    }

    #[test]
    fn a_slice_index_lies_inside_its_stack_in_every_iteration() {
        let affine = |first, stride| SliceIndex::Affine {
            first,
            stride,
            iterations: 4,
            slices: 4,
        };
        assert!(check(&slice_body(affine(0, 1))).is_ok());
        // A backward loop's 3 - i.
        assert!(check(&slice_body(affine(3, -1))).is_ok());
        let outside = |slice| match single_error(check(&slice_body(slice))) {
            CheckError::SliceOutsideStack {
                step,
                index,
                iteration,
                slices: 4,
                ..
            } if step == NodeId::new(1) => (index, iteration),
            other => panic!("{other:?}"),
        };
        // i - 1 reads slice -1 first; i + 1 slice 4 last.
        assert_eq!(outside(affine(-1, 1)), (-1, 0));
        assert_eq!(outside(affine(1, 1)), (4, 3));
        assert_eq!(outside(affine(0, 2)), (6, 3));
        // A loop that does not run names no slice.
        let never = SliceIndex::Affine {
            first: -7,
            stride: 1,
            iterations: 0,
            slices: 4,
        };
        assert!(check(&slice_body(never)).is_ok());
        let unproven = single_error(check(&slice_body(SliceIndex::Unproven("is odd".into()))));
        assert_eq!(unproven.step(), Some(NodeId::new(1)));
        assert!(unproven.to_string().ends_with(" is odd"), "{unproven}");
    }

    #[test]
    fn errors_are_collected_in_program_order() {
        let mut g = GraphBuilder::new("bad");
        let w = g.arg_in(10, Tier::Host);
        let a = g.op("a", &[], 10); // 0
        let r = g.store(a, Tier::Host); // 1
        g.detach(a, r); // 2
        g.detach(a, r); // 3: double
        g.op("late", &[a], 1); // 4: after the detach
        g.op("weight", &[w], 1); // 5: never prefetched
        g.result(a); // so step 2 detaches a result
        let errors = check_with(&g.finish(), 1).unwrap_err();
        let steps: Vec<Option<NodeId>> = errors.iter().map(CheckError::step).collect();
        assert_eq!(
            steps,
            [0, 2, 3, 4, 5].map(|s| Some(NodeId(s))).to_vec(),
            "{errors:#?}"
        );
        assert!(matches!(
            errors[0],
            CheckError::CapacityExceeded {
                step: NodeId(0),
                bytes: 10,
                ..
            }
        ));
        assert!(matches!(errors[1], CheckError::DetachOfResult { .. }));
        assert!(matches!(errors[2], CheckError::DoubleDetach { .. }));
        assert!(matches!(errors[3], CheckError::UseAfterDetach { .. }));
        assert!(matches!(errors[4], CheckError::NotOnDevice { .. }));
    }

    #[test]
    fn arguments_over_the_budget_at_entry_are_named() {
        let mut g = GraphBuilder::new("big");
        let a = g.arg(3000);
        g.op("f", &[a], 1);
        let error = single_error(check_with(&g.finish(), 2000));
        assert!(
            matches!(&error, CheckError::CapacityExceeded { step: NodeId(0), op, bytes: 3000, .. } if op == "function arguments"),
            "{error:?}"
        );
    }

    /// Moves node `from` to position `to` (< `from`), shifting the nodes
    /// between, and renumbers the tensors' defining nodes.
    pub(super) fn move_node(graph: &mut TensorGraph, from: NodeId, to: NodeId) {
        assert!(to < from);
        let node = graph.nodes.remove(from.index());
        graph.nodes.insert(to.index(), node);
        for tensor in &mut graph.tensors {
            if let TensorOrigin::Result { node, .. } = &mut tensor.origin {
                if *node == from {
                    *node = to;
                } else if (to..from).contains(node) {
                    *node += 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod proptests {
    //! Random DAGs with a valid store + detach + prefetch of one tensor over
    //! an idle gap: the checker accepts them and agrees with the simulator;
    //! each way of breaking the plan gives its error.

    use super::{tests::move_node, *};
    use crate::{
        cost::HardwareProfile,
        graph::OpWork,
        simulate::simulate,
        testing::{GraphBuilder, round_cost_model},
    };
    use proptest::prelude::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum ArgKind {
        /// On the device, held by the caller: never detached.
        Device,
        /// On the device, donated: the function may release it.
        Donated,
        /// In a tier: prefetched before each use.
        InTier,
    }

    #[derive(Clone, Debug)]
    struct NodeSpec {
        /// Operands: picks among the tensors so far (modulo their count).
        picks: Vec<usize>,
        result_bytes: Vec<u64>,
        /// A view of the first picked operand instead of an op.
        view: bool,
        work_bytes: f64,
    }

    #[derive(Clone, Debug)]
    struct Spec {
        args: Vec<(u64, ArgKind)>,
        nodes: Vec<NodeSpec>,
        /// Picks of returned tensors (modulo the tensor count).
        results: Vec<usize>,
    }

    /// A spec with its picks resolved. Spec tensors are numbered: the
    /// arguments, then each node's results in order; spec nodes are the
    /// compute nodes of the graph before offload nodes are inserted.
    #[derive(Debug)]
    struct Plain {
        args: Vec<(u64, ArgKind)>,
        nodes: Vec<PlainNode>,
        /// Per spec tensor: bytes, the storage a view aliases, the defining
        /// spec node, whether it is returned.
        bytes: Vec<u64>,
        view_of: Vec<Option<usize>>,
        def: Vec<Option<usize>>,
        returned: Vec<bool>,
    }

    #[derive(Debug)]
    struct PlainNode {
        operands: Vec<usize>,
        results: Vec<u64>,
        view: bool,
        work_bytes: f64,
    }

    fn resolve(spec: &Spec) -> Plain {
        let mut plain = Plain {
            args: spec.args.clone(),
            nodes: Vec::new(),
            bytes: spec.args.iter().map(|&(bytes, _)| bytes).collect(),
            view_of: vec![None; spec.args.len()],
            def: vec![None; spec.args.len()],
            returned: Vec::new(),
        };
        for (index, node) in spec.nodes.iter().enumerate() {
            let count = plain.bytes.len();
            let mut operands: Vec<usize> = node
                .picks
                .iter()
                .filter(|_| count > 0)
                .map(|pick| pick % count)
                .collect();
            operands.sort_unstable();
            operands.dedup();
            let view = node.view && !operands.is_empty();
            let results = if view {
                operands.truncate(1);
                let storage = plain.view_of[operands[0]].unwrap_or(operands[0]);
                plain.view_of.push(Some(storage));
                vec![0]
            } else {
                plain.view_of.extend(node.result_bytes.iter().map(|_| None));
                node.result_bytes.clone()
            };
            plain.bytes.extend(&results);
            plain.def.extend(results.iter().map(|_| Some(index)));
            plain.nodes.push(PlainNode {
                operands,
                results,
                view,
                work_bytes: node.work_bytes,
            });
        }
        let count = plain.bytes.len();
        plain.returned = vec![false; count];
        for &pick in spec.results.iter().filter(|_| count > 0) {
            plain.returned[pick % count] = true;
        }
        plain
    }

    fn arg_kind(plain: &Plain, tensor: usize) -> Option<ArgKind> {
        plain.args.get(tensor).map(|&(_, kind)| kind)
    }

    fn in_tier(plain: &Plain, tensor: usize) -> bool {
        arg_kind(plain, tensor) == Some(ArgKind::InTier)
    }

    /// `(x, u1, u2)`: a device tensor the function may release (not an
    /// argument the caller holds), not returned and without views, used by
    /// spec node `u1` and next by `u2`, with at least 2 nodes between.
    fn candidates(plain: &Plain) -> Vec<(usize, usize, usize)> {
        let mut found = Vec::new();
        for x in 0..plain.bytes.len() {
            if plain.view_of[x].is_some()
                || plain.returned[x]
                || in_tier(plain, x)
                || arg_kind(plain, x) == Some(ArgKind::Device)
                || plain.view_of.contains(&Some(x))
            {
                continue;
            }
            let uses: Vec<usize> = (0..plain.nodes.len())
                .filter(|&i| plain.nodes[i].operands.contains(&x))
                .collect();
            for pair in uses.windows(2) {
                if pair[1] - pair[0] >= 3 {
                    found.push((x, pair[0], pair[1]));
                }
            }
        }
        found
    }

    /// Where the offload nodes of x go: "slot i" is just before spec node
    /// i (store, then detach, then prefetch); uses of x from spec node `u2`
    /// on read the prefetched tensor (x itself when the prefetch is
    /// dropped).
    #[derive(Clone, Copy, Debug)]
    struct Offload {
        x: usize,
        u1: usize,
        u2: usize,
        store_slot: usize,
        detach_slot: usize,
        prefetch_slot: Option<usize>,
    }

    struct Built {
        graph: TensorGraph,
        /// Per spec tensor, its id; per spec node, its step.
        ids: Vec<TensorId>,
        steps: Vec<NodeId>,
    }

    impl Built {
        fn step_of(&self, wanted: impl Fn(&NodeKind) -> bool) -> NodeId {
            self.graph
                .nodes_with_ids()
                .find(|(_, node)| wanted(&node.kind))
                .expect("the node is there")
                .0
        }
    }

    /// Builds the plain graph; arguments in a tier get a resident op at the
    /// start and a prefetch before each node that uses them (except node
    /// `unprefetched`, which uses the argument itself).
    fn build(plain: &Plain, offload: Option<Offload>, unprefetched: Option<usize>) -> Built {
        let mut g = GraphBuilder::new("random");
        let mut next_step = NodeId(0);
        let mut ids = Vec::new();
        for &(bytes, kind) in &plain.args {
            ids.push(match kind {
                ArgKind::Device => g.arg(bytes),
                ArgKind::Donated => g.donated_arg(bytes),
                ArgKind::InTier => g.arg_in(bytes, Tier::Host),
            });
        }
        let mut residents = Vec::new();
        for (index, &(_, kind)) in plain.args.iter().enumerate() {
            residents.push((kind == ArgKind::InTier).then(|| {
                next_step += 1;
                g.resident(ids[index], Tier::Host)
            }));
        }
        let mut steps = Vec::new();
        let mut remote = None;
        let mut x_again = None;
        for (index, node) in plain.nodes.iter().enumerate() {
            if let Some(off) = offload {
                if off.store_slot == index {
                    remote = Some(g.store(ids[off.x], Tier::Host));
                    next_step += 1;
                }
                if off.detach_slot == index {
                    g.detach(ids[off.x], remote.expect("the store comes first"));
                    next_step += 1;
                }
                if off.prefetch_slot == Some(index) {
                    let r = remote.expect("the store comes first");
                    x_again = Some(g.prefetch(r, plain.bytes[off.x]));
                    next_step += 1;
                }
            }
            let mut operands = Vec::new();
            for &t in &node.operands {
                let operand = match (offload, residents.get(t).copied().flatten()) {
                    (Some(off), _) if t == off.x && index >= off.u2 => x_again.unwrap_or(ids[t]),
                    (_, Some(r)) if unprefetched != Some(index) => {
                        next_step += 1;
                        g.prefetch(r, plain.bytes[t])
                    }
                    _ => ids[t],
                };
                operands.push(operand);
            }
            steps.push(next_step);
            next_step += 1;
            if node.view {
                ids.push(g.view(operands[0]));
            } else {
                let work = OpWork {
                    bytes: node.work_bytes,
                    element_bytes: 4,
                    ..OpWork::default()
                };
                ids.extend(g.op_with_work(&format!("n{index}"), &operands, &node.results, work));
            }
        }
        for (tensor, &returned) in plain.returned.iter().enumerate() {
            if returned {
                g.result(ids[tensor]);
            }
        }
        let graph = g.finish();
        // Invariant: the steps counted are the builder's.
        assert_eq!(graph.end(), next_step);
        for (index, &step) in steps.iter().enumerate() {
            assert!(plain.nodes[index].view || graph.nodes[step].op == format!("n{index}"));
        }
        Built { graph, ids, steps }
    }

    fn argument() -> impl Strategy<Value = (u64, ArgKind)> {
        let kind = prop_oneof![
            3 => Just(ArgKind::Device),
            1 => Just(ArgKind::Donated),
            1 => Just(ArgKind::InTier),
        ];
        (0u64..1 << 20, kind)
    }

    fn node() -> impl Strategy<Value = NodeSpec> {
        (
            prop::collection::vec(any::<usize>(), 0..4),
            prop::collection::vec(0u64..1 << 20, 0..3),
            prop::bool::weighted(0.15),
            0.0f64..1e9,
        )
            .prop_map(|(picks, result_bytes, view, work_bytes)| NodeSpec {
                picks,
                result_bytes,
                view,
                work_bytes,
            })
    }

    fn spec() -> impl Strategy<Value = Spec> {
        (
            prop::collection::vec(argument(), 0..5),
            prop::collection::vec(node(), 6..36),
            prop::collection::vec(any::<usize>(), 0..4),
        )
            .prop_map(|(args, nodes, results)| Spec {
                args,
                nodes,
                results,
            })
    }

    fn h200() -> CostModel {
        CostModel::new(HardwareProfile::builtin("h200-pcie5").expect("built in"))
    }

    /// A spec whose ops and transfers take whole milliseconds in
    /// `round_cost_model` (a kilobyte per millisecond on the link, a
    /// megabyte of work per millisecond of op), so that events often meet
    /// at one instant.
    fn round_spec() -> impl Strategy<Value = Spec> {
        let kilobytes = |n: u64| (0..n).prop_map(|k| k * 1000);
        let kind = prop_oneof![
            3 => Just(ArgKind::Device),
            1 => Just(ArgKind::Donated),
            1 => Just(ArgKind::InTier),
        ];
        let node = (
            prop::collection::vec(any::<usize>(), 0..4),
            prop::collection::vec(kilobytes(4), 0..3),
            prop::bool::weighted(0.15),
            0u32..4,
        )
            .prop_map(|(picks, result_bytes, view, ms)| NodeSpec {
                picks,
                result_bytes,
                view,
                work_bytes: f64::from(ms) * 1e6,
            });
        (
            prop::collection::vec((kilobytes(4), kind), 0..5),
            prop::collection::vec(node, 6..24),
            prop::collection::vec(any::<usize>(), 0..4),
        )
            .prop_map(|(args, nodes, results)| Spec {
                args,
                nodes,
                results,
            })
    }

    /// A valid offload of a random candidate (`None` when the graph has no
    /// gap of 2 idle nodes): the detach in `u1+1..=u2`, the prefetch after
    /// it up to `u2`, the store after x's definition up to the detach.
    fn valid_offload(plain: &Plain, pick: usize, slots: [usize; 3]) -> Option<Offload> {
        let candidates = candidates(plain);
        let &(x, u1, u2) = candidates.get(pick % candidates.len().max(1))?;
        let first_slot = plain.def[x].map_or(0, |def| def + 1);
        let detach_slot = u1 + 1 + slots[0] % (u2 - u1);
        let prefetch_slot = detach_slot + slots[1] % (u2 - detach_slot + 1);
        let store_slot = first_slot + slots[2] % (detach_slot - first_slot + 1);
        Some(Offload {
            x,
            u1,
            u2,
            store_slot,
            detach_slot,
            prefetch_slot: Some(prefetch_slot),
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        /// The valid plan passes, with the simulator's makespan,
        /// transfers and peak; its own peak is the least budget that
        /// passes.
        #[test]
        fn valid_offload_is_accepted(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
            let plain = resolve(&spec);
            let offload = valid_offload(&plain, pick, slots);
            prop_assume!(offload.is_some());
            let offload = offload.unwrap();
            let built = build(&plain, Some(offload), None);
            let model = h200();
            let report = PlanChecker::new(&built.graph, &model).check();
            prop_assert!(report.is_ok(), "{:#?}", report);
            let report = report.unwrap();

            let timeline = simulate(&built.graph, &model).unwrap();
            let tolerance = 1e-9 * timeline.makespan_s.max(1e-12);
            prop_assert!((report.makespan_s - timeline.makespan_s).abs() <= tolerance);
            prop_assert_eq!(report.transfers, timeline.h2d_busy.len() + timeline.d2h_busy.len());
            prop_assert_eq!(timeline.peak.bytes, report.peak_bytes);

            let at_peak = PlanChecker::new(&built.graph, &model).with_budget(report.peak_bytes).check();
            prop_assert!(at_peak.is_ok());
            if report.peak_bytes > 0 {
                let errors = PlanChecker::new(&built.graph, &model).with_budget(report.peak_bytes - 1).check().unwrap_err();
                prop_assert_eq!(errors.len(), 1);
                let is_first_peak = matches!(errors[0], CheckError::CapacityExceeded { bytes, time_s, .. } if bytes == report.peak_bytes && time_s == report.peak_time_s);
                prop_assert!(is_first_peak, "{:?}", errors);
            }
        }

        /// Where ops and transfers take whole milliseconds, releases and
        /// allocations often meet at one instant: the simulator and the
        /// checker place them alike, and state one peak, at one time.
        #[test]
        fn events_at_one_instant_give_one_peak(spec in round_spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
            let plain = resolve(&spec);
            let offload = valid_offload(&plain, pick, slots);
            let built = build(&plain, offload, None);
            let model = round_cost_model();
            let report = PlanChecker::new(&built.graph, &model).check();
            prop_assert!(report.is_ok(), "{:#?}", report);
            let report = report.unwrap();
            let peak = simulate(&built.graph, &model).unwrap().peak;
            prop_assert_eq!(peak.bytes, report.peak_bytes);
            prop_assert!(peak.bytes == 0 || peak.time_s == report.peak_time_s, "{:?} {:?}", peak, report);
        }

        /// Moving the detach before the last use before the gap: that use
        /// comes after the detach.
        #[test]
        fn detach_before_the_last_use_is_a_use_after_detach(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
            let plain = resolve(&spec);
            let offload = valid_offload(&plain, pick, slots);
            prop_assume!(offload.is_some());
            let mut offload = offload.unwrap();
            let first_slot = plain.def[offload.x].map_or(0, |def| def + 1);
            offload.detach_slot = offload.u1;
            offload.store_slot = first_slot + slots[2] % (offload.u1 - first_slot + 1);
            let built = build(&plain, Some(offload), None);
            let errors = PlanChecker::new(&built.graph, &h200()).check().unwrap_err();
            let detach = built.step_of(|kind| matches!(kind, NodeKind::Detach { .. }));
            let x = built.ids[offload.x];
            prop_assert_eq!(errors.len(), 1, "{:#?}", errors);
            let expected = matches!(errors[0], CheckError::UseAfterDetach { tensor, detach: d, use_, .. }
                if tensor == x && d == detach && use_ == built.steps[offload.u1]);
            prop_assert!(expected, "{:#?}", errors);
        }

        /// Dropping the prefetch (the uses after the gap read x again): each
        /// of them comes after the detach.
        #[test]
        fn dropped_prefetch_is_a_use_after_detach(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
            let plain = resolve(&spec);
            let offload = valid_offload(&plain, pick, slots);
            prop_assume!(offload.is_some());
            let offload = Offload { prefetch_slot: None, ..offload.unwrap() };
            let built = build(&plain, Some(offload), None);
            let errors = PlanChecker::new(&built.graph, &h200()).check().unwrap_err();
            let x = built.ids[offload.x];
            let late_uses: Vec<NodeId> = (offload.u2..plain.nodes.len())
                .filter(|&i| plain.nodes[i].operands.contains(&offload.x))
                .map(|i| built.steps[i])
                .collect();
            let mut uses = Vec::new();
            for error in &errors {
                match *error {
                    CheckError::UseAfterDetach { tensor, use_, .. } if tensor == x => uses.push(use_),
                    _ => prop_assert!(false, "{:#?}", errors),
                }
            }
            prop_assert_eq!(uses, late_uses);
        }

        /// Moving the prefetch before the store: it reads a copy not made
        /// yet.
        #[test]
        fn prefetch_before_the_store_has_no_copy(spec in spec(), pick in any::<usize>(), slots in any::<[usize; 3]>()) {
            let plain = resolve(&spec);
            let offload = valid_offload(&plain, pick, slots);
            prop_assume!(offload.is_some());
            let mut built = build(&plain, offload, None);
            let store = built.step_of(|kind| matches!(kind, NodeKind::Store { .. }));
            let NodeKind::Store { remote, .. } = built.graph.nodes[store].kind else { unreachable!() };
            let prefetch = built.step_of(|kind| matches!(kind, NodeKind::Prefetch { remote: r, .. } if *r == remote));
            move_node(&mut built.graph, prefetch, store);
            let errors = PlanChecker::new(&built.graph, &h200()).check().unwrap_err();
            prop_assert_eq!(errors.len(), 1, "{:#?}", errors);
            let expected = matches!(errors[0], CheckError::PrefetchWithoutCopy { prefetch: p, remote: r, .. }
                if p == store && r == remote);
            prop_assert!(expected, "{:#?}", errors);
        }

        /// Arguments in a tier prefetched before each use pass; using one
        /// without its prefetch is a use of off-device data.
        #[test]
        fn tier_argument_without_its_prefetch_is_not_on_device(spec in spec(), pick in any::<usize>()) {
            let plain = resolve(&spec);
            let model = h200();
            let valid = build(&plain, None, None);
            let report = PlanChecker::new(&valid.graph, &model).check();
            prop_assert!(report.is_ok(), "{:#?}", report);
            let timeline = simulate(&valid.graph, &model).unwrap();
            prop_assert_eq!(report.unwrap().peak_bytes, timeline.peak.bytes);

            let users: Vec<(usize, usize)> = (0..plain.nodes.len())
                .flat_map(|i| plain.nodes[i].operands.iter().map(move |&t| (i, t)))
                .filter(|&(_, t)| in_tier(&plain, t))
                .collect();
            if users.is_empty() {
                return Ok(()); // nothing to break (most graphs have no tier argument in use)
            }
            let (node, argument) = users[pick % users.len()];
            let broken = build(&plain, None, Some(node));
            let errors = PlanChecker::new(&broken.graph, &model).check().unwrap_err();
            prop_assert!(errors.iter().all(|e| matches!(e, CheckError::NotOnDevice { .. })), "{:#?}", errors);
            let argument = broken.ids[argument];
            let found = errors.iter().any(|e| matches!(*e, CheckError::NotOnDevice { tensor, use_, place: OffDevice::Argument(Tier::Host), .. }
                if tensor == argument && use_ == broken.steps[node]));
            prop_assert!(found, "{:#?}", errors);
            prop_assert_eq!(errors[0].step(), Some(broken.steps[node]));
        }
    }
}
