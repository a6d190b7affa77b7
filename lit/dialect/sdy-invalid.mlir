// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics

// Checks that the custom form of sdy.manual_computation, which is Shardy's
// own, is refused at the op with how to export the generic form instead.
func.func @custom_form(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.manual_computation' is read in the generic op form only; export the module in the generic op form}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%l: tensor<4xf32>) {
    sdy.return %l : tensor<4xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Checks that a token outside Shardy's attribute syntax is refused where it
// stands.
// expected-error @+1 {{unexpected token in an '#sdy' attribute}}
func.func private @float_in_sharding(tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, 1.5>})
