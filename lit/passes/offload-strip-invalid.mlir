// RUN: hyperoffload-opt %s --split-input-file --verify-diagnostics --offload-strip

// Checks that a remote copy escaping through func.return is refused at the
// return, since the caller would get a copy that no longer exists.
func.func @escapes(%x: tensor<8xf32>) -> !offload.remote<tensor<8xf32>> {
  %r = "offload.store"(%x) {tier = "host"} : (tensor<8xf32>) -> !offload.remote<tensor<8xf32>>
  // expected-error @+1 {{cannot strip the remote copy made by 'offload.store': it is used by 'func.return', which offload-strip does not rewrite}}
  return %r : !offload.remote<tensor<8xf32>>
}

// -----

// Checks that a prefetch from a remote block argument is refused: the value
// the copy was made from is not known here.
func.func @from_argument(%r: !offload.remote<tensor<8xf32>>) -> tensor<8xf32> {
  // expected-error @+1 {{cannot strip 'offload.prefetch': it depends on a remote copy or token that is a block argument}}
  %x = "offload.prefetch"(%r) : (!offload.remote<tensor<8xf32>>) -> tensor<8xf32>
  return %x : tensor<8xf32>
}

// -----

// Checks that a wait on a token passed in as an argument is refused.
func.func @token_argument(%t: !offload.token) {
  // expected-error @+1 {{cannot strip 'offload.wait': it depends on a remote copy or token that is a block argument}}
  "offload.wait"(%t) : (!offload.token) -> ()
  return
}

// -----

// Checks that a clone (offload.recompute) with no earlier op of its block
// that computes the same from the same operands is refused at the clone:
// there is nothing to fold it into.
func.func @orphan_clone(%a: tensor<8xf32>) -> tensor<8xf32> {
  %x = math.exp %a : tensor<8xf32>
  // expected-error @+1 {{cannot strip this clone of 'math.log' (offload.recompute): no earlier op of its block computes the same from the same operands; drop the attribute to keep it as an op of the program}}
  %y = math.log %a {offload.recompute} : tensor<8xf32>
  %z = arith.addf %x, %y : tensor<8xf32>
  return %z : tensor<8xf32>
}
