"""Runs offload-capacity on the dynamic-length models and writes
docs/capacity.md: the longest prompt or KV cache each profile's budget
holds, without offload, with each baseline and with ours, and why the
next length does not fit.

    cargo build --release
    python3 scripts/capacity.py [--output docs/capacity.md]
    python3 scripts/capacity.py --latency [--output docs/capacity-latency.md]

Every row is one run of the release driver; its command is in the table.
A row's time bound is a slowdown (`1%`) or a latency target (`tpot=40ms`,
`ttft=250ms`), which `--latency` tabulates.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPT = os.path.join(ROOT, "target", "release", "hyperoffload-opt")

DECODE_8B = "models/torch-mlir/llama_llama31_8b_decode_dynpast_linalg.mlir"
PREFILL_1B = "models/torch-mlir/llama_llama32_1b_prefill_dynseq_linalg.mlir"
PREFILL_8B = "models/torch-mlir/llama_llama31_8b_prefill_dynseq_linalg.mlir"
# JAX (jax.export, symbolic sequence length): the work is in the private
# function the public @main calls; its arguments 0-291 are the weights.
PREFILL_7B_JAX = "models/jax/jax_llama2_7b_prefill_dynseq.generic.mlir"
JAX_BODY = "functions=_wrapped_jax_export_main"

# DeepSeek-V3-shaped MoE decode on EP-4 (2 layers at V3's widths), the cache
# length symbolic (jax.export): made per-device first (offload-per-device).
# @main's argument 0 is the length, 37-40 the compressed latent caches
# (c_kv, k_rope per layer), results 1-4 the grown caches.
DECODE_DSV3_EP4 = "models/jax/sharded/jax_dsv3_2l_moe_ep4_decode_dyncache.shardy.generic.mlir"
LATENT_IN_POOL = "tier=pool remote-tier=pool remote-args=37-40 remote-results=1-4"
LATENT_IN_HOST = "remote-args=37-40 remote-results=1-4"
DSV3_CONTEXT = 163840

# KV cache (arguments 2-65) in host and the grown cache (results 1-64) back
# to host; the mask is one longer than the cache (argument 1, dimension 1).
KV_IN_HOST = "remote-args=2-65 remote-results=1-64 dynamic-dim=1.1=+1"

ROWS = [
    ("8B decode, KV in host", DECODE_8B, "gh200-c2c", "24GiB", "1%", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "gh200-c2c", "24GiB", "10%", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "h200-pcie5", "24GiB", "1%", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "h200-pcie5", "24GiB", "10%", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "h200-pcie5", "24GiB", "25%", KV_IN_HOST, 131070),
    ("8B decode, KV on the device", DECODE_8B, "gh200-c2c", "24GiB", "1%", "dynamic-dim=1.1=+1", 131070),
    ("1B prefill, weights on the device", PREFILL_1B, "gh200-c2c", "24GiB", "1%", "", 131072),
    ("1B prefill, weights in host", PREFILL_1B, "gh200-c2c", "24GiB", "1%", "remote-args=2-147", 131072),
    ("1B prefill, weights in host", PREFILL_1B, "h200-pcie5", "24GiB", "1%", "remote-args=2-147", 131072),
    ("8B prefill, weights on the device", PREFILL_8B, "gh200-c2c", "24GiB", "1%", "", 131072),
    ("8B prefill, weights in host", PREFILL_8B, "gh200-c2c", "24GiB", "1%", "remote-args=2-292", 131072),
    ("8B prefill, weights in host", PREFILL_8B, "h200-pcie5", "24GiB", "1%", "remote-args=2-292", 131072),
    ("7B prefill (JAX), weights in host", PREFILL_7B_JAX, "gh200-c2c", "24GiB", "1%", f"{JAX_BODY} remote-args=0-291", 32768),
    ("V3 MoE decode EP-4, latent KV in pool", DECODE_DSV3_EP4, "ascend-910c-supernode", "8GiB", "1%", LATENT_IN_POOL, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in pool", DECODE_DSV3_EP4, "ascend-910c-supernode", "8GiB", "10%", LATENT_IN_POOL, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in host", DECODE_DSV3_EP4, "h200-pcie5", "8GiB", "1%", LATENT_IN_HOST, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in host", DECODE_DSV3_EP4, "h200-pcie5", "8GiB", "10%", LATENT_IN_HOST, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in host", DECODE_DSV3_EP4, "gh200-c2c", "8GiB", "1%", LATENT_IN_HOST, DSV3_CONTEXT),
]

# Serving's question: the longest cache or prompt whose step meets a time
# per output token (decode) or a time to first token (prefill).
LATENCY_ROWS = [
    ("8B decode, KV in host", DECODE_8B, "h200-pcie5", "24GiB", "tpot=20ms", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "h200-pcie5", "24GiB", "tpot=40ms", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "h200-pcie5", "24GiB", "tpot=80ms", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "gh200-c2c", "24GiB", "tpot=40ms", KV_IN_HOST, 131070),
    ("8B decode, KV in host", DECODE_8B, "gh200-c2c", "24GiB", "tpot=80ms", KV_IN_HOST, 131070),
    ("8B prefill, weights in host", PREFILL_8B, "gh200-c2c", "24GiB", "ttft=250ms", "remote-args=2-292", 131072),
    ("8B prefill, weights in host", PREFILL_8B, "h200-pcie5", "24GiB", "ttft=250ms", "remote-args=2-292", 131072),
    ("V3 MoE decode EP-4, latent KV in pool", DECODE_DSV3_EP4, "ascend-910c-supernode", "8GiB", "tpot=12ms", LATENT_IN_POOL, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in pool", DECODE_DSV3_EP4, "ascend-910c-supernode", "8GiB", "tpot=20ms", LATENT_IN_POOL, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in host", DECODE_DSV3_EP4, "h200-pcie5", "8GiB", "tpot=12ms", LATENT_IN_HOST, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in host", DECODE_DSV3_EP4, "h200-pcie5", "8GiB", "tpot=20ms", LATENT_IN_HOST, DSV3_CONTEXT),
    ("V3 MoE decode EP-4, latent KV in host", DECODE_DSV3_EP4, "gh200-c2c", "8GiB", "tpot=20ms", LATENT_IN_HOST, DSV3_CONTEXT),
]


def time_bound(text):
    """The option a row's time bound is: a slowdown or a latency target."""
    return text if "=" in text else f"slowdown={text}"


def gib(b):
    return f"{b / (1 << 30):.2f} GiB"


def limit(function):
    """Why the first length past ours' longest does not fit."""
    longest = function["longest_with_offload"]
    if function["with_offload_at_max"]:
        return "the end of the range (the model's context length)"
    nxt = function["min"] if longest is None else longest + function["step"]
    point = next((p for p in function["points"] if p["length"] == nxt), None)
    if point is None:
        return ""
    if point["working_set_bytes"] > function["budget_bytes"]:
        op = point.get("working_set_op") or {}
        return f"at {nxt}: the working set, {gib(point['working_set_bytes'])} for one op ({op.get('op', '?')})"
    ours = point.get("ours") or {}
    why = ours.get("why", "")
    bound = ours.get("bound_bytes")
    if bound is not None:
        side = "above" if bound > function["budget_bytes"] else "below"
        why += f"; link bound {gib(bound)} ({side} the budget)"
    return f"at {nxt}: {why}"


def run(row, step):
    what, model, hw, budget, slowdown, extra, dim_max = row
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "capacity.json")
        options = f"hw={hw} budget={budget} {time_bound(slowdown)} dim-max={dim_max} dim-step={step} {extra}".strip()
        flags = ["--allow-unregistered-dialect"] if model.endswith(".generic.mlir") else []
        if model.startswith("models/jax/sharded/"):
            flags.append("--offload-per-device")
        command = [OPT, model, *flags, f"--offload-capacity={options} report={report}", "-o", "/dev/null"]
        started = time.monotonic()
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        wall = time.monotonic() - started
        if done.returncode != 0:
            sys.exit(f"{' '.join(command)} failed:\n{done.stderr}")
        function = json.load(open(report))["functions"][0]
    shown = " ".join(["hyperoffload-opt", model, *flags, f"--offload-capacity='{options}'"])
    return what, hw, budget, slowdown, function, wall, shown


def length(value, at_max):
    if value is None:
        return "none"
    return f"{value} (max)" if at_max else str(value)


def table_rows(results):
    """One table row per run."""
    out = []
    for what, hw, budget, slowdown, f, wall, _ in results:
        ratio = f"{f['ratio']:.2f}x" if f["ratio"] is not None else "-"
        base = []
        for b in ("reactive", "pytorch-ao", "interval"):
            entry = f["baselines"][b]
            text = length(entry["length"], entry["at_max"])
            if entry.get("horizon"):
                text += f" ({entry['horizon']})"
            base.append(text)
        kept = "-"
        if f["longest_with_offload"] is not None:
            point = next(p for p in f["points"] if p["length"] == f["longest_with_offload"])
            k = (point.get("ours") or {}).get("kept_on_device")
            kept = "-" if k is None else str(k)
        out.append(
            f"| {what} | {hw} | {budget} | {slowdown} | "
            f"{length(f['longest_without_offload'], f['without_offload_at_max'])} | "
            f"{length(f['longest_with_offload'], f['with_offload_at_max'])} | {ratio} | {kept} | "
            + " | ".join(base)
            + f" | {len(f['points'])} | {wall:.1f} s | {limit(f)} |"
        )
    return out


def write_latency(args):
    output = args.output
    if output.endswith("capacity.md"):
        output = os.path.join(os.path.dirname(output), "capacity-latency.md")
    results = [run(row, args.step) for row in LATENCY_ROWS]
    out = [
        "# Capacity under latency targets",
        "",
        "Written by `python3 scripts/capacity.py --latency` (release build, this",
        "machine: 2 shared cores), one `offload-capacity` run per row, as in",
        "[capacity.md](capacity.md), but with the step held to an absolute time",
        "instead of a slowdown: `tpot=` (time per output token) for a decode step,",
        "`ttft=` (time to first token) for a prefill. A length fits when its step",
        "peaks within the budget and its simulated makespan is at most the target;",
        "\"without offload\" must meet the target with its compute-only time.",
        "",
        "| model | profile | budget | target | without offload | ours | ratio | kept | reactive | pytorch-ao | interval | lengths measured | wall | what stops ours |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    out += table_rows(results)
    out += ["", *LATENCY_READING]
    out += ["", "Commands (each run with `report=` added, which the table reads):", "", "```"]
    out += [shown for *_, shown in results]
    out += ["```", ""]
    with open(output, "w") as fh:
        fh.write("\n".join(out))
    print(f"wrote {output}")


LATENCY_READING = [
    "How to read it:",
    "",
    "- **A tight target is a compute limit, not a memory one.** At a tpot of",
    "  20 or 40 ms the 8B decode step's own compute (it reads the whole cache",
    "  each token) reaches the target before the cache outgrows 24 GiB: no",
    "  plan can go further, ours keeps the whole cache on the device (\"kept\"",
    "  64 of 64) and matches the run without offload. The same holds for the",
    "  8B prefill at a ttft of 250 ms: its compute-only time reaches 250 ms",
    "  before its activations outgrow the budget.",
    "- **A looser target leaves room to trade.** At 80 ms the budget binds",
    "  first without offload (30977 tokens), and ours streams part of the",
    "  cache from host within the target: 1.45x the context over PCIe 5 and",
    "  1.53x over NVLink-C2C, against the baselines' 1.01-1.52x.",
    "- **The targets are the model's roofline times** on each profile",
    "  (docs/analysis.md); a measured record (`perf-record=`) or a calibrated",
    "  profile (docs/calibrate.md) puts the device's own times in their place.",
    "- **The DeepSeek-V3-shaped decode on EP-4** (capacity.md says what it",
    "  is): at a tpot of 20 ms the cache streams from the SuperNode's pool,",
    "  sharing the Unified Bus with the all_to_alls, for 1.65x the context",
    "  (131841 against 80129 tokens; at that length a peak of 8.0 GiB against",
    "  9.5 GiB without offload, -16.5%; the paper reports 1.73x and -26%),",
    "  where the target stops ours: at the next length (132097) its plan",
    "  meets the budget but takes 20.02 ms, and the flow program's own model",
    "  already needs 19.85 ms there (14.03 ms of compute, 5.82 ms waiting on",
    "  the bus), so the link, not the realization, is what stops it (with",
    "  `chunk-bytes=16MiB`, 1.64x); over NVLink-C2C 1.83x, where the target",
    "  stops it; over PCIe 5",
    "  streaming is too slow for either target (1.04x, as at 1%). At 12 ms",
    "  the step's own compute (10.7 ms at 91k tokens) leaves little time to",
    "  stream: 1.14x.",
]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "capacity.md"))
    parser.add_argument("--step", type=int, default=256)
    parser.add_argument("--latency", action="store_true", help="the latency-target table")
    args = parser.parse_args()
    if args.latency:
        write_latency(args)
        return
    results = [run(row, args.step) for row in ROWS]
    out = [
        "# Capacity: the longest context a device budget holds",
        "",
        "Written by `python3 scripts/capacity.py` (release build, this machine: 2 shared",
        "cores), one `offload-capacity` run per row; the commands are listed below the",
        "table. A length fits when its step peaks within the budget and its simulated",
        "makespan stays within the slowdown over the compute-only time of the same",
        "length (the program that moves nothing). \"Without offload\" keeps every",
        "argument on the device; \"ours\" is the ILP planner (warm-started by the",
        "heuristic) with the arguments and results named in the row allowed in host",
        "memory: at each length it keeps as many of those arguments on the device as",
        "the budget allows (`place-args`, the column \"kept\" says how many at its",
        "longest) and streams the rest. The baselines start all of them in host;",
        "`interval` runs at its best prefetch distance per length (in parentheses).",
        f"Lengths are searched in steps of {args.step} by bisection; \"(max)\" means the",
        "search reached the model's context length, so the true maximum is longer.",
        "",
        "| model | profile | budget | slowdown | without offload | ours | ratio | kept | reactive | pytorch-ao | interval | lengths measured | wall | what stops ours |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]

    out += table_rows(results)
    out += [
        "",
        "How to read it:",
        "",
        "- **Decode is memory-bound**: each step reads the whole cache, and every",
        "  layer's cache can cross the link while the layers before it compute. On",
        "  NVLink-C2C the cache streams from host within 1%, so the step is limited",
        "  by the model's context length, not by the device; over PCIe 5 streaming",
        "  all of it costs more than the slowdown allows, and ours keeps as much of",
        "  it on the device as the budget leaves room for (the column \"kept\") and",
        "  streams the rest. Streaming it all, as the baselines do, is shorter than",
        "  not offloading at all on that link.",
        "- **Prefill is compute-bound**: the weights stream behind the layers'",
        "  compute on either link, but the attention of the export materializes its",
        "  scores (`heads x length^2` floats per layer), which grow fastest. \"What stops ours\"",
        "  gives the plan at the next length and the link-aware bound there: a",
        "  bound above the budget means no plan of these ops fits (the link and",
        "  the working set set the limit); a bound below it means a plan that moves",
        "  finer parts of tensors, or times them better, could fit where ours,",
        "  which moves 64 MiB chunks (smaller tensors whole), does not",
        "  (docs/planner.md, the bound).",
        "- **The interval baseline** (Select-N's static offload interval) is tried",
        "  at every prefetch distance per length and reported at its best; its",
        "  best distance is shorter for prefill than for decode.",
        "- **The DeepSeek-V3-shaped decode on EP-4** (the paper's inference setting,",
        "  issue 50) is the per-device program of a 2-layer MoE decode step at V3's",
        "  widths (MLA with its compressed latent cache, 32 routed experts top-8",
        "  and a shared one, all_to_all dispatch and combine over 4 devices, 8",
        "  sequences per device), its cache length symbolic",
        "  (`models/jax/sharded/jax_dsv3_2l_moe_ep4_decode_dyncache.shardy.generic.mlir`,",
        "  made per-device by `--offload-per-device` in the same pipeline). The",
        "  budget, 8GiB, is the 2-layer slice's: its weights take 5.6 GiB, and the",
        "  latent cache 18 KiB per token. The step reads 5.6 GiB of weights and",
        "  the whole cache, so at 1% there is little time to stream: ours keeps",
        "  the cache on the device (all 4 tensors; 2 over NVLink-C2C) and sends",
        "  the grown cache (the step's results) to the pool or host: 1.04-1.11x",
        "  the context. The next length would stream one more layer's cache:",
        "  12% over on the SuperNode's pool (392 GB/s), 16% over NVLink-C2C and",
        "  348% over PCIe 5. The step's all_to_all waits are its own time, with",
        "  or without offload.",
    ]
    out += ["", "Commands (each run with `report=` added, which the table reads):", "", "```"]
    out += [shown for *_, shown in results]
    out += ["```", ""]
    with open(args.output, "w") as fh:
        fh.write("\n".join(out))
    print(f"wrote {args.output}")


if __name__ == "__main__":
    main()
