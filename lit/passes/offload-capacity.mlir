// offload-capacity on a function whose bytes grow with one dynamic length L:
// %x (caller-held), %y and %z are L floats each and all live at %z's op, so
// the step needs 12 L bytes. Within a budget of 12000 bytes the longest
// length is 1000 without offload, and with offload too: that op's working
// set is the whole peak, which the remark names as the limit.
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=12000 dim-max=4096 min-bytes=0 report=%t.json svg=%t.svg' | FileCheck %s --check-prefix=IR
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=12000 dim-max=4096 min-bytes=0' -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// One picture per function of the module: %t.<function>.svg.
// RUN: FileCheck %s --check-prefix=SVG < %t.grow.svg
// Steps of 64 from 8: 8 + 15 x 64 = 968 is the last length below 1000.
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=12000 dim-min=8 dim-max=4096 dim-step=64' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STEP
// A pin fixes a length the search does not vary: %x at 100 floats, %w's
// length L searched. At the concat %x, %w and the result (100 + L floats)
// are on the device: 800 + 8 L bytes, so 1400 is the longest.
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=12000 dim-max=4096 dynamic-dim=0.0=100 functions=pinned' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PINNED
// PINNED: capacity @pinned on gh200-c2c within 11.7KiB at <= 1.0% over compute: longest 1400 without offload
// PINNED: the length searched sizes %arg1 dim 0
// @weighted reads %w (4 KiB) first: streamed from host it stalls the step
// far beyond 1%, so with %w in host nothing fits; ours may keep it on the
// device (place-args, the default), where the step needs 12 L + 8 KiB.
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=20192 dim-max=4096 remote-args=1 functions=weighted' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLACED
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=20192 dim-max=4096 remote-args=1 functions=weighted place-args=false' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STREAMED
// PLACED: longest 1000 without offload, 1000 with ilp (1.00x)
// PLACED: at its longest, ilp keeps 1 of the 1 arguments of remote-args on the device (place-args)
// STREAMED: longest 1000 without offload, none with ilp;
// STREAMED-NEXT: at 1: ilp's plan within the budget takes {{[0-9.]+}}% over compute-only time
// A latency target replaces the slowdown. @weighted has no tokens
// argument, so the one target given applies: within 20us a step may stream
// %w and offload, and ours goes past the budget's limit without offload.
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=20192 dim-max=4096 remote-args=1 functions=weighted place-args=false tpot=20us' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TPOT
// TPOT: capacity @weighted on gh200-c2c within 19.7KiB at a tpot of 20.0us: longest 1000 without offload, 1341 with ilp (1.34x)
// @decode_batch reads one token per sequence: a decode step, held to tpot
// (ttft is for prefills), its batch searched. At 4.2us the time ends the
// search before the budget does (511 rows).
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=1MiB dim-max=4096 functions=decode_batch ttft=1ms tpot=4.2us report=%t.tpot.json' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BATCH
// RUN: FileCheck %s --check-prefix=BATCH-JSON < %t.tpot.json
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=1MiB dim-max=4096 functions=decode_batch ttft=1ms tpot=6us' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BATCH-BUDGET
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=1MiB dim-max=4096 functions=decode_batch ttft=1ms' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BATCH-TTFT
// BATCH: capacity @decode_batch on gh200-c2c within 1.0MiB at a tpot of 4.20us: longest 319 without offload, 319 with ilp (1.00x)
// BATCH-NEXT: at 320: ilp's plan within the budget takes {{[0-9.]+}}us, over the tpot of 4.20us
// BATCH-JSON: "latency": {
// BATCH-JSON-NEXT: "phase": "decode",
// BATCH-JSON-NEXT: "seconds": 4.2e-6
// BATCH-BUDGET: longest 511 without offload, 511 with ilp (1.00x)
// BATCH-BUDGET-NEXT: at 512: every plan holds 1.0MiB on the device at the function's return, over the budget
// BATCH-TTFT: capacity @decode_batch on gh200-c2c within 1.0MiB at <= 1.0% over compute
// BATCH-TTFT: ttft= does not apply: @decode_batch is a decode step: one token per sequence (its first integer argument); tpot= sets its target, and without it the slowdown bounds it
// The whole range fits a budget of 1 MiB: the search says it stopped at dim-max.
// RUN: hyperoffload-opt %s --offload-capacity='hw=gh200-c2c budget=1MiB dim-max=4096' -o /dev/null 2>&1 | FileCheck %s --check-prefix=MAX

// CHECK: remark: capacity @grow on gh200-c2c within 11.7KiB at <= 1.0% over compute: longest 1000 without offload, 1000 with ilp (1.00x); interval 1000 (prefetch distance {{[0-9]+}}), pytorch-ao {{[0-9a-z]+}}, reactive 1000; {{[0-9]+}} lengths measured in
// CHECK-NEXT: at 1001: the op at step 5 needs 11.7KiB on the device at once, over the budget
// CHECK-NEXT: the limit is the working set, not offloading: at 1001 one op needs 11.7KiB on the device at once (linalg.generic at {{.*}}offload-capacity.mlir:{{[0-9]+}}:{{[0-9]+}}, step 5), over the budget

// STEP: longest 968 without offload, 968 with ilp (1.00x)
// MAX: longest 4096 (dim-max) without offload, 4096 (dim-max) with ilp (1.00x)

// The IR is unchanged.
// IR-LABEL: func.func @grow
// IR-NOT: offload.

// JSON: "pass": "offload-capacity"
// JSON: "name": "grow"
// JSON: "budget_bytes": 12000
// JSON: "longest_without_offload": 1000
// JSON-NEXT: "longest_with_offload": 1000
// JSON-NEXT: "ratio": 1.0
// JSON: "points"
// JSON: "length": 1000,
// JSON-NEXT: "no_offload_peak_bytes": 12000
// JSON: "length": 1001
// JSON-NEXT: "no_offload_peak_bytes": 12012

// SVG: capacity of @grow on gh200-c2c
// SVG: longest 1000 without offload, 1000 with ilp (1.00x)

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @grow(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.exp %i : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %e2 = tensor.empty(%d) : tensor<?xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%y, %x : tensor<?xf32>, tensor<?xf32>) outs(%e2 : tensor<?xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  return %z : tensor<?xf32>
}

func.func @pinned(%x: tensor<?xf32>, %w: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.exp %i : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %e2 = tensor.empty(%d) : tensor<?xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%y, %x : tensor<?xf32>, tensor<?xf32>) outs(%e2 : tensor<?xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %s = tensor.concat dim(0) %z, %w : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %s : tensor<?xf32>
}

func.func @weighted(%x: tensor<?xf32>, %w: tensor<1024xf32>) -> (tensor<?xf32>, tensor<1024xf32>) {
  %c0 = arith.constant 0 : index
  %f = tensor.empty() : tensor<1024xf32>
  %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%w : tensor<1024xf32>) outs(%f : tensor<1024xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.exp %i : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  %d = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%d) : tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.exp %i : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %e2 = tensor.empty(%d) : tensor<?xf32>
  %z = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%y, %x : tensor<?xf32>, tensor<?xf32>) outs(%e2 : tensor<?xf32>) {
  ^bb0(%i: f32, %j: f32, %o: f32):
    %r = arith.addf %i, %j : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  return %z, %v : tensor<?xf32>, tensor<1024xf32>
}

// A decode step over a dynamic batch: one token per sequence (%ids), so
// tpot= applies and ttft= does not; the search is over the batch.
func.func @decode_batch(%ids: tensor<?x1xi32>, %h: tensor<?x256xf32>) -> tensor<?x256xf32> {
  %c0 = arith.constant 0 : index
  %b = tensor.dim %h, %c0 : tensor<?x256xf32>
  %e = tensor.empty(%b) : tensor<?x256xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<?x256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%i: f32, %o: f32):
    %r = math.exp %i : f32
    linalg.yield %r : f32
  } -> tensor<?x256xf32>
  return %y : tensor<?x256xf32>
}
