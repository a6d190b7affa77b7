func.func @leaving(%a: tensor<128x1024xf32>, %s: tensor<1024xf32>) -> (tensor<128x1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
  %ex = tensor.empty() : tensor<128x1024xf32>
  %x = linalg.add ins(%a, %a : tensor<128x1024xf32>, tensor<128x1024xf32>) outs(%ex : tensor<128x1024xf32>) -> tensor<128x1024xf32>
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
  %cst = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64x1024xf32>
  %big = linalg.fill ins(%cst : f32) outs(%e : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %zero = arith.constant 0.0 : f32
  %init0 = tensor.empty() : tensor<1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%init0 : tensor<1024xf32>) -> tensor<1024xf32>
  %red = linalg.reduce ins(%big : tensor<64x1024xf32>) outs(%init : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %et0 = tensor.empty() : tensor<1024xf32>
  %t0 = linalg.add ins(%red, %s10 : tensor<1024xf32>, tensor<1024xf32>) outs(%et0 : tensor<1024xf32>) -> tensor<1024xf32>
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
  %init20 = tensor.empty() : tensor<1024xf32>
  %init2 = linalg.fill ins(%zero : f32) outs(%init20 : tensor<1024xf32>) -> tensor<1024xf32>
  %y = linalg.reduce ins(%x : tensor<128x1024xf32>) outs(%init2 : tensor<1024xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %r = arith.addf %in, %acc : f32
      linalg.yield %r : f32
    }
  %eu0 = tensor.empty() : tensor<1024xf32>
  %u0 = linalg.add ins(%y, %t10 : tensor<1024xf32>, tensor<1024xf32>) outs(%eu0 : tensor<1024xf32>) -> tensor<1024xf32>
  %eu1 = tensor.empty() : tensor<1024xf32>
  %u1 = linalg.add ins(%y, %u0 : tensor<1024xf32>, tensor<1024xf32>) outs(%eu1 : tensor<1024xf32>) -> tensor<1024xf32>
  %eu2 = tensor.empty() : tensor<1024xf32>
  %u2 = linalg.add ins(%y, %u1 : tensor<1024xf32>, tensor<1024xf32>) outs(%eu2 : tensor<1024xf32>) -> tensor<1024xf32>
  %eu3 = tensor.empty() : tensor<1024xf32>
  %u3 = linalg.add ins(%y, %u2 : tensor<1024xf32>, tensor<1024xf32>) outs(%eu3 : tensor<1024xf32>) -> tensor<1024xf32>
  %eu4 = tensor.empty() : tensor<1024xf32>
  %u4 = linalg.add ins(%y, %u3 : tensor<1024xf32>, tensor<1024xf32>) outs(%eu4 : tensor<1024xf32>) -> tensor<1024xf32>
  %eu5 = tensor.empty() : tensor<1024xf32>
  %u5 = linalg.add ins(%y, %u4 : tensor<1024xf32>, tensor<1024xf32>) outs(%eu5 : tensor<1024xf32>) -> tensor<1024xf32>
  return %x, %y, %u5 : tensor<128x1024xf32>, tensor<1024xf32>, tensor<1024xf32>
}
