// RUN: hyperoffload-opt %s --offload-openmpi-abi | FileCheck %s

// Checks a module that declares a reduction under both names: the wrong
// one goes, and every address takes the library's.
// CHECK-LABEL: module {
// CHECK-NOT: @ompi_mpi_sum
// CHECK-NOT: @ompi_mpi_max(
// CHECK-DAG: llvm.mlir.global external @ompi_mpi_op_sum()
// CHECK-DAG: llvm.mlir.global external @ompi_mpi_op_max()
// CHECK-LABEL: llvm.func @both_names
// CHECK: llvm.mlir.addressof @ompi_mpi_op_sum
// CHECK: llvm.mlir.addressof @ompi_mpi_op_sum
// CHECK: llvm.mlir.addressof @ompi_mpi_op_max
module {
  llvm.mlir.global external @ompi_mpi_sum() : !llvm.struct<"ompi_predefined_op_t", opaque>
  llvm.mlir.global external @ompi_mpi_op_sum() : !llvm.struct<"ompi_predefined_op_t", opaque>
  llvm.mlir.global external @ompi_mpi_max() : !llvm.struct<"ompi_predefined_op_t", opaque>
  llvm.func @both_names() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @ompi_mpi_sum : !llvm.ptr
    %1 = llvm.mlir.addressof @ompi_mpi_op_sum : !llvm.ptr
    %2 = llvm.mlir.addressof @ompi_mpi_max : !llvm.ptr
    llvm.return %2 : !llvm.ptr
  }
}
