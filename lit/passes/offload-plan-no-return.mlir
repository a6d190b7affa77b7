// A generic-form body may end in any op; the planner reads the function's
// results at its func.return, so a body without one is a located error (not
// a crash while rewriting the results).
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --offload-plan='hw=gh200-c2c min-bytes=1KiB'
// RUN: hyperoffload-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --offload-lifetimes

"func.func"() <{function_type = (tensor<4096xf32>) -> tensor<4096xf32>, sym_name = "no_return"}> ({
^bb0(%a: tensor<4096xf32>):
  %x = "arith.addf"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
  // expected-error @+1 {{the body of @no_return ends in 'foo.bar', not func.return; offload analysis reads the function's results at its return}}
  "foo.bar"(%x) : (tensor<4096xf32>) -> ()
}) : () -> ()
