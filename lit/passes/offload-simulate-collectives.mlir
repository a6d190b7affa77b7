// Collectives run on the fabric stream, beside compute, timed by their
// algorithm on the profile's fabric; their groups come from replica_groups
// (StableHLO) or from the grid axes they name (shard).
// RUN: hyperoffload-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(offload-simulate{hw=gh200-c2c}))' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not hyperoffload-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(offload-simulate{hw=%S/inputs/no-fabric-profile.json}))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOFABRIC

// A ring all-reduce of 64 MiB over 4 devices moves 2 * 3/4 of it, 96 MiB,
// at 450 GB/s: 223.7 us, plus 6 steps of 5 us.
// CHECK: remark: simulated @tp on gh200-c2c: makespan {{.*}}, 2 collectives on the fabric for 254us
func.func @tp(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  // Over a group of 1 nothing moves.
  %1 = "stablehlo.all_reduce"(%0) <{replica_groups = dense<[[0], [1], [2], [3]]> : tensor<4x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %1 : tensor<4096x4096xf32>
}

// The grid is 2x4; axis 1 is a group of 4: an all-gather of a 64 MiB
// result moves 3/4 of it (48 MiB, 111.8 us) in 3 steps (15 us).
// CHECK: remark: simulated @gathered on gh200-c2c: {{.*}}, 1 collectives on the fabric for 127us
shard.grid @grid(shape = 2x4)
func.func @gathered(%x: tensor<1024x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = shard.all_gather %x on @grid grid_axes = [1] gather_axis = 0 : tensor<1024x4096xf32> -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}

// NOFABRIC: error: {{.*}}has no `fabric`{{.*}}add `fabric`
