#!/usr/bin/env bash
# Lowers one function of a model to LLVM through the CUDA or the Ascend
# path and runs it on the emulated device (runtime/), printing one hash per
# result and the runtime's report line.
#
#   scripts/e2e.sh MODEL ENTRY TARGET OUT [PLAN_OPTIONS]
#
# TARGET is gpu or cann. With PLAN_OPTIONS (offload-plan's options, e.g.
# 'hw=gh200-c2c budget=0.5x remote-args=3-41') the function is planned
# first; without, it runs as it is (the no-offload reference). Every stage
# is kept in OUT: planned.mlir (with plan.txt, the planner's remarks, and
# plan.json, its report), memref.mlir (after bufferization), main.mlir (with
# the harness), llvm.mlir, run.txt. The device capacity is taken from
# HYPEROFFLOAD_DEVICE_CAPACITY (unlimited when unset).
#
# Tools: hyperoffload-opt from PATH (or $HYPEROFFLOAD_OPT, else
# target/$HYPEROFFLOAD_PROFILE), mlir-runner and the runner utils from LLVM
# 22, libhyperoffload_runtime.so from $HYPEROFFLOAD_RUNTIME (else
# target/$HYPEROFFLOAD_PROFILE). HYPEROFFLOAD_PROFILE is the cargo build
# profile, release by default (as the README builds); debug for
# `cargo build`.
set -euo pipefail

model=$1 entry=$2 target=$3 out=$4 plan=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
llvm=${LLVM_DIR:-/usr/lib/llvm-22}
build=$here/../target/${HYPEROFFLOAD_PROFILE:-release}
opt=${HYPEROFFLOAD_OPT:-$(command -v hyperoffload-opt || echo "$build/hyperoffload-opt")}
runtime=${HYPEROFFLOAD_RUNTIME:-$build/libhyperoffload_runtime.so}
for tool in "$opt" "$runtime"; do
  [ -e "$tool" ] || { echo "e2e.sh: $tool is missing: build it (cargo build --release), or set HYPEROFFLOAD_PROFILE=debug" >&2; exit 1; }
done
mkdir -p "$out"

if [ -n "$plan" ]; then
  rm -f "$out/plan.json"
  "$opt" "$model" --pass-pipeline="builtin.module(offload-plan{$plan report=$out/plan.json})" \
    -o "$out/planned.mlir" 2> "$out/plan.txt"
else
  cp "$model" "$out/planned.mlir"
  : > "$out/plan.txt"
fi

bufferize='one-shot-bufferize{bufferize-function-boundaries allow-unknown-ops function-boundary-type-conversion=identity-layout-map unknown-type-conversion=identity-layout-map}'
"$opt" "$out/planned.mlir" \
  --pass-pipeline="builtin.module(offload-bufferize-prepare,$bufferize,offload-bufferize)" \
  -o "$out/memref.mlir"
python3 "$here/e2e_harness.py" "$out/memref.mlir" --entry "$entry" --report > "$out/main.mlir"

case $target in
  gpu) runtime_lowering='convert-offload-to-gpu' ;;
  cann) runtime_lowering='convert-offload-to-cann,convert-cann-to-llvm' ;;
  *) echo "e2e.sh: unknown target '$target' (gpu or cann)" >&2; exit 2 ;;
esac
compute='convert-linalg-to-loops,convert-math-to-funcs,expand-strided-metadata,lower-affine,convert-scf-to-cf'
llvm_lowering='gpu-to-llvm,convert-math-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts'
"$opt" "$out/main.mlir" \
  --pass-pipeline="builtin.module($runtime_lowering,$compute,$llvm_lowering)" \
  -o "$out/llvm.mlir"

"$llvm/bin/mlir-runner" "$out/llvm.mlir" -e main -entry-point-result=void \
  -shared-libs="$runtime,$llvm/lib/libmlir_c_runner_utils.so" > "$out/run.txt"
cat "$out/run.txt"
