#!/usr/bin/env bash
# Every test of hyperoffload: cargo tests (unit, property, integration) and
# the lit suite, run through hyperoffload-opt and through the stock mlir-opt
# with the pass plugin. Prints one closing line for lit,
# `N passed, N failed`, and exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
lit=${LIT:-/usr/lib/llvm-22/bin/lit}
status=0

cargo test --workspace || status=1

results=()
for tool in driver plugin; do
  out=target/lit-$tool.xml
  rm -f "$out"
  "$lit" lit -q --param profile=debug --param tool=$tool --xunit-xml-output="$out" || status=1
  results+=("$out")
done

python3 scripts/lit_summary.py "${results[@]}" || status=1
exit $status
