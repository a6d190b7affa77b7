#!/usr/bin/env python3
"""Per-device programs of sharded models, made by jax.shard_map and lowered to StableHLO.

Every program is a `jax.shard_map` with all mesh axes manual, so its body is
what one device runs: local shards of the weights, explicit collectives
(psum / all_gather / psum_scatter / all_to_all / ppermute). Lowering needs only
shapes (jax.ShapeDtypeStruct with a NamedSharding), so large configurations
cost no memory; the host CPU is split into 8 devices to make the meshes.

Each job writes one program in both partitioner forms (generic op form, no
locations, as gen_jax.py writes its files):
  NAME.shardy.generic.mlir  Shardy (JAX's default): the per-device body inside
                            "sdy.manual_computation", #sdy.sharding attributes
  NAME.gspmd.generic.mlir   GSPMD (jax_use_shardy_partitioner=False): the body in
                            a private func called between @Sharding /
                            @SPMDFullToShardShape / @SPMDShardToFullShape custom calls
and OUT/manifest_sharded.json records, per file, the mesh (axes in order, and the
device ids that the collectives' replica_groups number), every argument's and
result's name, partition spec, global shape and per-device shape (checked against the
lowered module: in Shardy the region's block arguments and sdy.return operands,
in GSPMD the SPMDFullToShardShape results and SPMDShardToFullShape operands). The tiny (f32) programs are also run
on random inputs on the 8 host devices and must agree with the same model on
one device (gen_jax.py's LLaMA; for the MoE a dense top-k mixture, with a
capacity that drops no token).

Usage:  python gen_jax_sharded.py OUTDIR [job ...]      (no job = the tiny jobs)
Jobs: tp2dp2_train fsdp4_train moe_ep4_decode moe_ep4_decode_dyncache moe_ep4_train pp_stage,
and each with a _large suffix for the full-width configuration. moe_ep4_decode_dyncache is the
decode step with its cache length symbolic (jax.export with symbolic_shape("t")), for
offload-capacity: @main is the export's function that computes, taking t's value first.
"""
import json
import math
import os
import sys
import time
import traceback

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_jax import attention, rms_norm, rope, xent  # noqa: E402

OUT = None
MANIFEST = {}  # file name -> what it is, mesh, arguments and results with global / local shapes
FORMS = ("shardy", "gspmd")

LLAMA = {
    "tiny": dict(vocab=512, dim=256, ffn=512, layers=2, heads=4, kv_heads=2, seq=128, batch=2,
                 theta=10000.0, dtype=jnp.float32),
    # Llama-3.1-8B widths, 8 of its 32 layers
    "llama31_8b": dict(vocab=128256, dim=4096, ffn=14336, layers=8, heads=32, kv_heads=8, seq=2048, batch=1,
                          theta=500000.0, dtype=jnp.bfloat16),
}


# ---------------------------------------------------------------------------
# Meshes, shapes and specs
# ---------------------------------------------------------------------------
def make_mesh(axes):
    """axes: {name: size} in mesh order; every axis becomes manual inside shard_map."""
    return jax.make_mesh(tuple(axes.values()), tuple(axes), axis_types=(AxisType.Explicit,) * len(axes))


def local_shape(shape, spec, mesh):
    out = list(shape)
    for d, entry in enumerate(tuple(spec) + (None,) * (len(shape) - len(spec))):
        names = () if entry is None else (entry if isinstance(entry, tuple) else (entry,))
        n = math.prod(mesh.shape[a] for a in names)
        if n > 1:
            assert out[d] % n == 0, (shape, spec)
            out[d] //= n
    return tuple(out)


def sds_tree(shapes, specs, mesh):
    """ShapeDtypeStructs carrying their NamedSharding (shapes: tree of (shape, dtype))."""
    return jax.tree.map(lambda sd, sp: jax.ShapeDtypeStruct(sd[0], sd[1], sharding=NamedSharding(mesh, sp)),
                        shapes, specs, is_leaf=lambda x: isinstance(x, tuple) and len(x) == 2
                        and isinstance(x[0], tuple))


def llama_layer_shapes(c):
    D, F, H, KV = c["dim"], c["ffn"], c["heads"], c["kv_heads"]
    hd = D // H
    return {"attn_norm": (D,), "wq": (D, H * hd), "wk": (D, KV * hd), "wv": (D, KV * hd), "wo": (H * hd, D),
            "mlp_norm": (D,), "w_gate": (D, F), "w_up": (D, F), "w_down": (F, D)}


def llama_param_shapes(c, layers=None):
    dt = c["dtype"]
    lay = [{k: (v, dt) for k, v in llama_layer_shapes(c).items()} for _ in range(layers or c["layers"])]
    return {"embed": ((c["vocab"], c["dim"]), dt), "layers": lay, "final_norm": ((c["dim"],), dt),
            "lm_head": ((c["dim"], c["vocab"]), dt)}


# Megatron tensor parallelism: q/k/v/gate/up split by output columns, o/down by
# input rows (their partial sums meet in a psum), embedding and lm_head split
# by vocabulary.
MEGATRON = {"attn_norm": P(), "wq": P(None, "tp"), "wk": P(None, "tp"), "wv": P(None, "tp"), "wo": P("tp", None),
            "mlp_norm": P(), "w_gate": P(None, "tp"), "w_up": P(None, "tp"), "w_down": P("tp", None)}


def megatron_specs(n_layers):
    return {"embed": P("tp", None), "layers": [dict(MEGATRON) for _ in range(n_layers)], "final_norm": P(),
            "lm_head": P(None, "tp")}


# ---------------------------------------------------------------------------
# LLaMA pieces that work on local shards
# ---------------------------------------------------------------------------
def block(lp, x, pos, mask, hd, theta, reduce=lambda y: y):
    """One decoder layer on whatever heads / ffn columns lp holds; reduce joins
    the partial sums of the row-parallel o / down projections."""
    B, S, _ = x.shape
    H, KV = lp["wq"].shape[1] // hd, lp["wk"].shape[1] // hd
    h = rms_norm(x, lp["attn_norm"])
    q = (h @ lp["wq"]).reshape(B, S, H, hd)
    k = (h @ lp["wk"]).reshape(B, S, KV, hd)
    v = (h @ lp["wv"]).reshape(B, S, KV, hd)
    q, k = rope(q, pos, theta), rope(k, pos, theta)
    a = attention(q, k, v, mask).reshape(B, S, H * hd)
    x = x + reduce(a @ lp["wo"])
    h = rms_norm(x, lp["mlp_norm"])
    return x + reduce((jax.nn.silu(h @ lp["w_gate"]) * (h @ lp["w_up"])) @ lp["w_down"])


def vocab_parallel_embed(embed, ids, axis):
    """Each device holds rows [i*Vl, (i+1)*Vl) of the table; ids outside give 0, the psum joins them."""
    Vl = embed.shape[0]
    local = ids - jax.lax.axis_index(axis) * Vl
    ok = (local >= 0) & (local < Vl)
    x = jnp.take(embed, jnp.where(ok, local, 0), axis=0)
    return jax.lax.psum(jnp.where(ok[..., None], x, jnp.zeros((), x.dtype)), axis)


def vocab_parallel_xent(logits, labels, axis):
    """Cross-entropy over logits split by vocabulary: global max and sum of exps by pmax / psum."""
    lf = logits.astype(jnp.float32)
    Vl = lf.shape[-1]
    m = jax.lax.pmax(jax.lax.stop_gradient(jnp.max(lf, axis=-1)), axis)
    lse = jnp.log(jax.lax.psum(jnp.sum(jnp.exp(lf - m[..., None]), axis=-1), axis)) + m
    local = labels - jax.lax.axis_index(axis) * Vl
    ok = (local >= 0) & (local < Vl)
    tgt = jnp.take_along_axis(lf, jnp.where(ok, local, 0)[..., None], axis=-1)[..., 0]
    tgt = jax.lax.psum(jnp.where(ok, tgt, 0.0), axis)
    return jnp.mean(lse - tgt)


def causal(S):
    return jnp.arange(S), jnp.tril(jnp.ones((S, S), dtype=bool))


def varying(tree, axis):
    """Mark replicated values as per-device so their gradients stay local until an explicit pmean."""
    return jax.tree.map(lambda w: jax.lax.pcast(w, axis, to="varying"), tree)


# ---------------------------------------------------------------------------
# Export
# ---------------------------------------------------------------------------
def flat_names(args, top):
    names = []
    for t, a in zip(top, args):
        for p, _ in jax.tree_util.tree_flatten_with_path(a)[0]:
            names.append(t + jax.tree_util.keystr(p))
    return names


def spec_str(spec):
    return "P(" + ", ".join(repr(e) for e in spec) + ")"


def export(name, build, meta, reference=None, jit_kwargs=None, symbolic=()):
    """build() -> (fn, args, top names, mesh); fn is the shard_map.
    Built afresh per form so nothing traced under one partitioner is reused by the other.
    reference: the same computation on one device; when given, both are run on random inputs
    and must agree. symbolic: the names of the symbolic dimensions in args' shapes (then the
    program is exported by jax.export, see lower_symbolic)."""
    files = []
    for form in FORMS:
        jax.config.update("jax_use_shardy_partitioner", form == "shardy")
        fn, args, top, mesh = build()
        t = time.time()
        if symbolic:
            mod, out_info = lower_symbolic(fn, args, mesh, jit_kwargs)
            frontend = ("jax.export.export(jax.jit(jax.shard_map(f, all axes manual)))(..., "
                        "symbolic_shape(...)), its wrapped function as @main")
        else:
            lowered = jax.jit(fn, **(jit_kwargs or {})).lower(*args)
            mod, out_info = lowered.compiler_ir("stablehlo"), lowered.out_info
            frontend = "jax.jit(jax.shard_map(f, all axes manual)).lower(...)"
        t_lower = time.time() - t
        text = mod.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
        path = os.path.join(OUT, f"{name}.{form}.generic.mlir")
        with open(path, "w") as f:
            f.write(text)
        # jax.export passes each symbolic dimension's value first, as a scalar argument
        arg_rows = [dict(name=d, spec="P()", dtype="int32", global_shape=[], local_shape=[]) for d in symbolic]
        arg_rows += shape_rows(args, top, mesh)
        res_rows = shape_rows((out_info,), ("result",), mesh)
        seen = check_local_shapes(mod, form, arg_rows[len(symbolic):], res_rows)
        files.append(os.path.basename(path))
        MANIFEST[files[-1]] = dict(
            meta, name=name, form=form, mesh={k: int(v) for k, v in mesh.shape.items()},
            mesh_device_ids=mesh.device_ids.tolist(),
            frontend=frontend + ("" if form == "shardy" else " with jax_use_shardy_partitioner=False"),
            bytes=os.path.getsize(path), ops=count_ops(mod),
            args=arg_rows, results=res_rows)
        print(f"  saved {files[-1]} ({os.path.getsize(path)} B, {count_ops(mod)} ops, "
              f"{seen} local argument and result shapes checked, lowered in {t_lower:.1f}s)", flush=True)
    jax.config.update("jax_use_shardy_partitioner", True)
    if reference is not None:
        worst = compare_with_reference(build, reference, symbolic)
        for f in files:
            MANIFEST[f]["max_rel_diff_vs_one_device"] = worst
        print(f"  {name}: largest |sharded - one device| / largest |one device| over the outputs = {worst:.3g}",
              flush=True)


def lower_symbolic(fn, args, mesh, jit_kwargs):
    """The module jax.export makes of fn on args with symbolic dimensions, and its results'
    shapes and shardings. The export's public @main only checks the argument shapes against the
    symbolic ones (shape_assertion custom calls) and calls the private function that computes,
    passing each symbolic dimension's value first; that function becomes @main, the checking
    wrapper is dropped, so @main's results are the step's own."""
    from jax._src.interpreters import mlir as jmlir
    from jax._src.lib.mlir import ir as jir
    exp = jax.export.export(jax.jit(fn, **(jit_kwargs or {})))(*args)
    mod = jir.Module.parse(exp.mlir_module(), context=jmlir.make_ir_context())
    with mod.context:
        func_named(mod, "main").operation.erase()
        body = func_named(mod, "_wrapped_jax_export_main")
        body.attributes["sym_name"] = jir.StringAttr.get("main")
        body.attributes["sym_visibility"] = jir.StringAttr.get("public")
    outs = [jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=sh)
            for a, sh in zip(exp.out_avals, exp.out_shardings_jax(mesh))]
    return mod, jax.tree.unflatten(exp.out_tree, outs)


def dims(shape):
    """A shape for the manifest: a symbolic dimension by its name."""
    return [d if isinstance(d, int) else str(d) for d in shape]


def shape_rows(tree, top, mesh):
    """name, partition spec, dtype, global and per-device shape of every leaf (in flattened order)."""
    return [dict(name=n, spec=spec_str(a.sharding.spec), dtype=str(a.dtype), global_shape=dims(a.shape),
                 local_shape=dims(local_shape(a.shape, a.sharding.spec, mesh)))
            for n, a in zip(flat_names(tree, top), jax.tree.leaves(tree))]


def random_inputs(args, vocab):
    key = jax.random.key(0)
    out = []
    for a in jax.tree.leaves(args):
        key, k = jax.random.split(key)
        if jnp.issubdtype(a.dtype, jnp.integer):
            x = jax.random.randint(k, a.shape, 0, vocab, a.dtype)
        else:
            x = (0.05 * jax.random.normal(k, a.shape, jnp.float32)).astype(a.dtype)
        out.append(jax.device_put(x, a.sharding))
    return jax.tree.unflatten(jax.tree.structure(args), out)


def compare_with_reference(build, reference, symbolic=()):
    """With symbolic dimensions the same step runs at the reference's concrete shapes
    (reference.build_concrete): JAX 0.10.2 exports a shard_map with a symbolic dimension but cannot
    run the export (Exported.call fails to refine its shapes)."""
    fn, args, _, _ = (reference.build_concrete if symbolic else getattr(reference, "build", build))()
    inputs = random_inputs(args, reference.vocab)
    got = jax.jit(fn)(*inputs)
    want = jax.jit(reference)(*jax.tree.map(lambda x: jnp.asarray(jax.device_get(x)), inputs))

    def rel(a, b):
        a, b = jnp.asarray(a, jnp.float32), jnp.asarray(b, jnp.float32)
        return float(jnp.max(jnp.abs(a - b)) / (jnp.max(jnp.abs(b)) + 1e-30))
    worst = max(jax.tree.leaves(jax.tree.map(rel, got, want)))
    assert worst < 1e-4, f"sharded program differs from the one-device one by {worst} (relative to its largest value)"
    return worst


def count_ops(mod):
    n = 0

    def visit(op):
        nonlocal n
        n += 1
        for r in op.regions:
            for b in r.blocks:
                for o in b.operations:
                    visit(o)
    for o in mod.body.operations:
        visit(o)
    return n


def func_named(mod, name):
    for o in mod.body.operations:
        if o.operation.name == "func.func" and str(o.attributes["sym_name"]) == f'"{name}"':
            return o
    raise KeyError(name)


def tensor_shape(t):
    """The dimensions of a tensor type, "?" for a dynamic one."""
    s = str(t)
    return [d if d == "?" else int(d) for d in s[len("tensor<"):-1].split("x")[:-1]]


def check_local_shapes(mod, form, arg_rows, res_rows):
    """The per-device shape each @main argument and result has in the body must be the manifest's
    local shape. Returns how many were matched to a body value."""
    main = func_named(mod, "main")
    block = main.regions[0].blocks[0]
    # a symbolic program's first arguments are its symbolic dimensions' values
    margs = list(block.arguments)[len(list(block.arguments)) - len(arg_rows):]
    returned = list(list(block.operations)[-1].operands)
    assert len(returned) == len(res_rows)
    body_types = shardy_body_types if form == "shardy" else gspmd_body_types
    args, results = body_types(block, margs, returned)
    for rows, local, what in ((arg_rows, args, "arguments"), (res_rows, results, "results")):
        for i, t in local.items():
            want = [d if isinstance(d, int) else "?" for d in rows[i]["local_shape"]]
            assert tensor_shape(t) == want, (form, rows[i], str(t))
        assert len(local) == len(rows), f"{form}: matched {len(local)} of {len(rows)} {what} to the body"
    return len(args) + len(results)


def shardy_body_types(block, margs, returned):
    """@main argument / result index -> type of the sdy.manual_computation block argument it becomes /
    the sdy.return operand it comes from."""
    args, results = {}, {}
    for o in block.operations:
        if o.operation.name == "sdy.manual_computation":
            body = o.regions[0].blocks[0]
            for j, v in enumerate(o.operands):
                args.update({i: body.arguments[j].type for i, a in enumerate(margs) if v == a})
            inner = list(list(body.operations)[-1].operands)
            for j, r in enumerate(o.results):
                results.update({i: inner[j].type for i, v in enumerate(returned) if v == r})
    return args, results


def gspmd_body_types(block, margs, returned):
    """@main argument / result index -> type of the SPMDFullToShardShape result it becomes (through
    @Sharding) / the operand of the SPMDShardToFullShape it comes from."""
    args, results = {}, {}
    for i, a in enumerate(margs):
        for sharding in (u.owner for u in a.uses if u.owner.name == "stablehlo.custom_call"):
            for u in sharding.results[0].uses:
                if "SPMDFullToShardShape" in str(u.owner.attributes["call_target_name"]):
                    args[i] = u.owner.results[0].type
    for i, v in enumerate(returned):
        full = v.owner
        if "SPMDShardToFullShape" in str(full.attributes["call_target_name"]):
            results[i] = full.operands[0].type
    return args, results


def llama_reference(c):
    """loss and grads of the unsharded gen_jax.py model over the whole batch."""
    import gen_jax

    def ref(p, ids, labels):
        return jax.value_and_grad(lambda pp: xent(gen_jax.forward(c, pp, ids), labels))(p)
    ref.vocab = c["vocab"]
    return ref if c["dtype"] == jnp.float32 and c["theta"] == 10000.0 else None


# ---------------------------------------------------------------------------
# 1. Megatron TP x DP training step
# ---------------------------------------------------------------------------
def tp_dp_train(cfg):
    c = LLAMA[cfg]
    hd, theta = c["dim"] // c["heads"], c["theta"]

    def build():
        mesh = make_mesh({"dp": 2, "tp": 2})
        specs = megatron_specs(c["layers"])
        B = c["batch"] * mesh.shape["dp"]
        params = sds_tree(llama_param_shapes(c), specs, mesh)
        ids = jax.ShapeDtypeStruct((B, c["seq"]), jnp.int32, sharding=NamedSharding(mesh, P("dp", None)))

        def loss_fn(p, ids, labels):
            pos, mask = causal(ids.shape[1])
            x = vocab_parallel_embed(p["embed"], ids, "tp")
            for lp in p["layers"]:
                x = block(lp, x, pos, mask, hd, theta, reduce=lambda y: jax.lax.psum(y, "tp"))
            x = rms_norm(x, p["final_norm"])
            return vocab_parallel_xent(x @ p["lm_head"], labels, "tp")

        def step(p, ids, labels):
            loss, g = jax.value_and_grad(loss_fn)(varying(p, "dp"), ids, labels)
            return jax.lax.pmean(loss, "dp"), jax.tree.map(lambda x: jax.lax.pmean(x, "dp"), g)

        fn = jax.shard_map(step, mesh=mesh, in_specs=(specs, P("dp", None), P("dp", None)),
                           out_specs=(P(), specs))
        return fn, (params, ids, ids), ("params", "ids", "labels"), mesh

    export(f"jax_{cfg}_{c['layers']}l_tp2dp2_train", build,
           dict(config=cfg, job="tp2dp2_train", dtype=str(jnp.dtype(c["dtype"])),
                kind="loss + grads; Megatron TP over tp (vocab-parallel embedding and cross-entropy), "
                     "batch split over dp, grads pmean over dp"), reference=llama_reference(c))


# ---------------------------------------------------------------------------
# 2. FSDP training step
# ---------------------------------------------------------------------------
def fsdp_train(cfg):
    c = LLAMA[cfg]
    hd, theta = c["dim"] // c["heads"], c["theta"]

    def gather(w):
        return jax.lax.all_gather(w, "fsdp", axis=0, tiled=True)

    def not_gathered(prim, *_, **__):
        """Remat policy: keep every activation, never a gathered weight (the backward pass gathers again)."""
        return prim.name != "all_gather"

    def build():
        mesh = make_mesh({"fsdp": 4})
        n = mesh.shape["fsdp"]
        shapes = llama_param_shapes(c)
        specs = jax.tree.map(lambda _: P("fsdp"), shapes, is_leaf=lambda x: isinstance(x, tuple)
                             and isinstance(x[0], tuple))
        params = sds_tree(shapes, specs, mesh)
        ids = jax.ShapeDtypeStruct((c["batch"] * n, c["seq"]), jnp.int32, sharding=NamedSharding(mesh, P("fsdp")))

        # the gathered weights are not kept for the backward pass: it gathers them again (ZeRO-3)
        def layer(lp, x, pos, mask):
            return block(jax.tree.map(gather, lp), x, pos, mask, hd, theta)
        layer = jax.checkpoint(layer, policy=not_gathered)

        def loss_fn(p, ids, labels):
            pos, mask = causal(ids.shape[1])
            x = jnp.take(gather(p["embed"]), ids, axis=0)
            for lp in p["layers"]:
                x = layer(lp, x, pos, mask)
            x = rms_norm(x, gather(p["final_norm"]))
            return xent(x @ gather(p["lm_head"]), labels)

        def step(p, ids, labels):
            # the transpose of each all_gather is a psum_scatter: every device gets the sum of all
            # devices' gradients for its own shard
            loss, g = jax.value_and_grad(loss_fn)(p, ids, labels)
            return jax.lax.pmean(loss, "fsdp"), jax.tree.map(lambda x: x / n, g)

        fn = jax.shard_map(step, mesh=mesh, in_specs=(specs, P("fsdp"), P("fsdp")), out_specs=(P(), specs))
        return fn, (params, ids, ids), ("params", "ids", "labels"), mesh

    export(f"jax_{cfg}_{c['layers']}l_fsdp4_train", build,
           dict(config=cfg, job="fsdp4_train", dtype=str(jnp.dtype(c["dtype"])),
                kind="loss + grads; FSDP over 4 devices: every weight split on its first dim, all_gather "
                     "before use (again in the backward pass), grads by psum_scatter, batch split"),
           reference=llama_reference(c))

# ---------------------------------------------------------------------------
# 3. DeepSeek-V3-shaped MoE with MLA, expert parallelism over 4 devices
# ---------------------------------------------------------------------------
DSV3 = {
    "tiny": dict(vocab=512, dim=256, heads=4, q_lora=96, kv_lora=64, nope=32, rope=16, v=32, experts=16, top_k=2,
                 expert_ffn=128, shared_ffn=128, layers=2, seq=128, batch=2, decode_batch=4, cache=128,
                 theta=10000.0, dtype=jnp.float32),
    # DeepSeek-V3 widths (MLA ranks, 128 heads, expert ffn 2048, top-8 of sigmoid scores), 2 layers, 32 experts
    "dsv3_2l": dict(vocab=129280, dim=7168, heads=128, q_lora=1536, kv_lora=512, nope=128, rope=64, v=128,
                    experts=32, top_k=8, expert_ffn=2048, shared_ffn=2048, layers=2, seq=4096, batch=1,
                    decode_batch=8, cache=4096, theta=10000.0, dtype=jnp.bfloat16),
}
EP = 4


def moe_layer_shapes(c):
    D, H, E = c["dim"], c["heads"], c["experts"]
    F, Fs, qk = c["expert_ffn"], c["shared_ffn"], c["nope"] + c["rope"]
    return {"attn_norm": (D,), "wq_a": (D, c["q_lora"]), "q_norm": (c["q_lora"],), "wq_b": (c["q_lora"], H * qk),
            "wkv_a": (D, c["kv_lora"] + c["rope"]), "kv_norm": (c["kv_lora"],),
            "wkv_b": (c["kv_lora"], H * (c["nope"] + c["v"])), "wo": (H * c["v"], D),
            "mlp_norm": (D,), "router": (D, E), "shared_gate": (D, Fs), "shared_up": (D, Fs), "shared_down": (Fs, D),
            "w_gate": (E, D, F), "w_up": (E, D, F), "w_down": (E, F, D)}


EXPERT_WEIGHTS = ("w_gate", "w_up", "w_down")


def moe_params(c, mesh):
    dt = c["dtype"]
    lay = moe_layer_shapes(c)
    shapes = {"embed": ((c["vocab"], c["dim"]), dt), "final_norm": ((c["dim"],), dt),
              "lm_head": ((c["dim"], c["vocab"]), dt),
              "layers": [{k: (v, dt) for k, v in lay.items()} for _ in range(c["layers"])]}
    specs = {"embed": P(), "final_norm": P(), "lm_head": P(),
             "layers": [{k: P("ep") if k in EXPERT_WEIGHTS else P() for k in lay} for _ in range(c["layers"])]}
    return sds_tree(shapes, specs, mesh), specs


def mla_queries(c, lp, h, pos):
    B, S, _ = h.shape
    q = (rms_norm(h @ lp["wq_a"], lp["q_norm"]) @ lp["wq_b"]).reshape(B, S, c["heads"], c["nope"] + c["rope"])
    return q[..., :c["nope"]], rope(q[..., c["nope"]:], pos, c["theta"])


def mla_latent(c, lp, h, pos):
    """The compressed KV of h: c_kv [B,S,kv_lora] (normed) and the shared rope key [B,S,rope]."""
    kv = h @ lp["wkv_a"]
    c_kv = rms_norm(kv[..., :c["kv_lora"]], lp["kv_norm"])
    return c_kv, rope(kv[..., None, c["kv_lora"]:], pos, c["theta"])[:, :, 0]


def mla_train(c, lp, h, pos, mask):
    """Training attention: keys and values decompressed from the latent per head."""
    B, S, _ = h.shape
    H = c["heads"]
    q_nope, q_pe = mla_queries(c, lp, h, pos)
    c_kv, k_pe = mla_latent(c, lp, h, pos)
    kv = (c_kv @ lp["wkv_b"]).reshape(B, S, H, c["nope"] + c["v"])
    k = jnp.concatenate([kv[..., :c["nope"]], jnp.broadcast_to(k_pe[:, :, None], (B, S, H, c["rope"]))], axis=-1)
    q = jnp.concatenate([q_nope, q_pe], axis=-1)
    a = attention(q, k, kv[..., c["nope"]:], mask)
    return a.reshape(B, S, H * c["v"]) @ lp["wo"]


def mla_decode(c, lp, h, cache, idx):
    """Decode attention on the latent cache with the up-projections absorbed into q and the output."""
    B = h.shape[0]
    H, nope = c["heads"], c["nope"]
    pos = idx[None]
    q_nope, q_pe = mla_queries(c, lp, h, pos)
    c_new, k_pe_new = mla_latent(c, lp, h, pos)
    c_kv = jax.lax.dynamic_update_slice(cache[0], c_new, (0, idx, 0))
    k_pe = jax.lax.dynamic_update_slice(cache[1], k_pe_new, (0, idx, 0))
    wkv_b = lp["wkv_b"].reshape(c["kv_lora"], H, nope + c["v"])
    q_lat = jnp.einsum("bshn,chn->bshc", q_nope, wkv_b[..., :nope])
    s = (jnp.einsum("bshc,btc->bhst", q_lat, c_kv) + jnp.einsum("bshr,btr->bhst", q_pe, k_pe)).astype(jnp.float32)
    s = s / jnp.sqrt(jnp.float32(nope + c["rope"]))
    s = jnp.where((jnp.arange(c_kv.shape[1]) <= idx)[None, None, None], s, jnp.finfo(jnp.float32).min)
    p = jax.nn.softmax(s, axis=-1).astype(c_kv.dtype)
    o = jnp.einsum("bshc,chv->bshv", jnp.einsum("bhst,btc->bshc", p, c_kv), wkv_b[..., nope:])
    return o.reshape(B, 1, H * c["v"]) @ lp["wo"], (c_kv, k_pe)


def ffn(x, wg, wu, wd):
    return (jax.nn.silu(x @ wg) * (x @ wu)) @ wd


def route(c, lp, x):
    """Top-k of the sigmoid router scores, weights renormalised over the chosen k (DeepSeek-V3)."""
    scores = jax.nn.sigmoid((x @ lp["router"]).astype(jnp.float32))
    top, idx = jax.lax.top_k(scores, c["top_k"])
    return (top / jnp.sum(top, axis=-1, keepdims=True)).astype(x.dtype), idx


def moe_ep(c, lp, x, capacity):
    """Routed experts on this device's tokens x [T, D]: each device keeps `capacity` slots per expert
    (later assignments are dropped), all_to_all sends the slots to the device holding the expert
    and brings the results back."""
    T, D = x.shape
    E = c["experts"]
    gate, idx = route(c, lp, x)
    onehot = jax.nn.one_hot(idx, E, dtype=jnp.int32)                                  # [T,k,E]
    slot = jnp.cumsum(onehot.reshape(T * c["top_k"], E), axis=0).reshape(onehot.shape) - 1
    slot = jnp.sum(slot * onehot, axis=-1)                                            # [T,k]
    sel = onehot.astype(x.dtype)[..., None] * jax.nn.one_hot(slot, capacity, dtype=x.dtype)[:, :, None, :]
    dispatch = jnp.sum(sel, axis=1)                                                   # [T,E,C]
    combine = jnp.einsum("tk,tkec->tec", gate, sel)
    xe = jnp.einsum("tec,td->ecd", dispatch, x)                                       # [E,C,D]
    xe = jax.lax.all_to_all(xe, "ep", 0, 0, tiled=True)           # [E,C,D]: (source device, local expert)
    El = lp["w_gate"].shape[0]
    xe = xe.reshape(EP, El, capacity, D)
    h = jax.nn.silu(jnp.einsum("secd,edf->secf", xe, lp["w_gate"])) * jnp.einsum("secd,edf->secf", xe, lp["w_up"])
    ye = jnp.einsum("secf,efd->secd", h, lp["w_down"]).reshape(E, capacity, D)
    ye = jax.lax.all_to_all(ye, "ep", 0, 0, tiled=True)           # back to the tokens' device
    return jnp.einsum("tec,ecd->td", combine, ye)


def moe_dense(c, lp, x):
    """The same routed experts with no capacity limit, every expert on one device (the reference)."""
    gate, idx = route(c, lp, x)
    w = jnp.sum(jax.nn.one_hot(idx, c["experts"], dtype=x.dtype) * gate[..., None], axis=1)      # [T,E]
    h = jax.nn.silu(jnp.einsum("td,edf->tef", x, lp["w_gate"])) * jnp.einsum("td,edf->tef", x, lp["w_up"])
    return jnp.einsum("te,tef,efd->td", w, h, lp["w_down"])


def moe_mlp(c, lp, h, experts):
    B, S, D = h.shape
    y = ffn(h, lp["shared_gate"], lp["shared_up"], lp["shared_down"])
    return y + experts(c, lp, h.reshape(B * S, D)).reshape(B, S, D)


def capacity(c, tokens, factor):
    return max(1, math.ceil(factor * tokens * c["top_k"] / c["experts"]))


def moe_forward(c, p, ids, experts):
    pos, mask = causal(ids.shape[1])
    x = jnp.take(p["embed"], ids, axis=0)
    for lp in p["layers"]:
        x = x + mla_train(c, lp, rms_norm(x, lp["attn_norm"]), pos, mask)
        x = x + moe_mlp(c, lp, rms_norm(x, lp["mlp_norm"]), experts)
    return rms_norm(x, p["final_norm"]) @ p["lm_head"]


def moe_decode_step(c, p, ids, cache, idx, experts):
    x = jnp.take(p["embed"], ids, axis=0)
    new = []
    for lp, kv in zip(p["layers"], cache):
        a, kv = mla_decode(c, lp, rms_norm(x, lp["attn_norm"]), kv, idx)
        x = x + a
        x = x + moe_mlp(c, lp, rms_norm(x, lp["mlp_norm"]), experts)
        new.append(kv)
    return rms_norm(x, p["final_norm"]) @ p["lm_head"], new


def moe_train(cfg, factor=1.25):
    c = DSV3[cfg]

    def build(factor=factor):
        mesh = make_mesh({"ep": EP})
        params, specs = moe_params(c, mesh)
        ids = jax.ShapeDtypeStruct((c["batch"] * EP, c["seq"]), jnp.int32, sharding=NamedSharding(mesh, P("ep")))
        C = capacity(c, c["batch"] * c["seq"], factor)
        experts = lambda c, lp, x: moe_ep(c, lp, x, C)  # noqa: E731

        def step(p, ids, labels):
            # attention, router and shared expert are replicated (data parallel over ep): their grads
            # stay per device until the pmean; each device's expert grads already sum every
            # device's tokens (through the all_to_all's transpose)
            rep = {k: v for k, v in p.items() if k != "layers"}
            rep["layers"] = [{k: v for k, v in lp.items() if k not in EXPERT_WEIGHTS} for lp in p["layers"]]
            rep = varying(rep, "ep")
            ex = [{k: lp[k] for k in EXPERT_WEIGHTS} for lp in p["layers"]]

            def loss_fn(rep, ex):
                pp = dict(rep, layers=[dict(r, **e) for r, e in zip(rep["layers"], ex)])
                return xent(moe_forward(c, pp, ids, experts), labels)
            loss, (g_rep, g_ex) = jax.value_and_grad(loss_fn, argnums=(0, 1))(rep, ex)
            g_rep = jax.tree.map(lambda x: jax.lax.pmean(x, "ep"), g_rep)
            g_ex = jax.tree.map(lambda x: x / EP, g_ex)
            g = dict(g_rep, layers=[dict(r, **e) for r, e in zip(g_rep["layers"], g_ex)])
            return jax.lax.pmean(loss, "ep"), g

        fn = jax.shard_map(step, mesh=mesh, in_specs=(specs, P("ep"), P("ep")), out_specs=(P(), specs))
        return fn, (params, ids, ids), ("params", "ids", "labels"), mesh

    def ref(p, ids, labels):
        return jax.value_and_grad(lambda pp: xent(moe_forward(c, pp, ids, moe_dense), labels))(p)
    ref.vocab = c["vocab"]
    ref.build = lambda: build(factor=c["experts"] / c["top_k"])  # room for every token: nothing dropped
    tokens = c["batch"] * c["seq"]
    export(f"jax_{cfg}_moe_ep4_train", build,
           dict(config=cfg, job="moe_ep4_train", dtype=str(jnp.dtype(c["dtype"])),
                capacity_per_expert=capacity(c, tokens, factor), capacity_factor=factor, tokens_per_device=tokens,
                kind="loss + grads; DeepSeek-V3-shaped: MLA attention, 1 shared + routed experts (top-k of "
                     "sigmoid scores), experts split over ep, all_to_all dispatch / combine with a fixed "
                     "capacity per expert; attention and shared weights replicated, grads pmean over ep"),
           reference=ref if c["dtype"] == jnp.float32 else None)


def moe_decode(cfg, factor=2.0, dynamic=False):
    """dynamic: the cache length is the symbolic dimension t (jax.export), as a capacity search needs."""
    c = DSV3[cfg]
    length = jax.export.symbolic_shape("t")[0] if dynamic else c["cache"]

    def build(factor=factor, length=length):
        mesh = make_mesh({"ep": EP})
        params, specs = moe_params(c, mesh)
        B = c["decode_batch"] * EP
        dt = c["dtype"]
        sh = NamedSharding(mesh, P("ep"))
        ids = jax.ShapeDtypeStruct((B, 1), jnp.int32, sharding=sh)
        cache = [(jax.ShapeDtypeStruct((B, length, c["kv_lora"]), dt, sharding=sh),
                  jax.ShapeDtypeStruct((B, length, c["rope"]), dt, sharding=sh)) for _ in range(c["layers"])]
        idx = jax.ShapeDtypeStruct((), jnp.int32, sharding=NamedSharding(mesh, P()))
        C = capacity(c, c["decode_batch"], factor)
        experts = lambda c, lp, x: moe_ep(c, lp, x, C)  # noqa: E731
        cspec = [(P("ep"), P("ep")) for _ in range(c["layers"])]
        def decode(p, ids, cache, idx):
            return moe_decode_step(c, p, ids, cache, idx, experts)

        fn = jax.shard_map(decode, mesh=mesh, in_specs=(specs, P("ep"), cspec, P()), out_specs=(P("ep"), cspec))
        return fn, (params, ids, cache, idx), ("params", "ids", "kv_cache", "cache_index"), mesh

    def ref(p, ids, cache, idx):
        return moe_decode_step(c, p, ids, cache, idx, moe_dense)
    ref.vocab = min(c["vocab"], c["cache"])  # integer inputs (ids, cache_index) drawn below both
    ref.build = lambda: build(factor=c["experts"] / c["top_k"])
    ref.build_concrete = lambda: build(factor=c["experts"] / c["top_k"], length=c["cache"])
    kind = ("decode step; DeepSeek-V3-shaped MoE with MLA: per layer the compressed latent KV cache "
            "(c_kv, k_rope) as arguments, updated in place (dynamic_update_slice, donated), "
            "up-projections absorbed; batch and cache split over ep, experts split over ep, "
            "all_to_all dispatch / combine with a fixed capacity per expert")
    if dynamic:
        kind += ("; the cache length is the symbolic dimension t (@main's first argument is its value, "
                 "as jax.export passes it)")
    export(f"jax_{cfg}_moe_ep4_decode" + ("_dyncache" if dynamic else ""), build,
           dict(config=cfg, job="moe_ep4_decode" + ("_dyncache" if dynamic else ""),
                dtype=str(jnp.dtype(c["dtype"])),
                capacity_per_expert=capacity(c, c["decode_batch"], factor), capacity_factor=factor,
                tokens_per_device=c["decode_batch"], cache_len="t" if dynamic else c["cache"], kind=kind),
           reference=ref if c["dtype"] == jnp.float32 else None, jit_kwargs=dict(donate_argnums=(2,)),
           symbolic=("t",) if dynamic else ())

# ---------------------------------------------------------------------------
# 4. Pipeline stages: DP x TP x PP = 2 x 2 x 2
# ---------------------------------------------------------------------------
PP_MESH = {"pp": 2, "dp": 2, "tp": 2}
MICROBATCHES = 4


def pp_train(cfg, layers):
    c = dict(LLAMA[cfg], layers=layers)
    hd, theta = c["dim"] // c["heads"], c["theta"]
    stages, M = PP_MESH["pp"], MICROBATCHES
    per_stage = layers // stages

    def build():
        mesh = make_mesh(PP_MESH)
        dt = c["dtype"]
        # each stage's layers stacked: [stage, layer in stage, ...], the stage dim split over pp
        stacked = {k: ((stages, per_stage) + v, dt) for k, v in llama_layer_shapes(c).items()}
        shapes = {"embed": ((c["vocab"], c["dim"]), dt), "stages": stacked, "final_norm": ((c["dim"],), dt),
                  "lm_head": ((c["dim"], c["vocab"]), dt)}
        specs = {"embed": P("tp", None), "stages": {k: P("pp", None, *v) for k, v in MEGATRON.items()},
                 "final_norm": P(), "lm_head": P(None, "tp")}
        params = sds_tree(shapes, specs, mesh)
        ids = jax.ShapeDtypeStruct((M, c["batch"] * mesh.shape["dp"], c["seq"]), jnp.int32,
                                   sharding=NamedSharding(mesh, P(None, "dp", None)))
        tp_sum = lambda y: jax.lax.psum(y, "tp")  # noqa: E731
        to_next = [(i, i + 1) for i in range(stages - 1)]

        def loss_fn(p, ids, labels):
            """GPipe: at tick t stage s runs microbatch t - s; the backward schedule comes from AD."""
            stage = jax.lax.axis_index("pp")
            pos, mask = causal(ids.shape[2])
            mine = [{k: v[0, l] for k, v in p["stages"].items()} for l in range(per_stage)]
            state = jnp.zeros(ids.shape[1:] + (c["dim"],), c["dtype"])
            losses = []
            for t in range(M + stages - 1):
                if t < M:  # the first stage takes the next microbatch in
                    state = jnp.where(stage == 0, vocab_parallel_embed(p["embed"], ids[t], "tp"), state)
                for lp in mine:
                    state = block(lp, state, pos, mask, hd, theta, reduce=tp_sum)
                if t >= stages - 1:  # the last stage has finished microbatch t - (stages - 1)
                    x = rms_norm(state, p["final_norm"])
                    losses.append(vocab_parallel_xent(x @ p["lm_head"], labels[t - (stages - 1)], "tp"))
                if t < M + stages - 2:
                    state = jax.lax.ppermute(state, "pp", to_next)
            loss = jnp.where(stage == stages - 1, sum(losses) / M, 0.0)
            return jax.lax.psum(loss, "pp")

        def step(p, ids, labels):
            loss, g = jax.value_and_grad(loss_fn)(varying(p, "dp"), ids, labels)
            return jax.lax.pmean(loss, "dp"), jax.tree.map(lambda x: jax.lax.pmean(x, "dp"), g)

        dspec = P(None, "dp", None)
        fn = jax.shard_map(step, mesh=mesh, in_specs=(specs, dspec, dspec), out_specs=(P(), specs))
        return fn, (params, ids, ids), ("params", "ids", "labels"), mesh

    def ref(p, ids, labels):
        import gen_jax

        def loss(p):
            flat = {"embed": p["embed"], "final_norm": p["final_norm"], "lm_head": p["lm_head"],
                    "layers": [{k: v[s, l] for k, v in p["stages"].items()} for s in range(stages)
                               for l in range(per_stage)]}
            return xent(gen_jax.forward(c, flat, ids.reshape(-1, ids.shape[-1])), labels.reshape(-1, ids.shape[-1]))
        return jax.value_and_grad(loss)(p)
    ref.vocab = c["vocab"]
    export(f"jax_{cfg}_{layers}l_pp2dp2tp2_train", build,
           dict(config=cfg, job="pp_stage", dtype=str(jnp.dtype(c["dtype"])), layers=layers, microbatches=M,
                kind="loss + grads; pipeline of 2 stages (GPipe, each device holds its stage's layers, "
                     "activations passed on by ppermute, backward by AD), Megatron TP over tp inside each "
                     "stage, batch split over dp, grads pmean over dp"),
           reference=ref if c["dtype"] == jnp.float32 and c["theta"] == 10000.0 else None)


JOBS = {
    "tp2dp2_train": lambda: tp_dp_train("tiny"),
    "tp2dp2_train_large": lambda: tp_dp_train("llama31_8b"),
    "fsdp4_train": lambda: fsdp_train("tiny"),
    "fsdp4_train_large": lambda: fsdp_train("llama31_8b"),
    "moe_ep4_decode": lambda: moe_decode("tiny"),
    "moe_ep4_decode_large": lambda: moe_decode("dsv3_2l"),
    "moe_ep4_decode_dyncache": lambda: moe_decode("tiny", dynamic=True),
    "moe_ep4_decode_dyncache_large": lambda: moe_decode("dsv3_2l", dynamic=True),
    "moe_ep4_train": lambda: moe_train("tiny"),
    "moe_ep4_train_large": lambda: moe_train("dsv3_2l"),
    "pp_stage": lambda: pp_train("tiny", 4),
    "pp_stage_large": lambda: pp_train("llama31_8b", 8),
}


def main():
    global OUT
    OUT = sys.argv[1]
    os.makedirs(OUT, exist_ok=True)
    failed = 0
    for j in sys.argv[2:] or [k for k in JOBS if not k.endswith("_large")]:
        print(f"== {j}", flush=True)
        t = time.time()
        try:
            JOBS[j]()
        except Exception as e:
            failed += 1
            traceback.print_exc()
            print(f"  FAILED {j}: {type(e).__name__}: {str(e)[:300]}", flush=True)
        print(f"== {j} done in {time.time() - t:.1f}s", flush=True)
    mp = os.path.join(OUT, "manifest_sharded.json")
    old = json.load(open(mp)) if os.path.exists(mp) else {}
    # keys in file-name order; inside an entry insertion order, so the mesh axes keep the mesh's order
    json.dump(dict(sorted(dict(old, **MANIFEST).items())), open(mp, "w"), indent=1)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
