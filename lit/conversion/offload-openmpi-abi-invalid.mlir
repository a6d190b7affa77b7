// RUN: hyperoffload-opt %s --verify-diagnostics --offload-openmpi-abi

// Checks that `mpi` ops left in the module are refused: the pass corrects
// the calls MLIR's lowering writes, so it runs after that lowering.
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
  func.func @unlowered() {
    // expected-error @+1 {{'mpi.comm_world' is not lowered yet; run offload-openmpi-abi after the LLVM lowering of the mpi ops (convert-to-llvm)}}
    %world = mpi.comm_world : !mpi.comm
    return
  }
}
