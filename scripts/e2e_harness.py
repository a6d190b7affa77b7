#!/usr/bin/env python3
"""Adds a `func.func @main()` that runs one function of a bufferized module
on deterministic inputs and prints one FNV-1a hash of the bits of each
result, so that two lowerings of a model can be compared bitwise.

    e2e_harness.py in.mlir --entry forward [--report] > out.mlir

The input is a module after `offload-bufferize` (memref signatures). Each
argument gets a buffer filled with a pattern of its position (integers in
[0, 128), so token ids and positions are in range; floats in [-0.5, 0.5)).
An argument that lives in a tier (the argument attribute `offload.tier`,
which offload-plan sets on every argument it takes as starting there, also
on one the body never reads) is allocated in that tier
(`memref.alloc() {offload.tier = "host"}`, or `"nvme"`, ...), as a caller
that keeps the weights in host memory, or spills them to NVMe, would. A result returned
in the tier (`!offload.remote<memref<T>>`) is read through an
`unrealized_conversion_cast` to `memref<T>`, which the CUDA and CANN
lowerings turn into an identity. With `--report`, main ends by calling
`hyperoffload_runtime_report` (the emulated device, runtime/).

With `--mpi IMPL` (`MPICH` or `OpenMPI`), the module is one rank's program of
a sharded model whose collectives `convert-shard-to-mpi` made `mpi` ops: main
opens with `mpi.init` and ends with `mpi.finalize`, and the module names the
MPI implementation through DLTI (`"MPI:Implementation"`), which the `mpi`
dialect's lowering to LLVM reads for the library's ABI. `--rank-args 1,2`
makes the pattern of those arguments (positions) depend on the rank too, as
the shards of a sharded weight differ from device to device; the others are
the same on every rank (replicated). A position may name the grid axes its
pattern follows: `--rank-args 0@0,1@1` fills argument 0 by the rank's
coordinate along axis 0 and argument 1 by its coordinate along axis 1
(`2@0+1`: along both, axis 1 fastest), so that on a 2x2 grid with data
parallelism over axis 0 and tensor parallelism over axis 1 the two replicas
of a weight shard hold the same values and the two halves of a batch do
not. The grid is the input's `shard.grid` op (`--grid 2x2` names it when
the input has none or several); a rank's coordinates follow MPI's
numbering, row-major as `convert-shard-to-mpi` lays them out (on a 2x2 grid
rank 1 is (0, 1), rank 2 is (1, 0)).

Output lines, one per result, then the runtime's line:
    result <i> hash <u64 as i64> sum <f64>
"""

import argparse
import re
import sys


def split_top(text, sep=","):
    """Splits at `sep` outside <>, (), [] and {}."""
    parts, depth, cur = [], 0, []
    for ch in text:
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def signature(text, entry):
    start = text.find(f"func.func @{entry}(")
    if start < 0:
        sys.exit(f"e2e_harness: no func.func @{entry} in the input")
    i = text.index("(", start)
    depth, j = 0, i
    while True:
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                break
        j += 1
    args = []
    for part in split_top(text[i + 1 : j]):
        name, rest = part.split(":", 1)
        ty = rest.split("{", 1)[0].strip() if rest.strip().startswith("memref") else rest.strip()
        tier = re.search(r'offload\.tier = "(\w+)"', rest)
        in_tier = tier.group(1) if tier and tier.group(1) != "hbm" else None
        args.append((name.strip(), ty, in_tier))
    tail = text[j + 1 : text.index("{\n", j + 1)]
    # Function attributes (the plan's fingerprint) are not results.
    tail = tail.split(" attributes {", 1)[0]
    results = []
    if "->" in tail:
        res = tail.split("->", 1)[1].strip()
        if res.startswith("("):
            res = res[1:-1]
        results = [r.split("{", 1)[0].strip() for r in split_top(res)]
    return args, results


def memref_parts(ty):
    m = re.fullmatch(r"memref<(.*)>", ty)
    if not m:
        sys.exit(f"e2e_harness: unsupported type {ty}")
    dims = m.group(1).split("x")
    return [int(d) for d in dims[:-1]], dims[-1]


class Emitter:
    def __init__(self):
        self.lines, self.n = [], 0

    def fresh(self, stem="v"):
        self.n += 1
        return f"%{stem}{self.n}"

    def emit(self, line):
        self.lines.append("    " + line)


def flat(e, value, ty):
    """A 1-D view of `value` (rank 0: a 1-element view)."""
    dims, elt = memref_parts(ty)
    count = 1
    for d in dims:
        count *= d
    flat_ty = f"memref<{count}x{elt}>"
    v = e.fresh("flat")
    if len(dims) == 0:
        e.emit(f"{v} = memref.expand_shape {value} [] output_shape [1] : {ty} into {flat_ty}")
    elif len(dims) == 1:
        return value, count, elt, ty
    else:
        group = ", ".join(str(k) for k in range(len(dims)))
        e.emit(f"{v} = memref.collapse_shape {value} [[{group}]] : {ty} into {flat_ty}")
    return v, count, elt, flat_ty


def fill(e, value, ty, position, rank=None):
    """Fills `value` with the pattern of its position; with `rank` (an i64
    value: the rank, or its coordinate along some grid axes), of its
    position and that value."""
    view, count, elt, flat_ty = flat(e, value, ty)
    e.emit(
        f"linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}} outs({view} : {flat_ty}) {{"
    )
    e.emit("^bb0(%out: " + elt + "):")
    e.emit("  %i = linalg.index 0 : index")
    e.emit("  %i64 = arith.index_cast %i : index to i64")
    e.emit(f"  %k = arith.constant {7919 + 104729 * position} : i64")
    e.emit("  %m = arith.muli %i64, %k : i64")
    e.emit(f"  %o = arith.constant {position * 13 + 1} : i64")
    if rank is None:
        e.emit("  %s = arith.addi %m, %o : i64")
    else:
        e.emit("  %rk = arith.constant 389 : i64")
        e.emit(f"  %ro = arith.muli {rank}, %rk : i64")
        e.emit("  %o2 = arith.addi %o, %ro : i64")
        e.emit("  %s = arith.addi %m, %o2 : i64")
    if elt.startswith("i"):
        e.emit("  %c = arith.constant 128 : i64")
        e.emit("  %r = arith.remui %s, %c : i64")
        if elt == "i64":
            e.emit("  linalg.yield %r : i64")
        else:
            e.emit(f"  %t = arith.trunci %r : i64 to {elt}")
            e.emit(f"  linalg.yield %t : {elt}")
    else:
        e.emit("  %c = arith.constant 1000 : i64")
        e.emit("  %r = arith.remui %s, %c : i64")
        e.emit(f"  %f = arith.uitofp %r : i64 to {elt}")
        e.emit(f"  %d = arith.constant 1.000000e+03 : {elt}")
        e.emit(f"  %q = arith.divf %f, %d : {elt}")
        e.emit(f"  %h = arith.constant 5.000000e-01 : {elt}")
        e.emit(f"  %y = arith.subf %q, %h : {elt}")
        e.emit(f"  linalg.yield %y : {elt}")
    e.emit("}")


def digest(e, value, ty, index):
    view, count, elt, flat_ty = flat(e, value, ty)
    bits = {"f32": "i32", "f64": "i64", "f16": "i16", "bf16": "i16"}.get(elt, elt)
    c0, c1, cn = e.fresh("c"), e.fresh("c"), e.fresh("c")
    e.emit(f"{c0} = arith.constant 0 : index")
    e.emit(f"{c1} = arith.constant 1 : index")
    e.emit(f"{cn} = arith.constant {count} : index")
    basis, zero = e.fresh("basis"), e.fresh("zero")
    e.emit(f"{basis} = arith.constant -3750763034362895579 : i64")
    e.emit(f"{zero} = arith.constant 0.0 : f64")
    h, s = e.fresh("h"), e.fresh("s")
    e.emit(f"{h}, {s} = scf.for %j = {c0} to {cn} step {c1} iter_args(%acc = {basis}, %sum = {zero}) -> (i64, f64) {{")
    e.emit(f"  %x = memref.load {view}[%j] : {flat_ty}")
    if elt.startswith("i"):
        as_int = "%x" if elt == "i64" else "%xi"
        if elt != "i64":
            e.emit(f"  %xi = arith.extui %x : {elt} to i64")
        e.emit(f"  %xf = arith.sitofp {as_int} : i64 to f64")
        word = as_int
    else:
        e.emit(f"  %b = arith.bitcast %x : {elt} to {bits}")
        if bits == "i64":
            word = "%b"
        else:
            e.emit(f"  %w = arith.extui %b : {bits} to i64")
            word = "%w"
        e.emit(f"  %xf = arith.extf %x : {elt} to f64" if elt != "f64" else "  %xf = arith.addf %x, %x : f64")
    e.emit(f"  %mix = arith.xori %acc, {word} : i64")
    e.emit("  %prime = arith.constant 1099511628211 : i64")
    e.emit("  %next = arith.muli %mix, %prime : i64")
    e.emit("  %sum2 = arith.addf %sum, %xf : f64")
    e.emit("  scf.yield %next, %sum2 : i64, f64")
    e.emit("}")
    idx = e.fresh("idx")
    e.emit(f"{idx} = arith.constant {index} : i64")
    e.emit("call @printResultLine(" + f"{idx}, {h}, {s}) : (i64, i64, f64) -> ()")


def with_mpi_implementation(module, implementation):
    """Names the MPI implementation on the module (DLTI), which MLIR's lowering
    of the `mpi` dialect to LLVM needs for the library's handles and ABI."""
    entry = f'dlti.map = #dlti.map<"MPI:Implementation" = "{implementation}">'
    if re.search(r"^module attributes \{", module, re.M):
        return re.sub(r"^module attributes \{", "module attributes {" + entry + ", ", module, count=1, flags=re.M)
    if not re.search(r"^module \{", module, re.M):
        sys.exit("e2e_harness: --mpi needs a top-level `module {` in the input")
    return re.sub(r"^module \{", "module attributes {" + entry + "} {", module, count=1, flags=re.M)


def parse_rank_args(spec):
    """`1,2` or `0@0,1@1,2@0+1` -> {position: axes}, axes None for "by rank"."""
    rank_args = {}
    for item in filter(None, spec.split(",")):
        position, _, axes = item.partition("@")
        try:
            rank_args[int(position)] = [int(a) for a in axes.split("+")] if axes else None
        except ValueError:
            sys.exit(f"e2e_harness: bad --rank-args entry '{item}': expected POSITION or POSITION@AXIS[+AXIS...]")
    return rank_args


def grid_shape(text, option):
    """The grid's shape: --grid's, else the input's one `shard.grid` op's."""
    if option:
        return [int(d) for d in option.split("x")]
    grids = re.findall(r"^\s*shard\.grid @[\w.$-]+\(shape = ([\dx]+)\)", text, re.M)
    if len(grids) != 1:
        sys.exit(f"e2e_harness: --rank-args names grid axes, and the input has {len(grids)} shard.grid ops: name the grid's shape with --grid (e.g. 2x2)")
    return [int(d) for d in grids[0].split("x")]


def coordinate(e, rank, shape, axes):
    """The i64 value of the rank's coordinates along `axes` (the last one
    fastest), with the grid laid out row-major over the ranks."""
    value = None
    for axis in axes:
        if not 0 <= axis < len(shape):
            sys.exit(f"e2e_harness: grid axis {axis} is out of range for a grid of shape {'x'.join(map(str, shape))}")
        stride, size = 1, shape[axis]
        for d in shape[axis + 1 :]:
            stride *= d
        coord = e.fresh("coord")
        e.emit(f"{coord}_stride = arith.constant {stride} : i64")
        e.emit(f"{coord}_size = arith.constant {size} : i64")
        e.emit(f"{coord}_q = arith.divui {rank}, {coord}_stride : i64")
        e.emit(f"{coord} = arith.remui {coord}_q, {coord}_size : i64")
        if value is not None:
            scaled = e.fresh("coord")
            e.emit(f"{scaled} = arith.muli {value}, {coord}_size : i64")
            e.emit(f"{scaled}_sum = arith.addi {scaled}, {coord} : i64")
            coord = f"{scaled}_sum"
        value = coord
    return value


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input")
    parser.add_argument("--entry", required=True)
    parser.add_argument("--report", action="store_true")
    parser.add_argument("--mpi", choices=["MPICH", "OpenMPI"], help="run as one rank of an MPI job")
    parser.add_argument(
        "--rank-args",
        default="",
        help="argument positions whose pattern depends on the rank (1,2) or on its grid coordinates (0@0,1@1)",
    )
    parser.add_argument("--grid", help="the grid's shape for --rank-args POSITION@AXIS (default: the input's shard.grid)")
    options = parser.parse_args()
    text = open(options.input).read()
    args, results = signature(text, options.entry)
    rank_args = parse_rank_args(options.rank_args)
    if rank_args and not options.mpi:
        sys.exit("e2e_harness: --rank-args needs --mpi")
    shape = grid_shape(text, options.grid) if any(rank_args.values()) else None

    e = Emitter()
    rank = None
    if options.mpi:
        e.emit("%mpi_init = mpi.init : !mpi.retval")
        if rank_args:
            world, rank32, rank = e.fresh("world"), e.fresh("rank"), e.fresh("rank")
            e.emit(f"{world} = mpi.comm_world : !mpi.comm")
            e.emit(f"%mpi_rank_err, {rank32} = mpi.comm_rank({world}) : !mpi.retval, i32")
            e.emit(f"{rank} = arith.extui {rank32} : i32 to i64")
    operands = []
    for position, (name, ty, in_tier) in enumerate(args):
        v = e.fresh("in")
        attr = f' {{offload.tier = "{in_tier}"}}' if in_tier else ""
        e.emit(f"{v} = memref.alloc(){attr} : {ty}")
        by = None
        if position in rank_args:
            axes = rank_args[position]
            by = coordinate(e, rank, shape, axes) if axes else rank
        fill(e, v, ty, position, by)
        operands.append(v)
    types_in = ", ".join(ty for _, ty, _ in args)
    types_out = ", ".join(results)
    res = e.fresh("res")
    lhs = f"{res}:{len(results)} = " if len(results) > 1 else (f"{res} = " if results else "")
    e.emit(f"{lhs}call @{options.entry}({', '.join(operands)}) : ({types_in}) -> ({types_out})")
    for index, ty in enumerate(results):
        value = f"{res}#{index}" if len(results) > 1 else res
        remote = re.fullmatch(r"!offload\.remote<(memref<.*>)>", ty)
        if remote:
            cast = e.fresh("host")
            e.emit(f"{cast} = builtin.unrealized_conversion_cast {value} : {ty} to {remote.group(1)}")
            value, ty = cast, remote.group(1)
        digest(e, value, ty, index)
    if options.report:
        e.emit("call @hyperoffload_runtime_report() : () -> ()")
    if options.mpi:
        e.emit("%mpi_finalize = mpi.finalize : !mpi.retval")
    e.emit("return")

    harness = [
        "  func.func private @printI64(i64)",
        "  func.func private @printF64(f64)",
        "  func.func private @printComma()",
        "  func.func private @printNewline()",
    ]
    if options.report:
        harness.append("  func.func private @hyperoffload_runtime_report()")
    harness += [
        "  func.func @printResultLine(%i: i64, %h: i64, %s: f64) {",
        "    call @printI64(%i) : (i64) -> ()",
        "    call @printComma() : () -> ()",
        "    call @printI64(%h) : (i64) -> ()",
        "    call @printComma() : () -> ()",
        "    call @printF64(%s) : (f64) -> ()",
        "    call @printNewline() : () -> ()",
        "    return",
        "  }",
        "  func.func @main() {",
    ]
    harness += e.lines
    harness.append("  }")
    resources = text.find("{-#")
    module, rest = (text, "") if resources < 0 else (text[:resources], text[resources:])
    end = module.rstrip().rfind("}")
    if options.mpi:
        module = with_mpi_implementation(module, options.mpi)
        end = module.rstrip().rfind("}")
    sys.stdout.write(module[:end] + "\n".join(harness) + "\n}\n" + rest)


if __name__ == "__main__":
    main()
