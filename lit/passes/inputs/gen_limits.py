#!/usr/bin/env python3
"""Writes the inputs of resource-limits.test to stdout: deep inputs that
once made the offload passes run for a long time.

  gen_limits.py loops N      N nested scf.for, each body a small tensor op
  gen_limits.py calls N      f0 calls f1 ... f(N-1), each a small tensor op
  gen_limits.py funcs N      N independent small functions
"""
import sys

T = "tensor<64x64xf32>"


def op(indent, src, dst):
    return (f"{indent}%e{dst} = tensor.empty() : {T}\n"
            f"{indent}%t{dst} = linalg.exp ins({src} : {T}) outs(%e{dst} : {T}) -> {T}\n")


def loops(n):
    out = [f"func.func @nest(%x: {T}) -> {T} {{\n",
           "  %c0 = arith.constant 0 : index\n",
           "  %c1 = arith.constant 1 : index\n",
           "  %c2 = arith.constant 2 : index\n"]
    src = "%x"
    for d in range(n):
        ind = "  " * (d + 1)
        out.append(f"{ind}%r{d} = scf.for %i{d} = %c0 to %c2 step %c1 iter_args(%a{d} = {src}) -> ({T}) {{\n")
        out.append(op(ind + "  ", f"%a{d}", d))
        src = f"%t{d}"
    for d in reversed(range(n)):
        ind = "  " * (d + 1)
        inner = f"%r{d + 1}" if d + 1 < n else f"%t{d}"
        out.append(f"{ind}  scf.yield {inner} : {T}\n{ind}}}\n")
    out.append(f"  return %r0 : {T}\n}}\n")
    return "".join(out)


def calls(n):
    out = []
    for i in range(n):
        vis = "" if i == 0 else "private "
        out.append(f"func.func {vis}@f{i}(%x: {T}) -> {T} {{\n")
        out.append(op("  ", "%x", 0))
        if i + 1 < n:
            out.append(f"  %c = func.call @f{i + 1}(%t0) : ({T}) -> {T}\n  return %c : {T}\n}}\n")
        else:
            out.append(f"  return %t0 : {T}\n}}\n")
    return "".join(out)


def funcs(n):
    out = []
    for i in range(n):
        out.append(f"func.func @g{i}(%x: {T}) -> {T} {{\n")
        out.append(op("  ", "%x", 0))
        out.append(op("  ", "%t0", 1))
        out.append(f"  return %t1 : {T}\n}}\n")
    return "".join(out)


if __name__ == "__main__":
    kind, n = sys.argv[1], int(sys.argv[2])
    sys.stdout.write({"loops": loops, "calls": calls, "funcs": funcs}[kind](n))
