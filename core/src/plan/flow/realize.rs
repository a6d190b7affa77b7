//! From the program's bytes to a plan. The program says what is off the
//! device in each gap; the plan moves whole chunks, so:
//!
//! - each tensor is cut into chunks (or kept whole: a result returned on
//!   the device, a tensor no larger than a chunk: the program's
//!   [`Gap::whole`]), and a chunk is off in a gap when at least
//!   `share` of it is at the gap's highest point, the chunks counted off in
//!   order (a weight's in the tier too: each leaves by a detach of its own
//!   copy there); or, pooled, the whole tensors the program moves
//!   a little of are taken whole, the most-moved first ([`pooled`]); the
//!   chunks of a result that may leave for good all leave, into one copy
//!   in the tier, where the program has at least `share` of it leave or a
//!   chunk of it off before (else it moves whole);
//! - its store is issued where the program starts storing it (else right
//!   after the gap's last use), and it is detached right after, so its
//!   bytes go when the store completes;
//! - the prefetches, the weights' included, are then placed together as
//!   late as the host-to-device link lets each finish by its use
//!   (backwards from the last use, each by the start of the next one on
//!   the link, against the start times the weights' stall shifts), which
//!   is where the program's fluid ramps would put whole transfers.

use rustc_hash::{FxHashMap, FxHashSet};

use super::{
    bins::Bins,
    program::{Gap, GapFlow, GapId, Solution},
};
use crate::{
    Chunk, Direction, NodeId, TensorGraph, TensorId,
    plan::{
        Absence, Plan, Source, TensorPlan, chunk_bytes_of, model::Model,
        recompute::RecomputeOptionId,
    },
    simulate::Timeline,
};

/// How a solution becomes a plan.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rounding {
    /// Chunk size (0: whole tensors only).
    pub chunk_bytes: u64,
    /// A chunk is off in a gap while at least this share of it is at the
    /// gap's highest point.
    pub share: f64,
    /// The share of the program's stall the prefetches may cause: they are
    /// placed against the start times that much stall shifts.
    pub stall: f64,
    /// Each prefetch is issued where the program brings its chunk back (the
    /// first bin after the gap's highest point with less than `share` of it
    /// off), instead of packed as late as the link allows.
    pub follow: bool,
    /// Whole tensors the program moves less than `share` of are pooled
    /// ([`pooled`]): the most-moved of them move whole, as many bytes as
    /// the pool's fractions add up to, instead of none.
    pub pool: bool,
    /// Weights in the tier move whole, as the program's ramps would have
    /// them, instead of in chunks: all of a weight
    /// goes where the program has a part of it off, the chunks the
    /// rounding takes where it keeps some on the device.
    pub whole_weights: bool,
}

/// The plan of `solution`.
pub fn plan_of(
    model: &Model,
    bins: &Bins,
    gaps: &[Gap],
    solution: &Solution,
    rounding: Rounding,
) -> Plan {
    plan_forcing(
        model,
        bins,
        gaps,
        solution,
        rounding,
        &FxHashMap::default(),
        false,
    )
}

/// The plan of `solution`, the tensors of `forced` off where the program
/// has at least that share of them off (instead of the rounding's share),
/// and, where the flag says so, back where the program brings them back
/// (else packed with the others): see [`repair_choices`]. Where `ceil`,
/// a forced tensor in chunks rounds up: each of its chunks is off wherever
/// the program has any of it off, so that it holds no more of the tensor
/// than the program anywhere.
pub fn plan_forcing(
    model: &Model,
    bins: &Bins,
    gaps: &[Gap],
    solution: &Solution,
    rounding: Rounding,
    forced: &FxHashMap<TensorId, (f64, bool)>,
    ceil: bool,
) -> Plan {
    let graph = model.graph;
    let mut by_tensor: FxHashMap<TensorId, Vec<GapId>> = FxHashMap::default();
    for (i, gap) in GapId::all(gaps.len()).zip(gaps) {
        by_tensor.entry(gap.tensor).or_default().push(i);
    }
    // Tensors the program recomputes at least `share` of in a gap are
    // recomputed, not moved.
    let recomputed = recomputed(model, solution, rounding.share);
    let mut tensors: Vec<TensorId> = by_tensor
        .keys()
        .copied()
        .filter(|t| !recomputed.iter().any(|&k| model.recomputes[k].tensor == *t))
        .collect();
    tensors.sort_unstable();
    let may_leave = |t: TensorId| may_leave(gaps, &by_tensor[&t]);
    let whole = moving_whole(model, gaps, &by_tensor, solution, rounding, &recomputed);
    let whole_of = |t: TensorId| whole.contains(&t);
    let mut shares: FxHashMap<TensorId, f64> = if rounding.pool {
        pooled(
            tensors.iter().filter(|&&t| whole_of(t)).map(|&t| {
                let most = by_tensor[&t]
                    .iter()
                    .map(|&i| solution.gaps[i].peak())
                    .fold(0.0, f64::max);
                (t, graph.tensors[t].bytes, most)
            }),
            rounding.share,
        )
    } else {
        FxHashMap::default()
    };
    shares.extend(forced.iter().map(|(&t, &(share, _))| (t, share)));
    let follows = |t: TensorId| forced.get(&t).is_some_and(|&(_, follow)| follow);
    let mut plan = Plan::default();
    // Per tensor plan: where the program first has it off.
    let mut wanted: Vec<Option<NodeId>> = Vec::new();
    for t in tensors {
        let mine = &by_tensor[&t];
        let bytes = graph.tensors[t].bytes;
        let whole = whole_of(t);
        let chunk_bytes = chunk_bytes_of(&graph.tensors[t], rounding.chunk_bytes);
        for chunk in chunks_of(bytes, chunk_bytes, whole) {
            // Where the program starts storing the chunk: once more than
            // the chunks before it are stored.
            let stored = solution
                .stored
                .get(&t)
                .and_then(|points| points.iter().find(|&&(_, s)| s > chunk.start as f64 + 1.0))
                .map(|&(b, _)| bins.slot(b));
            let selected = Selected {
                chunk,
                whole,
                all_leave: !whole && may_leave(t),
                share: shares.get(&t).copied().unwrap_or(rounding.share),
                ceil: ceil && !whole && forced.contains_key(&t),
                stored,
                follow: rounding.follow || follows(t),
            };
            if let Some((tp, due)) = selected.plan(
                model,
                bins,
                mine.iter().map(|&i| (&gaps[i], &solution.gaps[i])),
            ) {
                plan.tensors.push(tp);
                wanted.push(due);
            }
        }
    }
    // Transfers issued at one slot run in the order of the plan: the one
    // whose use comes first goes first.
    let mut order: Vec<usize> = (0..plan.tensors.len()).collect();
    order.sort_by_key(|&i| {
        let tp = &plan.tensors[i];
        (
            tp.absences
                .first()
                .map_or(NodeId::new(usize::MAX), |a| a.first_use),
            tp.tensor,
            tp.chunk.map_or(0, |c| c.start),
        )
    });
    let wanted: Vec<Option<NodeId>> = order.iter().map(|&i| wanted[i]).collect();
    let mut sorted: Vec<Option<TensorPlan>> = plan.tensors.drain(..).map(Some).collect();
    plan.tensors = order
        .iter()
        .map(|&i| sorted[i].take().expect("each once"))
        .collect();
    let start_s = shifted_starts(model, bins, solution, rounding.stall);
    schedule_stores(model, &start_s, &wanted, &mut plan);
    if !rounding.follow {
        pack_prefetches(model, &start_s, &mut plan, follows);
    }
    after_detaches(&mut plan);
    let mut admission = crate::plan::recompute::Admission::of(graph, &plan);
    let wanted = recomputed.len();
    let mut refused: std::collections::BTreeMap<_, usize> = Default::default();
    for k in recomputed {
        let option = &model.recomputes[k];
        match admission.refusal(option) {
            Some(why) => *refused.entry(why).or_default() += 1,
            None => {
                admission.take(&mut plan, option);
            }
        }
    }
    let taken = wanted - refused.values().sum::<usize>();
    tracing::debug!(
        wanted,
        taken,
        ?refused,
        share = rounding.share,
        "recomputations realized"
    );
    crate::plan::recompute::sort(&mut plan);
    debug_assert!(
        plan.validate(graph).is_ok(),
        "a realized flow plan is valid: {:?}",
        plan.validate(graph)
    );
    plan
}

/// `plan` (a realization of `solution`) with the program's recomputations
/// put first: the moves that take away what they read at their use (an
/// absence over it; any move of a tensor read through a view or moved in
/// chunks) are dropped, and then every recomputation the program chose
/// is taken. `None` where that changes nothing. The judge weighs it beside
/// `plan`, which keeps the moves and drops the recomputations instead.
pub fn recomputes_first(
    model: &Model,
    solution: &Solution,
    rounding: Rounding,
    plan: &Plan,
) -> Option<Plan> {
    let chosen = recomputed(model, solution, rounding.share);
    if chosen.len() == plan.recomputes.len() {
        return None;
    }
    let mut at: FxHashMap<TensorId, Vec<NodeId>> = FxHashMap::default();
    let mut anywhere: FxHashSet<TensorId> = Default::default();
    for &k in &chosen {
        let option = &model.recomputes[k];
        for &s in &option.reads {
            at.entry(s).or_default().push(option.before);
        }
        anywhere.extend(option.viewed.iter().copied());
        anywhere.insert(option.tensor);
    }
    let mut out = plan.clone();
    out.recomputes.clear();
    for tp in &mut out.tensors {
        // A weight in the tier must come in for its uses: its moves stay,
        // and a recomputation that reads it where it is away is refused.
        if model.graph.starts_off_device(tp.tensor) {
            continue;
        }
        if anywhere.contains(&tp.tensor) || (tp.chunk.is_some() && at.contains_key(&tp.tensor)) {
            tp.absences.clear();
            tp.leaves_after = None;
            continue;
        }
        if let Some(slots) = at.get(&tp.tensor) {
            tp.absences.retain(|a| {
                !slots
                    .iter()
                    .any(|&slot| NodeId::after(a.detach_after) <= slot && slot < a.prefetch_before)
            });
        }
    }
    out.tensors
        .retain(|tp| !tp.absences.is_empty() || tp.leaves_after.is_some());
    out.late.clear();
    let mut admission = crate::plan::recompute::Admission::of(model.graph, &out);
    for k in chosen {
        admission.take(&mut out, &model.recomputes[k]);
    }
    crate::plan::recompute::sort(&mut out);
    (out.validate(model.graph).is_ok() && out != *plan).then_some(out)
}

/// The tensors of `by_tensor` that move whole rather than in chunks: as
/// the program has them (its chunks are the largest of the roundings'),
/// a weight where the rounding moves weights whole, what a recomputation
/// reads (a clone does not read a tensor moved in chunks: its copy back is
/// a buffer the chunks fill), and a result that may leave for good unless
/// it leaves all of it (where the program has at least `share` of it
/// leave, or has a chunk of it off before: a buffer that a chunk left and
/// came back into is not returned on the device).
fn moving_whole(
    model: &Model,
    gaps: &[Gap],
    by_tensor: &FxHashMap<TensorId, Vec<GapId>>,
    solution: &Solution,
    rounding: Rounding,
    recomputed: &[RecomputeOptionId],
) -> FxHashSet<TensorId> {
    let graph = model.graph;
    let may_leave = |t: TensorId| may_leave(gaps, &by_tensor[&t]);
    let leaves_in_chunks = |t: TensorId| {
        let bytes = graph.tensors[t].bytes;
        may_leave(t)
            && by_tensor[&t].iter().any(|&i| {
                let unit = if gaps[i].leaves {
                    bytes
                } else {
                    chunk_bytes_of(&graph.tensors[t], rounding.chunk_bytes).min(bytes)
                };
                solution.gaps[i].peak() >= rounding.share * unit as f64
            })
    };
    let read_by_clones: FxHashSet<TensorId> = recomputed
        .iter()
        .flat_map(|&k| model.recomputes[k].reads.iter().copied())
        .collect();
    by_tensor
        .keys()
        .copied()
        .filter(|&t| {
            rounding.chunk_bytes == 0
                || read_by_clones.contains(&t)
                || by_tensor[&t].iter().any(|&i| gaps[i].whole)
                || (rounding.whole_weights && graph.starts_off_device(t))
                || (may_leave(t) && !leaves_in_chunks(t))
        })
        .collect()
}

/// Whether one of a tensor's gaps (`mine`) lets it leave for good.
fn may_leave(gaps: &[Gap], mine: &[GapId]) -> bool {
    mine.iter().any(|&i| gaps[i].leaves)
}

/// The recomputation options (in `Model::recomputes`) of which the
/// program recomputes at least `share` of the tensor, most bytes first.
fn recomputed(model: &Model, solution: &Solution, share: f64) -> Vec<RecomputeOptionId> {
    let mut chosen: Vec<(RecomputeOptionId, f64)> = solution
        .recomputed
        .iter()
        .copied()
        .filter(|&(k, bytes)| bytes >= share * model.recomputes[k].bytes as f64 && bytes > 0.0)
        .collect();
    chosen.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    chosen.into_iter().map(|(k, _)| k).collect()
}

/// What the program has off at step `at` that `plan` keeps on the device
/// there, most bytes first: `(tensor, share)`, the share of the tensor the
/// program has off at that point (a little under it, for rounding), for a
/// repair to force ([`plan_forcing`]) where the rounding left the bytes on
/// the device at the plan's peak; then the tensors idle at `at` that the
/// plan keeps there and the program does not move, largest first, with a
/// share of 0 (off for their whole gap).
pub fn repair_choices(
    model: &Model,
    bins: &Bins,
    gaps: &[Gap],
    solution: &Solution,
    plan: &Plan,
    at: NodeId,
) -> Vec<(TensorId, f64)> {
    let j = bins.of(at);
    // The bytes of each tensor the plan has off at `at`.
    let mut off: FxHashMap<TensorId, u64> = FxHashMap::default();
    for tp in &plan.tensors {
        let away = tp.absences.iter().any(|a| {
            a.detach_after.map_or(NodeId::FIRST, |d| d + 1) <= at && at < a.prefetch_before
        }) || tp.leaves_after.is_some_and(|l| l < at);
        if away {
            *off.entry(tp.tensor).or_default() += tp.bytes(model.graph);
        }
    }
    let mut choices: Vec<(TensorId, f64, f64)> = gaps
        .iter()
        .zip(&solution.gaps)
        .filter(|(gap, _)| gap.off.contains(&j) && !gap.mandatory && gap.bytes > 0)
        .filter_map(|(gap, flow)| {
            let there = flow.off_at(j).unwrap_or(0.0);
            let missing = there - off.get(&gap.tensor).copied().unwrap_or(0) as f64;
            (missing >= 1.0).then(|| (gap.tensor, missing, 0.999 * there / gap.bytes as f64))
        })
        .collect();
    choices.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    // Then the tensors idle there that the program keeps on the device
    // (its peak is elsewhere, so it moves nothing it need not), largest
    // first, to be taken off for their whole gap (share 0): where the plan
    // peaks above the program at a step the program left slack at, that
    // slack is theirs to take.
    let mut idle: Vec<(TensorId, f64, f64)> = gaps
        .iter()
        .filter(|gap| gap.off.contains(&j) && !gap.mandatory && gap.bytes > 0)
        .filter(|gap| !choices.iter().any(|c| c.0 == gap.tensor))
        .filter_map(|gap| {
            let kept = gap
                .bytes
                .saturating_sub(off.get(&gap.tensor).copied().unwrap_or(0));
            (kept > 0).then_some((gap.tensor, kept as f64, 0.0))
        })
        .collect();
    idle.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    idle.dedup_by_key(|c| c.0);
    choices
        .into_iter()
        .chain(idle)
        .map(|(t, _, share)| (t, share))
        .collect()
}

/// The shares at which pooled tensors move: of the whole tensors
/// `(tensor, bytes, most bytes the program has off at once)` that the
/// program moves less than `share` of, the most-moved (by that fraction)
/// move at the most they are off, while the bytes they move stay within
/// half a tensor of what the pool's fractions add up to; the rest stay.
/// A linear program spreads a little of many tensors where moving a few
/// whole ones does the same; rounding each on its own moves none of them.
fn pooled(
    tensors: impl Iterator<Item = (TensorId, u64, f64)>,
    share: f64,
) -> FxHashMap<TensorId, f64> {
    let mut pool: Vec<(TensorId, u64, f64)> = tensors
        .filter(|&(_, bytes, most)| bytes > 0 && most < share * bytes as f64 && most > 0.0)
        .collect();
    let total: f64 = pool.iter().map(|&(_, _, most)| most).sum();
    pool.sort_by(|a, b| {
        (b.2 / b.1 as f64)
            .total_cmp(&(a.2 / a.1 as f64))
            .then(a.0.cmp(&b.0))
    });
    let mut taken = 0.0;
    let mut shares = FxHashMap::default();
    for (t, bytes, most) in pool {
        if taken + bytes as f64 / 2.0 > total {
            continue;
        }
        taken += bytes as f64;
        // At the gap's highest point (a little under it, for rounding).
        shares.insert(t, 0.999 * most / bytes as f64);
    }
    shares
}

/// The chunks of a tensor of `bytes`: `chunk_bytes` each, the last one
/// shorter; one covering it all when `whole`.
fn chunks_of(bytes: u64, chunk_bytes: u64, whole: bool) -> Vec<Chunk> {
    if whole {
        return vec![Chunk { start: 0, bytes }];
    }
    (0..bytes.div_ceil(chunk_bytes))
        .map(|i| {
            let start = i * chunk_bytes;
            Chunk {
                start,
                bytes: chunk_bytes.min(bytes - start),
            }
        })
        .collect()
}

/// The bytes of a chunk, as a share of it and at least absolutely, that
/// the program may have off before a rounding up takes the chunk off: a
/// solver's tolerance, not a plan.
const CEIL_TOLERANCE: f64 = 1e-4;
const CEIL_TOLERANCE_BYTES: f64 = 4096.0;

/// One chunk of a tensor (all of it when `whole`) and how to read the
/// program for it.
struct Selected {
    chunk: Chunk,
    whole: bool,
    /// A chunk of a result that leaves for good in chunks: it leaves after
    /// its last use, whatever share of it the program has leave there.
    all_leave: bool,
    share: f64,
    /// Off wherever the program has any of the chunk off (beyond a
    /// solver's tolerance), whatever `share` says: the chunks of a tensor
    /// a repair forces, so that the plan holds no more of it than the
    /// program anywhere.
    ceil: bool,
    /// The slot its store is issued at, where the program starts storing it.
    stored: Option<NodeId>,
    /// Its prefetches issued where the program brings it back.
    follow: bool,
}

impl Selected {
    /// The bytes of its tensor the program must have off for the chunk to
    /// be off: `share` of it beyond the chunks before it, or, rounding up,
    /// any of it beyond a solver's tolerance.
    fn threshold(&self) -> f64 {
        let start = self.chunk.start as f64;
        let by_share = start + self.share * self.chunk.bytes as f64;
        if !self.ceil {
            return by_share;
        }
        let tolerance = (CEIL_TOLERANCE * self.chunk.bytes as f64).max(CEIL_TOLERANCE_BYTES);
        by_share.min(start + tolerance)
    }

    /// The chunk's plan over the tensor's gaps (in program order), its
    /// prefetches at the latest slot of their gap: [`pack_prefetches`]
    /// places them.
    fn plan<'a>(
        &self,
        model: &Model,
        bins: &Bins,
        gaps: impl Iterator<Item = (&'a Gap, &'a GapFlow)>,
    ) -> Option<(TensorPlan, Option<NodeId>)> {
        let threshold = self.threshold();
        let mut source = None;
        let mut absences = Vec::new();
        let mut leaves_after = None;
        let mut tensor = None;
        // Where the program first has the chunk off: its store is due then.
        let mut wanted = None;
        for (gap, flow) in gaps {
            tensor = Some(gap.tensor);
            // Where the program brings the chunk back: the first point after
            // its highest one with less than `share` of the chunk off; else
            // the last bin before the use. Packing moves it later.
            let top = flow
                .points
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.1.total_cmp(&b.1.1).then(b.0.cmp(&a.0)))
                .map_or(0, |(k, _)| k);
            let comes_back = flow.points[top.min(flow.points.len())..]
                .iter()
                .find(|&&(_, b)| b < threshold)
                .map(|&(bin, _)| bin)
                .or(gap.back_by)
                .map_or(NodeId::FIRST, |b| bins.slot(b));
            let latest = if self.follow {
                comes_back.min(gap.to)
            } else {
                gap.to
            };
            if gap.mandatory {
                // Off from the start, always brought in.
                source = Some(Source::Resident);
                absences.push(Absence {
                    detach_after: None,
                    prefetch_before: latest,
                    first_use: gap.to,
                });
                continue;
            }
            // (A share of 0, forced by a repair, takes the chunk off from
            // the gap's start even where the program has none of it off.)
            let Some(off) = flow
                .points
                .iter()
                .copied()
                .find(|&(_, b)| b >= threshold)
                .or_else(|| {
                    (threshold <= 0.0 || (gap.leaves && self.all_leave))
                        .then_some((gap.off.start, 0.0))
                })
            else {
                continue;
            };
            let stored_after = match (source, gap.needs_store) {
                (Some(Source::Store { after }), _) => Some(after),
                (Some(_), _) | (None, false) => None,
                (None, true) => {
                    // Not before the tensor is made (an argument: at the
                    // entry).
                    let at = self
                        .stored
                        .unwrap_or(NodeId::after(gap.from))
                        .max(NodeId::after(model.graph.def_step(gap.tensor)));
                    let after = at.checked_sub(1);
                    source = Some(match after {
                        Some(after) => Source::Store { after },
                        None => Source::StoreAtEntry,
                    });
                    after
                }
            };
            // A weight's later gap: its copy is the tier's.
            let source = *source.get_or_insert(Source::Resident);
            // Detached right after its last use (or its store, for an
            // argument; absent from the entry for a donated argument stored
            // there); [`schedule_stores`] moves it after the store where
            // the store is issued later.
            let detach_after = match (gap.from, stored_after) {
                (Some(from), _) => Some(from),
                (None, Some(stored)) => Some(stored),
                (None, None) if absences.is_empty() && source == Source::StoreAtEntry => None,
                (None, None) => continue,
            };
            if gap.leaves {
                leaves_after = detach_after;
                wanted.get_or_insert(bins.slot(off.0));
                continue;
            }
            if detach_after.is_some_and(|d| d + 1 >= latest) {
                continue;
            }
            wanted.get_or_insert(bins.slot(off.0));
            absences.push(Absence {
                detach_after,
                prefetch_before: latest,
                first_use: gap.to,
            });
        }
        if absences.is_empty() && leaves_after.is_none() {
            return None;
        }
        let tensor = tensor?;
        let plan = TensorPlan {
            tensor,
            tier: model.tier_of(tensor),
            source: source?,
            absences,
            leaves_after,
            chunk: (!self.whole).then_some(self.chunk),
        };
        Some((plan, wanted))
    }
}

/// The start of each step (and the end) with `share` of the stall the
/// program puts after each bin (and before the first), or the weights'
/// stall of the model where that is more.
fn shifted_starts(model: &Model, bins: &Bins, solution: &Solution, share: f64) -> Vec<f64> {
    let entry = solution.stall_after_s.last().copied().unwrap_or(0.0);
    let mut shift = share * entry;
    let mut out = Vec::with_capacity(model.start_s.len());
    for j in 0..bins.len() {
        for step in bins.steps(j) {
            out.push(model.start_s[step] + shift);
        }
        shift += share * solution.stall_after_s[j];
    }
    out.push(model.start_s[model.start_s.len() - 1] + shift);
    out.iter()
        .zip(&model.place_s)
        .map(|(&a, &b)| a.max(b))
        .collect()
}

/// Issues the stores of `plan` on the device-to-host link, earliest due
/// first: whenever the link is free, the store due first (at `wanted`, where
/// the program has its chunk off) among those whose tensor exists is issued
/// at the last slot that starts by then. Each detach then follows its store.
/// A copy stored at the entry keeps its place.
fn schedule_stores(model: &Model, start_s: &[f64], wanted: &[Option<NodeId>], plan: &mut Plan) {
    struct Job {
        plan: usize,
        release: NodeId,
        due_s: f64,
        seconds: f64,
    }
    let end = model.graph.end();
    let mut jobs: Vec<Job> = plan
        .tensors
        .iter()
        .enumerate()
        .filter(|(_, tp)| matches!(tp.source, Source::Store { .. }))
        .map(|(i, tp)| {
            let bytes = tp.bytes(model.graph);
            Job {
                plan: i,
                release: NodeId::after(model.graph.def_step(tp.tensor)).max(NodeId::new(1)),
                due_s: wanted[i].map_or(f64::INFINITY, |w| start_s[w]),
                seconds: model
                    .cost
                    .transfer_time(bytes, tp.tier, Direction::DeviceToHost)
                    .unwrap_or(f64::INFINITY),
            }
        })
        .collect();
    jobs.sort_by_key(|j| (j.release, j.plan));
    let slot_at = |t: f64| {
        NodeId::new(
            start_s[..end.index()]
                .partition_point(|&s| s <= t + 1e-15)
                .saturating_sub(1),
        )
    };
    let mut pool: std::collections::BinaryHeap<(std::cmp::Reverse<u64>, std::cmp::Reverse<usize>)> =
        Default::default();
    let (mut free_s, mut next) = (0.0f64, 0);
    while next < jobs.len() || !pool.is_empty() {
        if pool.is_empty() {
            free_s = free_s.max(start_s[jobs[next].release]);
        }
        while next < jobs.len() && start_s[jobs[next].release] <= free_s + 1e-15 {
            pool.push((
                std::cmp::Reverse(jobs[next].due_s.to_bits()),
                std::cmp::Reverse(next),
            ));
            next += 1;
        }
        let (_, std::cmp::Reverse(k)) = pool.pop().expect("a store is released");
        let job = &jobs[k];
        let slot = slot_at(free_s).max(job.release);
        free_s = free_s.max(start_s[slot]) + job.seconds;
        let after = slot - 1;
        let tp = &mut plan.tensors[job.plan];
        tp.source = Source::Store { after };
        for absence in &mut tp.absences {
            absence.detach_after = absence.detach_after.map(|d| d.max(after));
        }
        tp.leaves_after = tp.leaves_after.map(|d| d.max(after));
    }
}

/// Places every prefetch of `plan` (but those of the tensors `kept`, left
/// where they are) as late as the host-to-device link lets it finish by
/// its use: backwards from the last use, each finishes by its use and by
/// the start of the one after it on the link, at the last slot that starts
/// in time (against the start times the weights' stall shifts), never
/// before its absence starts. An absence whose prefetch would have to come
/// before it starts is dropped (the chunk stays).
fn pack_prefetches(
    model: &Model,
    start_s: &[f64],
    plan: &mut Plan,
    kept: impl Fn(TensorId) -> bool,
) {
    let mut order: Vec<(usize, usize)> = plan
        .tensors
        .iter()
        .enumerate()
        .filter(|(_, tp)| !kept(tp.tensor))
        .flat_map(|(i, tp)| (0..tp.absences.len()).map(move |a| (i, a)))
        .collect();
    order.sort_by_key(|&(i, a)| {
        let tp = &plan.tensors[i];
        (
            std::cmp::Reverse(tp.absences[a].first_use),
            std::cmp::Reverse(tp.tensor),
            std::cmp::Reverse(tp.chunk.map_or(0, |c| c.start)),
        )
    });
    let mut link_end = f64::INFINITY;
    let mut dropped: Vec<(usize, usize)> = Vec::new();
    // Per slot, the first in the plan's order of the prefetches placed
    // there that are due later than the ones being placed: within a slot
    // the link takes them in the plan's order.
    let mut first_later: FxHashMap<NodeId, usize> = FxHashMap::default();
    let mut group: (NodeId, Vec<(NodeId, usize)>) = (NodeId::new(usize::MAX), Vec::new());
    for (i, a) in order {
        let tp = &mut plan.tensors[i];
        let bytes = tp.bytes(model.graph);
        let seconds = model
            .cost
            .transfer_time(bytes, tp.tier, Direction::HostToDevice)
            .unwrap_or(f64::INFINITY);
        let absence = &mut tp.absences[a];
        if absence.first_use != group.0 {
            for (slot, index) in group.1.drain(..) {
                let first = first_later.entry(slot).or_insert(index);
                *first = (*first).min(index);
            }
            group.0 = absence.first_use;
        }
        let finish = start_s[absence.first_use].min(link_end);
        let start = finish - seconds;
        let mut slot = NodeId::new(
            start_s[..=absence.first_use.index()]
                .partition_point(|&s| s <= start + 1e-15)
                .saturating_sub(1),
        );
        // Not behind a prefetch due later that the link takes first.
        while first_later.get(&slot).is_some_and(|&first| first < i) && slot > NodeId::FIRST {
            slot = slot.saturating_sub(1);
        }
        let earliest = NodeId::after(absence.detach_after);
        if slot < earliest && absence.detach_after.is_some() {
            dropped.push((i, a));
            continue;
        }
        let slot = slot.max(earliest);
        absence.prefetch_before = slot;
        group.1.push((slot, i));
        // The one before it on the link must be done by the time this one
        // has to start.
        link_end = start.min(start_s[slot].max(start));
    }
    dropped.sort_unstable_by(|x, y| y.cmp(x));
    for (i, a) in dropped {
        plan.tensors[i].absences.remove(a);
    }
    plan.tensors
        .retain(|tp| !tp.absences.is_empty() || tp.leaves_after.is_some());
}

/// Every prefetch no earlier than right after its detach (which its store
/// may have moved later); an absence with no slot left before its use is
/// dropped (the chunk stays).
fn after_detaches(plan: &mut Plan) {
    for tp in &mut plan.tensors {
        tp.absences.retain_mut(|absence| {
            let earliest = NodeId::after(absence.detach_after);
            if absence.detach_after.is_some() && earliest > absence.first_use {
                return false;
            }
            absence.prefetch_before = absence.prefetch_before.max(earliest);
            true
        });
    }
    plan.tensors
        .retain(|tp| !tp.absences.is_empty() || tp.leaves_after.is_some());
}

/// The steps of `graph` that each compute node of `offloaded` (its graph
/// with a plan's offload nodes) runs, in order: `None` for a node the plan
/// added (an offload node, a view made again, a recomputation).
pub fn original_steps(graph: &TensorGraph, offloaded: &TensorGraph) -> Vec<Option<NodeId>> {
    let mut next = NodeId::FIRST;
    offloaded
        .nodes
        .iter()
        .map(|node| {
            let original = graph.nodes.get(next.index())?;
            let same = matches!(node.kind, crate::NodeKind::Compute)
                && !node.recompute
                && node.op == original.op
                && node.location == original.location;
            same.then(|| {
                next += 1;
                next - 1
            })
        })
        .collect()
}

/// The start time of each step of `graph` in the simulated run
/// (`timeline`) of a plan that made `offloaded` of it, and the end of the
/// last one: a step that takes no time starts where the one before it ends.
/// Against these times [`repack`] places a plan's prefetches where its own
/// run, its stalls included, lets them go.
pub fn simulated_starts(
    graph: &TensorGraph,
    offloaded: &TensorGraph,
    timeline: &Timeline,
) -> Vec<f64> {
    let steps = original_steps(graph, offloaded);
    let mut ran: Vec<Option<(f64, f64)>> = vec![None; graph.nodes.len()];
    for busy in &timeline.compute_busy {
        if let Some(step) = steps.get(busy.node.index()).copied().flatten() {
            ran[step.index()] = Some((busy.start_s, busy.end_s));
        }
    }
    let mut out = Vec::with_capacity(graph.nodes.len() + 1);
    let mut end = 0.0f64;
    for step in ran {
        match step {
            Some((start, finish)) => {
                out.push(start.max(end));
                end = finish.max(end);
            }
            None => out.push(end),
        }
    }
    out.push(end);
    out
}

/// `plan` with its prefetches placed again as late as the host-to-device
/// link lets each finish by its use, against the steps' start times
/// `start_s` (those of the plan's own run, [`simulated_starts`]): where the
/// program's timing put them earlier than that run needs, they hold their
/// bytes for less time.
pub fn repack(model: &Model, start_s: &[f64], plan: &Plan) -> Plan {
    let mut out = plan.clone();
    pack_prefetches(model, start_s, &mut out, |_| false);
    out
}

/// `plan` with the prefetches its uses waited for issued earlier: each
/// absence whose first use waited `stall` seconds in its simulation
/// (`waited`, by step of the function) comes back at the last slot that
/// starts that much earlier (on `start_s`), not before its absence starts.
/// For a plan the program timed too hopefully (its prefetches where the
/// program brings the chunks back), this trades memory for time.
pub fn hasten(start_s: &[f64], plan: &Plan, waited: &[(NodeId, f64)]) -> Plan {
    let mut out = plan.clone();
    for tp in &mut out.tensors {
        for absence in &mut tp.absences {
            let Some(&(_, stall)) = waited.iter().find(|(u, _)| *u == absence.first_use) else {
                continue;
            };
            let slot = absence.prefetch_before;
            let target = start_s[slot] - stall;
            let earlier = NodeId::new(
                start_s[..=slot.index()]
                    .partition_point(|&s| s <= target + 1e-15)
                    .saturating_sub(1),
            );
            absence.prefetch_before = earlier.max(NodeId::after(absence.detach_after)).min(slot);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forced_chunk_rounds_up_where_a_shared_one_rounds_down() {
        // A 1 GiB tensor in 64 MiB chunks with 4.03 chunks' worth off (a
        // budget's program): the fifth chunk is off only rounding up.
        let chunk_bytes = 64u64 << 20;
        let off = 4.03 * chunk_bytes as f64;
        let fifth = |share: f64, ceil: bool| Selected {
            chunk: Chunk {
                start: 4 * chunk_bytes,
                bytes: chunk_bytes,
            },
            whole: false,
            all_leave: false,
            share,
            ceil,
            stored: None,
            follow: false,
        };
        assert!(fifth(0.3, false).threshold() > off);
        assert!(fifth(0.3, true).threshold() <= off);
        // A share of 0 (off for the whole gap) stays 0 beyond the start.
        assert_eq!(fifth(0.0, true).threshold(), (4 * chunk_bytes) as f64);
        // Within a solver's tolerance of nothing, it stays on.
        assert!(fifth(0.3, true).threshold() > (4 * chunk_bytes) as f64 + 1.0);
        // The fourth chunk, all of it off, is off either way.
        let fourth = Selected {
            chunk: Chunk {
                start: 3 * chunk_bytes,
                bytes: chunk_bytes,
            },
            ..fifth(0.8, false)
        };
        assert!(fourth.threshold() <= off);
    }

    #[test]
    fn chunks_cover_the_tensor_the_last_one_shorter() {
        let chunks = chunks_of(10, 4, false);
        assert_eq!(
            chunks,
            vec![
                Chunk { start: 0, bytes: 4 },
                Chunk { start: 4, bytes: 4 },
                Chunk { start: 8, bytes: 2 }
            ]
        );
        assert_eq!(
            chunks_of(10, 4, true),
            vec![Chunk {
                start: 0,
                bytes: 10
            }]
        );
    }

    #[test]
    fn chunks_are_whole_elements_and_at_most_a_bounded_count_a_tensor() {
        let mut graph = crate::testing::GraphBuilder::new("f");
        let weight = graph.arg(64 << 10);
        let mut graph = graph.finish();
        graph.tensors[weight].element_bytes = 4;
        let tensor = &graph.tensors[weight];
        // 3 and 6 bytes are no whole f32s: a chunk of them would start
        // inside an element.
        assert_eq!(chunk_bytes_of(tensor, 0), 0);
        assert_eq!(chunk_bytes_of(tensor, 6 << 10), 6 << 10);
        assert_eq!(chunk_bytes_of(tensor, (6 << 10) + 3), (6 << 10) + 4);
        // 16 bytes would cut 64 KiB into 4096 chunks: 64 of 1 KiB.
        for small in [1, 3, 6, 16, 1023] {
            let chunk = chunk_bytes_of(tensor, small);
            assert_eq!(chunk, 1024, "{small}");
            assert_eq!(chunks_of(tensor.bytes, chunk, false).len(), 64);
        }
        // Bounded for any size, whole elements still.
        graph.tensors[weight].bytes = u64::MAX - 3;
        let chunk = chunk_bytes_of(&graph.tensors[weight], 7);
        assert!(chunk.is_multiple_of(4));
        assert!((u64::MAX - 3).div_ceil(chunk) <= crate::plan::MAX_CHUNKS_PER_TENSOR);
    }

    #[test]
    fn pooled_tensors_move_whole_as_many_bytes_as_their_fractions_add_to() {
        let t = TensorId::new;
        // Seven 10-byte tensors 2.0 to 2.9 bytes off (17.7 in all), one
        // 3 of 10 off (at the share: rounded on its own, not pooled) and one
        // never off.
        let tensors = [
            (t(0), 10, 2.0),
            (t(1), 10, 2.9),
            (t(2), 10, 2.5),
            (t(3), 10, 2.8),
            (t(4), 10, 2.6),
            (t(5), 10, 3.0),
            (t(6), 10, 0.0),
            (t(7), 10, 2.7),
            (t(8), 10, 2.2),
        ];
        let shares = pooled(tensors.into_iter(), 0.3);
        // The most-moved first: 2.9 and 2.8 of 10 (20 bytes for 17.7:
        // within half a tensor), not a third (30 for 17.7).
        let mut taken: Vec<_> = shares.keys().copied().collect();
        taken.sort_unstable();
        assert_eq!(taken, vec![t(1), t(3)]);
        // Each off at (just under) the most the program has it off.
        assert!((shares[&t(1)] - 0.999 * 0.29).abs() < 1e-9);
        assert!((shares[&t(3)] - 0.999 * 0.28).abs() < 1e-9);
    }
}
