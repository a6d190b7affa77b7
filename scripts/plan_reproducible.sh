#!/usr/bin/env bash
# Plans one model three ways and checks that the IR is the same byte for
# byte: on one thread (--mlir-disable-threading), on threads, and on
# threads beside a CPU hog (one busy `yes` per core, bounded by `timeout`
# and killed after). The planner stops at work limits, not at the clock,
# so load and thread count must not change its plan; a plan the time limit
# (the safety net) cut says so in its remark, which fails the check too.
#
# Usage: plan_reproducible.sh OUT_DIR MODEL HYPEROFFLOAD-OPT-ARGS...
set -euo pipefail
out=$1
model=$2
shift 2
mkdir -p "$out"

plan() {
    local name=$1
    shift
    hyperoffload-opt "$model" "$@" -o "$out/$name.mlir" 2>"$out/$name.log"
    if grep -q "cut by the time limit" "$out/$name.log"; then
        echo "the $name plan was cut by the time limit: raise time-limit" >&2
        exit 1
    fi
}

plan one-thread "$@" --mlir-disable-threading
plan threads "$@"
hogs=()
for _ in $(seq "$(nproc)"); do
    timeout 600 yes >/dev/null &
    hogs+=($!)
done
trap 'kill "${hogs[@]}" 2>/dev/null || true' EXIT
plan loaded "$@"
kill "${hogs[@]}" 2>/dev/null || true
wait "${hogs[@]}" 2>/dev/null || true
trap - EXIT

for name in threads loaded; do
    if ! cmp -s "$out/one-thread.mlir" "$out/$name.mlir"; then
        echo "the $name plan differs from the one-thread plan:" >&2
        diff "$out/one-thread.mlir" "$out/$name.mlir" | head -20 >&2
        exit 1
    fi
done
echo "identical: one thread, threads, loaded"
