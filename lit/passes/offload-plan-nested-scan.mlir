// A scan nested in another loop, as JAX writes a loop over steps
// (`fori_loop`) around a `lax.scan` over layers: both `stablehlo.while`
// loops carry the stacked weights, the inner one reads a slice per
// iteration through a call of dynamic_index_in_dim at its counter. With
// the stack in host (remote-args=1), the inner loop streams it, run once
// per outer iteration: its pipeline starts again in each run (the first
// slice copied and waited for before the inner loop). A 4 MiB slice
// copies in 14.3 us behind a layer's 37.8 us over NVLink-C2C, so the two
// runs' first-slice waits cost less than the 16 MiB stack's whole copy:
// it streams, the stack leaves both loops' carries, and the device holds
// two slices instead of four (28.0 -> 16.0 MiB). The plan passes the
// checker, at the simulator's makespan. The same loops as scf.while (as
// stablehlo-to-scf writes them) stream the same way.
//
// RUN: hyperoffload-opt --allow-unregistered-dialect %s --offload-plan='hw=gh200-c2c remote-args=1' --offload-verify='hw=gh200-c2c' -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --input-file=%t.mlir --check-prefix=IR
// RUN: python3 %scripts/stablehlo_while_to_scf.py %s > %t.scf.mlir
// RUN: hyperoffload-opt --allow-unregistered-dialect %t.scf.mlir --offload-plan='hw=gh200-c2c remote-args=1' --offload-verify='hw=gh200-c2c' -o /dev/null 2>&1 | FileCheck %s
// RUN: hyperoffload-opt --allow-unregistered-dialect %s --offload-plan='hw=gh200-c2c remote-args=1 stream-loops=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
//
// CHECK: remark: loop over 4 iterations, run 2 times: streams %arg1 from host (a slice of 4.0MiB, 14.3us on the link); an iteration's copies take 14.3us behind its 37.8us of compute
// CHECK: remark: planned @main with {{.*}} peak 28.0MiB -> 16.0MiB (-42.9%), makespan 301us
// CHECK: remark: verified @main: 10 transfers {{.*}} peak 16.0MiB (16777228 bytes), makespan 301us
//
// IR-LABEL: func.func @main
// IR: %[[W:.*]] = "offload.resident"(%arg1) {tier = "host"}
// IR: %{{.*}}:2 = "stablehlo.while"(%{{.*}}, %arg0)
// IR: %{{.*}}:2 = "stablehlo.while"
// IR: }, {
// IR-NEXT: ^bb0(%[[I:arg[0-9]+]]: tensor<i32>, %{{.*}}: tensor<1024x1024xf32>):
// IR-NEXT: "offload.prefetch_slice"(%[[W]], %[[I]]) : (!offload.remote<tensor<4x1024x1024xf32>>, tensor<i32>) -> tensor<1024x1024xf32>
// IR-NOT: call @dynamic_index_in_dim
// IR: return
//
// OFF: remark: planned @main with {{.*}} peak 28.0MiB -> 28.0MiB (+0.0%)

"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x1024x1024xf32>, tensor<i32>) -> tensor<1024x1024xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%stack: tensor<4x1024x1024xf32>, %index: tensor<i32>):
    %z0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %z1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %s = "stablehlo.dynamic_slice"(%stack, %index, %z0, %z1) <{slice_sizes = array<i64: 1, 1024, 1024>}> : (tensor<4x1024x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1024x1024xf32>
    %r = "stablehlo.reshape"(%s) : (tensor<1x1024x1024xf32>) -> tensor<1024x1024xf32>
    "func.return"(%r) : (tensor<1024x1024xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1024x1024xf32>, tensor<4x1024x1024xf32>) -> tensor<1024x1024xf32>, res_attrs = [{}], sym_name = "main"}> ({
  ^bb0(%x: tensor<1024x1024xf32>, %w: tensor<4x1024x1024xf32>):
    %t0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %out:3 = "stablehlo.while"(%t0, %x, %w) ({
    ^bb0(%t: tensor<i32>, %h: tensor<1024x1024xf32>, %ww: tensor<4x1024x1024xf32>):
      %steps = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %more = "stablehlo.compare"(%t, %steps) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%more) : (tensor<i1>) -> ()
    }, {
    ^bb0(%t: tensor<i32>, %h: tensor<1024x1024xf32>, %ww: tensor<4x1024x1024xf32>):
      %i0 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %layers:3 = "stablehlo.while"(%i0, %h, %ww) ({
      ^bb0(%i: tensor<i32>, %y: tensor<1024x1024xf32>, %wi: tensor<4x1024x1024xf32>):
        %n = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
        %go = "stablehlo.compare"(%i, %n) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%go) : (tensor<i1>) -> ()
      }, {
      ^bb0(%i: tensor<i32>, %y: tensor<1024x1024xf32>, %wi: tensor<4x1024x1024xf32>):
        %wl = "func.call"(%wi, %i) <{callee = @dynamic_index_in_dim}> : (tensor<4x1024x1024xf32>, tensor<i32>) -> tensor<1024x1024xf32>
        %z = "stablehlo.dot_general"(%y, %wl) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
        %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %next = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        "stablehlo.return"(%next, %z, %wi) : (tensor<i32>, tensor<1024x1024xf32>, tensor<4x1024x1024xf32>) -> ()
      }) : (tensor<i32>, tensor<1024x1024xf32>, tensor<4x1024x1024xf32>) -> (tensor<i32>, tensor<1024x1024xf32>, tensor<4x1024x1024xf32>)
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %tn = "stablehlo.add"(%t, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%tn, %layers#1, %ww) : (tensor<i32>, tensor<1024x1024xf32>, tensor<4x1024x1024xf32>) -> ()
    }) : (tensor<i32>, tensor<1024x1024xf32>, tensor<4x1024x1024xf32>) -> (tensor<i32>, tensor<1024x1024xf32>, tensor<4x1024x1024xf32>)
    "func.return"(%out#1) : (tensor<1024x1024xf32>) -> ()
  }) : () -> ()
}) : () -> ()
