// RUN: hyperoffload-opt %s --offload-shard-to-mpi | FileCheck %s
// RUN: hyperoffload-opt %s --pass-pipeline='builtin.module(offload-shard-to-mpi,convert-shard-to-mpi)' | FileCheck %s --check-prefix=MPI

// Checks the lowering of an all-gather over axis 1 of a 2x4 grid: one
// buffer for the result, the rank's place on each axis from its world
// rank, its place in the group (the key: its place on axis 1), the world
// rank of the group's first member (its own less its place on axis 1
// times that axis's stride, 1), the rank's own piece copied to its
// offset, then one blocking exchange with each partner XOR 1, 2, 3 in the
// group, at the partner's world rank, the lower one of a pair sending
// first; the result read back as a tensor. No communicator is split.
// Nothing of `shard` is left for the gather, and the all-reduce beside it
// is upstream's to lower.

shard.grid @grid(shape = 2x4)

// CHECK-LABEL: func.func @gather(
// CHECK-SAME: %[[W:.*]]: tensor<2x16xf32>
// CHECK: %[[IN:.*]] = bufferization.to_buffer %[[W]] read_only : tensor<2x16xf32> to memref<2x16xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK-NOT: memref.alloc
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]] {{\[\[}}0, 1]] : memref<2x16xf32> into memref<32xf32>
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK: %[[WORLD:.*]] = mpi.comm_world : !mpi.comm
// CHECK: %{{.*}}, %[[WRANK:.*]] = mpi.comm_rank(%[[WORLD]]) : !mpi.retval, i32
// CHECK: %[[WR:.*]] = arith.index_cast %[[WRANK]] : i32 to index
// CHECK: %[[Q1:.*]] = arith.divsi %[[WR]], %c1 : index
// CHECK: %[[M1:.*]] = arith.remsi %[[Q1]], %c4 : index
// CHECK: %[[Q0:.*]] = arith.divsi %[[WR]], %c4{{.*}} : index
// CHECK: %[[M0:.*]] = arith.remsi %[[Q0]], %c2 : index
// CHECK-NOT: mpi.comm_split
// CHECK: %[[KEY:.*]] = arith.addi %{{.*}}, %[[M1]] : index
// CHECK: %[[RANK:.*]] = arith.index_cast %[[KEY]] : index to i32
// CHECK: %[[AT1:.*]] = arith.muli %[[M1]], %c1 : index
// CHECK: %[[BASE:.*]] = arith.subi %[[WR]], %[[AT1]] : index
// CHECK: %[[OWN:.*]] = memref.subview %[[OUT1]][%{{.*}}] [32] [1]
// CHECK: linalg.copy ins(%[[IN1]] : memref<32xf32>) outs(%[[OWN]] :
// CHECK: %[[P1:.*]] = arith.xori %[[RANK]], %c1_i32 : i32
// CHECK: %[[PI1:.*]] = arith.index_cast %[[P1]] : i32 to index
// CHECK: %[[PD1:.*]] = arith.remsi %{{.*}}, %c4 : index
// CHECK: %[[PO1:.*]] = arith.muli %[[PD1]], %c1 : index
// CHECK: %[[PW1:.*]] = arith.addi %[[BASE]], %[[PO1]] : index
// CHECK: %[[PARTNER1:.*]] = arith.index_cast %[[PW1]] : index to i32
// CHECK: %[[PIECE1:.*]] = memref.subview %[[OUT1]][%{{.*}}] [32] [1]
// CHECK: %[[FIRST1:.*]] = arith.cmpi ult, %[[RANK]], %[[P1]] : i32
// CHECK: scf.if %[[FIRST1]] {
// CHECK-NEXT: mpi.send(%[[IN1]], %{{.*}}, %[[PARTNER1]], %[[WORLD]])
// CHECK-NEXT: mpi.recv(%[[PIECE1]], %{{.*}}, %[[PARTNER1]], %[[WORLD]])
// CHECK-NEXT: } else {
// CHECK-NEXT: mpi.recv(%[[PIECE1]], %{{.*}}, %[[PARTNER1]], %[[WORLD]])
// CHECK-NEXT: mpi.send(%[[IN1]], %{{.*}}, %[[PARTNER1]], %[[WORLD]])
// CHECK: arith.xori %[[RANK]], %c2_i32 : i32
// CHECK: arith.xori %[[RANK]], %c3_i32 : i32
// CHECK-NOT: arith.xori
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[OUT]] restrict : memref<8x16xf32> to tensor<8x16xf32>
// CHECK-NOT: shard.all_gather
// CHECK: shard.all_reduce %[[T]]
// CHECK: return
func.func @gather(%w: tensor<2x16xf32>) -> tensor<8x16xf32> {
  %g = shard.all_gather %w on @grid grid_axes = [1] gather_axis = 0 : tensor<2x16xf32> -> tensor<8x16xf32>
  %s = shard.all_reduce %g on @grid grid_axes = [0] : tensor<8x16xf32> -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// A gather along axis 1 of an operand whose axis 0 has size 1: its pieces
// are contiguous, 8 elements each; the whole grid is one group, the key
// linear over axes 0 then 1, and a partner's world rank is its place on
// axis 0 times 4 plus its place on axis 1.
// CHECK-LABEL: func.func @leading_one(
// CHECK: memref.alloc() : memref<1x64xf32>
// CHECK: %[[KEY0:.*]] = arith.muli %c0, %c2 : index
// CHECK: %[[KEY1:.*]] = arith.addi %[[KEY0]], %{{.*}} : index
// CHECK: %[[KEY2:.*]] = arith.muli %[[KEY1]], %c4 : index
// CHECK: %[[RADIX:.*]] = arith.constant 4 : index
// CHECK: %[[Q:.*]] = arith.divsi %{{.*}}, %[[RADIX]] : index
// CHECK: %[[D:.*]] = arith.remsi %[[Q]], %c2 : index
// CHECK: arith.muli %[[D]], %c4{{.*}} : index
// CHECK-COUNT-7: scf.if
// CHECK-NOT: scf.if
// CHECK: bufferization.to_tensor
func.func @leading_one(%w: tensor<1x8xf32>) -> tensor<1x64xf32> {
  %g = shard.all_gather %w on @grid grid_axes = [0, 1] gather_axis = 1 : tensor<1x8xf32> -> tensor<1x64xf32>
  return %g : tensor<1x64xf32>
}

// An all-to-all over the 4 devices of a row: each partner gets its own
// piece of the operand (16 of its 64 elements, from the partner's offset),
// and the rank keeps its own piece at its own offset.
// CHECK-LABEL: func.func @exchange(
// CHECK-SAME: %[[X:.*]]: tensor<8x8xf32>
// CHECK: %[[IN:.*]] = bufferization.to_buffer %[[X]] read_only
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]]
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK: %[[WORLD:.*]] = mpi.comm_world
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[R:.*]] = arith.index_cast %[[RANK]] : i32 to index
// CHECK: %[[OWN_AT:.*]] = arith.muli %[[R]], %c16 : index
// CHECK: %[[OWN:.*]] = memref.subview %[[OUT1]][%[[OWN_AT]]] [16] [1]
// CHECK: %[[MINE:.*]] = memref.subview %[[IN1]][%[[OWN_AT]]] [16] [1]
// CHECK: linalg.copy ins(%[[MINE]] : {{.*}}) outs(%[[OWN]] :
// CHECK: %[[P1:.*]] = arith.xori %[[RANK]], %c1_i32 : i32
// CHECK: %[[AT1:.*]] = arith.muli %{{.*}}, %c16 : index
// CHECK: %[[PIECE1:.*]] = memref.subview %[[OUT1]][%[[AT1]]] [16] [1]
// CHECK: %[[TO1:.*]] = memref.subview %[[IN1]][%[[AT1]]] [16] [1]
// CHECK: scf.if
// CHECK-NEXT: mpi.send(%[[TO1]], %{{.*}}, %{{.*}}, %[[WORLD]])
// CHECK-NEXT: mpi.recv(%[[PIECE1]], %{{.*}}, %{{.*}}, %[[WORLD]])
// CHECK-COUNT-2: scf.if
// CHECK: bufferization.to_tensor %[[OUT]] restrict
// CHECK-NOT: shard.all_to_all
func.func @exchange(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %y = shard.all_to_all %x on @grid grid_axes = [1] split_axis = 0 concat_axis = 0 : tensor<8x8xf32> -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// A reduce-scatter (max) over the 4 devices of a row: each partner gets its
// own piece of the operand, and the partner's piece of this rank's lands
// in the result buffer (the one buffer allocated), from which it is
// combined into the operand's own piece, in place: its buffer dies here
// (to_buffer is not read-only). The combined piece is copied out last.
// CHECK-LABEL: func.func @scatter(
// CHECK: %[[SUM:.*]] = linalg.add
// CHECK: %[[IN:.*]] = bufferization.to_buffer %[[SUM]] : tensor<8x8xf32> to memref<8x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x8xf32>
// CHECK-NOT: memref.alloc
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]] {{\[\[}}0, 1]] : memref<8x8xf32> into memref<64xf32>
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]] {{\[\[}}0, 1]] : memref<2x8xf32> into memref<16xf32>
// CHECK: %[[WORLD:.*]] = mpi.comm_world
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[R:.*]] = arith.index_cast %[[RANK]] : i32 to index
// CHECK: %[[OWN_AT:.*]] = arith.muli %[[R]], %c16 : index
// CHECK: %[[ACC:.*]] = memref.subview %[[IN1]][%[[OWN_AT]]] [16] [1]
// CHECK-NOT: linalg.copy
// CHECK: %[[P1:.*]] = arith.xori %[[RANK]], %c1_i32 : i32
// CHECK: %[[TO1:.*]] = memref.subview %[[IN1]][%{{.*}}] [16] [1]
// CHECK: scf.if
// CHECK-NEXT: mpi.send(%[[TO1]], %{{.*}}, %{{.*}}, %[[WORLD]])
// CHECK-NEXT: mpi.recv(%[[OUT1]], %{{.*}}, %{{.*}}, %[[WORLD]]) : memref<16xf32>, i32, i32
// CHECK: linalg.generic {{.*}} ins(%[[OUT1]] : memref<16xf32>) outs(%[[ACC]] :
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT: arith.maximumf %[[B]], %[[A]] : f32
// CHECK-COUNT-2: arith.maximumf
// CHECK: linalg.copy ins(%[[ACC]] : {{.*}}) outs(%[[OUT1]] : memref<16xf32>)
// CHECK: bufferization.to_tensor %[[OUT]] restrict : memref<2x8xf32> to tensor<2x8xf32>
// CHECK-NOT: shard.reduce_scatter
func.func @scatter(%x: tensor<8x8xf32>) -> tensor<2x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %sum = linalg.add ins(%x, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = shard.reduce_scatter %sum on @grid grid_axes = [1] reduction = max scatter_axis = 0 : tensor<8x8xf32> -> tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}

// An average sums, then divides by the group's size (8: the whole grid) as
// it copies the sum out.
// CHECK-LABEL: func.func @average(
// CHECK-COUNT-7: arith.addf
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : memref<8xf32, strided<[1], offset: ?>>) outs(%{{.*}} : memref<8xf32>)
// CHECK: %[[N:.*]] = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: arith.divf %{{.*}}, %[[N]] : f32
// CHECK-NOT: linalg.copy
// CHECK: bufferization.to_tensor
func.func @average(%x: tensor<64xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %sum = linalg.add ins(%x, %x : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %y = shard.reduce_scatter %sum on @grid grid_axes = [0, 1] reduction = average scatter_axis = 0 : tensor<64xf32> -> tensor<8xf32>
  return %y : tensor<8xf32>
}

// A broadcast over axis 0 from the device at place 1: the root copies its
// operand into the result and sends it to each other member of its
// column, at their world ranks; the others receive it from the root's.
// CHECK-LABEL: func.func @broadcast(
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<4x8xf32> to memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]]
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK: %[[WORLD:.*]] = mpi.comm_world
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[ROOTW:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[ROOT:.*]] = arith.cmpi eq, %[[RANK]], %c1_i32 : i32
// CHECK: %[[TO0:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: scf.if %[[ROOT]] {
// CHECK-NEXT: linalg.copy ins(%[[IN1]] : memref<32xf32>) outs(%[[OUT1]] : memref<32xf32>)
// CHECK-NEXT: mpi.send(%[[IN1]], %{{.*}}, %[[TO0]], %[[WORLD]]) : memref<32xf32>, i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: mpi.recv(%[[OUT1]], %{{.*}}, %[[ROOTW]], %[[WORLD]]) : memref<32xf32>, i32, i32
// CHECK: bufferization.to_tensor %[[OUT]] restrict
// CHECK-NOT: shard.broadcast
func.func @broadcast(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = shard.broadcast %x on @grid grid_axes = [0] root = [1] : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// A shift along axis 1 by 3, rotating, on the world's communicator: the
// destination is the place 3 on (mod 4), the source the place 1 on (3
// back); the axis is one cycle, led by the device at place 0, which sends
// first while the others receive first. World ranks move by the place's
// difference times the axis's stride (1).
// CHECK-LABEL: func.func @rotate(
// CHECK: %[[WORLD:.*]] = mpi.comm_world : !mpi.comm
// CHECK: %{{.*}}, %[[WRANK:.*]] = mpi.comm_rank(%[[WORLD]])
// CHECK: %[[WR:.*]] = arith.index_cast %[[WRANK]] : i32 to index
// CHECK: %[[M1:.*]] = arith.remsi %{{.*}}, %c4 : index
// CHECK-NOT: mpi.comm_split
// CHECK: %[[D:.*]] = arith.addi %[[M1]], %c3{{.*}} : index
// CHECK: %[[DAT:.*]] = arith.remsi %[[D]], %c4{{.*}} : index
// CHECK: %[[S:.*]] = arith.addi %[[M1]], %c1{{.*}} : index
// CHECK: %[[SAT:.*]] = arith.remsi %[[S]], %c4{{.*}} : index
// CHECK: %[[DSTEP:.*]] = arith.subi %[[DAT]], %[[M1]] : index
// CHECK: %[[DMOVE:.*]] = arith.muli %[[DSTEP]], %c1{{.*}} : index
// CHECK: %[[DW:.*]] = arith.addi %[[WR]], %[[DMOVE]] : index
// CHECK: %[[DEST:.*]] = arith.index_cast %[[DW]] : index to i32
// CHECK: %[[SRC:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[LEAD:.*]] = arith.cmpi ult, %[[M1]], %c1{{.*}} : index
// CHECK: scf.if %[[LEAD]] {
// CHECK-NEXT: mpi.send(%{{.*}}, %{{.*}}, %[[DEST]], %[[WORLD]])
// CHECK-NEXT: mpi.recv(%{{.*}}, %{{.*}}, %[[SRC]], %[[WORLD]])
// CHECK-NEXT: } else {
// CHECK-NEXT: mpi.recv(%{{.*}}, %{{.*}}, %[[SRC]], %[[WORLD]])
// CHECK-NEXT: mpi.send(%{{.*}}, %{{.*}}, %[[DEST]], %[[WORLD]])
// CHECK-NOT: shard.shift
func.func @rotate(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = shard.shift %x on @grid grid_axes = [1] shift_axis = 1 offset = 3 rotate : tensor<4x8xf32> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// A shift by the axis's length, rotating, sends nothing: it copies.
// CHECK-LABEL: func.func @full_turn(
// CHECK-NOT: mpi.send
// CHECK: linalg.copy
// CHECK-NOT: mpi.send
// CHECK: return
func.func @full_turn(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %y = shard.shift %x on @grid grid_axes = [1] shift_axis = 1 offset = 4 rotate : tensor<4x8xf32> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// An all-slice over axis 1 keeps the rank's own piece: its place in the
// group from its grid index, no communicator and no message.
// CHECK-LABEL: func.func @slice(
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<8x8xf32> to memref<8x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x8xf32>
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]]
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK-NOT: mpi.comm_split
// CHECK: %[[KEY:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[R:.*]] = arith.index_cast %[[KEY]] : i32 to index
// CHECK: %[[AT:.*]] = arith.muli %[[R]], %c16{{.*}} : index
// CHECK: %[[MINE:.*]] = memref.subview %[[IN1]][%[[AT]]] [16] [1]
// CHECK: linalg.copy ins(%[[MINE]] : {{.*}}) outs(%[[OUT1]] : memref<16xf32>)
// CHECK-NOT: mpi.
// CHECK: bufferization.to_tensor %[[OUT]] restrict
func.func @slice(%x: tensor<8x8xf32>) -> tensor<2x8xf32> {
  %y = shard.all_slice %x on @grid grid_axes = [1] slice_axis = 0 : tensor<8x8xf32> -> tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}

// A gather over axis 1 to the device at place 3: the root copies its
// operand to its own place in the result and receives each other member's
// into that member's place, in the order of the members; the others send
// their operand to the root's world rank and fill their result with zeros
// (upstream leaves it undefined).
// CHECK-LABEL: func.func @rooted_gather(
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<2x8xf32> to memref<2x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK-NOT: memref.alloc
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]]
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK: %[[WORLD:.*]] = mpi.comm_world
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[ROOTW:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[ISROOT:.*]] = arith.cmpi eq, %[[RANK]], %c3_i32 : i32
// CHECK: %[[OWN:.*]] = memref.subview %[[OUT1]][%{{.*}}] [16] [1]
// CHECK: %[[FROM0:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[AT0:.*]] = memref.subview %[[OUT1]][%c0{{.*}}] [16] [1]
// CHECK: %[[FROM1:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[AT1:.*]] = memref.subview %[[OUT1]][%c16{{.*}}] [16] [1]
// CHECK: %[[FROM2:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[AT2:.*]] = memref.subview %[[OUT1]][%c32{{.*}}] [16] [1]
// CHECK: scf.if %[[ISROOT]] {
// CHECK-NEXT: linalg.copy ins(%[[IN1]] : memref<16xf32>) outs(%[[OWN]] :
// CHECK-NEXT: mpi.recv(%[[AT0]], %{{.*}}, %[[FROM0]], %[[WORLD]])
// CHECK-NEXT: mpi.recv(%[[AT1]], %{{.*}}, %[[FROM1]], %[[WORLD]])
// CHECK-NEXT: mpi.recv(%[[AT2]], %{{.*}}, %[[FROM2]], %[[WORLD]])
// CHECK-NEXT: } else {
// CHECK-NEXT: mpi.send(%[[IN1]], %{{.*}}, %[[ROOTW]], %[[WORLD]]) : memref<16xf32>, i32, i32
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[OUT1]] : memref<64xf32>)
// CHECK: bufferization.to_tensor %[[OUT]] restrict
// CHECK-NOT: shard.gather
func.func @rooted_gather(%x: tensor<2x8xf32>) -> tensor<8x8xf32> {
  %y = shard.gather %x on @grid grid_axes = [1] gather_axis = 0 root = [3] : (tensor<2x8xf32>) -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// A scatter over axis 1 from the device at place 0: the root copies its
// own piece into its result and sends piece j to member j; the others
// receive theirs from the root.
// CHECK-LABEL: func.func @rooted_scatter(
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<8x8xf32> to memref<8x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<2x8xf32>
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]]
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK: %[[WORLD:.*]] = mpi.comm_world
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[ROOTW:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[ISROOT:.*]] = arith.cmpi eq, %[[RANK]], %c0_i32{{.*}} : i32
// CHECK: %[[OWN:.*]] = memref.subview %[[IN1]][%{{.*}}] [16] [1]
// CHECK: %[[P1:.*]] = memref.subview %[[IN1]][%c16{{.*}}] [16] [1]
// CHECK: %[[P2:.*]] = memref.subview %[[IN1]][%c32{{.*}}] [16] [1]
// CHECK: %[[P3:.*]] = memref.subview %[[IN1]][%c48{{.*}}] [16] [1]
// CHECK: scf.if %[[ISROOT]] {
// CHECK-NEXT: linalg.copy ins(%[[OWN]] : {{.*}}) outs(%[[OUT1]] : memref<16xf32>)
// CHECK-NEXT: mpi.send(%[[P1]],
// CHECK-NEXT: mpi.send(%[[P2]],
// CHECK-NEXT: mpi.send(%[[P3]],
// CHECK-NEXT: } else {
// CHECK-NEXT: mpi.recv(%[[OUT1]], %{{.*}}, %[[ROOTW]], %[[WORLD]]) : memref<16xf32>, i32, i32
// CHECK-NOT: shard.scatter
func.func @rooted_scatter(%x: tensor<8x8xf32>) -> tensor<2x8xf32> {
  %y = shard.scatter %x on @grid grid_axes = [1] scatter_axis = 0 root = [0] : (tensor<8x8xf32>) -> tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}

// An average over axis 0 at the device at place 1: the root copies its
// operand into its result, receives the other member's operand into its
// own operand's buffer (which dies with the op, so its `to_buffer` is not
// read-only) and adds it in, then divides by 2; the other member sends
// and fills its result with zeros.
// CHECK-LABEL: func.func @rooted_reduce(
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} : tensor<4x8xf32> to memref<4x8xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xf32>
// CHECK-NOT: memref.alloc
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]]
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK: %[[ISROOT:.*]] = arith.cmpi eq, %{{.*}}, %c1_i32 : i32
// CHECK: scf.if %[[ISROOT]] {
// CHECK-NEXT: linalg.copy ins(%[[IN1]] : memref<32xf32>) outs(%[[OUT1]] : memref<32xf32>)
// CHECK-NEXT: mpi.recv(%[[IN1]],
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[IN1]] : memref<32xf32>) outs(%[[OUT1]] : memref<32xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} outs(%[[OUT1]] : memref<32xf32>)
// CHECK: arith.divf
// CHECK: } else {
// CHECK-NEXT: mpi.send(%[[IN1]],
// CHECK-NEXT: linalg.fill
// CHECK-NOT: shard.reduce
func.func @rooted_reduce(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %c = linalg.copy ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = shard.reduce %c on @grid grid_axes = [0] reduction = average root = [1] : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// A send over both axes to the device at (1, 2): its world rank is the
// group's first member's (0) plus 1 x 4 plus 2 x 1; the result is a copy
// of the operand.
// CHECK-LABEL: func.func @send(
// CHECK: %[[IN:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<4x8xi32> to memref<4x8xi32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xi32>
// CHECK: %[[IN1:.*]] = memref.collapse_shape %[[IN]]
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK: %[[WORLD:.*]] = mpi.comm_world
// CHECK: %[[KEY:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[PEER:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: linalg.copy ins(%[[IN1]] : memref<32xi32>) outs(%[[OUT1]] : memref<32xi32>)
// CHECK-NEXT: mpi.send(%[[IN1]], %{{.*}}, %[[PEER]], %[[WORLD]]) : memref<32xi32>, i32, i32
// CHECK-NOT: mpi.recv
// CHECK: return
func.func @send(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %y = shard.send %x on @grid grid_axes = [0, 1] destination = [1, 2] : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %y : tensor<4x8xi32>
}

// A receive over axis 1 from the device at place 2: into the result, the
// operand unread.
// CHECK-LABEL: func.func @recv(
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4x8xi32>
// CHECK: %[[OUT1:.*]] = memref.collapse_shape %[[OUT]]
// CHECK: %[[WORLD:.*]] = mpi.comm_world
// CHECK: %[[KEY:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[PEER:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT: mpi.recv(%[[OUT1]], %{{.*}}, %[[PEER]], %[[WORLD]]) : memref<32xi32>, i32, i32
// CHECK-NOT: mpi.send
// CHECK: return
func.func @recv(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %y = shard.recv %x on @grid grid_axes = [1] source = [2] : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %y : tensor<4x8xi32>
}

// After upstream's conversion no collective is left.
// MPI-NOT: shard.all_gather
// MPI-NOT: shard.all_to_all
// MPI-NOT: shard.reduce_scatter
// MPI-NOT: shard.broadcast
// MPI-NOT: shard.shift
// MPI-NOT: shard.all_slice
// MPI-NOT: shard.gather
// MPI-NOT: shard.scatter
// MPI-NOT: shard.reduce
// MPI-NOT: shard.send
// MPI-NOT: shard.recv
// MPI-NOT: shard.all_reduce
// MPI: mpi.allreduce
