#!/usr/bin/env python3
"""A tiny LLaMA-shaped training step, tensor and data parallel on a 2x2 grid,
in linalg on tensors with upstream `shard` annotations (before
`shard-partition`).

    gen_shard_tp_dp.py > lit/e2e/inputs/tp_dp_step_2x2.mlir
    gen_shard_tp_dp.py --numpy-check     (needs numpy and jax)

The step is one pre-norm block: RMSNorm with a gain, a SwiGLU MLP
(silu(xn @ wg) * (xn @ wu)) @ wd and the residual; the loss is
0.5 * sum(out^2); the backward is written by hand and the function returns
the loss, the input's gradient (what the layer before would take) and the
gradient of every weight (gain, gate, up, down).

Grid axis 0 is data parallel: the tokens of the input are split over it.
Grid axis 1 is tensor parallel (Megatron): the gate and up weights are split
by columns (their output dimension), the down weight by rows (its input
dimension). Every collective `shard-partition` derives is then an
all-reduce: over axis 1 for the partial sums of a contraction over the FFN
dimension (the block's output, the gradient of the normed input), over
axis 0 for a contraction over the tokens (the loss, every weight gradient).

With --numpy-check, the step's math is computed again in numpy, in the
order of the program's ops, and compared with jax.grad of the same loss.
"""

import argparse
import sys

TOKENS, MODEL, FFN = 32, 64, 128
EPS = 1e-5

PAR, RED = '"parallel"', '"reduction"'


class Program:
    def __init__(self):
        self.lines = []

    def op(self, text):
        self.lines.append("  " + text)

    def fill_zero(self, name, ty):
        self.op(f"%{name}_e = tensor.empty() : {ty}")
        self.op(f"%{name}_z = linalg.fill ins(%zero : f32) outs(%{name}_e : {ty}) -> {ty}")
        return f"%{name}_z"

    def generic(self, name, dims, ins, out, body, init=None):
        """A linalg.generic named %name over loops `dims` (a string of loop
        letters, e.g. "tdf"): `ins` is a list of (value, type, indices),
        `out` (type, indices); loops not in `out` are reductions, which start
        from zero. `body` is a list of lines over %a0.. (inputs) and %acc
        (the output), ending in a value named %r."""
        letters = {c: f"d{i}" for i, c in enumerate(dims)}

        def amap(indices):
            return f"affine_map<({', '.join(letters[c] for c in dims)}) -> ({', '.join(letters[c] for c in indices)})>"

        out_ty, out_idx = out
        maps = ", ".join([amap(idx) for _, _, idx in ins] + [amap(out_idx)])
        iters = ", ".join(PAR if c in out_idx else RED for c in dims)
        if init is None:
            init = self.fill_zero(name, out_ty) if any(c not in out_idx for c in dims) else None
        if init is None:
            self.op(f"%{name}_e = tensor.empty() : {out_ty}")
            init = f"%{name}_e"
        operands = ", ".join(v for v, _, _ in ins)
        types = ", ".join(t for _, t, _ in ins)
        self.op(f"%{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}}")
        self.op(f"    ins({operands} : {types}) outs({init} : {out_ty}) {{")
        block = ", ".join(f"%a{i}: f32" for i in range(len(ins))) + (", " if ins else "") + "%acc: f32"
        self.op(f"  ^bb0({block}):")
        for line in body:
            self.op("    " + line)
        self.op("    linalg.yield %r : f32")
        self.op(f"  }} -> {out_ty}")
        return f"%{name}"

    def matmul(self, name, lhs, rhs, m, k, n):
        ty = f"tensor<{m}x{n}xf32>"
        init = self.fill_zero(name, ty)
        self.op(
            f"%{name} = linalg.matmul ins({lhs}, {rhs} : tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) "
            f"outs({init} : {ty}) -> {ty}"
        )
        return f"%{name}"

    def shard(self, value, ty, sharding, name):
        """Annotates `value` with `sharding` for its producer and its users."""
        self.op(f"%{name}_s = shard.shard {value} to {sharding} : {ty}")
        self.op(f"%{name}_u = shard.shard %{name}_s to {sharding} annotate_for_users : {ty}")
        return f"%{name}_u"


def sigmoid_lines(z):
    return [
        "%one = arith.constant 1.0 : f32",
        f"%nz = arith.negf {z} : f32",
        "%ex = math.exp %nz : f32",
        "%den = arith.addf %one, %ex : f32",
        "%sg = arith.divf %one, %den : f32",
    ]


def step():
    T, D, F = TOKENS, MODEL, FFN
    x_ty, g_ty = f"tensor<{T}x{D}xf32>", f"tensor<{D}xf32>"
    w_ty, wd_ty, h_ty = f"tensor<{D}x{F}xf32>", f"tensor<{F}x{D}xf32>", f"tensor<{T}x{F}xf32>"
    t_ty, loss_ty = f"tensor<{T}xf32>", "tensor<f32>"
    p = Program()
    p.op("%replicated = shard.sharding @grid split_axes = [[]] : !shard.sharding")
    p.op("%by_tokens = shard.sharding @grid split_axes = [[0]] : !shard.sharding")
    p.op("%by_columns = shard.sharding @grid split_axes = [[], [1]] : !shard.sharding")
    p.op("%by_rows = shard.sharding @grid split_axes = [[1]] : !shard.sharding")
    p.op("%by_tokens_columns = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding")
    x = p.shard("%x", x_ty, "%by_tokens", "x")
    gn = p.shard("%gn", g_ty, "%replicated", "gn")
    wg = p.shard("%wg", w_ty, "%by_columns", "wg")
    wu = p.shard("%wu", w_ty, "%by_columns", "wu")
    wd = p.shard("%wd", wd_ty, "%by_rows", "wd")
    p.op("%zero = arith.constant 0.0 : f32")
    # Every value with a token dimension is annotated too: left to
    # sharding-propagation, a contraction over the tokens gathers them
    # (`shard.all_gather`, which convert-shard-to-mpi does not lower) where
    # a partial sum and an all-reduce of it do.

    # Forward: RMSNorm.
    ss = p.generic("ss", "td", [(x, x_ty, "td")], (t_ty, "t"),
                   ["%sq = arith.mulf %a0, %a0 : f32", "%r = arith.addf %acc, %sq : f32"])
    rs = p.generic("rs", "t", [(ss, t_ty, "t")], (t_ty, "t"), [
        f"%n = arith.constant {1.0 / D:e} : f32",
        f"%eps = arith.constant {EPS:e} : f32",
        "%m = arith.mulf %a0, %n : f32",
        "%me = arith.addf %m, %eps : f32",
        "%r = math.rsqrt %me : f32",
    ])
    xhat = p.generic("xhat", "td", [(x, x_ty, "td"), (rs, t_ty, "t")], (x_ty, "td"),
                     ["%r = arith.mulf %a0, %a1 : f32"])
    xhat = p.shard(xhat, x_ty, "%by_tokens", "xhat")
    xn = p.generic("xn", "td", [(xhat, x_ty, "td"), (gn, g_ty, "d")], (x_ty, "td"),
                   ["%r = arith.mulf %a0, %a1 : f32"])
    xn = p.shard(xn, x_ty, "%by_tokens", "xn")
    # SwiGLU MLP: gate and up column-parallel, down row-parallel.
    hg = p.matmul("hg", xn, wg, T, D, F)
    hg = p.shard(hg, h_ty, "%by_tokens_columns", "hg")
    hu = p.matmul("hu", xn, wu, T, D, F)
    hu = p.shard(hu, h_ty, "%by_tokens_columns", "hu")
    act = p.generic("act", "tf", [(hg, h_ty, "tf"), (hu, h_ty, "tf")], (h_ty, "tf"),
                    sigmoid_lines("%a0") + ["%sl = arith.mulf %a0, %sg : f32", "%r = arith.mulf %sl, %a1 : f32"])
    act = p.shard(act, h_ty, "%by_tokens_columns", "act")
    y = p.matmul("y", act, wd, T, F, D)
    y = p.shard(y, x_ty, "%by_tokens", "y")
    out = p.generic("out", "td", [(x, x_ty, "td"), (y, x_ty, "td")], (x_ty, "td"),
                    ["%r = arith.addf %a0, %a1 : f32"])
    out = p.shard(out, x_ty, "%by_tokens", "out")
    half = ["%h = arith.constant 0.5 : f32", "%sq = arith.mulf %a0, %a0 : f32",
            "%hs = arith.mulf %h, %sq : f32", "%r = arith.addf %acc, %hs : f32"]
    loss = p.generic("loss", "td", [(out, x_ty, "td")], (loss_ty, ""), half)
    loss = p.shard(loss, loss_ty, "%replicated", "loss")

    # Backward: d loss / d out = out.
    dwd = p.generic("dwd", "fdt", [(act, h_ty, "tf"), (out, x_ty, "td")], (wd_ty, "fd"),
                    ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %acc, %m : f32"])
    dwd = p.shard(dwd, wd_ty, "%by_rows", "dwd")
    dact = p.generic("dact", "tfd", [(out, x_ty, "td"), (wd, wd_ty, "fd")], (h_ty, "tf"),
                     ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %acc, %m : f32"])
    dact = p.shard(dact, h_ty, "%by_tokens_columns", "dact")
    dhu = p.generic("dhu", "tf", [(dact, h_ty, "tf"), (hg, h_ty, "tf")], (h_ty, "tf"),
                    sigmoid_lines("%a1") + ["%sl = arith.mulf %a1, %sg : f32", "%r = arith.mulf %a0, %sl : f32"])
    dhu = p.shard(dhu, h_ty, "%by_tokens_columns", "dhu")
    # silu'(z) = s(z) * (1 + z * (1 - s(z))).
    dhg = p.generic("dhg", "tf", [(dact, h_ty, "tf"), (hu, h_ty, "tf"), (hg, h_ty, "tf")], (h_ty, "tf"),
                    sigmoid_lines("%a2") + [
                        "%oms = arith.subf %one, %sg : f32",
                        "%zo = arith.mulf %a2, %oms : f32",
                        "%opz = arith.addf %one, %zo : f32",
                        "%ds = arith.mulf %sg, %opz : f32",
                        "%du = arith.mulf %a0, %a1 : f32",
                        "%r = arith.mulf %du, %ds : f32",
                    ])
    dhg = p.shard(dhg, h_ty, "%by_tokens_columns", "dhg")
    dwg = p.generic("dwg", "dft", [(xn, x_ty, "td"), (dhg, h_ty, "tf")], (w_ty, "df"),
                    ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %acc, %m : f32"])
    dwg = p.shard(dwg, w_ty, "%by_columns", "dwg")
    dwu = p.generic("dwu", "dft", [(xn, x_ty, "td"), (dhu, h_ty, "tf")], (w_ty, "df"),
                    ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %acc, %m : f32"])
    dwu = p.shard(dwu, w_ty, "%by_columns", "dwu")
    dxn = p.generic("dxn", "tdf", [(dhg, h_ty, "tf"), (wg, w_ty, "df"), (dhu, h_ty, "tf"), (wu, w_ty, "df")],
                    (x_ty, "td"), [
                        "%m0 = arith.mulf %a0, %a1 : f32",
                        "%m1 = arith.mulf %a2, %a3 : f32",
                        "%m = arith.addf %m0, %m1 : f32",
                        "%r = arith.addf %acc, %m : f32",
                    ])
    dxn = p.shard(dxn, x_ty, "%by_tokens", "dxn")
    dgn = p.generic("dgn", "dt", [(dxn, x_ty, "td"), (xhat, x_ty, "td")], (g_ty, "d"),
                    ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %acc, %m : f32"])
    dgn = p.shard(dgn, g_ty, "%replicated", "dgn")
    # The input's gradient, through the norm and the residual:
    # dx = dout + rs * (dxhat - xhat * sum_d(dxhat * xhat) / D).
    dxhat = p.generic("dxhat", "td", [(dxn, x_ty, "td"), (gn, g_ty, "d")], (x_ty, "td"),
                      ["%r = arith.mulf %a0, %a1 : f32"])
    dxhat = p.shard(dxhat, x_ty, "%by_tokens", "dxhat")
    dot = p.generic("dot", "td", [(dxhat, x_ty, "td"), (xhat, x_ty, "td")], (t_ty, "t"),
                    ["%m = arith.mulf %a0, %a1 : f32", "%r = arith.addf %acc, %m : f32"])
    dx = p.generic("dx", "td", [(out, x_ty, "td"), (rs, t_ty, "t"), (dxhat, x_ty, "td"), (xhat, x_ty, "td"),
                                (dot, t_ty, "t")], (x_ty, "td"), [
        f"%n = arith.constant {1.0 / D:e} : f32",
        "%mean = arith.mulf %a4, %n : f32",
        "%xm = arith.mulf %a3, %mean : f32",
        "%d = arith.subf %a2, %xm : f32",
        "%rd = arith.mulf %a1, %d : f32",
        "%r = arith.addf %a0, %rd : f32",
    ])
    dx = p.shard(dx, x_ty, "%by_tokens", "dx")

    results = [(loss, loss_ty), (dx, x_ty), (dgn, g_ty), (dwg, w_ty), (dwu, w_ty), (dwd, wd_ty)]
    p.op(f"return {', '.join(v for v, _ in results)} : {', '.join(t for _, t in results)}")
    header = [
        "// Made by models/gen/gen_shard_tp_dp.py (python3 models/gen/gen_shard_tp_dp.py > THIS); do not edit.",
        f"// A tiny LLaMA-shaped training step ({T} tokens, model {D}, FFN {F}, f32): RMSNorm, a SwiGLU",
        "// MLP with its residual, the loss 0.5 * sum(out^2), a hand-written backward; it returns the",
        "// loss, the input's gradient and the gradients of the gain, gate, up and down weights.",
        "// Grid axis 0 is data parallel (the tokens are split over it), axis 1 tensor parallel",
        "// (gate and up split by columns, down by rows), so `shard-partition` makes every",
        "// collective an all-reduce.",
        "shard.grid @grid(shape = 2x2)",
        f"func.func @step(%x: {x_ty}, %gn: {g_ty}, %wg: {w_ty}, %wu: {w_ty}, %wd: {wd_ty})",
        f"    -> ({', '.join(t for _, t in results)}) {{",
    ]
    return "\n".join(header + p.lines + ["}"]) + "\n"


def numpy_check():
    """The step in numpy, op by op as the program computes it, against
    jax.grad of the same loss."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    jax.config.update("jax_enable_x64", True)
    rng = np.random.default_rng(0)
    x = rng.uniform(-0.5, 0.5, (TOKENS, MODEL))
    gn = rng.uniform(-0.5, 0.5, MODEL)
    wg, wu = (rng.uniform(-0.5, 0.5, (MODEL, FFN)) for _ in range(2))
    wd = rng.uniform(-0.5, 0.5, (FFN, MODEL))

    def sigmoid(z):
        return 1 / (1 + np.exp(-z))

    rs = 1 / np.sqrt((x * x).sum(1) / MODEL + EPS)
    xhat = x * rs[:, None]
    xn = xhat * gn
    hg, hu = xn @ wg, xn @ wu
    act = hg * sigmoid(hg) * hu
    out = x + act @ wd
    loss = (0.5 * out * out).sum()
    dwd = act.T @ out
    dact = out @ wd.T
    dhu = dact * hg * sigmoid(hg)
    dhg = dact * hu * sigmoid(hg) * (1 + hg * (1 - sigmoid(hg)))
    dwg, dwu = xn.T @ dhg, xn.T @ dhu
    dxn = dhg @ wg.T + dhu @ wu.T
    dgn = (dxn * xhat).sum(0)
    dxhat = dxn * gn
    dx = out + rs[:, None] * (dxhat - xhat * (dxhat * xhat).sum(1)[:, None] / MODEL)

    def reference(params):
        x, gn, wg, wu, wd = params
        xn = x * jax.lax.rsqrt(jnp.mean(x * x, axis=1, keepdims=True) + EPS) * gn
        out = x + (jax.nn.silu(xn @ wg) * (xn @ wu)) @ wd
        return 0.5 * jnp.sum(out * out)

    want_loss, grads = jax.value_and_grad(reference)((x, gn, wg, wu, wd))
    ok = np.allclose(loss, want_loss, rtol=1e-12)
    for name, got, want in zip(("x", "gn", "wg", "wu", "wd"), (dx, dgn, dwg, dwu, dwd), grads):
        error = np.abs(got - want).max() / np.abs(want).max()
        print(f"d{name}: max relative error {error:.1e}")
        ok = ok and error < 1e-12
    print(f"loss {loss:.6f} (jax {want_loss:.6f}): {'ok' if ok else 'MISMATCH'}")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--numpy-check", action="store_true", help="check the backward against jax.grad")
    options = parser.parse_args()
    if options.numpy_check:
        sys.exit(0 if numpy_check() else 1)
    sys.stdout.write(step())


if __name__ == "__main__":
    main()
