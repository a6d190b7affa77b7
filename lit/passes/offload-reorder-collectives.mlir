// Collectives keep their order: every device of a group issues them in one
// order. The shard dialect's collectives are free of memory effects, so the
// reorder may move them past other ops, but not past each other: the
// all-reduce of the prefetched %x2 waits for the prefetch, and running the
// independent all-gather of %s first would hide it, yet the all-gather stays
// after the all-reduce (without that rule the reorder swaps them).
// RUN: hyperoffload-opt %s --offload-reorder='hw=%S/inputs/fast-link-fabric-profile.json' 2>/dev/null | FileCheck %s

// CHECK-LABEL: func.func @collectives
// CHECK: "offload.prefetch"
// CHECK: shard.all_reduce
// CHECK: shard.all_gather
shard.grid @grid(shape = 4)
func.func @collectives(%a: tensor<4096xf32>, %s: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<16384xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %r = "offload.store"(%x) {tier = "host"} : (tensor<4096xf32>) -> !offload.remote<tensor<4096xf32>>
  "offload.detach"(%x, %r) : (tensor<4096xf32>, !offload.remote<tensor<4096xf32>>) -> ()
  %x2 = "offload.prefetch"(%r) : (!offload.remote<tensor<4096xf32>>) -> tensor<4096xf32>
  %y = shard.all_reduce %x2 on @grid grid_axes = [0] : tensor<4096xf32> -> tensor<4096xf32>
  %g = shard.all_gather %s on @grid grid_axes = [0] gather_axis = 0 : tensor<4096xf32> -> tensor<16384xf32>
  return %y, %g : tensor<4096xf32>, tensor<16384xf32>
}
