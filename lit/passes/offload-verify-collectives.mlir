// offload-verify with input= compares a schedule's collectives with the
// program it was planned from: every rank issues them in one order, so a
// schedule that runs the all-gather before the all-reduce (@swapped) is
// refused at the first collective out of place, and one that keeps the
// order (@kept) passes. Without input= the checker has nothing to compare.
// RUN: not hyperoffload-opt %s --offload-verify='hw=%S/inputs/fast-link-fabric-profile.json input=%S/inputs/collectives-before-planning.mlir functions=swapped' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SWAPPED
// RUN: hyperoffload-opt %s --offload-verify='hw=%S/inputs/fast-link-fabric-profile.json input=%S/inputs/collectives-before-planning.mlir functions=collectives' -o /dev/null 2>&1 | FileCheck %s --check-prefix=KEPT
// RUN: hyperoffload-opt %s --offload-verify='hw=%S/inputs/fast-link-fabric-profile.json functions=swapped' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-INPUT
// RUN: not hyperoffload-opt %s --offload-verify='hw=%S/inputs/fast-link-fabric-profile.json input=%S/inputs/no-such-program.mlir' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not hyperoffload-opt %s --offload-verify='hw=%S/inputs/fast-link-fabric-profile.json input=%S/inputs/collectives-before-planning.mlir functions=other' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-FUNCTION

// SWAPPED: offload-verify-collectives.mlir:[[@LINE+19]]:8: error: step 1 issues collective 0 as shard.all_gather (all_gather of 65536B (64.0KiB) over 4 devices), where the input program issues shard.all_reduce (all_reduce of 16384B (16.0KiB) over 4 devices); a plan must keep the collectives and their order
// KEPT: remark: verified @collectives
// NO-INPUT: remark: verified @swapped
// MISSING: error: cannot read the input program '{{.*}}no-such-program.mlir'
// NO-FUNCTION: error: the input program '{{.*}}collectives-before-planning.mlir' has no function @other to compare collectives with

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

func.func @swapped(%a: tensor<4096xf32>, %s: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<16384xf32>) {
  %x = arith.addf %a, %a : tensor<4096xf32>
  %g = shard.all_gather %s on @grid grid_axes = [0] gather_axis = 0 : tensor<4096xf32> -> tensor<16384xf32>
  %y = shard.all_reduce %x on @grid grid_axes = [0] : tensor<4096xf32> -> tensor<4096xf32>
  return %y, %g : tensor<4096xf32>, tensor<16384xf32>
}

func.func @other(%a: tensor<4096xf32>) -> tensor<4096xf32> {
  return %a : tensor<4096xf32>
}
