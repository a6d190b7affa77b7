"""Scales a single-function model synthetically: the function body is
repeated N times inside one function (each copy renamed, all reading the same
arguments; only the last copy's values are returned), so the op count grows
N-fold with the same shapes. Used by the benchmarks; figures from such graphs
are labelled synthetic.

    python3 scripts/scale_model.py MODEL N > scaled.mlir
"""
import re
import sys

VALUE = re.compile(r"%(?!arg\d)([A-Za-z_][\w$.]*|\d+)")


def scale(text: str, copies: int) -> str:
    lines = text.splitlines()
    start = next(i for i, l in enumerate(lines) if l.lstrip().startswith("func.func"))
    ret_line = next(i for i in range(start, len(lines)) if lines[i].lstrip().startswith("return "))
    end = next(i for i in range(ret_line, len(lines)) if lines[i].rstrip() == "  }")
    body = lines[start + 1 : end]
    ret = ret_line - start - 1
    out = lines[: start + 1]
    for copy in range(copies):
        for i, line in enumerate(body):
            if i == ret and copy != copies - 1:
                continue
            out.append(VALUE.sub(lambda m: f"%c{copy}_{m.group(1)}", line))
    out.extend(lines[end:])
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    path, copies = sys.argv[1], int(sys.argv[2])
    with open(path) as f:
        sys.stdout.write(scale(f.read(), copies))
