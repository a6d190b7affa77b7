// Dynamic dimensions are sized from the IR: each argument dimension is a
// length, the body's index arithmetic sizes the dimensions inside, and
// lengths a linalg op's indexing maps or an asserted equality tie together
// are one length. dynamic-dim=N gives each independent length N (its
// shortest dimension), ARG.DIM=N pins one, ARG.DIM=+K puts it K above.

// @follow: %y has %x's length plus one (affine.apply), %s both (concat):
// 4N + 4(N+1) + 4(2N+1) bytes with %m's length M: 16N + 8 + M.
// RUN: hyperoffload-opt %s --offload-lifetimes='dynamic-dim=1000 functions=follow' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOLLOW
// RUN: hyperoffload-opt %s --offload-lifetimes='dynamic-dim=1000,1.0=+1 functions=follow' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFFSET
// RUN: hyperoffload-opt %s --offload-lifetimes='dynamic-dim=1000,1.0=5 functions=follow' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIN
// FOLLOW: peak bytes 17008
// OFFSET: peak bytes 17009
// PIN: peak bytes 16013

// @tied: the add's maps bind one loop to both operands, so pinning %a
// sizes %b too: 3 tensors of 100 x 4 floats.
// RUN: hyperoffload-opt %s --offload-lifetimes='dynamic-dim=7,0.0=100 functions=tied' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIED
// TIED: peak bytes 4800

// @asserted: the assert says %a's length is %b's plus one: pinning %b at
// 10 makes %a 11 (4 x 21 bytes); the shorter of the two takes the default.
// RUN: hyperoffload-opt %s --offload-lifetimes='dynamic-dim=3,1.0=10 functions=asserted' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ASSERTED
// RUN: hyperoffload-opt %s --offload-lifetimes='dynamic-dim=10 functions=asserted' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ASSERTED
// ASSERTED: peak bytes 84

// Pins of one length twice, of a static dimension, or an offset without a
// size are errors at the function.
// RUN: not hyperoffload-opt %s --offload-lifetimes='dynamic-dim=4,0.0=100,1.0=3 functions=tied' 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not hyperoffload-opt %s --offload-lifetimes='dynamic-dim=4,0.1=100 functions=tied' 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: not hyperoffload-opt %s --offload-lifetimes='dynamic-dim=0.0=+1 functions=tied' 2>&1 | FileCheck %s --check-prefix=NOSIZE
// RUN: not hyperoffload-opt %s --offload-lifetimes='dynamic-dim=1.1.1' 2>&1 | FileCheck %s --check-prefix=SYNTAX
// TWICE: error: dynamic-dim pins argument 0 dimension 0 and argument 1 dimension 0, which the IR ties to one length; pin one of them
// STATIC: error: dynamic-dim pins argument 0 dimension 1, which is not a dynamic dimension of an argument
// NOSIZE: error: dynamic-dim pins argument 0 dimension 0 at +1 of the other lengths, but gives them no size; add one (dynamic-dim=N,0.0=+1)
// SYNTAX: option 'dynamic-dim' expects a size for every dynamic length

#id = affine_map<(d0) -> (d0)>
#plus1 = affine_map<()[s0] -> (s0 + 1)>
func.func @follow(%x: tensor<?xf32>, %m: tensor<?xi8>) -> (tensor<?xf32>, tensor<?xi8>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %d1 = affine.apply #plus1()[%d]
  %e = tensor.empty(%d1) : tensor<?xf32>
  %y = linalg.fill ins(%cst : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %s = tensor.concat dim(0) %x, %y : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %s, %m : tensor<?xf32>, tensor<?xi8>
}

func.func @tied(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %v = arith.addf %p, %q : f32
    linalg.yield %v : f32
  } -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

func.func @asserted(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %da = tensor.dim %a, %c0 : tensor<?xf32>
  %db = tensor.dim %b, %c0 : tensor<?xf32>
  %db1 = arith.addi %db, %c1 : index
  %eq = arith.cmpi eq, %da, %db1 : index
  cf.assert %eq, "sizes differ"
  return %a : tensor<?xf32>
}
