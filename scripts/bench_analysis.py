"""Benchmarks offload-lifetimes + offload-simulate (release build): pass wall
times from MLIR's --mlir-timing, median of N runs, on the Llama-3.2-1B
prefill and on that graph scaled synthetically 4x and 16x
(scripts/scale_model.py). Prints a Markdown table.

    python3 scripts/bench_analysis.py [--runs 5]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPT = os.path.join(ROOT, "target", "release", "hyperoffload-opt")
MODEL = os.path.join(ROOT, "models", "torch-mlir", "llama_llama32_1b_prefill_seq2048_linalg.mlir")
PASSES = ("OffloadLifetimes", "OffloadSimulate")


def scaled(copies):
    path = os.path.join(ROOT, "target", "bench", f"oneb_x{copies}.mlir")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as out:
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "scale_model.py"), MODEL, str(copies)],
                       stdout=out, check=True)
    return path


def one_run(path):
    proc = subprocess.run(
        [OPT, path, "--offload-lifetimes", "--offload-simulate=hw=h200-pcie5", "--mlir-timing", "-o", os.devnull],
        capture_output=True, text=True, check=True)
    times = {}
    for line in proc.stderr.splitlines():
        m = re.match(r"\s*([0-9.]+) \(\s*[0-9.]+%\)\s+(\S+)$", line)
        if m and m.group(2) in PASSES:
            times[m.group(2)] = float(m.group(1))
    ops = int(re.search(r"ops\s+(\d+)", proc.stderr).group(1))
    return ops, times


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rows = []
    for copies in (1, 4, 16):
        path = scaled(copies)
        samples = [one_run(path) for _ in range(args.runs)]
        ops = samples[0][0]
        medians = {p: statistics.median(s[1][p] for s in samples) for p in PASSES}
        total = sorted(sum(s[1].values()) for s in samples)
        rows.append((copies, ops, medians, statistics.median(total), total[0], total[-1]))
    base = rows[0][3]
    print("| graph | top-level ops | offload-lifetimes (s) | offload-simulate (s) | both, median (min-max) | vs 1x |")
    print("|---|---|---|---|---|---|")
    for copies, ops, med, total, lo, hi in rows:
        label = "1B prefill (real)" if copies == 1 else f"1B prefill x{copies} (synthetic)"
        print(f"| {label} | {ops} | {med['OffloadLifetimes']:.3f} | {med['OffloadSimulate']:.3f} | "
              f"{total:.3f} ({lo:.3f}-{hi:.3f}) | {total / base:.1f}x |")


if __name__ == "__main__":
    main()
