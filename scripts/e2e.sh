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
#
# A sharded model (per-device programs with `shard` collectives, after
# `shard-partition`) runs as an MPI job when HYPEROFFLOAD_MPI_RANKS is set:
# `offload-shard-to-mpi` (every collective but the all-reduce) and
# `convert-shard-to-mpi` (the rest) turn its collectives into `mpi` ops
# before bufferization, MLIR's `mpi` lowering turns those into calls of the
# MPI library, and HYPEROFFLOAD_MPI_RANKS processes run under
# $HYPEROFFLOAD_MPIEXEC with $HYPEROFFLOAD_MPI_LIB, each on its own
# emulated device. HYPEROFFLOAD_MPI_IMPLEMENTATION picks the library:
# MPICH (the default: mpiexec.mpich, libmpich.so.12) or OpenMPI
# (mpiexec.openmpi, libmpi.so.40; `offload-openmpi-abi` corrects MLIR's
# lowering for it). Arguments at the
# positions in HYPEROFFLOAD_MPI_RANK_ARGS (e.g. 1,2: the shards of sharded
# weights) get a pattern that depends on the rank; a position with grid axes
# (0@0,2@1: the batch by the rank's place on axis 0, a weight shard by its
# place on axis 1) a pattern that depends on the rank's coordinates along
# them (e2e_harness.py --rank-args). Each rank's output is in
# OUT/rankN/run.txt (with plan.json), and all of them in run.txt, each line
# prefixed with its rank.
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
ranks=${HYPEROFFLOAD_MPI_RANKS:-}
to_mpi='' harness_mpi=() mpi_lowering='' mpi_abi=''
if [ -n "$ranks" ]; then
  to_mpi='offload-shard-to-mpi,convert-shard-to-mpi,'
  implementation=${HYPEROFFLOAD_MPI_IMPLEMENTATION:-MPICH}
  case $implementation in
    MPICH) mpiexec=mpiexec.mpich mpi_lib=/usr/lib/x86_64-linux-gnu/libmpich.so.12 ;;
    OpenMPI) mpiexec=mpiexec.openmpi mpi_lib=/usr/lib/x86_64-linux-gnu/libmpi.so.40 ;;
    *) echo "e2e.sh: unknown MPI implementation '$implementation' (MPICH or OpenMPI)" >&2; exit 2 ;;
  esac
  mpiexec=${HYPEROFFLOAD_MPIEXEC:-$mpiexec} mpi_lib=${HYPEROFFLOAD_MPI_LIB:-$mpi_lib}
  harness_mpi=(--mpi "$implementation" --rank-args "${HYPEROFFLOAD_MPI_RANK_ARGS:-}")
  mpi_lowering='convert-to-llvm{filter-dialects=mpi},'
  # After the whole LLVM lowering: gpu-to-llvm lowers the mpi ops the
  # filtered conversion leaves (all-reduces of 0-d buffers).
  mpi_abi=',offload-openmpi-abi'
fi

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
  --pass-pipeline="builtin.module(${to_mpi}offload-bufferize-prepare,$bufferize,offload-bufferize)" \
  -o "$out/memref.mlir"
python3 "$here/e2e_harness.py" "$out/memref.mlir" --entry "$entry" --report "${harness_mpi[@]}" > "$out/main.mlir"

case $target in
  gpu) runtime_lowering='convert-offload-to-gpu' ;;
  cann) runtime_lowering='convert-offload-to-cann,convert-cann-to-llvm' ;;
  *) echo "e2e.sh: unknown target '$target' (gpu or cann)" >&2; exit 2 ;;
esac
compute='convert-linalg-to-loops,convert-math-to-funcs,expand-strided-metadata,lower-affine,convert-scf-to-cf'
llvm_lowering='gpu-to-llvm,convert-math-to-llvm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts'
"$opt" "$out/main.mlir" \
  --pass-pipeline="builtin.module($runtime_lowering,$compute,$mpi_lowering$llvm_lowering$mpi_abi)" \
  -o "$out/llvm.mlir"

if [ -z "$ranks" ]; then
  "$llvm/bin/mlir-runner" "$out/llvm.mlir" -e main -entry-point-result=void \
    -shared-libs="$runtime,$llvm/lib/libmlir_c_runner_utils.so" > "$out/run.txt"
  cat "$out/run.txt"
  exit 0
fi

# mlir-runner registers neither `shard` nor `dlti`: the grid symbol and the
# MPI implementation's name are compile-time only, used up by the lowering.
sed -e '/^  shard\.grid @/d' -e '1s/^module attributes {dlti\.map = #dlti\.map<[^>]*>} {$/module {/' \
  "$out/llvm.mlir" > "$out/ranks.mlir"
for ((r = 0; r < ranks; r++)); do
  rm -rf "$out/rank$r" && mkdir -p "$out/rank$r"
  [ ! -e "$out/plan.json" ] || cp "$out/plan.json" "$out/rank$r/"
done
run_ranks=("$llvm/bin/mlir-runner" "$out/ranks.mlir" -e main -entry-point-result=void
  -shared-libs="$runtime,$llvm/lib/libmlir_c_runner_utils.so,$mpi_lib")
if [ "$implementation" = MPICH ]; then
  "$mpiexec" -n "$ranks" -outfile-pattern "$out/rank%r/run.txt" "${run_ranks[@]}"
else
  # Open MPI writes each rank's output to DIR/1/rank.N/stdout (and to its
  # own, interleaved: dropped); it runs as root (containers, CI) only when
  # told so, and on more ranks than cores only when oversubscribed.
  rm -rf "$out/openmpi"
  OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    "$mpiexec" --oversubscribe -n "$ranks" --output-filename "$out/openmpi" "${run_ranks[@]}" > /dev/null
  for ((r = 0; r < ranks; r++)); do
    cp "$out/openmpi/1/rank.$r/stdout" "$out/rank$r/run.txt"
  done
fi
for ((r = 0; r < ranks; r++)); do
  sed "s/^/[$r] /" "$out/rank$r/run.txt"
done | tee "$out/run.txt"
