#!/usr/bin/env bash
# The main job on a bundled real model: what hyperoffload-opt does to it.
# Usage: scripts/demo.sh MODEL OUT_DIR   (make demo)
set -euo pipefail
cd "$(dirname "$0")/.."
model=${1:-models/torch-mlir/llama_llama32_1b_prefill_seq2048_linalg.mlir}
out=${2:-target/demo}
opt=target/release/hyperoffload-opt
mkdir -p "$out"

echo "== hyperoffload-opt on $model"
echo "   ($(grep -c '' "$model") lines, $(du -h "$model" | cut -f1))"
echo
echo "== the offload dialect is built in:"
"$opt" --show-dialects | tr ',' '\n' | grep -x offload | sed 's/^/   /'
echo
echo "== offload-strip inside an upstream pipeline, timed by MLIR:"
"$opt" "$model" --pass-pipeline='builtin.module(func.func(offload-strip),canonicalize,cse)' \
  --mlir-timing -o "$out/stripped.mlir" 2>&1 | sed 's/^/   /'
echo
echo "wrote $out/stripped.mlir"
