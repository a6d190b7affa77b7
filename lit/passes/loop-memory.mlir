// The temporaries of a loop body, a branch or a callee hold device memory
// while the op runs: the op's scratch, the peak of the values its regions
// define and do not yield (or return). Here each body makes one 256 KiB
// temporary (%t, live from the exp to the add) besides what it yields, so
// the op's step holds its operand, its result and 256 KiB of scratch. In
// @loop the call's unused result and the callee's temporary are held at
// once (512 KiB): the loop's scratch is the larger of its steps.
// RUN: hyperoffload-opt %s --offload-lifetimes='functions=loop' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOP
// LOOP: tensors 3
// LOOP: peak bytes 1048576 (1.0MiB) at step 3 (scf.for)
// RUN: hyperoffload-opt %s --offload-lifetimes='functions=call' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CALL
// CALL: peak bytes 786432 (768.0KiB) at step 0 (func.call)
// RUN: hyperoffload-opt %s --offload-lifetimes='functions=branch' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BRANCH
// BRANCH: peak bytes 786432 (768.0KiB) at step 0 (scf.if)
// The planner counts the scratch and never moves it (no op uses it).
// RUN: hyperoffload-opt %s --offload-plan='hw=gh200-c2c functions=loop' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: planned @loop with {{.*}}: peak 1.0MiB -> 1.0MiB

func.func @loop(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %x) -> (tensor<256x256xf32>) {
    %u = func.call @layer(%h) : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %e = tensor.empty() : tensor<256x256xf32>
    %t = linalg.exp ins(%h : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
    %e2 = tensor.empty() : tensor<256x256xf32>
    %v = linalg.add ins(%t, %h : tensor<256x256xf32>, tensor<256x256xf32>) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
    scf.yield %v : tensor<256x256xf32>
  }
  return %r : tensor<256x256xf32>
}

func.func @call(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %r = func.call @layer(%x) : (tensor<256x256xf32>) -> tensor<256x256xf32>
  return %r : tensor<256x256xf32>
}

func.func @branch(%x: tensor<256x256xf32>, %p: i1) -> tensor<256x256xf32> {
  %r = scf.if %p -> (tensor<256x256xf32>) {
    %e = tensor.empty() : tensor<256x256xf32>
    %t = linalg.exp ins(%x : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
    %e2 = tensor.empty() : tensor<256x256xf32>
    %v = linalg.add ins(%t, %x : tensor<256x256xf32>, tensor<256x256xf32>) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
    scf.yield %v : tensor<256x256xf32>
  } else {
    scf.yield %x : tensor<256x256xf32>
  }
  return %r : tensor<256x256xf32>
}

func.func private @layer(%a: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %e = tensor.empty() : tensor<256x256xf32>
  %t = linalg.exp ins(%a : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e2 = tensor.empty() : tensor<256x256xf32>
  %u = linalg.add ins(%t, %a : tensor<256x256xf32>, tensor<256x256xf32>) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %u : tensor<256x256xf32>
}
