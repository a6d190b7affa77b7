//! Pass 2 of the checker: the timing replay, when each node runs and each
//! transfer completes on the compute, D2H and H2D streams (see the module
//! documentation of [`super`]).

use super::{CheckError, Facts, PlanChecker};
use crate::{
    cost::{CostModel, Direction},
    graph::{Chunk, NodeId, NodeKind, TensorId, Tier},
};

impl PlanChecker<'_> {
    /// Pass 2: when each node runs and each transfer completes.
    pub(super) fn time(&self, facts: &Facts, errors: &mut Vec<CheckError>) -> Timing {
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
}

/// When things happen (pass 2).
pub(super) struct Timing {
    /// Per step: when the compute stream starts it (offload nodes: issues
    /// it).
    pub(super) start_s: Vec<f64>,
    /// Per step: when the compute stream is done with it (offload nodes:
    /// their issue).
    pub(super) end_s: Vec<f64>,
    /// Per storage tensor: the latest completion of a transfer reading or
    /// writing it (0 without one).
    pub(super) transfers_done_s: Vec<f64>,
    /// Per storage tensor, when (first) detached whole: when its bytes are
    /// released, and the detach.
    pub(super) release: Vec<Option<(f64, NodeId)>>,
    /// Per step, for the detach of a chunk: when the chunk's bytes are
    /// released.
    pub(super) chunk_release: Vec<Option<f64>>,
    pub(super) makespan_s: f64,
    pub(super) transfers: usize,
}
