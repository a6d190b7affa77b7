#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<1x?xi64>, %arg2: tensor<128256x2048xbf16>, %arg3: tensor<2048x2048xbf16>, %arg4: tensor<512x2048xbf16>, %arg5: tensor<512x2048xbf16>, %arg6: tensor<2048x2048xbf16>, %arg7: tensor<8192x2048xbf16>, %arg8: tensor<8192x2048xbf16>, %arg9: tensor<2048x8192xbf16>, %arg10: tensor<2048xbf16>, %arg11: tensor<2048xbf16>, %arg12: tensor<2048x2048xbf16>, %arg13: tensor<512x2048xbf16>, %arg14: tensor<512x2048xbf16>, %arg15: tensor<2048x2048xbf16>, %arg16: tensor<8192x2048xbf16>, %arg17: tensor<8192x2048xbf16>, %arg18: tensor<2048x8192xbf16>, %arg19: tensor<2048xbf16>, %arg20: tensor<2048xbf16>, %arg21: tensor<2048x2048xbf16>, %arg22: tensor<512x2048xbf16>, %arg23: tensor<512x2048xbf16>, %arg24: tensor<2048x2048xbf16>, %arg25: tensor<8192x2048xbf16>, %arg26: tensor<8192x2048xbf16>, %arg27: tensor<2048x8192xbf16>, %arg28: tensor<2048xbf16>, %arg29: tensor<2048xbf16>, %arg30: tensor<2048x2048xbf16>, %arg31: tensor<512x2048xbf16>, %arg32: tensor<512x2048xbf16>, %arg33: tensor<2048x2048xbf16>, %arg34: tensor<8192x2048xbf16>, %arg35: tensor<8192x2048xbf16>, %arg36: tensor<2048x8192xbf16>, %arg37: tensor<2048xbf16>, %arg38: tensor<2048xbf16>, %arg39: tensor<2048x2048xbf16>, %arg40: tensor<512x2048xbf16>, %arg41: tensor<512x2048xbf16>, %arg42: tensor<2048x2048xbf16>, %arg43: tensor<8192x2048xbf16>, %arg44: tensor<8192x2048xbf16>, %arg45: tensor<2048x8192xbf16>, %arg46: tensor<2048xbf16>, %arg47: tensor<2048xbf16>, %arg48: tensor<2048x2048xbf16>, %arg49: tensor<512x2048xbf16>, %arg50: tensor<512x2048xbf16>, %arg51: tensor<2048x2048xbf16>, %arg52: tensor<8192x2048xbf16>, %arg53: tensor<8192x2048xbf16>, %arg54: tensor<2048x8192xbf16>, %arg55: tensor<2048xbf16>, %arg56: tensor<2048xbf16>, %arg57: tensor<2048x2048xbf16>, %arg58: tensor<512x2048xbf16>, %arg59: tensor<512x2048xbf16>, %arg60: tensor<2048x2048xbf16>, %arg61: tensor<8192x2048xbf16>, %arg62: tensor<8192x2048xbf16>, %arg63: tensor<2048x8192xbf16>, %arg64: tensor<2048xbf16>, %arg65: tensor<2048xbf16>, %arg66: tensor<2048x2048xbf16>, %arg67: tensor<512x2048xbf16>, %arg68: tensor<512x2048xbf16>, %arg69: tensor<2048x2048xbf16>, %arg70: tensor<8192x2048xbf16>, %arg71: tensor<8192x2048xbf16>, %arg72: tensor<2048x8192xbf16>, %arg73: tensor<2048xbf16>, %arg74: tensor<2048xbf16>, %arg75: tensor<2048x2048xbf16>, %arg76: tensor<512x2048xbf16>, %arg77: tensor<512x2048xbf16>, %arg78: tensor<2048x2048xbf16>, %arg79: tensor<8192x2048xbf16>, %arg80: tensor<8192x2048xbf16>, %arg81: tensor<2048x8192xbf16>, %arg82: tensor<2048xbf16>, %arg83: tensor<2048xbf16>, %arg84: tensor<2048x2048xbf16>, %arg85: tensor<512x2048xbf16>, %arg86: tensor<512x2048xbf16>, %arg87: tensor<2048x2048xbf16>, %arg88: tensor<8192x2048xbf16>, %arg89: tensor<8192x2048xbf16>, %arg90: tensor<2048x8192xbf16>, %arg91: tensor<2048xbf16>, %arg92: tensor<2048xbf16>, %arg93: tensor<2048x2048xbf16>, %arg94: tensor<512x2048xbf16>, %arg95: tensor<512x2048xbf16>, %arg96: tensor<2048x2048xbf16>, %arg97: tensor<8192x2048xbf16>, %arg98: tensor<8192x2048xbf16>, %arg99: tensor<2048x8192xbf16>, %arg100: tensor<2048xbf16>, %arg101: tensor<2048xbf16>, %arg102: tensor<2048x2048xbf16>, %arg103: tensor<512x2048xbf16>, %arg104: tensor<512x2048xbf16>, %arg105: tensor<2048x2048xbf16>, %arg106: tensor<8192x2048xbf16>, %arg107: tensor<8192x2048xbf16>, %arg108: tensor<2048x8192xbf16>, %arg109: tensor<2048xbf16>, %arg110: tensor<2048xbf16>, %arg111: tensor<2048x2048xbf16>, %arg112: tensor<512x2048xbf16>, %arg113: tensor<512x2048xbf16>, %arg114: tensor<2048x2048xbf16>, %arg115: tensor<8192x2048xbf16>, %arg116: tensor<8192x2048xbf16>, %arg117: tensor<2048x8192xbf16>, %arg118: tensor<2048xbf16>, %arg119: tensor<2048xbf16>, %arg120: tensor<2048x2048xbf16>, %arg121: tensor<512x2048xbf16>, %arg122: tensor<512x2048xbf16>, %arg123: tensor<2048x2048xbf16>, %arg124: tensor<8192x2048xbf16>, %arg125: tensor<8192x2048xbf16>, %arg126: tensor<2048x8192xbf16>, %arg127: tensor<2048xbf16>, %arg128: tensor<2048xbf16>, %arg129: tensor<2048x2048xbf16>, %arg130: tensor<512x2048xbf16>, %arg131: tensor<512x2048xbf16>, %arg132: tensor<2048x2048xbf16>, %arg133: tensor<8192x2048xbf16>, %arg134: tensor<8192x2048xbf16>, %arg135: tensor<2048x8192xbf16>, %arg136: tensor<2048xbf16>, %arg137: tensor<2048xbf16>, %arg138: tensor<2048x2048xbf16>, %arg139: tensor<512x2048xbf16>, %arg140: tensor<512x2048xbf16>, %arg141: tensor<2048x2048xbf16>, %arg142: tensor<8192x2048xbf16>, %arg143: tensor<8192x2048xbf16>, %arg144: tensor<2048x8192xbf16>, %arg145: tensor<2048xbf16>, %arg146: tensor<2048xbf16>, %arg147: tensor<2048xbf16>) -> tensor<1x?x128256xbf16> {
    %c32_i64 = arith.constant 32 : i64
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c128256 = arith.constant 128256 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.35355339059327379 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_10 = arith.constant 2.048000e+03 : f32
    %c2048_i64 = arith.constant 2048 : i64
    %c512_i64 = arith.constant 512 : i64
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<1x?x2048xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %1422 = arith.index_cast %in : i64 to index
      %1423 = linalg.index 2 : index
      %1424 = arith.cmpi slt, %1422, %c128256 : index
      cf.assert %1424, "index must be smaller than dim size"
      %1425 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %1425, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%1422, %1423] : tensor<128256x2048xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x2048xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %1422 = linalg.index 0 : index
      %1423 = arith.index_cast %1422 : index to i64
      linalg.yield %1423 : i64
    } -> tensor<?xi64>
    %dim_11 = tensor.dim %arg1, %c1 : tensor<1x?xi64>
    %5 = tensor.empty(%dim_11) : tensor<1x?xi1>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x?xi64>) outs(%5 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %1422 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %1422 : i1
    } -> tensor<1x?xi1>
    %7 = tensor.empty() : tensor<1xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_12 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_13 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %9 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_13, %expanded_12 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%9 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_758: i64, %out: i1):
      %1422 = arith.cmpi sle, %in, %in_758 : i64
      linalg.yield %1422 : i1
    } -> tensor<1x1x?x?xi1>
    %11 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %10 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%9 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_758: i1, %out: i1):
      %1422 = arith.andi %in, %in_758 : i1
      linalg.yield %1422 : i1
    } -> tensor<1x1x?x?xi1>
    %dim_14 = tensor.dim %expanded_13, %c3 : tensor<1x1x1x?xi64>
    %12 = tensor.empty(%dim_14) : tensor<1x1x1x?xi1>
    %13 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_13 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%12 : tensor<1x1x1x?xi1>) {
    ^bb0(%in: i64, %in_758: i64, %out: i1):
      %1422 = arith.cmpi slt, %in, %c0_i64 : i64
      %1423 = arith.addi %in, %c1_i64 : i64
      %1424 = arith.select %1422, %1423, %in : i64
      %1425 = arith.index_cast %1424 : i64 to index
      %1426 = arith.cmpi slt, %in_758, %c0_i64 : i64
      %1427 = arith.index_cast %dim_11 : index to i64
      %1428 = arith.addi %in_758, %1427 : i64
      %1429 = arith.select %1426, %1428, %in_758 : i64
      %1430 = arith.index_cast %1429 : i64 to index
      %extracted = tensor.extract %6[%1425, %1430] : tensor<1x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x?xi1>
    %14 = arith.cmpi eq, %dim, %dim_14 : index
    cf.assert %14, "mismatched size for broadcast"
    %15 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %13 : tensor<1x1x?x?xi1>, tensor<1x1x1x?xi1>) outs(%9 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_758: i1, %out: i1):
      %1422 = arith.andi %in, %in_758 : i1
      linalg.yield %1422 : i1
    } -> tensor<1x1x?x?xi1>
    %16 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %17 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %18 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %1422 = linalg.index 2 : index
      %1423 = linalg.index 3 : index
      %1424 = arith.cmpi eq, %dim, %c1 : index
      %1425 = arith.select %1424, %c0, %1422 : index
      %1426 = arith.select %1424, %c0, %1423 : index
      %extracted = tensor.extract %15[%c0, %c0, %1425, %1426] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %expanded_15 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %19 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_15 : tensor<1x?x1xi64>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %1422 = arith.sitofp %in : i64 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %21 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %22 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %cst_9 : tensor<1x?x1xf32>, tensor<32xf32>) outs(%21 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x32xf32>
    %concat = tensor.concat dim(2) %22, %22 : (tensor<1x?x32xf32>, tensor<1x?x32xf32>) -> tensor<1x?x64xf32>
    %dim_16 = tensor.dim %22, %c1 : tensor<1x?x32xf32>
    %23 = tensor.empty(%dim_16) : tensor<1x?x64xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x64xf32>) outs(%23 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.cos %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x64xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x64xf32>) outs(%23 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.sin %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x64xf32>
    %26 = tensor.empty(%dim_16) : tensor<1x?x64xbf16>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<1x?x64xf32>) outs(%26 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x64xbf16>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x?x64xf32>) outs(%26 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x64xbf16>
    %29 = tensor.empty(%dim) : tensor<1x?x2048xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%19 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%31 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %36 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %39 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %38 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %40 = tensor.empty() : tensor<2048x2048xbf16>
    %transposed = linalg.transpose ins(%arg3 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %39 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %41 = tensor.empty(%dim) : tensor<?x2048xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %43 = linalg.matmul ins(%collapsed, %transposed : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %44 = tensor.empty(%dim) : tensor<?x2048xbf16>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_17 = tensor.expand_shape %45 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %46 = arith.cmpi slt, %0, %c0_i64 : i64
    %47 = arith.select %46, %c1_i64, %0 : i64
    %48 = arith.extui %46 : i1 to i64
    %49 = arith.addi %48, %c1_i64 : i64
    %50 = arith.muli %47, %c64_i64 : i64
    %51 = arith.cmpi sle, %49, %c1_i64 : i64
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %52 = arith.muli %0, %c2048_i64 : i64
    %53 = arith.divsi %52, %50 : i64
    %54 = arith.select %46, %53, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %54, %53, %c64_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_17(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %55 = arith.index_cast %54 : i64 to index
    %56 = tensor.empty(%55) : tensor<1x32x?x64xbf16>
    %transposed_18 = linalg.transpose ins(%reshape : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %57 = tensor.empty() : tensor<2048x512xbf16>
    %transposed_19 = linalg.transpose ins(%arg4 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %58 = tensor.empty(%dim) : tensor<?x512xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %60 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %61 = tensor.empty(%dim) : tensor<?x512xbf16>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_20 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %63 = arith.muli %0, %c512_i64 : i64
    %64 = arith.divsi %63, %50 : i64
    %65 = arith.select %46, %64, %0 : i64
    %from_elements_21 = tensor.from_elements %c1_i64, %65, %64, %c64_i64 : tensor<4xi64>
    %reshape_22 = tensor.reshape %expanded_20(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %66 = arith.index_cast %65 : i64 to index
    %67 = tensor.empty(%66) : tensor<1x8x?x64xbf16>
    %transposed_23 = linalg.transpose ins(%reshape_22 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_24 = linalg.transpose ins(%arg5 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %68 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %69 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%68 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_25 = tensor.expand_shape %69 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_26 = tensor.reshape %expanded_25(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_27 = linalg.transpose ins(%reshape_26 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_28 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [1, 1, %dim_16, 64] : tensor<1x?x64xbf16> into tensor<1x1x?x64xbf16>
    %expanded_29 = tensor.expand_shape %28 [[0], [1, 2], [3]] output_shape [1, 1, %dim_16, 64] : tensor<1x?x64xbf16> into tensor<1x1x?x64xbf16>
    %70 = arith.cmpi eq, %55, %dim_16 : index
    cf.assert %70, "mismatched size for broadcast"
    %71 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_30 = tensor.extract_slice %transposed_18[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %72 = tensor.empty(%55) : tensor<1x32x?x32xbf16>
    %73 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_31 = tensor.concat dim(3) %73, %extracted_slice : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_32 = tensor.dim %73, %c2 : tensor<1x32x?x32xbf16>
    %74 = arith.cmpi eq, %dim_32, %dim_16 : index
    cf.assert %74, "mismatched size for broadcast"
    %75 = tensor.empty(%dim_32) : tensor<1x32x?x64xbf16>
    %76 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_31, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%75 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %77 = arith.cmpi eq, %55, %dim_32 : index
    cf.assert %77, "mismatched size for broadcast"
    %78 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %76 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %79 = arith.cmpi eq, %66, %dim_16 : index
    cf.assert %79, "mismatched size for broadcast"
    %80 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_23, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_33 = tensor.extract_slice %transposed_23[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_34 = tensor.extract_slice %transposed_23[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %81 = tensor.empty(%66) : tensor<1x8x?x32xbf16>
    %82 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_34 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_35 = tensor.concat dim(3) %82, %extracted_slice_33 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_36 = tensor.dim %82, %c2 : tensor<1x8x?x32xbf16>
    %83 = arith.cmpi eq, %dim_36, %dim_16 : index
    cf.assert %83, "mismatched size for broadcast"
    %84 = tensor.empty(%dim_36) : tensor<1x8x?x64xbf16>
    %85 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_35, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%84 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %86 = arith.cmpi eq, %66, %dim_36 : index
    cf.assert %86, "mismatched size for broadcast"
    %87 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %85 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_37 = tensor.expand_shape %87 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %88 = tensor.empty(%dim) : tensor<1x8x4x?x64xbf16>
    %89 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_37[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_38 = tensor.collapse_shape %89 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_39 = tensor.expand_shape %transposed_27 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %90 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_39[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_40 = tensor.collapse_shape %90 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %91 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %92 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %cst_3, %cst_4 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%91 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_758: bf16, %in_759: bf16, %out: bf16):
      %1422 = arith.select %in, %in_758, %in_759 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x1x?x?xbf16>
    %93 = tensor.empty(%55) : tensor<1x32x?x64xf32>
    %94 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %95 = tensor.empty(%dim) : tensor<1x32x?x64xf32>
    %96 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_38 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %97 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_40 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %99 = tensor.empty(%dim) : tensor<1x32x64x?xf32>
    %transposed_41 = linalg.transpose ins(%96 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %100 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_41 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %101 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %98[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_42 = tensor.collapse_shape %101 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %102 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %100[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_43 = tensor.collapse_shape %102 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %103 = tensor.empty(%dim, %dim) : tensor<32x?x?xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    %105 = linalg.batch_matmul ins(%collapsed_42, %collapsed_43 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    %106 = arith.muli %0, %c32_i64 : i64
    %107 = arith.select %46, %c32_i64, %106 : i64
    %108 = arith.muli %107, %0 : i64
    %109 = arith.select %46, %c32_i64, %108 : i64
    %110 = arith.select %46, %49, %48 : i64
    %111 = arith.cmpi sle, %110, %c1_i64 : i64
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %106, %0 : i64
    %113 = arith.divsi %112, %109 : i64
    %114 = arith.select %46, %113, %0 : i64
    %from_elements_44 = tensor.from_elements %c1_i64, %c32_i64, %114, %114 : tensor<4xi64>
    %reshape_45 = tensor.reshape %105(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    %115 = arith.index_cast %114 : i64 to index
    %116 = arith.cmpi eq, %115, %dim : index
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %117 = tensor.empty(%115, %115) : tensor<1x32x?x?xf32>
    %118 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_45, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %119 = tensor.empty(%115) : tensor<1x32x?xi64>
    %120 = linalg.fill ins(%c0_i64 : i64) outs(%119 : tensor<1x32x?xi64>) -> tensor<1x32x?xi64>
    %121 = tensor.empty(%115) : tensor<1x32x?xf32>
    %122 = linalg.fill ins(%cst_0 : f32) outs(%121 : tensor<1x32x?xf32>) -> tensor<1x32x?xf32>
    %123:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_46 = tensor.expand_shape %123#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %124 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_46 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %126 = tensor.empty(%115) : tensor<1x32x?x1xf32>
    %127 = linalg.fill ins(%cst : f32) outs(%126 : tensor<1x32x?x1xf32>) -> tensor<1x32x?x1xf32>
    %128 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%125 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %129 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %128 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %130 = tensor.empty(%115, %115) : tensor<1x32x?x?xi1>
    %131 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %132 = tensor.empty(%115) : tensor<1x32x?x1xi1>
    %133 = linalg.fill ins(%true : i1) outs(%132 : tensor<1x32x?x1xi1>) -> tensor<1x32x?x1xi1>
    %134 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%131 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    %135 = arith.cmpi sge, %114, %c0_i64 : i64
    cf.assert %135, "negative values not allowed in new dimensions"
    %136 = arith.index_cast %114 : i64 to index
    cf.assert %135, "negative values not allowed in new dimensions"
    %137 = tensor.empty(%136, %136) : tensor<1x32x?x?xf32>
    %138 = linalg.generic {indexing_maps = [#map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%137 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x?x?xf32>
    %139 = arith.cmpi eq, %115, %136 : index
    cf.assert %139, "mismatched size for broadcast"
    %140 = arith.cmpi eq, %136, %115 : index
    cf.assert %140, "mismatched size for broadcast"
    %141 = tensor.empty(%115, %136) : tensor<1x32x?x?xf32>
    %142 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %138, %129 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %143 = tensor.empty(%dim, %dim) : tensor<1x32x?x?xf32>
    %144 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %142[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %from_elements_47 = tensor.from_elements %c32_i64, %114, %114 : tensor<3xi64>
    %reshape_48 = tensor.reshape %144(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %145 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %97[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_49 = tensor.collapse_shape %145 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    %146 = arith.cmpi eq, %114, %0 : i64
    cf.assert %146, "mismatching contracting dimension"
    %147 = tensor.empty(%115) : tensor<32x?x64xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %149 = linalg.batch_matmul ins(%reshape_48, %collapsed_49 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_50 = tensor.expand_shape %149 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %150 = tensor.empty(%115) : tensor<1x32x?x64xbf16>
    %151 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %152 = tensor.empty(%115) : tensor<1x?x32x64xbf16>
    %transposed_51 = linalg.transpose ins(%151 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %153 = arith.muli %114, %c2048_i64 : i64
    %154 = arith.divsi %153, %47 : i64
    %155 = arith.select %46, %154, %0 : i64
    %from_elements_52 = tensor.from_elements %c1_i64, %155, %154 : tensor<3xi64>
    %reshape_53 = tensor.reshape %transposed_51(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_54 = linalg.transpose ins(%arg6 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_55 = tensor.collapse_shape %reshape_53 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %156 = arith.index_cast %155 : i64 to index
    %157 = tensor.empty(%156) : tensor<?x2048xf32>
    %158 = linalg.fill ins(%cst : f32) outs(%157 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %159 = linalg.matmul ins(%collapsed_55, %transposed_54 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%158 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %160 = tensor.empty(%156) : tensor<?x2048xbf16>
    %161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%159 : tensor<?x2048xf32>) outs(%160 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_56 = tensor.expand_shape %161 [[0, 1], [2]] output_shape [1, %156, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %162 = arith.cmpi eq, %dim, %156 : index
    cf.assert %162, "mismatched size for broadcast"
    %163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_56 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%165 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %169 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %172 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %171 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %173 = tensor.empty() : tensor<2048x8192xbf16>
    %transposed_57 = linalg.transpose ins(%arg7 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_58 = tensor.collapse_shape %172 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %174 = tensor.empty(%dim) : tensor<?x8192xf32>
    %175 = linalg.fill ins(%cst : f32) outs(%174 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %176 = linalg.matmul ins(%collapsed_58, %transposed_57 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %177 = tensor.empty(%dim) : tensor<?x8192xbf16>
    %178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%176 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_59 = tensor.expand_shape %178 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %179 = tensor.empty(%dim) : tensor<1x?x8192xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_59 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %181 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %183 = tensor.empty(%dim) : tensor<1x?x8192xbf16>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_60 = linalg.transpose ins(%arg8 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %185 = linalg.matmul ins(%collapsed_58, %transposed_60 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %186 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%185 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_61 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %expanded_61 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %188 = tensor.empty() : tensor<8192x2048xbf16>
    %transposed_62 = linalg.transpose ins(%arg9 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_63 = tensor.collapse_shape %187 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %189 = linalg.matmul ins(%collapsed_63, %transposed_62 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%189 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_64 = tensor.expand_shape %190 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %expanded_64 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%193 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192, %197 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %200 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %199 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_65 = linalg.transpose ins(%arg12 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %200 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %201 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%201 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_67 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_68 = tensor.reshape %expanded_67(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_69 = linalg.transpose ins(%reshape_68 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%arg13 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %203 = linalg.matmul ins(%collapsed_66, %transposed_70 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %204 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%203 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_71 = tensor.expand_shape %204 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_72 = tensor.reshape %expanded_71(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_73 = linalg.transpose ins(%reshape_72 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg14 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %205 = linalg.matmul ins(%collapsed_66, %transposed_74 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %206 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%205 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_75 = tensor.expand_shape %206 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_76 = tensor.reshape %expanded_75(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_77 = linalg.transpose ins(%reshape_76 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %207 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_78 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_79 = tensor.extract_slice %transposed_69[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %208 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_79 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_80 = tensor.concat dim(3) %208, %extracted_slice_78 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_81 = tensor.dim %208, %c2 : tensor<1x32x?x32xbf16>
    %209 = arith.cmpi eq, %dim_81, %dim_16 : index
    cf.assert %209, "mismatched size for broadcast"
    %210 = tensor.empty(%dim_81) : tensor<1x32x?x64xbf16>
    %211 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_80, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%210 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %212 = arith.cmpi eq, %55, %dim_81 : index
    cf.assert %212, "mismatched size for broadcast"
    %213 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %211 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %214 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_73, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_82 = tensor.extract_slice %transposed_73[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_83 = tensor.extract_slice %transposed_73[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %215 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_83 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_84 = tensor.concat dim(3) %215, %extracted_slice_82 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_85 = tensor.dim %215, %c2 : tensor<1x8x?x32xbf16>
    %216 = arith.cmpi eq, %dim_85, %dim_16 : index
    cf.assert %216, "mismatched size for broadcast"
    %217 = tensor.empty(%dim_85) : tensor<1x8x?x64xbf16>
    %218 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_84, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%217 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %219 = arith.cmpi eq, %66, %dim_85 : index
    cf.assert %219, "mismatched size for broadcast"
    %220 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %218 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_86 = tensor.expand_shape %220 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %221 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_86[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_87 = tensor.collapse_shape %221 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_88 = tensor.expand_shape %transposed_77 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %222 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_88[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_89 = tensor.collapse_shape %222 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %223 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %224 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_87 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %225 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_89 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %226 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_90 = linalg.transpose ins(%224 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %227 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_90 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %228 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %226[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_91 = tensor.collapse_shape %228 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %229 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %227[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_92 = tensor.collapse_shape %229 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %230 = linalg.batch_matmul ins(%collapsed_91, %collapsed_92 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_93 = tensor.reshape %230(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %231 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_93, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %232:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_94 = tensor.expand_shape %232#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %233 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_94 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %234 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %235 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%234 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %236 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %235 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %237 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %238 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%237 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %239 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %138, %236 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %240 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %239[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_95 = tensor.reshape %240(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %241 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %225[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_96 = tensor.collapse_shape %241 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %242 = linalg.batch_matmul ins(%reshape_95, %collapsed_96 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_97 = tensor.expand_shape %242 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %243 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_97 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_98 = linalg.transpose ins(%243 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_99 = tensor.reshape %transposed_98(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_100 = linalg.transpose ins(%arg15 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_101 = tensor.collapse_shape %reshape_99 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %244 = arith.index_cast %155 : i64 to index
    %245 = tensor.empty(%244) : tensor<?x2048xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %247 = linalg.matmul ins(%collapsed_101, %transposed_100 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%246 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %248 = tensor.empty(%244) : tensor<?x2048xbf16>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<?x2048xf32>) outs(%248 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_102 = tensor.expand_shape %249 [[0, 1], [2]] output_shape [1, %244, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %250 = arith.cmpi eq, %dim, %244 : index
    cf.assert %250, "mismatched size for broadcast"
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %expanded_102 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%253 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %257 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %260 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %259 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_103 = linalg.transpose ins(%arg16 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_104 = tensor.collapse_shape %260 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %261 = linalg.matmul ins(%collapsed_104, %transposed_103 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%261 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_105 = tensor.expand_shape %262 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %264 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_106 = linalg.transpose ins(%arg17 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %267 = linalg.matmul ins(%collapsed_104, %transposed_106 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%267 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_107 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %269 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %expanded_107 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_108 = linalg.transpose ins(%arg18 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_109 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %270 = linalg.matmul ins(%collapsed_109, %transposed_108 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%270 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_110 = tensor.expand_shape %271 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %272 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %expanded_110 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%274 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %278 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %281 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %280 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_111 = linalg.transpose ins(%arg21 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_112 = tensor.collapse_shape %281 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %282 = linalg.matmul ins(%collapsed_112, %transposed_111 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_113 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_114 = tensor.reshape %expanded_113(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_115 = linalg.transpose ins(%reshape_114 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_116 = linalg.transpose ins(%arg22 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %284 = linalg.matmul ins(%collapsed_112, %transposed_116 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_117 = tensor.expand_shape %285 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_118 = tensor.reshape %expanded_117(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_119 = linalg.transpose ins(%reshape_118 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_120 = linalg.transpose ins(%arg23 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %286 = linalg.matmul ins(%collapsed_112, %transposed_120 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_121 = tensor.expand_shape %287 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_122 = tensor.reshape %expanded_121(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_123 = linalg.transpose ins(%reshape_122 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %288 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_115, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_124 = tensor.extract_slice %transposed_115[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_125 = tensor.extract_slice %transposed_115[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %289 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_125 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_126 = tensor.concat dim(3) %289, %extracted_slice_124 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_127 = tensor.dim %289, %c2 : tensor<1x32x?x32xbf16>
    %290 = arith.cmpi eq, %dim_127, %dim_16 : index
    cf.assert %290, "mismatched size for broadcast"
    %291 = tensor.empty(%dim_127) : tensor<1x32x?x64xbf16>
    %292 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_126, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%291 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %293 = arith.cmpi eq, %55, %dim_127 : index
    cf.assert %293, "mismatched size for broadcast"
    %294 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %292 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %295 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_119, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_128 = tensor.extract_slice %transposed_119[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_129 = tensor.extract_slice %transposed_119[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %296 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_129 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_130 = tensor.concat dim(3) %296, %extracted_slice_128 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_131 = tensor.dim %296, %c2 : tensor<1x8x?x32xbf16>
    %297 = arith.cmpi eq, %dim_131, %dim_16 : index
    cf.assert %297, "mismatched size for broadcast"
    %298 = tensor.empty(%dim_131) : tensor<1x8x?x64xbf16>
    %299 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_130, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%298 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %300 = arith.cmpi eq, %66, %dim_131 : index
    cf.assert %300, "mismatched size for broadcast"
    %301 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %299 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_132 = tensor.expand_shape %301 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %302 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_132[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_133 = tensor.collapse_shape %302 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_134 = tensor.expand_shape %transposed_123 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %303 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_134[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_135 = tensor.collapse_shape %303 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %304 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %305 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_133 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %306 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_135 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %307 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_136 = linalg.transpose ins(%305 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %308 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_136 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %309 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %307[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_137 = tensor.collapse_shape %309 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %310 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %308[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_138 = tensor.collapse_shape %310 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %311 = linalg.batch_matmul ins(%collapsed_137, %collapsed_138 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_139 = tensor.reshape %311(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %312 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_139, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %313:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%312 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_140 = tensor.expand_shape %313#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %314 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %expanded_140 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %315 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %316 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%315 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %317 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %316 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %318 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %319 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%318 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %320 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %138, %317 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %321 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %320[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_141 = tensor.reshape %321(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %322 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %306[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_142 = tensor.collapse_shape %322 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %323 = linalg.batch_matmul ins(%reshape_141, %collapsed_142 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_143 = tensor.expand_shape %323 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %324 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_143 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_144 = linalg.transpose ins(%324 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_145 = tensor.reshape %transposed_144(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_146 = linalg.transpose ins(%arg24 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_147 = tensor.collapse_shape %reshape_145 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %325 = arith.index_cast %155 : i64 to index
    %326 = tensor.empty(%325) : tensor<?x2048xf32>
    %327 = linalg.fill ins(%cst : f32) outs(%326 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %328 = linalg.matmul ins(%collapsed_147, %transposed_146 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%327 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %329 = tensor.empty(%325) : tensor<?x2048xbf16>
    %330 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<?x2048xf32>) outs(%329 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_148 = tensor.expand_shape %330 [[0, 1], [2]] output_shape [1, %325, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %331 = arith.cmpi eq, %dim, %325 : index
    cf.assert %331, "mismatched size for broadcast"
    %332 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %expanded_148 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%334 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %338 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %341 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29, %340 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_149 = linalg.transpose ins(%arg25 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_150 = tensor.collapse_shape %341 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %342 = linalg.matmul ins(%collapsed_150, %transposed_149 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %343 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%342 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_151 = tensor.expand_shape %343 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %345 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_152 = linalg.transpose ins(%arg26 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %348 = linalg.matmul ins(%collapsed_150, %transposed_152 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%348 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_153 = tensor.expand_shape %349 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %expanded_153 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_154 = linalg.transpose ins(%arg27 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_155 = tensor.collapse_shape %350 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %351 = linalg.matmul ins(%collapsed_155, %transposed_154 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%351 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_156 = tensor.expand_shape %352 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332, %expanded_156 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%355 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354, %359 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %362 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %361 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_157 = linalg.transpose ins(%arg30 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_158 = tensor.collapse_shape %362 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %363 = linalg.matmul ins(%collapsed_158, %transposed_157 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%363 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_159 = tensor.expand_shape %364 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_160 = tensor.reshape %expanded_159(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_161 = linalg.transpose ins(%reshape_160 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_162 = linalg.transpose ins(%arg31 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %365 = linalg.matmul ins(%collapsed_158, %transposed_162 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %366 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%365 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_163 = tensor.expand_shape %366 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_164 = tensor.reshape %expanded_163(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_165 = linalg.transpose ins(%reshape_164 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_166 = linalg.transpose ins(%arg32 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %367 = linalg.matmul ins(%collapsed_158, %transposed_166 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%367 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_167 = tensor.expand_shape %368 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_168 = tensor.reshape %expanded_167(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_169 = linalg.transpose ins(%reshape_168 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %369 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_161, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_170 = tensor.extract_slice %transposed_161[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_171 = tensor.extract_slice %transposed_161[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %370 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_171 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_172 = tensor.concat dim(3) %370, %extracted_slice_170 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_173 = tensor.dim %370, %c2 : tensor<1x32x?x32xbf16>
    %371 = arith.cmpi eq, %dim_173, %dim_16 : index
    cf.assert %371, "mismatched size for broadcast"
    %372 = tensor.empty(%dim_173) : tensor<1x32x?x64xbf16>
    %373 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_172, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%372 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %374 = arith.cmpi eq, %55, %dim_173 : index
    cf.assert %374, "mismatched size for broadcast"
    %375 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %373 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %376 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_165, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_174 = tensor.extract_slice %transposed_165[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_175 = tensor.extract_slice %transposed_165[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %377 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_175 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_176 = tensor.concat dim(3) %377, %extracted_slice_174 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_177 = tensor.dim %377, %c2 : tensor<1x8x?x32xbf16>
    %378 = arith.cmpi eq, %dim_177, %dim_16 : index
    cf.assert %378, "mismatched size for broadcast"
    %379 = tensor.empty(%dim_177) : tensor<1x8x?x64xbf16>
    %380 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_176, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%379 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %381 = arith.cmpi eq, %66, %dim_177 : index
    cf.assert %381, "mismatched size for broadcast"
    %382 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %380 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_178 = tensor.expand_shape %382 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %383 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_178[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_179 = tensor.collapse_shape %383 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_180 = tensor.expand_shape %transposed_169 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %384 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_180[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_181 = tensor.collapse_shape %384 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %385 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %386 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_179 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %387 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_181 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %388 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_182 = linalg.transpose ins(%386 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %389 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %390 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %388[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_183 = tensor.collapse_shape %390 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %391 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %389[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_184 = tensor.collapse_shape %391 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %392 = linalg.batch_matmul ins(%collapsed_183, %collapsed_184 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_185 = tensor.reshape %392(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %393 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_185, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %394:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%393 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_186 = tensor.expand_shape %394#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %395 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_186 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %396 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %397 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%396 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %398 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %397 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %399 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %400 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%399 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %401 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %138, %398 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %402 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %401[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_187 = tensor.reshape %402(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %403 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %387[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_188 = tensor.collapse_shape %403 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %404 = linalg.batch_matmul ins(%reshape_187, %collapsed_188 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_189 = tensor.expand_shape %404 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_189 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_190 = linalg.transpose ins(%405 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_191 = tensor.reshape %transposed_190(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_192 = linalg.transpose ins(%arg33 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_193 = tensor.collapse_shape %reshape_191 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %406 = arith.index_cast %155 : i64 to index
    %407 = tensor.empty(%406) : tensor<?x2048xf32>
    %408 = linalg.fill ins(%cst : f32) outs(%407 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %409 = linalg.matmul ins(%collapsed_193, %transposed_192 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%408 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %410 = tensor.empty(%406) : tensor<?x2048xbf16>
    %411 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%409 : tensor<?x2048xf32>) outs(%410 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_194 = tensor.expand_shape %411 [[0, 1], [2]] output_shape [1, %406, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %412 = arith.cmpi eq, %dim, %406 : index
    cf.assert %412, "mismatched size for broadcast"
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353, %expanded_194 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %414 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%415 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%418 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414, %419 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %422 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38, %421 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_195 = linalg.transpose ins(%arg34 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_196 = tensor.collapse_shape %422 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %423 = linalg.matmul ins(%collapsed_196, %transposed_195 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %424 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%423 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_197 = tensor.expand_shape %424 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %426 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_198 = linalg.transpose ins(%arg35 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %429 = linalg.matmul ins(%collapsed_196, %transposed_198 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%429 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_199 = tensor.expand_shape %430 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %431 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %expanded_199 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_200 = linalg.transpose ins(%arg36 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_201 = tensor.collapse_shape %431 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %432 = linalg.matmul ins(%collapsed_201, %transposed_200 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%432 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_202 = tensor.expand_shape %433 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %expanded_202 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %435 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%436 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %440 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %443 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46, %442 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_203 = linalg.transpose ins(%arg39 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_204 = tensor.collapse_shape %443 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %444 = linalg.matmul ins(%collapsed_204, %transposed_203 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %445 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%444 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_205 = tensor.expand_shape %445 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_206 = tensor.reshape %expanded_205(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_207 = linalg.transpose ins(%reshape_206 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_208 = linalg.transpose ins(%arg40 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %446 = linalg.matmul ins(%collapsed_204, %transposed_208 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %447 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%446 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_209 = tensor.expand_shape %447 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_210 = tensor.reshape %expanded_209(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_211 = linalg.transpose ins(%reshape_210 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_212 = linalg.transpose ins(%arg41 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %448 = linalg.matmul ins(%collapsed_204, %transposed_212 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%448 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_213 = tensor.expand_shape %449 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_214 = tensor.reshape %expanded_213(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_215 = linalg.transpose ins(%reshape_214 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %450 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_207, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_216 = tensor.extract_slice %transposed_207[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_217 = tensor.extract_slice %transposed_207[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %451 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_217 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_218 = tensor.concat dim(3) %451, %extracted_slice_216 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_219 = tensor.dim %451, %c2 : tensor<1x32x?x32xbf16>
    %452 = arith.cmpi eq, %dim_219, %dim_16 : index
    cf.assert %452, "mismatched size for broadcast"
    %453 = tensor.empty(%dim_219) : tensor<1x32x?x64xbf16>
    %454 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_218, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%453 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %455 = arith.cmpi eq, %55, %dim_219 : index
    cf.assert %455, "mismatched size for broadcast"
    %456 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%450, %454 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %457 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_211, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_220 = tensor.extract_slice %transposed_211[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_221 = tensor.extract_slice %transposed_211[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %458 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_221 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_222 = tensor.concat dim(3) %458, %extracted_slice_220 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_223 = tensor.dim %458, %c2 : tensor<1x8x?x32xbf16>
    %459 = arith.cmpi eq, %dim_223, %dim_16 : index
    cf.assert %459, "mismatched size for broadcast"
    %460 = tensor.empty(%dim_223) : tensor<1x8x?x64xbf16>
    %461 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_222, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%460 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %462 = arith.cmpi eq, %66, %dim_223 : index
    cf.assert %462, "mismatched size for broadcast"
    %463 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %461 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_224 = tensor.expand_shape %463 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %464 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_224[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_225 = tensor.collapse_shape %464 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_226 = tensor.expand_shape %transposed_215 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %465 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_226[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_227 = tensor.collapse_shape %465 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %466 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %467 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_225 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %468 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_227 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %469 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_228 = linalg.transpose ins(%467 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %470 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_228 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %471 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %469[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_229 = tensor.collapse_shape %471 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %472 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %470[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_230 = tensor.collapse_shape %472 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %473 = linalg.batch_matmul ins(%collapsed_229, %collapsed_230 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_231 = tensor.reshape %473(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %474 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_231, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %475:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%474 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_232 = tensor.expand_shape %475#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %476 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_232 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %477 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %478 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%477 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %479 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%477, %478 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %480 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %481 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%480 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %482 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %138, %479 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %483 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %482[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_233 = tensor.reshape %483(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %484 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %468[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_234 = tensor.collapse_shape %484 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %485 = linalg.batch_matmul ins(%reshape_233, %collapsed_234 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_235 = tensor.expand_shape %485 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %486 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_235 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_236 = linalg.transpose ins(%486 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_237 = tensor.reshape %transposed_236(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_238 = linalg.transpose ins(%arg42 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_239 = tensor.collapse_shape %reshape_237 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %487 = arith.index_cast %155 : i64 to index
    %488 = tensor.empty(%487) : tensor<?x2048xf32>
    %489 = linalg.fill ins(%cst : f32) outs(%488 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %490 = linalg.matmul ins(%collapsed_239, %transposed_238 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%489 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %491 = tensor.empty(%487) : tensor<?x2048xbf16>
    %492 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%490 : tensor<?x2048xf32>) outs(%491 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_240 = tensor.expand_shape %492 [[0, 1], [2]] output_shape [1, %487, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %493 = arith.cmpi eq, %dim, %487 : index
    cf.assert %493, "mismatched size for broadcast"
    %494 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %expanded_240 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%496 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495, %500 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %503 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47, %502 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_241 = linalg.transpose ins(%arg43 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_242 = tensor.collapse_shape %503 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %504 = linalg.matmul ins(%collapsed_242, %transposed_241 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_243 = tensor.expand_shape %505 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_243 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %507 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_244 = linalg.transpose ins(%arg44 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %510 = linalg.matmul ins(%collapsed_242, %transposed_244 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%510 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_245 = tensor.expand_shape %511 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %512 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509, %expanded_245 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_246 = linalg.transpose ins(%arg45 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_247 = tensor.collapse_shape %512 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %513 = linalg.matmul ins(%collapsed_247, %transposed_246 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %514 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%513 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_248 = tensor.expand_shape %514 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %515 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %expanded_248 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%517 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %521 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%522 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %524 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55, %523 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_249 = linalg.transpose ins(%arg48 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_250 = tensor.collapse_shape %524 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %525 = linalg.matmul ins(%collapsed_250, %transposed_249 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %526 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%525 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_251 = tensor.expand_shape %526 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_252 = tensor.reshape %expanded_251(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_253 = linalg.transpose ins(%reshape_252 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_254 = linalg.transpose ins(%arg49 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %527 = linalg.matmul ins(%collapsed_250, %transposed_254 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%527 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_255 = tensor.expand_shape %528 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_256 = tensor.reshape %expanded_255(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_257 = linalg.transpose ins(%reshape_256 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_258 = linalg.transpose ins(%arg50 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %529 = linalg.matmul ins(%collapsed_250, %transposed_258 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%529 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_259 = tensor.expand_shape %530 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_260 = tensor.reshape %expanded_259(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_261 = linalg.transpose ins(%reshape_260 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %531 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_253, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_262 = tensor.extract_slice %transposed_253[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_263 = tensor.extract_slice %transposed_253[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %532 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_263 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_264 = tensor.concat dim(3) %532, %extracted_slice_262 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_265 = tensor.dim %532, %c2 : tensor<1x32x?x32xbf16>
    %533 = arith.cmpi eq, %dim_265, %dim_16 : index
    cf.assert %533, "mismatched size for broadcast"
    %534 = tensor.empty(%dim_265) : tensor<1x32x?x64xbf16>
    %535 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_264, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%534 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %536 = arith.cmpi eq, %55, %dim_265 : index
    cf.assert %536, "mismatched size for broadcast"
    %537 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%531, %535 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %538 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_257, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_266 = tensor.extract_slice %transposed_257[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_267 = tensor.extract_slice %transposed_257[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %539 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_267 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_268 = tensor.concat dim(3) %539, %extracted_slice_266 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_269 = tensor.dim %539, %c2 : tensor<1x8x?x32xbf16>
    %540 = arith.cmpi eq, %dim_269, %dim_16 : index
    cf.assert %540, "mismatched size for broadcast"
    %541 = tensor.empty(%dim_269) : tensor<1x8x?x64xbf16>
    %542 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_268, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%541 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %543 = arith.cmpi eq, %66, %dim_269 : index
    cf.assert %543, "mismatched size for broadcast"
    %544 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %542 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_270 = tensor.expand_shape %544 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %545 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_270[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_271 = tensor.collapse_shape %545 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_272 = tensor.expand_shape %transposed_261 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %546 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_272[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_273 = tensor.collapse_shape %546 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %547 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %548 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_271 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %549 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_273 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %550 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_274 = linalg.transpose ins(%548 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %551 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_274 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %552 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %550[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_275 = tensor.collapse_shape %552 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %553 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %551[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_276 = tensor.collapse_shape %553 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %554 = linalg.batch_matmul ins(%collapsed_275, %collapsed_276 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_277 = tensor.reshape %554(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %555 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_277, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %556:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%555 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_278 = tensor.expand_shape %556#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %557 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555, %expanded_278 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %558 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%557 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %559 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%558 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %560 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %559 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %561 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %562 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%561 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %563 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %138, %560 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %564 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %563[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_279 = tensor.reshape %564(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %565 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %549[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_280 = tensor.collapse_shape %565 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %566 = linalg.batch_matmul ins(%reshape_279, %collapsed_280 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_281 = tensor.expand_shape %566 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %567 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_281 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_282 = linalg.transpose ins(%567 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_283 = tensor.reshape %transposed_282(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_284 = linalg.transpose ins(%arg51 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_285 = tensor.collapse_shape %reshape_283 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %568 = arith.index_cast %155 : i64 to index
    %569 = tensor.empty(%568) : tensor<?x2048xf32>
    %570 = linalg.fill ins(%cst : f32) outs(%569 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %571 = linalg.matmul ins(%collapsed_285, %transposed_284 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%570 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %572 = tensor.empty(%568) : tensor<?x2048xbf16>
    %573 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%571 : tensor<?x2048xf32>) outs(%572 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_286 = tensor.expand_shape %573 [[0, 1], [2]] output_shape [1, %568, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %574 = arith.cmpi eq, %dim, %568 : index
    cf.assert %574, "mismatched size for broadcast"
    %575 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %expanded_286 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %576 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%577 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%579 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %581 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %584 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56, %583 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_287 = linalg.transpose ins(%arg52 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_288 = tensor.collapse_shape %584 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %585 = linalg.matmul ins(%collapsed_288, %transposed_287 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %586 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%585 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_289 = tensor.expand_shape %586 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_289 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587, %588 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_290 = linalg.transpose ins(%arg53 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %591 = linalg.matmul ins(%collapsed_288, %transposed_290 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %592 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%591 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_291 = tensor.expand_shape %592 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %593 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %expanded_291 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_292 = linalg.transpose ins(%arg54 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_293 = tensor.collapse_shape %593 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %594 = linalg.matmul ins(%collapsed_293, %transposed_292 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %595 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%594 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_294 = tensor.expand_shape %595 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %596 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575, %expanded_294 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %597 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %599 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%598 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %600 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %601 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %602 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %603 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %602 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %605 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64, %604 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_295 = linalg.transpose ins(%arg57 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_296 = tensor.collapse_shape %605 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %606 = linalg.matmul ins(%collapsed_296, %transposed_295 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %607 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%606 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_297 = tensor.expand_shape %607 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_298 = tensor.reshape %expanded_297(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_299 = linalg.transpose ins(%reshape_298 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_300 = linalg.transpose ins(%arg58 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %608 = linalg.matmul ins(%collapsed_296, %transposed_300 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %609 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%608 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_301 = tensor.expand_shape %609 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_302 = tensor.reshape %expanded_301(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_303 = linalg.transpose ins(%reshape_302 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_304 = linalg.transpose ins(%arg59 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %610 = linalg.matmul ins(%collapsed_296, %transposed_304 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %611 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%610 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_305 = tensor.expand_shape %611 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_306 = tensor.reshape %expanded_305(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_307 = linalg.transpose ins(%reshape_306 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %612 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_299, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_308 = tensor.extract_slice %transposed_299[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_309 = tensor.extract_slice %transposed_299[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %613 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_309 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_310 = tensor.concat dim(3) %613, %extracted_slice_308 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_311 = tensor.dim %613, %c2 : tensor<1x32x?x32xbf16>
    %614 = arith.cmpi eq, %dim_311, %dim_16 : index
    cf.assert %614, "mismatched size for broadcast"
    %615 = tensor.empty(%dim_311) : tensor<1x32x?x64xbf16>
    %616 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_310, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%615 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %617 = arith.cmpi eq, %55, %dim_311 : index
    cf.assert %617, "mismatched size for broadcast"
    %618 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612, %616 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %619 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_303, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_312 = tensor.extract_slice %transposed_303[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_313 = tensor.extract_slice %transposed_303[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %620 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_313 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_314 = tensor.concat dim(3) %620, %extracted_slice_312 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_315 = tensor.dim %620, %c2 : tensor<1x8x?x32xbf16>
    %621 = arith.cmpi eq, %dim_315, %dim_16 : index
    cf.assert %621, "mismatched size for broadcast"
    %622 = tensor.empty(%dim_315) : tensor<1x8x?x64xbf16>
    %623 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_314, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%622 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %624 = arith.cmpi eq, %66, %dim_315 : index
    cf.assert %624, "mismatched size for broadcast"
    %625 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%619, %623 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_316 = tensor.expand_shape %625 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %626 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_316[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_317 = tensor.collapse_shape %626 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_318 = tensor.expand_shape %transposed_307 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %627 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_318[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_319 = tensor.collapse_shape %627 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %628 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %629 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_317 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %630 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_319 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %631 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%628 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_320 = linalg.transpose ins(%629 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %632 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_320 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %633 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %631[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_321 = tensor.collapse_shape %633 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %634 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %632[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_322 = tensor.collapse_shape %634 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %635 = linalg.batch_matmul ins(%collapsed_321, %collapsed_322 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_323 = tensor.reshape %635(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %636 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_323, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %637:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%636 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_324 = tensor.expand_shape %637#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %638 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636, %expanded_324 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %639 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %640 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%639 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %641 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%639, %640 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %642 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %643 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%642 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %644 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%643, %138, %641 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %645 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %644[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_325 = tensor.reshape %645(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %646 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %630[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_326 = tensor.collapse_shape %646 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %647 = linalg.batch_matmul ins(%reshape_325, %collapsed_326 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_327 = tensor.expand_shape %647 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %648 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_327 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_328 = linalg.transpose ins(%648 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_329 = tensor.reshape %transposed_328(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_330 = linalg.transpose ins(%arg60 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_331 = tensor.collapse_shape %reshape_329 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %649 = arith.index_cast %155 : i64 to index
    %650 = tensor.empty(%649) : tensor<?x2048xf32>
    %651 = linalg.fill ins(%cst : f32) outs(%650 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %652 = linalg.matmul ins(%collapsed_331, %transposed_330 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%651 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %653 = tensor.empty(%649) : tensor<?x2048xbf16>
    %654 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%652 : tensor<?x2048xf32>) outs(%653 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_332 = tensor.expand_shape %654 [[0, 1], [2]] output_shape [1, %649, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %655 = arith.cmpi eq, %dim, %649 : index
    cf.assert %655, "mismatched size for broadcast"
    %656 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596, %expanded_332 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %657 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %659 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%658 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %662 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %663 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657, %662 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %664 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%663 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %665 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65, %664 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_333 = linalg.transpose ins(%arg61 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_334 = tensor.collapse_shape %665 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %666 = linalg.matmul ins(%collapsed_334, %transposed_333 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %667 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%666 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_335 = tensor.expand_shape %667 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %668 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_335 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %669 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668, %669 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %671 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_336 = linalg.transpose ins(%arg62 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %672 = linalg.matmul ins(%collapsed_334, %transposed_336 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %673 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%672 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_337 = tensor.expand_shape %673 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %674 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671, %expanded_337 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_338 = linalg.transpose ins(%arg63 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_339 = tensor.collapse_shape %674 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %675 = linalg.matmul ins(%collapsed_339, %transposed_338 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %676 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%675 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_340 = tensor.expand_shape %676 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %677 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656, %expanded_340 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %678 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%679 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %683 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %686 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg73, %685 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_341 = linalg.transpose ins(%arg66 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_342 = tensor.collapse_shape %686 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %687 = linalg.matmul ins(%collapsed_342, %transposed_341 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %688 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%687 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_343 = tensor.expand_shape %688 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_344 = tensor.reshape %expanded_343(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_345 = linalg.transpose ins(%reshape_344 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_346 = linalg.transpose ins(%arg67 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %689 = linalg.matmul ins(%collapsed_342, %transposed_346 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %690 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%689 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_347 = tensor.expand_shape %690 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_348 = tensor.reshape %expanded_347(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_349 = linalg.transpose ins(%reshape_348 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_350 = linalg.transpose ins(%arg68 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %691 = linalg.matmul ins(%collapsed_342, %transposed_350 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %692 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%691 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_351 = tensor.expand_shape %692 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_352 = tensor.reshape %expanded_351(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_353 = linalg.transpose ins(%reshape_352 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %693 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_345, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_354 = tensor.extract_slice %transposed_345[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_355 = tensor.extract_slice %transposed_345[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %694 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_355 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_356 = tensor.concat dim(3) %694, %extracted_slice_354 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_357 = tensor.dim %694, %c2 : tensor<1x32x?x32xbf16>
    %695 = arith.cmpi eq, %dim_357, %dim_16 : index
    cf.assert %695, "mismatched size for broadcast"
    %696 = tensor.empty(%dim_357) : tensor<1x32x?x64xbf16>
    %697 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_356, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%696 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %698 = arith.cmpi eq, %55, %dim_357 : index
    cf.assert %698, "mismatched size for broadcast"
    %699 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%693, %697 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %700 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_349, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_358 = tensor.extract_slice %transposed_349[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_359 = tensor.extract_slice %transposed_349[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %701 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_359 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_360 = tensor.concat dim(3) %701, %extracted_slice_358 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_361 = tensor.dim %701, %c2 : tensor<1x8x?x32xbf16>
    %702 = arith.cmpi eq, %dim_361, %dim_16 : index
    cf.assert %702, "mismatched size for broadcast"
    %703 = tensor.empty(%dim_361) : tensor<1x8x?x64xbf16>
    %704 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_360, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%703 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %705 = arith.cmpi eq, %66, %dim_361 : index
    cf.assert %705, "mismatched size for broadcast"
    %706 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%700, %704 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_362 = tensor.expand_shape %706 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %707 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_362[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_363 = tensor.collapse_shape %707 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_364 = tensor.expand_shape %transposed_353 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %708 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_364[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_365 = tensor.collapse_shape %708 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %709 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%699 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %710 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_363 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %711 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_365 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %712 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_366 = linalg.transpose ins(%710 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %713 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_366 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %714 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %712[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_367 = tensor.collapse_shape %714 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %715 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %713[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_368 = tensor.collapse_shape %715 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %716 = linalg.batch_matmul ins(%collapsed_367, %collapsed_368 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_369 = tensor.reshape %716(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %717 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_369, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %718:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%717 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_370 = tensor.expand_shape %718#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %719 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%717, %expanded_370 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %720 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%719 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %721 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%720 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %722 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720, %721 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %723 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%717 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %724 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%723 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %725 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%724, %138, %722 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %726 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %725[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_371 = tensor.reshape %726(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %727 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %711[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_372 = tensor.collapse_shape %727 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %728 = linalg.batch_matmul ins(%reshape_371, %collapsed_372 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_373 = tensor.expand_shape %728 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %729 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_373 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_374 = linalg.transpose ins(%729 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_375 = tensor.reshape %transposed_374(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_376 = linalg.transpose ins(%arg69 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_377 = tensor.collapse_shape %reshape_375 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %730 = arith.index_cast %155 : i64 to index
    %731 = tensor.empty(%730) : tensor<?x2048xf32>
    %732 = linalg.fill ins(%cst : f32) outs(%731 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %733 = linalg.matmul ins(%collapsed_377, %transposed_376 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%732 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %734 = tensor.empty(%730) : tensor<?x2048xbf16>
    %735 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%733 : tensor<?x2048xf32>) outs(%734 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_378 = tensor.expand_shape %735 [[0, 1], [2]] output_shape [1, %730, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %736 = arith.cmpi eq, %dim, %730 : index
    cf.assert %736, "mismatched size for broadcast"
    %737 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %expanded_378 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %738 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %740 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%739 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %741 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738, %743 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %746 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74, %745 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_379 = linalg.transpose ins(%arg70 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_380 = tensor.collapse_shape %746 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %747 = linalg.matmul ins(%collapsed_380, %transposed_379 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %748 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%747 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_381 = tensor.expand_shape %748 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %749 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_381 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %750 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %751 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%749, %750 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %752 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%751 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_382 = linalg.transpose ins(%arg71 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %753 = linalg.matmul ins(%collapsed_380, %transposed_382 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %754 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%753 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_383 = tensor.expand_shape %754 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %755 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %expanded_383 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_384 = linalg.transpose ins(%arg72 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_385 = tensor.collapse_shape %755 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %756 = linalg.matmul ins(%collapsed_385, %transposed_384 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %757 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%756 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_386 = tensor.expand_shape %757 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %758 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %expanded_386 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %759 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %760 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %761 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%760 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %762 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %764 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %767 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg82, %766 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_387 = linalg.transpose ins(%arg75 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_388 = tensor.collapse_shape %767 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %768 = linalg.matmul ins(%collapsed_388, %transposed_387 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %769 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%768 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_389 = tensor.expand_shape %769 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_390 = tensor.reshape %expanded_389(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_391 = linalg.transpose ins(%reshape_390 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_392 = linalg.transpose ins(%arg76 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %770 = linalg.matmul ins(%collapsed_388, %transposed_392 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %771 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%770 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_393 = tensor.expand_shape %771 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_394 = tensor.reshape %expanded_393(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_395 = linalg.transpose ins(%reshape_394 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_396 = linalg.transpose ins(%arg77 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %772 = linalg.matmul ins(%collapsed_388, %transposed_396 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %773 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%772 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_397 = tensor.expand_shape %773 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_398 = tensor.reshape %expanded_397(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_399 = linalg.transpose ins(%reshape_398 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %774 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_391, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_400 = tensor.extract_slice %transposed_391[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_401 = tensor.extract_slice %transposed_391[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %775 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_401 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_402 = tensor.concat dim(3) %775, %extracted_slice_400 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_403 = tensor.dim %775, %c2 : tensor<1x32x?x32xbf16>
    %776 = arith.cmpi eq, %dim_403, %dim_16 : index
    cf.assert %776, "mismatched size for broadcast"
    %777 = tensor.empty(%dim_403) : tensor<1x32x?x64xbf16>
    %778 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_402, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%777 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %779 = arith.cmpi eq, %55, %dim_403 : index
    cf.assert %779, "mismatched size for broadcast"
    %780 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %778 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %781 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_395, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_404 = tensor.extract_slice %transposed_395[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_405 = tensor.extract_slice %transposed_395[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %782 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_405 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_406 = tensor.concat dim(3) %782, %extracted_slice_404 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_407 = tensor.dim %782, %c2 : tensor<1x8x?x32xbf16>
    %783 = arith.cmpi eq, %dim_407, %dim_16 : index
    cf.assert %783, "mismatched size for broadcast"
    %784 = tensor.empty(%dim_407) : tensor<1x8x?x64xbf16>
    %785 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_406, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%784 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %786 = arith.cmpi eq, %66, %dim_407 : index
    cf.assert %786, "mismatched size for broadcast"
    %787 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781, %785 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_408 = tensor.expand_shape %787 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %788 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_408[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_409 = tensor.collapse_shape %788 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_410 = tensor.expand_shape %transposed_399 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %789 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_410[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_411 = tensor.collapse_shape %789 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %790 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %791 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_409 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %792 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_411 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %793 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%790 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_412 = linalg.transpose ins(%791 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %794 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_412 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %795 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %793[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_413 = tensor.collapse_shape %795 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %796 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %794[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_414 = tensor.collapse_shape %796 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %797 = linalg.batch_matmul ins(%collapsed_413, %collapsed_414 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_415 = tensor.reshape %797(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %798 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_415, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %799:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%798 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_416 = tensor.expand_shape %799#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %800 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798, %expanded_416 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %801 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%800 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %802 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%801 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %803 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%801, %802 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %804 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %805 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%804 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %806 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%805, %138, %803 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %807 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %806[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_417 = tensor.reshape %807(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %808 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %792[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_418 = tensor.collapse_shape %808 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %809 = linalg.batch_matmul ins(%reshape_417, %collapsed_418 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_419 = tensor.expand_shape %809 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %810 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_419 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_420 = linalg.transpose ins(%810 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_421 = tensor.reshape %transposed_420(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_422 = linalg.transpose ins(%arg78 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_423 = tensor.collapse_shape %reshape_421 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %811 = arith.index_cast %155 : i64 to index
    %812 = tensor.empty(%811) : tensor<?x2048xf32>
    %813 = linalg.fill ins(%cst : f32) outs(%812 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %814 = linalg.matmul ins(%collapsed_423, %transposed_422 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%813 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %815 = tensor.empty(%811) : tensor<?x2048xbf16>
    %816 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%814 : tensor<?x2048xf32>) outs(%815 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_424 = tensor.expand_shape %816 [[0, 1], [2]] output_shape [1, %811, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %817 = arith.cmpi eq, %dim, %811 : index
    cf.assert %817, "mismatched size for broadcast"
    %818 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758, %expanded_424 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %819 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %821 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%820 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %823 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %824 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %827 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83, %826 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_425 = linalg.transpose ins(%arg79 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_426 = tensor.collapse_shape %827 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %828 = linalg.matmul ins(%collapsed_426, %transposed_425 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %829 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%828 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_427 = tensor.expand_shape %829 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_427 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %831 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_428 = linalg.transpose ins(%arg80 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %834 = linalg.matmul ins(%collapsed_426, %transposed_428 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %835 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%834 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_429 = tensor.expand_shape %835 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %836 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %expanded_429 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_430 = linalg.transpose ins(%arg81 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_431 = tensor.collapse_shape %836 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %837 = linalg.matmul ins(%collapsed_431, %transposed_430 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %838 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%837 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_432 = tensor.expand_shape %838 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %839 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818, %expanded_432 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %840 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %841 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %842 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%841 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %843 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%842 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %844 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%843 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%844 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %846 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840, %845 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %847 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%846 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %848 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg91, %847 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_433 = linalg.transpose ins(%arg84 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_434 = tensor.collapse_shape %848 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %849 = linalg.matmul ins(%collapsed_434, %transposed_433 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %850 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%849 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_435 = tensor.expand_shape %850 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_436 = tensor.reshape %expanded_435(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_437 = linalg.transpose ins(%reshape_436 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_438 = linalg.transpose ins(%arg85 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %851 = linalg.matmul ins(%collapsed_434, %transposed_438 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %852 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%851 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_439 = tensor.expand_shape %852 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_440 = tensor.reshape %expanded_439(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_441 = linalg.transpose ins(%reshape_440 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_442 = linalg.transpose ins(%arg86 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %853 = linalg.matmul ins(%collapsed_434, %transposed_442 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %854 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%853 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_443 = tensor.expand_shape %854 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_444 = tensor.reshape %expanded_443(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_445 = linalg.transpose ins(%reshape_444 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %855 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_437, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_446 = tensor.extract_slice %transposed_437[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_447 = tensor.extract_slice %transposed_437[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %856 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_447 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_448 = tensor.concat dim(3) %856, %extracted_slice_446 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_449 = tensor.dim %856, %c2 : tensor<1x32x?x32xbf16>
    %857 = arith.cmpi eq, %dim_449, %dim_16 : index
    cf.assert %857, "mismatched size for broadcast"
    %858 = tensor.empty(%dim_449) : tensor<1x32x?x64xbf16>
    %859 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_448, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%858 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %860 = arith.cmpi eq, %55, %dim_449 : index
    cf.assert %860, "mismatched size for broadcast"
    %861 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %859 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %862 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_441, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_450 = tensor.extract_slice %transposed_441[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_451 = tensor.extract_slice %transposed_441[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %863 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_451 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_452 = tensor.concat dim(3) %863, %extracted_slice_450 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_453 = tensor.dim %863, %c2 : tensor<1x8x?x32xbf16>
    %864 = arith.cmpi eq, %dim_453, %dim_16 : index
    cf.assert %864, "mismatched size for broadcast"
    %865 = tensor.empty(%dim_453) : tensor<1x8x?x64xbf16>
    %866 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_452, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%865 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %867 = arith.cmpi eq, %66, %dim_453 : index
    cf.assert %867, "mismatched size for broadcast"
    %868 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %866 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_454 = tensor.expand_shape %868 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %869 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_454[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_455 = tensor.collapse_shape %869 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_456 = tensor.expand_shape %transposed_445 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %870 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_456[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_457 = tensor.collapse_shape %870 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %871 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%861 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %872 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_455 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %873 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_457 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %874 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%871 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_458 = linalg.transpose ins(%872 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %875 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_458 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %876 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %874[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_459 = tensor.collapse_shape %876 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %877 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %875[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_460 = tensor.collapse_shape %877 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %878 = linalg.batch_matmul ins(%collapsed_459, %collapsed_460 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_461 = tensor.reshape %878(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %879 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_461, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %880:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%879 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_462 = tensor.expand_shape %880#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %881 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879, %expanded_462 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %882 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%881 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %883 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%882 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %884 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%882, %883 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %885 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%879 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %886 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%885 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %887 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%886, %138, %884 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %888 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %887[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_463 = tensor.reshape %888(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %889 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %873[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_464 = tensor.collapse_shape %889 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %890 = linalg.batch_matmul ins(%reshape_463, %collapsed_464 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_465 = tensor.expand_shape %890 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %891 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_465 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_466 = linalg.transpose ins(%891 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_467 = tensor.reshape %transposed_466(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_468 = linalg.transpose ins(%arg87 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_469 = tensor.collapse_shape %reshape_467 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %892 = arith.index_cast %155 : i64 to index
    %893 = tensor.empty(%892) : tensor<?x2048xf32>
    %894 = linalg.fill ins(%cst : f32) outs(%893 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %895 = linalg.matmul ins(%collapsed_469, %transposed_468 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%894 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %896 = tensor.empty(%892) : tensor<?x2048xbf16>
    %897 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%895 : tensor<?x2048xf32>) outs(%896 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_470 = tensor.expand_shape %897 [[0, 1], [2]] output_shape [1, %892, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %898 = arith.cmpi eq, %dim, %892 : index
    cf.assert %898, "mismatched size for broadcast"
    %899 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%839, %expanded_470 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %900 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %901 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%900 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %902 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%901 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%902 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %904 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%903 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %905 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%904 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %906 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%900, %905 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %907 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%906 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %908 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %907 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_471 = linalg.transpose ins(%arg88 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_472 = tensor.collapse_shape %908 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %909 = linalg.matmul ins(%collapsed_472, %transposed_471 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %910 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%909 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_473 = tensor.expand_shape %910 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %911 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_473 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %912 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%911 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %913 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%911, %912 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %914 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%913 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_474 = linalg.transpose ins(%arg89 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %915 = linalg.matmul ins(%collapsed_472, %transposed_474 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %916 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%915 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_475 = tensor.expand_shape %916 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %917 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%914, %expanded_475 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_476 = linalg.transpose ins(%arg90 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_477 = tensor.collapse_shape %917 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %918 = linalg.matmul ins(%collapsed_477, %transposed_476 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %919 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%918 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_478 = tensor.expand_shape %919 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %920 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%899, %expanded_478 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %921 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %922 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %923 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%922 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %924 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%923 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %925 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%924 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %926 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%925 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %927 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%921, %926 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %928 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%927 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %929 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg100, %928 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_479 = linalg.transpose ins(%arg93 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_480 = tensor.collapse_shape %929 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %930 = linalg.matmul ins(%collapsed_480, %transposed_479 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %931 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%930 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_481 = tensor.expand_shape %931 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_482 = tensor.reshape %expanded_481(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_483 = linalg.transpose ins(%reshape_482 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_484 = linalg.transpose ins(%arg94 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %932 = linalg.matmul ins(%collapsed_480, %transposed_484 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %933 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%932 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_485 = tensor.expand_shape %933 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_486 = tensor.reshape %expanded_485(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_487 = linalg.transpose ins(%reshape_486 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_488 = linalg.transpose ins(%arg95 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %934 = linalg.matmul ins(%collapsed_480, %transposed_488 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %935 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%934 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_489 = tensor.expand_shape %935 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_490 = tensor.reshape %expanded_489(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_491 = linalg.transpose ins(%reshape_490 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %936 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_483, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_492 = tensor.extract_slice %transposed_483[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_493 = tensor.extract_slice %transposed_483[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %937 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_493 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_494 = tensor.concat dim(3) %937, %extracted_slice_492 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_495 = tensor.dim %937, %c2 : tensor<1x32x?x32xbf16>
    %938 = arith.cmpi eq, %dim_495, %dim_16 : index
    cf.assert %938, "mismatched size for broadcast"
    %939 = tensor.empty(%dim_495) : tensor<1x32x?x64xbf16>
    %940 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_494, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%939 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %941 = arith.cmpi eq, %55, %dim_495 : index
    cf.assert %941, "mismatched size for broadcast"
    %942 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936, %940 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %943 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_487, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_496 = tensor.extract_slice %transposed_487[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_497 = tensor.extract_slice %transposed_487[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %944 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_497 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_498 = tensor.concat dim(3) %944, %extracted_slice_496 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_499 = tensor.dim %944, %c2 : tensor<1x8x?x32xbf16>
    %945 = arith.cmpi eq, %dim_499, %dim_16 : index
    cf.assert %945, "mismatched size for broadcast"
    %946 = tensor.empty(%dim_499) : tensor<1x8x?x64xbf16>
    %947 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_498, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%946 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %948 = arith.cmpi eq, %66, %dim_499 : index
    cf.assert %948, "mismatched size for broadcast"
    %949 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%943, %947 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_500 = tensor.expand_shape %949 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %950 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_500[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_501 = tensor.collapse_shape %950 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_502 = tensor.expand_shape %transposed_491 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %951 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_502[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_503 = tensor.collapse_shape %951 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %952 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%942 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %953 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_501 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %954 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_503 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %955 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%952 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_504 = linalg.transpose ins(%953 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %956 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_504 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %957 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %955[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_505 = tensor.collapse_shape %957 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %958 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %956[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_506 = tensor.collapse_shape %958 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %959 = linalg.batch_matmul ins(%collapsed_505, %collapsed_506 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_507 = tensor.reshape %959(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %960 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_507, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %961:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%960 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_508 = tensor.expand_shape %961#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %962 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%960, %expanded_508 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %963 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%962 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %964 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%963 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %965 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%963, %964 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %966 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%960 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %967 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%966 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %968 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%967, %138, %965 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %969 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %968[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_509 = tensor.reshape %969(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %970 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %954[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_510 = tensor.collapse_shape %970 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %971 = linalg.batch_matmul ins(%reshape_509, %collapsed_510 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_511 = tensor.expand_shape %971 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %972 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_511 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_512 = linalg.transpose ins(%972 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_513 = tensor.reshape %transposed_512(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_514 = linalg.transpose ins(%arg96 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_515 = tensor.collapse_shape %reshape_513 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %973 = arith.index_cast %155 : i64 to index
    %974 = tensor.empty(%973) : tensor<?x2048xf32>
    %975 = linalg.fill ins(%cst : f32) outs(%974 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %976 = linalg.matmul ins(%collapsed_515, %transposed_514 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%975 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %977 = tensor.empty(%973) : tensor<?x2048xbf16>
    %978 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%976 : tensor<?x2048xf32>) outs(%977 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_516 = tensor.expand_shape %978 [[0, 1], [2]] output_shape [1, %973, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %979 = arith.cmpi eq, %dim, %973 : index
    cf.assert %979, "mismatched size for broadcast"
    %980 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%920, %expanded_516 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %981 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %982 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%981 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %983 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%982 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %984 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%983 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %985 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%984 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %986 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%985 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %987 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%981, %986 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %988 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%987 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %989 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg101, %988 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_517 = linalg.transpose ins(%arg97 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_518 = tensor.collapse_shape %989 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %990 = linalg.matmul ins(%collapsed_518, %transposed_517 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %991 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%990 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_519 = tensor.expand_shape %991 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %992 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_519 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %993 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%992 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %994 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%992, %993 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %995 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%994 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_520 = linalg.transpose ins(%arg98 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %996 = linalg.matmul ins(%collapsed_518, %transposed_520 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %997 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%996 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_521 = tensor.expand_shape %997 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %998 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%995, %expanded_521 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_522 = linalg.transpose ins(%arg99 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_523 = tensor.collapse_shape %998 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %999 = linalg.matmul ins(%collapsed_523, %transposed_522 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1000 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%999 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_524 = tensor.expand_shape %1000 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1001 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%980, %expanded_524 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1002 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1004 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1003 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1005 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1004 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1006 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1005 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1007 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1006 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1008 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002, %1007 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1009 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1008 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1010 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109, %1009 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_525 = linalg.transpose ins(%arg102 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_526 = tensor.collapse_shape %1010 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1011 = linalg.matmul ins(%collapsed_526, %transposed_525 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1012 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1011 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_527 = tensor.expand_shape %1012 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_528 = tensor.reshape %expanded_527(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_529 = linalg.transpose ins(%reshape_528 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_530 = linalg.transpose ins(%arg103 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1013 = linalg.matmul ins(%collapsed_526, %transposed_530 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1014 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1013 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_531 = tensor.expand_shape %1014 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_532 = tensor.reshape %expanded_531(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_533 = linalg.transpose ins(%reshape_532 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_534 = linalg.transpose ins(%arg104 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1015 = linalg.matmul ins(%collapsed_526, %transposed_534 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1016 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1015 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_535 = tensor.expand_shape %1016 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_536 = tensor.reshape %expanded_535(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_537 = linalg.transpose ins(%reshape_536 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %1017 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_529, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_538 = tensor.extract_slice %transposed_529[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_539 = tensor.extract_slice %transposed_529[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %1018 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_539 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_540 = tensor.concat dim(3) %1018, %extracted_slice_538 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_541 = tensor.dim %1018, %c2 : tensor<1x32x?x32xbf16>
    %1019 = arith.cmpi eq, %dim_541, %dim_16 : index
    cf.assert %1019, "mismatched size for broadcast"
    %1020 = tensor.empty(%dim_541) : tensor<1x32x?x64xbf16>
    %1021 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_540, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1020 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %1022 = arith.cmpi eq, %55, %dim_541 : index
    cf.assert %1022, "mismatched size for broadcast"
    %1023 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1017, %1021 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %1024 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_533, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_542 = tensor.extract_slice %transposed_533[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_543 = tensor.extract_slice %transposed_533[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %1025 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_543 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_544 = tensor.concat dim(3) %1025, %extracted_slice_542 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_545 = tensor.dim %1025, %c2 : tensor<1x8x?x32xbf16>
    %1026 = arith.cmpi eq, %dim_545, %dim_16 : index
    cf.assert %1026, "mismatched size for broadcast"
    %1027 = tensor.empty(%dim_545) : tensor<1x8x?x64xbf16>
    %1028 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_544, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1027 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %1029 = arith.cmpi eq, %66, %dim_545 : index
    cf.assert %1029, "mismatched size for broadcast"
    %1030 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1024, %1028 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_546 = tensor.expand_shape %1030 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1031 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_546[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_547 = tensor.collapse_shape %1031 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_548 = tensor.expand_shape %transposed_537 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1032 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_548[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_549 = tensor.collapse_shape %1032 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %1033 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1023 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1034 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_547 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1035 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_549 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1036 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1033 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_550 = linalg.transpose ins(%1034 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %1037 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_550 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1038 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1036[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_551 = tensor.collapse_shape %1038 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1039 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %1037[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_552 = tensor.collapse_shape %1039 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %1040 = linalg.batch_matmul ins(%collapsed_551, %collapsed_552 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_553 = tensor.reshape %1040(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %1041 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_553, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %1042:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1041 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_554 = tensor.expand_shape %1042#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %1043 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041, %expanded_554 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1044 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1043 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1045 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1044 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %1046 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1044, %1045 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1047 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %1048 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1047 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %1049 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1048, %138, %1046 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1050 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %1049[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_555 = tensor.reshape %1050(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1051 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1035[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_556 = tensor.collapse_shape %1051 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %1052 = linalg.batch_matmul ins(%reshape_555, %collapsed_556 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_557 = tensor.expand_shape %1052 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %1053 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_557 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_558 = linalg.transpose ins(%1053 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_559 = tensor.reshape %transposed_558(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_560 = linalg.transpose ins(%arg105 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_561 = tensor.collapse_shape %reshape_559 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1054 = arith.index_cast %155 : i64 to index
    %1055 = tensor.empty(%1054) : tensor<?x2048xf32>
    %1056 = linalg.fill ins(%cst : f32) outs(%1055 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1057 = linalg.matmul ins(%collapsed_561, %transposed_560 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%1056 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1058 = tensor.empty(%1054) : tensor<?x2048xbf16>
    %1059 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1057 : tensor<?x2048xf32>) outs(%1058 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_562 = tensor.expand_shape %1059 [[0, 1], [2]] output_shape [1, %1054, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1060 = arith.cmpi eq, %dim, %1054 : index
    cf.assert %1060, "mismatched size for broadcast"
    %1061 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001, %expanded_562 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1062 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1063 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1062 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1064 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1063 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1065 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1064 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1066 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1065 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1068 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1062, %1067 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1069 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1068 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1070 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110, %1069 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_563 = linalg.transpose ins(%arg106 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_564 = tensor.collapse_shape %1070 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1071 = linalg.matmul ins(%collapsed_564, %transposed_563 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1072 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1071 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_565 = tensor.expand_shape %1072 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1073 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_565 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %1075 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073, %1074 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1076 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_566 = linalg.transpose ins(%arg107 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %1077 = linalg.matmul ins(%collapsed_564, %transposed_566 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1078 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1077 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_567 = tensor.expand_shape %1078 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1079 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1076, %expanded_567 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_568 = linalg.transpose ins(%arg108 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_569 = tensor.collapse_shape %1079 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %1080 = linalg.matmul ins(%collapsed_569, %transposed_568 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1081 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1080 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_570 = tensor.expand_shape %1081 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1082 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061, %expanded_570 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1083 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1084 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1084 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1086 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083, %1088 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1090 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1089 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1091 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg118, %1090 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_571 = linalg.transpose ins(%arg111 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_572 = tensor.collapse_shape %1091 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1092 = linalg.matmul ins(%collapsed_572, %transposed_571 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1093 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1092 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_573 = tensor.expand_shape %1093 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_574 = tensor.reshape %expanded_573(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_575 = linalg.transpose ins(%reshape_574 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_576 = linalg.transpose ins(%arg112 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1094 = linalg.matmul ins(%collapsed_572, %transposed_576 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1095 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1094 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_577 = tensor.expand_shape %1095 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_578 = tensor.reshape %expanded_577(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_579 = linalg.transpose ins(%reshape_578 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_580 = linalg.transpose ins(%arg113 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1096 = linalg.matmul ins(%collapsed_572, %transposed_580 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1097 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1096 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_581 = tensor.expand_shape %1097 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_582 = tensor.reshape %expanded_581(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_583 = linalg.transpose ins(%reshape_582 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %1098 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_575, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_584 = tensor.extract_slice %transposed_575[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_585 = tensor.extract_slice %transposed_575[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %1099 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_585 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_586 = tensor.concat dim(3) %1099, %extracted_slice_584 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_587 = tensor.dim %1099, %c2 : tensor<1x32x?x32xbf16>
    %1100 = arith.cmpi eq, %dim_587, %dim_16 : index
    cf.assert %1100, "mismatched size for broadcast"
    %1101 = tensor.empty(%dim_587) : tensor<1x32x?x64xbf16>
    %1102 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_586, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1101 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %1103 = arith.cmpi eq, %55, %dim_587 : index
    cf.assert %1103, "mismatched size for broadcast"
    %1104 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1098, %1102 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %1105 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_579, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_588 = tensor.extract_slice %transposed_579[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_589 = tensor.extract_slice %transposed_579[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %1106 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_589 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_590 = tensor.concat dim(3) %1106, %extracted_slice_588 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_591 = tensor.dim %1106, %c2 : tensor<1x8x?x32xbf16>
    %1107 = arith.cmpi eq, %dim_591, %dim_16 : index
    cf.assert %1107, "mismatched size for broadcast"
    %1108 = tensor.empty(%dim_591) : tensor<1x8x?x64xbf16>
    %1109 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_590, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1108 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %1110 = arith.cmpi eq, %66, %dim_591 : index
    cf.assert %1110, "mismatched size for broadcast"
    %1111 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1105, %1109 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_592 = tensor.expand_shape %1111 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1112 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_592[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_593 = tensor.collapse_shape %1112 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_594 = tensor.expand_shape %transposed_583 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1113 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_594[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_595 = tensor.collapse_shape %1113 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %1114 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1115 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_593 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1116 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_595 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1114 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_596 = linalg.transpose ins(%1115 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %1118 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_596 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1119 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1117[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_597 = tensor.collapse_shape %1119 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1120 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %1118[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_598 = tensor.collapse_shape %1120 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %1121 = linalg.batch_matmul ins(%collapsed_597, %collapsed_598 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_599 = tensor.reshape %1121(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %1122 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_599, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %1123:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1122 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_600 = tensor.expand_shape %1123#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %1124 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1122, %expanded_600 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1125 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1124 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1126 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1125 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %1127 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1125, %1126 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1128 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1122 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %1129 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1128 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %1130 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1129, %138, %1127 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1131 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %1130[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_601 = tensor.reshape %1131(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1132 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1116[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_602 = tensor.collapse_shape %1132 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %1133 = linalg.batch_matmul ins(%reshape_601, %collapsed_602 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_603 = tensor.expand_shape %1133 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %1134 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_603 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_604 = linalg.transpose ins(%1134 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_605 = tensor.reshape %transposed_604(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_606 = linalg.transpose ins(%arg114 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_607 = tensor.collapse_shape %reshape_605 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1135 = arith.index_cast %155 : i64 to index
    %1136 = tensor.empty(%1135) : tensor<?x2048xf32>
    %1137 = linalg.fill ins(%cst : f32) outs(%1136 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1138 = linalg.matmul ins(%collapsed_607, %transposed_606 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%1137 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1139 = tensor.empty(%1135) : tensor<?x2048xbf16>
    %1140 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1138 : tensor<?x2048xf32>) outs(%1139 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_608 = tensor.expand_shape %1140 [[0, 1], [2]] output_shape [1, %1135, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1141 = arith.cmpi eq, %dim, %1135 : index
    cf.assert %1141, "mismatched size for broadcast"
    %1142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082, %expanded_608 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1142 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1143 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1145 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1144 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1149 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1143, %1148 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1151 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119, %1150 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_609 = linalg.transpose ins(%arg115 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_610 = tensor.collapse_shape %1151 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1152 = linalg.matmul ins(%collapsed_610, %transposed_609 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1152 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_611 = tensor.expand_shape %1153 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_611 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %1156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1154, %1155 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1156 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_612 = linalg.transpose ins(%arg116 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %1158 = linalg.matmul ins(%collapsed_610, %transposed_612 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1159 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1158 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_613 = tensor.expand_shape %1159 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1160 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1157, %expanded_613 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_614 = linalg.transpose ins(%arg117 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_615 = tensor.collapse_shape %1160 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %1161 = linalg.matmul ins(%collapsed_615, %transposed_614 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1162 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1161 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_616 = tensor.expand_shape %1162 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1163 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1142, %expanded_616 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1163 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1164 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1166 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1165 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1166 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1167 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1168 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1170 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1164, %1169 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1170 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1172 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127, %1171 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_617 = linalg.transpose ins(%arg120 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_618 = tensor.collapse_shape %1172 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1173 = linalg.matmul ins(%collapsed_618, %transposed_617 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1173 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_619 = tensor.expand_shape %1174 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_620 = tensor.reshape %expanded_619(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_621 = linalg.transpose ins(%reshape_620 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_622 = linalg.transpose ins(%arg121 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1175 = linalg.matmul ins(%collapsed_618, %transposed_622 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1175 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_623 = tensor.expand_shape %1176 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_624 = tensor.reshape %expanded_623(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_625 = linalg.transpose ins(%reshape_624 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_626 = linalg.transpose ins(%arg122 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1177 = linalg.matmul ins(%collapsed_618, %transposed_626 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1178 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1177 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_627 = tensor.expand_shape %1178 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_628 = tensor.reshape %expanded_627(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_629 = linalg.transpose ins(%reshape_628 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %1179 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_621, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_630 = tensor.extract_slice %transposed_621[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_631 = tensor.extract_slice %transposed_621[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %1180 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_631 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_632 = tensor.concat dim(3) %1180, %extracted_slice_630 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_633 = tensor.dim %1180, %c2 : tensor<1x32x?x32xbf16>
    %1181 = arith.cmpi eq, %dim_633, %dim_16 : index
    cf.assert %1181, "mismatched size for broadcast"
    %1182 = tensor.empty(%dim_633) : tensor<1x32x?x64xbf16>
    %1183 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_632, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1182 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %1184 = arith.cmpi eq, %55, %dim_633 : index
    cf.assert %1184, "mismatched size for broadcast"
    %1185 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179, %1183 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %1186 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_625, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_634 = tensor.extract_slice %transposed_625[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_635 = tensor.extract_slice %transposed_625[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %1187 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_635 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_636 = tensor.concat dim(3) %1187, %extracted_slice_634 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_637 = tensor.dim %1187, %c2 : tensor<1x8x?x32xbf16>
    %1188 = arith.cmpi eq, %dim_637, %dim_16 : index
    cf.assert %1188, "mismatched size for broadcast"
    %1189 = tensor.empty(%dim_637) : tensor<1x8x?x64xbf16>
    %1190 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_636, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1189 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %1191 = arith.cmpi eq, %66, %dim_637 : index
    cf.assert %1191, "mismatched size for broadcast"
    %1192 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1186, %1190 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_638 = tensor.expand_shape %1192 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1193 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_638[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_639 = tensor.collapse_shape %1193 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_640 = tensor.expand_shape %transposed_629 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1194 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_640[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_641 = tensor.collapse_shape %1194 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %1195 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1185 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1196 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_639 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1197 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_641 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1198 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1195 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_642 = linalg.transpose ins(%1196 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %1199 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_642 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1200 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1198[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_643 = tensor.collapse_shape %1200 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1201 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %1199[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_644 = tensor.collapse_shape %1201 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %1202 = linalg.batch_matmul ins(%collapsed_643, %collapsed_644 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_645 = tensor.reshape %1202(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %1203 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_645, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %1204:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1203 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_646 = tensor.expand_shape %1204#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %1205 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1203, %expanded_646 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1206 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1205 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1207 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1206 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %1208 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1206, %1207 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1203 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %1210 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1209 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %1211 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1210, %138, %1208 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1212 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %1211[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_647 = tensor.reshape %1212(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1213 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1197[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_648 = tensor.collapse_shape %1213 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %1214 = linalg.batch_matmul ins(%reshape_647, %collapsed_648 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_649 = tensor.expand_shape %1214 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %1215 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_649 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_650 = linalg.transpose ins(%1215 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_651 = tensor.reshape %transposed_650(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_652 = linalg.transpose ins(%arg123 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_653 = tensor.collapse_shape %reshape_651 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1216 = arith.index_cast %155 : i64 to index
    %1217 = tensor.empty(%1216) : tensor<?x2048xf32>
    %1218 = linalg.fill ins(%cst : f32) outs(%1217 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1219 = linalg.matmul ins(%collapsed_653, %transposed_652 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%1218 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1220 = tensor.empty(%1216) : tensor<?x2048xbf16>
    %1221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1219 : tensor<?x2048xf32>) outs(%1220 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_654 = tensor.expand_shape %1221 [[0, 1], [2]] output_shape [1, %1216, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1222 = arith.cmpi eq, %dim, %1216 : index
    cf.assert %1222, "mismatched size for broadcast"
    %1223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1163, %expanded_654 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1223 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1224 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1226 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1225 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1226 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1227 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1228 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1230 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1224, %1229 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1230 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1232 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg128, %1231 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_655 = linalg.transpose ins(%arg124 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_656 = tensor.collapse_shape %1232 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1233 = linalg.matmul ins(%collapsed_656, %transposed_655 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1234 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1233 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_657 = tensor.expand_shape %1234 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_657 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1235 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %1237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1235, %1236 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1237 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_658 = linalg.transpose ins(%arg125 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %1239 = linalg.matmul ins(%collapsed_656, %transposed_658 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1239 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_659 = tensor.expand_shape %1240 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1238, %expanded_659 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_660 = linalg.transpose ins(%arg126 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_661 = tensor.collapse_shape %1241 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %1242 = linalg.matmul ins(%collapsed_661, %transposed_660 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1242 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_662 = tensor.expand_shape %1243 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1223, %expanded_662 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1244 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1245 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1247 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1246 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1247 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1248 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1249 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1251 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1245, %1250 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1251 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1253 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136, %1252 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_663 = linalg.transpose ins(%arg129 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_664 = tensor.collapse_shape %1253 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1254 = linalg.matmul ins(%collapsed_664, %transposed_663 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1254 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_665 = tensor.expand_shape %1255 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_666 = tensor.reshape %expanded_665(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_667 = linalg.transpose ins(%reshape_666 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_668 = linalg.transpose ins(%arg130 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1256 = linalg.matmul ins(%collapsed_664, %transposed_668 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1257 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1256 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_669 = tensor.expand_shape %1257 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_670 = tensor.reshape %expanded_669(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_671 = linalg.transpose ins(%reshape_670 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_672 = linalg.transpose ins(%arg131 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1258 = linalg.matmul ins(%collapsed_664, %transposed_672 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1259 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1258 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_673 = tensor.expand_shape %1259 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_674 = tensor.reshape %expanded_673(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_675 = linalg.transpose ins(%reshape_674 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %1260 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_667, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_676 = tensor.extract_slice %transposed_667[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_677 = tensor.extract_slice %transposed_667[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %1261 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_677 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_678 = tensor.concat dim(3) %1261, %extracted_slice_676 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_679 = tensor.dim %1261, %c2 : tensor<1x32x?x32xbf16>
    %1262 = arith.cmpi eq, %dim_679, %dim_16 : index
    cf.assert %1262, "mismatched size for broadcast"
    %1263 = tensor.empty(%dim_679) : tensor<1x32x?x64xbf16>
    %1264 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_678, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1263 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %1265 = arith.cmpi eq, %55, %dim_679 : index
    cf.assert %1265, "mismatched size for broadcast"
    %1266 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1260, %1264 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %1267 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_671, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_680 = tensor.extract_slice %transposed_671[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_681 = tensor.extract_slice %transposed_671[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %1268 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_681 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_682 = tensor.concat dim(3) %1268, %extracted_slice_680 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_683 = tensor.dim %1268, %c2 : tensor<1x8x?x32xbf16>
    %1269 = arith.cmpi eq, %dim_683, %dim_16 : index
    cf.assert %1269, "mismatched size for broadcast"
    %1270 = tensor.empty(%dim_683) : tensor<1x8x?x64xbf16>
    %1271 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_682, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1270 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %1272 = arith.cmpi eq, %66, %dim_683 : index
    cf.assert %1272, "mismatched size for broadcast"
    %1273 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1267, %1271 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_684 = tensor.expand_shape %1273 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1274 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_684[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_685 = tensor.collapse_shape %1274 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_686 = tensor.expand_shape %transposed_675 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1275 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_686[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_687 = tensor.collapse_shape %1275 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %1276 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1266 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1277 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_685 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1278 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_687 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1279 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1276 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_688 = linalg.transpose ins(%1277 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %1280 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_688 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1281 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1279[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_689 = tensor.collapse_shape %1281 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1282 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %1280[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_690 = tensor.collapse_shape %1282 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %1283 = linalg.batch_matmul ins(%collapsed_689, %collapsed_690 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_691 = tensor.reshape %1283(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %1284 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_691, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %1285:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1284 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_692 = tensor.expand_shape %1285#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %1286 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1284, %expanded_692 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1287 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1286 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1288 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1287 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %1289 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1287, %1288 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1290 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1284 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %1291 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1290 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %1292 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1291, %138, %1289 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1293 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %1292[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_693 = tensor.reshape %1293(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1294 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1278[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_694 = tensor.collapse_shape %1294 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %1295 = linalg.batch_matmul ins(%reshape_693, %collapsed_694 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_695 = tensor.expand_shape %1295 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %1296 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_695 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_696 = linalg.transpose ins(%1296 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_697 = tensor.reshape %transposed_696(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_698 = linalg.transpose ins(%arg132 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_699 = tensor.collapse_shape %reshape_697 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1297 = arith.index_cast %155 : i64 to index
    %1298 = tensor.empty(%1297) : tensor<?x2048xf32>
    %1299 = linalg.fill ins(%cst : f32) outs(%1298 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1300 = linalg.matmul ins(%collapsed_699, %transposed_698 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%1299 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1301 = tensor.empty(%1297) : tensor<?x2048xbf16>
    %1302 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1300 : tensor<?x2048xf32>) outs(%1301 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_700 = tensor.expand_shape %1302 [[0, 1], [2]] output_shape [1, %1297, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1303 = arith.cmpi eq, %dim, %1297 : index
    cf.assert %1303, "mismatched size for broadcast"
    %1304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1244, %expanded_700 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1304 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1307 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1306 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1307 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1308 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1309 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1311 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1305, %1310 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1311 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1313 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137, %1312 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_701 = linalg.transpose ins(%arg133 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_702 = tensor.collapse_shape %1313 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1314 = linalg.matmul ins(%collapsed_702, %transposed_701 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1314 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_703 = tensor.expand_shape %1315 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_703 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %1318 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316, %1317 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1318 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_704 = linalg.transpose ins(%arg134 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %1320 = linalg.matmul ins(%collapsed_702, %transposed_704 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1321 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1320 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_705 = tensor.expand_shape %1321 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1322 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1319, %expanded_705 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_706 = linalg.transpose ins(%arg135 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_707 = tensor.collapse_shape %1322 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %1323 = linalg.matmul ins(%collapsed_707, %transposed_706 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1323 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_708 = tensor.expand_shape %1324 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1325 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1304, %expanded_708 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1326 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1326 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1328 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1327 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1328 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1329 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1330 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1332 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1326, %1331 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1332 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1334 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145, %1333 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_709 = linalg.transpose ins(%arg138 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_710 = tensor.collapse_shape %1334 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1335 = linalg.matmul ins(%collapsed_710, %transposed_709 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1336 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1335 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_711 = tensor.expand_shape %1336 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_712 = tensor.reshape %expanded_711(%from_elements) : (tensor<1x?x2048xbf16>, tensor<4xi64>) -> tensor<1x?x32x64xbf16>
    %transposed_713 = linalg.transpose ins(%reshape_712 : tensor<1x?x32x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_714 = linalg.transpose ins(%arg139 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1337 = linalg.matmul ins(%collapsed_710, %transposed_714 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1338 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1337 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_715 = tensor.expand_shape %1338 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_716 = tensor.reshape %expanded_715(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_717 = linalg.transpose ins(%reshape_716 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_718 = linalg.transpose ins(%arg140 : tensor<512x2048xbf16>) outs(%57 : tensor<2048x512xbf16>) permutation = [1, 0] 
    %1339 = linalg.matmul ins(%collapsed_710, %transposed_718 : tensor<?x2048xbf16>, tensor<2048x512xbf16>) outs(%59 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %1340 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1339 : tensor<?x512xf32>) outs(%61 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x512xbf16>
    %expanded_719 = tensor.expand_shape %1340 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_720 = tensor.reshape %expanded_719(%from_elements_21) : (tensor<1x?x512xbf16>, tensor<4xi64>) -> tensor<1x?x8x64xbf16>
    %transposed_721 = linalg.transpose ins(%reshape_720 : tensor<1x?x8x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %70, "mismatched size for broadcast"
    %1341 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_713, %expanded_28 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %extracted_slice_722 = tensor.extract_slice %transposed_713[0, 0, 0, 0] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %extracted_slice_723 = tensor.extract_slice %transposed_713[0, 0, 0, 32] [1, 32, %55, 32] [1, 1, 1, 1] : tensor<1x32x?x64xbf16> to tensor<1x32x?x32xbf16>
    %1342 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_723 : tensor<1x32x?x32xbf16>) outs(%72 : tensor<1x32x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x32xbf16>
    %concat_724 = tensor.concat dim(3) %1342, %extracted_slice_722 : (tensor<1x32x?x32xbf16>, tensor<1x32x?x32xbf16>) -> tensor<1x32x?x64xbf16>
    %dim_725 = tensor.dim %1342, %c2 : tensor<1x32x?x32xbf16>
    %1343 = arith.cmpi eq, %dim_725, %dim_16 : index
    cf.assert %1343, "mismatched size for broadcast"
    %1344 = tensor.empty(%dim_725) : tensor<1x32x?x64xbf16>
    %1345 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_724, %expanded_29 : tensor<1x32x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1344 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %1346 = arith.cmpi eq, %55, %dim_725 : index
    cf.assert %1346, "mismatched size for broadcast"
    %1347 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1341, %1345 : tensor<1x32x?x64xbf16>, tensor<1x32x?x64xbf16>) outs(%56 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    cf.assert %79, "mismatched size for broadcast"
    %1348 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_717, %expanded_28 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %extracted_slice_726 = tensor.extract_slice %transposed_717[0, 0, 0, 0] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %extracted_slice_727 = tensor.extract_slice %transposed_717[0, 0, 0, 32] [1, 8, %66, 32] [1, 1, 1, 1] : tensor<1x8x?x64xbf16> to tensor<1x8x?x32xbf16>
    %1349 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_727 : tensor<1x8x?x32xbf16>) outs(%81 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %1422 = arith.negf %in : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x32xbf16>
    %concat_728 = tensor.concat dim(3) %1349, %extracted_slice_726 : (tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) -> tensor<1x8x?x64xbf16>
    %dim_729 = tensor.dim %1349, %c2 : tensor<1x8x?x32xbf16>
    %1350 = arith.cmpi eq, %dim_729, %dim_16 : index
    cf.assert %1350, "mismatched size for broadcast"
    %1351 = tensor.empty(%dim_729) : tensor<1x8x?x64xbf16>
    %1352 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_728, %expanded_29 : tensor<1x8x?x64xbf16>, tensor<1x1x?x64xbf16>) outs(%1351 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %1353 = arith.cmpi eq, %66, %dim_729 : index
    cf.assert %1353, "mismatched size for broadcast"
    %1354 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1348, %1352 : tensor<1x8x?x64xbf16>, tensor<1x8x?x64xbf16>) outs(%67 : tensor<1x8x?x64xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x8x?x64xbf16>
    %expanded_730 = tensor.expand_shape %1354 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1355 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_730[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_731 = tensor.collapse_shape %1355 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %expanded_732 = tensor.expand_shape %transposed_721 [[0], [1], [2, 3], [4]] output_shape [1, 8, 1, %66, 64] : tensor<1x8x?x64xbf16> into tensor<1x8x1x?x64xbf16>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1356 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%88 : tensor<1x8x4x?x64xbf16>) {
    ^bb0(%out: bf16):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 3 : index
      %1424 = linalg.index 4 : index
      %1425 = arith.cmpi eq, %66, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %expanded_732[%c0, %1422, %c0, %1426, %1424] : tensor<1x8x1x?x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x4x?x64xbf16>
    %collapsed_733 = tensor.collapse_shape %1356 [[0], [1, 2], [3], [4]] : tensor<1x8x4x?x64xbf16> into tensor<1x32x?x64xbf16>
    %1357 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1347 : tensor<1x32x?x64xbf16>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1358 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_731 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1359 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_733 : tensor<1x32x?x64xbf16>) outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x64xf32>
    %1360 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1357 : tensor<1x32x?x64xf32>) outs(%93 : tensor<1x32x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x64xf32>
    %transposed_734 = linalg.transpose ins(%1358 : tensor<1x32x?x64xf32>) outs(%99 : tensor<1x32x64x?xf32>) permutation = [0, 1, 3, 2] 
    %1361 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_734 : tensor<1x32x64x?xf32>) outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_6 : f64 to f32
      %1423 = arith.mulf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x64x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1362 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %55, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1360[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_735 = tensor.collapse_shape %1362 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1363 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<1x32x64x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1424 : index
      %extracted = tensor.extract %1361[%c0, %1422, %1423, %1426] : tensor<1x32x64x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x64x?xf32>
    %collapsed_736 = tensor.collapse_shape %1363 [[0, 1], [2], [3]] : tensor<1x32x64x?xf32> into tensor<32x64x?xf32>
    %1364 = linalg.batch_matmul ins(%collapsed_735, %collapsed_736 : tensor<32x?x64xf32>, tensor<32x64x?xf32>) outs(%104 : tensor<32x?x?xf32>) -> tensor<32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_737 = tensor.reshape %1364(%from_elements_44) : (tensor<32x?x?xf32>, tensor<4xi64>) -> tensor<1x32x?x?xf32>
    cf.assert %116, "mismatched size for broadcast"
    cf.assert %116, "mismatched size for broadcast"
    %1365 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_737, %92 : tensor<1x32x?x?xf32>, tensor<1x1x?x?xbf16>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: bf16, %out: f32):
      %1422 = arith.extf %in_758 : bf16 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x32x?x?xf32>
    %1366:2 = linalg.generic {indexing_maps = [#map6, #map14, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1365 : tensor<1x32x?x?xf32>) outs(%122, %120 : tensor<1x32x?xf32>, tensor<1x32x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_758: i64):
      %1422 = linalg.index 3 : index
      %1423 = arith.index_cast %1422 : index to i64
      %1424 = arith.maximumf %in, %out : f32
      %1425 = arith.cmpf ogt, %in, %out : f32
      %1426 = arith.select %1425, %1423, %out_758 : i64
      linalg.yield %1424, %1426 : f32, i64
    } -> (tensor<1x32x?xf32>, tensor<1x32x?xi64>)
    %expanded_738 = tensor.expand_shape %1366#0 [[0], [1], [2, 3]] output_shape [1, 32, %115, 1] : tensor<1x32x?xf32> into tensor<1x32x?x1xf32>
    %1367 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1365, %expanded_738 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.subf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1368 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1367 : tensor<1x32x?x?xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.exp %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1369 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1368 : tensor<1x32x?x?xf32>) outs(%127 : tensor<1x32x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x1xf32>
    %1370 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1368, %1369 : tensor<1x32x?x?xf32>, tensor<1x32x?x1xf32>) outs(%117 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.divf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    %1371 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1365 : tensor<1x32x?x?xf32>) outs(%130 : tensor<1x32x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %1422 = arith.extf %in : f32 to f64
      %1423 = arith.cmpf oeq, %1422, %cst_7 : f64
      linalg.yield %1423 : i1
    } -> tensor<1x32x?x?xi1>
    %1372 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1371 : tensor<1x32x?x?xi1>) outs(%133 : tensor<1x32x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %1422 = arith.andi %in, %out : i1
      linalg.yield %1422 : i1
    } -> tensor<1x32x?x1xi1>
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %135, "negative values not allowed in new dimensions"
    cf.assert %139, "mismatched size for broadcast"
    cf.assert %140, "mismatched size for broadcast"
    %1373 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1372, %138, %1370 : tensor<1x32x?x1xi1>, tensor<1x32x?x?xf32>, tensor<1x32x?x?xf32>) outs(%141 : tensor<1x32x?x?xf32>) {
    ^bb0(%in: i1, %in_758: f32, %in_759: f32, %out: f32):
      %1422 = arith.select %in, %in_758, %in_759 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1374 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%143 : tensor<1x32x?x?xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %115, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %1427 = arith.cmpi eq, %136, %c1 : index
      %1428 = arith.select %1427, %c0, %1424 : index
      %extracted = tensor.extract %1373[%c0, %1422, %1426, %1428] : tensor<1x32x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x?xf32>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_739 = tensor.reshape %1374(%from_elements_47) : (tensor<1x32x?x?xf32>, tensor<3xi64>) -> tensor<32x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %1375 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%95 : tensor<1x32x?x64xf32>) {
    ^bb0(%out: f32):
      %1422 = linalg.index 1 : index
      %1423 = linalg.index 2 : index
      %1424 = linalg.index 3 : index
      %1425 = arith.cmpi eq, %dim, %c1 : index
      %1426 = arith.select %1425, %c0, %1423 : index
      %extracted = tensor.extract %1359[%c0, %1422, %1426, %1424] : tensor<1x32x?x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x32x?x64xf32>
    %collapsed_740 = tensor.collapse_shape %1375 [[0, 1], [2], [3]] : tensor<1x32x?x64xf32> into tensor<32x?x64xf32>
    cf.assert %146, "mismatching contracting dimension"
    %1376 = linalg.batch_matmul ins(%reshape_739, %collapsed_740 : tensor<32x?x?xf32>, tensor<32x?x64xf32>) outs(%148 : tensor<32x?x64xf32>) -> tensor<32x?x64xf32>
    %expanded_741 = tensor.expand_shape %1376 [[0, 1], [2], [3]] output_shape [1, 32, %115, 64] : tensor<32x?x64xf32> into tensor<1x32x?x64xf32>
    %1377 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_741 : tensor<1x32x?x64xf32>) outs(%150 : tensor<1x32x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x32x?x64xbf16>
    %transposed_742 = linalg.transpose ins(%1377 : tensor<1x32x?x64xbf16>) outs(%152 : tensor<1x?x32x64xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %51, "must have at most one inferred (negative) dimension"
    %reshape_743 = tensor.reshape %transposed_742(%from_elements_52) : (tensor<1x?x32x64xbf16>, tensor<3xi64>) -> tensor<1x?x2048xbf16>
    %transposed_744 = linalg.transpose ins(%arg141 : tensor<2048x2048xbf16>) outs(%40 : tensor<2048x2048xbf16>) permutation = [1, 0] 
    %collapsed_745 = tensor.collapse_shape %reshape_743 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1378 = arith.index_cast %155 : i64 to index
    %1379 = tensor.empty(%1378) : tensor<?x2048xf32>
    %1380 = linalg.fill ins(%cst : f32) outs(%1379 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1381 = linalg.matmul ins(%collapsed_745, %transposed_744 : tensor<?x2048xbf16>, tensor<2048x2048xbf16>) outs(%1380 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1382 = tensor.empty(%1378) : tensor<?x2048xbf16>
    %1383 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1381 : tensor<?x2048xf32>) outs(%1382 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_746 = tensor.expand_shape %1383 [[0, 1], [2]] output_shape [1, %1378, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1384 = arith.cmpi eq, %dim, %1378 : index
    cf.assert %1384, "mismatched size for broadcast"
    %1385 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1325, %expanded_746 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1386 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1388 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1387 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1388 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1390 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1389 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1390 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1392 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1386, %1391 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1392 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1394 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg146, %1393 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %transposed_747 = linalg.transpose ins(%arg142 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %collapsed_748 = tensor.collapse_shape %1394 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1395 = linalg.matmul ins(%collapsed_748, %transposed_747 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1396 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1395 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_749 = tensor.expand_shape %1396 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_749 : tensor<1x?x8192xbf16>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1398 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1397 : tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.negf %in : f32
      %1423 = math.exp %1422 : f32
      %1424 = arith.addf %1423, %cst_1 : f32
      %1425 = arith.divf %cst_1, %1424 : f32
      linalg.yield %1425 : f32
    } -> tensor<1x?x8192xf32>
    %1399 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1397, %1398 : tensor<1x?x8192xf32>, tensor<1x?x8192xf32>) outs(%179 : tensor<1x?x8192xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x8192xf32>
    %1400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1399 : tensor<1x?x8192xf32>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_750 = linalg.transpose ins(%arg143 : tensor<8192x2048xbf16>) outs(%173 : tensor<2048x8192xbf16>) permutation = [1, 0] 
    %1401 = linalg.matmul ins(%collapsed_748, %transposed_750 : tensor<?x2048xbf16>, tensor<2048x8192xbf16>) outs(%175 : tensor<?x8192xf32>) -> tensor<?x8192xf32>
    %1402 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1401 : tensor<?x8192xf32>) outs(%177 : tensor<?x8192xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x8192xbf16>
    %expanded_751 = tensor.expand_shape %1402 [[0, 1], [2]] output_shape [1, %dim, 8192] : tensor<?x8192xbf16> into tensor<1x?x8192xbf16>
    %1403 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1400, %expanded_751 : tensor<1x?x8192xbf16>, tensor<1x?x8192xbf16>) outs(%183 : tensor<1x?x8192xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x8192xbf16>
    %transposed_752 = linalg.transpose ins(%arg144 : tensor<2048x8192xbf16>) outs(%188 : tensor<8192x2048xbf16>) permutation = [1, 0] 
    %collapsed_753 = tensor.collapse_shape %1403 [[0, 1], [2]] : tensor<1x?x8192xbf16> into tensor<?x8192xbf16>
    %1404 = linalg.matmul ins(%collapsed_753, %transposed_752 : tensor<?x8192xbf16>, tensor<8192x2048xbf16>) outs(%42 : tensor<?x2048xf32>) -> tensor<?x2048xf32>
    %1405 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1404 : tensor<?x2048xf32>) outs(%44 : tensor<?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x2048xbf16>
    %expanded_754 = tensor.expand_shape %1405 [[0, 1], [2]] output_shape [1, %dim, 2048] : tensor<?x2048xbf16> into tensor<1x?x2048xbf16>
    %1406 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385, %expanded_754 : tensor<1x?x2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.addf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1406 : tensor<1x?x2048xbf16>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %1422 = arith.extf %in : bf16 to f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1407 : tensor<1x?x2048xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1409 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1408 : tensor<1x?x2048xf32>) outs(%32 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.addf %in, %out : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1409 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.divf %in, %cst_10 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1410 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = arith.truncf %cst_8 : f64 to f32
      %1423 = arith.addf %in, %1422 : f32
      linalg.yield %1423 : f32
    } -> tensor<1x?x1xf32>
    %1412 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1411 : tensor<1x?x1xf32>) outs(%19 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1422 = math.rsqrt %in : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x1xf32>
    %1413 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1407, %1412 : tensor<1x?x2048xf32>, tensor<1x?x1xf32>) outs(%29 : tensor<1x?x2048xf32>) {
    ^bb0(%in: f32, %in_758: f32, %out: f32):
      %1422 = arith.mulf %in, %in_758 : f32
      linalg.yield %1422 : f32
    } -> tensor<1x?x2048xf32>
    %1414 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1413 : tensor<1x?x2048xf32>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1415 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg147, %1414 : tensor<2048xbf16>, tensor<1x?x2048xbf16>) outs(%1 : tensor<1x?x2048xbf16>) {
    ^bb0(%in: bf16, %in_758: bf16, %out: bf16):
      %1422 = arith.mulf %in, %in_758 : bf16
      linalg.yield %1422 : bf16
    } -> tensor<1x?x2048xbf16>
    %1416 = tensor.empty() : tensor<2048x128256xbf16>
    %transposed_755 = linalg.transpose ins(%arg2 : tensor<128256x2048xbf16>) outs(%1416 : tensor<2048x128256xbf16>) permutation = [1, 0] 
    %collapsed_756 = tensor.collapse_shape %1415 [[0, 1], [2]] : tensor<1x?x2048xbf16> into tensor<?x2048xbf16>
    %1417 = tensor.empty(%dim) : tensor<?x128256xf32>
    %1418 = linalg.fill ins(%cst : f32) outs(%1417 : tensor<?x128256xf32>) -> tensor<?x128256xf32>
    %1419 = linalg.matmul ins(%collapsed_756, %transposed_755 : tensor<?x2048xbf16>, tensor<2048x128256xbf16>) outs(%1418 : tensor<?x128256xf32>) -> tensor<?x128256xf32>
    %1420 = tensor.empty(%dim) : tensor<?x128256xbf16>
    %1421 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1419 : tensor<?x128256xf32>) outs(%1420 : tensor<?x128256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %1422 = arith.truncf %in : f32 to bf16
      linalg.yield %1422 : bf16
    } -> tensor<?x128256xbf16>
    %expanded_757 = tensor.expand_shape %1421 [[0, 1], [2]] output_shape [1, %dim, 128256] : tensor<?x128256xbf16> into tensor<1x?x128256xbf16>
    return %expanded_757 : tensor<1x?x128256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32: "0x040000000000803FC6E1293FBC77E13EE39E953EB093463EA0C6033EADE4AE3D671E683DC8081A3D496FCC3CC3A9873C6D0D343C4FF7EE3B02949E3B2077523B41AA0B3B215DB93AEA03763A8D41233A81ACD839F8C88F39F4D43E39C345FD386B12A838C4105F38CB0614381076C437345F8237A7072D374DA5E536A7649836B0414A36"
    }
  }
#-}
