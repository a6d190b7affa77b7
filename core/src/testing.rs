//! Test helpers: a small builder for hand-written and random
//! [`TensorGraph`]s (compiled for tests only).

use crate::graph::{
    Chunk, Node, NodeId, NodeKind, OpWork, Tensor, TensorGraph, TensorId, TensorOrigin, Tier,
};

/// Builds a [`TensorGraph`] node by node, in program order.
pub(crate) struct GraphBuilder {
    graph: TensorGraph,
    arguments: usize,
}

impl GraphBuilder {
    pub(crate) fn new(name: &str) -> GraphBuilder {
        GraphBuilder {
            graph: TensorGraph {
                name: name.into(),
                ..TensorGraph::default()
            },
            arguments: 0,
        }
    }

    fn add_tensor(
        &mut self,
        bytes: u64,
        origin: TensorOrigin,
        alias_of: Option<TensorId>,
    ) -> TensorId {
        let id = TensorId::new(self.graph.tensors.len());
        self.graph.tensors.push(Tensor {
            name: format!("%{id}"),
            ty: "tensor<?xi8>".into(),
            bytes,
            origin,
            alias_of,
            is_result: false,
            donated: false,
            offloadable: true,
            may_be_aliased: false,
            element_bytes: 1,
        });
        id
    }

    fn add_argument(&mut self, bytes: u64, tier: Option<Tier>) -> TensorId {
        let index = self.arguments;
        self.arguments += 1;
        self.add_tensor(bytes, TensorOrigin::Argument { index, tier }, None)
    }

    /// An argument held on the device from the start.
    pub(crate) fn arg(&mut self, bytes: u64) -> TensorId {
        self.add_argument(bytes, None)
    }

    /// An argument declared resident in `tier` (starts off the device).
    pub(crate) fn arg_in(&mut self, bytes: u64, tier: Tier) -> TensorId {
        self.add_argument(bytes, Some(tier))
    }

    /// An argument donated to a result (freed after its last use).
    pub(crate) fn donated_arg(&mut self, bytes: u64) -> TensorId {
        let id = self.add_argument(bytes, None);
        self.graph.tensors[id].donated = true;
        id
    }

    /// The step the next node will get.
    pub(crate) fn next_step(&self) -> NodeId {
        self.graph.end()
    }

    fn push_node(
        &mut self,
        op: &str,
        operands: &[TensorId],
        kind: NodeKind,
        work: OpWork,
    ) -> NodeId {
        let step = self.graph.end();
        self.graph.nodes.push(Node {
            op: op.into(),
            location: format!("test.mlir:{}:3", step + 1),
            operands: operands.to_vec(),
            results: Vec::new(),
            work,
            kind,
            signature: format!("{op}#{step}"),
            record_key: None,
            view: false,
            constant: false,
            pure: false,
            recompute: false,
            identity: 0,
            kernels: Vec::new(),
            streams: Vec::new(),
            slice: None,
            collective: None,
        });
        step
    }

    fn add_result(&mut self, step: NodeId, bytes: u64, alias_of: Option<TensorId>) -> TensorId {
        let index = self.graph.nodes[step].results.len();
        let id = self.add_tensor(bytes, TensorOrigin::Result { node: step, index }, alias_of);
        self.graph.nodes[step].results.push(id);
        id
    }

    /// A compute op with the given work, defining one tensor per entry of
    /// `result_bytes`.
    pub(crate) fn op_with_work(
        &mut self,
        op: &str,
        operands: &[TensorId],
        result_bytes: &[u64],
        work: OpWork,
    ) -> Vec<TensorId> {
        let step = self.push_node(op, operands, NodeKind::Compute, work);
        result_bytes
            .iter()
            .map(|&bytes| self.add_result(step, bytes, None))
            .collect()
    }

    /// A collective of `kind` over `group` devices on `operands`, defining
    /// one tensor of `bytes`; its algorithm moves `bytes`.
    pub(crate) fn collective(
        &mut self,
        kind: crate::CollectiveKind,
        group: u32,
        operands: &[TensorId],
        bytes: u64,
    ) -> TensorId {
        let result = self.op(kind.name(), operands, bytes);
        let step = self.graph.end() - 1;
        self.graph.nodes[step].collective = Some(crate::Collective { kind, group, bytes });
        self.graph.nodes[step].identity = identity_of(kind.name());
        result
    }

    /// A compute op with no work (takes no time), defining one tensor of
    /// `bytes`.
    pub(crate) fn op(&mut self, op: &str, operands: &[TensorId], bytes: u64) -> TensorId {
        self.op_with_work(op, operands, &[bytes], OpWork::default())[0]
    }

    /// A memory-bound compute op that moves `work_bytes` through HBM.
    pub(crate) fn timed_op(
        &mut self,
        op: &str,
        operands: &[TensorId],
        bytes: u64,
        work_bytes: f64,
    ) -> TensorId {
        let work = OpWork {
            bytes: work_bytes,
            element_bytes: 4,
            ..OpWork::default()
        };
        self.op_with_work(op, operands, &[bytes], work)[0]
    }

    /// A pure memory-bound op ([`crate::Node::pure`]) moving `work_bytes`
    /// through HBM, its identity its name: a plan may recompute it.
    pub(crate) fn pure_op(
        &mut self,
        op: &str,
        operands: &[TensorId],
        bytes: u64,
        work_bytes: f64,
    ) -> TensorId {
        let tensor = self.timed_op(op, operands, bytes, work_bytes);
        let step = self.graph.end() - 1;
        let node = &mut self.graph.nodes[step];
        node.pure = true;
        node.identity = identity_of(op);
        tensor
    }

    /// A clone of the op at `step` (`offload.recompute`) reading `operands`
    /// instead of its own; returns its results, of the original's types and
    /// bytes.
    pub(crate) fn clone_of(&mut self, step: NodeId, operands: &[TensorId]) -> Vec<TensorId> {
        let original = self.graph.nodes[step].clone();
        let clone = self.push_node(&original.op, operands, NodeKind::Compute, original.work);
        let node = &mut self.graph.nodes[clone];
        node.pure = original.pure;
        node.identity = original.identity;
        node.recompute = true;
        original
            .results
            .iter()
            .map(|&result| {
                let ty = self.graph.tensors[result].ty.clone();
                let id = self.add_result(clone, self.graph.tensors[result].bytes, None);
                self.graph.tensors[id].ty = ty;
                id
            })
            .collect()
    }

    /// The operands of the op at `step`.
    pub(crate) fn operands_of(&self, step: NodeId) -> Vec<TensorId> {
        self.graph.nodes[step].operands.clone()
    }

    /// The bytes of `tensor`.
    pub(crate) fn bytes_of(&self, tensor: TensorId) -> u64 {
        self.graph.tensors[tensor].bytes
    }

    /// A view of `of` (resolved to its storage), defined by a shape-only op.
    pub(crate) fn view(&mut self, of: TensorId) -> TensorId {
        let storage = self.graph.storage(of);
        let step = self.push_node(
            "tensor.collapse_shape",
            &[of],
            NodeKind::Compute,
            OpWork::default(),
        );
        self.graph.nodes[step].view = true;
        self.add_result(step, 0, Some(storage))
    }

    /// `offload.store` of `tensor` to `tier`; returns the remote copy.
    pub(crate) fn store(&mut self, tensor: TensorId, tier: Tier) -> TensorId {
        let step = self.push_node(
            "offload.store",
            &[tensor],
            NodeKind::Compute,
            OpWork::default(),
        );
        let remote = self.add_result(step, 0, None);
        self.graph.nodes[step].kind = NodeKind::Store {
            tensor,
            remote,
            tier,
            chunk: None,
            into: None,
        };
        remote
    }

    /// `offload.store_chunk` of `chunk` of `tensor` to `tier`; returns the
    /// remote copy of the chunk.
    pub(crate) fn store_chunk(&mut self, tensor: TensorId, tier: Tier, chunk: Chunk) -> TensorId {
        let remote = self.store(tensor, tier);
        let step = self.graph.end() - 1;
        self.graph.nodes[step].op = "offload.store_chunk".into();
        if let NodeKind::Store { chunk: c, .. } = &mut self.graph.nodes[step].kind {
            *c = Some(chunk);
        }
        remote
    }

    /// `offload.store_chunk` of `chunk` of `tensor` into `into` (the copy an
    /// earlier chunk store made); returns the copy holding both.
    pub(crate) fn store_chunk_into(
        &mut self,
        tensor: TensorId,
        tier: Tier,
        chunk: Chunk,
        into: TensorId,
    ) -> TensorId {
        let remote = self.store_chunk(tensor, tier, chunk);
        let step = self.graph.end() - 1;
        if let NodeKind::Store { into: i, .. } = &mut self.graph.nodes[step].kind {
            *i = Some(into);
        }
        remote
    }

    /// `offload.prefetch_chunk` of `chunk` from `remote` into the buffer of
    /// `base` (a new buffer without one); returns the new value.
    pub(crate) fn prefetch_chunk(
        &mut self,
        remote: TensorId,
        base: Option<TensorId>,
        bytes: u64,
        chunk: Chunk,
    ) -> TensorId {
        let operands: Vec<TensorId> = std::iter::once(remote).chain(base).collect();
        let step = self.push_node(
            "offload.prefetch_chunk",
            &operands,
            NodeKind::Compute,
            OpWork::default(),
        );
        let storage = base.map(|b| self.graph.storage(b));
        let tensor = self.add_result(step, bytes, storage);
        self.graph.nodes[step].kind = NodeKind::Prefetch {
            remote,
            tensor,
            chunk: Some(chunk),
            base,
        };
        tensor
    }

    /// `offload.detach` of `tensor` once `remote` is stored.
    pub(crate) fn detach(&mut self, tensor: TensorId, remote: TensorId) {
        self.push_detach(tensor, remote, false);
    }

    /// `offload.detach {wait}`: the compute stream waits for the release.
    pub(crate) fn detach_waiting(&mut self, tensor: TensorId, remote: TensorId) {
        self.push_detach(tensor, remote, true);
    }

    fn push_detach(&mut self, tensor: TensorId, remote: TensorId, wait: bool) {
        self.push_node(
            "offload.detach",
            &[tensor, remote],
            NodeKind::Detach {
                tensor,
                remote,
                wait,
            },
            OpWork::default(),
        );
    }

    /// `offload.prefetch` of `remote`; returns the new device tensor.
    pub(crate) fn prefetch(&mut self, remote: TensorId, bytes: u64) -> TensorId {
        let step = self.push_node(
            "offload.prefetch",
            &[remote],
            NodeKind::Compute,
            OpWork::default(),
        );
        let tensor = self.add_result(step, bytes, None);
        self.graph.nodes[step].kind = NodeKind::Prefetch {
            remote,
            tensor,
            chunk: None,
            base: None,
        };
        tensor
    }

    /// `offload.resident`: names the copy of `tensor` that lives in `tier`.
    pub(crate) fn resident(&mut self, tensor: TensorId, tier: Tier) -> TensorId {
        let step = self.push_node(
            "offload.resident",
            &[tensor],
            NodeKind::Compute,
            OpWork::default(),
        );
        let remote = self.add_result(step, 0, None);
        self.graph.nodes[step].kind = NodeKind::Resident {
            tensor,
            remote,
            tier,
            chunk: None,
        };
        remote
    }

    /// Marks `tensor` as returned by the function.
    /// Sets the bytes of `tensor`.
    pub(crate) fn set_bytes(&mut self, tensor: TensorId, bytes: u64) {
        self.graph.tensors[tensor].bytes = bytes;
    }

    pub(crate) fn result(&mut self, tensor: TensorId) {
        self.graph.tensors[tensor].is_result = true;
    }

    /// The graph so far (checked with [`TensorGraph::validate`]).
    pub(crate) fn finish(self) -> TensorGraph {
        self.graph.validate().expect("test graph is valid");
        self.graph
    }
}

/// A test op's identity: a hash of its name (never 0).
pub(crate) fn identity_of(op: &str) -> u64 {
    crate::graph::fnv1a(op.bytes()).max(1)
}

/// Round numbers for tests: HBM 1e9 B/s (an op moving 1e6 bytes takes
/// 1 ms), 1e12 FLOP/s, no launch overhead; a host link of 1e6 B/s each way
/// (1000 bytes take 1 ms) with no latency; no other tier.
pub(crate) fn round_cost_model() -> crate::CostModel {
    use crate::{HardwareProfile, Link, PeakFlops, TierSpec, Tiers};
    crate::CostModel::new(HardwareProfile {
        name: "round".into(),
        description: "round numbers for tests".into(),
        device_memory_bytes: 1 << 30,
        hbm_bytes_per_s: 1e9,
        peak_flops: PeakFlops {
            matrix_bf16: 1e12,
            matrix_f32: 1e12,
            vector_f32: 1e12,
        },
        launch_overhead_s: 0.0,
        tiers: Tiers {
            host: Some(TierSpec {
                capacity_bytes: 1 << 40,
                link: Link {
                    h2d_bytes_per_s: 1e6,
                    d2h_bytes_per_s: 1e6,
                    latency_s: 0.0,
                    host_memory: None,
                    curves: None,
                },
                staged_through: None,
                staging_bytes: None,
            }),
            ..Tiers::default()
        },
        fabric: None,
        sources: std::collections::BTreeMap::new(),
    })
}

/// `round_cost_model` with a fabric of 1e6 B/s and no latency (a ring
/// all-reduce of 1000 bytes over 2 devices takes 1 ms), sharing the host
/// link if `shared`.
pub(crate) fn round_cost_with_fabric(shared: bool) -> crate::CostModel {
    let mut cost = round_cost_model();
    cost.profile.fabric = Some(crate::Fabric {
        name: "round".into(),
        bytes_per_s: 1e6,
        latency_s: 0.0,
        shares_tier: shared.then_some(crate::Tier::Host),
    });
    cost
}

/// `round_cost_model` with a host tier of `host_bytes` and an NVMe tier as
/// fast, staged through host when `staged`.
pub(crate) fn round_cost_with_staged_nvme(host_bytes: u64, staged: bool) -> crate::CostModel {
    let mut cost = round_cost_model();
    let spec = cost.profile.tiers.host.clone().expect("a host tier");
    cost.profile
        .tiers
        .host
        .as_mut()
        .expect("a host tier")
        .capacity_bytes = host_bytes;
    cost.profile.tiers.nvme = Some(crate::TierSpec {
        capacity_bytes: 1 << 40,
        staged_through: staged.then_some(Tier::Host),
        ..spec
    });
    cost
}

/// A schedule with copies to and from NVMe, 1 ms steps of `round_cost_model`:
/// w (600 B) lives in NVMe and is fetched; x (400 B) goes to NVMe and comes
/// back (its store at step 1, w's fetch at step 4).
pub(crate) fn nvme_copies_graph() -> TensorGraph {
    const ONE_MS: f64 = 1e6;
    let mut g = GraphBuilder::new("staged");
    let w = g.arg_in(600, Tier::Nvme);
    let a = g.arg(10);
    let x = g.timed_op("make", &[a], 400, ONE_MS);
    let rx = g.store(x, Tier::Nvme);
    g.detach(x, rx);
    let rw = g.resident(w, Tier::Nvme);
    let pw = g.prefetch(rw, 600);
    let y = g.timed_op("use", &[pw], 10, ONE_MS);
    let px = g.prefetch(rx, 400);
    let z = g.timed_op("last", &[px, y], 10, ONE_MS);
    g.result(z);
    g.finish()
}

/// An all-reduce of x over 2 devices (1000 bytes cross the 1e6 B/s fabric
/// of [`round_cost_with_fabric`]: 1 ms) beside 2 ms of independent compute
/// (1e6 FLOP/ms on the round cost model), then an op that reads its result.
pub fn all_reduce_beside_compute() -> TensorGraph {
    const ONE_MS: f64 = 1e6;
    let mut g = GraphBuilder::new("collective");
    let a = g.arg(100);
    let x = g.timed_op("x", &[a], 1000, ONE_MS); // 0..1 ms
    let r = g.collective(crate::CollectiveKind::AllReduce, 2, &[x], 1000); // fabric 1..2 ms
    let y = g.timed_op("y", &[a], 10, 2.0 * ONE_MS); // 1..3 ms
    let z = g.timed_op("z", &[r, y], 10, ONE_MS); // 3..4 ms
    g.result(z);
    g.finish()
}
