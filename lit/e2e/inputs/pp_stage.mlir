// A pipeline-parallel (PP) step as one device's program of a pipeline of
// 4 stages, each device one stage with its own MLP weights (an up and a
// down projection, 128 KiB each). The input goes through the stages as a
// single microbatch fills a pipeline: each device runs its layer on what it
// holds and sends the result one stage on (`shard.shift` along the
// pipeline, not rotating: the first stage keeps its own), three times,
// then runs its layer once more. The last stage ends with the input run
// through the four stages' layers in order, the others with partial
// pipelines of their own.
shard.grid @grid(shape = 4)
func.func @stage(%x: tensor<8x128xf32>, %up: tensor<128x256xf32>, %down: tensor<256x128xf32>) -> tensor<8x128xf32> {
  %zero = arith.constant 0.0 : f32
  // Layer on what the stage holds (its own input).
  %e0a = tensor.empty() : tensor<8x256xf32>
  %z0a = linalg.fill ins(%zero : f32) outs(%e0a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %u0 = linalg.matmul ins(%x, %up : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z0a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e0b = tensor.empty() : tensor<8x256xf32>
  %r0 = linalg.max ins(%u0, %z0a : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e0b : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e0c = tensor.empty() : tensor<8x128xf32>
  %z0c = linalg.fill ins(%zero : f32) outs(%e0c : tensor<8x128xf32>) -> tensor<8x128xf32>
  %d0 = linalg.matmul ins(%r0, %down : tensor<8x256xf32>, tensor<256x128xf32>) outs(%z0c : tensor<8x128xf32>) -> tensor<8x128xf32>
  %s0 = shard.shift %d0 on @grid grid_axes = [0] shift_axis = 0 offset = 1 : tensor<8x128xf32> -> tensor<8x128xf32>
  // Layer on what the stage holds, received from the stage before.
  %e1a = tensor.empty() : tensor<8x256xf32>
  %z1a = linalg.fill ins(%zero : f32) outs(%e1a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %u1 = linalg.matmul ins(%s0, %up : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z1a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1b = tensor.empty() : tensor<8x256xf32>
  %r1 = linalg.max ins(%u1, %z1a : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e1b : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e1c = tensor.empty() : tensor<8x128xf32>
  %z1c = linalg.fill ins(%zero : f32) outs(%e1c : tensor<8x128xf32>) -> tensor<8x128xf32>
  %d1 = linalg.matmul ins(%r1, %down : tensor<8x256xf32>, tensor<256x128xf32>) outs(%z1c : tensor<8x128xf32>) -> tensor<8x128xf32>
  %s1 = shard.shift %d1 on @grid grid_axes = [0] shift_axis = 0 offset = 1 : tensor<8x128xf32> -> tensor<8x128xf32>
  // Layer on what the stage holds, received from the stage before.
  %e2a = tensor.empty() : tensor<8x256xf32>
  %z2a = linalg.fill ins(%zero : f32) outs(%e2a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %u2 = linalg.matmul ins(%s1, %up : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z2a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2b = tensor.empty() : tensor<8x256xf32>
  %r2 = linalg.max ins(%u2, %z2a : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e2b : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e2c = tensor.empty() : tensor<8x128xf32>
  %z2c = linalg.fill ins(%zero : f32) outs(%e2c : tensor<8x128xf32>) -> tensor<8x128xf32>
  %d2 = linalg.matmul ins(%r2, %down : tensor<8x256xf32>, tensor<256x128xf32>) outs(%z2c : tensor<8x128xf32>) -> tensor<8x128xf32>
  %s2 = shard.shift %d2 on @grid grid_axes = [0] shift_axis = 0 offset = 1 : tensor<8x128xf32> -> tensor<8x128xf32>
  // Layer on what the stage holds, received from the stage before.
  %e3a = tensor.empty() : tensor<8x256xf32>
  %z3a = linalg.fill ins(%zero : f32) outs(%e3a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %u3 = linalg.matmul ins(%s2, %up : tensor<8x128xf32>, tensor<128x256xf32>) outs(%z3a : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3b = tensor.empty() : tensor<8x256xf32>
  %r3 = linalg.max ins(%u3, %z3a : tensor<8x256xf32>, tensor<8x256xf32>) outs(%e3b : tensor<8x256xf32>) -> tensor<8x256xf32>
  %e3c = tensor.empty() : tensor<8x128xf32>
  %z3c = linalg.fill ins(%zero : f32) outs(%e3c : tensor<8x128xf32>) -> tensor<8x128xf32>
  %d3 = linalg.matmul ins(%r3, %down : tensor<8x256xf32>, tensor<256x128xf32>) outs(%z3c : tensor<8x128xf32>) -> tensor<8x128xf32>
  return %d3 : tensor<8x128xf32>
}
