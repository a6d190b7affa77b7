// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-openmpi-abi

// Checks that `mpi` ops left in the module are refused: the pass corrects
// the calls MLIR's lowering writes, so it runs after that lowering.
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
  func.func @unlowered() {
    // expected-error @+1 {{'mpi.comm_world' is not lowered yet; run offload-openmpi-abi after the LLVM lowering of the mpi ops (convert-to-llvm)}}
    %world = mpi.comm_world : !mpi.comm
    return
  }
}

// -----

// Checks that a communicator loaded as an i32 and used other than extended
// to i64 is refused: there is no whole communicator to put in its place.
module {
  llvm.func @MPI_Comm_split(!llvm.ptr, i32, i32, !llvm.ptr) -> i32
  llvm.func @narrow(%world: !llvm.ptr, %color: i32, %key: i32, %slot: !llvm.ptr) -> i32 {
    %0 = llvm.call @MPI_Comm_split(%world, %color, %key, %slot) : (!llvm.ptr, i32, i32, !llvm.ptr) -> i32
    // expected-error @+1 {{the communicator MPI_Comm_split returns is loaded as an i32 and used other than extended to i64; Open MPI's MPI_Comm is a pointer: load it whole}}
    %1 = llvm.load %slot : !llvm.ptr -> i32
    llvm.return %1 : i32
  }
}
