"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x32000xbf16>, tensor<1x2048xi32>) -> tensor<1x2048x32000xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg12: tensor<32000x4096xbf16>, %arg13: tensor<4096xbf16>, %arg14: tensor<4096xbf16>, %arg15: tensor<4096xbf16>, %arg16: tensor<11008x4096xbf16>, %arg17: tensor<4096x11008xbf16>, %arg18: tensor<4096x11008xbf16>, %arg19: tensor<4096x4096xbf16>, %arg20: tensor<4096x4096xbf16>, %arg21: tensor<4096x4096xbf16>, %arg22: tensor<4096x4096xbf16>, %arg23: tensor<4096xbf16>, %arg24: tensor<4096xbf16>, %arg25: tensor<11008x4096xbf16>, %arg26: tensor<4096x11008xbf16>, %arg27: tensor<4096x11008xbf16>, %arg28: tensor<4096x4096xbf16>, %arg29: tensor<4096x4096xbf16>, %arg30: tensor<4096x4096xbf16>, %arg31: tensor<4096x4096xbf16>, %arg32: tensor<4096xbf16>, %arg33: tensor<4096xbf16>, %arg34: tensor<11008x4096xbf16>, %arg35: tensor<4096x11008xbf16>, %arg36: tensor<4096x11008xbf16>, %arg37: tensor<4096x4096xbf16>, %arg38: tensor<4096x4096xbf16>, %arg39: tensor<4096x4096xbf16>, %arg40: tensor<4096x4096xbf16>, %arg41: tensor<4096xbf16>, %arg42: tensor<4096xbf16>, %arg43: tensor<11008x4096xbf16>, %arg44: tensor<4096x11008xbf16>, %arg45: tensor<4096x11008xbf16>, %arg46: tensor<4096x4096xbf16>, %arg47: tensor<4096x4096xbf16>, %arg48: tensor<4096x4096xbf16>, %arg49: tensor<4096x4096xbf16>, %arg50: tensor<4096xbf16>, %arg51: tensor<4096xbf16>, %arg52: tensor<11008x4096xbf16>, %arg53: tensor<4096x11008xbf16>, %arg54: tensor<4096x11008xbf16>, %arg55: tensor<4096x4096xbf16>, %arg56: tensor<4096x4096xbf16>, %arg57: tensor<4096x4096xbf16>, %arg58: tensor<4096x4096xbf16>, %arg59: tensor<4096xbf16>, %arg60: tensor<4096xbf16>, %arg61: tensor<11008x4096xbf16>, %arg62: tensor<4096x11008xbf16>, %arg63: tensor<4096x11008xbf16>, %arg64: tensor<4096x4096xbf16>, %arg65: tensor<4096x4096xbf16>, %arg66: tensor<4096x4096xbf16>, %arg67: tensor<4096x4096xbf16>, %arg68: tensor<4096xbf16>, %arg69: tensor<4096xbf16>, %arg70: tensor<11008x4096xbf16>, %arg71: tensor<4096x11008xbf16>, %arg72: tensor<4096x11008xbf16>, %arg73: tensor<4096x4096xbf16>, %arg74: tensor<4096x4096xbf16>, %arg75: tensor<4096x4096xbf16>, %arg76: tensor<4096x4096xbf16>, %arg77: tensor<4096xbf16>, %arg78: tensor<4096xbf16>, %arg79: tensor<11008x4096xbf16>, %arg80: tensor<4096x11008xbf16>, %arg81: tensor<4096x11008xbf16>, %arg82: tensor<4096x4096xbf16>, %arg83: tensor<4096x4096xbf16>, %arg84: tensor<4096x4096xbf16>, %arg85: tensor<4096x4096xbf16>, %arg86: tensor<4096xbf16>, %arg87: tensor<4096xbf16>, %arg88: tensor<11008x4096xbf16>, %arg89: tensor<4096x11008xbf16>, %arg90: tensor<4096x11008xbf16>, %arg91: tensor<4096x4096xbf16>, %arg92: tensor<4096x4096xbf16>, %arg93: tensor<4096x4096xbf16>, %arg94: tensor<4096x4096xbf16>, %arg95: tensor<4096xbf16>, %arg96: tensor<4096xbf16>, %arg97: tensor<11008x4096xbf16>, %arg98: tensor<4096x11008xbf16>, %arg99: tensor<4096x11008xbf16>, %arg100: tensor<4096x4096xbf16>, %arg101: tensor<4096x4096xbf16>, %arg102: tensor<4096x4096xbf16>, %arg103: tensor<4096x4096xbf16>, %arg104: tensor<4096xbf16>, %arg105: tensor<4096xbf16>, %arg106: tensor<11008x4096xbf16>, %arg107: tensor<4096x11008xbf16>, %arg108: tensor<4096x11008xbf16>, %arg109: tensor<4096x4096xbf16>, %arg110: tensor<4096x4096xbf16>, %arg111: tensor<4096x4096xbf16>, %arg112: tensor<4096x4096xbf16>, %arg113: tensor<4096xbf16>, %arg114: tensor<4096xbf16>, %arg115: tensor<11008x4096xbf16>, %arg116: tensor<4096x11008xbf16>, %arg117: tensor<4096x11008xbf16>, %arg118: tensor<4096x4096xbf16>, %arg119: tensor<4096x4096xbf16>, %arg120: tensor<4096x4096xbf16>, %arg121: tensor<4096x4096xbf16>, %arg122: tensor<4096xbf16>, %arg123: tensor<4096xbf16>, %arg124: tensor<11008x4096xbf16>, %arg125: tensor<4096x11008xbf16>, %arg126: tensor<4096x11008xbf16>, %arg127: tensor<4096x4096xbf16>, %arg128: tensor<4096x4096xbf16>, %arg129: tensor<4096x4096xbf16>, %arg130: tensor<4096x4096xbf16>, %arg131: tensor<4096xbf16>, %arg132: tensor<4096xbf16>, %arg133: tensor<11008x4096xbf16>, %arg134: tensor<4096x11008xbf16>, %arg135: tensor<4096x11008xbf16>, %arg136: tensor<4096x4096xbf16>, %arg137: tensor<4096x4096xbf16>, %arg138: tensor<4096x4096xbf16>, %arg139: tensor<4096x4096xbf16>, %arg140: tensor<4096xbf16>, %arg141: tensor<4096xbf16>, %arg142: tensor<11008x4096xbf16>, %arg143: tensor<4096x11008xbf16>, %arg144: tensor<4096x11008xbf16>, %arg145: tensor<4096x4096xbf16>, %arg146: tensor<4096x4096xbf16>, %arg147: tensor<4096x4096xbf16>, %arg148: tensor<4096x4096xbf16>, %arg149: tensor<4096xbf16>, %arg150: tensor<4096xbf16>, %arg151: tensor<11008x4096xbf16>, %arg152: tensor<4096x11008xbf16>, %arg153: tensor<4096x11008xbf16>, %arg154: tensor<4096x4096xbf16>, %arg155: tensor<4096x4096xbf16>, %arg156: tensor<4096x4096xbf16>, %arg157: tensor<4096x4096xbf16>, %arg158: tensor<4096xbf16>, %arg159: tensor<4096xbf16>, %arg160: tensor<11008x4096xbf16>, %arg161: tensor<4096x11008xbf16>, %arg162: tensor<4096x11008xbf16>, %arg163: tensor<4096x4096xbf16>, %arg164: tensor<4096x4096xbf16>, %arg165: tensor<4096x4096xbf16>, %arg166: tensor<4096x4096xbf16>, %arg167: tensor<4096xbf16>, %arg168: tensor<4096xbf16>, %arg169: tensor<11008x4096xbf16>, %arg170: tensor<4096x11008xbf16>, %arg171: tensor<4096x11008xbf16>, %arg172: tensor<4096x4096xbf16>, %arg173: tensor<4096x4096xbf16>, %arg174: tensor<4096x4096xbf16>, %arg175: tensor<4096x4096xbf16>, %arg176: tensor<4096xbf16>, %arg177: tensor<4096xbf16>, %arg178: tensor<11008x4096xbf16>, %arg179: tensor<4096x11008xbf16>, %arg180: tensor<4096x11008xbf16>, %arg181: tensor<4096x4096xbf16>, %arg182: tensor<4096x4096xbf16>, %arg183: tensor<4096x4096xbf16>, %arg184: tensor<4096x4096xbf16>, %arg185: tensor<4096xbf16>, %arg186: tensor<4096xbf16>, %arg187: tensor<11008x4096xbf16>, %arg188: tensor<4096x11008xbf16>, %arg189: tensor<4096x11008xbf16>, %arg190: tensor<4096x4096xbf16>, %arg191: tensor<4096x4096xbf16>, %arg192: tensor<4096x4096xbf16>, %arg193: tensor<4096x4096xbf16>, %arg194: tensor<4096xbf16>, %arg195: tensor<4096xbf16>, %arg196: tensor<11008x4096xbf16>, %arg197: tensor<4096x11008xbf16>, %arg198: tensor<4096x11008xbf16>, %arg199: tensor<4096x4096xbf16>, %arg200: tensor<4096x4096xbf16>, %arg201: tensor<4096x4096xbf16>, %arg202: tensor<4096x4096xbf16>, %arg203: tensor<4096xbf16>, %arg204: tensor<4096xbf16>, %arg205: tensor<11008x4096xbf16>, %arg206: tensor<4096x11008xbf16>, %arg207: tensor<4096x11008xbf16>, %arg208: tensor<4096x4096xbf16>, %arg209: tensor<4096x4096xbf16>, %arg210: tensor<4096x4096xbf16>, %arg211: tensor<4096x4096xbf16>, %arg212: tensor<4096xbf16>, %arg213: tensor<4096xbf16>, %arg214: tensor<11008x4096xbf16>, %arg215: tensor<4096x11008xbf16>, %arg216: tensor<4096x11008xbf16>, %arg217: tensor<4096x4096xbf16>, %arg218: tensor<4096x4096xbf16>, %arg219: tensor<4096x4096xbf16>, %arg220: tensor<4096x4096xbf16>, %arg221: tensor<4096xbf16>, %arg222: tensor<4096xbf16>, %arg223: tensor<11008x4096xbf16>, %arg224: tensor<4096x11008xbf16>, %arg225: tensor<4096x11008xbf16>, %arg226: tensor<4096x4096xbf16>, %arg227: tensor<4096x4096xbf16>, %arg228: tensor<4096x4096xbf16>, %arg229: tensor<4096x4096xbf16>, %arg230: tensor<4096xbf16>, %arg231: tensor<4096xbf16>, %arg232: tensor<11008x4096xbf16>, %arg233: tensor<4096x11008xbf16>, %arg234: tensor<4096x11008xbf16>, %arg235: tensor<4096x4096xbf16>, %arg236: tensor<4096x4096xbf16>, %arg237: tensor<4096x4096xbf16>, %arg238: tensor<4096x4096xbf16>, %arg239: tensor<4096xbf16>, %arg240: tensor<4096xbf16>, %arg241: tensor<11008x4096xbf16>, %arg242: tensor<4096x11008xbf16>, %arg243: tensor<4096x11008xbf16>, %arg244: tensor<4096x4096xbf16>, %arg245: tensor<4096x4096xbf16>, %arg246: tensor<4096x4096xbf16>, %arg247: tensor<4096x4096xbf16>, %arg248: tensor<4096xbf16>, %arg249: tensor<4096xbf16>, %arg250: tensor<11008x4096xbf16>, %arg251: tensor<4096x11008xbf16>, %arg252: tensor<4096x11008xbf16>, %arg253: tensor<4096x4096xbf16>, %arg254: tensor<4096x4096xbf16>, %arg255: tensor<4096x4096xbf16>, %arg256: tensor<4096x4096xbf16>, %arg257: tensor<4096xbf16>, %arg258: tensor<4096xbf16>, %arg259: tensor<11008x4096xbf16>, %arg260: tensor<4096x11008xbf16>, %arg261: tensor<4096x11008xbf16>, %arg262: tensor<4096x4096xbf16>, %arg263: tensor<4096x4096xbf16>, %arg264: tensor<4096x4096xbf16>, %arg265: tensor<4096x4096xbf16>, %arg266: tensor<4096xbf16>, %arg267: tensor<4096xbf16>, %arg268: tensor<11008x4096xbf16>, %arg269: tensor<4096x11008xbf16>, %arg270: tensor<4096x11008xbf16>, %arg271: tensor<4096x4096xbf16>, %arg272: tensor<4096x4096xbf16>, %arg273: tensor<4096x4096xbf16>, %arg274: tensor<4096x4096xbf16>, %arg275: tensor<4096xbf16>, %arg276: tensor<4096xbf16>, %arg277: tensor<11008x4096xbf16>, %arg278: tensor<4096x11008xbf16>, %arg279: tensor<4096x11008xbf16>, %arg280: tensor<4096x4096xbf16>, %arg281: tensor<4096x4096xbf16>, %arg282: tensor<4096x4096xbf16>, %arg283: tensor<4096x4096xbf16>, %arg284: tensor<4096xbf16>, %arg285: tensor<4096xbf16>, %arg286: tensor<11008x4096xbf16>, %arg287: tensor<4096x11008xbf16>, %arg288: tensor<4096x11008xbf16>, %arg289: tensor<4096x4096xbf16>, %arg290: tensor<4096x4096xbf16>, %arg291: tensor<4096x4096xbf16>, %arg292: tensor<4096x4096xbf16>, %arg293: tensor<4096xbf16>, %arg294: tensor<4096xbf16>, %arg295: tensor<11008x4096xbf16>, %arg296: tensor<4096x11008xbf16>, %arg297: tensor<4096x11008xbf16>, %arg298: tensor<4096x4096xbf16>, %arg299: tensor<4096x4096xbf16>, %arg300: tensor<4096x4096xbf16>, %arg301: tensor<4096x4096xbf16>, %arg302: tensor<4096x32000xbf16>, %arg303: tensor<1x2048xi32>):
    %46 = "func.call"(%arg12, %arg303) <{callee = @_take}> : (tensor<32000x4096xbf16>, tensor<1x2048xi32>) -> tensor<1x2048x4096xbf16>
    %47 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048xi32>
    %48 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %50 = "func.call"(%49) <{callee = @tril}> : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %51 = "stablehlo.convert"(%46) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %52 = "stablehlo.multiply"(%51, %51) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %53 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.reduce"(%52, %53) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
      %5190 = "stablehlo.add"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5190) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %56 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %58 = "stablehlo.divide"(%55, %57) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %59 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %61 = "stablehlo.add"(%58, %60) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %62 = "stablehlo.rsqrt"(%61) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %64 = "stablehlo.multiply"(%51, %63) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %65 = "stablehlo.convert"(%64) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %66 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %68 = "stablehlo.multiply"(%65, %67) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %69 = "stablehlo.dot_general"(%68, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %70 = "stablehlo.reshape"(%69) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %71 = "stablehlo.dot_general"(%68, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %72 = "stablehlo.reshape"(%71) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %73 = "stablehlo.dot_general"(%68, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %75 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %76 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %78 = "stablehlo.multiply"(%77, %75) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %81 = "stablehlo.add"(%80, %78) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %82 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %84 = "stablehlo.divide"(%81, %83) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %85 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %87 = "stablehlo.power"(%86, %84) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %88 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %90 = "stablehlo.divide"(%89, %87) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %91 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %93 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %94 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %95 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %96 = "stablehlo.multiply"(%94, %95) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %97 = "stablehlo.concatenate"(%96, %96) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %98 = "stablehlo.cosine"(%97) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %100 = "stablehlo.sine"(%97) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %102 = "stablehlo.slice"(%70) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %103 = "stablehlo.slice"(%70) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %104 = "stablehlo.negate"(%103) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %105 = "stablehlo.concatenate"(%104, %102) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %106 = "stablehlo.convert"(%70) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %107 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %108 = "stablehlo.multiply"(%106, %107) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %109 = "stablehlo.convert"(%105) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %110 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %111 = "stablehlo.multiply"(%109, %110) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %112 = "stablehlo.add"(%108, %111) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %113 = "stablehlo.convert"(%112) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %114 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %115 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %117 = "stablehlo.multiply"(%116, %114) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %118 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %120 = "stablehlo.add"(%119, %117) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %121 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %123 = "stablehlo.divide"(%120, %122) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %126 = "stablehlo.power"(%125, %123) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %127 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %129 = "stablehlo.divide"(%128, %126) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %130 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %132 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %133 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %134 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %135 = "stablehlo.multiply"(%133, %134) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %136 = "stablehlo.concatenate"(%135, %135) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %137 = "stablehlo.cosine"(%136) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %139 = "stablehlo.sine"(%136) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %141 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %142 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %143 = "stablehlo.negate"(%142) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %144 = "stablehlo.concatenate"(%143, %141) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %145 = "stablehlo.convert"(%72) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %146 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %147 = "stablehlo.multiply"(%145, %146) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %148 = "stablehlo.convert"(%144) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %149 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %150 = "stablehlo.multiply"(%148, %149) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %151 = "stablehlo.add"(%147, %150) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %152 = "stablehlo.convert"(%151) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %153 = "stablehlo.dot_general"(%113, %152) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %154 = "stablehlo.convert"(%153) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %155 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.sqrt"(%155) : (tensor<f32>) -> tensor<f32>
    %157 = "stablehlo.convert"(%156) : (tensor<f32>) -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %159 = "stablehlo.divide"(%154, %158) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %160 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %161 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %162 = "func.call"(%160, %159, %161) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %163 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.reduce"(%162, %163) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
      %5189 = "stablehlo.maximum"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5189) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %165 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %167 = "stablehlo.maximum"(%166, %164) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %170 = "stablehlo.subtract"(%162, %169) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %171 = "stablehlo.exponential"(%170) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.reduce"(%171, %172) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
      %5188 = "stablehlo.add"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5188) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %176 = "stablehlo.divide"(%171, %175) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %177 = "stablehlo.convert"(%176) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %178 = "stablehlo.dot_general"(%74, %177) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %179 = "stablehlo.transpose"(%178) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %180 = "stablehlo.reshape"(%179) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %181 = "stablehlo.dot_general"(%180, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %182 = "stablehlo.add"(%46, %181) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %183 = "stablehlo.convert"(%182) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %184 = "stablehlo.multiply"(%183, %183) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %185 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.reduce"(%184, %185) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
      %5187 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5187) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %188 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %190 = "stablehlo.divide"(%187, %189) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %191 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %193 = "stablehlo.add"(%190, %192) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %194 = "stablehlo.rsqrt"(%193) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %196 = "stablehlo.multiply"(%183, %195) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %197 = "stablehlo.convert"(%196) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %198 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %200 = "stablehlo.multiply"(%197, %199) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %201 = "stablehlo.dot_general"(%200, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %202 = "func.call"(%201) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %203 = "stablehlo.dot_general"(%200, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %204 = "stablehlo.multiply"(%202, %203) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %205 = "stablehlo.dot_general"(%204, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %206 = "stablehlo.add"(%182, %205) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %207 = "stablehlo.convert"(%206) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %208 = "stablehlo.multiply"(%207, %207) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.reduce"(%208, %209) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg552: tensor<f32>, %arg553: tensor<f32>):
      %5186 = "stablehlo.add"(%arg552, %arg553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5186) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %212 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %214 = "stablehlo.divide"(%211, %213) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %215 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %217 = "stablehlo.add"(%214, %216) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %218 = "stablehlo.rsqrt"(%217) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %220 = "stablehlo.multiply"(%207, %219) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %221 = "stablehlo.convert"(%220) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %222 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %224 = "stablehlo.multiply"(%221, %223) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %225 = "stablehlo.dot_general"(%224, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %226 = "stablehlo.reshape"(%225) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %227 = "stablehlo.dot_general"(%224, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %228 = "stablehlo.reshape"(%227) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %229 = "stablehlo.dot_general"(%224, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %230 = "stablehlo.reshape"(%229) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %231 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %232 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %234 = "stablehlo.multiply"(%233, %231) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %237 = "stablehlo.add"(%236, %234) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %238 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %240 = "stablehlo.divide"(%237, %239) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %241 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %243 = "stablehlo.power"(%242, %240) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %244 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %246 = "stablehlo.divide"(%245, %243) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %247 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %249 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %250 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %251 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %252 = "stablehlo.multiply"(%250, %251) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %253 = "stablehlo.concatenate"(%252, %252) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %254 = "stablehlo.cosine"(%253) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %256 = "stablehlo.sine"(%253) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %258 = "stablehlo.slice"(%226) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %259 = "stablehlo.slice"(%226) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %260 = "stablehlo.negate"(%259) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %261 = "stablehlo.concatenate"(%260, %258) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %262 = "stablehlo.convert"(%226) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %263 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %264 = "stablehlo.multiply"(%262, %263) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %265 = "stablehlo.convert"(%261) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %266 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %267 = "stablehlo.multiply"(%265, %266) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %268 = "stablehlo.add"(%264, %267) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %269 = "stablehlo.convert"(%268) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %270 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %271 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %273 = "stablehlo.multiply"(%272, %270) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %274 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %276 = "stablehlo.add"(%275, %273) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %277 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %279 = "stablehlo.divide"(%276, %278) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %280 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %282 = "stablehlo.power"(%281, %279) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %283 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %285 = "stablehlo.divide"(%284, %282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %286 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %288 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %289 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %290 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %291 = "stablehlo.multiply"(%289, %290) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %292 = "stablehlo.concatenate"(%291, %291) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %293 = "stablehlo.cosine"(%292) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %295 = "stablehlo.sine"(%292) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %297 = "stablehlo.slice"(%228) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %298 = "stablehlo.slice"(%228) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %299 = "stablehlo.negate"(%298) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %300 = "stablehlo.concatenate"(%299, %297) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %301 = "stablehlo.convert"(%228) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %302 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %303 = "stablehlo.multiply"(%301, %302) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %304 = "stablehlo.convert"(%300) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %305 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %306 = "stablehlo.multiply"(%304, %305) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %307 = "stablehlo.add"(%303, %306) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %308 = "stablehlo.convert"(%307) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %309 = "stablehlo.dot_general"(%269, %308) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %310 = "stablehlo.convert"(%309) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %311 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %312 = "stablehlo.sqrt"(%311) : (tensor<f32>) -> tensor<f32>
    %313 = "stablehlo.convert"(%312) : (tensor<f32>) -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %315 = "stablehlo.divide"(%310, %314) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %316 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %317 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %318 = "func.call"(%316, %315, %317) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %319 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.reduce"(%318, %319) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg550: tensor<f32>, %arg551: tensor<f32>):
      %5185 = "stablehlo.maximum"(%arg550, %arg551) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5185) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %321 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %323 = "stablehlo.maximum"(%322, %320) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %326 = "stablehlo.subtract"(%318, %325) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %327 = "stablehlo.exponential"(%326) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %328 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.reduce"(%327, %328) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg548: tensor<f32>, %arg549: tensor<f32>):
      %5184 = "stablehlo.add"(%arg548, %arg549) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5184) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %332 = "stablehlo.divide"(%327, %331) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %333 = "stablehlo.convert"(%332) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %334 = "stablehlo.dot_general"(%230, %333) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %335 = "stablehlo.transpose"(%334) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %336 = "stablehlo.reshape"(%335) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %337 = "stablehlo.dot_general"(%336, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %338 = "stablehlo.add"(%206, %337) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %339 = "stablehlo.convert"(%338) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %340 = "stablehlo.multiply"(%339, %339) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.reduce"(%340, %341) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg546: tensor<f32>, %arg547: tensor<f32>):
      %5183 = "stablehlo.add"(%arg546, %arg547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5183) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %344 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %346 = "stablehlo.divide"(%343, %345) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %347 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %349 = "stablehlo.add"(%346, %348) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %350 = "stablehlo.rsqrt"(%349) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %352 = "stablehlo.multiply"(%339, %351) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %353 = "stablehlo.convert"(%352) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %354 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %356 = "stablehlo.multiply"(%353, %355) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %357 = "stablehlo.dot_general"(%356, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %358 = "func.call"(%357) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %359 = "stablehlo.dot_general"(%356, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %360 = "stablehlo.multiply"(%358, %359) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %361 = "stablehlo.dot_general"(%360, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %362 = "stablehlo.add"(%338, %361) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %363 = "stablehlo.convert"(%362) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %364 = "stablehlo.multiply"(%363, %363) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %365 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %366 = "stablehlo.reduce"(%364, %365) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg544: tensor<f32>, %arg545: tensor<f32>):
      %5182 = "stablehlo.add"(%arg544, %arg545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5182) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %368 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %370 = "stablehlo.divide"(%367, %369) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %371 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %373 = "stablehlo.add"(%370, %372) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %374 = "stablehlo.rsqrt"(%373) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %376 = "stablehlo.multiply"(%363, %375) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %377 = "stablehlo.convert"(%376) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %378 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %380 = "stablehlo.multiply"(%377, %379) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %381 = "stablehlo.dot_general"(%380, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %382 = "stablehlo.reshape"(%381) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %383 = "stablehlo.dot_general"(%380, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %384 = "stablehlo.reshape"(%383) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %385 = "stablehlo.dot_general"(%380, %arg40) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %386 = "stablehlo.reshape"(%385) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %387 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %388 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %390 = "stablehlo.multiply"(%389, %387) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %391 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %393 = "stablehlo.add"(%392, %390) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %394 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %396 = "stablehlo.divide"(%393, %395) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %397 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %399 = "stablehlo.power"(%398, %396) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %400 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %402 = "stablehlo.divide"(%401, %399) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %403 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %405 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %406 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %407 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %408 = "stablehlo.multiply"(%406, %407) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %409 = "stablehlo.concatenate"(%408, %408) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %410 = "stablehlo.cosine"(%409) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %412 = "stablehlo.sine"(%409) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %414 = "stablehlo.slice"(%382) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %415 = "stablehlo.slice"(%382) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %416 = "stablehlo.negate"(%415) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %417 = "stablehlo.concatenate"(%416, %414) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %418 = "stablehlo.convert"(%382) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %419 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %420 = "stablehlo.multiply"(%418, %419) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %421 = "stablehlo.convert"(%417) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %422 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %423 = "stablehlo.multiply"(%421, %422) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %424 = "stablehlo.add"(%420, %423) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %425 = "stablehlo.convert"(%424) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %426 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %427 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %429 = "stablehlo.multiply"(%428, %426) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %430 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %432 = "stablehlo.add"(%431, %429) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %433 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %435 = "stablehlo.divide"(%432, %434) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %436 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %438 = "stablehlo.power"(%437, %435) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %439 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %440 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %441 = "stablehlo.divide"(%440, %438) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %442 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %443 = "stablehlo.broadcast_in_dim"(%442) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %444 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %445 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %446 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %447 = "stablehlo.multiply"(%445, %446) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %448 = "stablehlo.concatenate"(%447, %447) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %449 = "stablehlo.cosine"(%448) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %450 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %451 = "stablehlo.sine"(%448) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %452 = "stablehlo.broadcast_in_dim"(%451) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %453 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %454 = "stablehlo.slice"(%384) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %455 = "stablehlo.negate"(%454) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %456 = "stablehlo.concatenate"(%455, %453) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %457 = "stablehlo.convert"(%384) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %458 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %459 = "stablehlo.multiply"(%457, %458) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %460 = "stablehlo.convert"(%456) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %461 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %462 = "stablehlo.multiply"(%460, %461) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %463 = "stablehlo.add"(%459, %462) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %464 = "stablehlo.convert"(%463) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %465 = "stablehlo.dot_general"(%425, %464) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %466 = "stablehlo.convert"(%465) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %467 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.sqrt"(%467) : (tensor<f32>) -> tensor<f32>
    %469 = "stablehlo.convert"(%468) : (tensor<f32>) -> tensor<f32>
    %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %471 = "stablehlo.divide"(%466, %470) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %472 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %473 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %474 = "func.call"(%472, %471, %473) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %475 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %476 = "stablehlo.reduce"(%474, %475) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg542: tensor<f32>, %arg543: tensor<f32>):
      %5181 = "stablehlo.maximum"(%arg542, %arg543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5181) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %477 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %479 = "stablehlo.maximum"(%478, %476) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %482 = "stablehlo.subtract"(%474, %481) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %483 = "stablehlo.exponential"(%482) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.reduce"(%483, %484) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg540: tensor<f32>, %arg541: tensor<f32>):
      %5180 = "stablehlo.add"(%arg540, %arg541) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5180) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %488 = "stablehlo.divide"(%483, %487) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %489 = "stablehlo.convert"(%488) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %490 = "stablehlo.dot_general"(%386, %489) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %491 = "stablehlo.transpose"(%490) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %492 = "stablehlo.reshape"(%491) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %493 = "stablehlo.dot_general"(%492, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %494 = "stablehlo.add"(%362, %493) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %495 = "stablehlo.convert"(%494) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %496 = "stablehlo.multiply"(%495, %495) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %497 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.reduce"(%496, %497) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg538: tensor<f32>, %arg539: tensor<f32>):
      %5179 = "stablehlo.add"(%arg538, %arg539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5179) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %499 = "stablehlo.broadcast_in_dim"(%498) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %500 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %502 = "stablehlo.divide"(%499, %501) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %503 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %505 = "stablehlo.add"(%502, %504) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %506 = "stablehlo.rsqrt"(%505) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %507 = "stablehlo.broadcast_in_dim"(%506) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %508 = "stablehlo.multiply"(%495, %507) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %509 = "stablehlo.convert"(%508) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %510 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %512 = "stablehlo.multiply"(%509, %511) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %513 = "stablehlo.dot_general"(%512, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %514 = "func.call"(%513) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %515 = "stablehlo.dot_general"(%512, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %516 = "stablehlo.multiply"(%514, %515) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %517 = "stablehlo.dot_general"(%516, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %518 = "stablehlo.add"(%494, %517) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %519 = "stablehlo.convert"(%518) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %520 = "stablehlo.multiply"(%519, %519) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %521 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %522 = "stablehlo.reduce"(%520, %521) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg536: tensor<f32>, %arg537: tensor<f32>):
      %5178 = "stablehlo.add"(%arg536, %arg537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5178) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %523 = "stablehlo.broadcast_in_dim"(%522) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %524 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %526 = "stablehlo.divide"(%523, %525) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %527 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %529 = "stablehlo.add"(%526, %528) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %530 = "stablehlo.rsqrt"(%529) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %532 = "stablehlo.multiply"(%519, %531) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %533 = "stablehlo.convert"(%532) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %534 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %536 = "stablehlo.multiply"(%533, %535) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %537 = "stablehlo.dot_general"(%536, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %538 = "stablehlo.reshape"(%537) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %539 = "stablehlo.dot_general"(%536, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %540 = "stablehlo.reshape"(%539) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %541 = "stablehlo.dot_general"(%536, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %542 = "stablehlo.reshape"(%541) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %543 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %544 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %545 = "stablehlo.broadcast_in_dim"(%544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %546 = "stablehlo.multiply"(%545, %543) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %547 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %549 = "stablehlo.add"(%548, %546) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %550 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %551 = "stablehlo.broadcast_in_dim"(%550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %552 = "stablehlo.divide"(%549, %551) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %553 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.broadcast_in_dim"(%553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %555 = "stablehlo.power"(%554, %552) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %556 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %558 = "stablehlo.divide"(%557, %555) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %559 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %561 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %562 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %563 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %564 = "stablehlo.multiply"(%562, %563) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %565 = "stablehlo.concatenate"(%564, %564) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %566 = "stablehlo.cosine"(%565) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %567 = "stablehlo.broadcast_in_dim"(%566) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %568 = "stablehlo.sine"(%565) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %570 = "stablehlo.slice"(%538) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %571 = "stablehlo.slice"(%538) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %572 = "stablehlo.negate"(%571) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %573 = "stablehlo.concatenate"(%572, %570) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %574 = "stablehlo.convert"(%538) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %575 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %576 = "stablehlo.multiply"(%574, %575) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %577 = "stablehlo.convert"(%573) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %578 = "stablehlo.broadcast_in_dim"(%569) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %579 = "stablehlo.multiply"(%577, %578) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %580 = "stablehlo.add"(%576, %579) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %581 = "stablehlo.convert"(%580) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %582 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %583 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %585 = "stablehlo.multiply"(%584, %582) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %587 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %588 = "stablehlo.add"(%587, %585) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %589 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %591 = "stablehlo.divide"(%588, %590) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %592 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %593 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %594 = "stablehlo.power"(%593, %591) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %595 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %596 = "stablehlo.broadcast_in_dim"(%595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %597 = "stablehlo.divide"(%596, %594) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %598 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %600 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %601 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %602 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %603 = "stablehlo.multiply"(%601, %602) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %604 = "stablehlo.concatenate"(%603, %603) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %605 = "stablehlo.cosine"(%604) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %607 = "stablehlo.sine"(%604) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %608 = "stablehlo.broadcast_in_dim"(%607) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %609 = "stablehlo.slice"(%540) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %610 = "stablehlo.slice"(%540) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %611 = "stablehlo.negate"(%610) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %612 = "stablehlo.concatenate"(%611, %609) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %613 = "stablehlo.convert"(%540) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %614 = "stablehlo.broadcast_in_dim"(%606) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %615 = "stablehlo.multiply"(%613, %614) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %616 = "stablehlo.convert"(%612) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %617 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %618 = "stablehlo.multiply"(%616, %617) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %619 = "stablehlo.add"(%615, %618) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %620 = "stablehlo.convert"(%619) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %621 = "stablehlo.dot_general"(%581, %620) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %622 = "stablehlo.convert"(%621) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %623 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.sqrt"(%623) : (tensor<f32>) -> tensor<f32>
    %625 = "stablehlo.convert"(%624) : (tensor<f32>) -> tensor<f32>
    %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %627 = "stablehlo.divide"(%622, %626) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %628 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %629 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %630 = "func.call"(%628, %627, %629) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %631 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %632 = "stablehlo.reduce"(%630, %631) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg534: tensor<f32>, %arg535: tensor<f32>):
      %5177 = "stablehlo.maximum"(%arg534, %arg535) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5177) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %633 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %635 = "stablehlo.maximum"(%634, %632) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %638 = "stablehlo.subtract"(%630, %637) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %639 = "stablehlo.exponential"(%638) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %640 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.reduce"(%639, %640) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg532: tensor<f32>, %arg533: tensor<f32>):
      %5176 = "stablehlo.add"(%arg532, %arg533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5176) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %642 = "stablehlo.broadcast_in_dim"(%641) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %644 = "stablehlo.divide"(%639, %643) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %645 = "stablehlo.convert"(%644) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %646 = "stablehlo.dot_general"(%542, %645) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %647 = "stablehlo.transpose"(%646) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %648 = "stablehlo.reshape"(%647) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %649 = "stablehlo.dot_general"(%648, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %650 = "stablehlo.add"(%518, %649) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %651 = "stablehlo.convert"(%650) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %652 = "stablehlo.multiply"(%651, %651) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %653 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %654 = "stablehlo.reduce"(%652, %653) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
      %5175 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5175) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %656 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %658 = "stablehlo.divide"(%655, %657) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %659 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %661 = "stablehlo.add"(%658, %660) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %662 = "stablehlo.rsqrt"(%661) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %664 = "stablehlo.multiply"(%651, %663) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %665 = "stablehlo.convert"(%664) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %666 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %667 = "stablehlo.broadcast_in_dim"(%666) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %668 = "stablehlo.multiply"(%665, %667) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %669 = "stablehlo.dot_general"(%668, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %670 = "func.call"(%669) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %671 = "stablehlo.dot_general"(%668, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %672 = "stablehlo.multiply"(%670, %671) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %673 = "stablehlo.dot_general"(%672, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %674 = "stablehlo.add"(%650, %673) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %675 = "stablehlo.convert"(%674) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %676 = "stablehlo.multiply"(%675, %675) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %677 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %678 = "stablehlo.reduce"(%676, %677) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
      %5174 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5174) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %680 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %682 = "stablehlo.divide"(%679, %681) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %683 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %685 = "stablehlo.add"(%682, %684) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %686 = "stablehlo.rsqrt"(%685) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %687 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %688 = "stablehlo.multiply"(%675, %687) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %689 = "stablehlo.convert"(%688) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %690 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %692 = "stablehlo.multiply"(%689, %691) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %693 = "stablehlo.dot_general"(%692, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %694 = "stablehlo.reshape"(%693) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %695 = "stablehlo.dot_general"(%692, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %696 = "stablehlo.reshape"(%695) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %697 = "stablehlo.dot_general"(%692, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %698 = "stablehlo.reshape"(%697) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %699 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %700 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %702 = "stablehlo.multiply"(%701, %699) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %703 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %705 = "stablehlo.add"(%704, %702) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %706 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %708 = "stablehlo.divide"(%705, %707) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %709 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %710 = "stablehlo.broadcast_in_dim"(%709) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %711 = "stablehlo.power"(%710, %708) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %712 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %713 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %714 = "stablehlo.divide"(%713, %711) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %715 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %717 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %718 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %719 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %720 = "stablehlo.multiply"(%718, %719) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %721 = "stablehlo.concatenate"(%720, %720) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %722 = "stablehlo.cosine"(%721) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %724 = "stablehlo.sine"(%721) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %726 = "stablehlo.slice"(%694) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %727 = "stablehlo.slice"(%694) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %728 = "stablehlo.negate"(%727) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %729 = "stablehlo.concatenate"(%728, %726) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %730 = "stablehlo.convert"(%694) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %731 = "stablehlo.broadcast_in_dim"(%723) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %732 = "stablehlo.multiply"(%730, %731) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %733 = "stablehlo.convert"(%729) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %734 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %735 = "stablehlo.multiply"(%733, %734) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %736 = "stablehlo.add"(%732, %735) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %737 = "stablehlo.convert"(%736) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %738 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %739 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %741 = "stablehlo.multiply"(%740, %738) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %742 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %743 = "stablehlo.broadcast_in_dim"(%742) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %744 = "stablehlo.add"(%743, %741) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %745 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %746 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %747 = "stablehlo.divide"(%744, %746) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %748 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %749 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %750 = "stablehlo.power"(%749, %747) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %751 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %753 = "stablehlo.divide"(%752, %750) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %754 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %755 = "stablehlo.broadcast_in_dim"(%754) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %756 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %757 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %758 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %759 = "stablehlo.multiply"(%757, %758) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %760 = "stablehlo.concatenate"(%759, %759) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %761 = "stablehlo.cosine"(%760) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %762 = "stablehlo.broadcast_in_dim"(%761) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %763 = "stablehlo.sine"(%760) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %764 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %765 = "stablehlo.slice"(%696) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %766 = "stablehlo.slice"(%696) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %767 = "stablehlo.negate"(%766) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %768 = "stablehlo.concatenate"(%767, %765) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %769 = "stablehlo.convert"(%696) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %770 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %771 = "stablehlo.multiply"(%769, %770) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %772 = "stablehlo.convert"(%768) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %773 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %774 = "stablehlo.multiply"(%772, %773) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %775 = "stablehlo.add"(%771, %774) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %776 = "stablehlo.convert"(%775) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %777 = "stablehlo.dot_general"(%737, %776) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %778 = "stablehlo.convert"(%777) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %779 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %780 = "stablehlo.sqrt"(%779) : (tensor<f32>) -> tensor<f32>
    %781 = "stablehlo.convert"(%780) : (tensor<f32>) -> tensor<f32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %783 = "stablehlo.divide"(%778, %782) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %784 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %785 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %786 = "func.call"(%784, %783, %785) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %787 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %788 = "stablehlo.reduce"(%786, %787) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg526: tensor<f32>, %arg527: tensor<f32>):
      %5173 = "stablehlo.maximum"(%arg526, %arg527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5173) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %789 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.broadcast_in_dim"(%789) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %791 = "stablehlo.maximum"(%790, %788) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %792 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %793 = "stablehlo.broadcast_in_dim"(%792) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %794 = "stablehlo.subtract"(%786, %793) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %795 = "stablehlo.exponential"(%794) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %796 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.reduce"(%795, %796) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg524: tensor<f32>, %arg525: tensor<f32>):
      %5172 = "stablehlo.add"(%arg524, %arg525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5172) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %798 = "stablehlo.broadcast_in_dim"(%797) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %799 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %800 = "stablehlo.divide"(%795, %799) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %801 = "stablehlo.convert"(%800) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %802 = "stablehlo.dot_general"(%698, %801) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %803 = "stablehlo.transpose"(%802) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %804 = "stablehlo.reshape"(%803) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %805 = "stablehlo.dot_general"(%804, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %806 = "stablehlo.add"(%674, %805) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %807 = "stablehlo.convert"(%806) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %808 = "stablehlo.multiply"(%807, %807) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %810 = "stablehlo.reduce"(%808, %809) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg522: tensor<f32>, %arg523: tensor<f32>):
      %5171 = "stablehlo.add"(%arg522, %arg523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5171) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %811 = "stablehlo.broadcast_in_dim"(%810) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %812 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %814 = "stablehlo.divide"(%811, %813) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %815 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %816 = "stablehlo.broadcast_in_dim"(%815) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %817 = "stablehlo.add"(%814, %816) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %818 = "stablehlo.rsqrt"(%817) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %819 = "stablehlo.broadcast_in_dim"(%818) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %820 = "stablehlo.multiply"(%807, %819) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %821 = "stablehlo.convert"(%820) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %822 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %823 = "stablehlo.broadcast_in_dim"(%822) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %824 = "stablehlo.multiply"(%821, %823) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %825 = "stablehlo.dot_general"(%824, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %826 = "func.call"(%825) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %827 = "stablehlo.dot_general"(%824, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %828 = "stablehlo.multiply"(%826, %827) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %829 = "stablehlo.dot_general"(%828, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %830 = "stablehlo.add"(%806, %829) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %831 = "stablehlo.convert"(%830) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %832 = "stablehlo.multiply"(%831, %831) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %833 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %834 = "stablehlo.reduce"(%832, %833) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg520: tensor<f32>, %arg521: tensor<f32>):
      %5170 = "stablehlo.add"(%arg520, %arg521) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5170) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %835 = "stablehlo.broadcast_in_dim"(%834) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %836 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %837 = "stablehlo.broadcast_in_dim"(%836) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %838 = "stablehlo.divide"(%835, %837) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %839 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %840 = "stablehlo.broadcast_in_dim"(%839) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %841 = "stablehlo.add"(%838, %840) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %842 = "stablehlo.rsqrt"(%841) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %843 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %844 = "stablehlo.multiply"(%831, %843) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %845 = "stablehlo.convert"(%844) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %846 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %847 = "stablehlo.broadcast_in_dim"(%846) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %848 = "stablehlo.multiply"(%845, %847) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %849 = "stablehlo.dot_general"(%848, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %850 = "stablehlo.reshape"(%849) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %851 = "stablehlo.dot_general"(%848, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %852 = "stablehlo.reshape"(%851) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %853 = "stablehlo.dot_general"(%848, %arg67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %854 = "stablehlo.reshape"(%853) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %855 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %856 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %857 = "stablehlo.broadcast_in_dim"(%856) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %858 = "stablehlo.multiply"(%857, %855) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %860 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %861 = "stablehlo.add"(%860, %858) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %862 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %863 = "stablehlo.broadcast_in_dim"(%862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %864 = "stablehlo.divide"(%861, %863) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %865 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %867 = "stablehlo.power"(%866, %864) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %868 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %869 = "stablehlo.broadcast_in_dim"(%868) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %870 = "stablehlo.divide"(%869, %867) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %871 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %872 = "stablehlo.broadcast_in_dim"(%871) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %873 = "stablehlo.broadcast_in_dim"(%870) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %874 = "stablehlo.broadcast_in_dim"(%872) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %875 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %876 = "stablehlo.multiply"(%874, %875) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %877 = "stablehlo.concatenate"(%876, %876) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %878 = "stablehlo.cosine"(%877) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %879 = "stablehlo.broadcast_in_dim"(%878) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %880 = "stablehlo.sine"(%877) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %881 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %882 = "stablehlo.slice"(%850) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %883 = "stablehlo.slice"(%850) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %884 = "stablehlo.negate"(%883) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %885 = "stablehlo.concatenate"(%884, %882) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %886 = "stablehlo.convert"(%850) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %887 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %888 = "stablehlo.multiply"(%886, %887) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %889 = "stablehlo.convert"(%885) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %890 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %891 = "stablehlo.multiply"(%889, %890) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %892 = "stablehlo.add"(%888, %891) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %893 = "stablehlo.convert"(%892) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %894 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %895 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %896 = "stablehlo.broadcast_in_dim"(%895) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %897 = "stablehlo.multiply"(%896, %894) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.broadcast_in_dim"(%898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %900 = "stablehlo.add"(%899, %897) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %901 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %903 = "stablehlo.divide"(%900, %902) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %904 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %905 = "stablehlo.broadcast_in_dim"(%904) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %906 = "stablehlo.power"(%905, %903) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %907 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %908 = "stablehlo.broadcast_in_dim"(%907) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %909 = "stablehlo.divide"(%908, %906) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %910 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %911 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %912 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %913 = "stablehlo.broadcast_in_dim"(%911) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %914 = "stablehlo.broadcast_in_dim"(%912) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %915 = "stablehlo.multiply"(%913, %914) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %916 = "stablehlo.concatenate"(%915, %915) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %917 = "stablehlo.cosine"(%916) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %918 = "stablehlo.broadcast_in_dim"(%917) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %919 = "stablehlo.sine"(%916) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %921 = "stablehlo.slice"(%852) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %922 = "stablehlo.slice"(%852) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %923 = "stablehlo.negate"(%922) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %924 = "stablehlo.concatenate"(%923, %921) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %925 = "stablehlo.convert"(%852) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %926 = "stablehlo.broadcast_in_dim"(%918) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %927 = "stablehlo.multiply"(%925, %926) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %928 = "stablehlo.convert"(%924) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %929 = "stablehlo.broadcast_in_dim"(%920) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %930 = "stablehlo.multiply"(%928, %929) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %931 = "stablehlo.add"(%927, %930) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %932 = "stablehlo.convert"(%931) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %933 = "stablehlo.dot_general"(%893, %932) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %934 = "stablehlo.convert"(%933) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %935 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %936 = "stablehlo.sqrt"(%935) : (tensor<f32>) -> tensor<f32>
    %937 = "stablehlo.convert"(%936) : (tensor<f32>) -> tensor<f32>
    %938 = "stablehlo.broadcast_in_dim"(%937) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %939 = "stablehlo.divide"(%934, %938) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %940 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %941 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %942 = "func.call"(%940, %939, %941) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %943 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %944 = "stablehlo.reduce"(%942, %943) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg518: tensor<f32>, %arg519: tensor<f32>):
      %5169 = "stablehlo.maximum"(%arg518, %arg519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5169) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %945 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %946 = "stablehlo.broadcast_in_dim"(%945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %947 = "stablehlo.maximum"(%946, %944) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %949 = "stablehlo.broadcast_in_dim"(%948) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %950 = "stablehlo.subtract"(%942, %949) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %951 = "stablehlo.exponential"(%950) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %952 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %953 = "stablehlo.reduce"(%951, %952) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg516: tensor<f32>, %arg517: tensor<f32>):
      %5168 = "stablehlo.add"(%arg516, %arg517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5168) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %956 = "stablehlo.divide"(%951, %955) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %957 = "stablehlo.convert"(%956) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %958 = "stablehlo.dot_general"(%854, %957) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %959 = "stablehlo.transpose"(%958) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %960 = "stablehlo.reshape"(%959) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %961 = "stablehlo.dot_general"(%960, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %962 = "stablehlo.add"(%830, %961) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %963 = "stablehlo.convert"(%962) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %964 = "stablehlo.multiply"(%963, %963) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %965 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %966 = "stablehlo.reduce"(%964, %965) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg514: tensor<f32>, %arg515: tensor<f32>):
      %5167 = "stablehlo.add"(%arg514, %arg515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5167) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %968 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %969 = "stablehlo.broadcast_in_dim"(%968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %970 = "stablehlo.divide"(%967, %969) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %971 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.broadcast_in_dim"(%971) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %973 = "stablehlo.add"(%970, %972) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %974 = "stablehlo.rsqrt"(%973) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %975 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %976 = "stablehlo.multiply"(%963, %975) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %977 = "stablehlo.convert"(%976) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %978 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %980 = "stablehlo.multiply"(%977, %979) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %981 = "stablehlo.dot_general"(%980, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %982 = "func.call"(%981) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %983 = "stablehlo.dot_general"(%980, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %984 = "stablehlo.multiply"(%982, %983) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %985 = "stablehlo.dot_general"(%984, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %986 = "stablehlo.add"(%962, %985) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %987 = "stablehlo.convert"(%986) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %988 = "stablehlo.multiply"(%987, %987) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %989 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %990 = "stablehlo.reduce"(%988, %989) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
      %5166 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5166) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %991 = "stablehlo.broadcast_in_dim"(%990) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %992 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %993 = "stablehlo.broadcast_in_dim"(%992) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %994 = "stablehlo.divide"(%991, %993) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %995 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %996 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %997 = "stablehlo.add"(%994, %996) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %998 = "stablehlo.rsqrt"(%997) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %999 = "stablehlo.broadcast_in_dim"(%998) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1000 = "stablehlo.multiply"(%987, %999) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1001 = "stablehlo.convert"(%1000) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1002 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1003 = "stablehlo.broadcast_in_dim"(%1002) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1004 = "stablehlo.multiply"(%1001, %1003) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1005 = "stablehlo.dot_general"(%1004, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1006 = "stablehlo.reshape"(%1005) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1007 = "stablehlo.dot_general"(%1004, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1008 = "stablehlo.reshape"(%1007) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1009 = "stablehlo.dot_general"(%1004, %arg76) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1010 = "stablehlo.reshape"(%1009) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1011 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1012 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1013 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1014 = "stablehlo.multiply"(%1013, %1011) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1015 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.broadcast_in_dim"(%1015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1017 = "stablehlo.add"(%1016, %1014) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1018 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1019 = "stablehlo.broadcast_in_dim"(%1018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1020 = "stablehlo.divide"(%1017, %1019) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1021 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1023 = "stablehlo.power"(%1022, %1020) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1024 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1025 = "stablehlo.broadcast_in_dim"(%1024) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1026 = "stablehlo.divide"(%1025, %1023) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1027 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1028 = "stablehlo.broadcast_in_dim"(%1027) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1029 = "stablehlo.broadcast_in_dim"(%1026) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%1028) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1031 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1032 = "stablehlo.multiply"(%1030, %1031) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1033 = "stablehlo.concatenate"(%1032, %1032) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1034 = "stablehlo.cosine"(%1033) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1036 = "stablehlo.sine"(%1033) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%1036) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1038 = "stablehlo.slice"(%1006) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1039 = "stablehlo.slice"(%1006) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1040 = "stablehlo.negate"(%1039) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1041 = "stablehlo.concatenate"(%1040, %1038) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1042 = "stablehlo.convert"(%1006) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1043 = "stablehlo.broadcast_in_dim"(%1035) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1044 = "stablehlo.multiply"(%1042, %1043) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1045 = "stablehlo.convert"(%1041) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1047 = "stablehlo.multiply"(%1045, %1046) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1048 = "stablehlo.add"(%1044, %1047) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1049 = "stablehlo.convert"(%1048) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1050 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1051 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1053 = "stablehlo.multiply"(%1052, %1050) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1054 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1055 = "stablehlo.broadcast_in_dim"(%1054) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1056 = "stablehlo.add"(%1055, %1053) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1057 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1058 = "stablehlo.broadcast_in_dim"(%1057) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1059 = "stablehlo.divide"(%1056, %1058) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1060 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1062 = "stablehlo.power"(%1061, %1059) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1063 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1064 = "stablehlo.broadcast_in_dim"(%1063) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1065 = "stablehlo.divide"(%1064, %1062) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1066 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1067 = "stablehlo.broadcast_in_dim"(%1066) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1068 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1069 = "stablehlo.broadcast_in_dim"(%1067) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1071 = "stablehlo.multiply"(%1069, %1070) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1072 = "stablehlo.concatenate"(%1071, %1071) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1073 = "stablehlo.cosine"(%1072) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1074 = "stablehlo.broadcast_in_dim"(%1073) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1075 = "stablehlo.sine"(%1072) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1076 = "stablehlo.broadcast_in_dim"(%1075) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1077 = "stablehlo.slice"(%1008) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1078 = "stablehlo.slice"(%1008) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1079 = "stablehlo.negate"(%1078) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1080 = "stablehlo.concatenate"(%1079, %1077) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1081 = "stablehlo.convert"(%1008) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1082 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1083 = "stablehlo.multiply"(%1081, %1082) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1084 = "stablehlo.convert"(%1080) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1085 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1086 = "stablehlo.multiply"(%1084, %1085) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1087 = "stablehlo.add"(%1083, %1086) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1088 = "stablehlo.convert"(%1087) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1089 = "stablehlo.dot_general"(%1049, %1088) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1090 = "stablehlo.convert"(%1089) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1091 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1092 = "stablehlo.sqrt"(%1091) : (tensor<f32>) -> tensor<f32>
    %1093 = "stablehlo.convert"(%1092) : (tensor<f32>) -> tensor<f32>
    %1094 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1095 = "stablehlo.divide"(%1090, %1094) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1096 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1097 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1098 = "func.call"(%1096, %1095, %1097) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1099 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.reduce"(%1098, %1099) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg510: tensor<f32>, %arg511: tensor<f32>):
      %5165 = "stablehlo.maximum"(%arg510, %arg511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5165) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1101 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1102 = "stablehlo.broadcast_in_dim"(%1101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1103 = "stablehlo.maximum"(%1102, %1100) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1105 = "stablehlo.broadcast_in_dim"(%1104) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1106 = "stablehlo.subtract"(%1098, %1105) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1107 = "stablehlo.exponential"(%1106) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1109 = "stablehlo.reduce"(%1107, %1108) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg508: tensor<f32>, %arg509: tensor<f32>):
      %5164 = "stablehlo.add"(%arg508, %arg509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5164) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1111 = "stablehlo.broadcast_in_dim"(%1110) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1112 = "stablehlo.divide"(%1107, %1111) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1113 = "stablehlo.convert"(%1112) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1114 = "stablehlo.dot_general"(%1010, %1113) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1115 = "stablehlo.transpose"(%1114) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1116 = "stablehlo.reshape"(%1115) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1117 = "stablehlo.dot_general"(%1116, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1118 = "stablehlo.add"(%986, %1117) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1119 = "stablehlo.convert"(%1118) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1120 = "stablehlo.multiply"(%1119, %1119) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1122 = "stablehlo.reduce"(%1120, %1121) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg506: tensor<f32>, %arg507: tensor<f32>):
      %5163 = "stablehlo.add"(%arg506, %arg507) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5163) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1123 = "stablehlo.broadcast_in_dim"(%1122) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1124 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1126 = "stablehlo.divide"(%1123, %1125) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1127 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1129 = "stablehlo.add"(%1126, %1128) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1130 = "stablehlo.rsqrt"(%1129) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1131 = "stablehlo.broadcast_in_dim"(%1130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1132 = "stablehlo.multiply"(%1119, %1131) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1133 = "stablehlo.convert"(%1132) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1134 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1136 = "stablehlo.multiply"(%1133, %1135) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1137 = "stablehlo.dot_general"(%1136, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1138 = "func.call"(%1137) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1139 = "stablehlo.dot_general"(%1136, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1140 = "stablehlo.multiply"(%1138, %1139) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1141 = "stablehlo.dot_general"(%1140, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1142 = "stablehlo.add"(%1118, %1141) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1143 = "stablehlo.convert"(%1142) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1144 = "stablehlo.multiply"(%1143, %1143) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1145 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1146 = "stablehlo.reduce"(%1144, %1145) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg504: tensor<f32>, %arg505: tensor<f32>):
      %5162 = "stablehlo.add"(%arg504, %arg505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5162) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1147 = "stablehlo.broadcast_in_dim"(%1146) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1148 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1150 = "stablehlo.divide"(%1147, %1149) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1151 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1152 = "stablehlo.broadcast_in_dim"(%1151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1153 = "stablehlo.add"(%1150, %1152) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1154 = "stablehlo.rsqrt"(%1153) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1155 = "stablehlo.broadcast_in_dim"(%1154) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1156 = "stablehlo.multiply"(%1143, %1155) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1157 = "stablehlo.convert"(%1156) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1158 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1159 = "stablehlo.broadcast_in_dim"(%1158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1160 = "stablehlo.multiply"(%1157, %1159) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1161 = "stablehlo.dot_general"(%1160, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1162 = "stablehlo.reshape"(%1161) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1163 = "stablehlo.dot_general"(%1160, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1164 = "stablehlo.reshape"(%1163) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1165 = "stablehlo.dot_general"(%1160, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1166 = "stablehlo.reshape"(%1165) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1167 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1168 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1169 = "stablehlo.broadcast_in_dim"(%1168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1170 = "stablehlo.multiply"(%1169, %1167) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1172 = "stablehlo.broadcast_in_dim"(%1171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1173 = "stablehlo.add"(%1172, %1170) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1174 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1175 = "stablehlo.broadcast_in_dim"(%1174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1176 = "stablehlo.divide"(%1173, %1175) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1177 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1178 = "stablehlo.broadcast_in_dim"(%1177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1179 = "stablehlo.power"(%1178, %1176) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1180 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1182 = "stablehlo.divide"(%1181, %1179) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1183 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1185 = "stablehlo.broadcast_in_dim"(%1182) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1186 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1187 = "stablehlo.broadcast_in_dim"(%1185) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1188 = "stablehlo.multiply"(%1186, %1187) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1189 = "stablehlo.concatenate"(%1188, %1188) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1190 = "stablehlo.cosine"(%1189) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1191 = "stablehlo.broadcast_in_dim"(%1190) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1192 = "stablehlo.sine"(%1189) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1193 = "stablehlo.broadcast_in_dim"(%1192) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1194 = "stablehlo.slice"(%1162) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1195 = "stablehlo.slice"(%1162) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1196 = "stablehlo.negate"(%1195) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1197 = "stablehlo.concatenate"(%1196, %1194) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1198 = "stablehlo.convert"(%1162) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1199 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1200 = "stablehlo.multiply"(%1198, %1199) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1201 = "stablehlo.convert"(%1197) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1202 = "stablehlo.broadcast_in_dim"(%1193) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1203 = "stablehlo.multiply"(%1201, %1202) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1204 = "stablehlo.add"(%1200, %1203) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1205 = "stablehlo.convert"(%1204) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1206 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1207 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1208 = "stablehlo.broadcast_in_dim"(%1207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1209 = "stablehlo.multiply"(%1208, %1206) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1210 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1211 = "stablehlo.broadcast_in_dim"(%1210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1212 = "stablehlo.add"(%1211, %1209) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1213 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1214 = "stablehlo.broadcast_in_dim"(%1213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1215 = "stablehlo.divide"(%1212, %1214) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1216 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1218 = "stablehlo.power"(%1217, %1215) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1219 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1220 = "stablehlo.broadcast_in_dim"(%1219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1221 = "stablehlo.divide"(%1220, %1218) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1222 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1223 = "stablehlo.broadcast_in_dim"(%1222) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1224 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1225 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1226 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1227 = "stablehlo.multiply"(%1225, %1226) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1228 = "stablehlo.concatenate"(%1227, %1227) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1229 = "stablehlo.cosine"(%1228) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1230 = "stablehlo.broadcast_in_dim"(%1229) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1231 = "stablehlo.sine"(%1228) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1233 = "stablehlo.slice"(%1164) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1234 = "stablehlo.slice"(%1164) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1235 = "stablehlo.negate"(%1234) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1236 = "stablehlo.concatenate"(%1235, %1233) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1237 = "stablehlo.convert"(%1164) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1238 = "stablehlo.broadcast_in_dim"(%1230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1239 = "stablehlo.multiply"(%1237, %1238) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1240 = "stablehlo.convert"(%1236) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1241 = "stablehlo.broadcast_in_dim"(%1232) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1242 = "stablehlo.multiply"(%1240, %1241) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1243 = "stablehlo.add"(%1239, %1242) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1244 = "stablehlo.convert"(%1243) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1245 = "stablehlo.dot_general"(%1205, %1244) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1246 = "stablehlo.convert"(%1245) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1247 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1248 = "stablehlo.sqrt"(%1247) : (tensor<f32>) -> tensor<f32>
    %1249 = "stablehlo.convert"(%1248) : (tensor<f32>) -> tensor<f32>
    %1250 = "stablehlo.broadcast_in_dim"(%1249) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1251 = "stablehlo.divide"(%1246, %1250) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1252 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1253 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1254 = "func.call"(%1252, %1251, %1253) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1255 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1256 = "stablehlo.reduce"(%1254, %1255) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg502: tensor<f32>, %arg503: tensor<f32>):
      %5161 = "stablehlo.maximum"(%arg502, %arg503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5161) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1257 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1258 = "stablehlo.broadcast_in_dim"(%1257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1259 = "stablehlo.maximum"(%1258, %1256) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1262 = "stablehlo.subtract"(%1254, %1261) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1263 = "stablehlo.exponential"(%1262) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1265 = "stablehlo.reduce"(%1263, %1264) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg500: tensor<f32>, %arg501: tensor<f32>):
      %5160 = "stablehlo.add"(%arg500, %arg501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5160) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1266 = "stablehlo.broadcast_in_dim"(%1265) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1268 = "stablehlo.divide"(%1263, %1267) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1269 = "stablehlo.convert"(%1268) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1270 = "stablehlo.dot_general"(%1166, %1269) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1271 = "stablehlo.transpose"(%1270) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1272 = "stablehlo.reshape"(%1271) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1273 = "stablehlo.dot_general"(%1272, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1274 = "stablehlo.add"(%1142, %1273) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1275 = "stablehlo.convert"(%1274) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1276 = "stablehlo.multiply"(%1275, %1275) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1277 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1278 = "stablehlo.reduce"(%1276, %1277) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg498: tensor<f32>, %arg499: tensor<f32>):
      %5159 = "stablehlo.add"(%arg498, %arg499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5159) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1279 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1280 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1282 = "stablehlo.divide"(%1279, %1281) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1283 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1284 = "stablehlo.broadcast_in_dim"(%1283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1285 = "stablehlo.add"(%1282, %1284) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1286 = "stablehlo.rsqrt"(%1285) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1287 = "stablehlo.broadcast_in_dim"(%1286) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1288 = "stablehlo.multiply"(%1275, %1287) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1289 = "stablehlo.convert"(%1288) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1290 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1291 = "stablehlo.broadcast_in_dim"(%1290) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1292 = "stablehlo.multiply"(%1289, %1291) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1293 = "stablehlo.dot_general"(%1292, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1294 = "func.call"(%1293) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1295 = "stablehlo.dot_general"(%1292, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1296 = "stablehlo.multiply"(%1294, %1295) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1297 = "stablehlo.dot_general"(%1296, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1298 = "stablehlo.add"(%1274, %1297) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1299 = "stablehlo.convert"(%1298) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1300 = "stablehlo.multiply"(%1299, %1299) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1301 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1302 = "stablehlo.reduce"(%1300, %1301) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg496: tensor<f32>, %arg497: tensor<f32>):
      %5158 = "stablehlo.add"(%arg496, %arg497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5158) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1303 = "stablehlo.broadcast_in_dim"(%1302) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1304 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1306 = "stablehlo.divide"(%1303, %1305) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1307 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1308 = "stablehlo.broadcast_in_dim"(%1307) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1309 = "stablehlo.add"(%1306, %1308) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1310 = "stablehlo.rsqrt"(%1309) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1310) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1312 = "stablehlo.multiply"(%1299, %1311) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1313 = "stablehlo.convert"(%1312) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1314 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1315 = "stablehlo.broadcast_in_dim"(%1314) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1316 = "stablehlo.multiply"(%1313, %1315) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1317 = "stablehlo.dot_general"(%1316, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1318 = "stablehlo.reshape"(%1317) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1319 = "stablehlo.dot_general"(%1316, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1320 = "stablehlo.reshape"(%1319) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1321 = "stablehlo.dot_general"(%1316, %arg94) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1322 = "stablehlo.reshape"(%1321) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1323 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1324 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1326 = "stablehlo.multiply"(%1325, %1323) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1327 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1328 = "stablehlo.broadcast_in_dim"(%1327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1329 = "stablehlo.add"(%1328, %1326) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1330 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1332 = "stablehlo.divide"(%1329, %1331) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1333 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1334 = "stablehlo.broadcast_in_dim"(%1333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1335 = "stablehlo.power"(%1334, %1332) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1336 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1338 = "stablehlo.divide"(%1337, %1335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1339 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1340 = "stablehlo.broadcast_in_dim"(%1339) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1341 = "stablehlo.broadcast_in_dim"(%1338) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1342 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1343 = "stablehlo.broadcast_in_dim"(%1341) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1344 = "stablehlo.multiply"(%1342, %1343) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1345 = "stablehlo.concatenate"(%1344, %1344) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1346 = "stablehlo.cosine"(%1345) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1347 = "stablehlo.broadcast_in_dim"(%1346) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1348 = "stablehlo.sine"(%1345) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1349 = "stablehlo.broadcast_in_dim"(%1348) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1350 = "stablehlo.slice"(%1318) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1351 = "stablehlo.slice"(%1318) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1352 = "stablehlo.negate"(%1351) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1353 = "stablehlo.concatenate"(%1352, %1350) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1354 = "stablehlo.convert"(%1318) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1355 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1356 = "stablehlo.multiply"(%1354, %1355) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1357 = "stablehlo.convert"(%1353) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1358 = "stablehlo.broadcast_in_dim"(%1349) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1359 = "stablehlo.multiply"(%1357, %1358) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1360 = "stablehlo.add"(%1356, %1359) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1361 = "stablehlo.convert"(%1360) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1362 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1363 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1365 = "stablehlo.multiply"(%1364, %1362) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1366 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1367 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1368 = "stablehlo.add"(%1367, %1365) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1369 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1370 = "stablehlo.broadcast_in_dim"(%1369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1371 = "stablehlo.divide"(%1368, %1370) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1372 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1373 = "stablehlo.broadcast_in_dim"(%1372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1374 = "stablehlo.power"(%1373, %1371) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1375 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1377 = "stablehlo.divide"(%1376, %1374) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1378 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1379 = "stablehlo.broadcast_in_dim"(%1378) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1380 = "stablehlo.broadcast_in_dim"(%1377) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1381 = "stablehlo.broadcast_in_dim"(%1379) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1382 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1383 = "stablehlo.multiply"(%1381, %1382) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1384 = "stablehlo.concatenate"(%1383, %1383) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1385 = "stablehlo.cosine"(%1384) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1386 = "stablehlo.broadcast_in_dim"(%1385) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1387 = "stablehlo.sine"(%1384) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1388 = "stablehlo.broadcast_in_dim"(%1387) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1389 = "stablehlo.slice"(%1320) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1390 = "stablehlo.slice"(%1320) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1391 = "stablehlo.negate"(%1390) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1392 = "stablehlo.concatenate"(%1391, %1389) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1393 = "stablehlo.convert"(%1320) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1394 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1395 = "stablehlo.multiply"(%1393, %1394) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1396 = "stablehlo.convert"(%1392) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1397 = "stablehlo.broadcast_in_dim"(%1388) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1398 = "stablehlo.multiply"(%1396, %1397) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1399 = "stablehlo.add"(%1395, %1398) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1400 = "stablehlo.convert"(%1399) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1401 = "stablehlo.dot_general"(%1361, %1400) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1402 = "stablehlo.convert"(%1401) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1403 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1404 = "stablehlo.sqrt"(%1403) : (tensor<f32>) -> tensor<f32>
    %1405 = "stablehlo.convert"(%1404) : (tensor<f32>) -> tensor<f32>
    %1406 = "stablehlo.broadcast_in_dim"(%1405) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1407 = "stablehlo.divide"(%1402, %1406) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1408 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1409 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1410 = "func.call"(%1408, %1407, %1409) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1411 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1412 = "stablehlo.reduce"(%1410, %1411) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg494: tensor<f32>, %arg495: tensor<f32>):
      %5157 = "stablehlo.maximum"(%arg494, %arg495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5157) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1413 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1414 = "stablehlo.broadcast_in_dim"(%1413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1415 = "stablehlo.maximum"(%1414, %1412) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1417 = "stablehlo.broadcast_in_dim"(%1416) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1418 = "stablehlo.subtract"(%1410, %1417) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1419 = "stablehlo.exponential"(%1418) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1420 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1421 = "stablehlo.reduce"(%1419, %1420) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg492: tensor<f32>, %arg493: tensor<f32>):
      %5156 = "stablehlo.add"(%arg492, %arg493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5156) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1422 = "stablehlo.broadcast_in_dim"(%1421) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1423 = "stablehlo.broadcast_in_dim"(%1422) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1424 = "stablehlo.divide"(%1419, %1423) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1425 = "stablehlo.convert"(%1424) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1426 = "stablehlo.dot_general"(%1322, %1425) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1427 = "stablehlo.transpose"(%1426) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1428 = "stablehlo.reshape"(%1427) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1429 = "stablehlo.dot_general"(%1428, %arg92) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1430 = "stablehlo.add"(%1298, %1429) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1431 = "stablehlo.convert"(%1430) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1432 = "stablehlo.multiply"(%1431, %1431) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1433 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1434 = "stablehlo.reduce"(%1432, %1433) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg490: tensor<f32>, %arg491: tensor<f32>):
      %5155 = "stablehlo.add"(%arg490, %arg491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5155) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1435 = "stablehlo.broadcast_in_dim"(%1434) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1436 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1437 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1438 = "stablehlo.divide"(%1435, %1437) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1439 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1440 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1441 = "stablehlo.add"(%1438, %1440) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1442 = "stablehlo.rsqrt"(%1441) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1443 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1444 = "stablehlo.multiply"(%1431, %1443) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1445 = "stablehlo.convert"(%1444) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1446 = "stablehlo.broadcast_in_dim"(%arg87) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1447 = "stablehlo.broadcast_in_dim"(%1446) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1448 = "stablehlo.multiply"(%1445, %1447) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1449 = "stablehlo.dot_general"(%1448, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1450 = "func.call"(%1449) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1451 = "stablehlo.dot_general"(%1448, %arg90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1452 = "stablehlo.multiply"(%1450, %1451) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1453 = "stablehlo.dot_general"(%1452, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1454 = "stablehlo.add"(%1430, %1453) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1455 = "stablehlo.convert"(%1454) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1456 = "stablehlo.multiply"(%1455, %1455) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1457 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1458 = "stablehlo.reduce"(%1456, %1457) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg488: tensor<f32>, %arg489: tensor<f32>):
      %5154 = "stablehlo.add"(%arg488, %arg489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5154) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1459 = "stablehlo.broadcast_in_dim"(%1458) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1460 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1461 = "stablehlo.broadcast_in_dim"(%1460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1462 = "stablehlo.divide"(%1459, %1461) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1463 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1464 = "stablehlo.broadcast_in_dim"(%1463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1465 = "stablehlo.add"(%1462, %1464) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1466 = "stablehlo.rsqrt"(%1465) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1467 = "stablehlo.broadcast_in_dim"(%1466) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1468 = "stablehlo.multiply"(%1455, %1467) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1469 = "stablehlo.convert"(%1468) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1470 = "stablehlo.broadcast_in_dim"(%arg95) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1472 = "stablehlo.multiply"(%1469, %1471) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1473 = "stablehlo.dot_general"(%1472, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1474 = "stablehlo.reshape"(%1473) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1475 = "stablehlo.dot_general"(%1472, %arg100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1476 = "stablehlo.reshape"(%1475) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1477 = "stablehlo.dot_general"(%1472, %arg103) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1478 = "stablehlo.reshape"(%1477) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1479 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1480 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1481 = "stablehlo.broadcast_in_dim"(%1480) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1482 = "stablehlo.multiply"(%1481, %1479) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1484 = "stablehlo.broadcast_in_dim"(%1483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1485 = "stablehlo.add"(%1484, %1482) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1486 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1487 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1488 = "stablehlo.divide"(%1485, %1487) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1489 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1491 = "stablehlo.power"(%1490, %1488) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1492 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1493 = "stablehlo.broadcast_in_dim"(%1492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1494 = "stablehlo.divide"(%1493, %1491) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1495 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1497 = "stablehlo.broadcast_in_dim"(%1494) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1498 = "stablehlo.broadcast_in_dim"(%1496) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1499 = "stablehlo.broadcast_in_dim"(%1497) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1500 = "stablehlo.multiply"(%1498, %1499) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1501 = "stablehlo.concatenate"(%1500, %1500) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1502 = "stablehlo.cosine"(%1501) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1503 = "stablehlo.broadcast_in_dim"(%1502) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1504 = "stablehlo.sine"(%1501) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1505 = "stablehlo.broadcast_in_dim"(%1504) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1506 = "stablehlo.slice"(%1474) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1507 = "stablehlo.slice"(%1474) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1508 = "stablehlo.negate"(%1507) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1509 = "stablehlo.concatenate"(%1508, %1506) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1510 = "stablehlo.convert"(%1474) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1511 = "stablehlo.broadcast_in_dim"(%1503) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1512 = "stablehlo.multiply"(%1510, %1511) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1513 = "stablehlo.convert"(%1509) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1514 = "stablehlo.broadcast_in_dim"(%1505) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1515 = "stablehlo.multiply"(%1513, %1514) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1516 = "stablehlo.add"(%1512, %1515) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1517 = "stablehlo.convert"(%1516) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1518 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1519 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1520 = "stablehlo.broadcast_in_dim"(%1519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1521 = "stablehlo.multiply"(%1520, %1518) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1522 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1523 = "stablehlo.broadcast_in_dim"(%1522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1524 = "stablehlo.add"(%1523, %1521) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1525 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1526 = "stablehlo.broadcast_in_dim"(%1525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1527 = "stablehlo.divide"(%1524, %1526) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1528 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1529 = "stablehlo.broadcast_in_dim"(%1528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1530 = "stablehlo.power"(%1529, %1527) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1531 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1532 = "stablehlo.broadcast_in_dim"(%1531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1533 = "stablehlo.divide"(%1532, %1530) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1534 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1535 = "stablehlo.broadcast_in_dim"(%1534) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1536 = "stablehlo.broadcast_in_dim"(%1533) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1537 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1538 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1539 = "stablehlo.multiply"(%1537, %1538) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1540 = "stablehlo.concatenate"(%1539, %1539) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1541 = "stablehlo.cosine"(%1540) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1542 = "stablehlo.broadcast_in_dim"(%1541) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1543 = "stablehlo.sine"(%1540) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1544 = "stablehlo.broadcast_in_dim"(%1543) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1545 = "stablehlo.slice"(%1476) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1546 = "stablehlo.slice"(%1476) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1547 = "stablehlo.negate"(%1546) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1548 = "stablehlo.concatenate"(%1547, %1545) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1549 = "stablehlo.convert"(%1476) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1550 = "stablehlo.broadcast_in_dim"(%1542) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1551 = "stablehlo.multiply"(%1549, %1550) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1552 = "stablehlo.convert"(%1548) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1553 = "stablehlo.broadcast_in_dim"(%1544) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1554 = "stablehlo.multiply"(%1552, %1553) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1555 = "stablehlo.add"(%1551, %1554) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1556 = "stablehlo.convert"(%1555) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1557 = "stablehlo.dot_general"(%1517, %1556) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1558 = "stablehlo.convert"(%1557) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1559 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1560 = "stablehlo.sqrt"(%1559) : (tensor<f32>) -> tensor<f32>
    %1561 = "stablehlo.convert"(%1560) : (tensor<f32>) -> tensor<f32>
    %1562 = "stablehlo.broadcast_in_dim"(%1561) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1563 = "stablehlo.divide"(%1558, %1562) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1564 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1565 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1566 = "func.call"(%1564, %1563, %1565) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1567 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1568 = "stablehlo.reduce"(%1566, %1567) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg486: tensor<f32>, %arg487: tensor<f32>):
      %5153 = "stablehlo.maximum"(%arg486, %arg487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5153) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1569 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1570 = "stablehlo.broadcast_in_dim"(%1569) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1571 = "stablehlo.maximum"(%1570, %1568) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1572 = "stablehlo.broadcast_in_dim"(%1571) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1573 = "stablehlo.broadcast_in_dim"(%1572) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1574 = "stablehlo.subtract"(%1566, %1573) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1575 = "stablehlo.exponential"(%1574) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1576 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1577 = "stablehlo.reduce"(%1575, %1576) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg484: tensor<f32>, %arg485: tensor<f32>):
      %5152 = "stablehlo.add"(%arg484, %arg485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5152) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1578 = "stablehlo.broadcast_in_dim"(%1577) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1579 = "stablehlo.broadcast_in_dim"(%1578) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1580 = "stablehlo.divide"(%1575, %1579) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1581 = "stablehlo.convert"(%1580) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1582 = "stablehlo.dot_general"(%1478, %1581) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1583 = "stablehlo.transpose"(%1582) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1584 = "stablehlo.reshape"(%1583) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1585 = "stablehlo.dot_general"(%1584, %arg101) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1586 = "stablehlo.add"(%1454, %1585) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1587 = "stablehlo.convert"(%1586) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1588 = "stablehlo.multiply"(%1587, %1587) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1589 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1590 = "stablehlo.reduce"(%1588, %1589) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg482: tensor<f32>, %arg483: tensor<f32>):
      %5151 = "stablehlo.add"(%arg482, %arg483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5151) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1591 = "stablehlo.broadcast_in_dim"(%1590) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1592 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1593 = "stablehlo.broadcast_in_dim"(%1592) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1594 = "stablehlo.divide"(%1591, %1593) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1595 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1596 = "stablehlo.broadcast_in_dim"(%1595) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1597 = "stablehlo.add"(%1594, %1596) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1598 = "stablehlo.rsqrt"(%1597) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1599 = "stablehlo.broadcast_in_dim"(%1598) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1600 = "stablehlo.multiply"(%1587, %1599) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1601 = "stablehlo.convert"(%1600) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1602 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1603 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1604 = "stablehlo.multiply"(%1601, %1603) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1605 = "stablehlo.dot_general"(%1604, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1606 = "func.call"(%1605) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1607 = "stablehlo.dot_general"(%1604, %arg99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1608 = "stablehlo.multiply"(%1606, %1607) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1609 = "stablehlo.dot_general"(%1608, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1610 = "stablehlo.add"(%1586, %1609) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1611 = "stablehlo.convert"(%1610) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1612 = "stablehlo.multiply"(%1611, %1611) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1613 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1614 = "stablehlo.reduce"(%1612, %1613) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg480: tensor<f32>, %arg481: tensor<f32>):
      %5150 = "stablehlo.add"(%arg480, %arg481) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5150) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1615 = "stablehlo.broadcast_in_dim"(%1614) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1616 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1617 = "stablehlo.broadcast_in_dim"(%1616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1618 = "stablehlo.divide"(%1615, %1617) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1619 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1620 = "stablehlo.broadcast_in_dim"(%1619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1621 = "stablehlo.add"(%1618, %1620) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1622 = "stablehlo.rsqrt"(%1621) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1623 = "stablehlo.broadcast_in_dim"(%1622) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1624 = "stablehlo.multiply"(%1611, %1623) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1625 = "stablehlo.convert"(%1624) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1626 = "stablehlo.broadcast_in_dim"(%arg104) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1627 = "stablehlo.broadcast_in_dim"(%1626) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1628 = "stablehlo.multiply"(%1625, %1627) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1629 = "stablehlo.dot_general"(%1628, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1630 = "stablehlo.reshape"(%1629) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1631 = "stablehlo.dot_general"(%1628, %arg109) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1632 = "stablehlo.reshape"(%1631) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1633 = "stablehlo.dot_general"(%1628, %arg112) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1634 = "stablehlo.reshape"(%1633) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1635 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1636 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1637 = "stablehlo.broadcast_in_dim"(%1636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1638 = "stablehlo.multiply"(%1637, %1635) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1639 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1640 = "stablehlo.broadcast_in_dim"(%1639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1641 = "stablehlo.add"(%1640, %1638) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1642 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1643 = "stablehlo.broadcast_in_dim"(%1642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1644 = "stablehlo.divide"(%1641, %1643) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1645 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1646 = "stablehlo.broadcast_in_dim"(%1645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1647 = "stablehlo.power"(%1646, %1644) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1648 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1649 = "stablehlo.broadcast_in_dim"(%1648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1650 = "stablehlo.divide"(%1649, %1647) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1651 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1652 = "stablehlo.broadcast_in_dim"(%1651) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1653 = "stablehlo.broadcast_in_dim"(%1650) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1654 = "stablehlo.broadcast_in_dim"(%1652) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1655 = "stablehlo.broadcast_in_dim"(%1653) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1656 = "stablehlo.multiply"(%1654, %1655) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1657 = "stablehlo.concatenate"(%1656, %1656) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1658 = "stablehlo.cosine"(%1657) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1659 = "stablehlo.broadcast_in_dim"(%1658) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1660 = "stablehlo.sine"(%1657) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1661 = "stablehlo.broadcast_in_dim"(%1660) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1662 = "stablehlo.slice"(%1630) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1663 = "stablehlo.slice"(%1630) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1664 = "stablehlo.negate"(%1663) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1665 = "stablehlo.concatenate"(%1664, %1662) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1666 = "stablehlo.convert"(%1630) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1667 = "stablehlo.broadcast_in_dim"(%1659) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1668 = "stablehlo.multiply"(%1666, %1667) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1669 = "stablehlo.convert"(%1665) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1670 = "stablehlo.broadcast_in_dim"(%1661) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1671 = "stablehlo.multiply"(%1669, %1670) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1672 = "stablehlo.add"(%1668, %1671) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1673 = "stablehlo.convert"(%1672) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1674 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1675 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1676 = "stablehlo.broadcast_in_dim"(%1675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1677 = "stablehlo.multiply"(%1676, %1674) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1678 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1679 = "stablehlo.broadcast_in_dim"(%1678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1680 = "stablehlo.add"(%1679, %1677) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1681 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1682 = "stablehlo.broadcast_in_dim"(%1681) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1683 = "stablehlo.divide"(%1680, %1682) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1684 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1685 = "stablehlo.broadcast_in_dim"(%1684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1686 = "stablehlo.power"(%1685, %1683) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1687 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1688 = "stablehlo.broadcast_in_dim"(%1687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1689 = "stablehlo.divide"(%1688, %1686) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1690 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1691 = "stablehlo.broadcast_in_dim"(%1690) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1692 = "stablehlo.broadcast_in_dim"(%1689) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1693 = "stablehlo.broadcast_in_dim"(%1691) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1694 = "stablehlo.broadcast_in_dim"(%1692) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1695 = "stablehlo.multiply"(%1693, %1694) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1696 = "stablehlo.concatenate"(%1695, %1695) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1697 = "stablehlo.cosine"(%1696) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1698 = "stablehlo.broadcast_in_dim"(%1697) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1699 = "stablehlo.sine"(%1696) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1700 = "stablehlo.broadcast_in_dim"(%1699) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1701 = "stablehlo.slice"(%1632) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1702 = "stablehlo.slice"(%1632) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1703 = "stablehlo.negate"(%1702) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1704 = "stablehlo.concatenate"(%1703, %1701) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1705 = "stablehlo.convert"(%1632) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1706 = "stablehlo.broadcast_in_dim"(%1698) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1707 = "stablehlo.multiply"(%1705, %1706) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1708 = "stablehlo.convert"(%1704) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1709 = "stablehlo.broadcast_in_dim"(%1700) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1710 = "stablehlo.multiply"(%1708, %1709) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1711 = "stablehlo.add"(%1707, %1710) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1712 = "stablehlo.convert"(%1711) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1713 = "stablehlo.dot_general"(%1673, %1712) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1714 = "stablehlo.convert"(%1713) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1715 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1716 = "stablehlo.sqrt"(%1715) : (tensor<f32>) -> tensor<f32>
    %1717 = "stablehlo.convert"(%1716) : (tensor<f32>) -> tensor<f32>
    %1718 = "stablehlo.broadcast_in_dim"(%1717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1719 = "stablehlo.divide"(%1714, %1718) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1720 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1721 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1722 = "func.call"(%1720, %1719, %1721) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1723 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1724 = "stablehlo.reduce"(%1722, %1723) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg478: tensor<f32>, %arg479: tensor<f32>):
      %5149 = "stablehlo.maximum"(%arg478, %arg479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5149) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1725 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1726 = "stablehlo.broadcast_in_dim"(%1725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1727 = "stablehlo.maximum"(%1726, %1724) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1728 = "stablehlo.broadcast_in_dim"(%1727) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1729 = "stablehlo.broadcast_in_dim"(%1728) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1730 = "stablehlo.subtract"(%1722, %1729) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1731 = "stablehlo.exponential"(%1730) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1732 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1733 = "stablehlo.reduce"(%1731, %1732) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg476: tensor<f32>, %arg477: tensor<f32>):
      %5148 = "stablehlo.add"(%arg476, %arg477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5148) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1734 = "stablehlo.broadcast_in_dim"(%1733) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1735 = "stablehlo.broadcast_in_dim"(%1734) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1736 = "stablehlo.divide"(%1731, %1735) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1737 = "stablehlo.convert"(%1736) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1738 = "stablehlo.dot_general"(%1634, %1737) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1739 = "stablehlo.transpose"(%1738) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1740 = "stablehlo.reshape"(%1739) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1741 = "stablehlo.dot_general"(%1740, %arg110) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1742 = "stablehlo.add"(%1610, %1741) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1743 = "stablehlo.convert"(%1742) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1744 = "stablehlo.multiply"(%1743, %1743) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1745 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1746 = "stablehlo.reduce"(%1744, %1745) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg474: tensor<f32>, %arg475: tensor<f32>):
      %5147 = "stablehlo.add"(%arg474, %arg475) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5147) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1747 = "stablehlo.broadcast_in_dim"(%1746) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1748 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1749 = "stablehlo.broadcast_in_dim"(%1748) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1750 = "stablehlo.divide"(%1747, %1749) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1751 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1752 = "stablehlo.broadcast_in_dim"(%1751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1753 = "stablehlo.add"(%1750, %1752) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1754 = "stablehlo.rsqrt"(%1753) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1755 = "stablehlo.broadcast_in_dim"(%1754) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1756 = "stablehlo.multiply"(%1743, %1755) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1757 = "stablehlo.convert"(%1756) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1758 = "stablehlo.broadcast_in_dim"(%arg105) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1759 = "stablehlo.broadcast_in_dim"(%1758) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1760 = "stablehlo.multiply"(%1757, %1759) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1761 = "stablehlo.dot_general"(%1760, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1762 = "func.call"(%1761) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1763 = "stablehlo.dot_general"(%1760, %arg108) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1764 = "stablehlo.multiply"(%1762, %1763) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1765 = "stablehlo.dot_general"(%1764, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1766 = "stablehlo.add"(%1742, %1765) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1767 = "stablehlo.convert"(%1766) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1768 = "stablehlo.multiply"(%1767, %1767) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1769 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1770 = "stablehlo.reduce"(%1768, %1769) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg472: tensor<f32>, %arg473: tensor<f32>):
      %5146 = "stablehlo.add"(%arg472, %arg473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5146) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1771 = "stablehlo.broadcast_in_dim"(%1770) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1772 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1773 = "stablehlo.broadcast_in_dim"(%1772) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1774 = "stablehlo.divide"(%1771, %1773) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1775 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1776 = "stablehlo.broadcast_in_dim"(%1775) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1777 = "stablehlo.add"(%1774, %1776) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1778 = "stablehlo.rsqrt"(%1777) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1779 = "stablehlo.broadcast_in_dim"(%1778) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1780 = "stablehlo.multiply"(%1767, %1779) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1781 = "stablehlo.convert"(%1780) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1782 = "stablehlo.broadcast_in_dim"(%arg113) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1783 = "stablehlo.broadcast_in_dim"(%1782) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1784 = "stablehlo.multiply"(%1781, %1783) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1785 = "stablehlo.dot_general"(%1784, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1786 = "stablehlo.reshape"(%1785) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1787 = "stablehlo.dot_general"(%1784, %arg118) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1788 = "stablehlo.reshape"(%1787) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1789 = "stablehlo.dot_general"(%1784, %arg121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1790 = "stablehlo.reshape"(%1789) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1791 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1792 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1793 = "stablehlo.broadcast_in_dim"(%1792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1794 = "stablehlo.multiply"(%1793, %1791) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1795 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1796 = "stablehlo.broadcast_in_dim"(%1795) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1797 = "stablehlo.add"(%1796, %1794) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1798 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1799 = "stablehlo.broadcast_in_dim"(%1798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1800 = "stablehlo.divide"(%1797, %1799) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1801 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1802 = "stablehlo.broadcast_in_dim"(%1801) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1803 = "stablehlo.power"(%1802, %1800) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1804 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1805 = "stablehlo.broadcast_in_dim"(%1804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1806 = "stablehlo.divide"(%1805, %1803) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1807 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1808 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1809 = "stablehlo.broadcast_in_dim"(%1806) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1810 = "stablehlo.broadcast_in_dim"(%1808) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1811 = "stablehlo.broadcast_in_dim"(%1809) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1812 = "stablehlo.multiply"(%1810, %1811) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1813 = "stablehlo.concatenate"(%1812, %1812) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1814 = "stablehlo.cosine"(%1813) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1815 = "stablehlo.broadcast_in_dim"(%1814) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1816 = "stablehlo.sine"(%1813) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1817 = "stablehlo.broadcast_in_dim"(%1816) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1818 = "stablehlo.slice"(%1786) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1819 = "stablehlo.slice"(%1786) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1820 = "stablehlo.negate"(%1819) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1821 = "stablehlo.concatenate"(%1820, %1818) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1822 = "stablehlo.convert"(%1786) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1823 = "stablehlo.broadcast_in_dim"(%1815) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1824 = "stablehlo.multiply"(%1822, %1823) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1825 = "stablehlo.convert"(%1821) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1826 = "stablehlo.broadcast_in_dim"(%1817) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1827 = "stablehlo.multiply"(%1825, %1826) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1828 = "stablehlo.add"(%1824, %1827) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1829 = "stablehlo.convert"(%1828) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1830 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1831 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1832 = "stablehlo.broadcast_in_dim"(%1831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1833 = "stablehlo.multiply"(%1832, %1830) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1834 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1835 = "stablehlo.broadcast_in_dim"(%1834) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1836 = "stablehlo.add"(%1835, %1833) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1837 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1838 = "stablehlo.broadcast_in_dim"(%1837) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1839 = "stablehlo.divide"(%1836, %1838) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1840 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1841 = "stablehlo.broadcast_in_dim"(%1840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1842 = "stablehlo.power"(%1841, %1839) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1843 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1844 = "stablehlo.broadcast_in_dim"(%1843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1845 = "stablehlo.divide"(%1844, %1842) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1846 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1847 = "stablehlo.broadcast_in_dim"(%1846) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1848 = "stablehlo.broadcast_in_dim"(%1845) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1849 = "stablehlo.broadcast_in_dim"(%1847) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1850 = "stablehlo.broadcast_in_dim"(%1848) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1851 = "stablehlo.multiply"(%1849, %1850) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1852 = "stablehlo.concatenate"(%1851, %1851) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1853 = "stablehlo.cosine"(%1852) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1854 = "stablehlo.broadcast_in_dim"(%1853) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1855 = "stablehlo.sine"(%1852) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1856 = "stablehlo.broadcast_in_dim"(%1855) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1857 = "stablehlo.slice"(%1788) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1858 = "stablehlo.slice"(%1788) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1859 = "stablehlo.negate"(%1858) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1860 = "stablehlo.concatenate"(%1859, %1857) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1861 = "stablehlo.convert"(%1788) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1862 = "stablehlo.broadcast_in_dim"(%1854) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1863 = "stablehlo.multiply"(%1861, %1862) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1864 = "stablehlo.convert"(%1860) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1865 = "stablehlo.broadcast_in_dim"(%1856) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1866 = "stablehlo.multiply"(%1864, %1865) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1867 = "stablehlo.add"(%1863, %1866) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1868 = "stablehlo.convert"(%1867) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1869 = "stablehlo.dot_general"(%1829, %1868) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %1870 = "stablehlo.convert"(%1869) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %1871 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1872 = "stablehlo.sqrt"(%1871) : (tensor<f32>) -> tensor<f32>
    %1873 = "stablehlo.convert"(%1872) : (tensor<f32>) -> tensor<f32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1875 = "stablehlo.divide"(%1870, %1874) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1876 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %1877 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1878 = "func.call"(%1876, %1875, %1877) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %1879 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1880 = "stablehlo.reduce"(%1878, %1879) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg470: tensor<f32>, %arg471: tensor<f32>):
      %5145 = "stablehlo.maximum"(%arg470, %arg471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5145) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1881 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1882 = "stablehlo.broadcast_in_dim"(%1881) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %1883 = "stablehlo.maximum"(%1882, %1880) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %1884 = "stablehlo.broadcast_in_dim"(%1883) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1885 = "stablehlo.broadcast_in_dim"(%1884) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1886 = "stablehlo.subtract"(%1878, %1885) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1887 = "stablehlo.exponential"(%1886) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1888 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1889 = "stablehlo.reduce"(%1887, %1888) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg468: tensor<f32>, %arg469: tensor<f32>):
      %5144 = "stablehlo.add"(%arg468, %arg469) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5144) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %1890 = "stablehlo.broadcast_in_dim"(%1889) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %1891 = "stablehlo.broadcast_in_dim"(%1890) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %1892 = "stablehlo.divide"(%1887, %1891) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %1893 = "stablehlo.convert"(%1892) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %1894 = "stablehlo.dot_general"(%1790, %1893) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %1895 = "stablehlo.transpose"(%1894) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %1896 = "stablehlo.reshape"(%1895) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %1897 = "stablehlo.dot_general"(%1896, %arg119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1898 = "stablehlo.add"(%1766, %1897) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1899 = "stablehlo.convert"(%1898) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1900 = "stablehlo.multiply"(%1899, %1899) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1901 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1902 = "stablehlo.reduce"(%1900, %1901) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg466: tensor<f32>, %arg467: tensor<f32>):
      %5143 = "stablehlo.add"(%arg466, %arg467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5143) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1903 = "stablehlo.broadcast_in_dim"(%1902) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1904 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1905 = "stablehlo.broadcast_in_dim"(%1904) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1906 = "stablehlo.divide"(%1903, %1905) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1907 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1908 = "stablehlo.broadcast_in_dim"(%1907) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1909 = "stablehlo.add"(%1906, %1908) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1910 = "stablehlo.rsqrt"(%1909) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1911 = "stablehlo.broadcast_in_dim"(%1910) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1912 = "stablehlo.multiply"(%1899, %1911) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1913 = "stablehlo.convert"(%1912) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1914 = "stablehlo.broadcast_in_dim"(%arg114) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1915 = "stablehlo.broadcast_in_dim"(%1914) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1916 = "stablehlo.multiply"(%1913, %1915) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1917 = "stablehlo.dot_general"(%1916, %arg116) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1918 = "func.call"(%1917) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1919 = "stablehlo.dot_general"(%1916, %arg117) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1920 = "stablehlo.multiply"(%1918, %1919) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1921 = "stablehlo.dot_general"(%1920, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1922 = "stablehlo.add"(%1898, %1921) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1923 = "stablehlo.convert"(%1922) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %1924 = "stablehlo.multiply"(%1923, %1923) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1925 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1926 = "stablehlo.reduce"(%1924, %1925) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg464: tensor<f32>, %arg465: tensor<f32>):
      %5142 = "stablehlo.add"(%arg464, %arg465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5142) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %1927 = "stablehlo.broadcast_in_dim"(%1926) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %1928 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1929 = "stablehlo.broadcast_in_dim"(%1928) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1930 = "stablehlo.divide"(%1927, %1929) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1931 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1932 = "stablehlo.broadcast_in_dim"(%1931) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %1933 = "stablehlo.add"(%1930, %1932) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1934 = "stablehlo.rsqrt"(%1933) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %1935 = "stablehlo.broadcast_in_dim"(%1934) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %1936 = "stablehlo.multiply"(%1923, %1935) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %1937 = "stablehlo.convert"(%1936) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %1938 = "stablehlo.broadcast_in_dim"(%arg122) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1939 = "stablehlo.broadcast_in_dim"(%1938) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1940 = "stablehlo.multiply"(%1937, %1939) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1941 = "stablehlo.dot_general"(%1940, %arg129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1942 = "stablehlo.reshape"(%1941) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1943 = "stablehlo.dot_general"(%1940, %arg127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1944 = "stablehlo.reshape"(%1943) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1945 = "stablehlo.dot_general"(%1940, %arg130) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %1946 = "stablehlo.reshape"(%1945) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %1947 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1948 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1949 = "stablehlo.broadcast_in_dim"(%1948) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1950 = "stablehlo.multiply"(%1949, %1947) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1951 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1952 = "stablehlo.broadcast_in_dim"(%1951) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1953 = "stablehlo.add"(%1952, %1950) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1954 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1955 = "stablehlo.broadcast_in_dim"(%1954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1956 = "stablehlo.divide"(%1953, %1955) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1957 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1958 = "stablehlo.broadcast_in_dim"(%1957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1959 = "stablehlo.power"(%1958, %1956) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1960 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1961 = "stablehlo.broadcast_in_dim"(%1960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1962 = "stablehlo.divide"(%1961, %1959) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1963 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %1964 = "stablehlo.broadcast_in_dim"(%1963) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %1965 = "stablehlo.broadcast_in_dim"(%1962) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1966 = "stablehlo.broadcast_in_dim"(%1964) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %1967 = "stablehlo.broadcast_in_dim"(%1965) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %1968 = "stablehlo.multiply"(%1966, %1967) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %1969 = "stablehlo.concatenate"(%1968, %1968) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %1970 = "stablehlo.cosine"(%1969) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1971 = "stablehlo.broadcast_in_dim"(%1970) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1972 = "stablehlo.sine"(%1969) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %1973 = "stablehlo.broadcast_in_dim"(%1972) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %1974 = "stablehlo.slice"(%1942) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1975 = "stablehlo.slice"(%1942) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %1976 = "stablehlo.negate"(%1975) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %1977 = "stablehlo.concatenate"(%1976, %1974) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %1978 = "stablehlo.convert"(%1942) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1979 = "stablehlo.broadcast_in_dim"(%1971) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1980 = "stablehlo.multiply"(%1978, %1979) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1981 = "stablehlo.convert"(%1977) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %1982 = "stablehlo.broadcast_in_dim"(%1973) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %1983 = "stablehlo.multiply"(%1981, %1982) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1984 = "stablehlo.add"(%1980, %1983) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %1985 = "stablehlo.convert"(%1984) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %1986 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1987 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1988 = "stablehlo.broadcast_in_dim"(%1987) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1989 = "stablehlo.multiply"(%1988, %1986) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1990 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1991 = "stablehlo.broadcast_in_dim"(%1990) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1992 = "stablehlo.add"(%1991, %1989) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1993 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1994 = "stablehlo.broadcast_in_dim"(%1993) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1995 = "stablehlo.divide"(%1992, %1994) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1996 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1997 = "stablehlo.broadcast_in_dim"(%1996) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1998 = "stablehlo.power"(%1997, %1995) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1999 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2000 = "stablehlo.broadcast_in_dim"(%1999) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2001 = "stablehlo.divide"(%2000, %1998) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2002 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2003 = "stablehlo.broadcast_in_dim"(%2002) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2004 = "stablehlo.broadcast_in_dim"(%2001) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2005 = "stablehlo.broadcast_in_dim"(%2003) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2006 = "stablehlo.broadcast_in_dim"(%2004) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2007 = "stablehlo.multiply"(%2005, %2006) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2008 = "stablehlo.concatenate"(%2007, %2007) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2009 = "stablehlo.cosine"(%2008) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2010 = "stablehlo.broadcast_in_dim"(%2009) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2011 = "stablehlo.sine"(%2008) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2012 = "stablehlo.broadcast_in_dim"(%2011) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2013 = "stablehlo.slice"(%1944) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2014 = "stablehlo.slice"(%1944) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2015 = "stablehlo.negate"(%2014) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2016 = "stablehlo.concatenate"(%2015, %2013) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2017 = "stablehlo.convert"(%1944) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2018 = "stablehlo.broadcast_in_dim"(%2010) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2019 = "stablehlo.multiply"(%2017, %2018) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2020 = "stablehlo.convert"(%2016) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2021 = "stablehlo.broadcast_in_dim"(%2012) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2022 = "stablehlo.multiply"(%2020, %2021) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2023 = "stablehlo.add"(%2019, %2022) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2024 = "stablehlo.convert"(%2023) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2025 = "stablehlo.dot_general"(%1985, %2024) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2026 = "stablehlo.convert"(%2025) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2027 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2028 = "stablehlo.sqrt"(%2027) : (tensor<f32>) -> tensor<f32>
    %2029 = "stablehlo.convert"(%2028) : (tensor<f32>) -> tensor<f32>
    %2030 = "stablehlo.broadcast_in_dim"(%2029) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2031 = "stablehlo.divide"(%2026, %2030) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2032 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %2033 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2034 = "func.call"(%2032, %2031, %2033) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2035 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2036 = "stablehlo.reduce"(%2034, %2035) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg462: tensor<f32>, %arg463: tensor<f32>):
      %5141 = "stablehlo.maximum"(%arg462, %arg463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5141) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2037 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2038 = "stablehlo.broadcast_in_dim"(%2037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %2039 = "stablehlo.maximum"(%2038, %2036) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %2040 = "stablehlo.broadcast_in_dim"(%2039) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2041 = "stablehlo.broadcast_in_dim"(%2040) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2042 = "stablehlo.subtract"(%2034, %2041) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2043 = "stablehlo.exponential"(%2042) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2044 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2045 = "stablehlo.reduce"(%2043, %2044) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg460: tensor<f32>, %arg461: tensor<f32>):
      %5140 = "stablehlo.add"(%arg460, %arg461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5140) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2046 = "stablehlo.broadcast_in_dim"(%2045) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2047 = "stablehlo.broadcast_in_dim"(%2046) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2048 = "stablehlo.divide"(%2043, %2047) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2049 = "stablehlo.convert"(%2048) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2050 = "stablehlo.dot_general"(%1946, %2049) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2051 = "stablehlo.transpose"(%2050) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2052 = "stablehlo.reshape"(%2051) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2053 = "stablehlo.dot_general"(%2052, %arg128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2054 = "stablehlo.add"(%1922, %2053) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2055 = "stablehlo.convert"(%2054) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2056 = "stablehlo.multiply"(%2055, %2055) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2057 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2058 = "stablehlo.reduce"(%2056, %2057) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg458: tensor<f32>, %arg459: tensor<f32>):
      %5139 = "stablehlo.add"(%arg458, %arg459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5139) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2059 = "stablehlo.broadcast_in_dim"(%2058) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2060 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2061 = "stablehlo.broadcast_in_dim"(%2060) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2062 = "stablehlo.divide"(%2059, %2061) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2063 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2064 = "stablehlo.broadcast_in_dim"(%2063) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2065 = "stablehlo.add"(%2062, %2064) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2066 = "stablehlo.rsqrt"(%2065) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2067 = "stablehlo.broadcast_in_dim"(%2066) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2068 = "stablehlo.multiply"(%2055, %2067) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2069 = "stablehlo.convert"(%2068) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2070 = "stablehlo.broadcast_in_dim"(%arg123) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2071 = "stablehlo.broadcast_in_dim"(%2070) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2072 = "stablehlo.multiply"(%2069, %2071) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2073 = "stablehlo.dot_general"(%2072, %arg125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2074 = "func.call"(%2073) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2075 = "stablehlo.dot_general"(%2072, %arg126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2076 = "stablehlo.multiply"(%2074, %2075) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2077 = "stablehlo.dot_general"(%2076, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2078 = "stablehlo.add"(%2054, %2077) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2079 = "stablehlo.convert"(%2078) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2080 = "stablehlo.multiply"(%2079, %2079) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2081 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2082 = "stablehlo.reduce"(%2080, %2081) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg456: tensor<f32>, %arg457: tensor<f32>):
      %5138 = "stablehlo.add"(%arg456, %arg457) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5138) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2083 = "stablehlo.broadcast_in_dim"(%2082) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2084 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2085 = "stablehlo.broadcast_in_dim"(%2084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2086 = "stablehlo.divide"(%2083, %2085) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2087 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2088 = "stablehlo.broadcast_in_dim"(%2087) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2089 = "stablehlo.add"(%2086, %2088) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2090 = "stablehlo.rsqrt"(%2089) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2091 = "stablehlo.broadcast_in_dim"(%2090) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2092 = "stablehlo.multiply"(%2079, %2091) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2093 = "stablehlo.convert"(%2092) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2094 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2095 = "stablehlo.broadcast_in_dim"(%2094) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2096 = "stablehlo.multiply"(%2093, %2095) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2097 = "stablehlo.dot_general"(%2096, %arg138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2098 = "stablehlo.reshape"(%2097) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2099 = "stablehlo.dot_general"(%2096, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2100 = "stablehlo.reshape"(%2099) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2101 = "stablehlo.dot_general"(%2096, %arg139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2102 = "stablehlo.reshape"(%2101) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2103 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2104 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2105 = "stablehlo.broadcast_in_dim"(%2104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2106 = "stablehlo.multiply"(%2105, %2103) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2108 = "stablehlo.broadcast_in_dim"(%2107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2109 = "stablehlo.add"(%2108, %2106) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2110 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2111 = "stablehlo.broadcast_in_dim"(%2110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2112 = "stablehlo.divide"(%2109, %2111) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2113 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2114 = "stablehlo.broadcast_in_dim"(%2113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2115 = "stablehlo.power"(%2114, %2112) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2116 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2117 = "stablehlo.broadcast_in_dim"(%2116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2118 = "stablehlo.divide"(%2117, %2115) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2119 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2120 = "stablehlo.broadcast_in_dim"(%2119) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2121 = "stablehlo.broadcast_in_dim"(%2118) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2122 = "stablehlo.broadcast_in_dim"(%2120) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2123 = "stablehlo.broadcast_in_dim"(%2121) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2124 = "stablehlo.multiply"(%2122, %2123) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2125 = "stablehlo.concatenate"(%2124, %2124) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2126 = "stablehlo.cosine"(%2125) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2127 = "stablehlo.broadcast_in_dim"(%2126) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2128 = "stablehlo.sine"(%2125) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2129 = "stablehlo.broadcast_in_dim"(%2128) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2130 = "stablehlo.slice"(%2098) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2131 = "stablehlo.slice"(%2098) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2132 = "stablehlo.negate"(%2131) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2133 = "stablehlo.concatenate"(%2132, %2130) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2134 = "stablehlo.convert"(%2098) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2135 = "stablehlo.broadcast_in_dim"(%2127) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2136 = "stablehlo.multiply"(%2134, %2135) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2137 = "stablehlo.convert"(%2133) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2138 = "stablehlo.broadcast_in_dim"(%2129) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2139 = "stablehlo.multiply"(%2137, %2138) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2140 = "stablehlo.add"(%2136, %2139) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2141 = "stablehlo.convert"(%2140) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2142 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2143 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2144 = "stablehlo.broadcast_in_dim"(%2143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2145 = "stablehlo.multiply"(%2144, %2142) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2147 = "stablehlo.broadcast_in_dim"(%2146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2148 = "stablehlo.add"(%2147, %2145) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2149 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2150 = "stablehlo.broadcast_in_dim"(%2149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2151 = "stablehlo.divide"(%2148, %2150) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2152 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2153 = "stablehlo.broadcast_in_dim"(%2152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2154 = "stablehlo.power"(%2153, %2151) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2155 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2156 = "stablehlo.broadcast_in_dim"(%2155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2157 = "stablehlo.divide"(%2156, %2154) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2158 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2159 = "stablehlo.broadcast_in_dim"(%2158) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2160 = "stablehlo.broadcast_in_dim"(%2157) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2161 = "stablehlo.broadcast_in_dim"(%2159) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2162 = "stablehlo.broadcast_in_dim"(%2160) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2163 = "stablehlo.multiply"(%2161, %2162) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2164 = "stablehlo.concatenate"(%2163, %2163) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2165 = "stablehlo.cosine"(%2164) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2166 = "stablehlo.broadcast_in_dim"(%2165) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2167 = "stablehlo.sine"(%2164) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2168 = "stablehlo.broadcast_in_dim"(%2167) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2169 = "stablehlo.slice"(%2100) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2170 = "stablehlo.slice"(%2100) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2171 = "stablehlo.negate"(%2170) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2172 = "stablehlo.concatenate"(%2171, %2169) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2173 = "stablehlo.convert"(%2100) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%2166) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2175 = "stablehlo.multiply"(%2173, %2174) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2176 = "stablehlo.convert"(%2172) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2177 = "stablehlo.broadcast_in_dim"(%2168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2178 = "stablehlo.multiply"(%2176, %2177) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2179 = "stablehlo.add"(%2175, %2178) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2180 = "stablehlo.convert"(%2179) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2181 = "stablehlo.dot_general"(%2141, %2180) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2182 = "stablehlo.convert"(%2181) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2183 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2184 = "stablehlo.sqrt"(%2183) : (tensor<f32>) -> tensor<f32>
    %2185 = "stablehlo.convert"(%2184) : (tensor<f32>) -> tensor<f32>
    %2186 = "stablehlo.broadcast_in_dim"(%2185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2187 = "stablehlo.divide"(%2182, %2186) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2188 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %2189 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2190 = "func.call"(%2188, %2187, %2189) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2191 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2192 = "stablehlo.reduce"(%2190, %2191) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg454: tensor<f32>, %arg455: tensor<f32>):
      %5137 = "stablehlo.maximum"(%arg454, %arg455) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5137) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2193 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2194 = "stablehlo.broadcast_in_dim"(%2193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %2195 = "stablehlo.maximum"(%2194, %2192) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %2196 = "stablehlo.broadcast_in_dim"(%2195) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2197 = "stablehlo.broadcast_in_dim"(%2196) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2198 = "stablehlo.subtract"(%2190, %2197) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2199 = "stablehlo.exponential"(%2198) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2201 = "stablehlo.reduce"(%2199, %2200) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg452: tensor<f32>, %arg453: tensor<f32>):
      %5136 = "stablehlo.add"(%arg452, %arg453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5136) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2202 = "stablehlo.broadcast_in_dim"(%2201) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2203 = "stablehlo.broadcast_in_dim"(%2202) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2204 = "stablehlo.divide"(%2199, %2203) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2205 = "stablehlo.convert"(%2204) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2206 = "stablehlo.dot_general"(%2102, %2205) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2207 = "stablehlo.transpose"(%2206) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2208 = "stablehlo.reshape"(%2207) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2209 = "stablehlo.dot_general"(%2208, %arg137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2210 = "stablehlo.add"(%2078, %2209) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2211 = "stablehlo.convert"(%2210) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2212 = "stablehlo.multiply"(%2211, %2211) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2214 = "stablehlo.reduce"(%2212, %2213) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg450: tensor<f32>, %arg451: tensor<f32>):
      %5135 = "stablehlo.add"(%arg450, %arg451) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5135) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%2214) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2216 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2217 = "stablehlo.broadcast_in_dim"(%2216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2218 = "stablehlo.divide"(%2215, %2217) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2219 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2220 = "stablehlo.broadcast_in_dim"(%2219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2221 = "stablehlo.add"(%2218, %2220) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2222 = "stablehlo.rsqrt"(%2221) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2223 = "stablehlo.broadcast_in_dim"(%2222) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2224 = "stablehlo.multiply"(%2211, %2223) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2225 = "stablehlo.convert"(%2224) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2226 = "stablehlo.broadcast_in_dim"(%arg132) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2227 = "stablehlo.broadcast_in_dim"(%2226) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2228 = "stablehlo.multiply"(%2225, %2227) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2229 = "stablehlo.dot_general"(%2228, %arg134) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2230 = "func.call"(%2229) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2231 = "stablehlo.dot_general"(%2228, %arg135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2232 = "stablehlo.multiply"(%2230, %2231) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2233 = "stablehlo.dot_general"(%2232, %arg133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2234 = "stablehlo.add"(%2210, %2233) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2235 = "stablehlo.convert"(%2234) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2236 = "stablehlo.multiply"(%2235, %2235) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2238 = "stablehlo.reduce"(%2236, %2237) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg448: tensor<f32>, %arg449: tensor<f32>):
      %5134 = "stablehlo.add"(%arg448, %arg449) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5134) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2239 = "stablehlo.broadcast_in_dim"(%2238) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2240 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2241 = "stablehlo.broadcast_in_dim"(%2240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2242 = "stablehlo.divide"(%2239, %2241) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2243 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2244 = "stablehlo.broadcast_in_dim"(%2243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2245 = "stablehlo.add"(%2242, %2244) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2246 = "stablehlo.rsqrt"(%2245) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2247 = "stablehlo.broadcast_in_dim"(%2246) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2248 = "stablehlo.multiply"(%2235, %2247) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2249 = "stablehlo.convert"(%2248) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2250 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2251 = "stablehlo.broadcast_in_dim"(%2250) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2252 = "stablehlo.multiply"(%2249, %2251) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2253 = "stablehlo.dot_general"(%2252, %arg147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2254 = "stablehlo.reshape"(%2253) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2255 = "stablehlo.dot_general"(%2252, %arg145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2256 = "stablehlo.reshape"(%2255) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2257 = "stablehlo.dot_general"(%2252, %arg148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2258 = "stablehlo.reshape"(%2257) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2259 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2260 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2261 = "stablehlo.broadcast_in_dim"(%2260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2262 = "stablehlo.multiply"(%2261, %2259) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2263 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2264 = "stablehlo.broadcast_in_dim"(%2263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2265 = "stablehlo.add"(%2264, %2262) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2266 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2267 = "stablehlo.broadcast_in_dim"(%2266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2268 = "stablehlo.divide"(%2265, %2267) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2269 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2270 = "stablehlo.broadcast_in_dim"(%2269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2271 = "stablehlo.power"(%2270, %2268) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2272 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2273 = "stablehlo.broadcast_in_dim"(%2272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2274 = "stablehlo.divide"(%2273, %2271) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2275 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2276 = "stablehlo.broadcast_in_dim"(%2275) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2277 = "stablehlo.broadcast_in_dim"(%2274) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2278 = "stablehlo.broadcast_in_dim"(%2276) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2279 = "stablehlo.broadcast_in_dim"(%2277) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2280 = "stablehlo.multiply"(%2278, %2279) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2281 = "stablehlo.concatenate"(%2280, %2280) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2282 = "stablehlo.cosine"(%2281) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2283 = "stablehlo.broadcast_in_dim"(%2282) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2284 = "stablehlo.sine"(%2281) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2285 = "stablehlo.broadcast_in_dim"(%2284) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2286 = "stablehlo.slice"(%2254) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2287 = "stablehlo.slice"(%2254) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2288 = "stablehlo.negate"(%2287) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2289 = "stablehlo.concatenate"(%2288, %2286) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2290 = "stablehlo.convert"(%2254) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2291 = "stablehlo.broadcast_in_dim"(%2283) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2292 = "stablehlo.multiply"(%2290, %2291) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2293 = "stablehlo.convert"(%2289) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2294 = "stablehlo.broadcast_in_dim"(%2285) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2295 = "stablehlo.multiply"(%2293, %2294) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2296 = "stablehlo.add"(%2292, %2295) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2297 = "stablehlo.convert"(%2296) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2298 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2299 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2300 = "stablehlo.broadcast_in_dim"(%2299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2301 = "stablehlo.multiply"(%2300, %2298) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2302 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2303 = "stablehlo.broadcast_in_dim"(%2302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2304 = "stablehlo.add"(%2303, %2301) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2305 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2306 = "stablehlo.broadcast_in_dim"(%2305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2307 = "stablehlo.divide"(%2304, %2306) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2308 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2309 = "stablehlo.broadcast_in_dim"(%2308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2310 = "stablehlo.power"(%2309, %2307) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2311 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2312 = "stablehlo.broadcast_in_dim"(%2311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2313 = "stablehlo.divide"(%2312, %2310) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2314 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2315 = "stablehlo.broadcast_in_dim"(%2314) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2316 = "stablehlo.broadcast_in_dim"(%2313) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2317 = "stablehlo.broadcast_in_dim"(%2315) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2318 = "stablehlo.broadcast_in_dim"(%2316) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2319 = "stablehlo.multiply"(%2317, %2318) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2320 = "stablehlo.concatenate"(%2319, %2319) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2321 = "stablehlo.cosine"(%2320) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2322 = "stablehlo.broadcast_in_dim"(%2321) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2323 = "stablehlo.sine"(%2320) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2324 = "stablehlo.broadcast_in_dim"(%2323) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2325 = "stablehlo.slice"(%2256) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2326 = "stablehlo.slice"(%2256) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2327 = "stablehlo.negate"(%2326) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2328 = "stablehlo.concatenate"(%2327, %2325) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2329 = "stablehlo.convert"(%2256) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%2322) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2331 = "stablehlo.multiply"(%2329, %2330) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2332 = "stablehlo.convert"(%2328) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2333 = "stablehlo.broadcast_in_dim"(%2324) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2334 = "stablehlo.multiply"(%2332, %2333) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2335 = "stablehlo.add"(%2331, %2334) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2336 = "stablehlo.convert"(%2335) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2337 = "stablehlo.dot_general"(%2297, %2336) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2338 = "stablehlo.convert"(%2337) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2339 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2340 = "stablehlo.sqrt"(%2339) : (tensor<f32>) -> tensor<f32>
    %2341 = "stablehlo.convert"(%2340) : (tensor<f32>) -> tensor<f32>
    %2342 = "stablehlo.broadcast_in_dim"(%2341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2343 = "stablehlo.divide"(%2338, %2342) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2344 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %2345 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2346 = "func.call"(%2344, %2343, %2345) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2347 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2348 = "stablehlo.reduce"(%2346, %2347) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg446: tensor<f32>, %arg447: tensor<f32>):
      %5133 = "stablehlo.maximum"(%arg446, %arg447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5133) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2349 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2350 = "stablehlo.broadcast_in_dim"(%2349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %2351 = "stablehlo.maximum"(%2350, %2348) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %2352 = "stablehlo.broadcast_in_dim"(%2351) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2353 = "stablehlo.broadcast_in_dim"(%2352) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2354 = "stablehlo.subtract"(%2346, %2353) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2355 = "stablehlo.exponential"(%2354) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2356 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2357 = "stablehlo.reduce"(%2355, %2356) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
      %5132 = "stablehlo.add"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5132) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2358 = "stablehlo.broadcast_in_dim"(%2357) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2359 = "stablehlo.broadcast_in_dim"(%2358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2360 = "stablehlo.divide"(%2355, %2359) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2361 = "stablehlo.convert"(%2360) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2362 = "stablehlo.dot_general"(%2258, %2361) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2363 = "stablehlo.transpose"(%2362) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2364 = "stablehlo.reshape"(%2363) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2365 = "stablehlo.dot_general"(%2364, %arg146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2366 = "stablehlo.add"(%2234, %2365) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2367 = "stablehlo.convert"(%2366) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2368 = "stablehlo.multiply"(%2367, %2367) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2369 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2370 = "stablehlo.reduce"(%2368, %2369) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
      %5131 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5131) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2371 = "stablehlo.broadcast_in_dim"(%2370) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2372 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2373 = "stablehlo.broadcast_in_dim"(%2372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2374 = "stablehlo.divide"(%2371, %2373) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2375 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2376 = "stablehlo.broadcast_in_dim"(%2375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2377 = "stablehlo.add"(%2374, %2376) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2378 = "stablehlo.rsqrt"(%2377) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2379 = "stablehlo.broadcast_in_dim"(%2378) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2380 = "stablehlo.multiply"(%2367, %2379) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2381 = "stablehlo.convert"(%2380) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2382 = "stablehlo.broadcast_in_dim"(%arg141) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2383 = "stablehlo.broadcast_in_dim"(%2382) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2384 = "stablehlo.multiply"(%2381, %2383) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2385 = "stablehlo.dot_general"(%2384, %arg143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2386 = "func.call"(%2385) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2387 = "stablehlo.dot_general"(%2384, %arg144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2388 = "stablehlo.multiply"(%2386, %2387) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2389 = "stablehlo.dot_general"(%2388, %arg142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2390 = "stablehlo.add"(%2366, %2389) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2391 = "stablehlo.convert"(%2390) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2392 = "stablehlo.multiply"(%2391, %2391) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2393 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2394 = "stablehlo.reduce"(%2392, %2393) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg440: tensor<f32>, %arg441: tensor<f32>):
      %5130 = "stablehlo.add"(%arg440, %arg441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5130) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2395 = "stablehlo.broadcast_in_dim"(%2394) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2396 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2397 = "stablehlo.broadcast_in_dim"(%2396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2398 = "stablehlo.divide"(%2395, %2397) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2399 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2400 = "stablehlo.broadcast_in_dim"(%2399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2401 = "stablehlo.add"(%2398, %2400) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2402 = "stablehlo.rsqrt"(%2401) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2403 = "stablehlo.broadcast_in_dim"(%2402) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2404 = "stablehlo.multiply"(%2391, %2403) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2405 = "stablehlo.convert"(%2404) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2406 = "stablehlo.broadcast_in_dim"(%arg149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2407 = "stablehlo.broadcast_in_dim"(%2406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2408 = "stablehlo.multiply"(%2405, %2407) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2409 = "stablehlo.dot_general"(%2408, %arg156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2410 = "stablehlo.reshape"(%2409) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2411 = "stablehlo.dot_general"(%2408, %arg154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2412 = "stablehlo.reshape"(%2411) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2413 = "stablehlo.dot_general"(%2408, %arg157) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2414 = "stablehlo.reshape"(%2413) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2415 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2416 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2417 = "stablehlo.broadcast_in_dim"(%2416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2418 = "stablehlo.multiply"(%2417, %2415) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2419 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2420 = "stablehlo.broadcast_in_dim"(%2419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2421 = "stablehlo.add"(%2420, %2418) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2422 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2423 = "stablehlo.broadcast_in_dim"(%2422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2424 = "stablehlo.divide"(%2421, %2423) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2425 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2426 = "stablehlo.broadcast_in_dim"(%2425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2427 = "stablehlo.power"(%2426, %2424) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2428 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2429 = "stablehlo.broadcast_in_dim"(%2428) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2430 = "stablehlo.divide"(%2429, %2427) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2431 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2432 = "stablehlo.broadcast_in_dim"(%2431) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2433 = "stablehlo.broadcast_in_dim"(%2430) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2434 = "stablehlo.broadcast_in_dim"(%2432) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2435 = "stablehlo.broadcast_in_dim"(%2433) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2436 = "stablehlo.multiply"(%2434, %2435) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2437 = "stablehlo.concatenate"(%2436, %2436) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2438 = "stablehlo.cosine"(%2437) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2439 = "stablehlo.broadcast_in_dim"(%2438) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2440 = "stablehlo.sine"(%2437) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2441 = "stablehlo.broadcast_in_dim"(%2440) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2442 = "stablehlo.slice"(%2410) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2443 = "stablehlo.slice"(%2410) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2444 = "stablehlo.negate"(%2443) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2445 = "stablehlo.concatenate"(%2444, %2442) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2446 = "stablehlo.convert"(%2410) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2447 = "stablehlo.broadcast_in_dim"(%2439) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2448 = "stablehlo.multiply"(%2446, %2447) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2449 = "stablehlo.convert"(%2445) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2450 = "stablehlo.broadcast_in_dim"(%2441) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2451 = "stablehlo.multiply"(%2449, %2450) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2452 = "stablehlo.add"(%2448, %2451) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2453 = "stablehlo.convert"(%2452) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2454 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2455 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2456 = "stablehlo.broadcast_in_dim"(%2455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2457 = "stablehlo.multiply"(%2456, %2454) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2458 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2459 = "stablehlo.broadcast_in_dim"(%2458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2460 = "stablehlo.add"(%2459, %2457) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2461 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2462 = "stablehlo.broadcast_in_dim"(%2461) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2463 = "stablehlo.divide"(%2460, %2462) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2464 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2465 = "stablehlo.broadcast_in_dim"(%2464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2466 = "stablehlo.power"(%2465, %2463) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2467 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2468 = "stablehlo.broadcast_in_dim"(%2467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2469 = "stablehlo.divide"(%2468, %2466) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2470 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2471 = "stablehlo.broadcast_in_dim"(%2470) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2472 = "stablehlo.broadcast_in_dim"(%2469) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2473 = "stablehlo.broadcast_in_dim"(%2471) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2474 = "stablehlo.broadcast_in_dim"(%2472) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2475 = "stablehlo.multiply"(%2473, %2474) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2476 = "stablehlo.concatenate"(%2475, %2475) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2477 = "stablehlo.cosine"(%2476) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2478 = "stablehlo.broadcast_in_dim"(%2477) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2479 = "stablehlo.sine"(%2476) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2480 = "stablehlo.broadcast_in_dim"(%2479) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2481 = "stablehlo.slice"(%2412) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2482 = "stablehlo.slice"(%2412) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2483 = "stablehlo.negate"(%2482) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2484 = "stablehlo.concatenate"(%2483, %2481) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2485 = "stablehlo.convert"(%2412) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2486 = "stablehlo.broadcast_in_dim"(%2478) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2487 = "stablehlo.multiply"(%2485, %2486) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2488 = "stablehlo.convert"(%2484) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2489 = "stablehlo.broadcast_in_dim"(%2480) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2490 = "stablehlo.multiply"(%2488, %2489) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2491 = "stablehlo.add"(%2487, %2490) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2492 = "stablehlo.convert"(%2491) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2493 = "stablehlo.dot_general"(%2453, %2492) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2494 = "stablehlo.convert"(%2493) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2495 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2496 = "stablehlo.sqrt"(%2495) : (tensor<f32>) -> tensor<f32>
    %2497 = "stablehlo.convert"(%2496) : (tensor<f32>) -> tensor<f32>
    %2498 = "stablehlo.broadcast_in_dim"(%2497) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2499 = "stablehlo.divide"(%2494, %2498) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %2501 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2502 = "func.call"(%2500, %2499, %2501) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2503 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2504 = "stablehlo.reduce"(%2502, %2503) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg438: tensor<f32>, %arg439: tensor<f32>):
      %5129 = "stablehlo.maximum"(%arg438, %arg439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5129) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2505 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2506 = "stablehlo.broadcast_in_dim"(%2505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %2507 = "stablehlo.maximum"(%2506, %2504) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %2508 = "stablehlo.broadcast_in_dim"(%2507) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2509 = "stablehlo.broadcast_in_dim"(%2508) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2510 = "stablehlo.subtract"(%2502, %2509) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2511 = "stablehlo.exponential"(%2510) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2512 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2513 = "stablehlo.reduce"(%2511, %2512) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg436: tensor<f32>, %arg437: tensor<f32>):
      %5128 = "stablehlo.add"(%arg436, %arg437) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5128) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2514 = "stablehlo.broadcast_in_dim"(%2513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2515 = "stablehlo.broadcast_in_dim"(%2514) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2516 = "stablehlo.divide"(%2511, %2515) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2517 = "stablehlo.convert"(%2516) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2518 = "stablehlo.dot_general"(%2414, %2517) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2519 = "stablehlo.transpose"(%2518) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2520 = "stablehlo.reshape"(%2519) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2521 = "stablehlo.dot_general"(%2520, %arg155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2522 = "stablehlo.add"(%2390, %2521) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2523 = "stablehlo.convert"(%2522) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2524 = "stablehlo.multiply"(%2523, %2523) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2525 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2526 = "stablehlo.reduce"(%2524, %2525) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg434: tensor<f32>, %arg435: tensor<f32>):
      %5127 = "stablehlo.add"(%arg434, %arg435) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5127) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2527 = "stablehlo.broadcast_in_dim"(%2526) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2528 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2529 = "stablehlo.broadcast_in_dim"(%2528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2530 = "stablehlo.divide"(%2527, %2529) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2531 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2532 = "stablehlo.broadcast_in_dim"(%2531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2533 = "stablehlo.add"(%2530, %2532) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2534 = "stablehlo.rsqrt"(%2533) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2535 = "stablehlo.broadcast_in_dim"(%2534) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2536 = "stablehlo.multiply"(%2523, %2535) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2537 = "stablehlo.convert"(%2536) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2538 = "stablehlo.broadcast_in_dim"(%arg150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2539 = "stablehlo.broadcast_in_dim"(%2538) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2540 = "stablehlo.multiply"(%2537, %2539) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2541 = "stablehlo.dot_general"(%2540, %arg152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2542 = "func.call"(%2541) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2543 = "stablehlo.dot_general"(%2540, %arg153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2544 = "stablehlo.multiply"(%2542, %2543) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2545 = "stablehlo.dot_general"(%2544, %arg151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2546 = "stablehlo.add"(%2522, %2545) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2547 = "stablehlo.convert"(%2546) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2548 = "stablehlo.multiply"(%2547, %2547) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2549 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2550 = "stablehlo.reduce"(%2548, %2549) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg432: tensor<f32>, %arg433: tensor<f32>):
      %5126 = "stablehlo.add"(%arg432, %arg433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5126) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2551 = "stablehlo.broadcast_in_dim"(%2550) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2552 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2553 = "stablehlo.broadcast_in_dim"(%2552) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2554 = "stablehlo.divide"(%2551, %2553) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2555 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2556 = "stablehlo.broadcast_in_dim"(%2555) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2557 = "stablehlo.add"(%2554, %2556) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2558 = "stablehlo.rsqrt"(%2557) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2559 = "stablehlo.broadcast_in_dim"(%2558) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2560 = "stablehlo.multiply"(%2547, %2559) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2561 = "stablehlo.convert"(%2560) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2562 = "stablehlo.broadcast_in_dim"(%arg158) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2563 = "stablehlo.broadcast_in_dim"(%2562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2564 = "stablehlo.multiply"(%2561, %2563) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2565 = "stablehlo.dot_general"(%2564, %arg165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2566 = "stablehlo.reshape"(%2565) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2567 = "stablehlo.dot_general"(%2564, %arg163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2568 = "stablehlo.reshape"(%2567) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2569 = "stablehlo.dot_general"(%2564, %arg166) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2570 = "stablehlo.reshape"(%2569) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2571 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2572 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2573 = "stablehlo.broadcast_in_dim"(%2572) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2574 = "stablehlo.multiply"(%2573, %2571) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2575 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2576 = "stablehlo.broadcast_in_dim"(%2575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2577 = "stablehlo.add"(%2576, %2574) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2578 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2579 = "stablehlo.broadcast_in_dim"(%2578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2580 = "stablehlo.divide"(%2577, %2579) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2581 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2582 = "stablehlo.broadcast_in_dim"(%2581) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2583 = "stablehlo.power"(%2582, %2580) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2584 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2585 = "stablehlo.broadcast_in_dim"(%2584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2586 = "stablehlo.divide"(%2585, %2583) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2587 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2588 = "stablehlo.broadcast_in_dim"(%2587) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2589 = "stablehlo.broadcast_in_dim"(%2586) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2590 = "stablehlo.broadcast_in_dim"(%2588) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2591 = "stablehlo.broadcast_in_dim"(%2589) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2592 = "stablehlo.multiply"(%2590, %2591) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2593 = "stablehlo.concatenate"(%2592, %2592) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2594 = "stablehlo.cosine"(%2593) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2595 = "stablehlo.broadcast_in_dim"(%2594) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2596 = "stablehlo.sine"(%2593) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2597 = "stablehlo.broadcast_in_dim"(%2596) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2598 = "stablehlo.slice"(%2566) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2599 = "stablehlo.slice"(%2566) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2600 = "stablehlo.negate"(%2599) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2601 = "stablehlo.concatenate"(%2600, %2598) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2602 = "stablehlo.convert"(%2566) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2603 = "stablehlo.broadcast_in_dim"(%2595) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2604 = "stablehlo.multiply"(%2602, %2603) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2605 = "stablehlo.convert"(%2601) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2606 = "stablehlo.broadcast_in_dim"(%2597) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2607 = "stablehlo.multiply"(%2605, %2606) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2608 = "stablehlo.add"(%2604, %2607) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2609 = "stablehlo.convert"(%2608) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2610 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2611 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2612 = "stablehlo.broadcast_in_dim"(%2611) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2613 = "stablehlo.multiply"(%2612, %2610) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2615 = "stablehlo.broadcast_in_dim"(%2614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2616 = "stablehlo.add"(%2615, %2613) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2617 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2618 = "stablehlo.broadcast_in_dim"(%2617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2619 = "stablehlo.divide"(%2616, %2618) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2620 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2621 = "stablehlo.broadcast_in_dim"(%2620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2622 = "stablehlo.power"(%2621, %2619) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2623 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2624 = "stablehlo.broadcast_in_dim"(%2623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2625 = "stablehlo.divide"(%2624, %2622) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2626 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2627 = "stablehlo.broadcast_in_dim"(%2626) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2628 = "stablehlo.broadcast_in_dim"(%2625) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2629 = "stablehlo.broadcast_in_dim"(%2627) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2630 = "stablehlo.broadcast_in_dim"(%2628) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2631 = "stablehlo.multiply"(%2629, %2630) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2632 = "stablehlo.concatenate"(%2631, %2631) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2633 = "stablehlo.cosine"(%2632) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2634 = "stablehlo.broadcast_in_dim"(%2633) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2635 = "stablehlo.sine"(%2632) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2636 = "stablehlo.broadcast_in_dim"(%2635) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2637 = "stablehlo.slice"(%2568) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2638 = "stablehlo.slice"(%2568) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2639 = "stablehlo.negate"(%2638) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2640 = "stablehlo.concatenate"(%2639, %2637) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2641 = "stablehlo.convert"(%2568) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2642 = "stablehlo.broadcast_in_dim"(%2634) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2643 = "stablehlo.multiply"(%2641, %2642) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2644 = "stablehlo.convert"(%2640) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2645 = "stablehlo.broadcast_in_dim"(%2636) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2646 = "stablehlo.multiply"(%2644, %2645) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2647 = "stablehlo.add"(%2643, %2646) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2648 = "stablehlo.convert"(%2647) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2649 = "stablehlo.dot_general"(%2609, %2648) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2650 = "stablehlo.convert"(%2649) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2651 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2652 = "stablehlo.sqrt"(%2651) : (tensor<f32>) -> tensor<f32>
    %2653 = "stablehlo.convert"(%2652) : (tensor<f32>) -> tensor<f32>
    %2654 = "stablehlo.broadcast_in_dim"(%2653) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2655 = "stablehlo.divide"(%2650, %2654) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2656 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %2657 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2658 = "func.call"(%2656, %2655, %2657) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2659 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2660 = "stablehlo.reduce"(%2658, %2659) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
      %5125 = "stablehlo.maximum"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5125) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2661 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2662 = "stablehlo.broadcast_in_dim"(%2661) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %2663 = "stablehlo.maximum"(%2662, %2660) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %2664 = "stablehlo.broadcast_in_dim"(%2663) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2665 = "stablehlo.broadcast_in_dim"(%2664) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2666 = "stablehlo.subtract"(%2658, %2665) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2667 = "stablehlo.exponential"(%2666) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2668 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2669 = "stablehlo.reduce"(%2667, %2668) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
      %5124 = "stablehlo.add"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5124) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2670 = "stablehlo.broadcast_in_dim"(%2669) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2671 = "stablehlo.broadcast_in_dim"(%2670) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2672 = "stablehlo.divide"(%2667, %2671) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2673 = "stablehlo.convert"(%2672) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2674 = "stablehlo.dot_general"(%2570, %2673) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2675 = "stablehlo.transpose"(%2674) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2676 = "stablehlo.reshape"(%2675) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2677 = "stablehlo.dot_general"(%2676, %arg164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2678 = "stablehlo.add"(%2546, %2677) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2679 = "stablehlo.convert"(%2678) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2680 = "stablehlo.multiply"(%2679, %2679) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2681 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2682 = "stablehlo.reduce"(%2680, %2681) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg426: tensor<f32>, %arg427: tensor<f32>):
      %5123 = "stablehlo.add"(%arg426, %arg427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5123) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2683 = "stablehlo.broadcast_in_dim"(%2682) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2684 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2685 = "stablehlo.broadcast_in_dim"(%2684) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2686 = "stablehlo.divide"(%2683, %2685) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2687 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2688 = "stablehlo.broadcast_in_dim"(%2687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2689 = "stablehlo.add"(%2686, %2688) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2690 = "stablehlo.rsqrt"(%2689) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2691 = "stablehlo.broadcast_in_dim"(%2690) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2692 = "stablehlo.multiply"(%2679, %2691) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2693 = "stablehlo.convert"(%2692) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2694 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2695 = "stablehlo.broadcast_in_dim"(%2694) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2696 = "stablehlo.multiply"(%2693, %2695) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2697 = "stablehlo.dot_general"(%2696, %arg161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2698 = "func.call"(%2697) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2699 = "stablehlo.dot_general"(%2696, %arg162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2700 = "stablehlo.multiply"(%2698, %2699) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2701 = "stablehlo.dot_general"(%2700, %arg160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2702 = "stablehlo.add"(%2678, %2701) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2703 = "stablehlo.convert"(%2702) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2704 = "stablehlo.multiply"(%2703, %2703) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2705 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2706 = "stablehlo.reduce"(%2704, %2705) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg424: tensor<f32>, %arg425: tensor<f32>):
      %5122 = "stablehlo.add"(%arg424, %arg425) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5122) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2707 = "stablehlo.broadcast_in_dim"(%2706) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2708 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2709 = "stablehlo.broadcast_in_dim"(%2708) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2710 = "stablehlo.divide"(%2707, %2709) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2711 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2712 = "stablehlo.broadcast_in_dim"(%2711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2713 = "stablehlo.add"(%2710, %2712) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2714 = "stablehlo.rsqrt"(%2713) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2715 = "stablehlo.broadcast_in_dim"(%2714) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2716 = "stablehlo.multiply"(%2703, %2715) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2717 = "stablehlo.convert"(%2716) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2718 = "stablehlo.broadcast_in_dim"(%arg167) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2719 = "stablehlo.broadcast_in_dim"(%2718) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2720 = "stablehlo.multiply"(%2717, %2719) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2721 = "stablehlo.dot_general"(%2720, %arg174) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2722 = "stablehlo.reshape"(%2721) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2723 = "stablehlo.dot_general"(%2720, %arg172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2724 = "stablehlo.reshape"(%2723) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2725 = "stablehlo.dot_general"(%2720, %arg175) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2726 = "stablehlo.reshape"(%2725) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2727 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2728 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2729 = "stablehlo.broadcast_in_dim"(%2728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2730 = "stablehlo.multiply"(%2729, %2727) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2731 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2732 = "stablehlo.broadcast_in_dim"(%2731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2733 = "stablehlo.add"(%2732, %2730) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2734 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2735 = "stablehlo.broadcast_in_dim"(%2734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2736 = "stablehlo.divide"(%2733, %2735) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2737 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2738 = "stablehlo.broadcast_in_dim"(%2737) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2739 = "stablehlo.power"(%2738, %2736) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2740 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2741 = "stablehlo.broadcast_in_dim"(%2740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2742 = "stablehlo.divide"(%2741, %2739) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2743 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2744 = "stablehlo.broadcast_in_dim"(%2743) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2745 = "stablehlo.broadcast_in_dim"(%2742) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2746 = "stablehlo.broadcast_in_dim"(%2744) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2747 = "stablehlo.broadcast_in_dim"(%2745) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2748 = "stablehlo.multiply"(%2746, %2747) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2749 = "stablehlo.concatenate"(%2748, %2748) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2750 = "stablehlo.cosine"(%2749) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2751 = "stablehlo.broadcast_in_dim"(%2750) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2752 = "stablehlo.sine"(%2749) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2753 = "stablehlo.broadcast_in_dim"(%2752) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2754 = "stablehlo.slice"(%2722) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2755 = "stablehlo.slice"(%2722) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2756 = "stablehlo.negate"(%2755) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2757 = "stablehlo.concatenate"(%2756, %2754) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2758 = "stablehlo.convert"(%2722) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2759 = "stablehlo.broadcast_in_dim"(%2751) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2760 = "stablehlo.multiply"(%2758, %2759) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2761 = "stablehlo.convert"(%2757) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2762 = "stablehlo.broadcast_in_dim"(%2753) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2763 = "stablehlo.multiply"(%2761, %2762) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2764 = "stablehlo.add"(%2760, %2763) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2765 = "stablehlo.convert"(%2764) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2766 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2767 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2768 = "stablehlo.broadcast_in_dim"(%2767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2769 = "stablehlo.multiply"(%2768, %2766) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2770 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2771 = "stablehlo.broadcast_in_dim"(%2770) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2772 = "stablehlo.add"(%2771, %2769) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2773 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2774 = "stablehlo.broadcast_in_dim"(%2773) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2775 = "stablehlo.divide"(%2772, %2774) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2776 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2777 = "stablehlo.broadcast_in_dim"(%2776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2778 = "stablehlo.power"(%2777, %2775) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2779 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2780 = "stablehlo.broadcast_in_dim"(%2779) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2781 = "stablehlo.divide"(%2780, %2778) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2782 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2783 = "stablehlo.broadcast_in_dim"(%2782) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2784 = "stablehlo.broadcast_in_dim"(%2781) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2785 = "stablehlo.broadcast_in_dim"(%2783) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2786 = "stablehlo.broadcast_in_dim"(%2784) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2787 = "stablehlo.multiply"(%2785, %2786) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2788 = "stablehlo.concatenate"(%2787, %2787) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2789 = "stablehlo.cosine"(%2788) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2790 = "stablehlo.broadcast_in_dim"(%2789) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2791 = "stablehlo.sine"(%2788) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2792 = "stablehlo.broadcast_in_dim"(%2791) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2793 = "stablehlo.slice"(%2724) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2794 = "stablehlo.slice"(%2724) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2795 = "stablehlo.negate"(%2794) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2796 = "stablehlo.concatenate"(%2795, %2793) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2797 = "stablehlo.convert"(%2724) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2798 = "stablehlo.broadcast_in_dim"(%2790) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2799 = "stablehlo.multiply"(%2797, %2798) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2800 = "stablehlo.convert"(%2796) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2801 = "stablehlo.broadcast_in_dim"(%2792) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2802 = "stablehlo.multiply"(%2800, %2801) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2803 = "stablehlo.add"(%2799, %2802) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2804 = "stablehlo.convert"(%2803) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2805 = "stablehlo.dot_general"(%2765, %2804) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2806 = "stablehlo.convert"(%2805) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2807 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2808 = "stablehlo.sqrt"(%2807) : (tensor<f32>) -> tensor<f32>
    %2809 = "stablehlo.convert"(%2808) : (tensor<f32>) -> tensor<f32>
    %2810 = "stablehlo.broadcast_in_dim"(%2809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2811 = "stablehlo.divide"(%2806, %2810) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2812 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %2813 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2814 = "func.call"(%2812, %2811, %2813) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2815 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2816 = "stablehlo.reduce"(%2814, %2815) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg422: tensor<f32>, %arg423: tensor<f32>):
      %5121 = "stablehlo.maximum"(%arg422, %arg423) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5121) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2817 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2818 = "stablehlo.broadcast_in_dim"(%2817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %2819 = "stablehlo.maximum"(%2818, %2816) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %2820 = "stablehlo.broadcast_in_dim"(%2819) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2821 = "stablehlo.broadcast_in_dim"(%2820) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2822 = "stablehlo.subtract"(%2814, %2821) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2823 = "stablehlo.exponential"(%2822) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2824 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2825 = "stablehlo.reduce"(%2823, %2824) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg420: tensor<f32>, %arg421: tensor<f32>):
      %5120 = "stablehlo.add"(%arg420, %arg421) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5120) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2826 = "stablehlo.broadcast_in_dim"(%2825) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2827 = "stablehlo.broadcast_in_dim"(%2826) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2828 = "stablehlo.divide"(%2823, %2827) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2829 = "stablehlo.convert"(%2828) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2830 = "stablehlo.dot_general"(%2726, %2829) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2831 = "stablehlo.transpose"(%2830) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2832 = "stablehlo.reshape"(%2831) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2833 = "stablehlo.dot_general"(%2832, %arg173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2834 = "stablehlo.add"(%2702, %2833) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2835 = "stablehlo.convert"(%2834) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2836 = "stablehlo.multiply"(%2835, %2835) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2837 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2838 = "stablehlo.reduce"(%2836, %2837) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg418: tensor<f32>, %arg419: tensor<f32>):
      %5119 = "stablehlo.add"(%arg418, %arg419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5119) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2839 = "stablehlo.broadcast_in_dim"(%2838) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2840 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2841 = "stablehlo.broadcast_in_dim"(%2840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2842 = "stablehlo.divide"(%2839, %2841) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2843 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2844 = "stablehlo.broadcast_in_dim"(%2843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2845 = "stablehlo.add"(%2842, %2844) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2846 = "stablehlo.rsqrt"(%2845) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2847 = "stablehlo.broadcast_in_dim"(%2846) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2848 = "stablehlo.multiply"(%2835, %2847) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2849 = "stablehlo.convert"(%2848) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2850 = "stablehlo.broadcast_in_dim"(%arg168) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2851 = "stablehlo.broadcast_in_dim"(%2850) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2852 = "stablehlo.multiply"(%2849, %2851) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2853 = "stablehlo.dot_general"(%2852, %arg170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2854 = "func.call"(%2853) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2855 = "stablehlo.dot_general"(%2852, %arg171) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2856 = "stablehlo.multiply"(%2854, %2855) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2857 = "stablehlo.dot_general"(%2856, %arg169) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2858 = "stablehlo.add"(%2834, %2857) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2859 = "stablehlo.convert"(%2858) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2860 = "stablehlo.multiply"(%2859, %2859) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2861 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2862 = "stablehlo.reduce"(%2860, %2861) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg416: tensor<f32>, %arg417: tensor<f32>):
      %5118 = "stablehlo.add"(%arg416, %arg417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5118) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2863 = "stablehlo.broadcast_in_dim"(%2862) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2864 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2865 = "stablehlo.broadcast_in_dim"(%2864) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2866 = "stablehlo.divide"(%2863, %2865) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2867 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2868 = "stablehlo.broadcast_in_dim"(%2867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2869 = "stablehlo.add"(%2866, %2868) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2870 = "stablehlo.rsqrt"(%2869) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2871 = "stablehlo.broadcast_in_dim"(%2870) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %2872 = "stablehlo.multiply"(%2859, %2871) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2873 = "stablehlo.convert"(%2872) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %2874 = "stablehlo.broadcast_in_dim"(%arg176) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2875 = "stablehlo.broadcast_in_dim"(%2874) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2876 = "stablehlo.multiply"(%2873, %2875) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2877 = "stablehlo.dot_general"(%2876, %arg183) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2878 = "stablehlo.reshape"(%2877) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2879 = "stablehlo.dot_general"(%2876, %arg181) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2880 = "stablehlo.reshape"(%2879) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2881 = "stablehlo.dot_general"(%2876, %arg184) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2882 = "stablehlo.reshape"(%2881) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %2883 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2884 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2885 = "stablehlo.broadcast_in_dim"(%2884) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2886 = "stablehlo.multiply"(%2885, %2883) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2887 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2888 = "stablehlo.broadcast_in_dim"(%2887) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2889 = "stablehlo.add"(%2888, %2886) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2890 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2891 = "stablehlo.broadcast_in_dim"(%2890) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2892 = "stablehlo.divide"(%2889, %2891) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2893 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2894 = "stablehlo.broadcast_in_dim"(%2893) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2895 = "stablehlo.power"(%2894, %2892) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2896 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2897 = "stablehlo.broadcast_in_dim"(%2896) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2898 = "stablehlo.divide"(%2897, %2895) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2899 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%2899) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2901 = "stablehlo.broadcast_in_dim"(%2898) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2902 = "stablehlo.broadcast_in_dim"(%2900) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2903 = "stablehlo.broadcast_in_dim"(%2901) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2904 = "stablehlo.multiply"(%2902, %2903) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2905 = "stablehlo.concatenate"(%2904, %2904) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2906 = "stablehlo.cosine"(%2905) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2907 = "stablehlo.broadcast_in_dim"(%2906) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2908 = "stablehlo.sine"(%2905) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2909 = "stablehlo.broadcast_in_dim"(%2908) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2910 = "stablehlo.slice"(%2878) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2911 = "stablehlo.slice"(%2878) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2912 = "stablehlo.negate"(%2911) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2913 = "stablehlo.concatenate"(%2912, %2910) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2914 = "stablehlo.convert"(%2878) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2915 = "stablehlo.broadcast_in_dim"(%2907) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2916 = "stablehlo.multiply"(%2914, %2915) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2917 = "stablehlo.convert"(%2913) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2918 = "stablehlo.broadcast_in_dim"(%2909) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2919 = "stablehlo.multiply"(%2917, %2918) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2920 = "stablehlo.add"(%2916, %2919) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2921 = "stablehlo.convert"(%2920) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2922 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2923 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2924 = "stablehlo.broadcast_in_dim"(%2923) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2925 = "stablehlo.multiply"(%2924, %2922) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2926 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2927 = "stablehlo.broadcast_in_dim"(%2926) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2928 = "stablehlo.add"(%2927, %2925) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2929 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2930 = "stablehlo.broadcast_in_dim"(%2929) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2931 = "stablehlo.divide"(%2928, %2930) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2932 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2933 = "stablehlo.broadcast_in_dim"(%2932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2934 = "stablehlo.power"(%2933, %2931) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2935 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2936 = "stablehlo.broadcast_in_dim"(%2935) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2937 = "stablehlo.divide"(%2936, %2934) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2938 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %2939 = "stablehlo.broadcast_in_dim"(%2938) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %2940 = "stablehlo.broadcast_in_dim"(%2937) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2941 = "stablehlo.broadcast_in_dim"(%2939) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %2942 = "stablehlo.broadcast_in_dim"(%2940) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %2943 = "stablehlo.multiply"(%2941, %2942) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %2944 = "stablehlo.concatenate"(%2943, %2943) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %2945 = "stablehlo.cosine"(%2944) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2946 = "stablehlo.broadcast_in_dim"(%2945) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2947 = "stablehlo.sine"(%2944) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %2948 = "stablehlo.broadcast_in_dim"(%2947) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %2949 = "stablehlo.slice"(%2880) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2950 = "stablehlo.slice"(%2880) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %2951 = "stablehlo.negate"(%2950) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %2952 = "stablehlo.concatenate"(%2951, %2949) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %2953 = "stablehlo.convert"(%2880) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2954 = "stablehlo.broadcast_in_dim"(%2946) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2955 = "stablehlo.multiply"(%2953, %2954) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2956 = "stablehlo.convert"(%2952) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %2957 = "stablehlo.broadcast_in_dim"(%2948) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %2958 = "stablehlo.multiply"(%2956, %2957) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2959 = "stablehlo.add"(%2955, %2958) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %2960 = "stablehlo.convert"(%2959) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %2961 = "stablehlo.dot_general"(%2921, %2960) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %2962 = "stablehlo.convert"(%2961) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %2963 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2964 = "stablehlo.sqrt"(%2963) : (tensor<f32>) -> tensor<f32>
    %2965 = "stablehlo.convert"(%2964) : (tensor<f32>) -> tensor<f32>
    %2966 = "stablehlo.broadcast_in_dim"(%2965) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2967 = "stablehlo.divide"(%2962, %2966) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2968 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %2969 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2970 = "func.call"(%2968, %2967, %2969) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %2971 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2972 = "stablehlo.reduce"(%2970, %2971) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg414: tensor<f32>, %arg415: tensor<f32>):
      %5117 = "stablehlo.maximum"(%arg414, %arg415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5117) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2973 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2974 = "stablehlo.broadcast_in_dim"(%2973) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %2975 = "stablehlo.maximum"(%2974, %2972) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %2976 = "stablehlo.broadcast_in_dim"(%2975) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2977 = "stablehlo.broadcast_in_dim"(%2976) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2978 = "stablehlo.subtract"(%2970, %2977) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2979 = "stablehlo.exponential"(%2978) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2980 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2981 = "stablehlo.reduce"(%2979, %2980) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg412: tensor<f32>, %arg413: tensor<f32>):
      %5116 = "stablehlo.add"(%arg412, %arg413) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5116) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %2982 = "stablehlo.broadcast_in_dim"(%2981) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %2983 = "stablehlo.broadcast_in_dim"(%2982) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %2984 = "stablehlo.divide"(%2979, %2983) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %2985 = "stablehlo.convert"(%2984) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %2986 = "stablehlo.dot_general"(%2882, %2985) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %2987 = "stablehlo.transpose"(%2986) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %2988 = "stablehlo.reshape"(%2987) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %2989 = "stablehlo.dot_general"(%2988, %arg182) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2990 = "stablehlo.add"(%2858, %2989) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %2991 = "stablehlo.convert"(%2990) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %2992 = "stablehlo.multiply"(%2991, %2991) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %2993 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2994 = "stablehlo.reduce"(%2992, %2993) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg410: tensor<f32>, %arg411: tensor<f32>):
      %5115 = "stablehlo.add"(%arg410, %arg411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5115) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %2995 = "stablehlo.broadcast_in_dim"(%2994) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %2996 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2997 = "stablehlo.broadcast_in_dim"(%2996) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %2998 = "stablehlo.divide"(%2995, %2997) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %2999 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3000 = "stablehlo.broadcast_in_dim"(%2999) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3001 = "stablehlo.add"(%2998, %3000) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3002 = "stablehlo.rsqrt"(%3001) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3003 = "stablehlo.broadcast_in_dim"(%3002) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3004 = "stablehlo.multiply"(%2991, %3003) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3005 = "stablehlo.convert"(%3004) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3006 = "stablehlo.broadcast_in_dim"(%arg177) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3007 = "stablehlo.broadcast_in_dim"(%3006) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3008 = "stablehlo.multiply"(%3005, %3007) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3009 = "stablehlo.dot_general"(%3008, %arg179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3010 = "func.call"(%3009) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3011 = "stablehlo.dot_general"(%3008, %arg180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3012 = "stablehlo.multiply"(%3010, %3011) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3013 = "stablehlo.dot_general"(%3012, %arg178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3014 = "stablehlo.add"(%2990, %3013) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3015 = "stablehlo.convert"(%3014) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3016 = "stablehlo.multiply"(%3015, %3015) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3017 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3018 = "stablehlo.reduce"(%3016, %3017) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg408: tensor<f32>, %arg409: tensor<f32>):
      %5114 = "stablehlo.add"(%arg408, %arg409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5114) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3019 = "stablehlo.broadcast_in_dim"(%3018) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3020 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3021 = "stablehlo.broadcast_in_dim"(%3020) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3022 = "stablehlo.divide"(%3019, %3021) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3023 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3024 = "stablehlo.broadcast_in_dim"(%3023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3025 = "stablehlo.add"(%3022, %3024) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3026 = "stablehlo.rsqrt"(%3025) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3027 = "stablehlo.broadcast_in_dim"(%3026) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3028 = "stablehlo.multiply"(%3015, %3027) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3029 = "stablehlo.convert"(%3028) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3030 = "stablehlo.broadcast_in_dim"(%arg185) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3031 = "stablehlo.broadcast_in_dim"(%3030) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3032 = "stablehlo.multiply"(%3029, %3031) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3033 = "stablehlo.dot_general"(%3032, %arg192) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3034 = "stablehlo.reshape"(%3033) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3035 = "stablehlo.dot_general"(%3032, %arg190) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3036 = "stablehlo.reshape"(%3035) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3037 = "stablehlo.dot_general"(%3032, %arg193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3038 = "stablehlo.reshape"(%3037) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3039 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3040 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3041 = "stablehlo.broadcast_in_dim"(%3040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3042 = "stablehlo.multiply"(%3041, %3039) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3043 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3044 = "stablehlo.broadcast_in_dim"(%3043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3045 = "stablehlo.add"(%3044, %3042) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3046 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3047 = "stablehlo.broadcast_in_dim"(%3046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3048 = "stablehlo.divide"(%3045, %3047) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3049 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3050 = "stablehlo.broadcast_in_dim"(%3049) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3051 = "stablehlo.power"(%3050, %3048) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3052 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3053 = "stablehlo.broadcast_in_dim"(%3052) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3054 = "stablehlo.divide"(%3053, %3051) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3055 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3056 = "stablehlo.broadcast_in_dim"(%3055) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3057 = "stablehlo.broadcast_in_dim"(%3054) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3058 = "stablehlo.broadcast_in_dim"(%3056) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3059 = "stablehlo.broadcast_in_dim"(%3057) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3060 = "stablehlo.multiply"(%3058, %3059) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3061 = "stablehlo.concatenate"(%3060, %3060) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3062 = "stablehlo.cosine"(%3061) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3063 = "stablehlo.broadcast_in_dim"(%3062) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3064 = "stablehlo.sine"(%3061) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3065 = "stablehlo.broadcast_in_dim"(%3064) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3066 = "stablehlo.slice"(%3034) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3067 = "stablehlo.slice"(%3034) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3068 = "stablehlo.negate"(%3067) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3069 = "stablehlo.concatenate"(%3068, %3066) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3070 = "stablehlo.convert"(%3034) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3071 = "stablehlo.broadcast_in_dim"(%3063) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3072 = "stablehlo.multiply"(%3070, %3071) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3073 = "stablehlo.convert"(%3069) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3074 = "stablehlo.broadcast_in_dim"(%3065) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3075 = "stablehlo.multiply"(%3073, %3074) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3076 = "stablehlo.add"(%3072, %3075) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3077 = "stablehlo.convert"(%3076) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3078 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3079 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3080 = "stablehlo.broadcast_in_dim"(%3079) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3081 = "stablehlo.multiply"(%3080, %3078) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3082 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3083 = "stablehlo.broadcast_in_dim"(%3082) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3084 = "stablehlo.add"(%3083, %3081) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3085 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3086 = "stablehlo.broadcast_in_dim"(%3085) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3087 = "stablehlo.divide"(%3084, %3086) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3088 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3089 = "stablehlo.broadcast_in_dim"(%3088) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3090 = "stablehlo.power"(%3089, %3087) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3091 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3092 = "stablehlo.broadcast_in_dim"(%3091) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3093 = "stablehlo.divide"(%3092, %3090) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3094 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3095 = "stablehlo.broadcast_in_dim"(%3094) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3096 = "stablehlo.broadcast_in_dim"(%3093) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3097 = "stablehlo.broadcast_in_dim"(%3095) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3098 = "stablehlo.broadcast_in_dim"(%3096) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3099 = "stablehlo.multiply"(%3097, %3098) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3100 = "stablehlo.concatenate"(%3099, %3099) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3101 = "stablehlo.cosine"(%3100) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3102 = "stablehlo.broadcast_in_dim"(%3101) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3103 = "stablehlo.sine"(%3100) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3104 = "stablehlo.broadcast_in_dim"(%3103) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3105 = "stablehlo.slice"(%3036) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3106 = "stablehlo.slice"(%3036) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3107 = "stablehlo.negate"(%3106) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3108 = "stablehlo.concatenate"(%3107, %3105) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3109 = "stablehlo.convert"(%3036) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3110 = "stablehlo.broadcast_in_dim"(%3102) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3111 = "stablehlo.multiply"(%3109, %3110) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3112 = "stablehlo.convert"(%3108) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3113 = "stablehlo.broadcast_in_dim"(%3104) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3114 = "stablehlo.multiply"(%3112, %3113) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3115 = "stablehlo.add"(%3111, %3114) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3116 = "stablehlo.convert"(%3115) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3117 = "stablehlo.dot_general"(%3077, %3116) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %3118 = "stablehlo.convert"(%3117) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %3119 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3120 = "stablehlo.sqrt"(%3119) : (tensor<f32>) -> tensor<f32>
    %3121 = "stablehlo.convert"(%3120) : (tensor<f32>) -> tensor<f32>
    %3122 = "stablehlo.broadcast_in_dim"(%3121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3123 = "stablehlo.divide"(%3118, %3122) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3124 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %3125 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3126 = "func.call"(%3124, %3123, %3125) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3127 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3128 = "stablehlo.reduce"(%3126, %3127) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg406: tensor<f32>, %arg407: tensor<f32>):
      %5113 = "stablehlo.maximum"(%arg406, %arg407) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5113) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3129 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3130 = "stablehlo.broadcast_in_dim"(%3129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %3131 = "stablehlo.maximum"(%3130, %3128) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %3132 = "stablehlo.broadcast_in_dim"(%3131) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3133 = "stablehlo.broadcast_in_dim"(%3132) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3134 = "stablehlo.subtract"(%3126, %3133) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3135 = "stablehlo.exponential"(%3134) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3137 = "stablehlo.reduce"(%3135, %3136) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg404: tensor<f32>, %arg405: tensor<f32>):
      %5112 = "stablehlo.add"(%arg404, %arg405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5112) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3138 = "stablehlo.broadcast_in_dim"(%3137) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3139 = "stablehlo.broadcast_in_dim"(%3138) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3140 = "stablehlo.divide"(%3135, %3139) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3141 = "stablehlo.convert"(%3140) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %3142 = "stablehlo.dot_general"(%3038, %3141) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %3143 = "stablehlo.transpose"(%3142) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %3144 = "stablehlo.reshape"(%3143) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3145 = "stablehlo.dot_general"(%3144, %arg191) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3146 = "stablehlo.add"(%3014, %3145) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3147 = "stablehlo.convert"(%3146) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3148 = "stablehlo.multiply"(%3147, %3147) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3150 = "stablehlo.reduce"(%3148, %3149) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg402: tensor<f32>, %arg403: tensor<f32>):
      %5111 = "stablehlo.add"(%arg402, %arg403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5111) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3151 = "stablehlo.broadcast_in_dim"(%3150) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3152 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3153 = "stablehlo.broadcast_in_dim"(%3152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3154 = "stablehlo.divide"(%3151, %3153) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3155 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3156 = "stablehlo.broadcast_in_dim"(%3155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3157 = "stablehlo.add"(%3154, %3156) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3158 = "stablehlo.rsqrt"(%3157) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3159 = "stablehlo.broadcast_in_dim"(%3158) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3160 = "stablehlo.multiply"(%3147, %3159) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3161 = "stablehlo.convert"(%3160) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3162 = "stablehlo.broadcast_in_dim"(%arg186) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3163 = "stablehlo.broadcast_in_dim"(%3162) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3164 = "stablehlo.multiply"(%3161, %3163) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3165 = "stablehlo.dot_general"(%3164, %arg188) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3166 = "func.call"(%3165) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3167 = "stablehlo.dot_general"(%3164, %arg189) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3168 = "stablehlo.multiply"(%3166, %3167) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3169 = "stablehlo.dot_general"(%3168, %arg187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3170 = "stablehlo.add"(%3146, %3169) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3171 = "stablehlo.convert"(%3170) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3172 = "stablehlo.multiply"(%3171, %3171) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3174 = "stablehlo.reduce"(%3172, %3173) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %5110 = "stablehlo.add"(%arg400, %arg401) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5110) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3175 = "stablehlo.broadcast_in_dim"(%3174) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3176 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3177 = "stablehlo.broadcast_in_dim"(%3176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3178 = "stablehlo.divide"(%3175, %3177) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3179 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3180 = "stablehlo.broadcast_in_dim"(%3179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3181 = "stablehlo.add"(%3178, %3180) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3182 = "stablehlo.rsqrt"(%3181) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3183 = "stablehlo.broadcast_in_dim"(%3182) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3184 = "stablehlo.multiply"(%3171, %3183) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3185 = "stablehlo.convert"(%3184) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3186 = "stablehlo.broadcast_in_dim"(%arg194) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3187 = "stablehlo.broadcast_in_dim"(%3186) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3188 = "stablehlo.multiply"(%3185, %3187) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3189 = "stablehlo.dot_general"(%3188, %arg201) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3190 = "stablehlo.reshape"(%3189) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3191 = "stablehlo.dot_general"(%3188, %arg199) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3192 = "stablehlo.reshape"(%3191) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3193 = "stablehlo.dot_general"(%3188, %arg202) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3194 = "stablehlo.reshape"(%3193) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3195 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3196 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3197 = "stablehlo.broadcast_in_dim"(%3196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3198 = "stablehlo.multiply"(%3197, %3195) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3200 = "stablehlo.broadcast_in_dim"(%3199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3201 = "stablehlo.add"(%3200, %3198) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3202 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3203 = "stablehlo.broadcast_in_dim"(%3202) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3204 = "stablehlo.divide"(%3201, %3203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3205 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3206 = "stablehlo.broadcast_in_dim"(%3205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3207 = "stablehlo.power"(%3206, %3204) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3208 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3209 = "stablehlo.broadcast_in_dim"(%3208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3210 = "stablehlo.divide"(%3209, %3207) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3211 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3212 = "stablehlo.broadcast_in_dim"(%3211) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3213 = "stablehlo.broadcast_in_dim"(%3210) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3214 = "stablehlo.broadcast_in_dim"(%3212) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3215 = "stablehlo.broadcast_in_dim"(%3213) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3216 = "stablehlo.multiply"(%3214, %3215) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3217 = "stablehlo.concatenate"(%3216, %3216) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3218 = "stablehlo.cosine"(%3217) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3219 = "stablehlo.broadcast_in_dim"(%3218) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3220 = "stablehlo.sine"(%3217) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3221 = "stablehlo.broadcast_in_dim"(%3220) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3222 = "stablehlo.slice"(%3190) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3223 = "stablehlo.slice"(%3190) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3224 = "stablehlo.negate"(%3223) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3225 = "stablehlo.concatenate"(%3224, %3222) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3226 = "stablehlo.convert"(%3190) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3227 = "stablehlo.broadcast_in_dim"(%3219) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3228 = "stablehlo.multiply"(%3226, %3227) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3229 = "stablehlo.convert"(%3225) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3230 = "stablehlo.broadcast_in_dim"(%3221) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3231 = "stablehlo.multiply"(%3229, %3230) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3232 = "stablehlo.add"(%3228, %3231) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3233 = "stablehlo.convert"(%3232) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3234 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3235 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3236 = "stablehlo.broadcast_in_dim"(%3235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3237 = "stablehlo.multiply"(%3236, %3234) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3239 = "stablehlo.broadcast_in_dim"(%3238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3240 = "stablehlo.add"(%3239, %3237) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3241 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3242 = "stablehlo.broadcast_in_dim"(%3241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3243 = "stablehlo.divide"(%3240, %3242) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3244 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3245 = "stablehlo.broadcast_in_dim"(%3244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3246 = "stablehlo.power"(%3245, %3243) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3247 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3248 = "stablehlo.broadcast_in_dim"(%3247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3249 = "stablehlo.divide"(%3248, %3246) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3250 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3251 = "stablehlo.broadcast_in_dim"(%3250) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3252 = "stablehlo.broadcast_in_dim"(%3249) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3253 = "stablehlo.broadcast_in_dim"(%3251) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3254 = "stablehlo.broadcast_in_dim"(%3252) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3255 = "stablehlo.multiply"(%3253, %3254) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3256 = "stablehlo.concatenate"(%3255, %3255) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3257 = "stablehlo.cosine"(%3256) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3258 = "stablehlo.broadcast_in_dim"(%3257) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3259 = "stablehlo.sine"(%3256) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3260 = "stablehlo.broadcast_in_dim"(%3259) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3261 = "stablehlo.slice"(%3192) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3262 = "stablehlo.slice"(%3192) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3263 = "stablehlo.negate"(%3262) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3264 = "stablehlo.concatenate"(%3263, %3261) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3265 = "stablehlo.convert"(%3192) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3266 = "stablehlo.broadcast_in_dim"(%3258) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3267 = "stablehlo.multiply"(%3265, %3266) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3268 = "stablehlo.convert"(%3264) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3269 = "stablehlo.broadcast_in_dim"(%3260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3270 = "stablehlo.multiply"(%3268, %3269) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3271 = "stablehlo.add"(%3267, %3270) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3272 = "stablehlo.convert"(%3271) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3273 = "stablehlo.dot_general"(%3233, %3272) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %3274 = "stablehlo.convert"(%3273) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %3275 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3276 = "stablehlo.sqrt"(%3275) : (tensor<f32>) -> tensor<f32>
    %3277 = "stablehlo.convert"(%3276) : (tensor<f32>) -> tensor<f32>
    %3278 = "stablehlo.broadcast_in_dim"(%3277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3279 = "stablehlo.divide"(%3274, %3278) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3280 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %3281 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3282 = "func.call"(%3280, %3279, %3281) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3283 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3284 = "stablehlo.reduce"(%3282, %3283) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
      %5109 = "stablehlo.maximum"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5109) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3285 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3286 = "stablehlo.broadcast_in_dim"(%3285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %3287 = "stablehlo.maximum"(%3286, %3284) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %3288 = "stablehlo.broadcast_in_dim"(%3287) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3289 = "stablehlo.broadcast_in_dim"(%3288) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3290 = "stablehlo.subtract"(%3282, %3289) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3291 = "stablehlo.exponential"(%3290) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3292 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3293 = "stablehlo.reduce"(%3291, %3292) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg396: tensor<f32>, %arg397: tensor<f32>):
      %5108 = "stablehlo.add"(%arg396, %arg397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5108) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3294 = "stablehlo.broadcast_in_dim"(%3293) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3295 = "stablehlo.broadcast_in_dim"(%3294) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3296 = "stablehlo.divide"(%3291, %3295) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3297 = "stablehlo.convert"(%3296) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %3298 = "stablehlo.dot_general"(%3194, %3297) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %3299 = "stablehlo.transpose"(%3298) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %3300 = "stablehlo.reshape"(%3299) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3301 = "stablehlo.dot_general"(%3300, %arg200) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3302 = "stablehlo.add"(%3170, %3301) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3303 = "stablehlo.convert"(%3302) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3304 = "stablehlo.multiply"(%3303, %3303) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3305 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3306 = "stablehlo.reduce"(%3304, %3305) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg394: tensor<f32>, %arg395: tensor<f32>):
      %5107 = "stablehlo.add"(%arg394, %arg395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5107) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3307 = "stablehlo.broadcast_in_dim"(%3306) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3308 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3309 = "stablehlo.broadcast_in_dim"(%3308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3310 = "stablehlo.divide"(%3307, %3309) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3311 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3312 = "stablehlo.broadcast_in_dim"(%3311) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3313 = "stablehlo.add"(%3310, %3312) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3314 = "stablehlo.rsqrt"(%3313) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3315 = "stablehlo.broadcast_in_dim"(%3314) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3316 = "stablehlo.multiply"(%3303, %3315) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3317 = "stablehlo.convert"(%3316) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3318 = "stablehlo.broadcast_in_dim"(%arg195) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3319 = "stablehlo.broadcast_in_dim"(%3318) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3320 = "stablehlo.multiply"(%3317, %3319) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3321 = "stablehlo.dot_general"(%3320, %arg197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3322 = "func.call"(%3321) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3323 = "stablehlo.dot_general"(%3320, %arg198) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3324 = "stablehlo.multiply"(%3322, %3323) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3325 = "stablehlo.dot_general"(%3324, %arg196) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3326 = "stablehlo.add"(%3302, %3325) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3327 = "stablehlo.convert"(%3326) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3328 = "stablehlo.multiply"(%3327, %3327) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3329 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3330 = "stablehlo.reduce"(%3328, %3329) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg392: tensor<f32>, %arg393: tensor<f32>):
      %5106 = "stablehlo.add"(%arg392, %arg393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5106) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3331 = "stablehlo.broadcast_in_dim"(%3330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3332 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3333 = "stablehlo.broadcast_in_dim"(%3332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3334 = "stablehlo.divide"(%3331, %3333) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3335 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3336 = "stablehlo.broadcast_in_dim"(%3335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3337 = "stablehlo.add"(%3334, %3336) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3338 = "stablehlo.rsqrt"(%3337) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3339 = "stablehlo.broadcast_in_dim"(%3338) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3340 = "stablehlo.multiply"(%3327, %3339) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3341 = "stablehlo.convert"(%3340) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3342 = "stablehlo.broadcast_in_dim"(%arg203) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3343 = "stablehlo.broadcast_in_dim"(%3342) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3344 = "stablehlo.multiply"(%3341, %3343) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3345 = "stablehlo.dot_general"(%3344, %arg210) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3346 = "stablehlo.reshape"(%3345) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3347 = "stablehlo.dot_general"(%3344, %arg208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3348 = "stablehlo.reshape"(%3347) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3349 = "stablehlo.dot_general"(%3344, %arg211) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3350 = "stablehlo.reshape"(%3349) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3351 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3352 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3353 = "stablehlo.broadcast_in_dim"(%3352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3354 = "stablehlo.multiply"(%3353, %3351) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3355 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3356 = "stablehlo.broadcast_in_dim"(%3355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3357 = "stablehlo.add"(%3356, %3354) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3358 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3359 = "stablehlo.broadcast_in_dim"(%3358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3360 = "stablehlo.divide"(%3357, %3359) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3361 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3362 = "stablehlo.broadcast_in_dim"(%3361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3363 = "stablehlo.power"(%3362, %3360) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3364 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3365 = "stablehlo.broadcast_in_dim"(%3364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3366 = "stablehlo.divide"(%3365, %3363) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3367 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3368 = "stablehlo.broadcast_in_dim"(%3367) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3369 = "stablehlo.broadcast_in_dim"(%3366) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3370 = "stablehlo.broadcast_in_dim"(%3368) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3371 = "stablehlo.broadcast_in_dim"(%3369) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3372 = "stablehlo.multiply"(%3370, %3371) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3373 = "stablehlo.concatenate"(%3372, %3372) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3374 = "stablehlo.cosine"(%3373) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3375 = "stablehlo.broadcast_in_dim"(%3374) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3376 = "stablehlo.sine"(%3373) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3377 = "stablehlo.broadcast_in_dim"(%3376) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3378 = "stablehlo.slice"(%3346) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3379 = "stablehlo.slice"(%3346) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3380 = "stablehlo.negate"(%3379) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3381 = "stablehlo.concatenate"(%3380, %3378) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3382 = "stablehlo.convert"(%3346) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3383 = "stablehlo.broadcast_in_dim"(%3375) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3384 = "stablehlo.multiply"(%3382, %3383) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3385 = "stablehlo.convert"(%3381) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3386 = "stablehlo.broadcast_in_dim"(%3377) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3387 = "stablehlo.multiply"(%3385, %3386) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3388 = "stablehlo.add"(%3384, %3387) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3389 = "stablehlo.convert"(%3388) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3390 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3391 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3392 = "stablehlo.broadcast_in_dim"(%3391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3393 = "stablehlo.multiply"(%3392, %3390) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3394 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3395 = "stablehlo.broadcast_in_dim"(%3394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3396 = "stablehlo.add"(%3395, %3393) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3397 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3398 = "stablehlo.broadcast_in_dim"(%3397) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3399 = "stablehlo.divide"(%3396, %3398) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3400 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3401 = "stablehlo.broadcast_in_dim"(%3400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3402 = "stablehlo.power"(%3401, %3399) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3403 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3404 = "stablehlo.broadcast_in_dim"(%3403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3405 = "stablehlo.divide"(%3404, %3402) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3406 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3407 = "stablehlo.broadcast_in_dim"(%3406) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3408 = "stablehlo.broadcast_in_dim"(%3405) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3409 = "stablehlo.broadcast_in_dim"(%3407) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%3408) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3411 = "stablehlo.multiply"(%3409, %3410) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3412 = "stablehlo.concatenate"(%3411, %3411) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3413 = "stablehlo.cosine"(%3412) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3414 = "stablehlo.broadcast_in_dim"(%3413) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3415 = "stablehlo.sine"(%3412) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3416 = "stablehlo.broadcast_in_dim"(%3415) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3417 = "stablehlo.slice"(%3348) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3418 = "stablehlo.slice"(%3348) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3419 = "stablehlo.negate"(%3418) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3420 = "stablehlo.concatenate"(%3419, %3417) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3421 = "stablehlo.convert"(%3348) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3422 = "stablehlo.broadcast_in_dim"(%3414) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3423 = "stablehlo.multiply"(%3421, %3422) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3424 = "stablehlo.convert"(%3420) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3425 = "stablehlo.broadcast_in_dim"(%3416) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3426 = "stablehlo.multiply"(%3424, %3425) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3427 = "stablehlo.add"(%3423, %3426) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3428 = "stablehlo.convert"(%3427) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3429 = "stablehlo.dot_general"(%3389, %3428) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %3430 = "stablehlo.convert"(%3429) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %3431 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3432 = "stablehlo.sqrt"(%3431) : (tensor<f32>) -> tensor<f32>
    %3433 = "stablehlo.convert"(%3432) : (tensor<f32>) -> tensor<f32>
    %3434 = "stablehlo.broadcast_in_dim"(%3433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3435 = "stablehlo.divide"(%3430, %3434) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3436 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %3437 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3438 = "func.call"(%3436, %3435, %3437) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3439 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3440 = "stablehlo.reduce"(%3438, %3439) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg390: tensor<f32>, %arg391: tensor<f32>):
      %5105 = "stablehlo.maximum"(%arg390, %arg391) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5105) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3441 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3442 = "stablehlo.broadcast_in_dim"(%3441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %3443 = "stablehlo.maximum"(%3442, %3440) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %3444 = "stablehlo.broadcast_in_dim"(%3443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3445 = "stablehlo.broadcast_in_dim"(%3444) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3446 = "stablehlo.subtract"(%3438, %3445) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3447 = "stablehlo.exponential"(%3446) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3449 = "stablehlo.reduce"(%3447, %3448) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg388: tensor<f32>, %arg389: tensor<f32>):
      %5104 = "stablehlo.add"(%arg388, %arg389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5104) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3450 = "stablehlo.broadcast_in_dim"(%3449) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3451 = "stablehlo.broadcast_in_dim"(%3450) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3452 = "stablehlo.divide"(%3447, %3451) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3453 = "stablehlo.convert"(%3452) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %3454 = "stablehlo.dot_general"(%3350, %3453) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %3455 = "stablehlo.transpose"(%3454) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %3456 = "stablehlo.reshape"(%3455) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3457 = "stablehlo.dot_general"(%3456, %arg209) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3458 = "stablehlo.add"(%3326, %3457) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3459 = "stablehlo.convert"(%3458) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3460 = "stablehlo.multiply"(%3459, %3459) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3461 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3462 = "stablehlo.reduce"(%3460, %3461) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg386: tensor<f32>, %arg387: tensor<f32>):
      %5103 = "stablehlo.add"(%arg386, %arg387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5103) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3463 = "stablehlo.broadcast_in_dim"(%3462) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3464 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3465 = "stablehlo.broadcast_in_dim"(%3464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3466 = "stablehlo.divide"(%3463, %3465) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3467 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3468 = "stablehlo.broadcast_in_dim"(%3467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3469 = "stablehlo.add"(%3466, %3468) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3470 = "stablehlo.rsqrt"(%3469) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3471 = "stablehlo.broadcast_in_dim"(%3470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3472 = "stablehlo.multiply"(%3459, %3471) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3473 = "stablehlo.convert"(%3472) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3474 = "stablehlo.broadcast_in_dim"(%arg204) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3475 = "stablehlo.broadcast_in_dim"(%3474) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3476 = "stablehlo.multiply"(%3473, %3475) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3477 = "stablehlo.dot_general"(%3476, %arg206) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3478 = "func.call"(%3477) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3479 = "stablehlo.dot_general"(%3476, %arg207) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3480 = "stablehlo.multiply"(%3478, %3479) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3481 = "stablehlo.dot_general"(%3480, %arg205) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3482 = "stablehlo.add"(%3458, %3481) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3483 = "stablehlo.convert"(%3482) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3484 = "stablehlo.multiply"(%3483, %3483) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3485 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3486 = "stablehlo.reduce"(%3484, %3485) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg384: tensor<f32>, %arg385: tensor<f32>):
      %5102 = "stablehlo.add"(%arg384, %arg385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5102) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3487 = "stablehlo.broadcast_in_dim"(%3486) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3488 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3489 = "stablehlo.broadcast_in_dim"(%3488) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3490 = "stablehlo.divide"(%3487, %3489) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3491 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3492 = "stablehlo.broadcast_in_dim"(%3491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3493 = "stablehlo.add"(%3490, %3492) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3494 = "stablehlo.rsqrt"(%3493) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3495 = "stablehlo.broadcast_in_dim"(%3494) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3496 = "stablehlo.multiply"(%3483, %3495) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3497 = "stablehlo.convert"(%3496) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3498 = "stablehlo.broadcast_in_dim"(%arg212) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3499 = "stablehlo.broadcast_in_dim"(%3498) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3500 = "stablehlo.multiply"(%3497, %3499) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3501 = "stablehlo.dot_general"(%3500, %arg219) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3502 = "stablehlo.reshape"(%3501) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3503 = "stablehlo.dot_general"(%3500, %arg217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3504 = "stablehlo.reshape"(%3503) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3505 = "stablehlo.dot_general"(%3500, %arg220) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3506 = "stablehlo.reshape"(%3505) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3507 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3508 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3509 = "stablehlo.broadcast_in_dim"(%3508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3510 = "stablehlo.multiply"(%3509, %3507) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3511 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3512 = "stablehlo.broadcast_in_dim"(%3511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3513 = "stablehlo.add"(%3512, %3510) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3514 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3515 = "stablehlo.broadcast_in_dim"(%3514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3516 = "stablehlo.divide"(%3513, %3515) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3517 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3518 = "stablehlo.broadcast_in_dim"(%3517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3519 = "stablehlo.power"(%3518, %3516) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3520 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3521 = "stablehlo.broadcast_in_dim"(%3520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3522 = "stablehlo.divide"(%3521, %3519) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3523 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3524 = "stablehlo.broadcast_in_dim"(%3523) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3525 = "stablehlo.broadcast_in_dim"(%3522) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3526 = "stablehlo.broadcast_in_dim"(%3524) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3527 = "stablehlo.broadcast_in_dim"(%3525) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3528 = "stablehlo.multiply"(%3526, %3527) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3529 = "stablehlo.concatenate"(%3528, %3528) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3530 = "stablehlo.cosine"(%3529) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3531 = "stablehlo.broadcast_in_dim"(%3530) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3532 = "stablehlo.sine"(%3529) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3533 = "stablehlo.broadcast_in_dim"(%3532) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3534 = "stablehlo.slice"(%3502) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3535 = "stablehlo.slice"(%3502) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3536 = "stablehlo.negate"(%3535) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3537 = "stablehlo.concatenate"(%3536, %3534) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3538 = "stablehlo.convert"(%3502) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3539 = "stablehlo.broadcast_in_dim"(%3531) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3540 = "stablehlo.multiply"(%3538, %3539) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3541 = "stablehlo.convert"(%3537) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3542 = "stablehlo.broadcast_in_dim"(%3533) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3543 = "stablehlo.multiply"(%3541, %3542) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3544 = "stablehlo.add"(%3540, %3543) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3545 = "stablehlo.convert"(%3544) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3546 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3547 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3548 = "stablehlo.broadcast_in_dim"(%3547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3549 = "stablehlo.multiply"(%3548, %3546) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3550 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3551 = "stablehlo.broadcast_in_dim"(%3550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3552 = "stablehlo.add"(%3551, %3549) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3553 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3554 = "stablehlo.broadcast_in_dim"(%3553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3555 = "stablehlo.divide"(%3552, %3554) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3556 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3557 = "stablehlo.broadcast_in_dim"(%3556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3558 = "stablehlo.power"(%3557, %3555) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3559 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3560 = "stablehlo.broadcast_in_dim"(%3559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3561 = "stablehlo.divide"(%3560, %3558) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3562 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3563 = "stablehlo.broadcast_in_dim"(%3562) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3564 = "stablehlo.broadcast_in_dim"(%3561) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3565 = "stablehlo.broadcast_in_dim"(%3563) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3566 = "stablehlo.broadcast_in_dim"(%3564) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3567 = "stablehlo.multiply"(%3565, %3566) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3568 = "stablehlo.concatenate"(%3567, %3567) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3569 = "stablehlo.cosine"(%3568) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3570 = "stablehlo.broadcast_in_dim"(%3569) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3571 = "stablehlo.sine"(%3568) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3572 = "stablehlo.broadcast_in_dim"(%3571) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3573 = "stablehlo.slice"(%3504) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3574 = "stablehlo.slice"(%3504) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3575 = "stablehlo.negate"(%3574) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3576 = "stablehlo.concatenate"(%3575, %3573) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3577 = "stablehlo.convert"(%3504) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3578 = "stablehlo.broadcast_in_dim"(%3570) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3579 = "stablehlo.multiply"(%3577, %3578) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3580 = "stablehlo.convert"(%3576) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3581 = "stablehlo.broadcast_in_dim"(%3572) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3582 = "stablehlo.multiply"(%3580, %3581) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3583 = "stablehlo.add"(%3579, %3582) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3584 = "stablehlo.convert"(%3583) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3585 = "stablehlo.dot_general"(%3545, %3584) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %3586 = "stablehlo.convert"(%3585) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %3587 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3588 = "stablehlo.sqrt"(%3587) : (tensor<f32>) -> tensor<f32>
    %3589 = "stablehlo.convert"(%3588) : (tensor<f32>) -> tensor<f32>
    %3590 = "stablehlo.broadcast_in_dim"(%3589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3591 = "stablehlo.divide"(%3586, %3590) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3592 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %3593 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3594 = "func.call"(%3592, %3591, %3593) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3595 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3596 = "stablehlo.reduce"(%3594, %3595) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg382: tensor<f32>, %arg383: tensor<f32>):
      %5101 = "stablehlo.maximum"(%arg382, %arg383) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5101) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3597 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3598 = "stablehlo.broadcast_in_dim"(%3597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %3599 = "stablehlo.maximum"(%3598, %3596) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %3600 = "stablehlo.broadcast_in_dim"(%3599) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3601 = "stablehlo.broadcast_in_dim"(%3600) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3602 = "stablehlo.subtract"(%3594, %3601) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3603 = "stablehlo.exponential"(%3602) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3604 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3605 = "stablehlo.reduce"(%3603, %3604) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg380: tensor<f32>, %arg381: tensor<f32>):
      %5100 = "stablehlo.add"(%arg380, %arg381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5100) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3606 = "stablehlo.broadcast_in_dim"(%3605) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3607 = "stablehlo.broadcast_in_dim"(%3606) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3608 = "stablehlo.divide"(%3603, %3607) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3609 = "stablehlo.convert"(%3608) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %3610 = "stablehlo.dot_general"(%3506, %3609) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %3611 = "stablehlo.transpose"(%3610) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %3612 = "stablehlo.reshape"(%3611) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3613 = "stablehlo.dot_general"(%3612, %arg218) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3614 = "stablehlo.add"(%3482, %3613) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3615 = "stablehlo.convert"(%3614) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3616 = "stablehlo.multiply"(%3615, %3615) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3618 = "stablehlo.reduce"(%3616, %3617) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg378: tensor<f32>, %arg379: tensor<f32>):
      %5099 = "stablehlo.add"(%arg378, %arg379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5099) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3619 = "stablehlo.broadcast_in_dim"(%3618) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3620 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3621 = "stablehlo.broadcast_in_dim"(%3620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3622 = "stablehlo.divide"(%3619, %3621) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3623 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3624 = "stablehlo.broadcast_in_dim"(%3623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3625 = "stablehlo.add"(%3622, %3624) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3626 = "stablehlo.rsqrt"(%3625) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3627 = "stablehlo.broadcast_in_dim"(%3626) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3628 = "stablehlo.multiply"(%3615, %3627) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3629 = "stablehlo.convert"(%3628) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3630 = "stablehlo.broadcast_in_dim"(%arg213) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3631 = "stablehlo.broadcast_in_dim"(%3630) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3632 = "stablehlo.multiply"(%3629, %3631) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3633 = "stablehlo.dot_general"(%3632, %arg215) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3634 = "func.call"(%3633) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3635 = "stablehlo.dot_general"(%3632, %arg216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3636 = "stablehlo.multiply"(%3634, %3635) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3637 = "stablehlo.dot_general"(%3636, %arg214) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3638 = "stablehlo.add"(%3614, %3637) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3639 = "stablehlo.convert"(%3638) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3640 = "stablehlo.multiply"(%3639, %3639) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3641 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3642 = "stablehlo.reduce"(%3640, %3641) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg376: tensor<f32>, %arg377: tensor<f32>):
      %5098 = "stablehlo.add"(%arg376, %arg377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5098) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3643 = "stablehlo.broadcast_in_dim"(%3642) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3644 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3645 = "stablehlo.broadcast_in_dim"(%3644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3646 = "stablehlo.divide"(%3643, %3645) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3647 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3648 = "stablehlo.broadcast_in_dim"(%3647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3649 = "stablehlo.add"(%3646, %3648) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3650 = "stablehlo.rsqrt"(%3649) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3651 = "stablehlo.broadcast_in_dim"(%3650) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3652 = "stablehlo.multiply"(%3639, %3651) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3653 = "stablehlo.convert"(%3652) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3654 = "stablehlo.broadcast_in_dim"(%arg221) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3655 = "stablehlo.broadcast_in_dim"(%3654) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3656 = "stablehlo.multiply"(%3653, %3655) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3657 = "stablehlo.dot_general"(%3656, %arg228) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3658 = "stablehlo.reshape"(%3657) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3659 = "stablehlo.dot_general"(%3656, %arg226) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3660 = "stablehlo.reshape"(%3659) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3661 = "stablehlo.dot_general"(%3656, %arg229) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3662 = "stablehlo.reshape"(%3661) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3663 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3664 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3665 = "stablehlo.broadcast_in_dim"(%3664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3666 = "stablehlo.multiply"(%3665, %3663) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3667 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3668 = "stablehlo.broadcast_in_dim"(%3667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3669 = "stablehlo.add"(%3668, %3666) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3670 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3671 = "stablehlo.broadcast_in_dim"(%3670) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3672 = "stablehlo.divide"(%3669, %3671) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3673 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3674 = "stablehlo.broadcast_in_dim"(%3673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3675 = "stablehlo.power"(%3674, %3672) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3676 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3677 = "stablehlo.broadcast_in_dim"(%3676) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3678 = "stablehlo.divide"(%3677, %3675) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3679 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3680 = "stablehlo.broadcast_in_dim"(%3679) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3681 = "stablehlo.broadcast_in_dim"(%3678) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3682 = "stablehlo.broadcast_in_dim"(%3680) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3683 = "stablehlo.broadcast_in_dim"(%3681) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3684 = "stablehlo.multiply"(%3682, %3683) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3685 = "stablehlo.concatenate"(%3684, %3684) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3686 = "stablehlo.cosine"(%3685) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3687 = "stablehlo.broadcast_in_dim"(%3686) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3688 = "stablehlo.sine"(%3685) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3689 = "stablehlo.broadcast_in_dim"(%3688) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3690 = "stablehlo.slice"(%3658) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3691 = "stablehlo.slice"(%3658) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3692 = "stablehlo.negate"(%3691) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3693 = "stablehlo.concatenate"(%3692, %3690) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3694 = "stablehlo.convert"(%3658) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3695 = "stablehlo.broadcast_in_dim"(%3687) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3696 = "stablehlo.multiply"(%3694, %3695) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3697 = "stablehlo.convert"(%3693) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%3689) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3699 = "stablehlo.multiply"(%3697, %3698) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3700 = "stablehlo.add"(%3696, %3699) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3701 = "stablehlo.convert"(%3700) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3702 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3703 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3704 = "stablehlo.broadcast_in_dim"(%3703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3705 = "stablehlo.multiply"(%3704, %3702) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3706 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3707 = "stablehlo.broadcast_in_dim"(%3706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3708 = "stablehlo.add"(%3707, %3705) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3709 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3710 = "stablehlo.broadcast_in_dim"(%3709) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3711 = "stablehlo.divide"(%3708, %3710) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3712 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3713 = "stablehlo.broadcast_in_dim"(%3712) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3714 = "stablehlo.power"(%3713, %3711) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3715 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3716 = "stablehlo.broadcast_in_dim"(%3715) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3717 = "stablehlo.divide"(%3716, %3714) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3718 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3719 = "stablehlo.broadcast_in_dim"(%3718) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3720 = "stablehlo.broadcast_in_dim"(%3717) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3721 = "stablehlo.broadcast_in_dim"(%3719) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3722 = "stablehlo.broadcast_in_dim"(%3720) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3723 = "stablehlo.multiply"(%3721, %3722) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3724 = "stablehlo.concatenate"(%3723, %3723) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3725 = "stablehlo.cosine"(%3724) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3726 = "stablehlo.broadcast_in_dim"(%3725) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3727 = "stablehlo.sine"(%3724) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3728 = "stablehlo.broadcast_in_dim"(%3727) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3729 = "stablehlo.slice"(%3660) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3730 = "stablehlo.slice"(%3660) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3731 = "stablehlo.negate"(%3730) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3732 = "stablehlo.concatenate"(%3731, %3729) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3733 = "stablehlo.convert"(%3660) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3734 = "stablehlo.broadcast_in_dim"(%3726) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3735 = "stablehlo.multiply"(%3733, %3734) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3736 = "stablehlo.convert"(%3732) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3737 = "stablehlo.broadcast_in_dim"(%3728) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3738 = "stablehlo.multiply"(%3736, %3737) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3739 = "stablehlo.add"(%3735, %3738) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3740 = "stablehlo.convert"(%3739) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3741 = "stablehlo.dot_general"(%3701, %3740) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %3742 = "stablehlo.convert"(%3741) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %3743 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3744 = "stablehlo.sqrt"(%3743) : (tensor<f32>) -> tensor<f32>
    %3745 = "stablehlo.convert"(%3744) : (tensor<f32>) -> tensor<f32>
    %3746 = "stablehlo.broadcast_in_dim"(%3745) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3747 = "stablehlo.divide"(%3742, %3746) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3748 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %3749 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3750 = "func.call"(%3748, %3747, %3749) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3751 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3752 = "stablehlo.reduce"(%3750, %3751) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg374: tensor<f32>, %arg375: tensor<f32>):
      %5097 = "stablehlo.maximum"(%arg374, %arg375) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5097) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3753 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3754 = "stablehlo.broadcast_in_dim"(%3753) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %3755 = "stablehlo.maximum"(%3754, %3752) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %3756 = "stablehlo.broadcast_in_dim"(%3755) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3757 = "stablehlo.broadcast_in_dim"(%3756) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3758 = "stablehlo.subtract"(%3750, %3757) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3759 = "stablehlo.exponential"(%3758) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3760 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3761 = "stablehlo.reduce"(%3759, %3760) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg372: tensor<f32>, %arg373: tensor<f32>):
      %5096 = "stablehlo.add"(%arg372, %arg373) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5096) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3762 = "stablehlo.broadcast_in_dim"(%3761) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%3762) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3764 = "stablehlo.divide"(%3759, %3763) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3765 = "stablehlo.convert"(%3764) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %3766 = "stablehlo.dot_general"(%3662, %3765) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %3767 = "stablehlo.transpose"(%3766) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %3768 = "stablehlo.reshape"(%3767) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3769 = "stablehlo.dot_general"(%3768, %arg227) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3770 = "stablehlo.add"(%3638, %3769) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3771 = "stablehlo.convert"(%3770) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3772 = "stablehlo.multiply"(%3771, %3771) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3774 = "stablehlo.reduce"(%3772, %3773) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg370: tensor<f32>, %arg371: tensor<f32>):
      %5095 = "stablehlo.add"(%arg370, %arg371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5095) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3775 = "stablehlo.broadcast_in_dim"(%3774) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3776 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3777 = "stablehlo.broadcast_in_dim"(%3776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3778 = "stablehlo.divide"(%3775, %3777) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3779 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3780 = "stablehlo.broadcast_in_dim"(%3779) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3781 = "stablehlo.add"(%3778, %3780) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3782 = "stablehlo.rsqrt"(%3781) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3783 = "stablehlo.broadcast_in_dim"(%3782) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3784 = "stablehlo.multiply"(%3771, %3783) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3785 = "stablehlo.convert"(%3784) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3786 = "stablehlo.broadcast_in_dim"(%arg222) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3787 = "stablehlo.broadcast_in_dim"(%3786) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3788 = "stablehlo.multiply"(%3785, %3787) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3789 = "stablehlo.dot_general"(%3788, %arg224) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3790 = "func.call"(%3789) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3791 = "stablehlo.dot_general"(%3788, %arg225) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3792 = "stablehlo.multiply"(%3790, %3791) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3793 = "stablehlo.dot_general"(%3792, %arg223) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3794 = "stablehlo.add"(%3770, %3793) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3795 = "stablehlo.convert"(%3794) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3796 = "stablehlo.multiply"(%3795, %3795) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3797 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3798 = "stablehlo.reduce"(%3796, %3797) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg368: tensor<f32>, %arg369: tensor<f32>):
      %5094 = "stablehlo.add"(%arg368, %arg369) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5094) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3799 = "stablehlo.broadcast_in_dim"(%3798) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3800 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3801 = "stablehlo.broadcast_in_dim"(%3800) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3802 = "stablehlo.divide"(%3799, %3801) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3803 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3804 = "stablehlo.broadcast_in_dim"(%3803) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3805 = "stablehlo.add"(%3802, %3804) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3806 = "stablehlo.rsqrt"(%3805) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3807 = "stablehlo.broadcast_in_dim"(%3806) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3808 = "stablehlo.multiply"(%3795, %3807) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3809 = "stablehlo.convert"(%3808) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3810 = "stablehlo.broadcast_in_dim"(%arg230) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3811 = "stablehlo.broadcast_in_dim"(%3810) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3812 = "stablehlo.multiply"(%3809, %3811) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3813 = "stablehlo.dot_general"(%3812, %arg237) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3814 = "stablehlo.reshape"(%3813) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3815 = "stablehlo.dot_general"(%3812, %arg235) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3816 = "stablehlo.reshape"(%3815) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3817 = "stablehlo.dot_general"(%3812, %arg238) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3818 = "stablehlo.reshape"(%3817) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3819 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3820 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3821 = "stablehlo.broadcast_in_dim"(%3820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3822 = "stablehlo.multiply"(%3821, %3819) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3823 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3824 = "stablehlo.broadcast_in_dim"(%3823) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3825 = "stablehlo.add"(%3824, %3822) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3826 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3827 = "stablehlo.broadcast_in_dim"(%3826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3828 = "stablehlo.divide"(%3825, %3827) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3829 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3830 = "stablehlo.broadcast_in_dim"(%3829) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3831 = "stablehlo.power"(%3830, %3828) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3832 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3833 = "stablehlo.broadcast_in_dim"(%3832) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3834 = "stablehlo.divide"(%3833, %3831) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3835 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3836 = "stablehlo.broadcast_in_dim"(%3835) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3837 = "stablehlo.broadcast_in_dim"(%3834) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3838 = "stablehlo.broadcast_in_dim"(%3836) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3839 = "stablehlo.broadcast_in_dim"(%3837) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3840 = "stablehlo.multiply"(%3838, %3839) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3841 = "stablehlo.concatenate"(%3840, %3840) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3842 = "stablehlo.cosine"(%3841) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3843 = "stablehlo.broadcast_in_dim"(%3842) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3844 = "stablehlo.sine"(%3841) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3845 = "stablehlo.broadcast_in_dim"(%3844) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3846 = "stablehlo.slice"(%3814) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3847 = "stablehlo.slice"(%3814) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3848 = "stablehlo.negate"(%3847) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3849 = "stablehlo.concatenate"(%3848, %3846) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3850 = "stablehlo.convert"(%3814) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3851 = "stablehlo.broadcast_in_dim"(%3843) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3852 = "stablehlo.multiply"(%3850, %3851) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3853 = "stablehlo.convert"(%3849) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3854 = "stablehlo.broadcast_in_dim"(%3845) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3855 = "stablehlo.multiply"(%3853, %3854) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3856 = "stablehlo.add"(%3852, %3855) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3857 = "stablehlo.convert"(%3856) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3858 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3859 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3860 = "stablehlo.broadcast_in_dim"(%3859) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3861 = "stablehlo.multiply"(%3860, %3858) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3862 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3863 = "stablehlo.broadcast_in_dim"(%3862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3864 = "stablehlo.add"(%3863, %3861) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3865 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3866 = "stablehlo.broadcast_in_dim"(%3865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3867 = "stablehlo.divide"(%3864, %3866) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3868 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3869 = "stablehlo.broadcast_in_dim"(%3868) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3870 = "stablehlo.power"(%3869, %3867) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3871 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3872 = "stablehlo.broadcast_in_dim"(%3871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3873 = "stablehlo.divide"(%3872, %3870) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3874 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3875 = "stablehlo.broadcast_in_dim"(%3874) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3876 = "stablehlo.broadcast_in_dim"(%3873) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3877 = "stablehlo.broadcast_in_dim"(%3875) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3878 = "stablehlo.broadcast_in_dim"(%3876) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3879 = "stablehlo.multiply"(%3877, %3878) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3880 = "stablehlo.concatenate"(%3879, %3879) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3881 = "stablehlo.cosine"(%3880) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3882 = "stablehlo.broadcast_in_dim"(%3881) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3883 = "stablehlo.sine"(%3880) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3884 = "stablehlo.broadcast_in_dim"(%3883) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %3885 = "stablehlo.slice"(%3816) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3886 = "stablehlo.slice"(%3816) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %3887 = "stablehlo.negate"(%3886) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %3888 = "stablehlo.concatenate"(%3887, %3885) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %3889 = "stablehlo.convert"(%3816) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3890 = "stablehlo.broadcast_in_dim"(%3882) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3891 = "stablehlo.multiply"(%3889, %3890) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3892 = "stablehlo.convert"(%3888) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %3893 = "stablehlo.broadcast_in_dim"(%3884) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %3894 = "stablehlo.multiply"(%3892, %3893) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3895 = "stablehlo.add"(%3891, %3894) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %3896 = "stablehlo.convert"(%3895) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %3897 = "stablehlo.dot_general"(%3857, %3896) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %3898 = "stablehlo.convert"(%3897) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %3899 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3900 = "stablehlo.sqrt"(%3899) : (tensor<f32>) -> tensor<f32>
    %3901 = "stablehlo.convert"(%3900) : (tensor<f32>) -> tensor<f32>
    %3902 = "stablehlo.broadcast_in_dim"(%3901) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3903 = "stablehlo.divide"(%3898, %3902) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3904 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %3905 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3906 = "func.call"(%3904, %3903, %3905) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %3907 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3908 = "stablehlo.reduce"(%3906, %3907) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg366: tensor<f32>, %arg367: tensor<f32>):
      %5093 = "stablehlo.maximum"(%arg366, %arg367) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5093) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3909 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3910 = "stablehlo.broadcast_in_dim"(%3909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %3911 = "stablehlo.maximum"(%3910, %3908) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %3912 = "stablehlo.broadcast_in_dim"(%3911) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3913 = "stablehlo.broadcast_in_dim"(%3912) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3914 = "stablehlo.subtract"(%3906, %3913) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3915 = "stablehlo.exponential"(%3914) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3916 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3917 = "stablehlo.reduce"(%3915, %3916) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg364: tensor<f32>, %arg365: tensor<f32>):
      %5092 = "stablehlo.add"(%arg364, %arg365) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5092) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %3918 = "stablehlo.broadcast_in_dim"(%3917) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %3919 = "stablehlo.broadcast_in_dim"(%3918) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %3920 = "stablehlo.divide"(%3915, %3919) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %3921 = "stablehlo.convert"(%3920) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %3922 = "stablehlo.dot_general"(%3818, %3921) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %3923 = "stablehlo.transpose"(%3922) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %3924 = "stablehlo.reshape"(%3923) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %3925 = "stablehlo.dot_general"(%3924, %arg236) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3926 = "stablehlo.add"(%3794, %3925) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3927 = "stablehlo.convert"(%3926) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3928 = "stablehlo.multiply"(%3927, %3927) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3929 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3930 = "stablehlo.reduce"(%3928, %3929) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg362: tensor<f32>, %arg363: tensor<f32>):
      %5091 = "stablehlo.add"(%arg362, %arg363) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5091) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3931 = "stablehlo.broadcast_in_dim"(%3930) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3932 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3933 = "stablehlo.broadcast_in_dim"(%3932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3934 = "stablehlo.divide"(%3931, %3933) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3935 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3936 = "stablehlo.broadcast_in_dim"(%3935) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3937 = "stablehlo.add"(%3934, %3936) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3938 = "stablehlo.rsqrt"(%3937) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3939 = "stablehlo.broadcast_in_dim"(%3938) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3940 = "stablehlo.multiply"(%3927, %3939) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3941 = "stablehlo.convert"(%3940) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3942 = "stablehlo.broadcast_in_dim"(%arg231) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3943 = "stablehlo.broadcast_in_dim"(%3942) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3944 = "stablehlo.multiply"(%3941, %3943) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3945 = "stablehlo.dot_general"(%3944, %arg233) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3946 = "func.call"(%3945) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3947 = "stablehlo.dot_general"(%3944, %arg234) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3948 = "stablehlo.multiply"(%3946, %3947) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %3949 = "stablehlo.dot_general"(%3948, %arg232) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3950 = "stablehlo.add"(%3926, %3949) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3951 = "stablehlo.convert"(%3950) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %3952 = "stablehlo.multiply"(%3951, %3951) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3953 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3954 = "stablehlo.reduce"(%3952, %3953) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg360: tensor<f32>, %arg361: tensor<f32>):
      %5090 = "stablehlo.add"(%arg360, %arg361) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5090) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %3955 = "stablehlo.broadcast_in_dim"(%3954) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %3956 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3957 = "stablehlo.broadcast_in_dim"(%3956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3958 = "stablehlo.divide"(%3955, %3957) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3959 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3960 = "stablehlo.broadcast_in_dim"(%3959) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %3961 = "stablehlo.add"(%3958, %3960) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3962 = "stablehlo.rsqrt"(%3961) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %3963 = "stablehlo.broadcast_in_dim"(%3962) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %3964 = "stablehlo.multiply"(%3951, %3963) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %3965 = "stablehlo.convert"(%3964) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %3966 = "stablehlo.broadcast_in_dim"(%arg239) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3967 = "stablehlo.broadcast_in_dim"(%3966) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3968 = "stablehlo.multiply"(%3965, %3967) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3969 = "stablehlo.dot_general"(%3968, %arg246) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3970 = "stablehlo.reshape"(%3969) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3971 = "stablehlo.dot_general"(%3968, %arg244) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3972 = "stablehlo.reshape"(%3971) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3973 = "stablehlo.dot_general"(%3968, %arg247) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %3974 = "stablehlo.reshape"(%3973) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %3975 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3976 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3977 = "stablehlo.broadcast_in_dim"(%3976) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3978 = "stablehlo.multiply"(%3977, %3975) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3979 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3980 = "stablehlo.broadcast_in_dim"(%3979) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3981 = "stablehlo.add"(%3980, %3978) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3982 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3983 = "stablehlo.broadcast_in_dim"(%3982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3984 = "stablehlo.divide"(%3981, %3983) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3985 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3986 = "stablehlo.broadcast_in_dim"(%3985) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3987 = "stablehlo.power"(%3986, %3984) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3988 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3989 = "stablehlo.broadcast_in_dim"(%3988) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3990 = "stablehlo.divide"(%3989, %3987) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3991 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %3992 = "stablehlo.broadcast_in_dim"(%3991) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3993 = "stablehlo.broadcast_in_dim"(%3990) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3994 = "stablehlo.broadcast_in_dim"(%3992) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %3995 = "stablehlo.broadcast_in_dim"(%3993) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %3996 = "stablehlo.multiply"(%3994, %3995) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %3997 = "stablehlo.concatenate"(%3996, %3996) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %3998 = "stablehlo.cosine"(%3997) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %3999 = "stablehlo.broadcast_in_dim"(%3998) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4000 = "stablehlo.sine"(%3997) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4001 = "stablehlo.broadcast_in_dim"(%4000) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4002 = "stablehlo.slice"(%3970) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4003 = "stablehlo.slice"(%3970) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4004 = "stablehlo.negate"(%4003) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4005 = "stablehlo.concatenate"(%4004, %4002) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4006 = "stablehlo.convert"(%3970) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4007 = "stablehlo.broadcast_in_dim"(%3999) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4008 = "stablehlo.multiply"(%4006, %4007) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4009 = "stablehlo.convert"(%4005) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4010 = "stablehlo.broadcast_in_dim"(%4001) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4011 = "stablehlo.multiply"(%4009, %4010) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4012 = "stablehlo.add"(%4008, %4011) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4013 = "stablehlo.convert"(%4012) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4014 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4015 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4016 = "stablehlo.broadcast_in_dim"(%4015) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4017 = "stablehlo.multiply"(%4016, %4014) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4018 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4019 = "stablehlo.broadcast_in_dim"(%4018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4020 = "stablehlo.add"(%4019, %4017) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4021 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4022 = "stablehlo.broadcast_in_dim"(%4021) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4023 = "stablehlo.divide"(%4020, %4022) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4024 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4025 = "stablehlo.broadcast_in_dim"(%4024) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4026 = "stablehlo.power"(%4025, %4023) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4027 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4028 = "stablehlo.broadcast_in_dim"(%4027) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4029 = "stablehlo.divide"(%4028, %4026) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4030 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4031 = "stablehlo.broadcast_in_dim"(%4030) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4032 = "stablehlo.broadcast_in_dim"(%4029) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4033 = "stablehlo.broadcast_in_dim"(%4031) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4034 = "stablehlo.broadcast_in_dim"(%4032) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4035 = "stablehlo.multiply"(%4033, %4034) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4036 = "stablehlo.concatenate"(%4035, %4035) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4037 = "stablehlo.cosine"(%4036) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4038 = "stablehlo.broadcast_in_dim"(%4037) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4039 = "stablehlo.sine"(%4036) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4040 = "stablehlo.broadcast_in_dim"(%4039) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4041 = "stablehlo.slice"(%3972) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4042 = "stablehlo.slice"(%3972) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4043 = "stablehlo.negate"(%4042) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4044 = "stablehlo.concatenate"(%4043, %4041) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4045 = "stablehlo.convert"(%3972) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4046 = "stablehlo.broadcast_in_dim"(%4038) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4047 = "stablehlo.multiply"(%4045, %4046) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4048 = "stablehlo.convert"(%4044) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4049 = "stablehlo.broadcast_in_dim"(%4040) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4050 = "stablehlo.multiply"(%4048, %4049) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4051 = "stablehlo.add"(%4047, %4050) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4052 = "stablehlo.convert"(%4051) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4053 = "stablehlo.dot_general"(%4013, %4052) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %4054 = "stablehlo.convert"(%4053) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %4055 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4056 = "stablehlo.sqrt"(%4055) : (tensor<f32>) -> tensor<f32>
    %4057 = "stablehlo.convert"(%4056) : (tensor<f32>) -> tensor<f32>
    %4058 = "stablehlo.broadcast_in_dim"(%4057) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4059 = "stablehlo.divide"(%4054, %4058) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4060 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %4061 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4062 = "func.call"(%4060, %4059, %4061) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4063 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4064 = "stablehlo.reduce"(%4062, %4063) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg358: tensor<f32>, %arg359: tensor<f32>):
      %5089 = "stablehlo.maximum"(%arg358, %arg359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5089) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4065 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4066 = "stablehlo.broadcast_in_dim"(%4065) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %4067 = "stablehlo.maximum"(%4066, %4064) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %4068 = "stablehlo.broadcast_in_dim"(%4067) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4069 = "stablehlo.broadcast_in_dim"(%4068) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4070 = "stablehlo.subtract"(%4062, %4069) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4071 = "stablehlo.exponential"(%4070) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4072 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4073 = "stablehlo.reduce"(%4071, %4072) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg356: tensor<f32>, %arg357: tensor<f32>):
      %5088 = "stablehlo.add"(%arg356, %arg357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5088) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4074 = "stablehlo.broadcast_in_dim"(%4073) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4075 = "stablehlo.broadcast_in_dim"(%4074) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4076 = "stablehlo.divide"(%4071, %4075) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4077 = "stablehlo.convert"(%4076) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %4078 = "stablehlo.dot_general"(%3974, %4077) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %4079 = "stablehlo.transpose"(%4078) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %4080 = "stablehlo.reshape"(%4079) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %4081 = "stablehlo.dot_general"(%4080, %arg245) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4082 = "stablehlo.add"(%3950, %4081) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4083 = "stablehlo.convert"(%4082) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4084 = "stablehlo.multiply"(%4083, %4083) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4085 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4086 = "stablehlo.reduce"(%4084, %4085) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg354: tensor<f32>, %arg355: tensor<f32>):
      %5087 = "stablehlo.add"(%arg354, %arg355) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5087) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4087 = "stablehlo.broadcast_in_dim"(%4086) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4088 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4089 = "stablehlo.broadcast_in_dim"(%4088) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4090 = "stablehlo.divide"(%4087, %4089) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4091 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4092 = "stablehlo.broadcast_in_dim"(%4091) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4093 = "stablehlo.add"(%4090, %4092) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4094 = "stablehlo.rsqrt"(%4093) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4095 = "stablehlo.broadcast_in_dim"(%4094) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4096 = "stablehlo.multiply"(%4083, %4095) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4097 = "stablehlo.convert"(%4096) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4098 = "stablehlo.broadcast_in_dim"(%arg240) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4099 = "stablehlo.broadcast_in_dim"(%4098) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4100 = "stablehlo.multiply"(%4097, %4099) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4101 = "stablehlo.dot_general"(%4100, %arg242) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4102 = "func.call"(%4101) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4103 = "stablehlo.dot_general"(%4100, %arg243) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4104 = "stablehlo.multiply"(%4102, %4103) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4105 = "stablehlo.dot_general"(%4104, %arg241) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4106 = "stablehlo.add"(%4082, %4105) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4107 = "stablehlo.convert"(%4106) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4108 = "stablehlo.multiply"(%4107, %4107) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4110 = "stablehlo.reduce"(%4108, %4109) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg352: tensor<f32>, %arg353: tensor<f32>):
      %5086 = "stablehlo.add"(%arg352, %arg353) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5086) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4111 = "stablehlo.broadcast_in_dim"(%4110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4112 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4113 = "stablehlo.broadcast_in_dim"(%4112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4114 = "stablehlo.divide"(%4111, %4113) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4115 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4116 = "stablehlo.broadcast_in_dim"(%4115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4117 = "stablehlo.add"(%4114, %4116) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4118 = "stablehlo.rsqrt"(%4117) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4119 = "stablehlo.broadcast_in_dim"(%4118) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4120 = "stablehlo.multiply"(%4107, %4119) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4121 = "stablehlo.convert"(%4120) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4122 = "stablehlo.broadcast_in_dim"(%arg248) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4123 = "stablehlo.broadcast_in_dim"(%4122) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4124 = "stablehlo.multiply"(%4121, %4123) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4125 = "stablehlo.dot_general"(%4124, %arg255) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4126 = "stablehlo.reshape"(%4125) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4127 = "stablehlo.dot_general"(%4124, %arg253) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4128 = "stablehlo.reshape"(%4127) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4129 = "stablehlo.dot_general"(%4124, %arg256) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4130 = "stablehlo.reshape"(%4129) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4131 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4132 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4133 = "stablehlo.broadcast_in_dim"(%4132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4134 = "stablehlo.multiply"(%4133, %4131) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4135 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4136 = "stablehlo.broadcast_in_dim"(%4135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4137 = "stablehlo.add"(%4136, %4134) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4138 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4139 = "stablehlo.broadcast_in_dim"(%4138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4140 = "stablehlo.divide"(%4137, %4139) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4141 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4142 = "stablehlo.broadcast_in_dim"(%4141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4143 = "stablehlo.power"(%4142, %4140) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4144 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4145 = "stablehlo.broadcast_in_dim"(%4144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4146 = "stablehlo.divide"(%4145, %4143) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4147 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4148 = "stablehlo.broadcast_in_dim"(%4147) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4149 = "stablehlo.broadcast_in_dim"(%4146) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4150 = "stablehlo.broadcast_in_dim"(%4148) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4151 = "stablehlo.broadcast_in_dim"(%4149) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4152 = "stablehlo.multiply"(%4150, %4151) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4153 = "stablehlo.concatenate"(%4152, %4152) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4154 = "stablehlo.cosine"(%4153) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4155 = "stablehlo.broadcast_in_dim"(%4154) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4156 = "stablehlo.sine"(%4153) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4157 = "stablehlo.broadcast_in_dim"(%4156) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4158 = "stablehlo.slice"(%4126) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4159 = "stablehlo.slice"(%4126) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4160 = "stablehlo.negate"(%4159) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4161 = "stablehlo.concatenate"(%4160, %4158) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4162 = "stablehlo.convert"(%4126) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4163 = "stablehlo.broadcast_in_dim"(%4155) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4164 = "stablehlo.multiply"(%4162, %4163) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4165 = "stablehlo.convert"(%4161) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4166 = "stablehlo.broadcast_in_dim"(%4157) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4167 = "stablehlo.multiply"(%4165, %4166) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4168 = "stablehlo.add"(%4164, %4167) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4169 = "stablehlo.convert"(%4168) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4170 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4171 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4172 = "stablehlo.broadcast_in_dim"(%4171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4173 = "stablehlo.multiply"(%4172, %4170) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4175 = "stablehlo.broadcast_in_dim"(%4174) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4176 = "stablehlo.add"(%4175, %4173) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4177 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4178 = "stablehlo.broadcast_in_dim"(%4177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4179 = "stablehlo.divide"(%4176, %4178) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4180 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4181 = "stablehlo.broadcast_in_dim"(%4180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4182 = "stablehlo.power"(%4181, %4179) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4183 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4184 = "stablehlo.broadcast_in_dim"(%4183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4185 = "stablehlo.divide"(%4184, %4182) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4186 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4187 = "stablehlo.broadcast_in_dim"(%4186) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4188 = "stablehlo.broadcast_in_dim"(%4185) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4189 = "stablehlo.broadcast_in_dim"(%4187) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4190 = "stablehlo.broadcast_in_dim"(%4188) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4191 = "stablehlo.multiply"(%4189, %4190) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4192 = "stablehlo.concatenate"(%4191, %4191) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4193 = "stablehlo.cosine"(%4192) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4194 = "stablehlo.broadcast_in_dim"(%4193) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4195 = "stablehlo.sine"(%4192) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4196 = "stablehlo.broadcast_in_dim"(%4195) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4197 = "stablehlo.slice"(%4128) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4198 = "stablehlo.slice"(%4128) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4199 = "stablehlo.negate"(%4198) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4200 = "stablehlo.concatenate"(%4199, %4197) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4201 = "stablehlo.convert"(%4128) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4202 = "stablehlo.broadcast_in_dim"(%4194) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4203 = "stablehlo.multiply"(%4201, %4202) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4204 = "stablehlo.convert"(%4200) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4205 = "stablehlo.broadcast_in_dim"(%4196) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4206 = "stablehlo.multiply"(%4204, %4205) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4207 = "stablehlo.add"(%4203, %4206) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4208 = "stablehlo.convert"(%4207) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4209 = "stablehlo.dot_general"(%4169, %4208) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %4210 = "stablehlo.convert"(%4209) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %4211 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4212 = "stablehlo.sqrt"(%4211) : (tensor<f32>) -> tensor<f32>
    %4213 = "stablehlo.convert"(%4212) : (tensor<f32>) -> tensor<f32>
    %4214 = "stablehlo.broadcast_in_dim"(%4213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4215 = "stablehlo.divide"(%4210, %4214) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4216 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %4217 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4218 = "func.call"(%4216, %4215, %4217) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4219 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4220 = "stablehlo.reduce"(%4218, %4219) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg350: tensor<f32>, %arg351: tensor<f32>):
      %5085 = "stablehlo.maximum"(%arg350, %arg351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5085) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4221 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4222 = "stablehlo.broadcast_in_dim"(%4221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %4223 = "stablehlo.maximum"(%4222, %4220) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %4224 = "stablehlo.broadcast_in_dim"(%4223) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4225 = "stablehlo.broadcast_in_dim"(%4224) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4226 = "stablehlo.subtract"(%4218, %4225) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4227 = "stablehlo.exponential"(%4226) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4228 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4229 = "stablehlo.reduce"(%4227, %4228) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg348: tensor<f32>, %arg349: tensor<f32>):
      %5084 = "stablehlo.add"(%arg348, %arg349) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5084) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4230 = "stablehlo.broadcast_in_dim"(%4229) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4231 = "stablehlo.broadcast_in_dim"(%4230) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4232 = "stablehlo.divide"(%4227, %4231) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4233 = "stablehlo.convert"(%4232) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %4234 = "stablehlo.dot_general"(%4130, %4233) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %4235 = "stablehlo.transpose"(%4234) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %4236 = "stablehlo.reshape"(%4235) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %4237 = "stablehlo.dot_general"(%4236, %arg254) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4238 = "stablehlo.add"(%4106, %4237) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4239 = "stablehlo.convert"(%4238) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4240 = "stablehlo.multiply"(%4239, %4239) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4242 = "stablehlo.reduce"(%4240, %4241) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg346: tensor<f32>, %arg347: tensor<f32>):
      %5083 = "stablehlo.add"(%arg346, %arg347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5083) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4243 = "stablehlo.broadcast_in_dim"(%4242) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4244 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4245 = "stablehlo.broadcast_in_dim"(%4244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4246 = "stablehlo.divide"(%4243, %4245) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4247 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4248 = "stablehlo.broadcast_in_dim"(%4247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4249 = "stablehlo.add"(%4246, %4248) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4250 = "stablehlo.rsqrt"(%4249) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4251 = "stablehlo.broadcast_in_dim"(%4250) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4252 = "stablehlo.multiply"(%4239, %4251) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4253 = "stablehlo.convert"(%4252) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4254 = "stablehlo.broadcast_in_dim"(%arg249) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4255 = "stablehlo.broadcast_in_dim"(%4254) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4256 = "stablehlo.multiply"(%4253, %4255) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4257 = "stablehlo.dot_general"(%4256, %arg251) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4258 = "func.call"(%4257) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4259 = "stablehlo.dot_general"(%4256, %arg252) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4260 = "stablehlo.multiply"(%4258, %4259) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4261 = "stablehlo.dot_general"(%4260, %arg250) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4262 = "stablehlo.add"(%4238, %4261) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4263 = "stablehlo.convert"(%4262) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4264 = "stablehlo.multiply"(%4263, %4263) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4265 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4266 = "stablehlo.reduce"(%4264, %4265) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg344: tensor<f32>, %arg345: tensor<f32>):
      %5082 = "stablehlo.add"(%arg344, %arg345) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5082) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4267 = "stablehlo.broadcast_in_dim"(%4266) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4268 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4269 = "stablehlo.broadcast_in_dim"(%4268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4270 = "stablehlo.divide"(%4267, %4269) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4271 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4272 = "stablehlo.broadcast_in_dim"(%4271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4273 = "stablehlo.add"(%4270, %4272) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4274 = "stablehlo.rsqrt"(%4273) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4275 = "stablehlo.broadcast_in_dim"(%4274) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4276 = "stablehlo.multiply"(%4263, %4275) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4277 = "stablehlo.convert"(%4276) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4278 = "stablehlo.broadcast_in_dim"(%arg257) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4279 = "stablehlo.broadcast_in_dim"(%4278) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4280 = "stablehlo.multiply"(%4277, %4279) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4281 = "stablehlo.dot_general"(%4280, %arg264) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4282 = "stablehlo.reshape"(%4281) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4283 = "stablehlo.dot_general"(%4280, %arg262) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4284 = "stablehlo.reshape"(%4283) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4285 = "stablehlo.dot_general"(%4280, %arg265) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4286 = "stablehlo.reshape"(%4285) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4287 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4288 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4289 = "stablehlo.broadcast_in_dim"(%4288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4290 = "stablehlo.multiply"(%4289, %4287) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4292 = "stablehlo.broadcast_in_dim"(%4291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4293 = "stablehlo.add"(%4292, %4290) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4294 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4295 = "stablehlo.broadcast_in_dim"(%4294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4296 = "stablehlo.divide"(%4293, %4295) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4297 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4298 = "stablehlo.broadcast_in_dim"(%4297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4299 = "stablehlo.power"(%4298, %4296) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4300 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4301 = "stablehlo.broadcast_in_dim"(%4300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4302 = "stablehlo.divide"(%4301, %4299) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4303 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4304 = "stablehlo.broadcast_in_dim"(%4303) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4305 = "stablehlo.broadcast_in_dim"(%4302) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4306 = "stablehlo.broadcast_in_dim"(%4304) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4307 = "stablehlo.broadcast_in_dim"(%4305) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4308 = "stablehlo.multiply"(%4306, %4307) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4309 = "stablehlo.concatenate"(%4308, %4308) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4310 = "stablehlo.cosine"(%4309) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4311 = "stablehlo.broadcast_in_dim"(%4310) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4312 = "stablehlo.sine"(%4309) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4313 = "stablehlo.broadcast_in_dim"(%4312) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4314 = "stablehlo.slice"(%4282) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4315 = "stablehlo.slice"(%4282) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4316 = "stablehlo.negate"(%4315) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4317 = "stablehlo.concatenate"(%4316, %4314) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4318 = "stablehlo.convert"(%4282) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4319 = "stablehlo.broadcast_in_dim"(%4311) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4320 = "stablehlo.multiply"(%4318, %4319) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4321 = "stablehlo.convert"(%4317) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4322 = "stablehlo.broadcast_in_dim"(%4313) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4323 = "stablehlo.multiply"(%4321, %4322) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4324 = "stablehlo.add"(%4320, %4323) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4325 = "stablehlo.convert"(%4324) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4326 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4327 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4328 = "stablehlo.broadcast_in_dim"(%4327) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4329 = "stablehlo.multiply"(%4328, %4326) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4331 = "stablehlo.broadcast_in_dim"(%4330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4332 = "stablehlo.add"(%4331, %4329) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4333 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4334 = "stablehlo.broadcast_in_dim"(%4333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4335 = "stablehlo.divide"(%4332, %4334) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4336 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4337 = "stablehlo.broadcast_in_dim"(%4336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4338 = "stablehlo.power"(%4337, %4335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4339 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4340 = "stablehlo.broadcast_in_dim"(%4339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4341 = "stablehlo.divide"(%4340, %4338) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4342 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4343 = "stablehlo.broadcast_in_dim"(%4342) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4344 = "stablehlo.broadcast_in_dim"(%4341) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4345 = "stablehlo.broadcast_in_dim"(%4343) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4346 = "stablehlo.broadcast_in_dim"(%4344) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4347 = "stablehlo.multiply"(%4345, %4346) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4348 = "stablehlo.concatenate"(%4347, %4347) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4349 = "stablehlo.cosine"(%4348) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4350 = "stablehlo.broadcast_in_dim"(%4349) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4351 = "stablehlo.sine"(%4348) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4352 = "stablehlo.broadcast_in_dim"(%4351) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4353 = "stablehlo.slice"(%4284) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4354 = "stablehlo.slice"(%4284) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4355 = "stablehlo.negate"(%4354) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4356 = "stablehlo.concatenate"(%4355, %4353) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4357 = "stablehlo.convert"(%4284) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4358 = "stablehlo.broadcast_in_dim"(%4350) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4359 = "stablehlo.multiply"(%4357, %4358) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4360 = "stablehlo.convert"(%4356) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4361 = "stablehlo.broadcast_in_dim"(%4352) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4362 = "stablehlo.multiply"(%4360, %4361) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4363 = "stablehlo.add"(%4359, %4362) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4364 = "stablehlo.convert"(%4363) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4365 = "stablehlo.dot_general"(%4325, %4364) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %4366 = "stablehlo.convert"(%4365) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %4367 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4368 = "stablehlo.sqrt"(%4367) : (tensor<f32>) -> tensor<f32>
    %4369 = "stablehlo.convert"(%4368) : (tensor<f32>) -> tensor<f32>
    %4370 = "stablehlo.broadcast_in_dim"(%4369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4371 = "stablehlo.divide"(%4366, %4370) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4372 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %4373 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4374 = "func.call"(%4372, %4371, %4373) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4375 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4376 = "stablehlo.reduce"(%4374, %4375) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg342: tensor<f32>, %arg343: tensor<f32>):
      %5081 = "stablehlo.maximum"(%arg342, %arg343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5081) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4377 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4378 = "stablehlo.broadcast_in_dim"(%4377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %4379 = "stablehlo.maximum"(%4378, %4376) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %4380 = "stablehlo.broadcast_in_dim"(%4379) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4381 = "stablehlo.broadcast_in_dim"(%4380) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4382 = "stablehlo.subtract"(%4374, %4381) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4383 = "stablehlo.exponential"(%4382) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4384 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4385 = "stablehlo.reduce"(%4383, %4384) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg340: tensor<f32>, %arg341: tensor<f32>):
      %5080 = "stablehlo.add"(%arg340, %arg341) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5080) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4386 = "stablehlo.broadcast_in_dim"(%4385) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4387 = "stablehlo.broadcast_in_dim"(%4386) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4388 = "stablehlo.divide"(%4383, %4387) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4389 = "stablehlo.convert"(%4388) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %4390 = "stablehlo.dot_general"(%4286, %4389) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %4391 = "stablehlo.transpose"(%4390) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %4392 = "stablehlo.reshape"(%4391) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %4393 = "stablehlo.dot_general"(%4392, %arg263) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4394 = "stablehlo.add"(%4262, %4393) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4395 = "stablehlo.convert"(%4394) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4396 = "stablehlo.multiply"(%4395, %4395) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4397 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4398 = "stablehlo.reduce"(%4396, %4397) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg338: tensor<f32>, %arg339: tensor<f32>):
      %5079 = "stablehlo.add"(%arg338, %arg339) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5079) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4399 = "stablehlo.broadcast_in_dim"(%4398) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4400 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4401 = "stablehlo.broadcast_in_dim"(%4400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4402 = "stablehlo.divide"(%4399, %4401) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4403 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4404 = "stablehlo.broadcast_in_dim"(%4403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4405 = "stablehlo.add"(%4402, %4404) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4406 = "stablehlo.rsqrt"(%4405) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4407 = "stablehlo.broadcast_in_dim"(%4406) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4408 = "stablehlo.multiply"(%4395, %4407) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4409 = "stablehlo.convert"(%4408) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4410 = "stablehlo.broadcast_in_dim"(%arg258) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4411 = "stablehlo.broadcast_in_dim"(%4410) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4412 = "stablehlo.multiply"(%4409, %4411) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4413 = "stablehlo.dot_general"(%4412, %arg260) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4414 = "func.call"(%4413) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4415 = "stablehlo.dot_general"(%4412, %arg261) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4416 = "stablehlo.multiply"(%4414, %4415) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4417 = "stablehlo.dot_general"(%4416, %arg259) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4418 = "stablehlo.add"(%4394, %4417) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4419 = "stablehlo.convert"(%4418) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4420 = "stablehlo.multiply"(%4419, %4419) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4421 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4422 = "stablehlo.reduce"(%4420, %4421) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg336: tensor<f32>, %arg337: tensor<f32>):
      %5078 = "stablehlo.add"(%arg336, %arg337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5078) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4423 = "stablehlo.broadcast_in_dim"(%4422) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4424 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4425 = "stablehlo.broadcast_in_dim"(%4424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4426 = "stablehlo.divide"(%4423, %4425) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4427 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4428 = "stablehlo.broadcast_in_dim"(%4427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4429 = "stablehlo.add"(%4426, %4428) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4430 = "stablehlo.rsqrt"(%4429) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4431 = "stablehlo.broadcast_in_dim"(%4430) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4432 = "stablehlo.multiply"(%4419, %4431) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4433 = "stablehlo.convert"(%4432) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4434 = "stablehlo.broadcast_in_dim"(%arg266) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4435 = "stablehlo.broadcast_in_dim"(%4434) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4436 = "stablehlo.multiply"(%4433, %4435) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4437 = "stablehlo.dot_general"(%4436, %arg273) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4438 = "stablehlo.reshape"(%4437) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4439 = "stablehlo.dot_general"(%4436, %arg271) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4440 = "stablehlo.reshape"(%4439) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4441 = "stablehlo.dot_general"(%4436, %arg274) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4442 = "stablehlo.reshape"(%4441) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4443 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4444 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4445 = "stablehlo.broadcast_in_dim"(%4444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4446 = "stablehlo.multiply"(%4445, %4443) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4448 = "stablehlo.broadcast_in_dim"(%4447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4449 = "stablehlo.add"(%4448, %4446) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4450 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4451 = "stablehlo.broadcast_in_dim"(%4450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4452 = "stablehlo.divide"(%4449, %4451) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4453 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4454 = "stablehlo.broadcast_in_dim"(%4453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4455 = "stablehlo.power"(%4454, %4452) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4456 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4457 = "stablehlo.broadcast_in_dim"(%4456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4458 = "stablehlo.divide"(%4457, %4455) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4459 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4460 = "stablehlo.broadcast_in_dim"(%4459) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4461 = "stablehlo.broadcast_in_dim"(%4458) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4462 = "stablehlo.broadcast_in_dim"(%4460) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4463 = "stablehlo.broadcast_in_dim"(%4461) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4464 = "stablehlo.multiply"(%4462, %4463) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4465 = "stablehlo.concatenate"(%4464, %4464) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4466 = "stablehlo.cosine"(%4465) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4467 = "stablehlo.broadcast_in_dim"(%4466) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4468 = "stablehlo.sine"(%4465) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4469 = "stablehlo.broadcast_in_dim"(%4468) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4470 = "stablehlo.slice"(%4438) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4471 = "stablehlo.slice"(%4438) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4472 = "stablehlo.negate"(%4471) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4473 = "stablehlo.concatenate"(%4472, %4470) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4474 = "stablehlo.convert"(%4438) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4475 = "stablehlo.broadcast_in_dim"(%4467) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4476 = "stablehlo.multiply"(%4474, %4475) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4477 = "stablehlo.convert"(%4473) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4478 = "stablehlo.broadcast_in_dim"(%4469) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4479 = "stablehlo.multiply"(%4477, %4478) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4480 = "stablehlo.add"(%4476, %4479) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4481 = "stablehlo.convert"(%4480) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4482 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4483 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4484 = "stablehlo.broadcast_in_dim"(%4483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4485 = "stablehlo.multiply"(%4484, %4482) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4486 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4487 = "stablehlo.broadcast_in_dim"(%4486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4488 = "stablehlo.add"(%4487, %4485) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4489 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4490 = "stablehlo.broadcast_in_dim"(%4489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4491 = "stablehlo.divide"(%4488, %4490) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4492 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4493 = "stablehlo.broadcast_in_dim"(%4492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4494 = "stablehlo.power"(%4493, %4491) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4495 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4496 = "stablehlo.broadcast_in_dim"(%4495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4497 = "stablehlo.divide"(%4496, %4494) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4498 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4499 = "stablehlo.broadcast_in_dim"(%4498) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4500 = "stablehlo.broadcast_in_dim"(%4497) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4501 = "stablehlo.broadcast_in_dim"(%4499) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4502 = "stablehlo.broadcast_in_dim"(%4500) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4503 = "stablehlo.multiply"(%4501, %4502) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4504 = "stablehlo.concatenate"(%4503, %4503) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4505 = "stablehlo.cosine"(%4504) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4506 = "stablehlo.broadcast_in_dim"(%4505) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4507 = "stablehlo.sine"(%4504) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4508 = "stablehlo.broadcast_in_dim"(%4507) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4509 = "stablehlo.slice"(%4440) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4510 = "stablehlo.slice"(%4440) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4511 = "stablehlo.negate"(%4510) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4512 = "stablehlo.concatenate"(%4511, %4509) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4513 = "stablehlo.convert"(%4440) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4514 = "stablehlo.broadcast_in_dim"(%4506) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4515 = "stablehlo.multiply"(%4513, %4514) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4516 = "stablehlo.convert"(%4512) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4517 = "stablehlo.broadcast_in_dim"(%4508) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4518 = "stablehlo.multiply"(%4516, %4517) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4519 = "stablehlo.add"(%4515, %4518) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4520 = "stablehlo.convert"(%4519) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4521 = "stablehlo.dot_general"(%4481, %4520) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %4522 = "stablehlo.convert"(%4521) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %4523 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4524 = "stablehlo.sqrt"(%4523) : (tensor<f32>) -> tensor<f32>
    %4525 = "stablehlo.convert"(%4524) : (tensor<f32>) -> tensor<f32>
    %4526 = "stablehlo.broadcast_in_dim"(%4525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4527 = "stablehlo.divide"(%4522, %4526) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4528 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %4529 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4530 = "func.call"(%4528, %4527, %4529) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4531 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4532 = "stablehlo.reduce"(%4530, %4531) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg334: tensor<f32>, %arg335: tensor<f32>):
      %5077 = "stablehlo.maximum"(%arg334, %arg335) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5077) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4533 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4534 = "stablehlo.broadcast_in_dim"(%4533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %4535 = "stablehlo.maximum"(%4534, %4532) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %4536 = "stablehlo.broadcast_in_dim"(%4535) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4537 = "stablehlo.broadcast_in_dim"(%4536) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4538 = "stablehlo.subtract"(%4530, %4537) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4539 = "stablehlo.exponential"(%4538) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4540 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4541 = "stablehlo.reduce"(%4539, %4540) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg332: tensor<f32>, %arg333: tensor<f32>):
      %5076 = "stablehlo.add"(%arg332, %arg333) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5076) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4542 = "stablehlo.broadcast_in_dim"(%4541) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4543 = "stablehlo.broadcast_in_dim"(%4542) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4544 = "stablehlo.divide"(%4539, %4543) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4545 = "stablehlo.convert"(%4544) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %4546 = "stablehlo.dot_general"(%4442, %4545) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %4547 = "stablehlo.transpose"(%4546) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %4548 = "stablehlo.reshape"(%4547) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %4549 = "stablehlo.dot_general"(%4548, %arg272) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4550 = "stablehlo.add"(%4418, %4549) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4551 = "stablehlo.convert"(%4550) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4552 = "stablehlo.multiply"(%4551, %4551) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4553 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4554 = "stablehlo.reduce"(%4552, %4553) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg330: tensor<f32>, %arg331: tensor<f32>):
      %5075 = "stablehlo.add"(%arg330, %arg331) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5075) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4555 = "stablehlo.broadcast_in_dim"(%4554) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4556 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4557 = "stablehlo.broadcast_in_dim"(%4556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4558 = "stablehlo.divide"(%4555, %4557) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4559 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4560 = "stablehlo.broadcast_in_dim"(%4559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4561 = "stablehlo.add"(%4558, %4560) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4562 = "stablehlo.rsqrt"(%4561) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4563 = "stablehlo.broadcast_in_dim"(%4562) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4564 = "stablehlo.multiply"(%4551, %4563) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4565 = "stablehlo.convert"(%4564) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4566 = "stablehlo.broadcast_in_dim"(%arg267) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4567 = "stablehlo.broadcast_in_dim"(%4566) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4568 = "stablehlo.multiply"(%4565, %4567) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4569 = "stablehlo.dot_general"(%4568, %arg269) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4570 = "func.call"(%4569) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4571 = "stablehlo.dot_general"(%4568, %arg270) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4572 = "stablehlo.multiply"(%4570, %4571) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4573 = "stablehlo.dot_general"(%4572, %arg268) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4574 = "stablehlo.add"(%4550, %4573) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4575 = "stablehlo.convert"(%4574) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4576 = "stablehlo.multiply"(%4575, %4575) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4577 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4578 = "stablehlo.reduce"(%4576, %4577) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg328: tensor<f32>, %arg329: tensor<f32>):
      %5074 = "stablehlo.add"(%arg328, %arg329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5074) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4579 = "stablehlo.broadcast_in_dim"(%4578) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4580 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4581 = "stablehlo.broadcast_in_dim"(%4580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4582 = "stablehlo.divide"(%4579, %4581) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4583 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4584 = "stablehlo.broadcast_in_dim"(%4583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4585 = "stablehlo.add"(%4582, %4584) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4586 = "stablehlo.rsqrt"(%4585) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4587 = "stablehlo.broadcast_in_dim"(%4586) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4588 = "stablehlo.multiply"(%4575, %4587) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4589 = "stablehlo.convert"(%4588) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4590 = "stablehlo.broadcast_in_dim"(%arg275) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4591 = "stablehlo.broadcast_in_dim"(%4590) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4592 = "stablehlo.multiply"(%4589, %4591) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4593 = "stablehlo.dot_general"(%4592, %arg282) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4594 = "stablehlo.reshape"(%4593) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4595 = "stablehlo.dot_general"(%4592, %arg280) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4596 = "stablehlo.reshape"(%4595) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4597 = "stablehlo.dot_general"(%4592, %arg283) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4598 = "stablehlo.reshape"(%4597) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4599 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4600 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4601 = "stablehlo.broadcast_in_dim"(%4600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4602 = "stablehlo.multiply"(%4601, %4599) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4603 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4604 = "stablehlo.broadcast_in_dim"(%4603) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4605 = "stablehlo.add"(%4604, %4602) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4606 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4607 = "stablehlo.broadcast_in_dim"(%4606) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4608 = "stablehlo.divide"(%4605, %4607) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4609 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4610 = "stablehlo.broadcast_in_dim"(%4609) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4611 = "stablehlo.power"(%4610, %4608) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4612 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4613 = "stablehlo.broadcast_in_dim"(%4612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4614 = "stablehlo.divide"(%4613, %4611) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4615 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4616 = "stablehlo.broadcast_in_dim"(%4615) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4617 = "stablehlo.broadcast_in_dim"(%4614) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4618 = "stablehlo.broadcast_in_dim"(%4616) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4619 = "stablehlo.broadcast_in_dim"(%4617) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4620 = "stablehlo.multiply"(%4618, %4619) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4621 = "stablehlo.concatenate"(%4620, %4620) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4622 = "stablehlo.cosine"(%4621) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4623 = "stablehlo.broadcast_in_dim"(%4622) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4624 = "stablehlo.sine"(%4621) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4625 = "stablehlo.broadcast_in_dim"(%4624) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4626 = "stablehlo.slice"(%4594) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4627 = "stablehlo.slice"(%4594) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4628 = "stablehlo.negate"(%4627) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4629 = "stablehlo.concatenate"(%4628, %4626) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4630 = "stablehlo.convert"(%4594) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4631 = "stablehlo.broadcast_in_dim"(%4623) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4632 = "stablehlo.multiply"(%4630, %4631) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4633 = "stablehlo.convert"(%4629) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4634 = "stablehlo.broadcast_in_dim"(%4625) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4635 = "stablehlo.multiply"(%4633, %4634) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4636 = "stablehlo.add"(%4632, %4635) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4637 = "stablehlo.convert"(%4636) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4638 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4639 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4640 = "stablehlo.broadcast_in_dim"(%4639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4641 = "stablehlo.multiply"(%4640, %4638) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4642 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4643 = "stablehlo.broadcast_in_dim"(%4642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4644 = "stablehlo.add"(%4643, %4641) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4645 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4646 = "stablehlo.broadcast_in_dim"(%4645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4647 = "stablehlo.divide"(%4644, %4646) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4648 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4649 = "stablehlo.broadcast_in_dim"(%4648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4650 = "stablehlo.power"(%4649, %4647) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4651 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4652 = "stablehlo.broadcast_in_dim"(%4651) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4653 = "stablehlo.divide"(%4652, %4650) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4654 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4655 = "stablehlo.broadcast_in_dim"(%4654) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4656 = "stablehlo.broadcast_in_dim"(%4653) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4657 = "stablehlo.broadcast_in_dim"(%4655) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4658 = "stablehlo.broadcast_in_dim"(%4656) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4659 = "stablehlo.multiply"(%4657, %4658) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4660 = "stablehlo.concatenate"(%4659, %4659) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4661 = "stablehlo.cosine"(%4660) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4662 = "stablehlo.broadcast_in_dim"(%4661) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4663 = "stablehlo.sine"(%4660) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4664 = "stablehlo.broadcast_in_dim"(%4663) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4665 = "stablehlo.slice"(%4596) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4666 = "stablehlo.slice"(%4596) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4667 = "stablehlo.negate"(%4666) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4668 = "stablehlo.concatenate"(%4667, %4665) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4669 = "stablehlo.convert"(%4596) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4670 = "stablehlo.broadcast_in_dim"(%4662) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4671 = "stablehlo.multiply"(%4669, %4670) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4672 = "stablehlo.convert"(%4668) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4673 = "stablehlo.broadcast_in_dim"(%4664) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4674 = "stablehlo.multiply"(%4672, %4673) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4675 = "stablehlo.add"(%4671, %4674) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4676 = "stablehlo.convert"(%4675) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4677 = "stablehlo.dot_general"(%4637, %4676) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %4678 = "stablehlo.convert"(%4677) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %4679 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4680 = "stablehlo.sqrt"(%4679) : (tensor<f32>) -> tensor<f32>
    %4681 = "stablehlo.convert"(%4680) : (tensor<f32>) -> tensor<f32>
    %4682 = "stablehlo.broadcast_in_dim"(%4681) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4683 = "stablehlo.divide"(%4678, %4682) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4684 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %4685 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4686 = "func.call"(%4684, %4683, %4685) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4687 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4688 = "stablehlo.reduce"(%4686, %4687) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg326: tensor<f32>, %arg327: tensor<f32>):
      %5073 = "stablehlo.maximum"(%arg326, %arg327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5073) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4689 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4690 = "stablehlo.broadcast_in_dim"(%4689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %4691 = "stablehlo.maximum"(%4690, %4688) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %4692 = "stablehlo.broadcast_in_dim"(%4691) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4693 = "stablehlo.broadcast_in_dim"(%4692) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4694 = "stablehlo.subtract"(%4686, %4693) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4695 = "stablehlo.exponential"(%4694) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4696 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4697 = "stablehlo.reduce"(%4695, %4696) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg324: tensor<f32>, %arg325: tensor<f32>):
      %5072 = "stablehlo.add"(%arg324, %arg325) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5072) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4698 = "stablehlo.broadcast_in_dim"(%4697) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4699 = "stablehlo.broadcast_in_dim"(%4698) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4700 = "stablehlo.divide"(%4695, %4699) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4701 = "stablehlo.convert"(%4700) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %4702 = "stablehlo.dot_general"(%4598, %4701) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %4703 = "stablehlo.transpose"(%4702) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %4704 = "stablehlo.reshape"(%4703) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %4705 = "stablehlo.dot_general"(%4704, %arg281) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4706 = "stablehlo.add"(%4574, %4705) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4707 = "stablehlo.convert"(%4706) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4708 = "stablehlo.multiply"(%4707, %4707) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4709 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4710 = "stablehlo.reduce"(%4708, %4709) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg322: tensor<f32>, %arg323: tensor<f32>):
      %5071 = "stablehlo.add"(%arg322, %arg323) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5071) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4711 = "stablehlo.broadcast_in_dim"(%4710) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4712 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4713 = "stablehlo.broadcast_in_dim"(%4712) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4714 = "stablehlo.divide"(%4711, %4713) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4715 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4716 = "stablehlo.broadcast_in_dim"(%4715) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4717 = "stablehlo.add"(%4714, %4716) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4718 = "stablehlo.rsqrt"(%4717) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4719 = "stablehlo.broadcast_in_dim"(%4718) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4720 = "stablehlo.multiply"(%4707, %4719) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4721 = "stablehlo.convert"(%4720) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4722 = "stablehlo.broadcast_in_dim"(%arg276) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4723 = "stablehlo.broadcast_in_dim"(%4722) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4724 = "stablehlo.multiply"(%4721, %4723) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4725 = "stablehlo.dot_general"(%4724, %arg278) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4726 = "func.call"(%4725) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4727 = "stablehlo.dot_general"(%4724, %arg279) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4728 = "stablehlo.multiply"(%4726, %4727) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4729 = "stablehlo.dot_general"(%4728, %arg277) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4730 = "stablehlo.add"(%4706, %4729) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4731 = "stablehlo.convert"(%4730) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4732 = "stablehlo.multiply"(%4731, %4731) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4733 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4734 = "stablehlo.reduce"(%4732, %4733) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg320: tensor<f32>, %arg321: tensor<f32>):
      %5070 = "stablehlo.add"(%arg320, %arg321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5070) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4735 = "stablehlo.broadcast_in_dim"(%4734) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4736 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4737 = "stablehlo.broadcast_in_dim"(%4736) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4738 = "stablehlo.divide"(%4735, %4737) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4739 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4740 = "stablehlo.broadcast_in_dim"(%4739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4741 = "stablehlo.add"(%4738, %4740) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4742 = "stablehlo.rsqrt"(%4741) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4743 = "stablehlo.broadcast_in_dim"(%4742) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4744 = "stablehlo.multiply"(%4731, %4743) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4745 = "stablehlo.convert"(%4744) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4746 = "stablehlo.broadcast_in_dim"(%arg284) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4747 = "stablehlo.broadcast_in_dim"(%4746) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4748 = "stablehlo.multiply"(%4745, %4747) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4749 = "stablehlo.dot_general"(%4748, %arg291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4750 = "stablehlo.reshape"(%4749) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4751 = "stablehlo.dot_general"(%4748, %arg289) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4752 = "stablehlo.reshape"(%4751) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4753 = "stablehlo.dot_general"(%4748, %arg292) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4754 = "stablehlo.reshape"(%4753) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4755 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4756 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4757 = "stablehlo.broadcast_in_dim"(%4756) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4758 = "stablehlo.multiply"(%4757, %4755) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4760 = "stablehlo.broadcast_in_dim"(%4759) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4761 = "stablehlo.add"(%4760, %4758) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4762 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4763 = "stablehlo.broadcast_in_dim"(%4762) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4764 = "stablehlo.divide"(%4761, %4763) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4765 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4766 = "stablehlo.broadcast_in_dim"(%4765) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4767 = "stablehlo.power"(%4766, %4764) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4768 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4769 = "stablehlo.broadcast_in_dim"(%4768) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4770 = "stablehlo.divide"(%4769, %4767) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4771 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4772 = "stablehlo.broadcast_in_dim"(%4771) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4773 = "stablehlo.broadcast_in_dim"(%4770) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4774 = "stablehlo.broadcast_in_dim"(%4772) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4775 = "stablehlo.broadcast_in_dim"(%4773) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4776 = "stablehlo.multiply"(%4774, %4775) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4777 = "stablehlo.concatenate"(%4776, %4776) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4778 = "stablehlo.cosine"(%4777) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4779 = "stablehlo.broadcast_in_dim"(%4778) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4780 = "stablehlo.sine"(%4777) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4781 = "stablehlo.broadcast_in_dim"(%4780) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4782 = "stablehlo.slice"(%4750) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4783 = "stablehlo.slice"(%4750) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4784 = "stablehlo.negate"(%4783) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4785 = "stablehlo.concatenate"(%4784, %4782) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4786 = "stablehlo.convert"(%4750) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4787 = "stablehlo.broadcast_in_dim"(%4779) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4788 = "stablehlo.multiply"(%4786, %4787) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4789 = "stablehlo.convert"(%4785) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4790 = "stablehlo.broadcast_in_dim"(%4781) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4791 = "stablehlo.multiply"(%4789, %4790) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4792 = "stablehlo.add"(%4788, %4791) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4793 = "stablehlo.convert"(%4792) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4794 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4795 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4796 = "stablehlo.broadcast_in_dim"(%4795) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4797 = "stablehlo.multiply"(%4796, %4794) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4798 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4799 = "stablehlo.broadcast_in_dim"(%4798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4800 = "stablehlo.add"(%4799, %4797) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4801 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4802 = "stablehlo.broadcast_in_dim"(%4801) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4803 = "stablehlo.divide"(%4800, %4802) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4804 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4805 = "stablehlo.broadcast_in_dim"(%4804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4806 = "stablehlo.power"(%4805, %4803) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4807 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4808 = "stablehlo.broadcast_in_dim"(%4807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4809 = "stablehlo.divide"(%4808, %4806) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4810 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4811 = "stablehlo.broadcast_in_dim"(%4810) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4812 = "stablehlo.broadcast_in_dim"(%4809) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4813 = "stablehlo.broadcast_in_dim"(%4811) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4814 = "stablehlo.broadcast_in_dim"(%4812) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4815 = "stablehlo.multiply"(%4813, %4814) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4816 = "stablehlo.concatenate"(%4815, %4815) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4817 = "stablehlo.cosine"(%4816) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4818 = "stablehlo.broadcast_in_dim"(%4817) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4819 = "stablehlo.sine"(%4816) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4820 = "stablehlo.broadcast_in_dim"(%4819) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4821 = "stablehlo.slice"(%4752) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4822 = "stablehlo.slice"(%4752) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4823 = "stablehlo.negate"(%4822) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4824 = "stablehlo.concatenate"(%4823, %4821) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4825 = "stablehlo.convert"(%4752) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4826 = "stablehlo.broadcast_in_dim"(%4818) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4827 = "stablehlo.multiply"(%4825, %4826) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4828 = "stablehlo.convert"(%4824) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4829 = "stablehlo.broadcast_in_dim"(%4820) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4830 = "stablehlo.multiply"(%4828, %4829) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4831 = "stablehlo.add"(%4827, %4830) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4832 = "stablehlo.convert"(%4831) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4833 = "stablehlo.dot_general"(%4793, %4832) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %4834 = "stablehlo.convert"(%4833) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %4835 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4836 = "stablehlo.sqrt"(%4835) : (tensor<f32>) -> tensor<f32>
    %4837 = "stablehlo.convert"(%4836) : (tensor<f32>) -> tensor<f32>
    %4838 = "stablehlo.broadcast_in_dim"(%4837) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4839 = "stablehlo.divide"(%4834, %4838) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4840 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %4841 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4842 = "func.call"(%4840, %4839, %4841) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4843 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4844 = "stablehlo.reduce"(%4842, %4843) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg318: tensor<f32>, %arg319: tensor<f32>):
      %5069 = "stablehlo.maximum"(%arg318, %arg319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5069) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4845 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4846 = "stablehlo.broadcast_in_dim"(%4845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %4847 = "stablehlo.maximum"(%4846, %4844) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %4848 = "stablehlo.broadcast_in_dim"(%4847) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4849 = "stablehlo.broadcast_in_dim"(%4848) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4850 = "stablehlo.subtract"(%4842, %4849) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4851 = "stablehlo.exponential"(%4850) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4852 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4853 = "stablehlo.reduce"(%4851, %4852) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg316: tensor<f32>, %arg317: tensor<f32>):
      %5068 = "stablehlo.add"(%arg316, %arg317) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5068) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %4854 = "stablehlo.broadcast_in_dim"(%4853) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %4855 = "stablehlo.broadcast_in_dim"(%4854) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %4856 = "stablehlo.divide"(%4851, %4855) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4857 = "stablehlo.convert"(%4856) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %4858 = "stablehlo.dot_general"(%4754, %4857) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %4859 = "stablehlo.transpose"(%4858) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %4860 = "stablehlo.reshape"(%4859) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %4861 = "stablehlo.dot_general"(%4860, %arg290) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4862 = "stablehlo.add"(%4730, %4861) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4863 = "stablehlo.convert"(%4862) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4864 = "stablehlo.multiply"(%4863, %4863) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4865 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4866 = "stablehlo.reduce"(%4864, %4865) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg314: tensor<f32>, %arg315: tensor<f32>):
      %5067 = "stablehlo.add"(%arg314, %arg315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5067) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4867 = "stablehlo.broadcast_in_dim"(%4866) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4868 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4869 = "stablehlo.broadcast_in_dim"(%4868) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4870 = "stablehlo.divide"(%4867, %4869) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4871 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4872 = "stablehlo.broadcast_in_dim"(%4871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4873 = "stablehlo.add"(%4870, %4872) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4874 = "stablehlo.rsqrt"(%4873) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4875 = "stablehlo.broadcast_in_dim"(%4874) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4876 = "stablehlo.multiply"(%4863, %4875) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4877 = "stablehlo.convert"(%4876) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4878 = "stablehlo.broadcast_in_dim"(%arg285) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4879 = "stablehlo.broadcast_in_dim"(%4878) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4880 = "stablehlo.multiply"(%4877, %4879) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4881 = "stablehlo.dot_general"(%4880, %arg287) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4882 = "func.call"(%4881) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4883 = "stablehlo.dot_general"(%4880, %arg288) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4884 = "stablehlo.multiply"(%4882, %4883) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %4885 = "stablehlo.dot_general"(%4884, %arg286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4886 = "stablehlo.add"(%4862, %4885) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4887 = "stablehlo.convert"(%4886) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %4888 = "stablehlo.multiply"(%4887, %4887) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4889 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4890 = "stablehlo.reduce"(%4888, %4889) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg312: tensor<f32>, %arg313: tensor<f32>):
      %5066 = "stablehlo.add"(%arg312, %arg313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5066) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %4891 = "stablehlo.broadcast_in_dim"(%4890) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %4892 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4893 = "stablehlo.broadcast_in_dim"(%4892) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4894 = "stablehlo.divide"(%4891, %4893) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4895 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4896 = "stablehlo.broadcast_in_dim"(%4895) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %4897 = "stablehlo.add"(%4894, %4896) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4898 = "stablehlo.rsqrt"(%4897) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %4899 = "stablehlo.broadcast_in_dim"(%4898) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %4900 = "stablehlo.multiply"(%4887, %4899) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %4901 = "stablehlo.convert"(%4900) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %4902 = "stablehlo.broadcast_in_dim"(%arg293) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4903 = "stablehlo.broadcast_in_dim"(%4902) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4904 = "stablehlo.multiply"(%4901, %4903) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4905 = "stablehlo.dot_general"(%4904, %arg300) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4906 = "stablehlo.reshape"(%4905) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4907 = "stablehlo.dot_general"(%4904, %arg298) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4908 = "stablehlo.reshape"(%4907) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4909 = "stablehlo.dot_general"(%4904, %arg301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %4910 = "stablehlo.reshape"(%4909) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x32x128xbf16>
    %4911 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4912 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4913 = "stablehlo.broadcast_in_dim"(%4912) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4914 = "stablehlo.multiply"(%4913, %4911) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4915 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4916 = "stablehlo.broadcast_in_dim"(%4915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4917 = "stablehlo.add"(%4916, %4914) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4918 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4919 = "stablehlo.broadcast_in_dim"(%4918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4920 = "stablehlo.divide"(%4917, %4919) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4921 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4922 = "stablehlo.broadcast_in_dim"(%4921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4923 = "stablehlo.power"(%4922, %4920) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4924 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4925 = "stablehlo.broadcast_in_dim"(%4924) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4926 = "stablehlo.divide"(%4925, %4923) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4927 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4928 = "stablehlo.broadcast_in_dim"(%4927) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4929 = "stablehlo.broadcast_in_dim"(%4926) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4930 = "stablehlo.broadcast_in_dim"(%4928) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4931 = "stablehlo.broadcast_in_dim"(%4929) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4932 = "stablehlo.multiply"(%4930, %4931) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4933 = "stablehlo.concatenate"(%4932, %4932) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4934 = "stablehlo.cosine"(%4933) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4935 = "stablehlo.broadcast_in_dim"(%4934) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4936 = "stablehlo.sine"(%4933) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4937 = "stablehlo.broadcast_in_dim"(%4936) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4938 = "stablehlo.slice"(%4906) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4939 = "stablehlo.slice"(%4906) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4940 = "stablehlo.negate"(%4939) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4941 = "stablehlo.concatenate"(%4940, %4938) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4942 = "stablehlo.convert"(%4906) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4943 = "stablehlo.broadcast_in_dim"(%4935) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4944 = "stablehlo.multiply"(%4942, %4943) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4945 = "stablehlo.convert"(%4941) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4946 = "stablehlo.broadcast_in_dim"(%4937) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4947 = "stablehlo.multiply"(%4945, %4946) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4948 = "stablehlo.add"(%4944, %4947) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4949 = "stablehlo.convert"(%4948) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4950 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4951 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4952 = "stablehlo.broadcast_in_dim"(%4951) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4953 = "stablehlo.multiply"(%4952, %4950) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4954 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4955 = "stablehlo.broadcast_in_dim"(%4954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4956 = "stablehlo.add"(%4955, %4953) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4957 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4958 = "stablehlo.broadcast_in_dim"(%4957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4959 = "stablehlo.divide"(%4956, %4958) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4960 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4961 = "stablehlo.broadcast_in_dim"(%4960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4962 = "stablehlo.power"(%4961, %4959) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4963 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4964 = "stablehlo.broadcast_in_dim"(%4963) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4965 = "stablehlo.divide"(%4964, %4962) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4966 = "stablehlo.convert"(%47) : (tensor<2048xi32>) -> tensor<2048xf32>
    %4967 = "stablehlo.broadcast_in_dim"(%4966) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4968 = "stablehlo.broadcast_in_dim"(%4965) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4969 = "stablehlo.broadcast_in_dim"(%4967) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %4970 = "stablehlo.broadcast_in_dim"(%4968) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %4971 = "stablehlo.multiply"(%4969, %4970) : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x64xf32>
    %4972 = "stablehlo.concatenate"(%4971, %4971) <{dimension = 1 : i64}> : (tensor<2048x64xf32>, tensor<2048x64xf32>) -> tensor<2048x128xf32>
    %4973 = "stablehlo.cosine"(%4972) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4974 = "stablehlo.broadcast_in_dim"(%4973) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4975 = "stablehlo.sine"(%4972) : (tensor<2048x128xf32>) -> tensor<2048x128xf32>
    %4976 = "stablehlo.broadcast_in_dim"(%4975) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2048x128xf32>) -> tensor<1x2048x1x128xf32>
    %4977 = "stablehlo.slice"(%4908) <{limit_indices = array<i64: 1, 2048, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4978 = "stablehlo.slice"(%4908) <{limit_indices = array<i64: 1, 2048, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x64xbf16>
    %4979 = "stablehlo.negate"(%4978) : (tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x64xbf16>
    %4980 = "stablehlo.concatenate"(%4979, %4977) <{dimension = 3 : i64}> : (tensor<1x2048x32x64xbf16>, tensor<1x2048x32x64xbf16>) -> tensor<1x2048x32x128xbf16>
    %4981 = "stablehlo.convert"(%4908) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4982 = "stablehlo.broadcast_in_dim"(%4974) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4983 = "stablehlo.multiply"(%4981, %4982) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4984 = "stablehlo.convert"(%4980) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x32x128xf32>
    %4985 = "stablehlo.broadcast_in_dim"(%4976) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2048x1x128xf32>) -> tensor<1x2048x32x128xf32>
    %4986 = "stablehlo.multiply"(%4984, %4985) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4987 = "stablehlo.add"(%4983, %4986) : (tensor<1x2048x32x128xf32>, tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xf32>
    %4988 = "stablehlo.convert"(%4987) : (tensor<1x2048x32x128xf32>) -> tensor<1x2048x32x128xbf16>
    %4989 = "stablehlo.dot_general"(%4949, %4988) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x2048x2048xbf16>
    %4990 = "stablehlo.convert"(%4989) : (tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xf32>
    %4991 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4992 = "stablehlo.sqrt"(%4991) : (tensor<f32>) -> tensor<f32>
    %4993 = "stablehlo.convert"(%4992) : (tensor<f32>) -> tensor<f32>
    %4994 = "stablehlo.broadcast_in_dim"(%4993) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4995 = "stablehlo.divide"(%4990, %4994) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %4996 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %4997 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4998 = "func.call"(%4996, %4995, %4997) <{callee = @_where_0}> : (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %4999 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5000 = "stablehlo.reduce"(%4998, %4999) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg310: tensor<f32>, %arg311: tensor<f32>):
      %5065 = "stablehlo.maximum"(%arg310, %arg311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5065) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %5001 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5002 = "stablehlo.broadcast_in_dim"(%5001) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048xf32>
    %5003 = "stablehlo.maximum"(%5002, %5000) : (tensor<1x32x2048xf32>, tensor<1x32x2048xf32>) -> tensor<1x32x2048xf32>
    %5004 = "stablehlo.broadcast_in_dim"(%5003) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %5005 = "stablehlo.broadcast_in_dim"(%5004) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %5006 = "stablehlo.subtract"(%4998, %5005) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %5007 = "stablehlo.exponential"(%5006) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %5008 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5009 = "stablehlo.reduce"(%5007, %5008) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg308: tensor<f32>, %arg309: tensor<f32>):
      %5064 = "stablehlo.add"(%arg308, %arg309) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5064) : (tensor<f32>) -> ()
    }) : (tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048xf32>
    %5010 = "stablehlo.broadcast_in_dim"(%5009) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x2048xf32>) -> tensor<1x32x2048x1xf32>
    %5011 = "stablehlo.broadcast_in_dim"(%5010) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x2048x1xf32>) -> tensor<1x32x2048x2048xf32>
    %5012 = "stablehlo.divide"(%5007, %5011) : (tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    %5013 = "stablehlo.convert"(%5012) : (tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xbf16>
    %5014 = "stablehlo.dot_general"(%4910, %5013) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x2048x2048xbf16>) -> tensor<1x32x128x2048xbf16>
    %5015 = "stablehlo.transpose"(%5014) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x2048xbf16>) -> tensor<1x2048x32x128xbf16>
    %5016 = "stablehlo.reshape"(%5015) : (tensor<1x2048x32x128xbf16>) -> tensor<1x2048x4096xbf16>
    %5017 = "stablehlo.dot_general"(%5016, %arg299) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5018 = "stablehlo.add"(%4886, %5017) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5019 = "stablehlo.convert"(%5018) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %5020 = "stablehlo.multiply"(%5019, %5019) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %5021 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5022 = "stablehlo.reduce"(%5020, %5021) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg306: tensor<f32>, %arg307: tensor<f32>):
      %5063 = "stablehlo.add"(%arg306, %arg307) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5063) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %5023 = "stablehlo.broadcast_in_dim"(%5022) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %5024 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5025 = "stablehlo.broadcast_in_dim"(%5024) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %5026 = "stablehlo.divide"(%5023, %5025) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %5027 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5028 = "stablehlo.broadcast_in_dim"(%5027) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %5029 = "stablehlo.add"(%5026, %5028) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %5030 = "stablehlo.rsqrt"(%5029) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %5031 = "stablehlo.broadcast_in_dim"(%5030) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %5032 = "stablehlo.multiply"(%5019, %5031) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %5033 = "stablehlo.convert"(%5032) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %5034 = "stablehlo.broadcast_in_dim"(%arg294) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5035 = "stablehlo.broadcast_in_dim"(%5034) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5036 = "stablehlo.multiply"(%5033, %5035) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5037 = "stablehlo.dot_general"(%5036, %arg296) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %5038 = "func.call"(%5037) <{callee = @silu}> : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %5039 = "stablehlo.dot_general"(%5036, %arg297) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %5040 = "stablehlo.multiply"(%5038, %5039) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %5041 = "stablehlo.dot_general"(%5040, %arg295) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5042 = "stablehlo.add"(%5018, %5041) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5043 = "stablehlo.convert"(%5042) : (tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xf32>
    %5044 = "stablehlo.multiply"(%5043, %5043) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %5045 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5046 = "stablehlo.reduce"(%5044, %5045) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg304: tensor<f32>, %arg305: tensor<f32>):
      %5062 = "stablehlo.add"(%arg304, %arg305) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5062) : (tensor<f32>) -> ()
    }) : (tensor<1x2048x4096xf32>, tensor<f32>) -> tensor<1x2048xf32>
    %5047 = "stablehlo.broadcast_in_dim"(%5046) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xf32>) -> tensor<1x2048x1xf32>
    %5048 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5049 = "stablehlo.broadcast_in_dim"(%5048) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %5050 = "stablehlo.divide"(%5047, %5049) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %5051 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5052 = "stablehlo.broadcast_in_dim"(%5051) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x2048x1xf32>
    %5053 = "stablehlo.add"(%5050, %5052) : (tensor<1x2048x1xf32>, tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %5054 = "stablehlo.rsqrt"(%5053) : (tensor<1x2048x1xf32>) -> tensor<1x2048x1xf32>
    %5055 = "stablehlo.broadcast_in_dim"(%5054) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x2048x1xf32>) -> tensor<1x2048x4096xf32>
    %5056 = "stablehlo.multiply"(%5043, %5055) : (tensor<1x2048x4096xf32>, tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xf32>
    %5057 = "stablehlo.convert"(%5056) : (tensor<1x2048x4096xf32>) -> tensor<1x2048x4096xbf16>
    %5058 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5059 = "stablehlo.broadcast_in_dim"(%5058) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5060 = "stablehlo.multiply"(%5057, %5059) : (tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    %5061 = "stablehlo.dot_general"(%5060, %arg302) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x4096xbf16>, tensor<4096x32000xbf16>) -> tensor<1x2048x32000xbf16>
    "func.return"(%5061) : (tensor<1x2048x32000xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32000x4096xbf16>, tensor<1x2048xi32>) -> tensor<1x2048x4096xbf16>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<32000x4096xbf16>, %arg9: tensor<1x2048xi32>):
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %24 = "stablehlo.compare"(%arg9, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi1>
    %25 = "stablehlo.constant"() <{value = dense<32000> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048xi32>
    %27 = "stablehlo.add"(%arg9, %26) : (tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %28 = "func.call"(%24, %27, %arg9) <{callee = @_where}> : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi32>) -> tensor<1x2048x1xi32>
    %30 = "stablehlo.constant"() <{value = dense<31999> : tensor<1xi32>}> : () -> tensor<1xi32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x2048x1xi32>
    %33 = "stablehlo.compare"(%29, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %34 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<1x2048x1xi32>
    %36 = "stablehlo.compare"(%29, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x2048x1xi32>, tensor<1x2048x1xi32>) -> tensor<1x2048x1xi1>
    %37 = "stablehlo.and"(%33, %36) : (tensor<1x2048x1xi1>, tensor<1x2048x1xi1>) -> tensor<1x2048x1xi1>
    %38 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %39 = "stablehlo.reduce"(%37, %38) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg10: tensor<i1>, %arg11: tensor<i1>):
      %45 = "stablehlo.and"(%arg10, %arg11) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%45) : (tensor<i1>) -> ()
    }) : (tensor<1x2048x1xi1>, tensor<i1>) -> tensor<1x2048xi1>
    %40 = "stablehlo.gather"(%arg8, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<32000x4096xbf16>, tensor<1x2048x1xi32>) -> tensor<1x2048x4096xbf16>
    %41 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2048xi1>) -> tensor<1x2048x4096xi1>
    %42 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x4096xbf16>
    %44 = "stablehlo.select"(%41, %40, %43) : (tensor<1x2048x4096xi1>, tensor<1x2048x4096xbf16>, tensor<1x2048x4096xbf16>) -> tensor<1x2048x4096xbf16>
    "func.return"(%44) : (tensor<1x2048x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<1x2048xi1>, %arg6: tensor<1x2048xi32>, %arg7: tensor<1x2048xi32>):
    %21 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<1x2048xi1>, tensor<1x2048xi32>, tensor<1x2048xi32>) -> tensor<1x2048xi32>
    "func.return"(%21) : (tensor<1x2048xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2048x2048xi1>):
    %12 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048x2048xi32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048x2048xi32>
    %15 = "stablehlo.add"(%12, %14) : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi32>
    %16 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2048x2048xi32>
    %17 = "stablehlo.compare"(%15, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %18 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2048x2048xi1>
    %20 = "stablehlo.select"(%17, %arg4, %19) : (tensor<2048x2048xi1>, tensor<2048x2048xi1>, tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    "func.return"(%20) : (tensor<2048x2048xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<f32>) -> tensor<1x32x2048x2048xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<1x1x2048x2048xi1>, %arg2: tensor<1x32x2048x2048xf32>, %arg3: tensor<f32>):
    %9 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2048x2048xi1>) -> tensor<1x32x2048x2048xi1>
    %10 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x2048x2048xf32>
    %11 = "stablehlo.select"(%9, %arg2, %10) : (tensor<1x32x2048x2048xi1>, tensor<1x32x2048x2048xf32>, tensor<1x32x2048x2048xf32>) -> tensor<1x32x2048x2048xf32>
    "func.return"(%11) : (tensor<1x32x2048x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2048x11008xbf16>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %1 = "stablehlo.exponential"(%0) : (tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x11008xbf16>
    %4 = "stablehlo.add"(%3, %1) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x2048x11008xbf16>
    %7 = "stablehlo.divide"(%6, %4) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<1x2048x11008xbf16>, tensor<1x2048x11008xbf16>) -> tensor<1x2048x11008xbf16>
    "func.return"(%8) : (tensor<1x2048x11008xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
