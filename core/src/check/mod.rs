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
//! - a clone (`offload.recompute`, [`Node::recompute`](crate::Node)) computes
//!   the values of an earlier op: it is pure
//!   ([`CheckError::RecomputeOfImpureOp`]), of a known identity
//!   ([`CheckError::RecomputeOfUnknownOp`]), and an earlier op of its name
//!   and identity with results of the same types and bytes read the same
//!   values, in order: the same tensors, device copies of them made by
//!   whole stores, resident ops and prefetches, or results of clones proven
//!   before ([`CheckError::RecomputeUnproven`]; `values`). Reading its
//!   operands, it is a compute node like any other: the rules of uses, the
//!   timing and the memory count it so;
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
//! conservative choice. That one rule
//! ([`Moment`](crate::instant::Moment)) places the simulator's events too:
//! the two count the bytes on their own, but cannot order them differently.
//!
//! The passes live in their own files: `rules` (pass 1, the ordering
//! rules, with `values` for the values clones read), `time` (pass 2, the timing replay) and `memory` (the copies held
//! in each tier, and pass 3, device bytes over time). This file holds the
//! entry point ([`PlanChecker::check`]), the errors, and the facts every
//! pass shares.

use crate::{
    cost::CostModel,
    graph::{Chunk, NodeId, NodeKind, TensorGraph, TensorId, TensorOrigin, Tier},
    units::{format_bytes, format_seconds},
};
use thiserror::Error;

mod memory;
mod rules;
mod time;
mod values;

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
        /// tier ([`Bounce`](crate::cost::Bounce)).
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
    /// A clone (`offload.recompute`) of an op that is not pure: running it
    /// again need not give the values it gave.
    #[error(
        "step {step} ({op}) recomputes an op that has memory effects or is not deterministic; only pure ops are recomputed (docs/semantics.md, Recomputation): keep or move its results instead"
    )]
    RecomputeOfImpureOp { step: NodeId, op: String },
    /// A clone of an op whose identity is not known (0): no earlier op can
    /// be shown to compute the same apart from its operands.
    #[error(
        "step {step} ({op}) recomputes an op whose attributes and regions are not known (identity 0), so no earlier op can be shown to compute the same; keep or move its results instead"
    )]
    RecomputeOfUnknownOp { step: NodeId, op: String },
    /// A clone that no earlier op of its name and identity matches on the
    /// values it reads.
    #[error(
        "step {step} ({op}) is a recomputation, but no earlier {op} with its attributes reads the same values: {reason}; make the clone read its original's operands or prefetched copies of them"
    )]
    RecomputeUnproven {
        step: NodeId,
        op: String,
        /// The clone's operand that differs from its nearest candidate's.
        operand: Option<TensorId>,
        /// What differs.
        reason: String,
    },
    /// A collective to time on a profile without a fabric.
    #[error(
        "step {step} is a collective, and hardware profile `{profile}` has no `fabric` to time it on; add `fabric` to the profile or use a built-in one"
    )]
    MissingFabric {
        /// The collective.
        step: NodeId,
        /// The profile's name.
        profile: String,
    },
    /// The plan's collectives are not the input's, in the input's order:
    /// every device of a group must issue its collectives in one order, and
    /// a plan (the same on each device only if each plans the same program)
    /// may not move one past another.
    #[error(
        "step {step} issues collective {position} as {found}, where the input program issues {expected}; a plan must keep the collectives and their order"
    )]
    CollectiveReordered {
        /// Where the plan's sequence departs from the input's (the end of
        /// the graph when it has fewer collectives).
        step: NodeId,
        /// Its position among the collectives, from 0.
        position: usize,
        /// What the input issues there (`none` past its last).
        expected: String,
        /// What the plan issues there (`none` past its last).
        found: String,
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
            | CheckError::MissingFabric { step, .. }
            | CheckError::CollectiveReordered { step, .. }
            | CheckError::SliceOutsideStack { step, .. }
            | CheckError::SliceIndexUnproven { step, .. }
            | CheckError::RecomputeOfImpureOp { step, .. }
            | CheckError::RecomputeOfUnknownOp { step, .. }
            | CheckError::RecomputeUnproven { step, .. }
            | CheckError::CapacityExceeded { step, .. }
            | CheckError::TierCapacityExceeded { step, .. } => Some(step),
        }
    }

    /// The tensor the error is about (the one used, detached, stored,
    /// prefetched from or named, a clone's operand that differs); `None`
    /// for a malformed graph, a missing tier, the capacity and other
    /// errors of clones.
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
            CheckError::RecomputeUnproven { operand, .. } => operand,
            CheckError::Malformed { .. }
            | CheckError::MissingTier { .. }
            | CheckError::MissingFabric { .. }
            | CheckError::CollectiveReordered { .. }
            | CheckError::SliceOutsideStack { .. }
            | CheckError::SliceIndexUnproven { .. }
            | CheckError::RecomputeOfImpureOp { .. }
            | CheckError::RecomputeOfUnknownOp { .. }
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
    /// The input program's collectives, in order
    /// ([`PlanChecker::with_input_collectives`]).
    input_collectives: Option<&'g [CollectiveCall]>,
}

/// One collective a program issues: its op and what it does, as the
/// checker compares a plan's sequence with its input's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectiveCall {
    /// The op (`stablehlo.all_reduce`).
    pub op: String,
    /// Its kind, group and bytes.
    pub collective: crate::graph::Collective,
}

impl std::fmt::Display for CollectiveCall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let c = &self.collective;
        write!(
            f,
            "{} ({} of {} over {} devices)",
            self.op,
            c.kind.name(),
            exact_bytes(c.bytes),
            c.group
        )
    }
}

/// The collectives `graph` issues, in program order.
pub fn collective_calls(graph: &TensorGraph) -> Vec<CollectiveCall> {
    issued_collectives(graph).map(|(_, call)| call).collect()
}

/// The collectives `graph` issues of itself, with their steps, in program
/// order. A clone (an all-gather gathered again) is a plan's, which every
/// rank runs alike: the program's own collectives keep their order around
/// it, so it is left out.
fn issued_collectives(graph: &TensorGraph) -> impl Iterator<Item = (NodeId, CollectiveCall)> + '_ {
    graph
        .nodes_with_ids()
        .filter(|(_, node)| !node.recompute)
        .filter_map(|(step, node)| {
            node.collective.map(|collective| {
                let op = node.op.clone();
                (step, CollectiveCall { op, collective })
            })
        })
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
            input_collectives: None,
        }
    }

    /// The same checker, also proving that the plan issues `input`'s
    /// collectives (the program before planning, [`collective_calls`]) in
    /// `input`'s order ([`CheckError::CollectiveReordered`]).
    pub fn with_input_collectives(self, input: &'g [CollectiveCall]) -> PlanChecker<'g> {
        PlanChecker {
            input_collectives: Some(input),
            ..self
        }
    }

    /// The first place the plan's collectives depart from the input's.
    fn check_collective_order(&self, errors: &mut Vec<CheckError>) {
        let Some(input) = self.input_collectives else {
            return;
        };
        let planned: Vec<(NodeId, CollectiveCall)> = issued_collectives(self.graph).collect();
        let none = || "none".to_string();
        for position in 0..input.len().max(planned.len()) {
            let expected = input.get(position);
            let found = planned.get(position);
            if expected != found.map(|(_, call)| call) {
                errors.push(CheckError::CollectiveReordered {
                    step: found.map_or(self.graph.end(), |&(step, _)| step),
                    position,
                    expected: expected.map_or_else(none, ToString::to_string),
                    found: found.map_or_else(none, |(_, call)| call.to_string()),
                });
                return;
            }
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
        self.check_collective_order(&mut errors);
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

#[cfg(test)]
mod tests;

#[cfg(test)]
mod proptests;
