// Two iterations of an outer scf.for whose body holds an inner scf.for of
// four layers (the body of inputs/body_loop.mlir): %b, made before the
// inner loop, is read after it and two matmuls; inside, %a is made first
// and read last. Both bodies get cache ops, the inner one first.
func.func @nested(%w: tensor<4x384x384xf32>, %x: tensor<384x384xf32>) -> tensor<384x384xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %eg = tensor.empty() : tensor<384x384xf32>
  %g0 = linalg.tanh ins(%x : tensor<384x384xf32>) outs(%eg : tensor<384x384xf32>) -> tensor<384x384xf32>
  %out = scf.for %k = %c0 to %c2 step %c1 iter_args(%g = %g0) -> (tensor<384x384xf32>) {
    %eb = tensor.empty() : tensor<384x384xf32>
    %b = linalg.exp ins(%g : tensor<384x384xf32>) outs(%eb : tensor<384x384xf32>) -> tensor<384x384xf32>
    %ep = tensor.empty() : tensor<384x384xf32>
    %fp = linalg.fill ins(%zero : f32) outs(%ep : tensor<384x384xf32>) -> tensor<384x384xf32>
    %p = linalg.matmul ins(%g, %g : tensor<384x384xf32>, tensor<384x384xf32>) outs(%fp : tensor<384x384xf32>) -> tensor<384x384xf32>
    %eq = tensor.empty() : tensor<384x384xf32>
    %fq = linalg.fill ins(%zero : f32) outs(%eq : tensor<384x384xf32>) -> tensor<384x384xf32>
    %q = linalg.matmul ins(%p, %g : tensor<384x384xf32>, tensor<384x384xf32>) outs(%fq : tensor<384x384xf32>) -> tensor<384x384xf32>
    %e0 = tensor.empty() : tensor<384x384xf32>
    %h0 = linalg.tanh ins(%q : tensor<384x384xf32>) outs(%e0 : tensor<384x384xf32>) -> tensor<384x384xf32>
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%h = %h0) -> (tensor<384x384xf32>) {
      %ws = tensor.extract_slice %w[%i, 0, 0] [1, 384, 384] [1, 1, 1] : tensor<4x384x384xf32> to tensor<384x384xf32>
      %ea = tensor.empty() : tensor<384x384xf32>
      %a = linalg.exp ins(%h : tensor<384x384xf32>) outs(%ea : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_m1 = tensor.empty() : tensor<384x384xf32>
      %f_m1 = linalg.fill ins(%zero : f32) outs(%e_m1 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %m1 = linalg.matmul ins(%h, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m1 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_m2 = tensor.empty() : tensor<384x384xf32>
      %f_m2 = linalg.fill ins(%zero : f32) outs(%e_m2 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %m2 = linalg.matmul ins(%m1, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m2 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_m3 = tensor.empty() : tensor<384x384xf32>
      %f_m3 = linalg.fill ins(%zero : f32) outs(%e_m3 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %m3 = linalg.matmul ins(%m2, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m3 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_m4 = tensor.empty() : tensor<384x384xf32>
      %f_m4 = linalg.fill ins(%zero : f32) outs(%e_m4 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %m4 = linalg.matmul ins(%m3, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_m4 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_b1 = tensor.empty() : tensor<384x384xf32>
      %f_b1 = linalg.fill ins(%zero : f32) outs(%e_b1 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %b1 = linalg.matmul ins(%m4, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b1 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_s1 = tensor.empty() : tensor<384x384xf32>
      %s1 = linalg.add ins(%b1, %m3 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s1 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_b2 = tensor.empty() : tensor<384x384xf32>
      %f_b2 = linalg.fill ins(%zero : f32) outs(%e_b2 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %b2 = linalg.matmul ins(%s1, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b2 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_s2 = tensor.empty() : tensor<384x384xf32>
      %s2 = linalg.add ins(%b2, %m2 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s2 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_b3 = tensor.empty() : tensor<384x384xf32>
      %f_b3 = linalg.fill ins(%zero : f32) outs(%e_b3 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %b3 = linalg.matmul ins(%s2, %ws : tensor<384x384xf32>, tensor<384x384xf32>) outs(%f_b3 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %e_s3 = tensor.empty() : tensor<384x384xf32>
      %s3 = linalg.add ins(%b3, %m1 : tensor<384x384xf32>, tensor<384x384xf32>) outs(%e_s3 : tensor<384x384xf32>) -> tensor<384x384xf32>
      %u = linalg.add ins(%s3, %a : tensor<384x384xf32>, tensor<384x384xf32>) outs(%h : tensor<384x384xf32>) -> tensor<384x384xf32>
      scf.yield %u : tensor<384x384xf32>
    }
    %es = tensor.empty() : tensor<384x384xf32>
    %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<384x384xf32>) -> tensor<384x384xf32>
    %s = linalg.matmul ins(%r, %r : tensor<384x384xf32>, tensor<384x384xf32>) outs(%fs : tensor<384x384xf32>) -> tensor<384x384xf32>
    %et = tensor.empty() : tensor<384x384xf32>
    %ft = linalg.fill ins(%zero : f32) outs(%et : tensor<384x384xf32>) -> tensor<384x384xf32>
    %t = linalg.matmul ins(%s, %r : tensor<384x384xf32>, tensor<384x384xf32>) outs(%ft : tensor<384x384xf32>) -> tensor<384x384xf32>
    %o = linalg.add ins(%t, %b : tensor<384x384xf32>, tensor<384x384xf32>) outs(%g : tensor<384x384xf32>) -> tensor<384x384xf32>
    scf.yield %o : tensor<384x384xf32>
  }
  return %out : tensor<384x384xf32>
}
