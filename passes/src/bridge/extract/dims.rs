//! Sizes of dynamic dimensions.
//!
//! Each dynamic dimension of a function argument is a *length*. The body
//! ties lengths together and sizes every dimension inside from them: a
//! decode step's mask of `past + 1` beside a cache of `past`, a
//! `tensor.empty(%d)` whose `%d` is `tensor.dim` plus one. This module
//! follows the IR: index arithmetic (`arith` on integers and indices,
//! `affine.apply`, `tensor.dim`, constants) as linear expressions in one
//! length, the shapes of `tensor.empty`, `expand_shape`, `collapse_shape`,
//! `extract_slice`, `insert_slice`, `concat`, `cast` and destination-passing
//! (`linalg`) results, the `offload` ops (a copy in a tier has the shape of
//! the value stored, a value brought back that of its copy, a slice that of
//! its stack's rows), and equalities between lengths where a `linalg` op's
//! indexing maps bind one loop to two operand dimensions. Lengths so tied
//! are one length; `dynamic-dim=N` gives each independent length `N` (its
//! shortest dimension is `N`, the others follow: the mask is `N + 1`), and
//! `dynamic-dim=...,ARG.DIM=M` pins the length of argument `ARG`'s dimension
//! `DIM` (`ARG.DIM=+K`: `K` more than the others, as a mask of `past + 1`
//! that the IR does not tie to the cache). A dimension the rules cannot
//! follow (a dynamic result of an op with no rule) is a length of its own,
//! sized like the others.

use std::collections::HashMap;

use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    attribute::{ArrayAttribute, IntegerAttribute},
    operation::{OperationLike, OperationRef},
};

use hyperoffload_dialect::OffloadOp;

use crate::ir::{AffineExpr, affine_map_exprs, op_name, ranked_shape};

/// The sizes given for dynamic dimensions (the `dynamic-dim` option).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DynamicSizes {
    /// The size of every length not pinned; `None`: a dynamic shape is an
    /// error.
    pub default: Option<u64>,
    /// `(argument, dimension, size)`: the length of that argument dimension.
    pub pins: Vec<(usize, usize, Pin)>,
}

/// The size a pin gives a length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pin {
    Size(u64),
    /// `default + offset`.
    Offset(i64),
}

impl DynamicSizes {
    /// Every length `size`.
    pub fn all(size: u64) -> DynamicSizes {
        DynamicSizes {
            default: Some(size),
            pins: Vec::new(),
        }
    }

    /// The option's text that [`DynamicSizes::parse`] reads back:
    /// `2047,1.1=2048`, `1.1=+1`.
    pub fn to_option(&self) -> String {
        let default = self.default.map(|n| n.to_string());
        let pins = self.pins.iter().map(|&(arg, dim, pin)| match pin {
            Pin::Size(n) => format!("{arg}.{dim}={n}"),
            Pin::Offset(k) => format!("{arg}.{dim}={k:+}"),
        });
        default
            .into_iter()
            .chain(pins)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Parses `N` (0: none), `ARG.DIM=N` pins, or both: `2047,1.1=2048`.
    pub fn parse(text: &str) -> Option<DynamicSizes> {
        let mut sizes = DynamicSizes::default();
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let number = |t: &str| -> Option<u64> {
                let t = t.trim();
                (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| t.parse().ok())
                    .flatten()
            };
            match part.split_once('=') {
                None => {
                    if sizes.default.is_some() {
                        return None;
                    }
                    sizes.default = Some(number(part)?).filter(|&n| n > 0);
                }
                Some((at, size)) => {
                    let (arg, dim) = at.split_once('.')?;
                    let size = size.trim();
                    let pin = if let Some(k) = size.strip_prefix('+') {
                        Pin::Offset(i64::try_from(number(k)?).ok()?)
                    } else if let Some(k) = size.strip_prefix('-') {
                        Pin::Offset(-i64::try_from(number(k)?).ok()?)
                    } else {
                        Pin::Size(number(size)?)
                    };
                    sizes
                        .pins
                        .push((number(arg)? as usize, number(dim)? as usize, pin));
                }
            }
        }
        Some(sizes)
    }
}

/// An argument dimension a length sizes: `(argument, dimension, offset)`.
pub type Member = (usize, usize, i64);

/// An independent length of a function, for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Length {
    /// The argument dimensions it sizes: `(argument, dimension, offset)`,
    /// each `offset` more than the shortest.
    pub members: Vec<Member>,
    /// Pinned by `ARG.DIM=N` (or by a static size the IR ties it to).
    pub pinned: bool,
    /// Its size, when one was given.
    pub size: Option<u64>,
}

impl Length {
    /// `%arg2 dim 2, %arg1 dim 1 (+1)`.
    pub fn describe(&self) -> String {
        self.members
            .iter()
            .map(|&(arg, dim, offset)| match offset {
                0 => format!("%arg{arg} dim {dim}"),
                o => format!("%arg{arg} dim {dim} ({o:+})"),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// `scale * length + offset`, or a constant when `length` is `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Linear {
    length: Option<usize>,
    scale: i64,
    offset: i64,
}

impl Linear {
    fn constant(value: i64) -> Linear {
        Linear {
            length: None,
            scale: 0,
            offset: value,
        }
    }

    fn of(length: usize) -> Linear {
        Linear {
            length: Some(length),
            scale: 1,
            offset: 0,
        }
    }

    fn as_constant(self) -> Option<i64> {
        self.length.is_none().then_some(self.offset)
    }

    fn add(self, other: Linear) -> Option<Linear> {
        let length = match (self.length, other.length) {
            (a, None) => a,
            (None, b) => b,
            (Some(a), Some(b)) if a == b => Some(a),
            _ => return None,
        };
        Some(Linear {
            length,
            scale: self.scale.checked_add(other.scale)?,
            offset: self.offset.checked_add(other.offset)?,
        })
    }

    fn scaled(self, by: i64) -> Option<Linear> {
        Some(Linear {
            length: self.length,
            scale: self.scale.checked_mul(by)?,
            offset: self.offset.checked_mul(by)?,
        })
    }

    fn mul(self, other: Linear) -> Option<Linear> {
        match (self.as_constant(), other.as_constant()) {
            (Some(c), _) => other.scaled(c),
            (_, Some(c)) => self.scaled(c),
            _ => None,
        }
    }
}

/// Where a length comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    Argument {
        arg: usize,
        dim: usize,
    },
    /// A dynamic result dimension no rule sizes.
    Unknown,
}

type Key = *const std::ffi::c_void;

fn key(value: Value) -> Key {
    value.to_raw().ptr
}

/// The dimensions of a function's values as expressions in its lengths.
#[derive(Default)]
pub struct DimTable {
    shapes: HashMap<Key, Vec<Linear>>,
    scalars: HashMap<Key, Linear>,
    origins: Vec<Origin>,
    /// Union-find over lengths with offsets: `value(l) = value(parent[l]) +
    /// delta[l]`.
    parent: Vec<usize>,
    delta: Vec<i64>,
    /// Roots whose value a static size fixes.
    fixed: HashMap<usize, i64>,
    /// `arith.cmpi eq` results: the two sides, equal where an assert holds.
    equalities: HashMap<Key, (Linear, Linear)>,
}

impl DimTable {
    /// Follows the top-level ops of `function`'s body.
    pub fn infer(function: OperationRef) -> DimTable {
        let mut table = DimTable::default();
        let Some(block) = crate::ir::region(&function, 0).and_then(|r| r.first_block()) else {
            return table;
        };
        for arg in 0..block.argument_count() {
            let Some(value) = crate::ir::argument(&block, arg) else {
                continue;
            };
            if let Some((dims, _)) = ranked_shape(value.r#type()) {
                let shape = dims
                    .iter()
                    .enumerate()
                    .map(|(dim, d)| match d {
                        Some(size) => Linear::constant(*size as i64),
                        None => Linear::of(table.fresh(Origin::Argument { arg, dim })),
                    })
                    .collect();
                table.shapes.insert(key(value), shape);
            }
        }
        let mut op = block.first_operation();
        while let Some(o) = op {
            table.follow(&o);
            op = o.next_in_block();
        }
        table
    }

    fn fresh(&mut self, origin: Origin) -> usize {
        self.origins.push(origin);
        self.parent.push(self.parent.len());
        self.delta.push(0);
        self.parent.len() - 1
    }

    /// The root of `length` and `value(length) - value(root)`.
    fn find(&mut self, length: usize) -> (usize, i64) {
        let parent = self.parent[length];
        if parent == length {
            return (length, 0);
        }
        let (root, offset) = self.find(parent);
        self.parent[length] = root;
        self.delta[length] += offset;
        (root, self.delta[length])
    }

    /// Records `a == b` where one side is a length plus a constant (scales
    /// other than one are not followed).
    fn unify(&mut self, a: Linear, b: Linear) {
        match (a.length, b.length) {
            (Some(x), Some(y)) if a.scale == 1 && b.scale == 1 => {
                let (rx, ox) = self.find(x);
                let (ry, oy) = self.find(y);
                if rx == ry {
                    return;
                }
                // value(rx) + ox + a.offset == value(ry) + oy + b.offset
                self.parent[rx] = ry;
                self.delta[rx] = oy + b.offset - ox - a.offset;
                if let Some(v) = self.fixed.remove(&rx) {
                    self.fixed.entry(ry).or_insert(v - self.delta[rx]);
                }
            }
            (Some(x), None) if a.scale == 1 => {
                let (rx, ox) = self.find(x);
                self.fixed.entry(rx).or_insert(b.offset - a.offset - ox);
            }
            (None, Some(_)) => self.unify(b, a),
            _ => {}
        }
    }

    fn shape(&self, value: Value) -> Option<Vec<Linear>> {
        self.shapes.get(&key(value)).cloned()
    }

    fn scalar(&self, value: Value) -> Option<Linear> {
        self.scalars.get(&key(value)).copied()
    }

    /// The shape of `result` of type with dimensions `dims`: static ones as
    /// constants, dynamic ones from `dynamic` in order (a fresh length
    /// where it runs out or has no expression).
    fn set_shape(
        &mut self,
        result: Value,
        dims: &[Option<u64>],
        dynamic: &mut dyn Iterator<Item = Option<Linear>>,
    ) {
        let shape = dims
            .iter()
            .map(|d| match d {
                Some(size) => Linear::constant(*size as i64),
                None => dynamic
                    .next()
                    .flatten()
                    .unwrap_or_else(|| Linear::of(self.fresh(Origin::Unknown))),
            })
            .collect();
        self.shapes.insert(key(result), shape);
    }

    /// The shape of `result` with its dynamic dimensions those of `source`
    /// at the same positions (fresh lengths where it has none).
    fn set_like(&mut self, result: Value, dims: &[Option<u64>], source: Option<Vec<Linear>>) {
        let derived: Vec<Option<Linear>> = dims
            .iter()
            .enumerate()
            .filter(|(_, d)| d.is_none())
            .map(|(i, _)| source.as_ref()?.get(i).copied())
            .collect();
        self.set_shape(result, dims, &mut derived.into_iter());
    }

    fn follow(&mut self, op: &OperationRef) {
        let name = op_name(op);
        let operands: Vec<Value> = op.operands().collect();
        self.follow_equalities(op, &name, &operands);
        if op.result_count() == 1 {
            self.follow_scalar(op, &name, &operands);
        }
        if let Some(offload) = OffloadOp::from_name(&name) {
            self.follow_offload(op, offload, &operands);
            return;
        }
        self.follow_shapes(op, &name, &operands);
        self.follow_indexing_maps(op, &operands);
    }

    /// Sizes a program checks equal are equal.
    fn follow_equalities(&mut self, op: &OperationRef, name: &str, operands: &[Value]) {
        // `cf.assert (arith.cmpi eq a, b)`: the program stops unless a == b
        // (torch-mlir's broadcast checks), so the sizes are equal.
        if name == "cf.assert"
            && let Some(&(a, b)) = operands.first().and_then(|c| self.equalities.get(&key(*c)))
        {
            self.unify(a, b);
        }
        if name == "arith.cmpi"
            && integer_attribute(op, "predicate").is_some_and(|p| p == 0)
            && let (Some(a), Some(b)) = (
                operands.first().and_then(|v| self.scalar(*v)),
                operands.get(1).and_then(|v| self.scalar(*v)),
            )
        {
            let result: Value = op.result(0).expect("cmpi has a result").into();
            self.equalities.insert(key(result), (a, b));
        }
    }

    /// The scalar result of an integer op (`op` has one result), where its
    /// operands are known.
    fn follow_scalar(&mut self, op: &OperationRef, name: &str, operands: &[Value]) {
        let result: Value = op.result(0).expect("one result").into();
        let operand = |i: usize| operands.get(i).and_then(|v| self.scalar(*v));
        let both = || Some((operand(0)?, operand(1)?));
        let constants = || {
            let (a, b) = both()?;
            Some((a.as_constant()?, b.as_constant()?))
        };
        let scalar = match name {
            "arith.constant" => integer_attribute(op, "value").map(Linear::constant),
            "arith.index_cast" | "arith.index_castui" | "arith.extsi" | "arith.extui"
            | "arith.trunci" => operand(0),
            "arith.addi" => both().and_then(|(a, b)| a.add(b)),
            "arith.subi" => both().and_then(|(a, b)| a.add(b.scaled(-1)?)),
            "arith.muli" => both().and_then(|(a, b)| a.mul(b)),
            "arith.divsi" | "arith.divui" | "arith.floordivsi" => constants()
                .and_then(|(a, b)| (b != 0).then(|| a.div_euclid(b)))
                .map(Linear::constant),
            "arith.ceildivsi" | "arith.ceildivui" => constants()
                .and_then(|(a, b)| (b > 0).then(|| (a + b - 1).div_euclid(b)))
                .map(Linear::constant),
            "arith.maxsi" | "arith.maxui" => constants().map(|(a, b)| Linear::constant(a.max(b))),
            "arith.minsi" | "arith.minui" => constants().map(|(a, b)| Linear::constant(a.min(b))),
            "affine.apply" => self.affine_apply(op, operands),
            "tensor.dim" => operands.first().and_then(|source| {
                let index = self.scalar(*operands.get(1)?)?.as_constant()?;
                self.shape(*source)?
                    .get(usize::try_from(index).ok()?)
                    .copied()
            }),
            _ => None,
        };
        if let Some(scalar) = scalar {
            self.scalars.insert(key(result), scalar);
        }
    }

    /// The shapes of `op`'s results: static ones as they are, dynamic
    /// dimensions from what the op says of them.
    fn follow_shapes(&mut self, op: &OperationRef, name: &str, operands: &[Value]) {
        let segments = super::segment_sizes(op);
        let inputs = segments.as_ref().and_then(|s| s.first().copied());
        for (index, result) in op.results().enumerate() {
            let result: Value = result.into();
            let Some((dims, _)) = ranked_shape(result.r#type()) else {
                continue;
            };
            let static_shape = || {
                dims.iter()
                    .map(|d| d.map(|s| Linear::constant(s as i64)))
                    .collect::<Option<Vec<_>>>()
            };
            if let Some(shape) = static_shape() {
                self.shapes.insert(key(result), shape);
                continue;
            }
            let scalars: Vec<Option<Linear>> = operands.iter().map(|v| self.scalar(*v)).collect();
            let shape_of = |i: usize| operands.get(i).and_then(|v| self.shape(*v));
            match name {
                "tensor.empty" | "bufferization.alloc_tensor" => {
                    self.set_shape(result, &dims, &mut scalars.into_iter());
                }
                "tensor.expand_shape" => {
                    self.set_shape(result, &dims, &mut scalars.into_iter().skip(1));
                }
                "tensor.extract_slice" => {
                    // Operands: source, offsets, sizes, strides.
                    let sizes = match segments.as_deref() {
                        Some([1, offsets, sizes, _]) => {
                            scalars[1 + offsets..1 + offsets + sizes].to_vec()
                        }
                        _ => Vec::new(),
                    };
                    self.set_shape(result, &dims, &mut sizes.into_iter());
                }
                "tensor.collapse_shape" => {
                    let products = collapsed_lengths(op, &dims, shape_of(0));
                    self.set_shape(result, &dims, &mut products.into_iter());
                }
                "tensor.concat" => {
                    let shapes: Option<Vec<Vec<Linear>>> =
                        (0..operands.len()).map(shape_of).collect();
                    let derived = concatenated_lengths(op, &dims, shapes);
                    self.set_shape(result, &dims, &mut derived.into_iter());
                }
                "tensor.cast" => self.set_like(result, &dims, shape_of(0)),
                "tensor.insert_slice" => self.set_like(result, &dims, shape_of(1)),
                _ => {
                    // Destination-passing (linalg): the result has its init's
                    // shape. Otherwise an operand of the same type (an
                    // elementwise op), else fresh lengths.
                    let init = inputs.map(|n| n + index);
                    let same_type = operands.iter().position(|v| v.r#type() == result.r#type());
                    let source = init
                        .filter(|_| name.starts_with("linalg."))
                        .or(same_type)
                        .and_then(shape_of);
                    self.set_like(result, &dims, source);
                }
            }
        }
    }

    /// A linalg op binds each loop to the operand dimensions its maps name:
    /// they are equal.
    fn follow_indexing_maps(&mut self, op: &OperationRef, operands: &[Value]) {
        let Some(maps) = op
            .attribute("indexing_maps")
            .ok()
            .and_then(|a| ArrayAttribute::try_from(a).ok())
        else {
            return;
        };
        let mut loops: HashMap<usize, Linear> = HashMap::new();
        for (operand, value) in operands.iter().enumerate() {
            let (Some(map), Some(shape)) = (
                maps.element(operand).ok().and_then(affine_map_exprs),
                self.shape(*value),
            ) else {
                continue;
            };
            for (expr, size) in map.1.iter().zip(shape) {
                if let AffineExpr::Dim(d) = expr {
                    match loops.get(d) {
                        Some(&bound) => self.unify(bound, size),
                        None => {
                            loops.insert(*d, size);
                        }
                    }
                }
            }
        }
    }

    /// An offload op moves a value, or names its copy in a tier, without
    /// changing its shape: a copy (`!offload.remote<T>`) has the shape of
    /// the value stored, a value brought back that of its copy (a
    /// prefetched `past + 1` mask is `past + 1` rows), a slice that of its
    /// stack without the leading dimension.
    fn follow_offload(&mut self, op: &OperationRef, offload: OffloadOp, operands: &[Value]) {
        let Some(result) = crate::ir::result_at(op, 0) else {
            return;
        };
        let Some(dims) = shaped_dims(result.r#type()) else {
            return;
        };
        let shape_of = |i: usize| operands.get(i).and_then(|v| self.shape(*v));
        let source = match offload {
            // The value's copy (or a chunk's, or a slice's: the copy's type
            // is the value's).
            OffloadOp::Store
            | OffloadOp::StoreChunk
            | OffloadOp::Resident
            | OffloadOp::StoreSlice
            | OffloadOp::StoreAsync
            | OffloadOp::StoreChunkAsync
            | OffloadOp::StoreChunkIntoAsync
            | OffloadOp::StoreSliceAsync => shape_of(0),
            // Back from the copy: the stored value's shape.
            OffloadOp::Prefetch | OffloadOp::PrefetchAsync => shape_of(0),
            OffloadOp::PrefetchChunk => shape_of(0).or_else(|| shape_of(1)),
            OffloadOp::PrefetchSlice | OffloadOp::PrefetchSliceAsync => {
                shape_of(0).map(|stack| slice_shape(&stack, dims.len()))
            }
            OffloadOp::RemoteStack | OffloadOp::Reserve => None,
            OffloadOp::Detach
            | OffloadOp::Release
            | OffloadOp::Wait
            | OffloadOp::ReleaseChunk
            | OffloadOp::PrefetchChunkAsync => return,
        };
        self.set_like(result, &dims, source);
    }

    fn affine_apply(&self, op: &OperationRef, operands: &[Value]) -> Option<Linear> {
        let (dims, exprs) = affine_map_exprs(op.attribute("map").ok()?)?;
        let values: Vec<Option<Linear>> = operands.iter().map(|v| self.scalar(*v)).collect();
        fn eval(e: &AffineExpr, dims: usize, values: &[Option<Linear>]) -> Option<Linear> {
            let constants = |a: &AffineExpr, b: &AffineExpr| {
                Some((
                    eval(a, dims, values)?.as_constant()?,
                    eval(b, dims, values)?.as_constant()?,
                ))
            };
            match e {
                AffineExpr::Dim(d) => *values.get(*d)?,
                AffineExpr::Symbol(s) => *values.get(dims + s)?,
                AffineExpr::Constant(c) => Some(Linear::constant(*c)),
                AffineExpr::Add(a, b) => eval(a, dims, values)?.add(eval(b, dims, values)?),
                AffineExpr::Mul(a, b) => eval(a, dims, values)?.mul(eval(b, dims, values)?),
                AffineExpr::FloorDiv(a, b) => constants(a, b)
                    .and_then(|(a, b)| (b != 0).then(|| Linear::constant(a.div_euclid(b)))),
                AffineExpr::CeilDiv(a, b) => constants(a, b).and_then(|(a, b)| {
                    (b > 0).then(|| Linear::constant((a + b - 1).div_euclid(b)))
                }),
                AffineExpr::Mod(a, b) => constants(a, b)
                    .and_then(|(a, b)| (b != 0).then(|| Linear::constant(a.rem_euclid(b)))),
            }
        }
        match exprs.as_slice() {
            [e] => eval(e, dims, &values),
            _ => None,
        }
    }

    /// The independent lengths with the argument dimensions they size.
    fn classes(&mut self) -> Vec<(usize, Vec<Member>)> {
        let mut by_root: Vec<(usize, Vec<Member>)> = Vec::new();
        for length in 0..self.origins.len() {
            let Origin::Argument { arg, dim } = self.origins[length] else {
                continue;
            };
            let (root, offset) = self.find(length);
            match by_root.iter_mut().find(|(r, _)| *r == root) {
                Some((_, members)) => members.push((arg, dim, offset)),
                None => by_root.push((root, vec![(arg, dim, offset)])),
            }
        }
        by_root
    }

    /// Sizes every length as `sizes` says.
    pub fn resolve(mut self, sizes: &DynamicSizes) -> Result<Resolved, String> {
        let mut value: HashMap<usize, i64> = self.fixed.clone();
        let mut pinned_roots: HashMap<usize, (usize, usize)> = HashMap::new();
        for &(arg, dim, pin) in &sizes.pins {
            let size = match pin {
                Pin::Size(size) => size as i64,
                Pin::Offset(k) => match sizes.default {
                    Some(default) => default as i64 + k,
                    None => {
                        return Err(format!(
                            "dynamic-dim pins argument {arg} dimension {dim} at {k:+} of the other lengths, but gives them no size; add one (dynamic-dim=N,{arg}.{dim}={k:+})"
                        ));
                    }
                },
            };
            let Some(length) = self
                .origins
                .iter()
                .position(|o| *o == Origin::Argument { arg, dim })
            else {
                return Err(format!(
                    "dynamic-dim pins argument {arg} dimension {dim}, which is not a dynamic dimension of an argument"
                ));
            };
            let (root, offset) = self.find(length);
            if let Some((a, d)) = pinned_roots.insert(root, (arg, dim)) {
                return Err(format!(
                    "dynamic-dim pins argument {a} dimension {d} and argument {arg} dimension {dim}, which the IR ties to one length; pin one of them"
                ));
            }
            value.insert(root, size - offset);
        }
        let classes = self.classes();
        let mut lengths = Vec::new();
        for (root, members) in &classes {
            let shortest = members.iter().map(|m| m.2).min().unwrap_or(0);
            let pinned = value.contains_key(root);
            if !pinned && let Some(default) = sizes.default {
                value.insert(*root, default as i64 - shortest);
            }
            lengths.push(Length {
                members: members
                    .iter()
                    .map(|&(a, d, o)| (a, d, o - shortest))
                    .collect(),
                pinned,
                size: value.get(root).map(|v| (v + shortest).max(0) as u64),
            });
        }
        let mut resolved = HashMap::new();
        let shapes = std::mem::take(&mut self.shapes);
        for (k, shape) in shapes {
            if shape.iter().all(|d| d.length.is_none()) {
                continue;
            }
            let dims: Option<Vec<u64>> = shape
                .iter()
                .map(|d| {
                    let v = match d.length {
                        None => d.offset,
                        Some(length) => {
                            let (root, offset) = self.find(length);
                            let root_value = match value.get(&root) {
                                Some(v) => *v,
                                // A length of its own (no rule): the default.
                                None => sizes.default? as i64,
                            };
                            d.scale
                                .checked_mul(root_value.checked_add(offset)?)?
                                .checked_add(d.offset)?
                        }
                    };
                    u64::try_from(v).ok()
                })
                .collect();
            if let Some(dims) = dims {
                resolved.insert(k, dims);
            }
        }
        Ok(Resolved {
            dims: resolved,
            lengths,
        })
    }
}

/// The sizes of dynamic dimensions for one choice of lengths.
#[derive(Default)]
pub struct Resolved {
    dims: HashMap<Key, Vec<u64>>,
    /// The function's independent lengths over its arguments.
    pub lengths: Vec<Length>,
}

impl Resolved {
    /// The dimensions of `value`, when its type has a dynamic one that the
    /// sizes given resolve.
    pub fn dims_of(&self, value: Value) -> Option<&[u64]> {
        self.dims.get(&key(value)).map(Vec::as_slice)
    }
}

/// The dimensions of a ranked tensor or memref type, or of the value type
/// of an `!offload.remote<T>`.
fn shaped_dims(ty: melior::ir::Type) -> Option<Vec<Option<u64>>> {
    ranked_shape(ty)
        .or_else(|| ranked_shape(hyperoffload_dialect::remote_value_type(ty)?))
        .map(|(dims, _)| dims)
}

/// The integer attribute `name` of `op`.
fn integer_attribute(op: &OperationRef, name: &str) -> Option<i64> {
    op.attribute(name)
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// The dynamic dimensions (of `dims`) of a `tensor.collapse_shape`'s
/// result: each the product of the dimensions of `source` its
/// reassociation group collapses.
fn collapsed_lengths(
    op: &OperationRef,
    dims: &[Option<u64>],
    source: Option<Vec<Linear>>,
) -> Vec<Option<Linear>> {
    let groups = op
        .attribute("reassociation")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .map(|groups| {
            (0..groups.len())
                .filter_map(|g| groups.element(g).ok())
                .filter_map(|g| ArrayAttribute::try_from(g).ok())
                .map(|g| {
                    (0..g.len())
                        .filter_map(|i| g.element(i).ok())
                        .filter_map(|i| IntegerAttribute::try_from(i).ok())
                        .map(|i| i.value() as usize)
                        .collect::<Vec<_>>()
                })
                .collect::<Vec<_>>()
        });
    dims.iter()
        .enumerate()
        .filter(|(_, d)| d.is_none())
        .map(|(i, _)| {
            let group = groups.as_ref()?.get(i)?;
            let source = source.as_ref()?;
            group
                .iter()
                .try_fold(Linear::constant(1), |acc, &d| acc.mul(*source.get(d)?))
        })
        .collect()
}

/// The dynamic dimensions (of `dims`) of a `tensor.concat`'s result, its
/// operands of `shapes`: the sum of theirs along its `dim`, the first's
/// elsewhere.
fn concatenated_lengths(
    op: &OperationRef,
    dims: &[Option<u64>],
    shapes: Option<Vec<Vec<Linear>>>,
) -> Vec<Option<Linear>> {
    let along = integer_attribute(op, "dim").and_then(|d| usize::try_from(d).ok());
    dims.iter()
        .enumerate()
        .filter(|(_, d)| d.is_none())
        .map(|(i, _)| {
            let shapes = shapes.as_ref()?;
            if Some(i) == along {
                shapes
                    .iter()
                    .try_fold(Linear::constant(0), |acc, s| acc.add(*s.get(i)?))
            } else {
                shapes.first()?.get(i).copied()
            }
        })
        .collect()
}

/// The shape of one slice of a stack of shape `stack` along its leading
/// dimension, as a value of `rank` dimensions: the rest of the stack's
/// (`tensor<S...>`), or one row of it (`tensor<1 x S...>`).
fn slice_shape(stack: &[Linear], rank: usize) -> Vec<Linear> {
    let rest = stack.get(1..).unwrap_or_default();
    if rank == stack.len() {
        std::iter::once(Linear::constant(1))
            .chain(rest.iter().copied())
            .collect()
    } else {
        rest.to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_a_default_and_pins() {
        assert_eq!(DynamicSizes::parse("0"), Some(DynamicSizes::default()));
        assert_eq!(DynamicSizes::parse("2048"), Some(DynamicSizes::all(2048)));
        assert_eq!(
            DynamicSizes::parse("2047, 1.1=2048"),
            Some(DynamicSizes {
                default: Some(2047),
                pins: vec![(1, 1, Pin::Size(2048))]
            })
        );
        assert_eq!(
            DynamicSizes::parse("3.2=4096, 1.1=+1").unwrap().pins,
            vec![(3, 2, Pin::Size(4096)), (1, 1, Pin::Offset(1))]
        );
        for text in ["2047,1.1=2048", "1.1=+1,3.2=-2", "64"] {
            assert_eq!(DynamicSizes::parse(text).unwrap().to_option(), text);
        }
        for bad in ["x", "1,2", "1.1", "1.x=3", "-1", "1.1=+", "1.1=2-"] {
            assert_eq!(DynamicSizes::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn linear_expressions_stay_in_one_length() {
        let l = Linear::of(0);
        let one = Linear::constant(1);
        assert_eq!(l.add(one).unwrap().offset, 1);
        assert_eq!(l.mul(Linear::constant(2)).unwrap().scale, 2);
        assert_eq!(l.mul(l), None);
        assert_eq!(l.add(Linear::of(1)), None);
    }
}
