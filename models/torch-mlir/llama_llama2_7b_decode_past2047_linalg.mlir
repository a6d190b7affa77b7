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
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @decode_step(%arg0: tensor<1x1xi64>, %arg1: tensor<1x2048xi64>, %arg2: tensor<1x32x2047x128xbf16>, %arg3: tensor<1x32x2047x128xbf16>, %arg4: tensor<1x32x2047x128xbf16>, %arg5: tensor<1x32x2047x128xbf16>, %arg6: tensor<1x32x2047x128xbf16>, %arg7: tensor<1x32x2047x128xbf16>, %arg8: tensor<1x32x2047x128xbf16>, %arg9: tensor<1x32x2047x128xbf16>, %arg10: tensor<1x32x2047x128xbf16>, %arg11: tensor<1x32x2047x128xbf16>, %arg12: tensor<1x32x2047x128xbf16>, %arg13: tensor<1x32x2047x128xbf16>, %arg14: tensor<1x32x2047x128xbf16>, %arg15: tensor<1x32x2047x128xbf16>, %arg16: tensor<1x32x2047x128xbf16>, %arg17: tensor<1x32x2047x128xbf16>, %arg18: tensor<1x32x2047x128xbf16>, %arg19: tensor<1x32x2047x128xbf16>, %arg20: tensor<1x32x2047x128xbf16>, %arg21: tensor<1x32x2047x128xbf16>, %arg22: tensor<1x32x2047x128xbf16>, %arg23: tensor<1x32x2047x128xbf16>, %arg24: tensor<1x32x2047x128xbf16>, %arg25: tensor<1x32x2047x128xbf16>, %arg26: tensor<1x32x2047x128xbf16>, %arg27: tensor<1x32x2047x128xbf16>, %arg28: tensor<1x32x2047x128xbf16>, %arg29: tensor<1x32x2047x128xbf16>, %arg30: tensor<1x32x2047x128xbf16>, %arg31: tensor<1x32x2047x128xbf16>, %arg32: tensor<1x32x2047x128xbf16>, %arg33: tensor<1x32x2047x128xbf16>, %arg34: tensor<1x32x2047x128xbf16>, %arg35: tensor<1x32x2047x128xbf16>, %arg36: tensor<1x32x2047x128xbf16>, %arg37: tensor<1x32x2047x128xbf16>, %arg38: tensor<1x32x2047x128xbf16>, %arg39: tensor<1x32x2047x128xbf16>, %arg40: tensor<1x32x2047x128xbf16>, %arg41: tensor<1x32x2047x128xbf16>, %arg42: tensor<1x32x2047x128xbf16>, %arg43: tensor<1x32x2047x128xbf16>, %arg44: tensor<1x32x2047x128xbf16>, %arg45: tensor<1x32x2047x128xbf16>, %arg46: tensor<1x32x2047x128xbf16>, %arg47: tensor<1x32x2047x128xbf16>, %arg48: tensor<1x32x2047x128xbf16>, %arg49: tensor<1x32x2047x128xbf16>, %arg50: tensor<1x32x2047x128xbf16>, %arg51: tensor<1x32x2047x128xbf16>, %arg52: tensor<1x32x2047x128xbf16>, %arg53: tensor<1x32x2047x128xbf16>, %arg54: tensor<1x32x2047x128xbf16>, %arg55: tensor<1x32x2047x128xbf16>, %arg56: tensor<1x32x2047x128xbf16>, %arg57: tensor<1x32x2047x128xbf16>, %arg58: tensor<1x32x2047x128xbf16>, %arg59: tensor<1x32x2047x128xbf16>, %arg60: tensor<1x32x2047x128xbf16>, %arg61: tensor<1x32x2047x128xbf16>, %arg62: tensor<1x32x2047x128xbf16>, %arg63: tensor<1x32x2047x128xbf16>, %arg64: tensor<1x32x2047x128xbf16>, %arg65: tensor<1x32x2047x128xbf16>, %arg66: tensor<32000x4096xbf16>, %arg67: tensor<4096x4096xbf16>, %arg68: tensor<4096x4096xbf16>, %arg69: tensor<4096x4096xbf16>, %arg70: tensor<4096x4096xbf16>, %arg71: tensor<11008x4096xbf16>, %arg72: tensor<11008x4096xbf16>, %arg73: tensor<4096x11008xbf16>, %arg74: tensor<4096xbf16>, %arg75: tensor<4096xbf16>, %arg76: tensor<4096x4096xbf16>, %arg77: tensor<4096x4096xbf16>, %arg78: tensor<4096x4096xbf16>, %arg79: tensor<4096x4096xbf16>, %arg80: tensor<11008x4096xbf16>, %arg81: tensor<11008x4096xbf16>, %arg82: tensor<4096x11008xbf16>, %arg83: tensor<4096xbf16>, %arg84: tensor<4096xbf16>, %arg85: tensor<4096x4096xbf16>, %arg86: tensor<4096x4096xbf16>, %arg87: tensor<4096x4096xbf16>, %arg88: tensor<4096x4096xbf16>, %arg89: tensor<11008x4096xbf16>, %arg90: tensor<11008x4096xbf16>, %arg91: tensor<4096x11008xbf16>, %arg92: tensor<4096xbf16>, %arg93: tensor<4096xbf16>, %arg94: tensor<4096x4096xbf16>, %arg95: tensor<4096x4096xbf16>, %arg96: tensor<4096x4096xbf16>, %arg97: tensor<4096x4096xbf16>, %arg98: tensor<11008x4096xbf16>, %arg99: tensor<11008x4096xbf16>, %arg100: tensor<4096x11008xbf16>, %arg101: tensor<4096xbf16>, %arg102: tensor<4096xbf16>, %arg103: tensor<4096x4096xbf16>, %arg104: tensor<4096x4096xbf16>, %arg105: tensor<4096x4096xbf16>, %arg106: tensor<4096x4096xbf16>, %arg107: tensor<11008x4096xbf16>, %arg108: tensor<11008x4096xbf16>, %arg109: tensor<4096x11008xbf16>, %arg110: tensor<4096xbf16>, %arg111: tensor<4096xbf16>, %arg112: tensor<4096x4096xbf16>, %arg113: tensor<4096x4096xbf16>, %arg114: tensor<4096x4096xbf16>, %arg115: tensor<4096x4096xbf16>, %arg116: tensor<11008x4096xbf16>, %arg117: tensor<11008x4096xbf16>, %arg118: tensor<4096x11008xbf16>, %arg119: tensor<4096xbf16>, %arg120: tensor<4096xbf16>, %arg121: tensor<4096x4096xbf16>, %arg122: tensor<4096x4096xbf16>, %arg123: tensor<4096x4096xbf16>, %arg124: tensor<4096x4096xbf16>, %arg125: tensor<11008x4096xbf16>, %arg126: tensor<11008x4096xbf16>, %arg127: tensor<4096x11008xbf16>, %arg128: tensor<4096xbf16>, %arg129: tensor<4096xbf16>, %arg130: tensor<4096x4096xbf16>, %arg131: tensor<4096x4096xbf16>, %arg132: tensor<4096x4096xbf16>, %arg133: tensor<4096x4096xbf16>, %arg134: tensor<11008x4096xbf16>, %arg135: tensor<11008x4096xbf16>, %arg136: tensor<4096x11008xbf16>, %arg137: tensor<4096xbf16>, %arg138: tensor<4096xbf16>, %arg139: tensor<4096x4096xbf16>, %arg140: tensor<4096x4096xbf16>, %arg141: tensor<4096x4096xbf16>, %arg142: tensor<4096x4096xbf16>, %arg143: tensor<11008x4096xbf16>, %arg144: tensor<11008x4096xbf16>, %arg145: tensor<4096x11008xbf16>, %arg146: tensor<4096xbf16>, %arg147: tensor<4096xbf16>, %arg148: tensor<4096x4096xbf16>, %arg149: tensor<4096x4096xbf16>, %arg150: tensor<4096x4096xbf16>, %arg151: tensor<4096x4096xbf16>, %arg152: tensor<11008x4096xbf16>, %arg153: tensor<11008x4096xbf16>, %arg154: tensor<4096x11008xbf16>, %arg155: tensor<4096xbf16>, %arg156: tensor<4096xbf16>, %arg157: tensor<4096x4096xbf16>, %arg158: tensor<4096x4096xbf16>, %arg159: tensor<4096x4096xbf16>, %arg160: tensor<4096x4096xbf16>, %arg161: tensor<11008x4096xbf16>, %arg162: tensor<11008x4096xbf16>, %arg163: tensor<4096x11008xbf16>, %arg164: tensor<4096xbf16>, %arg165: tensor<4096xbf16>, %arg166: tensor<4096x4096xbf16>, %arg167: tensor<4096x4096xbf16>, %arg168: tensor<4096x4096xbf16>, %arg169: tensor<4096x4096xbf16>, %arg170: tensor<11008x4096xbf16>, %arg171: tensor<11008x4096xbf16>, %arg172: tensor<4096x11008xbf16>, %arg173: tensor<4096xbf16>, %arg174: tensor<4096xbf16>, %arg175: tensor<4096x4096xbf16>, %arg176: tensor<4096x4096xbf16>, %arg177: tensor<4096x4096xbf16>, %arg178: tensor<4096x4096xbf16>, %arg179: tensor<11008x4096xbf16>, %arg180: tensor<11008x4096xbf16>, %arg181: tensor<4096x11008xbf16>, %arg182: tensor<4096xbf16>, %arg183: tensor<4096xbf16>, %arg184: tensor<4096x4096xbf16>, %arg185: tensor<4096x4096xbf16>, %arg186: tensor<4096x4096xbf16>, %arg187: tensor<4096x4096xbf16>, %arg188: tensor<11008x4096xbf16>, %arg189: tensor<11008x4096xbf16>, %arg190: tensor<4096x11008xbf16>, %arg191: tensor<4096xbf16>, %arg192: tensor<4096xbf16>, %arg193: tensor<4096x4096xbf16>, %arg194: tensor<4096x4096xbf16>, %arg195: tensor<4096x4096xbf16>, %arg196: tensor<4096x4096xbf16>, %arg197: tensor<11008x4096xbf16>, %arg198: tensor<11008x4096xbf16>, %arg199: tensor<4096x11008xbf16>, %arg200: tensor<4096xbf16>, %arg201: tensor<4096xbf16>, %arg202: tensor<4096x4096xbf16>, %arg203: tensor<4096x4096xbf16>, %arg204: tensor<4096x4096xbf16>, %arg205: tensor<4096x4096xbf16>, %arg206: tensor<11008x4096xbf16>, %arg207: tensor<11008x4096xbf16>, %arg208: tensor<4096x11008xbf16>, %arg209: tensor<4096xbf16>, %arg210: tensor<4096xbf16>, %arg211: tensor<4096x4096xbf16>, %arg212: tensor<4096x4096xbf16>, %arg213: tensor<4096x4096xbf16>, %arg214: tensor<4096x4096xbf16>, %arg215: tensor<11008x4096xbf16>, %arg216: tensor<11008x4096xbf16>, %arg217: tensor<4096x11008xbf16>, %arg218: tensor<4096xbf16>, %arg219: tensor<4096xbf16>, %arg220: tensor<4096x4096xbf16>, %arg221: tensor<4096x4096xbf16>, %arg222: tensor<4096x4096xbf16>, %arg223: tensor<4096x4096xbf16>, %arg224: tensor<11008x4096xbf16>, %arg225: tensor<11008x4096xbf16>, %arg226: tensor<4096x11008xbf16>, %arg227: tensor<4096xbf16>, %arg228: tensor<4096xbf16>, %arg229: tensor<4096x4096xbf16>, %arg230: tensor<4096x4096xbf16>, %arg231: tensor<4096x4096xbf16>, %arg232: tensor<4096x4096xbf16>, %arg233: tensor<11008x4096xbf16>, %arg234: tensor<11008x4096xbf16>, %arg235: tensor<4096x11008xbf16>, %arg236: tensor<4096xbf16>, %arg237: tensor<4096xbf16>, %arg238: tensor<4096x4096xbf16>, %arg239: tensor<4096x4096xbf16>, %arg240: tensor<4096x4096xbf16>, %arg241: tensor<4096x4096xbf16>, %arg242: tensor<11008x4096xbf16>, %arg243: tensor<11008x4096xbf16>, %arg244: tensor<4096x11008xbf16>, %arg245: tensor<4096xbf16>, %arg246: tensor<4096xbf16>, %arg247: tensor<4096x4096xbf16>, %arg248: tensor<4096x4096xbf16>, %arg249: tensor<4096x4096xbf16>, %arg250: tensor<4096x4096xbf16>, %arg251: tensor<11008x4096xbf16>, %arg252: tensor<11008x4096xbf16>, %arg253: tensor<4096x11008xbf16>, %arg254: tensor<4096xbf16>, %arg255: tensor<4096xbf16>, %arg256: tensor<4096x4096xbf16>, %arg257: tensor<4096x4096xbf16>, %arg258: tensor<4096x4096xbf16>, %arg259: tensor<4096x4096xbf16>, %arg260: tensor<11008x4096xbf16>, %arg261: tensor<11008x4096xbf16>, %arg262: tensor<4096x11008xbf16>, %arg263: tensor<4096xbf16>, %arg264: tensor<4096xbf16>, %arg265: tensor<4096x4096xbf16>, %arg266: tensor<4096x4096xbf16>, %arg267: tensor<4096x4096xbf16>, %arg268: tensor<4096x4096xbf16>, %arg269: tensor<11008x4096xbf16>, %arg270: tensor<11008x4096xbf16>, %arg271: tensor<4096x11008xbf16>, %arg272: tensor<4096xbf16>, %arg273: tensor<4096xbf16>, %arg274: tensor<4096x4096xbf16>, %arg275: tensor<4096x4096xbf16>, %arg276: tensor<4096x4096xbf16>, %arg277: tensor<4096x4096xbf16>, %arg278: tensor<11008x4096xbf16>, %arg279: tensor<11008x4096xbf16>, %arg280: tensor<4096x11008xbf16>, %arg281: tensor<4096xbf16>, %arg282: tensor<4096xbf16>, %arg283: tensor<4096x4096xbf16>, %arg284: tensor<4096x4096xbf16>, %arg285: tensor<4096x4096xbf16>, %arg286: tensor<4096x4096xbf16>, %arg287: tensor<11008x4096xbf16>, %arg288: tensor<11008x4096xbf16>, %arg289: tensor<4096x11008xbf16>, %arg290: tensor<4096xbf16>, %arg291: tensor<4096xbf16>, %arg292: tensor<4096x4096xbf16>, %arg293: tensor<4096x4096xbf16>, %arg294: tensor<4096x4096xbf16>, %arg295: tensor<4096x4096xbf16>, %arg296: tensor<11008x4096xbf16>, %arg297: tensor<11008x4096xbf16>, %arg298: tensor<4096x11008xbf16>, %arg299: tensor<4096xbf16>, %arg300: tensor<4096xbf16>, %arg301: tensor<4096x4096xbf16>, %arg302: tensor<4096x4096xbf16>, %arg303: tensor<4096x4096xbf16>, %arg304: tensor<4096x4096xbf16>, %arg305: tensor<11008x4096xbf16>, %arg306: tensor<11008x4096xbf16>, %arg307: tensor<4096x11008xbf16>, %arg308: tensor<4096xbf16>, %arg309: tensor<4096xbf16>, %arg310: tensor<4096x4096xbf16>, %arg311: tensor<4096x4096xbf16>, %arg312: tensor<4096x4096xbf16>, %arg313: tensor<4096x4096xbf16>, %arg314: tensor<11008x4096xbf16>, %arg315: tensor<11008x4096xbf16>, %arg316: tensor<4096x11008xbf16>, %arg317: tensor<4096xbf16>, %arg318: tensor<4096xbf16>, %arg319: tensor<4096x4096xbf16>, %arg320: tensor<4096x4096xbf16>, %arg321: tensor<4096x4096xbf16>, %arg322: tensor<4096x4096xbf16>, %arg323: tensor<11008x4096xbf16>, %arg324: tensor<11008x4096xbf16>, %arg325: tensor<4096x11008xbf16>, %arg326: tensor<4096xbf16>, %arg327: tensor<4096xbf16>, %arg328: tensor<4096x4096xbf16>, %arg329: tensor<4096x4096xbf16>, %arg330: tensor<4096x4096xbf16>, %arg331: tensor<4096x4096xbf16>, %arg332: tensor<11008x4096xbf16>, %arg333: tensor<11008x4096xbf16>, %arg334: tensor<4096x11008xbf16>, %arg335: tensor<4096xbf16>, %arg336: tensor<4096xbf16>, %arg337: tensor<4096x4096xbf16>, %arg338: tensor<4096x4096xbf16>, %arg339: tensor<4096x4096xbf16>, %arg340: tensor<4096x4096xbf16>, %arg341: tensor<11008x4096xbf16>, %arg342: tensor<11008x4096xbf16>, %arg343: tensor<4096x11008xbf16>, %arg344: tensor<4096xbf16>, %arg345: tensor<4096xbf16>, %arg346: tensor<4096x4096xbf16>, %arg347: tensor<4096x4096xbf16>, %arg348: tensor<4096x4096xbf16>, %arg349: tensor<4096x4096xbf16>, %arg350: tensor<11008x4096xbf16>, %arg351: tensor<11008x4096xbf16>, %arg352: tensor<4096x11008xbf16>, %arg353: tensor<4096xbf16>, %arg354: tensor<4096xbf16>, %arg355: tensor<4096xbf16>, %arg356: tensor<32000x4096xbf16>) -> (tensor<1x1x32000xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c2048_i64 = arith.constant 2048 : i64
    %c2047_i64 = arith.constant 2047 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c32000 = arith.constant 32000 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x32x1x2048xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.29730177875068026 : f64
    %cst_7 = arith.constant 0xFFF0000000000000 : f64
    %cst_8 = arith.constant 9.9999999999999995E-7 : f64
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_10 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<1x1x4096xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x1xi64>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %2122 = arith.index_cast %in : i64 to index
      %2123 = linalg.index 2 : index
      %2124 = arith.cmpi slt, %2122, %c32000 : index
      cf.assert %2124, "index must be smaller than dim size"
      %2125 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %2125, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg66[%2122, %2123] : tensor<32000x4096xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x4096xbf16>
    %2 = tensor.empty() : tensor<1xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%3 : tensor<1xi64>) outs(%2 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %2122 = arith.addi %in, %c2047_i64 : i64
      linalg.yield %2122 : i64
    } -> tensor<1xi64>
    %5 = tensor.empty() : tensor<1x2048xi1>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x2048xi64>) outs(%5 : tensor<1x2048xi1>) {
    ^bb0(%in: i64, %out: i1):
      %2122 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %2122 : i1
    } -> tensor<1x2048xi1>
    %7 = tensor.empty() : tensor<2048xi64>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<2048xi64>) {
    ^bb0(%out: i64):
      %2122 = linalg.index 0 : index
      %2123 = arith.index_cast %2122 : index to i64
      linalg.yield %2123 : i64
    } -> tensor<2048xi64>
    %expanded = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_11 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_12 = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 1, 1, 2048] : tensor<2048xi64> into tensor<1x1x1x2048xi64>
    %9 = tensor.empty() : tensor<1x1x1x2048xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12, %expanded_11 : tensor<1x1x1x2048xi64>, tensor<1x1x1x1xi64>) outs(%9 : tensor<1x1x1x2048xi1>) {
    ^bb0(%in: i64, %in_1232: i64, %out: i1):
      %2122 = arith.cmpi sle, %in, %in_1232 : i64
      linalg.yield %2122 : i1
    } -> tensor<1x1x1x2048xi1>
    %11 = linalg.generic {indexing_maps = [#map6, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %10 : tensor<i1>, tensor<1x1x1x2048xi1>) outs(%9 : tensor<1x1x1x2048xi1>) {
    ^bb0(%in: i1, %in_1232: i1, %out: i1):
      %2122 = arith.andi %in, %in_1232 : i1
      linalg.yield %2122 : i1
    } -> tensor<1x1x1x2048xi1>
    %12 = linalg.generic {indexing_maps = [#map7, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<1x1x1x1xi64>, tensor<1x1x1x2048xi64>) outs(%9 : tensor<1x1x1x2048xi1>) {
    ^bb0(%in: i64, %in_1232: i64, %out: i1):
      %2122 = arith.cmpi slt, %in, %c0_i64 : i64
      %2123 = arith.addi %in, %c1_i64 : i64
      %2124 = arith.select %2122, %2123, %in : i64
      %2125 = arith.index_cast %2124 : i64 to index
      %2126 = arith.cmpi slt, %in_1232, %c0_i64 : i64
      %2127 = arith.addi %in_1232, %c2048_i64 : i64
      %2128 = arith.select %2126, %2127, %in_1232 : i64
      %2129 = arith.index_cast %2128 : i64 to index
      %extracted = tensor.extract %6[%2125, %2129] : tensor<1x2048xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x1x2048xi1>
    %13 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %12 : tensor<1x1x1x2048xi1>, tensor<1x1x1x2048xi1>) outs(%9 : tensor<1x1x1x2048xi1>) {
    ^bb0(%in: i1, %in_1232: i1, %out: i1):
      %2122 = arith.andi %in, %in_1232 : i1
      linalg.yield %2122 : i1
    } -> tensor<1x1x1x2048xi1>
    %expanded_13 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, 1, 1] : tensor<1xi64> into tensor<1x1x1xi64>
    %14 = tensor.empty() : tensor<1x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_13 : tensor<1x1x1xi64>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %2122 = arith.sitofp %in : i64 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %16 = tensor.empty() : tensor<1x1x64xf32>
    %17 = linalg.generic {indexing_maps = [#map9, #map10, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_9 : tensor<1x1x1xf32>, tensor<64xf32>) outs(%16 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x64xf32>
    %concat = tensor.concat dim(2) %17, %17 : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x128xf32>
    %18 = tensor.empty() : tensor<1x1x128xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x128xf32>) outs(%18 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.cos %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x128xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x1x128xf32>) outs(%18 : tensor<1x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.sin %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x128xf32>
    %21 = tensor.empty() : tensor<1x1x128xbf16>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x1x128xf32>) outs(%21 : tensor<1x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x128xbf16>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x1x128xf32>) outs(%21 : tensor<1x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x128xbf16>
    %24 = tensor.empty() : tensor<1x1x4096xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%26 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25, %31 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %34 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74, %33 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %35 = tensor.empty() : tensor<4096x4096xbf16>
    %transposed = linalg.transpose ins(%arg67 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %34 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %36 = tensor.empty() : tensor<1x4096xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %38 = linalg.matmul ins(%collapsed, %transposed : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %39 = tensor.empty() : tensor<1x4096xbf16>
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%38 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_14 = tensor.expand_shape %40 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %41 = tensor.empty() : tensor<1x32x1x128xbf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_16 = linalg.transpose ins(%arg68 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %42 = linalg.matmul ins(%collapsed, %transposed_16 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_17 = tensor.expand_shape %43 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_19 = linalg.transpose ins(%arg69 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %44 = linalg.matmul ins(%collapsed, %transposed_19 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%44 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_20 = tensor.expand_shape %45 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_21 = linalg.transpose ins(%expanded_20 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_22 = tensor.expand_shape %22 [[0], [1, 2], [3]] output_shape [1, 1, 1, 128] : tensor<1x1x128xbf16> into tensor<1x1x1x128xbf16>
    %expanded_23 = tensor.expand_shape %23 [[0], [1, 2], [3]] output_shape [1, 1, 1, 128] : tensor<1x1x128xbf16> into tensor<1x1x1x128xbf16>
    %46 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_15, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice = tensor.extract_slice %transposed_15[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_24 = tensor.extract_slice %transposed_15[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %47 = tensor.empty() : tensor<1x32x1x64xbf16>
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_25 = tensor.concat dim(3) %48, %extracted_slice : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %49 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_25, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %50 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %49 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %51 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_18, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_26 = tensor.extract_slice %transposed_18[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_27 = tensor.extract_slice %transposed_18[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %52 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_27 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_28 = tensor.concat dim(3) %52, %extracted_slice_26 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %53 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_28, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %53 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_29 = tensor.concat dim(2) %arg2, %54 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_30 = tensor.concat dim(2) %arg3, %transposed_21 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %55 = tensor.empty() : tensor<1x1x1x2048xbf16>
    %56 = linalg.generic {indexing_maps = [#map4, #map6, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %cst_3, %cst_4 : tensor<1x1x1x2048xi1>, tensor<bf16>, tensor<bf16>) outs(%55 : tensor<1x1x1x2048xbf16>) {
    ^bb0(%in: i1, %in_1232: bf16, %in_1233: bf16, %out: bf16):
      %2122 = arith.select %in, %in_1232, %in_1233 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x1x2048xbf16>
    %57 = tensor.empty() : tensor<1x32x1x128xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %59 = tensor.empty() : tensor<1x32x2048x128xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_29 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %61 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %63 = tensor.empty() : tensor<1x32x128x2048xf32>
    %transposed_31 = linalg.transpose ins(%60 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_31 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_32 = tensor.collapse_shape %62 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_33 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %65 = tensor.empty() : tensor<32x1x2048xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %67 = linalg.batch_matmul ins(%collapsed_32, %collapsed_33 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_34 = tensor.expand_shape %67 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %68 = tensor.empty() : tensor<1x32x1x2048xf32>
    %69 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %70 = tensor.empty() : tensor<1x32x1xi64>
    %71 = linalg.fill ins(%c0_i64 : i64) outs(%70 : tensor<1x32x1xi64>) -> tensor<1x32x1xi64>
    %72 = tensor.empty() : tensor<1x32x1xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %74:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_35 = tensor.expand_shape %74#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_35 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %77 = tensor.empty() : tensor<1x32x1x1xf32>
    %78 = linalg.fill ins(%cst : f32) outs(%77 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%76 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %79 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %81 = tensor.empty() : tensor<1x32x1x2048xi1>
    %82 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %83 = tensor.empty() : tensor<1x32x1x1xi1>
    %84 = linalg.fill ins(%true : i1) outs(%83 : tensor<1x32x1x1xi1>) -> tensor<1x32x1x1xi1>
    %85 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%82 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %86 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %cst_2, %80 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_36 = tensor.collapse_shape %86 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_37 = tensor.collapse_shape %61 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %87 = tensor.empty() : tensor<32x1x128xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %89 = linalg.batch_matmul ins(%collapsed_36, %collapsed_37 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_38 = tensor.expand_shape %89 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_38 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %91 = tensor.empty() : tensor<1x1x32x128xbf16>
    %transposed_39 = linalg.transpose ins(%90 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_40 = linalg.transpose ins(%arg70 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_41 = tensor.collapse_shape %transposed_39 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %92 = linalg.matmul ins(%collapsed_41, %transposed_40 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_42 = tensor.expand_shape %93 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %94 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %expanded_42 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%96 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %100 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %103 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75, %102 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %104 = tensor.empty() : tensor<4096x11008xbf16>
    %transposed_43 = linalg.transpose ins(%arg71 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %103 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %105 = tensor.empty() : tensor<1x11008xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %107 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %108 = tensor.empty() : tensor<1x11008xbf16>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_45 = tensor.expand_shape %109 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %110 = tensor.empty() : tensor<1x1x11008xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_45 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %112 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %114 = tensor.empty() : tensor<1x1x11008xbf16>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_46 = linalg.transpose ins(%arg72 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %116 = linalg.matmul ins(%collapsed_44, %transposed_46 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%116 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_47 = tensor.expand_shape %117 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %118 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115, %expanded_47 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %119 = tensor.empty() : tensor<11008x4096xbf16>
    %transposed_48 = linalg.transpose ins(%arg73 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %118 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %120 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_50 = tensor.expand_shape %121 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %expanded_50 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%124 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %128 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %131 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg83, %130 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_51 = linalg.transpose ins(%arg76 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_52 = tensor.collapse_shape %131 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %132 = linalg.matmul ins(%collapsed_52, %transposed_51 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%132 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_53 = tensor.expand_shape %133 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_55 = linalg.transpose ins(%arg77 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %134 = linalg.matmul ins(%collapsed_52, %transposed_55 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %135 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_56 = tensor.expand_shape %135 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_58 = linalg.transpose ins(%arg78 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %136 = linalg.matmul ins(%collapsed_52, %transposed_58 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%136 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_59 = tensor.expand_shape %137 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %138 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_61 = tensor.extract_slice %transposed_54[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_62 = tensor.extract_slice %transposed_54[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %139 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_63 = tensor.concat dim(3) %139, %extracted_slice_61 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %140 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_63, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %141 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %140 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %142 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_57, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_64 = tensor.extract_slice %transposed_57[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_65 = tensor.extract_slice %transposed_57[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %143 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_65 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_66 = tensor.concat dim(3) %143, %extracted_slice_64 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %144 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_66, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %145 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %144 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_67 = tensor.concat dim(2) %arg4, %145 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_68 = tensor.concat dim(2) %arg5, %transposed_60 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %146 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %147 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_67 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %148 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_68 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %149 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_69 = linalg.transpose ins(%147 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %150 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_70 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_71 = tensor.collapse_shape %150 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %151 = linalg.batch_matmul ins(%collapsed_70, %collapsed_71 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_72 = tensor.expand_shape %151 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_72, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %153:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%152 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_73 = tensor.expand_shape %153#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_73 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%155 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %157 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %156 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %158 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %159 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%158 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %160 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159, %cst_2, %157 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_74 = tensor.collapse_shape %160 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_75 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %161 = linalg.batch_matmul ins(%collapsed_74, %collapsed_75 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_76 = tensor.expand_shape %161 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_76 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_77 = linalg.transpose ins(%162 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_78 = linalg.transpose ins(%arg79 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_79 = tensor.collapse_shape %transposed_77 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %163 = linalg.matmul ins(%collapsed_79, %transposed_78 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %164 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%163 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_80 = tensor.expand_shape %164 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %expanded_80 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%167 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166, %171 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %174 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84, %173 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_81 = linalg.transpose ins(%arg80 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_82 = tensor.collapse_shape %174 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %175 = linalg.matmul ins(%collapsed_82, %transposed_81 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%175 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_83 = tensor.expand_shape %176 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_83 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%177, %178 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_84 = linalg.transpose ins(%arg81 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %181 = linalg.matmul ins(%collapsed_82, %transposed_84 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %182 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%181 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_85 = tensor.expand_shape %182 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %183 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180, %expanded_85 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_86 = linalg.transpose ins(%arg82 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_87 = tensor.collapse_shape %183 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %184 = linalg.matmul ins(%collapsed_87, %transposed_86 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %185 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%184 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_88 = tensor.expand_shape %185 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %186 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165, %expanded_88 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %187 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%188 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187, %192 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %195 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %194 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_89 = linalg.transpose ins(%arg85 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %195 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %196 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_91 = tensor.expand_shape %197 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_92 = linalg.transpose ins(%expanded_91 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_93 = linalg.transpose ins(%arg86 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %198 = linalg.matmul ins(%collapsed_90, %transposed_93 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_94 = tensor.expand_shape %199 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_96 = linalg.transpose ins(%arg87 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %200 = linalg.matmul ins(%collapsed_90, %transposed_96 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_97 = tensor.expand_shape %201 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %202 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_92, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_99 = tensor.extract_slice %transposed_92[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_100 = tensor.extract_slice %transposed_92[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %203 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_100 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_101 = tensor.concat dim(3) %203, %extracted_slice_99 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %204 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_101, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %205 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %204 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %206 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_95, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_102 = tensor.extract_slice %transposed_95[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_103 = tensor.extract_slice %transposed_95[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %207 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_103 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_104 = tensor.concat dim(3) %207, %extracted_slice_102 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %208 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_104, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %209 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %208 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_105 = tensor.concat dim(2) %arg6, %209 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_106 = tensor.concat dim(2) %arg7, %transposed_98 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %210 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_105 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %212 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_106 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %213 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_107 = linalg.transpose ins(%211 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %214 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_107 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_108 = tensor.collapse_shape %213 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_109 = tensor.collapse_shape %214 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %215 = linalg.batch_matmul ins(%collapsed_108, %collapsed_109 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_110 = tensor.expand_shape %215 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %216 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_110, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %217:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%216 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_111 = tensor.expand_shape %217#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %expanded_111 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %219 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %220 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%219 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %220 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %222 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %223 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%222 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %224 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %cst_2, %221 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_112 = tensor.collapse_shape %224 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_113 = tensor.collapse_shape %212 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %225 = linalg.batch_matmul ins(%collapsed_112, %collapsed_113 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_114 = tensor.expand_shape %225 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %226 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_114 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_115 = linalg.transpose ins(%226 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_116 = linalg.transpose ins(%arg88 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_117 = tensor.collapse_shape %transposed_115 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %227 = linalg.matmul ins(%collapsed_117, %transposed_116 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%227 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_118 = tensor.expand_shape %228 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %expanded_118 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %235 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %238 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg93, %237 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_119 = linalg.transpose ins(%arg89 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_120 = tensor.collapse_shape %238 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %239 = linalg.matmul ins(%collapsed_120, %transposed_119 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_121 = tensor.expand_shape %240 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_121 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %242 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_122 = linalg.transpose ins(%arg90 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %245 = linalg.matmul ins(%collapsed_120, %transposed_122 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%245 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_123 = tensor.expand_shape %246 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %expanded_123 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_124 = linalg.transpose ins(%arg91 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_125 = tensor.collapse_shape %247 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %248 = linalg.matmul ins(%collapsed_125, %transposed_124 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_126 = tensor.expand_shape %249 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %expanded_126 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%252 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %256 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %259 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg101, %258 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_127 = linalg.transpose ins(%arg94 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_128 = tensor.collapse_shape %259 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %260 = linalg.matmul ins(%collapsed_128, %transposed_127 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %261 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%260 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_129 = tensor.expand_shape %261 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_130 = linalg.transpose ins(%expanded_129 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_131 = linalg.transpose ins(%arg95 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %262 = linalg.matmul ins(%collapsed_128, %transposed_131 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_132 = tensor.expand_shape %263 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_133 = linalg.transpose ins(%expanded_132 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_134 = linalg.transpose ins(%arg96 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %264 = linalg.matmul ins(%collapsed_128, %transposed_134 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%264 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_135 = tensor.expand_shape %265 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %266 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_130, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_137 = tensor.extract_slice %transposed_130[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_138 = tensor.extract_slice %transposed_130[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %267 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_138 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_139 = tensor.concat dim(3) %267, %extracted_slice_137 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %268 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_139, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %269 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %268 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %270 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_133, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_140 = tensor.extract_slice %transposed_133[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_141 = tensor.extract_slice %transposed_133[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %271 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_141 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_142 = tensor.concat dim(3) %271, %extracted_slice_140 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %272 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_142, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %273 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %272 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_143 = tensor.concat dim(2) %arg8, %273 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_144 = tensor.concat dim(2) %arg9, %transposed_136 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %274 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %275 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_143 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %276 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_144 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %277 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_145 = linalg.transpose ins(%275 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %278 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_145 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_146 = tensor.collapse_shape %277 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_147 = tensor.collapse_shape %278 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %279 = linalg.batch_matmul ins(%collapsed_146, %collapsed_147 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_148 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %280 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_148, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %281:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%280 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_149 = tensor.expand_shape %281#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_149 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %283 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %284 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%283 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %284 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %286 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %287 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%286 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %288 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %cst_2, %285 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_150 = tensor.collapse_shape %288 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_151 = tensor.collapse_shape %276 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %289 = linalg.batch_matmul ins(%collapsed_150, %collapsed_151 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_152 = tensor.expand_shape %289 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %290 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_152 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_153 = linalg.transpose ins(%290 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_154 = linalg.transpose ins(%arg97 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_155 = tensor.collapse_shape %transposed_153 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %291 = linalg.matmul ins(%collapsed_155, %transposed_154 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_156 = tensor.expand_shape %292 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %expanded_156 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%295 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %299 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %302 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102, %301 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_157 = linalg.transpose ins(%arg98 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_158 = tensor.collapse_shape %302 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %303 = linalg.matmul ins(%collapsed_158, %transposed_157 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_159 = tensor.expand_shape %304 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_159 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %306 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_160 = linalg.transpose ins(%arg99 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %309 = linalg.matmul ins(%collapsed_158, %transposed_160 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_161 = tensor.expand_shape %310 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %expanded_161 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_162 = linalg.transpose ins(%arg100 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_163 = tensor.collapse_shape %311 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %312 = linalg.matmul ins(%collapsed_163, %transposed_162 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%312 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_164 = tensor.expand_shape %313 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %expanded_164 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%316 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %320 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %323 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110, %322 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_165 = linalg.transpose ins(%arg103 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_166 = tensor.collapse_shape %323 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %324 = linalg.matmul ins(%collapsed_166, %transposed_165 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %325 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%324 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_167 = tensor.expand_shape %325 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_168 = linalg.transpose ins(%expanded_167 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_169 = linalg.transpose ins(%arg104 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %326 = linalg.matmul ins(%collapsed_166, %transposed_169 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%326 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_170 = tensor.expand_shape %327 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_172 = linalg.transpose ins(%arg105 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %328 = linalg.matmul ins(%collapsed_166, %transposed_172 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%328 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_173 = tensor.expand_shape %329 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_174 = linalg.transpose ins(%expanded_173 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %330 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_168, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_175 = tensor.extract_slice %transposed_168[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_176 = tensor.extract_slice %transposed_168[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %331 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_176 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_177 = tensor.concat dim(3) %331, %extracted_slice_175 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %332 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_177, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %333 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %332 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %334 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_171, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_178 = tensor.extract_slice %transposed_171[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_179 = tensor.extract_slice %transposed_171[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %335 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_179 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_180 = tensor.concat dim(3) %335, %extracted_slice_178 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %336 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_180, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %337 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %336 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_181 = tensor.concat dim(2) %arg10, %337 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_182 = tensor.concat dim(2) %arg11, %transposed_174 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %338 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %339 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_181 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %340 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_182 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %341 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_183 = linalg.transpose ins(%339 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %342 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_183 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_184 = tensor.collapse_shape %341 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_185 = tensor.collapse_shape %342 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %343 = linalg.batch_matmul ins(%collapsed_184, %collapsed_185 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_186 = tensor.expand_shape %343 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %344 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_186, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %345:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%344 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_187 = tensor.expand_shape %345#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %expanded_187 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %347 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %348 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%347 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %348 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %351 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%350 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %352 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %cst_2, %349 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_188 = tensor.collapse_shape %352 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_189 = tensor.collapse_shape %340 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %353 = linalg.batch_matmul ins(%collapsed_188, %collapsed_189 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_190 = tensor.expand_shape %353 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %354 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_190 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_191 = linalg.transpose ins(%354 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_192 = linalg.transpose ins(%arg106 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_193 = tensor.collapse_shape %transposed_191 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %355 = linalg.matmul ins(%collapsed_193, %transposed_192 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%355 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_194 = tensor.expand_shape %356 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %357 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %expanded_194 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%359 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %363 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %366 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111, %365 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_195 = linalg.transpose ins(%arg107 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_196 = tensor.collapse_shape %366 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %367 = linalg.matmul ins(%collapsed_196, %transposed_195 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%367 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_197 = tensor.expand_shape %368 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_197 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %370 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_198 = linalg.transpose ins(%arg108 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %373 = linalg.matmul ins(%collapsed_196, %transposed_198 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%373 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_199 = tensor.expand_shape %374 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %expanded_199 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_200 = linalg.transpose ins(%arg109 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_201 = tensor.collapse_shape %375 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %376 = linalg.matmul ins(%collapsed_201, %transposed_200 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%376 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_202 = tensor.expand_shape %377 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%357, %expanded_202 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%380 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379, %384 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %387 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119, %386 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_203 = linalg.transpose ins(%arg112 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_204 = tensor.collapse_shape %387 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %388 = linalg.matmul ins(%collapsed_204, %transposed_203 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%388 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_205 = tensor.expand_shape %389 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_206 = linalg.transpose ins(%expanded_205 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_207 = linalg.transpose ins(%arg113 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %390 = linalg.matmul ins(%collapsed_204, %transposed_207 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%390 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_208 = tensor.expand_shape %391 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_209 = linalg.transpose ins(%expanded_208 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_210 = linalg.transpose ins(%arg114 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %392 = linalg.matmul ins(%collapsed_204, %transposed_210 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%392 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_211 = tensor.expand_shape %393 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_212 = linalg.transpose ins(%expanded_211 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %394 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_206, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_213 = tensor.extract_slice %transposed_206[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_214 = tensor.extract_slice %transposed_206[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %395 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_214 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_215 = tensor.concat dim(3) %395, %extracted_slice_213 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %396 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_215, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %397 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %396 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %398 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_209, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_216 = tensor.extract_slice %transposed_209[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_217 = tensor.extract_slice %transposed_209[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %399 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_217 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_218 = tensor.concat dim(3) %399, %extracted_slice_216 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %400 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_218, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %401 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %400 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_219 = tensor.concat dim(2) %arg12, %401 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_220 = tensor.concat dim(2) %arg13, %transposed_212 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %402 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %403 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_219 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %404 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_220 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %405 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_221 = linalg.transpose ins(%403 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %406 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_221 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_222 = tensor.collapse_shape %405 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_223 = tensor.collapse_shape %406 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %407 = linalg.batch_matmul ins(%collapsed_222, %collapsed_223 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_224 = tensor.expand_shape %407 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %408 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_224, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %409:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%408 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_225 = tensor.expand_shape %409#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %expanded_225 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %411 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %412 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%411 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %412 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %414 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %415 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%414 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %416 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %cst_2, %413 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_226 = tensor.collapse_shape %416 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_227 = tensor.collapse_shape %404 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %417 = linalg.batch_matmul ins(%collapsed_226, %collapsed_227 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_228 = tensor.expand_shape %417 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %418 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_228 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_229 = linalg.transpose ins(%418 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_230 = linalg.transpose ins(%arg115 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_231 = tensor.collapse_shape %transposed_229 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %419 = linalg.matmul ins(%collapsed_231, %transposed_230 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%419 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_232 = tensor.expand_shape %420 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %421 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %expanded_232 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %422 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%423 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %427 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %430 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120, %429 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_233 = linalg.transpose ins(%arg116 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_234 = tensor.collapse_shape %430 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %431 = linalg.matmul ins(%collapsed_234, %transposed_233 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%431 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_235 = tensor.expand_shape %432 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %435 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %434 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_236 = linalg.transpose ins(%arg117 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %437 = linalg.matmul ins(%collapsed_234, %transposed_236 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %438 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%437 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_237 = tensor.expand_shape %438 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %439 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %expanded_237 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_238 = linalg.transpose ins(%arg118 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_239 = tensor.collapse_shape %439 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %440 = linalg.matmul ins(%collapsed_239, %transposed_238 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %441 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%440 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_240 = tensor.expand_shape %441 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %expanded_240 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%444 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%447 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443, %448 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%449 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %451 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg128, %450 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_241 = linalg.transpose ins(%arg121 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_242 = tensor.collapse_shape %451 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %452 = linalg.matmul ins(%collapsed_242, %transposed_241 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%452 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_243 = tensor.expand_shape %453 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_244 = linalg.transpose ins(%expanded_243 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_245 = linalg.transpose ins(%arg122 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %454 = linalg.matmul ins(%collapsed_242, %transposed_245 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%454 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_246 = tensor.expand_shape %455 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_247 = linalg.transpose ins(%expanded_246 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_248 = linalg.transpose ins(%arg123 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %456 = linalg.matmul ins(%collapsed_242, %transposed_248 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %457 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%456 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_249 = tensor.expand_shape %457 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_250 = linalg.transpose ins(%expanded_249 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %458 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_244, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_251 = tensor.extract_slice %transposed_244[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_252 = tensor.extract_slice %transposed_244[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %459 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_252 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_253 = tensor.concat dim(3) %459, %extracted_slice_251 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %460 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_253, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %461 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %460 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %462 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_247, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_254 = tensor.extract_slice %transposed_247[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_255 = tensor.extract_slice %transposed_247[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %463 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_255 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_256 = tensor.concat dim(3) %463, %extracted_slice_254 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %464 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_256, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %465 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %464 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_257 = tensor.concat dim(2) %arg14, %465 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_258 = tensor.concat dim(2) %arg15, %transposed_250 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %466 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %467 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_257 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %468 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_258 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %469 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_259 = linalg.transpose ins(%467 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %470 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_259 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_260 = tensor.collapse_shape %469 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_261 = tensor.collapse_shape %470 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %471 = linalg.batch_matmul ins(%collapsed_260, %collapsed_261 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_262 = tensor.expand_shape %471 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %472 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_262, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %473:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%472 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_263 = tensor.expand_shape %473#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %expanded_263 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %475 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %476 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%475 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %477 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %476 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %478 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %479 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%478 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %480 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %cst_2, %477 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_264 = tensor.collapse_shape %480 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_265 = tensor.collapse_shape %468 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %481 = linalg.batch_matmul ins(%collapsed_264, %collapsed_265 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_266 = tensor.expand_shape %481 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %482 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_266 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_267 = linalg.transpose ins(%482 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_268 = linalg.transpose ins(%arg124 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_269 = tensor.collapse_shape %transposed_267 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %483 = linalg.matmul ins(%collapsed_269, %transposed_268 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %484 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%483 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_270 = tensor.expand_shape %484 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %485 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %expanded_270 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%487 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%489 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %491 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %494 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg129, %493 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_271 = linalg.transpose ins(%arg125 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_272 = tensor.collapse_shape %494 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %495 = linalg.matmul ins(%collapsed_272, %transposed_271 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %496 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%495 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_273 = tensor.expand_shape %496 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_273 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%497, %498 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_274 = linalg.transpose ins(%arg126 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %501 = linalg.matmul ins(%collapsed_272, %transposed_274 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %502 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%501 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_275 = tensor.expand_shape %502 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %503 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %expanded_275 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_276 = linalg.transpose ins(%arg127 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_277 = tensor.collapse_shape %503 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %504 = linalg.matmul ins(%collapsed_277, %transposed_276 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_278 = tensor.expand_shape %505 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %expanded_278 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%508 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %512 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %515 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137, %514 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_279 = linalg.transpose ins(%arg130 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_280 = tensor.collapse_shape %515 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %516 = linalg.matmul ins(%collapsed_280, %transposed_279 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %517 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%516 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_281 = tensor.expand_shape %517 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_282 = linalg.transpose ins(%expanded_281 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_283 = linalg.transpose ins(%arg131 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %518 = linalg.matmul ins(%collapsed_280, %transposed_283 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %519 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%518 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_284 = tensor.expand_shape %519 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_285 = linalg.transpose ins(%expanded_284 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_286 = linalg.transpose ins(%arg132 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %520 = linalg.matmul ins(%collapsed_280, %transposed_286 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %521 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%520 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_287 = tensor.expand_shape %521 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_288 = linalg.transpose ins(%expanded_287 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %522 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_282, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_289 = tensor.extract_slice %transposed_282[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_290 = tensor.extract_slice %transposed_282[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %523 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_290 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_291 = tensor.concat dim(3) %523, %extracted_slice_289 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %524 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_291, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %525 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %524 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %526 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_285, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_292 = tensor.extract_slice %transposed_285[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_293 = tensor.extract_slice %transposed_285[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %527 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_293 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_294 = tensor.concat dim(3) %527, %extracted_slice_292 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %528 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_294, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %529 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %528 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_295 = tensor.concat dim(2) %arg16, %529 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_296 = tensor.concat dim(2) %arg17, %transposed_288 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %530 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %531 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_295 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %532 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_296 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %533 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_297 = linalg.transpose ins(%531 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %534 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_297 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_298 = tensor.collapse_shape %533 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_299 = tensor.collapse_shape %534 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %535 = linalg.batch_matmul ins(%collapsed_298, %collapsed_299 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_300 = tensor.expand_shape %535 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %536 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_300, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %537:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%536 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_301 = tensor.expand_shape %537#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %538 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %expanded_301 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %539 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %540 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%539 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %540 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %542 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %543 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%542 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %544 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %cst_2, %541 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_302 = tensor.collapse_shape %544 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_303 = tensor.collapse_shape %532 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %545 = linalg.batch_matmul ins(%collapsed_302, %collapsed_303 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_304 = tensor.expand_shape %545 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %546 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_304 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_305 = linalg.transpose ins(%546 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_306 = linalg.transpose ins(%arg133 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_307 = tensor.collapse_shape %transposed_305 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %547 = linalg.matmul ins(%collapsed_307, %transposed_306 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %548 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%547 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_308 = tensor.expand_shape %548 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %549 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506, %expanded_308 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%551 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550, %555 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %558 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138, %557 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_309 = linalg.transpose ins(%arg134 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_310 = tensor.collapse_shape %558 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %559 = linalg.matmul ins(%collapsed_310, %transposed_309 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %560 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_311 = tensor.expand_shape %560 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %561 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_311 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%561, %562 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_312 = linalg.transpose ins(%arg135 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %565 = linalg.matmul ins(%collapsed_310, %transposed_312 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %566 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%565 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_313 = tensor.expand_shape %566 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %567 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %expanded_313 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_314 = linalg.transpose ins(%arg136 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_315 = tensor.collapse_shape %567 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %568 = linalg.matmul ins(%collapsed_315, %transposed_314 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %569 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%568 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_316 = tensor.expand_shape %569 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %570 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %expanded_316 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%572 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %576 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %579 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg146, %578 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_317 = linalg.transpose ins(%arg139 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_318 = tensor.collapse_shape %579 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %580 = linalg.matmul ins(%collapsed_318, %transposed_317 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %581 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%580 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_319 = tensor.expand_shape %581 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_320 = linalg.transpose ins(%expanded_319 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_321 = linalg.transpose ins(%arg140 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %582 = linalg.matmul ins(%collapsed_318, %transposed_321 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %583 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%582 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_322 = tensor.expand_shape %583 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_323 = linalg.transpose ins(%expanded_322 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_324 = linalg.transpose ins(%arg141 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %584 = linalg.matmul ins(%collapsed_318, %transposed_324 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %585 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%584 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_325 = tensor.expand_shape %585 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_326 = linalg.transpose ins(%expanded_325 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %586 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_320, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_327 = tensor.extract_slice %transposed_320[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_328 = tensor.extract_slice %transposed_320[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %587 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_328 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_329 = tensor.concat dim(3) %587, %extracted_slice_327 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %588 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_329, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %589 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586, %588 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %590 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_323, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_330 = tensor.extract_slice %transposed_323[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_331 = tensor.extract_slice %transposed_323[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %591 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_331 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_332 = tensor.concat dim(3) %591, %extracted_slice_330 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %592 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_332, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %593 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %592 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_333 = tensor.concat dim(2) %arg18, %593 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_334 = tensor.concat dim(2) %arg19, %transposed_326 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %594 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%589 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %595 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_333 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %596 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_334 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %597 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%594 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_335 = linalg.transpose ins(%595 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %598 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_335 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_336 = tensor.collapse_shape %597 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_337 = tensor.collapse_shape %598 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %599 = linalg.batch_matmul ins(%collapsed_336, %collapsed_337 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_338 = tensor.expand_shape %599 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %600 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_338, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %601:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%600 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_339 = tensor.expand_shape %601#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %602 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %expanded_339 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %603 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %604 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%603 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %605 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%603, %604 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %606 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %607 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%606 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %608 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607, %cst_2, %605 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_340 = tensor.collapse_shape %608 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_341 = tensor.collapse_shape %596 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %609 = linalg.batch_matmul ins(%collapsed_340, %collapsed_341 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_342 = tensor.expand_shape %609 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %610 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_342 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_343 = linalg.transpose ins(%610 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_344 = linalg.transpose ins(%arg142 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_345 = tensor.collapse_shape %transposed_343 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %611 = linalg.matmul ins(%collapsed_345, %transposed_344 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %612 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_346 = tensor.expand_shape %612 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %613 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %expanded_346 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %614 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%615 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%614, %619 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %622 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg147, %621 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_347 = linalg.transpose ins(%arg143 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_348 = tensor.collapse_shape %622 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %623 = linalg.matmul ins(%collapsed_348, %transposed_347 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %624 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%623 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_349 = tensor.expand_shape %624 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %625 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_349 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%625, %626 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %628 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_350 = linalg.transpose ins(%arg144 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %629 = linalg.matmul ins(%collapsed_348, %transposed_350 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %630 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%629 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_351 = tensor.expand_shape %630 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %631 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628, %expanded_351 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_352 = linalg.transpose ins(%arg145 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_353 = tensor.collapse_shape %631 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %632 = linalg.matmul ins(%collapsed_353, %transposed_352 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %633 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%632 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_354 = tensor.expand_shape %633 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %634 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%613, %expanded_354 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %635 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%636 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%638 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635, %640 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %643 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155, %642 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_355 = linalg.transpose ins(%arg148 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_356 = tensor.collapse_shape %643 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %644 = linalg.matmul ins(%collapsed_356, %transposed_355 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %645 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%644 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_357 = tensor.expand_shape %645 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_358 = linalg.transpose ins(%expanded_357 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_359 = linalg.transpose ins(%arg149 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %646 = linalg.matmul ins(%collapsed_356, %transposed_359 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %647 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%646 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_360 = tensor.expand_shape %647 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_361 = linalg.transpose ins(%expanded_360 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_362 = linalg.transpose ins(%arg150 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %648 = linalg.matmul ins(%collapsed_356, %transposed_362 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %649 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%648 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_363 = tensor.expand_shape %649 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_364 = linalg.transpose ins(%expanded_363 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %650 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_358, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_365 = tensor.extract_slice %transposed_358[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_366 = tensor.extract_slice %transposed_358[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %651 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_366 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_367 = tensor.concat dim(3) %651, %extracted_slice_365 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %652 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_367, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %653 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650, %652 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %654 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_361, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_368 = tensor.extract_slice %transposed_361[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_369 = tensor.extract_slice %transposed_361[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %655 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_369 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_370 = tensor.concat dim(3) %655, %extracted_slice_368 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %656 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_370, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %657 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%654, %656 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_371 = tensor.concat dim(2) %arg20, %657 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_372 = tensor.concat dim(2) %arg21, %transposed_364 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %658 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %659 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_371 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %660 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_372 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %661 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%658 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_373 = linalg.transpose ins(%659 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %662 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_373 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_374 = tensor.collapse_shape %661 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_375 = tensor.collapse_shape %662 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %663 = linalg.batch_matmul ins(%collapsed_374, %collapsed_375 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_376 = tensor.expand_shape %663 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %664 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_376, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %665:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%664 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_377 = tensor.expand_shape %665#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %666 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664, %expanded_377 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %667 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%666 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %668 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%667 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %669 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667, %668 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %670 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %671 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%670 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %672 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%671, %cst_2, %669 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_378 = tensor.collapse_shape %672 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_379 = tensor.collapse_shape %660 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %673 = linalg.batch_matmul ins(%collapsed_378, %collapsed_379 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_380 = tensor.expand_shape %673 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %674 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_380 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_381 = linalg.transpose ins(%674 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_382 = linalg.transpose ins(%arg151 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_383 = tensor.collapse_shape %transposed_381 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %675 = linalg.matmul ins(%collapsed_383, %transposed_382 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %676 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%675 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_384 = tensor.expand_shape %676 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %677 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634, %expanded_384 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %678 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%679 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %683 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %686 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg156, %685 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_385 = linalg.transpose ins(%arg152 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_386 = tensor.collapse_shape %686 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %687 = linalg.matmul ins(%collapsed_386, %transposed_385 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %688 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%687 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_387 = tensor.expand_shape %688 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %689 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_387 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %691 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %690 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %692 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_388 = linalg.transpose ins(%arg153 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %693 = linalg.matmul ins(%collapsed_386, %transposed_388 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %694 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%693 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_389 = tensor.expand_shape %694 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %695 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692, %expanded_389 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_390 = linalg.transpose ins(%arg154 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_391 = tensor.collapse_shape %695 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %696 = linalg.matmul ins(%collapsed_391, %transposed_390 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %697 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%696 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_392 = tensor.expand_shape %697 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %698 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %expanded_392 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %699 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%700 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699, %704 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %707 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg164, %706 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_393 = linalg.transpose ins(%arg157 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_394 = tensor.collapse_shape %707 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %708 = linalg.matmul ins(%collapsed_394, %transposed_393 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %709 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%708 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_395 = tensor.expand_shape %709 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_396 = linalg.transpose ins(%expanded_395 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_397 = linalg.transpose ins(%arg158 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %710 = linalg.matmul ins(%collapsed_394, %transposed_397 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %711 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%710 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_398 = tensor.expand_shape %711 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_399 = linalg.transpose ins(%expanded_398 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_400 = linalg.transpose ins(%arg159 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %712 = linalg.matmul ins(%collapsed_394, %transposed_400 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %713 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%712 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_401 = tensor.expand_shape %713 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_402 = linalg.transpose ins(%expanded_401 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %714 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_396, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_403 = tensor.extract_slice %transposed_396[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_404 = tensor.extract_slice %transposed_396[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %715 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_404 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_405 = tensor.concat dim(3) %715, %extracted_slice_403 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %716 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_405, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %717 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714, %716 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %718 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_399, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_406 = tensor.extract_slice %transposed_399[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_407 = tensor.extract_slice %transposed_399[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %719 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_407 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_408 = tensor.concat dim(3) %719, %extracted_slice_406 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %720 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_408, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %721 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %720 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_409 = tensor.concat dim(2) %arg22, %721 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_410 = tensor.concat dim(2) %arg23, %transposed_402 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %722 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%717 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %723 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_409 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %724 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_410 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %725 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%722 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_411 = linalg.transpose ins(%723 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %726 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_411 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_412 = tensor.collapse_shape %725 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_413 = tensor.collapse_shape %726 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %727 = linalg.batch_matmul ins(%collapsed_412, %collapsed_413 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_414 = tensor.expand_shape %727 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %728 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_414, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %729:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%728 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_415 = tensor.expand_shape %729#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %730 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728, %expanded_415 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %731 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%730 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %732 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%731 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %733 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%731, %732 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %734 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%728 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %735 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%734 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %736 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%735, %cst_2, %733 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_416 = tensor.collapse_shape %736 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_417 = tensor.collapse_shape %724 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %737 = linalg.batch_matmul ins(%collapsed_416, %collapsed_417 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_418 = tensor.expand_shape %737 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %738 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_418 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_419 = linalg.transpose ins(%738 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_420 = linalg.transpose ins(%arg160 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_421 = tensor.collapse_shape %transposed_419 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %739 = linalg.matmul ins(%collapsed_421, %transposed_420 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %740 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%739 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_422 = tensor.expand_shape %740 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %741 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698, %expanded_422 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %742 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%743 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%744 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %747 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %749 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%748 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %750 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg165, %749 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_423 = linalg.transpose ins(%arg161 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_424 = tensor.collapse_shape %750 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %751 = linalg.matmul ins(%collapsed_424, %transposed_423 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %752 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%751 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_425 = tensor.expand_shape %752 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %753 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_425 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %754 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %755 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %754 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %756 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_426 = linalg.transpose ins(%arg162 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %757 = linalg.matmul ins(%collapsed_424, %transposed_426 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %758 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%757 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_427 = tensor.expand_shape %758 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %759 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756, %expanded_427 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_428 = linalg.transpose ins(%arg163 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_429 = tensor.collapse_shape %759 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %760 = linalg.matmul ins(%collapsed_429, %transposed_428 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %761 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%760 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_430 = tensor.expand_shape %761 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %762 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%741, %expanded_430 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %763 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%764 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %769 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763, %768 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %770 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%769 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %771 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173, %770 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_431 = linalg.transpose ins(%arg166 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_432 = tensor.collapse_shape %771 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %772 = linalg.matmul ins(%collapsed_432, %transposed_431 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %773 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%772 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_433 = tensor.expand_shape %773 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_434 = linalg.transpose ins(%expanded_433 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_435 = linalg.transpose ins(%arg167 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %774 = linalg.matmul ins(%collapsed_432, %transposed_435 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %775 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%774 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_436 = tensor.expand_shape %775 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_437 = linalg.transpose ins(%expanded_436 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_438 = linalg.transpose ins(%arg168 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %776 = linalg.matmul ins(%collapsed_432, %transposed_438 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %777 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%776 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_439 = tensor.expand_shape %777 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_440 = linalg.transpose ins(%expanded_439 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %778 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_434, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_441 = tensor.extract_slice %transposed_434[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_442 = tensor.extract_slice %transposed_434[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %779 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_442 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_443 = tensor.concat dim(3) %779, %extracted_slice_441 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %780 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_443, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %781 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%778, %780 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %782 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_437, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_444 = tensor.extract_slice %transposed_437[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_445 = tensor.extract_slice %transposed_437[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %783 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_445 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_446 = tensor.concat dim(3) %783, %extracted_slice_444 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %784 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_446, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %785 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%782, %784 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_447 = tensor.concat dim(2) %arg24, %785 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_448 = tensor.concat dim(2) %arg25, %transposed_440 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %786 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %787 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_447 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %788 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_448 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %789 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%786 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_449 = linalg.transpose ins(%787 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %790 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_449 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_450 = tensor.collapse_shape %789 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_451 = tensor.collapse_shape %790 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %791 = linalg.batch_matmul ins(%collapsed_450, %collapsed_451 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_452 = tensor.expand_shape %791 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %792 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_452, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %793:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%792 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_453 = tensor.expand_shape %793#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %794 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %expanded_453 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %795 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%794 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %796 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%795 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %797 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%795, %796 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %798 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %799 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%798 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %800 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%799, %cst_2, %797 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_454 = tensor.collapse_shape %800 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_455 = tensor.collapse_shape %788 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %801 = linalg.batch_matmul ins(%collapsed_454, %collapsed_455 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_456 = tensor.expand_shape %801 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %802 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_456 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_457 = linalg.transpose ins(%802 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_458 = linalg.transpose ins(%arg169 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_459 = tensor.collapse_shape %transposed_457 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %803 = linalg.matmul ins(%collapsed_459, %transposed_458 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %804 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%803 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_460 = tensor.expand_shape %804 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %805 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%762, %expanded_460 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %806 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %807 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%806 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %808 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%807 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %809 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %810 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%809 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %811 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%810 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %812 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%806, %811 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %813 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%812 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %814 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg174, %813 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_461 = linalg.transpose ins(%arg170 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_462 = tensor.collapse_shape %814 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %815 = linalg.matmul ins(%collapsed_462, %transposed_461 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %816 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%815 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_463 = tensor.expand_shape %816 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %817 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_463 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817, %818 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_464 = linalg.transpose ins(%arg171 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %821 = linalg.matmul ins(%collapsed_462, %transposed_464 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %822 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%821 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_465 = tensor.expand_shape %822 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %823 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%820, %expanded_465 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_466 = linalg.transpose ins(%arg172 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_467 = tensor.collapse_shape %823 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %824 = linalg.matmul ins(%collapsed_467, %transposed_466 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %825 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%824 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_468 = tensor.expand_shape %825 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %826 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %expanded_468 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %827 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %829 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%828 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %832 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%831 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %833 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%827, %832 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %835 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182, %834 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_469 = linalg.transpose ins(%arg175 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_470 = tensor.collapse_shape %835 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %836 = linalg.matmul ins(%collapsed_470, %transposed_469 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %837 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%836 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_471 = tensor.expand_shape %837 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_472 = linalg.transpose ins(%expanded_471 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_473 = linalg.transpose ins(%arg176 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %838 = linalg.matmul ins(%collapsed_470, %transposed_473 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %839 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%838 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_474 = tensor.expand_shape %839 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_475 = linalg.transpose ins(%expanded_474 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_476 = linalg.transpose ins(%arg177 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %840 = linalg.matmul ins(%collapsed_470, %transposed_476 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %841 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%840 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_477 = tensor.expand_shape %841 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_478 = linalg.transpose ins(%expanded_477 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %842 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_472, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_479 = tensor.extract_slice %transposed_472[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_480 = tensor.extract_slice %transposed_472[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %843 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_480 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_481 = tensor.concat dim(3) %843, %extracted_slice_479 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %844 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_481, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %845 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%842, %844 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %846 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_475, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_482 = tensor.extract_slice %transposed_475[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_483 = tensor.extract_slice %transposed_475[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %847 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_483 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_484 = tensor.concat dim(3) %847, %extracted_slice_482 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %848 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_484, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %849 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%846, %848 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_485 = tensor.concat dim(2) %arg26, %849 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_486 = tensor.concat dim(2) %arg27, %transposed_478 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %850 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%845 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %851 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_485 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %852 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_486 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %853 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%850 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_487 = linalg.transpose ins(%851 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %854 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_487 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_488 = tensor.collapse_shape %853 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_489 = tensor.collapse_shape %854 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %855 = linalg.batch_matmul ins(%collapsed_488, %collapsed_489 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_490 = tensor.expand_shape %855 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %856 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_490, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %857:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%856 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_491 = tensor.expand_shape %857#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %858 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %expanded_491 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %859 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %860 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%859 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %861 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%859, %860 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %862 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %863 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%862 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %864 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%863, %cst_2, %861 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_492 = tensor.collapse_shape %864 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_493 = tensor.collapse_shape %852 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %865 = linalg.batch_matmul ins(%collapsed_492, %collapsed_493 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_494 = tensor.expand_shape %865 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %866 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_494 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_495 = linalg.transpose ins(%866 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_496 = linalg.transpose ins(%arg178 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_497 = tensor.collapse_shape %transposed_495 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %867 = linalg.matmul ins(%collapsed_497, %transposed_496 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %868 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%867 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_498 = tensor.expand_shape %868 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %869 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826, %expanded_498 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %870 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %871 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %872 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%871 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %873 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%872 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %874 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%873 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %875 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%874 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %876 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%870, %875 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %877 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%876 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %878 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg183, %877 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_499 = linalg.transpose ins(%arg179 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_500 = tensor.collapse_shape %878 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %879 = linalg.matmul ins(%collapsed_500, %transposed_499 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %880 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%879 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_501 = tensor.expand_shape %880 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %881 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_501 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %882 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%881 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%881, %882 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %884 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%883 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_502 = linalg.transpose ins(%arg180 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %885 = linalg.matmul ins(%collapsed_500, %transposed_502 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %886 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%885 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_503 = tensor.expand_shape %886 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %887 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%884, %expanded_503 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_504 = linalg.transpose ins(%arg181 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_505 = tensor.collapse_shape %887 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %888 = linalg.matmul ins(%collapsed_505, %transposed_504 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %889 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%888 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_506 = tensor.expand_shape %889 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %890 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%869, %expanded_506 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %891 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %892 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%891 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%892 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %894 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%893 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %895 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%894 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %896 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%895 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %897 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%891, %896 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %898 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%897 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %899 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg191, %898 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_507 = linalg.transpose ins(%arg184 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_508 = tensor.collapse_shape %899 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %900 = linalg.matmul ins(%collapsed_508, %transposed_507 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %901 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%900 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_509 = tensor.expand_shape %901 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_510 = linalg.transpose ins(%expanded_509 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_511 = linalg.transpose ins(%arg185 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %902 = linalg.matmul ins(%collapsed_508, %transposed_511 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %903 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%902 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_512 = tensor.expand_shape %903 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_513 = linalg.transpose ins(%expanded_512 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_514 = linalg.transpose ins(%arg186 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %904 = linalg.matmul ins(%collapsed_508, %transposed_514 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %905 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%904 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_515 = tensor.expand_shape %905 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_516 = linalg.transpose ins(%expanded_515 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %906 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_510, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_517 = tensor.extract_slice %transposed_510[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_518 = tensor.extract_slice %transposed_510[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %907 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_518 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_519 = tensor.concat dim(3) %907, %extracted_slice_517 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %908 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_519, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %909 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%906, %908 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %910 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_513, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_520 = tensor.extract_slice %transposed_513[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_521 = tensor.extract_slice %transposed_513[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %911 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_521 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_522 = tensor.concat dim(3) %911, %extracted_slice_520 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %912 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_522, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %913 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%910, %912 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_523 = tensor.concat dim(2) %arg28, %913 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_524 = tensor.concat dim(2) %arg29, %transposed_516 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %914 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%909 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %915 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_523 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %916 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_524 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %917 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%914 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_525 = linalg.transpose ins(%915 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %918 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_525 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_526 = tensor.collapse_shape %917 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_527 = tensor.collapse_shape %918 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %919 = linalg.batch_matmul ins(%collapsed_526, %collapsed_527 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_528 = tensor.expand_shape %919 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %920 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_528, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %921:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%920 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_529 = tensor.expand_shape %921#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %922 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920, %expanded_529 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %923 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%922 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %924 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%923 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %925 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%923, %924 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %926 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%920 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %927 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%926 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %928 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%927, %cst_2, %925 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_530 = tensor.collapse_shape %928 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_531 = tensor.collapse_shape %916 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %929 = linalg.batch_matmul ins(%collapsed_530, %collapsed_531 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_532 = tensor.expand_shape %929 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %930 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_532 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_533 = linalg.transpose ins(%930 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_534 = linalg.transpose ins(%arg187 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_535 = tensor.collapse_shape %transposed_533 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %931 = linalg.matmul ins(%collapsed_535, %transposed_534 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %932 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%931 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_536 = tensor.expand_shape %932 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %933 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%890, %expanded_536 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %934 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %935 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%934 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %936 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%935 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %937 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%936 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %938 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%937 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %939 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%938 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %940 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%934, %939 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %941 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%940 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %942 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg192, %941 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_537 = linalg.transpose ins(%arg188 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_538 = tensor.collapse_shape %942 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %943 = linalg.matmul ins(%collapsed_538, %transposed_537 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %944 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%943 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_539 = tensor.expand_shape %944 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %945 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_539 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %946 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %947 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%945, %946 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %948 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%947 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_540 = linalg.transpose ins(%arg189 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %949 = linalg.matmul ins(%collapsed_538, %transposed_540 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %950 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%949 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_541 = tensor.expand_shape %950 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %951 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%948, %expanded_541 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_542 = linalg.transpose ins(%arg190 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_543 = tensor.collapse_shape %951 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %952 = linalg.matmul ins(%collapsed_543, %transposed_542 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %953 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%952 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_544 = tensor.expand_shape %953 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %954 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%933, %expanded_544 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %955 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %956 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%956 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %958 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%957 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%958 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %960 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%959 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%955, %960 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %962 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%961 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %963 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg200, %962 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_545 = linalg.transpose ins(%arg193 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_546 = tensor.collapse_shape %963 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %964 = linalg.matmul ins(%collapsed_546, %transposed_545 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %965 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%964 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_547 = tensor.expand_shape %965 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_548 = linalg.transpose ins(%expanded_547 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_549 = linalg.transpose ins(%arg194 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %966 = linalg.matmul ins(%collapsed_546, %transposed_549 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %967 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%966 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_550 = tensor.expand_shape %967 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_551 = linalg.transpose ins(%expanded_550 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_552 = linalg.transpose ins(%arg195 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %968 = linalg.matmul ins(%collapsed_546, %transposed_552 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %969 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%968 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_553 = tensor.expand_shape %969 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_554 = linalg.transpose ins(%expanded_553 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %970 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_548, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_555 = tensor.extract_slice %transposed_548[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_556 = tensor.extract_slice %transposed_548[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %971 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_556 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_557 = tensor.concat dim(3) %971, %extracted_slice_555 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %972 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_557, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %973 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%970, %972 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %974 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_551, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_558 = tensor.extract_slice %transposed_551[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_559 = tensor.extract_slice %transposed_551[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %975 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_559 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_560 = tensor.concat dim(3) %975, %extracted_slice_558 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %976 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_560, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %977 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%974, %976 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_561 = tensor.concat dim(2) %arg30, %977 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_562 = tensor.concat dim(2) %arg31, %transposed_554 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %978 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%973 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %979 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_561 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %980 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_562 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %981 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%978 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_563 = linalg.transpose ins(%979 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %982 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_563 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_564 = tensor.collapse_shape %981 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_565 = tensor.collapse_shape %982 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %983 = linalg.batch_matmul ins(%collapsed_564, %collapsed_565 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_566 = tensor.expand_shape %983 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %984 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_566, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %985:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%984 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_567 = tensor.expand_shape %985#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %986 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984, %expanded_567 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %987 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%986 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %988 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%987 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %989 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%987, %988 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %990 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%984 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %991 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%990 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %992 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%991, %cst_2, %989 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_568 = tensor.collapse_shape %992 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_569 = tensor.collapse_shape %980 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %993 = linalg.batch_matmul ins(%collapsed_568, %collapsed_569 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_570 = tensor.expand_shape %993 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %994 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_570 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_571 = linalg.transpose ins(%994 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_572 = linalg.transpose ins(%arg196 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_573 = tensor.collapse_shape %transposed_571 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %995 = linalg.matmul ins(%collapsed_573, %transposed_572 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %996 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%995 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_574 = tensor.expand_shape %996 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %997 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%954, %expanded_574 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %998 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %999 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1000 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%999 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1001 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1000 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1002 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1001 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1003 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1002 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1004 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%998, %1003 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1005 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1004 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1006 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg201, %1005 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_575 = linalg.transpose ins(%arg197 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_576 = tensor.collapse_shape %1006 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1007 = linalg.matmul ins(%collapsed_576, %transposed_575 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1008 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1007 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_577 = tensor.expand_shape %1008 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1009 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_577 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1010 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1009 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1011 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1009, %1010 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1012 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1011 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_578 = linalg.transpose ins(%arg198 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1013 = linalg.matmul ins(%collapsed_576, %transposed_578 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1014 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1013 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_579 = tensor.expand_shape %1014 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1015 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1012, %expanded_579 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_580 = linalg.transpose ins(%arg199 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_581 = tensor.collapse_shape %1015 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1016 = linalg.matmul ins(%collapsed_581, %transposed_580 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1017 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1016 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_582 = tensor.expand_shape %1017 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1018 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%997, %expanded_582 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1019 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1018 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1020 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1019 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1021 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1020 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1021 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1023 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1022 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1024 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1023 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1025 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1019, %1024 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1026 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1025 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1027 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg209, %1026 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_583 = linalg.transpose ins(%arg202 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_584 = tensor.collapse_shape %1027 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1028 = linalg.matmul ins(%collapsed_584, %transposed_583 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1029 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1028 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_585 = tensor.expand_shape %1029 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_586 = linalg.transpose ins(%expanded_585 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_587 = linalg.transpose ins(%arg203 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1030 = linalg.matmul ins(%collapsed_584, %transposed_587 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1031 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1030 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_588 = tensor.expand_shape %1031 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_589 = linalg.transpose ins(%expanded_588 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_590 = linalg.transpose ins(%arg204 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1032 = linalg.matmul ins(%collapsed_584, %transposed_590 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1033 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1032 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_591 = tensor.expand_shape %1033 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_592 = linalg.transpose ins(%expanded_591 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1034 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_586, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_593 = tensor.extract_slice %transposed_586[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_594 = tensor.extract_slice %transposed_586[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1035 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_594 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_595 = tensor.concat dim(3) %1035, %extracted_slice_593 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1036 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_595, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1037 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1034, %1036 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1038 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_589, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_596 = tensor.extract_slice %transposed_589[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_597 = tensor.extract_slice %transposed_589[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1039 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_597 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_598 = tensor.concat dim(3) %1039, %extracted_slice_596 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1040 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_598, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1041 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1038, %1040 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_599 = tensor.concat dim(2) %arg32, %1041 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_600 = tensor.concat dim(2) %arg33, %transposed_592 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1042 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1037 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1043 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_599 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1044 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_600 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1045 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1042 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_601 = linalg.transpose ins(%1043 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1046 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_601 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_602 = tensor.collapse_shape %1045 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_603 = tensor.collapse_shape %1046 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1047 = linalg.batch_matmul ins(%collapsed_602, %collapsed_603 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_604 = tensor.expand_shape %1047 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1048 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_604, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1049:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1048 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_605 = tensor.expand_shape %1049#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1050 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1048, %expanded_605 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1051 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1050 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1052 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1051 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1053 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1051, %1052 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1054 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1048 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1055 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1054 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1056 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1055, %cst_2, %1053 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_606 = tensor.collapse_shape %1056 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_607 = tensor.collapse_shape %1044 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1057 = linalg.batch_matmul ins(%collapsed_606, %collapsed_607 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_608 = tensor.expand_shape %1057 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1058 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_608 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_609 = linalg.transpose ins(%1058 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_610 = linalg.transpose ins(%arg205 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_611 = tensor.collapse_shape %transposed_609 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1059 = linalg.matmul ins(%collapsed_611, %transposed_610 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1060 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1059 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_612 = tensor.expand_shape %1060 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1061 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1018, %expanded_612 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1062 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1063 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1062 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1064 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1063 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1065 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1064 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1066 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1065 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1067 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1066 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1068 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1062, %1067 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1069 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1068 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1070 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg210, %1069 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_613 = linalg.transpose ins(%arg206 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_614 = tensor.collapse_shape %1070 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1071 = linalg.matmul ins(%collapsed_614, %transposed_613 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1072 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1071 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_615 = tensor.expand_shape %1072 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1073 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_615 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1074 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1075 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1073, %1074 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1076 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1075 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_616 = linalg.transpose ins(%arg207 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1077 = linalg.matmul ins(%collapsed_614, %transposed_616 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1078 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1077 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_617 = tensor.expand_shape %1078 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1079 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1076, %expanded_617 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_618 = linalg.transpose ins(%arg208 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_619 = tensor.collapse_shape %1079 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1080 = linalg.matmul ins(%collapsed_619, %transposed_618 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1081 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1080 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_620 = tensor.expand_shape %1081 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1082 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1061, %expanded_620 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1083 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1084 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1085 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1084 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1085 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1087 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1086 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1088 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1087 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1089 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1083, %1088 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1090 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1089 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1091 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %1090 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_621 = linalg.transpose ins(%arg211 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_622 = tensor.collapse_shape %1091 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1092 = linalg.matmul ins(%collapsed_622, %transposed_621 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1093 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1092 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_623 = tensor.expand_shape %1093 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_624 = linalg.transpose ins(%expanded_623 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_625 = linalg.transpose ins(%arg212 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1094 = linalg.matmul ins(%collapsed_622, %transposed_625 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1095 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1094 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_626 = tensor.expand_shape %1095 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_627 = linalg.transpose ins(%expanded_626 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_628 = linalg.transpose ins(%arg213 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1096 = linalg.matmul ins(%collapsed_622, %transposed_628 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1097 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1096 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_629 = tensor.expand_shape %1097 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_630 = linalg.transpose ins(%expanded_629 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1098 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_624, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_631 = tensor.extract_slice %transposed_624[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_632 = tensor.extract_slice %transposed_624[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1099 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_632 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_633 = tensor.concat dim(3) %1099, %extracted_slice_631 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1100 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_633, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1101 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1098, %1100 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1102 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_627, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_634 = tensor.extract_slice %transposed_627[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_635 = tensor.extract_slice %transposed_627[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1103 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_635 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_636 = tensor.concat dim(3) %1103, %extracted_slice_634 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1104 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_636, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1105 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1102, %1104 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_637 = tensor.concat dim(2) %arg34, %1105 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_638 = tensor.concat dim(2) %arg35, %transposed_630 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1106 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1101 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1107 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_637 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1108 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_638 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1109 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1106 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_639 = linalg.transpose ins(%1107 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1110 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_639 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_640 = tensor.collapse_shape %1109 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_641 = tensor.collapse_shape %1110 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1111 = linalg.batch_matmul ins(%collapsed_640, %collapsed_641 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_642 = tensor.expand_shape %1111 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1112 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_642, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1113:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1112 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_643 = tensor.expand_shape %1113#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1114 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1112, %expanded_643 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1115 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1114 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1116 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1115 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1117 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1115, %1116 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1118 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1112 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1119 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1118 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1120 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1119, %cst_2, %1117 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_644 = tensor.collapse_shape %1120 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_645 = tensor.collapse_shape %1108 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1121 = linalg.batch_matmul ins(%collapsed_644, %collapsed_645 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_646 = tensor.expand_shape %1121 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1122 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_646 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_647 = linalg.transpose ins(%1122 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_648 = linalg.transpose ins(%arg214 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_649 = tensor.collapse_shape %transposed_647 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1123 = linalg.matmul ins(%collapsed_649, %transposed_648 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1124 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1123 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_650 = tensor.expand_shape %1124 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1082, %expanded_650 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1126 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1128 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1127 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1128 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1129 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1130 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1132 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1126, %1131 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1132 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1134 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg219, %1133 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_651 = linalg.transpose ins(%arg215 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_652 = tensor.collapse_shape %1134 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1135 = linalg.matmul ins(%collapsed_652, %transposed_651 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1135 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_653 = tensor.expand_shape %1136 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_653 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1137 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1137, %1138 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1139 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_654 = linalg.transpose ins(%arg216 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1141 = linalg.matmul ins(%collapsed_652, %transposed_654 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1142 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1141 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_655 = tensor.expand_shape %1142 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1143 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1140, %expanded_655 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_656 = linalg.transpose ins(%arg217 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_657 = tensor.collapse_shape %1143 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1144 = linalg.matmul ins(%collapsed_657, %transposed_656 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1145 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1144 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_658 = tensor.expand_shape %1145 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1146 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1125, %expanded_658 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1149 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1148 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1150 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1149 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1151 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1150 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1151 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1153 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1147, %1152 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1153 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1155 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg227, %1154 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_659 = linalg.transpose ins(%arg220 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_660 = tensor.collapse_shape %1155 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1156 = linalg.matmul ins(%collapsed_660, %transposed_659 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1157 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1156 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_661 = tensor.expand_shape %1157 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_662 = linalg.transpose ins(%expanded_661 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_663 = linalg.transpose ins(%arg221 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1158 = linalg.matmul ins(%collapsed_660, %transposed_663 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1159 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1158 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_664 = tensor.expand_shape %1159 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_665 = linalg.transpose ins(%expanded_664 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_666 = linalg.transpose ins(%arg222 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1160 = linalg.matmul ins(%collapsed_660, %transposed_666 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1161 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1160 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_667 = tensor.expand_shape %1161 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_668 = linalg.transpose ins(%expanded_667 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1162 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_662, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_669 = tensor.extract_slice %transposed_662[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_670 = tensor.extract_slice %transposed_662[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1163 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_670 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_671 = tensor.concat dim(3) %1163, %extracted_slice_669 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1164 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_671, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1165 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1162, %1164 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1166 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_665, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_672 = tensor.extract_slice %transposed_665[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_673 = tensor.extract_slice %transposed_665[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1167 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_673 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_674 = tensor.concat dim(3) %1167, %extracted_slice_672 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1168 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_674, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1169 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1166, %1168 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_675 = tensor.concat dim(2) %arg36, %1169 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_676 = tensor.concat dim(2) %arg37, %transposed_668 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1165 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1171 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_675 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1172 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_676 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1170 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_677 = linalg.transpose ins(%1171 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1174 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_677 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_678 = tensor.collapse_shape %1173 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_679 = tensor.collapse_shape %1174 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1175 = linalg.batch_matmul ins(%collapsed_678, %collapsed_679 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_680 = tensor.expand_shape %1175 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1176 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_680, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1177:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1176 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_681 = tensor.expand_shape %1177#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1178 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1176, %expanded_681 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1179 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1178 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1180 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1179 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1181 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1179, %1180 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1182 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1176 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1183 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1182 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1184 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1183, %cst_2, %1181 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_682 = tensor.collapse_shape %1184 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_683 = tensor.collapse_shape %1172 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1185 = linalg.batch_matmul ins(%collapsed_682, %collapsed_683 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_684 = tensor.expand_shape %1185 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1186 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_684 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_685 = linalg.transpose ins(%1186 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_686 = linalg.transpose ins(%arg223 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_687 = tensor.collapse_shape %transposed_685 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1187 = linalg.matmul ins(%collapsed_687, %transposed_686 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1188 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1187 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_688 = tensor.expand_shape %1188 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1189 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1146, %expanded_688 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1189 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1190 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1192 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1191 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1192 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1193 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1194 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1196 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1190, %1195 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1196 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1198 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg228, %1197 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_689 = linalg.transpose ins(%arg224 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_690 = tensor.collapse_shape %1198 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1199 = linalg.matmul ins(%collapsed_690, %transposed_689 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1199 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_691 = tensor.expand_shape %1200 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_691 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1201 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1201, %1202 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1203 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_692 = linalg.transpose ins(%arg225 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1205 = linalg.matmul ins(%collapsed_690, %transposed_692 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1206 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1205 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_693 = tensor.expand_shape %1206 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1204, %expanded_693 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_694 = linalg.transpose ins(%arg226 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_695 = tensor.collapse_shape %1207 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1208 = linalg.matmul ins(%collapsed_695, %transposed_694 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1208 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_696 = tensor.expand_shape %1209 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1210 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1189, %expanded_696 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1210 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1211 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1213 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1212 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1213 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1214 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1215 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1217 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1211, %1216 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1217 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1219 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg236, %1218 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_697 = linalg.transpose ins(%arg229 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_698 = tensor.collapse_shape %1219 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1220 = linalg.matmul ins(%collapsed_698, %transposed_697 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1220 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_699 = tensor.expand_shape %1221 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_700 = linalg.transpose ins(%expanded_699 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_701 = linalg.transpose ins(%arg230 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1222 = linalg.matmul ins(%collapsed_698, %transposed_701 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1222 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_702 = tensor.expand_shape %1223 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_703 = linalg.transpose ins(%expanded_702 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_704 = linalg.transpose ins(%arg231 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1224 = linalg.matmul ins(%collapsed_698, %transposed_704 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1224 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_705 = tensor.expand_shape %1225 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_706 = linalg.transpose ins(%expanded_705 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1226 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_700, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_707 = tensor.extract_slice %transposed_700[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_708 = tensor.extract_slice %transposed_700[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1227 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_708 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_709 = tensor.concat dim(3) %1227, %extracted_slice_707 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1228 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_709, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1229 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1226, %1228 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1230 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_703, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_710 = tensor.extract_slice %transposed_703[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_711 = tensor.extract_slice %transposed_703[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1231 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_711 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_712 = tensor.concat dim(3) %1231, %extracted_slice_710 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1232 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_712, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1233 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1230, %1232 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_713 = tensor.concat dim(2) %arg38, %1233 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_714 = tensor.concat dim(2) %arg39, %transposed_706 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1234 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1229 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1235 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_713 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1236 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_714 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1237 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1234 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_715 = linalg.transpose ins(%1235 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1238 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_715 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_716 = tensor.collapse_shape %1237 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_717 = tensor.collapse_shape %1238 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1239 = linalg.batch_matmul ins(%collapsed_716, %collapsed_717 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_718 = tensor.expand_shape %1239 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1240 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_718, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1241:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1240 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_719 = tensor.expand_shape %1241#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1242 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1240, %expanded_719 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1243 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1242 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1244 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1243 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1245 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1243, %1244 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1246 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1240 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1247 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1246 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1248 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1247, %cst_2, %1245 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_720 = tensor.collapse_shape %1248 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_721 = tensor.collapse_shape %1236 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1249 = linalg.batch_matmul ins(%collapsed_720, %collapsed_721 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_722 = tensor.expand_shape %1249 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1250 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_722 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_723 = linalg.transpose ins(%1250 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_724 = linalg.transpose ins(%arg232 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_725 = tensor.collapse_shape %transposed_723 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1251 = linalg.matmul ins(%collapsed_725, %transposed_724 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1251 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_726 = tensor.expand_shape %1252 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1210, %expanded_726 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1253 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1254 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1256 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1255 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1256 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1257 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1258 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1260 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1254, %1259 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1260 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1262 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg237, %1261 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_727 = linalg.transpose ins(%arg233 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_728 = tensor.collapse_shape %1262 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1263 = linalg.matmul ins(%collapsed_728, %transposed_727 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1263 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_729 = tensor.expand_shape %1264 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_729 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1265 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1267 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1265, %1266 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1267 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_730 = linalg.transpose ins(%arg234 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1269 = linalg.matmul ins(%collapsed_728, %transposed_730 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1270 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1269 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_731 = tensor.expand_shape %1270 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1271 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1268, %expanded_731 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_732 = linalg.transpose ins(%arg235 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_733 = tensor.collapse_shape %1271 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1272 = linalg.matmul ins(%collapsed_733, %transposed_732 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1272 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_734 = tensor.expand_shape %1273 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1274 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1253, %expanded_734 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1274 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1275 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1277 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1276 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1277 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1278 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1279 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1281 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1275, %1280 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1281 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1283 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg245, %1282 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_735 = linalg.transpose ins(%arg238 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_736 = tensor.collapse_shape %1283 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1284 = linalg.matmul ins(%collapsed_736, %transposed_735 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1284 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_737 = tensor.expand_shape %1285 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_738 = linalg.transpose ins(%expanded_737 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_739 = linalg.transpose ins(%arg239 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1286 = linalg.matmul ins(%collapsed_736, %transposed_739 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1287 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1286 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_740 = tensor.expand_shape %1287 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_741 = linalg.transpose ins(%expanded_740 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_742 = linalg.transpose ins(%arg240 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1288 = linalg.matmul ins(%collapsed_736, %transposed_742 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1288 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_743 = tensor.expand_shape %1289 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_744 = linalg.transpose ins(%expanded_743 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1290 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_738, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_745 = tensor.extract_slice %transposed_738[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_746 = tensor.extract_slice %transposed_738[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1291 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_746 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_747 = tensor.concat dim(3) %1291, %extracted_slice_745 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1292 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_747, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1293 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1290, %1292 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1294 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_741, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_748 = tensor.extract_slice %transposed_741[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_749 = tensor.extract_slice %transposed_741[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1295 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_749 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_750 = tensor.concat dim(3) %1295, %extracted_slice_748 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1296 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_750, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1297 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1294, %1296 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_751 = tensor.concat dim(2) %arg40, %1297 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_752 = tensor.concat dim(2) %arg41, %transposed_744 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1298 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1293 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1299 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_751 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1300 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_752 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1301 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1298 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_753 = linalg.transpose ins(%1299 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1302 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_753 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_754 = tensor.collapse_shape %1301 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_755 = tensor.collapse_shape %1302 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1303 = linalg.batch_matmul ins(%collapsed_754, %collapsed_755 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_756 = tensor.expand_shape %1303 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1304 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_756, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1305:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1304 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_757 = tensor.expand_shape %1305#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1306 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1304, %expanded_757 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1307 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1306 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1308 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1307 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1309 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1307, %1308 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1310 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1304 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1311 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1310 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1312 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1311, %cst_2, %1309 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_758 = tensor.collapse_shape %1312 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_759 = tensor.collapse_shape %1300 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1313 = linalg.batch_matmul ins(%collapsed_758, %collapsed_759 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_760 = tensor.expand_shape %1313 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1314 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_760 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_761 = linalg.transpose ins(%1314 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_762 = linalg.transpose ins(%arg241 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_763 = tensor.collapse_shape %transposed_761 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1315 = linalg.matmul ins(%collapsed_763, %transposed_762 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1316 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1315 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_764 = tensor.expand_shape %1316 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1274, %expanded_764 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1317 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1318 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1320 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1319 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1320 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1321 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1322 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1324 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1318, %1323 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1324 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1326 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg246, %1325 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_765 = linalg.transpose ins(%arg242 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_766 = tensor.collapse_shape %1326 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1327 = linalg.matmul ins(%collapsed_766, %transposed_765 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1328 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1327 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_767 = tensor.expand_shape %1328 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_767 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1329 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1331 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1329, %1330 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1331 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_768 = linalg.transpose ins(%arg243 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1333 = linalg.matmul ins(%collapsed_766, %transposed_768 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1334 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1333 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_769 = tensor.expand_shape %1334 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1335 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1332, %expanded_769 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_770 = linalg.transpose ins(%arg244 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_771 = tensor.collapse_shape %1335 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1336 = linalg.matmul ins(%collapsed_771, %transposed_770 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1337 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1336 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_772 = tensor.expand_shape %1337 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1317, %expanded_772 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1339 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1341 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1340 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1341 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1342 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1343 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1345 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1339, %1344 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1345 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1347 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg254, %1346 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_773 = linalg.transpose ins(%arg247 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_774 = tensor.collapse_shape %1347 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1348 = linalg.matmul ins(%collapsed_774, %transposed_773 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1349 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1348 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_775 = tensor.expand_shape %1349 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_776 = linalg.transpose ins(%expanded_775 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_777 = linalg.transpose ins(%arg248 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1350 = linalg.matmul ins(%collapsed_774, %transposed_777 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1351 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1350 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_778 = tensor.expand_shape %1351 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_779 = linalg.transpose ins(%expanded_778 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_780 = linalg.transpose ins(%arg249 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1352 = linalg.matmul ins(%collapsed_774, %transposed_780 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1353 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1352 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_781 = tensor.expand_shape %1353 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_782 = linalg.transpose ins(%expanded_781 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1354 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_776, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_783 = tensor.extract_slice %transposed_776[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_784 = tensor.extract_slice %transposed_776[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1355 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_784 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_785 = tensor.concat dim(3) %1355, %extracted_slice_783 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1356 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_785, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1357 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1354, %1356 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1358 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_779, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_786 = tensor.extract_slice %transposed_779[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_787 = tensor.extract_slice %transposed_779[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1359 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_787 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_788 = tensor.concat dim(3) %1359, %extracted_slice_786 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1360 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_788, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1361 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1358, %1360 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_789 = tensor.concat dim(2) %arg42, %1361 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_790 = tensor.concat dim(2) %arg43, %transposed_782 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1362 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1357 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1363 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_789 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1364 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_790 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1365 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1362 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_791 = linalg.transpose ins(%1363 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1366 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_791 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_792 = tensor.collapse_shape %1365 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_793 = tensor.collapse_shape %1366 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1367 = linalg.batch_matmul ins(%collapsed_792, %collapsed_793 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_794 = tensor.expand_shape %1367 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1368 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_794, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1369:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1368 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_795 = tensor.expand_shape %1369#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1370 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1368, %expanded_795 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1371 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1370 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1372 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1371 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1373 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1371, %1372 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1374 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1368 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1375 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1374 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1376 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1375, %cst_2, %1373 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_796 = tensor.collapse_shape %1376 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_797 = tensor.collapse_shape %1364 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1377 = linalg.batch_matmul ins(%collapsed_796, %collapsed_797 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_798 = tensor.expand_shape %1377 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1378 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_798 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_799 = linalg.transpose ins(%1378 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_800 = linalg.transpose ins(%arg250 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_801 = tensor.collapse_shape %transposed_799 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1379 = linalg.matmul ins(%collapsed_801, %transposed_800 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1380 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1379 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_802 = tensor.expand_shape %1380 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1381 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1338, %expanded_802 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1381 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1382 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1384 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1383 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1384 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1385 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1386 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1388 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1382, %1387 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1388 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1390 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg255, %1389 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_803 = linalg.transpose ins(%arg251 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_804 = tensor.collapse_shape %1390 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1391 = linalg.matmul ins(%collapsed_804, %transposed_803 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1391 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_805 = tensor.expand_shape %1392 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_805 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1393 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1395 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1393, %1394 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1396 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1395 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_806 = linalg.transpose ins(%arg252 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1397 = linalg.matmul ins(%collapsed_804, %transposed_806 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1398 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1397 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_807 = tensor.expand_shape %1398 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1399 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1396, %expanded_807 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_808 = linalg.transpose ins(%arg253 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_809 = tensor.collapse_shape %1399 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1400 = linalg.matmul ins(%collapsed_809, %transposed_808 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1401 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1400 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_810 = tensor.expand_shape %1401 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1402 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1381, %expanded_810 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1403 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1402 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1403 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1405 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1404 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1405 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1406 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1407 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1409 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1403, %1408 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1409 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1411 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg263, %1410 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_811 = linalg.transpose ins(%arg256 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_812 = tensor.collapse_shape %1411 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1412 = linalg.matmul ins(%collapsed_812, %transposed_811 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1413 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1412 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_813 = tensor.expand_shape %1413 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_814 = linalg.transpose ins(%expanded_813 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_815 = linalg.transpose ins(%arg257 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1414 = linalg.matmul ins(%collapsed_812, %transposed_815 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1415 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1414 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_816 = tensor.expand_shape %1415 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_817 = linalg.transpose ins(%expanded_816 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_818 = linalg.transpose ins(%arg258 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1416 = linalg.matmul ins(%collapsed_812, %transposed_818 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1417 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1416 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_819 = tensor.expand_shape %1417 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_820 = linalg.transpose ins(%expanded_819 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1418 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_814, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_821 = tensor.extract_slice %transposed_814[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_822 = tensor.extract_slice %transposed_814[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1419 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_822 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_823 = tensor.concat dim(3) %1419, %extracted_slice_821 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1420 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_823, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1421 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1418, %1420 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1422 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_817, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_824 = tensor.extract_slice %transposed_817[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_825 = tensor.extract_slice %transposed_817[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1423 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_825 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_826 = tensor.concat dim(3) %1423, %extracted_slice_824 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1424 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_826, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1425 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1422, %1424 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_827 = tensor.concat dim(2) %arg44, %1425 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_828 = tensor.concat dim(2) %arg45, %transposed_820 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1426 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1421 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1427 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_827 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1428 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_828 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1429 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1426 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_829 = linalg.transpose ins(%1427 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1430 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_829 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_830 = tensor.collapse_shape %1429 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_831 = tensor.collapse_shape %1430 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1431 = linalg.batch_matmul ins(%collapsed_830, %collapsed_831 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_832 = tensor.expand_shape %1431 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1432 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_832, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1433:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1432 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_833 = tensor.expand_shape %1433#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1434 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1432, %expanded_833 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1435 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1434 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1436 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1435 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1437 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1435, %1436 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1438 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1432 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1439 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1438 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1440 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1439, %cst_2, %1437 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_834 = tensor.collapse_shape %1440 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_835 = tensor.collapse_shape %1428 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1441 = linalg.batch_matmul ins(%collapsed_834, %collapsed_835 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_836 = tensor.expand_shape %1441 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1442 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_836 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_837 = linalg.transpose ins(%1442 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_838 = linalg.transpose ins(%arg259 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_839 = tensor.collapse_shape %transposed_837 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1443 = linalg.matmul ins(%collapsed_839, %transposed_838 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1444 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1443 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_840 = tensor.expand_shape %1444 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1402, %expanded_840 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1446 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1446 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1448 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1447 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1448 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1449 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1451 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1450 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1452 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1446, %1451 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1452 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1454 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg264, %1453 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_841 = linalg.transpose ins(%arg260 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_842 = tensor.collapse_shape %1454 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1455 = linalg.matmul ins(%collapsed_842, %transposed_841 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1456 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1455 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_843 = tensor.expand_shape %1456 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_843 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1457 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1459 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1457, %1458 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1459 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_844 = linalg.transpose ins(%arg261 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1461 = linalg.matmul ins(%collapsed_842, %transposed_844 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1462 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1461 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_845 = tensor.expand_shape %1462 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1463 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1460, %expanded_845 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_846 = linalg.transpose ins(%arg262 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_847 = tensor.collapse_shape %1463 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1464 = linalg.matmul ins(%collapsed_847, %transposed_846 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1465 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1464 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_848 = tensor.expand_shape %1465 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1445, %expanded_848 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1466 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1467 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1469 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1468 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1469 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1470 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1472 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1471 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1473 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1467, %1472 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1473 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1475 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg272, %1474 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_849 = linalg.transpose ins(%arg265 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_850 = tensor.collapse_shape %1475 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1476 = linalg.matmul ins(%collapsed_850, %transposed_849 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1477 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1476 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_851 = tensor.expand_shape %1477 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_852 = linalg.transpose ins(%expanded_851 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_853 = linalg.transpose ins(%arg266 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1478 = linalg.matmul ins(%collapsed_850, %transposed_853 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1479 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1478 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_854 = tensor.expand_shape %1479 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_855 = linalg.transpose ins(%expanded_854 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_856 = linalg.transpose ins(%arg267 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1480 = linalg.matmul ins(%collapsed_850, %transposed_856 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1481 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1480 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_857 = tensor.expand_shape %1481 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_858 = linalg.transpose ins(%expanded_857 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1482 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_852, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_859 = tensor.extract_slice %transposed_852[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_860 = tensor.extract_slice %transposed_852[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1483 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_860 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_861 = tensor.concat dim(3) %1483, %extracted_slice_859 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1484 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_861, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1485 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1482, %1484 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1486 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_855, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_862 = tensor.extract_slice %transposed_855[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_863 = tensor.extract_slice %transposed_855[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1487 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_863 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_864 = tensor.concat dim(3) %1487, %extracted_slice_862 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1488 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_864, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1489 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1486, %1488 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_865 = tensor.concat dim(2) %arg46, %1489 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_866 = tensor.concat dim(2) %arg47, %transposed_858 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1490 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1485 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1491 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_865 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1492 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_866 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1493 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1490 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_867 = linalg.transpose ins(%1491 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1494 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_867 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_868 = tensor.collapse_shape %1493 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_869 = tensor.collapse_shape %1494 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1495 = linalg.batch_matmul ins(%collapsed_868, %collapsed_869 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_870 = tensor.expand_shape %1495 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1496 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_870, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1497:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1496 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_871 = tensor.expand_shape %1497#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1498 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1496, %expanded_871 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1499 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1498 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1500 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1499 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1501 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1499, %1500 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1502 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1496 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1503 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1502 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1504 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1503, %cst_2, %1501 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_872 = tensor.collapse_shape %1504 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_873 = tensor.collapse_shape %1492 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1505 = linalg.batch_matmul ins(%collapsed_872, %collapsed_873 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_874 = tensor.expand_shape %1505 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1506 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_874 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_875 = linalg.transpose ins(%1506 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_876 = linalg.transpose ins(%arg268 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_877 = tensor.collapse_shape %transposed_875 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1507 = linalg.matmul ins(%collapsed_877, %transposed_876 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1508 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1507 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_878 = tensor.expand_shape %1508 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1466, %expanded_878 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1509 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1510 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1512 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1511 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1512 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1514 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1513 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1514 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1516 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1510, %1515 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1516 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1518 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg273, %1517 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_879 = linalg.transpose ins(%arg269 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_880 = tensor.collapse_shape %1518 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1519 = linalg.matmul ins(%collapsed_880, %transposed_879 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1520 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1519 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_881 = tensor.expand_shape %1520 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_881 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1521 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1523 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1521, %1522 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1523 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_882 = linalg.transpose ins(%arg270 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1525 = linalg.matmul ins(%collapsed_880, %transposed_882 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1526 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1525 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_883 = tensor.expand_shape %1526 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1524, %expanded_883 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_884 = linalg.transpose ins(%arg271 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_885 = tensor.collapse_shape %1527 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1528 = linalg.matmul ins(%collapsed_885, %transposed_884 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1529 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1528 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_886 = tensor.expand_shape %1529 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1530 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1509, %expanded_886 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1531 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1530 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1532 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1531 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1533 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1532 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1534 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1533 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1535 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1534 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1536 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1535 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1537 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1531, %1536 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1538 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1537 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1539 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg281, %1538 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_887 = linalg.transpose ins(%arg274 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_888 = tensor.collapse_shape %1539 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1540 = linalg.matmul ins(%collapsed_888, %transposed_887 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1541 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1540 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_889 = tensor.expand_shape %1541 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_890 = linalg.transpose ins(%expanded_889 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_891 = linalg.transpose ins(%arg275 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1542 = linalg.matmul ins(%collapsed_888, %transposed_891 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1543 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1542 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_892 = tensor.expand_shape %1543 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_893 = linalg.transpose ins(%expanded_892 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_894 = linalg.transpose ins(%arg276 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1544 = linalg.matmul ins(%collapsed_888, %transposed_894 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1545 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1544 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_895 = tensor.expand_shape %1545 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_896 = linalg.transpose ins(%expanded_895 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1546 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_890, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_897 = tensor.extract_slice %transposed_890[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_898 = tensor.extract_slice %transposed_890[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1547 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_898 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_899 = tensor.concat dim(3) %1547, %extracted_slice_897 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1548 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_899, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1549 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1546, %1548 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1550 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_893, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_900 = tensor.extract_slice %transposed_893[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_901 = tensor.extract_slice %transposed_893[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1551 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_901 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_902 = tensor.concat dim(3) %1551, %extracted_slice_900 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1552 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_902, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1553 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1550, %1552 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_903 = tensor.concat dim(2) %arg48, %1553 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_904 = tensor.concat dim(2) %arg49, %transposed_896 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1554 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1549 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1555 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_903 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1556 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_904 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1557 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1554 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_905 = linalg.transpose ins(%1555 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1558 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_905 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_906 = tensor.collapse_shape %1557 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_907 = tensor.collapse_shape %1558 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1559 = linalg.batch_matmul ins(%collapsed_906, %collapsed_907 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_908 = tensor.expand_shape %1559 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1560 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_908, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1561:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1560 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_909 = tensor.expand_shape %1561#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1562 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1560, %expanded_909 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1563 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1562 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1564 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1563 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1565 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1563, %1564 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1566 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1560 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1567 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1566 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1568 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1567, %cst_2, %1565 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_910 = tensor.collapse_shape %1568 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_911 = tensor.collapse_shape %1556 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1569 = linalg.batch_matmul ins(%collapsed_910, %collapsed_911 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_912 = tensor.expand_shape %1569 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1570 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_912 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_913 = linalg.transpose ins(%1570 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_914 = linalg.transpose ins(%arg277 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_915 = tensor.collapse_shape %transposed_913 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1571 = linalg.matmul ins(%collapsed_915, %transposed_914 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1572 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1571 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_916 = tensor.expand_shape %1572 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1573 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1530, %expanded_916 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1574 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1576 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1575 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1576 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1578 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1577 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1579 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1578 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1580 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1574, %1579 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1580 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1582 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg282, %1581 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_917 = linalg.transpose ins(%arg278 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_918 = tensor.collapse_shape %1582 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1583 = linalg.matmul ins(%collapsed_918, %transposed_917 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1584 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1583 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_919 = tensor.expand_shape %1584 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_919 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1585 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1587 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1585, %1586 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1587 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_920 = linalg.transpose ins(%arg279 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1589 = linalg.matmul ins(%collapsed_918, %transposed_920 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1590 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1589 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_921 = tensor.expand_shape %1590 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1591 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1588, %expanded_921 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_922 = linalg.transpose ins(%arg280 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_923 = tensor.collapse_shape %1591 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1592 = linalg.matmul ins(%collapsed_923, %transposed_922 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1593 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1592 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_924 = tensor.expand_shape %1593 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1594 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1573, %expanded_924 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1595 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1594 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1595 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1597 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1596 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1598 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1597 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1599 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1598 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1600 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1599 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1601 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1595, %1600 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1602 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1601 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1603 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg290, %1602 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_925 = linalg.transpose ins(%arg283 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_926 = tensor.collapse_shape %1603 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1604 = linalg.matmul ins(%collapsed_926, %transposed_925 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1605 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1604 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_927 = tensor.expand_shape %1605 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_928 = linalg.transpose ins(%expanded_927 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_929 = linalg.transpose ins(%arg284 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1606 = linalg.matmul ins(%collapsed_926, %transposed_929 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1607 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1606 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_930 = tensor.expand_shape %1607 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_931 = linalg.transpose ins(%expanded_930 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_932 = linalg.transpose ins(%arg285 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1608 = linalg.matmul ins(%collapsed_926, %transposed_932 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1609 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1608 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_933 = tensor.expand_shape %1609 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_934 = linalg.transpose ins(%expanded_933 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1610 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_928, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_935 = tensor.extract_slice %transposed_928[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_936 = tensor.extract_slice %transposed_928[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1611 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_936 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_937 = tensor.concat dim(3) %1611, %extracted_slice_935 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1612 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_937, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1613 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1610, %1612 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1614 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_931, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_938 = tensor.extract_slice %transposed_931[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_939 = tensor.extract_slice %transposed_931[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1615 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_939 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_940 = tensor.concat dim(3) %1615, %extracted_slice_938 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1616 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_940, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1617 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1614, %1616 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_941 = tensor.concat dim(2) %arg50, %1617 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_942 = tensor.concat dim(2) %arg51, %transposed_934 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1618 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1613 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1619 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_941 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1620 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_942 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1621 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1618 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_943 = linalg.transpose ins(%1619 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1622 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_943 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_944 = tensor.collapse_shape %1621 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_945 = tensor.collapse_shape %1622 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1623 = linalg.batch_matmul ins(%collapsed_944, %collapsed_945 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_946 = tensor.expand_shape %1623 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1624 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_946, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1625:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1624 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_947 = tensor.expand_shape %1625#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1626 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1624, %expanded_947 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1627 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1626 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1628 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1627 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1629 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1627, %1628 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1630 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1624 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1631 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1630 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1632 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1631, %cst_2, %1629 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_948 = tensor.collapse_shape %1632 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_949 = tensor.collapse_shape %1620 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1633 = linalg.batch_matmul ins(%collapsed_948, %collapsed_949 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_950 = tensor.expand_shape %1633 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1634 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_950 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_951 = linalg.transpose ins(%1634 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_952 = linalg.transpose ins(%arg286 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_953 = tensor.collapse_shape %transposed_951 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1635 = linalg.matmul ins(%collapsed_953, %transposed_952 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1636 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1635 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_954 = tensor.expand_shape %1636 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1637 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1594, %expanded_954 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1637 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1639 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1638 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1640 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1639 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1641 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1640 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1642 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1641 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1643 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1642 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1644 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1638, %1643 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1645 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1644 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1646 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg291, %1645 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_955 = linalg.transpose ins(%arg287 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_956 = tensor.collapse_shape %1646 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1647 = linalg.matmul ins(%collapsed_956, %transposed_955 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1648 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1647 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_957 = tensor.expand_shape %1648 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1649 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_957 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1650 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1649 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1651 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1649, %1650 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1652 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1651 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_958 = linalg.transpose ins(%arg288 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1653 = linalg.matmul ins(%collapsed_956, %transposed_958 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1654 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1653 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_959 = tensor.expand_shape %1654 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1655 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1652, %expanded_959 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_960 = linalg.transpose ins(%arg289 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_961 = tensor.collapse_shape %1655 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1656 = linalg.matmul ins(%collapsed_961, %transposed_960 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1657 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1656 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_962 = tensor.expand_shape %1657 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1658 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1637, %expanded_962 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1659 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1658 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1660 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1659 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1661 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1660 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1662 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1661 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1663 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1662 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1664 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1663 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1665 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1659, %1664 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1666 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1665 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1667 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg299, %1666 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_963 = linalg.transpose ins(%arg292 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_964 = tensor.collapse_shape %1667 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1668 = linalg.matmul ins(%collapsed_964, %transposed_963 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1669 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1668 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_965 = tensor.expand_shape %1669 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_966 = linalg.transpose ins(%expanded_965 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_967 = linalg.transpose ins(%arg293 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1670 = linalg.matmul ins(%collapsed_964, %transposed_967 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1671 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1670 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_968 = tensor.expand_shape %1671 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_969 = linalg.transpose ins(%expanded_968 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_970 = linalg.transpose ins(%arg294 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1672 = linalg.matmul ins(%collapsed_964, %transposed_970 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1673 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1672 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_971 = tensor.expand_shape %1673 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_972 = linalg.transpose ins(%expanded_971 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1674 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_966, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_973 = tensor.extract_slice %transposed_966[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_974 = tensor.extract_slice %transposed_966[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1675 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_974 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_975 = tensor.concat dim(3) %1675, %extracted_slice_973 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1676 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_975, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1677 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1674, %1676 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1678 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_969, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_976 = tensor.extract_slice %transposed_969[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_977 = tensor.extract_slice %transposed_969[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1679 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_977 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_978 = tensor.concat dim(3) %1679, %extracted_slice_976 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1680 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_978, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1681 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1678, %1680 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_979 = tensor.concat dim(2) %arg52, %1681 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_980 = tensor.concat dim(2) %arg53, %transposed_972 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1682 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1677 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1683 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_979 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1684 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_980 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1685 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1682 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_981 = linalg.transpose ins(%1683 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1686 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_981 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_982 = tensor.collapse_shape %1685 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_983 = tensor.collapse_shape %1686 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1687 = linalg.batch_matmul ins(%collapsed_982, %collapsed_983 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_984 = tensor.expand_shape %1687 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1688 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_984, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1689:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1688 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_985 = tensor.expand_shape %1689#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1690 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1688, %expanded_985 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1691 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1690 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1692 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1691 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1693 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1691, %1692 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1694 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1688 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1695 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1694 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1696 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1695, %cst_2, %1693 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_986 = tensor.collapse_shape %1696 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_987 = tensor.collapse_shape %1684 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1697 = linalg.batch_matmul ins(%collapsed_986, %collapsed_987 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_988 = tensor.expand_shape %1697 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1698 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_988 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_989 = linalg.transpose ins(%1698 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_990 = linalg.transpose ins(%arg295 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_991 = tensor.collapse_shape %transposed_989 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1699 = linalg.matmul ins(%collapsed_991, %transposed_990 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1700 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1699 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_992 = tensor.expand_shape %1700 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1701 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1658, %expanded_992 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1702 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1701 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1703 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1702 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1704 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1703 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1705 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1704 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1706 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1705 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1707 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1706 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1708 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1702, %1707 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1709 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1708 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1710 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg300, %1709 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_993 = linalg.transpose ins(%arg296 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_994 = tensor.collapse_shape %1710 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1711 = linalg.matmul ins(%collapsed_994, %transposed_993 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1712 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1711 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_995 = tensor.expand_shape %1712 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1713 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_995 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1714 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1713 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1715 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1713, %1714 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1716 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1715 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_996 = linalg.transpose ins(%arg297 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1717 = linalg.matmul ins(%collapsed_994, %transposed_996 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1718 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1717 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_997 = tensor.expand_shape %1718 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1719 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1716, %expanded_997 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_998 = linalg.transpose ins(%arg298 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_999 = tensor.collapse_shape %1719 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1720 = linalg.matmul ins(%collapsed_999, %transposed_998 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1721 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1720 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1000 = tensor.expand_shape %1721 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1722 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1701, %expanded_1000 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1723 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1722 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1723 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1725 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1724 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1726 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1725 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1727 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1726 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1728 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1727 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1729 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1723, %1728 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1730 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1729 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1731 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg308, %1730 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1001 = linalg.transpose ins(%arg301 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1002 = tensor.collapse_shape %1731 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1732 = linalg.matmul ins(%collapsed_1002, %transposed_1001 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1733 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1732 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1003 = tensor.expand_shape %1733 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1004 = linalg.transpose ins(%expanded_1003 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1005 = linalg.transpose ins(%arg302 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1734 = linalg.matmul ins(%collapsed_1002, %transposed_1005 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1735 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1734 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1006 = tensor.expand_shape %1735 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1007 = linalg.transpose ins(%expanded_1006 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1008 = linalg.transpose ins(%arg303 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1736 = linalg.matmul ins(%collapsed_1002, %transposed_1008 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1737 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1736 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1009 = tensor.expand_shape %1737 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1010 = linalg.transpose ins(%expanded_1009 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1738 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1004, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1011 = tensor.extract_slice %transposed_1004[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1012 = tensor.extract_slice %transposed_1004[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1739 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1012 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1013 = tensor.concat dim(3) %1739, %extracted_slice_1011 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1740 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1013, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1741 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1738, %1740 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1742 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1007, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1014 = tensor.extract_slice %transposed_1007[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1015 = tensor.extract_slice %transposed_1007[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1743 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1015 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1016 = tensor.concat dim(3) %1743, %extracted_slice_1014 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1744 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1016, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1745 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1742, %1744 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_1017 = tensor.concat dim(2) %arg54, %1745 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_1018 = tensor.concat dim(2) %arg55, %transposed_1010 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1746 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1741 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1747 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1017 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1748 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1018 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1749 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1746 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_1019 = linalg.transpose ins(%1747 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1750 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1019 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1020 = tensor.collapse_shape %1749 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_1021 = tensor.collapse_shape %1750 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1751 = linalg.batch_matmul ins(%collapsed_1020, %collapsed_1021 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_1022 = tensor.expand_shape %1751 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1752 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1022, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1753:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1752 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_1023 = tensor.expand_shape %1753#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1754 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1752, %expanded_1023 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1755 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1754 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1756 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1755 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1757 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1755, %1756 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1758 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1752 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1759 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1758 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1760 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1759, %cst_2, %1757 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_1024 = tensor.collapse_shape %1760 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_1025 = tensor.collapse_shape %1748 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1761 = linalg.batch_matmul ins(%collapsed_1024, %collapsed_1025 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_1026 = tensor.expand_shape %1761 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1762 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1026 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_1027 = linalg.transpose ins(%1762 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1028 = linalg.transpose ins(%arg304 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1029 = tensor.collapse_shape %transposed_1027 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1763 = linalg.matmul ins(%collapsed_1029, %transposed_1028 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1764 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1763 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1030 = tensor.expand_shape %1764 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1765 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1722, %expanded_1030 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1766 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1765 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1767 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1766 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1768 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1767 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1769 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1768 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1770 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1769 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1771 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1770 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1772 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1766, %1771 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1773 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1772 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1774 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg309, %1773 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1031 = linalg.transpose ins(%arg305 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1032 = tensor.collapse_shape %1774 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1775 = linalg.matmul ins(%collapsed_1032, %transposed_1031 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1776 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1775 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1033 = tensor.expand_shape %1776 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1777 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1033 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1778 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1777 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1779 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1777, %1778 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1780 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1779 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1034 = linalg.transpose ins(%arg306 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1781 = linalg.matmul ins(%collapsed_1032, %transposed_1034 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1782 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1781 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1035 = tensor.expand_shape %1782 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1783 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1780, %expanded_1035 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1036 = linalg.transpose ins(%arg307 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1037 = tensor.collapse_shape %1783 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1784 = linalg.matmul ins(%collapsed_1037, %transposed_1036 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1785 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1784 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1038 = tensor.expand_shape %1785 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1786 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1765, %expanded_1038 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1787 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1786 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1788 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1787 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1789 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1788 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1790 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1789 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1791 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1790 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1792 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1791 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1793 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1787, %1792 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1794 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1793 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1795 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg317, %1794 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1039 = linalg.transpose ins(%arg310 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1040 = tensor.collapse_shape %1795 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1796 = linalg.matmul ins(%collapsed_1040, %transposed_1039 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1797 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1796 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1041 = tensor.expand_shape %1797 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1042 = linalg.transpose ins(%expanded_1041 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1043 = linalg.transpose ins(%arg311 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1798 = linalg.matmul ins(%collapsed_1040, %transposed_1043 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1799 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1798 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1044 = tensor.expand_shape %1799 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1045 = linalg.transpose ins(%expanded_1044 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1046 = linalg.transpose ins(%arg312 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1800 = linalg.matmul ins(%collapsed_1040, %transposed_1046 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1801 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1800 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1047 = tensor.expand_shape %1801 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1048 = linalg.transpose ins(%expanded_1047 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1802 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1042, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1049 = tensor.extract_slice %transposed_1042[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1050 = tensor.extract_slice %transposed_1042[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1803 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1050 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1051 = tensor.concat dim(3) %1803, %extracted_slice_1049 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1804 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1051, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1805 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1802, %1804 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1806 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1045, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1052 = tensor.extract_slice %transposed_1045[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1053 = tensor.extract_slice %transposed_1045[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1807 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1053 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1054 = tensor.concat dim(3) %1807, %extracted_slice_1052 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1808 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1054, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1809 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1806, %1808 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_1055 = tensor.concat dim(2) %arg56, %1809 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_1056 = tensor.concat dim(2) %arg57, %transposed_1048 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1810 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1805 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1811 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1055 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1812 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1056 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1813 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1810 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_1057 = linalg.transpose ins(%1811 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1814 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1057 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1058 = tensor.collapse_shape %1813 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_1059 = tensor.collapse_shape %1814 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1815 = linalg.batch_matmul ins(%collapsed_1058, %collapsed_1059 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_1060 = tensor.expand_shape %1815 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1816 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1060, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1817:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1816 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_1061 = tensor.expand_shape %1817#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1818 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1816, %expanded_1061 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1819 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1818 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1820 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1819 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1821 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1819, %1820 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1822 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1816 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1823 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1822 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1824 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1823, %cst_2, %1821 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_1062 = tensor.collapse_shape %1824 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_1063 = tensor.collapse_shape %1812 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1825 = linalg.batch_matmul ins(%collapsed_1062, %collapsed_1063 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_1064 = tensor.expand_shape %1825 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1826 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1064 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_1065 = linalg.transpose ins(%1826 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1066 = linalg.transpose ins(%arg313 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1067 = tensor.collapse_shape %transposed_1065 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1827 = linalg.matmul ins(%collapsed_1067, %transposed_1066 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1828 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1827 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1068 = tensor.expand_shape %1828 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1829 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1786, %expanded_1068 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1830 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1829 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1831 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1830 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1832 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1831 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1832 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1834 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1833 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1835 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1834 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1836 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1830, %1835 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1837 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1836 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1838 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg318, %1837 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1069 = linalg.transpose ins(%arg314 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1070 = tensor.collapse_shape %1838 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1839 = linalg.matmul ins(%collapsed_1070, %transposed_1069 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1840 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1839 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1071 = tensor.expand_shape %1840 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1841 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1071 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1842 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1841 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1843 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1841, %1842 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1844 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1843 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1072 = linalg.transpose ins(%arg315 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1845 = linalg.matmul ins(%collapsed_1070, %transposed_1072 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1846 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1845 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1073 = tensor.expand_shape %1846 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1847 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1844, %expanded_1073 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1074 = linalg.transpose ins(%arg316 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1075 = tensor.collapse_shape %1847 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1848 = linalg.matmul ins(%collapsed_1075, %transposed_1074 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1849 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1848 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1076 = tensor.expand_shape %1849 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1850 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1829, %expanded_1076 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1851 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1850 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1852 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1851 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1853 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1852 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1854 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1853 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1855 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1854 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1856 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1855 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1857 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1851, %1856 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1858 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1857 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1859 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg326, %1858 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1077 = linalg.transpose ins(%arg319 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1078 = tensor.collapse_shape %1859 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1860 = linalg.matmul ins(%collapsed_1078, %transposed_1077 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1861 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1860 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1079 = tensor.expand_shape %1861 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1080 = linalg.transpose ins(%expanded_1079 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1081 = linalg.transpose ins(%arg320 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1862 = linalg.matmul ins(%collapsed_1078, %transposed_1081 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1863 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1862 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1082 = tensor.expand_shape %1863 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1083 = linalg.transpose ins(%expanded_1082 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1084 = linalg.transpose ins(%arg321 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1864 = linalg.matmul ins(%collapsed_1078, %transposed_1084 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1865 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1864 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1085 = tensor.expand_shape %1865 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1086 = linalg.transpose ins(%expanded_1085 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1866 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1080, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1087 = tensor.extract_slice %transposed_1080[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1088 = tensor.extract_slice %transposed_1080[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1867 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1088 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1089 = tensor.concat dim(3) %1867, %extracted_slice_1087 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1868 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1089, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1869 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1866, %1868 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1870 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1083, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1090 = tensor.extract_slice %transposed_1083[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1091 = tensor.extract_slice %transposed_1083[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1871 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1091 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1092 = tensor.concat dim(3) %1871, %extracted_slice_1090 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1872 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1092, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1873 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1870, %1872 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_1093 = tensor.concat dim(2) %arg58, %1873 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_1094 = tensor.concat dim(2) %arg59, %transposed_1086 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1874 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1869 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1875 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1093 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1876 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1094 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1877 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1874 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_1095 = linalg.transpose ins(%1875 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1878 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1095 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1096 = tensor.collapse_shape %1877 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_1097 = tensor.collapse_shape %1878 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1879 = linalg.batch_matmul ins(%collapsed_1096, %collapsed_1097 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_1098 = tensor.expand_shape %1879 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1880 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1098, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1881:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1880 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_1099 = tensor.expand_shape %1881#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1882 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1880, %expanded_1099 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1883 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1882 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1884 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1883 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1885 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1883, %1884 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1886 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1880 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1887 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1886 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1888 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1887, %cst_2, %1885 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_1100 = tensor.collapse_shape %1888 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_1101 = tensor.collapse_shape %1876 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1889 = linalg.batch_matmul ins(%collapsed_1100, %collapsed_1101 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_1102 = tensor.expand_shape %1889 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1890 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1102 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_1103 = linalg.transpose ins(%1890 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1104 = linalg.transpose ins(%arg322 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1105 = tensor.collapse_shape %transposed_1103 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1891 = linalg.matmul ins(%collapsed_1105, %transposed_1104 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1892 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1891 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1106 = tensor.expand_shape %1892 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1893 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1850, %expanded_1106 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1894 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1893 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1895 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1894 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1896 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1895 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1897 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1896 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1898 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1897 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1899 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1898 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1900 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1894, %1899 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1901 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1900 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1902 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg327, %1901 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1107 = linalg.transpose ins(%arg323 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1108 = tensor.collapse_shape %1902 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1903 = linalg.matmul ins(%collapsed_1108, %transposed_1107 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1904 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1903 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1109 = tensor.expand_shape %1904 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1905 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1109 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1906 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1905 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1907 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1905, %1906 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1908 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1907 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1110 = linalg.transpose ins(%arg324 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1909 = linalg.matmul ins(%collapsed_1108, %transposed_1110 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1910 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1909 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1111 = tensor.expand_shape %1910 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1911 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1908, %expanded_1111 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1112 = linalg.transpose ins(%arg325 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1113 = tensor.collapse_shape %1911 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1912 = linalg.matmul ins(%collapsed_1113, %transposed_1112 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1913 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1912 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1114 = tensor.expand_shape %1913 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1914 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1893, %expanded_1114 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1915 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1914 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1916 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1915 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1917 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1916 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1918 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1917 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1919 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1918 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1920 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1919 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1921 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1915, %1920 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1922 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1921 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1923 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg335, %1922 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1115 = linalg.transpose ins(%arg328 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1116 = tensor.collapse_shape %1923 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1924 = linalg.matmul ins(%collapsed_1116, %transposed_1115 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1925 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1924 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1117 = tensor.expand_shape %1925 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1118 = linalg.transpose ins(%expanded_1117 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1119 = linalg.transpose ins(%arg329 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1926 = linalg.matmul ins(%collapsed_1116, %transposed_1119 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1927 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1926 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1120 = tensor.expand_shape %1927 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1121 = linalg.transpose ins(%expanded_1120 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1122 = linalg.transpose ins(%arg330 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1928 = linalg.matmul ins(%collapsed_1116, %transposed_1122 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1929 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1928 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1123 = tensor.expand_shape %1929 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1124 = linalg.transpose ins(%expanded_1123 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1930 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1118, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1125 = tensor.extract_slice %transposed_1118[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1126 = tensor.extract_slice %transposed_1118[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1931 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1126 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1127 = tensor.concat dim(3) %1931, %extracted_slice_1125 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1932 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1127, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1933 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1930, %1932 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1934 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1121, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1128 = tensor.extract_slice %transposed_1121[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1129 = tensor.extract_slice %transposed_1121[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1935 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1129 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1130 = tensor.concat dim(3) %1935, %extracted_slice_1128 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1936 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1130, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1937 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1934, %1936 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_1131 = tensor.concat dim(2) %arg60, %1937 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_1132 = tensor.concat dim(2) %arg61, %transposed_1124 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %1938 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1933 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %1939 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1131 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1940 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1132 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %1941 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1938 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_1133 = linalg.transpose ins(%1939 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %1942 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1133 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1134 = tensor.collapse_shape %1941 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_1135 = tensor.collapse_shape %1942 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %1943 = linalg.batch_matmul ins(%collapsed_1134, %collapsed_1135 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_1136 = tensor.expand_shape %1943 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %1944 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1136, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %1945:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1944 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_1137 = tensor.expand_shape %1945#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %1946 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944, %expanded_1137 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1947 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1946 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1948 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1947 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %1949 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1947, %1948 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %1950 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1944 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %1951 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1950 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %1952 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1951, %cst_2, %1949 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_1138 = tensor.collapse_shape %1952 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_1139 = tensor.collapse_shape %1940 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %1953 = linalg.batch_matmul ins(%collapsed_1138, %collapsed_1139 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_1140 = tensor.expand_shape %1953 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %1954 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1140 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_1141 = linalg.transpose ins(%1954 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1142 = linalg.transpose ins(%arg331 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1143 = tensor.collapse_shape %transposed_1141 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %1955 = linalg.matmul ins(%collapsed_1143, %transposed_1142 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1956 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1955 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1144 = tensor.expand_shape %1956 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1957 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1914, %expanded_1144 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1958 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1957 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1959 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1958 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1960 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1959 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1961 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1960 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1962 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1961 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1963 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1962 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1964 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1958, %1963 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1965 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1964 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1966 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg336, %1965 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1145 = linalg.transpose ins(%arg332 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1146 = tensor.collapse_shape %1966 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1967 = linalg.matmul ins(%collapsed_1146, %transposed_1145 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1968 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1967 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1147 = tensor.expand_shape %1968 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1969 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1147 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1970 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1969 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %1971 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1969, %1970 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %1972 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1971 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1148 = linalg.transpose ins(%arg333 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %1973 = linalg.matmul ins(%collapsed_1146, %transposed_1148 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %1974 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1973 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1149 = tensor.expand_shape %1974 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %1975 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1972, %expanded_1149 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1150 = linalg.transpose ins(%arg334 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1151 = tensor.collapse_shape %1975 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %1976 = linalg.matmul ins(%collapsed_1151, %transposed_1150 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1977 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1976 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1152 = tensor.expand_shape %1977 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %1978 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1957, %expanded_1152 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1979 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1978 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1980 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1979 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1981 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1980 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1982 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1981 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1983 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1982 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %1984 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1983 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %1985 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1979, %1984 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %1986 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1985 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %1987 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg344, %1986 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1153 = linalg.transpose ins(%arg337 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1154 = tensor.collapse_shape %1987 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %1988 = linalg.matmul ins(%collapsed_1154, %transposed_1153 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1989 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1988 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1155 = tensor.expand_shape %1989 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1156 = linalg.transpose ins(%expanded_1155 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1157 = linalg.transpose ins(%arg338 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1990 = linalg.matmul ins(%collapsed_1154, %transposed_1157 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1991 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1990 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1158 = tensor.expand_shape %1991 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1159 = linalg.transpose ins(%expanded_1158 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1160 = linalg.transpose ins(%arg339 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %1992 = linalg.matmul ins(%collapsed_1154, %transposed_1160 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %1993 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%1992 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1161 = tensor.expand_shape %1993 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1162 = linalg.transpose ins(%expanded_1161 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %1994 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1156, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1163 = tensor.extract_slice %transposed_1156[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1164 = tensor.extract_slice %transposed_1156[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1995 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1164 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1165 = tensor.concat dim(3) %1995, %extracted_slice_1163 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %1996 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1165, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1997 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1994, %1996 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %1998 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1159, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1166 = tensor.extract_slice %transposed_1159[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1167 = tensor.extract_slice %transposed_1159[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %1999 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1167 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1168 = tensor.concat dim(3) %1999, %extracted_slice_1166 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %2000 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1168, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %2001 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1998, %2000 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_1169 = tensor.concat dim(2) %arg62, %2001 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_1170 = tensor.concat dim(2) %arg63, %transposed_1162 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2002 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1997 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %2003 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1169 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %2004 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1170 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %2005 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2002 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_1171 = linalg.transpose ins(%2003 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %2006 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1171 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1172 = tensor.collapse_shape %2005 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_1173 = tensor.collapse_shape %2006 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %2007 = linalg.batch_matmul ins(%collapsed_1172, %collapsed_1173 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_1174 = tensor.expand_shape %2007 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %2008 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1174, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %2009:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2008 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_1175 = tensor.expand_shape %2009#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %2010 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2008, %expanded_1175 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %2011 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2010 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %2012 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2011 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %2013 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2011, %2012 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %2014 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2008 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %2015 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2014 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %2016 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2015, %cst_2, %2013 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_1176 = tensor.collapse_shape %2016 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_1177 = tensor.collapse_shape %2004 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %2017 = linalg.batch_matmul ins(%collapsed_1176, %collapsed_1177 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_1178 = tensor.expand_shape %2017 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %2018 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1178 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_1179 = linalg.transpose ins(%2018 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1180 = linalg.transpose ins(%arg340 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1181 = tensor.collapse_shape %transposed_1179 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %2019 = linalg.matmul ins(%collapsed_1181, %transposed_1180 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %2020 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2019 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1182 = tensor.expand_shape %2020 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %2021 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1978, %expanded_1182 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2022 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2021 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2023 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2022 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2024 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2023 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2025 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2024 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2026 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2025 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %2027 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2026 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2028 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2022, %2027 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2029 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2028 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2030 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg345, %2029 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1183 = linalg.transpose ins(%arg341 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1184 = tensor.collapse_shape %2030 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %2031 = linalg.matmul ins(%collapsed_1184, %transposed_1183 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %2032 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2031 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1185 = tensor.expand_shape %2032 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %2033 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1185 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %2034 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2033 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %2035 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2033, %2034 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %2036 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2035 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1186 = linalg.transpose ins(%arg342 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %2037 = linalg.matmul ins(%collapsed_1184, %transposed_1186 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %2038 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2037 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1187 = tensor.expand_shape %2038 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %2039 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2036, %expanded_1187 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1188 = linalg.transpose ins(%arg343 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1189 = tensor.collapse_shape %2039 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %2040 = linalg.matmul ins(%collapsed_1189, %transposed_1188 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %2041 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2040 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1190 = tensor.expand_shape %2041 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %2042 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2021, %expanded_1190 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2043 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2042 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2044 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2043 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2045 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2044 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2046 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2045 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2047 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2046 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %2048 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2047 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2049 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2043, %2048 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2050 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2049 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2051 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg353, %2050 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1191 = linalg.transpose ins(%arg346 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1192 = tensor.collapse_shape %2051 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %2052 = linalg.matmul ins(%collapsed_1192, %transposed_1191 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %2053 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2052 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1193 = tensor.expand_shape %2053 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1194 = linalg.transpose ins(%expanded_1193 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1195 = linalg.transpose ins(%arg347 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %2054 = linalg.matmul ins(%collapsed_1192, %transposed_1195 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %2055 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2054 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1196 = tensor.expand_shape %2055 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1197 = linalg.transpose ins(%expanded_1196 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1198 = linalg.transpose ins(%arg348 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %2056 = linalg.matmul ins(%collapsed_1192, %transposed_1198 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %2057 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2056 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1199 = tensor.expand_shape %2057 [[0], [1, 2, 3]] output_shape [1, 1, 32, 128] : tensor<1x4096xbf16> into tensor<1x1x32x128xbf16>
    %transposed_1200 = linalg.transpose ins(%expanded_1199 : tensor<1x1x32x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) permutation = [0, 2, 1, 3] 
    %2058 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1194, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1201 = tensor.extract_slice %transposed_1194[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1202 = tensor.extract_slice %transposed_1194[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %2059 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1202 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1203 = tensor.concat dim(3) %2059, %extracted_slice_1201 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %2060 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1203, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %2061 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2058, %2060 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %2062 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1197, %expanded_22 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %extracted_slice_1204 = tensor.extract_slice %transposed_1197[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %extracted_slice_1205 = tensor.extract_slice %transposed_1197[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xbf16> to tensor<1x32x1x64xbf16>
    %2063 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_1205 : tensor<1x32x1x64xbf16>) outs(%47 : tensor<1x32x1x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %2122 = arith.negf %in : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x64xbf16>
    %concat_1206 = tensor.concat dim(3) %2063, %extracted_slice_1204 : (tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>) -> tensor<1x32x1x128xbf16>
    %2064 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1206, %expanded_23 : tensor<1x32x1x128xbf16>, tensor<1x1x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %2065 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2062, %2064 : tensor<1x32x1x128xbf16>, tensor<1x32x1x128xbf16>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %concat_1207 = tensor.concat dim(2) %arg64, %2065 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %concat_1208 = tensor.concat dim(2) %arg65, %transposed_1200 : (tensor<1x32x2047x128xbf16>, tensor<1x32x1x128xbf16>) -> tensor<1x32x2048x128xbf16>
    %2066 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2061 : tensor<1x32x1x128xbf16>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x128xf32>
    %2067 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1207 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %2068 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_1208 : tensor<1x32x2048x128xbf16>) outs(%59 : tensor<1x32x2048x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x2048x128xf32>
    %2069 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2066 : tensor<1x32x1x128xf32>) outs(%57 : tensor<1x32x1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x128xf32>
    %transposed_1209 = linalg.transpose ins(%2067 : tensor<1x32x2048x128xf32>) outs(%63 : tensor<1x32x128x2048xf32>) permutation = [0, 1, 3, 2] 
    %2070 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1209 : tensor<1x32x128x2048xf32>) outs(%63 : tensor<1x32x128x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_6 : f64 to f32
      %2123 = arith.mulf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x128x2048xf32>
    %collapsed_1210 = tensor.collapse_shape %2069 [[0, 1], [2], [3]] : tensor<1x32x1x128xf32> into tensor<32x1x128xf32>
    %collapsed_1211 = tensor.collapse_shape %2070 [[0, 1], [2], [3]] : tensor<1x32x128x2048xf32> into tensor<32x128x2048xf32>
    %2071 = linalg.batch_matmul ins(%collapsed_1210, %collapsed_1211 : tensor<32x1x128xf32>, tensor<32x128x2048xf32>) outs(%66 : tensor<32x1x2048xf32>) -> tensor<32x1x2048xf32>
    %expanded_1212 = tensor.expand_shape %2071 [[0, 1], [2], [3]] output_shape [1, 32, 1, 2048] : tensor<32x1x2048xf32> into tensor<1x32x1x2048xf32>
    %2072 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1212, %56 : tensor<1x32x1x2048xf32>, tensor<1x1x1x2048xbf16>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: bf16, %out: f32):
      %2122 = arith.extf %in_1232 : bf16 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x32x1x2048xf32>
    %2073:2 = linalg.generic {indexing_maps = [#map4, #map12, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2072 : tensor<1x32x1x2048xf32>) outs(%73, %71 : tensor<1x32x1xf32>, tensor<1x32x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1232: i64):
      %2122 = linalg.index 3 : index
      %2123 = arith.index_cast %2122 : index to i64
      %2124 = arith.maximumf %in, %out : f32
      %2125 = arith.cmpf ogt, %in, %out : f32
      %2126 = arith.select %2125, %2123, %out_1232 : i64
      linalg.yield %2124, %2126 : f32, i64
    } -> (tensor<1x32x1xf32>, tensor<1x32x1xi64>)
    %expanded_1213 = tensor.expand_shape %2073#0 [[0], [1], [2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32x1xf32> into tensor<1x32x1x1xf32>
    %2074 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2072, %expanded_1213 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.subf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %2075 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2074 : tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.exp %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %2076 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2075 : tensor<1x32x1x2048xf32>) outs(%78 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x1xf32>
    %2077 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2075, %2076 : tensor<1x32x1x2048xf32>, tensor<1x32x1x1xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.divf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %2078 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2072 : tensor<1x32x1x2048xf32>) outs(%81 : tensor<1x32x1x2048xi1>) {
    ^bb0(%in: f32, %out: i1):
      %2122 = arith.extf %in : f32 to f64
      %2123 = arith.cmpf oeq, %2122, %cst_7 : f64
      linalg.yield %2123 : i1
    } -> tensor<1x32x1x2048xi1>
    %2079 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2078 : tensor<1x32x1x2048xi1>) outs(%84 : tensor<1x32x1x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %2122 = arith.andi %in, %out : i1
      linalg.yield %2122 : i1
    } -> tensor<1x32x1x1xi1>
    %2080 = linalg.generic {indexing_maps = [#map5, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2079, %cst_2, %2077 : tensor<1x32x1x1xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) outs(%68 : tensor<1x32x1x2048xf32>) {
    ^bb0(%in: i1, %in_1232: f32, %in_1233: f32, %out: f32):
      %2122 = arith.select %in, %in_1232, %in_1233 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x32x1x2048xf32>
    %collapsed_1214 = tensor.collapse_shape %2080 [[0, 1], [2], [3]] : tensor<1x32x1x2048xf32> into tensor<32x1x2048xf32>
    %collapsed_1215 = tensor.collapse_shape %2068 [[0, 1], [2], [3]] : tensor<1x32x2048x128xf32> into tensor<32x2048x128xf32>
    %2081 = linalg.batch_matmul ins(%collapsed_1214, %collapsed_1215 : tensor<32x1x2048xf32>, tensor<32x2048x128xf32>) outs(%88 : tensor<32x1x128xf32>) -> tensor<32x1x128xf32>
    %expanded_1216 = tensor.expand_shape %2081 [[0, 1], [2], [3]] output_shape [1, 32, 1, 128] : tensor<32x1x128xf32> into tensor<1x32x1x128xf32>
    %2082 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_1216 : tensor<1x32x1x128xf32>) outs(%41 : tensor<1x32x1x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32x1x128xbf16>
    %transposed_1217 = linalg.transpose ins(%2082 : tensor<1x32x1x128xbf16>) outs(%91 : tensor<1x1x32x128xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_1218 = linalg.transpose ins(%arg349 : tensor<4096x4096xbf16>) outs(%35 : tensor<4096x4096xbf16>) permutation = [1, 0] 
    %collapsed_1219 = tensor.collapse_shape %transposed_1217 [[0], [1, 2, 3]] : tensor<1x1x32x128xbf16> into tensor<1x4096xbf16>
    %2083 = linalg.matmul ins(%collapsed_1219, %transposed_1218 : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %2084 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2083 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1220 = tensor.expand_shape %2084 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %2085 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2042, %expanded_1220 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2086 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2085 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2087 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2086 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2088 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2087 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2089 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2088 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2090 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2089 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %2091 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2090 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2092 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2086, %2091 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2093 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2092 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2094 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg354, %2093 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %transposed_1221 = linalg.transpose ins(%arg350 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %collapsed_1222 = tensor.collapse_shape %2094 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %2095 = linalg.matmul ins(%collapsed_1222, %transposed_1221 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %2096 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2095 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1223 = tensor.expand_shape %2096 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %2097 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_1223 : tensor<1x1x11008xbf16>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %2098 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2097 : tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.negf %in : f32
      %2123 = math.exp %2122 : f32
      %2124 = arith.addf %2123, %cst_1 : f32
      %2125 = arith.divf %cst_1, %2124 : f32
      linalg.yield %2125 : f32
    } -> tensor<1x1x11008xf32>
    %2099 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2097, %2098 : tensor<1x1x11008xf32>, tensor<1x1x11008xf32>) outs(%110 : tensor<1x1x11008xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x11008xf32>
    %2100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2099 : tensor<1x1x11008xf32>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1224 = linalg.transpose ins(%arg351 : tensor<11008x4096xbf16>) outs(%104 : tensor<4096x11008xbf16>) permutation = [1, 0] 
    %2101 = linalg.matmul ins(%collapsed_1222, %transposed_1224 : tensor<1x4096xbf16>, tensor<4096x11008xbf16>) outs(%106 : tensor<1x11008xf32>) -> tensor<1x11008xf32>
    %2102 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2101 : tensor<1x11008xf32>) outs(%108 : tensor<1x11008xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x11008xbf16>
    %expanded_1225 = tensor.expand_shape %2102 [[0], [1, 2]] output_shape [1, 1, 11008] : tensor<1x11008xbf16> into tensor<1x1x11008xbf16>
    %2103 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2100, %expanded_1225 : tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) outs(%114 : tensor<1x1x11008xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x11008xbf16>
    %transposed_1226 = linalg.transpose ins(%arg352 : tensor<4096x11008xbf16>) outs(%119 : tensor<11008x4096xbf16>) permutation = [1, 0] 
    %collapsed_1227 = tensor.collapse_shape %2103 [[0], [1, 2]] : tensor<1x1x11008xbf16> into tensor<1x11008xbf16>
    %2104 = linalg.matmul ins(%collapsed_1227, %transposed_1226 : tensor<1x11008xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
    %2105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2104 : tensor<1x4096xf32>) outs(%39 : tensor<1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x4096xbf16>
    %expanded_1228 = tensor.expand_shape %2105 [[0], [1, 2]] output_shape [1, 1, 4096] : tensor<1x4096xbf16> into tensor<1x1x4096xbf16>
    %2106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2085, %expanded_1228 : tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.addf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2106 : tensor<1x1x4096xbf16>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %2122 = arith.extf %in : bf16 to f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2108 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2107 : tensor<1x1x4096xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2109 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "reduction"]} ins(%2108 : tensor<1x1x4096xf32>) outs(%27 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.addf %in, %out : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2109 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.divf %in, %cst_10 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2110 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = arith.truncf %cst_8 : f64 to f32
      %2123 = arith.addf %in, %2122 : f32
      linalg.yield %2123 : f32
    } -> tensor<1x1x1xf32>
    %2112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2111 : tensor<1x1x1xf32>) outs(%14 : tensor<1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2122 = math.rsqrt %in : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x1xf32>
    %2113 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2107, %2112 : tensor<1x1x4096xf32>, tensor<1x1x1xf32>) outs(%24 : tensor<1x1x4096xf32>) {
    ^bb0(%in: f32, %in_1232: f32, %out: f32):
      %2122 = arith.mulf %in, %in_1232 : f32
      linalg.yield %2122 : f32
    } -> tensor<1x1x4096xf32>
    %2114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2113 : tensor<1x1x4096xf32>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2115 = linalg.generic {indexing_maps = [#map10, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg355, %2114 : tensor<4096xbf16>, tensor<1x1x4096xbf16>) outs(%0 : tensor<1x1x4096xbf16>) {
    ^bb0(%in: bf16, %in_1232: bf16, %out: bf16):
      %2122 = arith.mulf %in, %in_1232 : bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x1x4096xbf16>
    %2116 = tensor.empty() : tensor<4096x32000xbf16>
    %transposed_1229 = linalg.transpose ins(%arg356 : tensor<32000x4096xbf16>) outs(%2116 : tensor<4096x32000xbf16>) permutation = [1, 0] 
    %collapsed_1230 = tensor.collapse_shape %2115 [[0], [1, 2]] : tensor<1x1x4096xbf16> into tensor<1x4096xbf16>
    %2117 = tensor.empty() : tensor<1x32000xf32>
    %2118 = linalg.fill ins(%cst : f32) outs(%2117 : tensor<1x32000xf32>) -> tensor<1x32000xf32>
    %2119 = linalg.matmul ins(%collapsed_1230, %transposed_1229 : tensor<1x4096xbf16>, tensor<4096x32000xbf16>) outs(%2118 : tensor<1x32000xf32>) -> tensor<1x32000xf32>
    %2120 = tensor.empty() : tensor<1x32000xbf16>
    %2121 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%2119 : tensor<1x32000xf32>) outs(%2120 : tensor<1x32000xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %2122 = arith.truncf %in : f32 to bf16
      linalg.yield %2122 : bf16
    } -> tensor<1x32000xbf16>
    %expanded_1231 = tensor.expand_shape %2121 [[0], [1, 2]] output_shape [1, 1, 32000] : tensor<1x32000xbf16> into tensor<1x1x32000xbf16>
    return %expanded_1231, %concat_29, %concat_30, %concat_67, %concat_68, %concat_105, %concat_106, %concat_143, %concat_144, %concat_181, %concat_182, %concat_219, %concat_220, %concat_257, %concat_258, %concat_295, %concat_296, %concat_333, %concat_334, %concat_371, %concat_372, %concat_409, %concat_410, %concat_447, %concat_448, %concat_485, %concat_486, %concat_523, %concat_524, %concat_561, %concat_562, %concat_599, %concat_600, %concat_637, %concat_638, %concat_675, %concat_676, %concat_713, %concat_714, %concat_751, %concat_752, %concat_789, %concat_790, %concat_827, %concat_828, %concat_865, %concat_866, %concat_903, %concat_904, %concat_941, %concat_942, %concat_979, %concat_980, %concat_1017, %concat_1018, %concat_1055, %concat_1056, %concat_1093, %concat_1094, %concat_1131, %concat_1132, %concat_1169, %concat_1170, %concat_1207, %concat_1208 : tensor<1x1x32000xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_torch.float32: "0x040000000000803FD7AF5D3F11F93F3FE03D263F9AF50F3FCF53F93E9BE8D73E1BF8BA3E9BE8A13E04358C3E23D4723EED47523E8718363E40B01D3E778D083ED67FEC3DCDCCCC3D7859B13D0D94993D4DFE843DC255663D3F76473D15BA2C3D4893153DE386013DD254E03C4F43C23C8B39A83C39AD913C334D7C3CF27B5A3C11333D3C0AD7233C2DE10D3CB0B9F53B15CAD43B9C44B83BCC919F3B772E8A3B0E526F3B383E4F3B0F77333B0D691B3B6F94063B2815E93A5CD7C93A8EC9AE3A0E5C973A6F12833AE201633A8C94443A443B2A3A166A133AAC4FFF392517DD39D774BF3960CBA53972928F3915A87839E453573953773A391679213972D40B39E22CF238"
    }
  }
#-}
