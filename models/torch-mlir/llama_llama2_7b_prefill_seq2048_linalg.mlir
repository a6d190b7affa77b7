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
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @forward(%arg0: tensor<1x2048xi64>, %arg1: tensor<1x2048xi64>, %arg2: tensor<32000x4096xbf16>, %arg3: tensor<4096x4096xbf16>, %arg4: tensor<4096x4096xbf16>, %arg5: tensor<4096x4096xbf16>, %arg6: tensor<4096x4096xbf16>, %arg7: tensor<11008x4096xbf16>, %arg8: tensor<11008x4096xbf16>, %arg9: tensor<4096x11008xbf16>, %arg10: tensor<4096xbf16>, %arg11: tensor<4096xbf16>, %arg12: tensor<4096x4096xbf16>, %arg13: tensor<4096x4096xbf16>, %arg14: tensor<4096x4096xbf16>, %arg15: tensor<4096x4096xbf16>, %arg16: tensor<11008x4096xbf16>, %arg17: tensor<11008x4096xbf16>, %arg18: tensor<4096x11008xbf16>, %arg19: tensor<4096xbf16>, %arg20: tensor<4096xbf16>, %arg21: tensor<4096x4096xbf16>, %arg22: tensor<4096x4096xbf16>, %arg23: tensor<4096x4096xbf16>, %arg24: tensor<4096x4096xbf16>, %arg25: tensor<11008x4096xbf16>, %arg26: tensor<11008x4096xbf16>, %arg27: tensor<4096x11008xbf16>, %arg28: tensor<4096xbf16>, %arg29: tensor<4096xbf16>, %arg30: tensor<4096x4096xbf16>, %arg31: tensor<4096x4096xbf16>, %arg32: tensor<4096x4096xbf16>, %arg33: tensor<4096x4096xbf16>, %arg34: tensor<11008x4096xbf16>, %arg35: tensor<11008x4096xbf16>, %arg36: tensor<4096x11008xbf16>, %arg37: tensor<4096xbf16>, %arg38: tensor<4096xbf16>, %arg39: tensor<4096x4096xbf16>, %arg40: tensor<4096x4096xbf16>, %arg41: tensor<4096x4096xbf16>, %arg42: tensor<4096x4096xbf16>, %arg43: tensor<11008x4096xbf16>, %arg44: tensor<11008x4096xbf16>, %arg45: tensor<4096x11008xbf16>, %arg46: tensor<4096xbf16>, %arg47: tensor<4096xbf16>, %arg48: tensor<4096x4096xbf16>, %arg49: tensor<4096x4096xbf16>, %arg50: tensor<4096x4096xbf16>, %arg51: tensor<4096x4096xbf16>, %arg52: tensor<11008x4096xbf16>, %arg53: tensor<11008x4096xbf16>, %arg54: tensor<4096x11008xbf16>, %arg55: tensor<4096xbf16>, %arg56: tensor<4096xbf16>, %arg57: tensor<4096x4096xbf16>, %arg58: tensor<4096x4096xbf16>, %arg59: tensor<4096x4096xbf16>, %arg60: tensor<4096x4096xbf16>, %arg61: tensor<11008x4096xbf16>, %arg62: tensor<11008x4096xbf16>, %arg63: tensor<4096x11008xbf16>, %arg64: tensor<4096xbf16>, %arg65: tensor<4096xbf16>, %arg66: tensor<4096x4096xbf16>, %arg67: tensor<4096x4096xbf16>, %arg68: tensor<4096x4096xbf16>, %arg69: tensor<4096x4096xbf16>, %arg70: tensor<11008x4096xbf16>, %arg71: tensor<11008x4096xbf16>, %arg72: tensor<4096x11008xbf16>, %arg73: tensor<4096xbf16>, %arg74: tensor<4096xbf16>, %arg75: tensor<4096x4096xbf16>, %arg76: tensor<4096x4096xbf16>, %arg77: tensor<4096x4096xbf16>, %arg78: tensor<4096x4096xbf16>, %arg79: tensor<11008x4096xbf16>, %arg80: tensor<11008x4096xbf16>, %arg81: tensor<4096x11008xbf16>, %arg82: tensor<4096xbf16>, %arg83: tensor<4096xbf16>, %arg84: tensor<4096x4096xbf16>, %arg85: tensor<4096x4096xbf16>, %arg86: tensor<4096x4096xbf16>, %arg87: tensor<4096x4096xbf16>, %arg88: tensor<11008x4096xbf16>, %arg89: tensor<11008x4096xbf16>, %arg90: tensor<4096x11008xbf16>, %arg91: tensor<4096xbf16>, %arg92: tensor<4096xbf16>, %arg93: tensor<4096x4096xbf16>, %arg94: tensor<4096x4096xbf16>, %arg95: tensor<4096x4096xbf16>, %arg96: tensor<4096x4096xbf16>, %arg97: tensor<11008x4096xbf16>, %arg98: tensor<11008x4096xbf16>, %arg99: tensor<4096x11008xbf16>, %arg100: tensor<4096xbf16>, %arg101: tensor<4096xbf16>, %arg102: tensor<4096x4096xbf16>, %arg103: tensor<4096x4096xbf16>, %arg104: tensor<4096x4096xbf16>, %arg105: tensor<4096x4096xbf16>, %arg106: tensor<11008x4096xbf16>, %arg107: tensor<11008x4096xbf16>, %arg108: tensor<4096x11008xbf16>, %arg109: tensor<4096xbf16>, %arg110: tensor<4096xbf16>, %arg111: tensor<4096x4096xbf16>, %arg112: tensor<4096x4096xbf16>, %arg113: tensor<4096x4096xbf16>, %arg114: tensor<4096x4096xbf16>, %arg115: tensor<11008x4096xbf16>, %arg116: tensor<11008x4096xbf16>, %arg117: tensor<4096x11008xbf16>, %arg118: tensor<4096xbf16>, %arg119: tensor<4096xbf16>, %arg120: tensor<4096x4096xbf16>, %arg121: tensor<4096x4096xbf16>, %arg122: tensor<4096x4096xbf16>, %arg123: tensor<4096x4096xbf16>, %arg124: tensor<11008x4096xbf16>, %arg125: tensor<11008x4096xbf16>, %arg126: tensor<4096x11008xbf16>, %arg127: tensor<4096xbf16>, %arg128: tensor<4096xbf16>, %arg129: tensor<4096x4096xbf16>, %arg130: tensor<4096x4096xbf16>, %arg131: tensor<4096x4096xbf16>, %arg132: tensor<4096x4096xbf16>, %arg133: tensor<11008x4096xbf16>, %arg134: tensor<11008x4096xbf16>, %arg135: tensor<4096x11008xbf16>, %arg136: tensor<4096xbf16>, %arg137: tensor<4096xbf16>, %arg138: tensor<4096x4096xbf16>, %arg139: tensor<4096x4096xbf16>, %arg140: tensor<4096x4096xbf16>, %arg141: tensor<4096x4096xbf16>, %arg142: tensor<11008x4096xbf16>, %arg143: tensor<11008x4096xbf16>, %arg144: tensor<4096x11008xbf16>, %arg145: tensor<4096xbf16>, %arg146: tensor<4096xbf16>, %arg147: tensor<4096x4096xbf16>, %arg148: tensor<4096x4096xbf16>, %arg149: tensor<4096x4096xbf16>, %arg150: tensor<4096x4096xbf16>, %arg151: tensor<11008x4096xbf16>, %arg152: tensor<11008x4096xbf16>, %arg153: tensor<4096x11008xbf16>, %arg154: tensor<4096xbf16>, %arg155: tensor<4096xbf16>, %arg156: tensor<4096x4096xbf16>, %arg157: tensor<4096x4096xbf16>, %arg158: tensor<4096x4096xbf16>, %arg159: tensor<4096x4096xbf16>, %arg160: tensor<11008x4096xbf16>, %arg161: tensor<11008x4096xbf16>, %arg162: tensor<4096x11008xbf16>, %arg163: tensor<4096xbf16>, %arg164: tensor<4096xbf16>, %arg165: tensor<4096x4096xbf16>, %arg166: tensor<4096x4096xbf16>, %arg167: tensor<4096x4096xbf16>, %arg168: tensor<4096x4096xbf16>, %arg169: tensor<11008x4096xbf16>, %arg170: tensor<11008x4096xbf16>, %arg171: tensor<4096x11008xbf16>, %arg172: tensor<4096xbf16>, %arg173: tensor<4096xbf16>, %arg174: tensor<4096x4096xbf16>, %arg175: tensor<4096x4096xbf16>, %arg176: tensor<4096x4096xbf16>, %arg177: tensor<4096x4096xbf16>, %arg178: tensor<11008x4096xbf16>, %arg179: tensor<11008x4096xbf16>, %arg180: tensor<4096x11008xbf16>, %arg181: tensor<4096xbf16>, %arg182: tensor<4096xbf16>, %arg183: tensor<4096x4096xbf16>, %arg184: tensor<4096x4096xbf16>, %arg185: tensor<4096x4096xbf16>, %arg186: tensor<4096x4096xbf16>, %arg187: tensor<11008x4096xbf16>, %arg188: tensor<11008x4096xbf16>, %arg189: tensor<4096x11008xbf16>, %arg190: tensor<4096xbf16>, %arg191: tensor<4096xbf16>, %arg192: tensor<4096x4096xbf16>, %arg193: tensor<4096x4096xbf16>, %arg194: tensor<4096x4096xbf16>, %arg195: tensor<4096x4096xbf16>, %arg196: tensor<11008x4096xbf16>, %arg197: tensor<11008x4096xbf16>, %arg198: tensor<4096x11008xbf16>, %arg199: tensor<4096xbf16>, %arg200: tensor<4096xbf16>, %arg201: tensor<4096x4096xbf16>, %arg202: tensor<4096x4096xbf16>, %arg203: tensor<4096x4096xbf16>, %arg204: tensor<4096x4096xbf16>, %arg205: tensor<11008x4096xbf16>, %arg206: tensor<11008x4096xbf16>, %arg207: tensor<4096x11008xbf16>, %arg208: tensor<4096xbf16>, %arg209: tensor<4096xbf16>, %arg210: tensor<4096x4096xbf16>, %arg211: tensor<4096x4096xbf16>, %arg212: tensor<4096x4096xbf16>, %arg213: tensor<4096x4096xbf16>, %arg214: tensor<11008x4096xbf16>, %arg215: tensor<11008x4096xbf16>, %arg216: tensor<4096x11008xbf16>, %arg217: tensor<4096xbf16>, %arg218: tensor<4096xbf16>, %arg219: tensor<4096x4096xbf16>, %arg220: tensor<4096x4096xbf16>, %arg221: tensor<4096x4096xbf16>, %arg222: tensor<4096x4096xbf16>, %arg223: tensor<11008x4096xbf16>, %arg224: tensor<11008x4096xbf16>, %arg225: tensor<4096x11008xbf16>, %arg226: tensor<4096xbf16>, %arg227: tensor<4096xbf16>, %arg228: tensor<4096x4096xbf16>, %arg229: tensor<4096x4096xbf16>, %arg230: tensor<4096x4096xbf16>, %arg231: tensor<4096x4096xbf16>, %arg232: tensor<11008x4096xbf16>, %arg233: tensor<11008x4096xbf16>, %arg234: tensor<4096x11008xbf16>, %arg235: tensor<4096xbf16>, %arg236: tensor<4096xbf16>, %arg237: tensor<4096x4096xbf16>, %arg238: tensor<4096x4096xbf16>, %arg239: tensor<4096x4096xbf16>, %arg240: tensor<4096x4096xbf16>, %arg241: tensor<11008x4096xbf16>, %arg242: tensor<11008x4096xbf16>, %arg243: tensor<4096x11008xbf16>, %arg244: tensor<4096xbf16>, %arg245: tensor<4096xbf16>, %arg246: tensor<4096x4096xbf16>, %arg247: tensor<4096x4096xbf16>, %arg248: tensor<4096x4096xbf16>, %arg249: tensor<4096x4096xbf16>, %arg250: tensor<11008x4096xbf16>, %arg251: tensor<11008x4096xbf16>, %arg252: tensor<4096x11008xbf16>, %arg253: tensor<4096xbf16>, %arg254: tensor<4096xbf16>, %arg255: tensor<4096x4096xbf16>, %arg256: tensor<4096x4096xbf16>, %arg257: tensor<4096x4096xbf16>, %arg258: tensor<4096x4096xbf16>, %arg259: tensor<11008x4096xbf16>, %arg260: tensor<11008x4096xbf16>, %arg261: tensor<4096x11008xbf16>, %arg262: tensor<4096xbf16>, %arg263: tensor<4096xbf16>, %arg264: tensor<4096x4096xbf16>, %arg265: tensor<4096x4096xbf16>, %arg266: tensor<4096x4096xbf16>, %arg267: tensor<4096x4096xbf16>, %arg268: tensor<11008x4096xbf16>, %arg269: tensor<11008x4096xbf16>, %arg270: tensor<4096x11008xbf16>, %arg271: tensor<4096xbf16>, %arg272: tensor<4096xbf16>, %arg273: tensor<4096x4096xbf16>, %arg274: tensor<4096x4096xbf16>, %arg275: tensor<4096x4096xbf16>, %arg276: tensor<4096x4096xbf16>, %arg277: tensor<11008x4096xbf16>, %arg278: tensor<11008x4096xbf16>, %arg279: tensor<4096x11008xbf16>, %arg280: tensor<4096xbf16>, %arg281: tensor<4096xbf16>, %arg282: tensor<4096x4096xbf16>, %arg283: tensor<4096x4096xbf16>, %arg284: tensor<4096x4096xbf16>, %arg285: tensor<4096x4096xbf16>, %arg286: tensor<11008x4096xbf16>, %arg287: tensor<11008x4096xbf16>, %arg288: tensor<4096x11008xbf16>, %arg289: tensor<4096xbf16>, %arg290: tensor<4096xbf16>, %arg291: tensor<4096xbf16>, %arg292: tensor<32000x4096xbf16>) -> tensor<1x2048x32000xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2048_i64 = arith.constant 2048 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32000 = arith.constant 32000 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x32x2048x2048xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.29730177875068026 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_10 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<1x2048x4096xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2048xi64>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %2121 = arith.index_cast %in : i64 to index
      %2122 = linalg.index 2 : index
      %2123 = arith.cmpi slt, %2121, %c32000 : index
      cf.assert %2123, "index must be smaller than dim size"
      %2124 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2124, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg2[%2121, %2122] : tensor<32000x4096xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2048x4096xbf16>
    %2 = tensor.empty() : tensor<2048xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<2048xi64>) {
    ^bb0(%out: i64):
      %2121 = linalg.index 0 : index
      %2122 = arith.index_cast %2121 : index to i64
      linalg.yield %2122 : i64
    } -> tensor<2048xi64>
    %4 = tensor.empty() : tensor<1x2048xi1>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x2048xi64>) outs(%4 : tensor<1x2048xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2121 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %2121 : i1
    } -> tensor<1x2048xi1>
    %6 = tensor.empty() : tensor<1xi64>
    %7 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%6 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 2048, 1] : tensor<2048xi64> into tensor<1x1x2048x1xi64>
    %expanded_12 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 2048] : tensor<2048xi64> into tensor<1x1x1x2048xi64>
    %8 = tensor.empty() : tensor<1x1x2048x2048xi1>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x2048xi64>, tensor<1x1x2048x1xi64>) outs(%8 : tensor<1x1x2048x2048xi1>) {
    ^bb0(%in: i64, %in_1168: i64, %out: i1):
      %2121 = arith.cmpi sle, %in, %in_1168 : i64
      linalg.yield %2121 : i1
    } -> tensor<1x1x2048x2048xi1>
    %10 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x2048x2048xi1>) outs(%8 : tensor<1x1x2048x2048xi1>) {
    ^bb0(%in: i1, %in_1168: i1, %out: i1):
      %2121 = arith.andi %in, %in_1168 : i1
      linalg.yield %2121 : i1
    } -> tensor<1x1x2048x2048xi1>
    %11 = tensor.empty() : tensor<1x1x1x2048xi1>
    %12 = linalg.generic {indexing_maps = [#map8, #map9, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<1x1x1x1xi64>, tensor<1x1x1x2048xi64>) outs(%11 : tensor<1x1x1x2048xi1>) {
    ^bb0(%in: i64, %in_1168: i64, %out: i1):
      %2121 = arith.cmpi slt, %in, %c0_i64 : i64
      %2122 = arith.addi %in, %c1_i64 : i64
      %2123 = arith.select %2121, %2122, %in : i64
      %2124 = arith.index_cast %2123 : i64 to index
      %2125 = arith.cmpi slt, %in_1168, %c0_i64 : i64
      %2126 = arith.addi %in_1168, %c2048_i64 : i64
      %2127 = arith.select %2125, %2126, %in_1168 : i64
      %2128 = arith.index_cast %2127 : i64 to index
      %extracted = tensor.extract %5[%2124, %2128] : tensor<1x2048xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x2048xi1>
    %13 = linalg.generic {indexing_maps = [#map6, #map4, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x2048x2048xi1>, tensor<1x1x1x2048xi1>) outs(%8 : tensor<1x1x2048x2048xi1>) {
    ^bb0(%in: i1, %in_1168: i1, %out: i1):
      %2121 = arith.andi %in, %in_1168 : i1
      linalg.yield %2121 : i1
    } -> tensor<1x1x2048x2048xi1>
    %expanded_13 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 2048, 1] : tensor<2048xi64> into tensor<1x2048x1xi64>
    %14 = tensor.empty() : tensor<1x2048x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x2048x1xi64>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2121 = arith.sitofp %in : i64 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %16 = tensor.empty() : tensor<1x2048x64xf32>
    %17 = linalg.generic {indexing_maps = [#map10, #map11, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_9 : tensor<1x2048x1xf32>, tensor<64xf32>) outs(%16 : tensor<1x2048x64xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x64xf32>
    %concat = tensor.concat dim(2) %17, %17 : (tensor<1x2048x64xf32>, tensor<1x2048x64xf32>) -> tensor<1x2048x128xf32>
    %18 = tensor.empty() : tensor<1x2048x128xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x2048x128xf32>) outs(%18 : tensor<1x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.cos %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x128xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x2048x128xf32>) outs(%18 : tensor<1x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.sin %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x128xf32>
    %21 = tensor.empty() : tensor<1x2048x128xbf16>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x2048x128xf32>) outs(%21 : tensor<1x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x128xbf16>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x2048x128xf32>) outs(%21 : tensor<1x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x128xbf16>
    %24 = tensor.empty() : tensor<1x2048x4096xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%26 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %31 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %34 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg10, %33 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %35 = tensor.empty() : tensor<4096x4096xbf16>
    %transposed = linalg.transpose ins(%arg3 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %34 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %36 = tensor.empty() : tensor<2048x4096xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %39 = tensor.empty() : tensor<2048x4096xbf16>
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_14 = tensor.expand_shape %40 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %41 = tensor.empty() : tensor<1x32x2048x128xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg4 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_17 = tensor.expand_shape %43 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg5 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_20 = tensor.expand_shape %45 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 2048, 128] : tensor<1x2048x128xbf16> into tensor<1x1x2048x128xbf16>
    %expanded_23 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 2048, 128] : tensor<1x2048x128xbf16> into tensor<1x1x2048x128xbf16>
    %46 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %47 = tensor.empty() : tensor<1x32x2048x64xbf16>
    %48 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_25 = tensor.concat dim(3) %48, %extracted_slice : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %49 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %50 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %51 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %52 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_28 = tensor.concat dim(3) %52, %extracted_slice_26 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %53 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %54 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %53 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %55 = tensor.empty() : tensor<1x1x2048x2048xbf16>
    %56 = linalg.generic {indexing_maps = [#map6, #map7, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_3, %cst_4 : tensor<1x1x2048x2048xi1>, tensor<bf16>, tensor<bf16>) outs(%55 : tensor<1x1x2048x2048xbf16>) {
    ^bb0(%in: i1, %in_1168: bf16, %in_1169: bf16, %out: bf16):
      %2121 = arith.select %in, %in_1168, %in_1169 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x1x2048x2048xbf16>
    %57 = tensor.empty() : tensor<1x32x2048x128xf32>
    %58 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %59 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %62 = tensor.empty() : tensor<1x32x128x2048xf32>
    %transposed_29 = linalg.transpose ins(%59 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %63 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_30 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_31 = tensor.collapse_shape %63 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %64 = tensor.empty() : tensor<32x2048x2048xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %66 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_32 = tensor.expand_shape %66 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %67 = tensor.empty() : tensor<1x32x2048x2048xf32>
    %68 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %69 = tensor.empty() : tensor<1x32x2048xi64>
    %70 = linalg.fill ins(%c0_i64 : i64) outs(%69 : tensor<1x32x2048xi64>) -> tensor<1x32x2048xi64>
    %71 = tensor.empty() : tensor<1x32x2048xf32>
    %72 = linalg.fill ins(%cst_0 : f32) outs(%71 : tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %73:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%68 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_33 = tensor.expand_shape %73#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %74 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_33 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %75 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %76 = tensor.empty() : tensor<1x32x2048x1xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x1xf32>
    %78 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%75 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %79 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %78 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %80 = tensor.empty() : tensor<1x32x2048x2048xi1>
    %81 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %82 = tensor.empty() : tensor<1x32x2048x1xi1>
    %83 = linalg.fill ins(%true : i1) outs(%82 : tensor<1x32x2048x1xi1>) -> tensor<1x32x2048x1xi1>
    %84 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%81 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %85 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %cst_2, %79 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_34 = tensor.collapse_shape %85 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_35 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %86 = tensor.empty() : tensor<32x2048x128xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %88 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_36 = tensor.expand_shape %88 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %89 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %90 = tensor.empty() : tensor<1x2048x32x128xbf16>
    %transposed_37 = linalg.transpose ins(%89 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%arg6 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %transposed_37 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %91 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%91 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_40 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %93 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_40 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %99 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %102 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %101 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %103 = tensor.empty() : tensor<4096x11008xbf16>
    %transposed_41 = linalg.transpose ins(%arg7 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_42 = tensor.collapse_shape %102 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %104 = tensor.empty() : tensor<2048x11008xf32>
    %105 = linalg.fill ins(%cst : f32) outs(%104 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %106 = linalg.matmul ins(%collapsed_42, %transposed_41 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %107 = tensor.empty() : tensor<2048x11008xbf16>
    %108 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%106 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_43 = tensor.expand_shape %108 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %109 = tensor.empty() : tensor<1x2048x11008xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%110, %111 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %113 = tensor.empty() : tensor<1x2048x11008xbf16>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_44 = linalg.transpose ins(%arg8 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %115 = linalg.matmul ins(%collapsed_42, %transposed_44 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_45 = tensor.expand_shape %116 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %117 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114, %expanded_45 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %118 = tensor.empty() : tensor<11008x4096xbf16>
    %transposed_46 = linalg.transpose ins(%arg9 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_47 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %119 = linalg.matmul ins(%collapsed_47, %transposed_46 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_48 = tensor.expand_shape %120 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %121 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %expanded_48 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %127 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %130 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg19, %129 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_49 = linalg.transpose ins(%arg12 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_50 = tensor.collapse_shape %130 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %131 = linalg.matmul ins(%collapsed_50, %transposed_49 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_51 = tensor.expand_shape %132 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_53 = linalg.transpose ins(%arg13 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %133 = linalg.matmul ins(%collapsed_50, %transposed_53 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_54 = tensor.expand_shape %134 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_55 = linalg.transpose ins(%expanded_54 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%arg14 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %135 = linalg.matmul ins(%collapsed_50, %transposed_56 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_57 = tensor.expand_shape %136 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %137 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_59 = tensor.extract_slice %transposed_52[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_60 = tensor.extract_slice %transposed_52[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %138 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_61 = tensor.concat dim(3) %138, %extracted_slice_59 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %139 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_61, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %140 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %139 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %141 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_62 = tensor.extract_slice %transposed_55[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_63 = tensor.extract_slice %transposed_55[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %142 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_64 = tensor.concat dim(3) %142, %extracted_slice_62 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %143 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_64, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %144 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %143 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %145 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %146 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %147 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %148 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_65 = linalg.transpose ins(%146 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %149 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_66 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_67 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %150 = linalg.batch_matmul ins(%collapsed_66, %collapsed_67 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_68 = tensor.expand_shape %150 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %151 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %152:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%151 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_69 = tensor.expand_shape %152#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %153 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_69 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %154 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %155 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%154 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %156 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %155 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %157 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %158 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%157 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %159 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %cst_2, %156 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_70 = tensor.collapse_shape %159 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_71 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %160 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_72 = tensor.expand_shape %160 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %161 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_73 = linalg.transpose ins(%161 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_74 = linalg.transpose ins(%arg15 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_75 = tensor.collapse_shape %transposed_73 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %162 = linalg.matmul ins(%collapsed_75, %transposed_74 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %163 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%162 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_76 = tensor.expand_shape %163 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %164 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121, %expanded_76 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%166 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %170 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %173 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg20, %172 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_77 = linalg.transpose ins(%arg16 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_78 = tensor.collapse_shape %173 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %174 = linalg.matmul ins(%collapsed_78, %transposed_77 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%174 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_79 = tensor.expand_shape %175 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %177 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_80 = linalg.transpose ins(%arg17 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %180 = linalg.matmul ins(%collapsed_78, %transposed_80 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%180 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_81 = tensor.expand_shape %181 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179, %expanded_81 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_82 = linalg.transpose ins(%arg18 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_83 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %183 = linalg.matmul ins(%collapsed_83, %transposed_82 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%183 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_84 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %expanded_84 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %191 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %194 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %193 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_85 = linalg.transpose ins(%arg21 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_86 = tensor.collapse_shape %194 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %195 = linalg.matmul ins(%collapsed_86, %transposed_85 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_87 = tensor.expand_shape %196 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_88 = linalg.transpose ins(%expanded_87 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_89 = linalg.transpose ins(%arg22 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %197 = linalg.matmul ins(%collapsed_86, %transposed_89 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_90 = tensor.expand_shape %198 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_91 = linalg.transpose ins(%expanded_90 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_92 = linalg.transpose ins(%arg23 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %199 = linalg.matmul ins(%collapsed_86, %transposed_92 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_93 = tensor.expand_shape %200 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %201 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_88, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_95 = tensor.extract_slice %transposed_88[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_96 = tensor.extract_slice %transposed_88[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %202 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_96 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_97 = tensor.concat dim(3) %202, %extracted_slice_95 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %203 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_97, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %204 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %203 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %205 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_91, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_98 = tensor.extract_slice %transposed_91[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_99 = tensor.extract_slice %transposed_91[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %206 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_99 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_100 = tensor.concat dim(3) %206, %extracted_slice_98 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %207 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_100, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %208 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %209 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %210 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %211 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_94 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %212 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_101 = linalg.transpose ins(%210 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %213 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_101 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_102 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_103 = tensor.collapse_shape %213 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %214 = linalg.batch_matmul ins(%collapsed_102, %collapsed_103 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_104 = tensor.expand_shape %214 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %215 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %216:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%215 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_105 = tensor.expand_shape %216#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %217 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_105 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %218 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %219 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%218 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %220 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %219 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %221 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %222 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%221 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %223 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %cst_2, %220 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_106 = tensor.collapse_shape %223 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_107 = tensor.collapse_shape %211 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %224 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_108 = tensor.expand_shape %224 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %225 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_109 = linalg.transpose ins(%225 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_110 = linalg.transpose ins(%arg24 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_111 = tensor.collapse_shape %transposed_109 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %226 = linalg.matmul ins(%collapsed_111, %transposed_110 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%226 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_112 = tensor.expand_shape %227 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %expanded_112 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %234 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %237 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29, %236 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_113 = linalg.transpose ins(%arg25 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_114 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %238 = linalg.matmul ins(%collapsed_114, %transposed_113 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_115 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %241 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_116 = linalg.transpose ins(%arg26 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %244 = linalg.matmul ins(%collapsed_114, %transposed_116 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_117 = tensor.expand_shape %245 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %246 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %expanded_117 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_118 = linalg.transpose ins(%arg27 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_119 = tensor.collapse_shape %246 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %247 = linalg.matmul ins(%collapsed_119, %transposed_118 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_120 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %249 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %expanded_120 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%251 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %255 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %258 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %257 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_121 = linalg.transpose ins(%arg30 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_122 = tensor.collapse_shape %258 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %259 = linalg.matmul ins(%collapsed_122, %transposed_121 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%259 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_123 = tensor.expand_shape %260 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_124 = linalg.transpose ins(%expanded_123 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_125 = linalg.transpose ins(%arg31 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %261 = linalg.matmul ins(%collapsed_122, %transposed_125 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %262 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%261 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_126 = tensor.expand_shape %262 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_128 = linalg.transpose ins(%arg32 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %263 = linalg.matmul ins(%collapsed_122, %transposed_128 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_129 = tensor.expand_shape %264 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %265 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_124, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_131 = tensor.extract_slice %transposed_124[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_132 = tensor.extract_slice %transposed_124[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %266 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_132 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_133 = tensor.concat dim(3) %266, %extracted_slice_131 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %267 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_133, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %268 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %267 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %269 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_127, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_134 = tensor.extract_slice %transposed_127[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_135 = tensor.extract_slice %transposed_127[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %270 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_135 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_136 = tensor.concat dim(3) %270, %extracted_slice_134 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %271 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_136, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %272 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %271 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %273 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %274 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %275 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_130 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %276 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_137 = linalg.transpose ins(%274 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %277 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_137 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_138 = tensor.collapse_shape %276 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_139 = tensor.collapse_shape %277 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %278 = linalg.batch_matmul ins(%collapsed_138, %collapsed_139 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_140 = tensor.expand_shape %278 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %279 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_140, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %280:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%279 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_141 = tensor.expand_shape %280#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %281 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %expanded_141 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %282 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %283 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%282 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %284 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %283 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %285 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %286 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%285 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %287 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %cst_2, %284 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_142 = tensor.collapse_shape %287 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_143 = tensor.collapse_shape %275 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %288 = linalg.batch_matmul ins(%collapsed_142, %collapsed_143 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_144 = tensor.expand_shape %288 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %289 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_144 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_145 = linalg.transpose ins(%289 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_146 = linalg.transpose ins(%arg33 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_147 = tensor.collapse_shape %transposed_145 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %290 = linalg.matmul ins(%collapsed_147, %transposed_146 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%290 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_148 = tensor.expand_shape %291 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %expanded_148 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%294 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %298 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %301 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38, %300 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_149 = linalg.transpose ins(%arg34 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_150 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %302 = linalg.matmul ins(%collapsed_150, %transposed_149 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%302 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_151 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_151 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %305 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_152 = linalg.transpose ins(%arg35 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %308 = linalg.matmul ins(%collapsed_150, %transposed_152 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%308 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_153 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %expanded_153 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_154 = linalg.transpose ins(%arg36 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_155 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %311 = linalg.matmul ins(%collapsed_155, %transposed_154 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_156 = tensor.expand_shape %312 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %313 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %expanded_156 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %319 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %322 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46, %321 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_157 = linalg.transpose ins(%arg39 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_158 = tensor.collapse_shape %322 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %323 = linalg.matmul ins(%collapsed_158, %transposed_157 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %324 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%323 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_159 = tensor.expand_shape %324 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_160 = linalg.transpose ins(%expanded_159 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_161 = linalg.transpose ins(%arg40 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %325 = linalg.matmul ins(%collapsed_158, %transposed_161 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %326 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%325 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_162 = tensor.expand_shape %326 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_163 = linalg.transpose ins(%expanded_162 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_164 = linalg.transpose ins(%arg41 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %327 = linalg.matmul ins(%collapsed_158, %transposed_164 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_165 = tensor.expand_shape %328 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_166 = linalg.transpose ins(%expanded_165 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %329 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_160, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_167 = tensor.extract_slice %transposed_160[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_168 = tensor.extract_slice %transposed_160[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %330 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_168 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_169 = tensor.concat dim(3) %330, %extracted_slice_167 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %331 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_169, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %332 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %331 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %333 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_163, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_170 = tensor.extract_slice %transposed_163[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_171 = tensor.extract_slice %transposed_163[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %334 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_171 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_172 = tensor.concat dim(3) %334, %extracted_slice_170 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %335 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_172, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %336 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %335 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %337 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %338 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %339 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_166 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %340 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_173 = linalg.transpose ins(%338 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %341 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_173 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_174 = tensor.collapse_shape %340 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_175 = tensor.collapse_shape %341 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %342 = linalg.batch_matmul ins(%collapsed_174, %collapsed_175 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_176 = tensor.expand_shape %342 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %343 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_176, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %344:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%343 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_177 = tensor.expand_shape %344#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %345 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_177 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %346 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %347 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%346 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %348 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %347 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %349 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %350 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%349 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %351 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %cst_2, %348 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_178 = tensor.collapse_shape %351 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_179 = tensor.collapse_shape %339 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %352 = linalg.batch_matmul ins(%collapsed_178, %collapsed_179 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_180 = tensor.expand_shape %352 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %353 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_180 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_181 = linalg.transpose ins(%353 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_182 = linalg.transpose ins(%arg42 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_183 = tensor.collapse_shape %transposed_181 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %354 = linalg.matmul ins(%collapsed_183, %transposed_182 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%354 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_184 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313, %expanded_184 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%358 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %362 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %365 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47, %364 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_185 = linalg.transpose ins(%arg43 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_186 = tensor.collapse_shape %365 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %366 = linalg.matmul ins(%collapsed_186, %transposed_185 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%366 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_187 = tensor.expand_shape %367 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_187 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368, %369 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_188 = linalg.transpose ins(%arg44 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %372 = linalg.matmul ins(%collapsed_186, %transposed_188 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %373 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%372 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_189 = tensor.expand_shape %373 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371, %expanded_189 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_190 = linalg.transpose ins(%arg45 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_191 = tensor.collapse_shape %374 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %375 = linalg.matmul ins(%collapsed_191, %transposed_190 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %376 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%375 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_192 = tensor.expand_shape %376 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %377 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %expanded_192 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %383 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %386 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg55, %385 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_193 = linalg.transpose ins(%arg48 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_194 = tensor.collapse_shape %386 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %387 = linalg.matmul ins(%collapsed_194, %transposed_193 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%387 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_195 = tensor.expand_shape %388 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_196 = linalg.transpose ins(%expanded_195 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_197 = linalg.transpose ins(%arg49 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %389 = linalg.matmul ins(%collapsed_194, %transposed_197 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%389 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_198 = tensor.expand_shape %390 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_199 = linalg.transpose ins(%expanded_198 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_200 = linalg.transpose ins(%arg50 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %391 = linalg.matmul ins(%collapsed_194, %transposed_200 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_201 = tensor.expand_shape %392 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_202 = linalg.transpose ins(%expanded_201 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %393 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_196, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_203 = tensor.extract_slice %transposed_196[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_204 = tensor.extract_slice %transposed_196[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %394 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_204 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_205 = tensor.concat dim(3) %394, %extracted_slice_203 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %395 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_205, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %396 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %395 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %397 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_199, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_206 = tensor.extract_slice %transposed_199[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_207 = tensor.extract_slice %transposed_199[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %398 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_207 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_208 = tensor.concat dim(3) %398, %extracted_slice_206 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %399 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_208, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %400 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %399 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %401 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %402 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %403 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_202 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %404 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_209 = linalg.transpose ins(%402 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %405 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_209 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_210 = tensor.collapse_shape %404 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_211 = tensor.collapse_shape %405 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %406 = linalg.batch_matmul ins(%collapsed_210, %collapsed_211 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_212 = tensor.expand_shape %406 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %407 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_212, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %408:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%407 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_213 = tensor.expand_shape %408#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %409 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %expanded_213 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %410 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %411 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%410 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %412 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410, %411 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %413 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %414 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%413 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %415 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %cst_2, %412 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_214 = tensor.collapse_shape %415 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_215 = tensor.collapse_shape %403 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %416 = linalg.batch_matmul ins(%collapsed_214, %collapsed_215 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_216 = tensor.expand_shape %416 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %417 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_216 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_217 = linalg.transpose ins(%417 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_218 = linalg.transpose ins(%arg51 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_219 = tensor.collapse_shape %transposed_217 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %418 = linalg.matmul ins(%collapsed_219, %transposed_218 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%418 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_220 = tensor.expand_shape %419 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %420 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377, %expanded_220 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %421 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%422 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %426 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %429 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56, %428 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_221 = linalg.transpose ins(%arg52 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_222 = tensor.collapse_shape %429 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %430 = linalg.matmul ins(%collapsed_222, %transposed_221 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_223 = tensor.expand_shape %431 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_223 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %433 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_224 = linalg.transpose ins(%arg53 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %436 = linalg.matmul ins(%collapsed_222, %transposed_224 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %437 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%436 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_225 = tensor.expand_shape %437 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %438 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %expanded_225 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_226 = linalg.transpose ins(%arg54 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_227 = tensor.collapse_shape %438 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %439 = linalg.matmul ins(%collapsed_227, %transposed_226 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %440 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%439 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_228 = tensor.expand_shape %440 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%420, %expanded_228 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%443 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %447 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %450 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64, %449 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_229 = linalg.transpose ins(%arg57 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_230 = tensor.collapse_shape %450 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %451 = linalg.matmul ins(%collapsed_230, %transposed_229 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%451 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_231 = tensor.expand_shape %452 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_232 = linalg.transpose ins(%expanded_231 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_233 = linalg.transpose ins(%arg58 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %453 = linalg.matmul ins(%collapsed_230, %transposed_233 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%453 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_234 = tensor.expand_shape %454 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_235 = linalg.transpose ins(%expanded_234 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_236 = linalg.transpose ins(%arg59 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %455 = linalg.matmul ins(%collapsed_230, %transposed_236 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_237 = tensor.expand_shape %456 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_238 = linalg.transpose ins(%expanded_237 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %457 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_232, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_239 = tensor.extract_slice %transposed_232[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_240 = tensor.extract_slice %transposed_232[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %458 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_240 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_241 = tensor.concat dim(3) %458, %extracted_slice_239 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %459 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_241, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %460 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %459 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %461 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_235, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_242 = tensor.extract_slice %transposed_235[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_243 = tensor.extract_slice %transposed_235[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %462 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_243 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_244 = tensor.concat dim(3) %462, %extracted_slice_242 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %463 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_244, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %464 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %463 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %465 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %466 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %467 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_238 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %468 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_245 = linalg.transpose ins(%466 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %469 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_245 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_246 = tensor.collapse_shape %468 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_247 = tensor.collapse_shape %469 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %470 = linalg.batch_matmul ins(%collapsed_246, %collapsed_247 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_248 = tensor.expand_shape %470 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %471 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_248, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %472:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%471 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_249 = tensor.expand_shape %472#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %473 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_249 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %474 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %475 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%474 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %476 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %475 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %477 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %478 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%477 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %479 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %cst_2, %476 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_250 = tensor.collapse_shape %479 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_251 = tensor.collapse_shape %467 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %480 = linalg.batch_matmul ins(%collapsed_250, %collapsed_251 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_252 = tensor.expand_shape %480 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %481 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_252 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_253 = linalg.transpose ins(%481 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_254 = linalg.transpose ins(%arg60 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_255 = tensor.collapse_shape %transposed_253 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %482 = linalg.matmul ins(%collapsed_255, %transposed_254 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %483 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%482 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_256 = tensor.expand_shape %483 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %expanded_256 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %485 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%486 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %490 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %493 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65, %492 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_257 = linalg.transpose ins(%arg61 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_258 = tensor.collapse_shape %493 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %494 = linalg.matmul ins(%collapsed_258, %transposed_257 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%494 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_259 = tensor.expand_shape %495 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_259 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%496, %497 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%498 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_260 = linalg.transpose ins(%arg62 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %500 = linalg.matmul ins(%collapsed_258, %transposed_260 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %501 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%500 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_261 = tensor.expand_shape %501 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %502 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %expanded_261 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_262 = linalg.transpose ins(%arg63 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_263 = tensor.collapse_shape %502 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %503 = linalg.matmul ins(%collapsed_263, %transposed_262 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %504 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%503 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_264 = tensor.expand_shape %504 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %505 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %expanded_264 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %506 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%507 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %511 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %514 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg73, %513 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_265 = linalg.transpose ins(%arg66 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_266 = tensor.collapse_shape %514 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %515 = linalg.matmul ins(%collapsed_266, %transposed_265 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %516 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%515 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_267 = tensor.expand_shape %516 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_268 = linalg.transpose ins(%expanded_267 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_269 = linalg.transpose ins(%arg67 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %517 = linalg.matmul ins(%collapsed_266, %transposed_269 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %518 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%517 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_270 = tensor.expand_shape %518 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_271 = linalg.transpose ins(%expanded_270 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_272 = linalg.transpose ins(%arg68 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %519 = linalg.matmul ins(%collapsed_266, %transposed_272 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %520 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%519 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_273 = tensor.expand_shape %520 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_274 = linalg.transpose ins(%expanded_273 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %521 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_268, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_275 = tensor.extract_slice %transposed_268[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_276 = tensor.extract_slice %transposed_268[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %522 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_276 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_277 = tensor.concat dim(3) %522, %extracted_slice_275 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %523 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_277, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %524 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %523 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %525 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_271, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_278 = tensor.extract_slice %transposed_271[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_279 = tensor.extract_slice %transposed_271[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %526 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_279 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_280 = tensor.concat dim(3) %526, %extracted_slice_278 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %527 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_280, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %528 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %527 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %529 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %530 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %531 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_274 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %532 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_281 = linalg.transpose ins(%530 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %533 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_281 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_282 = tensor.collapse_shape %532 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_283 = tensor.collapse_shape %533 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %534 = linalg.batch_matmul ins(%collapsed_282, %collapsed_283 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_284 = tensor.expand_shape %534 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %535 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_284, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %536:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%535 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_285 = tensor.expand_shape %536#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %537 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535, %expanded_285 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %538 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %539 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%538 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %540 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %539 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %541 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %542 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%541 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %543 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %cst_2, %540 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_286 = tensor.collapse_shape %543 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_287 = tensor.collapse_shape %531 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %544 = linalg.batch_matmul ins(%collapsed_286, %collapsed_287 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_288 = tensor.expand_shape %544 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %545 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_288 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_289 = linalg.transpose ins(%545 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_290 = linalg.transpose ins(%arg69 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_291 = tensor.collapse_shape %transposed_289 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %546 = linalg.matmul ins(%collapsed_291, %transposed_290 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %547 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%546 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_292 = tensor.expand_shape %547 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %548 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%505, %expanded_292 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %549 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%550 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%551 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %554 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%555 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %557 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74, %556 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_293 = linalg.transpose ins(%arg70 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_294 = tensor.collapse_shape %557 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %558 = linalg.matmul ins(%collapsed_294, %transposed_293 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %559 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%558 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_295 = tensor.expand_shape %559 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %560 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_295 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%560, %561 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%562 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_296 = linalg.transpose ins(%arg71 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %564 = linalg.matmul ins(%collapsed_294, %transposed_296 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %565 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%564 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_297 = tensor.expand_shape %565 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %566 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %expanded_297 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_298 = linalg.transpose ins(%arg72 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_299 = tensor.collapse_shape %566 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %567 = linalg.matmul ins(%collapsed_299, %transposed_298 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %568 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%567 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_300 = tensor.expand_shape %568 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %569 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %expanded_300 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%571 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %575 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %578 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg82, %577 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_301 = linalg.transpose ins(%arg75 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_302 = tensor.collapse_shape %578 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %579 = linalg.matmul ins(%collapsed_302, %transposed_301 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %580 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%579 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_303 = tensor.expand_shape %580 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_304 = linalg.transpose ins(%expanded_303 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_305 = linalg.transpose ins(%arg76 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %581 = linalg.matmul ins(%collapsed_302, %transposed_305 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %582 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%581 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_306 = tensor.expand_shape %582 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_307 = linalg.transpose ins(%expanded_306 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_308 = linalg.transpose ins(%arg77 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %583 = linalg.matmul ins(%collapsed_302, %transposed_308 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %584 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%583 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_309 = tensor.expand_shape %584 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_310 = linalg.transpose ins(%expanded_309 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %585 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_304, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_311 = tensor.extract_slice %transposed_304[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_312 = tensor.extract_slice %transposed_304[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %586 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_312 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_313 = tensor.concat dim(3) %586, %extracted_slice_311 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %587 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_313, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %588 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585, %587 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %589 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_307, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_314 = tensor.extract_slice %transposed_307[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_315 = tensor.extract_slice %transposed_307[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %590 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_315 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_316 = tensor.concat dim(3) %590, %extracted_slice_314 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %591 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_316, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %592 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%589, %591 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %593 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %594 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %595 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_310 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %596 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%593 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_317 = linalg.transpose ins(%594 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %597 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_318 = tensor.collapse_shape %596 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_319 = tensor.collapse_shape %597 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %598 = linalg.batch_matmul ins(%collapsed_318, %collapsed_319 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_320 = tensor.expand_shape %598 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %599 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_320, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %600:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%599 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_321 = tensor.expand_shape %600#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %601 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %expanded_321 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %602 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%601 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %603 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%602 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %604 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602, %603 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %605 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %606 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%605 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %607 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %cst_2, %604 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_322 = tensor.collapse_shape %607 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_323 = tensor.collapse_shape %595 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %608 = linalg.batch_matmul ins(%collapsed_322, %collapsed_323 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_324 = tensor.expand_shape %608 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %609 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_324 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_325 = linalg.transpose ins(%609 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_326 = linalg.transpose ins(%arg78 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_327 = tensor.collapse_shape %transposed_325 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %610 = linalg.matmul ins(%collapsed_327, %transposed_326 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %611 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%610 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_328 = tensor.expand_shape %611 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %612 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569, %expanded_328 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %613 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%614 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %618 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %621 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83, %620 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_329 = linalg.transpose ins(%arg79 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_330 = tensor.collapse_shape %621 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %622 = linalg.matmul ins(%collapsed_330, %transposed_329 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %623 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%622 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_331 = tensor.expand_shape %623 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %624 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_331 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624, %625 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_332 = linalg.transpose ins(%arg80 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %628 = linalg.matmul ins(%collapsed_330, %transposed_332 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %629 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%628 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_333 = tensor.expand_shape %629 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %630 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %expanded_333 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_334 = linalg.transpose ins(%arg81 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_335 = tensor.collapse_shape %630 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %631 = linalg.matmul ins(%collapsed_335, %transposed_334 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %632 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%631 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_336 = tensor.expand_shape %632 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %633 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %expanded_336 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %634 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%635 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %639 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %642 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg91, %641 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_337 = linalg.transpose ins(%arg84 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_338 = tensor.collapse_shape %642 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %643 = linalg.matmul ins(%collapsed_338, %transposed_337 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %644 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_339 = tensor.expand_shape %644 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_340 = linalg.transpose ins(%expanded_339 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_341 = linalg.transpose ins(%arg85 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %645 = linalg.matmul ins(%collapsed_338, %transposed_341 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %646 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%645 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_342 = tensor.expand_shape %646 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_343 = linalg.transpose ins(%expanded_342 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_344 = linalg.transpose ins(%arg86 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %647 = linalg.matmul ins(%collapsed_338, %transposed_344 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %648 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%647 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_345 = tensor.expand_shape %648 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_346 = linalg.transpose ins(%expanded_345 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %649 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_340, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_347 = tensor.extract_slice %transposed_340[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_348 = tensor.extract_slice %transposed_340[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %650 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_348 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_349 = tensor.concat dim(3) %650, %extracted_slice_347 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %651 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_349, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %652 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649, %651 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %653 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_343, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_350 = tensor.extract_slice %transposed_343[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_351 = tensor.extract_slice %transposed_343[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %654 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_351 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_352 = tensor.concat dim(3) %654, %extracted_slice_350 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %655 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_352, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %656 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %655 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %657 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %658 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%656 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %659 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_346 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %660 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%657 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_353 = linalg.transpose ins(%658 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %661 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_353 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_354 = tensor.collapse_shape %660 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_355 = tensor.collapse_shape %661 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %662 = linalg.batch_matmul ins(%collapsed_354, %collapsed_355 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_356 = tensor.expand_shape %662 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %663 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_356, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %664:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%663 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_357 = tensor.expand_shape %664#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %665 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663, %expanded_357 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %666 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%665 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %667 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%666 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %668 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666, %667 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %669 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%663 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %670 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%669 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %671 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%670, %cst_2, %668 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_358 = tensor.collapse_shape %671 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_359 = tensor.collapse_shape %659 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %672 = linalg.batch_matmul ins(%collapsed_358, %collapsed_359 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_360 = tensor.expand_shape %672 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %673 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_360 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_361 = linalg.transpose ins(%673 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_362 = linalg.transpose ins(%arg87 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_363 = tensor.collapse_shape %transposed_361 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %674 = linalg.matmul ins(%collapsed_363, %transposed_362 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %675 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%674 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_364 = tensor.expand_shape %675 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %676 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633, %expanded_364 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %677 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%678 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %682 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %685 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %684 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_365 = linalg.transpose ins(%arg88 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_366 = tensor.collapse_shape %685 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %686 = linalg.matmul ins(%collapsed_366, %transposed_365 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %687 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%686 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_367 = tensor.expand_shape %687 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_367 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688, %689 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%690 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_368 = linalg.transpose ins(%arg89 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %692 = linalg.matmul ins(%collapsed_366, %transposed_368 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %693 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%692 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_369 = tensor.expand_shape %693 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %694 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %expanded_369 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_370 = linalg.transpose ins(%arg90 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_371 = tensor.collapse_shape %694 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %695 = linalg.matmul ins(%collapsed_371, %transposed_370 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %696 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%695 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_372 = tensor.expand_shape %696 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %697 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%676, %expanded_372 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %698 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %699 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%699 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %703 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %706 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg100, %705 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_373 = linalg.transpose ins(%arg93 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_374 = tensor.collapse_shape %706 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %707 = linalg.matmul ins(%collapsed_374, %transposed_373 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %708 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%707 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_375 = tensor.expand_shape %708 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_376 = linalg.transpose ins(%expanded_375 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_377 = linalg.transpose ins(%arg94 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %709 = linalg.matmul ins(%collapsed_374, %transposed_377 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %710 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%709 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_378 = tensor.expand_shape %710 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_379 = linalg.transpose ins(%expanded_378 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_380 = linalg.transpose ins(%arg95 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %711 = linalg.matmul ins(%collapsed_374, %transposed_380 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %712 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%711 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_381 = tensor.expand_shape %712 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %713 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_376, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_383 = tensor.extract_slice %transposed_376[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_384 = tensor.extract_slice %transposed_376[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %714 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_384 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_385 = tensor.concat dim(3) %714, %extracted_slice_383 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %715 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_385, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %716 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%713, %715 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %717 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_379, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_386 = tensor.extract_slice %transposed_379[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_387 = tensor.extract_slice %transposed_379[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %718 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_387 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_388 = tensor.concat dim(3) %718, %extracted_slice_386 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %719 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_388, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %720 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%717, %719 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %721 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%716 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %722 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%720 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %723 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_382 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %724 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%721 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_389 = linalg.transpose ins(%722 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %725 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_389 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_390 = tensor.collapse_shape %724 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_391 = tensor.collapse_shape %725 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %726 = linalg.batch_matmul ins(%collapsed_390, %collapsed_391 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_392 = tensor.expand_shape %726 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %727 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_392, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %728:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%727 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_393 = tensor.expand_shape %728#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %729 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%727, %expanded_393 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %730 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %731 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%730 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %732 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730, %731 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %733 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%727 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %734 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%733 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %735 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%734, %cst_2, %732 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_394 = tensor.collapse_shape %735 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_395 = tensor.collapse_shape %723 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %736 = linalg.batch_matmul ins(%collapsed_394, %collapsed_395 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_396 = tensor.expand_shape %736 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %737 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_396 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_397 = linalg.transpose ins(%737 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_398 = linalg.transpose ins(%arg96 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_399 = tensor.collapse_shape %transposed_397 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %738 = linalg.matmul ins(%collapsed_399, %transposed_398 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %739 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%738 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_400 = tensor.expand_shape %739 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %740 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697, %expanded_400 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %741 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%742 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%743 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741, %746 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %749 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg101, %748 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_401 = linalg.transpose ins(%arg97 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_402 = tensor.collapse_shape %749 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %750 = linalg.matmul ins(%collapsed_402, %transposed_401 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %751 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%750 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_403 = tensor.expand_shape %751 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %752 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_403 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %753 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_404 = linalg.transpose ins(%arg98 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %756 = linalg.matmul ins(%collapsed_402, %transposed_404 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %757 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%756 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_405 = tensor.expand_shape %757 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %758 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %expanded_405 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_406 = linalg.transpose ins(%arg99 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_407 = tensor.collapse_shape %758 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %759 = linalg.matmul ins(%collapsed_407, %transposed_406 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %760 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%759 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_408 = tensor.expand_shape %760 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %761 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%740, %expanded_408 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %762 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%763 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%764 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762, %767 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %769 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %770 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109, %769 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_409 = linalg.transpose ins(%arg102 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_410 = tensor.collapse_shape %770 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %771 = linalg.matmul ins(%collapsed_410, %transposed_409 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %772 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%771 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_411 = tensor.expand_shape %772 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_412 = linalg.transpose ins(%expanded_411 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_413 = linalg.transpose ins(%arg103 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %773 = linalg.matmul ins(%collapsed_410, %transposed_413 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %774 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%773 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_414 = tensor.expand_shape %774 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_415 = linalg.transpose ins(%expanded_414 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_416 = linalg.transpose ins(%arg104 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %775 = linalg.matmul ins(%collapsed_410, %transposed_416 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %776 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%775 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_417 = tensor.expand_shape %776 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_418 = linalg.transpose ins(%expanded_417 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %777 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_412, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_419 = tensor.extract_slice %transposed_412[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_420 = tensor.extract_slice %transposed_412[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %778 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_420 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_421 = tensor.concat dim(3) %778, %extracted_slice_419 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %779 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_421, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %780 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %779 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %781 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_415, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_422 = tensor.extract_slice %transposed_415[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_423 = tensor.extract_slice %transposed_415[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %782 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_423 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_424 = tensor.concat dim(3) %782, %extracted_slice_422 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %783 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_424, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %784 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781, %783 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %785 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%780 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %786 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%784 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %787 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_418 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %788 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%785 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_425 = linalg.transpose ins(%786 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %789 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_425 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_426 = tensor.collapse_shape %788 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_427 = tensor.collapse_shape %789 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %790 = linalg.batch_matmul ins(%collapsed_426, %collapsed_427 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_428 = tensor.expand_shape %790 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %791 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_428, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %792:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%791 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_429 = tensor.expand_shape %792#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %793 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%791, %expanded_429 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %794 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%793 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %795 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%794 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %796 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%794, %795 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %797 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%791 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %798 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%797 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %799 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798, %cst_2, %796 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_430 = tensor.collapse_shape %799 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_431 = tensor.collapse_shape %787 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %800 = linalg.batch_matmul ins(%collapsed_430, %collapsed_431 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_432 = tensor.expand_shape %800 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %801 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_432 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_433 = linalg.transpose ins(%801 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_434 = linalg.transpose ins(%arg105 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_435 = tensor.collapse_shape %transposed_433 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %802 = linalg.matmul ins(%collapsed_435, %transposed_434 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %803 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%802 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_436 = tensor.expand_shape %803 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %804 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %expanded_436 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %805 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%804 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %806 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %807 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%806 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %808 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%807 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %809 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %810 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%809 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %811 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %810 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %812 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%811 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %813 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110, %812 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_437 = linalg.transpose ins(%arg106 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_438 = tensor.collapse_shape %813 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %814 = linalg.matmul ins(%collapsed_438, %transposed_437 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %815 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%814 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_439 = tensor.expand_shape %815 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %816 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_439 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %817 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %817 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%818 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_440 = linalg.transpose ins(%arg107 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %820 = linalg.matmul ins(%collapsed_438, %transposed_440 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %821 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%820 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_441 = tensor.expand_shape %821 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %822 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %expanded_441 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_442 = linalg.transpose ins(%arg108 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_443 = tensor.collapse_shape %822 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %823 = linalg.matmul ins(%collapsed_443, %transposed_442 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %824 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%823 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_444 = tensor.expand_shape %824 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %825 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%804, %expanded_444 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %826 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %827 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%827 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826, %831 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%832 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %834 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg118, %833 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_445 = linalg.transpose ins(%arg111 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_446 = tensor.collapse_shape %834 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %835 = linalg.matmul ins(%collapsed_446, %transposed_445 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %836 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%835 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_447 = tensor.expand_shape %836 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_448 = linalg.transpose ins(%expanded_447 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_449 = linalg.transpose ins(%arg112 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %837 = linalg.matmul ins(%collapsed_446, %transposed_449 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %838 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%837 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_450 = tensor.expand_shape %838 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_451 = linalg.transpose ins(%expanded_450 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_452 = linalg.transpose ins(%arg113 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %839 = linalg.matmul ins(%collapsed_446, %transposed_452 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %840 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%839 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_453 = tensor.expand_shape %840 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_454 = linalg.transpose ins(%expanded_453 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %841 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_448, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_455 = tensor.extract_slice %transposed_448[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_456 = tensor.extract_slice %transposed_448[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %842 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_456 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_457 = tensor.concat dim(3) %842, %extracted_slice_455 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %843 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_457, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %844 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%841, %843 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %845 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_451, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_458 = tensor.extract_slice %transposed_451[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_459 = tensor.extract_slice %transposed_451[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %846 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_459 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_460 = tensor.concat dim(3) %846, %extracted_slice_458 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %847 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_460, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %848 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845, %847 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %849 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%844 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %850 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%848 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %851 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_454 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %852 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%849 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_461 = linalg.transpose ins(%850 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %853 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_461 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_462 = tensor.collapse_shape %852 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_463 = tensor.collapse_shape %853 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %854 = linalg.batch_matmul ins(%collapsed_462, %collapsed_463 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_464 = tensor.expand_shape %854 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %855 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_464, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %856:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%855 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_465 = tensor.expand_shape %856#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %857 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855, %expanded_465 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %858 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%857 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %859 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%858 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %860 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858, %859 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %861 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%855 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %862 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%861 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %863 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %cst_2, %860 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_466 = tensor.collapse_shape %863 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_467 = tensor.collapse_shape %851 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %864 = linalg.batch_matmul ins(%collapsed_466, %collapsed_467 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_468 = tensor.expand_shape %864 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %865 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_468 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_469 = linalg.transpose ins(%865 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_470 = linalg.transpose ins(%arg114 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_471 = tensor.collapse_shape %transposed_469 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %866 = linalg.matmul ins(%collapsed_471, %transposed_470 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %867 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%866 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_472 = tensor.expand_shape %867 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %868 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%825, %expanded_472 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %869 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %870 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %871 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%870 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %872 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%871 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %873 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %874 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %875 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869, %874 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %876 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%875 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %877 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119, %876 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_473 = linalg.transpose ins(%arg115 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_474 = tensor.collapse_shape %877 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %878 = linalg.matmul ins(%collapsed_474, %transposed_473 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %879 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%878 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_475 = tensor.expand_shape %879 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %880 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_475 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %881 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %882 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%880, %881 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%882 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_476 = linalg.transpose ins(%arg116 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %884 = linalg.matmul ins(%collapsed_474, %transposed_476 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %885 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%884 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_477 = tensor.expand_shape %885 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %886 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%883, %expanded_477 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_478 = linalg.transpose ins(%arg117 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_479 = tensor.collapse_shape %886 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %887 = linalg.matmul ins(%collapsed_479, %transposed_478 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %888 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%887 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_480 = tensor.expand_shape %888 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %889 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%868, %expanded_480 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %890 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %891 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %892 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%891 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%892 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%893 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %895 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%894 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %896 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890, %895 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %897 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%896 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %898 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg127, %897 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_481 = linalg.transpose ins(%arg120 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_482 = tensor.collapse_shape %898 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %899 = linalg.matmul ins(%collapsed_482, %transposed_481 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %900 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%899 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_483 = tensor.expand_shape %900 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_484 = linalg.transpose ins(%expanded_483 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_485 = linalg.transpose ins(%arg121 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %901 = linalg.matmul ins(%collapsed_482, %transposed_485 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %902 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%901 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_486 = tensor.expand_shape %902 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_487 = linalg.transpose ins(%expanded_486 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_488 = linalg.transpose ins(%arg122 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %903 = linalg.matmul ins(%collapsed_482, %transposed_488 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %904 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%903 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_489 = tensor.expand_shape %904 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_490 = linalg.transpose ins(%expanded_489 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %905 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_484, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_491 = tensor.extract_slice %transposed_484[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_492 = tensor.extract_slice %transposed_484[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %906 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_492 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_493 = tensor.concat dim(3) %906, %extracted_slice_491 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %907 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_493, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %908 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%905, %907 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %909 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_487, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_494 = tensor.extract_slice %transposed_487[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_495 = tensor.extract_slice %transposed_487[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %910 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_495 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_496 = tensor.concat dim(3) %910, %extracted_slice_494 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %911 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_496, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %912 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909, %911 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %913 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%908 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %914 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%912 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %915 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_490 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %916 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_497 = linalg.transpose ins(%914 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %917 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_497 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_498 = tensor.collapse_shape %916 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_499 = tensor.collapse_shape %917 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %918 = linalg.batch_matmul ins(%collapsed_498, %collapsed_499 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_500 = tensor.expand_shape %918 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %919 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_500, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %920:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%919 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_501 = tensor.expand_shape %920#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %921 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919, %expanded_501 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %922 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%921 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %923 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%922 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %924 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%922, %923 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %925 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%919 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %926 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%925 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %927 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%926, %cst_2, %924 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_502 = tensor.collapse_shape %927 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_503 = tensor.collapse_shape %915 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %928 = linalg.batch_matmul ins(%collapsed_502, %collapsed_503 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_504 = tensor.expand_shape %928 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %929 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_504 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_505 = linalg.transpose ins(%929 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_506 = linalg.transpose ins(%arg123 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_507 = tensor.collapse_shape %transposed_505 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %930 = linalg.matmul ins(%collapsed_507, %transposed_506 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %931 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%930 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_508 = tensor.expand_shape %931 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %932 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%889, %expanded_508 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %933 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%932 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %934 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %935 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%934 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %936 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%935 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %937 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%936 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %938 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%937 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %939 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %938 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %940 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%939 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %941 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg128, %940 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_509 = linalg.transpose ins(%arg124 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_510 = tensor.collapse_shape %941 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %942 = linalg.matmul ins(%collapsed_510, %transposed_509 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %943 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%942 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_511 = tensor.expand_shape %943 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %944 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_511 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %945 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%944 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %946 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%944, %945 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %947 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%946 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_512 = linalg.transpose ins(%arg125 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %948 = linalg.matmul ins(%collapsed_510, %transposed_512 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %949 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%948 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_513 = tensor.expand_shape %949 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %950 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947, %expanded_513 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_514 = linalg.transpose ins(%arg126 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_515 = tensor.collapse_shape %950 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %951 = linalg.matmul ins(%collapsed_515, %transposed_514 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %952 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%951 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_516 = tensor.expand_shape %952 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %953 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%932, %expanded_516 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %954 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %955 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %956 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%955 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%956 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%957 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%958 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %959 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%960 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %962 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136, %961 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_517 = linalg.transpose ins(%arg129 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_518 = tensor.collapse_shape %962 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %963 = linalg.matmul ins(%collapsed_518, %transposed_517 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %964 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%963 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_519 = tensor.expand_shape %964 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_520 = linalg.transpose ins(%expanded_519 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_521 = linalg.transpose ins(%arg130 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %965 = linalg.matmul ins(%collapsed_518, %transposed_521 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %966 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%965 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_522 = tensor.expand_shape %966 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_523 = linalg.transpose ins(%expanded_522 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_524 = linalg.transpose ins(%arg131 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %967 = linalg.matmul ins(%collapsed_518, %transposed_524 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %968 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%967 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_525 = tensor.expand_shape %968 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_526 = linalg.transpose ins(%expanded_525 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %969 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_520, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_527 = tensor.extract_slice %transposed_520[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_528 = tensor.extract_slice %transposed_520[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %970 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_528 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_529 = tensor.concat dim(3) %970, %extracted_slice_527 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %971 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_529, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %972 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%969, %971 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %973 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_523, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_530 = tensor.extract_slice %transposed_523[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_531 = tensor.extract_slice %transposed_523[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %974 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_531 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_532 = tensor.concat dim(3) %974, %extracted_slice_530 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %975 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_532, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %976 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973, %975 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %977 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%972 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %978 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%976 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %979 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_526 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %980 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%977 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_533 = linalg.transpose ins(%978 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %981 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_533 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_534 = tensor.collapse_shape %980 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_535 = tensor.collapse_shape %981 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %982 = linalg.batch_matmul ins(%collapsed_534, %collapsed_535 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_536 = tensor.expand_shape %982 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %983 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_536, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %984:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%983 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_537 = tensor.expand_shape %984#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %985 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983, %expanded_537 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %986 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%985 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %987 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%986 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %988 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986, %987 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %989 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%983 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %990 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%989 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %991 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%990, %cst_2, %988 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_538 = tensor.collapse_shape %991 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_539 = tensor.collapse_shape %979 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %992 = linalg.batch_matmul ins(%collapsed_538, %collapsed_539 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_540 = tensor.expand_shape %992 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %993 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_540 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_541 = linalg.transpose ins(%993 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_542 = linalg.transpose ins(%arg132 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_543 = tensor.collapse_shape %transposed_541 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %994 = linalg.matmul ins(%collapsed_543, %transposed_542 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %995 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%994 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_544 = tensor.expand_shape %995 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %996 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%953, %expanded_544 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %997 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%996 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %998 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %999 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%998 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%999 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1000 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1002 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997, %1002 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1004 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1003 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1005 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137, %1004 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_545 = linalg.transpose ins(%arg133 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_546 = tensor.collapse_shape %1005 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1006 = linalg.matmul ins(%collapsed_546, %transposed_545 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1007 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1006 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_547 = tensor.expand_shape %1007 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1008 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_547 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1009 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1008 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1010 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1008, %1009 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1011 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1010 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_548 = linalg.transpose ins(%arg134 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1012 = linalg.matmul ins(%collapsed_546, %transposed_548 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1013 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1012 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_549 = tensor.expand_shape %1013 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1014 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011, %expanded_549 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_550 = linalg.transpose ins(%arg135 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_551 = tensor.collapse_shape %1014 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1015 = linalg.matmul ins(%collapsed_551, %transposed_550 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1016 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1015 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_552 = tensor.expand_shape %1016 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1017 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%996, %expanded_552 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1018 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1017 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1019 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1018 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1019 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1020 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1018, %1023 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1024 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1026 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145, %1025 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_553 = linalg.transpose ins(%arg138 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_554 = tensor.collapse_shape %1026 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1027 = linalg.matmul ins(%collapsed_554, %transposed_553 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1028 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1027 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_555 = tensor.expand_shape %1028 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_556 = linalg.transpose ins(%expanded_555 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_557 = linalg.transpose ins(%arg139 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1029 = linalg.matmul ins(%collapsed_554, %transposed_557 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1030 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1029 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_558 = tensor.expand_shape %1030 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_559 = linalg.transpose ins(%expanded_558 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_560 = linalg.transpose ins(%arg140 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1031 = linalg.matmul ins(%collapsed_554, %transposed_560 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1032 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1031 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_561 = tensor.expand_shape %1032 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_562 = linalg.transpose ins(%expanded_561 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1033 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_556, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_563 = tensor.extract_slice %transposed_556[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_564 = tensor.extract_slice %transposed_556[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1034 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_564 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_565 = tensor.concat dim(3) %1034, %extracted_slice_563 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1035 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_565, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1036 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1033, %1035 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1037 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_559, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_566 = tensor.extract_slice %transposed_559[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_567 = tensor.extract_slice %transposed_559[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1038 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_567 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_568 = tensor.concat dim(3) %1038, %extracted_slice_566 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1039 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_568, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1040 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037, %1039 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1041 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1036 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1042 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1040 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1043 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_562 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1044 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1041 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_569 = linalg.transpose ins(%1042 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1045 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_569 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_570 = tensor.collapse_shape %1044 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_571 = tensor.collapse_shape %1045 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1046 = linalg.batch_matmul ins(%collapsed_570, %collapsed_571 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_572 = tensor.expand_shape %1046 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1047 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_572, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1048:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1047 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_573 = tensor.expand_shape %1048#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1049 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047, %expanded_573 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1050 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1049 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1051 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1050 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1052 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050, %1051 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1053 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1047 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1054 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1053 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1055 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1054, %cst_2, %1052 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_574 = tensor.collapse_shape %1055 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_575 = tensor.collapse_shape %1043 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1056 = linalg.batch_matmul ins(%collapsed_574, %collapsed_575 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_576 = tensor.expand_shape %1056 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1057 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_576 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_577 = linalg.transpose ins(%1057 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_578 = linalg.transpose ins(%arg141 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_579 = tensor.collapse_shape %transposed_577 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1058 = linalg.matmul ins(%collapsed_579, %transposed_578 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1059 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1058 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_580 = tensor.expand_shape %1059 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1060 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1017, %expanded_580 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1061 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1060 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1062 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1063 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1062 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1064 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1063 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1065 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1064 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1066 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1065 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061, %1066 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1068 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1067 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1069 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg146, %1068 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_581 = linalg.transpose ins(%arg142 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_582 = tensor.collapse_shape %1069 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1070 = linalg.matmul ins(%collapsed_582, %transposed_581 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1071 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1070 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_583 = tensor.expand_shape %1071 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1072 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_583 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1073 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1072, %1073 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1075 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1074 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_584 = linalg.transpose ins(%arg143 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1076 = linalg.matmul ins(%collapsed_582, %transposed_584 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1077 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1076 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_585 = tensor.expand_shape %1077 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1078 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075, %expanded_585 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_586 = linalg.transpose ins(%arg144 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_587 = tensor.collapse_shape %1078 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1079 = linalg.matmul ins(%collapsed_587, %transposed_586 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1080 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1079 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_588 = tensor.expand_shape %1080 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1081 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1060, %expanded_588 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1082 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1081 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1083 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1084 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1083 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1084 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1086 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082, %1087 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1088 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1090 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg154, %1089 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_589 = linalg.transpose ins(%arg147 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_590 = tensor.collapse_shape %1090 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1091 = linalg.matmul ins(%collapsed_590, %transposed_589 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1092 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1091 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_591 = tensor.expand_shape %1092 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_592 = linalg.transpose ins(%expanded_591 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_593 = linalg.transpose ins(%arg148 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1093 = linalg.matmul ins(%collapsed_590, %transposed_593 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1094 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1093 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_594 = tensor.expand_shape %1094 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_595 = linalg.transpose ins(%expanded_594 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_596 = linalg.transpose ins(%arg149 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1095 = linalg.matmul ins(%collapsed_590, %transposed_596 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1096 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1095 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_597 = tensor.expand_shape %1096 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_598 = linalg.transpose ins(%expanded_597 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1097 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_592, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_599 = tensor.extract_slice %transposed_592[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_600 = tensor.extract_slice %transposed_592[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1098 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_600 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_601 = tensor.concat dim(3) %1098, %extracted_slice_599 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1099 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_601, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1100 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1097, %1099 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1101 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_595, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_602 = tensor.extract_slice %transposed_595[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_603 = tensor.extract_slice %transposed_595[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1102 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_603 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_604 = tensor.concat dim(3) %1102, %extracted_slice_602 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1103 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_604, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1104 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1101, %1103 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1100 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1106 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1104 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1107 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_598 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1108 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1105 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_605 = linalg.transpose ins(%1106 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1109 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_605 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_606 = tensor.collapse_shape %1108 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_607 = tensor.collapse_shape %1109 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1110 = linalg.batch_matmul ins(%collapsed_606, %collapsed_607 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_608 = tensor.expand_shape %1110 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1111 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_608, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1112:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1111 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_609 = tensor.expand_shape %1112#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1113 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1111, %expanded_609 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1114 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1113 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1115 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1114 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1116 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1114, %1115 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1117 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1111 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1118 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1117 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1119 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1118, %cst_2, %1116 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_610 = tensor.collapse_shape %1119 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_611 = tensor.collapse_shape %1107 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1120 = linalg.batch_matmul ins(%collapsed_610, %collapsed_611 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_612 = tensor.expand_shape %1120 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1121 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_612 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_613 = linalg.transpose ins(%1121 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_614 = linalg.transpose ins(%arg150 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_615 = tensor.collapse_shape %transposed_613 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1122 = linalg.matmul ins(%collapsed_615, %transposed_614 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1123 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1122 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_616 = tensor.expand_shape %1123 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1124 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1081, %expanded_616 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1124 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1127 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1126 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1127 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1128 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1129 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1131 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125, %1130 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1131 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1133 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155, %1132 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_617 = linalg.transpose ins(%arg151 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_618 = tensor.collapse_shape %1133 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1134 = linalg.matmul ins(%collapsed_618, %transposed_617 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1135 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1134 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_619 = tensor.expand_shape %1135 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_619 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1136 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1138 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1136, %1137 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1139 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1138 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_620 = linalg.transpose ins(%arg152 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1140 = linalg.matmul ins(%collapsed_618, %transposed_620 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1140 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_621 = tensor.expand_shape %1141 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1142 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1139, %expanded_621 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_622 = linalg.transpose ins(%arg153 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_623 = tensor.collapse_shape %1142 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1143 = linalg.matmul ins(%collapsed_623, %transposed_622 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1144 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1143 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_624 = tensor.expand_shape %1144 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1124, %expanded_624 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1148 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1147 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1148 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1150 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1152 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146, %1151 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1153 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1152 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1154 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg163, %1153 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_625 = linalg.transpose ins(%arg156 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_626 = tensor.collapse_shape %1154 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1155 = linalg.matmul ins(%collapsed_626, %transposed_625 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1156 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1155 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_627 = tensor.expand_shape %1156 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_628 = linalg.transpose ins(%expanded_627 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_629 = linalg.transpose ins(%arg157 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1157 = linalg.matmul ins(%collapsed_626, %transposed_629 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1158 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1157 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_630 = tensor.expand_shape %1158 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_631 = linalg.transpose ins(%expanded_630 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_632 = linalg.transpose ins(%arg158 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1159 = linalg.matmul ins(%collapsed_626, %transposed_632 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1160 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1159 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_633 = tensor.expand_shape %1160 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_634 = linalg.transpose ins(%expanded_633 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1161 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_628, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_635 = tensor.extract_slice %transposed_628[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_636 = tensor.extract_slice %transposed_628[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1162 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_636 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_637 = tensor.concat dim(3) %1162, %extracted_slice_635 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1163 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_637, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1164 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1161, %1163 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1165 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_631, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_638 = tensor.extract_slice %transposed_631[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_639 = tensor.extract_slice %transposed_631[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1166 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_639 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_640 = tensor.concat dim(3) %1166, %extracted_slice_638 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1167 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_640, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1168 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1165, %1167 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1169 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1164 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1170 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1168 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1171 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_634 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1172 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1169 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_641 = linalg.transpose ins(%1170 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1173 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_641 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_642 = tensor.collapse_shape %1172 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_643 = tensor.collapse_shape %1173 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1174 = linalg.batch_matmul ins(%collapsed_642, %collapsed_643 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_644 = tensor.expand_shape %1174 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1175 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_644, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1176:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1175 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_645 = tensor.expand_shape %1176#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1177 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1175, %expanded_645 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1178 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1177 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1179 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1178 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1180 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1178, %1179 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1181 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1175 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1182 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1181 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1183 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1182, %cst_2, %1180 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_646 = tensor.collapse_shape %1183 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_647 = tensor.collapse_shape %1171 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1184 = linalg.batch_matmul ins(%collapsed_646, %collapsed_647 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_648 = tensor.expand_shape %1184 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1185 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_648 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_649 = linalg.transpose ins(%1185 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_650 = linalg.transpose ins(%arg159 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_651 = tensor.collapse_shape %transposed_649 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1186 = linalg.matmul ins(%collapsed_651, %transposed_650 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1186 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_652 = tensor.expand_shape %1187 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1188 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1145, %expanded_652 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1188 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1189 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1191 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1190 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1191 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1192 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1193 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1195 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1189, %1194 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1195 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1197 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg164, %1196 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_653 = linalg.transpose ins(%arg160 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_654 = tensor.collapse_shape %1197 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1198 = linalg.matmul ins(%collapsed_654, %transposed_653 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1198 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_655 = tensor.expand_shape %1199 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_655 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1200 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1200, %1201 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1202 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_656 = linalg.transpose ins(%arg161 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1204 = linalg.matmul ins(%collapsed_654, %transposed_656 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1205 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1204 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_657 = tensor.expand_shape %1205 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1206 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1203, %expanded_657 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_658 = linalg.transpose ins(%arg162 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_659 = tensor.collapse_shape %1206 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1207 = linalg.matmul ins(%collapsed_659, %transposed_658 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1208 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1207 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_660 = tensor.expand_shape %1208 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1209 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1188, %expanded_660 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1209 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1210 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1212 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1211 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1212 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1213 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1214 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1216 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1210, %1215 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1216 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1218 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg172, %1217 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_661 = linalg.transpose ins(%arg165 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_662 = tensor.collapse_shape %1218 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1219 = linalg.matmul ins(%collapsed_662, %transposed_661 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1219 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_663 = tensor.expand_shape %1220 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_664 = linalg.transpose ins(%expanded_663 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_665 = linalg.transpose ins(%arg166 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1221 = linalg.matmul ins(%collapsed_662, %transposed_665 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1221 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_666 = tensor.expand_shape %1222 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_667 = linalg.transpose ins(%expanded_666 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_668 = linalg.transpose ins(%arg167 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1223 = linalg.matmul ins(%collapsed_662, %transposed_668 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1223 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_669 = tensor.expand_shape %1224 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_670 = linalg.transpose ins(%expanded_669 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1225 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_664, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_671 = tensor.extract_slice %transposed_664[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_672 = tensor.extract_slice %transposed_664[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1226 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_672 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_673 = tensor.concat dim(3) %1226, %extracted_slice_671 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1227 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_673, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1228 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1225, %1227 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1229 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_667, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_674 = tensor.extract_slice %transposed_667[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_675 = tensor.extract_slice %transposed_667[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1230 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_675 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_676 = tensor.concat dim(3) %1230, %extracted_slice_674 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1231 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_676, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1232 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1229, %1231 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1233 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1228 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1234 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1232 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1235 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_670 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1236 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1233 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_677 = linalg.transpose ins(%1234 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1237 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_677 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_678 = tensor.collapse_shape %1236 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_679 = tensor.collapse_shape %1237 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1238 = linalg.batch_matmul ins(%collapsed_678, %collapsed_679 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_680 = tensor.expand_shape %1238 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1239 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_680, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1240:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1239 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_681 = tensor.expand_shape %1240#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1241 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1239, %expanded_681 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1242 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1241 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1243 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1242 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1244 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1242, %1243 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1245 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1239 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1246 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1245 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1247 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1246, %cst_2, %1244 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_682 = tensor.collapse_shape %1247 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_683 = tensor.collapse_shape %1235 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1248 = linalg.batch_matmul ins(%collapsed_682, %collapsed_683 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_684 = tensor.expand_shape %1248 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1249 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_684 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_685 = linalg.transpose ins(%1249 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_686 = linalg.transpose ins(%arg168 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_687 = tensor.collapse_shape %transposed_685 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1250 = linalg.matmul ins(%collapsed_687, %transposed_686 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1251 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1250 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_688 = tensor.expand_shape %1251 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1209, %expanded_688 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1252 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1253 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1255 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1254 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1255 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1256 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1257 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1259 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1253, %1258 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1259 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1261 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173, %1260 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_689 = linalg.transpose ins(%arg169 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_690 = tensor.collapse_shape %1261 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1262 = linalg.matmul ins(%collapsed_690, %transposed_689 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1262 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_691 = tensor.expand_shape %1263 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_691 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1264 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1266 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1264, %1265 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1266 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_692 = linalg.transpose ins(%arg170 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1268 = linalg.matmul ins(%collapsed_690, %transposed_692 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1268 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_693 = tensor.expand_shape %1269 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1267, %expanded_693 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_694 = linalg.transpose ins(%arg171 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_695 = tensor.collapse_shape %1270 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1271 = linalg.matmul ins(%collapsed_695, %transposed_694 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1272 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1271 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_696 = tensor.expand_shape %1272 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1273 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1252, %expanded_696 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1273 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1274 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1276 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1275 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1276 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1277 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1278 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1280 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1274, %1279 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1280 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1282 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg181, %1281 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_697 = linalg.transpose ins(%arg174 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_698 = tensor.collapse_shape %1282 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1283 = linalg.matmul ins(%collapsed_698, %transposed_697 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1284 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1283 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_699 = tensor.expand_shape %1284 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_700 = linalg.transpose ins(%expanded_699 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_701 = linalg.transpose ins(%arg175 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1285 = linalg.matmul ins(%collapsed_698, %transposed_701 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1285 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_702 = tensor.expand_shape %1286 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_703 = linalg.transpose ins(%expanded_702 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_704 = linalg.transpose ins(%arg176 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1287 = linalg.matmul ins(%collapsed_698, %transposed_704 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1288 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1287 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_705 = tensor.expand_shape %1288 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_706 = linalg.transpose ins(%expanded_705 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1289 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_700, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_707 = tensor.extract_slice %transposed_700[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_708 = tensor.extract_slice %transposed_700[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1290 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_708 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_709 = tensor.concat dim(3) %1290, %extracted_slice_707 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1291 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_709, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1292 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1289, %1291 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1293 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_703, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_710 = tensor.extract_slice %transposed_703[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_711 = tensor.extract_slice %transposed_703[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1294 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_711 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_712 = tensor.concat dim(3) %1294, %extracted_slice_710 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1295 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_712, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1296 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1293, %1295 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1297 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1292 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1298 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1296 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1299 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_706 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1300 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1297 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_713 = linalg.transpose ins(%1298 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1301 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_713 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_714 = tensor.collapse_shape %1300 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_715 = tensor.collapse_shape %1301 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1302 = linalg.batch_matmul ins(%collapsed_714, %collapsed_715 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_716 = tensor.expand_shape %1302 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1303 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_716, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1304:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1303 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_717 = tensor.expand_shape %1304#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1305 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1303, %expanded_717 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1306 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1305 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1307 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1306 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1308 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306, %1307 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1309 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1303 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1310 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1309 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1311 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1310, %cst_2, %1308 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_718 = tensor.collapse_shape %1311 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_719 = tensor.collapse_shape %1299 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1312 = linalg.batch_matmul ins(%collapsed_718, %collapsed_719 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_720 = tensor.expand_shape %1312 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1313 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_720 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_721 = linalg.transpose ins(%1313 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_722 = linalg.transpose ins(%arg177 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_723 = tensor.collapse_shape %transposed_721 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1314 = linalg.matmul ins(%collapsed_723, %transposed_722 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1314 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_724 = tensor.expand_shape %1315 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1273, %expanded_724 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1317 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1319 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1318 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1319 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1320 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1321 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1323 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1317, %1322 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1323 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1325 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182, %1324 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_725 = linalg.transpose ins(%arg178 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_726 = tensor.collapse_shape %1325 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1326 = linalg.matmul ins(%collapsed_726, %transposed_725 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1327 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1326 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_727 = tensor.expand_shape %1327 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_727 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1328 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1330 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1328, %1329 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1330 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_728 = linalg.transpose ins(%arg179 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1332 = linalg.matmul ins(%collapsed_726, %transposed_728 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1333 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1332 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_729 = tensor.expand_shape %1333 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1334 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1331, %expanded_729 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_730 = linalg.transpose ins(%arg180 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_731 = tensor.collapse_shape %1334 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1335 = linalg.matmul ins(%collapsed_731, %transposed_730 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1336 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1335 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_732 = tensor.expand_shape %1336 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1337 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1316, %expanded_732 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1337 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1340 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1339 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1340 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1341 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1342 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1344 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338, %1343 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1344 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1346 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg190, %1345 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_733 = linalg.transpose ins(%arg183 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_734 = tensor.collapse_shape %1346 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1347 = linalg.matmul ins(%collapsed_734, %transposed_733 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1348 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1347 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_735 = tensor.expand_shape %1348 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_736 = linalg.transpose ins(%expanded_735 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_737 = linalg.transpose ins(%arg184 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1349 = linalg.matmul ins(%collapsed_734, %transposed_737 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1349 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_738 = tensor.expand_shape %1350 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_739 = linalg.transpose ins(%expanded_738 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_740 = linalg.transpose ins(%arg185 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1351 = linalg.matmul ins(%collapsed_734, %transposed_740 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1352 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1351 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_741 = tensor.expand_shape %1352 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_742 = linalg.transpose ins(%expanded_741 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1353 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_736, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_743 = tensor.extract_slice %transposed_736[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_744 = tensor.extract_slice %transposed_736[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1354 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_744 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_745 = tensor.concat dim(3) %1354, %extracted_slice_743 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1355 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_745, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1356 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1353, %1355 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1357 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_739, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_746 = tensor.extract_slice %transposed_739[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_747 = tensor.extract_slice %transposed_739[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1358 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_747 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_748 = tensor.concat dim(3) %1358, %extracted_slice_746 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1359 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_748, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1360 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1357, %1359 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1361 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1356 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1362 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1360 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1363 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_742 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1364 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1361 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_749 = linalg.transpose ins(%1362 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1365 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_749 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_750 = tensor.collapse_shape %1364 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_751 = tensor.collapse_shape %1365 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1366 = linalg.batch_matmul ins(%collapsed_750, %collapsed_751 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_752 = tensor.expand_shape %1366 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1367 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_752, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1368:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1367 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_753 = tensor.expand_shape %1368#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1369 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1367, %expanded_753 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1370 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1369 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1371 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1370 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1372 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1370, %1371 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1373 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1367 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1374 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1373 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1375 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1374, %cst_2, %1372 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_754 = tensor.collapse_shape %1375 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_755 = tensor.collapse_shape %1363 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1376 = linalg.batch_matmul ins(%collapsed_754, %collapsed_755 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_756 = tensor.expand_shape %1376 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1377 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_756 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_757 = linalg.transpose ins(%1377 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_758 = linalg.transpose ins(%arg186 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_759 = tensor.collapse_shape %transposed_757 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1378 = linalg.matmul ins(%collapsed_759, %transposed_758 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1378 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_760 = tensor.expand_shape %1379 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1337, %expanded_760 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1380 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1381 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1383 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1382 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1383 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1384 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1387 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1381, %1386 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1387 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1389 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg191, %1388 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_761 = linalg.transpose ins(%arg187 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_762 = tensor.collapse_shape %1389 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1390 = linalg.matmul ins(%collapsed_762, %transposed_761 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1390 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_763 = tensor.expand_shape %1391 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_763 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1392 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1392, %1393 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1395 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1394 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_764 = linalg.transpose ins(%arg188 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1396 = linalg.matmul ins(%collapsed_762, %transposed_764 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1397 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1396 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_765 = tensor.expand_shape %1397 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1395, %expanded_765 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_766 = linalg.transpose ins(%arg189 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_767 = tensor.collapse_shape %1398 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1399 = linalg.matmul ins(%collapsed_767, %transposed_766 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1399 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_768 = tensor.expand_shape %1400 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1380, %expanded_768 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1402 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1401 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1402 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1404 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1403 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1404 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1405 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1406 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1408 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1402, %1407 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1408 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1410 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg199, %1409 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_769 = linalg.transpose ins(%arg192 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_770 = tensor.collapse_shape %1410 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1411 = linalg.matmul ins(%collapsed_770, %transposed_769 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1412 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1411 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_771 = tensor.expand_shape %1412 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_772 = linalg.transpose ins(%expanded_771 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_773 = linalg.transpose ins(%arg193 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1413 = linalg.matmul ins(%collapsed_770, %transposed_773 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1414 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1413 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_774 = tensor.expand_shape %1414 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_775 = linalg.transpose ins(%expanded_774 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_776 = linalg.transpose ins(%arg194 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1415 = linalg.matmul ins(%collapsed_770, %transposed_776 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1416 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1415 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_777 = tensor.expand_shape %1416 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_778 = linalg.transpose ins(%expanded_777 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1417 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_772, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_779 = tensor.extract_slice %transposed_772[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_780 = tensor.extract_slice %transposed_772[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1418 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_780 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_781 = tensor.concat dim(3) %1418, %extracted_slice_779 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1419 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_781, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1420 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1417, %1419 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1421 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_775, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_782 = tensor.extract_slice %transposed_775[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_783 = tensor.extract_slice %transposed_775[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1422 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_783 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_784 = tensor.concat dim(3) %1422, %extracted_slice_782 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1423 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_784, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1424 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1421, %1423 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1425 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1420 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1426 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1424 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1427 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_778 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1428 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1425 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_785 = linalg.transpose ins(%1426 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1429 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_785 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_786 = tensor.collapse_shape %1428 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_787 = tensor.collapse_shape %1429 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1430 = linalg.batch_matmul ins(%collapsed_786, %collapsed_787 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_788 = tensor.expand_shape %1430 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1431 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_788, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1432:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1431 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_789 = tensor.expand_shape %1432#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1433 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1431, %expanded_789 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1434 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1433 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1435 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1434 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1436 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1434, %1435 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1437 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1431 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1438 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1437 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1439 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1438, %cst_2, %1436 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_790 = tensor.collapse_shape %1439 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_791 = tensor.collapse_shape %1427 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1440 = linalg.batch_matmul ins(%collapsed_790, %collapsed_791 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_792 = tensor.expand_shape %1440 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1441 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_792 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_793 = linalg.transpose ins(%1441 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_794 = linalg.transpose ins(%arg195 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_795 = tensor.collapse_shape %transposed_793 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1442 = linalg.matmul ins(%collapsed_795, %transposed_794 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1443 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1442 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_796 = tensor.expand_shape %1443 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1444 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1401, %expanded_796 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1444 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1447 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1446 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1447 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1448 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1449 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1451 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445, %1450 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1451 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1453 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg200, %1452 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_797 = linalg.transpose ins(%arg196 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_798 = tensor.collapse_shape %1453 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1454 = linalg.matmul ins(%collapsed_798, %transposed_797 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1455 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1454 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_799 = tensor.expand_shape %1455 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_799 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1456 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1458 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1456, %1457 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1458 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_800 = linalg.transpose ins(%arg197 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1460 = linalg.matmul ins(%collapsed_798, %transposed_800 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1461 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1460 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_801 = tensor.expand_shape %1461 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1462 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1459, %expanded_801 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_802 = linalg.transpose ins(%arg198 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_803 = tensor.collapse_shape %1462 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1463 = linalg.matmul ins(%collapsed_803, %transposed_802 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1464 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1463 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_804 = tensor.expand_shape %1464 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1465 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1444, %expanded_804 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1466 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1465 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1466 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1468 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1467 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1469 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1468 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1469 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1470 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1472 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1466, %1471 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1472 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1474 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg208, %1473 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_805 = linalg.transpose ins(%arg201 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_806 = tensor.collapse_shape %1474 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1475 = linalg.matmul ins(%collapsed_806, %transposed_805 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1476 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1475 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_807 = tensor.expand_shape %1476 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_808 = linalg.transpose ins(%expanded_807 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_809 = linalg.transpose ins(%arg202 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1477 = linalg.matmul ins(%collapsed_806, %transposed_809 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1478 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1477 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_810 = tensor.expand_shape %1478 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_811 = linalg.transpose ins(%expanded_810 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_812 = linalg.transpose ins(%arg203 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1479 = linalg.matmul ins(%collapsed_806, %transposed_812 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1480 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1479 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_813 = tensor.expand_shape %1480 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_814 = linalg.transpose ins(%expanded_813 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1481 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_808, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_815 = tensor.extract_slice %transposed_808[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_816 = tensor.extract_slice %transposed_808[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1482 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_816 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_817 = tensor.concat dim(3) %1482, %extracted_slice_815 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1483 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_817, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1484 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1481, %1483 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1485 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_811, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_818 = tensor.extract_slice %transposed_811[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_819 = tensor.extract_slice %transposed_811[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1486 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_819 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_820 = tensor.concat dim(3) %1486, %extracted_slice_818 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1487 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_820, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1488 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1485, %1487 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1489 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1484 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1490 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1488 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1491 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_814 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1492 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1489 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_821 = linalg.transpose ins(%1490 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1493 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_821 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_822 = tensor.collapse_shape %1492 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_823 = tensor.collapse_shape %1493 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1494 = linalg.batch_matmul ins(%collapsed_822, %collapsed_823 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_824 = tensor.expand_shape %1494 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1495 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_824, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1496:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1495 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_825 = tensor.expand_shape %1496#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1497 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1495, %expanded_825 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1498 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1497 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1499 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1498 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1500 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1498, %1499 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1501 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1495 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1502 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1501 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1503 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1502, %cst_2, %1500 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_826 = tensor.collapse_shape %1503 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_827 = tensor.collapse_shape %1491 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1504 = linalg.batch_matmul ins(%collapsed_826, %collapsed_827 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_828 = tensor.expand_shape %1504 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1505 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_828 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_829 = linalg.transpose ins(%1505 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_830 = linalg.transpose ins(%arg204 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_831 = tensor.collapse_shape %transposed_829 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1506 = linalg.matmul ins(%collapsed_831, %transposed_830 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1507 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1506 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_832 = tensor.expand_shape %1507 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1508 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1465, %expanded_832 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1509 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1508 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1509 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1511 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1510 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1511 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1512 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1513 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1515 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1509, %1514 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1516 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1515 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1517 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209, %1516 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_833 = linalg.transpose ins(%arg205 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_834 = tensor.collapse_shape %1517 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1518 = linalg.matmul ins(%collapsed_834, %transposed_833 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1519 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1518 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_835 = tensor.expand_shape %1519 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_835 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1520 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1522 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1520, %1521 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1522 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_836 = linalg.transpose ins(%arg206 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1524 = linalg.matmul ins(%collapsed_834, %transposed_836 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1525 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1524 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_837 = tensor.expand_shape %1525 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1526 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1523, %expanded_837 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_838 = linalg.transpose ins(%arg207 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_839 = tensor.collapse_shape %1526 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1527 = linalg.matmul ins(%collapsed_839, %transposed_838 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1527 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_840 = tensor.expand_shape %1528 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1529 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1508, %expanded_840 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1530 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1529 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1531 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1530 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1532 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1531 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1533 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1532 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1533 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1535 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1534 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1536 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1530, %1535 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1536 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1538 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg217, %1537 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_841 = linalg.transpose ins(%arg210 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_842 = tensor.collapse_shape %1538 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1539 = linalg.matmul ins(%collapsed_842, %transposed_841 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1540 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1539 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_843 = tensor.expand_shape %1540 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_844 = linalg.transpose ins(%expanded_843 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_845 = linalg.transpose ins(%arg211 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1541 = linalg.matmul ins(%collapsed_842, %transposed_845 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1542 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1541 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_846 = tensor.expand_shape %1542 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_847 = linalg.transpose ins(%expanded_846 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_848 = linalg.transpose ins(%arg212 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1543 = linalg.matmul ins(%collapsed_842, %transposed_848 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1544 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1543 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_849 = tensor.expand_shape %1544 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_850 = linalg.transpose ins(%expanded_849 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1545 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_844, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_851 = tensor.extract_slice %transposed_844[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_852 = tensor.extract_slice %transposed_844[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1546 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_852 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_853 = tensor.concat dim(3) %1546, %extracted_slice_851 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1547 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_853, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1548 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1545, %1547 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1549 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_847, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_854 = tensor.extract_slice %transposed_847[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_855 = tensor.extract_slice %transposed_847[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1550 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_855 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_856 = tensor.concat dim(3) %1550, %extracted_slice_854 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1551 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_856, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1552 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1549, %1551 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1553 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1548 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1554 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1552 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1555 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_850 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1556 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1553 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_857 = linalg.transpose ins(%1554 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1557 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_857 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_858 = tensor.collapse_shape %1556 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_859 = tensor.collapse_shape %1557 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1558 = linalg.batch_matmul ins(%collapsed_858, %collapsed_859 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_860 = tensor.expand_shape %1558 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1559 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_860, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1560:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1559 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_861 = tensor.expand_shape %1560#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1561 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1559, %expanded_861 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1562 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1561 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1563 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1562 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1564 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1562, %1563 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1565 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1559 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1566 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1565 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1567 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1566, %cst_2, %1564 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_862 = tensor.collapse_shape %1567 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_863 = tensor.collapse_shape %1555 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1568 = linalg.batch_matmul ins(%collapsed_862, %collapsed_863 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_864 = tensor.expand_shape %1568 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1569 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_864 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_865 = linalg.transpose ins(%1569 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_866 = linalg.transpose ins(%arg213 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_867 = tensor.collapse_shape %transposed_865 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1570 = linalg.matmul ins(%collapsed_867, %transposed_866 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1571 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1570 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_868 = tensor.expand_shape %1571 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1572 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1529, %expanded_868 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1572 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1575 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1574 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1576 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1575 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1576 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1578 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1577 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1579 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573, %1578 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1579 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1581 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %1580 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_869 = linalg.transpose ins(%arg214 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_870 = tensor.collapse_shape %1581 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1582 = linalg.matmul ins(%collapsed_870, %transposed_869 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1583 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1582 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_871 = tensor.expand_shape %1583 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_871 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1584 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1586 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1584, %1585 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1587 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1586 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_872 = linalg.transpose ins(%arg215 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1588 = linalg.matmul ins(%collapsed_870, %transposed_872 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1589 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1588 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_873 = tensor.expand_shape %1589 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1590 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1587, %expanded_873 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_874 = linalg.transpose ins(%arg216 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_875 = tensor.collapse_shape %1590 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1591 = linalg.matmul ins(%collapsed_875, %transposed_874 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1592 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1591 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_876 = tensor.expand_shape %1592 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1593 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1572, %expanded_876 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1594 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1593 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1594 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1596 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1595 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1597 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1596 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1598 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1597 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1599 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1598 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1600 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1594, %1599 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1601 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1600 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1602 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg226, %1601 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_877 = linalg.transpose ins(%arg219 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_878 = tensor.collapse_shape %1602 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1603 = linalg.matmul ins(%collapsed_878, %transposed_877 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1604 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1603 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_879 = tensor.expand_shape %1604 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_880 = linalg.transpose ins(%expanded_879 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_881 = linalg.transpose ins(%arg220 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1605 = linalg.matmul ins(%collapsed_878, %transposed_881 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1606 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1605 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_882 = tensor.expand_shape %1606 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_883 = linalg.transpose ins(%expanded_882 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_884 = linalg.transpose ins(%arg221 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1607 = linalg.matmul ins(%collapsed_878, %transposed_884 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1608 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1607 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_885 = tensor.expand_shape %1608 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_886 = linalg.transpose ins(%expanded_885 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1609 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_880, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_887 = tensor.extract_slice %transposed_880[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_888 = tensor.extract_slice %transposed_880[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1610 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_888 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_889 = tensor.concat dim(3) %1610, %extracted_slice_887 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1611 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_889, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1612 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1609, %1611 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1613 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_883, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_890 = tensor.extract_slice %transposed_883[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_891 = tensor.extract_slice %transposed_883[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1614 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_891 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_892 = tensor.concat dim(3) %1614, %extracted_slice_890 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1615 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_892, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1616 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1613, %1615 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1617 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1612 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1618 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1616 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1619 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_886 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1620 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1617 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_893 = linalg.transpose ins(%1618 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1621 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_893 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_894 = tensor.collapse_shape %1620 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_895 = tensor.collapse_shape %1621 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1622 = linalg.batch_matmul ins(%collapsed_894, %collapsed_895 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_896 = tensor.expand_shape %1622 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1623 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_896, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1624:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1623 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_897 = tensor.expand_shape %1624#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1625 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1623, %expanded_897 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1626 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1625 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1627 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1626 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1628 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1626, %1627 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1629 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1623 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1630 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1629 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1631 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1630, %cst_2, %1628 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_898 = tensor.collapse_shape %1631 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_899 = tensor.collapse_shape %1619 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1632 = linalg.batch_matmul ins(%collapsed_898, %collapsed_899 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_900 = tensor.expand_shape %1632 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1633 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_900 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_901 = linalg.transpose ins(%1633 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_902 = linalg.transpose ins(%arg222 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_903 = tensor.collapse_shape %transposed_901 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1634 = linalg.matmul ins(%collapsed_903, %transposed_902 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1635 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1634 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_904 = tensor.expand_shape %1635 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1636 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1593, %expanded_904 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1637 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1636 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1637 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1639 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1638 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1639 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1640 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1641 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1643 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1637, %1642 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1644 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1643 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1645 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227, %1644 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_905 = linalg.transpose ins(%arg223 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_906 = tensor.collapse_shape %1645 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1646 = linalg.matmul ins(%collapsed_906, %transposed_905 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1647 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1646 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_907 = tensor.expand_shape %1647 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1648 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_907 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1649 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1648 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1650 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1648, %1649 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1651 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1650 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_908 = linalg.transpose ins(%arg224 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1652 = linalg.matmul ins(%collapsed_906, %transposed_908 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1653 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1652 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_909 = tensor.expand_shape %1653 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1654 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1651, %expanded_909 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_910 = linalg.transpose ins(%arg225 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_911 = tensor.collapse_shape %1654 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1655 = linalg.matmul ins(%collapsed_911, %transposed_910 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1656 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1655 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_912 = tensor.expand_shape %1656 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1657 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1636, %expanded_912 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1658 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1657 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1659 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1658 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1660 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1659 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1661 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1660 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1662 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1661 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1663 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1662 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1664 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1658, %1663 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1665 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1664 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1666 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg235, %1665 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_913 = linalg.transpose ins(%arg228 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_914 = tensor.collapse_shape %1666 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1667 = linalg.matmul ins(%collapsed_914, %transposed_913 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1668 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1667 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_915 = tensor.expand_shape %1668 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_916 = linalg.transpose ins(%expanded_915 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_917 = linalg.transpose ins(%arg229 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1669 = linalg.matmul ins(%collapsed_914, %transposed_917 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1670 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1669 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_918 = tensor.expand_shape %1670 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_919 = linalg.transpose ins(%expanded_918 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_920 = linalg.transpose ins(%arg230 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1671 = linalg.matmul ins(%collapsed_914, %transposed_920 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1672 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1671 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_921 = tensor.expand_shape %1672 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_922 = linalg.transpose ins(%expanded_921 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1673 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_916, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_923 = tensor.extract_slice %transposed_916[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_924 = tensor.extract_slice %transposed_916[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1674 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_924 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_925 = tensor.concat dim(3) %1674, %extracted_slice_923 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1675 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_925, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1676 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1673, %1675 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1677 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_919, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_926 = tensor.extract_slice %transposed_919[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_927 = tensor.extract_slice %transposed_919[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1678 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_927 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_928 = tensor.concat dim(3) %1678, %extracted_slice_926 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1679 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_928, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1680 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1677, %1679 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1681 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1676 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1682 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1680 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1683 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_922 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1684 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1681 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_929 = linalg.transpose ins(%1682 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1685 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_929 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_930 = tensor.collapse_shape %1684 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_931 = tensor.collapse_shape %1685 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1686 = linalg.batch_matmul ins(%collapsed_930, %collapsed_931 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_932 = tensor.expand_shape %1686 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1687 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_932, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1688:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1687 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_933 = tensor.expand_shape %1688#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1689 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1687, %expanded_933 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1690 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1689 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1691 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1690 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1692 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690, %1691 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1693 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1687 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1694 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1693 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1695 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1694, %cst_2, %1692 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_934 = tensor.collapse_shape %1695 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_935 = tensor.collapse_shape %1683 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1696 = linalg.batch_matmul ins(%collapsed_934, %collapsed_935 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_936 = tensor.expand_shape %1696 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1697 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_936 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_937 = linalg.transpose ins(%1697 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_938 = linalg.transpose ins(%arg231 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_939 = tensor.collapse_shape %transposed_937 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1698 = linalg.matmul ins(%collapsed_939, %transposed_938 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1699 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1698 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_940 = tensor.expand_shape %1699 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1700 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1657, %expanded_940 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1701 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1700 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1701 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1703 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1702 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1704 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1703 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1705 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1704 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1705 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1707 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1701, %1706 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1708 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1707 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1709 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg236, %1708 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_941 = linalg.transpose ins(%arg232 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_942 = tensor.collapse_shape %1709 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1710 = linalg.matmul ins(%collapsed_942, %transposed_941 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1711 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1710 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_943 = tensor.expand_shape %1711 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1712 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_943 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1713 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1712 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1712, %1713 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1715 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1714 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_944 = linalg.transpose ins(%arg233 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1716 = linalg.matmul ins(%collapsed_942, %transposed_944 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1717 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1716 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_945 = tensor.expand_shape %1717 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1718 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1715, %expanded_945 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_946 = linalg.transpose ins(%arg234 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_947 = tensor.collapse_shape %1718 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1719 = linalg.matmul ins(%collapsed_947, %transposed_946 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1720 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1719 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_948 = tensor.expand_shape %1720 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1721 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1700, %expanded_948 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1722 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1721 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1723 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1722 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1724 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1723 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1725 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1724 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1726 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1725 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1727 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1726 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1728 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1722, %1727 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1729 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1728 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1730 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg244, %1729 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_949 = linalg.transpose ins(%arg237 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_950 = tensor.collapse_shape %1730 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1731 = linalg.matmul ins(%collapsed_950, %transposed_949 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1732 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1731 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_951 = tensor.expand_shape %1732 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_952 = linalg.transpose ins(%expanded_951 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_953 = linalg.transpose ins(%arg238 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1733 = linalg.matmul ins(%collapsed_950, %transposed_953 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1734 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1733 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_954 = tensor.expand_shape %1734 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_955 = linalg.transpose ins(%expanded_954 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_956 = linalg.transpose ins(%arg239 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1735 = linalg.matmul ins(%collapsed_950, %transposed_956 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1736 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1735 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_957 = tensor.expand_shape %1736 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_958 = linalg.transpose ins(%expanded_957 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1737 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_952, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_959 = tensor.extract_slice %transposed_952[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_960 = tensor.extract_slice %transposed_952[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1738 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_960 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_961 = tensor.concat dim(3) %1738, %extracted_slice_959 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1739 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_961, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1740 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1737, %1739 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1741 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_955, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_962 = tensor.extract_slice %transposed_955[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_963 = tensor.extract_slice %transposed_955[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1742 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_963 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_964 = tensor.concat dim(3) %1742, %extracted_slice_962 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1743 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_964, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1744 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1741, %1743 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1745 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1740 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1746 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1744 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1747 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_958 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1748 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1745 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_965 = linalg.transpose ins(%1746 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1749 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_965 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_966 = tensor.collapse_shape %1748 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_967 = tensor.collapse_shape %1749 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1750 = linalg.batch_matmul ins(%collapsed_966, %collapsed_967 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_968 = tensor.expand_shape %1750 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1751 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_968, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1752:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1751 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_969 = tensor.expand_shape %1752#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1753 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1751, %expanded_969 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1754 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1753 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1755 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1754 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1756 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1754, %1755 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1757 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1751 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1758 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1757 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1759 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1758, %cst_2, %1756 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_970 = tensor.collapse_shape %1759 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_971 = tensor.collapse_shape %1747 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1760 = linalg.batch_matmul ins(%collapsed_970, %collapsed_971 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_972 = tensor.expand_shape %1760 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1761 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_972 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_973 = linalg.transpose ins(%1761 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_974 = linalg.transpose ins(%arg240 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_975 = tensor.collapse_shape %transposed_973 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1762 = linalg.matmul ins(%collapsed_975, %transposed_974 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1763 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1762 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_976 = tensor.expand_shape %1763 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1764 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1721, %expanded_976 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1765 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1764 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1766 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1765 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1767 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1766 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1768 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1767 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1769 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1768 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1770 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1769 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1771 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1765, %1770 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1772 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1771 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1773 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg245, %1772 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_977 = linalg.transpose ins(%arg241 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_978 = tensor.collapse_shape %1773 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1774 = linalg.matmul ins(%collapsed_978, %transposed_977 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1775 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1774 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_979 = tensor.expand_shape %1775 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1776 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_979 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1777 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1776 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1778 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1776, %1777 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1779 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1778 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_980 = linalg.transpose ins(%arg242 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1780 = linalg.matmul ins(%collapsed_978, %transposed_980 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1781 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1780 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_981 = tensor.expand_shape %1781 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1782 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1779, %expanded_981 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_982 = linalg.transpose ins(%arg243 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_983 = tensor.collapse_shape %1782 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1783 = linalg.matmul ins(%collapsed_983, %transposed_982 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1784 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1783 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_984 = tensor.expand_shape %1784 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1785 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1764, %expanded_984 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1786 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1785 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1787 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1786 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1788 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1787 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1789 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1788 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1790 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1789 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1791 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1790 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1792 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1786, %1791 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1793 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1792 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1794 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg253, %1793 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_985 = linalg.transpose ins(%arg246 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_986 = tensor.collapse_shape %1794 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1795 = linalg.matmul ins(%collapsed_986, %transposed_985 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1796 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1795 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_987 = tensor.expand_shape %1796 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_988 = linalg.transpose ins(%expanded_987 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_989 = linalg.transpose ins(%arg247 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1797 = linalg.matmul ins(%collapsed_986, %transposed_989 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1798 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1797 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_990 = tensor.expand_shape %1798 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_991 = linalg.transpose ins(%expanded_990 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_992 = linalg.transpose ins(%arg248 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1799 = linalg.matmul ins(%collapsed_986, %transposed_992 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1800 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1799 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_993 = tensor.expand_shape %1800 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_994 = linalg.transpose ins(%expanded_993 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1801 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_988, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_995 = tensor.extract_slice %transposed_988[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_996 = tensor.extract_slice %transposed_988[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1802 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_996 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_997 = tensor.concat dim(3) %1802, %extracted_slice_995 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1803 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_997, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1804 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1801, %1803 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1805 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_991, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_998 = tensor.extract_slice %transposed_991[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_999 = tensor.extract_slice %transposed_991[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1806 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_999 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1000 = tensor.concat dim(3) %1806, %extracted_slice_998 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1807 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1000, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1808 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1805, %1807 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1809 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1804 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1810 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1808 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1811 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_994 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1812 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1809 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_1001 = linalg.transpose ins(%1810 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1813 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1001 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1002 = tensor.collapse_shape %1812 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_1003 = tensor.collapse_shape %1813 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1814 = linalg.batch_matmul ins(%collapsed_1002, %collapsed_1003 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_1004 = tensor.expand_shape %1814 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1815 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1004, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1816:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1815 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_1005 = tensor.expand_shape %1816#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1817 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1815, %expanded_1005 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1818 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1817 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1819 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1818 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1820 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1818, %1819 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1821 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1815 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1822 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1821 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1823 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1822, %cst_2, %1820 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_1006 = tensor.collapse_shape %1823 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_1007 = tensor.collapse_shape %1811 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1824 = linalg.batch_matmul ins(%collapsed_1006, %collapsed_1007 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_1008 = tensor.expand_shape %1824 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1825 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1008 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_1009 = linalg.transpose ins(%1825 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1010 = linalg.transpose ins(%arg249 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1011 = tensor.collapse_shape %transposed_1009 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1826 = linalg.matmul ins(%collapsed_1011, %transposed_1010 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1827 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1826 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1012 = tensor.expand_shape %1827 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1828 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1785, %expanded_1012 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1829 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1828 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1829 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1831 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1830 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1832 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1831 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1832 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1834 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1833 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1835 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1829, %1834 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1836 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1835 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1837 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg254, %1836 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1013 = linalg.transpose ins(%arg250 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1014 = tensor.collapse_shape %1837 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1838 = linalg.matmul ins(%collapsed_1014, %transposed_1013 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1839 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1838 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1015 = tensor.expand_shape %1839 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1840 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1015 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1841 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1840 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1842 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1840, %1841 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1843 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1842 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1016 = linalg.transpose ins(%arg251 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1844 = linalg.matmul ins(%collapsed_1014, %transposed_1016 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1845 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1844 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1017 = tensor.expand_shape %1845 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1846 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1843, %expanded_1017 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1018 = linalg.transpose ins(%arg252 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1019 = tensor.collapse_shape %1846 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1847 = linalg.matmul ins(%collapsed_1019, %transposed_1018 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1848 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1847 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1020 = tensor.expand_shape %1848 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1849 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1828, %expanded_1020 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1850 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1849 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1851 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1850 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1852 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1851 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1853 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1852 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1854 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1853 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1855 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1854 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1856 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1850, %1855 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1857 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1856 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1858 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg262, %1857 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1021 = linalg.transpose ins(%arg255 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1022 = tensor.collapse_shape %1858 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1859 = linalg.matmul ins(%collapsed_1022, %transposed_1021 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1860 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1859 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1023 = tensor.expand_shape %1860 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1024 = linalg.transpose ins(%expanded_1023 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1025 = linalg.transpose ins(%arg256 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1861 = linalg.matmul ins(%collapsed_1022, %transposed_1025 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1862 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1861 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1026 = tensor.expand_shape %1862 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1027 = linalg.transpose ins(%expanded_1026 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1028 = linalg.transpose ins(%arg257 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1863 = linalg.matmul ins(%collapsed_1022, %transposed_1028 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1864 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1863 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1029 = tensor.expand_shape %1864 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1030 = linalg.transpose ins(%expanded_1029 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1865 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1024, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1031 = tensor.extract_slice %transposed_1024[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1032 = tensor.extract_slice %transposed_1024[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1866 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1032 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1033 = tensor.concat dim(3) %1866, %extracted_slice_1031 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1867 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1033, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1868 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1865, %1867 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1869 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1027, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1034 = tensor.extract_slice %transposed_1027[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1035 = tensor.extract_slice %transposed_1027[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1870 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1035 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1036 = tensor.concat dim(3) %1870, %extracted_slice_1034 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1871 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1036, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1872 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1869, %1871 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1873 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1868 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1874 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1872 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1875 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1030 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1876 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1873 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_1037 = linalg.transpose ins(%1874 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1877 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1037 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1038 = tensor.collapse_shape %1876 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_1039 = tensor.collapse_shape %1877 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1878 = linalg.batch_matmul ins(%collapsed_1038, %collapsed_1039 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_1040 = tensor.expand_shape %1878 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1879 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1040, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1880:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1879 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_1041 = tensor.expand_shape %1880#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1881 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1879, %expanded_1041 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1882 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1881 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1883 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1882 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1884 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1882, %1883 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1885 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1879 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1886 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1885 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1887 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1886, %cst_2, %1884 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_1042 = tensor.collapse_shape %1887 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_1043 = tensor.collapse_shape %1875 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1888 = linalg.batch_matmul ins(%collapsed_1042, %collapsed_1043 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_1044 = tensor.expand_shape %1888 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1889 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1044 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_1045 = linalg.transpose ins(%1889 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1046 = linalg.transpose ins(%arg258 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1047 = tensor.collapse_shape %transposed_1045 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1890 = linalg.matmul ins(%collapsed_1047, %transposed_1046 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1891 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1890 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1048 = tensor.expand_shape %1891 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1892 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1849, %expanded_1048 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1893 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1892 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1894 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1893 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1895 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1894 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1896 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1895 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1897 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1896 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1898 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1897 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1899 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1893, %1898 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1900 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1899 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1901 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg263, %1900 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1049 = linalg.transpose ins(%arg259 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1050 = tensor.collapse_shape %1901 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1902 = linalg.matmul ins(%collapsed_1050, %transposed_1049 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1903 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1902 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1051 = tensor.expand_shape %1903 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1904 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1051 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1905 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1904 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1906 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1904, %1905 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1907 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1906 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1052 = linalg.transpose ins(%arg260 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1908 = linalg.matmul ins(%collapsed_1050, %transposed_1052 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1909 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1908 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1053 = tensor.expand_shape %1909 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1910 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1907, %expanded_1053 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1054 = linalg.transpose ins(%arg261 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1055 = tensor.collapse_shape %1910 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1911 = linalg.matmul ins(%collapsed_1055, %transposed_1054 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1912 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1911 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1056 = tensor.expand_shape %1912 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1913 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1892, %expanded_1056 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1914 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1913 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1915 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1914 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1916 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1915 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1917 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1916 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1918 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1917 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1919 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1918 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1920 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1914, %1919 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1921 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1920 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1922 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg271, %1921 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1057 = linalg.transpose ins(%arg264 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1058 = tensor.collapse_shape %1922 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1923 = linalg.matmul ins(%collapsed_1058, %transposed_1057 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1924 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1923 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1059 = tensor.expand_shape %1924 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1060 = linalg.transpose ins(%expanded_1059 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1061 = linalg.transpose ins(%arg265 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1925 = linalg.matmul ins(%collapsed_1058, %transposed_1061 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1926 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1925 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1062 = tensor.expand_shape %1926 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1063 = linalg.transpose ins(%expanded_1062 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1064 = linalg.transpose ins(%arg266 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1927 = linalg.matmul ins(%collapsed_1058, %transposed_1064 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1928 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1927 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1065 = tensor.expand_shape %1928 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1066 = linalg.transpose ins(%expanded_1065 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1929 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1060, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1067 = tensor.extract_slice %transposed_1060[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1068 = tensor.extract_slice %transposed_1060[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1930 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1068 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1069 = tensor.concat dim(3) %1930, %extracted_slice_1067 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1931 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1069, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1932 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1929, %1931 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1933 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1063, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1070 = tensor.extract_slice %transposed_1063[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1071 = tensor.extract_slice %transposed_1063[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1934 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1071 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1072 = tensor.concat dim(3) %1934, %extracted_slice_1070 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1935 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1072, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1936 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1933, %1935 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1937 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1932 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1938 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1936 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1939 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1066 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %1940 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1937 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_1073 = linalg.transpose ins(%1938 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1941 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1073 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1074 = tensor.collapse_shape %1940 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_1075 = tensor.collapse_shape %1941 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1942 = linalg.batch_matmul ins(%collapsed_1074, %collapsed_1075 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_1076 = tensor.expand_shape %1942 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %1943 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1076, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1944:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1943 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_1077 = tensor.expand_shape %1944#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %1945 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1943, %expanded_1077 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1946 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1945 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1947 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1946 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %1948 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1946, %1947 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %1949 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1943 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %1950 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1949 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %1951 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1950, %cst_2, %1948 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_1078 = tensor.collapse_shape %1951 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_1079 = tensor.collapse_shape %1939 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1952 = linalg.batch_matmul ins(%collapsed_1078, %collapsed_1079 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_1080 = tensor.expand_shape %1952 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %1953 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1080 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_1081 = linalg.transpose ins(%1953 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1082 = linalg.transpose ins(%arg267 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1083 = tensor.collapse_shape %transposed_1081 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %1954 = linalg.matmul ins(%collapsed_1083, %transposed_1082 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1955 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1954 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1084 = tensor.expand_shape %1955 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1956 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1913, %expanded_1084 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1957 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1956 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1958 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1957 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1959 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1958 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1960 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1959 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1961 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1960 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1962 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1961 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1963 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1957, %1962 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1964 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1963 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1965 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg272, %1964 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1085 = linalg.transpose ins(%arg268 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1086 = tensor.collapse_shape %1965 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1966 = linalg.matmul ins(%collapsed_1086, %transposed_1085 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1967 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1966 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1087 = tensor.expand_shape %1967 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1968 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1087 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1969 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1968 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %1970 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1968, %1969 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %1971 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1970 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1088 = linalg.transpose ins(%arg269 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1972 = linalg.matmul ins(%collapsed_1086, %transposed_1088 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %1973 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1972 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1089 = tensor.expand_shape %1973 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %1974 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1971, %expanded_1089 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1090 = linalg.transpose ins(%arg270 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1091 = tensor.collapse_shape %1974 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %1975 = linalg.matmul ins(%collapsed_1091, %transposed_1090 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1976 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1975 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1092 = tensor.expand_shape %1976 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %1977 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1956, %expanded_1092 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1978 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1977 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1979 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1978 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1980 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1979 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1981 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1980 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1982 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1981 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %1983 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1982 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %1984 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1978, %1983 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %1985 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1984 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %1986 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg280, %1985 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1093 = linalg.transpose ins(%arg273 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1094 = tensor.collapse_shape %1986 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %1987 = linalg.matmul ins(%collapsed_1094, %transposed_1093 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1988 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1987 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1095 = tensor.expand_shape %1988 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1096 = linalg.transpose ins(%expanded_1095 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1097 = linalg.transpose ins(%arg274 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1989 = linalg.matmul ins(%collapsed_1094, %transposed_1097 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1990 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1989 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1098 = tensor.expand_shape %1990 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1099 = linalg.transpose ins(%expanded_1098 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1100 = linalg.transpose ins(%arg275 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1991 = linalg.matmul ins(%collapsed_1094, %transposed_1100 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %1992 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1991 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1101 = tensor.expand_shape %1992 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1102 = linalg.transpose ins(%expanded_1101 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %1993 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1096, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1103 = tensor.extract_slice %transposed_1096[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1104 = tensor.extract_slice %transposed_1096[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1994 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1104 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1105 = tensor.concat dim(3) %1994, %extracted_slice_1103 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1995 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1105, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1996 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1993, %1995 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %1997 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1099, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1106 = tensor.extract_slice %transposed_1099[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1107 = tensor.extract_slice %transposed_1099[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %1998 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1107 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1108 = tensor.concat dim(3) %1998, %extracted_slice_1106 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %1999 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1108, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %2000 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1997, %1999 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %2001 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1996 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %2002 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2000 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %2003 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1102 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %2004 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2001 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_1109 = linalg.transpose ins(%2002 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %2005 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1109 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1110 = tensor.collapse_shape %2004 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_1111 = tensor.collapse_shape %2005 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %2006 = linalg.batch_matmul ins(%collapsed_1110, %collapsed_1111 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_1112 = tensor.expand_shape %2006 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %2007 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1112, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2008:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2007 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_1113 = tensor.expand_shape %2008#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %2009 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2007, %expanded_1113 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2010 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2009 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2011 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2010 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %2012 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2010, %2011 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2013 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2007 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %2014 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2013 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %2015 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2014, %cst_2, %2012 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_1114 = tensor.collapse_shape %2015 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_1115 = tensor.collapse_shape %2003 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %2016 = linalg.batch_matmul ins(%collapsed_1114, %collapsed_1115 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_1116 = tensor.expand_shape %2016 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %2017 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1116 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_1117 = linalg.transpose ins(%2017 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1118 = linalg.transpose ins(%arg276 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1119 = tensor.collapse_shape %transposed_1117 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %2018 = linalg.matmul ins(%collapsed_1119, %transposed_1118 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %2019 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2018 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1120 = tensor.expand_shape %2019 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %2020 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1977, %expanded_1120 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2021 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2020 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2021 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2023 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2022 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2024 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2023 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2025 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2024 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %2026 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2025 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2027 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2021, %2026 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2028 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2027 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2029 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg281, %2028 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1121 = linalg.transpose ins(%arg277 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1122 = tensor.collapse_shape %2029 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %2030 = linalg.matmul ins(%collapsed_1122, %transposed_1121 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %2031 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2030 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1123 = tensor.expand_shape %2031 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %2032 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1123 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %2033 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2032 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %2034 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2032, %2033 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %2035 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2034 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1124 = linalg.transpose ins(%arg278 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %2036 = linalg.matmul ins(%collapsed_1122, %transposed_1124 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %2037 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2036 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1125 = tensor.expand_shape %2037 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %2038 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2035, %expanded_1125 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1126 = linalg.transpose ins(%arg279 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1127 = tensor.collapse_shape %2038 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %2039 = linalg.matmul ins(%collapsed_1127, %transposed_1126 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %2040 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2039 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1128 = tensor.expand_shape %2040 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %2041 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2020, %expanded_1128 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2042 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2041 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2043 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2042 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2044 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2043 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2045 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2044 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2046 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2045 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %2047 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2046 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2048 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2042, %2047 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2049 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2048 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2050 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg289, %2049 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1129 = linalg.transpose ins(%arg282 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1130 = tensor.collapse_shape %2050 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %2051 = linalg.matmul ins(%collapsed_1130, %transposed_1129 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %2052 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2051 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1131 = tensor.expand_shape %2052 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1132 = linalg.transpose ins(%expanded_1131 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1133 = linalg.transpose ins(%arg283 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %2053 = linalg.matmul ins(%collapsed_1130, %transposed_1133 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %2054 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2053 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1134 = tensor.expand_shape %2054 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1135 = linalg.transpose ins(%expanded_1134 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1136 = linalg.transpose ins(%arg284 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %2055 = linalg.matmul ins(%collapsed_1130, %transposed_1136 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %2056 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2055 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1137 = tensor.expand_shape %2056 [[0, 1], [2, 3]] output_shape [1, 2048, 32, 128] : tensor<2048x4096xbf16> into tensor<1x2048x32x128xbf16>
    %transposed_1138 = linalg.transpose ins(%expanded_1137 : tensor<1x2048x32x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) permutation = [0, 2, 1, 3] 
    %2057 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1132, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1139 = tensor.extract_slice %transposed_1132[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1140 = tensor.extract_slice %transposed_1132[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %2058 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1140 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1141 = tensor.concat dim(3) %2058, %extracted_slice_1139 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %2059 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1141, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %2060 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2057, %2059 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %2061 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1135, %expanded_22 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %extracted_slice_1142 = tensor.extract_slice %transposed_1135[0, 0, 0, 0] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %extracted_slice_1143 = tensor.extract_slice %transposed_1135[0, 0, 0, 64] [1, 32, 2048, 64] [1, 1, 1, 1] : tensor<1x32x2048x128xbf16> to tensor<1x32x2048x64xbf16>
    %2062 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1143 : tensor<1x32x2048x64xbf16>) outs(%47 : tensor<1x32x2048x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2121 = arith.negf %in : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x64xbf16>
    %concat_1144 = tensor.concat dim(3) %2062, %extracted_slice_1142 : (tensor<1x32x2048x64xbf16>, tensor<1x32x2048x64xbf16>) -> tensor<1x32x2048x128xbf16>
    %2063 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1144, %expanded_23 : tensor<1x32x2048x128xbf16>, tensor<1x1x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %2064 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2061, %2063 : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %2065 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2060 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %2066 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2064 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %2067 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1138 : tensor<1x32x2048x128xbf16>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x128xf32>
    %2068 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2065 : tensor<1x32x2048x128xf32>) outs(%57 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %transposed_1145 = linalg.transpose ins(%2066 : tensor<1x32x2048x128xf32>) outs(%62 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %2069 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1145 : tensor<1x32x128x2048xf32>) outs(%62 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_6 : f64 to f32
      %2122 = arith.mulf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1146 = tensor.collapse_shape %2068 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %collapsed_1147 = tensor.collapse_shape %2069 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %2070 = linalg.batch_matmul ins(%collapsed_1146, %collapsed_1147 : tensor<32x2048x128xf32>, tensor<32x128x2048xf32>) outs(%65 : tensor<32x2048x2048xf32>) -> tensor<32x2048x2048xf32>
    %expanded_1148 = tensor.expand_shape %2070 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 2048] : tensor<32x2048x2048xf32> into tensor<1x32x2048x2048xf32>
    %2071 = linalg.generic {indexing_maps = [#map6, #map12, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1148, %56 : tensor<1x32x2048x2048xf32>, tensor<1x1x2048x2048xbf16>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: bf16, %out: f32):
      %2121 = arith.extf %in_1168 : bf16 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2072:2 = linalg.generic {indexing_maps = [#map6, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2071 : tensor<1x32x2048x2048xf32>) outs(%72, %70 : tensor<1x32x2048xf32>, tensor<1x32x2048xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1168: i64):
      %2121 = linalg.index 3 : index
      %2122 = arith.index_cast %2121 : index to i64
      %2123 = arith.maximumf %in, %out : f32
      %2124 = arith.cmpf ogt, %in, %out : f32
      %2125 = arith.select %2124, %2122, %out_1168 : i64
      linalg.yield %2123, %2125 : f32, i64
    } -> (tensor<1x32x2048xf32>, tensor<1x32x2048xi64>)
    %expanded_1149 = tensor.expand_shape %2072#0 [[0], [1], [2, 3]] output_shape [1, 32, 2048, 1] : tensor<1x32x2048xf32> into tensor<1x32x2048x1xf32>
    %2073 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2071, %expanded_1149 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.subf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2074 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2073 : tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.exp %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2075 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2074 : tensor<1x32x2048x2048xf32>) outs(%77 : tensor<1x32x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x1xf32>
    %2076 = linalg.generic {indexing_maps = [#map6, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074, %2075 : tensor<1x32x2048x2048xf32>, tensor<1x32x2048x1xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.divf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %2077 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2071 : tensor<1x32x2048x2048xf32>) outs(%80 : tensor<1x32x2048x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2121 = arith.extf %in : f32 to f64
      %2122 = arith.cmpf oeq, %2121, %cst_7 : f64
      linalg.yield %2122 : i1
    } -> tensor<1x32x2048x2048xi1>
    %2078 = linalg.generic {indexing_maps = [#map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2077 : tensor<1x32x2048x2048xi1>) outs(%83 : tensor<1x32x2048x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2121 = arith.andi %in, %out : i1
      linalg.yield %2121 : i1
    } -> tensor<1x32x2048x1xi1>
    %2079 = linalg.generic {indexing_maps = [#map5, #map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2078, %cst_2, %2076 : tensor<1x32x2048x1xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) outs(%67 : tensor<1x32x2048x2048xf32>) {
    ^bb0(%in: i1, %in_1168: f32, %in_1169: f32, %out: f32):
      %2121 = arith.select %in, %in_1168, %in_1169 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x32x2048x2048xf32>
    %collapsed_1150 = tensor.collapse_shape %2079 [[0, 1], [2], [3]] : tensor<1x32x2048x2048xf32> into tensor<32x2048x2048xf32>
    %collapsed_1151 = tensor.collapse_shape %2067 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %2080 = linalg.batch_matmul ins(%collapsed_1150, %collapsed_1151 : tensor<32x2048x2048xf32>, tensor<32x2048x128xf32>) outs(%87 : tensor<32x2048x128xf32>) -> tensor<32x2048x128xf32>
    %expanded_1152 = tensor.expand_shape %2080 [[0, 1], [2], [3]] output_shape [1, 32, 2048, 128] : tensor<32x2048x128xf32> into tensor<1x32x2048x128xf32>
    %2081 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1152 : tensor<1x32x2048x128xf32>) outs(%41 : tensor<1x32x2048x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x32x2048x128xbf16>
    %transposed_1153 = linalg.transpose ins(%2081 : tensor<1x32x2048x128xbf16>) outs(%90 : tensor<1x2048x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1154 = linalg.transpose ins(%arg285 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1155 = tensor.collapse_shape %transposed_1153 [[0, 1], [2, 3]] : tensor<1x2048x32x128xbf16> into tensor<2048x4096xbf16>
    %2082 = linalg.matmul ins(%collapsed_1155, %transposed_1154 : tensor<2048x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %2083 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2082 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1156 = tensor.expand_shape %2083 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %2084 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2041, %expanded_1156 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2085 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2084 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2085 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2087 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2086 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2088 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2087 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2089 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2088 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %2090 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2089 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2091 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2085, %2090 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2092 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2091 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2093 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg290, %2092 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %transposed_1157 = linalg.transpose ins(%arg286 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1158 = tensor.collapse_shape %2093 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %2094 = linalg.matmul ins(%collapsed_1158, %transposed_1157 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %2095 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2094 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1159 = tensor.expand_shape %2095 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %2096 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1159 : tensor<1x2048x11008xbf16>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %2097 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2096 : tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.negf %in : f32
      %2122 = math.exp %2121 : f32
      %2123 = arith.addf %2122, %cst_1 : f32
      %2124 = arith.divf %cst_1, %2123 : f32
      linalg.yield %2124 : f32
    } -> tensor<1x2048x11008xf32>
    %2098 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2096, %2097 : tensor<1x2048x11008xf32>, tensor<1x2048x11008xf32>) outs(%109 : tensor<1x2048x11008xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x11008xf32>
    %2099 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2098 : tensor<1x2048x11008xf32>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1160 = linalg.transpose ins(%arg287 : tensor<11008x4096xbf16>) outs(%103 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %2100 = linalg.matmul ins(%collapsed_1158, %transposed_1160 : tensor<2048x4096xbf16>, tensor<4096x11008xbf16>) outs(%105 : tensor<2048x11008xf32>) -> tensor<2048x11008xf32>
    %2101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2100 : tensor<2048x11008xf32>) outs(%107 : tensor<2048x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x11008xbf16>
    %expanded_1161 = tensor.expand_shape %2101 [[0, 1], [2]] output_shape [1, 2048, 11008] : tensor<2048x11008xbf16> into tensor<1x2048x11008xbf16>
    %2102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2099, %expanded_1161 : tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) outs(%113 : tensor<1x2048x11008xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x11008xbf16>
    %transposed_1162 = linalg.transpose ins(%arg288 : tensor<4096x11008xbf16>) outs(%118 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1163 = tensor.collapse_shape %2102 [[0, 1], [2]] : tensor<1x2048x11008xbf16> into tensor<2048x11008xbf16>
    %2103 = linalg.matmul ins(%collapsed_1163, %transposed_1162 : tensor<2048x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<2048x4096xf32>) -> tensor<2048x4096xf32>
    %2104 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2103 : tensor<2048x4096xf32>) outs(%39 : tensor<2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x4096xbf16>
    %expanded_1164 = tensor.expand_shape %2104 [[0, 1], [2]] output_shape [1, 2048, 4096] : tensor<2048x4096xbf16> into tensor<1x2048x4096xbf16>
    %2105 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2084, %expanded_1164 : tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.addf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2105 : tensor<1x2048x4096xbf16>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2121 = arith.extf %in : bf16 to f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2106 : tensor<1x2048x4096xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2108 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2107 : tensor<1x2048x4096xf32>) outs(%27 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.addf %in, %out : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2108 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.divf %in, %cst_10 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2109 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = arith.truncf %cst_8 : f64 to f32
      %2122 = arith.addf %in, %2121 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x2048x1xf32>
    %2111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2110 : tensor<1x2048x1xf32>) outs(%14 : tensor<1x2048x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2121 = math.rsqrt %in : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x1xf32>
    %2112 = linalg.generic {indexing_maps = [#map1, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2106, %2111 : tensor<1x2048x4096xf32>, tensor<1x2048x1xf32>) outs(%24 : tensor<1x2048x4096xf32>) {
    ^bb0(%in: f32, %in_1168: f32, %out: f32):
      %2121 = arith.mulf %in, %in_1168 : f32
      linalg.yield %2121 : f32
    } -> tensor<1x2048x4096xf32>
    %2113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2112 : tensor<1x2048x4096xf32>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2114 = linalg.generic {indexing_maps = [#map11, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg291, %2113 : tensor<4096xbf16>, tensor<1x2048x4096xbf16>) outs(%0 : tensor<1x2048x4096xbf16>) {
    ^bb0(%in: bf16, %in_1168: bf16, %out: bf16):
      %2121 = arith.mulf %in, %in_1168 : bf16
      linalg.yield %2121 : bf16
    } -> tensor<1x2048x4096xbf16>
    %2115 = tensor.empty() : tensor<4096x32000xbf16>
    %transposed_1165 = linalg.transpose ins(%arg292 : tensor<32000x4096xbf16>) outs(%2115 : tensor<4096x32000xbf16>) permutation = [1, 0] 
    %collapsed_1166 = tensor.collapse_shape %2114 [[0, 1], [2]] : tensor<1x2048x4096xbf16> into tensor<2048x4096xbf16>
    %2116 = tensor.empty() : tensor<2048x32000xf32>
    %2117 = linalg.fill ins(%cst : f32) outs(%2116 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %2118 = linalg.matmul ins(%collapsed_1166, %transposed_1165 : tensor<2048x4096xbf16>, tensor<4096x32000xbf16>) outs(%2117 : tensor<2048x32000xf32>) -> tensor<2048x32000xf32>
    %2119 = tensor.empty() : tensor<2048x32000xbf16>
    %2120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2118 : tensor<2048x32000xf32>) outs(%2119 : tensor<2048x32000xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2121 = arith.truncf %in : f32 to bf16
      linalg.yield %2121 : bf16
    } -> tensor<2048x32000xbf16>
    %expanded_1167 = tensor.expand_shape %2120 [[0, 1], [2]] output_shape [1, 2048, 32000] : tensor<2048x32000xbf16> into tensor<1x2048x32000xbf16>
    return %expanded_1167 : tensor<1x2048x32000xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32: "0x040000000000803FD7AF5D3F11F93F3FE03D263F9AF50F3FCF53F93E9BE8D73E1BF8BA3E9BE8A13E04358C3E23D4723EED47523E8718363E40B01D3E778D083ED67FEC3DCDCCCC3D7859B13D0D94993D4DFE843DC255663D3F76473D15BA2C3D4893153DE386013DD254E03C4F43C23C8B39A83C39AD913C334D7C3CF27B5A3C11333D3C0AD7233C2DE10D3CB0B9F53B15CAD43B9C44B83BCC919F3B772E8A3B0E526F3B383E4F3B0F77333B0D691B3B6F94063B2815E93A5CD7C93A8EC9AE3A0E5C973A6F12833AE201633A8C94443A443B2A3A166A133AAC4FFF392517DD39D774BF3960CBA53972928F3915A87839E453573953773A391679213972D40B39E22CF238"
    }
  }
#-}
