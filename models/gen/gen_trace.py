#!/usr/bin/env python3
"""Profile the tiny LLaMA prefill on CPU and write its torch.profiler trace.

The model is the one `gen_torch.py` exports as
`torch-mlir/llama_tiny_prefill_*.mlir`: HuggingFace `LlamaForCausalLM`,
config "tiny" (4 layers, hidden 256, seq 128, fp32), eager attention, random
init with `torch.manual_seed(SEED)`. The prefill runs `RUNS` times under
`torch.profiler.profile(activities=[CPU], record_shapes=True)` after
`WARMUP` unprofiled runs, and the Chrome trace (Kineto JSON) is written with
`prof.export_chrome_trace`.

Only the events a performance record reads are kept: `ph: "X"` events of
category `cpu_op` (with their `args`: "Input Dims", "Input type",
"Concrete Inputs", "External id", "correlation") and `kernel` events, plus
the trace's top-level fields;
the profiler's own bookkeeping (python functions, flow arrows, memory
instants) is dropped so that the committed file stays small.

Usage:  python gen_trace.py OUT.json [--seed N] [--runs N] [--warmup N] [--threads N]
"""
import argparse
import json
import os
import sys
import tempfile

import torch
from transformers import LlamaConfig, LlamaForCausalLM

# gen_torch.py's CONFIGS["tiny"], written out: that script needs torch-mlir,
# which profiling does not.
TINY = dict(vocab_size=1000, hidden_size=256, intermediate_size=688,
            num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=4,
            max_position_embeddings=2048)
SEQ = 128

KEPT_CATEGORIES = {"cpu_op", "kernel"}
KEPT_ARGS = {"Input Dims", "Input type", "Concrete Inputs", "External id", "correlation"}


def profile_prefill(seed, runs, warmup):
    cfg = LlamaConfig(**TINY, attn_implementation="eager")
    torch.manual_seed(seed)
    m = LlamaForCausalLM(cfg).to(torch.float32)
    m.eval()
    ids = torch.randint(0, cfg.vocab_size, (1, SEQ))
    am = torch.ones_like(ids)

    def prefill():
        with torch.no_grad():
            return m(input_ids=ids, attention_mask=am, use_cache=False).logits

    for _ in range(warmup):
        prefill()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU],
                                record_shapes=True) as prof:
        for _ in range(runs):
            prefill()
    return prof


def trimmed(trace):
    events = []
    for e in trace.get("traceEvents", []):
        if e.get("ph") != "X" or e.get("cat") not in KEPT_CATEGORIES:
            continue
        kept = {k: e[k] for k in ("ph", "cat", "name", "pid", "tid", "ts", "dur") if k in e}
        args = {k: v for k, v in e.get("args", {}).items() if k in KEPT_ARGS}
        if args:
            kept["args"] = args
        events.append(kept)
    out = {k: v for k, v in trace.items() if k in ("schemaVersion", "deviceProperties",
                                                    "displayTimeUnit", "baseTimeStamp")}
    out["traceEvents"] = events
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    prof = profile_prefill(a.seed, a.runs, a.warmup)
    with tempfile.TemporaryDirectory(dir=os.path.dirname(os.path.abspath(a.out))) as d:
        raw = os.path.join(d, "trace.json")
        prof.export_chrome_trace(raw)
        with open(raw) as f:
            trace = json.load(f)
    with open(a.out, "w") as f:
        json.dump(trimmed(trace), f, separators=(",", ":"))
        f.write("\n")
    print(f"{a.out}: {len(trimmed(trace)['traceEvents'])} events", file=sys.stderr)


if __name__ == "__main__":
    main()
