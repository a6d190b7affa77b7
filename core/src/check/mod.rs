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
mod tests;

#[cfg(test)]
mod proptests;
