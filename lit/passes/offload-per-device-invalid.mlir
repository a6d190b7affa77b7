// RUN: hyperoffload-opt %s --allow-unregistered-dialect --split-input-file --offload-per-device --verify-diagnostics
// A refused module is not written, not even in part.
// RUN: not hyperoffload-opt %s --allow-unregistered-dialect --split-input-file --offload-per-device 2>/dev/null | FileCheck %s --allow-empty
// CHECK-NOT: func.func

// Checks that an op outside the manual computations computing on a sharded
// argument is refused: what each device computes there is not written.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @outside(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'arith.addf' computes outside the shard_map bodies on a sharded value (tensor<8xf32>)}}
  %b = arith.addf %a, %a : tensor<8xf32>
  %r = "sdy.manual_computation"(%b) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
  ^bb0(%l: tensor<4xf32>):
    "sdy.return"(%l) : (tensor<4xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Checks that a manual computation's sharded result read outside the
// bodies is refused.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @result_outside(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
  ^bb0(%l: tensor<4xf32>):
    "sdy.return"(%l) : (tensor<4xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  // expected-error @+1 {{'arith.mulf' computes outside the shard_map bodies on a sharded value}}
  %s = arith.mulf %r, %r : tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// Checks that a global value two manual computations take with different
// local types (split on another axis) is refused.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=2]>, sym_name = "mesh"}> : () -> ()
func.func @two_locals(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %r = "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {"y"}]>]>}> ({
  ^bb0(%l: tensor<4x4xf32>):
    "sdy.return"(%l) : (tensor<4x4xf32>) -> ()
  }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  // expected-error @+1 {{operand #0 (global tensor<8x8xf32>) is taken here as local tensor<2x8xf32>, and as local tensor<4x4xf32> elsewhere}}
  %s = "sdy.manual_computation"(%r) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}, {}]>]>, manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x", "y"}, {}]>]>}> ({
  ^bb0(%l: tensor<2x8xf32>):
    "sdy.return"(%l) : (tensor<2x8xf32>) -> ()
  }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r, %s : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// Checks that an argument two manual computations take with different
// local types is refused.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @argument_two_locals(%a: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %r = "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}> ({
  ^bb0(%l: tensor<4x8xf32>):
    "sdy.return"(%l) : (tensor<4x8xf32>) -> ()
  }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  // expected-error @+1 {{operand #0 (global tensor<8x8xf32>) is taken here as local tensor<8x4xf32>, and as local tensor<4x8xf32> elsewhere}}
  %s = "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}]>]>}> ({
  ^bb0(%l: tensor<8x4xf32>):
    "sdy.return"(%l) : (tensor<8x4xf32>) -> ()
  }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r, %s : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// Checks that a manual computation leaving a mesh axis automatic is
// refused: the compiler partitions its body further.
"sdy.mesh"() <{mesh = #sdy.mesh<["dp"=2, "tp"=2]>, sym_name = "mesh"}> : () -> ()
func.func @partial(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{it is manual over "dp" only, and mesh axes "tp" stay automatic inside it}}
  %r = "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}]>]>, manual_axes = #sdy<manual_axes{"dp"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"dp"}]>]>}> ({
  ^bb0(%l: tensor<4xf32>):
    "sdy.return"(%l) : (tensor<4xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Checks that a shard cut out of a value computed outside the manual
// computations is refused: each device would slice it by its place in the
// mesh.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @sliced(%a: tensor<8xf32>) -> tensor<8xf32> {
  %c = arith.addf %a, %a : tensor<8xf32>
  // expected-error @+1 {{it cuts its local tensor<4xf32> out of operand #0, a global tensor<8xf32> computed outside the manual computations}}
  %r = "sdy.manual_computation"(%c) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
  ^bb0(%l: tensor<4xf32>):
    "sdy.return"(%l) : (tensor<4xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Checks that a sharding constraint that shards a value outside the
// bodies is refused.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @resharded(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{this 'sdy.sharding_constraint' outside the manual computations shards a value}}
  %c = "sdy.sharding_constraint"(%a) <{sharding = #sdy.sharding<@mesh, [{"x"}]>}> : (tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}

// -----

// Checks that a GSPMD shard_map body called twice is refused: inlining
// moves its ops into one call's place.
func.func private @shmap_body(%l: tensor<4xf32>) -> tensor<4xf32> {
  return %l : tensor<4xf32>
}
func.func @twice(%a: tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<8xf32> {
  %s = "stablehlo.custom_call"(%a) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<4xf32>
  // expected-error @+1 {{cannot inline the shard_map body '@shmap_body': it is called 2 times}}
  %b = func.call @shmap_body(%s) : (tensor<4xf32>) -> tensor<4xf32>
  %c = func.call @shmap_body(%b) : (tensor<4xf32>) -> tensor<4xf32>
  %f = "stablehlo.custom_call"(%c) <{call_target_name = "SPMDShardToFullShape"}> {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// Checks that an op outside the body on a value GSPMD turned back to its
// global shape is refused.
func.func private @shmap_body(%l: tensor<4xf32>) -> tensor<4xf32> {
  return %l : tensor<4xf32>
}
func.func @gspmd_outside(%a: tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<8xf32> {
  %s = "stablehlo.custom_call"(%a) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<4xf32>
  %b = func.call @shmap_body(%s) : (tensor<4xf32>) -> tensor<4xf32>
  %m = "stablehlo.custom_call"(%b) <{call_target_name = "Sharding"}> {mhlo.sharding = "{manual}"} : (tensor<4xf32>) -> tensor<4xf32>
  %f = "stablehlo.custom_call"(%m) <{call_target_name = "SPMDShardToFullShape"}> {mhlo.sharding = "{devices=[2]<=[2]}"} : (tensor<4xf32>) -> tensor<8xf32>
  // expected-error @+1 {{'arith.addf' computes outside the shard_map bodies on a sharded value (tensor<8xf32>)}}
  %g = arith.addf %f, %f : tensor<8xf32>
  return %g : tensor<8xf32>
}

// -----

// Checks that a GSPMD shard_map manual over some mesh axes only is refused.
func.func private @shmap_body(%l: tensor<4xf32>) -> tensor<4xf32> {
  return %l : tensor<4xf32>
}
func.func @gspmd_partial(%a: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{it is manual over some mesh axes only}}
  %s = "stablehlo.custom_call"(%a) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{devices=[2,2]<=[4] last_tile_dims={manual}}"} : (tensor<8xf32>) -> tensor<4xf32>
  %b = func.call @shmap_body(%s) : (tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// Checks that a shard cut out of a value computed outside the bodies is
// refused: each device would slice it by its place in the mesh.
func.func private @shmap_body(%l: tensor<4xf32>) -> tensor<4xf32> {
  return %l : tensor<4xf32>
}
func.func @sliced(%a: tensor<8xf32>) -> tensor<4xf32> {
  %c = arith.addf %a, %a : tensor<8xf32>
  // expected-error @+1 {{it cuts the shard tensor<4xf32> out of a global tensor<8xf32> computed outside the bodies}}
  %s = "stablehlo.custom_call"(%c) <{call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<8xf32>) -> tensor<4xf32>
  %b = func.call @shmap_body(%s) : (tensor<4xf32>) -> tensor<4xf32>
  return %b : tensor<4xf32>
}

// -----

// Checks that a program sharded without shard_map (its arguments split,
// no manual computation) is refused where it computes: the compiler's
// partitioner writes its per-device program, not the module.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @automatic(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'arith.addf' computes outside the shard_map bodies on a sharded value (tensor<8xf32>)}}
  %b = arith.addf %a, %a : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// The same in the GSPMD form.
func.func @automatic_gspmd(%a: tensor<8xf32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> tensor<8xf32> {
  // expected-error @+1 {{'arith.addf' computes outside the shard_map bodies on a sharded value (tensor<8xf32>)}}
  %b = arith.addf %a, %a : tensor<8xf32>
  return %b : tensor<8xf32>
}

// -----

// Checks that a call of a per-device function (a jit-wrapped shard_map) on
// a value computed outside the bodies is refused: each device would slice
// it by its place in the mesh.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func private @wrapped(%a: tensor<8xf32>) -> tensor<8xf32> {
  %r = "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>}> ({
  ^bb0(%l: tensor<4xf32>):
    "sdy.return"(%l) : (tensor<4xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @caller(%a: tensor<8xf32>) -> tensor<8xf32> {
  %c = arith.addf %a, %a : tensor<8xf32>
  // expected-error @+1 {{cannot make this call per-device: its callee takes operand #0 as local tensor<4xf32>, but it is a global tensor<8xf32> computed outside the shard_map bodies}}
  %r = func.call @wrapped(%c) : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Checks that Shardy's form carried through HLO is refused with how to
// export the form this pass reads.
func.func @round_tripped(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{it is Shardy's form carried through HLO (an '@xla.sdy.*' custom call), which this pass does not read}}
  %s = "stablehlo.custom_call"(%a) <{call_target_name = "xla.sdy.GlobalToLocalShape"}> : (tensor<8xf32>) -> tensor<4xf32>
  %r = "stablehlo.custom_call"(%s) <{call_target_name = "xla.sdy.LocalToGlobalShape"}> : (tensor<4xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Checks that the size of a dimension the sharding splits, read outside the
// bodies, is refused: each device's shard has its own size there.
"sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
func.func @split_dimension_size(%a: tensor<?x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<?x8xf32> {
  // expected-error @+1 {{'stablehlo.get_dimension_size' computes outside the shard_map bodies on a sharded value (tensor<?x8xf32>)}}
  %t = "stablehlo.get_dimension_size"(%a) <{dimension = 0 : i64}> : (tensor<?x8xf32>) -> tensor<i32>
  %r = "sdy.manual_computation"(%t, %a) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"x"}, {}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}> ({
  ^bb0(%n: tensor<i32>, %l: tensor<?x8xf32>):
    "sdy.return"(%l) : (tensor<?x8xf32>) -> ()
  }) : (tensor<i32>, tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}
