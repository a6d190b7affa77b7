#!/usr/bin/env bash
# Installs what hyperoffload needs on a Debian 12 machine, idempotently:
# LLVM/MLIR 22 (libMLIR.so, headers, the C API archives, mlir-opt, lit,
# FileCheck), the C/C++ libraries the build links, and MPICH and Open MPI,
# under which the sharded end-to-end tests run their ranks
# (lit/e2e/mpi_tp_mlp.test, lit/e2e/openmpi.test). Skips apt
# entirely when everything is present. Needs root (or sudo) only when
# something is missing.
set -euo pipefail

packages=(
  llvm-22-dev libmlir-22-dev mlir-22-tools libpolly-22-dev libclang-22-dev
  libzstd-dev zlib1g-dev libxml2-dev libz3-dev libffi-dev libncurses-dev
  cmake python3 mpich libmpich-dev openmpi-bin libopenmpi-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  # A fresh machine's package lists may be empty or old.
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

for tool in /usr/lib/llvm-22/bin/{mlir-opt,mlir-runner,mlir-translate,llc,FileCheck,lit,not,llvm-config}; do
  [[ -x $tool ]] || { echo "setup: $tool is missing after install" >&2; exit 1; }
done
for mpi in /usr/bin/mpiexec.mpich /usr/lib/x86_64-linux-gnu/libmpich.so.12 \
  /usr/bin/mpiexec.openmpi /usr/lib/x86_64-linux-gnu/libmpi.so.40; do
  [[ -e $mpi ]] || { echo "setup: $mpi is missing after install" >&2; exit 1; }
done
command -v cargo >/dev/null || { echo "setup: cargo is not installed (rustup.rs)" >&2; exit 1; }
echo "setup: LLVM $(/usr/lib/llvm-22/bin/llvm-config --version), $(cargo --version)"
