"""Writes a stack of MLP layers (linalg on tensors) in two forms with the
same ops: a loop (`scf.for` over the layers, the weights stacked along a
leading dimension and read one slice per iteration) and its unrolled twin
(one weight argument per layer). Each layer is a residual MLP block,
h = h + tanh(h @ w_up) @ w_down. With --backward, a second loop walks the
layers backward (layer L - 1 - i) over the same weights, as a backward
pass reads them.

    python3 scripts/layer_loop_model.py --form loop --layers 16 > loop.mlir
    python3 scripts/layer_loop_model.py --form unrolled --layers 16 > unrolled.mlir

The loop's weights are arguments 0 and 1 (remote-args=0-1 puts them in a
tier); the twin's are arguments 0 to 2L-1.

With --form stages the layers are split into the stages of a pipeline, one
function each (@stage0, @stage1, ...; --stages 6,2 gives the first six
layers to @stage0 and the next two to @stage1), each taking the
activations from the stage before and its own layers' weights (with
--host-weights they start in host: the argument attribute offload.tier =
"host"); with --backward each stage walks its layers back as well:

    python3 scripts/layer_loop_model.py --form stages --stages 6,2 --backward > stages.mlir
"""
import argparse


def layer(out, h, up, down, seq, hidden, ffn, name, sign="add"):
    t = f"tensor<{seq}x{ffn}xf32>"
    a = f"tensor<{seq}x{hidden}xf32>"
    out += [
        f"    %{name}e = tensor.empty() : {t}",
        f"    %{name}z = linalg.fill ins(%zero : f32) outs(%{name}e : {t}) -> {t}",
        f"    %{name}m = linalg.matmul ins({h}, {up} : {a}, tensor<{hidden}x{ffn}xf32>) outs(%{name}z : {t}) -> {t}",
        f"    %{name}e1 = tensor.empty() : {t}",
        f"    %{name}t = linalg.tanh ins(%{name}m : {t}) outs(%{name}e1 : {t}) -> {t}",
        f"    %{name}e2 = tensor.empty() : {a}",
        f"    %{name}z2 = linalg.fill ins(%zero : f32) outs(%{name}e2 : {a}) -> {a}",
        f"    %{name}d = linalg.matmul ins(%{name}t, {down} : {t}, tensor<{ffn}x{hidden}xf32>) outs(%{name}z2 : {a}) -> {a}",
        f"    %{name}r = linalg.{sign} ins({h}, %{name}d : {a}, {a}) outs({h} : {a}) -> {a}",
    ]
    return f"%{name}r"


def loop_form(layers, seq, hidden, ffn, backward):
    a = f"tensor<{seq}x{hidden}xf32>"
    ups = f"tensor<{layers}x{hidden}x{ffn}xf32>"
    downs = f"tensor<{layers}x{ffn}x{hidden}xf32>"
    out = [
        f"func.func @layers(%up: {ups}, %down: {downs}, %x: {a}) -> {a} {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        f"  %cl = arith.constant {layers} : index",
        "  %zero = arith.constant 0.0 : f32",
        f"  %e0 = tensor.empty() : {a}",
        f"  %h0 = linalg.copy ins(%x : {a}) outs(%e0 : {a}) -> {a}",
    ]
    passes = [("f", "i", "add")] + ([("b", "j", "sub")] if backward else [])
    carried = "%h0"
    for tag, iv, sign in passes:
        out.append(
            f"  %{tag}out = scf.for %{iv} = %c0 to %cl step %c1 iter_args(%{tag}h = {carried}) -> ({a}) {{"
        )
        index = f"%{iv}"
        if tag == "b":
            out += [f"    %last = arith.constant {layers - 1} : index", f"    %k = arith.subi %last, %{iv} : index"]
            index = "%k"
        out += [
            f"    %{tag}up = tensor.extract_slice %up[{index}, 0, 0] [1, {hidden}, {ffn}] [1, 1, 1] : {ups} to tensor<{hidden}x{ffn}xf32>",
            f"    %{tag}down = tensor.extract_slice %down[{index}, 0, 0] [1, {ffn}, {hidden}] [1, 1, 1] : {downs} to tensor<{ffn}x{hidden}xf32>",
        ]
        r = layer(out, f"%{tag}h", f"%{tag}up", f"%{tag}down", seq, hidden, ffn, tag, sign)
        out += [f"    scf.yield {r} : {a}", "  }"]
        carried = f"%{tag}out"
    out += [f"  return {carried} : {a}", "}"]
    return "\n".join(out) + "\n"


def unrolled_form(layers, seq, hidden, ffn, backward):
    a = f"tensor<{seq}x{hidden}xf32>"
    args = [f"%up{l}: tensor<{hidden}x{ffn}xf32>, %down{l}: tensor<{ffn}x{hidden}xf32>" for l in range(layers)]
    out = [
        f"func.func @layers({', '.join(args)}, %x: {a}) -> {a} {{",
        "  %zero = arith.constant 0.0 : f32",
        f"  %e0 = tensor.empty() : {a}",
        f"  %h0 = linalg.copy ins(%x : {a}) outs(%e0 : {a}) -> {a}",
    ]
    h = "%h0"
    order = [(l, "add") for l in range(layers)]
    if backward:
        order += [(l, "sub") for l in reversed(range(layers))]
    for n, (l, sign) in enumerate(order):
        h = layer(out, h, f"%up{l}", f"%down{l}", seq, hidden, ffn, f"l{n}_", sign)
    out += [f"  return {h} : {a}", "}"]
    return "\n".join(out) + "\n"


def stages_form(stages, seq, hidden, ffn, backward, host_weights):
    a = f"tensor<{seq}x{hidden}xf32>"
    out = []
    first = 0
    for s, count in enumerate(stages):
        host = ' {offload.tier = "host"}' if host_weights else ""
        args = [
            f"%up{l}: tensor<{hidden}x{ffn}xf32>{host}, %down{l}: tensor<{ffn}x{hidden}xf32>{host}"
            for l in range(first, first + count)
        ]
        out += [
            f"func.func @stage{s}(%x: {a}, {', '.join(args)}) -> {a} {{",
            "  %zero = arith.constant 0.0 : f32",
            f"  %e0 = tensor.empty() : {a}",
            f"  %h0 = linalg.copy ins(%x : {a}) outs(%e0 : {a}) -> {a}",
        ]
        h = "%h0"
        order = [(l, "add") for l in range(first, first + count)]
        if backward:
            order += [(l, "sub") for l in reversed(range(first, first + count))]
        for n, (l, sign) in enumerate(order):
            h = layer(out, h, f"%up{l}", f"%down{l}", seq, hidden, ffn, f"l{n}_", sign)
        out += [f"  return {h} : {a}", "}"]
        first += count
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--form", choices=["loop", "unrolled", "stages"], required=True)
    parser.add_argument("--layers", type=int, default=16)
    parser.add_argument("--seq", type=int, default=2048)
    parser.add_argument("--hidden", type=int, default=1024)
    parser.add_argument("--ffn", type=int, default=4096)
    parser.add_argument("--backward", action="store_true")
    parser.add_argument("--stages", default="2,2", help="layers per stage (--form stages)")
    parser.add_argument("--host-weights", action="store_true",
                        help="--form stages: the weights start in host (offload.tier)")
    a = parser.parse_args()
    if a.form == "stages":
        stages = [int(n) for n in a.stages.split(",")]
        print(stages_form(stages, a.seq, a.hidden, a.ffn, a.backward, a.host_weights), end="")
        return
    form = loop_form if a.form == "loop" else unrolled_form
    print(form(a.layers, a.seq, a.hidden, a.ffn, a.backward), end="")


if __name__ == "__main__":
    main()
