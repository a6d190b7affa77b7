//! Pass 1 of the checker: the ordering rules, node by node in program
//! order (see the module documentation of [`super`] for the rules).

use super::{CheckError, Facts, OffDevice, PlanChecker, Scope};
use crate::graph::{
    Chunk, NodeId, NodeKind, SliceIndex, TensorGraph, TensorId, TensorOrigin, Tier,
};

impl PlanChecker<'_> {
    /// Pass 1: the ordering rules, in program order.
    pub(super) fn check_rules(&self, facts: &Facts, errors: &mut Vec<CheckError>) {
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
