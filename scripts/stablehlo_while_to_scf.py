#!/usr/bin/env python3
"""Rewrites each `stablehlo.while` of a module in MLIR's generic form as the
`scf.while` that StableHLO's stablehlo-to-scf conversion makes of it: the
condition's `tensor<i1>` is taken out with `tensor.extract` for
`scf.condition`, which passes every carried value on to the body, and the
body's `stablehlo.return` becomes `scf.yield`. The body's ops (the calls of
`dynamic_index_in_dim` and the layer a `lax.scan` makes) stay as they are,
so the counter stays a `tensor<i32>`.

    python3 scripts/stablehlo_while_to_scf.py models/jax/MODEL.generic.mlir > MODEL.scf.mlir

It reads the layout `jax.jit(...).lower(...)` prints in generic form (each
region's block header `^bb0(...)` on its own line at the op's indentation,
each terminator two spaces deeper); nested loops are rewritten too.
"""

import re
import sys

WHILE = re.compile(r'^(\s*)%\S+ = "stablehlo\.while"')
BLOCK_ARG = re.compile(r"(%[\w.$-]+): ")


def block_arguments(header: str) -> tuple[list[str], list[str]]:
    """The names and types of a `^bb0(%a: T, %b: U):` header."""
    inner = header.strip()[len("^bb0(") : -len("):")]
    names = BLOCK_ARG.findall(inner)
    # `split` with one group alternates texts and names: the types are the
    # texts after each name.
    types = [t.strip().rstrip(",").strip() for t in BLOCK_ARG.split(inner)[2::2]]
    return names, types


def convert(lines: list[str]) -> list[str]:
    out: list[str] = []
    # Per open loop: its indentation, the region being read (0: the
    # condition) and the condition block's arguments.
    open_loops: list[dict] = []
    fresh = 0
    for line in lines:
        loop = open_loops[-1] if open_loops else None
        m = WHILE.match(line)
        if m:
            open_loops.append({"indent": m.group(1), "region": 0, "args": None})
            out.append(line.replace('"stablehlo.while"', '"scf.while"', 1))
            continue
        if loop is None:
            out.append(line)
            continue
        ind = loop["indent"]
        if line.startswith(ind + "^bb0(") and loop["region"] == 0:
            loop["args"] = block_arguments(line)
        elif line.startswith(ind + '  "stablehlo.return"('):
            if loop["region"] == 0:
                flag = re.match(r'\s*"stablehlo\.return"\((%[\w.$-]+)\)', line)
                if not flag or loop["args"] is None:
                    sys.exit(f"unexpected condition terminator: {line.strip()}")
                names, types = loop["args"]
                out.append(f'{ind}  %cond_flag_{fresh} = "tensor.extract"({flag.group(1)}) : (tensor<i1>) -> i1')
                out.append(
                    f'{ind}  "scf.condition"(%cond_flag_{fresh}, {", ".join(names)})'
                    f' : (i1, {", ".join(types)}) -> ()'
                )
                fresh += 1
            else:
                out.append(line.replace('"stablehlo.return"', '"scf.yield"', 1))
            continue
        elif line.startswith(ind + "}, {"):
            loop["region"] = 1
        elif line.startswith(ind + "})"):
            open_loops.pop()
        out.append(line)
    if open_loops:
        sys.exit("a stablehlo.while is not closed")
    return out


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1]) as f:
        lines = f.read().split("\n")
    print("\n".join(convert(lines)), end="")


if __name__ == "__main__":
    main()
