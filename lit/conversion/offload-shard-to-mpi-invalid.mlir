// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-shard-to-mpi
// RUN: not hyperoffload-opt %s --split-input-file --offload-shard-to-mpi -o %t.out 2>&1 | FileCheck %s --check-prefix=EXIT
// RUN: not test -e %t.out

// Every all-gather is checked before any is rewritten: with one that cannot
// lower, nothing is written.
// EXIT: error: cannot lower this all-gather to MPI

shard.grid @grid(shape = 4x2)

// Checks that a gather whose pieces are not contiguous in the result is
// refused: axis 0 (size 2) comes before the gathered axis.
func.func @strided(%w: tensor<2x8xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{cannot lower this all-gather to MPI: it gathers along axis 1, after axis 0 of size 2, so the pieces are not contiguous in its result; make axis 1 the first (transpose around the collective)}}
  %g = shard.all_gather %w on @grid grid_axes = [1] gather_axis = 1 : tensor<2x8xf32> -> tensor<2x16xf32>
  return %g : tensor<2x16xf32>
}

// -----

shard.grid @grid(shape = 3)

// Checks that a group whose size is not a power of two is refused: the
// pairwise exchange would pair a rank with one outside the group.
func.func @three(%w: tensor<2x8xf32>) -> tensor<6x8xf32> {
  // expected-error @+1 {{cannot lower this all-gather to MPI: its group has 3 devices; the pairwise exchange needs a power of two}}
  %g = shard.all_gather %w on @grid grid_axes = [0] gather_axis = 0 : tensor<2x8xf32> -> tensor<6x8xf32>
  return %g : tensor<6x8xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a dynamic shape is refused: the pieces' sizes must be known.
func.func @dynamic(%w: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{cannot lower this all-gather to MPI: its operand and result must be ranked tensors of static shape}}
  %g = shard.all_gather %w on @grid grid_axes = [0] gather_axis = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  return %g : tensor<?x8xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that the first error stops the pass before the gather above it,
// which could lower, is rewritten.
func.func @one_good_one_bad(%w: tensor<2x8xf32>, %v: tensor<2x8xf32>) -> (tensor<8x8xf32>, tensor<2x32xf32>) {
  %g = shard.all_gather %w on @grid grid_axes = [0] gather_axis = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  // expected-error @+1 {{cannot lower this all-gather to MPI: it gathers along axis 1}}
  %h = shard.all_gather %v on @grid grid_axes = [0] gather_axis = 1 : tensor<2x8xf32> -> tensor<2x32xf32>
  return %g, %h : tensor<8x8xf32>, tensor<2x32xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that an all-to-all whose pieces are not contiguous in its operand
// is refused: it splits along axis 1, after axis 0 of size 8.
func.func @a2a_strided(%x: tensor<8x16xf32>) -> tensor<32x4xf32> {
  // expected-error @+1 {{cannot lower this all-to-all to MPI: it splits along axis 1, after axis 0 of size 8, so the pieces are not contiguous in its operand; make axis 1 the first (transpose around the collective)}}
  %y = shard.all_to_all %x on @grid grid_axes = [0] split_axis = 1 concat_axis = 0 : tensor<8x16xf32> -> tensor<32x4xf32>
  return %y : tensor<32x4xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that an all-to-all whose split axis does not split into the group
// is refused.
func.func @a2a_uneven(%x: tensor<6x16xf32>) -> tensor<6x16xf32> {
  // expected-error @+1 {{cannot lower this all-to-all to MPI: its split_axis 0 of size 6 does not split into 4 pieces}}
  %y = shard.all_to_all %x on @grid grid_axes = [0] split_axis = 0 concat_axis = 0 : tensor<6x16xf32> -> tensor<6x16xf32>
  return %y : tensor<6x16xf32>
}
