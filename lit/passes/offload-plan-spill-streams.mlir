// RUN: not hyperoffload-opt %s --offload-plan='hw=gh200-c2c-nvme remote-args=0 capacity=host:10KiB spill=nvme' -o %t.out 2>&1 | FileCheck %s --check-prefix=FULL --implicit-check-not='internal error'
// RUN: not test -e %t.out
// RUN: hyperoffload-opt %s --offload-plan='hw=gh200-c2c-nvme remote-args=0 capacity=host:70KiB spill=nvme' --offload-verify='hw=gh200-c2c-nvme capacity=host:70KiB' 2>&1 >/dev/null | FileCheck %s --check-prefix=ROOM

// Stacked weights declared in host (the input of lit/e2e/streamed_loop.test)
// with spill tiers. A loop streams a stack from the tier the plan places
// it in: where host has no room for the stack, that is nvme, whose
// slices the loop weighs on nvme's link (and here keeps the stack whole);
// the function is then refused as host cannot take the stack's copy on
// its way from nvme, as without streaming, where it used to be streamed
// from host and planned in nvme. With room in host, it streams from host
// and the figures are offload-verify's.
// FULL: remark: loop over 4 iterations: keeps %arg0 whole: its slices (16.0KiB each, 101us on the link)
// FULL: error: cannot plan @layers: no plan fits host
// ROOM: remark: loop over 4 iterations: streams %arg0 from host
// ROOM: remark: planned @layers with {{.*}}: peak 128.0KiB -> [[PEAK:[0-9.]+[KM]iB]] ({{.*}}), makespan [[TIME:[0-9.]+us]] (
// ROOM: remark: verified @layers: {{.*}} peak [[PEAK]] ({{[0-9]+}} bytes), makespan [[TIME]]

func.func @layers(%w: tensor<4x64x64xf32>, %x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<64x64xf32>
  %skip = linalg.exp ins(%x : tensor<64x64xf32>) outs(%es : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<64x64xf32>
  %h0 = linalg.tanh ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<64x64xf32>) {
    %ws = tensor.extract_slice %w[%i, 0, 0] [1, 64, 64] [1, 1, 1] : tensor<4x64x64xf32> to tensor<64x64xf32>
    %e = tensor.empty() : tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%h, %ws : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.tanh ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %u = linalg.add ins(%t, %h : tensor<64x64xf32>, tensor<64x64xf32>) outs(%h : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.yield %u : tensor<64x64xf32>
  }
  %eo = tensor.empty() : tensor<64x64xf32>
  %out = linalg.add ins(%r, %skip : tensor<64x64xf32>, tensor<64x64xf32>) outs(%eo : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %out : tensor<64x64xf32>
}
