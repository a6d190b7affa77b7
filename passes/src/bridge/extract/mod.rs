//! Graph extraction: one `func.func` of MLIR -> a core [`TensorGraph`].
//!
//! Every op of the function body becomes a node, in program order; every
//! tensor value an edge with a byte size (see [`types`]). Uses inside an op's
//! regions count as uses by that op. Ops with regions that are not loop
//! nests (`scf.for`, `stablehlo.while`, ...) are one node whose work covers
//! the body times the trip count (constant `scf.for` bounds, otherwise the
//! `trip-count` option). `func.call` costs its callee. Views alias the tensor
//! they view, and a linalg op writes its result in place into an `outs`
//! operand that dies there, as one-shot bufferization does (docs/analysis.md).

pub mod collective;
pub mod dims;
pub mod limits;
pub mod purity;
pub mod record_key;
pub mod region;
pub mod slice_index;
pub mod types;
pub mod work;

use std::{collections::HashMap, rc::Rc};

use hyperoffload_core::{
    Chunk, Lifetimes, Node, NodeId, NodeKind, OpWork, SliceStream, Tensor, TensorGraph, TensorId,
    TensorOrigin, Tier,
};
use hyperoffload_dialect::OffloadOp;
use melior::ir::{
    BlockLike, Location, RegionLike, Value, ValueLike,
    attribute::{ArrayAttribute, DenseI32ArrayAttribute, DictionaryAttribute, IntegerAttribute},
    block::BlockArgument,
    operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
    r#type::RankedTensorType,
};
use tracing::trace;

use self::{
    dims::{DimTable, DynamicSizes, Length, Resolved},
    types::{SizeError, TensorShape, parse_tensor_type},
    work::{IndexingMap, OpFacts, Rule, flops},
};
use crate::{
    bridge::loops::{
        NOT_COUNTED, compiled_as_stablehlo, first_carried_operand, loop_trips, passed_through,
        scf_for_trip_count, while_trip_count,
    },
    ir::op_name,
};

/// The device slots an `offload.prefetch_slice` holds through its loop:
/// its `slots` attribute (1: the next slice is copied into the slot the
/// iteration read, once its last reader ran), else 2.
pub fn slice_slots(op: &OperationRef) -> u64 {
    op.attribute("slots")
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
        .map_or(2, |n| if n == 1 { 1 } else { 2 })
}

/// Loops: ops that run their regions once per iteration.
pub const LOOPS: &[&str] = &[
    "scf.for",
    "scf.while",
    "scf.parallel",
    "scf.forall",
    "affine.for",
    "affine.parallel",
    "stablehlo.while",
    "mhlo.while",
    "tosa.while_loop",
];

/// Branches: ops that run one of their regions, or their one region, once.
pub const BRANCHES: &[&str] = &[
    "scf.if",
    "scf.index_switch",
    "scf.execute_region",
    "affine.if",
    "stablehlo.if",
    "stablehlo.case",
    "mhlo.if",
    "mhlo.case",
    "tosa.cond_if",
];

/// Dialects whose ops have value semantics on tensors: a result is a new
/// value, never a buffer shared with an operand, except for the view ops
/// ([`crate::ir::VIEW_OPS`]), which extraction marks as views. An op of any
/// other dialect (an unregistered op, a custom kernel) is not known: its
/// results may share the buffers of its tensor operands, as upstream's
/// buffer view flow assumes of an op it cannot analyse.
const VALUE_SEMANTIC_DIALECTS: &[&str] = &[
    "arith",
    "math",
    "complex",
    "index",
    "linalg",
    "tensor",
    "tosa",
    "stablehlo",
    "chlo",
    "mhlo",
    "torch",
    "torch_c",
    "tm_tensor",
    "func",
    "scf",
    "affine",
    "cf",
    "shape",
    "bufferization",
    "ml_program",
    "builtin",
    "offload",
];

/// Ops that only name a shape: no bytes until an op writes into them.
const SHAPE_ONLY_OPS: &[&str] = &["tensor.empty", "bufferization.alloc_tensor"];

/// Which function arguments start off the device, besides those marked
/// with the `offload.tier` argument attribute.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArgSelection(pub Vec<std::ops::RangeInclusive<usize>>);

impl ArgSelection {
    /// Parses `3,5-40` (argument indices and inclusive ranges).
    pub fn parse(text: &str) -> Option<Self> {
        let mut ranges = Vec::new();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (a, b) = part.split_once('-').unwrap_or((part, part));
            let (a, b) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
            if a > b {
                return None;
            }
            ranges.push(a..=b);
        }
        Some(Self(ranges))
    }

    pub fn contains(&self, index: usize) -> bool {
        self.0.iter().any(|r| r.contains(&index))
    }

    /// The largest index selected.
    pub fn largest(&self) -> Option<usize> {
        self.0.iter().map(|r| *r.end()).max()
    }

    /// Why the selection does not fit `count` items (`what`: "argument"),
    /// naming the option.
    pub fn check_within(
        &self,
        option: &str,
        what: &str,
        function: &str,
        count: usize,
    ) -> Result<(), String> {
        match self.largest() {
            Some(largest) if largest >= count => Err(match count {
                0 => format!("{option} names {what} {largest}, but @{function} has no {what}s"),
                _ => format!(
                    "{option} names {what} {largest}, but @{function} has {count} {what}s (0-{})",
                    count - 1
                ),
            }),
            _ => Ok(()),
        }
    }
}

/// Options of graph extraction (pass options of the analysis passes).
#[derive(Clone, Debug)]
pub struct ExtractOptions {
    /// The sizes of dynamic dimensions ([`dims`]); none given makes a
    /// dynamic shape an error.
    pub dynamic: DynamicSizes,
    /// Trip count assumed for loops whose count the IR does not give; 0:
    /// such a loop is an error.
    pub trip_count: u64,
    /// Arguments that start in `remote_tier`.
    pub remote_args: ArgSelection,
    pub remote_tier: Tier,
    /// Treat every argument as donated: freed after its last use.
    pub donate_args: bool,
}

impl Default for ExtractOptions {
    fn default() -> Self {
        Self {
            dynamic: DynamicSizes::default(),
            trip_count: 0,
            remote_args: ArgSelection::default(),
            remote_tier: Tier::Host,
            donate_args: false,
        }
    }
}

/// Why a function could not be turned into a graph, at an op's location.
pub struct ExtractError<'c> {
    pub location: Location<'c>,
    pub message: String,
}

/// The graph of one function and the IR it came from.
pub struct Extracted<'c, 'a> {
    pub graph: TensorGraph,
    /// The op of each node.
    pub ops: Vec<OperationRef<'c, 'a>>,
    /// The value of each tensor; `None` for the scratch of a region op or
    /// a call ([`GraphBuilder::scratch`]), which no value names.
    pub values: Vec<Option<Value<'c, 'a>>>,
    /// The tensor each result of the function returns (`None`: not a tensor).
    pub results: Vec<Option<TensorId>>,
    /// Loops whose trip count was not known and was assumed: where each is.
    pub assumed_loops: Vec<String>,
    /// Tensors with a dynamic dimension (sized by `dynamic`).
    pub dynamic_tensors: usize,
    /// The independent lengths of the arguments' dynamic dimensions.
    pub lengths: Vec<Length>,
}

impl<'c, 'a> Extracted<'c, 'a> {
    /// The value of `tensor`, which the IR names (every tensor but a
    /// scratch tensor, which nothing plans).
    pub fn value(&self, tensor: TensorId) -> Value<'c, 'a> {
        self.values[tensor].expect("a planned tensor is a value of the IR, not scratch")
    }
}

/// Extracts the graph of `function` (a `func.func`).
pub fn extract<'c, 'a>(
    function: OperationRef<'c, 'a>,
    options: &ExtractOptions,
) -> Result<Extracted<'c, 'a>, ExtractError<'c>> {
    if let Some((location, message)) = limits::exceeded(function) {
        return Err(ExtractError { location, message });
    }
    let mut builder = GraphBuilder::new(function, options);
    builder.dims = DimTable::infer(function)
        .resolve(&options.dynamic)
        .map_err(|e| builder.error(function.location(), e))?;
    builder.arguments()?;
    let region = function
        .region(0)
        .map_err(|_| builder.error(function.location(), "function has no body"))?;
    let mut block = region.first_block();
    while let Some(b) = block {
        let mut op = b.first_operation();
        while let Some(o) = op {
            builder.node(o)?;
            op = o.next_in_block();
        }
        block = b.next_in_region();
    }
    builder.check_terminator(&region)?;
    builder.finish()
}

struct GraphBuilder<'c, 'a, 'o> {
    function: OperationRef<'c, 'a>,
    options: &'o ExtractOptions,
    graph: TensorGraph,
    ops: Vec<OperationRef<'c, 'a>>,
    values: Vec<Option<Value<'c, 'a>>>,
    results: Vec<Option<TensorId>>,
    /// Tensor of each function-level value, by the value's raw pointer.
    tensors: HashMap<*const std::ffi::c_void, TensorId>,
    /// The parsed type of each tensor.
    shapes: HashMap<TensorId, Option<TensorShape>>,
    /// The sizes of dynamic dimensions.
    dims: Resolved,
    dynamic_tensors: usize,
    /// The module's functions by name, shared with the builders of the
    /// regions and callees inside (finding them walks the module).
    callees: Rc<HashMap<String, OperationRef<'c, 'a>>>,
    call_work: HashMap<String, (OpWork, Vec<(OpWork, u64)>)>,
    /// The scratch bytes of each callee ([`GraphBuilder::scratch`]).
    call_scratch: HashMap<String, u64>,
    /// The device slots of the pipelined slice prefetches made so far
    /// (`offload.prefetch_slice`: two slices each, held by the loop around
    /// them for all its iterations).
    slice_slots: u64,
    calls_in_progress: Vec<String>,
    assumed_loops: Vec<String>,
    /// The first loop whose trip count is unknown when none is given, and
    /// why.
    unknown_loop: Option<(Location<'c>, String, String)>,
    /// (node, result tensor, init tensor) of destination-passing results.
    tied_results: Vec<(NodeId, TensorId, TensorId)>,
    /// Per result of an op extraction does not know: the storages whose
    /// buffers it may share (transitively).
    may_alias: HashMap<TensorId, Vec<TensorId>>,
    /// Bytes of every tensor so far.
    total_bytes: u64,
}

impl<'c, 'a, 'o> GraphBuilder<'c, 'a, 'o> {
    fn new(function: OperationRef<'c, 'a>, options: &'o ExtractOptions) -> Self {
        Self::with_callees(function, options, Rc::new(callees_of(function)))
    }

    /// A builder for `function` (or a region's op) that finds callees in
    /// `callees`.
    fn with_callees(
        function: OperationRef<'c, 'a>,
        options: &'o ExtractOptions,
        callees: Rc<HashMap<String, OperationRef<'c, 'a>>>,
    ) -> Self {
        let name = string_attribute(&function, "sym_name").unwrap_or_default();
        Self {
            function,
            options,
            graph: TensorGraph {
                name,
                ..TensorGraph::default()
            },
            ops: Vec::new(),
            values: Vec::new(),
            results: Vec::new(),
            tensors: HashMap::new(),
            shapes: HashMap::new(),
            dims: Resolved::default(),
            dynamic_tensors: 0,
            callees,
            call_work: HashMap::new(),
            call_scratch: HashMap::new(),
            slice_slots: 0,
            calls_in_progress: Vec::new(),
            assumed_loops: Vec::new(),
            unknown_loop: None,
            tied_results: Vec::new(),
            may_alias: HashMap::new(),
            total_bytes: 0,
        }
    }

    fn error(&self, location: Location<'c>, message: impl Into<String>) -> ExtractError<'c> {
        ExtractError {
            location,
            message: message.into(),
        }
    }

    /// Adds a tensor for `value` (if tensor-like), sized by its type.
    fn add_value(
        &mut self,
        value: Value<'c, 'a>,
        name: String,
        origin: TensorOrigin,
        at: Location<'c>,
    ) -> Result<Option<TensorId>, ExtractError<'c>> {
        let ty = value.r#type().to_string();
        let remote = ty.starts_with("!offload.remote<");
        // Builtin shaped types through the type API; dialect tensor types
        // (torch's `!torch.vtensor<[..],dtype>`) have no accessors in the C
        // API and are read from their printed form.
        let sized = match builtin_shape(value.r#type()) {
            Some(shape) => shape.map(Some),
            None => parse_tensor_type(&ty),
        };
        let shape = match sized {
            Ok(shape) => shape,
            Err(SizeError::Dynamic) if ty.contains('*') => {
                return Err(self.error(
                    at,
                    format!("{name} has unranked type {ty}; offload analysis needs ranked tensors"),
                ));
            }
            Err(e) => return Err(self.error(at, format!("cannot size {name} of type {ty}: {e}"))),
        };
        if shape.is_none() && !remote {
            return Ok(None);
        }
        let dynamic = shape.as_ref().is_some_and(TensorShape::is_dynamic);
        self.dynamic_tensors += usize::from(dynamic);
        let shape = match (shape, self.dims.dims_of(value)) {
            (Some(s), Some(dims)) if dynamic => Some(TensorShape {
                dims: dims.iter().copied().map(Some).collect(),
                element_bytes: s.element_bytes,
            }),
            (shape, _) => shape,
        };
        let bytes = match &shape {
            None => 0,
            Some(s) => s.bytes(self.options.dynamic.default).map_err(|e| match e {
                SizeError::TooLarge if dynamic => self.error(
                    at,
                    format!("{name} of type {ty} holds more than 2^64 bytes with its dynamic dimensions of size {}; give a smaller bound (dynamic-dim, or dim-max of offload-capacity)", self.options.dynamic.default.unwrap_or_default()),
                ),
                SizeError::TooLarge => self.error(
                    at,
                    format!("{name} of type {ty} holds more than 2^64 bytes; no device holds it"),
                ),
                _ => self.error(
                    at,
                    format!("{name} has dynamic type {ty}; give each dynamic dimension a bound with the option dynamic-dim=N"),
                ),
            })?,
        };
        // Every sum of device bytes (a step's live set, a peak) is bounded
        // by the sum over all tensors: keep that within a u64.
        self.total_bytes = self.total_bytes.checked_add(bytes).ok_or_else(|| {
            self.error(
                at,
                format!("{name} of type {ty} brings the function's tensors past 2^64 bytes in all; no device holds them"),
            )
        })?;
        let id = TensorId::new(self.graph.tensors.len());
        self.graph.tensors.push(Tensor {
            name,
            ty,
            bytes,
            origin,
            alias_of: None,
            is_result: false,
            donated: false,
            offloadable: RankedTensorType::try_from(value.r#type()).is_ok(),
            may_be_aliased: false,
            element_bytes: shape.as_ref().map_or(0, |s| s.element_bytes),
        });
        self.tensors.insert(value.to_raw().ptr, id);
        self.values.push(Some(value));
        self.shapes.insert(id, shape);
        Ok(Some(id))
    }

    fn arguments(&mut self) -> Result<(), ExtractError<'c>> {
        let Some(entry) = crate::ir::first_block(&self.function) else {
            return Ok(());
        };
        let arg_attrs = self
            .function
            .attribute("arg_attrs")
            .ok()
            .and_then(|a| ArrayAttribute::try_from(a).ok());
        self.options
            .remote_args
            .check_within(
                "remote-args",
                "argument",
                &self.graph.name,
                entry.argument_count(),
            )
            .map_err(|e| self.error(self.function.location(), e))?;
        for index in 0..entry.argument_count() {
            let arg: BlockArgument = entry.argument(index).expect("index is in range");
            let attrs = arg_attrs
                .as_ref()
                .and_then(|a| a.element(index).ok())
                .and_then(|a| DictionaryAttribute::try_from(a).ok());
            let attr = |name: &str| attrs.as_ref().and_then(|d| d.element_by_name(name));
            let tier = attr("offload.tier")
                .map(|a| hyperoffload_dialect::string_value(a).unwrap_or_else(|| a.to_string()))
                .map(|t| {
                    parse_core_tier(&t).ok_or_else(|| {
                        self.error(
                            self.function.location(),
                            format!("argument {index} has offload.tier = \"{t}\"; expected hbm, host, cxl, nvme or pool"),
                        )
                    })
                })
                .transpose()?
                .flatten()
                .or_else(|| self.options.remote_args.contains(index).then_some(self.options.remote_tier));
            let origin = TensorOrigin::Argument { index, tier };
            if let Some(id) = self.add_value(
                arg.into(),
                format!("%arg{index}"),
                origin,
                self.function.location(),
            )? {
                self.graph.tensors[id].donated =
                    self.options.donate_args || attr("tf.aliasing_output").is_some();
            }
        }
        Ok(())
    }

    fn node(&mut self, op: OperationRef<'c, 'a>) -> Result<(), ExtractError<'c>> {
        let step = self.graph.end();
        let name = op_name(&op);
        if let Some(form) = sharded_form(&op, &name) {
            return Err(ExtractError {
                location: op.location(),
                message: format!(
                    "this function holds a per-device program in {form}, with global shapes around it; run offload-per-device first (`--offload-per-device`), which makes it a function of local shapes to analyze and plan"
                ),
            });
        }
        let location = location_text(op.location());
        let read = self.used_tensors(op);
        let operands = self.with_shared_buffers(read.clone());
        let mut results = self.add_results(&op, step)?;
        let view = operands
            .first()
            .zip(results.first())
            .filter(|_| crate::ir::VIEW_OPS.contains(&name.as_str()));
        let is_view = view.is_some();
        if let Some((&source, &view)) = view {
            let storage = self.graph.storage(source);
            self.graph.tensors[view].alias_of = Some(storage);
            self.graph.tensors[view].bytes = 0;
        }
        self.share_filled_buffers(&op, &name, &results);
        if !is_view
            && !results.is_empty()
            && !operands.is_empty()
            && !value_semantic(&name)
            && !collective::is_collective(&name)
        {
            self.alias_conservatively(&operands, &results);
        }
        if SHAPE_ONLY_OPS.contains(&name.as_str()) {
            for &r in &results {
                self.graph.tensors[r].bytes = 0;
            }
        }
        if name == "func.return" {
            self.results = op
                .operands()
                .map(|v| self.tensors.get(&v.to_raw().ptr).copied())
                .collect();
            // Returned tensors live to the end; the return itself is no step
            // (it needs no memory beyond what stays live anyway). `operands`
            // holds what returned values may share a buffer with, too.
            for &t in &operands {
                let storage = self.graph.storage(t);
                self.graph.tensors[storage].is_result = true;
                self.graph.tensors[t].is_result = true;
            }
            return Ok(());
        }
        self.tie_destinations(&op, &name, step, &results);
        let kind = self.kind(&op, &name, step)?;
        let facts = self.facts(&op, &name);
        let (mut work, mut kernels) = self.work(&op, &name, &facts);
        // A slice prefetch reads a slot of its loop (lowering::slices): the
        // slots are the loop body's, for every iteration, not the value's.
        let slice = OffloadOp::from_name(&name) == Some(OffloadOp::PrefetchSlice);
        if slice && let Some(&result) = results.first() {
            self.slice_slots += slice_slots(&op) * self.graph.tensors[result].bytes;
            self.graph.tensors[result].bytes = 0;
        }
        // A stack made in a tier holds no device bytes.
        if OffloadOp::from_name(&name) == Some(OffloadOp::RemoteStack)
            && let Some(&result) = results.first()
        {
            self.graph.tensors[result].bytes = 0;
        }
        if is_view || slice {
            // A view moves no data and launches no kernel: no work (the
            // cost model gives it no time, so making it again costs nothing).
            work.flops = 0.0;
            work.bytes = 0.0;
            kernels.clear();
        } else if kernels.is_empty() && (op.region_count() == 0 || name.starts_with("linalg.")) {
            // An op of its own is timed as the same op in a loop body is:
            // what launches no kernel (a constant, rank-0 arithmetic, a
            // unit broadcast) takes no time, and a slice moves only the
            // slice.
            work = self.kernel(&name, &facts, work).unwrap_or_default();
        } else {
            work.bytes = read
                .iter()
                .chain(&results)
                .map(|&t| self.graph.tensors[t].bytes as f64)
                .sum();
        }
        let scratch = self.scratch(&op, &name)?;
        if scratch > 0 {
            results.push(self.scratch_tensor(step, results.len(), &name, scratch));
        }
        let signature = signature(&op, &name);
        let streams = self.streams(&op, &name);
        trace!(step = step.index(), op = %name, flops = work.flops, bytes = work.bytes, scratch, "node");
        // A constant the lowering makes a global (memref.global): not a
        // device allocation of the function.
        let constant = name == "arith.constant";
        let pure = purity::is_pure(&op, &name);
        let collective = self.collective(&op, &name, &results);
        if collective.is_some() {
            // Its data crosses the fabric, not the device's memory: the
            // cost model times it there.
            work = OpWork::default();
            kernels.clear();
        }
        // A loop's kernels are not one op: a record times it by its
        // signature only.
        let record_key = kernels
            .is_empty()
            .then(|| record_key::record_key(&op, &name, &work))
            .flatten();
        self.graph.nodes.push(Node {
            op: name,
            location,
            operands,
            results,
            work,
            kind,
            signature,
            record_key,
            view: is_view,
            constant,
            pure,
            recompute: op.has_attribute(purity::RECOMPUTE_ATTRIBUTE),
            identity: 0,
            kernels,
            streams,
            slice: slice_index::slice_index(&op),
            collective,
        });
        self.ops.push(op);
        Ok(())
    }

    /// Results that are another value's buffer: a chunk prefetch's fills
    /// its base's buffer, and a loop result its body passes through
    /// unchanged is its init value (the same buffer, as a view would be).
    fn share_filled_buffers(
        &mut self,
        op: &OperationRef<'c, 'a>,
        name: &str,
        results: &[TensorId],
    ) {
        if OffloadOp::from_name(name) == Some(OffloadOp::PrefetchChunk)
            && let (Some(base), Some(&result)) = (crate::ir::operand(op, 1), results.first())
            && let Some(&base) = self.tensors.get(&base.to_raw().ptr)
        {
            let storage = self.graph.storage(base);
            self.graph.tensors[result].alias_of = Some(storage);
        }
        for (result, init) in passed_through(op, name) {
            if let (Some(&result), Some(&init)) = (
                self.tensors.get(&result.to_raw().ptr),
                self.tensors.get(&init.to_raw().ptr),
            ) && result != init
            {
                let storage = self.graph.storage(init);
                self.graph.tensors[result].alias_of = Some(storage);
                self.graph.tensors[result].bytes = 0;
            }
        }
    }

    /// The collective `op` performs, its bytes those of its own operands
    /// and `results` on this device.
    fn collective(
        &self,
        op: &OperationRef<'c, 'a>,
        name: &str,
        results: &[TensorId],
    ) -> Option<hyperoffload_core::Collective> {
        let bytes = |t: TensorId| self.graph.tensors[t].bytes;
        let operand_bytes = op
            .operands()
            .filter_map(|v| self.tensors.get(&v.to_raw().ptr).copied())
            .map(bytes)
            .sum();
        let result_bytes = results.iter().copied().map(bytes).sum();
        collective::collective(op, name, operand_bytes, result_bytes)
    }

    /// `operands` and every tensor they may share a buffer with. A use of
    /// what may share a buffer is a use of that buffer: it stays live (and,
    /// being pinned, on the device) while such a value is used.
    fn with_shared_buffers(&self, mut operands: Vec<TensorId>) -> Vec<TensorId> {
        let shared: Vec<TensorId> = operands
            .iter()
            .filter_map(|t| self.may_alias.get(t))
            .flatten()
            .copied()
            .collect();
        for s in shared {
            if !operands.contains(&s) {
                operands.push(s);
            }
        }
        operands
    }

    /// Adds the tensor-like results of `op`, the node at `step`.
    fn add_results(
        &mut self,
        op: &OperationRef<'c, 'a>,
        step: NodeId,
    ) -> Result<Vec<TensorId>, ExtractError<'c>> {
        let mut results = Vec::new();
        for (index, result) in op.results().enumerate() {
            let label = if op.result_count() == 1 {
                format!("%{step}")
            } else {
                format!("%{step}#{index}")
            };
            if let Some(id) = self.add_value(
                result.into(),
                label,
                TensorOrigin::Result { node: step, index },
                op.location(),
            )? {
                results.push(id);
            }
        }
        Ok(results)
    }

    /// Function-level tensors used by `op` or by ops in its regions. An
    /// offload op in a region reads on the device only the tensor it stores
    /// or detaches (see [`off_device_operand`]); a resident op, nothing.
    fn used_tensors(&self, op: OperationRef<'c, 'a>) -> Vec<TensorId> {
        let mut used = Vec::new();
        let mut visit = |o: OperationRef, skipped: Option<usize>| {
            for (index, value) in o.operands().enumerate() {
                if let Some(&id) = self.tensors.get(&value.to_raw().ptr)
                    && skipped != Some(index)
                    && !used.contains(&id)
                {
                    used.push(id);
                }
            }
        };
        // A resident op reads nothing on the device: it names where its
        // argument lives.
        visit(
            op,
            (OffloadOp::of(&op) == Some(OffloadOp::Resident)).then_some(0),
        );
        if op.region_count() > 0 {
            for nested in crate::ir::collect_ops(op, |_| true).into_iter().skip(1) {
                let skipped = off_device_operand(&nested);
                visit(nested, skipped);
            }
        }
        used
    }

    /// An op extraction does not know, with tensor operands and results: its
    /// results may share the operands' buffers. They keep their own bytes
    /// (they may as well own new ones: counting both is the safe side); the
    /// operands' storages and the results are pinned
    /// (`Tensor::may_be_aliased`: never planned off the device, where a
    /// shared buffer would be released under the other side), and the
    /// operands live as long as the results are used, returned included.
    fn alias_conservatively(&mut self, operands: &[TensorId], results: &[TensorId]) {
        let mut storages: Vec<TensorId> = Vec::new();
        for &t in operands {
            let s = self.graph.storage(t);
            if !storages.contains(&s) {
                storages.push(s);
            }
        }
        for &s in &storages {
            self.graph.tensors[s].may_be_aliased = true;
        }
        for &r in results {
            // Releasing a result could release an operand's buffer as well.
            self.graph.tensors[r].may_be_aliased = true;
            self.may_alias.insert(r, storages.clone());
        }
        trace!(
            ?results,
            ?storages,
            "results of an unknown op may share buffers"
        );
    }

    /// Records results of destination-passing (linalg) ops tied to their
    /// `outs` operands, to be made in place if the operand dies there.
    fn tie_destinations(
        &mut self,
        op: &OperationRef<'c, 'a>,
        name: &str,
        step: NodeId,
        results: &[TensorId],
    ) {
        if results.is_empty() {
            return;
        }
        // A loop carries each value in one buffer: its result i is written
        // where its init operand was (bufferization makes iter_args in
        // place), under the same rule as a linalg `outs` operand.
        if let Some(first) = first_carried_operand(name) {
            for (i, result) in op.results().enumerate() {
                let value: Value = result.into();
                let (Some(init), Some(&result)) = (
                    crate::ir::operand(op, first + i),
                    self.tensors.get(&value.to_raw().ptr),
                ) else {
                    continue;
                };
                if init.r#type() == value.r#type()
                    && let Some(&init) = self.tensors.get(&init.to_raw().ptr)
                {
                    self.tied_results.push((step, result, init));
                }
            }
            return;
        }
        if !name.starts_with("linalg.") {
            return;
        }
        let Some(inputs) = segment_sizes(op).and_then(|s| s.first().copied()) else {
            return;
        };
        for (i, &result) in results.iter().enumerate() {
            if let Some(init) = crate::ir::operand(op, inputs + i)
                && let Some(&init) = self.tensors.get(&init.to_raw().ptr)
            {
                self.tied_results.push((step, result, init));
            }
        }
    }

    fn kind(
        &self,
        op: &OperationRef<'c, 'a>,
        name: &str,
        step: NodeId,
    ) -> Result<NodeKind, ExtractError<'c>> {
        let Some(offload) = OffloadOp::from_name(name) else {
            return Ok(NodeKind::Compute);
        };
        let operand = |index: usize| {
            self.tensors
                .get(&crate::ir::operand(op, index)?.to_raw().ptr)
                .copied()
        };
        let result = |index: usize| {
            let value: Value = op.results().nth(index)?.into();
            self.tensors.get(&value.to_raw().ptr).copied()
        };
        let tier = hyperoffload_dialect::tier_of(op);
        let kind =
            match (offload, tier) {
                // One slice stored into a stack is a store of the slice, whose
                // remote copy is the stored slice.
                (OffloadOp::Store | OffloadOp::StoreSlice, Some(tier)) => operand(0)
                    .zip(result(0))
                    .map(|(tensor, remote)| NodeKind::Store {
                        tensor,
                        remote,
                        tier,
                        chunk: None,
                        into: None,
                    }),
                // With a chunk, it names that chunk of the copy.
                (OffloadOp::Resident, Some(tier)) => match operand(0).zip(result(0)) {
                    Some((tensor, remote)) => Some(NodeKind::Resident {
                        tensor,
                        remote,
                        tier,
                        chunk: match op.attribute("chunk") {
                            Ok(_) => Some(self.chunk(op, name, tensor)?),
                            Err(_) => None,
                        },
                    }),
                    None => None,
                },
                (OffloadOp::StoreChunk, Some(tier)) => match operand(0).zip(result(0)) {
                    Some((tensor, remote)) => Some(NodeKind::Store {
                        tensor,
                        remote,
                        tier,
                        chunk: Some(self.chunk(op, name, tensor)?),
                        into: operand(1),
                    }),
                    None => None,
                },
                (OffloadOp::Detach, _) => {
                    let wait = hyperoffload_dialect::detach_waits(op)
                        .map_err(|e| self.error(op.location(), format!("'{name}': {e}")))?;
                    operand(0)
                        .zip(operand(1))
                        .map(|(tensor, remote)| NodeKind::Detach {
                            tensor,
                            remote,
                            wait,
                        })
                }
                // A slice prefetch's device bytes are its loop's slots
                // ([`GraphBuilder::slice_slots`]).
                (OffloadOp::Prefetch | OffloadOp::PrefetchSlice, _) => operand(0)
                    .zip(result(0))
                    .map(|(remote, tensor)| NodeKind::Prefetch {
                        remote,
                        tensor,
                        chunk: None,
                        base: None,
                    }),
                // A stack in a tier: no device bytes (set in `node`).
                (OffloadOp::RemoteStack, _) => Some(NodeKind::Compute),
                (OffloadOp::PrefetchChunk, _) => match operand(0).zip(result(0)) {
                    Some((remote, tensor)) => {
                        let base = crate::ir::operand(op, 1).map(|_| operand(1));
                        match base {
                            // A base defined outside the function body.
                            Some(None) => None,
                            base => Some(NodeKind::Prefetch {
                                remote,
                                tensor,
                                chunk: Some(self.chunk(op, name, tensor)?),
                                base: base.flatten(),
                            }),
                        }
                    }
                    None => None,
                },
                _ => None,
            };
        kind.ok_or_else(|| {
            self.error(
                op.location(),
                format!(
                    "'{name}' at step {step} is a memref-level offload op or names a value defined outside the \
                     function body; offload analysis works on the tensor forms within one function"
                ),
            )
        })
    }

    /// The chunk a chunk op names, in bytes of `tensor`.
    fn chunk(
        &self,
        op: &OperationRef<'c, 'a>,
        name: &str,
        tensor: TensorId,
    ) -> Result<Chunk, ExtractError<'c>> {
        let element = self.graph.tensors[tensor].element_bytes;
        let bytes = hyperoffload_dialect::chunk_of(op).and_then(|c| {
            Some(Chunk {
                start: c.offset.checked_mul(element)?,
                bytes: c.length.checked_mul(element)?,
            })
        });
        match bytes {
            Some(chunk) if element > 0 && chunk.start.checked_add(chunk.bytes).is_some() => {
                Ok(chunk)
            }
            _ => Err(self.error(
                op.location(),
                format!(
                    "'{name}' needs chunk = array<i64: offset, length>: two non-negative element counts within its tensor of whole-byte elements"
                ),
            )),
        }
    }

    fn facts(&self, op: &OperationRef<'c, 'a>, name: &str) -> OpFacts {
        let shape_of = |v: Value| {
            let parsed = value_shape(v.r#type())?;
            Some(match self.dims.dims_of(v) {
                Some(dims) if parsed.is_dynamic() => TensorShape {
                    dims: dims.iter().copied().map(Some).collect(),
                    element_bytes: parsed.element_bytes,
                },
                _ => parsed,
            })
        };
        let mut attributes = Vec::new();
        let indexing_maps = op
            .attribute("indexing_maps")
            .ok()
            .and_then(|a| ArrayAttribute::try_from(a).ok())
            .map(|maps| {
                (0..maps.len())
                    .filter_map(|i| maps.element(i).ok())
                    .filter_map(|map| {
                        let (dims, results) = crate::ir::affine_map_dims(map)?;
                        Some(IndexingMap { dims, results })
                    })
                    .collect()
            })
            .unwrap_or_default();
        // Kept as printed text: the work model reads them (work.rs), and
        // neither linalg's iterator types nor StableHLO's dot dimension
        // numbers (an unregistered dialect) have typed accessors in the C API.
        for key in ["iterator_types", "dot_dimension_numbers"] {
            if let Ok(a) = op.attribute(key) {
                attributes.push((key.to_owned(), a.to_string()));
            }
        }
        let body = crate::ir::first_block(op)
            .map(|b| {
                let mut names = Vec::new();
                let mut o = b.first_operation();
                while let Some(x) = o {
                    names.push(op_name(&x));
                    o = x.next_in_block();
                }
                names
            })
            .unwrap_or_default();
        OpFacts {
            name: name.to_owned(),
            operands: op.operands().map(shape_of).collect(),
            results: op.results().map(|r| shape_of(r.into())).collect(),
            attributes,
            indexing_maps,
            body,
            inputs: segment_sizes(op).and_then(|s| s.first().copied()),
            unread: {
                let operands: Vec<Value> = op.operands().collect();
                operands
                    .iter()
                    .enumerate()
                    .map(|(i, &v)| {
                        operands[..i].contains(&v)
                            || crate::ir::defining_op(v)
                                .is_some_and(|d| SHAPE_ONLY_OPS.contains(&op_name(&d).as_str()))
                    })
                    .collect()
            },
        }
    }

    /// The work of `op`: by rule, or for region ops the work of the ops
    /// inside times the trip count; for calls, the callee's. For region ops
    /// and calls also the kernels the body runs, each with how many times
    /// (inner loops and calls multiplied out), which the cost model times
    /// one by one.
    fn work(
        &mut self,
        op: &OperationRef<'c, 'a>,
        name: &str,
        facts: &OpFacts,
    ) -> (OpWork, Vec<(OpWork, u64)>) {
        let element_bytes = facts
            .operands
            .iter()
            .chain(&facts.results)
            .flatten()
            .map(|s| s.element_bytes as u32)
            .next()
            .unwrap_or(4);
        let by_rule = flops(facts);
        if name == "func.call" {
            return self.call_work(op);
        }
        if by_rule.rule == Rule::MemoryBound
            && op.region_count() > 0
            && !name.starts_with("linalg.")
        {
            let trip = self.trip_count(op, name);
            let mut nested = OpWork::default();
            let mut kernels = Vec::new();
            for region in op.regions() {
                let mut block = region.first_block();
                while let Some(b) = block {
                    let mut o = b.first_operation();
                    while let Some(x) = o {
                        let n = op_name(&x);
                        let f = self.facts(&x, &n);
                        let (w, inner) = self.work(&x, &n, &f);
                        nested.flops += w.flops;
                        nested.matrix |= w.matrix;
                        match inner.is_empty() {
                            true => kernels.extend(self.kernel(&n, &f, w).map(|k| (k, 1))),
                            false => kernels.extend(inner),
                        }
                        o = x.next_in_block();
                    }
                    block = b.next_in_region();
                }
            }
            for (_, count) in &mut kernels {
                *count = count.saturating_mul(trip);
            }
            let work = OpWork {
                flops: nested.flops * trip as f64,
                bytes: 0.0,
                matrix: nested.matrix,
                element_bytes,
            };
            return (work, kernels);
        }
        let work = OpWork {
            flops: by_rule.flops,
            bytes: 0.0,
            matrix: by_rule.matrix,
            element_bytes,
        };
        (work, Vec::new())
    }

    /// An op inside a region as a kernel of its own: its flops and the
    /// bytes of its tensor operands and results. `None` for what launches
    /// no kernel: terminators, constants, views, shape-only ops and scalar
    /// (rank-0) arithmetic such as a loop counter.
    fn kernel(&self, name: &str, facts: &OpFacts, work: OpWork) -> Option<OpWork> {
        const NO_KERNEL: &[&str] = &[
            "func.return",
            "stablehlo.return",
            "scf.yield",
            "scf.condition",
            "linalg.yield",
            "affine.yield",
            "tensor.yield",
            "stablehlo.constant",
            "arith.constant",
        ];
        // Offload ops issue transfers; the compute stream runs no kernel.
        if NO_KERNEL.contains(&name)
            || OffloadOp::from_name(name).is_some()
            || SHAPE_ONLY_OPS.contains(&name)
            || crate::ir::VIEW_OPS.contains(&name)
        {
            return None;
        }
        let size = self.options.dynamic.default.or(Some(1));
        let shapes = || facts.operands.iter().chain(&facts.results).flatten();
        if shapes().all(|s| s.elements(size).unwrap_or(0) <= 1) {
            return None;
        }
        let bytes_of = |s: &Option<TensorShape>| s.as_ref().and_then(|s| s.bytes(size).ok());
        let elements_of = |s: &Option<TensorShape>| s.as_ref().and_then(|s| s.elements(size).ok());
        let bytes: u64 = match name {
            // A broadcast that only adds unit dimensions is a reshape (XLA
            // makes it a bitcast): no kernel.
            "stablehlo.broadcast_in_dim"
                if facts.operands.first().map(elements_of)
                    == facts.results.first().map(elements_of) =>
            {
                return None;
            }
            // A scan updates its stacked buffer in place and reads one
            // slice of it: the traffic is the slice's, not the buffer's.
            "stablehlo.dynamic_update_slice" | "tensor.insert_slice" => {
                2 * facts.operands.get(1).and_then(bytes_of).unwrap_or(0)
            }
            "stablehlo.dynamic_slice" | "tensor.extract_slice" => {
                2 * facts.results.first().and_then(bytes_of).unwrap_or(0)
            }
            // What it reads (an operand whose contents are undefined is
            // not read) and what it writes.
            _ => facts
                .operands
                .iter()
                .enumerate()
                .filter(|&(i, _)| !facts.unread.get(i).copied().unwrap_or(false))
                .map(|(_, s)| s)
                .chain(&facts.results)
                .flatten()
                .filter_map(|s| s.bytes(size).ok())
                .sum(),
        };
        Some(OpWork {
            bytes: bytes as f64,
            ..work
        })
    }

    fn call_work(&mut self, op: &OperationRef<'c, 'a>) -> (OpWork, Vec<(OpWork, u64)>) {
        let Some(callee) = crate::ir::symbol_attribute(op, "callee") else {
            return Default::default();
        };
        if let Some(work) = self.call_work.get(&callee) {
            return work.clone();
        }
        let Some(&function) = self.callees.get(&callee) else {
            return Default::default();
        };
        if self.calls_in_progress.contains(&callee) {
            trace!(%callee, "recursive call counted once");
            return Default::default();
        }
        self.calls_in_progress.push(callee.clone());
        let name = op_name(&function);
        let facts = OpFacts {
            name: name.clone(),
            ..OpFacts::default()
        };
        let work = self.work(&function, &name, &facts);
        self.calls_in_progress.pop();
        self.call_work.insert(callee, work.clone());
        work
    }

    /// Bytes the temporaries of `op` hold at their peak while it runs: for
    /// a loop or a branch, the values its regions define and do not yield
    /// (the largest region; a loop body's values are made again in every
    /// iteration and freed within it, so one iteration's peak counts); for
    /// a call, the callee's peak less what it returns. What the regions
    /// read from outside or carry in their arguments are the op's operands,
    /// and what they yield its results: the enclosing graph counts those.
    /// Regions of other ops (a linalg or reduce body) compute on scalars.
    fn scratch(&mut self, op: &OperationRef<'c, 'a>, name: &str) -> Result<u64, ExtractError<'c>> {
        if name == "func.call" {
            let Some(callee) = crate::ir::symbol_attribute(op, "callee") else {
                return Ok(0);
            };
            if let Some(&bytes) = self.call_scratch.get(&callee) {
                return Ok(bytes);
            }
            let Some(&function) = self.callees.get(&callee) else {
                return Ok(0);
            };
            if self.calls_in_progress.contains(&callee) {
                return Ok(0);
            }
            self.calls_in_progress.push(callee.clone());
            let bytes = match function.region(0) {
                Ok(body) => self.region_scratch(function, body),
                Err(_) => Ok(0),
            };
            self.calls_in_progress.pop();
            let bytes = bytes?;
            self.call_scratch.insert(callee, bytes);
            return Ok(bytes);
        }
        if !LOOPS.contains(&name) && !BRANCHES.contains(&name) {
            return Ok(0);
        }
        let mut most = 0;
        for region in op.regions() {
            most = most.max(self.region_scratch(*op, region)?);
        }
        Ok(most)
    }

    /// The peak bytes of the values `region` of `op` defines and does not
    /// yield, over its steps, or for a function's body (`op` a callee) the
    /// peak of what it defines less what it returns: its graph extracted as
    /// a function's, with the region's arguments and the values it reads
    /// from outside as arguments.
    fn region_scratch(
        &mut self,
        op: OperationRef<'c, 'a>,
        region: melior::ir::RegionRef<'c, 'a>,
    ) -> Result<u64, ExtractError<'c>> {
        let mut sub = GraphBuilder::with_callees(op, self.options, Rc::clone(&self.callees));
        sub.dims = DimTable::infer(op)
            .resolve(&self.options.dynamic)
            .unwrap_or_default();
        sub.calls_in_progress = self.calls_in_progress.clone();
        // What the callees cost and hold is the same in every region: the
        // sub-builder carries on the memos (a chain of calls or a nest of
        // loops would otherwise be extracted again at every level).
        sub.call_scratch = std::mem::take(&mut self.call_scratch);
        sub.call_work = std::mem::take(&mut self.call_work);
        let mut arguments: Vec<Value<'c, 'a>> = Vec::new();
        if let Some(entry) = region.first_block() {
            for index in 0..entry.argument_count() {
                arguments.push(entry.argument(index).expect("index is in range").into());
            }
        }
        arguments.extend(region::values_from_outside(region));
        let mut index = 0;
        for value in arguments {
            let origin = TensorOrigin::Argument { index, tier: None };
            if sub
                .add_value(value, format!("%in{index}"), origin, op.location())?
                .is_some()
            {
                index += 1;
            }
        }
        let mut terminator = None;
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut nested = b.first_operation();
            while let Some(o) = nested {
                sub.node(o)?;
                terminator = Some(o);
                nested = o.next_in_block();
            }
            block = b.next_in_region();
        }
        // What the region yields is the op's result (a function's return
        // marks its own).
        if let Some(terminator) = terminator {
            for value in terminator.operands() {
                if let Some(&t) = sub.tensors.get(&value.to_raw().ptr) {
                    let storage = sub.graph.storage(t);
                    sub.graph.tensors[t].is_result = true;
                    sub.graph.tensors[storage].is_result = true;
                }
            }
        }
        self.call_scratch = std::mem::take(&mut sub.call_scratch);
        self.call_work = std::mem::take(&mut sub.call_work);
        let slots = sub.slice_slots;
        let extracted = sub.finish()?;
        let lifetimes = Lifetimes::compute(&extracted.graph);
        // A loop body yields into the buffers it carries (in place, as
        // bufferization requires), which the enclosing op holds already:
        // its yielded values are not its own. A function's returned values
        // are new buffers that the call's results stand for: they count
        // where they are live, less what the results count for the whole
        // call.
        let returns = op_name(&op) == "func.func";
        let mut held = vec![0i128; extracted.graph.nodes.len() + 1];
        let mut returned = 0u64;
        for lifetime in lifetimes.storage_tensors() {
            if lifetime.is_result && !lifetime.is_argument && returns {
                returned += lifetime.bytes;
                continue;
            }
            if let (true, Some((first, last))) = (
                lifetime.is_argument || lifetime.is_result,
                lifetime.resident,
            ) {
                held[first.index()] += i128::from(lifetime.bytes);
                held[last.index() + 1] -= i128::from(lifetime.bytes);
            }
        }
        let mut level = 0i128;
        let peak = lifetimes
            .resident_bytes
            .iter()
            .zip(&held)
            .map(|(&resident, &change)| {
                level += change;
                u64::try_from(i128::from(resident) - level).unwrap_or(0)
            })
            .max()
            .unwrap_or(0);
        Ok(peak.saturating_sub(returned) + slots)
    }

    /// A tensor of `bytes` that stands for the temporaries of the op at
    /// `step`: a result no op uses, so it counts while the op runs and is
    /// never planned.
    fn scratch_tensor(&mut self, step: NodeId, index: usize, op: &str, bytes: u64) -> TensorId {
        let id = TensorId::new(self.graph.tensors.len());
        self.graph.tensors.push(Tensor {
            name: format!("%{step}.scratch"),
            ty: format!("scratch of {op}"),
            bytes,
            origin: TensorOrigin::Result { node: step, index },
            alias_of: None,
            is_result: false,
            donated: false,
            offloadable: false,
            may_be_aliased: false,
            element_bytes: 0,
        });
        self.values.push(None);
        self.shapes.insert(id, None);
        self.total_bytes = self.total_bytes.saturating_add(bytes);
        id
    }

    /// The stacks an `scf.for`, `scf.while` or `stablehlo.while` streams: an
    /// `offload.prefetch_slice` directly in its body, of a remote copy the
    /// function made, per slice and iteration, with how many of the loop's
    /// kernels run until its slot's last reader has.
    fn streams(&mut self, op: &OperationRef<'c, 'a>, name: &str) -> Vec<SliceStream> {
        let (trips, body) = match name {
            "scf.for" => (scf_for_trip_count(op), op.region(0)),
            "stablehlo.while" | "scf.while" => (while_trip_count(op, name), op.region(1)),
            _ => return Vec::new(),
        };
        // The loop's kernels list its condition's before its body's.
        let before_body: usize = match name {
            "stablehlo.while" | "scf.while" => crate::ir::region(op, 0)
                .and_then(|r| r.first_block())
                .map(|cond| {
                    crate::ir::block_ops(cond)
                        .iter()
                        .map(|o| self.kernel_entries(o))
                        .sum()
                })
                .unwrap_or(0),
            _ => 0,
        };
        let iterations = trips.unwrap_or(self.options.trip_count.max(1));
        let Some(body) = body.ok().and_then(|r| r.first_block()) else {
            return Vec::new();
        };
        let mut streams = Vec::new();
        let mut next = body.first_operation();
        let is_loop = |o: &OperationRef| {
            matches!(
                op_name(o).as_str(),
                "scf.for" | "scf.while" | "stablehlo.while"
            )
        };
        let has_inner_loops = crate::ir::block_ops(body).iter().any(is_loop);
        // The kernels this loop lists before the body's op at hand (counted
        // where a loop nested in it needs them).
        let mut kernels_before = before_body;
        while let Some(x) = next {
            next = x.next_in_block();
            let entries = if has_inner_loops {
                self.kernel_entries(&x)
            } else {
                0
            };
            let first_kernel = kernels_before;
            kernels_before += entries;
            // A loop nested in this one streams in each of its iterations:
            // its streams are this loop's, run `iterations` times, over
            // its kernels among this loop's.
            if is_loop(&x) {
                for mut stream in self.streams(&x, &op_name(&x)) {
                    stream.nested = Some(match stream.nested {
                        None => hyperoffload_core::Nesting {
                            runs: iterations,
                            first_kernel,
                            count: entries,
                        },
                        // Nested deeper: the innermost loop runs once per
                        // iteration of every loop around it.
                        Some(deeper) => hyperoffload_core::Nesting {
                            runs: iterations.saturating_mul(deeper.runs),
                            first_kernel: first_kernel + deeper.first_kernel,
                            count: deeper.count,
                        },
                    });
                    streams.push(stream);
                }
                continue;
            }
            // The stack's remote copy and the slice: a prefetch's result, a
            // store's stored value.
            let (remote, slice, stores_to) = match OffloadOp::of(&x) {
                Some(OffloadOp::PrefetchSlice) => (
                    crate::ir::operand(&x, 0),
                    x.results().next().map(Value::from),
                    None,
                ),
                Some(OffloadOp::StoreSlice) => (
                    crate::ir::operand(&x, 1),
                    crate::ir::operand(&x, 0),
                    hyperoffload_dialect::tier_of(&x),
                ),
                _ => continue,
            };
            let remote = remote.and_then(|v| self.tensors.get(&v.to_raw().ptr).copied());
            let slice_bytes = slice
                .and_then(|v| value_shape(v.r#type()))
                .and_then(|shape| shape.bytes(None).ok());
            if let (Some(remote), Some(slice_bytes)) = (remote, slice_bytes) {
                // A StableHLO loop's calls are inlined where it is compiled
                // (XLA): its slot is free once the callee's last reader ran.
                // An scf.for's is free once the call has returned.
                let into_calls = compiled_as_stablehlo(op, name);
                let starts_after_kernel = before_body
                    + match (stores_to, slice) {
                        (None, Some(slice)) => self.kernels_until_read(body, slice, into_calls),
                        (Some(_), Some(slice)) => self.kernels_until_made(body, slice, into_calls),
                        _ => None,
                    }
                    .unwrap_or(0);
                streams.push(SliceStream {
                    remote,
                    slice_bytes,
                    iterations,
                    stores_to,
                    one_slot: stores_to.is_none() && slice_slots(&x) == 1,
                    starts_after_kernel,
                    nested: None,
                });
            }
        }
        streams
    }

    /// How many kernel entries the ops of `block` list (in the order
    /// [`Self::work`] does) until the op that makes `value` has run; `None`
    /// when no op of the block makes it. With `into_calls`, a call that
    /// makes it counts its callee's entries until the op that makes the
    /// result returned in its place.
    fn kernels_until_made(
        &mut self,
        block: melior::ir::BlockRef<'c, 'a>,
        value: Value<'c, 'a>,
        into_calls: bool,
    ) -> Option<usize> {
        let ops = crate::ir::block_ops(block);
        let maker = crate::ir::defining_op(value)?;
        let at = ops.iter().position(|o| *o == maker)?;
        let inside = |this: &mut Self, body: melior::ir::BlockRef<'c, 'a>| {
            let j = maker.results().position(|r| Value::from(r) == value)?;
            let returned = crate::ir::operand(&crate::ir::last_op(body)?, j)?;
            this.kernels_until_made(body, returned, true)
        };
        Some(self.kernels_through(&ops, at, into_calls, inside))
    }

    /// How many kernel entries `ops` list until `ops[at]` has run. With
    /// `into_calls`, when `ops[at]` is a call, `inside` may count its
    /// callee's body (given) up to a point instead of the whole call.
    fn kernels_through(
        &mut self,
        ops: &[OperationRef<'c, 'a>],
        at: usize,
        into_calls: bool,
        inside: impl FnOnce(&mut Self, melior::ir::BlockRef<'c, 'a>) -> Option<usize>,
    ) -> usize {
        let before: usize = ops[..at].iter().map(|o| self.kernel_entries(o)).sum();
        let op = ops[at];
        let callee_body = (into_calls && op_name(&op) == "func.call")
            .then(|| crate::ir::symbol_attribute(&op, "callee"))
            .flatten()
            .and_then(|c| self.callees.get(&c).copied())
            .and_then(|callee| crate::ir::first_block(&callee));
        before
            + callee_body
                .and_then(|body| inside(self, body))
                .unwrap_or_else(|| self.kernel_entries(&op))
    }

    /// How many entries `op`, an op of a loop's body, adds to the loop's
    /// kernels, as [`Self::work`] lists them.
    fn kernel_entries(&mut self, op: &OperationRef<'c, 'a>) -> usize {
        let name = op_name(op);
        let facts = self.facts(op, &name);
        let (work, inner) = self.work(op, &name, &facts);
        if inner.is_empty() {
            usize::from(self.kernel(&name, &facts, work).is_some())
        } else {
            inner.len()
        }
    }

    /// How many kernel entries the ops of `block` list (in the order
    /// [`Self::work`] does) until the last reader of `value` in it (or of a
    /// view of it) has run; `None` when nothing there reads it. With
    /// `into_calls`, a call that reads it last counts its callee's entries
    /// until the callee's last reader of that argument.
    fn kernels_until_read(
        &mut self,
        block: melior::ir::BlockRef<'c, 'a>,
        value: Value<'c, 'a>,
        into_calls: bool,
    ) -> Option<usize> {
        let ops = crate::ir::block_ops(block);
        let mut read = vec![value];
        let mut last = None;
        for (i, o) in ops.iter().enumerate() {
            let reads = |x: &OperationRef| x.operands().any(|v| read.contains(&v));
            if reads(o) || !crate::ir::collect_ops(*o, |x| reads(x)).is_empty() {
                last = Some(i);
                let name = op_name(o);
                if crate::ir::VIEW_OPS.contains(&name.as_str()) || name == "stablehlo.reshape" {
                    read.extend(o.results().map(Value::from));
                }
            }
        }
        let last = last?;
        let inside = |this: &mut Self, body: melior::ir::BlockRef<'c, 'a>| {
            let j = ops[last].operands().position(|v| read.contains(&v))?;
            let argument = crate::ir::argument(&body, j)?;
            this.kernels_until_read(body, argument, true)
        };
        Some(self.kernels_through(&ops, last, into_calls, inside))
    }

    fn trip_count(&mut self, op: &OperationRef<'c, 'a>, name: &str) -> u64 {
        // Only loops repeat their regions: the regions of other ops run
        // once (`scf.if`, `func.func`) or are per-element combiners
        // (`stablehlo.scatter`, `reduce`, `sort`, `tensor.pad`).
        if !LOOPS.contains(&name) {
            return 1;
        }
        let why = match loop_trips(op, name) {
            Ok(trips) => return trips,
            Err(why) => why,
        };
        let mut assumed = format!("{name} at {}", location_text(op.location()));
        if why != NOT_COUNTED {
            assumed.push_str(&format!(" ({why})"));
        }
        self.assumed_loops.push(assumed);
        if self.options.trip_count == 0 && self.unknown_loop.is_none() {
            self.unknown_loop = Some((op.location(), name.to_owned(), why));
        }
        trace!(op = %name, trip = self.options.trip_count, "assumed trip count");
        self.options.trip_count.max(1)
    }

    /// The body must end in `func.return`: the results and everything that
    /// offloading returns are read there (a generic-form body may end in
    /// any op).
    fn check_terminator(
        &self,
        region: &melior::ir::RegionRef<'c, 'a>,
    ) -> Result<(), ExtractError<'c>> {
        let mut last_block = region.first_block();
        while let Some(next) = last_block.and_then(|b| b.next_in_region()) {
            last_block = Some(next);
        }
        let mut terminator = last_block.and_then(|b| b.first_operation());
        while let Some(next) = terminator.and_then(|op| op.next_in_block()) {
            terminator = Some(next);
        }
        match terminator {
            Some(op) if op_name(&op) == "func.return" => Ok(()),
            Some(op) => Err(self.error(
                op.location(),
                format!(
                    "the body of @{} ends in '{}', not func.return; offload analysis reads the function's results at its return",
                    self.graph.name,
                    op_name(&op)
                ),
            )),
            None => Err(self.error(
                self.function.location(),
                format!("the body of @{} is empty; it needs a func.return", self.graph.name),
            )),
        }
    }

    fn finish(mut self) -> Result<Extracted<'c, 'a>, ExtractError<'c>> {
        if let Some((location, name, why)) = self.unknown_loop.take() {
            return Err(self.error(
                location,
                format!("the trip count of this {name} is not known ({why}); give trip-count=N"),
            ));
        }
        self.make_in_place();
        self.identify_pure_ops();
        if let Err(e) = self.graph.validate() {
            return Err(self.error(
                self.function.location(),
                format!("internal error: inconsistent graph: {e}"),
            ));
        }
        Ok(Extracted {
            graph: self.graph,
            ops: self.ops,
            values: self.values,
            results: self.results,
            assumed_loops: self.assumed_loops.clone(),
            dynamic_tensors: self.dynamic_tensors,
            lengths: self.dims.lengths,
        })
    }

    /// The identity of each pure op, when the body holds a clone a plan
    /// placed: the checker compares a clone with the op it computes again
    /// by it. A body without clones skips the hashing: the planner's graph
    /// with a plan gives each op it runs again an identity of its own
    /// (`hyperoffload_core::plan::edits`), which is all its checker needs.
    fn identify_pure_ops(&mut self) {
        if !self.graph.nodes.iter().any(|n| n.recompute) {
            return;
        }
        for (node, op) in self.graph.nodes.iter_mut().zip(&self.ops) {
            if node.repeatable() {
                node.identity = purity::identity(op);
            }
        }
    }

    /// Whether `tensor` is a device copy of an argument that lives in a
    /// tier: a prefetch of its `offload.resident` copy. It stands for the
    /// argument, which no result is written into, so that a planned
    /// function (which fetches the argument) and its plan (which was made
    /// on the argument) hold the same buffers.
    fn is_argument_copy(&self, tensor: TensorId) -> bool {
        let TensorOrigin::Result { node, .. } = self.graph.tensors[tensor].origin else {
            return false;
        };
        let NodeKind::Prefetch { remote, .. } = self.graph.nodes[node].kind else {
            return false;
        };
        matches!(
            self.graph.tensors[remote].origin,
            TensorOrigin::Result { node, .. }
                if matches!(self.graph.nodes[node].kind, NodeKind::Resident { .. })
        )
    }

    /// A linalg result (or a loop's carried value) is written into its
    /// `outs` operand's buffer (its init's) when that operand is not an
    /// argument, nor the copy of one, and has no use after the op.
    fn make_in_place(&mut self) {
        let mut last_use = vec![None; self.graph.tensors.len()];
        for (step, node) in self.graph.nodes_with_ids() {
            for &t in &node.operands {
                last_use[self.graph.storage(t)] = Some(step);
            }
        }
        for (step, result, init) in std::mem::take(&mut self.tied_results) {
            let storage = self.graph.storage(init);
            let tensor = &self.graph.tensors[storage];
            let reusable = tensor.bytes > 0
                && tensor.bytes >= self.graph.tensors[result].bytes
                && matches!(tensor.origin, TensorOrigin::Result { .. })
                && !tensor.is_result
                && !self.is_argument_copy(storage)
                && last_use[storage] == Some(step);
            if reusable && self.graph.tensors[result].alias_of.is_none() {
                self.graph.tensors[result].alias_of = Some(storage);
                self.graph.tensors[result].bytes = 0;
                // Later uses of the result keep the shared buffer alive.
                last_use[storage] = last_use[result].max(Some(step));
            }
        }
        // Invariant: aliases point at storage (views of in-place results).
        for id in self.graph.tensor_ids() {
            let mut target = self.graph.tensors[id].alias_of;
            while let Some(t) = target.and_then(|t| self.graph.tensors[t].alias_of) {
                target = Some(t);
            }
            self.graph.tensors[id].alias_of = target;
            if let Some(t) = target
                && self.graph.tensors[id].is_result
            {
                self.graph.tensors[t].is_result = true;
            }
        }
    }
}

/// The operand of an offload op that is not device data: the remote copy a
/// prefetch reads or a detach names, the argument a resident op names.
fn off_device_operand(op: &OperationRef) -> Option<usize> {
    match OffloadOp::of(op)? {
        OffloadOp::Prefetch
        | OffloadOp::PrefetchChunk
        | OffloadOp::PrefetchSlice
        | OffloadOp::Resident => Some(0),
        OffloadOp::StoreSlice => Some(1),
        OffloadOp::Detach => Some(1),
        _ => None,
    }
}

/// `func.func` ops of the module around `function`, by name.
pub fn callees_of<'c, 'a>(function: OperationRef<'c, 'a>) -> HashMap<String, OperationRef<'c, 'a>> {
    let mut module = function;
    while let Some(parent) = module.parent_operation() {
        module = parent;
    }
    // Functions do not nest: the walk skips their bodies, so finding the
    // callees costs the number of functions, not of ops.
    let mut raw = Vec::new();
    module.walk(WalkOrder::PreOrder, |op| match op_name(&op).as_str() {
        "func.func" => {
            raw.push(op.to_raw());
            WalkResult::Skip
        }
        "builtin.module" => WalkResult::Advance,
        _ => WalkResult::Skip,
    });
    raw.into_iter()
        // SAFETY: the ops were just found under `module`, which outlives
        // 'a, and the walk did not change the IR.
        .map(|op| unsafe { OperationRef::from_raw(op) })
        .filter_map(|f| Some((string_attribute(&f, "sym_name")?, f)))
        .collect()
}

/// A string attribute's value.
fn string_attribute(op: &OperationRef, name: &str) -> Option<String> {
    hyperoffload_dialect::string_value(op.attribute(name).ok()?)
}

/// A tier name: `Some(None)` for "hbm" (on the device), `None` if unknown.
fn parse_core_tier(text: &str) -> Option<Option<Tier>> {
    match text {
        "hbm" => Some(None),
        _ => Tier::parse(text).map(Some),
    }
}

/// The shape of a tensor-like type, `None` when it is not one or does not
/// size. Builtin shaped types are read through the type API; dialect tensor
/// types (torch's `!torch.vtensor<[..],dtype>`) have no accessors in the C
/// API, so they (and any builtin element the API does not size) are read
/// from their printed form.
fn value_shape(ty: melior::ir::Type) -> Option<TensorShape> {
    builtin_shape(ty)
        .and_then(Result::ok)
        .or_else(|| parse_tensor_type(&ty.to_string()).ok().flatten())
}

/// The shape of a ranked builtin tensor or memref type, with its element
/// size; `None` for any other type.
fn builtin_shape(ty: melior::ir::Type) -> Option<Result<TensorShape, SizeError>> {
    let (dims, element) = crate::ir::ranked_shape(ty)?;
    Some(element_bytes_of(element).map(|element_bytes| TensorShape {
        dims,
        element_bytes,
    }))
}

/// Bytes per element of a builtin element type (an integer of any width
/// rounded up to whole bytes, `index` 8, a float, `complex<T>`).
fn element_bytes_of(element: melior::ir::Type) -> Result<u64, SizeError> {
    use melior::ir::TypeLike;
    if element.is_index() {
        return Ok(8);
    }
    if let Ok(integer) = melior::ir::r#type::IntegerType::try_from(element) {
        return Ok((integer.width() as u64).div_ceil(8).max(1));
    }
    if let Some(width) = crate::ir::float_width(element) {
        // tf32 has 19 significant bits and is stored in 32.
        let stored = if crate::ir::is_tf32(element) {
            32
        } else {
            width
        };
        return Ok((stored as u64).div_ceil(8).max(1));
    }
    if let Some(part) = crate::ir::complex_element(element) {
        return element_bytes_of(part).map(|b| 2 * b);
    }
    Err(SizeError::UnknownElement(element.to_string()))
}

/// Whether ops named `name` have value semantics on tensors
/// ([`VALUE_SEMANTIC_DIALECTS`]).
fn value_semantic(name: &str) -> bool {
    let dialect = name.split_once('.').map_or(name, |(d, _)| d);
    VALUE_SEMANTIC_DIALECTS.contains(&dialect)
}

/// `operandSegmentSizes` of an op, if it has them.
pub(super) fn segment_sizes(op: &OperationRef) -> Option<Vec<usize>> {
    let sizes = DenseI32ArrayAttribute::try_from(op.attribute("operandSegmentSizes").ok()?).ok()?;
    (0..sizes.len())
        .map(|i| usize::try_from(sizes.element(i).ok()?).ok())
        .collect()
}

/// `file:line:col` of a location (the printed location otherwise).
fn location_text(location: Location) -> String {
    let text = location.to_string();
    let inner = text.trim_start_matches("loc(").trim_end_matches(')');
    inner.replacen('"', "", 2)
}

/// `name(operand types) -> (result types)`: the key of a performance record.
fn signature(op: &OperationRef, name: &str) -> String {
    let operands: Vec<String> = op.operands().map(|v| v.r#type().to_string()).collect();
    let results: Vec<String> = op.results().map(|v| v.r#type().to_string()).collect();
    format!(
        "{name}({}) -> ({})",
        operands.join(", "),
        results.join(", ")
    )
}

/// The form of sharded program `op` marks, if it marks one: the body of
/// JAX's Shardy form, or the entry of its GSPMD form.
fn sharded_form(op: &OperationRef, name: &str) -> Option<&'static str> {
    match name {
        "sdy.manual_computation" => Some("`sdy.manual_computation` (JAX's Shardy form)"),
        "stablehlo.custom_call" | "mhlo.custom_call" => {
            let target = op
                .attribute("call_target_name")
                .ok()
                .and_then(hyperoffload_dialect::string_value)?;
            (target == "SPMDFullToShardShape")
                .then_some("a call between `@SPMDFullToShardShape` and `@SPMDShardToFullShape` (JAX's GSPMD form)")
        }
        _ => None,
    }
}
