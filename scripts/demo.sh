#!/usr/bin/env bash
# The main job on a bundled real model: the memory picture of the model on a
# hardware profile, and the offload dialect at work.
# Usage: scripts/demo.sh MODEL OUT_DIR [HW]   (make demo)
set -euo pipefail
cd "$(dirname "$0")/.."
model=${1:-models/torch-mlir/llama_llama32_1b_prefill_seq2048_linalg.mlir}
out=${2:-target/demo}
hw=${3:-h200-pcie5}
opt=target/release/hyperoffload-opt
mkdir -p "$out"

echo "== hyperoffload-opt on $model ($(du -h "$model" | cut -f1)), profile $hw"
echo
"$opt" "$model" \
  --offload-lifetimes="report=$out/lifetimes.json" \
  --offload-simulate="hw=$hw report=$out/report.json svg=$out/memory.svg" \
  --mlir-timing -o /dev/null 2>"$out/log.txt"
# The summary table and the simulation line, without the echoed source.
awk '/remark: lifetimes/{p=1} p&&/^  [a-z]/{print} /^  working-set/{p=0}' "$out/log.txt"
grep -o 'simulated @.*' "$out/log.txt" | sed 's/^/  /'
echo
grep -E 'OffloadLifetimes|OffloadSimulate|Total' "$out/log.txt" | sed 's/^ */  time: /'
echo
echo "wrote $out/report.json (docs/report.md) and $out/memory.svg (device memory over time, compute/H2D/D2H strips)"
