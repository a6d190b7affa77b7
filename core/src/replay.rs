//! A planned function as a program for a device: per stream, the actions
//! it runs in order, and the events that order the streams.
//!
//! The program is derived from the simulator's own run of the graph
//! ([`crate::simulate`]), so its rules are the simulator's:
//! - the compute stream runs the nodes in program order: it waits for the
//!   prefetches and collectives a node reads, allocates the node's results,
//!   and runs it as a kernel of the op's time; it allocates a prefetch's
//!   buffer where it issues the prefetch;
//! - the H2D and D2H streams run prefetches and stores in issue order, each
//!   once the compute stream has issued it and its source is there (a
//!   prefetch waits for its store);
//! - the fabric stream runs collectives in program order;
//! - every allocation and free of the simulator's run is an action: where
//!   the simulator orders a free with the compute stream (at the end of its
//!   node, [`Moment`](crate::instant::Moment)'s rule) it is on the compute
//!   stream after that node, behind waits for the transfers of its bytes;
//!   where it waits for a transfer (a detach whose store is still running,
//!   a buffer freed once its last copy completes) it is on a release
//!   stream that holds only frees, in the simulator's order, each behind
//!   waits for its node and its transfers.
//!
//! Arguments on the device are allocated before the run starts. Chunked
//! transfers and loops that stream slices are not replayed yet
//! ([`ReplayError::Unsupported`]).

use std::collections::HashMap;

use thiserror::Error;

use crate::{
    cost::{CostError, CostModel, Direction},
    graph::{NodeId, NodeKind, TensorGraph, TensorId, TensorOrigin, Tier},
    simulate::{MemoryEvent, Phase, SimulateError, Timeline, run_with_events},
};

/// A stream of the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    Compute,
    HostToDevice,
    DeviceToHost,
    Fabric,
    /// Frees that wait for transfers, and nothing else.
    Release,
}

impl Lane {
    pub const ALL: [Lane; 5] = [
        Lane::Compute,
        Lane::HostToDevice,
        Lane::DeviceToHost,
        Lane::Fabric,
        Lane::Release,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Lane::Compute => "compute",
            Lane::HostToDevice => "h2d",
            Lane::DeviceToHost => "d2h",
            Lane::Fabric => "fabric",
            Lane::Release => "release",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A device buffer: the bytes of one storage tensor on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceBuffer {
    pub tensor: TensorId,
    pub bytes: u64,
    /// An argument on the device: allocated before the run starts.
    pub at_entry: bool,
}

/// A copy of a tensor in a tier (a store's destination, a resident copy,
/// an argument in a tier), there from before the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RemoteBuffer {
    pub tensor: TensorId,
    pub tier: Tier,
    pub bytes: u64,
}

/// One action of a stream.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Allocates the device buffer (index into [`ReplayProgram::buffers`]).
    Alloc(usize),
    /// Frees the device buffer.
    Free(usize),
    /// Runs node `node` for `seconds`, reading and writing `buffers`.
    Kernel {
        node: NodeId,
        seconds: f64,
        buffers: Vec<usize>,
    },
    /// Copies `bytes` between device buffer `buffer` and remote buffer
    /// `remote` (index into [`ReplayProgram::remotes`]), in `direction`.
    Copy {
        node: NodeId,
        direction: Direction,
        buffer: usize,
        remote: usize,
        bytes: u64,
    },
    /// Marks the point after the stream's actions so far.
    Record(usize),
    /// Waits until the recorded point is reached.
    Wait(usize),
}

/// What a device runs to replay one planned function.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayProgram {
    pub buffers: Vec<DeviceBuffer>,
    pub remotes: Vec<RemoteBuffer>,
    /// Per lane ([`Lane::index`]), its actions in order.
    pub lanes: [Vec<Action>; 5],
    /// How many events the records and waits name.
    pub events: usize,
    /// Every action once, as `(lane, index)`, in an order to issue them
    /// in: each lane's in its order, every record before its waits.
    pub issue_order: Vec<(Lane, usize)>,
    /// The simulator's run the program comes from.
    pub simulated: Timeline,
}

impl ReplayProgram {
    pub fn lane(&self, lane: Lane) -> &[Action] {
        &self.lanes[lane.index()]
    }
}

/// A graph that cannot be replayed.
#[derive(Debug, Error)]
pub enum ReplayError {
    #[error(transparent)]
    Simulate(#[from] SimulateError),
    #[error(transparent)]
    Cost(#[from] CostError),
    /// A plan the replay does not run yet.
    #[error("step {node} ({op}): {what} is not replayed")]
    Unsupported {
        node: NodeId,
        op: String,
        what: &'static str,
    },
}

/// The replay program of `graph` (a plan the checker has passed) on the
/// streams of `cost`.
pub fn replay_program(graph: &TensorGraph, cost: &CostModel) -> Result<ReplayProgram, ReplayError> {
    let (simulated, events) = run_with_events(graph, cost)?;
    let mut builder = Builder::new(graph, cost, &events)?;
    for step in graph.node_ids() {
        builder.node(step)?;
        builder.frees_at(step)?;
    }
    builder.release_lane();
    Ok(builder.finish(simulated))
}

/// An argument's allocation, there before the first node.
fn at_entry(graph: &TensorGraph, event: &MemoryEvent) -> bool {
    event.phase == Phase::Allocate && graph.def_step(event.tensor).is_none()
}

/// The point after the first `n` actions of a lane.
type Point = (Lane, usize);

/// A free, with the points it waits for.
struct Release {
    /// Its place among the memory events ([`Moment`] order).
    order: usize,
    buffer: usize,
    waits: Vec<Point>,
}

struct Builder<'a> {
    graph: &'a TensorGraph,
    cost: &'a CostModel,
    events: &'a [MemoryEvent],
    lanes: [Vec<Action>; 5],
    /// Actions in the order they were added, before records go in.
    order: Vec<(Lane, usize)>,
    /// Points waited for, and their events.
    recorded: HashMap<Point, usize>,
    /// Per waiting lane and lane waited for: the furthest point waited for.
    waited: [[usize; 5]; 5],
    buffers: Vec<DeviceBuffer>,
    buffer_of: Vec<Option<usize>>,
    remotes: Vec<RemoteBuffer>,
    remote_of: Vec<Option<usize>>,
    /// Per tensor: the tier of its copy there (a store, a resident op, an
    /// argument declared in one).
    tier_of: Vec<Option<Tier>>,
    /// Per tensor: the point of another lane its data waits for.
    ready: Vec<Option<Point>>,
    /// Per storage tensor: its transfers (and collectives reading it) so far.
    transfers: Vec<Vec<Point>>,
    /// Per memory event: the free of it, issued or pending.
    releases: Vec<Release>,
}

impl<'a> Builder<'a> {
    fn new(
        graph: &'a TensorGraph,
        cost: &'a CostModel,
        events: &'a [MemoryEvent],
    ) -> Result<Builder<'a>, ReplayError> {
        let n = graph.tensors.len();
        let tier_of = graph
            .tensors
            .iter()
            .map(|t| match t.origin {
                TensorOrigin::Argument { tier, .. } => tier,
                TensorOrigin::Result { .. } => None,
            })
            .collect();
        let mut builder = Builder {
            graph,
            cost,
            events,
            lanes: Default::default(),
            order: Vec::new(),
            recorded: HashMap::new(),
            waited: [[0; 5]; 5],
            buffers: Vec::new(),
            buffer_of: vec![None; n],
            remotes: Vec::new(),
            remote_of: vec![None; n],
            tier_of,
            ready: vec![None; n],
            transfers: vec![Vec::new(); n],
            releases: Vec::new(),
        };
        for event in events.iter().filter(|e| at_entry(graph, e)) {
            builder.new_buffer(event, true);
        }
        Ok(builder)
    }

    fn unsupported(&self, step: NodeId, what: &'static str) -> ReplayError {
        ReplayError::Unsupported {
            node: step,
            op: self.graph.nodes[step].op.clone(),
            what,
        }
    }

    fn new_buffer(&mut self, event: &MemoryEvent, at_entry: bool) -> usize {
        let id = self.buffers.len();
        self.buffers.push(DeviceBuffer {
            tensor: event.tensor,
            bytes: event.bytes,
            at_entry,
        });
        self.buffer_of[event.tensor.index()] = Some(id);
        id
    }

    fn remote(&mut self, tensor: TensorId, tier: Tier, bytes: u64) -> usize {
        self.tier_of[tensor.index()] = Some(tier);
        match self.remote_of[tensor.index()] {
            Some(id) => {
                let remote = &mut self.remotes[id];
                remote.bytes = remote.bytes.max(bytes);
                id
            }
            None => {
                self.remotes.push(RemoteBuffer {
                    tensor,
                    tier,
                    bytes,
                });
                self.remote_of[tensor.index()] = Some(self.remotes.len() - 1);
                self.remotes.len() - 1
            }
        }
    }

    fn push(&mut self, lane: Lane, action: Action) -> Point {
        let actions = &mut self.lanes[lane.index()];
        actions.push(action);
        self.order.push((lane, actions.len() - 1));
        (lane, actions.len())
    }

    fn here(&self, lane: Lane) -> Point {
        (lane, self.lanes[lane.index()].len())
    }

    /// Makes `lane` wait for `point` of another lane (once: a lane that
    /// waited for a later point of it waits no more).
    fn wait(&mut self, lane: Lane, point: Point) {
        let (of, n) = point;
        if of == lane || n == 0 || self.waited[lane.index()][of.index()] >= n {
            return;
        }
        self.waited[lane.index()][of.index()] = n;
        let next = self.recorded.len();
        let event = *self.recorded.entry(point).or_insert(next);
        self.push(lane, Action::Wait(event));
    }

    /// The allocations of the simulator's run at `step`, on `lane`.
    fn allocations(&mut self, step: NodeId, lane: Lane) {
        let events = self.events;
        for event in events
            .iter()
            .filter(|e| e.step == step && e.phase == Phase::Allocate)
            .filter(|e| !at_entry(self.graph, e))
        {
            let id = self.new_buffer(event, false);
            self.push(lane, Action::Alloc(id));
        }
    }

    fn node(&mut self, step: NodeId) -> Result<(), ReplayError> {
        let graph = self.graph;
        let node = &graph.nodes[step];
        if !node.streams.is_empty() {
            return Err(self.unsupported(step, "a loop that streams slices"));
        }
        match node.kind {
            NodeKind::Compute if node.collective.is_some() => self.collective(step)?,
            NodeKind::Compute => self.compute(step),
            NodeKind::Store {
                tensor,
                remote,
                tier,
                chunk,
                ..
            } => {
                if chunk.is_some() {
                    return Err(self.unsupported(step, "a chunk store"));
                }
                self.store(step, tensor, remote, tier)?;
            }
            NodeKind::Prefetch {
                remote,
                tensor,
                chunk,
                ..
            } => {
                if chunk.is_some() {
                    return Err(self.unsupported(step, "a chunk prefetch"));
                }
                self.prefetch(step, remote, tensor)?;
            }
            NodeKind::Resident {
                tensor,
                remote,
                tier,
                chunk,
            } => {
                if chunk.is_some() {
                    return Err(self.unsupported(step, "a resident chunk"));
                }
                let bytes = graph.tensors[graph.storage(tensor)].bytes;
                self.remote(remote, tier, bytes);
            }
            NodeKind::Detach { .. } => {}
        }
        Ok(())
    }

    /// The device buffers of `tensors`' storage.
    fn buffers_of(&self, tensors: impl Iterator<Item = TensorId>) -> Vec<usize> {
        let mut out: Vec<usize> = tensors
            .filter_map(|t| self.buffer_of[self.graph.storage(t).index()])
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    fn compute(&mut self, step: NodeId) {
        let node = &self.graph.nodes[step];
        for &operand in &node.operands {
            if let Some(point) = self.ready[self.graph.storage(operand).index()] {
                self.wait(Lane::Compute, point);
            }
        }
        self.allocations(step, Lane::Compute);
        let seconds = self.cost.op_time(node);
        if seconds > 0.0 {
            let buffers = self.buffers_of(node.operands.iter().chain(&node.results).copied());
            self.push(
                Lane::Compute,
                Action::Kernel {
                    node: step,
                    seconds,
                    buffers,
                },
            );
        }
    }

    fn collective(&mut self, step: NodeId) -> Result<(), ReplayError> {
        let node = &self.graph.nodes[step];
        let Some(collective) = &node.collective else {
            return Ok(());
        };
        let seconds = self.cost.collective_time(node, collective)?;
        let issued = self.here(Lane::Compute);
        self.wait(Lane::Fabric, issued);
        for &operand in &node.operands {
            if let Some(point) = self.ready[self.graph.storage(operand).index()] {
                self.wait(Lane::Fabric, point);
            }
        }
        self.allocations(step, Lane::Fabric);
        let buffers = self.buffers_of(node.operands.iter().chain(&node.results).copied());
        let done = self.push(
            Lane::Fabric,
            Action::Kernel {
                node: step,
                seconds,
                buffers,
            },
        );
        for &result in &node.results {
            self.ready[result.index()] = Some(done);
        }
        for &operand in &node.operands {
            self.transfers[self.graph.storage(operand).index()].push(done);
        }
        Ok(())
    }

    fn store(
        &mut self,
        step: NodeId,
        tensor: TensorId,
        remote: TensorId,
        tier: Tier,
    ) -> Result<(), ReplayError> {
        let storage = self.graph.storage(tensor);
        let Some(buffer) = self.buffer_of[storage.index()] else {
            return Err(self.unsupported(step, "a store of a tensor with no device bytes"));
        };
        let source = self.ready[storage.index()];
        let done = self.copy(
            step,
            Direction::DeviceToHost,
            buffer,
            (remote, tier),
            source,
        );
        self.ready[remote.index()] = Some(done);
        self.transfers[storage.index()].push(done);
        Ok(())
    }

    fn prefetch(
        &mut self,
        step: NodeId,
        remote: TensorId,
        tensor: TensorId,
    ) -> Result<(), ReplayError> {
        self.allocations(step, Lane::Compute);
        let storage = self.graph.storage(tensor);
        let (Some(buffer), Some(tier)) = (
            self.buffer_of[storage.index()],
            self.tier_of[remote.index()],
        ) else {
            return Err(self.unsupported(step, "a prefetch with no buffer or no copy to read"));
        };
        let source = self.ready[remote.index()];
        let done = self.copy(
            step,
            Direction::HostToDevice,
            buffer,
            (remote, tier),
            source,
        );
        self.ready[storage.index()] = Some(done);
        self.transfers[storage.index()].push(done);
        Ok(())
    }

    /// One copy of `buffer` to or from the remote copy `remote` in its
    /// tier, on the direction's lane: once the compute stream has issued
    /// it and, where `source` says, once its source is written.
    fn copy(
        &mut self,
        step: NodeId,
        direction: Direction,
        buffer: usize,
        (remote, tier): (TensorId, Tier),
        source: Option<Point>,
    ) -> Point {
        let lane = match direction {
            Direction::HostToDevice => Lane::HostToDevice,
            Direction::DeviceToHost => Lane::DeviceToHost,
        };
        let bytes = self.buffers[buffer].bytes;
        let remote = self.remote(remote, tier, bytes);
        let issued = self.here(Lane::Compute);
        self.wait(lane, issued);
        if let Some(point) = source {
            self.wait(lane, point);
        }
        self.push(
            lane,
            Action::Copy {
                node: step,
                direction,
                buffer,
                remote,
                bytes,
            },
        )
    }

    /// The frees of the simulator's run at `step`: those ordered with the
    /// compute stream go there now; the others wait for the release lane.
    fn frees_at(&mut self, step: NodeId) -> Result<(), ReplayError> {
        let events = self.events;
        for (order, event) in events
            .iter()
            .enumerate()
            .filter(|(_, e)| e.step == step && e.phase == Phase::Free)
        {
            let storage = event.tensor.index();
            let Some(buffer) = self.buffer_of[storage] else {
                return Err(self.unsupported(step, "a free of bytes never allocated"));
            };
            if self.buffers[buffer].bytes != event.bytes {
                return Err(self.unsupported(step, "a free of part of a buffer"));
            }
            let mut waits = self.transfers[storage].clone();
            if let NodeKind::Detach { remote, .. } = self.graph.nodes[step].kind
                && let Some(point) = self.ready[remote.index()]
            {
                waits.push(point);
            }
            if event.at.waits_for_transfer() {
                waits.push(self.here(Lane::Compute));
                self.releases.push(Release {
                    order,
                    buffer,
                    waits,
                });
            } else {
                for point in waits {
                    self.wait(Lane::Compute, point);
                }
                self.push(Lane::Compute, Action::Free(buffer));
            }
        }
        Ok(())
    }

    /// The frees that wait for transfers, in the simulator's order.
    fn release_lane(&mut self) {
        let mut releases = std::mem::take(&mut self.releases);
        releases.sort_by_key(|r| r.order);
        for release in releases {
            for point in release.waits {
                self.wait(Lane::Release, point);
            }
            self.push(Lane::Release, Action::Free(release.buffer));
        }
    }

    /// The lanes with their records in, and the order to issue them in.
    fn finish(self, simulated: Timeline) -> ReplayProgram {
        let mut lanes: [Vec<Action>; 5] = Default::default();
        let mut index: [Vec<usize>; 5] = Default::default();
        for lane in Lane::ALL {
            for (i, action) in self.lanes[lane.index()].iter().enumerate() {
                index[lane.index()].push(lanes[lane.index()].len());
                lanes[lane.index()].push(action.clone());
                if let Some(&event) = self.recorded.get(&(lane, i + 1)) {
                    lanes[lane.index()].push(Action::Record(event));
                }
            }
        }
        let mut issue_order = Vec::with_capacity(self.order.len() + self.recorded.len());
        for (lane, i) in self.order {
            let at = index[lane.index()][i];
            issue_order.push((lane, at));
            if self.recorded.contains_key(&(lane, i + 1)) {
                issue_order.push((lane, at + 1));
            }
        }
        ReplayProgram {
            buffers: self.buffers,
            remotes: self.remotes,
            lanes,
            events: self.recorded.len(),
            issue_order,
            simulated,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{GraphBuilder, round_cost_model};

    const ONE_MS: f64 = 1e6;
    const MS: f64 = 1e-3;

    /// x (1000 B) is made, used, stored and detached, and prefetched back
    /// for a last use, three 1 ms ops later (the simulator's `offloaded_gap`).
    fn offloaded_gap(prefetch_early: bool) -> TensorGraph {
        let mut g = GraphBuilder::new("gap");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS);
        let y = g.timed_op("use_x", &[x], 10, ONE_MS);
        let r = g.store(x, Tier::Host);
        g.detach(x, r);
        let f1 = g.timed_op("f1", &[y], 10, ONE_MS);
        let early = prefetch_early.then(|| g.prefetch(r, 1000));
        let f2 = g.timed_op("f2", &[f1], 10, ONE_MS);
        let f3 = g.timed_op("f3", &[f2], 10, ONE_MS);
        let x2 = early.unwrap_or_else(|| g.prefetch(r, 1000));
        let z = g.timed_op("use_x_again", &[x2, f3], 10, ONE_MS);
        g.result(z);
        g.finish()
    }

    fn node_of(action: &Action) -> Option<NodeId> {
        match action {
            Action::Kernel { node, .. } | Action::Copy { node, .. } => Some(*node),
            _ => None,
        }
    }

    /// The event recorded right after the action of `node` on `lane`.
    fn event_after(program: &ReplayProgram, lane: Lane, node: NodeId) -> usize {
        let actions = program.lane(lane);
        let at = actions
            .iter()
            .position(|a| node_of(a) == Some(node))
            .unwrap();
        match actions[at + 1] {
            Action::Record(event) => event,
            ref other => panic!("no record after {node} on {}: {other:?}", lane.name()),
        }
    }

    /// The program run with the simulator's durations, each lane on its
    /// own clock: its makespan and its peak, placing a release-lane free
    /// after every allocation of its instant (docs/semantics.md).
    fn run_on_clocks(program: &ReplayProgram) -> (f64, u64) {
        let cost = round_cost_model();
        let mut recorded: Vec<Option<f64>> = vec![None; program.events];
        let mut clock = [0.0f64; 5];
        let mut next = [0usize; 5];
        let mut changes: Vec<(f64, bool, usize, i64)> = Vec::new();
        let entry: u64 = program
            .buffers
            .iter()
            .filter(|b| b.at_entry)
            .map(|b| b.bytes)
            .sum();
        let mut progress = true;
        while progress {
            progress = false;
            for lane in Lane::ALL {
                let l = lane.index();
                while let Some(action) = program.lanes[l].get(next[l]) {
                    let now = clock[l];
                    match action {
                        Action::Wait(e) => match recorded[*e] {
                            Some(t) => clock[l] = now.max(t),
                            None => break,
                        },
                        Action::Record(e) => recorded[*e] = Some(now),
                        Action::Kernel { seconds, .. } => clock[l] += seconds,
                        Action::Copy {
                            direction, bytes, ..
                        } => {
                            clock[l] += cost.transfer_time(*bytes, Tier::Host, *direction).unwrap()
                        }
                        Action::Alloc(b) | Action::Free(b) => {
                            let bytes = program.buffers[*b].bytes as i64;
                            let free = matches!(action, Action::Free(_));
                            let seq = changes.len();
                            let delta = if free { -bytes } else { bytes };
                            changes.push((now, lane == Lane::Release, seq, delta));
                        }
                    }
                    next[l] += 1;
                    progress = true;
                }
            }
        }
        for lane in Lane::ALL {
            assert_eq!(
                next[lane.index()],
                program.lane(lane).len(),
                "{} is stuck",
                lane.name()
            );
        }
        changes.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
        let (mut level, mut peak) = (entry as i64, entry as i64);
        for (_, _, _, delta) in changes {
            level += delta;
            peak = peak.max(level);
        }
        (clock.into_iter().fold(0.0, f64::max), peak as u64)
    }

    #[test]
    fn compute_runs_the_ops_in_program_order() {
        let graph = offloaded_gap(true);
        let program = replay_program(&graph, &round_cost_model()).unwrap();
        let kernels: Vec<&str> = program
            .lane(Lane::Compute)
            .iter()
            .filter_map(node_of)
            .map(|n| graph.nodes[n].op.as_str())
            .collect();
        assert_eq!(
            kernels,
            ["make_x", "use_x", "f1", "f2", "f3", "use_x_again"]
        );
        let copies: Vec<(Lane, NodeId)> = [Lane::HostToDevice, Lane::DeviceToHost]
            .into_iter()
            .flat_map(|lane| {
                program
                    .lane(lane)
                    .iter()
                    .filter_map(node_of)
                    .map(move |n| (lane, n))
            })
            .collect();
        assert_eq!(
            copies,
            [
                (Lane::HostToDevice, NodeId(5)),
                (Lane::DeviceToHost, NodeId(2))
            ]
        );
    }

    #[test]
    fn a_prefetch_waits_for_its_store() {
        let graph = offloaded_gap(true);
        let program = replay_program(&graph, &round_cost_model()).unwrap();
        let stored = event_after(&program, Lane::DeviceToHost, NodeId(2));
        let h2d = program.lane(Lane::HostToDevice);
        let copy = h2d
            .iter()
            .position(|a| node_of(a) == Some(NodeId(5)))
            .unwrap();
        assert!(h2d[..copy].contains(&Action::Wait(stored)), "{h2d:?}");
        // And its first use waits for the prefetch.
        let fetched = event_after(&program, Lane::HostToDevice, NodeId(5));
        let compute = program.lane(Lane::Compute);
        let last = compute
            .iter()
            .position(|a| node_of(a) == Some(NodeId(8)))
            .unwrap();
        assert!(compute[..last].contains(&Action::Wait(fetched)));
    }

    #[test]
    fn a_detach_frees_after_its_store() {
        let graph = offloaded_gap(true);
        let program = replay_program(&graph, &round_cost_model()).unwrap();
        let stored = event_after(&program, Lane::DeviceToHost, NodeId(2));
        let x = program
            .buffers
            .iter()
            .position(|b| b.tensor == graph.nodes[NodeId(0)].results[0])
            .unwrap();
        // The store is still running when the detach is issued: the free
        // waits for it on the release lane, not on the compute stream.
        let release = program.lane(Lane::Release);
        let free = release.iter().position(|a| *a == Action::Free(x)).unwrap();
        assert!(
            release[..free].contains(&Action::Wait(stored)),
            "{release:?}"
        );
        assert!(!program.lane(Lane::Compute).contains(&Action::Free(x)));
    }

    #[test]
    fn a_detach_after_a_finished_store_frees_on_the_compute_stream() {
        let mut g = GraphBuilder::new("finished");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS);
        let r = g.store(x, Tier::Host); // 1..2 ms
        g.timed_op("long", &[], 10, 5.0 * ONE_MS); // 1..6 ms
        g.detach(x, r); // issued at 6 ms: the store is done
        let graph = g.finish();
        let program = replay_program(&graph, &round_cost_model()).unwrap();
        let compute = program.lane(Lane::Compute);
        let stored = event_after(&program, Lane::DeviceToHost, NodeId(1));
        let free = compute.iter().position(|a| *a == Action::Free(0)).unwrap();
        assert_eq!(compute[free - 1], Action::Wait(stored));
        assert!(program.lane(Lane::Release).is_empty());
    }

    #[test]
    fn records_are_issued_before_their_waits() {
        let graph = offloaded_gap(false);
        let program = replay_program(&graph, &round_cost_model()).unwrap();
        let mut recorded = vec![false; program.events];
        let mut next = [0usize; 5];
        for &(lane, i) in &program.issue_order {
            assert_eq!(i, next[lane.index()], "{} out of order", lane.name());
            next[lane.index()] += 1;
            match program.lane(lane)[i] {
                Action::Record(e) => recorded[e] = true,
                Action::Wait(e) => assert!(recorded[e], "wait for {e} before its record"),
                _ => {}
            }
        }
        for lane in Lane::ALL {
            assert_eq!(next[lane.index()], program.lane(lane).len());
        }
    }

    #[test]
    fn the_program_on_the_simulators_clocks_is_the_simulation() {
        for graph in [offloaded_gap(true), offloaded_gap(false)] {
            let program = replay_program(&graph, &round_cost_model()).unwrap();
            let (makespan, peak) = run_on_clocks(&program);
            let simulated = &program.simulated;
            assert!(
                (makespan - simulated.makespan_s).abs() < 1e-12,
                "{makespan} vs {}",
                simulated.makespan_s
            );
            assert_eq!(peak, simulated.peak.bytes);
            let copied = |direction| {
                Lane::ALL
                    .iter()
                    .flat_map(|&l| program.lane(l))
                    .map(|a| match a {
                        Action::Copy {
                            direction: d,
                            bytes,
                            ..
                        } if *d == direction => *bytes,
                        _ => 0,
                    })
                    .sum::<u64>()
            };
            assert_eq!(copied(Direction::HostToDevice), simulated.h2d_bytes);
            assert_eq!(copied(Direction::DeviceToHost), simulated.d2h_bytes);
        }
        // The late prefetch stalls its use: 7 ms, not 6.
        let program = replay_program(&offloaded_gap(false), &round_cost_model()).unwrap();
        assert!((program.simulated.makespan_s - 7.0 * MS).abs() < 1e-12);
    }

    #[test]
    fn a_collective_runs_on_the_fabric_and_its_use_waits_for_it() {
        let graph = crate::testing::all_reduce_beside_compute();
        let cost = crate::testing::round_cost_with_fabric(false);
        let program = replay_program(&graph, &cost).unwrap();
        let fabric = program.lane(Lane::Fabric);
        assert!(matches!(fabric[0], Action::Wait(_)), "{fabric:?}");
        assert!(fabric.iter().any(|a| node_of(a) == Some(NodeId(1))));
        let reduced = event_after(&program, Lane::Fabric, NodeId(1));
        let compute = program.lane(Lane::Compute);
        let z = compute
            .iter()
            .position(|a| node_of(a) == Some(NodeId(3)))
            .unwrap();
        assert!(compute[..z].contains(&Action::Wait(reduced)));
        // Its operand x leaves once the collective has read it: on the
        // release lane, behind the fabric.
        let release = program.lane(Lane::Release);
        assert!(release.contains(&Action::Wait(reduced)), "{release:?}");
        let (makespan, peak) = run_on_clocks(&program);
        assert!((makespan - program.simulated.makespan_s).abs() < 1e-12);
        assert_eq!(peak, program.simulated.peak.bytes);
    }

    #[test]
    fn a_chunk_store_is_not_replayed() {
        let mut g = GraphBuilder::new("chunks");
        let x = g.timed_op("make_x", &[], 1000, ONE_MS);
        let chunk = crate::graph::Chunk {
            start: 0,
            bytes: 500,
        };
        let r = g.store_chunk(x, Tier::Host, chunk);
        g.detach(x, r);
        let err = replay_program(&g.finish(), &round_cost_model()).unwrap_err();
        assert!(
            err.to_string().contains("a chunk store is not replayed"),
            "{err}"
        );
    }
}
