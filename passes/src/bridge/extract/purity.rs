//! Which ops a plan may run again, and what they compute apart from their
//! operands (docs/semantics.md, "Recomputation").
//!
//! The MLIR C API has no query of `MemoryEffectOpInterface`, and StableHLO
//! is not registered here at all, so purity is a rule by op name and form:
//! [`is_pure`]. An op's identity ([`identity`]) hashes what makes two ops
//! of one name compute different values from the same operands: their
//! attributes and their regions.

use melior::ir::{
    BlockLike, RegionLike, Type, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationPrintingFlags, OperationRef},
    r#type::{MemRefType, RankedTensorType},
};

use crate::ir::{self, op_name};

/// The attribute a clone a plan placed carries.
pub const RECOMPUTE_ATTRIBUTE: &str = "offload.recompute";

/// Dialects whose ops (on tensors) are deterministic and free of memory
/// effects, but for those of [`NOT_PURE`].
const PURE_DIALECTS: &[&str] = &[
    "arith",
    "math",
    "complex",
    "linalg",
    "tensor",
    "tosa",
    "stablehlo",
    "mhlo",
];

/// Ops of [`PURE_DIALECTS`] that are not pure: random numbers, calls out
/// of the program, collectives and host transfers, barriers, control flow,
/// values of the replica or partition, tokens, state.
const NOT_PURE: &[&str] = &[
    "tosa.custom",
    "tosa.while_loop",
    "tosa.cond_if",
    "tosa.variable",
    "tosa.variable_read",
    "tosa.variable_write",
    "rng",
    "rng_bit_generator",
    "custom_call",
    "composite",
    "all_reduce",
    "all_gather",
    "reduce_scatter",
    "all_to_all",
    "collective_permute",
    "collective_broadcast",
    "send",
    "recv",
    "infeed",
    "outfeed",
    "optimization_barrier",
    "while",
    "if",
    "case",
    "partition_id",
    "replica_id",
    "create_token",
    "after_all",
    "async_start",
    "async_update",
    "async_done",
    "add_dependency",
    "xla_rng_get_and_update_state",
];

/// Terminators of the regions of pure ops: they only yield the region's
/// values.
const TERMINATORS: &[&str] = &[
    "linalg.yield",
    "tensor.yield",
    "tosa.yield",
    "stablehlo.return",
    "mhlo.return",
];

/// Whether an op named `name` may be pure by its name alone: an op of
/// [`PURE_DIALECTS`] not listed in [`NOT_PURE`] (StableHLO's and MHLO's by
/// the name within the dialect).
pub fn pure_name(name: &str) -> bool {
    let Some((dialect, op)) = name.split_once('.') else {
        return false;
    };
    if !PURE_DIALECTS.contains(&dialect) || NOT_PURE.contains(&name) {
        return false;
    }
    !matches!(dialect, "stablehlo" | "mhlo") || !NOT_PURE.contains(&op)
}

/// Whether `op` (a top-level op of a function, named `name`) is pure: run
/// again on the same operands it computes the same values and touches no
/// memory. Its name is pure ([`pure_name`]), it reads and makes no memref,
/// its results are ranked builtin tensors (there is at least one), and
/// every op in its regions is pure by the same rule (its results may be
/// scalars there) or a terminator of [`TERMINATORS`].
pub fn is_pure(op: &OperationRef, name: &str) -> bool {
    pure_name(name)
        && op.result_count() > 0
        && op
            .results()
            .all(|r| RankedTensorType::try_from(r.r#type()).is_ok())
        && no_memref(op)
        && regions_pure(op)
}

/// The rule of [`is_pure`] without the one on results: an op inside a pure
/// op's region.
fn pure_in_region(op: &OperationRef) -> bool {
    // Read in place: extraction asks of every op, several times a pass.
    let identifier = op.name();
    let Ok(name) = identifier.as_string_ref().as_str() else {
        return false;
    };
    TERMINATORS.contains(&name) || (pure_name(name) && no_memref(op) && regions_pure(op))
}

fn no_memref(op: &OperationRef) -> bool {
    !op.operands().any(|v| is_memref(v.r#type())) && !op.results().any(|r| is_memref(r.r#type()))
}

/// Whether every op in the regions of `op` is pure by [`pure_in_region`].
fn regions_pure(op: &OperationRef) -> bool {
    op.regions().all(|region| {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut nested = b.first_operation();
            while let Some(o) = nested {
                if !pure_in_region(&o) {
                    return false;
                }
                nested = o.next_in_block();
            }
            block = b.next_in_region();
        }
        true
    })
}

fn is_memref(ty: Type) -> bool {
    MemRefType::try_from(ty).is_ok()
}

/// What `op` computes apart from its operands: a 64-bit FNV-1a hash of its
/// name, its attributes by name (but those of the `offload.` namespace,
/// which say what the plan did with it) with their printed values, and,
/// for an op with regions, the op printed in its own scope without those
/// attributes (its regions' own values are named there, values from outside
/// are not). Never 0, which means "not known".
pub fn identity(op: &OperationRef) -> u64 {
    let mut hash = Fnv::default();
    hash.write(&op_name(op));
    let mut attributes: Vec<(String, String)> = op
        .attributes()
        .filter_map(|(name, value)| {
            let name = name.as_string_ref().as_str().ok()?.to_owned();
            (!name.starts_with("offload.")).then(|| (name, value.to_string()))
        })
        .collect();
    attributes.sort();
    for (name, value) in &attributes {
        hash.write(name);
        hash.write(value);
    }
    if op.region_count() > 0 {
        hash.write(&regions_printed(op));
    }
    hash.0.max(1)
}

/// `op` printed in its own scope, without its `offload.` attributes: a
/// clone of it is printed, so that the IR is not touched.
fn regions_printed(op: &OperationRef) -> String {
    let mut clone = ir::clone_op(*op);
    let planned: Vec<String> = clone
        .attributes()
        .filter_map(|(name, _)| name.as_string_ref().as_str().ok().map(str::to_owned))
        .filter(|name| name.starts_with("offload."))
        .collect();
    for name in planned {
        let _ = clone.remove_attribute(&name);
    }
    clone
        .to_string_with_flags(OperationPrintingFlags::new().use_local_scope())
        .unwrap_or_default()
}

/// FNV-1a, 64 bits: fixed, so an identity is the same in every run.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    /// Adds `text` and a separator, so that ("ab", "c") and ("a", "bc")
    /// differ.
    fn write(&mut self, text: &str) {
        for byte in text.bytes().chain([0xff]) {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

#[cfg(test)]
mod tests {
    use melior::ir::Module;

    use super::*;

    /// The rule by name: each dialect of the rule, its exceptions, and
    /// what is never pure.
    #[test]
    fn pure_by_name() {
        let table = [
            ("arith.addf", true),
            ("math.exp", true),
            ("complex.mul", true),
            ("linalg.generic", true),
            ("linalg.matmul", true),
            ("tensor.empty", true),
            ("tensor.pad", true),
            ("tosa.add", true),
            ("tosa.custom", false),
            ("tosa.while_loop", false),
            ("stablehlo.add", true),
            ("stablehlo.dot_general", true),
            ("stablehlo.broadcast_in_dim", true),
            ("stablehlo.reduce", true),
            ("stablehlo.gather", true),
            ("stablehlo.iota", true),
            ("mhlo.transpose", true),
            ("stablehlo.rng", false),
            ("stablehlo.rng_bit_generator", false),
            ("stablehlo.custom_call", false),
            ("stablehlo.all_reduce", false),
            ("stablehlo.all_gather", false),
            ("stablehlo.reduce_scatter", false),
            ("stablehlo.all_to_all", false),
            ("stablehlo.collective_permute", false),
            ("stablehlo.collective_broadcast", false),
            ("stablehlo.send", false),
            ("stablehlo.recv", false),
            ("stablehlo.infeed", false),
            ("stablehlo.outfeed", false),
            ("stablehlo.optimization_barrier", false),
            ("stablehlo.while", false),
            ("stablehlo.if", false),
            ("stablehlo.case", false),
            ("stablehlo.partition_id", false),
            ("stablehlo.replica_id", false),
            ("stablehlo.create_token", false),
            ("stablehlo.after_all", false),
            ("mhlo.rng", false),
            ("mhlo.all_reduce", false),
            ("func.call", false),
            ("func.call_indirect", false),
            ("scf.for", false),
            ("scf.while", false),
            ("memref.alloc", false),
            ("gpu.launch", false),
            ("offload.prefetch", false),
            ("bufferization.to_tensor", false),
            ("torch.aten.add.Tensor", false),
            ("mydialect.op", false),
            ("noname", false),
        ];
        for (name, pure) in table {
            assert_eq!(pure_name(name), pure, "{name}");
        }
    }

    const MODULE: &str = r#"
func.func @f(%a: tensor<8xf32>, %m: memref<8xf32>, %s: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %add = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %in : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  %mul = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.mulf %in, %in : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  %yield_out = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %out, %out : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  %again = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%add : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %in : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  %clone = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) attrs = {offload.recompute} {
  ^bb0(%in: f32, %out: f32):
    %x = arith.addf %in, %in : f32
    linalg.yield %x : f32
  } -> tensor<8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<8xf32>) {
  ^bb0(%out: f32):
    linalg.yield %s : f32
  }
  %called = func.call @g(%a) : (tensor<8xf32>) -> tensor<8xf32>
  %sum = arith.addf %a, %a : tensor<8xf32>
  %prod = arith.mulf %a, %a : tensor<8xf32>
  %scalar = arith.addf %s, %s : f32
  %buf = memref.alloc() : memref<8xf32>
  %t = bufferization.to_tensor %m : memref<8xf32> to tensor<8xf32>
  %u = "mydialect.op"(%a) : (tensor<8xf32>) -> tensor<8xf32>
  return %add : tensor<8xf32>
}
func.func private @g(tensor<8xf32>) -> tensor<8xf32>
"#;

    /// The ops of @f, in order.
    fn ops<'c>(module: &'c Module<'c>) -> Vec<OperationRef<'c, 'c>> {
        let body = module.body();
        let f = body.first_operation().expect("@f");
        let block = ir::first_block(&f).expect("a body");
        ir::block_ops(block)
    }

    /// The rule on ops: results, memrefs, regions, calls, unknown ops.
    #[test]
    fn pure_by_form() {
        let context = crate::context();
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(true);
        let module = Module::parse(&context, MODULE).expect("the module parses");
        let pure: Vec<bool> = ops(&module)
            .iter()
            .map(|op| is_pure(op, &op_name(op)))
            .collect();
        // empty, add, mul, yield_out, again, clone, the generic on a memref,
        // call, sum,
        // prod, scalar, alloc, to_tensor, unknown, return.
        assert_eq!(
            pure,
            [
                true, true, true, true, true, true, false, false, true, true, false, false, false,
                false, false
            ]
        );
    }

    /// Equal for the same computation (a clone's `offload.recompute` does
    /// not enter), apart for other attributes, other region bodies and
    /// other names; operands do not enter.
    #[test]
    fn identity_is_the_computation() {
        let context = crate::context();
        context.load_all_available_dialects();
        context.set_allow_unregistered_dialects(true);
        let module = Module::parse(&context, MODULE).expect("the module parses");
        let ops = ops(&module);
        let id: Vec<u64> = ops.iter().map(identity).collect();
        let (add, mul, yield_out, again, clone) = (id[1], id[2], id[3], id[4], id[5]);
        assert_eq!(add, clone, "offload. attributes do not enter");
        assert_eq!(add, again, "operands do not enter");
        assert_ne!(add, mul, "another body");
        assert_ne!(add, yield_out, "the body reads another argument");
        assert_ne!(id[8], id[9], "another name");
        assert!(id.iter().all(|&i| i != 0));
        // Stable: the same numbers again.
        assert_eq!(id, ops.iter().map(identity).collect::<Vec<_>>());
    }

    /// Extraction marks pure ops and clones, and hashes identities only in
    /// a body that holds a clone, only of pure ops: a clone's is its
    /// original's.
    #[test]
    fn extraction_identifies_pure_ops_only_beside_a_clone() {
        let context = crate::context();
        context.load_all_available_dialects();
        let module = Module::parse(
            &context,
            r#"
func.func private @g(tensor<8xf32>) -> tensor<8xf32>
func.func @plain(%a: tensor<8xf32>) -> tensor<8xf32> {
  %x = math.exp %a : tensor<8xf32>
  %c = func.call @g(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}
func.func @cloned(%a: tensor<8xf32>) -> tensor<8xf32> {
  %x = math.exp %a : tensor<8xf32>
  %c = func.call @g(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %y = math.exp %a {offload.recompute} : tensor<8xf32>
  %z = arith.addf %c, %y : tensor<8xf32>
  return %z : tensor<8xf32>
}"#,
        )
        .expect("the module parses");
        let functions: Vec<OperationRef> = {
            let body = module.body();
            let mut ops = Vec::new();
            let mut op = body.first_operation();
            while let Some(o) = op {
                ops.push(o);
                op = o.next_in_block();
            }
            ops
        };
        let graph = |f: OperationRef| {
            crate::extract::extract(f, &Default::default())
                .unwrap_or_else(|e| panic!("{}", e.message))
                .graph
        };
        let plain = graph(functions[1]);
        let flags: Vec<(bool, bool, u64)> = plain
            .nodes
            .iter()
            .map(|n| (n.pure, n.recompute, n.identity))
            .collect();
        assert_eq!(flags, [(true, false, 0), (false, false, 0)]);
        let cloned = graph(functions[2]);
        let flags: Vec<(bool, bool)> = cloned.nodes.iter().map(|n| (n.pure, n.recompute)).collect();
        assert_eq!(
            flags,
            [(true, false), (false, false), (true, true), (true, false)]
        );
        let id: Vec<u64> = cloned.nodes.iter().map(|n| n.identity).collect();
        assert_ne!(id[0], 0);
        assert_eq!(id[0], id[2], "the clone computes what the original does");
        assert_eq!(id[1], 0, "a call is not pure: no identity");
        assert!(id[3] != 0 && id[3] != id[0]);
    }
}
