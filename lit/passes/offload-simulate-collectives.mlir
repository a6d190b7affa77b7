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

// Each kind by its algorithm, over a group of 4 (a pair for the permute):
// the all-gather of a 16 MiB result, the reduce-scatter and the all-to-all
// of a 16 MiB operand move 3/4 of it in 3 steps (43.0 us each), the
// permute moves it once in 1 step (42.3 us), the broadcast once in 2
// steps (47.3 us): 218.4 us.
// CHECK: remark: simulated @kinds on gh200-c2c: {{.*}}, 5 collectives on the fabric for 218us
func.func @kinds(%small: tensor<256x4096xf32>) -> (tensor<256x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>) {
  %g = "stablehlo.all_gather"(%small) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<256x4096xf32>) -> tensor<1024x4096xf32>
  %s = "stablehlo.reduce_scatter"(%g) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %sum = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%sum) : (tensor<f32>) -> ()
  }) : (tensor<1024x4096xf32>) -> tensor<256x4096xf32>
  %t = "stablehlo.all_to_all"(%g) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %p = "stablehlo.collective_permute"(%t) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %b = "stablehlo.collective_broadcast"(%g) <{replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  return %s, %p, %b : tensor<256x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>
}

// The shard dialect's reduce-scatter (3/4 of 16 MiB over axis 1's 4
// devices, 3 steps: 43.0 us), all-to-all over both axes (8 devices: 7/8
// of 16 MiB in 7 steps, 67.6 us) and shift (once, 1 step: 42.3 us).
// CHECK: remark: simulated @shard_kinds on gh200-c2c: {{.*}}, 3 collectives on the fabric for 153us
func.func @shard_kinds(%big: tensor<1024x4096xf32>) -> (tensor<256x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>) {
  %s = shard.reduce_scatter %big on @grid grid_axes = [1] scatter_axis = 0 : tensor<1024x4096xf32> -> tensor<256x4096xf32>
  %t = shard.all_to_all %big on @grid grid_axes = [0, 1] split_axis = 0 concat_axis = 0 : tensor<1024x4096xf32> -> tensor<1024x4096xf32>
  %h = shard.shift %big on @grid grid_axes = [1] shift_axis = 1 offset = 1 rotate : tensor<1024x4096xf32> -> tensor<1024x4096xf32>
  return %s, %t, %h : tensor<256x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>
}

// The shard dialect's rooted collectives and point-to-point messages: a
// gather over axis 1's 4 devices takes in 3/4 of its 16 MiB result in 3
// steps at the root (43.0 us), a scatter sends 3/4 of its 16 MiB operand
// in 3 steps (43.0 us), a reduce moves its 16 MiB operand once down a
// tree of 2 steps (47.3 us), a send and a receive move 16 MiB once
// (42.3 us each): 218 us. StableHLO's gather and reduce of the same name
// are ordinary ops, not collectives.
// CHECK: remark: simulated @shard_rooted on gh200-c2c: {{.*}}, 5 collectives on the fabric for 218us
func.func @shard_rooted(%small: tensor<256x4096xf32>, %big: tensor<1024x4096xf32>, %i: tensor<4xi64>) -> (tensor<1024x4096xf32>, tensor<256x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>, tensor<4x1xf32>) {
  %g = shard.gather %small on @grid grid_axes = [1] gather_axis = 0 root = [2] : (tensor<256x4096xf32>) -> tensor<1024x4096xf32>
  %s = shard.scatter %big on @grid grid_axes = [1] scatter_axis = 0 root = [0] : (tensor<1024x4096xf32>) -> tensor<256x4096xf32>
  %r = shard.reduce %big on @grid grid_axes = [1] root = [0] : (tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %t = shard.send %big on @grid grid_axes = [0] destination = [1] : (tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %v = shard.recv %big on @grid grid_axes = [0] source = [0] : (tensor<1024x4096xf32>) -> tensor<1024x4096xf32>
  %idx = "stablehlo.reshape"(%i) : (tensor<4xi64>) -> tensor<4x1xi64>
  %rows = "stablehlo.gather"(%small, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<256x4096xf32>, tensor<4x1xi64>) -> tensor<4x1xf32>
  return %g, %s, %r, %t, %v, %rows : tensor<1024x4096xf32>, tensor<256x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>, tensor<1024x4096xf32>, tensor<4x1xf32>
}

// NOFABRIC: error: {{.*}}has no `fabric`{{.*}}add `fabric`
