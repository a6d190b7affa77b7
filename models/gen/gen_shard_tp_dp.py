#!/usr/bin/env python3
"""A tiny LLaMA-shaped training step, tensor and data parallel on a 2x2 grid,
in linalg on tensors with upstream `shard` annotations (before
`shard-partition`).

    gen_shard_tp_dp.py > lit/e2e/inputs/tp_dp_step_2x2.mlir
    gen_shard_tp_dp.py --numpy-check     (needs numpy and jax)

The step is one pre-norm LLaMA block on a batch of sequences: RMSNorm,
causal multi-head attention and the residual, RMSNorm, a SwiGLU MLP
(silu(xn @ wg) * (xn @ wu)) @ wd and the residual; the loss is
0.5 * sum(out^2). The backward is written by hand; the function returns the
loss, the input's gradient (what the layer before would take) and the
gradient of every weight (two gains, q, k, v, o, gate, up, down).

Grid axis 0 is data parallel: the batch is split over it (whole sequences,
so that attention stays within a device). Grid axis 1 is tensor parallel
(Megatron): the heads are split over it (q, k and v by their head
dimension, o by its input heads), as are the FFN columns of the gate and up
weights and the FFN rows of the down weight. Every collective
`shard-partition` derives is then an all-reduce: over axis 1 for the partial
sums of a contraction over heads or FFN columns (the outputs of attention
and of the MLP, the gradients of the normed inputs), over axis 0 for a
contraction over the batch (the loss, every weight gradient). No rotary
embedding, and the softmax takes no running maximum (the scores are small).

With --numpy-check, the step's math is computed again in numpy, as the
program computes it, and compared with jax.grad of the same loss.
"""

import argparse
import sys

# Loop letters and their sizes: batch, query and key positions, model, FFN,
# heads, head dimension.
SIZES = {"b": 2, "s": 16, "k": 16, "d": 64, "f": 128, "h": 4, "e": 16}
EPS = 1e-5

PAR, RED = '"parallel"', '"reduction"'
MUL_ADD = ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %acc, %m : f32"]
MUL = ["%r = arith.mulf %a0, %a1 : f32"]

# How each kind of value is split over the grid: the batch over axis 0,
# heads and FFN columns over axis 1.
SHARDINGS = {
    "replicated": "[[]]",
    "by_batch": "[[0]]",
    "by_batch_heads": "[[0], [], [1]]",
    "by_batch_heads_first": "[[0], [1]]",
    "by_columns": "[[], [1]]",
    "by_rows": "[[1]]",
}


def tensor_type(indices):
    return "tensor<" + "".join(f"{SIZES[c]}x" for c in indices) + "f32>"


class Program:
    def __init__(self):
        self.lines = []

    def op(self, text):
        self.lines.append("  " + text)

    def generic(self, name, dims, ins, out, body, sharding=None):
        """A linalg.generic named %name over loops `dims` (one letter each):
        `ins` is a list of (value, indices), `out` the result's indices;
        loops not in `out` are reductions, which start from zero. `body` is
        a list of lines over %a0.. (inputs) and %acc (the output), ending
        in a value named %r. With `sharding`, the result is annotated."""
        letters = {c: f"d{i}" for i, c in enumerate(dims)}

        def amap(indices):
            return f"affine_map<({', '.join(letters[c] for c in dims)}) -> ({', '.join(letters[c] for c in indices)})>"

        out_ty = tensor_type(out)
        maps = ", ".join([amap(idx) for _, idx in ins] + [amap(out)])
        iters = ", ".join(PAR if c in out else RED for c in dims)
        self.op(f"%{name}_e = tensor.empty() : {out_ty}")
        init = f"%{name}_e"
        if any(c not in out for c in dims):
            self.op(f"%{name}_z = linalg.fill ins(%zero : f32) outs(%{name}_e : {out_ty}) -> {out_ty}")
            init = f"%{name}_z"
        operands = ", ".join(v for v, _ in ins)
        types = ", ".join(tensor_type(idx) for _, idx in ins)
        self.op(f"%{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}}")
        self.op(f"    ins({operands} : {types}) outs({init} : {out_ty}) {{")
        block = ", ".join([f"%a{i}: f32" for i in range(len(ins))] + ["%acc: f32"])
        self.op(f"  ^bb0({block}):")
        for line in body:
            self.op("    " + line)
        self.op("    linalg.yield %r : f32")
        self.op(f"  }} -> {out_ty}")
        value = f"%{name}"
        return self.shard(value, out, sharding, name) if sharding else value

    def contract(self, name, dims, a, b, out, sharding=None):
        """sum over the loops not in `out` of a * b."""
        return self.generic(name, dims, [a, b], out, MUL_ADD, sharding)

    def shard(self, value, indices, sharding, name):
        """Annotates `value` with `sharding` for its producer and its users."""
        ty = tensor_type(indices)
        self.op(f"%{name}_s = shard.shard {value} to %{sharding} : {ty}")
        self.op(f"%{name}_u = shard.shard %{name}_s to %{sharding} annotate_for_users : {ty}")
        return f"%{name}_u"


def sigmoid_lines(z):
    return [
        "%one = arith.constant 1.0 : f32",
        f"%nz = arith.negf {z} : f32",
        "%ex = math.exp %nz : f32",
        "%den = arith.addf %one, %ex : f32",
        "%sg = arith.divf %one, %den : f32",
    ]


def rms_norm(p, tag, x, gain):
    """RMSNorm of `x` (bsd) with `gain`: (the reciprocal RMS per token, the
    normed x before the gain, the normed x)."""
    ss = p.generic(f"ss{tag}", "bsd", [(x, "bsd")], "bs",
                   ["%sq = arith.mulf %a0, %a0 : f32", "%r = arith.addf %acc, %sq : f32"])
    rs = p.generic(f"rs{tag}", "bs", [(ss, "bs")], "bs", [
        f"%n = arith.constant {1.0 / SIZES['d']:e} : f32",
        f"%eps = arith.constant {EPS:e} : f32",
        "%m = arith.mulf %a0, %n : f32",
        "%me = arith.addf %m, %eps : f32",
        "%r = math.rsqrt %me : f32",
    ])
    xhat = p.generic(f"xhat{tag}", "bsd", [(x, "bsd"), (rs, "bs")], "bsd", MUL, "by_batch")
    xn = p.generic(f"xn{tag}", "bsd", [(xhat, "bsd"), (gain, "d")], "bsd", MUL, "by_batch")
    return rs, xhat, xn


def rms_norm_backward(p, tag, dout, dxn, rs, xhat, gain):
    """The gain's gradient, and the input's: dout (the residual's) plus
    rs * (dxhat - xhat * sum_d(dxhat * xhat) / D)."""
    dgain = p.contract(f"dg{tag}", "dbs", (dxn, "bsd"), (xhat, "bsd"), "d", "replicated")
    dxhat = p.generic(f"dxhat{tag}", "bsd", [(dxn, "bsd"), (gain, "d")], "bsd", MUL, "by_batch")
    dot = p.contract(f"dot{tag}", "bsd", (dxhat, "bsd"), (xhat, "bsd"), "bs")
    dx = p.generic(f"dx{tag}", "bsd", [(dout, "bsd"), (rs, "bs"), (dxhat, "bsd"), (xhat, "bsd"), (dot, "bs")],
                   "bsd", [
                       f"%n = arith.constant {1.0 / SIZES['d']:e} : f32",
                       "%mean = arith.mulf %a4, %n : f32",
                       "%xm = arith.mulf %a3, %mean : f32",
                       "%d = arith.subf %a2, %xm : f32",
                       "%rd = arith.mulf %a1, %d : f32",
                       "%r = arith.addf %a0, %rd : f32",
                   ], "by_batch")
    return dgain, dx


def attention(p, xn, wq, wk, wv, wo):
    """Causal attention over the heads of this device: (q, k, v, the
    probabilities, the heads' outputs, the block's output, a partial sum
    over the heads until all-reduced)."""
    q, k, v = (p.contract(n, "bshed", (xn, "bsd"), (w, "dhe"), "bshe", "by_batch_heads")
               for n, w in (("q", wq), ("k", wk), ("v", wv)))
    scale = 1.0 / SIZES["e"] ** 0.5
    # exp(q.k * scale) where the key is not after the query, else 0.
    expd = p.contract("qk", "bhske", (q, "bshe"), (k, "bkhe"), "bhsk")
    expd = p.generic("expd", "bhsk", [(expd, "bhsk")], "bhsk", [
        "%s = linalg.index 2 : index",
        "%t = linalg.index 3 : index",
        "%causal = arith.cmpi ule, %t, %s : index",
        f"%scale = arith.constant {scale:e} : f32",
        "%sc = arith.mulf %a0, %scale : f32",
        "%ex = math.exp %sc : f32",
        "%none = arith.constant 0.0 : f32",
        "%r = arith.select %causal, %ex, %none : f32",
    ], "by_batch_heads_first")
    total = p.generic("total", "bhsk", [(expd, "bhsk")], "bhs", ["%r = arith.addf %acc, %a0 : f32"])
    prob = p.generic("prob", "bhsk", [(expd, "bhsk"), (total, "bhs")], "bhsk",
                     ["%r = arith.divf %a0, %a1 : f32"], "by_batch_heads_first")
    ctx = p.contract("ctx", "bshek", (prob, "bhsk"), (v, "bkhe"), "bshe", "by_batch_heads")
    att = p.generic("att", "bsdhe", [(ctx, "bshe"), (wo, "hed")], "bsd", MUL_ADD, "by_batch")
    return q, k, v, prob, ctx, att


def attention_backward(p, dh, xn, q, k, v, prob, ctx, wq, wk, wv, wo):
    """The gradients of q, k, v and o's weights, and of the normed input
    (a partial sum over the heads until all-reduced)."""
    dwo = p.contract("dwo", "hedbs", (ctx, "bshe"), (dh, "bsd"), "hed", "by_rows")
    dctx = p.contract("dctx", "bshed", (dh, "bsd"), (wo, "hed"), "bshe", "by_batch_heads")
    dprob = p.contract("dprob", "bhske", (dctx, "bshe"), (v, "bkhe"), "bhsk", "by_batch_heads_first")
    dv = p.contract("dv", "bkhes", (prob, "bhsk"), (dctx, "bshe"), "bkhe", "by_batch_heads")
    # d score = prob * (dprob - sum_k prob * dprob) * scale.
    row = p.contract("row", "bhsk", (prob, "bhsk"), (dprob, "bhsk"), "bhs")
    dscore = p.generic("dscore", "bhsk", [(prob, "bhsk"), (dprob, "bhsk"), (row, "bhs")], "bhsk", [
        f"%scale = arith.constant {1.0 / SIZES['e'] ** 0.5:e} : f32",
        "%d = arith.subf %a1, %a2 : f32",
        "%pd = arith.mulf %a0, %d : f32",
        "%r = arith.mulf %pd, %scale : f32",
    ], "by_batch_heads_first")
    dq = p.contract("dq", "bshek", (dscore, "bhsk"), (k, "bkhe"), "bshe", "by_batch_heads")
    dk = p.contract("dk", "bkhes", (dscore, "bhsk"), (q, "bshe"), "bkhe", "by_batch_heads")
    dws = [p.contract(f"dw{n}", "dhebs", (xn, "bsd"), (g, "bshe"), "dhe", "by_columns")
           for n, g in (("q", dq), ("k", dk), ("v", dv))]
    dxn = p.generic("dxna", "bsdhe", [(dq, "bshe"), (wq, "dhe"), (dk, "bshe"), (wk, "dhe"), (dv, "bshe"),
                                      (wv, "dhe")], "bsd", [
        "%m0 = arith.mulf %a0, %a1 : f32",
        "%m1 = arith.mulf %a2, %a3 : f32",
        "%m2 = arith.mulf %a4, %a5 : f32",
        "%s01 = arith.addf %m0, %m1 : f32",
        "%m = arith.addf %s01, %m2 : f32",
        "%r = arith.addf %acc, %m : f32",
    ], "by_batch")
    return dws + [dwo], dxn


def mlp(p, xn, wg, wu, wd):
    """(gate, up, activation, output: a partial sum over the FFN columns
    until all-reduced)."""
    hg = p.contract("hg", "bsfd", (xn, "bsd"), (wg, "df"), "bsf", "by_batch_heads")
    hu = p.contract("hu", "bsfd", (xn, "bsd"), (wu, "df"), "bsf", "by_batch_heads")
    act = p.generic("act", "bsf", [(hg, "bsf"), (hu, "bsf")], "bsf",
                    sigmoid_lines("%a0") + ["%sl = arith.mulf %a0, %sg : f32", "%r = arith.mulf %sl, %a1 : f32"],
                    "by_batch_heads")
    y = p.contract("y", "bsdf", (act, "bsf"), (wd, "fd"), "bsd", "by_batch")
    return hg, hu, act, y


def mlp_backward(p, dout, xn, hg, hu, act, wg, wu, wd):
    """The gradients of the gate, up and down weights, and of the normed
    input (a partial sum over the FFN columns until all-reduced)."""
    dwd = p.contract("dwd", "fdbs", (act, "bsf"), (dout, "bsd"), "fd", "by_rows")
    dact = p.contract("dact", "bsfd", (dout, "bsd"), (wd, "fd"), "bsf", "by_batch_heads")
    dhu = p.generic("dhu", "bsf", [(dact, "bsf"), (hg, "bsf")], "bsf",
                    sigmoid_lines("%a1") + ["%sl = arith.mulf %a1, %sg : f32", "%r = arith.mulf %a0, %sl : f32"],
                    "by_batch_heads")
    # silu'(z) = s(z) * (1 + z * (1 - s(z))).
    dhg = p.generic("dhg", "bsf", [(dact, "bsf"), (hu, "bsf"), (hg, "bsf")], "bsf",
                    sigmoid_lines("%a2") + [
                        "%oms = arith.subf %one, %sg : f32",
                        "%zo = arith.mulf %a2, %oms : f32",
                        "%opz = arith.addf %one, %zo : f32",
                        "%ds = arith.mulf %sg, %opz : f32",
                        "%du = arith.mulf %a0, %a1 : f32",
                        "%r = arith.mulf %du, %ds : f32",
                    ], "by_batch_heads")
    dwg = p.contract("dwg", "dfbs", (xn, "bsd"), (dhg, "bsf"), "df", "by_columns")
    dwu = p.contract("dwu", "dfbs", (xn, "bsd"), (dhu, "bsf"), "df", "by_columns")
    dxn = p.generic("dxnm", "bsdf", [(dhg, "bsf"), (wg, "df"), (dhu, "bsf"), (wu, "df")], "bsd", [
        "%m0 = arith.mulf %a0, %a1 : f32",
        "%m1 = arith.mulf %a2, %a3 : f32",
        "%m = arith.addf %m0, %m1 : f32",
        "%r = arith.addf %acc, %m : f32",
    ], "by_batch")
    return [dwg, dwu, dwd], dxn


# The step's arguments: name, indices, sharding.
ARGUMENTS = [
    ("x", "bsd", "by_batch"),
    ("g1", "d", "replicated"),
    ("wq", "dhe", "by_columns"),
    ("wk", "dhe", "by_columns"),
    ("wv", "dhe", "by_columns"),
    ("wo", "hed", "by_rows"),
    ("g2", "d", "replicated"),
    ("wg", "df", "by_columns"),
    ("wu", "df", "by_columns"),
    ("wd", "fd", "by_rows"),
]


def step():
    p = Program()
    for name, split in SHARDINGS.items():
        p.op(f"%{name} = shard.sharding @grid split_axes = {split} : !shard.sharding")
    a = {name: p.shard(f"%{name}", idx, sharding, name) for name, idx, sharding in ARGUMENTS}
    p.op("%zero = arith.constant 0.0 : f32")
    # Every value with a batch dimension is annotated: left to
    # sharding-propagation, a contraction over the batch gathers it
    # (`shard.all_gather`, which convert-shard-to-mpi does not lower) where
    # a partial sum and an all-reduce of it do.

    rs1, xhat1, xn1 = rms_norm(p, "1", a["x"], a["g1"])
    q, k, v, prob, ctx, att = attention(p, xn1, a["wq"], a["wk"], a["wv"], a["wo"])
    h = p.generic("h", "bsd", [(a["x"], "bsd"), (att, "bsd")], "bsd", ["%r = arith.addf %a0, %a1 : f32"], "by_batch")
    rs2, xhat2, xn2 = rms_norm(p, "2", h, a["g2"])
    hg, hu, act, y = mlp(p, xn2, a["wg"], a["wu"], a["wd"])
    out = p.generic("out", "bsd", [(h, "bsd"), (y, "bsd")], "bsd", ["%r = arith.addf %a0, %a1 : f32"], "by_batch")
    loss = p.generic("loss", "bsd", [(out, "bsd")], "", [
        "%half = arith.constant 0.5 : f32",
        "%sq = arith.mulf %a0, %a0 : f32",
        "%hs = arith.mulf %half, %sq : f32",
        "%r = arith.addf %acc, %hs : f32",
    ], "replicated")

    # Backward: d loss / d out = out.
    mlp_grads, dxn2 = mlp_backward(p, out, xn2, hg, hu, act, a["wg"], a["wu"], a["wd"])
    dg2, dh = rms_norm_backward(p, "2", out, dxn2, rs2, xhat2, a["g2"])
    att_grads, dxn1 = attention_backward(p, dh, xn1, q, k, v, prob, ctx, a["wq"], a["wk"], a["wv"], a["wo"])
    dg1, dx = rms_norm_backward(p, "1", dh, dxn1, rs1, xhat1, a["g1"])

    results = [(loss, ""), (dx, "bsd"), (dg1, "d")] + list(zip(att_grads, ("dhe", "dhe", "dhe", "hed")))
    results += [(dg2, "d")] + list(zip(mlp_grads, ("df", "df", "fd")))
    p.op(f"return {', '.join(v for v, _ in results)} : {', '.join(tensor_type(i) for _, i in results)}")
    b, s, d, f, heads = SIZES["b"], SIZES["s"], SIZES["d"], SIZES["f"], SIZES["h"]
    header = [
        "// Made by models/gen/gen_shard_tp_dp.py (python3 models/gen/gen_shard_tp_dp.py > THIS); do not edit.",
        f"// A tiny LLaMA-shaped training step ({b} sequences of {s} tokens, model {d}, {heads} heads,",
        f"// FFN {f}, f32): RMSNorm, causal attention, RMSNorm, a SwiGLU MLP, each with its residual,",
        "// the loss 0.5 * sum(out^2) and a hand-written backward; it returns the loss, the input's",
        "// gradient and the gradients of the weights (gain, q, k, v, o, gain, gate, up, down).",
        "// Grid axis 0 is data parallel (the batch is split over it), axis 1 tensor parallel (the",
        "// heads, and the FFN dimension), so `shard-partition` makes every collective an all-reduce.",
        "shard.grid @grid(shape = 2x2)",
        "func.func @step(" + ", ".join(f"%{n}: {tensor_type(i)}" for n, i, _ in ARGUMENTS) + ")",
        f"    -> ({', '.join(tensor_type(i) for _, i in results)}) {{",
    ]
    return "\n".join(header + p.lines + ["}"]) + "\n"


def jax_step(params):
    """The loss and its gradients by jax.grad, in float64, from the step's
    math written without a backward."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    jax.config.update("jax_enable_x64", True)
    scale = 1.0 / SIZES["e"] ** 0.5
    causal = np.tril(np.ones((SIZES["s"], SIZES["k"]), bool))

    def rms(x, g):
        return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + EPS) * g

    def loss(params):
        x, g1, wq, wk, wv, wo, g2, wg, wu, wd = params
        xn = rms(x, g1)
        q, k, v = (jnp.einsum("bsd,dhe->bshe", xn, w) for w in (wq, wk, wv))
        scores = jnp.where(causal, jnp.einsum("bshe,bkhe->bhsk", q, k) * scale, -jnp.inf)
        h = x + jnp.einsum("bhsk,bkhe,hed->bsd", jax.nn.softmax(scores, axis=-1), v, wo)
        xn = rms(h, g2)
        out = h + (jax.nn.silu(xn @ wg) * (xn @ wu)) @ wd
        return 0.5 * jnp.sum(out * out)

    value, grads = jax.value_and_grad(loss)(list(params))
    return float(value), [np.asarray(g) for g in grads]


# The dimension of an argument a sharding splits, and the grid axis.
SPLITS = {"by_batch": (0, 0), "by_columns": (1, 1), "by_rows": (0, 1)}


def harness_pattern(shape, position, coordinate):
    """What scripts/e2e_harness.py fills an f32 argument with, at
    `position`, on a rank whose coordinate along the argument's grid axes is
    `coordinate` (--rank-args POSITION@AXIS)."""
    import numpy as np

    n = int(np.prod(shape))
    index = np.arange(n, dtype=np.int64)
    offset = position * 13 + 1 + 389 * coordinate
    bits = (index * (7919 + 104729 * position) + offset) % 1000
    return (bits.astype(np.float32) / np.float32(1000) - np.float32(0.5)).reshape(shape)


def check_run(path):
    """A 4-rank run of the partitioned step (scripts/e2e.sh's run.txt, the
    arguments filled as lit/e2e/mpi_tp_dp_step.test fills them) against the
    unpartitioned step on the arguments the ranks' shards make together:
    each rank's loss, and the sum of each of its gradient shards, to 1e-4
    (the run computes in f32 and prints 6 digits)."""
    import re

    import numpy as np

    params = []
    for position, (_, indices, sharding) in enumerate(ARGUMENTS):
        shape = [SIZES[c] for c in indices]
        if sharding not in SPLITS:
            params.append(harness_pattern(shape, position, 0).astype(np.float64))
            continue
        dim, _ = SPLITS[sharding]
        shape[dim] //= 2
        shards = [harness_pattern(shape, position, c) for c in (0, 1)]
        params.append(np.concatenate(shards, axis=dim).astype(np.float64))
    loss, grads = jax_step(params)
    text = open(path).read()
    ok = True
    for rank in range(4):
        printed = [float(v) for v in re.findall(rf"^\[{rank}\] \d+, -?\d+, (\S+)$", text, re.M)]
        want = [loss]
        for (_, _, sharding), grad in zip(ARGUMENTS, grads):
            if sharding in SPLITS:
                dim, axis = SPLITS[sharding]
                grad = np.split(grad, 2, axis=dim)[rank // 2 if axis == 0 else rank % 2]
            want.append(grad.sum())
        for index, (got, expected) in enumerate(zip(printed, want)):
            close = abs(got - expected) <= 1e-4 * max(1.0, abs(expected))
            ok = ok and close and len(printed) == len(want)
            if not close:
                print(f"rank {rank} result {index}: run {got}, unpartitioned {expected:.6g}")
    print(f"{path}: every rank's loss and gradient sums {'agree' if ok else 'DISAGREE'} with the unpartitioned step")
    return ok


def numpy_check():
    """The step in numpy, as the program computes it, against jax.grad of
    the same loss."""
    import numpy as np

    rng = np.random.default_rng(0)
    params = [rng.uniform(-0.5, 0.5, [SIZES[c] for c in idx]) for _, idx, _ in ARGUMENTS]
    x, g1, wq, wk, wv, wo, g2, wg, wu, wd = params
    scale = 1.0 / SIZES["e"] ** 0.5
    causal = np.tril(np.ones((SIZES["s"], SIZES["k"]), bool))

    def sigmoid(z):
        return 1 / (1 + np.exp(-z))

    def norm(x, g):
        rs = 1 / np.sqrt((x * x).sum(-1) / SIZES["d"] + EPS)
        xhat = x * rs[..., None]
        return rs, xhat, xhat * g

    def norm_backward(dout, dxn, rs, xhat, g):
        dxhat = dxn * g
        dot = (dxhat * xhat).sum(-1)
        return (dxn * xhat).sum((0, 1)), dout + rs[..., None] * (dxhat - xhat * dot[..., None] / SIZES["d"])

    rs1, xhat1, xn1 = norm(x, g1)
    q, k, v = (np.einsum("bsd,dhe->bshe", xn1, w) for w in (wq, wk, wv))
    expd = np.where(causal, np.exp(np.einsum("bshe,bkhe->bhsk", q, k) * scale), 0.0)
    prob = expd / expd.sum(-1, keepdims=True)
    ctx = np.einsum("bhsk,bkhe->bshe", prob, v)
    h = x + np.einsum("bshe,hed->bsd", ctx, wo)
    rs2, xhat2, xn2 = norm(h, g2)
    hg, hu = xn2 @ wg, xn2 @ wu
    act = hg * sigmoid(hg) * hu
    out = h + act @ wd
    loss = (0.5 * out * out).sum()

    dwd = np.einsum("bsf,bsd->fd", act, out)
    dact = out @ wd.T
    dhu = dact * hg * sigmoid(hg)
    dhg = dact * hu * sigmoid(hg) * (1 + hg * (1 - sigmoid(hg)))
    dwg, dwu = np.einsum("bsd,bsf->df", xn2, dhg), np.einsum("bsd,bsf->df", xn2, dhu)
    dg2, dh = norm_backward(out, dhg @ wg.T + dhu @ wu.T, rs2, xhat2, g2)
    dwo = np.einsum("bshe,bsd->hed", ctx, dh)
    dctx = np.einsum("bsd,hed->bshe", dh, wo)
    dprob = np.einsum("bshe,bkhe->bhsk", dctx, v)
    dv = np.einsum("bhsk,bshe->bkhe", prob, dctx)
    dscore = prob * (dprob - (prob * dprob).sum(-1, keepdims=True)) * scale
    dq, dk = np.einsum("bhsk,bkhe->bshe", dscore, k), np.einsum("bhsk,bshe->bkhe", dscore, q)
    dwq, dwk, dwv = (np.einsum("bsd,bshe->dhe", xn1, g) for g in (dq, dk, dv))
    dxn1 = sum(np.einsum("bshe,dhe->bsd", g, w) for g, w in ((dq, wq), (dk, wk), (dv, wv)))
    dg1, dx = norm_backward(dh, dxn1, rs1, xhat1, g1)
    got = [dx, dg1, dwq, dwk, dwv, dwo, dg2, dwg, dwu, dwd]

    want_loss, grads = jax_step(params)
    ok = np.allclose(loss, want_loss, rtol=1e-12)
    for (name, _, _), mine, want in zip(ARGUMENTS, got, grads):
        error = np.abs(mine - want).max() / np.abs(want).max()
        print(f"d{name}: max relative error {error:.1e}")
        ok = ok and error < 1e-12
    print(f"loss {loss:.6f} (jax {want_loss:.6f}): {'ok' if ok else 'MISMATCH'}")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--numpy-check", action="store_true", help="check the backward against jax.grad")
    parser.add_argument("--check-run", metavar="RUN_TXT", help="check a 4-rank run against the unpartitioned step")
    options = parser.parse_args()
    if options.numpy_check:
        sys.exit(0 if numpy_check() else 1)
    if options.check_run:
        sys.exit(0 if check_run(options.check_run) else 1)
    sys.stdout.write(step())


if __name__ == "__main__":
    main()
