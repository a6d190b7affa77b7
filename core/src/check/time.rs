//! Pass 2 of the checker: the timing replay, when each node runs and each
//! transfer completes on the compute, D2H and H2D streams (see the module
//! documentation of [`super`]).

use super::{CheckError, Facts, PlanChecker};
use crate::{
    cost::{CostModel, Direction},
    graph::{Chunk, Collective, Node, NodeId, NodeKind, SliceStream, TensorId, Tier},
};

impl PlanChecker<'_> {
    /// Pass 2: when each node runs and each transfer completes.
    pub(super) fn time(&self, facts: &Facts, errors: &mut Vec<CheckError>) -> Timing {
        let mut replay = Replay::new(self, facts, errors);
        for (step, node) in self.graph.nodes_with_ids() {
            let issue_s = replay.clock;
            replay.timing.start_s[step] = issue_s;
            replay.timing.end_s[step] = issue_s;
            match node.kind {
                NodeKind::Compute => replay.compute(step, node, issue_s),
                NodeKind::Store {
                    tensor,
                    remote,
                    tier,
                    chunk,
                    ..
                } => replay.store(step, issue_s, tensor, remote, tier, chunk),
                NodeKind::Detach {
                    tensor,
                    remote,
                    wait,
                } => replay.detach(step, issue_s, tensor, remote, wait),
                NodeKind::Prefetch {
                    remote,
                    tensor,
                    chunk,
                    ..
                } => replay.prefetch(step, issue_s, remote, tensor, chunk),
                NodeKind::Resident { remote, tier, .. } => {
                    replay.copy_ready[remote] = Some((0.0, tier));
                }
            }
        }
        replay.finish()
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

/// Pass 2's state: the three streams (compute, D2H, H2D), when each
/// tensor's data and each remote copy is ready, and the [`Timing`] so far.
/// One method per kind of node, each issued when the compute stream
/// reaches it.
struct Replay<'a, 'g> {
    checker: &'a PlanChecker<'g>,
    facts: &'a Facts,
    errors: &'a mut Vec<CheckError>,
    timing: Timing,
    /// Per tensor: when its data is on the device (computed, or arrived).
    data_ready_s: Vec<f64>,
    /// Per prefetched tensor: when it arrives.
    arrival_s: Vec<Option<f64>>,
    /// Per storage tensor: the transfers of it so far, each with the bytes
    /// it reads or writes (the whole buffer, or one chunk) and when it
    /// completes. A chunk is released after those that overlap it.
    transfers_of: Vec<Vec<(Chunk, f64)>>,
    /// Per remote copy made so far: when it is complete, and its tier.
    copy_ready: Vec<Option<(f64, Tier)>>,
    /// When the compute stream is free.
    clock: f64,
    /// When the D2H stream is free.
    d2h_free_s: f64,
    /// When the H2D stream is free.
    h2d_free_s: f64,
    /// When the fabric stream is free.
    fabric_free_s: f64,
}

/// The copies of one slice stream of a loop.
#[derive(Clone, Copy)]
struct StreamCopy<'n> {
    stream: &'n SliceStream,
    /// Whether the loop reads the stack (H2D copies), else writes it.
    reads: bool,
    /// One slice's copy, seconds.
    one_s: f64,
    tier: Tier,
}

impl<'a, 'g> Replay<'a, 'g> {
    /// Every stream free at 0; the copies made before the graph complete.
    fn new(
        checker: &'a PlanChecker<'g>,
        facts: &'a Facts,
        errors: &'a mut Vec<CheckError>,
    ) -> Replay<'a, 'g> {
        let graph = checker.graph;
        let tensors = graph.tensors.len();
        let timing = Timing {
            start_s: vec![0.0; graph.nodes.len()],
            end_s: vec![0.0; graph.nodes.len()],
            transfers_done_s: vec![0.0; tensors],
            release: vec![None; tensors],
            chunk_release: vec![None; graph.nodes.len()],
            makespan_s: 0.0,
            transfers: 0,
        };
        let mut copy_ready: Vec<Option<(f64, Tier)>> = vec![None; tensors];
        for copy in checker.copies_at_entry() {
            copy_ready[copy.remote] = Some((0.0, copy.tier));
        }
        Replay {
            checker,
            facts,
            errors,
            timing,
            data_ready_s: vec![0.0_f64; tensors],
            arrival_s: vec![None; tensors],
            transfers_of: vec![Vec::new(); tensors],
            copy_ready,
            clock: 0.0_f64,
            d2h_free_s: 0.0_f64,
            h2d_free_s: 0.0_f64,
            fabric_free_s: 0.0_f64,
        }
    }

    /// All of a storage tensor's bytes, as a chunk.
    fn whole(&self, storage: TensorId) -> Chunk {
        Chunk {
            start: 0,
            bytes: self.checker.graph.tensors[storage].bytes,
        }
    }

    /// [`PlanChecker::transfer_seconds`], its error collected.
    fn transfer_seconds(
        &mut self,
        step: NodeId,
        bytes: u64,
        tier: Tier,
        direction: Direction,
    ) -> f64 {
        self.checker
            .transfer_seconds(step, bytes, tier, direction, self.errors)
    }

    /// A compute node at `step`, issued at `issue_s`: it starts once every
    /// prefetched tensor it uses has arrived (and its loop's first
    /// slices), and ends once its compute and its loop's copies have.
    fn compute(&mut self, step: NodeId, node: &Node, issue_s: f64) {
        if let Some(collective) = node.collective {
            return self.collective(step, node, &collective, issue_s);
        }
        let graph = self.checker.graph;
        let mut start_s = node
            .operands
            .iter()
            .filter_map(|&t| self.arrival_s[graph.storage(t)])
            .fold(self.clock, f64::max);
        let op_s = self.checker.cost.op_time(node);
        let copies = self.first_slices(step, node, issue_s, &mut start_s);
        let end_s = self.loop_end_s(node, op_s, start_s, &copies);
        for &result in &node.results {
            self.data_ready_s[result] = end_s;
        }
        self.timing.start_s[step] = start_s;
        self.timing.end_s[step] = end_s;
        self.clock = end_s;
    }

    /// A collective at `step`, issued at `issue_s`: it runs on the fabric
    /// once its operands are on the device and the collectives before it
    /// are done; on a fabric sharing a tier's link, the copies queued on
    /// both directions of the link finish its time later. The compute
    /// stream goes on. Its results arrive, and its operands are released,
    /// when it ends.
    fn collective(&mut self, step: NodeId, node: &Node, collective: &Collective, issue_s: f64) {
        let graph = self.checker.graph;
        let cost = self.checker.cost;
        let seconds = cost.collective_time(node, collective).unwrap_or_else(|_| {
            self.errors.push(CheckError::MissingFabric {
                step,
                profile: cost.profile.name.clone(),
            });
            0.0
        });
        let shared = cost.fabric_shares_tier();
        let start_s = node
            .operands
            .iter()
            .map(|&t| {
                let storage = graph.storage(t);
                self.arrival_s[storage]
                    .unwrap_or(0.0)
                    .max(self.data_ready_s[storage])
            })
            .fold(issue_s.max(self.fabric_free_s), f64::max);
        let end_s = start_s + seconds;
        self.fabric_free_s = end_s;
        if shared.is_some() {
            // The copies queued on the shared link finish that much later.
            self.h2d_free_s = self.h2d_free_s.max(start_s) + seconds;
            self.d2h_free_s = self.d2h_free_s.max(start_s) + seconds;
        }
        self.timing.start_s[step] = start_s;
        for &result in &node.results {
            let storage = graph.storage(result);
            self.arrival_s[storage] = Some(end_s);
            self.data_ready_s[result] = end_s;
        }
        for &operand in &node.operands {
            let storage = graph.storage(operand);
            self.timing.transfers_done_s[storage] =
                self.timing.transfers_done_s[storage].max(end_s);
            let whole = self.whole(storage);
            self.transfers_of[storage].push((whole, end_s));
        }
    }

    /// A loop's slice streams: a read stack's first slice arrives before
    /// the loop starts (so `start_s` waits for it); each iteration then
    /// copies one slice of every stack. The copies of each stream, with
    /// one slice's duration.
    fn first_slices<'n>(
        &mut self,
        step: NodeId,
        node: &'n Node,
        issue_s: f64,
        start_s: &mut f64,
    ) -> Vec<StreamCopy<'n>> {
        let mut copies = Vec::with_capacity(node.streams.len());
        for stream in &node.streams {
            let (tier, reads) = match (stream.stores_to, self.copy_ready[stream.remote]) {
                (Some(tier), _) => (tier, false),
                (None, Some((ready_s, tier))) => {
                    let one_s = self.transfer_seconds(
                        step,
                        stream.slice_bytes,
                        tier,
                        Direction::HostToDevice,
                    );
                    // A nested loop copies its first slices in each run,
                    // within this loop's time.
                    if stream.nested.is_none() {
                        let first_s = issue_s.max(self.h2d_free_s).max(ready_s) + one_s;
                        self.h2d_free_s = first_s;
                        *start_s = start_s.max(first_s);
                        self.timing.transfers += 1;
                    }
                    (tier, true)
                }
                (None, None) => {
                    self.errors.push(CheckError::PrefetchWithoutCopy {
                        prefetch: step,
                        remote: stream.remote,
                        name: self.checker.graph.tensors[stream.remote].name.clone(),
                    });
                    continue;
                }
            };
            let one_s = self.transfer_seconds(step, stream.slice_bytes, tier, direction_of(reads));
            copies.push(StreamCopy {
                stream,
                reads,
                one_s,
                tier,
            });
        }
        copies
    }

    /// When a loop node that starts at `start_s`, computing for `op_s`,
    /// ends: as long as the longer of its compute and either link's copies
    /// per iteration, and not before its copies are done (which occupy
    /// the links).
    fn loop_end_s(
        &mut self,
        node: &Node,
        op_s: f64,
        start_s: f64,
        copies: &[StreamCopy<'_>],
    ) -> f64 {
        let cost = self.checker.cost;
        // Loops nested in this one: their first slices in each run and
        // what their iterations' copies take beyond their compute lengthen
        // this loop's.
        let nested: Vec<_> = copies
            .iter()
            .filter(|copy| copy.stream.nested.is_some())
            .map(|copy| (copy.stream, direction_of(copy.reads), copy.one_s))
            .collect();
        let busy_s = op_s + cost.nested_streams_s(node, &nested);
        // Each link's copies of one iteration one after another, a
        // one-slot read's once its slot is free.
        let iteration_of = |n: f64| {
            CostModel::streamed_iteration_s(
                busy_s / n,
                copies
                    .iter()
                    .filter(|copy| copy.stream.nested.is_none())
                    .map(|copy| {
                        (
                            direction_of(copy.reads),
                            cost.stream_start_s(node, copy.stream),
                            copy.one_s,
                        )
                    }),
            )
        };
        let mut end_s = start_s + busy_s;
        for &StreamCopy {
            stream,
            reads,
            one_s,
            tier,
        } in copies
        {
            let iterations = stream.iterations.max(1);
            let n = iterations as f64;
            let count = stream.copies_during_loop();
            let free_s = if reads {
                &mut self.h2d_free_s
            } else {
                &mut self.d2h_free_s
            };
            let done_s = start_s.max(*free_s) + one_s * count as f64;
            *free_s = done_s;
            if stream.nested.is_none() {
                end_s = end_s.max(start_s + n * iteration_of(n));
            }
            end_s = end_s.max(done_s);
            self.timing.transfers += count as usize;
            // A stack written here is complete in its tier with its last
            // slice.
            if !reads {
                self.copy_ready[stream.remote] = Some((done_s, tier));
            }
        }
        end_s
    }

    /// A store at `step`, issued at `issue_s`, of `tensor` (or its `chunk`)
    /// to `remote` in `tier`: it starts once the D2H stream is free and
    /// its data is on the device.
    fn store(
        &mut self,
        step: NodeId,
        issue_s: f64,
        tensor: TensorId,
        remote: TensorId,
        tier: Tier,
        chunk: Option<Chunk>,
    ) {
        let storage = self.checker.graph.storage(tensor);
        let part = chunk.unwrap_or(self.whole(storage));
        let seconds = self.transfer_seconds(step, part.bytes, tier, Direction::DeviceToHost);
        let begin_s = issue_s.max(self.d2h_free_s).max(self.data_ready_s[storage]);
        let done_s = begin_s + seconds;
        self.d2h_free_s = done_s;
        self.copy_ready[remote] = Some((done_s, tier));
        self.timing.transfers_done_s[storage] = self.timing.transfers_done_s[storage].max(done_s);
        self.transfers_of[storage].push((part, done_s));
        self.timing.transfers += 1;
    }

    /// A detach at `step`, issued at `issue_s`, of `tensor` (or of the
    /// chunk `remote` holds): released once the transfers of it issued
    /// before complete; one that `wait`s holds the compute stream until
    /// then.
    fn detach(
        &mut self,
        step: NodeId,
        issue_s: f64,
        tensor: TensorId,
        remote: TensorId,
        wait: bool,
    ) {
        let storage = self.checker.graph.storage(tensor);
        let at_s = if let Some(chunk) = self.facts.remote_chunk[remote] {
            let at_s = self.transfers_of[storage]
                .iter()
                .filter(|(part, _)| part.overlaps(&chunk))
                .map(|&(_, done_s)| done_s)
                .fold(issue_s, f64::max);
            self.timing.chunk_release[step] = Some(at_s);
            at_s
        } else {
            let at_s = issue_s.max(self.timing.transfers_done_s[storage]);
            if self.timing.release[storage].is_none() {
                self.timing.release[storage] = Some((at_s, step));
            }
            at_s
        };
        // A detach that waits holds the compute stream until its release,
        // which then happens in program order.
        if wait {
            self.timing.end_s[step] = at_s;
            self.clock = self.clock.max(at_s);
        }
    }

    /// A prefetch at `step`, issued at `issue_s`, of `remote` into `tensor`
    /// (or its `chunk`): it starts once the H2D stream is free and the copy
    /// is complete.
    fn prefetch(
        &mut self,
        step: NodeId,
        issue_s: f64,
        remote: TensorId,
        tensor: TensorId,
        chunk: Option<Chunk>,
    ) {
        let storage = self.checker.graph.storage(tensor);
        let part = chunk.unwrap_or(self.whole(storage));
        let mut done_s = issue_s;
        if let Some((ready_s, tier)) = self.copy_ready[remote] {
            let seconds = self.transfer_seconds(step, part.bytes, tier, Direction::HostToDevice);
            done_s = issue_s.max(self.h2d_free_s).max(ready_s) + seconds;
            self.h2d_free_s = done_s;
            self.timing.transfers += 1;
        }
        // A chunk brought into a buffer: the buffer is ready once its last
        // chunk arrived.
        let arrived = self.arrival_s[storage].map_or(done_s, |s: f64| s.max(done_s));
        self.arrival_s[storage] = Some(arrived);
        self.data_ready_s[storage] = self.data_ready_s[storage].max(done_s);
        self.timing.transfers_done_s[storage] = self.timing.transfers_done_s[storage].max(done_s);
        self.transfers_of[storage].push((part, done_s));
    }

    /// The timing, once every node ran: the makespan is when the last
    /// stream finishes.
    fn finish(mut self) -> Timing {
        self.timing.makespan_s = self
            .clock
            .max(self.d2h_free_s)
            .max(self.h2d_free_s)
            .max(self.fabric_free_s);
        self.timing
    }
}

/// The direction of a slice stream's copies: to the device for a stack
/// the loop reads, from it for one it writes.
fn direction_of(reads: bool) -> Direction {
    if reads {
        Direction::HostToDevice
    } else {
        Direction::DeviceToHost
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
