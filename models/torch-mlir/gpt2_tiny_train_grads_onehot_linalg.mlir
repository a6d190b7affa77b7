#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1) -> (d1)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map14 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map15 = affine_map<(d0, d1) -> ()>
#map16 = affine_map<() -> ()>
#map17 = affine_map<(d0, d1) -> (0, d1)>
#map18 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @train_step(%arg0: tensor<1x128xi64>, %arg1: tensor<1x128xi64>, %arg2: tensor<1x128xi64>, %arg3: tensor<1000x256xf32>, %arg4: tensor<512x256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<256x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<256x1024xf32>, %arg14: tensor<1024xf32>, %arg15: tensor<1024x256xf32>, %arg16: tensor<256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256x768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<256x256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<256x1024xf32>, %arg26: tensor<1024xf32>, %arg27: tensor<1024x256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256x768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<256x256xf32>, %arg34: tensor<256xf32>, %arg35: tensor<256xf32>, %arg36: tensor<256xf32>, %arg37: tensor<256x1024xf32>, %arg38: tensor<1024xf32>, %arg39: tensor<1024x256xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256xf32>, %arg42: tensor<256xf32>, %arg43: tensor<256x768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<256x256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<256xf32>, %arg48: tensor<256xf32>, %arg49: tensor<256x1024xf32>, %arg50: tensor<1024xf32>, %arg51: tensor<1024x256xf32>, %arg52: tensor<256xf32>, %arg53: tensor<256xf32>, %arg54: tensor<256xf32>) -> (tensor<f32>, tensor<1000x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c128_i64 = arith.constant 128 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 2.560000e+02 : f64
    %cst_10 = arith.constant 2.560000e+02 : f32
    %cst_11 = arith.constant 1.250000e-01 : f32
    %cst_12 = arith.constant 5.000000e-01 : f32
    %cst_13 = arith.constant 1.000000e+00 : f32
    %cst_14 = arith.constant 1.280000e+02 : f32
    %cst_15 = arith.constant 3.000000e+00 : f32
    %cst_16 = arith.constant dense<1> : tensor<i64>
    %expanded = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [1, 128, 1] : tensor<1x128xi64> into tensor<1x128x1xi64>
    %0 = tensor.empty() : tensor<1000xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<1000xi64>) {
    ^bb0(%out: i64):
      %650 = linalg.index 0 : index
      %651 = arith.index_cast %650 : index to i64
      linalg.yield %651 : i64
    } -> tensor<1000xi64>
    %2 = tensor.empty() : tensor<1x128x1000xi1>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded, %1 : tensor<1x128x1xi64>, tensor<1000xi64>) outs(%2 : tensor<1x128x1000xi1>) {
    ^bb0(%in: i64, %in_284: i64, %out: i1):
      %650 = arith.cmpi eq, %in, %in_284 : i64
      linalg.yield %650 : i1
    } -> tensor<1x128x1000xi1>
    %4 = tensor.empty() : tensor<1x128x1000xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<1x128x1000xi1>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: i1, %out: f32):
      %650 = arith.uitofp %in : i1 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %collapsed = tensor.collapse_shape %5 [[0, 1], [2]] : tensor<1x128x1000xf32> into tensor<128x1000xf32>
    %6 = tensor.empty() : tensor<128x256xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %8 = linalg.matmul ins(%collapsed, %arg3 : tensor<128x1000xf32>, tensor<1000x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_17 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %9 = tensor.empty() : tensor<128xi64>
    %10 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%9 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %650 = linalg.index 0 : index
      %651 = arith.index_cast %650 : index to i64
      linalg.yield %651 : i64
    } -> tensor<128xi64>
    %expanded_18 = tensor.expand_shape %10 [[0, 1, 2]] output_shape [1, 128, 1] : tensor<128xi64> into tensor<1x128x1xi64>
    %11 = tensor.empty() : tensor<512xi64>
    %12 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%11 : tensor<512xi64>) {
    ^bb0(%out: i64):
      %650 = linalg.index 0 : index
      %651 = arith.index_cast %650 : index to i64
      linalg.yield %651 : i64
    } -> tensor<512xi64>
    %13 = tensor.empty() : tensor<1x128x512xi1>
    %14 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %12 : tensor<1x128x1xi64>, tensor<512xi64>) outs(%13 : tensor<1x128x512xi1>) {
    ^bb0(%in: i64, %in_284: i64, %out: i1):
      %650 = arith.cmpi eq, %in, %in_284 : i64
      linalg.yield %650 : i1
    } -> tensor<1x128x512xi1>
    %15 = tensor.empty() : tensor<1x128x512xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x128x512xi1>) outs(%15 : tensor<1x128x512xf32>) {
    ^bb0(%in: i1, %out: f32):
      %650 = arith.uitofp %in : i1 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x512xf32>
    %collapsed_19 = tensor.collapse_shape %16 [[0, 1], [2]] : tensor<1x128x512xf32> into tensor<128x512xf32>
    %17 = linalg.matmul ins(%collapsed_19, %arg4 : tensor<128x512xf32>, tensor<512x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_20 = tensor.expand_shape %17 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %18 = tensor.empty() : tensor<1x128x256xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_20 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %20 = tensor.empty() : tensor<1x128xi1>
    %21 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x128xi64>) outs(%20 : tensor<1x128xi1>) {
    ^bb0(%in: i64, %out: i1):
      %650 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %650 : i1
    } -> tensor<1x128xi1>
    %22 = tensor.empty() : tensor<1xi64>
    %23 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%22 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_21 = tensor.expand_shape %23 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_22 = tensor.expand_shape %10 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xi64> into tensor<1x1x128x1xi64>
    %expanded_23 = tensor.expand_shape %10 [[0, 1, 2, 3]] output_shape [1, 1, 1, 128] : tensor<128xi64> into tensor<1x1x1x128xi64>
    %24 = tensor.empty() : tensor<1x1x128x128xi1>
    %25 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_23, %expanded_22 : tensor<1x1x1x128xi64>, tensor<1x1x128x1xi64>) outs(%24 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i64, %in_284: i64, %out: i1):
      %650 = arith.cmpi sle, %in, %in_284 : i64
      linalg.yield %650 : i1
    } -> tensor<1x1x128x128xi1>
    %26 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %25 : tensor<i1>, tensor<1x1x128x128xi1>) outs(%24 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i1, %in_284: i1, %out: i1):
      %650 = arith.andi %in, %in_284 : i1
      linalg.yield %650 : i1
    } -> tensor<1x1x128x128xi1>
    %27 = tensor.empty() : tensor<1x1x1x128xi1>
    %28 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21, %expanded_23 : tensor<1x1x1x1xi64>, tensor<1x1x1x128xi64>) outs(%27 : tensor<1x1x1x128xi1>) {
    ^bb0(%in: i64, %in_284: i64, %out: i1):
      %650 = arith.cmpi slt, %in, %c0_i64 : i64
      %651 = arith.addi %in, %c1_i64 : i64
      %652 = arith.select %650, %651, %in : i64
      %653 = arith.index_cast %652 : i64 to index
      %654 = arith.cmpi slt, %in_284, %c0_i64 : i64
      %655 = arith.addi %in_284, %c128_i64 : i64
      %656 = arith.select %654, %655, %in_284 : i64
      %657 = arith.index_cast %656 : i64 to index
      %extracted = tensor.extract %21[%653, %657] : tensor<1x128xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x128xi1>
    %29 = linalg.generic {indexing_maps = [#map7, #map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %28 : tensor<1x1x128x128xi1>, tensor<1x1x1x128xi1>) outs(%24 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i1, %in_284: i1, %out: i1):
      %650 = arith.andi %in, %in_284 : i1
      linalg.yield %650 : i1
    } -> tensor<1x1x128x128xi1>
    %30 = tensor.empty() : tensor<1x1x128x128xf32>
    %31 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %cst_4, %cst_3 : tensor<1x1x128x128xi1>, tensor<f32>, tensor<f32>) outs(%30 : tensor<1x1x128x128xf32>) {
    ^bb0(%in: i1, %in_284: f32, %in_285: f32, %out: f32):
      %650 = arith.select %in, %in_284, %in_285 : f32
      linalg.yield %650 : f32
    } -> tensor<1x1x128x128xf32>
    %32 = tensor.empty() : tensor<1x128x256xf64>
    %33 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %34 = tensor.empty() : tensor<1x128x1xf64>
    %35 = linalg.fill ins(%cst_0 : f64) outs(%34 : tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %36 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%33 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %38 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %37 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %39 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %38 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %40 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%39 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %42 = tensor.empty() : tensor<1x128x1xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%19 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %46 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %47 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %48 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %46 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %50 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%49, %48 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %arg5 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %52 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%51, %arg6 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_24 = tensor.collapse_shape %52 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %53 = tensor.empty() : tensor<128x768xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %55 = linalg.matmul ins(%collapsed_24, %arg7 : tensor<128x256xf32>, tensor<256x768xf32>) outs(%54 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %56 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x768xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<128x768xf32>, tensor<128x768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x768xf32>
    %expanded_25 = tensor.expand_shape %57 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %extracted_slice = tensor.extract_slice %expanded_25[0, 0, 0] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded_25[0, 0, 256] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_27 = tensor.extract_slice %expanded_25[0, 0, 512] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %expanded_28 = tensor.expand_shape %extracted_slice_26 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %expanded_29 = tensor.expand_shape %extracted_slice_27 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %58 = tensor.empty() : tensor<1x4x128x64xf32>
    %transposed = linalg.transpose ins(%expanded_29 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_30 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_31 = linalg.transpose ins(%expanded_30 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %59 = tensor.empty() : tensor<1x4x64x128xf32>
    %transposed_32 = linalg.transpose ins(%expanded_28 : tensor<1x128x4x64xf32>) outs(%59 : tensor<1x4x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_33 = tensor.collapse_shape %transposed_31 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %collapsed_34 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<1x4x64x128xf32> into tensor<4x64x128xf32>
    %60 = tensor.empty() : tensor<4x128x128xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %62 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_35 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %63 = tensor.empty() : tensor<1x4x128x128xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %65 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %31 : tensor<1x4x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %66 = tensor.empty() : tensor<1x4x128xi64>
    %67 = linalg.fill ins(%c0_i64 : i64) outs(%66 : tensor<1x4x128xi64>) -> tensor<1x4x128xi64>
    %68 = tensor.empty() : tensor<1x4x128xf32>
    %69 = linalg.fill ins(%cst_1 : f32) outs(%68 : tensor<1x4x128xf32>) -> tensor<1x4x128xf32>
    %70:2 = linalg.generic {indexing_maps = [#map7, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%65 : tensor<1x4x128x128xf32>) outs(%69, %67 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_284: i64):
      %650 = linalg.index 3 : index
      %651 = arith.index_cast %650 : index to i64
      %652 = arith.maximumf %in, %out : f32
      %653 = arith.cmpf ogt, %in, %out : f32
      %654 = arith.select %653, %651, %out_284 : i64
      linalg.yield %652, %654 : f32, i64
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>)
    %expanded_36 = tensor.expand_shape %70#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_36 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %72 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.exp %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %73 = tensor.empty() : tensor<1x4x128x1xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%73 : tensor<1x4x128x1xf32>) -> tensor<1x4x128x1xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%72 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %76 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %75 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.divf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_37 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %collapsed_38 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %77 = tensor.empty() : tensor<4x128x64xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %79 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_39 = tensor.expand_shape %79 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %80 = tensor.empty() : tensor<1x128x4x64xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_41 = tensor.collapse_shape %transposed_40 [[0, 1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<128x256xf32>
    %81 = linalg.matmul ins(%collapsed_41, %arg9 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %82 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%81, %82 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_42 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_42, %19 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %86 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%85 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %88 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85, %87 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88, %88 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %90 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%89 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %94 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %94 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %98 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97, %96 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %arg11 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %arg12 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_43 = tensor.collapse_shape %100 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %101 = tensor.empty() : tensor<128x1024xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %103 = linalg.matmul ins(%collapsed_43, %arg13 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %104 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1024xf32>
    %105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%103, %104 : tensor<128x1024xf32>, tensor<128x1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x1024xf32>
    %expanded_44 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %106 = tensor.empty() : tensor<1x128x1024xf32>
    %107 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %108 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44, %109 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.tanh %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %cst_13 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %113 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_45 = tensor.collapse_shape %114 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %115 = linalg.matmul ins(%collapsed_45, %arg15 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %116 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_46 = tensor.expand_shape %117 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %expanded_46 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %120 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%119 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%120 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %122 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%119, %121 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %123 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %122 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %124 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %127 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%118 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %128 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %130 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %128 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %130 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %arg17 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %arg18 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_47 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %135 = linalg.matmul ins(%collapsed_47, %arg19 : tensor<128x256xf32>, tensor<256x768xf32>) outs(%54 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %136 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg20 : tensor<768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x768xf32>
    %137 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%135, %136 : tensor<128x768xf32>, tensor<128x768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x768xf32>
    %expanded_48 = tensor.expand_shape %137 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %extracted_slice_49 = tensor.extract_slice %expanded_48[0, 0, 0] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_50 = tensor.extract_slice %expanded_48[0, 0, 256] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_51 = tensor.extract_slice %expanded_48[0, 0, 512] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %expanded_52 = tensor.expand_shape %extracted_slice_50 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %expanded_53 = tensor.expand_shape %extracted_slice_51 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_55 = tensor.expand_shape %extracted_slice_49 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%expanded_52 : tensor<1x128x4x64xf32>) outs(%59 : tensor<1x4x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_58 = tensor.collapse_shape %transposed_56 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_57 [[0, 1], [2], [3]] : tensor<1x4x64x128xf32> into tensor<4x64x128xf32>
    %138 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_60 = tensor.expand_shape %138 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %139 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_60 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %140 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %31 : tensor<1x4x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %141:2 = linalg.generic {indexing_maps = [#map7, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%140 : tensor<1x4x128x128xf32>) outs(%69, %67 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_284: i64):
      %650 = linalg.index 3 : index
      %651 = arith.index_cast %650 : index to i64
      %652 = arith.maximumf %in, %out : f32
      %653 = arith.cmpf ogt, %in, %out : f32
      %654 = arith.select %653, %651, %out_284 : i64
      linalg.yield %652, %654 : f32, i64
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>)
    %expanded_61 = tensor.expand_shape %141#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32>
    %142 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_61 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %143 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.exp %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %144 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%143 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %145 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %144 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.divf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_62 = tensor.collapse_shape %145 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %collapsed_63 = tensor.collapse_shape %transposed_54 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %146 = linalg.batch_matmul ins(%collapsed_62, %collapsed_63 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_64 = tensor.expand_shape %146 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %transposed_65 = linalg.transpose ins(%expanded_64 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_66 = tensor.collapse_shape %transposed_65 [[0, 1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<128x256xf32>
    %147 = linalg.matmul ins(%collapsed_66, %arg21 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %148 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg22 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%147, %148 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_67 = tensor.expand_shape %149 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %118 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %152 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%151 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %154 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %155 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %154 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %156 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%155 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %158 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %159 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %160 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %162 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %165 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg23 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %166 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %arg24 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_68 = tensor.collapse_shape %166 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %167 = linalg.matmul ins(%collapsed_68, %arg25 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %168 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg26 : tensor<1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1024xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%167, %168 : tensor<128x1024xf32>, tensor<128x1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x1024xf32>
    %expanded_69 = tensor.expand_shape %169 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %170 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69, %172 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%173 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.tanh %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %cst_13 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %176 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_70 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %178 = linalg.matmul ins(%collapsed_70, %arg27 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %179 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg28 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%178, %179 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_71 = tensor.expand_shape %180 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %expanded_71 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %183 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %184 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %185 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %184 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %186 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %185 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %187 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %188 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %189 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%181 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %191 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %192 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %193 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %194 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %191 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %193 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %196 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %arg29 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %arg30 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_72 = tensor.collapse_shape %197 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %198 = linalg.matmul ins(%collapsed_72, %arg31 : tensor<128x256xf32>, tensor<256x768xf32>) outs(%54 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %199 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg32 : tensor<768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x768xf32>
    %200 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%198, %199 : tensor<128x768xf32>, tensor<128x768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x768xf32>
    %expanded_73 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %extracted_slice_74 = tensor.extract_slice %expanded_73[0, 0, 0] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_75 = tensor.extract_slice %expanded_73[0, 0, 256] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_76 = tensor.extract_slice %expanded_73[0, 0, 512] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %expanded_77 = tensor.expand_shape %extracted_slice_75 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %expanded_78 = tensor.expand_shape %extracted_slice_76 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_80 = tensor.expand_shape %extracted_slice_74 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_81 = linalg.transpose ins(%expanded_80 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_82 = linalg.transpose ins(%expanded_77 : tensor<1x128x4x64xf32>) outs(%59 : tensor<1x4x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_83 = tensor.collapse_shape %transposed_81 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_82 [[0, 1], [2], [3]] : tensor<1x4x64x128xf32> into tensor<4x64x128xf32>
    %201 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_85 = tensor.expand_shape %201 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %202 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_85 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %203 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %31 : tensor<1x4x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %204:2 = linalg.generic {indexing_maps = [#map7, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%203 : tensor<1x4x128x128xf32>) outs(%69, %67 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_284: i64):
      %650 = linalg.index 3 : index
      %651 = arith.index_cast %650 : index to i64
      %652 = arith.maximumf %in, %out : f32
      %653 = arith.cmpf ogt, %in, %out : f32
      %654 = arith.select %653, %651, %out_284 : i64
      linalg.yield %652, %654 : f32, i64
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>)
    %expanded_86 = tensor.expand_shape %204#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32>
    %205 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_86 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %206 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.exp %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %207 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%206 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %208 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %207 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.divf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_87 = tensor.collapse_shape %208 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %collapsed_88 = tensor.collapse_shape %transposed_79 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %209 = linalg.batch_matmul ins(%collapsed_87, %collapsed_88 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_89 = tensor.expand_shape %209 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %transposed_90 = linalg.transpose ins(%expanded_89 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_91 = tensor.collapse_shape %transposed_90 [[0, 1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<128x256xf32>
    %210 = linalg.matmul ins(%collapsed_91, %arg33 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %211 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%210, %211 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_92 = tensor.expand_shape %212 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %213 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_92, %181 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %215 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%214 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %216 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %217 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %216 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %218 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %217 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %219 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%213 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %223 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %225 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %arg35 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %arg36 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_93 = tensor.collapse_shape %229 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %230 = linalg.matmul ins(%collapsed_93, %arg37 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %231 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg38 : tensor<1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1024xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%230, %231 : tensor<128x1024xf32>, tensor<128x1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x1024xf32>
    %expanded_94 = tensor.expand_shape %232 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %234 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94, %235 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %238 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.tanh %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %cst_13 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %239 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_95 = tensor.collapse_shape %240 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %241 = linalg.matmul ins(%collapsed_95, %arg39 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %242 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%241, %242 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_96 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %244 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213, %expanded_96 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %246 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %247 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %248 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %247 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %249 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %248 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %250 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %251 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%244 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %256 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %257 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %254 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %256 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %259 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %arg41 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %arg42 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_97 = tensor.collapse_shape %260 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %261 = linalg.matmul ins(%collapsed_97, %arg43 : tensor<128x256xf32>, tensor<256x768xf32>) outs(%54 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %262 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg44 : tensor<768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x768xf32>
    %263 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%261, %262 : tensor<128x768xf32>, tensor<128x768xf32>) outs(%53 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x768xf32>
    %expanded_98 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %extracted_slice_99 = tensor.extract_slice %expanded_98[0, 0, 0] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_100 = tensor.extract_slice %expanded_98[0, 0, 256] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %extracted_slice_101 = tensor.extract_slice %expanded_98[0, 0, 512] [1, 128, 256] [1, 1, 1] : tensor<1x128x768xf32> to tensor<1x128x256xf32>
    %expanded_102 = tensor.expand_shape %extracted_slice_100 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %expanded_103 = tensor.expand_shape %extracted_slice_101 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_105 = tensor.expand_shape %extracted_slice_99 [[0], [1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<1x128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_106 = linalg.transpose ins(%expanded_105 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_107 = linalg.transpose ins(%expanded_102 : tensor<1x128x4x64xf32>) outs(%59 : tensor<1x4x64x128xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_108 = tensor.collapse_shape %transposed_106 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %collapsed_109 = tensor.collapse_shape %transposed_107 [[0, 1], [2], [3]] : tensor<1x4x64x128xf32> into tensor<4x64x128xf32>
    %264 = linalg.batch_matmul ins(%collapsed_108, %collapsed_109 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_110 = tensor.expand_shape %264 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %265 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %266 = linalg.generic {indexing_maps = [#map7, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %31 : tensor<1x4x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %267:2 = linalg.generic {indexing_maps = [#map7, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%266 : tensor<1x4x128x128xf32>) outs(%69, %67 : tensor<1x4x128xf32>, tensor<1x4x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_284: i64):
      %650 = linalg.index 3 : index
      %651 = arith.index_cast %650 : index to i64
      %652 = arith.maximumf %in, %out : f32
      %653 = arith.cmpf ogt, %in, %out : f32
      %654 = arith.select %653, %651, %out_284 : i64
      linalg.yield %652, %654 : f32, i64
    } -> (tensor<1x4x128xf32>, tensor<1x4x128xi64>)
    %expanded_111 = tensor.expand_shape %267#0 [[0], [1], [2, 3]] output_shape [1, 4, 128, 1] : tensor<1x4x128xf32> into tensor<1x4x128x1xf32>
    %268 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_111 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %269 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.exp %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %270 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%269 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %271 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %270 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.divf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_112 = tensor.collapse_shape %271 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %collapsed_113 = tensor.collapse_shape %transposed_104 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %272 = linalg.batch_matmul ins(%collapsed_112, %collapsed_113 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_114 = tensor.expand_shape %272 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %transposed_115 = linalg.transpose ins(%expanded_114 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_116 = tensor.collapse_shape %transposed_115 [[0, 1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<128x256xf32>
    %273 = linalg.matmul ins(%collapsed_116, %arg45 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %274 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%273, %274 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_117 = tensor.expand_shape %275 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_117, %244 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %278 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%277 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %280 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277, %279 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %281 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %280 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %282 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%281 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %284 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%276 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %288 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %286 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %290 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289, %288 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %arg47 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %arg48 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_118 = tensor.collapse_shape %292 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %293 = linalg.matmul ins(%collapsed_118, %arg49 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %294 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg50 : tensor<1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x1024xf32>
    %295 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%293, %294 : tensor<128x1024xf32>, tensor<128x1024xf32>) outs(%101 : tensor<128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x1024xf32>
    %expanded_119 = tensor.expand_shape %295 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %296 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119, %298 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.tanh %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %cst_13 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %302 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_120 = tensor.collapse_shape %303 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %304 = linalg.matmul ins(%collapsed_120, %arg51 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %305 = linalg.generic {indexing_maps = [#map11, #map4], iterator_types = ["parallel", "parallel"]} ins(%arg52 : tensor<256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x256xf32>
    %306 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%304, %305 : tensor<128x256xf32>, tensor<128x256xf32>) outs(%6 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<128x256xf32>
    %expanded_121 = tensor.expand_shape %306 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276, %expanded_121 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x128x256xf32>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %650 = arith.extf %in : f32 to f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %309 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%308 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %311 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %310 : tensor<1x128x256xf64>, tensor<1x128x1xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.subf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %312 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %311 : tensor<1x128x256xf64>, tensor<1x128x256xf64>) outs(%32 : tensor<1x128x256xf64>) {
    ^bb0(%in: f64, %in_284: f64, %out: f64):
      %650 = arith.mulf %in, %in_284 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x256xf64>
    %313 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%312 : tensor<1x128x256xf64>) outs(%35 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.addf %in, %out : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %314 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<1x128x1xf64>) outs(%34 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %650 = arith.divf %in, %cst_9 : f64
      linalg.yield %650 : f64
    } -> tensor<1x128x1xf64>
    %315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x128x1xf64>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %650 = arith.truncf %in : f64 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %316 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%307 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %317 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %318 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_8 : f64 to f32
      %651 = arith.addf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.rsqrt %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %317 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %321 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320, %319 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %322 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %arg53 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322, %arg54 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %324 = tensor.empty() : tensor<256x1000xf32>
    %transposed_122 = linalg.transpose ins(%arg3 : tensor<1000x256xf32>) outs(%324 : tensor<256x1000xf32>) permutation = [1, 0] 
    %collapsed_123 = tensor.collapse_shape %323 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %325 = tensor.empty() : tensor<128x1000xf32>
    %326 = linalg.fill ins(%cst : f32) outs(%325 : tensor<128x1000xf32>) -> tensor<128x1000xf32>
    %327 = linalg.matmul ins(%collapsed_123, %transposed_122 : tensor<128x256xf32>, tensor<256x1000xf32>) outs(%326 : tensor<128x1000xf32>) -> tensor<128x1000xf32>
    %expanded_124 = tensor.expand_shape %327 [[0, 1], [2]] output_shape [1, 128, 1000] : tensor<128x1000xf32> into tensor<1x128x1000xf32>
    %expanded_125 = tensor.expand_shape %arg2 [[0], [1, 2]] output_shape [1, 128, 1] : tensor<1x128xi64> into tensor<1x128x1xi64>
    %328 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %1 : tensor<1x128x1xi64>, tensor<1000xi64>) outs(%2 : tensor<1x128x1000xi1>) {
    ^bb0(%in: i64, %in_284: i64, %out: i1):
      %650 = arith.cmpi eq, %in, %in_284 : i64
      linalg.yield %650 : i1
    } -> tensor<1x128x1000xi1>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328 : tensor<1x128x1000xi1>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: i1, %out: f32):
      %650 = arith.uitofp %in : i1 to f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %330 = tensor.empty() : tensor<1x128xi64>
    %331 = linalg.fill ins(%c0_i64 : i64) outs(%330 : tensor<1x128xi64>) -> tensor<1x128xi64>
    %332 = tensor.empty() : tensor<1x128xf32>
    %333 = linalg.fill ins(%cst_1 : f32) outs(%332 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %334:2 = linalg.generic {indexing_maps = [#map3, #map14, #map14], iterator_types = ["parallel", "parallel", "reduction"]} ins(%expanded_124 : tensor<1x128x1000xf32>) outs(%333, %331 : tensor<1x128xf32>, tensor<1x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_284: i64):
      %650 = linalg.index 2 : index
      %651 = arith.index_cast %650 : index to i64
      %652 = arith.maximumf %in, %out : f32
      %653 = arith.cmpf ogt, %in, %out : f32
      %654 = arith.select %653, %651, %out_284 : i64
      linalg.yield %652, %654 : f32, i64
    } -> (tensor<1x128xf32>, tensor<1x128xi64>)
    %expanded_126 = tensor.expand_shape %334#0 [[0], [1, 2]] output_shape [1, 128, 1] : tensor<1x128xf32> into tensor<1x128x1xf32>
    %335 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_124, %expanded_126 : tensor<1x128x1000xf32>, tensor<1x128x1xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %336 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<1x128x1000xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.exp %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%336 : tensor<1x128x1000xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.log %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335, %338 : tensor<1x128x1000xf32>, tensor<1x128x1xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339, %329 : tensor<1x128x1000xf32>, tensor<1x128x1000xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %341 = linalg.fill ins(%cst : f32) outs(%332 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map14], iterator_types = ["parallel", "parallel", "reduction"]} ins(%340 : tensor<1x128x1000xf32>) outs(%341 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128xf32>
    %343 = tensor.empty() : tensor<f32>
    %344 = linalg.fill ins(%cst : f32) outs(%343 : tensor<f32>) -> tensor<f32>
    %345 = linalg.generic {indexing_maps = [#map4, #map15], iterator_types = ["reduction", "reduction"]} ins(%342 : tensor<1x128xf32>) outs(%344 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<f32>
    %346 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%345 : tensor<f32>) outs(%343 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_14 : f32
      linalg.yield %650 : f32
    } -> tensor<f32>
    %347 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%346 : tensor<f32>) outs(%343 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.negf %in : f32
      linalg.yield %650 : f32
    } -> tensor<f32>
    %348 = linalg.generic {indexing_maps = [#map16, #map16], iterator_types = []} ins(%cst_2 : tensor<f32>) outs(%343 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.negf %in : f32
      linalg.yield %650 : f32
    } -> tensor<f32>
    %349 = linalg.generic {indexing_maps = [#map15, #map4], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<f32>) outs(%332 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%349 : tensor<1x128xf32>) outs(%332 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_14 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128xf32>
    %351 = linalg.generic {indexing_maps = [#map14, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%350 : tensor<1x128xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x128x1000xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %329 : tensor<1x128x1000xf32>, tensor<1x128x1000xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %353 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<1x128x1000xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.exp %in : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %354 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%352 : tensor<1x128x1000xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %354 : tensor<1x128x1000xf32>, tensor<1x128x1xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %355 : tensor<1x128x1000xf32>, tensor<1x128x1000xf32>) outs(%4 : tensor<1x128x1000xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1000xf32>
    %collapsed_127 = tensor.collapse_shape %356 [[0, 1], [2]] : tensor<1x128x1000xf32> into tensor<128x1000xf32>
    %357 = tensor.empty() : tensor<1000x128xf32>
    %transposed_128 = linalg.transpose ins(%collapsed_127 : tensor<128x1000xf32>) outs(%357 : tensor<1000x128xf32>) permutation = [1, 0] 
    %358 = tensor.empty() : tensor<1000x256xf32>
    %359 = linalg.fill ins(%cst : f32) outs(%358 : tensor<1000x256xf32>) -> tensor<1000x256xf32>
    %360 = linalg.matmul ins(%transposed_128, %collapsed_123 : tensor<1000x128xf32>, tensor<128x256xf32>) outs(%359 : tensor<1000x256xf32>) -> tensor<1000x256xf32>
    %361 = linalg.matmul ins(%collapsed_127, %arg3 : tensor<128x1000xf32>, tensor<1000x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %expanded_129 = tensor.expand_shape %361 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %arg53 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%362 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %365 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %321 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %366 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%365 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321, %366 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %364 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %369 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %367 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %370 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %369 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %372 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_129, %321 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %373 = tensor.empty() : tensor<256xf32>
    %374 = linalg.fill ins(%cst : f32) outs(%373 : tensor<256xf32>) -> tensor<256xf32>
    %375 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%372 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_129 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %collapsed_130 = tensor.collapse_shape %371 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %377 = tensor.empty() : tensor<256x1024xf32>
    %transposed_131 = linalg.transpose ins(%arg51 : tensor<1024x256xf32>) outs(%377 : tensor<256x1024xf32>) permutation = [1, 0] 
    %378 = linalg.matmul ins(%collapsed_130, %transposed_131 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %379 = tensor.empty() : tensor<1024x128xf32>
    %transposed_132 = linalg.transpose ins(%collapsed_120 : tensor<128x1024xf32>) outs(%379 : tensor<1024x128xf32>) permutation = [1, 0] 
    %380 = tensor.empty() : tensor<1024x256xf32>
    %381 = linalg.fill ins(%cst : f32) outs(%380 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %382 = linalg.matmul ins(%transposed_132, %collapsed_130 : tensor<1024x128xf32>, tensor<128x256xf32>) outs(%381 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %383 = tensor.empty() : tensor<1x256xf32>
    %384 = linalg.fill ins(%cst : f32) outs(%383 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %385 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_130 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_133 = tensor.collapse_shape %385 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_134 = tensor.expand_shape %378 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %386 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %296 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_134, %302 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %301 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %389 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %388 : tensor<i64>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: i64, %in_284: f32, %out: f32):
      %650 = arith.sitofp %in : i64 to f32
      %651 = arith.subf %650, %in_284 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386, %389 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_15 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392, %394 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %395 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %397 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_135 = tensor.collapse_shape %398 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %transposed_136 = linalg.transpose ins(%arg49 : tensor<256x1024xf32>) outs(%380 : tensor<1024x256xf32>) permutation = [1, 0] 
    %399 = linalg.matmul ins(%collapsed_135, %transposed_136 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %400 = tensor.empty() : tensor<256x128xf32>
    %transposed_137 = linalg.transpose ins(%collapsed_118 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %401 = linalg.fill ins(%cst : f32) outs(%377 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %402 = linalg.matmul ins(%transposed_137, %collapsed_135 : tensor<256x128xf32>, tensor<128x1024xf32>) outs(%401 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %403 = tensor.empty() : tensor<1x1024xf32>
    %404 = linalg.fill ins(%cst : f32) outs(%403 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_135 : tensor<128x1024xf32>) outs(%404 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x1024xf32>
    %collapsed_138 = tensor.collapse_shape %405 [[0, 1]] : tensor<1x1024xf32> into tensor<1024xf32>
    %expanded_139 = tensor.expand_shape %399 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %406 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %arg47 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %408 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%406 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %409 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %290 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %410 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%409 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %411 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %410 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %412 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %408 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %413 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %411 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %413 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_139, %290 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%416 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_139 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %415 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_140 = tensor.collapse_shape %419 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %420 = tensor.empty() : tensor<256x256xf32>
    %transposed_141 = linalg.transpose ins(%arg45 : tensor<256x256xf32>) outs(%420 : tensor<256x256xf32>) permutation = [1, 0] 
    %421 = linalg.matmul ins(%collapsed_140, %transposed_141 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_142 = linalg.transpose ins(%collapsed_116 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %422 = linalg.fill ins(%cst : f32) outs(%420 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %423 = linalg.matmul ins(%transposed_142, %collapsed_140 : tensor<256x128xf32>, tensor<128x256xf32>) outs(%422 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %424 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_140 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_143 = tensor.collapse_shape %424 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_144 = tensor.expand_shape %421 [[0, 1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_145 = linalg.transpose ins(%expanded_144 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_146 = tensor.collapse_shape %transposed_145 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %transposed_147 = linalg.transpose ins(%collapsed_112 : tensor<4x128x128xf32>) outs(%60 : tensor<4x128x128xf32>) permutation = [0, 2, 1] 
    %425 = linalg.batch_matmul ins(%transposed_147, %collapsed_146 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %426 = tensor.empty() : tensor<4x64x128xf32>
    %transposed_148 = linalg.transpose ins(%collapsed_113 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %427 = linalg.batch_matmul ins(%collapsed_146, %transposed_148 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_149 = tensor.expand_shape %425 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %expanded_150 = tensor.expand_shape %427 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %428 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_150, %271 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %429 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%428 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %430 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %429 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %431 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %430 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %432 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_151 = tensor.collapse_shape %432 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %transposed_152 = linalg.transpose ins(%collapsed_108 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %433 = linalg.fill ins(%cst : f32) outs(%426 : tensor<4x64x128xf32>) -> tensor<4x64x128xf32>
    %434 = linalg.batch_matmul ins(%transposed_152, %collapsed_151 : tensor<4x64x128xf32>, tensor<4x128x128xf32>) outs(%433 : tensor<4x64x128xf32>) -> tensor<4x64x128xf32>
    %transposed_153 = linalg.transpose ins(%collapsed_109 : tensor<4x64x128xf32>) outs(%77 : tensor<4x128x64xf32>) permutation = [0, 2, 1] 
    %435 = linalg.batch_matmul ins(%collapsed_151, %transposed_153 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_154 = tensor.expand_shape %434 [[0, 1], [2], [3]] output_shape [1, 4, 64, 128] : tensor<4x64x128xf32> into tensor<1x4x64x128xf32>
    %expanded_155 = tensor.expand_shape %435 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %transposed_156 = linalg.transpose ins(%expanded_155 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_157 = tensor.collapse_shape %transposed_156 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_158 = linalg.transpose ins(%expanded_149 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_159 = tensor.collapse_shape %transposed_158 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_160 = linalg.transpose ins(%expanded_154 : tensor<1x4x64x128xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_161 = tensor.collapse_shape %transposed_160 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %concat = tensor.concat dim(2) %collapsed_157, %collapsed_161, %collapsed_159 : (tensor<1x128x256xf32>, tensor<1x128x256xf32>, tensor<1x128x256xf32>) -> tensor<1x128x768xf32>
    %collapsed_162 = tensor.collapse_shape %concat [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %436 = tensor.empty() : tensor<768x256xf32>
    %transposed_163 = linalg.transpose ins(%arg43 : tensor<256x768xf32>) outs(%436 : tensor<768x256xf32>) permutation = [1, 0] 
    %437 = linalg.matmul ins(%collapsed_162, %transposed_163 : tensor<128x768xf32>, tensor<768x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_164 = linalg.transpose ins(%collapsed_97 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %438 = tensor.empty() : tensor<256x768xf32>
    %439 = linalg.fill ins(%cst : f32) outs(%438 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %440 = linalg.matmul ins(%transposed_164, %collapsed_162 : tensor<256x128xf32>, tensor<128x768xf32>) outs(%439 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %441 = tensor.empty() : tensor<1x768xf32>
    %442 = linalg.fill ins(%cst : f32) outs(%441 : tensor<1x768xf32>) -> tensor<1x768xf32>
    %443 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_162 : tensor<128x768xf32>) outs(%442 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x768xf32>
    %collapsed_165 = tensor.collapse_shape %443 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_166 = tensor.expand_shape %437 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %444 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %arg41 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %446 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%444 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444, %258 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %448 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%447 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %448 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445, %446 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %449 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %451 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_166, %258 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%454 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_166 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %457 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419, %453 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_167 = tensor.collapse_shape %457 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %transposed_168 = linalg.transpose ins(%arg39 : tensor<1024x256xf32>) outs(%377 : tensor<256x1024xf32>) permutation = [1, 0] 
    %458 = linalg.matmul ins(%collapsed_167, %transposed_168 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %transposed_169 = linalg.transpose ins(%collapsed_95 : tensor<128x1024xf32>) outs(%379 : tensor<1024x128xf32>) permutation = [1, 0] 
    %459 = linalg.matmul ins(%transposed_169, %collapsed_167 : tensor<1024x128xf32>, tensor<128x256xf32>) outs(%381 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %460 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_167 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_170 = tensor.collapse_shape %460 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_171 = tensor.expand_shape %458 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171, %233 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %462 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_171, %239 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %463 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %238 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %464 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %463 : tensor<i64>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: i64, %in_284: f32, %out: f32):
      %650 = arith.sitofp %in : i64 to f32
      %651 = arith.subf %650, %in_284 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %465 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %464 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %466 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %468 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %469 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_15 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %470 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467, %469 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %471 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466, %470 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %472 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%462 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %472 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_172 = tensor.collapse_shape %473 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %transposed_173 = linalg.transpose ins(%arg37 : tensor<256x1024xf32>) outs(%380 : tensor<1024x256xf32>) permutation = [1, 0] 
    %474 = linalg.matmul ins(%collapsed_172, %transposed_173 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_174 = linalg.transpose ins(%collapsed_93 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %475 = linalg.matmul ins(%transposed_174, %collapsed_172 : tensor<256x128xf32>, tensor<128x1024xf32>) outs(%401 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %476 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_172 : tensor<128x1024xf32>) outs(%404 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x1024xf32>
    %collapsed_175 = tensor.collapse_shape %476 [[0, 1]] : tensor<1x1024xf32> into tensor<1024xf32>
    %expanded_176 = tensor.expand_shape %474 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %477 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_176, %arg35 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %478 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %479 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%477 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477, %227 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %481 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%480 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %482 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %481 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %483 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478, %479 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %484 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %482 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %485 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %484 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %487 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_176, %227 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %488 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%487 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_176 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %490 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %486 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_177 = tensor.collapse_shape %490 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %transposed_178 = linalg.transpose ins(%arg33 : tensor<256x256xf32>) outs(%420 : tensor<256x256xf32>) permutation = [1, 0] 
    %491 = linalg.matmul ins(%collapsed_177, %transposed_178 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_179 = linalg.transpose ins(%collapsed_91 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %492 = linalg.matmul ins(%transposed_179, %collapsed_177 : tensor<256x128xf32>, tensor<128x256xf32>) outs(%422 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %493 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_177 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_180 = tensor.collapse_shape %493 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_181 = tensor.expand_shape %491 [[0, 1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_182 = linalg.transpose ins(%expanded_181 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_183 = tensor.collapse_shape %transposed_182 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %transposed_184 = linalg.transpose ins(%collapsed_87 : tensor<4x128x128xf32>) outs(%60 : tensor<4x128x128xf32>) permutation = [0, 2, 1] 
    %494 = linalg.batch_matmul ins(%transposed_184, %collapsed_183 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %transposed_185 = linalg.transpose ins(%collapsed_88 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %495 = linalg.batch_matmul ins(%collapsed_183, %transposed_185 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_186 = tensor.expand_shape %494 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %expanded_187 = tensor.expand_shape %495 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %496 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_187, %208 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %497 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%496 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %498 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %497 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %499 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %498 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %500 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_188 = tensor.collapse_shape %500 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %transposed_189 = linalg.transpose ins(%collapsed_83 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %501 = linalg.batch_matmul ins(%transposed_189, %collapsed_188 : tensor<4x64x128xf32>, tensor<4x128x128xf32>) outs(%433 : tensor<4x64x128xf32>) -> tensor<4x64x128xf32>
    %transposed_190 = linalg.transpose ins(%collapsed_84 : tensor<4x64x128xf32>) outs(%77 : tensor<4x128x64xf32>) permutation = [0, 2, 1] 
    %502 = linalg.batch_matmul ins(%collapsed_188, %transposed_190 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_191 = tensor.expand_shape %501 [[0, 1], [2], [3]] output_shape [1, 4, 64, 128] : tensor<4x64x128xf32> into tensor<1x4x64x128xf32>
    %expanded_192 = tensor.expand_shape %502 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %transposed_193 = linalg.transpose ins(%expanded_192 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_194 = tensor.collapse_shape %transposed_193 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_195 = linalg.transpose ins(%expanded_186 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_196 = tensor.collapse_shape %transposed_195 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_197 = linalg.transpose ins(%expanded_191 : tensor<1x4x64x128xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_198 = tensor.collapse_shape %transposed_197 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %concat_199 = tensor.concat dim(2) %collapsed_194, %collapsed_198, %collapsed_196 : (tensor<1x128x256xf32>, tensor<1x128x256xf32>, tensor<1x128x256xf32>) -> tensor<1x128x768xf32>
    %collapsed_200 = tensor.collapse_shape %concat_199 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %transposed_201 = linalg.transpose ins(%arg31 : tensor<256x768xf32>) outs(%436 : tensor<768x256xf32>) permutation = [1, 0] 
    %503 = linalg.matmul ins(%collapsed_200, %transposed_201 : tensor<128x768xf32>, tensor<768x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_202 = linalg.transpose ins(%collapsed_72 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %504 = linalg.matmul ins(%transposed_202, %collapsed_200 : tensor<256x128xf32>, tensor<128x768xf32>) outs(%439 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %505 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_200 : tensor<128x768xf32>) outs(%442 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x768xf32>
    %collapsed_203 = tensor.collapse_shape %505 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_204 = tensor.expand_shape %503 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %506 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_204, %arg29 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %507 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %508 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%506 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %195 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %510 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%509 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %510 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %508 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %513 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %511 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %514 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %513 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %516 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_204, %195 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %517 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%516 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %518 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_204 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %515 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_205 = tensor.collapse_shape %519 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %transposed_206 = linalg.transpose ins(%arg27 : tensor<1024x256xf32>) outs(%377 : tensor<256x1024xf32>) permutation = [1, 0] 
    %520 = linalg.matmul ins(%collapsed_205, %transposed_206 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %transposed_207 = linalg.transpose ins(%collapsed_70 : tensor<128x1024xf32>) outs(%379 : tensor<1024x128xf32>) permutation = [1, 0] 
    %521 = linalg.matmul ins(%transposed_207, %collapsed_205 : tensor<1024x128xf32>, tensor<128x256xf32>) outs(%381 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %522 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_205 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_208 = tensor.collapse_shape %522 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_209 = tensor.expand_shape %520 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %523 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_209, %170 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %524 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_209, %176 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %525 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %175 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %526 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %525 : tensor<i64>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: i64, %in_284: f32, %out: f32):
      %650 = arith.sitofp %in : i64 to f32
      %651 = arith.subf %650, %in_284 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523, %526 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %529 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_69 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %531 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_15 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %532 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%529, %531 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528, %532 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %534 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %535 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%533, %534 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_210 = tensor.collapse_shape %535 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %transposed_211 = linalg.transpose ins(%arg25 : tensor<256x1024xf32>) outs(%380 : tensor<1024x256xf32>) permutation = [1, 0] 
    %536 = linalg.matmul ins(%collapsed_210, %transposed_211 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_212 = linalg.transpose ins(%collapsed_68 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %537 = linalg.matmul ins(%transposed_212, %collapsed_210 : tensor<256x128xf32>, tensor<128x1024xf32>) outs(%401 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %538 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_210 : tensor<128x1024xf32>) outs(%404 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x1024xf32>
    %collapsed_213 = tensor.collapse_shape %538 [[0, 1]] : tensor<1x1024xf32> into tensor<1024xf32>
    %expanded_214 = tensor.expand_shape %536 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %539 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_214, %arg23 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %540 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %541 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%539 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %542 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%539, %164 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %543 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%542 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %544 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %543 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %545 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540, %541 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %546 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545, %544 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %547 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547, %546 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %549 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_214, %164 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %550 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%549 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %551 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_214 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %552 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519, %548 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_215 = tensor.collapse_shape %552 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %transposed_216 = linalg.transpose ins(%arg21 : tensor<256x256xf32>) outs(%420 : tensor<256x256xf32>) permutation = [1, 0] 
    %553 = linalg.matmul ins(%collapsed_215, %transposed_216 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_217 = linalg.transpose ins(%collapsed_66 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %554 = linalg.matmul ins(%transposed_217, %collapsed_215 : tensor<256x128xf32>, tensor<128x256xf32>) outs(%422 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %555 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_215 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_218 = tensor.collapse_shape %555 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_219 = tensor.expand_shape %553 [[0, 1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_220 = linalg.transpose ins(%expanded_219 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_221 = tensor.collapse_shape %transposed_220 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %transposed_222 = linalg.transpose ins(%collapsed_62 : tensor<4x128x128xf32>) outs(%60 : tensor<4x128x128xf32>) permutation = [0, 2, 1] 
    %556 = linalg.batch_matmul ins(%transposed_222, %collapsed_221 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %transposed_223 = linalg.transpose ins(%collapsed_63 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %557 = linalg.batch_matmul ins(%collapsed_221, %transposed_223 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_224 = tensor.expand_shape %556 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %expanded_225 = tensor.expand_shape %557 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %558 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_225, %145 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %559 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%558 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %560 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %559 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %561 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %560 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %562 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_226 = tensor.collapse_shape %562 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %transposed_227 = linalg.transpose ins(%collapsed_58 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %563 = linalg.batch_matmul ins(%transposed_227, %collapsed_226 : tensor<4x64x128xf32>, tensor<4x128x128xf32>) outs(%433 : tensor<4x64x128xf32>) -> tensor<4x64x128xf32>
    %transposed_228 = linalg.transpose ins(%collapsed_59 : tensor<4x64x128xf32>) outs(%77 : tensor<4x128x64xf32>) permutation = [0, 2, 1] 
    %564 = linalg.batch_matmul ins(%collapsed_226, %transposed_228 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_229 = tensor.expand_shape %563 [[0, 1], [2], [3]] output_shape [1, 4, 64, 128] : tensor<4x64x128xf32> into tensor<1x4x64x128xf32>
    %expanded_230 = tensor.expand_shape %564 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %transposed_231 = linalg.transpose ins(%expanded_230 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_232 = tensor.collapse_shape %transposed_231 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_233 = linalg.transpose ins(%expanded_224 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_234 = tensor.collapse_shape %transposed_233 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_235 = linalg.transpose ins(%expanded_229 : tensor<1x4x64x128xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_236 = tensor.collapse_shape %transposed_235 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %concat_237 = tensor.concat dim(2) %collapsed_232, %collapsed_236, %collapsed_234 : (tensor<1x128x256xf32>, tensor<1x128x256xf32>, tensor<1x128x256xf32>) -> tensor<1x128x768xf32>
    %collapsed_238 = tensor.collapse_shape %concat_237 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %transposed_239 = linalg.transpose ins(%arg19 : tensor<256x768xf32>) outs(%436 : tensor<768x256xf32>) permutation = [1, 0] 
    %565 = linalg.matmul ins(%collapsed_238, %transposed_239 : tensor<128x768xf32>, tensor<768x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_240 = linalg.transpose ins(%collapsed_47 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %566 = linalg.matmul ins(%transposed_240, %collapsed_238 : tensor<256x128xf32>, tensor<128x768xf32>) outs(%439 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %567 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_238 : tensor<128x768xf32>) outs(%442 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x768xf32>
    %collapsed_241 = tensor.collapse_shape %567 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_242 = tensor.expand_shape %565 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %568 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_242, %arg17 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %569 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %570 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%568 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %571 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %132 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %572 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%571 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %573 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132, %572 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %574 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569, %570 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %575 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574, %573 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %576 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %575 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %578 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_242, %132 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %579 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%578 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %580 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_242 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %581 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552, %577 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_243 = tensor.collapse_shape %581 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %transposed_244 = linalg.transpose ins(%arg15 : tensor<1024x256xf32>) outs(%377 : tensor<256x1024xf32>) permutation = [1, 0] 
    %582 = linalg.matmul ins(%collapsed_243, %transposed_244 : tensor<128x256xf32>, tensor<256x1024xf32>) outs(%102 : tensor<128x1024xf32>) -> tensor<128x1024xf32>
    %transposed_245 = linalg.transpose ins(%collapsed_45 : tensor<128x1024xf32>) outs(%379 : tensor<1024x128xf32>) permutation = [1, 0] 
    %583 = linalg.matmul ins(%transposed_245, %collapsed_243 : tensor<1024x128xf32>, tensor<128x256xf32>) outs(%381 : tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %584 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_243 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_246 = tensor.collapse_shape %584 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_247 = tensor.expand_shape %582 [[0, 1], [2]] output_shape [1, 128, 1024] : tensor<128x1024xf32> into tensor<1x128x1024xf32>
    %585 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_247, %107 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %586 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_247, %113 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %587 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %112 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %588 = linalg.generic {indexing_maps = [#map18, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_16, %587 : tensor<i64>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: i64, %in_284: f32, %out: f32):
      %650 = arith.sitofp %in : i64 to f32
      %651 = arith.subf %650, %in_284 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %589 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585, %588 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %590 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_6 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %591 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.truncf %cst_7 : f64 to f32
      %651 = arith.mulf %in, %650 : f32
      linalg.yield %651 : f32
    } -> tensor<1x128x1024xf32>
    %592 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_44 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %593 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_15 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %594 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591, %593 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %595 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %594 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %596 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%586 : tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_12 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %597 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595, %596 : tensor<1x128x1024xf32>, tensor<1x128x1024xf32>) outs(%106 : tensor<1x128x1024xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1024xf32>
    %collapsed_248 = tensor.collapse_shape %597 [[0, 1], [2]] : tensor<1x128x1024xf32> into tensor<128x1024xf32>
    %transposed_249 = linalg.transpose ins(%arg13 : tensor<256x1024xf32>) outs(%380 : tensor<1024x256xf32>) permutation = [1, 0] 
    %598 = linalg.matmul ins(%collapsed_248, %transposed_249 : tensor<128x1024xf32>, tensor<1024x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_250 = linalg.transpose ins(%collapsed_43 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %599 = linalg.matmul ins(%transposed_250, %collapsed_248 : tensor<256x128xf32>, tensor<128x1024xf32>) outs(%401 : tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %600 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_248 : tensor<128x1024xf32>) outs(%404 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x1024xf32>
    %collapsed_251 = tensor.collapse_shape %600 [[0, 1]] : tensor<1x1024xf32> into tensor<1024xf32>
    %expanded_252 = tensor.expand_shape %598 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %601 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_252, %arg11 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %602 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %603 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%601 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %604 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %98 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %605 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%604 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %606 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %605 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %607 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %603 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %608 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607, %606 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %609 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609, %608 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %611 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_252, %98 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %612 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%611 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %613 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_252 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %614 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %610 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_253 = tensor.collapse_shape %614 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %transposed_254 = linalg.transpose ins(%arg9 : tensor<256x256xf32>) outs(%420 : tensor<256x256xf32>) permutation = [1, 0] 
    %615 = linalg.matmul ins(%collapsed_253, %transposed_254 : tensor<128x256xf32>, tensor<256x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_255 = linalg.transpose ins(%collapsed_41 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %616 = linalg.matmul ins(%transposed_255, %collapsed_253 : tensor<256x128xf32>, tensor<128x256xf32>) outs(%422 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %617 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_253 : tensor<128x256xf32>) outs(%384 : tensor<1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x256xf32>
    %collapsed_256 = tensor.collapse_shape %617 [[0, 1]] : tensor<1x256xf32> into tensor<256xf32>
    %expanded_257 = tensor.expand_shape %615 [[0, 1], [2, 3]] output_shape [1, 128, 4, 64] : tensor<128x256xf32> into tensor<1x128x4x64xf32>
    %transposed_258 = linalg.transpose ins(%expanded_257 : tensor<1x128x4x64xf32>) outs(%58 : tensor<1x4x128x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_259 = tensor.collapse_shape %transposed_258 [[0, 1], [2], [3]] : tensor<1x4x128x64xf32> into tensor<4x128x64xf32>
    %transposed_260 = linalg.transpose ins(%collapsed_37 : tensor<4x128x128xf32>) outs(%60 : tensor<4x128x128xf32>) permutation = [0, 2, 1] 
    %618 = linalg.batch_matmul ins(%transposed_260, %collapsed_259 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %transposed_261 = linalg.transpose ins(%collapsed_38 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %619 = linalg.batch_matmul ins(%collapsed_259, %transposed_261 : tensor<4x128x64xf32>, tensor<4x64x128xf32>) outs(%61 : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
    %expanded_262 = tensor.expand_shape %618 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %expanded_263 = tensor.expand_shape %619 [[0, 1], [2], [3]] output_shape [1, 4, 128, 128] : tensor<4x128x128xf32> into tensor<1x4x128x128xf32>
    %620 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_263, %76 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %621 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%620 : tensor<1x4x128x128xf32>) outs(%74 : tensor<1x4x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x1xf32>
    %622 = linalg.generic {indexing_maps = [#map7, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %621 : tensor<1x4x128x128xf32>, tensor<1x4x128x1xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %623 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %622 : tensor<1x4x128x128xf32>, tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %624 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%623 : tensor<1x4x128x128xf32>) outs(%63 : tensor<1x4x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_11 : f32
      linalg.yield %650 : f32
    } -> tensor<1x4x128x128xf32>
    %collapsed_264 = tensor.collapse_shape %624 [[0, 1], [2], [3]] : tensor<1x4x128x128xf32> into tensor<4x128x128xf32>
    %transposed_265 = linalg.transpose ins(%collapsed_33 : tensor<4x128x64xf32>) outs(%426 : tensor<4x64x128xf32>) permutation = [0, 2, 1] 
    %625 = linalg.batch_matmul ins(%transposed_265, %collapsed_264 : tensor<4x64x128xf32>, tensor<4x128x128xf32>) outs(%433 : tensor<4x64x128xf32>) -> tensor<4x64x128xf32>
    %transposed_266 = linalg.transpose ins(%collapsed_34 : tensor<4x64x128xf32>) outs(%77 : tensor<4x128x64xf32>) permutation = [0, 2, 1] 
    %626 = linalg.batch_matmul ins(%collapsed_264, %transposed_266 : tensor<4x128x128xf32>, tensor<4x128x64xf32>) outs(%78 : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
    %expanded_267 = tensor.expand_shape %625 [[0, 1], [2], [3]] output_shape [1, 4, 64, 128] : tensor<4x64x128xf32> into tensor<1x4x64x128xf32>
    %expanded_268 = tensor.expand_shape %626 [[0, 1], [2], [3]] output_shape [1, 4, 128, 64] : tensor<4x128x64xf32> into tensor<1x4x128x64xf32>
    %transposed_269 = linalg.transpose ins(%expanded_268 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_270 = tensor.collapse_shape %transposed_269 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_271 = linalg.transpose ins(%expanded_262 : tensor<1x4x128x64xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_272 = tensor.collapse_shape %transposed_271 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %transposed_273 = linalg.transpose ins(%expanded_267 : tensor<1x4x64x128xf32>) outs(%80 : tensor<1x128x4x64xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_274 = tensor.collapse_shape %transposed_273 [[0], [1], [2, 3]] : tensor<1x128x4x64xf32> into tensor<1x128x256xf32>
    %concat_275 = tensor.concat dim(2) %collapsed_270, %collapsed_274, %collapsed_272 : (tensor<1x128x256xf32>, tensor<1x128x256xf32>, tensor<1x128x256xf32>) -> tensor<1x128x768xf32>
    %collapsed_276 = tensor.collapse_shape %concat_275 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %transposed_277 = linalg.transpose ins(%arg7 : tensor<256x768xf32>) outs(%436 : tensor<768x256xf32>) permutation = [1, 0] 
    %627 = linalg.matmul ins(%collapsed_276, %transposed_277 : tensor<128x768xf32>, tensor<768x256xf32>) outs(%7 : tensor<128x256xf32>) -> tensor<128x256xf32>
    %transposed_278 = linalg.transpose ins(%collapsed_24 : tensor<128x256xf32>) outs(%400 : tensor<256x128xf32>) permutation = [1, 0] 
    %628 = linalg.matmul ins(%transposed_278, %collapsed_276 : tensor<256x128xf32>, tensor<128x768xf32>) outs(%439 : tensor<256x768xf32>) -> tensor<256x768xf32>
    %629 = linalg.generic {indexing_maps = [#map4, #map17], iterator_types = ["reduction", "parallel"]} ins(%collapsed_276 : tensor<128x768xf32>) outs(%442 : tensor<1x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x768xf32>
    %collapsed_279 = tensor.collapse_shape %629 [[0, 1]] : tensor<1x768xf32> into tensor<768xf32>
    %expanded_280 = tensor.expand_shape %627 [[0, 1], [2]] output_shape [1, 128, 256] : tensor<128x256xf32> into tensor<1x128x256xf32>
    %630 = linalg.generic {indexing_maps = [#map3, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_280, %arg5 : tensor<1x128x256xf32>, tensor<256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %631 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630 : tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.mulf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %632 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%630 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %633 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %50 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %634 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%633 : tensor<1x128x256xf32>) outs(%44 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %635 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50, %634 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %636 = linalg.generic {indexing_maps = [#map3, #map1, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631, %632 : tensor<1x128x256xf32>, tensor<1x128x1xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %637 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %635 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.subf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %638 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48 : tensor<1x128x1xf32>) outs(%42 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.divf %in, %cst_10 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x1xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638, %637 : tensor<1x128x1xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %640 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_280, %50 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.mulf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %641 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%640 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %642 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["reduction", "reduction", "parallel"]} ins(%expanded_280 : tensor<1x128x256xf32>) outs(%374 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %650 = arith.addf %in, %out : f32
      linalg.yield %650 : f32
    } -> tensor<256xf32>
    %643 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %639 : tensor<1x128x256xf32>, tensor<1x128x256xf32>) outs(%18 : tensor<1x128x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1x128x256xf32>
    %collapsed_281 = tensor.collapse_shape %643 [[0, 1], [2]] : tensor<1x128x256xf32> into tensor<128x256xf32>
    %644 = tensor.empty() : tensor<512x128xf32>
    %transposed_282 = linalg.transpose ins(%collapsed_19 : tensor<128x512xf32>) outs(%644 : tensor<512x128xf32>) permutation = [1, 0] 
    %645 = tensor.empty() : tensor<512x256xf32>
    %646 = linalg.fill ins(%cst : f32) outs(%645 : tensor<512x256xf32>) -> tensor<512x256xf32>
    %647 = linalg.matmul ins(%transposed_282, %collapsed_281 : tensor<512x128xf32>, tensor<128x256xf32>) outs(%646 : tensor<512x256xf32>) -> tensor<512x256xf32>
    %transposed_283 = linalg.transpose ins(%collapsed : tensor<128x1000xf32>) outs(%357 : tensor<1000x128xf32>) permutation = [1, 0] 
    %648 = linalg.matmul ins(%transposed_283, %collapsed_281 : tensor<1000x128xf32>, tensor<128x256xf32>) outs(%359 : tensor<1000x256xf32>) -> tensor<1000x256xf32>
    %649 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%360, %648 : tensor<1000x256xf32>, tensor<1000x256xf32>) outs(%358 : tensor<1000x256xf32>) {
    ^bb0(%in: f32, %in_284: f32, %out: f32):
      %650 = arith.addf %in, %in_284 : f32
      linalg.yield %650 : f32
    } -> tensor<1000x256xf32>
    return %347, %649, %647, %641, %642, %628, %collapsed_279, %616, %collapsed_256, %612, %613, %599, %collapsed_251, %583, %collapsed_246, %579, %580, %566, %collapsed_241, %554, %collapsed_218, %550, %551, %537, %collapsed_213, %521, %collapsed_208, %517, %518, %504, %collapsed_203, %492, %collapsed_180, %488, %489, %475, %collapsed_175, %459, %collapsed_170, %455, %456, %440, %collapsed_165, %423, %collapsed_143, %417, %418, %402, %collapsed_138, %382, %collapsed_133, %375, %376 : tensor<f32>, tensor<1000x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x768xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
  }
}
