// offload-per-device rewrites the public function of a sharded JAX module
// into what one device runs. The inputs are one shard_map program (x split
// on "dp", w1 on columns and w2 on rows over "tp", a psum over "tp") as JAX
// exports it with Shardy (sdy.manual_computation) and with GSPMD (a called
// body between SPMDFullToShardShape and SPMDShardToFullShape), made by
// inputs/gen_sharded.py. Both give the same function: local argument and
// result types, the body inline, the sharding attributes kept and each
// changed type's global type beside it.
// RUN: hyperoffload-opt %S/inputs/sharded_forward_shardy.mlir --allow-unregistered-dialect --offload-per-device | FileCheck %s --check-prefixes=CHECK,SHARDY
// RUN: hyperoffload-opt %S/inputs/sharded_forward_gspmd.mlir --allow-unregistered-dialect --offload-per-device | FileCheck %s --check-prefixes=CHECK,GSPMD
// CHECK-NOT: sdy.manual_computation
// CHECK-LABEL: func.func public @main(
// SHARDY-SAME: %[[X:arg[0-9]+]]: tensor<4x16xf32> {offload.global_type = tensor<8x16xf32>, sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}
// SHARDY-SAME: %[[W1:arg[0-9]+]]: tensor<16x8xf32> {offload.global_type = tensor<16x16xf32>, sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}
// SHARDY-SAME: %[[W2:arg[0-9]+]]: tensor<8x16xf32> {offload.global_type = tensor<16x16xf32>, sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}
// SHARDY-SAME: -> (tensor<4x16xf32> {jax.result_info = "result", offload.global_type = tensor<8x16xf32>, sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>})
// GSPMD-SAME: %[[X:arg[0-9]+]]: tensor<4x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}", offload.global_type = tensor<8x16xf32>}
// GSPMD-SAME: %[[W1:arg[0-9]+]]: tensor<16x8xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}", offload.global_type = tensor<16x16xf32>}
// GSPMD-SAME: %[[W2:arg[0-9]+]]: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}", offload.global_type = tensor<16x16xf32>}
// GSPMD-SAME: -> (tensor<4x16xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}", offload.global_type = tensor<8x16xf32>})
// CHECK-NEXT: %[[H:.*]] = "stablehlo.dot_general"(%[[X]], %[[W1]]) {{.*}} : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[T:.*]] = "stablehlo.tanh"(%[[H]]) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[L:.*]] = call @tril(%[[T]]) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %[[Y:.*]] = "stablehlo.dot_general"(%[[L]], %[[W2]]) {{.*}} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %[[S:.*]] = "stablehlo.all_reduce"(%[[Y]]) {{.*}}replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>
// CHECK: }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return %[[S]] : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NOT: custom_call
// CHECK-NOT: @shmap_body
// CHECK: func.func private @tril(%{{.*}}: tensor<4x8xf32>) -> tensor<4x8xf32>

// The training step, jit(grad) of a shard_map, in both forms: the forward
// and backward bodies (two manual computations, or two body functions)
// become one function; the residuals they pass between them as global
// values (x, tanh's result, the mask of tril) are read as the local values
// the forward made.
// RUN: hyperoffload-opt %S/inputs/sharded_train_shardy.mlir --allow-unregistered-dialect --offload-per-device | FileCheck %s --check-prefix=TRAIN
// RUN: hyperoffload-opt %S/inputs/sharded_train_gspmd.mlir --allow-unregistered-dialect --offload-per-device | FileCheck %s --check-prefix=TRAIN
// TRAIN-LABEL: func.func public @main(
// TRAIN-SAME: %[[X:arg[0-9]+]]: tensor<4x16xf32> {{[^>]*}}offload.global_type = tensor<8x16xf32>
// TRAIN-SAME: %[[W1:arg[0-9]+]]: tensor<16x8xf32> {{[^>]*}}offload.global_type = tensor<16x16xf32>
// TRAIN-SAME: %[[W2:arg[0-9]+]]: tensor<8x16xf32> {{[^>]*}}offload.global_type = tensor<16x16xf32>
// TRAIN-SAME: -> (tensor<16x8xf32> {{[^>]*}}offload.global_type = tensor<16x16xf32>
// TRAIN-SAME: tensor<8x16xf32> {{[^>]*}}offload.global_type = tensor<16x16xf32>
// TRAIN-NEXT: %[[H:.*]] = "stablehlo.dot_general"(%[[X]], %[[W1]])
// TRAIN-NEXT: %[[T:.*]] = "stablehlo.tanh"(%[[H]]) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// TRAIN: %[[L:.*]]:2 = call @tril(%[[T]]) : (tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xi1>)
// TRAIN: "stablehlo.all_reduce"
// TRAIN-SAME: replica_groups = dense<{{\[\[}}0, 1], [2, 3]]>
// The replicated seed of the backward (1.0, under a sharding constraint or
// @Sharding annotations) is read as the constant itself.
// TRAIN: %[[ONE:.*]] = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
// TRAIN-NEXT: %[[N:.*]] = "stablehlo.reshape"
// TRAIN-NEXT: "stablehlo.divide"(%[[ONE]], %[[N]])
// TRAIN: "stablehlo.dot_general"(%{{.*}}, %[[L]]#0) {{.*}} : (tensor<4x16xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
// TRAIN: %[[GW2:.*]] = "stablehlo.all_reduce"
// TRAIN-SAME: replica_groups = dense<{{\[\[}}0, 2], [1, 3]]>
// TRAIN: call @tril_{{[0-9]+}}(%[[L]]#1, %{{.*}}) : (tensor<4x8xi1>, tensor<4x8xf32>) -> tensor<4x8xf32>
// TRAIN: "stablehlo.multiply"(%{{.*}}, %[[T]]) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// TRAIN: "stablehlo.dot_general"(%{{.*}}, %[[X]]) {{.*}} : (tensor<4x8xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
// TRAIN: %[[GW1:.*]] = "stablehlo.all_reduce"
// TRAIN-SAME: replica_groups = dense<{{\[\[}}0, 2], [1, 3]]>
// TRAIN: return %[[GW1]], %[[GW2]] : tensor<16x8xf32>, tensor<8x16xf32>
// TRAIN-NOT: sdy.manual_computation
// TRAIN-NOT: custom_call
// TRAIN-NOT: @shmap_body

// A jit-wrapped shard_map, called twice: the private function that holds
// it becomes per-device first, and its callers pass it local values (a
// call of a per-device function is read as a manual computation is).
// RUN: hyperoffload-opt %S/inputs/sharded_wrapped_shardy.mlir --allow-unregistered-dialect --offload-per-device | FileCheck %s --check-prefix=WRAPPED
// RUN: hyperoffload-opt %S/inputs/sharded_wrapped_gspmd.mlir --allow-unregistered-dialect --offload-per-device | FileCheck %s --check-prefix=WRAPPED
// WRAPPED-LABEL: func.func public @main(
// WRAPPED-SAME: %[[X:arg[0-9]+]]: tensor<4x16xf32> {{[^>]*}}offload.global_type = tensor<8x16xf32>
// WRAPPED-SAME: %[[W1:arg[0-9]+]]: tensor<16x8xf32>
// WRAPPED-SAME: %[[W2:arg[0-9]+]]: tensor<8x16xf32>
// WRAPPED-SAME: -> (tensor<4x16xf32> {{[^>]*}}offload.global_type = tensor<8x16xf32>
// WRAPPED-NEXT: %[[Y:.*]] = call @layer(%[[X]], %[[W1]], %[[W2]]) : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// WRAPPED-NEXT: %[[Z:.*]] = call @layer(%[[Y]], %[[W1]], %[[W2]]) : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
// WRAPPED-NEXT: return %[[Z]] : tensor<4x16xf32>
// WRAPPED: func.func private @layer(%{{.*}}: tensor<4x16xf32> {offload.global_type = tensor<8x16xf32>}, %{{.*}}: tensor<16x8xf32> {offload.global_type = tensor<16x16xf32>}, %{{.*}}: tensor<8x16xf32> {offload.global_type = tensor<16x16xf32>}) -> (tensor<4x16xf32> {offload.global_type = tensor<8x16xf32>})
// WRAPPED-NEXT: "stablehlo.dot_general"
// WRAPPED-NOT: sdy.manual_computation
// WRAPPED-NOT: custom_call
// WRAPPED-NOT: @shmap_body

// offload-plan plans the per-device program of both forms alike.
// RUN: hyperoffload-opt %S/inputs/sharded_train_shardy.mlir --allow-unregistered-dialect --offload-per-device --offload-plan='hw=gh200-c2c' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: hyperoffload-opt %S/inputs/sharded_train_gspmd.mlir --allow-unregistered-dialect --offload-per-device --offload-plan='hw=gh200-c2c' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: remark: planned @main with {{.*}} on gh200-c2c: peak 2.8KiB

// A module without sharding is left as it is.
// RUN: hyperoffload-opt %s --allow-unregistered-dialect -o %t.before.mlir
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --offload-per-device -o %t.after.mlir
// RUN: diff %t.before.mlir %t.after.mlir
func.func private @body(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = arith.addf %x, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}
func.func @main(%a: tensor<8xf32> {mhlo.sharding = "{replicated}"}) -> tensor<4xf32> {
  %s = "stablehlo.slice"(%a) <{start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4xf32>
  %r = func.call @body(%s) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
