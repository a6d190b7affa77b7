#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map10 = affine_map<(d0, d1, d2) -> (d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map12 = affine_map<()[s0] -> (s0 + 1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @decode_step(%arg0: tensor<1x1xi64>, %arg1: tensor<1x?xi64>, %arg2: tensor<1x4x?x64xf32>, %arg3: tensor<1x4x?x64xf32>, %arg4: tensor<1x4x?x64xf32>, %arg5: tensor<1x4x?x64xf32>, %arg6: tensor<1x4x?x64xf32>, %arg7: tensor<1x4x?x64xf32>, %arg8: tensor<1x4x?x64xf32>, %arg9: tensor<1x4x?x64xf32>, %arg10: tensor<1000x256xf32>, %arg11: tensor<256x256xf32>, %arg12: tensor<256x256xf32>, %arg13: tensor<256x256xf32>, %arg14: tensor<256x256xf32>, %arg15: tensor<688x256xf32>, %arg16: tensor<688x256xf32>, %arg17: tensor<256x688xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256x256xf32>, %arg21: tensor<256x256xf32>, %arg22: tensor<256x256xf32>, %arg23: tensor<256x256xf32>, %arg24: tensor<688x256xf32>, %arg25: tensor<688x256xf32>, %arg26: tensor<256x688xf32>, %arg27: tensor<256xf32>, %arg28: tensor<256xf32>, %arg29: tensor<256x256xf32>, %arg30: tensor<256x256xf32>, %arg31: tensor<256x256xf32>, %arg32: tensor<256x256xf32>, %arg33: tensor<688x256xf32>, %arg34: tensor<688x256xf32>, %arg35: tensor<256x688xf32>, %arg36: tensor<256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256x256xf32>, %arg39: tensor<256x256xf32>, %arg40: tensor<256x256xf32>, %arg41: tensor<256x256xf32>, %arg42: tensor<688x256xf32>, %arg43: tensor<688x256xf32>, %arg44: tensor<256x688xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256xf32>, %arg47: tensor<256xf32>, %arg48: tensor<1000x256xf32>) -> (tensor<1x1x1000xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1000 = arith.constant 1000 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.35355339059327379 : f64
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_9 = arith.constant 2.560000e+02 : f32
    %dim = tensor.dim %arg9, %c2 : tensor<1x4x?x64xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty() : tensor<1x1x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1xi64>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: i64, %out: f32):
      %282 = arith.index_cast %in : i64 to index
      %283 = linalg.index 2 : index
      %284 = arith.cmpi slt, %282, %c1000 : index
      cf.assert %284, "index must be smaller than dim size"
      %285 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %285, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg10[%282, %283] : tensor<1000x256xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x256xf32>
    %3 = tensor.empty() : tensor<1xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%4 : tensor<1xi64>) outs(%3 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %282 = arith.addi %in, %0 : i64
      linalg.yield %282 : i64
    } -> tensor<1xi64>
    %dim_10 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %6 = tensor.empty(%dim_10) : tensor<1x?xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x?xi64>) outs(%6 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %282 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %282 : i1
    } -> tensor<1x?xi1>
    %8 = arith.addi %0, %c1_i64 : i64
    %9 = arith.index_cast %8 : i64 to index
    %10 = tensor.empty(%9) : tensor<?xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %282 = linalg.index 0 : index
      %283 = arith.index_cast %282 : index to i64
      linalg.yield %283 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %5 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_12 = tensor.expand_shape %11 [[0, 1, 2, 3]] output_shape [1, 1, 1, %9] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %12 = tensor.empty(%9) : tensor<1x1x1x?xi1>
    %13 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x?xi64>, tensor<1x1x1x1xi64>) outs(%12 : tensor<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_173: i64, %out: i1):
      %282 = arith.cmpi sle, %in, %in_173 : i64
      linalg.yield %282 : i1
    } -> tensor<1x1x1x?xi1>
    %14 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %13 : tensor<i1>, tensor<1x1x1x?xi1>) outs(%12 : tensor<1x1x1x?xi1>) {
    ^bb0(%in: i1, %in_173: i1, %out: i1):
      %282 = arith.andi %in, %in_173 : i1
      linalg.yield %282 : i1
    } -> tensor<1x1x1x?xi1>
    %dim_13 = tensor.dim %expanded_12, %c3 : tensor<1x1x1x?xi64>
    %15 = tensor.empty(%dim_13) : tensor<1x1x1x?xi1>
    %16 = linalg.generic {indexing_maps = [#map7, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%15 : tensor<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_173: i64, %out: i1):
      %282 = arith.cmpi slt, %in, %c0_i64 : i64
      %283 = arith.addi %in, %c1_i64 : i64
      %284 = arith.select %282, %283, %in : i64
      %285 = arith.index_cast %284 : i64 to index
      %286 = arith.cmpi slt, %in_173, %c0_i64 : i64
      %287 = arith.index_cast %dim_10 : index to i64
      %288 = arith.addi %in_173, %287 : i64
      %289 = arith.select %286, %288, %in_173 : i64
      %290 = arith.index_cast %289 : i64 to index
      %extracted = tensor.extract %7[%285, %290] : tensor<1x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x?xi1>
    %17 = arith.cmpi eq, %9, %dim_13 : index
    cf.assert %17, "mismatched size for broadcast"
    %18 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %16 : tensor<1x1x1x?xi1>, tensor<1x1x1x?xi1>) outs(%12 : tensor<1x1x1x?xi1>) {
    ^bb0(%in: i1, %in_173: i1, %out: i1):
      %282 = arith.andi %in, %in_173 : i1
      linalg.yield %282 : i1
    } -> tensor<1x1x1x?xi1>
    %19 = arith.cmpi sge, %8, %c0_i64 : i64
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %20 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%12 : tensor<1x1x1x?xi1>) {
    ^bb0(%out: i1):
      %282 = linalg.index 3 : index
      %283 = arith.cmpi eq, %9, %c1 : index
      %284 = arith.select %283, %c0, %282 : index
      %extracted = tensor.extract %18[%c0, %c0, %c0, %284] : tensor<1x1x1x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x?xi1>
    %expanded_14 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xi64> into tensor<1x1x1xi64>
    %21 = tensor.empty() : tensor<1x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_14 : tensor<1x1x1xi64>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %282 = arith.sitofp %in : i64 to f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %23 = tensor.empty() : tensor<1x1x32xf32>
    %24 = linalg.generic {indexing_maps = [#map9, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %cst_8 : tensor<1x1x1xf32>, tensor<32xf32>) outs(%23 : tensor<1x1x32xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x32xf32>
    %concat = tensor.concat dim(2) %24, %24 : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x64xf32>
    %25 = tensor.empty() : tensor<1x1x64xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x64xf32>) outs(%25 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.cos %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x64xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x64xf32>) outs(%25 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.sin %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x64xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%28 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %33 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %35 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %34 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %36 = tensor.empty() : tensor<256x256xf32>
    %transposed = linalg.transpose ins(%arg11 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %35 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %37 = tensor.empty() : tensor<1x256xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %39 = linalg.matmul ins(%collapsed, %transposed : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_15 = tensor.expand_shape %39 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %40 = tensor.empty() : tensor<1x4x1x64xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%arg12 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_18 = tensor.expand_shape %41 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_20 = linalg.transpose ins(%arg13 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed, %transposed_20 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_21 = tensor.expand_shape %42 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_23 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 1, 64] : tensor<1x1x64xf32> into tensor<1x1x1x64xf32>
    %expanded_24 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [1, 1, 1, 64] : tensor<1x1x64xf32> into tensor<1x1x1x64xf32>
    %43 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_25 = tensor.extract_slice %transposed_16[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %44 = tensor.empty() : tensor<1x4x1x32xf32>
    %45 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_26 = tensor.concat dim(3) %45, %extracted_slice : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_26, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_19, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice_27 = tensor.extract_slice %transposed_19[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_19[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_29 = tensor.concat dim(3) %49, %extracted_slice_27 : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %50 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_29, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %51 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %50 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %concat_30 = tensor.concat dim(2) %arg2, %51 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %concat_31 = tensor.concat dim(2) %arg3, %transposed_22 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %52 = tensor.empty(%9) : tensor<1x1x1x?xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map6, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %cst_2, %cst_3 : tensor<1x1x1x?xi1>, tensor<f32>, tensor<f32>) outs(%52 : tensor<1x1x1x?xf32>) {
    ^bb0(%in: i1, %in_173: f32, %in_174: f32, %out: f32):
      %282 = arith.select %in, %in_173, %in_174 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1x?xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x1x64xf32>
    %dim_32 = tensor.dim %arg2, %c2 : tensor<1x4x?x64xf32>
    %55 = affine.apply #map12()[%dim_32]
    %56 = tensor.empty(%55) : tensor<1x4x64x?xf32>
    %transposed_33 = linalg.transpose ins(%concat_30 : tensor<1x4x?x64xf32>) outs(%56 : tensor<1x4x64x?xf32>) permutation = [0, 1, 3, 2] 
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<1x4x64x?xf32>) outs(%56 : tensor<1x4x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_34 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<1x4x1x64xf32> into tensor<4x1x64xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %58 = tensor.empty(%9) : tensor<1x4x64x?xf32>
    %59 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%58 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %55, %c1 : index
      %286 = arith.select %285, %c0, %284 : index
      %extracted = tensor.extract %57[%c0, %282, %283, %286] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_35 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %60 = tensor.empty(%9) : tensor<4x1x?xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<4x1x?xf32>) -> tensor<4x1x?xf32>
    %62 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<4x1x64xf32>, tensor<4x64x?xf32>) outs(%61 : tensor<4x1x?xf32>) -> tensor<4x1x?xf32>
    %expanded_36 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 4, 1, %9] : tensor<4x1x?xf32> into tensor<1x4x1x?xf32>
    %63 = tensor.empty(%9) : tensor<1x4x1x?xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %53 : tensor<1x4x1x?xf32>, tensor<1x1x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %65 = tensor.empty() : tensor<1x4x1xi64>
    %66 = linalg.fill ins(%c0_i64 : i64) outs(%65 : tensor<1x4x1xi64>) -> tensor<1x4x1xi64>
    %67 = tensor.empty() : tensor<1x4x1xf32>
    %68 = linalg.fill ins(%cst_0 : f32) outs(%67 : tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %69:2 = linalg.generic {indexing_maps = [#map4, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x4x1x?xf32>) outs(%68, %66 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_173: i64):
      %282 = linalg.index 3 : index
      %283 = arith.index_cast %282 : index to i64
      %284 = arith.maximumf %in, %out : f32
      %285 = arith.cmpf ogt, %in, %out : f32
      %286 = arith.select %285, %283, %out_173 : i64
      linalg.yield %284, %286 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_37 = tensor.expand_shape %69#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_37 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.subf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x4x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.exp %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %72 = tensor.empty() : tensor<1x4x1x1xf32>
    %73 = linalg.fill ins(%cst : f32) outs(%72 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<1x4x1x?xf32>) outs(%73 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %74 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.divf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %76 = tensor.empty(%9) : tensor<1x4x1x?xi1>
    %77 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x4x1x?xf32>) outs(%76 : tensor<1x4x1x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %282 = arith.extf %in : f32 to f64
      %283 = arith.cmpf oeq, %282, %cst_6 : f64
      linalg.yield %283 : i1
    } -> tensor<1x4x1x?xi1>
    %78 = tensor.empty() : tensor<1x4x1x1xi1>
    %79 = linalg.fill ins(%true : i1) outs(%78 : tensor<1x4x1x1xi1>) -> tensor<1x4x1x1xi1>
    %80 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%77 : tensor<1x4x1x?xi1>) outs(%79 : tensor<1x4x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %282 = arith.andi %in, %out : i1
      linalg.yield %282 : i1
    } -> tensor<1x4x1x1xi1>
    %81 = arith.cmpi sge, %8, %c0_i64 : i64
    cf.assert %81, "negative values not allowed in new dimensions"
    %82 = arith.index_cast %8 : i64 to index
    %83 = tensor.empty(%82) : tensor<1x4x1x?xf32>
    %84 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%83 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x1x?xf32>
    %85 = arith.cmpi eq, %82, %9 : index
    cf.assert %85, "mismatched size for broadcast"
    %86 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %84, %75 : tensor<1x4x1x1xi1>, tensor<1x4x1x?xf32>, tensor<1x4x1x?xf32>) outs(%83 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: i1, %in_173: f32, %in_174: f32, %out: f32):
      %282 = arith.select %in, %in_173, %in_174 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %87 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 3 : index
      %284 = arith.cmpi eq, %82, %c1 : index
      %285 = arith.select %284, %c0, %283 : index
      %extracted = tensor.extract %86[%c0, %282, %c0, %285] : tensor<1x4x1x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x1x?xf32>
    %collapsed_38 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<1x4x1x?xf32> into tensor<4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %88 = tensor.empty(%9) : tensor<1x4x?x64xf32>
    %89 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %dim_173 = tensor.dim %arg3, %c2 : tensor<1x4x?x64xf32>
      %285 = affine.apply #map12()[%dim_173]
      %286 = arith.cmpi eq, %285, %c1 : index
      %287 = arith.select %286, %c0, %283 : index
      %extracted = tensor.extract %concat_31[%c0, %282, %287, %284] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_39 = tensor.collapse_shape %89 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    %90 = tensor.empty() : tensor<4x1x64xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %92 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<4x1x?xf32>, tensor<4x?x64xf32>) outs(%91 : tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %expanded_40 = tensor.expand_shape %92 [[0, 1], [2], [3]] output_shape [1, 4, 1, 64] : tensor<4x1x64xf32> into tensor<1x4x1x64xf32>
    %93 = tensor.empty() : tensor<1x1x4x64xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x4x1x64xf32>) outs(%93 : tensor<1x1x4x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_42 = linalg.transpose ins(%arg14 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_43 = tensor.collapse_shape %transposed_41 [[0], [1, 2, 3]] : tensor<1x1x4x64xf32> into tensor<1x256xf32>
    %94 = linalg.matmul ins(%collapsed_43, %transposed_42 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_44 = tensor.expand_shape %94 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_44 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %100 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %102 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %101 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %103 = tensor.empty() : tensor<256x688xf32>
    %transposed_45 = linalg.transpose ins(%arg15 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %102 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %104 = tensor.empty() : tensor<1x688xf32>
    %105 = linalg.fill ins(%cst : f32) outs(%104 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %106 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_47 = tensor.expand_shape %106 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %107 = tensor.empty() : tensor<1x1x688xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      %283 = math.exp %282 : f32
      %284 = arith.addf %283, %cst_1 : f32
      %285 = arith.divf %cst_1, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x1x688xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47, %108 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %transposed_48 = linalg.transpose ins(%arg16 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %110 = linalg.matmul ins(%collapsed_46, %transposed_48 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_49 = tensor.expand_shape %110 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %expanded_49 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %112 = tensor.empty() : tensor<688x256xf32>
    %transposed_50 = linalg.transpose ins(%arg17 : tensor<256x688xf32>) outs(%112 : tensor<688x256xf32>) permutation = [1, 0] 
    %collapsed_51 = tensor.collapse_shape %111 [[0], [1, 2]] : tensor<1x1x688xf32> into tensor<1x688xf32>
    %113 = linalg.matmul ins(%collapsed_51, %transposed_50 : tensor<1x688xf32>, tensor<688x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_52 = tensor.expand_shape %113 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %expanded_52 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%115 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %119 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %121 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27, %120 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %transposed_53 = linalg.transpose ins(%arg20 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %121 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %122 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_55 = tensor.expand_shape %122 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_56 = linalg.transpose ins(%expanded_55 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%arg21 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %123 = linalg.matmul ins(%collapsed_54, %transposed_57 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_58 = tensor.expand_shape %123 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_59 = linalg.transpose ins(%expanded_58 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_60 = linalg.transpose ins(%arg22 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %124 = linalg.matmul ins(%collapsed_54, %transposed_60 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_61 = tensor.expand_shape %124 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_62 = linalg.transpose ins(%expanded_61 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %125 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice_63 = tensor.extract_slice %transposed_56[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_64 = tensor.extract_slice %transposed_56[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %126 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_64 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_65 = tensor.concat dim(3) %126, %extracted_slice_63 : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %127 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_65, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %128 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %127 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %129 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice_66 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_67 = tensor.extract_slice %transposed_59[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %130 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_68 = tensor.concat dim(3) %130, %extracted_slice_66 : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %131 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_68, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %131 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %concat_69 = tensor.concat dim(2) %arg4, %132 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %concat_70 = tensor.concat dim(2) %arg5, %transposed_62 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %133 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x1x64xf32>
    %dim_71 = tensor.dim %arg4, %c2 : tensor<1x4x?x64xf32>
    %134 = affine.apply #map12()[%dim_71]
    %135 = tensor.empty(%134) : tensor<1x4x64x?xf32>
    %transposed_72 = linalg.transpose ins(%concat_69 : tensor<1x4x?x64xf32>) outs(%135 : tensor<1x4x64x?xf32>) permutation = [0, 1, 3, 2] 
    %136 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_72 : tensor<1x4x64x?xf32>) outs(%135 : tensor<1x4x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_73 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<1x4x1x64xf32> into tensor<4x1x64xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %137 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%58 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %134, %c1 : index
      %286 = arith.select %285, %c0, %284 : index
      %extracted = tensor.extract %136[%c0, %282, %283, %286] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_74 = tensor.collapse_shape %137 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %138 = linalg.batch_matmul ins(%collapsed_73, %collapsed_74 : tensor<4x1x64xf32>, tensor<4x64x?xf32>) outs(%61 : tensor<4x1x?xf32>) -> tensor<4x1x?xf32>
    %expanded_75 = tensor.expand_shape %138 [[0, 1], [2], [3]] output_shape [1, 4, 1, %9] : tensor<4x1x?xf32> into tensor<1x4x1x?xf32>
    %139 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_75, %53 : tensor<1x4x1x?xf32>, tensor<1x1x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %140:2 = linalg.generic {indexing_maps = [#map4, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%139 : tensor<1x4x1x?xf32>) outs(%68, %66 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_173: i64):
      %282 = linalg.index 3 : index
      %283 = arith.index_cast %282 : index to i64
      %284 = arith.maximumf %in, %out : f32
      %285 = arith.cmpf ogt, %in, %out : f32
      %286 = arith.select %285, %283, %out_173 : i64
      linalg.yield %284, %286 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_76 = tensor.expand_shape %140#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_76 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.subf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %142 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x4x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.exp %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %143 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%142 : tensor<1x4x1x?xf32>) outs(%73 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %143 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.divf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %145 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x4x1x?xf32>) outs(%76 : tensor<1x4x1x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %282 = arith.extf %in : f32 to f64
      %283 = arith.cmpf oeq, %282, %cst_6 : f64
      linalg.yield %283 : i1
    } -> tensor<1x4x1x?xi1>
    %146 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%145 : tensor<1x4x1x?xi1>) outs(%79 : tensor<1x4x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %282 = arith.andi %in, %out : i1
      linalg.yield %282 : i1
    } -> tensor<1x4x1x1xi1>
    cf.assert %81, "negative values not allowed in new dimensions"
    cf.assert %85, "mismatched size for broadcast"
    %147 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %84, %144 : tensor<1x4x1x1xi1>, tensor<1x4x1x?xf32>, tensor<1x4x1x?xf32>) outs(%83 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: i1, %in_173: f32, %in_174: f32, %out: f32):
      %282 = arith.select %in, %in_173, %in_174 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %148 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 3 : index
      %284 = arith.cmpi eq, %82, %c1 : index
      %285 = arith.select %284, %c0, %283 : index
      %extracted = tensor.extract %147[%c0, %282, %c0, %285] : tensor<1x4x1x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x1x?xf32>
    %collapsed_77 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<1x4x1x?xf32> into tensor<4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %149 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %dim_173 = tensor.dim %arg5, %c2 : tensor<1x4x?x64xf32>
      %285 = affine.apply #map12()[%dim_173]
      %286 = arith.cmpi eq, %285, %c1 : index
      %287 = arith.select %286, %c0, %283 : index
      %extracted = tensor.extract %concat_70[%c0, %282, %287, %284] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_78 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    %150 = linalg.batch_matmul ins(%collapsed_77, %collapsed_78 : tensor<4x1x?xf32>, tensor<4x?x64xf32>) outs(%91 : tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %expanded_79 = tensor.expand_shape %150 [[0, 1], [2], [3]] output_shape [1, 4, 1, 64] : tensor<4x1x64xf32> into tensor<1x4x1x64xf32>
    %transposed_80 = linalg.transpose ins(%expanded_79 : tensor<1x4x1x64xf32>) outs(%93 : tensor<1x1x4x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_81 = linalg.transpose ins(%arg23 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %transposed_80 [[0], [1, 2, 3]] : tensor<1x1x4x64xf32> into tensor<1x256xf32>
    %151 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_83 = tensor.expand_shape %151 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_83 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%153 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %157 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %159 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %158 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %transposed_84 = linalg.transpose ins(%arg24 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %159 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %160 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_86 = tensor.expand_shape %160 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      %283 = math.exp %282 : f32
      %284 = arith.addf %283, %cst_1 : f32
      %285 = arith.divf %cst_1, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x1x688xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %161 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %transposed_87 = linalg.transpose ins(%arg25 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %163 = linalg.matmul ins(%collapsed_85, %transposed_87 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_88 = tensor.expand_shape %163 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %expanded_88 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %transposed_89 = linalg.transpose ins(%arg26 : tensor<256x688xf32>) outs(%112 : tensor<688x256xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %164 [[0], [1, 2]] : tensor<1x1x688xf32> into tensor<1x688xf32>
    %165 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<1x688xf32>, tensor<688x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_91 = tensor.expand_shape %165 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152, %expanded_91 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %171 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %173 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %172 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %transposed_92 = linalg.transpose ins(%arg29 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_93 = tensor.collapse_shape %173 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %174 = linalg.matmul ins(%collapsed_93, %transposed_92 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_94 = tensor.expand_shape %174 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_96 = linalg.transpose ins(%arg30 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %175 = linalg.matmul ins(%collapsed_93, %transposed_96 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_97 = tensor.expand_shape %175 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_99 = linalg.transpose ins(%arg31 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %176 = linalg.matmul ins(%collapsed_93, %transposed_99 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_100 = tensor.expand_shape %176 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_101 = linalg.transpose ins(%expanded_100 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %177 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_95, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice_102 = tensor.extract_slice %transposed_95[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_103 = tensor.extract_slice %transposed_95[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %178 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_103 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_104 = tensor.concat dim(3) %178, %extracted_slice_102 : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_104, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %179 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %181 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_98, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice_105 = tensor.extract_slice %transposed_98[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_106 = tensor.extract_slice %transposed_98[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %182 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_106 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_107 = tensor.concat dim(3) %182, %extracted_slice_105 : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %183 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_107, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %184 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %183 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %concat_108 = tensor.concat dim(2) %arg6, %184 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %concat_109 = tensor.concat dim(2) %arg7, %transposed_101 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x1x64xf32>
    %dim_110 = tensor.dim %arg6, %c2 : tensor<1x4x?x64xf32>
    %186 = affine.apply #map12()[%dim_110]
    %187 = tensor.empty(%186) : tensor<1x4x64x?xf32>
    %transposed_111 = linalg.transpose ins(%concat_108 : tensor<1x4x?x64xf32>) outs(%187 : tensor<1x4x64x?xf32>) permutation = [0, 1, 3, 2] 
    %188 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_111 : tensor<1x4x64x?xf32>) outs(%187 : tensor<1x4x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_112 = tensor.collapse_shape %185 [[0, 1], [2], [3]] : tensor<1x4x1x64xf32> into tensor<4x1x64xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %189 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%58 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %186, %c1 : index
      %286 = arith.select %285, %c0, %284 : index
      %extracted = tensor.extract %188[%c0, %282, %283, %286] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_113 = tensor.collapse_shape %189 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %190 = linalg.batch_matmul ins(%collapsed_112, %collapsed_113 : tensor<4x1x64xf32>, tensor<4x64x?xf32>) outs(%61 : tensor<4x1x?xf32>) -> tensor<4x1x?xf32>
    %expanded_114 = tensor.expand_shape %190 [[0, 1], [2], [3]] output_shape [1, 4, 1, %9] : tensor<4x1x?xf32> into tensor<1x4x1x?xf32>
    %191 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114, %53 : tensor<1x4x1x?xf32>, tensor<1x1x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %192:2 = linalg.generic {indexing_maps = [#map4, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%191 : tensor<1x4x1x?xf32>) outs(%68, %66 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_173: i64):
      %282 = linalg.index 3 : index
      %283 = arith.index_cast %282 : index to i64
      %284 = arith.maximumf %in, %out : f32
      %285 = arith.cmpf ogt, %in, %out : f32
      %286 = arith.select %285, %283, %out_173 : i64
      linalg.yield %284, %286 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_115 = tensor.expand_shape %192#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %expanded_115 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.subf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %194 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x4x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.exp %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %195 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%194 : tensor<1x4x1x?xf32>) outs(%73 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %195 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.divf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %197 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x4x1x?xf32>) outs(%76 : tensor<1x4x1x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %282 = arith.extf %in : f32 to f64
      %283 = arith.cmpf oeq, %282, %cst_6 : f64
      linalg.yield %283 : i1
    } -> tensor<1x4x1x?xi1>
    %198 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%197 : tensor<1x4x1x?xi1>) outs(%79 : tensor<1x4x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %282 = arith.andi %in, %out : i1
      linalg.yield %282 : i1
    } -> tensor<1x4x1x1xi1>
    cf.assert %81, "negative values not allowed in new dimensions"
    cf.assert %85, "mismatched size for broadcast"
    %199 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %84, %196 : tensor<1x4x1x1xi1>, tensor<1x4x1x?xf32>, tensor<1x4x1x?xf32>) outs(%83 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: i1, %in_173: f32, %in_174: f32, %out: f32):
      %282 = arith.select %in, %in_173, %in_174 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %200 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 3 : index
      %284 = arith.cmpi eq, %82, %c1 : index
      %285 = arith.select %284, %c0, %283 : index
      %extracted = tensor.extract %199[%c0, %282, %c0, %285] : tensor<1x4x1x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x1x?xf32>
    %collapsed_116 = tensor.collapse_shape %200 [[0, 1], [2], [3]] : tensor<1x4x1x?xf32> into tensor<4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %201 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %dim_173 = tensor.dim %arg7, %c2 : tensor<1x4x?x64xf32>
      %285 = affine.apply #map12()[%dim_173]
      %286 = arith.cmpi eq, %285, %c1 : index
      %287 = arith.select %286, %c0, %283 : index
      %extracted = tensor.extract %concat_109[%c0, %282, %287, %284] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_117 = tensor.collapse_shape %201 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    %202 = linalg.batch_matmul ins(%collapsed_116, %collapsed_117 : tensor<4x1x?xf32>, tensor<4x?x64xf32>) outs(%91 : tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %expanded_118 = tensor.expand_shape %202 [[0, 1], [2], [3]] output_shape [1, 4, 1, 64] : tensor<4x1x64xf32> into tensor<1x4x1x64xf32>
    %transposed_119 = linalg.transpose ins(%expanded_118 : tensor<1x4x1x64xf32>) outs(%93 : tensor<1x1x4x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_120 = linalg.transpose ins(%arg32 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_121 = tensor.collapse_shape %transposed_119 [[0], [1, 2, 3]] : tensor<1x1x4x64xf32> into tensor<1x256xf32>
    %203 = linalg.matmul ins(%collapsed_121, %transposed_120 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_122 = tensor.expand_shape %203 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %expanded_122 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %209 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %211 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %210 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %transposed_123 = linalg.transpose ins(%arg33 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %collapsed_124 = tensor.collapse_shape %211 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %212 = linalg.matmul ins(%collapsed_124, %transposed_123 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_125 = tensor.expand_shape %212 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125 : tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      %283 = math.exp %282 : f32
      %284 = arith.addf %283, %cst_1 : f32
      %285 = arith.divf %cst_1, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x1x688xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_125, %213 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %transposed_126 = linalg.transpose ins(%arg34 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %215 = linalg.matmul ins(%collapsed_124, %transposed_126 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_127 = tensor.expand_shape %215 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %expanded_127 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %transposed_128 = linalg.transpose ins(%arg35 : tensor<256x688xf32>) outs(%112 : tensor<688x256xf32>) permutation = [1, 0] 
    %collapsed_129 = tensor.collapse_shape %216 [[0], [1, 2]] : tensor<1x1x688xf32> into tensor<1x688xf32>
    %217 = linalg.matmul ins(%collapsed_129, %transposed_128 : tensor<1x688xf32>, tensor<688x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_130 = tensor.expand_shape %217 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %expanded_130 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %223 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %225 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45, %224 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %transposed_131 = linalg.transpose ins(%arg38 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_132 = tensor.collapse_shape %225 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %226 = linalg.matmul ins(%collapsed_132, %transposed_131 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_133 = tensor.expand_shape %226 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_135 = linalg.transpose ins(%arg39 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %227 = linalg.matmul ins(%collapsed_132, %transposed_135 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_136 = tensor.expand_shape %227 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_138 = linalg.transpose ins(%arg40 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %228 = linalg.matmul ins(%collapsed_132, %transposed_138 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_139 = tensor.expand_shape %228 [[0], [1, 2, 3]] output_shape [1, 1, 4, 64] : tensor<1x256xf32> into tensor<1x1x4x64xf32>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<1x1x4x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) permutation = [0, 2, 1, 3] 
    %229 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_134, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice_141 = tensor.extract_slice %transposed_134[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_142 = tensor.extract_slice %transposed_134[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %230 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_142 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_143 = tensor.concat dim(3) %230, %extracted_slice_141 : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %231 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_143, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %232 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %231 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %233 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_137, %expanded_23 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %extracted_slice_144 = tensor.extract_slice %transposed_137[0, 0, 0, 0] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %extracted_slice_145 = tensor.extract_slice %transposed_137[0, 0, 0, 32] [1, 4, 1, 32] [1, 1, 1, 1] : tensor<1x4x1x64xf32> to tensor<1x4x1x32xf32>
    %234 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_145 : tensor<1x4x1x32xf32>) outs(%44 : tensor<1x4x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x32xf32>
    %concat_146 = tensor.concat dim(3) %234, %extracted_slice_144 : (tensor<1x4x1x32xf32>, tensor<1x4x1x32xf32>) -> tensor<1x4x1x64xf32>
    %235 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_146, %expanded_24 : tensor<1x4x1x64xf32>, tensor<1x1x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %236 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %235 : tensor<1x4x1x64xf32>, tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x64xf32>
    %concat_147 = tensor.concat dim(2) %arg8, %236 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %concat_148 = tensor.concat dim(2) %arg9, %transposed_140 : (tensor<1x4x?x64xf32>, tensor<1x4x1x64xf32>) -> tensor<1x4x?x64xf32>
    %237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<1x4x1x64xf32>) outs(%40 : tensor<1x4x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x1x64xf32>
    %dim_149 = tensor.dim %arg8, %c2 : tensor<1x4x?x64xf32>
    %238 = affine.apply #map12()[%dim_149]
    %239 = tensor.empty(%238) : tensor<1x4x64x?xf32>
    %transposed_150 = linalg.transpose ins(%concat_147 : tensor<1x4x?x64xf32>) outs(%239 : tensor<1x4x64x?xf32>) permutation = [0, 1, 3, 2] 
    %240 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_150 : tensor<1x4x64x?xf32>) outs(%239 : tensor<1x4x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_5 : f64 to f32
      %283 = arith.mulf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_151 = tensor.collapse_shape %237 [[0, 1], [2], [3]] : tensor<1x4x1x64xf32> into tensor<4x1x64xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %241 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%58 : tensor<1x4x64x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi eq, %238, %c1 : index
      %286 = arith.select %285, %c0, %284 : index
      %extracted = tensor.extract %240[%c0, %282, %283, %286] : tensor<1x4x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x64x?xf32>
    %collapsed_152 = tensor.collapse_shape %241 [[0, 1], [2], [3]] : tensor<1x4x64x?xf32> into tensor<4x64x?xf32>
    %242 = linalg.batch_matmul ins(%collapsed_151, %collapsed_152 : tensor<4x1x64xf32>, tensor<4x64x?xf32>) outs(%61 : tensor<4x1x?xf32>) -> tensor<4x1x?xf32>
    %expanded_153 = tensor.expand_shape %242 [[0, 1], [2], [3]] output_shape [1, 4, 1, %9] : tensor<4x1x?xf32> into tensor<1x4x1x?xf32>
    %243 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_153, %53 : tensor<1x4x1x?xf32>, tensor<1x1x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %244:2 = linalg.generic {indexing_maps = [#map4, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%243 : tensor<1x4x1x?xf32>) outs(%68, %66 : tensor<1x4x1xf32>, tensor<1x4x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_173: i64):
      %282 = linalg.index 3 : index
      %283 = arith.index_cast %282 : index to i64
      %284 = arith.maximumf %in, %out : f32
      %285 = arith.cmpf ogt, %in, %out : f32
      %286 = arith.select %285, %283, %out_173 : i64
      linalg.yield %284, %286 : f32, i64
    } -> (tensor<1x4x1xf32>, tensor<1x4x1xi64>)
    %expanded_154 = tensor.expand_shape %244#0 [[0], [1], [2, 3]] output_shape [1, 4, 1, 1] : tensor<1x4x1xf32> into tensor<1x4x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %expanded_154 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.subf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %246 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245 : tensor<1x4x1x?xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.exp %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %247 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%246 : tensor<1x4x1x?xf32>) outs(%73 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246, %247 : tensor<1x4x1x?xf32>, tensor<1x4x1x1xf32>) outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.divf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    %249 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x4x1x?xf32>) outs(%76 : tensor<1x4x1x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %282 = arith.extf %in : f32 to f64
      %283 = arith.cmpf oeq, %282, %cst_6 : f64
      linalg.yield %283 : i1
    } -> tensor<1x4x1x?xi1>
    %250 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%249 : tensor<1x4x1x?xi1>) outs(%79 : tensor<1x4x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %282 = arith.andi %in, %out : i1
      linalg.yield %282 : i1
    } -> tensor<1x4x1x1xi1>
    cf.assert %81, "negative values not allowed in new dimensions"
    cf.assert %85, "mismatched size for broadcast"
    %251 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %84, %248 : tensor<1x4x1x1xi1>, tensor<1x4x1x?xf32>, tensor<1x4x1x?xf32>) outs(%83 : tensor<1x4x1x?xf32>) {
    ^bb0(%in: i1, %in_173: f32, %in_174: f32, %out: f32):
      %282 = arith.select %in, %in_173, %in_174 : f32
      linalg.yield %282 : f32
    } -> tensor<1x4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %252 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%63 : tensor<1x4x1x?xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 3 : index
      %284 = arith.cmpi eq, %82, %c1 : index
      %285 = arith.select %284, %c0, %283 : index
      %extracted = tensor.extract %251[%c0, %282, %c0, %285] : tensor<1x4x1x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x1x?xf32>
    %collapsed_155 = tensor.collapse_shape %252 [[0, 1], [2], [3]] : tensor<1x4x1x?xf32> into tensor<4x1x?xf32>
    cf.assert %19, "unimplemented: dynamic negative broadcast sizes"
    %253 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x4x?x64xf32>) {
    ^bb0(%out: f32):
      %282 = linalg.index 1 : index
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = affine.apply #map12()[%dim]
      %286 = arith.cmpi eq, %285, %c1 : index
      %287 = arith.select %286, %c0, %283 : index
      %extracted = tensor.extract %concat_148[%c0, %282, %287, %284] : tensor<1x4x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x64xf32>
    %collapsed_156 = tensor.collapse_shape %253 [[0, 1], [2], [3]] : tensor<1x4x?x64xf32> into tensor<4x?x64xf32>
    %254 = linalg.batch_matmul ins(%collapsed_155, %collapsed_156 : tensor<4x1x?xf32>, tensor<4x?x64xf32>) outs(%91 : tensor<4x1x64xf32>) -> tensor<4x1x64xf32>
    %expanded_157 = tensor.expand_shape %254 [[0, 1], [2], [3]] output_shape [1, 4, 1, 64] : tensor<4x1x64xf32> into tensor<1x4x1x64xf32>
    %transposed_158 = linalg.transpose ins(%expanded_157 : tensor<1x4x1x64xf32>) outs(%93 : tensor<1x1x4x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_159 = linalg.transpose ins(%arg41 : tensor<256x256xf32>) outs(%36 : tensor<256x256xf32>) permutation = [1, 0] 
    %collapsed_160 = tensor.collapse_shape %transposed_158 [[0], [1, 2, 3]] : tensor<1x1x4x64xf32> into tensor<1x256xf32>
    %255 = linalg.matmul ins(%collapsed_160, %transposed_159 : tensor<1x256xf32>, tensor<256x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_161 = tensor.expand_shape %255 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %expanded_161 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%257 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %261 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %263 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46, %262 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %transposed_162 = linalg.transpose ins(%arg42 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %collapsed_163 = tensor.collapse_shape %263 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %264 = linalg.matmul ins(%collapsed_163, %transposed_162 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_164 = tensor.expand_shape %264 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164 : tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.negf %in : f32
      %283 = math.exp %282 : f32
      %284 = arith.addf %283, %cst_1 : f32
      %285 = arith.divf %cst_1, %284 : f32
      linalg.yield %285 : f32
    } -> tensor<1x1x688xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %265 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %transposed_165 = linalg.transpose ins(%arg43 : tensor<688x256xf32>) outs(%103 : tensor<256x688xf32>) permutation = [1, 0] 
    %267 = linalg.matmul ins(%collapsed_163, %transposed_165 : tensor<1x256xf32>, tensor<256x688xf32>) outs(%105 : tensor<1x688xf32>) -> tensor<1x688xf32>
    %expanded_166 = tensor.expand_shape %267 [[0], [1, 2]] output_shape [1, 1, 688] : tensor<1x688xf32> into tensor<1x1x688xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %expanded_166 : tensor<1x1x688xf32>, tensor<1x1x688xf32>) outs(%107 : tensor<1x1x688xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x688xf32>
    %transposed_167 = linalg.transpose ins(%arg44 : tensor<256x688xf32>) outs(%112 : tensor<688x256xf32>) permutation = [1, 0] 
    %collapsed_168 = tensor.collapse_shape %268 [[0], [1, 2]] : tensor<1x1x688xf32> into tensor<1x688xf32>
    %269 = linalg.matmul ins(%collapsed_168, %transposed_167 : tensor<1x688xf32>, tensor<688x256xf32>) outs(%38 : tensor<1x256xf32>) -> tensor<1x256xf32>
    %expanded_169 = tensor.expand_shape %269 [[0], [1, 2]] output_shape [1, 1, 256] : tensor<1x256xf32> into tensor<1x1x256xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256, %expanded_169 : tensor<1x1x256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.addf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<1x1x256xf32>) outs(%29 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.addf %in, %out : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.divf %in, %cst_9 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = arith.truncf %cst_7 : f64 to f32
      %283 = arith.addf %in, %282 : f32
      linalg.yield %283 : f32
    } -> tensor<1x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<1x1x1xf32>) outs(%21 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %282 = math.rsqrt %in : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %275 : tensor<1x1x256xf32>, tensor<1x1x1xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %277 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47, %276 : tensor<256xf32>, tensor<1x1x256xf32>) outs(%1 : tensor<1x1x256xf32>) {
    ^bb0(%in: f32, %in_173: f32, %out: f32):
      %282 = arith.mulf %in, %in_173 : f32
      linalg.yield %282 : f32
    } -> tensor<1x1x256xf32>
    %278 = tensor.empty() : tensor<256x1000xf32>
    %transposed_170 = linalg.transpose ins(%arg48 : tensor<1000x256xf32>) outs(%278 : tensor<256x1000xf32>) permutation = [1, 0] 
    %collapsed_171 = tensor.collapse_shape %277 [[0], [1, 2]] : tensor<1x1x256xf32> into tensor<1x256xf32>
    %279 = tensor.empty() : tensor<1x1000xf32>
    %280 = linalg.fill ins(%cst : f32) outs(%279 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %281 = linalg.matmul ins(%collapsed_171, %transposed_170 : tensor<1x256xf32>, tensor<256x1000xf32>) outs(%280 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %expanded_172 = tensor.expand_shape %281 [[0], [1, 2]] output_shape [1, 1, 1000] : tensor<1x1000xf32> into tensor<1x1x1000xf32>
    return %expanded_172, %concat_30, %concat_31, %concat_69, %concat_70, %concat_108, %concat_109, %concat_147, %concat_148 : tensor<1x1x1000xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>, tensor<1x4x?x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32: "0x040000000000803F11F93F3F9AF50F3F9BE8D73E9BE8A13E23D4723E8718363E778D083ECDCCCC3D0D94993DC255663D15BA2C3DE386013D4F43C23C39AD913CF27B5A3C0AD7233CB0B9F53B9C44B83B772E8A3B383E4F3B0D691B3B2815E93A8EC9AE3A6F12833A8C94443A166A133A2517DD3960CBA53915A8783953773A3972D40B39"
    }
  }
#-}
