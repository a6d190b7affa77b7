#!/usr/bin/env bash
# The main job on a bundled real model: plan the offload of Llama-3.2-1B's
# prefill (weights start in host memory) on a hardware profile, check the
# plan independently, and show what it saved and where the picture is.
# Usage: scripts/demo.sh [MODEL] [OUT_DIR] [HW]   (make demo)
set -euo pipefail
cd "$(dirname "$0")/.."
model=${1:-models/torch-mlir/llama_llama32_1b_prefill_seq2048_linalg.mlir}
out=${2:-target/demo}
hw=${3:-gh200-c2c}
opt=target/release/hyperoffload-opt
mkdir -p "$out"
# Arguments 2-147 of the 1B prefill are its weights (models/manifest_torch.json).
weights=${WEIGHTS:-2-147}

echo "== $model on $hw, weights (arguments $weights) in host memory"
echo
echo "-- before: everything on the device"
"$opt" "$model" --offload-simulate="hw=$hw" -o /dev/null 2>&1 \
  | grep -o 'simulated @.*' | sed 's/^/   /'
echo
echo "-- plan (offload-plan), then the independent checker (offload-verify)"
"$opt" "$model" \
  --offload-plan="hw=$hw remote-args=$weights time-limit=5 report=$out/plan.json svg=$out/plan.svg" \
  --offload-verify="hw=$hw remote-args=$weights" \
  --mlir-timing -o "$out/planned.mlir" 2>"$out/log.txt"
grep -A3 'remark: planned' "$out/log.txt" | grep -v '^ *func.func\|^ *\^' | sed 's/^.*remark: /   /'
grep -o 'verified @.*' "$out/log.txt" | sed 's/^/   /'
grep -E 'OffloadPlan|OffloadVerify' "$out/log.txt" | sed 's/^ */   time: /'
echo
echo "-- the offload ops in the planned IR"
for op in resident store detach prefetch; do
  printf '   %-9s %s\n' "$op" "$(grep -c "\"offload.$op\"" "$out/planned.mlir" || true)"
done
echo
echo "wrote $out/planned.mlir, $out/plan.json (docs/report.md),"
echo "      $out/plan.svg (device memory over time, planned and without offload; compute/H2D/D2H strips)"
