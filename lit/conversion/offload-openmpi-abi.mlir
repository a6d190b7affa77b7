// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(convert-to-llvm{filter-dialects=mpi},offload-openmpi-abi)' | FileCheck %s
// RUN: hyperoffload-opt %s --split-input-file --pass-pipeline='builtin.module(convert-to-llvm{filter-dialects=mpi})' | FileCheck %s --check-prefix=UPSTREAM

// Checks the two corrections on a module lowered for Open MPI: the sum is
// the library's `ompi_mpi_op_sum` (declared and taken), and the
// communicator MPI_Comm_split returns is loaded whole, with no extension
// from `i32`. The UPSTREAM prefix checks what MLIR's lowering writes
// without the pass.
// CHECK-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">}
// CHECK-NOT: @ompi_mpi_sum
// CHECK-NOT: @ompi_mpi_max
// CHECK-DAG: llvm.mlir.global external @ompi_mpi_op_sum()
// CHECK-DAG: llvm.mlir.global external @ompi_mpi_op_max()
// CHECK-DAG: llvm.mlir.global external @ompi_mpi_float()
// CHECK-LABEL: func.func @split_and_reduce
// CHECK: llvm.call @MPI_Comm_split(%{{.*}}, %{{.*}}, %{{.*}}, %[[SLOT:.*]]) : (!llvm.ptr, i32, i32, !llvm.ptr) -> i32
// CHECK-NEXT: %[[COMM:.*]] = llvm.load %[[SLOT]] : !llvm.ptr -> i64
// CHECK-NOT: llvm.sext
// CHECK: llvm.mlir.addressof @ompi_mpi_op_sum
// CHECK: %[[GROUP:.*]] = llvm.inttoptr %[[COMM]] : i64 to !llvm.ptr
// CHECK: llvm.call @MPI_Allreduce(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[GROUP]])
// CHECK: llvm.mlir.addressof @ompi_mpi_op_max
//
// UPSTREAM: llvm.mlir.global external @ompi_mpi_sum()
// UPSTREAM: llvm.call @MPI_Comm_split
// UPSTREAM-NEXT: llvm.load %{{.*}} : !llvm.ptr -> i32
// UPSTREAM-NEXT: llvm.sext %{{.*}} : i32 to i64
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
  func.func @split_and_reduce(%buffer: memref<16xf32>, %color: i32, %key: i32) {
    %world = mpi.comm_world : !mpi.comm
    %group = mpi.comm_split(%world, %color, %key) : !mpi.comm
    mpi.allreduce(%buffer, %buffer, MPI_SUM, %group) : memref<16xf32>, memref<16xf32>
    mpi.allreduce(%buffer, %buffer, MPI_MAX, %world) : memref<16xf32>, memref<16xf32>
    return
  }
}

// -----

// Checks that a module lowered for MPICH is left as it is: its handles are
// integers, and the lowering's `i32` communicator is MPICH's `MPI_Comm`.
// CHECK-LABEL: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">}
// CHECK-LABEL: func.func @mpich
// CHECK: llvm.call @MPI_Comm_split(%{{.*}}, %{{.*}}, %{{.*}}, %[[SLOT:.*]]) : (i32, i32, i32, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.load %[[SLOT]] : !llvm.ptr -> i32
// CHECK-NEXT: llvm.sext %{{.*}} : i32 to i64
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @mpich(%buffer: memref<16xf32>, %color: i32, %key: i32) {
    %world = mpi.comm_world : !mpi.comm
    %group = mpi.comm_split(%world, %color, %key) : !mpi.comm
    mpi.allreduce(%buffer, %buffer, MPI_SUM, %group) : memref<16xf32>, memref<16xf32>
    return
  }
}

