//! Pass 1 of the checker: the ordering rules, node by node in program
//! order (see the module documentation of [`super`] for the rules).

use super::{
    CheckError, Facts, OffDevice, PlanChecker, Scope,
    values::{Unproven, Values},
};
use crate::graph::{
    Chunk, Node, NodeId, NodeKind, SliceIndex, TensorGraph, TensorId, TensorOrigin, Tier,
};

impl PlanChecker<'_> {
    /// Pass 1: the ordering rules, in program order.
    pub(super) fn check_rules(&self, facts: &Facts, errors: &mut Vec<CheckError>) {
        let mut rules = Rules::new(self, facts, errors);
        for (step, node) in self.graph.nodes_with_ids() {
            if let Some(slice) = &node.slice {
                rules.errors.extend(check_slice(step, &node.op, slice));
            }
            match node.kind {
                NodeKind::Compute => rules.compute(step, node),
                NodeKind::Store {
                    tensor,
                    remote,
                    tier,
                    chunk,
                    into,
                } => rules.store(step, tensor, remote, tier, chunk, into),
                NodeKind::Detach { tensor, remote, .. } => rules.detach(step, tensor, remote),
                NodeKind::Prefetch {
                    remote,
                    tensor,
                    chunk,
                    base,
                } => rules.prefetch(step, remote, tensor, chunk, base),
                NodeKind::Resident {
                    tensor,
                    remote,
                    tier,
                    chunk,
                } => rules.resident(step, tensor, remote, tier, chunk),
            }
        }
        rules.check_returned_copies();
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
}

/// What pass 1 knows at the current step: where each storage tensor's
/// bytes are, and which remote copies hold what. One method per kind of
/// node, each checking that node's rules and then recording what it does.
struct Rules<'a, 'g> {
    checker: &'a PlanChecker<'g>,
    facts: &'a Facts,
    errors: &'a mut Vec<CheckError>,
    /// Per storage tensor: the detach that released all of it.
    detached: Vec<Option<NodeId>>,
    /// Per storage tensor: its chunks off the device now, each with the
    /// step since which it is (a chunk detach, or a chunk prefetch that
    /// made the buffer without it).
    missing: Vec<Vec<(Chunk, NodeId)>>,
    /// Per remote tensor, once an earlier store or resident op made it:
    /// the storage tensors holding its data (the one stored or named, and
    /// those prefetched from it so far).
    holders: Vec<Option<Vec<TensorId>>>,
    /// Per remote copy a chunk store made: what it holds.
    chains: Vec<Option<Chain>>,
    /// Which tensors hold the same values (what a clone must read).
    values: Values,
}

/// A remote copy a chunk store made.
#[derive(Clone, Debug)]
struct Chain {
    /// The chunks it holds: those of the stores it was written into after,
    /// its own last.
    held: Vec<Chunk>,
    /// The storage tensor they are chunks of.
    storage: TensorId,
    /// The chunk store that made it.
    store: NodeId,
}

impl<'a, 'g> Rules<'a, 'g> {
    /// Nothing detached or missing; the copies made before the graph hold
    /// the arguments they were made of.
    fn new(
        checker: &'a PlanChecker<'g>,
        facts: &'a Facts,
        errors: &'a mut Vec<CheckError>,
    ) -> Rules<'a, 'g> {
        let graph = checker.graph;
        let mut holders: Vec<Option<Vec<TensorId>>> = vec![None; graph.tensors.len()];
        // A copy made before the graph holds the argument it was made of.
        for copy in checker.copies_at_entry() {
            holders[copy.remote] = Some(copy.of.map(|of| graph.storage(of)).into_iter().collect());
        }
        let mut values = Values::new(graph);
        for copy in checker.copies_at_entry() {
            if let Some(of) = copy.of {
                values.copied(copy.remote, of);
            }
        }
        Rules {
            checker,
            facts,
            errors,
            detached: vec![None; graph.tensors.len()],
            missing: vec![Vec::new(); graph.tensors.len()],
            holders,
            chains: vec![None; graph.tensors.len()],
            values,
        }
    }

    /// A compute node at `step`: it reads data on the device, and a clone
    /// computes the values of an earlier op.
    fn compute(&mut self, step: NodeId, node: &Node) {
        for &tensor in &node.operands {
            self.check_use(step, tensor);
        }
        let checker = self.checker;
        let op = node.op.clone();
        let error = match self.values.compute(checker.graph, step, node) {
            Ok(()) => return,
            Err(Unproven::NotPure) => CheckError::RecomputeOfImpureOp { step, op },
            Err(Unproven::UnknownIdentity) => CheckError::RecomputeOfUnknownOp { step, op },
            Err(Unproven::Unmatched { operand, reason }) => CheckError::RecomputeUnproven {
                step,
                op,
                operand,
                reason,
            },
        };
        self.errors.push(error);
    }

    /// A compute node at `step` reads `tensor`: it must be defined, on the
    /// device, and not detached.
    fn check_use(&mut self, step: NodeId, tensor: TensorId) {
        let checker = self.checker;
        let storage = checker.graph.storage(tensor);
        let error = if !defined_before(checker.graph, tensor, step) {
            CheckError::UseBeforeDefinition {
                tensor,
                name: checker.name(tensor),
                use_: step,
                op: checker.op(step),
            }
        } else if let Some(place) = self.facts.off_device(storage) {
            CheckError::NotOnDevice {
                tensor,
                name: checker.name(tensor),
                place,
                use_: step,
                op: checker.op(step),
            }
        } else if let Some(detach) = self.detached[storage] {
            CheckError::UseAfterDetach {
                tensor,
                name: checker.name(tensor),
                detach,
                use_: step,
                op: checker.op(step),
            }
        } else if let Some(&(chunk, since)) = self.missing[storage].iter().min() {
            CheckError::ChunkMissing {
                tensor,
                name: checker.name(tensor),
                chunk,
                since,
                use_: step,
                op: checker.op(step),
            }
        } else {
            return;
        };
        self.errors.push(error);
    }

    /// A store at `step` of `tensor` (or its `chunk`) to `remote` in
    /// `tier`, perhaps `into` an earlier chunk store's copy: it reads data
    /// on the device, and makes a copy that holds it.
    fn store(
        &mut self,
        step: NodeId,
        tensor: TensorId,
        remote: TensorId,
        tier: Tier,
        chunk: Option<Chunk>,
        into: Option<TensorId>,
    ) {
        let checker = self.checker;
        let graph = checker.graph;
        let storage = graph.storage(tensor);
        if !defined_before(graph, tensor, step) {
            self.errors.push(CheckError::UseBeforeDefinition {
                tensor,
                name: checker.name(tensor),
                use_: step,
                op: checker.op(step),
            });
        } else if let Some(place) = self
            .facts
            .off_device(storage)
            .or(self.detached[storage].map(OffDevice::Detached))
            .or(self.missing[storage]
                .iter()
                .find(|(gone, _)| chunk.is_none_or(|c| c.overlaps(gone)))
                .map(|&(_, since)| OffDevice::Detached(since)))
        {
            self.errors.push(CheckError::StoreOfOffDeviceTensor {
                store: step,
                tensor,
                name: checker.name(tensor),
                place,
            });
        } else if let Some(c) = chunk {
            self.errors.extend(checker.check_bounds(step, tensor, c));
        }
        if let Some(into) = into {
            let error = self.check_into(step, (tensor, tier, chunk), into);
            self.errors.extend(error);
        }
        if let Some(c) = chunk {
            let mut held = into
                .and_then(|into| self.chains[into].as_ref())
                .map_or_else(Vec::new, |chain| chain.held.clone());
            held.push(c);
            self.chains[remote] = Some(Chain {
                held,
                storage,
                store: step,
            });
        }
        // Recorded even when the store is wrong, so that one mistake gives
        // one error (not one more per detach).
        self.holders[remote] = Some(vec![storage]);
        if chunk.is_none() {
            self.values.copied(remote, tensor);
        }
    }

    /// A store at `step` of `tensor` (to `tier`, of `chunk`) into the copy
    /// `into`: a copy an earlier chunk store of the same tensor made, in
    /// the same tier, that does not hold the chunk yet.
    fn check_into(
        &self,
        step: NodeId,
        (tensor, tier, chunk): (TensorId, Tier, Option<Chunk>),
        into: TensorId,
    ) -> Option<CheckError> {
        let checker = self.checker;
        let storage = checker.graph.storage(tensor);
        let reason = match (chunk, &self.chains[into]) {
            (None, _) => "a whole store writes a copy of its own; store a chunk into the copy, or the whole tensor without `into`".to_string(),
            (Some(_), None) => format!(
                "it writes into {}, which no earlier chunk store made; write into the copy a store_chunk of this tensor made",
                checker.name(into)
            ),
            (Some(_), Some(_))
                if !self.holders[into]
                    .as_ref()
                    .is_some_and(|held| held.contains(&storage)) =>
            {
                format!(
                    "it writes into {}, a copy of another tensor; write into a copy of this one",
                    checker.name(into)
                )
            }
            (Some(_), Some(_)) if self.facts.remote_tier[into] != Some(tier) => format!(
                "it writes into {}, a copy in another tier; store into the tier that copy is in",
                checker.name(into)
            ),
            (Some(c), Some(chain)) if chain.held.iter().any(|h| h.overlaps(&c)) => format!(
                "it writes {c} into {}, which already holds part of it; store each chunk once",
                checker.name(into)
            ),
            _ => return None,
        };
        Some(CheckError::BadChunk {
            step,
            op: checker.op(step),
            tensor,
            name: checker.name(tensor),
            reason,
        })
    }

    /// A detach at `step` of `tensor` (or of the chunk its `remote` copy
    /// holds): the copy holds its data, it is not detached already, and it
    /// is not one the function returns or the caller holds.
    fn detach(&mut self, step: NodeId, tensor: TensorId, remote: TensorId) {
        let checker = self.checker;
        let storage = checker.graph.storage(tensor);
        let held = self.holders[remote]
            .as_ref()
            .is_some_and(|holders| holders.contains(&storage));
        if !held {
            self.errors.push(CheckError::DetachWithoutStore {
                detach: step,
                tensor,
                name: checker.name(tensor),
            });
        }
        let chunk = self.facts.remote_chunk[remote];
        let again = self.detached[storage].or_else(|| {
            let c = chunk?;
            self.missing[storage]
                .iter()
                .find(|(gone, _)| gone.overlaps(&c))
                .map(|&(_, since)| since)
        });
        if let Some(first) = again {
            self.errors.push(CheckError::DoubleDetach {
                first,
                second: step,
                tensor,
                name: checker.name(tensor),
            });
            return;
        }
        if self.missing[storage].is_empty() {
            if self.facts.returned[storage] {
                self.errors.push(CheckError::DetachOfResult {
                    detach: step,
                    tensor,
                    name: checker.name(tensor),
                });
            }
            self.errors
                .extend(checker.check_detach_of_argument(step, tensor));
        }
        match chunk {
            Some(c) => self.missing[storage].push((c, step)),
            None => self.detached[storage] = Some(step),
        }
    }

    /// A prefetch at `step` of `remote` into `tensor` (or of its `chunk`,
    /// perhaps into the buffer `base`): an earlier store or resident op
    /// made the copy, which holds the chunk.
    fn prefetch(
        &mut self,
        step: NodeId,
        remote: TensorId,
        tensor: TensorId,
        chunk: Option<Chunk>,
        base: Option<TensorId>,
    ) {
        let checker = self.checker;
        let graph = checker.graph;
        let Some(holding) = &mut self.holders[remote] else {
            self.errors.push(CheckError::PrefetchWithoutCopy {
                prefetch: step,
                remote,
                name: checker.name(remote),
            });
            return;
        };
        holding.push(graph.storage(tensor));
        let Some(c) = chunk else {
            self.values.copied(tensor, remote);
            return;
        };
        if let Some(error) = checker.check_bounds(step, tensor, c) {
            self.errors.push(error);
            return;
        }
        if let Some(held) = self.facts.remote_chunk[remote]
            && !held.contains(&c)
        {
            self.errors.push(self.bad_chunk(step, tensor, format!(
                "it brings back {c}, but its remote copy holds only {held}; prefetch from the copy of that chunk"
            )));
            return;
        }
        let storage = graph.storage(tensor);
        match base {
            None => {
                // A new buffer: every byte but the chunk's is not there
                // yet.
                let whole = Chunk {
                    start: 0,
                    bytes: graph.tensors[storage].bytes,
                };
                self.missing[storage] = whole.without(&c).map(|gap| (gap, step)).collect();
            }
            Some(base) => self.fill(step, tensor, c, base),
        }
    }

    /// A chunk prefetch at `step` that brings chunk `c` of `tensor` back
    /// into the buffer `base`: a view of the same storage, defined before,
    /// detached by chunks, and missing all of `c`.
    fn fill(&mut self, step: NodeId, tensor: TensorId, c: Chunk, base: TensorId) {
        let checker = self.checker;
        let graph = checker.graph;
        let storage = graph.storage(tensor);
        if graph.storage(base) != storage {
            let error = self.bad_chunk(step, tensor, format!(
                "its base {} is another buffer than the one it fills; make the result a view of the base's storage",
                checker.name(base)
            ));
            self.errors.push(error);
        } else if !defined_before(graph, base, step) {
            self.errors.push(CheckError::UseBeforeDefinition {
                tensor: base,
                name: checker.name(base),
                use_: step,
                op: checker.op(step),
            });
        } else if let Some(whole) = self.detached[storage] {
            let error = self.bad_chunk(
                step,
                tensor,
                format!(
                    "step {whole} detached all of it; prefetch it whole, or detach it by chunks"
                ),
            );
            self.errors.push(error);
        } else if let Some(at) = self.missing[storage]
            .iter()
            .position(|(gone, _)| gone.contains(&c))
        {
            // What is still away of the part it fills.
            let (gone, since) = self.missing[storage].swap_remove(at);
            self.missing[storage].extend(gone.without(&c).map(|rest| (rest, since)));
        } else {
            let error = self.bad_chunk(step, tensor, format!(
                "its base already holds {c} (or part of it); detach that chunk first, or prefetch a chunk that is off the device"
            ));
            self.errors.push(error);
        }
    }

    /// A chunk op at `step` on `tensor` that does not fit it, for `reason`.
    fn bad_chunk(&self, step: NodeId, tensor: TensorId, reason: String) -> CheckError {
        CheckError::BadChunk {
            step,
            op: self.checker.op(step),
            tensor,
            name: self.checker.name(tensor),
            reason,
        }
    }

    /// A resident op at `step` naming `remote`, a copy of `tensor` (or of
    /// its `chunk`) in `tier`: an argument declared in that tier.
    fn resident(
        &mut self,
        step: NodeId,
        tensor: TensorId,
        remote: TensorId,
        tier: Tier,
        chunk: Option<Chunk>,
    ) {
        let checker = self.checker;
        let storage = checker.graph.storage(tensor);
        match self.facts.off_device(storage) {
            Some(OffDevice::Argument(lives)) if lives != tier => {
                self.errors.push(CheckError::ResidentInOtherTier {
                    resident: step,
                    tensor,
                    name: checker.name(tensor),
                    tier,
                    lives,
                });
            }
            Some(OffDevice::Argument(_)) => {}
            _ => self.errors.push(CheckError::ResidentOfDeviceTensor {
                resident: step,
                tensor,
                name: checker.name(tensor),
            }),
        }
        match chunk {
            Some(c) => self.errors.extend(checker.check_bounds(step, tensor, c)),
            None => self.values.copied(remote, tensor),
        }
        self.holders[remote] = Some(vec![storage]);
    }

    /// After the last node: a copy the function returns in a tier holds
    /// all of its tensor.
    fn check_returned_copies(&mut self) {
        let checker = self.checker;
        let graph = checker.graph;
        for (remote, chain) in self.chains.iter().enumerate() {
            let Some(Chain {
                held,
                storage,
                store,
            }) = chain
            else {
                continue;
            };
            let bytes = graph.tensors[*storage].bytes;
            let holds: u64 = held.iter().map(|c| c.bytes).sum();
            if graph.tensors[remote].is_result && holds < bytes {
                self.errors.push(CheckError::BadChunk {
                    step: *store,
                    op: checker.op(*store),
                    tensor: *storage,
                    name: checker.name(*storage),
                    reason: format!(
                        "the function returns the copy it makes, which holds {holds} of the tensor's {bytes} bytes; store the other chunks into it (offload.store_chunk with `into`) before the return, or return a whole store's copy"
                    ),
                });
            }
        }
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

/// Whether `tensor` exists before `step`: an argument, or the result of an
/// earlier node.
fn defined_before(graph: &TensorGraph, tensor: TensorId, step: NodeId) -> bool {
    graph.def_step(tensor).is_none_or(|def| def < step)
}
