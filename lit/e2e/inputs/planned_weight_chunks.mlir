func.func @weight(%w: tensor<256x256xf32>, %s: tensor<1024xf32>) -> (tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>) {
  %zero = arith.constant 0.0 : f32
  %cst = arith.constant 1.0 : f32
  %r10 = tensor.empty() : tensor<256xf32>
  %r1i = linalg.fill ins(%zero : f32) outs(%r10 : tensor<256xf32>) -> tensor<256xf32>
  %r1 = linalg.reduce ins(%w : tensor<256x256xf32>) outs(%r1i : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %es1 = tensor.empty() : tensor<1024xf32>
  %s1 = linalg.add ins(%s, %s : tensor<1024xf32>, tensor<1024xf32>) outs(%es1 : tensor<1024xf32>) -> tensor<1024xf32>
  %es2 = tensor.empty() : tensor<1024xf32>
  %s2 = linalg.add ins(%s1, %s1 : tensor<1024xf32>, tensor<1024xf32>) outs(%es2 : tensor<1024xf32>) -> tensor<1024xf32>
  %es3 = tensor.empty() : tensor<1024xf32>
  %s3 = linalg.add ins(%s2, %s2 : tensor<1024xf32>, tensor<1024xf32>) outs(%es3 : tensor<1024xf32>) -> tensor<1024xf32>
  %es4 = tensor.empty() : tensor<1024xf32>
  %s4 = linalg.add ins(%s3, %s3 : tensor<1024xf32>, tensor<1024xf32>) outs(%es4 : tensor<1024xf32>) -> tensor<1024xf32>
  %es5 = tensor.empty() : tensor<1024xf32>
  %s5 = linalg.add ins(%s4, %s4 : tensor<1024xf32>, tensor<1024xf32>) outs(%es5 : tensor<1024xf32>) -> tensor<1024xf32>
  %es6 = tensor.empty() : tensor<1024xf32>
  %s6 = linalg.add ins(%s5, %s5 : tensor<1024xf32>, tensor<1024xf32>) outs(%es6 : tensor<1024xf32>) -> tensor<1024xf32>
  %es7 = tensor.empty() : tensor<1024xf32>
  %s7 = linalg.add ins(%s6, %s6 : tensor<1024xf32>, tensor<1024xf32>) outs(%es7 : tensor<1024xf32>) -> tensor<1024xf32>
  %es8 = tensor.empty() : tensor<1024xf32>
  %s8 = linalg.add ins(%s7, %s7 : tensor<1024xf32>, tensor<1024xf32>) outs(%es8 : tensor<1024xf32>) -> tensor<1024xf32>
  %es9 = tensor.empty() : tensor<1024xf32>
  %s9 = linalg.add ins(%s8, %s8 : tensor<1024xf32>, tensor<1024xf32>) outs(%es9 : tensor<1024xf32>) -> tensor<1024xf32>
  %es10 = tensor.empty() : tensor<1024xf32>
  %s10 = linalg.add ins(%s9, %s9 : tensor<1024xf32>, tensor<1024xf32>) outs(%es10 : tensor<1024xf32>) -> tensor<1024xf32>
  %es11 = tensor.empty() : tensor<1024xf32>
  %s11 = linalg.add ins(%s10, %s10 : tensor<1024xf32>, tensor<1024xf32>) outs(%es11 : tensor<1024xf32>) -> tensor<1024xf32>
  %es12 = tensor.empty() : tensor<1024xf32>
  %s12 = linalg.add ins(%s11, %s11 : tensor<1024xf32>, tensor<1024xf32>) outs(%es12 : tensor<1024xf32>) -> tensor<1024xf32>
  %e = tensor.empty() : tensor<64x1024xf32>
  %big = linalg.fill ins(%cst : f32) outs(%e : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %red0 = tensor.empty() : tensor<1024xf32>
  %redi = linalg.fill ins(%zero : f32) outs(%red0 : tensor<1024xf32>) -> tensor<1024xf32>
  %red = linalg.reduce ins(%big : tensor<64x1024xf32>) outs(%redi : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %et0 = tensor.empty() : tensor<1024xf32>
  %t0 = linalg.add ins(%red, %s12 : tensor<1024xf32>, tensor<1024xf32>) outs(%et0 : tensor<1024xf32>) -> tensor<1024xf32>
  %et1 = tensor.empty() : tensor<1024xf32>
  %t1 = linalg.add ins(%t0, %t0 : tensor<1024xf32>, tensor<1024xf32>) outs(%et1 : tensor<1024xf32>) -> tensor<1024xf32>
  %et2 = tensor.empty() : tensor<1024xf32>
  %t2 = linalg.add ins(%t1, %t1 : tensor<1024xf32>, tensor<1024xf32>) outs(%et2 : tensor<1024xf32>) -> tensor<1024xf32>
  %et3 = tensor.empty() : tensor<1024xf32>
  %t3 = linalg.add ins(%t2, %t2 : tensor<1024xf32>, tensor<1024xf32>) outs(%et3 : tensor<1024xf32>) -> tensor<1024xf32>
  %et4 = tensor.empty() : tensor<1024xf32>
  %t4 = linalg.add ins(%t3, %t3 : tensor<1024xf32>, tensor<1024xf32>) outs(%et4 : tensor<1024xf32>) -> tensor<1024xf32>
  %et5 = tensor.empty() : tensor<1024xf32>
  %t5 = linalg.add ins(%t4, %t4 : tensor<1024xf32>, tensor<1024xf32>) outs(%et5 : tensor<1024xf32>) -> tensor<1024xf32>
  %et6 = tensor.empty() : tensor<1024xf32>
  %t6 = linalg.add ins(%t5, %t5 : tensor<1024xf32>, tensor<1024xf32>) outs(%et6 : tensor<1024xf32>) -> tensor<1024xf32>
  %et7 = tensor.empty() : tensor<1024xf32>
  %t7 = linalg.add ins(%t6, %t6 : tensor<1024xf32>, tensor<1024xf32>) outs(%et7 : tensor<1024xf32>) -> tensor<1024xf32>
  %et8 = tensor.empty() : tensor<1024xf32>
  %t8 = linalg.add ins(%t7, %t7 : tensor<1024xf32>, tensor<1024xf32>) outs(%et8 : tensor<1024xf32>) -> tensor<1024xf32>
  %et9 = tensor.empty() : tensor<1024xf32>
  %t9 = linalg.add ins(%t8, %t8 : tensor<1024xf32>, tensor<1024xf32>) outs(%et9 : tensor<1024xf32>) -> tensor<1024xf32>
  %et10 = tensor.empty() : tensor<1024xf32>
  %t10 = linalg.add ins(%t9, %t9 : tensor<1024xf32>, tensor<1024xf32>) outs(%et10 : tensor<1024xf32>) -> tensor<1024xf32>
  %et11 = tensor.empty() : tensor<1024xf32>
  %t11 = linalg.add ins(%t10, %t10 : tensor<1024xf32>, tensor<1024xf32>) outs(%et11 : tensor<1024xf32>) -> tensor<1024xf32>
  %et12 = tensor.empty() : tensor<1024xf32>
  %t12 = linalg.add ins(%t11, %t11 : tensor<1024xf32>, tensor<1024xf32>) outs(%et12 : tensor<1024xf32>) -> tensor<1024xf32>
  %r20 = tensor.empty() : tensor<256xf32>
  %r2i = linalg.fill ins(%zero : f32) outs(%r20 : tensor<256xf32>) -> tensor<256xf32>
  %r2 = linalg.reduce ins(%w : tensor<256x256xf32>) outs(%r2i : tensor<256xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  return %r1, %r2, %t12 : tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>
}
