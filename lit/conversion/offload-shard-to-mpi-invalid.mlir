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

// -----

shard.grid @grid(shape = 4)

// Checks that a reduce-scatter of a function's argument is refused: it sums
// into its operand's buffer, which the caller still holds.
func.func @rs_argument(%x: tensor<8x16xf32>) -> tensor<2x16xf32> {
  // expected-error @+1 {{cannot lower this reduce-scatter to MPI: its operand is not made in its block, so its buffer outlives it; the pieces received are summed into the operand's own piece, in place; copy the operand first (`linalg.copy` into a `tensor.empty`) so that the sum has a buffer of its own}}
  %y = shard.reduce_scatter %x on @grid grid_axes = [0] scatter_axis = 0 : tensor<8x16xf32> -> tensor<2x16xf32>
  return %y : tensor<2x16xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a reduce-scatter whose operand is read after it is refused:
// the sum in place would change what the later op reads.
func.func @rs_read_after(%x: tensor<8x16xf32>) -> (tensor<2x16xf32>, tensor<8x16xf32>) {
  %e = tensor.empty() : tensor<8x16xf32>
  %g = linalg.add ins(%x, %x : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-error @+1 {{cannot lower this reduce-scatter to MPI: its operand is read after it, by `linalg.negf`}}
  %y = shard.reduce_scatter %g on @grid grid_axes = [0] scatter_axis = 0 : tensor<8x16xf32> -> tensor<2x16xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %n = linalg.negf ins(%g : tensor<8x16xf32>) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y, %n : tensor<2x16xf32>, tensor<8x16xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a reduce-scatter of a view is refused: the sum in place would
// write the viewed tensor's buffer.
func.func @rs_view(%x: tensor<8x16xf32>) -> tensor<32xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %g = linalg.add ins(%x, %x : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %flat = tensor.collapse_shape %g [[0, 1]] : tensor<8x16xf32> into tensor<128xf32>
  // expected-error @+1 {{cannot lower this reduce-scatter to MPI: its operand is a view (`tensor.collapse_shape`) of another tensor's buffer}}
  %y = shard.reduce_scatter %flat on @grid grid_axes = [0] scatter_axis = 0 : tensor<128xf32> -> tensor<32xf32>
  return %y : tensor<32xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that an average of integers is refused: it has no exact lowering.
func.func @rs_average_int(%x: tensor<8x16xi32>) -> tensor<2x16xi32> {
  %e = tensor.empty() : tensor<8x16xi32>
  %g = linalg.add ins(%x, %x : tensor<8x16xi32>, tensor<8x16xi32>) outs(%e : tensor<8x16xi32>) -> tensor<8x16xi32>
  // expected-error @+1 {{cannot lower this reduce-scatter to MPI: its reduction `average` on i32 has no lowering (sum, product, max and min of floats and integers, average of floats, bitwise and, or and xor of integers)}}
  %y = shard.reduce_scatter %g on @grid grid_axes = [0] reduction = average scatter_axis = 0 : tensor<8x16xi32> -> tensor<2x16xi32>
  return %y : tensor<2x16xi32>
}

// -----

shard.grid @grid(shape = 2x4)

// Checks that a reduce-scatter whose pieces are not contiguous in its
// operand is refused: it scatters along axis 1, after axis 0 of size 8.
func.func @rs_strided(%x: tensor<8x16xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %g = linalg.add ins(%x, %x : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  // expected-error @+1 {{cannot lower this reduce-scatter to MPI: it scatters along axis 1, after axis 0 of size 8, so the pieces are not contiguous in its operand; make axis 1 the first (transpose around the collective)}}
  %y = shard.reduce_scatter %g on @grid grid_axes = [1] scatter_axis = 1 : tensor<8x16xf32> -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a broadcast whose root is an operand is refused: the root
// must be known to order the messages.
func.func @dynamic_root(%x: tensor<8xf32>, %root: index) -> tensor<8xf32> {
  // expected-error @+1 {{cannot lower this broadcast to MPI: its root must be static (no `root_dynamic` operands)}}
  %y = shard.broadcast %x on @grid grid_axes = [0] root = [%root] : (tensor<8xf32>, index) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a reduce accumulating in a wider type is refused: messages
// carry the operand's bytes.
func.func @wider(%x: tensor<8xf32>) -> tensor<8xf64> {
  %e = tensor.empty() : tensor<8xf32>
  %c = linalg.copy ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{cannot lower this reduce to MPI: its result's elements (f64) differ from its operand's (f32); messages carry the operand's bytes, so convert the operand first}}
  %y = shard.reduce %c on @grid grid_axes = [0] root = [0] : (tensor<8xf32>) -> tensor<8xf64>
  return %y : tensor<8xf64>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a reduce of an argument is refused: the root receives the
// other members' operands into its own operand's buffer.
func.func @reduce_argument(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{cannot lower this reduce to MPI: its operand is not made in its block, so its buffer outlives it}}
  %y = shard.reduce %x on @grid grid_axes = [0] root = [0] : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

shard.grid @grid(shape = 8)

// Checks that a scatter whose pieces are not contiguous in its operand is
// refused, as for the other splitting collectives.
func.func @scatter_strided(%x: tensor<2x16xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{cannot lower this scatter to MPI: it scatters along axis 1, after axis 0 of size 2, so the pieces are not contiguous in its operand}}
  %y = shard.scatter %x on @grid grid_axes = [0] scatter_axis = 1 root = [0] : (tensor<2x16xf32>) -> tensor<2x2xf32>
  return %y : tensor<2x2xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a receive that names no source is refused: MPI's "any
// source" differs between libraries, and the plan needs one order.
func.func @any_source(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{cannot lower this receive to MPI: it must name its source, a place in its group}}
  %y = shard.recv %x on @grid grid_axes = [0] : (tensor<8xf32>) -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

shard.grid @grid(shape = 4)

// Checks that a send to a place worked out at run time is refused.
func.func @dynamic_destination(%x: tensor<8xf32>, %to: index) -> tensor<8xf32> {
  // expected-error @+1 {{cannot lower this send to MPI: its destination must be static (no `destination_dynamic` operands)}}
  %y = shard.send %x on @grid grid_axes = [0] destination = [%to] : (tensor<8xf32>, index) -> tensor<8xf32>
  return %y : tensor<8xf32>
}
