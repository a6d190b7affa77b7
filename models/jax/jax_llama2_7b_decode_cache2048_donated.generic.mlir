"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {tf.aliasing_output = 3 : i32}, {tf.aliasing_output = 4 : i32}, {tf.aliasing_output = 5 : i32}, {tf.aliasing_output = 6 : i32}, {tf.aliasing_output = 7 : i32}, {tf.aliasing_output = 8 : i32}, {tf.aliasing_output = 9 : i32}, {tf.aliasing_output = 10 : i32}, {tf.aliasing_output = 11 : i32}, {tf.aliasing_output = 12 : i32}, {tf.aliasing_output = 13 : i32}, {tf.aliasing_output = 14 : i32}, {tf.aliasing_output = 15 : i32}, {tf.aliasing_output = 16 : i32}, {tf.aliasing_output = 17 : i32}, {tf.aliasing_output = 18 : i32}, {tf.aliasing_output = 19 : i32}, {tf.aliasing_output = 20 : i32}, {tf.aliasing_output = 21 : i32}, {tf.aliasing_output = 22 : i32}, {tf.aliasing_output = 23 : i32}, {tf.aliasing_output = 24 : i32}, {tf.aliasing_output = 25 : i32}, {tf.aliasing_output = 26 : i32}, {tf.aliasing_output = 27 : i32}, {tf.aliasing_output = 28 : i32}, {tf.aliasing_output = 29 : i32}, {tf.aliasing_output = 30 : i32}, {tf.aliasing_output = 31 : i32}, {tf.aliasing_output = 32 : i32}, {tf.aliasing_output = 33 : i32}, {tf.aliasing_output = 34 : i32}, {tf.aliasing_output = 35 : i32}, {tf.aliasing_output = 36 : i32}, {tf.aliasing_output = 37 : i32}, {tf.aliasing_output = 38 : i32}, {tf.aliasing_output = 39 : i32}, {tf.aliasing_output = 40 : i32}, {tf.aliasing_output = 41 : i32}, {tf.aliasing_output = 42 : i32}, {tf.aliasing_output = 43 : i32}, {tf.aliasing_output = 44 : i32}, {tf.aliasing_output = 45 : i32}, {tf.aliasing_output = 46 : i32}, {tf.aliasing_output = 47 : i32}, {tf.aliasing_output = 48 : i32}, {tf.aliasing_output = 49 : i32}, {tf.aliasing_output = 50 : i32}, {tf.aliasing_output = 51 : i32}, {tf.aliasing_output = 52 : i32}, {tf.aliasing_output = 53 : i32}, {tf.aliasing_output = 54 : i32}, {tf.aliasing_output = 55 : i32}, {tf.aliasing_output = 56 : i32}, {tf.aliasing_output = 57 : i32}, {tf.aliasing_output = 58 : i32}, {tf.aliasing_output = 59 : i32}, {tf.aliasing_output = 60 : i32}, {tf.aliasing_output = 61 : i32}, {tf.aliasing_output = 62 : i32}, {tf.aliasing_output = 63 : i32}, {tf.aliasing_output = 64 : i32}, {}], function_type = (tensor<32000x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096xbf16>, tensor<11008x4096xbf16>, tensor<4096x11008xbf16>, tensor<4096x11008xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<4096x32000xbf16>, tensor<1x1xi32>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<i32>) -> (tensor<1x1x32000xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1][0][0]"}, {jax.result_info = "result[1][0][1]"}, {jax.result_info = "result[1][1][0]"}, {jax.result_info = "result[1][1][1]"}, {jax.result_info = "result[1][2][0]"}, {jax.result_info = "result[1][2][1]"}, {jax.result_info = "result[1][3][0]"}, {jax.result_info = "result[1][3][1]"}, {jax.result_info = "result[1][4][0]"}, {jax.result_info = "result[1][4][1]"}, {jax.result_info = "result[1][5][0]"}, {jax.result_info = "result[1][5][1]"}, {jax.result_info = "result[1][6][0]"}, {jax.result_info = "result[1][6][1]"}, {jax.result_info = "result[1][7][0]"}, {jax.result_info = "result[1][7][1]"}, {jax.result_info = "result[1][8][0]"}, {jax.result_info = "result[1][8][1]"}, {jax.result_info = "result[1][9][0]"}, {jax.result_info = "result[1][9][1]"}, {jax.result_info = "result[1][10][0]"}, {jax.result_info = "result[1][10][1]"}, {jax.result_info = "result[1][11][0]"}, {jax.result_info = "result[1][11][1]"}, {jax.result_info = "result[1][12][0]"}, {jax.result_info = "result[1][12][1]"}, {jax.result_info = "result[1][13][0]"}, {jax.result_info = "result[1][13][1]"}, {jax.result_info = "result[1][14][0]"}, {jax.result_info = "result[1][14][1]"}, {jax.result_info = "result[1][15][0]"}, {jax.result_info = "result[1][15][1]"}, {jax.result_info = "result[1][16][0]"}, {jax.result_info = "result[1][16][1]"}, {jax.result_info = "result[1][17][0]"}, {jax.result_info = "result[1][17][1]"}, {jax.result_info = "result[1][18][0]"}, {jax.result_info = "result[1][18][1]"}, {jax.result_info = "result[1][19][0]"}, {jax.result_info = "result[1][19][1]"}, {jax.result_info = "result[1][20][0]"}, {jax.result_info = "result[1][20][1]"}, {jax.result_info = "result[1][21][0]"}, {jax.result_info = "result[1][21][1]"}, {jax.result_info = "result[1][22][0]"}, {jax.result_info = "result[1][22][1]"}, {jax.result_info = "result[1][23][0]"}, {jax.result_info = "result[1][23][1]"}, {jax.result_info = "result[1][24][0]"}, {jax.result_info = "result[1][24][1]"}, {jax.result_info = "result[1][25][0]"}, {jax.result_info = "result[1][25][1]"}, {jax.result_info = "result[1][26][0]"}, {jax.result_info = "result[1][26][1]"}, {jax.result_info = "result[1][27][0]"}, {jax.result_info = "result[1][27][1]"}, {jax.result_info = "result[1][28][0]"}, {jax.result_info = "result[1][28][1]"}, {jax.result_info = "result[1][29][0]"}, {jax.result_info = "result[1][29][1]"}, {jax.result_info = "result[1][30][0]"}, {jax.result_info = "result[1][30][1]"}, {jax.result_info = "result[1][31][0]"}, {jax.result_info = "result[1][31][1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<32000x4096xbf16>, %arg12: tensor<4096xbf16>, %arg13: tensor<4096xbf16>, %arg14: tensor<4096xbf16>, %arg15: tensor<11008x4096xbf16>, %arg16: tensor<4096x11008xbf16>, %arg17: tensor<4096x11008xbf16>, %arg18: tensor<4096x4096xbf16>, %arg19: tensor<4096x4096xbf16>, %arg20: tensor<4096x4096xbf16>, %arg21: tensor<4096x4096xbf16>, %arg22: tensor<4096xbf16>, %arg23: tensor<4096xbf16>, %arg24: tensor<11008x4096xbf16>, %arg25: tensor<4096x11008xbf16>, %arg26: tensor<4096x11008xbf16>, %arg27: tensor<4096x4096xbf16>, %arg28: tensor<4096x4096xbf16>, %arg29: tensor<4096x4096xbf16>, %arg30: tensor<4096x4096xbf16>, %arg31: tensor<4096xbf16>, %arg32: tensor<4096xbf16>, %arg33: tensor<11008x4096xbf16>, %arg34: tensor<4096x11008xbf16>, %arg35: tensor<4096x11008xbf16>, %arg36: tensor<4096x4096xbf16>, %arg37: tensor<4096x4096xbf16>, %arg38: tensor<4096x4096xbf16>, %arg39: tensor<4096x4096xbf16>, %arg40: tensor<4096xbf16>, %arg41: tensor<4096xbf16>, %arg42: tensor<11008x4096xbf16>, %arg43: tensor<4096x11008xbf16>, %arg44: tensor<4096x11008xbf16>, %arg45: tensor<4096x4096xbf16>, %arg46: tensor<4096x4096xbf16>, %arg47: tensor<4096x4096xbf16>, %arg48: tensor<4096x4096xbf16>, %arg49: tensor<4096xbf16>, %arg50: tensor<4096xbf16>, %arg51: tensor<11008x4096xbf16>, %arg52: tensor<4096x11008xbf16>, %arg53: tensor<4096x11008xbf16>, %arg54: tensor<4096x4096xbf16>, %arg55: tensor<4096x4096xbf16>, %arg56: tensor<4096x4096xbf16>, %arg57: tensor<4096x4096xbf16>, %arg58: tensor<4096xbf16>, %arg59: tensor<4096xbf16>, %arg60: tensor<11008x4096xbf16>, %arg61: tensor<4096x11008xbf16>, %arg62: tensor<4096x11008xbf16>, %arg63: tensor<4096x4096xbf16>, %arg64: tensor<4096x4096xbf16>, %arg65: tensor<4096x4096xbf16>, %arg66: tensor<4096x4096xbf16>, %arg67: tensor<4096xbf16>, %arg68: tensor<4096xbf16>, %arg69: tensor<11008x4096xbf16>, %arg70: tensor<4096x11008xbf16>, %arg71: tensor<4096x11008xbf16>, %arg72: tensor<4096x4096xbf16>, %arg73: tensor<4096x4096xbf16>, %arg74: tensor<4096x4096xbf16>, %arg75: tensor<4096x4096xbf16>, %arg76: tensor<4096xbf16>, %arg77: tensor<4096xbf16>, %arg78: tensor<11008x4096xbf16>, %arg79: tensor<4096x11008xbf16>, %arg80: tensor<4096x11008xbf16>, %arg81: tensor<4096x4096xbf16>, %arg82: tensor<4096x4096xbf16>, %arg83: tensor<4096x4096xbf16>, %arg84: tensor<4096x4096xbf16>, %arg85: tensor<4096xbf16>, %arg86: tensor<4096xbf16>, %arg87: tensor<11008x4096xbf16>, %arg88: tensor<4096x11008xbf16>, %arg89: tensor<4096x11008xbf16>, %arg90: tensor<4096x4096xbf16>, %arg91: tensor<4096x4096xbf16>, %arg92: tensor<4096x4096xbf16>, %arg93: tensor<4096x4096xbf16>, %arg94: tensor<4096xbf16>, %arg95: tensor<4096xbf16>, %arg96: tensor<11008x4096xbf16>, %arg97: tensor<4096x11008xbf16>, %arg98: tensor<4096x11008xbf16>, %arg99: tensor<4096x4096xbf16>, %arg100: tensor<4096x4096xbf16>, %arg101: tensor<4096x4096xbf16>, %arg102: tensor<4096x4096xbf16>, %arg103: tensor<4096xbf16>, %arg104: tensor<4096xbf16>, %arg105: tensor<11008x4096xbf16>, %arg106: tensor<4096x11008xbf16>, %arg107: tensor<4096x11008xbf16>, %arg108: tensor<4096x4096xbf16>, %arg109: tensor<4096x4096xbf16>, %arg110: tensor<4096x4096xbf16>, %arg111: tensor<4096x4096xbf16>, %arg112: tensor<4096xbf16>, %arg113: tensor<4096xbf16>, %arg114: tensor<11008x4096xbf16>, %arg115: tensor<4096x11008xbf16>, %arg116: tensor<4096x11008xbf16>, %arg117: tensor<4096x4096xbf16>, %arg118: tensor<4096x4096xbf16>, %arg119: tensor<4096x4096xbf16>, %arg120: tensor<4096x4096xbf16>, %arg121: tensor<4096xbf16>, %arg122: tensor<4096xbf16>, %arg123: tensor<11008x4096xbf16>, %arg124: tensor<4096x11008xbf16>, %arg125: tensor<4096x11008xbf16>, %arg126: tensor<4096x4096xbf16>, %arg127: tensor<4096x4096xbf16>, %arg128: tensor<4096x4096xbf16>, %arg129: tensor<4096x4096xbf16>, %arg130: tensor<4096xbf16>, %arg131: tensor<4096xbf16>, %arg132: tensor<11008x4096xbf16>, %arg133: tensor<4096x11008xbf16>, %arg134: tensor<4096x11008xbf16>, %arg135: tensor<4096x4096xbf16>, %arg136: tensor<4096x4096xbf16>, %arg137: tensor<4096x4096xbf16>, %arg138: tensor<4096x4096xbf16>, %arg139: tensor<4096xbf16>, %arg140: tensor<4096xbf16>, %arg141: tensor<11008x4096xbf16>, %arg142: tensor<4096x11008xbf16>, %arg143: tensor<4096x11008xbf16>, %arg144: tensor<4096x4096xbf16>, %arg145: tensor<4096x4096xbf16>, %arg146: tensor<4096x4096xbf16>, %arg147: tensor<4096x4096xbf16>, %arg148: tensor<4096xbf16>, %arg149: tensor<4096xbf16>, %arg150: tensor<11008x4096xbf16>, %arg151: tensor<4096x11008xbf16>, %arg152: tensor<4096x11008xbf16>, %arg153: tensor<4096x4096xbf16>, %arg154: tensor<4096x4096xbf16>, %arg155: tensor<4096x4096xbf16>, %arg156: tensor<4096x4096xbf16>, %arg157: tensor<4096xbf16>, %arg158: tensor<4096xbf16>, %arg159: tensor<11008x4096xbf16>, %arg160: tensor<4096x11008xbf16>, %arg161: tensor<4096x11008xbf16>, %arg162: tensor<4096x4096xbf16>, %arg163: tensor<4096x4096xbf16>, %arg164: tensor<4096x4096xbf16>, %arg165: tensor<4096x4096xbf16>, %arg166: tensor<4096xbf16>, %arg167: tensor<4096xbf16>, %arg168: tensor<11008x4096xbf16>, %arg169: tensor<4096x11008xbf16>, %arg170: tensor<4096x11008xbf16>, %arg171: tensor<4096x4096xbf16>, %arg172: tensor<4096x4096xbf16>, %arg173: tensor<4096x4096xbf16>, %arg174: tensor<4096x4096xbf16>, %arg175: tensor<4096xbf16>, %arg176: tensor<4096xbf16>, %arg177: tensor<11008x4096xbf16>, %arg178: tensor<4096x11008xbf16>, %arg179: tensor<4096x11008xbf16>, %arg180: tensor<4096x4096xbf16>, %arg181: tensor<4096x4096xbf16>, %arg182: tensor<4096x4096xbf16>, %arg183: tensor<4096x4096xbf16>, %arg184: tensor<4096xbf16>, %arg185: tensor<4096xbf16>, %arg186: tensor<11008x4096xbf16>, %arg187: tensor<4096x11008xbf16>, %arg188: tensor<4096x11008xbf16>, %arg189: tensor<4096x4096xbf16>, %arg190: tensor<4096x4096xbf16>, %arg191: tensor<4096x4096xbf16>, %arg192: tensor<4096x4096xbf16>, %arg193: tensor<4096xbf16>, %arg194: tensor<4096xbf16>, %arg195: tensor<11008x4096xbf16>, %arg196: tensor<4096x11008xbf16>, %arg197: tensor<4096x11008xbf16>, %arg198: tensor<4096x4096xbf16>, %arg199: tensor<4096x4096xbf16>, %arg200: tensor<4096x4096xbf16>, %arg201: tensor<4096x4096xbf16>, %arg202: tensor<4096xbf16>, %arg203: tensor<4096xbf16>, %arg204: tensor<11008x4096xbf16>, %arg205: tensor<4096x11008xbf16>, %arg206: tensor<4096x11008xbf16>, %arg207: tensor<4096x4096xbf16>, %arg208: tensor<4096x4096xbf16>, %arg209: tensor<4096x4096xbf16>, %arg210: tensor<4096x4096xbf16>, %arg211: tensor<4096xbf16>, %arg212: tensor<4096xbf16>, %arg213: tensor<11008x4096xbf16>, %arg214: tensor<4096x11008xbf16>, %arg215: tensor<4096x11008xbf16>, %arg216: tensor<4096x4096xbf16>, %arg217: tensor<4096x4096xbf16>, %arg218: tensor<4096x4096xbf16>, %arg219: tensor<4096x4096xbf16>, %arg220: tensor<4096xbf16>, %arg221: tensor<4096xbf16>, %arg222: tensor<11008x4096xbf16>, %arg223: tensor<4096x11008xbf16>, %arg224: tensor<4096x11008xbf16>, %arg225: tensor<4096x4096xbf16>, %arg226: tensor<4096x4096xbf16>, %arg227: tensor<4096x4096xbf16>, %arg228: tensor<4096x4096xbf16>, %arg229: tensor<4096xbf16>, %arg230: tensor<4096xbf16>, %arg231: tensor<11008x4096xbf16>, %arg232: tensor<4096x11008xbf16>, %arg233: tensor<4096x11008xbf16>, %arg234: tensor<4096x4096xbf16>, %arg235: tensor<4096x4096xbf16>, %arg236: tensor<4096x4096xbf16>, %arg237: tensor<4096x4096xbf16>, %arg238: tensor<4096xbf16>, %arg239: tensor<4096xbf16>, %arg240: tensor<11008x4096xbf16>, %arg241: tensor<4096x11008xbf16>, %arg242: tensor<4096x11008xbf16>, %arg243: tensor<4096x4096xbf16>, %arg244: tensor<4096x4096xbf16>, %arg245: tensor<4096x4096xbf16>, %arg246: tensor<4096x4096xbf16>, %arg247: tensor<4096xbf16>, %arg248: tensor<4096xbf16>, %arg249: tensor<11008x4096xbf16>, %arg250: tensor<4096x11008xbf16>, %arg251: tensor<4096x11008xbf16>, %arg252: tensor<4096x4096xbf16>, %arg253: tensor<4096x4096xbf16>, %arg254: tensor<4096x4096xbf16>, %arg255: tensor<4096x4096xbf16>, %arg256: tensor<4096xbf16>, %arg257: tensor<4096xbf16>, %arg258: tensor<11008x4096xbf16>, %arg259: tensor<4096x11008xbf16>, %arg260: tensor<4096x11008xbf16>, %arg261: tensor<4096x4096xbf16>, %arg262: tensor<4096x4096xbf16>, %arg263: tensor<4096x4096xbf16>, %arg264: tensor<4096x4096xbf16>, %arg265: tensor<4096xbf16>, %arg266: tensor<4096xbf16>, %arg267: tensor<11008x4096xbf16>, %arg268: tensor<4096x11008xbf16>, %arg269: tensor<4096x11008xbf16>, %arg270: tensor<4096x4096xbf16>, %arg271: tensor<4096x4096xbf16>, %arg272: tensor<4096x4096xbf16>, %arg273: tensor<4096x4096xbf16>, %arg274: tensor<4096xbf16>, %arg275: tensor<4096xbf16>, %arg276: tensor<11008x4096xbf16>, %arg277: tensor<4096x11008xbf16>, %arg278: tensor<4096x11008xbf16>, %arg279: tensor<4096x4096xbf16>, %arg280: tensor<4096x4096xbf16>, %arg281: tensor<4096x4096xbf16>, %arg282: tensor<4096x4096xbf16>, %arg283: tensor<4096xbf16>, %arg284: tensor<4096xbf16>, %arg285: tensor<11008x4096xbf16>, %arg286: tensor<4096x11008xbf16>, %arg287: tensor<4096x11008xbf16>, %arg288: tensor<4096x4096xbf16>, %arg289: tensor<4096x4096xbf16>, %arg290: tensor<4096x4096xbf16>, %arg291: tensor<4096x4096xbf16>, %arg292: tensor<4096xbf16>, %arg293: tensor<4096xbf16>, %arg294: tensor<11008x4096xbf16>, %arg295: tensor<4096x11008xbf16>, %arg296: tensor<4096x11008xbf16>, %arg297: tensor<4096x4096xbf16>, %arg298: tensor<4096x4096xbf16>, %arg299: tensor<4096x4096xbf16>, %arg300: tensor<4096x4096xbf16>, %arg301: tensor<4096x32000xbf16>, %arg302: tensor<1x1xi32>, %arg303: tensor<1x2048x32x128xbf16>, %arg304: tensor<1x2048x32x128xbf16>, %arg305: tensor<1x2048x32x128xbf16>, %arg306: tensor<1x2048x32x128xbf16>, %arg307: tensor<1x2048x32x128xbf16>, %arg308: tensor<1x2048x32x128xbf16>, %arg309: tensor<1x2048x32x128xbf16>, %arg310: tensor<1x2048x32x128xbf16>, %arg311: tensor<1x2048x32x128xbf16>, %arg312: tensor<1x2048x32x128xbf16>, %arg313: tensor<1x2048x32x128xbf16>, %arg314: tensor<1x2048x32x128xbf16>, %arg315: tensor<1x2048x32x128xbf16>, %arg316: tensor<1x2048x32x128xbf16>, %arg317: tensor<1x2048x32x128xbf16>, %arg318: tensor<1x2048x32x128xbf16>, %arg319: tensor<1x2048x32x128xbf16>, %arg320: tensor<1x2048x32x128xbf16>, %arg321: tensor<1x2048x32x128xbf16>, %arg322: tensor<1x2048x32x128xbf16>, %arg323: tensor<1x2048x32x128xbf16>, %arg324: tensor<1x2048x32x128xbf16>, %arg325: tensor<1x2048x32x128xbf16>, %arg326: tensor<1x2048x32x128xbf16>, %arg327: tensor<1x2048x32x128xbf16>, %arg328: tensor<1x2048x32x128xbf16>, %arg329: tensor<1x2048x32x128xbf16>, %arg330: tensor<1x2048x32x128xbf16>, %arg331: tensor<1x2048x32x128xbf16>, %arg332: tensor<1x2048x32x128xbf16>, %arg333: tensor<1x2048x32x128xbf16>, %arg334: tensor<1x2048x32x128xbf16>, %arg335: tensor<1x2048x32x128xbf16>, %arg336: tensor<1x2048x32x128xbf16>, %arg337: tensor<1x2048x32x128xbf16>, %arg338: tensor<1x2048x32x128xbf16>, %arg339: tensor<1x2048x32x128xbf16>, %arg340: tensor<1x2048x32x128xbf16>, %arg341: tensor<1x2048x32x128xbf16>, %arg342: tensor<1x2048x32x128xbf16>, %arg343: tensor<1x2048x32x128xbf16>, %arg344: tensor<1x2048x32x128xbf16>, %arg345: tensor<1x2048x32x128xbf16>, %arg346: tensor<1x2048x32x128xbf16>, %arg347: tensor<1x2048x32x128xbf16>, %arg348: tensor<1x2048x32x128xbf16>, %arg349: tensor<1x2048x32x128xbf16>, %arg350: tensor<1x2048x32x128xbf16>, %arg351: tensor<1x2048x32x128xbf16>, %arg352: tensor<1x2048x32x128xbf16>, %arg353: tensor<1x2048x32x128xbf16>, %arg354: tensor<1x2048x32x128xbf16>, %arg355: tensor<1x2048x32x128xbf16>, %arg356: tensor<1x2048x32x128xbf16>, %arg357: tensor<1x2048x32x128xbf16>, %arg358: tensor<1x2048x32x128xbf16>, %arg359: tensor<1x2048x32x128xbf16>, %arg360: tensor<1x2048x32x128xbf16>, %arg361: tensor<1x2048x32x128xbf16>, %arg362: tensor<1x2048x32x128xbf16>, %arg363: tensor<1x2048x32x128xbf16>, %arg364: tensor<1x2048x32x128xbf16>, %arg365: tensor<1x2048x32x128xbf16>, %arg366: tensor<1x2048x32x128xbf16>, %arg367: tensor<i32>):
    %36 = "func.call"(%arg11, %arg302) <{callee = @_take}> : (tensor<32000x4096xbf16>, tensor<1x1xi32>) -> tensor<1x1x4096xbf16>
    %37 = "stablehlo.broadcast_in_dim"(%arg367) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %38 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2048xi32>
    %39 = "stablehlo.broadcast_in_dim"(%arg367) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2048xi32>
    %40 = "stablehlo.compare"(%38, %39) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2048xi32>, tensor<2048xi32>) -> tensor<2048xi1>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2048xi1>) -> tensor<1x2048xi1>
    %42 = "stablehlo.convert"(%36) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %43 = "stablehlo.multiply"(%42, %42) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg624: tensor<f32>, %arg625: tensor<f32>):
      %5628 = "stablehlo.add"(%arg624, %arg625) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5628) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %47 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %49 = "stablehlo.divide"(%46, %48) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %52 = "stablehlo.add"(%49, %51) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %53 = "stablehlo.rsqrt"(%52) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %55 = "stablehlo.multiply"(%42, %54) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %56 = "stablehlo.convert"(%55) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %57 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %58 = "stablehlo.multiply"(%56, %57) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %59 = "stablehlo.dot_general"(%58, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %60 = "stablehlo.reshape"(%59) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %61 = "stablehlo.dot_general"(%58, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %62 = "stablehlo.reshape"(%61) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %63 = "stablehlo.dot_general"(%58, %arg21) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %64 = "stablehlo.reshape"(%63) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %65 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %66 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %68 = "stablehlo.multiply"(%67, %65) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %71 = "stablehlo.add"(%70, %68) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %72 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %74 = "stablehlo.divide"(%71, %73) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %75 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %77 = "stablehlo.power"(%76, %74) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %78 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %80 = "stablehlo.divide"(%79, %77) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %81 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %84 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %85 = "stablehlo.multiply"(%84, %83) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %86 = "stablehlo.concatenate"(%85, %85) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %87 = "stablehlo.cosine"(%86) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %89 = "stablehlo.sine"(%86) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %91 = "stablehlo.slice"(%60) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %92 = "stablehlo.slice"(%60) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %93 = "stablehlo.negate"(%92) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %94 = "stablehlo.concatenate"(%93, %91) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %95 = "stablehlo.convert"(%60) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %96 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %97 = "stablehlo.multiply"(%95, %96) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %98 = "stablehlo.convert"(%94) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %99 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %100 = "stablehlo.multiply"(%98, %99) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %101 = "stablehlo.add"(%97, %100) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %102 = "stablehlo.convert"(%101) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %103 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %104 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %106 = "stablehlo.multiply"(%105, %103) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %109 = "stablehlo.add"(%108, %106) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %112 = "stablehlo.divide"(%109, %111) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %113 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %115 = "stablehlo.power"(%114, %112) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %118 = "stablehlo.divide"(%117, %115) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %119 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %121 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %122 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %123 = "stablehlo.multiply"(%122, %121) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %124 = "stablehlo.concatenate"(%123, %123) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %125 = "stablehlo.cosine"(%124) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %127 = "stablehlo.sine"(%124) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %129 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %130 = "stablehlo.slice"(%62) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %131 = "stablehlo.negate"(%130) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %132 = "stablehlo.concatenate"(%131, %129) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %133 = "stablehlo.convert"(%62) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %134 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %135 = "stablehlo.multiply"(%133, %134) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %136 = "stablehlo.convert"(%132) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %137 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %138 = "stablehlo.multiply"(%136, %137) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %139 = "stablehlo.add"(%135, %138) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %140 = "stablehlo.convert"(%139) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %141 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %142 = "stablehlo.compare"(%arg367, %141) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %143 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %144 = "stablehlo.add"(%arg367, %143) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %145 = "stablehlo.select"(%142, %144, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %146 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %147 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %148 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.dynamic_update_slice"(%arg303, %140, %146, %145, %147, %148) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %150 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %151 = "stablehlo.compare"(%arg367, %150) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %152 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %153 = "stablehlo.add"(%arg367, %152) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %154 = "stablehlo.select"(%151, %153, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %155 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.dynamic_update_slice"(%arg304, %64, %155, %154, %156, %157) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %159 = "stablehlo.dot_general"(%102, %149) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %160 = "stablehlo.convert"(%159) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %161 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.sqrt"(%161) : (tensor<f32>) -> tensor<f32>
    %163 = "stablehlo.convert"(%162) : (tensor<f32>) -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %165 = "stablehlo.divide"(%160, %164) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %166 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %167 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %168 = "func.call"(%166, %165, %167) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %169 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.reduce"(%168, %169) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg622: tensor<f32>, %arg623: tensor<f32>):
      %5627 = "stablehlo.maximum"(%arg622, %arg623) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5627) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %171 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %173 = "stablehlo.maximum"(%172, %170) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %175 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %176 = "stablehlo.subtract"(%168, %175) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %177 = "stablehlo.exponential"(%176) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg620: tensor<f32>, %arg621: tensor<f32>):
      %5626 = "stablehlo.add"(%arg620, %arg621) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5626) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %182 = "stablehlo.divide"(%177, %181) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %183 = "stablehlo.convert"(%182) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %184 = "stablehlo.dot_general"(%158, %183) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %185 = "stablehlo.transpose"(%184) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %186 = "stablehlo.reshape"(%185) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %187 = "stablehlo.dot_general"(%186, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %188 = "stablehlo.add"(%36, %187) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %189 = "stablehlo.convert"(%188) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %190 = "stablehlo.multiply"(%189, %189) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %191 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.reduce"(%190, %191) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg618: tensor<f32>, %arg619: tensor<f32>):
      %5625 = "stablehlo.add"(%arg618, %arg619) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5625) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %194 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %196 = "stablehlo.divide"(%193, %195) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %197 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %199 = "stablehlo.add"(%196, %198) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %200 = "stablehlo.rsqrt"(%199) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %202 = "stablehlo.multiply"(%189, %201) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %203 = "stablehlo.convert"(%202) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %204 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %205 = "stablehlo.multiply"(%203, %204) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %206 = "stablehlo.dot_general"(%205, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %207 = "func.call"(%206) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %208 = "stablehlo.dot_general"(%205, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %209 = "stablehlo.multiply"(%207, %208) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %210 = "stablehlo.dot_general"(%209, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %211 = "stablehlo.add"(%188, %210) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %212 = "stablehlo.convert"(%211) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %213 = "stablehlo.multiply"(%212, %212) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.reduce"(%213, %214) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg616: tensor<f32>, %arg617: tensor<f32>):
      %5624 = "stablehlo.add"(%arg616, %arg617) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5624) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %217 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %219 = "stablehlo.divide"(%216, %218) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %220 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %222 = "stablehlo.add"(%219, %221) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %223 = "stablehlo.rsqrt"(%222) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %225 = "stablehlo.multiply"(%212, %224) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %226 = "stablehlo.convert"(%225) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %227 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %228 = "stablehlo.multiply"(%226, %227) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %229 = "stablehlo.dot_general"(%228, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %230 = "stablehlo.reshape"(%229) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %231 = "stablehlo.dot_general"(%228, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %232 = "stablehlo.reshape"(%231) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %233 = "stablehlo.dot_general"(%228, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %234 = "stablehlo.reshape"(%233) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %235 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %236 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %238 = "stablehlo.multiply"(%237, %235) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %241 = "stablehlo.add"(%240, %238) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %242 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %244 = "stablehlo.divide"(%241, %243) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %245 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %247 = "stablehlo.power"(%246, %244) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %248 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %250 = "stablehlo.divide"(%249, %247) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %251 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %253 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %254 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %255 = "stablehlo.multiply"(%254, %253) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %256 = "stablehlo.concatenate"(%255, %255) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %257 = "stablehlo.cosine"(%256) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %259 = "stablehlo.sine"(%256) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %261 = "stablehlo.slice"(%230) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %262 = "stablehlo.slice"(%230) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %263 = "stablehlo.negate"(%262) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %264 = "stablehlo.concatenate"(%263, %261) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %265 = "stablehlo.convert"(%230) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %266 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %267 = "stablehlo.multiply"(%265, %266) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %268 = "stablehlo.convert"(%264) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %269 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %270 = "stablehlo.multiply"(%268, %269) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %271 = "stablehlo.add"(%267, %270) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %272 = "stablehlo.convert"(%271) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %273 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %274 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %276 = "stablehlo.multiply"(%275, %273) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %277 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %279 = "stablehlo.add"(%278, %276) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %280 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %282 = "stablehlo.divide"(%279, %281) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %283 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %285 = "stablehlo.power"(%284, %282) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %286 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %288 = "stablehlo.divide"(%287, %285) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %289 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %291 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %292 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %293 = "stablehlo.multiply"(%292, %291) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %294 = "stablehlo.concatenate"(%293, %293) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %295 = "stablehlo.cosine"(%294) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %297 = "stablehlo.sine"(%294) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %299 = "stablehlo.slice"(%232) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %300 = "stablehlo.slice"(%232) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %301 = "stablehlo.negate"(%300) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %302 = "stablehlo.concatenate"(%301, %299) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %303 = "stablehlo.convert"(%232) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %304 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %305 = "stablehlo.multiply"(%303, %304) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %306 = "stablehlo.convert"(%302) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %307 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %308 = "stablehlo.multiply"(%306, %307) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %309 = "stablehlo.add"(%305, %308) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %310 = "stablehlo.convert"(%309) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %311 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %312 = "stablehlo.compare"(%arg367, %311) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %313 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %314 = "stablehlo.add"(%arg367, %313) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %315 = "stablehlo.select"(%312, %314, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %316 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %317 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %318 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %319 = "stablehlo.dynamic_update_slice"(%arg305, %310, %316, %315, %317, %318) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %320 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %321 = "stablehlo.compare"(%arg367, %320) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %322 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %323 = "stablehlo.add"(%arg367, %322) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %324 = "stablehlo.select"(%321, %323, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %325 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %326 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %327 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %328 = "stablehlo.dynamic_update_slice"(%arg306, %234, %325, %324, %326, %327) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %329 = "stablehlo.dot_general"(%272, %319) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %330 = "stablehlo.convert"(%329) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %331 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %332 = "stablehlo.sqrt"(%331) : (tensor<f32>) -> tensor<f32>
    %333 = "stablehlo.convert"(%332) : (tensor<f32>) -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %335 = "stablehlo.divide"(%330, %334) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %336 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %337 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %338 = "func.call"(%336, %335, %337) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %339 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.reduce"(%338, %339) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg614: tensor<f32>, %arg615: tensor<f32>):
      %5623 = "stablehlo.maximum"(%arg614, %arg615) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5623) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %341 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %343 = "stablehlo.maximum"(%342, %340) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %346 = "stablehlo.subtract"(%338, %345) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %347 = "stablehlo.exponential"(%346) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.reduce"(%347, %348) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg612: tensor<f32>, %arg613: tensor<f32>):
      %5622 = "stablehlo.add"(%arg612, %arg613) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5622) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %352 = "stablehlo.divide"(%347, %351) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %353 = "stablehlo.convert"(%352) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %354 = "stablehlo.dot_general"(%328, %353) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %355 = "stablehlo.transpose"(%354) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %356 = "stablehlo.reshape"(%355) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %357 = "stablehlo.dot_general"(%356, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %358 = "stablehlo.add"(%211, %357) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %359 = "stablehlo.convert"(%358) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %360 = "stablehlo.multiply"(%359, %359) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %361 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.reduce"(%360, %361) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg610: tensor<f32>, %arg611: tensor<f32>):
      %5621 = "stablehlo.add"(%arg610, %arg611) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5621) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %364 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %366 = "stablehlo.divide"(%363, %365) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %367 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %369 = "stablehlo.add"(%366, %368) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %370 = "stablehlo.rsqrt"(%369) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %372 = "stablehlo.multiply"(%359, %371) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %373 = "stablehlo.convert"(%372) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %374 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %375 = "stablehlo.multiply"(%373, %374) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %376 = "stablehlo.dot_general"(%375, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %377 = "func.call"(%376) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %378 = "stablehlo.dot_general"(%375, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %379 = "stablehlo.multiply"(%377, %378) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %380 = "stablehlo.dot_general"(%379, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %381 = "stablehlo.add"(%358, %380) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %382 = "stablehlo.convert"(%381) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %383 = "stablehlo.multiply"(%382, %382) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %384 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.reduce"(%383, %384) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg608: tensor<f32>, %arg609: tensor<f32>):
      %5620 = "stablehlo.add"(%arg608, %arg609) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5620) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %387 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %389 = "stablehlo.divide"(%386, %388) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %390 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %392 = "stablehlo.add"(%389, %391) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %393 = "stablehlo.rsqrt"(%392) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %395 = "stablehlo.multiply"(%382, %394) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %396 = "stablehlo.convert"(%395) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %397 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %398 = "stablehlo.multiply"(%396, %397) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %399 = "stablehlo.dot_general"(%398, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %400 = "stablehlo.reshape"(%399) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %401 = "stablehlo.dot_general"(%398, %arg36) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %402 = "stablehlo.reshape"(%401) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %403 = "stablehlo.dot_general"(%398, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %404 = "stablehlo.reshape"(%403) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %405 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %406 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %408 = "stablehlo.multiply"(%407, %405) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %409 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %411 = "stablehlo.add"(%410, %408) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %412 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %414 = "stablehlo.divide"(%411, %413) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %415 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %417 = "stablehlo.power"(%416, %414) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %418 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %420 = "stablehlo.divide"(%419, %417) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %421 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %423 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %424 = "stablehlo.broadcast_in_dim"(%422) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %425 = "stablehlo.multiply"(%424, %423) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %426 = "stablehlo.concatenate"(%425, %425) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %427 = "stablehlo.cosine"(%426) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %429 = "stablehlo.sine"(%426) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %431 = "stablehlo.slice"(%400) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %432 = "stablehlo.slice"(%400) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %433 = "stablehlo.negate"(%432) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %434 = "stablehlo.concatenate"(%433, %431) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %435 = "stablehlo.convert"(%400) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %436 = "stablehlo.broadcast_in_dim"(%428) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %437 = "stablehlo.multiply"(%435, %436) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %438 = "stablehlo.convert"(%434) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %439 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %440 = "stablehlo.multiply"(%438, %439) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %441 = "stablehlo.add"(%437, %440) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %442 = "stablehlo.convert"(%441) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %443 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %444 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %446 = "stablehlo.multiply"(%445, %443) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.broadcast_in_dim"(%447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %449 = "stablehlo.add"(%448, %446) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %450 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %452 = "stablehlo.divide"(%449, %451) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %453 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %455 = "stablehlo.power"(%454, %452) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %456 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %458 = "stablehlo.divide"(%457, %455) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %459 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %461 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %462 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %463 = "stablehlo.multiply"(%462, %461) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %464 = "stablehlo.concatenate"(%463, %463) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %465 = "stablehlo.cosine"(%464) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %467 = "stablehlo.sine"(%464) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %469 = "stablehlo.slice"(%402) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %470 = "stablehlo.slice"(%402) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %471 = "stablehlo.negate"(%470) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %472 = "stablehlo.concatenate"(%471, %469) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %473 = "stablehlo.convert"(%402) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %474 = "stablehlo.broadcast_in_dim"(%466) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %475 = "stablehlo.multiply"(%473, %474) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %476 = "stablehlo.convert"(%472) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %477 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %478 = "stablehlo.multiply"(%476, %477) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %479 = "stablehlo.add"(%475, %478) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %480 = "stablehlo.convert"(%479) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %481 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %482 = "stablehlo.compare"(%arg367, %481) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %483 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %484 = "stablehlo.add"(%arg367, %483) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %485 = "stablehlo.select"(%482, %484, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %486 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %487 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %488 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %489 = "stablehlo.dynamic_update_slice"(%arg307, %480, %486, %485, %487, %488) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %490 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %491 = "stablehlo.compare"(%arg367, %490) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %492 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %493 = "stablehlo.add"(%arg367, %492) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %494 = "stablehlo.select"(%491, %493, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %495 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %496 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %497 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %498 = "stablehlo.dynamic_update_slice"(%arg308, %404, %495, %494, %496, %497) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %499 = "stablehlo.dot_general"(%442, %489) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %500 = "stablehlo.convert"(%499) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %501 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %502 = "stablehlo.sqrt"(%501) : (tensor<f32>) -> tensor<f32>
    %503 = "stablehlo.convert"(%502) : (tensor<f32>) -> tensor<f32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %505 = "stablehlo.divide"(%500, %504) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %506 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %507 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %508 = "func.call"(%506, %505, %507) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %509 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.reduce"(%508, %509) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg606: tensor<f32>, %arg607: tensor<f32>):
      %5619 = "stablehlo.maximum"(%arg606, %arg607) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5619) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %511 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %513 = "stablehlo.maximum"(%512, %510) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %516 = "stablehlo.subtract"(%508, %515) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %517 = "stablehlo.exponential"(%516) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %518 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.reduce"(%517, %518) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg604: tensor<f32>, %arg605: tensor<f32>):
      %5618 = "stablehlo.add"(%arg604, %arg605) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5618) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %522 = "stablehlo.divide"(%517, %521) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %523 = "stablehlo.convert"(%522) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %524 = "stablehlo.dot_general"(%498, %523) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %525 = "stablehlo.transpose"(%524) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %526 = "stablehlo.reshape"(%525) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %527 = "stablehlo.dot_general"(%526, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %528 = "stablehlo.add"(%381, %527) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %529 = "stablehlo.convert"(%528) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %530 = "stablehlo.multiply"(%529, %529) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.reduce"(%530, %531) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg602: tensor<f32>, %arg603: tensor<f32>):
      %5617 = "stablehlo.add"(%arg602, %arg603) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5617) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %534 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %536 = "stablehlo.divide"(%533, %535) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %537 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %539 = "stablehlo.add"(%536, %538) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %540 = "stablehlo.rsqrt"(%539) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %542 = "stablehlo.multiply"(%529, %541) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %543 = "stablehlo.convert"(%542) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %544 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %545 = "stablehlo.multiply"(%543, %544) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %546 = "stablehlo.dot_general"(%545, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %547 = "func.call"(%546) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %548 = "stablehlo.dot_general"(%545, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %549 = "stablehlo.multiply"(%547, %548) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %550 = "stablehlo.dot_general"(%549, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %551 = "stablehlo.add"(%528, %550) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %552 = "stablehlo.convert"(%551) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %553 = "stablehlo.multiply"(%552, %552) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %554 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.reduce"(%553, %554) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg600: tensor<f32>, %arg601: tensor<f32>):
      %5616 = "stablehlo.add"(%arg600, %arg601) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5616) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %556 = "stablehlo.broadcast_in_dim"(%555) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %557 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %558 = "stablehlo.broadcast_in_dim"(%557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %559 = "stablehlo.divide"(%556, %558) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %560 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %562 = "stablehlo.add"(%559, %561) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %563 = "stablehlo.rsqrt"(%562) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %565 = "stablehlo.multiply"(%552, %564) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %566 = "stablehlo.convert"(%565) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %567 = "stablehlo.broadcast_in_dim"(%arg40) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %568 = "stablehlo.multiply"(%566, %567) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %569 = "stablehlo.dot_general"(%568, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %570 = "stablehlo.reshape"(%569) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %571 = "stablehlo.dot_general"(%568, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %572 = "stablehlo.reshape"(%571) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %573 = "stablehlo.dot_general"(%568, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %574 = "stablehlo.reshape"(%573) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %575 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %576 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %578 = "stablehlo.multiply"(%577, %575) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %579 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.broadcast_in_dim"(%579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %581 = "stablehlo.add"(%580, %578) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %582 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %583 = "stablehlo.broadcast_in_dim"(%582) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %584 = "stablehlo.divide"(%581, %583) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %585 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.broadcast_in_dim"(%585) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %587 = "stablehlo.power"(%586, %584) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %588 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %589 = "stablehlo.broadcast_in_dim"(%588) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %590 = "stablehlo.divide"(%589, %587) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %591 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %593 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %594 = "stablehlo.broadcast_in_dim"(%592) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %595 = "stablehlo.multiply"(%594, %593) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %596 = "stablehlo.concatenate"(%595, %595) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %597 = "stablehlo.cosine"(%596) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %598 = "stablehlo.broadcast_in_dim"(%597) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %599 = "stablehlo.sine"(%596) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %601 = "stablehlo.slice"(%570) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %602 = "stablehlo.slice"(%570) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %603 = "stablehlo.negate"(%602) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %604 = "stablehlo.concatenate"(%603, %601) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %605 = "stablehlo.convert"(%570) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %606 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %607 = "stablehlo.multiply"(%605, %606) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %608 = "stablehlo.convert"(%604) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %609 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %610 = "stablehlo.multiply"(%608, %609) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %611 = "stablehlo.add"(%607, %610) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %612 = "stablehlo.convert"(%611) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %613 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %614 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %616 = "stablehlo.multiply"(%615, %613) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %619 = "stablehlo.add"(%618, %616) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %620 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %622 = "stablehlo.divide"(%619, %621) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %623 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %625 = "stablehlo.power"(%624, %622) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %626 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %628 = "stablehlo.divide"(%627, %625) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %629 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %631 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %632 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %633 = "stablehlo.multiply"(%632, %631) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %634 = "stablehlo.concatenate"(%633, %633) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %635 = "stablehlo.cosine"(%634) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %637 = "stablehlo.sine"(%634) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %639 = "stablehlo.slice"(%572) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %640 = "stablehlo.slice"(%572) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %641 = "stablehlo.negate"(%640) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %642 = "stablehlo.concatenate"(%641, %639) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %643 = "stablehlo.convert"(%572) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %644 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %645 = "stablehlo.multiply"(%643, %644) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %646 = "stablehlo.convert"(%642) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %647 = "stablehlo.broadcast_in_dim"(%638) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %648 = "stablehlo.multiply"(%646, %647) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %649 = "stablehlo.add"(%645, %648) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %650 = "stablehlo.convert"(%649) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %651 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %652 = "stablehlo.compare"(%arg367, %651) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %653 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %654 = "stablehlo.add"(%arg367, %653) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %655 = "stablehlo.select"(%652, %654, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %656 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %657 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %658 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %659 = "stablehlo.dynamic_update_slice"(%arg309, %650, %656, %655, %657, %658) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %660 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %661 = "stablehlo.compare"(%arg367, %660) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %662 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %663 = "stablehlo.add"(%arg367, %662) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %664 = "stablehlo.select"(%661, %663, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %665 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %666 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %667 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %668 = "stablehlo.dynamic_update_slice"(%arg310, %574, %665, %664, %666, %667) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %669 = "stablehlo.dot_general"(%612, %659) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %670 = "stablehlo.convert"(%669) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %671 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.sqrt"(%671) : (tensor<f32>) -> tensor<f32>
    %673 = "stablehlo.convert"(%672) : (tensor<f32>) -> tensor<f32>
    %674 = "stablehlo.broadcast_in_dim"(%673) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %675 = "stablehlo.divide"(%670, %674) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %676 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %677 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %678 = "func.call"(%676, %675, %677) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %679 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %680 = "stablehlo.reduce"(%678, %679) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg598: tensor<f32>, %arg599: tensor<f32>):
      %5615 = "stablehlo.maximum"(%arg598, %arg599) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5615) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %681 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %682 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %683 = "stablehlo.maximum"(%682, %680) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %685 = "stablehlo.broadcast_in_dim"(%684) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %686 = "stablehlo.subtract"(%678, %685) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %687 = "stablehlo.exponential"(%686) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %688 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %689 = "stablehlo.reduce"(%687, %688) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg596: tensor<f32>, %arg597: tensor<f32>):
      %5614 = "stablehlo.add"(%arg596, %arg597) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5614) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %692 = "stablehlo.divide"(%687, %691) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %693 = "stablehlo.convert"(%692) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %694 = "stablehlo.dot_general"(%668, %693) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %695 = "stablehlo.transpose"(%694) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %696 = "stablehlo.reshape"(%695) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %697 = "stablehlo.dot_general"(%696, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %698 = "stablehlo.add"(%551, %697) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %699 = "stablehlo.convert"(%698) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %700 = "stablehlo.multiply"(%699, %699) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %701 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %702 = "stablehlo.reduce"(%700, %701) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg594: tensor<f32>, %arg595: tensor<f32>):
      %5613 = "stablehlo.add"(%arg594, %arg595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5613) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %703 = "stablehlo.broadcast_in_dim"(%702) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %704 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %706 = "stablehlo.divide"(%703, %705) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %707 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %709 = "stablehlo.add"(%706, %708) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %710 = "stablehlo.rsqrt"(%709) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %712 = "stablehlo.multiply"(%699, %711) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %713 = "stablehlo.convert"(%712) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %714 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %715 = "stablehlo.multiply"(%713, %714) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %716 = "stablehlo.dot_general"(%715, %arg43) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %717 = "func.call"(%716) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %718 = "stablehlo.dot_general"(%715, %arg44) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %719 = "stablehlo.multiply"(%717, %718) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %720 = "stablehlo.dot_general"(%719, %arg42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %721 = "stablehlo.add"(%698, %720) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %722 = "stablehlo.convert"(%721) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %723 = "stablehlo.multiply"(%722, %722) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %724 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.reduce"(%723, %724) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg592: tensor<f32>, %arg593: tensor<f32>):
      %5612 = "stablehlo.add"(%arg592, %arg593) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5612) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %727 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %729 = "stablehlo.divide"(%726, %728) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %730 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %732 = "stablehlo.add"(%729, %731) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %733 = "stablehlo.rsqrt"(%732) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %734 = "stablehlo.broadcast_in_dim"(%733) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %735 = "stablehlo.multiply"(%722, %734) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %736 = "stablehlo.convert"(%735) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %737 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %738 = "stablehlo.multiply"(%736, %737) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %739 = "stablehlo.dot_general"(%738, %arg56) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %740 = "stablehlo.reshape"(%739) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %741 = "stablehlo.dot_general"(%738, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %742 = "stablehlo.reshape"(%741) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %743 = "stablehlo.dot_general"(%738, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %744 = "stablehlo.reshape"(%743) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %745 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %746 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %747 = "stablehlo.broadcast_in_dim"(%746) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %748 = "stablehlo.multiply"(%747, %745) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %749 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %750 = "stablehlo.broadcast_in_dim"(%749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %751 = "stablehlo.add"(%750, %748) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %752 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %754 = "stablehlo.divide"(%751, %753) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %755 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %757 = "stablehlo.power"(%756, %754) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %758 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %759 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %760 = "stablehlo.divide"(%759, %757) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %761 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %762 = "stablehlo.broadcast_in_dim"(%761) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %763 = "stablehlo.broadcast_in_dim"(%760) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %764 = "stablehlo.broadcast_in_dim"(%762) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %765 = "stablehlo.multiply"(%764, %763) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %766 = "stablehlo.concatenate"(%765, %765) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %767 = "stablehlo.cosine"(%766) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %768 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %769 = "stablehlo.sine"(%766) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %770 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %771 = "stablehlo.slice"(%740) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %772 = "stablehlo.slice"(%740) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %773 = "stablehlo.negate"(%772) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %774 = "stablehlo.concatenate"(%773, %771) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %775 = "stablehlo.convert"(%740) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %776 = "stablehlo.broadcast_in_dim"(%768) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %777 = "stablehlo.multiply"(%775, %776) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %778 = "stablehlo.convert"(%774) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %779 = "stablehlo.broadcast_in_dim"(%770) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %780 = "stablehlo.multiply"(%778, %779) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %781 = "stablehlo.add"(%777, %780) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %782 = "stablehlo.convert"(%781) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %783 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %784 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %785 = "stablehlo.broadcast_in_dim"(%784) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %786 = "stablehlo.multiply"(%785, %783) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %787 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %788 = "stablehlo.broadcast_in_dim"(%787) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %789 = "stablehlo.add"(%788, %786) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %790 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %792 = "stablehlo.divide"(%789, %791) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %793 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %795 = "stablehlo.power"(%794, %792) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %796 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.broadcast_in_dim"(%796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %798 = "stablehlo.divide"(%797, %795) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %799 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %801 = "stablehlo.broadcast_in_dim"(%798) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %802 = "stablehlo.broadcast_in_dim"(%800) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %803 = "stablehlo.multiply"(%802, %801) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %804 = "stablehlo.concatenate"(%803, %803) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %805 = "stablehlo.cosine"(%804) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %807 = "stablehlo.sine"(%804) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %808 = "stablehlo.broadcast_in_dim"(%807) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %809 = "stablehlo.slice"(%742) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %810 = "stablehlo.slice"(%742) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %811 = "stablehlo.negate"(%810) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %812 = "stablehlo.concatenate"(%811, %809) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %813 = "stablehlo.convert"(%742) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %814 = "stablehlo.broadcast_in_dim"(%806) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %815 = "stablehlo.multiply"(%813, %814) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %816 = "stablehlo.convert"(%812) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %817 = "stablehlo.broadcast_in_dim"(%808) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %818 = "stablehlo.multiply"(%816, %817) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %819 = "stablehlo.add"(%815, %818) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %820 = "stablehlo.convert"(%819) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %821 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %822 = "stablehlo.compare"(%arg367, %821) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %823 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %824 = "stablehlo.add"(%arg367, %823) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %825 = "stablehlo.select"(%822, %824, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %826 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %827 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %828 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %829 = "stablehlo.dynamic_update_slice"(%arg311, %820, %826, %825, %827, %828) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %830 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %831 = "stablehlo.compare"(%arg367, %830) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %832 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %833 = "stablehlo.add"(%arg367, %832) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %834 = "stablehlo.select"(%831, %833, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %835 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %836 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %837 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %838 = "stablehlo.dynamic_update_slice"(%arg312, %744, %835, %834, %836, %837) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %839 = "stablehlo.dot_general"(%782, %829) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %840 = "stablehlo.convert"(%839) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %841 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %842 = "stablehlo.sqrt"(%841) : (tensor<f32>) -> tensor<f32>
    %843 = "stablehlo.convert"(%842) : (tensor<f32>) -> tensor<f32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %845 = "stablehlo.divide"(%840, %844) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %846 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %847 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %848 = "func.call"(%846, %845, %847) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %849 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.reduce"(%848, %849) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg590: tensor<f32>, %arg591: tensor<f32>):
      %5611 = "stablehlo.maximum"(%arg590, %arg591) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5611) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %851 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %852 = "stablehlo.broadcast_in_dim"(%851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %853 = "stablehlo.maximum"(%852, %850) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %854 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %855 = "stablehlo.broadcast_in_dim"(%854) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %856 = "stablehlo.subtract"(%848, %855) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %857 = "stablehlo.exponential"(%856) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %858 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %859 = "stablehlo.reduce"(%857, %858) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg588: tensor<f32>, %arg589: tensor<f32>):
      %5610 = "stablehlo.add"(%arg588, %arg589) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5610) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %860 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %861 = "stablehlo.broadcast_in_dim"(%860) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %862 = "stablehlo.divide"(%857, %861) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %863 = "stablehlo.convert"(%862) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %864 = "stablehlo.dot_general"(%838, %863) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %865 = "stablehlo.transpose"(%864) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %866 = "stablehlo.reshape"(%865) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %867 = "stablehlo.dot_general"(%866, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %868 = "stablehlo.add"(%721, %867) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %869 = "stablehlo.convert"(%868) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %870 = "stablehlo.multiply"(%869, %869) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %871 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.reduce"(%870, %871) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg586: tensor<f32>, %arg587: tensor<f32>):
      %5609 = "stablehlo.add"(%arg586, %arg587) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5609) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %873 = "stablehlo.broadcast_in_dim"(%872) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %874 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.broadcast_in_dim"(%874) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %876 = "stablehlo.divide"(%873, %875) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %877 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %879 = "stablehlo.add"(%876, %878) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %880 = "stablehlo.rsqrt"(%879) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %881 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %882 = "stablehlo.multiply"(%869, %881) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %883 = "stablehlo.convert"(%882) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %884 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %885 = "stablehlo.multiply"(%883, %884) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %886 = "stablehlo.dot_general"(%885, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %887 = "func.call"(%886) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %888 = "stablehlo.dot_general"(%885, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %889 = "stablehlo.multiply"(%887, %888) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %890 = "stablehlo.dot_general"(%889, %arg51) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %891 = "stablehlo.add"(%868, %890) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %892 = "stablehlo.convert"(%891) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %893 = "stablehlo.multiply"(%892, %892) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %894 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg584: tensor<f32>, %arg585: tensor<f32>):
      %5608 = "stablehlo.add"(%arg584, %arg585) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5608) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %896 = "stablehlo.broadcast_in_dim"(%895) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %897 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %899 = "stablehlo.divide"(%896, %898) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %900 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %901 = "stablehlo.broadcast_in_dim"(%900) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %902 = "stablehlo.add"(%899, %901) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %903 = "stablehlo.rsqrt"(%902) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %905 = "stablehlo.multiply"(%892, %904) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %906 = "stablehlo.convert"(%905) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %907 = "stablehlo.broadcast_in_dim"(%arg58) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %908 = "stablehlo.multiply"(%906, %907) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %909 = "stablehlo.dot_general"(%908, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %910 = "stablehlo.reshape"(%909) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %911 = "stablehlo.dot_general"(%908, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %912 = "stablehlo.reshape"(%911) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %913 = "stablehlo.dot_general"(%908, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %914 = "stablehlo.reshape"(%913) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %915 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %916 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %917 = "stablehlo.broadcast_in_dim"(%916) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %918 = "stablehlo.multiply"(%917, %915) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %919 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %920 = "stablehlo.broadcast_in_dim"(%919) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %921 = "stablehlo.add"(%920, %918) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %922 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %923 = "stablehlo.broadcast_in_dim"(%922) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %924 = "stablehlo.divide"(%921, %923) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %925 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %926 = "stablehlo.broadcast_in_dim"(%925) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %927 = "stablehlo.power"(%926, %924) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %928 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %929 = "stablehlo.broadcast_in_dim"(%928) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %930 = "stablehlo.divide"(%929, %927) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %931 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %932 = "stablehlo.broadcast_in_dim"(%931) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %933 = "stablehlo.broadcast_in_dim"(%930) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %934 = "stablehlo.broadcast_in_dim"(%932) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %935 = "stablehlo.multiply"(%934, %933) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %936 = "stablehlo.concatenate"(%935, %935) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %937 = "stablehlo.cosine"(%936) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %938 = "stablehlo.broadcast_in_dim"(%937) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %939 = "stablehlo.sine"(%936) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %941 = "stablehlo.slice"(%910) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %942 = "stablehlo.slice"(%910) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %943 = "stablehlo.negate"(%942) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %944 = "stablehlo.concatenate"(%943, %941) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %945 = "stablehlo.convert"(%910) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %946 = "stablehlo.broadcast_in_dim"(%938) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %947 = "stablehlo.multiply"(%945, %946) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %948 = "stablehlo.convert"(%944) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %949 = "stablehlo.broadcast_in_dim"(%940) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %950 = "stablehlo.multiply"(%948, %949) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %951 = "stablehlo.add"(%947, %950) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %952 = "stablehlo.convert"(%951) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %953 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %954 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %956 = "stablehlo.multiply"(%955, %953) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %957 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.broadcast_in_dim"(%957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %959 = "stablehlo.add"(%958, %956) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %960 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %961 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %962 = "stablehlo.divide"(%959, %961) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %963 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %964 = "stablehlo.broadcast_in_dim"(%963) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %965 = "stablehlo.power"(%964, %962) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %966 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %967 = "stablehlo.broadcast_in_dim"(%966) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %968 = "stablehlo.divide"(%967, %965) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %969 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %970 = "stablehlo.broadcast_in_dim"(%969) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %971 = "stablehlo.broadcast_in_dim"(%968) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %972 = "stablehlo.broadcast_in_dim"(%970) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %973 = "stablehlo.multiply"(%972, %971) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %974 = "stablehlo.concatenate"(%973, %973) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %975 = "stablehlo.cosine"(%974) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %976 = "stablehlo.broadcast_in_dim"(%975) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %977 = "stablehlo.sine"(%974) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %978 = "stablehlo.broadcast_in_dim"(%977) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %979 = "stablehlo.slice"(%912) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %980 = "stablehlo.slice"(%912) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %981 = "stablehlo.negate"(%980) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %982 = "stablehlo.concatenate"(%981, %979) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %983 = "stablehlo.convert"(%912) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %984 = "stablehlo.broadcast_in_dim"(%976) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %985 = "stablehlo.multiply"(%983, %984) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %986 = "stablehlo.convert"(%982) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %987 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %988 = "stablehlo.multiply"(%986, %987) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %989 = "stablehlo.add"(%985, %988) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %990 = "stablehlo.convert"(%989) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %991 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %992 = "stablehlo.compare"(%arg367, %991) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %993 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %994 = "stablehlo.add"(%arg367, %993) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %995 = "stablehlo.select"(%992, %994, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %996 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %997 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %998 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %999 = "stablehlo.dynamic_update_slice"(%arg313, %990, %996, %995, %997, %998) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1000 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1001 = "stablehlo.compare"(%arg367, %1000) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1002 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1003 = "stablehlo.add"(%arg367, %1002) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1004 = "stablehlo.select"(%1001, %1003, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1005 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1006 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1007 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1008 = "stablehlo.dynamic_update_slice"(%arg314, %914, %1005, %1004, %1006, %1007) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1009 = "stablehlo.dot_general"(%952, %999) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %1010 = "stablehlo.convert"(%1009) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %1011 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1012 = "stablehlo.sqrt"(%1011) : (tensor<f32>) -> tensor<f32>
    %1013 = "stablehlo.convert"(%1012) : (tensor<f32>) -> tensor<f32>
    %1014 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1015 = "stablehlo.divide"(%1010, %1014) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1016 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %1017 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1018 = "func.call"(%1016, %1015, %1017) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1019 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.reduce"(%1018, %1019) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg582: tensor<f32>, %arg583: tensor<f32>):
      %5607 = "stablehlo.maximum"(%arg582, %arg583) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5607) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1021 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1022 = "stablehlo.broadcast_in_dim"(%1021) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %1023 = "stablehlo.maximum"(%1022, %1020) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %1024 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1025 = "stablehlo.broadcast_in_dim"(%1024) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1026 = "stablehlo.subtract"(%1018, %1025) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1027 = "stablehlo.exponential"(%1026) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1028 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1029 = "stablehlo.reduce"(%1027, %1028) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg580: tensor<f32>, %arg581: tensor<f32>):
      %5606 = "stablehlo.add"(%arg580, %arg581) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5606) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%1029) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1031 = "stablehlo.broadcast_in_dim"(%1030) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1032 = "stablehlo.divide"(%1027, %1031) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1033 = "stablehlo.convert"(%1032) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %1034 = "stablehlo.dot_general"(%1008, %1033) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %1035 = "stablehlo.transpose"(%1034) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %1036 = "stablehlo.reshape"(%1035) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %1037 = "stablehlo.dot_general"(%1036, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1038 = "stablehlo.add"(%891, %1037) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1039 = "stablehlo.convert"(%1038) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1040 = "stablehlo.multiply"(%1039, %1039) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1041 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1042 = "stablehlo.reduce"(%1040, %1041) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg578: tensor<f32>, %arg579: tensor<f32>):
      %5605 = "stablehlo.add"(%arg578, %arg579) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5605) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1043 = "stablehlo.broadcast_in_dim"(%1042) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1044 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1045 = "stablehlo.broadcast_in_dim"(%1044) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1046 = "stablehlo.divide"(%1043, %1045) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1047 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1048 = "stablehlo.broadcast_in_dim"(%1047) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1049 = "stablehlo.add"(%1046, %1048) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1050 = "stablehlo.rsqrt"(%1049) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1052 = "stablehlo.multiply"(%1039, %1051) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1053 = "stablehlo.convert"(%1052) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1054 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1055 = "stablehlo.multiply"(%1053, %1054) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1056 = "stablehlo.dot_general"(%1055, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1057 = "func.call"(%1056) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1058 = "stablehlo.dot_general"(%1055, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1059 = "stablehlo.multiply"(%1057, %1058) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1060 = "stablehlo.dot_general"(%1059, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1061 = "stablehlo.add"(%1038, %1060) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1062 = "stablehlo.convert"(%1061) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1063 = "stablehlo.multiply"(%1062, %1062) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1064 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.reduce"(%1063, %1064) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg576: tensor<f32>, %arg577: tensor<f32>):
      %5604 = "stablehlo.add"(%arg576, %arg577) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5604) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1066 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1067 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1068 = "stablehlo.broadcast_in_dim"(%1067) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1069 = "stablehlo.divide"(%1066, %1068) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1070 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1071 = "stablehlo.broadcast_in_dim"(%1070) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1072 = "stablehlo.add"(%1069, %1071) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1073 = "stablehlo.rsqrt"(%1072) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1074 = "stablehlo.broadcast_in_dim"(%1073) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1075 = "stablehlo.multiply"(%1062, %1074) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1076 = "stablehlo.convert"(%1075) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1077 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1078 = "stablehlo.multiply"(%1076, %1077) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1079 = "stablehlo.dot_general"(%1078, %arg74) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1080 = "stablehlo.reshape"(%1079) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1081 = "stablehlo.dot_general"(%1078, %arg72) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1082 = "stablehlo.reshape"(%1081) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1083 = "stablehlo.dot_general"(%1078, %arg75) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1084 = "stablehlo.reshape"(%1083) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1085 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1086 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1087 = "stablehlo.broadcast_in_dim"(%1086) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1088 = "stablehlo.multiply"(%1087, %1085) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1089 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.broadcast_in_dim"(%1089) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1091 = "stablehlo.add"(%1090, %1088) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1092 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1094 = "stablehlo.divide"(%1091, %1093) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1095 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1096 = "stablehlo.broadcast_in_dim"(%1095) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1097 = "stablehlo.power"(%1096, %1094) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1098 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1099 = "stablehlo.broadcast_in_dim"(%1098) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1100 = "stablehlo.divide"(%1099, %1097) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1101 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1102 = "stablehlo.broadcast_in_dim"(%1101) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1103 = "stablehlo.broadcast_in_dim"(%1100) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1104 = "stablehlo.broadcast_in_dim"(%1102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1105 = "stablehlo.multiply"(%1104, %1103) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1106 = "stablehlo.concatenate"(%1105, %1105) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1107 = "stablehlo.cosine"(%1106) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1109 = "stablehlo.sine"(%1106) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1110 = "stablehlo.broadcast_in_dim"(%1109) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1111 = "stablehlo.slice"(%1080) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1112 = "stablehlo.slice"(%1080) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1113 = "stablehlo.negate"(%1112) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1114 = "stablehlo.concatenate"(%1113, %1111) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1115 = "stablehlo.convert"(%1080) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1116 = "stablehlo.broadcast_in_dim"(%1108) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1117 = "stablehlo.multiply"(%1115, %1116) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1118 = "stablehlo.convert"(%1114) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1119 = "stablehlo.broadcast_in_dim"(%1110) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1120 = "stablehlo.multiply"(%1118, %1119) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1121 = "stablehlo.add"(%1117, %1120) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1122 = "stablehlo.convert"(%1121) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1123 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1124 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1126 = "stablehlo.multiply"(%1125, %1123) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1127 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1129 = "stablehlo.add"(%1128, %1126) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1130 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1131 = "stablehlo.broadcast_in_dim"(%1130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1132 = "stablehlo.divide"(%1129, %1131) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1133 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1134 = "stablehlo.broadcast_in_dim"(%1133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1135 = "stablehlo.power"(%1134, %1132) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1136 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1138 = "stablehlo.divide"(%1137, %1135) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1139 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1140 = "stablehlo.broadcast_in_dim"(%1139) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1141 = "stablehlo.broadcast_in_dim"(%1138) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1142 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1143 = "stablehlo.multiply"(%1142, %1141) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1144 = "stablehlo.concatenate"(%1143, %1143) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1145 = "stablehlo.cosine"(%1144) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1146 = "stablehlo.broadcast_in_dim"(%1145) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1147 = "stablehlo.sine"(%1144) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1148 = "stablehlo.broadcast_in_dim"(%1147) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1149 = "stablehlo.slice"(%1082) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1150 = "stablehlo.slice"(%1082) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1151 = "stablehlo.negate"(%1150) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1152 = "stablehlo.concatenate"(%1151, %1149) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1153 = "stablehlo.convert"(%1082) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1154 = "stablehlo.broadcast_in_dim"(%1146) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1155 = "stablehlo.multiply"(%1153, %1154) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1156 = "stablehlo.convert"(%1152) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1158 = "stablehlo.multiply"(%1156, %1157) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1159 = "stablehlo.add"(%1155, %1158) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1160 = "stablehlo.convert"(%1159) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1161 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1162 = "stablehlo.compare"(%arg367, %1161) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1163 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1164 = "stablehlo.add"(%arg367, %1163) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1165 = "stablehlo.select"(%1162, %1164, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1166 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1167 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1168 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1169 = "stablehlo.dynamic_update_slice"(%arg315, %1160, %1166, %1165, %1167, %1168) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1170 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1171 = "stablehlo.compare"(%arg367, %1170) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1172 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1173 = "stablehlo.add"(%arg367, %1172) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1174 = "stablehlo.select"(%1171, %1173, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1175 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1176 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1177 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1178 = "stablehlo.dynamic_update_slice"(%arg316, %1084, %1175, %1174, %1176, %1177) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1179 = "stablehlo.dot_general"(%1122, %1169) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %1180 = "stablehlo.convert"(%1179) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %1181 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1182 = "stablehlo.sqrt"(%1181) : (tensor<f32>) -> tensor<f32>
    %1183 = "stablehlo.convert"(%1182) : (tensor<f32>) -> tensor<f32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1185 = "stablehlo.divide"(%1180, %1184) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1186 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %1187 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1188 = "func.call"(%1186, %1185, %1187) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1189 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1190 = "stablehlo.reduce"(%1188, %1189) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg574: tensor<f32>, %arg575: tensor<f32>):
      %5603 = "stablehlo.maximum"(%arg574, %arg575) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5603) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1191 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %1193 = "stablehlo.maximum"(%1192, %1190) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %1194 = "stablehlo.broadcast_in_dim"(%1193) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1195 = "stablehlo.broadcast_in_dim"(%1194) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1196 = "stablehlo.subtract"(%1188, %1195) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1197 = "stablehlo.exponential"(%1196) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1198 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1199 = "stablehlo.reduce"(%1197, %1198) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg572: tensor<f32>, %arg573: tensor<f32>):
      %5602 = "stablehlo.add"(%arg572, %arg573) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5602) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1200 = "stablehlo.broadcast_in_dim"(%1199) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1201 = "stablehlo.broadcast_in_dim"(%1200) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1202 = "stablehlo.divide"(%1197, %1201) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1203 = "stablehlo.convert"(%1202) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %1204 = "stablehlo.dot_general"(%1178, %1203) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %1205 = "stablehlo.transpose"(%1204) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %1206 = "stablehlo.reshape"(%1205) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %1207 = "stablehlo.dot_general"(%1206, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1208 = "stablehlo.add"(%1061, %1207) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1209 = "stablehlo.convert"(%1208) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1210 = "stablehlo.multiply"(%1209, %1209) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1212 = "stablehlo.reduce"(%1210, %1211) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg570: tensor<f32>, %arg571: tensor<f32>):
      %5601 = "stablehlo.add"(%arg570, %arg571) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5601) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1214 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1215 = "stablehlo.broadcast_in_dim"(%1214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1216 = "stablehlo.divide"(%1213, %1215) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1217 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1218 = "stablehlo.broadcast_in_dim"(%1217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1219 = "stablehlo.add"(%1216, %1218) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1220 = "stablehlo.rsqrt"(%1219) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1222 = "stablehlo.multiply"(%1209, %1221) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1223 = "stablehlo.convert"(%1222) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1224 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1225 = "stablehlo.multiply"(%1223, %1224) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1226 = "stablehlo.dot_general"(%1225, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1227 = "func.call"(%1226) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1228 = "stablehlo.dot_general"(%1225, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1229 = "stablehlo.multiply"(%1227, %1228) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1230 = "stablehlo.dot_general"(%1229, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1231 = "stablehlo.add"(%1208, %1230) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1232 = "stablehlo.convert"(%1231) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1233 = "stablehlo.multiply"(%1232, %1232) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1234 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1235 = "stablehlo.reduce"(%1233, %1234) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg568: tensor<f32>, %arg569: tensor<f32>):
      %5600 = "stablehlo.add"(%arg568, %arg569) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5600) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1236 = "stablehlo.broadcast_in_dim"(%1235) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1237 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1238 = "stablehlo.broadcast_in_dim"(%1237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1239 = "stablehlo.divide"(%1236, %1238) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1240 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1242 = "stablehlo.add"(%1239, %1241) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1243 = "stablehlo.rsqrt"(%1242) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1244 = "stablehlo.broadcast_in_dim"(%1243) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1245 = "stablehlo.multiply"(%1232, %1244) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1246 = "stablehlo.convert"(%1245) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1247 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1248 = "stablehlo.multiply"(%1246, %1247) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1249 = "stablehlo.dot_general"(%1248, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1250 = "stablehlo.reshape"(%1249) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1251 = "stablehlo.dot_general"(%1248, %arg81) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1252 = "stablehlo.reshape"(%1251) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1253 = "stablehlo.dot_general"(%1248, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1254 = "stablehlo.reshape"(%1253) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1255 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1256 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1258 = "stablehlo.multiply"(%1257, %1255) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1260 = "stablehlo.broadcast_in_dim"(%1259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1261 = "stablehlo.add"(%1260, %1258) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1262 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1263 = "stablehlo.broadcast_in_dim"(%1262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1264 = "stablehlo.divide"(%1261, %1263) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1265 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1266 = "stablehlo.broadcast_in_dim"(%1265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1267 = "stablehlo.power"(%1266, %1264) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1270 = "stablehlo.divide"(%1269, %1267) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1271 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1273 = "stablehlo.broadcast_in_dim"(%1270) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1275 = "stablehlo.multiply"(%1274, %1273) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1276 = "stablehlo.concatenate"(%1275, %1275) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1277 = "stablehlo.cosine"(%1276) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1278 = "stablehlo.broadcast_in_dim"(%1277) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1279 = "stablehlo.sine"(%1276) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1280 = "stablehlo.broadcast_in_dim"(%1279) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1281 = "stablehlo.slice"(%1250) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1282 = "stablehlo.slice"(%1250) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1283 = "stablehlo.negate"(%1282) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1284 = "stablehlo.concatenate"(%1283, %1281) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1285 = "stablehlo.convert"(%1250) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1286 = "stablehlo.broadcast_in_dim"(%1278) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1287 = "stablehlo.multiply"(%1285, %1286) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1288 = "stablehlo.convert"(%1284) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1289 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1290 = "stablehlo.multiply"(%1288, %1289) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1291 = "stablehlo.add"(%1287, %1290) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1292 = "stablehlo.convert"(%1291) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1293 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1294 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1295 = "stablehlo.broadcast_in_dim"(%1294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1296 = "stablehlo.multiply"(%1295, %1293) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1297 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1298 = "stablehlo.broadcast_in_dim"(%1297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1299 = "stablehlo.add"(%1298, %1296) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1300 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1302 = "stablehlo.divide"(%1299, %1301) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1303 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1305 = "stablehlo.power"(%1304, %1302) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1306 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1307 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1308 = "stablehlo.divide"(%1307, %1305) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1309 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1310 = "stablehlo.broadcast_in_dim"(%1309) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1312 = "stablehlo.broadcast_in_dim"(%1310) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1313 = "stablehlo.multiply"(%1312, %1311) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1314 = "stablehlo.concatenate"(%1313, %1313) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1315 = "stablehlo.cosine"(%1314) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1316 = "stablehlo.broadcast_in_dim"(%1315) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1317 = "stablehlo.sine"(%1314) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1318 = "stablehlo.broadcast_in_dim"(%1317) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1319 = "stablehlo.slice"(%1252) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1320 = "stablehlo.slice"(%1252) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1321 = "stablehlo.negate"(%1320) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1322 = "stablehlo.concatenate"(%1321, %1319) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1323 = "stablehlo.convert"(%1252) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1324 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1325 = "stablehlo.multiply"(%1323, %1324) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1326 = "stablehlo.convert"(%1322) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1327 = "stablehlo.broadcast_in_dim"(%1318) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1328 = "stablehlo.multiply"(%1326, %1327) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1329 = "stablehlo.add"(%1325, %1328) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1330 = "stablehlo.convert"(%1329) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1331 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1332 = "stablehlo.compare"(%arg367, %1331) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1333 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1334 = "stablehlo.add"(%arg367, %1333) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1335 = "stablehlo.select"(%1332, %1334, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1336 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1337 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1338 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1339 = "stablehlo.dynamic_update_slice"(%arg317, %1330, %1336, %1335, %1337, %1338) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1340 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1341 = "stablehlo.compare"(%arg367, %1340) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1342 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1343 = "stablehlo.add"(%arg367, %1342) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1344 = "stablehlo.select"(%1341, %1343, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1345 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1346 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1347 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1348 = "stablehlo.dynamic_update_slice"(%arg318, %1254, %1345, %1344, %1346, %1347) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1349 = "stablehlo.dot_general"(%1292, %1339) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %1350 = "stablehlo.convert"(%1349) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %1351 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.sqrt"(%1351) : (tensor<f32>) -> tensor<f32>
    %1353 = "stablehlo.convert"(%1352) : (tensor<f32>) -> tensor<f32>
    %1354 = "stablehlo.broadcast_in_dim"(%1353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1355 = "stablehlo.divide"(%1350, %1354) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1356 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %1357 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1358 = "func.call"(%1356, %1355, %1357) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1359 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.reduce"(%1358, %1359) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg566: tensor<f32>, %arg567: tensor<f32>):
      %5599 = "stablehlo.maximum"(%arg566, %arg567) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5599) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1361 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1362 = "stablehlo.broadcast_in_dim"(%1361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %1363 = "stablehlo.maximum"(%1362, %1360) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1365 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1366 = "stablehlo.subtract"(%1358, %1365) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1367 = "stablehlo.exponential"(%1366) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1369 = "stablehlo.reduce"(%1367, %1368) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg564: tensor<f32>, %arg565: tensor<f32>):
      %5598 = "stablehlo.add"(%arg564, %arg565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5598) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1370 = "stablehlo.broadcast_in_dim"(%1369) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1371 = "stablehlo.broadcast_in_dim"(%1370) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1372 = "stablehlo.divide"(%1367, %1371) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1373 = "stablehlo.convert"(%1372) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %1374 = "stablehlo.dot_general"(%1348, %1373) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %1375 = "stablehlo.transpose"(%1374) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %1376 = "stablehlo.reshape"(%1375) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %1377 = "stablehlo.dot_general"(%1376, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1378 = "stablehlo.add"(%1231, %1377) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1379 = "stablehlo.convert"(%1378) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1380 = "stablehlo.multiply"(%1379, %1379) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1381 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1382 = "stablehlo.reduce"(%1380, %1381) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg562: tensor<f32>, %arg563: tensor<f32>):
      %5597 = "stablehlo.add"(%arg562, %arg563) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5597) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1383 = "stablehlo.broadcast_in_dim"(%1382) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1384 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1385 = "stablehlo.broadcast_in_dim"(%1384) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1386 = "stablehlo.divide"(%1383, %1385) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1387 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1388 = "stablehlo.broadcast_in_dim"(%1387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1389 = "stablehlo.add"(%1386, %1388) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1390 = "stablehlo.rsqrt"(%1389) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1391 = "stablehlo.broadcast_in_dim"(%1390) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1392 = "stablehlo.multiply"(%1379, %1391) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1393 = "stablehlo.convert"(%1392) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1394 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1395 = "stablehlo.multiply"(%1393, %1394) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1396 = "stablehlo.dot_general"(%1395, %arg79) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1397 = "func.call"(%1396) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1398 = "stablehlo.dot_general"(%1395, %arg80) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1399 = "stablehlo.multiply"(%1397, %1398) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1400 = "stablehlo.dot_general"(%1399, %arg78) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1401 = "stablehlo.add"(%1378, %1400) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1402 = "stablehlo.convert"(%1401) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1403 = "stablehlo.multiply"(%1402, %1402) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1404 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1405 = "stablehlo.reduce"(%1403, %1404) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg560: tensor<f32>, %arg561: tensor<f32>):
      %5596 = "stablehlo.add"(%arg560, %arg561) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5596) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1406 = "stablehlo.broadcast_in_dim"(%1405) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1407 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1409 = "stablehlo.divide"(%1406, %1408) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1410 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1412 = "stablehlo.add"(%1409, %1411) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1413 = "stablehlo.rsqrt"(%1412) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1414 = "stablehlo.broadcast_in_dim"(%1413) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1415 = "stablehlo.multiply"(%1402, %1414) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1416 = "stablehlo.convert"(%1415) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1417 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1418 = "stablehlo.multiply"(%1416, %1417) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1419 = "stablehlo.dot_general"(%1418, %arg92) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1420 = "stablehlo.reshape"(%1419) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1421 = "stablehlo.dot_general"(%1418, %arg90) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1422 = "stablehlo.reshape"(%1421) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1423 = "stablehlo.dot_general"(%1418, %arg93) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1424 = "stablehlo.reshape"(%1423) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1425 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1426 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1427 = "stablehlo.broadcast_in_dim"(%1426) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1428 = "stablehlo.multiply"(%1427, %1425) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1430 = "stablehlo.broadcast_in_dim"(%1429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1431 = "stablehlo.add"(%1430, %1428) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1432 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1433 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1434 = "stablehlo.divide"(%1431, %1433) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1435 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1436 = "stablehlo.broadcast_in_dim"(%1435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1437 = "stablehlo.power"(%1436, %1434) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1438 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1439 = "stablehlo.broadcast_in_dim"(%1438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1440 = "stablehlo.divide"(%1439, %1437) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1441 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1442 = "stablehlo.broadcast_in_dim"(%1441) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1443 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1444 = "stablehlo.broadcast_in_dim"(%1442) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1445 = "stablehlo.multiply"(%1444, %1443) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1446 = "stablehlo.concatenate"(%1445, %1445) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1447 = "stablehlo.cosine"(%1446) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1449 = "stablehlo.sine"(%1446) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1450 = "stablehlo.broadcast_in_dim"(%1449) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1451 = "stablehlo.slice"(%1420) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1452 = "stablehlo.slice"(%1420) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1453 = "stablehlo.negate"(%1452) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1454 = "stablehlo.concatenate"(%1453, %1451) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1455 = "stablehlo.convert"(%1420) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1456 = "stablehlo.broadcast_in_dim"(%1448) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1457 = "stablehlo.multiply"(%1455, %1456) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1458 = "stablehlo.convert"(%1454) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1459 = "stablehlo.broadcast_in_dim"(%1450) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1460 = "stablehlo.multiply"(%1458, %1459) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1461 = "stablehlo.add"(%1457, %1460) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1462 = "stablehlo.convert"(%1461) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1463 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1464 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1465 = "stablehlo.broadcast_in_dim"(%1464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1466 = "stablehlo.multiply"(%1465, %1463) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1467 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1469 = "stablehlo.add"(%1468, %1466) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1470 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1472 = "stablehlo.divide"(%1469, %1471) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1473 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1474 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1475 = "stablehlo.power"(%1474, %1472) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1476 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1477 = "stablehlo.broadcast_in_dim"(%1476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1478 = "stablehlo.divide"(%1477, %1475) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1479 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1480 = "stablehlo.broadcast_in_dim"(%1479) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1481 = "stablehlo.broadcast_in_dim"(%1478) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1482 = "stablehlo.broadcast_in_dim"(%1480) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1483 = "stablehlo.multiply"(%1482, %1481) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1484 = "stablehlo.concatenate"(%1483, %1483) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1485 = "stablehlo.cosine"(%1484) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1486 = "stablehlo.broadcast_in_dim"(%1485) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1487 = "stablehlo.sine"(%1484) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1488 = "stablehlo.broadcast_in_dim"(%1487) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1489 = "stablehlo.slice"(%1422) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1490 = "stablehlo.slice"(%1422) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1491 = "stablehlo.negate"(%1490) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1492 = "stablehlo.concatenate"(%1491, %1489) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1493 = "stablehlo.convert"(%1422) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1494 = "stablehlo.broadcast_in_dim"(%1486) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1495 = "stablehlo.multiply"(%1493, %1494) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1496 = "stablehlo.convert"(%1492) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1497 = "stablehlo.broadcast_in_dim"(%1488) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1498 = "stablehlo.multiply"(%1496, %1497) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1499 = "stablehlo.add"(%1495, %1498) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1500 = "stablehlo.convert"(%1499) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1501 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1502 = "stablehlo.compare"(%arg367, %1501) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1503 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1504 = "stablehlo.add"(%arg367, %1503) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1505 = "stablehlo.select"(%1502, %1504, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1506 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1507 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1508 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1509 = "stablehlo.dynamic_update_slice"(%arg319, %1500, %1506, %1505, %1507, %1508) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1510 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1511 = "stablehlo.compare"(%arg367, %1510) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1512 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1513 = "stablehlo.add"(%arg367, %1512) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1514 = "stablehlo.select"(%1511, %1513, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1515 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1516 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1517 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1518 = "stablehlo.dynamic_update_slice"(%arg320, %1424, %1515, %1514, %1516, %1517) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1519 = "stablehlo.dot_general"(%1462, %1509) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %1520 = "stablehlo.convert"(%1519) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %1521 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1522 = "stablehlo.sqrt"(%1521) : (tensor<f32>) -> tensor<f32>
    %1523 = "stablehlo.convert"(%1522) : (tensor<f32>) -> tensor<f32>
    %1524 = "stablehlo.broadcast_in_dim"(%1523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1525 = "stablehlo.divide"(%1520, %1524) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1526 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %1527 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1528 = "func.call"(%1526, %1525, %1527) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1529 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1530 = "stablehlo.reduce"(%1528, %1529) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg558: tensor<f32>, %arg559: tensor<f32>):
      %5595 = "stablehlo.maximum"(%arg558, %arg559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5595) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1531 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1532 = "stablehlo.broadcast_in_dim"(%1531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %1533 = "stablehlo.maximum"(%1532, %1530) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %1534 = "stablehlo.broadcast_in_dim"(%1533) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1535 = "stablehlo.broadcast_in_dim"(%1534) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1536 = "stablehlo.subtract"(%1528, %1535) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1537 = "stablehlo.exponential"(%1536) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1538 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1539 = "stablehlo.reduce"(%1537, %1538) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg556: tensor<f32>, %arg557: tensor<f32>):
      %5594 = "stablehlo.add"(%arg556, %arg557) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5594) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1540 = "stablehlo.broadcast_in_dim"(%1539) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1541 = "stablehlo.broadcast_in_dim"(%1540) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1542 = "stablehlo.divide"(%1537, %1541) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1543 = "stablehlo.convert"(%1542) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %1544 = "stablehlo.dot_general"(%1518, %1543) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %1545 = "stablehlo.transpose"(%1544) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %1546 = "stablehlo.reshape"(%1545) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %1547 = "stablehlo.dot_general"(%1546, %arg91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1548 = "stablehlo.add"(%1401, %1547) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1549 = "stablehlo.convert"(%1548) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1550 = "stablehlo.multiply"(%1549, %1549) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1552 = "stablehlo.reduce"(%1550, %1551) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg554: tensor<f32>, %arg555: tensor<f32>):
      %5593 = "stablehlo.add"(%arg554, %arg555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5593) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1553 = "stablehlo.broadcast_in_dim"(%1552) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1554 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1555 = "stablehlo.broadcast_in_dim"(%1554) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1556 = "stablehlo.divide"(%1553, %1555) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1557 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1558 = "stablehlo.broadcast_in_dim"(%1557) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1559 = "stablehlo.add"(%1556, %1558) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1560 = "stablehlo.rsqrt"(%1559) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1561 = "stablehlo.broadcast_in_dim"(%1560) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1562 = "stablehlo.multiply"(%1549, %1561) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1563 = "stablehlo.convert"(%1562) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1564 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1565 = "stablehlo.multiply"(%1563, %1564) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1566 = "stablehlo.dot_general"(%1565, %arg88) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1567 = "func.call"(%1566) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1568 = "stablehlo.dot_general"(%1565, %arg89) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1569 = "stablehlo.multiply"(%1567, %1568) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1570 = "stablehlo.dot_general"(%1569, %arg87) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1571 = "stablehlo.add"(%1548, %1570) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1572 = "stablehlo.convert"(%1571) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1573 = "stablehlo.multiply"(%1572, %1572) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1574 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1575 = "stablehlo.reduce"(%1573, %1574) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg552: tensor<f32>, %arg553: tensor<f32>):
      %5592 = "stablehlo.add"(%arg552, %arg553) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5592) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1576 = "stablehlo.broadcast_in_dim"(%1575) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1577 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1578 = "stablehlo.broadcast_in_dim"(%1577) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1579 = "stablehlo.divide"(%1576, %1578) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1580 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1581 = "stablehlo.broadcast_in_dim"(%1580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1582 = "stablehlo.add"(%1579, %1581) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1583 = "stablehlo.rsqrt"(%1582) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1584 = "stablehlo.broadcast_in_dim"(%1583) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1585 = "stablehlo.multiply"(%1572, %1584) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1586 = "stablehlo.convert"(%1585) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1587 = "stablehlo.broadcast_in_dim"(%arg94) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1588 = "stablehlo.multiply"(%1586, %1587) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1589 = "stablehlo.dot_general"(%1588, %arg101) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1590 = "stablehlo.reshape"(%1589) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1591 = "stablehlo.dot_general"(%1588, %arg99) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1592 = "stablehlo.reshape"(%1591) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1593 = "stablehlo.dot_general"(%1588, %arg102) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1594 = "stablehlo.reshape"(%1593) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1595 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1596 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1597 = "stablehlo.broadcast_in_dim"(%1596) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1598 = "stablehlo.multiply"(%1597, %1595) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1599 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1600 = "stablehlo.broadcast_in_dim"(%1599) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1601 = "stablehlo.add"(%1600, %1598) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1602 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1603 = "stablehlo.broadcast_in_dim"(%1602) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1604 = "stablehlo.divide"(%1601, %1603) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1605 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1606 = "stablehlo.broadcast_in_dim"(%1605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1607 = "stablehlo.power"(%1606, %1604) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1608 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1610 = "stablehlo.divide"(%1609, %1607) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1611 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1612 = "stablehlo.broadcast_in_dim"(%1611) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1613 = "stablehlo.broadcast_in_dim"(%1610) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1614 = "stablehlo.broadcast_in_dim"(%1612) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1615 = "stablehlo.multiply"(%1614, %1613) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1616 = "stablehlo.concatenate"(%1615, %1615) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1617 = "stablehlo.cosine"(%1616) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1618 = "stablehlo.broadcast_in_dim"(%1617) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1619 = "stablehlo.sine"(%1616) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1620 = "stablehlo.broadcast_in_dim"(%1619) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1621 = "stablehlo.slice"(%1590) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1622 = "stablehlo.slice"(%1590) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1623 = "stablehlo.negate"(%1622) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1624 = "stablehlo.concatenate"(%1623, %1621) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1625 = "stablehlo.convert"(%1590) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1626 = "stablehlo.broadcast_in_dim"(%1618) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1627 = "stablehlo.multiply"(%1625, %1626) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1628 = "stablehlo.convert"(%1624) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1629 = "stablehlo.broadcast_in_dim"(%1620) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1630 = "stablehlo.multiply"(%1628, %1629) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1631 = "stablehlo.add"(%1627, %1630) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1632 = "stablehlo.convert"(%1631) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1633 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1634 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1635 = "stablehlo.broadcast_in_dim"(%1634) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1636 = "stablehlo.multiply"(%1635, %1633) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1637 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1638 = "stablehlo.broadcast_in_dim"(%1637) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1639 = "stablehlo.add"(%1638, %1636) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1640 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1641 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1642 = "stablehlo.divide"(%1639, %1641) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1643 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1644 = "stablehlo.broadcast_in_dim"(%1643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1645 = "stablehlo.power"(%1644, %1642) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1646 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1647 = "stablehlo.broadcast_in_dim"(%1646) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1648 = "stablehlo.divide"(%1647, %1645) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1649 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1650 = "stablehlo.broadcast_in_dim"(%1649) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1651 = "stablehlo.broadcast_in_dim"(%1648) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1652 = "stablehlo.broadcast_in_dim"(%1650) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1653 = "stablehlo.multiply"(%1652, %1651) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1654 = "stablehlo.concatenate"(%1653, %1653) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1655 = "stablehlo.cosine"(%1654) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1656 = "stablehlo.broadcast_in_dim"(%1655) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1657 = "stablehlo.sine"(%1654) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1658 = "stablehlo.broadcast_in_dim"(%1657) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1659 = "stablehlo.slice"(%1592) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1660 = "stablehlo.slice"(%1592) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1661 = "stablehlo.negate"(%1660) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1662 = "stablehlo.concatenate"(%1661, %1659) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1663 = "stablehlo.convert"(%1592) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1664 = "stablehlo.broadcast_in_dim"(%1656) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1665 = "stablehlo.multiply"(%1663, %1664) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1666 = "stablehlo.convert"(%1662) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1667 = "stablehlo.broadcast_in_dim"(%1658) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1668 = "stablehlo.multiply"(%1666, %1667) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1669 = "stablehlo.add"(%1665, %1668) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1670 = "stablehlo.convert"(%1669) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1671 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1672 = "stablehlo.compare"(%arg367, %1671) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1673 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1674 = "stablehlo.add"(%arg367, %1673) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1675 = "stablehlo.select"(%1672, %1674, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1676 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1677 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1678 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1679 = "stablehlo.dynamic_update_slice"(%arg321, %1670, %1676, %1675, %1677, %1678) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1680 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1681 = "stablehlo.compare"(%arg367, %1680) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1682 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1683 = "stablehlo.add"(%arg367, %1682) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1684 = "stablehlo.select"(%1681, %1683, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1685 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1686 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1687 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1688 = "stablehlo.dynamic_update_slice"(%arg322, %1594, %1685, %1684, %1686, %1687) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1689 = "stablehlo.dot_general"(%1632, %1679) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %1690 = "stablehlo.convert"(%1689) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %1691 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1692 = "stablehlo.sqrt"(%1691) : (tensor<f32>) -> tensor<f32>
    %1693 = "stablehlo.convert"(%1692) : (tensor<f32>) -> tensor<f32>
    %1694 = "stablehlo.broadcast_in_dim"(%1693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1695 = "stablehlo.divide"(%1690, %1694) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1696 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %1697 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1698 = "func.call"(%1696, %1695, %1697) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1699 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1700 = "stablehlo.reduce"(%1698, %1699) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg550: tensor<f32>, %arg551: tensor<f32>):
      %5591 = "stablehlo.maximum"(%arg550, %arg551) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5591) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1701 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1702 = "stablehlo.broadcast_in_dim"(%1701) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %1703 = "stablehlo.maximum"(%1702, %1700) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %1704 = "stablehlo.broadcast_in_dim"(%1703) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1705 = "stablehlo.broadcast_in_dim"(%1704) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1706 = "stablehlo.subtract"(%1698, %1705) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1707 = "stablehlo.exponential"(%1706) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1708 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1709 = "stablehlo.reduce"(%1707, %1708) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg548: tensor<f32>, %arg549: tensor<f32>):
      %5590 = "stablehlo.add"(%arg548, %arg549) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5590) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1710 = "stablehlo.broadcast_in_dim"(%1709) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1711 = "stablehlo.broadcast_in_dim"(%1710) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1712 = "stablehlo.divide"(%1707, %1711) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1713 = "stablehlo.convert"(%1712) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %1714 = "stablehlo.dot_general"(%1688, %1713) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %1715 = "stablehlo.transpose"(%1714) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %1716 = "stablehlo.reshape"(%1715) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %1717 = "stablehlo.dot_general"(%1716, %arg100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1718 = "stablehlo.add"(%1571, %1717) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1719 = "stablehlo.convert"(%1718) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1720 = "stablehlo.multiply"(%1719, %1719) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1721 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1722 = "stablehlo.reduce"(%1720, %1721) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg546: tensor<f32>, %arg547: tensor<f32>):
      %5589 = "stablehlo.add"(%arg546, %arg547) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5589) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1723 = "stablehlo.broadcast_in_dim"(%1722) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1724 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1725 = "stablehlo.broadcast_in_dim"(%1724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1726 = "stablehlo.divide"(%1723, %1725) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1727 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1728 = "stablehlo.broadcast_in_dim"(%1727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1729 = "stablehlo.add"(%1726, %1728) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1730 = "stablehlo.rsqrt"(%1729) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1731 = "stablehlo.broadcast_in_dim"(%1730) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1732 = "stablehlo.multiply"(%1719, %1731) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1733 = "stablehlo.convert"(%1732) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1734 = "stablehlo.broadcast_in_dim"(%arg95) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1735 = "stablehlo.multiply"(%1733, %1734) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1736 = "stablehlo.dot_general"(%1735, %arg97) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1737 = "func.call"(%1736) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1738 = "stablehlo.dot_general"(%1735, %arg98) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1739 = "stablehlo.multiply"(%1737, %1738) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1740 = "stablehlo.dot_general"(%1739, %arg96) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1741 = "stablehlo.add"(%1718, %1740) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1742 = "stablehlo.convert"(%1741) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1743 = "stablehlo.multiply"(%1742, %1742) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1745 = "stablehlo.reduce"(%1743, %1744) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg544: tensor<f32>, %arg545: tensor<f32>):
      %5588 = "stablehlo.add"(%arg544, %arg545) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5588) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1746 = "stablehlo.broadcast_in_dim"(%1745) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1747 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1748 = "stablehlo.broadcast_in_dim"(%1747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1749 = "stablehlo.divide"(%1746, %1748) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1750 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1751 = "stablehlo.broadcast_in_dim"(%1750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1752 = "stablehlo.add"(%1749, %1751) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1753 = "stablehlo.rsqrt"(%1752) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1754 = "stablehlo.broadcast_in_dim"(%1753) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1755 = "stablehlo.multiply"(%1742, %1754) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1756 = "stablehlo.convert"(%1755) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1757 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1758 = "stablehlo.multiply"(%1756, %1757) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1759 = "stablehlo.dot_general"(%1758, %arg110) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1760 = "stablehlo.reshape"(%1759) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1761 = "stablehlo.dot_general"(%1758, %arg108) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1762 = "stablehlo.reshape"(%1761) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1763 = "stablehlo.dot_general"(%1758, %arg111) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1764 = "stablehlo.reshape"(%1763) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1765 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1766 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1767 = "stablehlo.broadcast_in_dim"(%1766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1768 = "stablehlo.multiply"(%1767, %1765) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1769 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1770 = "stablehlo.broadcast_in_dim"(%1769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1771 = "stablehlo.add"(%1770, %1768) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1772 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1773 = "stablehlo.broadcast_in_dim"(%1772) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1774 = "stablehlo.divide"(%1771, %1773) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1775 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1776 = "stablehlo.broadcast_in_dim"(%1775) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1777 = "stablehlo.power"(%1776, %1774) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1778 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1779 = "stablehlo.broadcast_in_dim"(%1778) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1780 = "stablehlo.divide"(%1779, %1777) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1781 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1782 = "stablehlo.broadcast_in_dim"(%1781) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1783 = "stablehlo.broadcast_in_dim"(%1780) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1784 = "stablehlo.broadcast_in_dim"(%1782) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1785 = "stablehlo.multiply"(%1784, %1783) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1786 = "stablehlo.concatenate"(%1785, %1785) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1787 = "stablehlo.cosine"(%1786) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1788 = "stablehlo.broadcast_in_dim"(%1787) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1789 = "stablehlo.sine"(%1786) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1790 = "stablehlo.broadcast_in_dim"(%1789) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1791 = "stablehlo.slice"(%1760) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1792 = "stablehlo.slice"(%1760) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1793 = "stablehlo.negate"(%1792) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1794 = "stablehlo.concatenate"(%1793, %1791) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1795 = "stablehlo.convert"(%1760) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1796 = "stablehlo.broadcast_in_dim"(%1788) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1797 = "stablehlo.multiply"(%1795, %1796) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1798 = "stablehlo.convert"(%1794) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1799 = "stablehlo.broadcast_in_dim"(%1790) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1800 = "stablehlo.multiply"(%1798, %1799) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1801 = "stablehlo.add"(%1797, %1800) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1802 = "stablehlo.convert"(%1801) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1803 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1804 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1805 = "stablehlo.broadcast_in_dim"(%1804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1806 = "stablehlo.multiply"(%1805, %1803) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1807 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1808 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1809 = "stablehlo.add"(%1808, %1806) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1810 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1811 = "stablehlo.broadcast_in_dim"(%1810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1812 = "stablehlo.divide"(%1809, %1811) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1813 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1814 = "stablehlo.broadcast_in_dim"(%1813) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1815 = "stablehlo.power"(%1814, %1812) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1816 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1817 = "stablehlo.broadcast_in_dim"(%1816) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1818 = "stablehlo.divide"(%1817, %1815) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1819 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1820 = "stablehlo.broadcast_in_dim"(%1819) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1821 = "stablehlo.broadcast_in_dim"(%1818) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1822 = "stablehlo.broadcast_in_dim"(%1820) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1823 = "stablehlo.multiply"(%1822, %1821) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1824 = "stablehlo.concatenate"(%1823, %1823) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1825 = "stablehlo.cosine"(%1824) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1826 = "stablehlo.broadcast_in_dim"(%1825) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1827 = "stablehlo.sine"(%1824) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1828 = "stablehlo.broadcast_in_dim"(%1827) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1829 = "stablehlo.slice"(%1762) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1830 = "stablehlo.slice"(%1762) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1831 = "stablehlo.negate"(%1830) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1832 = "stablehlo.concatenate"(%1831, %1829) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1833 = "stablehlo.convert"(%1762) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1834 = "stablehlo.broadcast_in_dim"(%1826) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1835 = "stablehlo.multiply"(%1833, %1834) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1836 = "stablehlo.convert"(%1832) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1837 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1838 = "stablehlo.multiply"(%1836, %1837) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1839 = "stablehlo.add"(%1835, %1838) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1840 = "stablehlo.convert"(%1839) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1841 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1842 = "stablehlo.compare"(%arg367, %1841) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1843 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1844 = "stablehlo.add"(%arg367, %1843) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1845 = "stablehlo.select"(%1842, %1844, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1846 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1847 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1848 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1849 = "stablehlo.dynamic_update_slice"(%arg323, %1840, %1846, %1845, %1847, %1848) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1850 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1851 = "stablehlo.compare"(%arg367, %1850) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1852 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %1853 = "stablehlo.add"(%arg367, %1852) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1854 = "stablehlo.select"(%1851, %1853, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1855 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1856 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1857 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1858 = "stablehlo.dynamic_update_slice"(%arg324, %1764, %1855, %1854, %1856, %1857) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %1859 = "stablehlo.dot_general"(%1802, %1849) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %1860 = "stablehlo.convert"(%1859) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %1861 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1862 = "stablehlo.sqrt"(%1861) : (tensor<f32>) -> tensor<f32>
    %1863 = "stablehlo.convert"(%1862) : (tensor<f32>) -> tensor<f32>
    %1864 = "stablehlo.broadcast_in_dim"(%1863) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1865 = "stablehlo.divide"(%1860, %1864) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1866 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %1867 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %1868 = "func.call"(%1866, %1865, %1867) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %1869 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1870 = "stablehlo.reduce"(%1868, %1869) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg542: tensor<f32>, %arg543: tensor<f32>):
      %5587 = "stablehlo.maximum"(%arg542, %arg543) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5587) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1871 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1872 = "stablehlo.broadcast_in_dim"(%1871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %1873 = "stablehlo.maximum"(%1872, %1870) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1875 = "stablehlo.broadcast_in_dim"(%1874) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1876 = "stablehlo.subtract"(%1868, %1875) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1877 = "stablehlo.exponential"(%1876) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1878 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1879 = "stablehlo.reduce"(%1877, %1878) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg540: tensor<f32>, %arg541: tensor<f32>):
      %5586 = "stablehlo.add"(%arg540, %arg541) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5586) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %1880 = "stablehlo.broadcast_in_dim"(%1879) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %1881 = "stablehlo.broadcast_in_dim"(%1880) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %1882 = "stablehlo.divide"(%1877, %1881) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %1883 = "stablehlo.convert"(%1882) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %1884 = "stablehlo.dot_general"(%1858, %1883) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %1885 = "stablehlo.transpose"(%1884) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %1886 = "stablehlo.reshape"(%1885) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %1887 = "stablehlo.dot_general"(%1886, %arg109) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1888 = "stablehlo.add"(%1741, %1887) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1889 = "stablehlo.convert"(%1888) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1890 = "stablehlo.multiply"(%1889, %1889) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1892 = "stablehlo.reduce"(%1890, %1891) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg538: tensor<f32>, %arg539: tensor<f32>):
      %5585 = "stablehlo.add"(%arg538, %arg539) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5585) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1893 = "stablehlo.broadcast_in_dim"(%1892) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1894 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1895 = "stablehlo.broadcast_in_dim"(%1894) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1896 = "stablehlo.divide"(%1893, %1895) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1897 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1898 = "stablehlo.broadcast_in_dim"(%1897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1899 = "stablehlo.add"(%1896, %1898) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1900 = "stablehlo.rsqrt"(%1899) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1901 = "stablehlo.broadcast_in_dim"(%1900) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1902 = "stablehlo.multiply"(%1889, %1901) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1903 = "stablehlo.convert"(%1902) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1904 = "stablehlo.broadcast_in_dim"(%arg104) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1905 = "stablehlo.multiply"(%1903, %1904) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1906 = "stablehlo.dot_general"(%1905, %arg106) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1907 = "func.call"(%1906) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1908 = "stablehlo.dot_general"(%1905, %arg107) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1909 = "stablehlo.multiply"(%1907, %1908) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1910 = "stablehlo.dot_general"(%1909, %arg105) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1911 = "stablehlo.add"(%1888, %1910) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1912 = "stablehlo.convert"(%1911) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %1913 = "stablehlo.multiply"(%1912, %1912) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1914 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1915 = "stablehlo.reduce"(%1913, %1914) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg536: tensor<f32>, %arg537: tensor<f32>):
      %5584 = "stablehlo.add"(%arg536, %arg537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5584) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %1916 = "stablehlo.broadcast_in_dim"(%1915) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1917 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %1918 = "stablehlo.broadcast_in_dim"(%1917) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1919 = "stablehlo.divide"(%1916, %1918) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1920 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %1921 = "stablehlo.broadcast_in_dim"(%1920) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %1922 = "stablehlo.add"(%1919, %1921) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1923 = "stablehlo.rsqrt"(%1922) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %1924 = "stablehlo.broadcast_in_dim"(%1923) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %1925 = "stablehlo.multiply"(%1912, %1924) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %1926 = "stablehlo.convert"(%1925) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %1927 = "stablehlo.broadcast_in_dim"(%arg112) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %1928 = "stablehlo.multiply"(%1926, %1927) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1929 = "stablehlo.dot_general"(%1928, %arg119) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1930 = "stablehlo.reshape"(%1929) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1931 = "stablehlo.dot_general"(%1928, %arg117) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1932 = "stablehlo.reshape"(%1931) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1933 = "stablehlo.dot_general"(%1928, %arg120) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %1934 = "stablehlo.reshape"(%1933) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %1935 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1936 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1937 = "stablehlo.broadcast_in_dim"(%1936) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1938 = "stablehlo.multiply"(%1937, %1935) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1939 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1940 = "stablehlo.broadcast_in_dim"(%1939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1941 = "stablehlo.add"(%1940, %1938) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1942 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1943 = "stablehlo.broadcast_in_dim"(%1942) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1944 = "stablehlo.divide"(%1941, %1943) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1945 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1947 = "stablehlo.power"(%1946, %1944) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1948 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1949 = "stablehlo.broadcast_in_dim"(%1948) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1950 = "stablehlo.divide"(%1949, %1947) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1951 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1952 = "stablehlo.broadcast_in_dim"(%1951) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1953 = "stablehlo.broadcast_in_dim"(%1950) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1954 = "stablehlo.broadcast_in_dim"(%1952) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1955 = "stablehlo.multiply"(%1954, %1953) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1956 = "stablehlo.concatenate"(%1955, %1955) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1957 = "stablehlo.cosine"(%1956) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1958 = "stablehlo.broadcast_in_dim"(%1957) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1959 = "stablehlo.sine"(%1956) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1960 = "stablehlo.broadcast_in_dim"(%1959) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1961 = "stablehlo.slice"(%1930) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1962 = "stablehlo.slice"(%1930) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %1963 = "stablehlo.negate"(%1962) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %1964 = "stablehlo.concatenate"(%1963, %1961) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %1965 = "stablehlo.convert"(%1930) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1966 = "stablehlo.broadcast_in_dim"(%1958) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1967 = "stablehlo.multiply"(%1965, %1966) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1968 = "stablehlo.convert"(%1964) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %1969 = "stablehlo.broadcast_in_dim"(%1960) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %1970 = "stablehlo.multiply"(%1968, %1969) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1971 = "stablehlo.add"(%1967, %1970) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %1972 = "stablehlo.convert"(%1971) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %1973 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %1974 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1975 = "stablehlo.broadcast_in_dim"(%1974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1976 = "stablehlo.multiply"(%1975, %1973) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1977 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1978 = "stablehlo.broadcast_in_dim"(%1977) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1979 = "stablehlo.add"(%1978, %1976) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1980 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %1981 = "stablehlo.broadcast_in_dim"(%1980) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1982 = "stablehlo.divide"(%1979, %1981) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1983 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1984 = "stablehlo.broadcast_in_dim"(%1983) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1985 = "stablehlo.power"(%1984, %1982) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1986 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1987 = "stablehlo.broadcast_in_dim"(%1986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1988 = "stablehlo.divide"(%1987, %1985) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1989 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %1990 = "stablehlo.broadcast_in_dim"(%1989) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %1991 = "stablehlo.broadcast_in_dim"(%1988) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %1992 = "stablehlo.broadcast_in_dim"(%1990) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %1993 = "stablehlo.multiply"(%1992, %1991) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1994 = "stablehlo.concatenate"(%1993, %1993) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %1995 = "stablehlo.cosine"(%1994) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1996 = "stablehlo.broadcast_in_dim"(%1995) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1997 = "stablehlo.sine"(%1994) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %1998 = "stablehlo.broadcast_in_dim"(%1997) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %1999 = "stablehlo.slice"(%1932) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2000 = "stablehlo.slice"(%1932) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2001 = "stablehlo.negate"(%2000) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2002 = "stablehlo.concatenate"(%2001, %1999) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2003 = "stablehlo.convert"(%1932) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2004 = "stablehlo.broadcast_in_dim"(%1996) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2005 = "stablehlo.multiply"(%2003, %2004) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2006 = "stablehlo.convert"(%2002) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2007 = "stablehlo.broadcast_in_dim"(%1998) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2008 = "stablehlo.multiply"(%2006, %2007) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2009 = "stablehlo.add"(%2005, %2008) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2010 = "stablehlo.convert"(%2009) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2011 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2012 = "stablehlo.compare"(%arg367, %2011) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2013 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2014 = "stablehlo.add"(%arg367, %2013) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2015 = "stablehlo.select"(%2012, %2014, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2016 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2017 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2018 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2019 = "stablehlo.dynamic_update_slice"(%arg325, %2010, %2016, %2015, %2017, %2018) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2020 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2021 = "stablehlo.compare"(%arg367, %2020) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2022 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2023 = "stablehlo.add"(%arg367, %2022) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2024 = "stablehlo.select"(%2021, %2023, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2025 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2026 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2027 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2028 = "stablehlo.dynamic_update_slice"(%arg326, %1934, %2025, %2024, %2026, %2027) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2029 = "stablehlo.dot_general"(%1972, %2019) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %2030 = "stablehlo.convert"(%2029) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %2031 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2032 = "stablehlo.sqrt"(%2031) : (tensor<f32>) -> tensor<f32>
    %2033 = "stablehlo.convert"(%2032) : (tensor<f32>) -> tensor<f32>
    %2034 = "stablehlo.broadcast_in_dim"(%2033) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2035 = "stablehlo.divide"(%2030, %2034) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2036 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %2037 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2038 = "func.call"(%2036, %2035, %2037) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2039 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2040 = "stablehlo.reduce"(%2038, %2039) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg534: tensor<f32>, %arg535: tensor<f32>):
      %5583 = "stablehlo.maximum"(%arg534, %arg535) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5583) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2041 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2042 = "stablehlo.broadcast_in_dim"(%2041) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %2043 = "stablehlo.maximum"(%2042, %2040) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %2044 = "stablehlo.broadcast_in_dim"(%2043) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2045 = "stablehlo.broadcast_in_dim"(%2044) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2046 = "stablehlo.subtract"(%2038, %2045) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2047 = "stablehlo.exponential"(%2046) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2048 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2049 = "stablehlo.reduce"(%2047, %2048) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg532: tensor<f32>, %arg533: tensor<f32>):
      %5582 = "stablehlo.add"(%arg532, %arg533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5582) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2050 = "stablehlo.broadcast_in_dim"(%2049) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2051 = "stablehlo.broadcast_in_dim"(%2050) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2052 = "stablehlo.divide"(%2047, %2051) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2053 = "stablehlo.convert"(%2052) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %2054 = "stablehlo.dot_general"(%2028, %2053) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %2055 = "stablehlo.transpose"(%2054) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %2056 = "stablehlo.reshape"(%2055) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %2057 = "stablehlo.dot_general"(%2056, %arg118) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2058 = "stablehlo.add"(%1911, %2057) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2059 = "stablehlo.convert"(%2058) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2060 = "stablehlo.multiply"(%2059, %2059) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2061 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2062 = "stablehlo.reduce"(%2060, %2061) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg530: tensor<f32>, %arg531: tensor<f32>):
      %5581 = "stablehlo.add"(%arg530, %arg531) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5581) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2063 = "stablehlo.broadcast_in_dim"(%2062) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2064 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2065 = "stablehlo.broadcast_in_dim"(%2064) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2066 = "stablehlo.divide"(%2063, %2065) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2067 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2068 = "stablehlo.broadcast_in_dim"(%2067) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2069 = "stablehlo.add"(%2066, %2068) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2070 = "stablehlo.rsqrt"(%2069) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2071 = "stablehlo.broadcast_in_dim"(%2070) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2072 = "stablehlo.multiply"(%2059, %2071) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2073 = "stablehlo.convert"(%2072) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2074 = "stablehlo.broadcast_in_dim"(%arg113) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2075 = "stablehlo.multiply"(%2073, %2074) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2076 = "stablehlo.dot_general"(%2075, %arg115) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2077 = "func.call"(%2076) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2078 = "stablehlo.dot_general"(%2075, %arg116) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2079 = "stablehlo.multiply"(%2077, %2078) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2080 = "stablehlo.dot_general"(%2079, %arg114) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2081 = "stablehlo.add"(%2058, %2080) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2082 = "stablehlo.convert"(%2081) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2083 = "stablehlo.multiply"(%2082, %2082) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2084 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2085 = "stablehlo.reduce"(%2083, %2084) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg528: tensor<f32>, %arg529: tensor<f32>):
      %5580 = "stablehlo.add"(%arg528, %arg529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5580) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2086 = "stablehlo.broadcast_in_dim"(%2085) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2087 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2088 = "stablehlo.broadcast_in_dim"(%2087) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2089 = "stablehlo.divide"(%2086, %2088) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2090 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2091 = "stablehlo.broadcast_in_dim"(%2090) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2092 = "stablehlo.add"(%2089, %2091) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2093 = "stablehlo.rsqrt"(%2092) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2094 = "stablehlo.broadcast_in_dim"(%2093) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2095 = "stablehlo.multiply"(%2082, %2094) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2096 = "stablehlo.convert"(%2095) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2097 = "stablehlo.broadcast_in_dim"(%arg121) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2098 = "stablehlo.multiply"(%2096, %2097) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2099 = "stablehlo.dot_general"(%2098, %arg128) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2100 = "stablehlo.reshape"(%2099) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2101 = "stablehlo.dot_general"(%2098, %arg126) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2102 = "stablehlo.reshape"(%2101) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2103 = "stablehlo.dot_general"(%2098, %arg129) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2104 = "stablehlo.reshape"(%2103) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2105 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2106 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2107 = "stablehlo.broadcast_in_dim"(%2106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2108 = "stablehlo.multiply"(%2107, %2105) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2110 = "stablehlo.broadcast_in_dim"(%2109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2111 = "stablehlo.add"(%2110, %2108) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2112 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2113 = "stablehlo.broadcast_in_dim"(%2112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2114 = "stablehlo.divide"(%2111, %2113) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2115 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2116 = "stablehlo.broadcast_in_dim"(%2115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2117 = "stablehlo.power"(%2116, %2114) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2118 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2119 = "stablehlo.broadcast_in_dim"(%2118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2120 = "stablehlo.divide"(%2119, %2117) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2121 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2122 = "stablehlo.broadcast_in_dim"(%2121) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2123 = "stablehlo.broadcast_in_dim"(%2120) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2124 = "stablehlo.broadcast_in_dim"(%2122) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2125 = "stablehlo.multiply"(%2124, %2123) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2126 = "stablehlo.concatenate"(%2125, %2125) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2127 = "stablehlo.cosine"(%2126) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2128 = "stablehlo.broadcast_in_dim"(%2127) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2129 = "stablehlo.sine"(%2126) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2130 = "stablehlo.broadcast_in_dim"(%2129) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2131 = "stablehlo.slice"(%2100) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2132 = "stablehlo.slice"(%2100) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2133 = "stablehlo.negate"(%2132) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2134 = "stablehlo.concatenate"(%2133, %2131) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2135 = "stablehlo.convert"(%2100) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2136 = "stablehlo.broadcast_in_dim"(%2128) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2137 = "stablehlo.multiply"(%2135, %2136) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2138 = "stablehlo.convert"(%2134) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2139 = "stablehlo.broadcast_in_dim"(%2130) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2140 = "stablehlo.multiply"(%2138, %2139) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2141 = "stablehlo.add"(%2137, %2140) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2142 = "stablehlo.convert"(%2141) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2143 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2144 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2145 = "stablehlo.broadcast_in_dim"(%2144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2146 = "stablehlo.multiply"(%2145, %2143) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2148 = "stablehlo.broadcast_in_dim"(%2147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2149 = "stablehlo.add"(%2148, %2146) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2150 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2151 = "stablehlo.broadcast_in_dim"(%2150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2152 = "stablehlo.divide"(%2149, %2151) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2153 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2154 = "stablehlo.broadcast_in_dim"(%2153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2155 = "stablehlo.power"(%2154, %2152) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2156 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2157 = "stablehlo.broadcast_in_dim"(%2156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2158 = "stablehlo.divide"(%2157, %2155) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2159 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2160 = "stablehlo.broadcast_in_dim"(%2159) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2161 = "stablehlo.broadcast_in_dim"(%2158) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2162 = "stablehlo.broadcast_in_dim"(%2160) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2163 = "stablehlo.multiply"(%2162, %2161) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2164 = "stablehlo.concatenate"(%2163, %2163) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2165 = "stablehlo.cosine"(%2164) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2166 = "stablehlo.broadcast_in_dim"(%2165) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2167 = "stablehlo.sine"(%2164) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2168 = "stablehlo.broadcast_in_dim"(%2167) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2169 = "stablehlo.slice"(%2102) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2170 = "stablehlo.slice"(%2102) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2171 = "stablehlo.negate"(%2170) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2172 = "stablehlo.concatenate"(%2171, %2169) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2173 = "stablehlo.convert"(%2102) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2174 = "stablehlo.broadcast_in_dim"(%2166) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2175 = "stablehlo.multiply"(%2173, %2174) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2176 = "stablehlo.convert"(%2172) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2177 = "stablehlo.broadcast_in_dim"(%2168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2178 = "stablehlo.multiply"(%2176, %2177) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2179 = "stablehlo.add"(%2175, %2178) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2180 = "stablehlo.convert"(%2179) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2181 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2182 = "stablehlo.compare"(%arg367, %2181) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2183 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2184 = "stablehlo.add"(%arg367, %2183) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2185 = "stablehlo.select"(%2182, %2184, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2186 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2187 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2188 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2189 = "stablehlo.dynamic_update_slice"(%arg327, %2180, %2186, %2185, %2187, %2188) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2190 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2191 = "stablehlo.compare"(%arg367, %2190) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2192 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2193 = "stablehlo.add"(%arg367, %2192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2194 = "stablehlo.select"(%2191, %2193, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2195 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2196 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2197 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2198 = "stablehlo.dynamic_update_slice"(%arg328, %2104, %2195, %2194, %2196, %2197) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2199 = "stablehlo.dot_general"(%2142, %2189) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %2200 = "stablehlo.convert"(%2199) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %2201 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2202 = "stablehlo.sqrt"(%2201) : (tensor<f32>) -> tensor<f32>
    %2203 = "stablehlo.convert"(%2202) : (tensor<f32>) -> tensor<f32>
    %2204 = "stablehlo.broadcast_in_dim"(%2203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2205 = "stablehlo.divide"(%2200, %2204) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2206 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %2207 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2208 = "func.call"(%2206, %2205, %2207) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2209 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2210 = "stablehlo.reduce"(%2208, %2209) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg526: tensor<f32>, %arg527: tensor<f32>):
      %5579 = "stablehlo.maximum"(%arg526, %arg527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5579) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2211 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2212 = "stablehlo.broadcast_in_dim"(%2211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %2213 = "stablehlo.maximum"(%2212, %2210) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %2214 = "stablehlo.broadcast_in_dim"(%2213) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2215 = "stablehlo.broadcast_in_dim"(%2214) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2216 = "stablehlo.subtract"(%2208, %2215) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2217 = "stablehlo.exponential"(%2216) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2219 = "stablehlo.reduce"(%2217, %2218) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg524: tensor<f32>, %arg525: tensor<f32>):
      %5578 = "stablehlo.add"(%arg524, %arg525) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5578) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2220 = "stablehlo.broadcast_in_dim"(%2219) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2221 = "stablehlo.broadcast_in_dim"(%2220) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2222 = "stablehlo.divide"(%2217, %2221) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2223 = "stablehlo.convert"(%2222) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %2224 = "stablehlo.dot_general"(%2198, %2223) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %2225 = "stablehlo.transpose"(%2224) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %2226 = "stablehlo.reshape"(%2225) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %2227 = "stablehlo.dot_general"(%2226, %arg127) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2228 = "stablehlo.add"(%2081, %2227) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2229 = "stablehlo.convert"(%2228) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2230 = "stablehlo.multiply"(%2229, %2229) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2232 = "stablehlo.reduce"(%2230, %2231) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg522: tensor<f32>, %arg523: tensor<f32>):
      %5577 = "stablehlo.add"(%arg522, %arg523) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5577) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2233 = "stablehlo.broadcast_in_dim"(%2232) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2234 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2235 = "stablehlo.broadcast_in_dim"(%2234) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2236 = "stablehlo.divide"(%2233, %2235) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2237 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2238 = "stablehlo.broadcast_in_dim"(%2237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2239 = "stablehlo.add"(%2236, %2238) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2240 = "stablehlo.rsqrt"(%2239) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2241 = "stablehlo.broadcast_in_dim"(%2240) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2242 = "stablehlo.multiply"(%2229, %2241) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2243 = "stablehlo.convert"(%2242) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2244 = "stablehlo.broadcast_in_dim"(%arg122) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2245 = "stablehlo.multiply"(%2243, %2244) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2246 = "stablehlo.dot_general"(%2245, %arg124) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2247 = "func.call"(%2246) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2248 = "stablehlo.dot_general"(%2245, %arg125) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2249 = "stablehlo.multiply"(%2247, %2248) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2250 = "stablehlo.dot_general"(%2249, %arg123) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2251 = "stablehlo.add"(%2228, %2250) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2252 = "stablehlo.convert"(%2251) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2253 = "stablehlo.multiply"(%2252, %2252) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2255 = "stablehlo.reduce"(%2253, %2254) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg520: tensor<f32>, %arg521: tensor<f32>):
      %5576 = "stablehlo.add"(%arg520, %arg521) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5576) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2256 = "stablehlo.broadcast_in_dim"(%2255) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2257 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2258 = "stablehlo.broadcast_in_dim"(%2257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2259 = "stablehlo.divide"(%2256, %2258) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2260 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2261 = "stablehlo.broadcast_in_dim"(%2260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2262 = "stablehlo.add"(%2259, %2261) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2263 = "stablehlo.rsqrt"(%2262) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2264 = "stablehlo.broadcast_in_dim"(%2263) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2265 = "stablehlo.multiply"(%2252, %2264) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2266 = "stablehlo.convert"(%2265) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2267 = "stablehlo.broadcast_in_dim"(%arg130) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2268 = "stablehlo.multiply"(%2266, %2267) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2269 = "stablehlo.dot_general"(%2268, %arg137) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2270 = "stablehlo.reshape"(%2269) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2271 = "stablehlo.dot_general"(%2268, %arg135) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2272 = "stablehlo.reshape"(%2271) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2273 = "stablehlo.dot_general"(%2268, %arg138) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2274 = "stablehlo.reshape"(%2273) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2275 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2276 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2277 = "stablehlo.broadcast_in_dim"(%2276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2278 = "stablehlo.multiply"(%2277, %2275) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2280 = "stablehlo.broadcast_in_dim"(%2279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2281 = "stablehlo.add"(%2280, %2278) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2282 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2283 = "stablehlo.broadcast_in_dim"(%2282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2284 = "stablehlo.divide"(%2281, %2283) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2285 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2286 = "stablehlo.broadcast_in_dim"(%2285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2287 = "stablehlo.power"(%2286, %2284) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2288 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2289 = "stablehlo.broadcast_in_dim"(%2288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2290 = "stablehlo.divide"(%2289, %2287) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2291 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2292 = "stablehlo.broadcast_in_dim"(%2291) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2293 = "stablehlo.broadcast_in_dim"(%2290) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2294 = "stablehlo.broadcast_in_dim"(%2292) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2295 = "stablehlo.multiply"(%2294, %2293) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2296 = "stablehlo.concatenate"(%2295, %2295) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2297 = "stablehlo.cosine"(%2296) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2298 = "stablehlo.broadcast_in_dim"(%2297) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2299 = "stablehlo.sine"(%2296) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2300 = "stablehlo.broadcast_in_dim"(%2299) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2301 = "stablehlo.slice"(%2270) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2302 = "stablehlo.slice"(%2270) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2303 = "stablehlo.negate"(%2302) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2304 = "stablehlo.concatenate"(%2303, %2301) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2305 = "stablehlo.convert"(%2270) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2306 = "stablehlo.broadcast_in_dim"(%2298) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2307 = "stablehlo.multiply"(%2305, %2306) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2308 = "stablehlo.convert"(%2304) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2309 = "stablehlo.broadcast_in_dim"(%2300) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2310 = "stablehlo.multiply"(%2308, %2309) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2311 = "stablehlo.add"(%2307, %2310) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2312 = "stablehlo.convert"(%2311) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2313 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2314 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2315 = "stablehlo.broadcast_in_dim"(%2314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2316 = "stablehlo.multiply"(%2315, %2313) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2318 = "stablehlo.broadcast_in_dim"(%2317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2319 = "stablehlo.add"(%2318, %2316) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2320 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2321 = "stablehlo.broadcast_in_dim"(%2320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2322 = "stablehlo.divide"(%2319, %2321) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2323 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2324 = "stablehlo.broadcast_in_dim"(%2323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2325 = "stablehlo.power"(%2324, %2322) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2326 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2327 = "stablehlo.broadcast_in_dim"(%2326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2328 = "stablehlo.divide"(%2327, %2325) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2329 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2330 = "stablehlo.broadcast_in_dim"(%2329) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2331 = "stablehlo.broadcast_in_dim"(%2328) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2332 = "stablehlo.broadcast_in_dim"(%2330) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2333 = "stablehlo.multiply"(%2332, %2331) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2334 = "stablehlo.concatenate"(%2333, %2333) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2335 = "stablehlo.cosine"(%2334) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2336 = "stablehlo.broadcast_in_dim"(%2335) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2337 = "stablehlo.sine"(%2334) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2338 = "stablehlo.broadcast_in_dim"(%2337) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2339 = "stablehlo.slice"(%2272) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2340 = "stablehlo.slice"(%2272) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2341 = "stablehlo.negate"(%2340) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2342 = "stablehlo.concatenate"(%2341, %2339) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2343 = "stablehlo.convert"(%2272) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2344 = "stablehlo.broadcast_in_dim"(%2336) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2345 = "stablehlo.multiply"(%2343, %2344) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2346 = "stablehlo.convert"(%2342) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2347 = "stablehlo.broadcast_in_dim"(%2338) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2348 = "stablehlo.multiply"(%2346, %2347) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2349 = "stablehlo.add"(%2345, %2348) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2350 = "stablehlo.convert"(%2349) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2351 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2352 = "stablehlo.compare"(%arg367, %2351) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2353 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2354 = "stablehlo.add"(%arg367, %2353) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2355 = "stablehlo.select"(%2352, %2354, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2357 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2358 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2359 = "stablehlo.dynamic_update_slice"(%arg329, %2350, %2356, %2355, %2357, %2358) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2360 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2361 = "stablehlo.compare"(%arg367, %2360) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2362 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2363 = "stablehlo.add"(%arg367, %2362) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2364 = "stablehlo.select"(%2361, %2363, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2365 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2366 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2367 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2368 = "stablehlo.dynamic_update_slice"(%arg330, %2274, %2365, %2364, %2366, %2367) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2369 = "stablehlo.dot_general"(%2312, %2359) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %2370 = "stablehlo.convert"(%2369) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %2371 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2372 = "stablehlo.sqrt"(%2371) : (tensor<f32>) -> tensor<f32>
    %2373 = "stablehlo.convert"(%2372) : (tensor<f32>) -> tensor<f32>
    %2374 = "stablehlo.broadcast_in_dim"(%2373) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2375 = "stablehlo.divide"(%2370, %2374) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2376 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %2377 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2378 = "func.call"(%2376, %2375, %2377) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2379 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2380 = "stablehlo.reduce"(%2378, %2379) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg518: tensor<f32>, %arg519: tensor<f32>):
      %5575 = "stablehlo.maximum"(%arg518, %arg519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5575) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2381 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2382 = "stablehlo.broadcast_in_dim"(%2381) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %2383 = "stablehlo.maximum"(%2382, %2380) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %2384 = "stablehlo.broadcast_in_dim"(%2383) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2385 = "stablehlo.broadcast_in_dim"(%2384) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2386 = "stablehlo.subtract"(%2378, %2385) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2387 = "stablehlo.exponential"(%2386) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2388 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2389 = "stablehlo.reduce"(%2387, %2388) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg516: tensor<f32>, %arg517: tensor<f32>):
      %5574 = "stablehlo.add"(%arg516, %arg517) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5574) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2390 = "stablehlo.broadcast_in_dim"(%2389) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2391 = "stablehlo.broadcast_in_dim"(%2390) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2392 = "stablehlo.divide"(%2387, %2391) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2393 = "stablehlo.convert"(%2392) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %2394 = "stablehlo.dot_general"(%2368, %2393) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %2395 = "stablehlo.transpose"(%2394) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %2396 = "stablehlo.reshape"(%2395) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %2397 = "stablehlo.dot_general"(%2396, %arg136) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2398 = "stablehlo.add"(%2251, %2397) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2399 = "stablehlo.convert"(%2398) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2400 = "stablehlo.multiply"(%2399, %2399) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2401 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2402 = "stablehlo.reduce"(%2400, %2401) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg514: tensor<f32>, %arg515: tensor<f32>):
      %5573 = "stablehlo.add"(%arg514, %arg515) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5573) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2403 = "stablehlo.broadcast_in_dim"(%2402) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2404 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2405 = "stablehlo.broadcast_in_dim"(%2404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2406 = "stablehlo.divide"(%2403, %2405) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2407 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2408 = "stablehlo.broadcast_in_dim"(%2407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2409 = "stablehlo.add"(%2406, %2408) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2410 = "stablehlo.rsqrt"(%2409) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2411 = "stablehlo.broadcast_in_dim"(%2410) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2412 = "stablehlo.multiply"(%2399, %2411) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2413 = "stablehlo.convert"(%2412) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2414 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2415 = "stablehlo.multiply"(%2413, %2414) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2416 = "stablehlo.dot_general"(%2415, %arg133) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2417 = "func.call"(%2416) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2418 = "stablehlo.dot_general"(%2415, %arg134) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2419 = "stablehlo.multiply"(%2417, %2418) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2420 = "stablehlo.dot_general"(%2419, %arg132) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2421 = "stablehlo.add"(%2398, %2420) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2422 = "stablehlo.convert"(%2421) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2423 = "stablehlo.multiply"(%2422, %2422) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2424 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2425 = "stablehlo.reduce"(%2423, %2424) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg512: tensor<f32>, %arg513: tensor<f32>):
      %5572 = "stablehlo.add"(%arg512, %arg513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5572) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2426 = "stablehlo.broadcast_in_dim"(%2425) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2427 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2428 = "stablehlo.broadcast_in_dim"(%2427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2429 = "stablehlo.divide"(%2426, %2428) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2430 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2431 = "stablehlo.broadcast_in_dim"(%2430) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2432 = "stablehlo.add"(%2429, %2431) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2433 = "stablehlo.rsqrt"(%2432) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2434 = "stablehlo.broadcast_in_dim"(%2433) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2435 = "stablehlo.multiply"(%2422, %2434) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2436 = "stablehlo.convert"(%2435) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2437 = "stablehlo.broadcast_in_dim"(%arg139) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2438 = "stablehlo.multiply"(%2436, %2437) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2439 = "stablehlo.dot_general"(%2438, %arg146) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2440 = "stablehlo.reshape"(%2439) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2441 = "stablehlo.dot_general"(%2438, %arg144) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2442 = "stablehlo.reshape"(%2441) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2443 = "stablehlo.dot_general"(%2438, %arg147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2444 = "stablehlo.reshape"(%2443) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2445 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2446 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2447 = "stablehlo.broadcast_in_dim"(%2446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2448 = "stablehlo.multiply"(%2447, %2445) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2449 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2450 = "stablehlo.broadcast_in_dim"(%2449) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2451 = "stablehlo.add"(%2450, %2448) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2452 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2453 = "stablehlo.broadcast_in_dim"(%2452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2454 = "stablehlo.divide"(%2451, %2453) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2455 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2456 = "stablehlo.broadcast_in_dim"(%2455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2457 = "stablehlo.power"(%2456, %2454) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2458 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2459 = "stablehlo.broadcast_in_dim"(%2458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2460 = "stablehlo.divide"(%2459, %2457) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2461 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2462 = "stablehlo.broadcast_in_dim"(%2461) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2463 = "stablehlo.broadcast_in_dim"(%2460) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2464 = "stablehlo.broadcast_in_dim"(%2462) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2465 = "stablehlo.multiply"(%2464, %2463) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2466 = "stablehlo.concatenate"(%2465, %2465) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2467 = "stablehlo.cosine"(%2466) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2468 = "stablehlo.broadcast_in_dim"(%2467) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2469 = "stablehlo.sine"(%2466) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2470 = "stablehlo.broadcast_in_dim"(%2469) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2471 = "stablehlo.slice"(%2440) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2472 = "stablehlo.slice"(%2440) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2473 = "stablehlo.negate"(%2472) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2474 = "stablehlo.concatenate"(%2473, %2471) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2475 = "stablehlo.convert"(%2440) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2476 = "stablehlo.broadcast_in_dim"(%2468) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2477 = "stablehlo.multiply"(%2475, %2476) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2478 = "stablehlo.convert"(%2474) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2479 = "stablehlo.broadcast_in_dim"(%2470) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2480 = "stablehlo.multiply"(%2478, %2479) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2481 = "stablehlo.add"(%2477, %2480) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2482 = "stablehlo.convert"(%2481) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2483 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2484 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2485 = "stablehlo.broadcast_in_dim"(%2484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2486 = "stablehlo.multiply"(%2485, %2483) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2487 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2488 = "stablehlo.broadcast_in_dim"(%2487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2489 = "stablehlo.add"(%2488, %2486) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2490 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2491 = "stablehlo.broadcast_in_dim"(%2490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2492 = "stablehlo.divide"(%2489, %2491) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2493 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2494 = "stablehlo.broadcast_in_dim"(%2493) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2495 = "stablehlo.power"(%2494, %2492) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2496 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2497 = "stablehlo.broadcast_in_dim"(%2496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2498 = "stablehlo.divide"(%2497, %2495) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2499 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2500 = "stablehlo.broadcast_in_dim"(%2499) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2501 = "stablehlo.broadcast_in_dim"(%2498) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2502 = "stablehlo.broadcast_in_dim"(%2500) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2503 = "stablehlo.multiply"(%2502, %2501) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2504 = "stablehlo.concatenate"(%2503, %2503) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2505 = "stablehlo.cosine"(%2504) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2506 = "stablehlo.broadcast_in_dim"(%2505) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2507 = "stablehlo.sine"(%2504) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2508 = "stablehlo.broadcast_in_dim"(%2507) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2509 = "stablehlo.slice"(%2442) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2510 = "stablehlo.slice"(%2442) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2511 = "stablehlo.negate"(%2510) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2512 = "stablehlo.concatenate"(%2511, %2509) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2513 = "stablehlo.convert"(%2442) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2514 = "stablehlo.broadcast_in_dim"(%2506) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2515 = "stablehlo.multiply"(%2513, %2514) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2516 = "stablehlo.convert"(%2512) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2517 = "stablehlo.broadcast_in_dim"(%2508) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2518 = "stablehlo.multiply"(%2516, %2517) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2519 = "stablehlo.add"(%2515, %2518) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2520 = "stablehlo.convert"(%2519) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2521 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2522 = "stablehlo.compare"(%arg367, %2521) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2523 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2524 = "stablehlo.add"(%arg367, %2523) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2525 = "stablehlo.select"(%2522, %2524, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2526 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2527 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2528 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2529 = "stablehlo.dynamic_update_slice"(%arg331, %2520, %2526, %2525, %2527, %2528) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2530 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2531 = "stablehlo.compare"(%arg367, %2530) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2532 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2533 = "stablehlo.add"(%arg367, %2532) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2534 = "stablehlo.select"(%2531, %2533, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2535 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2536 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2537 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2538 = "stablehlo.dynamic_update_slice"(%arg332, %2444, %2535, %2534, %2536, %2537) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2539 = "stablehlo.dot_general"(%2482, %2529) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %2540 = "stablehlo.convert"(%2539) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %2541 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2542 = "stablehlo.sqrt"(%2541) : (tensor<f32>) -> tensor<f32>
    %2543 = "stablehlo.convert"(%2542) : (tensor<f32>) -> tensor<f32>
    %2544 = "stablehlo.broadcast_in_dim"(%2543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2545 = "stablehlo.divide"(%2540, %2544) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2546 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %2547 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2548 = "func.call"(%2546, %2545, %2547) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2549 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2550 = "stablehlo.reduce"(%2548, %2549) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg510: tensor<f32>, %arg511: tensor<f32>):
      %5571 = "stablehlo.maximum"(%arg510, %arg511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5571) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2551 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2552 = "stablehlo.broadcast_in_dim"(%2551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %2553 = "stablehlo.maximum"(%2552, %2550) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %2554 = "stablehlo.broadcast_in_dim"(%2553) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2555 = "stablehlo.broadcast_in_dim"(%2554) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2556 = "stablehlo.subtract"(%2548, %2555) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2557 = "stablehlo.exponential"(%2556) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2558 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2559 = "stablehlo.reduce"(%2557, %2558) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg508: tensor<f32>, %arg509: tensor<f32>):
      %5570 = "stablehlo.add"(%arg508, %arg509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5570) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2560 = "stablehlo.broadcast_in_dim"(%2559) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2561 = "stablehlo.broadcast_in_dim"(%2560) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2562 = "stablehlo.divide"(%2557, %2561) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2563 = "stablehlo.convert"(%2562) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %2564 = "stablehlo.dot_general"(%2538, %2563) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %2565 = "stablehlo.transpose"(%2564) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %2566 = "stablehlo.reshape"(%2565) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %2567 = "stablehlo.dot_general"(%2566, %arg145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2568 = "stablehlo.add"(%2421, %2567) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2569 = "stablehlo.convert"(%2568) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2570 = "stablehlo.multiply"(%2569, %2569) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2571 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2572 = "stablehlo.reduce"(%2570, %2571) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg506: tensor<f32>, %arg507: tensor<f32>):
      %5569 = "stablehlo.add"(%arg506, %arg507) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5569) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2573 = "stablehlo.broadcast_in_dim"(%2572) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2574 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2575 = "stablehlo.broadcast_in_dim"(%2574) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2576 = "stablehlo.divide"(%2573, %2575) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2577 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2578 = "stablehlo.broadcast_in_dim"(%2577) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2579 = "stablehlo.add"(%2576, %2578) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2580 = "stablehlo.rsqrt"(%2579) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2581 = "stablehlo.broadcast_in_dim"(%2580) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2582 = "stablehlo.multiply"(%2569, %2581) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2583 = "stablehlo.convert"(%2582) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2584 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2585 = "stablehlo.multiply"(%2583, %2584) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2586 = "stablehlo.dot_general"(%2585, %arg142) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2587 = "func.call"(%2586) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2588 = "stablehlo.dot_general"(%2585, %arg143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2589 = "stablehlo.multiply"(%2587, %2588) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2590 = "stablehlo.dot_general"(%2589, %arg141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2591 = "stablehlo.add"(%2568, %2590) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2592 = "stablehlo.convert"(%2591) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2593 = "stablehlo.multiply"(%2592, %2592) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2594 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2595 = "stablehlo.reduce"(%2593, %2594) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg504: tensor<f32>, %arg505: tensor<f32>):
      %5568 = "stablehlo.add"(%arg504, %arg505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5568) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2596 = "stablehlo.broadcast_in_dim"(%2595) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2597 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2598 = "stablehlo.broadcast_in_dim"(%2597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2599 = "stablehlo.divide"(%2596, %2598) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2600 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2601 = "stablehlo.broadcast_in_dim"(%2600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2602 = "stablehlo.add"(%2599, %2601) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2603 = "stablehlo.rsqrt"(%2602) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2604 = "stablehlo.broadcast_in_dim"(%2603) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2605 = "stablehlo.multiply"(%2592, %2604) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2606 = "stablehlo.convert"(%2605) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2607 = "stablehlo.broadcast_in_dim"(%arg148) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2608 = "stablehlo.multiply"(%2606, %2607) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2609 = "stablehlo.dot_general"(%2608, %arg155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2610 = "stablehlo.reshape"(%2609) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2611 = "stablehlo.dot_general"(%2608, %arg153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2612 = "stablehlo.reshape"(%2611) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2613 = "stablehlo.dot_general"(%2608, %arg156) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2614 = "stablehlo.reshape"(%2613) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2615 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2616 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2617 = "stablehlo.broadcast_in_dim"(%2616) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2618 = "stablehlo.multiply"(%2617, %2615) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2619 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2620 = "stablehlo.broadcast_in_dim"(%2619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2621 = "stablehlo.add"(%2620, %2618) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2622 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2623 = "stablehlo.broadcast_in_dim"(%2622) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2624 = "stablehlo.divide"(%2621, %2623) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2625 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2626 = "stablehlo.broadcast_in_dim"(%2625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2627 = "stablehlo.power"(%2626, %2624) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2628 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2629 = "stablehlo.broadcast_in_dim"(%2628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2630 = "stablehlo.divide"(%2629, %2627) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2631 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2632 = "stablehlo.broadcast_in_dim"(%2631) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2633 = "stablehlo.broadcast_in_dim"(%2630) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2634 = "stablehlo.broadcast_in_dim"(%2632) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2635 = "stablehlo.multiply"(%2634, %2633) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2636 = "stablehlo.concatenate"(%2635, %2635) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2637 = "stablehlo.cosine"(%2636) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2638 = "stablehlo.broadcast_in_dim"(%2637) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2639 = "stablehlo.sine"(%2636) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2640 = "stablehlo.broadcast_in_dim"(%2639) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2641 = "stablehlo.slice"(%2610) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2642 = "stablehlo.slice"(%2610) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2643 = "stablehlo.negate"(%2642) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2644 = "stablehlo.concatenate"(%2643, %2641) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2645 = "stablehlo.convert"(%2610) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2646 = "stablehlo.broadcast_in_dim"(%2638) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2647 = "stablehlo.multiply"(%2645, %2646) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2648 = "stablehlo.convert"(%2644) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2649 = "stablehlo.broadcast_in_dim"(%2640) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2650 = "stablehlo.multiply"(%2648, %2649) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2651 = "stablehlo.add"(%2647, %2650) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2652 = "stablehlo.convert"(%2651) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2653 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2654 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2655 = "stablehlo.broadcast_in_dim"(%2654) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2656 = "stablehlo.multiply"(%2655, %2653) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2657 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2658 = "stablehlo.broadcast_in_dim"(%2657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2659 = "stablehlo.add"(%2658, %2656) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2660 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2661 = "stablehlo.broadcast_in_dim"(%2660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2662 = "stablehlo.divide"(%2659, %2661) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2663 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2664 = "stablehlo.broadcast_in_dim"(%2663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2665 = "stablehlo.power"(%2664, %2662) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2666 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2667 = "stablehlo.broadcast_in_dim"(%2666) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2668 = "stablehlo.divide"(%2667, %2665) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2669 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2670 = "stablehlo.broadcast_in_dim"(%2669) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2671 = "stablehlo.broadcast_in_dim"(%2668) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2672 = "stablehlo.broadcast_in_dim"(%2670) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2673 = "stablehlo.multiply"(%2672, %2671) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2674 = "stablehlo.concatenate"(%2673, %2673) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2675 = "stablehlo.cosine"(%2674) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2676 = "stablehlo.broadcast_in_dim"(%2675) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2677 = "stablehlo.sine"(%2674) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2678 = "stablehlo.broadcast_in_dim"(%2677) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2679 = "stablehlo.slice"(%2612) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2680 = "stablehlo.slice"(%2612) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2681 = "stablehlo.negate"(%2680) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2682 = "stablehlo.concatenate"(%2681, %2679) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2683 = "stablehlo.convert"(%2612) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2684 = "stablehlo.broadcast_in_dim"(%2676) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2685 = "stablehlo.multiply"(%2683, %2684) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2686 = "stablehlo.convert"(%2682) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2687 = "stablehlo.broadcast_in_dim"(%2678) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2688 = "stablehlo.multiply"(%2686, %2687) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2689 = "stablehlo.add"(%2685, %2688) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2690 = "stablehlo.convert"(%2689) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2691 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2692 = "stablehlo.compare"(%arg367, %2691) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2693 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2694 = "stablehlo.add"(%arg367, %2693) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2695 = "stablehlo.select"(%2692, %2694, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2696 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2697 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2698 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2699 = "stablehlo.dynamic_update_slice"(%arg333, %2690, %2696, %2695, %2697, %2698) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2700 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2701 = "stablehlo.compare"(%arg367, %2700) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2702 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2703 = "stablehlo.add"(%arg367, %2702) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2704 = "stablehlo.select"(%2701, %2703, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2705 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2706 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2707 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2708 = "stablehlo.dynamic_update_slice"(%arg334, %2614, %2705, %2704, %2706, %2707) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2709 = "stablehlo.dot_general"(%2652, %2699) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %2710 = "stablehlo.convert"(%2709) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %2711 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2712 = "stablehlo.sqrt"(%2711) : (tensor<f32>) -> tensor<f32>
    %2713 = "stablehlo.convert"(%2712) : (tensor<f32>) -> tensor<f32>
    %2714 = "stablehlo.broadcast_in_dim"(%2713) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2715 = "stablehlo.divide"(%2710, %2714) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2716 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %2717 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2718 = "func.call"(%2716, %2715, %2717) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2719 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2720 = "stablehlo.reduce"(%2718, %2719) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg502: tensor<f32>, %arg503: tensor<f32>):
      %5567 = "stablehlo.maximum"(%arg502, %arg503) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5567) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2721 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2722 = "stablehlo.broadcast_in_dim"(%2721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %2723 = "stablehlo.maximum"(%2722, %2720) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %2724 = "stablehlo.broadcast_in_dim"(%2723) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2725 = "stablehlo.broadcast_in_dim"(%2724) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2726 = "stablehlo.subtract"(%2718, %2725) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2727 = "stablehlo.exponential"(%2726) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2728 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2729 = "stablehlo.reduce"(%2727, %2728) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg500: tensor<f32>, %arg501: tensor<f32>):
      %5566 = "stablehlo.add"(%arg500, %arg501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5566) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2730 = "stablehlo.broadcast_in_dim"(%2729) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2731 = "stablehlo.broadcast_in_dim"(%2730) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2732 = "stablehlo.divide"(%2727, %2731) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2733 = "stablehlo.convert"(%2732) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %2734 = "stablehlo.dot_general"(%2708, %2733) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %2735 = "stablehlo.transpose"(%2734) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %2736 = "stablehlo.reshape"(%2735) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %2737 = "stablehlo.dot_general"(%2736, %arg154) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2738 = "stablehlo.add"(%2591, %2737) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2739 = "stablehlo.convert"(%2738) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2740 = "stablehlo.multiply"(%2739, %2739) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2742 = "stablehlo.reduce"(%2740, %2741) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg498: tensor<f32>, %arg499: tensor<f32>):
      %5565 = "stablehlo.add"(%arg498, %arg499) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5565) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2743 = "stablehlo.broadcast_in_dim"(%2742) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2744 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2745 = "stablehlo.broadcast_in_dim"(%2744) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2746 = "stablehlo.divide"(%2743, %2745) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2747 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2748 = "stablehlo.broadcast_in_dim"(%2747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2749 = "stablehlo.add"(%2746, %2748) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2750 = "stablehlo.rsqrt"(%2749) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2751 = "stablehlo.broadcast_in_dim"(%2750) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2752 = "stablehlo.multiply"(%2739, %2751) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2753 = "stablehlo.convert"(%2752) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2754 = "stablehlo.broadcast_in_dim"(%arg149) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2755 = "stablehlo.multiply"(%2753, %2754) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2756 = "stablehlo.dot_general"(%2755, %arg151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2757 = "func.call"(%2756) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2758 = "stablehlo.dot_general"(%2755, %arg152) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2759 = "stablehlo.multiply"(%2757, %2758) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2760 = "stablehlo.dot_general"(%2759, %arg150) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2761 = "stablehlo.add"(%2738, %2760) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2762 = "stablehlo.convert"(%2761) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2763 = "stablehlo.multiply"(%2762, %2762) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2764 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2765 = "stablehlo.reduce"(%2763, %2764) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg496: tensor<f32>, %arg497: tensor<f32>):
      %5564 = "stablehlo.add"(%arg496, %arg497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5564) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2766 = "stablehlo.broadcast_in_dim"(%2765) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2767 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2768 = "stablehlo.broadcast_in_dim"(%2767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2769 = "stablehlo.divide"(%2766, %2768) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2770 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2771 = "stablehlo.broadcast_in_dim"(%2770) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2772 = "stablehlo.add"(%2769, %2771) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2773 = "stablehlo.rsqrt"(%2772) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2774 = "stablehlo.broadcast_in_dim"(%2773) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2775 = "stablehlo.multiply"(%2762, %2774) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2776 = "stablehlo.convert"(%2775) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2777 = "stablehlo.broadcast_in_dim"(%arg157) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2778 = "stablehlo.multiply"(%2776, %2777) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2779 = "stablehlo.dot_general"(%2778, %arg164) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2780 = "stablehlo.reshape"(%2779) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2781 = "stablehlo.dot_general"(%2778, %arg162) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2782 = "stablehlo.reshape"(%2781) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2783 = "stablehlo.dot_general"(%2778, %arg165) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2784 = "stablehlo.reshape"(%2783) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2785 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2786 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2787 = "stablehlo.broadcast_in_dim"(%2786) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2788 = "stablehlo.multiply"(%2787, %2785) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2789 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2790 = "stablehlo.broadcast_in_dim"(%2789) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2791 = "stablehlo.add"(%2790, %2788) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2792 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2793 = "stablehlo.broadcast_in_dim"(%2792) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2794 = "stablehlo.divide"(%2791, %2793) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2795 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2796 = "stablehlo.broadcast_in_dim"(%2795) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2797 = "stablehlo.power"(%2796, %2794) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2798 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2799 = "stablehlo.broadcast_in_dim"(%2798) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2800 = "stablehlo.divide"(%2799, %2797) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2801 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2802 = "stablehlo.broadcast_in_dim"(%2801) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2803 = "stablehlo.broadcast_in_dim"(%2800) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2804 = "stablehlo.broadcast_in_dim"(%2802) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2805 = "stablehlo.multiply"(%2804, %2803) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2806 = "stablehlo.concatenate"(%2805, %2805) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2807 = "stablehlo.cosine"(%2806) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2808 = "stablehlo.broadcast_in_dim"(%2807) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2809 = "stablehlo.sine"(%2806) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2810 = "stablehlo.broadcast_in_dim"(%2809) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2811 = "stablehlo.slice"(%2780) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2812 = "stablehlo.slice"(%2780) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2813 = "stablehlo.negate"(%2812) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2814 = "stablehlo.concatenate"(%2813, %2811) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2815 = "stablehlo.convert"(%2780) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2816 = "stablehlo.broadcast_in_dim"(%2808) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2817 = "stablehlo.multiply"(%2815, %2816) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2818 = "stablehlo.convert"(%2814) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2819 = "stablehlo.broadcast_in_dim"(%2810) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2820 = "stablehlo.multiply"(%2818, %2819) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2821 = "stablehlo.add"(%2817, %2820) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2822 = "stablehlo.convert"(%2821) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2823 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2824 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2825 = "stablehlo.broadcast_in_dim"(%2824) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2826 = "stablehlo.multiply"(%2825, %2823) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2827 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2828 = "stablehlo.broadcast_in_dim"(%2827) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2829 = "stablehlo.add"(%2828, %2826) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2830 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2831 = "stablehlo.broadcast_in_dim"(%2830) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2832 = "stablehlo.divide"(%2829, %2831) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2833 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2834 = "stablehlo.broadcast_in_dim"(%2833) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2835 = "stablehlo.power"(%2834, %2832) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2836 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2837 = "stablehlo.broadcast_in_dim"(%2836) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2838 = "stablehlo.divide"(%2837, %2835) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2839 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2840 = "stablehlo.broadcast_in_dim"(%2839) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2841 = "stablehlo.broadcast_in_dim"(%2838) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2842 = "stablehlo.broadcast_in_dim"(%2840) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2843 = "stablehlo.multiply"(%2842, %2841) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2844 = "stablehlo.concatenate"(%2843, %2843) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2845 = "stablehlo.cosine"(%2844) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2846 = "stablehlo.broadcast_in_dim"(%2845) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2847 = "stablehlo.sine"(%2844) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2848 = "stablehlo.broadcast_in_dim"(%2847) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2849 = "stablehlo.slice"(%2782) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2850 = "stablehlo.slice"(%2782) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2851 = "stablehlo.negate"(%2850) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2852 = "stablehlo.concatenate"(%2851, %2849) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2853 = "stablehlo.convert"(%2782) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2854 = "stablehlo.broadcast_in_dim"(%2846) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2855 = "stablehlo.multiply"(%2853, %2854) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2856 = "stablehlo.convert"(%2852) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2857 = "stablehlo.broadcast_in_dim"(%2848) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2858 = "stablehlo.multiply"(%2856, %2857) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2859 = "stablehlo.add"(%2855, %2858) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2860 = "stablehlo.convert"(%2859) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2861 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2862 = "stablehlo.compare"(%arg367, %2861) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2863 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2864 = "stablehlo.add"(%arg367, %2863) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2865 = "stablehlo.select"(%2862, %2864, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2866 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2867 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2868 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2869 = "stablehlo.dynamic_update_slice"(%arg335, %2860, %2866, %2865, %2867, %2868) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2870 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2871 = "stablehlo.compare"(%arg367, %2870) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2872 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %2873 = "stablehlo.add"(%arg367, %2872) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2874 = "stablehlo.select"(%2871, %2873, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2875 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2876 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2877 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2878 = "stablehlo.dynamic_update_slice"(%arg336, %2784, %2875, %2874, %2876, %2877) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %2879 = "stablehlo.dot_general"(%2822, %2869) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %2880 = "stablehlo.convert"(%2879) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %2881 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2882 = "stablehlo.sqrt"(%2881) : (tensor<f32>) -> tensor<f32>
    %2883 = "stablehlo.convert"(%2882) : (tensor<f32>) -> tensor<f32>
    %2884 = "stablehlo.broadcast_in_dim"(%2883) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2885 = "stablehlo.divide"(%2880, %2884) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2886 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %2887 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %2888 = "func.call"(%2886, %2885, %2887) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %2889 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2890 = "stablehlo.reduce"(%2888, %2889) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg494: tensor<f32>, %arg495: tensor<f32>):
      %5563 = "stablehlo.maximum"(%arg494, %arg495) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5563) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2891 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2892 = "stablehlo.broadcast_in_dim"(%2891) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %2893 = "stablehlo.maximum"(%2892, %2890) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %2894 = "stablehlo.broadcast_in_dim"(%2893) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2895 = "stablehlo.broadcast_in_dim"(%2894) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2896 = "stablehlo.subtract"(%2888, %2895) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2897 = "stablehlo.exponential"(%2896) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2898 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2899 = "stablehlo.reduce"(%2897, %2898) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg492: tensor<f32>, %arg493: tensor<f32>):
      %5562 = "stablehlo.add"(%arg492, %arg493) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5562) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %2900 = "stablehlo.broadcast_in_dim"(%2899) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %2901 = "stablehlo.broadcast_in_dim"(%2900) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %2902 = "stablehlo.divide"(%2897, %2901) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %2903 = "stablehlo.convert"(%2902) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %2904 = "stablehlo.dot_general"(%2878, %2903) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %2905 = "stablehlo.transpose"(%2904) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %2906 = "stablehlo.reshape"(%2905) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %2907 = "stablehlo.dot_general"(%2906, %arg163) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2908 = "stablehlo.add"(%2761, %2907) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2909 = "stablehlo.convert"(%2908) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2910 = "stablehlo.multiply"(%2909, %2909) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2911 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2912 = "stablehlo.reduce"(%2910, %2911) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg490: tensor<f32>, %arg491: tensor<f32>):
      %5561 = "stablehlo.add"(%arg490, %arg491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5561) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2913 = "stablehlo.broadcast_in_dim"(%2912) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2914 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2915 = "stablehlo.broadcast_in_dim"(%2914) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2916 = "stablehlo.divide"(%2913, %2915) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2917 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2918 = "stablehlo.broadcast_in_dim"(%2917) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2919 = "stablehlo.add"(%2916, %2918) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2920 = "stablehlo.rsqrt"(%2919) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2921 = "stablehlo.broadcast_in_dim"(%2920) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2922 = "stablehlo.multiply"(%2909, %2921) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2923 = "stablehlo.convert"(%2922) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2924 = "stablehlo.broadcast_in_dim"(%arg158) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2925 = "stablehlo.multiply"(%2923, %2924) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2926 = "stablehlo.dot_general"(%2925, %arg160) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2927 = "func.call"(%2926) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2928 = "stablehlo.dot_general"(%2925, %arg161) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2929 = "stablehlo.multiply"(%2927, %2928) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2930 = "stablehlo.dot_general"(%2929, %arg159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2931 = "stablehlo.add"(%2908, %2930) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2932 = "stablehlo.convert"(%2931) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %2933 = "stablehlo.multiply"(%2932, %2932) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2934 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2935 = "stablehlo.reduce"(%2933, %2934) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg488: tensor<f32>, %arg489: tensor<f32>):
      %5560 = "stablehlo.add"(%arg488, %arg489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5560) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %2936 = "stablehlo.broadcast_in_dim"(%2935) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %2937 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %2938 = "stablehlo.broadcast_in_dim"(%2937) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2939 = "stablehlo.divide"(%2936, %2938) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2940 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %2941 = "stablehlo.broadcast_in_dim"(%2940) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %2942 = "stablehlo.add"(%2939, %2941) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2943 = "stablehlo.rsqrt"(%2942) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %2944 = "stablehlo.broadcast_in_dim"(%2943) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %2945 = "stablehlo.multiply"(%2932, %2944) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %2946 = "stablehlo.convert"(%2945) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %2947 = "stablehlo.broadcast_in_dim"(%arg166) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2948 = "stablehlo.multiply"(%2946, %2947) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2949 = "stablehlo.dot_general"(%2948, %arg173) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2950 = "stablehlo.reshape"(%2949) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2951 = "stablehlo.dot_general"(%2948, %arg171) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2952 = "stablehlo.reshape"(%2951) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2953 = "stablehlo.dot_general"(%2948, %arg174) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %2954 = "stablehlo.reshape"(%2953) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %2955 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2956 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2957 = "stablehlo.broadcast_in_dim"(%2956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2958 = "stablehlo.multiply"(%2957, %2955) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2959 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2960 = "stablehlo.broadcast_in_dim"(%2959) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2961 = "stablehlo.add"(%2960, %2958) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2962 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %2963 = "stablehlo.broadcast_in_dim"(%2962) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2964 = "stablehlo.divide"(%2961, %2963) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2965 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %2966 = "stablehlo.broadcast_in_dim"(%2965) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2967 = "stablehlo.power"(%2966, %2964) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2968 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2969 = "stablehlo.broadcast_in_dim"(%2968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2970 = "stablehlo.divide"(%2969, %2967) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2971 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %2972 = "stablehlo.broadcast_in_dim"(%2971) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %2973 = "stablehlo.broadcast_in_dim"(%2970) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %2974 = "stablehlo.broadcast_in_dim"(%2972) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %2975 = "stablehlo.multiply"(%2974, %2973) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %2976 = "stablehlo.concatenate"(%2975, %2975) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %2977 = "stablehlo.cosine"(%2976) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2978 = "stablehlo.broadcast_in_dim"(%2977) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2979 = "stablehlo.sine"(%2976) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %2980 = "stablehlo.broadcast_in_dim"(%2979) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %2981 = "stablehlo.slice"(%2950) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2982 = "stablehlo.slice"(%2950) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %2983 = "stablehlo.negate"(%2982) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %2984 = "stablehlo.concatenate"(%2983, %2981) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %2985 = "stablehlo.convert"(%2950) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2986 = "stablehlo.broadcast_in_dim"(%2978) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2987 = "stablehlo.multiply"(%2985, %2986) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2988 = "stablehlo.convert"(%2984) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %2989 = "stablehlo.broadcast_in_dim"(%2980) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %2990 = "stablehlo.multiply"(%2988, %2989) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2991 = "stablehlo.add"(%2987, %2990) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %2992 = "stablehlo.convert"(%2991) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %2993 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %2994 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2995 = "stablehlo.broadcast_in_dim"(%2994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2996 = "stablehlo.multiply"(%2995, %2993) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %2997 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2998 = "stablehlo.broadcast_in_dim"(%2997) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %2999 = "stablehlo.add"(%2998, %2996) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3000 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3001 = "stablehlo.broadcast_in_dim"(%3000) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3002 = "stablehlo.divide"(%2999, %3001) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3003 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3004 = "stablehlo.broadcast_in_dim"(%3003) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3005 = "stablehlo.power"(%3004, %3002) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3006 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3007 = "stablehlo.broadcast_in_dim"(%3006) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3008 = "stablehlo.divide"(%3007, %3005) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3009 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3010 = "stablehlo.broadcast_in_dim"(%3009) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3011 = "stablehlo.broadcast_in_dim"(%3008) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3012 = "stablehlo.broadcast_in_dim"(%3010) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3013 = "stablehlo.multiply"(%3012, %3011) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3014 = "stablehlo.concatenate"(%3013, %3013) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3015 = "stablehlo.cosine"(%3014) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3016 = "stablehlo.broadcast_in_dim"(%3015) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3017 = "stablehlo.sine"(%3014) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3018 = "stablehlo.broadcast_in_dim"(%3017) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3019 = "stablehlo.slice"(%2952) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3020 = "stablehlo.slice"(%2952) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3021 = "stablehlo.negate"(%3020) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3022 = "stablehlo.concatenate"(%3021, %3019) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3023 = "stablehlo.convert"(%2952) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3024 = "stablehlo.broadcast_in_dim"(%3016) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3025 = "stablehlo.multiply"(%3023, %3024) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3026 = "stablehlo.convert"(%3022) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3027 = "stablehlo.broadcast_in_dim"(%3018) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3028 = "stablehlo.multiply"(%3026, %3027) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3029 = "stablehlo.add"(%3025, %3028) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3030 = "stablehlo.convert"(%3029) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3031 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3032 = "stablehlo.compare"(%arg367, %3031) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3033 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3034 = "stablehlo.add"(%arg367, %3033) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3035 = "stablehlo.select"(%3032, %3034, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3036 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3037 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3038 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3039 = "stablehlo.dynamic_update_slice"(%arg337, %3030, %3036, %3035, %3037, %3038) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3040 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3041 = "stablehlo.compare"(%arg367, %3040) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3042 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3043 = "stablehlo.add"(%arg367, %3042) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3044 = "stablehlo.select"(%3041, %3043, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3045 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3046 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3047 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3048 = "stablehlo.dynamic_update_slice"(%arg338, %2954, %3045, %3044, %3046, %3047) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3049 = "stablehlo.dot_general"(%2992, %3039) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %3050 = "stablehlo.convert"(%3049) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %3051 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3052 = "stablehlo.sqrt"(%3051) : (tensor<f32>) -> tensor<f32>
    %3053 = "stablehlo.convert"(%3052) : (tensor<f32>) -> tensor<f32>
    %3054 = "stablehlo.broadcast_in_dim"(%3053) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3055 = "stablehlo.divide"(%3050, %3054) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3056 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %3057 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3058 = "func.call"(%3056, %3055, %3057) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3059 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3060 = "stablehlo.reduce"(%3058, %3059) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg486: tensor<f32>, %arg487: tensor<f32>):
      %5559 = "stablehlo.maximum"(%arg486, %arg487) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5559) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3061 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3062 = "stablehlo.broadcast_in_dim"(%3061) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %3063 = "stablehlo.maximum"(%3062, %3060) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %3064 = "stablehlo.broadcast_in_dim"(%3063) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3065 = "stablehlo.broadcast_in_dim"(%3064) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3066 = "stablehlo.subtract"(%3058, %3065) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3067 = "stablehlo.exponential"(%3066) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3068 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3069 = "stablehlo.reduce"(%3067, %3068) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg484: tensor<f32>, %arg485: tensor<f32>):
      %5558 = "stablehlo.add"(%arg484, %arg485) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5558) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3070 = "stablehlo.broadcast_in_dim"(%3069) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3071 = "stablehlo.broadcast_in_dim"(%3070) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3072 = "stablehlo.divide"(%3067, %3071) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3073 = "stablehlo.convert"(%3072) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %3074 = "stablehlo.dot_general"(%3048, %3073) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %3075 = "stablehlo.transpose"(%3074) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %3076 = "stablehlo.reshape"(%3075) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %3077 = "stablehlo.dot_general"(%3076, %arg172) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3078 = "stablehlo.add"(%2931, %3077) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3079 = "stablehlo.convert"(%3078) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3080 = "stablehlo.multiply"(%3079, %3079) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3081 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3082 = "stablehlo.reduce"(%3080, %3081) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg482: tensor<f32>, %arg483: tensor<f32>):
      %5557 = "stablehlo.add"(%arg482, %arg483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5557) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3083 = "stablehlo.broadcast_in_dim"(%3082) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3084 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3085 = "stablehlo.broadcast_in_dim"(%3084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3086 = "stablehlo.divide"(%3083, %3085) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3087 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3088 = "stablehlo.broadcast_in_dim"(%3087) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3089 = "stablehlo.add"(%3086, %3088) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3090 = "stablehlo.rsqrt"(%3089) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3091 = "stablehlo.broadcast_in_dim"(%3090) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3092 = "stablehlo.multiply"(%3079, %3091) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3093 = "stablehlo.convert"(%3092) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3094 = "stablehlo.broadcast_in_dim"(%arg167) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3095 = "stablehlo.multiply"(%3093, %3094) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3096 = "stablehlo.dot_general"(%3095, %arg169) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3097 = "func.call"(%3096) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3098 = "stablehlo.dot_general"(%3095, %arg170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3099 = "stablehlo.multiply"(%3097, %3098) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3100 = "stablehlo.dot_general"(%3099, %arg168) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3101 = "stablehlo.add"(%3078, %3100) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3102 = "stablehlo.convert"(%3101) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3103 = "stablehlo.multiply"(%3102, %3102) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3105 = "stablehlo.reduce"(%3103, %3104) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg480: tensor<f32>, %arg481: tensor<f32>):
      %5556 = "stablehlo.add"(%arg480, %arg481) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5556) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3106 = "stablehlo.broadcast_in_dim"(%3105) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3107 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3108 = "stablehlo.broadcast_in_dim"(%3107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3109 = "stablehlo.divide"(%3106, %3108) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3110 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3111 = "stablehlo.broadcast_in_dim"(%3110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3112 = "stablehlo.add"(%3109, %3111) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3113 = "stablehlo.rsqrt"(%3112) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3114 = "stablehlo.broadcast_in_dim"(%3113) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3115 = "stablehlo.multiply"(%3102, %3114) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3116 = "stablehlo.convert"(%3115) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3117 = "stablehlo.broadcast_in_dim"(%arg175) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3118 = "stablehlo.multiply"(%3116, %3117) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3119 = "stablehlo.dot_general"(%3118, %arg182) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3120 = "stablehlo.reshape"(%3119) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3121 = "stablehlo.dot_general"(%3118, %arg180) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3122 = "stablehlo.reshape"(%3121) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3123 = "stablehlo.dot_general"(%3118, %arg183) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3124 = "stablehlo.reshape"(%3123) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3125 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3126 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3127 = "stablehlo.broadcast_in_dim"(%3126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3128 = "stablehlo.multiply"(%3127, %3125) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3130 = "stablehlo.broadcast_in_dim"(%3129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3131 = "stablehlo.add"(%3130, %3128) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3132 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3133 = "stablehlo.broadcast_in_dim"(%3132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3134 = "stablehlo.divide"(%3131, %3133) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3135 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3136 = "stablehlo.broadcast_in_dim"(%3135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3137 = "stablehlo.power"(%3136, %3134) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3139 = "stablehlo.broadcast_in_dim"(%3138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3140 = "stablehlo.divide"(%3139, %3137) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3141 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3142 = "stablehlo.broadcast_in_dim"(%3141) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3143 = "stablehlo.broadcast_in_dim"(%3140) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3144 = "stablehlo.broadcast_in_dim"(%3142) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3145 = "stablehlo.multiply"(%3144, %3143) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3146 = "stablehlo.concatenate"(%3145, %3145) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3147 = "stablehlo.cosine"(%3146) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3148 = "stablehlo.broadcast_in_dim"(%3147) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3149 = "stablehlo.sine"(%3146) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3150 = "stablehlo.broadcast_in_dim"(%3149) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3151 = "stablehlo.slice"(%3120) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3152 = "stablehlo.slice"(%3120) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3153 = "stablehlo.negate"(%3152) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3154 = "stablehlo.concatenate"(%3153, %3151) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3155 = "stablehlo.convert"(%3120) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3156 = "stablehlo.broadcast_in_dim"(%3148) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3157 = "stablehlo.multiply"(%3155, %3156) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3158 = "stablehlo.convert"(%3154) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3159 = "stablehlo.broadcast_in_dim"(%3150) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3160 = "stablehlo.multiply"(%3158, %3159) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3161 = "stablehlo.add"(%3157, %3160) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3162 = "stablehlo.convert"(%3161) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3163 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3164 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3165 = "stablehlo.broadcast_in_dim"(%3164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3166 = "stablehlo.multiply"(%3165, %3163) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3168 = "stablehlo.broadcast_in_dim"(%3167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3169 = "stablehlo.add"(%3168, %3166) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3170 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3171 = "stablehlo.broadcast_in_dim"(%3170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3172 = "stablehlo.divide"(%3169, %3171) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3173 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3174 = "stablehlo.broadcast_in_dim"(%3173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3175 = "stablehlo.power"(%3174, %3172) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3177 = "stablehlo.broadcast_in_dim"(%3176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3178 = "stablehlo.divide"(%3177, %3175) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3179 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3180 = "stablehlo.broadcast_in_dim"(%3179) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3181 = "stablehlo.broadcast_in_dim"(%3178) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3182 = "stablehlo.broadcast_in_dim"(%3180) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3183 = "stablehlo.multiply"(%3182, %3181) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3184 = "stablehlo.concatenate"(%3183, %3183) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3185 = "stablehlo.cosine"(%3184) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3186 = "stablehlo.broadcast_in_dim"(%3185) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3187 = "stablehlo.sine"(%3184) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3188 = "stablehlo.broadcast_in_dim"(%3187) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3189 = "stablehlo.slice"(%3122) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3190 = "stablehlo.slice"(%3122) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3191 = "stablehlo.negate"(%3190) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3192 = "stablehlo.concatenate"(%3191, %3189) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3193 = "stablehlo.convert"(%3122) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3194 = "stablehlo.broadcast_in_dim"(%3186) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3195 = "stablehlo.multiply"(%3193, %3194) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3196 = "stablehlo.convert"(%3192) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3197 = "stablehlo.broadcast_in_dim"(%3188) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3198 = "stablehlo.multiply"(%3196, %3197) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3199 = "stablehlo.add"(%3195, %3198) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3200 = "stablehlo.convert"(%3199) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3201 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3202 = "stablehlo.compare"(%arg367, %3201) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3203 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3204 = "stablehlo.add"(%arg367, %3203) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3205 = "stablehlo.select"(%3202, %3204, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3206 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3207 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3208 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3209 = "stablehlo.dynamic_update_slice"(%arg339, %3200, %3206, %3205, %3207, %3208) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3210 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3211 = "stablehlo.compare"(%arg367, %3210) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3212 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3213 = "stablehlo.add"(%arg367, %3212) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3214 = "stablehlo.select"(%3211, %3213, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3215 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3216 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3217 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3218 = "stablehlo.dynamic_update_slice"(%arg340, %3124, %3215, %3214, %3216, %3217) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3219 = "stablehlo.dot_general"(%3162, %3209) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %3220 = "stablehlo.convert"(%3219) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %3221 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3222 = "stablehlo.sqrt"(%3221) : (tensor<f32>) -> tensor<f32>
    %3223 = "stablehlo.convert"(%3222) : (tensor<f32>) -> tensor<f32>
    %3224 = "stablehlo.broadcast_in_dim"(%3223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3225 = "stablehlo.divide"(%3220, %3224) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3226 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %3227 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3228 = "func.call"(%3226, %3225, %3227) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3229 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3230 = "stablehlo.reduce"(%3228, %3229) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg478: tensor<f32>, %arg479: tensor<f32>):
      %5555 = "stablehlo.maximum"(%arg478, %arg479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5555) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3231 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3232 = "stablehlo.broadcast_in_dim"(%3231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %3233 = "stablehlo.maximum"(%3232, %3230) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %3234 = "stablehlo.broadcast_in_dim"(%3233) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3235 = "stablehlo.broadcast_in_dim"(%3234) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3236 = "stablehlo.subtract"(%3228, %3235) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3237 = "stablehlo.exponential"(%3236) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3239 = "stablehlo.reduce"(%3237, %3238) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg476: tensor<f32>, %arg477: tensor<f32>):
      %5554 = "stablehlo.add"(%arg476, %arg477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5554) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3240 = "stablehlo.broadcast_in_dim"(%3239) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3241 = "stablehlo.broadcast_in_dim"(%3240) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3242 = "stablehlo.divide"(%3237, %3241) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3243 = "stablehlo.convert"(%3242) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %3244 = "stablehlo.dot_general"(%3218, %3243) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %3245 = "stablehlo.transpose"(%3244) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %3246 = "stablehlo.reshape"(%3245) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %3247 = "stablehlo.dot_general"(%3246, %arg181) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3248 = "stablehlo.add"(%3101, %3247) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3249 = "stablehlo.convert"(%3248) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3250 = "stablehlo.multiply"(%3249, %3249) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3252 = "stablehlo.reduce"(%3250, %3251) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg474: tensor<f32>, %arg475: tensor<f32>):
      %5553 = "stablehlo.add"(%arg474, %arg475) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5553) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3253 = "stablehlo.broadcast_in_dim"(%3252) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3254 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3255 = "stablehlo.broadcast_in_dim"(%3254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3256 = "stablehlo.divide"(%3253, %3255) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3257 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3258 = "stablehlo.broadcast_in_dim"(%3257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3259 = "stablehlo.add"(%3256, %3258) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3260 = "stablehlo.rsqrt"(%3259) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3261 = "stablehlo.broadcast_in_dim"(%3260) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3262 = "stablehlo.multiply"(%3249, %3261) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3263 = "stablehlo.convert"(%3262) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3264 = "stablehlo.broadcast_in_dim"(%arg176) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3265 = "stablehlo.multiply"(%3263, %3264) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3266 = "stablehlo.dot_general"(%3265, %arg178) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3267 = "func.call"(%3266) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3268 = "stablehlo.dot_general"(%3265, %arg179) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3269 = "stablehlo.multiply"(%3267, %3268) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3270 = "stablehlo.dot_general"(%3269, %arg177) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3271 = "stablehlo.add"(%3248, %3270) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3272 = "stablehlo.convert"(%3271) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3273 = "stablehlo.multiply"(%3272, %3272) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3274 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3275 = "stablehlo.reduce"(%3273, %3274) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg472: tensor<f32>, %arg473: tensor<f32>):
      %5552 = "stablehlo.add"(%arg472, %arg473) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5552) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3276 = "stablehlo.broadcast_in_dim"(%3275) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3277 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3278 = "stablehlo.broadcast_in_dim"(%3277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3279 = "stablehlo.divide"(%3276, %3278) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3280 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3281 = "stablehlo.broadcast_in_dim"(%3280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3282 = "stablehlo.add"(%3279, %3281) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3283 = "stablehlo.rsqrt"(%3282) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3284 = "stablehlo.broadcast_in_dim"(%3283) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3285 = "stablehlo.multiply"(%3272, %3284) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3286 = "stablehlo.convert"(%3285) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3287 = "stablehlo.broadcast_in_dim"(%arg184) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3288 = "stablehlo.multiply"(%3286, %3287) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3289 = "stablehlo.dot_general"(%3288, %arg191) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3290 = "stablehlo.reshape"(%3289) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3291 = "stablehlo.dot_general"(%3288, %arg189) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3292 = "stablehlo.reshape"(%3291) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3293 = "stablehlo.dot_general"(%3288, %arg192) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3294 = "stablehlo.reshape"(%3293) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3295 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3296 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3297 = "stablehlo.broadcast_in_dim"(%3296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3298 = "stablehlo.multiply"(%3297, %3295) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3299 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3300 = "stablehlo.broadcast_in_dim"(%3299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3301 = "stablehlo.add"(%3300, %3298) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3302 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3303 = "stablehlo.broadcast_in_dim"(%3302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3304 = "stablehlo.divide"(%3301, %3303) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3305 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3306 = "stablehlo.broadcast_in_dim"(%3305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3307 = "stablehlo.power"(%3306, %3304) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3308 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3309 = "stablehlo.broadcast_in_dim"(%3308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3310 = "stablehlo.divide"(%3309, %3307) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3311 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3312 = "stablehlo.broadcast_in_dim"(%3311) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3313 = "stablehlo.broadcast_in_dim"(%3310) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3314 = "stablehlo.broadcast_in_dim"(%3312) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3315 = "stablehlo.multiply"(%3314, %3313) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3316 = "stablehlo.concatenate"(%3315, %3315) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3317 = "stablehlo.cosine"(%3316) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3318 = "stablehlo.broadcast_in_dim"(%3317) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3319 = "stablehlo.sine"(%3316) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3320 = "stablehlo.broadcast_in_dim"(%3319) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3321 = "stablehlo.slice"(%3290) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3322 = "stablehlo.slice"(%3290) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3323 = "stablehlo.negate"(%3322) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3324 = "stablehlo.concatenate"(%3323, %3321) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3325 = "stablehlo.convert"(%3290) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3326 = "stablehlo.broadcast_in_dim"(%3318) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3327 = "stablehlo.multiply"(%3325, %3326) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3328 = "stablehlo.convert"(%3324) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3329 = "stablehlo.broadcast_in_dim"(%3320) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3330 = "stablehlo.multiply"(%3328, %3329) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3331 = "stablehlo.add"(%3327, %3330) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3332 = "stablehlo.convert"(%3331) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3333 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3334 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3335 = "stablehlo.broadcast_in_dim"(%3334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3336 = "stablehlo.multiply"(%3335, %3333) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3337 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3338 = "stablehlo.broadcast_in_dim"(%3337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3339 = "stablehlo.add"(%3338, %3336) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3340 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3341 = "stablehlo.broadcast_in_dim"(%3340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3342 = "stablehlo.divide"(%3339, %3341) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3343 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3344 = "stablehlo.broadcast_in_dim"(%3343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3345 = "stablehlo.power"(%3344, %3342) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3346 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3347 = "stablehlo.broadcast_in_dim"(%3346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3348 = "stablehlo.divide"(%3347, %3345) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3349 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3350 = "stablehlo.broadcast_in_dim"(%3349) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3351 = "stablehlo.broadcast_in_dim"(%3348) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3352 = "stablehlo.broadcast_in_dim"(%3350) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3353 = "stablehlo.multiply"(%3352, %3351) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3354 = "stablehlo.concatenate"(%3353, %3353) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3355 = "stablehlo.cosine"(%3354) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3356 = "stablehlo.broadcast_in_dim"(%3355) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3357 = "stablehlo.sine"(%3354) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3358 = "stablehlo.broadcast_in_dim"(%3357) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3359 = "stablehlo.slice"(%3292) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3360 = "stablehlo.slice"(%3292) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3361 = "stablehlo.negate"(%3360) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3362 = "stablehlo.concatenate"(%3361, %3359) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3363 = "stablehlo.convert"(%3292) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3364 = "stablehlo.broadcast_in_dim"(%3356) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3365 = "stablehlo.multiply"(%3363, %3364) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3366 = "stablehlo.convert"(%3362) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3367 = "stablehlo.broadcast_in_dim"(%3358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3368 = "stablehlo.multiply"(%3366, %3367) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3369 = "stablehlo.add"(%3365, %3368) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3370 = "stablehlo.convert"(%3369) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3371 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3372 = "stablehlo.compare"(%arg367, %3371) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3373 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3374 = "stablehlo.add"(%arg367, %3373) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3375 = "stablehlo.select"(%3372, %3374, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3376 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3377 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3378 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3379 = "stablehlo.dynamic_update_slice"(%arg341, %3370, %3376, %3375, %3377, %3378) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3380 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3381 = "stablehlo.compare"(%arg367, %3380) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3382 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3383 = "stablehlo.add"(%arg367, %3382) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3384 = "stablehlo.select"(%3381, %3383, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3385 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3386 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3387 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3388 = "stablehlo.dynamic_update_slice"(%arg342, %3294, %3385, %3384, %3386, %3387) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3389 = "stablehlo.dot_general"(%3332, %3379) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %3390 = "stablehlo.convert"(%3389) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %3391 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3392 = "stablehlo.sqrt"(%3391) : (tensor<f32>) -> tensor<f32>
    %3393 = "stablehlo.convert"(%3392) : (tensor<f32>) -> tensor<f32>
    %3394 = "stablehlo.broadcast_in_dim"(%3393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3395 = "stablehlo.divide"(%3390, %3394) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3396 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %3397 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3398 = "func.call"(%3396, %3395, %3397) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3399 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3400 = "stablehlo.reduce"(%3398, %3399) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg470: tensor<f32>, %arg471: tensor<f32>):
      %5551 = "stablehlo.maximum"(%arg470, %arg471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5551) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3401 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3402 = "stablehlo.broadcast_in_dim"(%3401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %3403 = "stablehlo.maximum"(%3402, %3400) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %3404 = "stablehlo.broadcast_in_dim"(%3403) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3405 = "stablehlo.broadcast_in_dim"(%3404) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3406 = "stablehlo.subtract"(%3398, %3405) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3407 = "stablehlo.exponential"(%3406) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3408 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3409 = "stablehlo.reduce"(%3407, %3408) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg468: tensor<f32>, %arg469: tensor<f32>):
      %5550 = "stablehlo.add"(%arg468, %arg469) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5550) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3410 = "stablehlo.broadcast_in_dim"(%3409) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3411 = "stablehlo.broadcast_in_dim"(%3410) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3412 = "stablehlo.divide"(%3407, %3411) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3413 = "stablehlo.convert"(%3412) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %3414 = "stablehlo.dot_general"(%3388, %3413) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %3415 = "stablehlo.transpose"(%3414) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %3416 = "stablehlo.reshape"(%3415) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %3417 = "stablehlo.dot_general"(%3416, %arg190) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3418 = "stablehlo.add"(%3271, %3417) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3419 = "stablehlo.convert"(%3418) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3420 = "stablehlo.multiply"(%3419, %3419) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3421 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3422 = "stablehlo.reduce"(%3420, %3421) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg466: tensor<f32>, %arg467: tensor<f32>):
      %5549 = "stablehlo.add"(%arg466, %arg467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5549) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3423 = "stablehlo.broadcast_in_dim"(%3422) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3424 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3425 = "stablehlo.broadcast_in_dim"(%3424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3426 = "stablehlo.divide"(%3423, %3425) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3427 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3428 = "stablehlo.broadcast_in_dim"(%3427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3429 = "stablehlo.add"(%3426, %3428) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3430 = "stablehlo.rsqrt"(%3429) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3431 = "stablehlo.broadcast_in_dim"(%3430) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3432 = "stablehlo.multiply"(%3419, %3431) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3433 = "stablehlo.convert"(%3432) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3434 = "stablehlo.broadcast_in_dim"(%arg185) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3435 = "stablehlo.multiply"(%3433, %3434) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3436 = "stablehlo.dot_general"(%3435, %arg187) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3437 = "func.call"(%3436) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3438 = "stablehlo.dot_general"(%3435, %arg188) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3439 = "stablehlo.multiply"(%3437, %3438) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3440 = "stablehlo.dot_general"(%3439, %arg186) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3441 = "stablehlo.add"(%3418, %3440) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3442 = "stablehlo.convert"(%3441) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3443 = "stablehlo.multiply"(%3442, %3442) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3444 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3445 = "stablehlo.reduce"(%3443, %3444) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg464: tensor<f32>, %arg465: tensor<f32>):
      %5548 = "stablehlo.add"(%arg464, %arg465) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5548) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3446 = "stablehlo.broadcast_in_dim"(%3445) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3447 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3448 = "stablehlo.broadcast_in_dim"(%3447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3449 = "stablehlo.divide"(%3446, %3448) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3450 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3451 = "stablehlo.broadcast_in_dim"(%3450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3452 = "stablehlo.add"(%3449, %3451) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3453 = "stablehlo.rsqrt"(%3452) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3454 = "stablehlo.broadcast_in_dim"(%3453) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3455 = "stablehlo.multiply"(%3442, %3454) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3456 = "stablehlo.convert"(%3455) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3457 = "stablehlo.broadcast_in_dim"(%arg193) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3458 = "stablehlo.multiply"(%3456, %3457) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3459 = "stablehlo.dot_general"(%3458, %arg200) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3460 = "stablehlo.reshape"(%3459) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3461 = "stablehlo.dot_general"(%3458, %arg198) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3462 = "stablehlo.reshape"(%3461) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3463 = "stablehlo.dot_general"(%3458, %arg201) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3464 = "stablehlo.reshape"(%3463) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3465 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3466 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3467 = "stablehlo.broadcast_in_dim"(%3466) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3468 = "stablehlo.multiply"(%3467, %3465) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3470 = "stablehlo.broadcast_in_dim"(%3469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3471 = "stablehlo.add"(%3470, %3468) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3472 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3473 = "stablehlo.broadcast_in_dim"(%3472) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3474 = "stablehlo.divide"(%3471, %3473) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3475 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3476 = "stablehlo.broadcast_in_dim"(%3475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3477 = "stablehlo.power"(%3476, %3474) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3478 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3479 = "stablehlo.broadcast_in_dim"(%3478) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3480 = "stablehlo.divide"(%3479, %3477) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3481 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3482 = "stablehlo.broadcast_in_dim"(%3481) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3483 = "stablehlo.broadcast_in_dim"(%3480) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3484 = "stablehlo.broadcast_in_dim"(%3482) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3485 = "stablehlo.multiply"(%3484, %3483) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3486 = "stablehlo.concatenate"(%3485, %3485) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3487 = "stablehlo.cosine"(%3486) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3488 = "stablehlo.broadcast_in_dim"(%3487) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3489 = "stablehlo.sine"(%3486) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3490 = "stablehlo.broadcast_in_dim"(%3489) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3491 = "stablehlo.slice"(%3460) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3492 = "stablehlo.slice"(%3460) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3493 = "stablehlo.negate"(%3492) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3494 = "stablehlo.concatenate"(%3493, %3491) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3495 = "stablehlo.convert"(%3460) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3496 = "stablehlo.broadcast_in_dim"(%3488) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3497 = "stablehlo.multiply"(%3495, %3496) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3498 = "stablehlo.convert"(%3494) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3499 = "stablehlo.broadcast_in_dim"(%3490) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3500 = "stablehlo.multiply"(%3498, %3499) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3501 = "stablehlo.add"(%3497, %3500) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3502 = "stablehlo.convert"(%3501) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3503 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3504 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3505 = "stablehlo.broadcast_in_dim"(%3504) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3506 = "stablehlo.multiply"(%3505, %3503) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3507 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3508 = "stablehlo.broadcast_in_dim"(%3507) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3509 = "stablehlo.add"(%3508, %3506) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3510 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3511 = "stablehlo.broadcast_in_dim"(%3510) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3512 = "stablehlo.divide"(%3509, %3511) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3513 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3514 = "stablehlo.broadcast_in_dim"(%3513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3515 = "stablehlo.power"(%3514, %3512) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3516 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3517 = "stablehlo.broadcast_in_dim"(%3516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3518 = "stablehlo.divide"(%3517, %3515) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3519 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3520 = "stablehlo.broadcast_in_dim"(%3519) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3521 = "stablehlo.broadcast_in_dim"(%3518) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3522 = "stablehlo.broadcast_in_dim"(%3520) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3523 = "stablehlo.multiply"(%3522, %3521) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3524 = "stablehlo.concatenate"(%3523, %3523) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3525 = "stablehlo.cosine"(%3524) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3526 = "stablehlo.broadcast_in_dim"(%3525) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3527 = "stablehlo.sine"(%3524) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3528 = "stablehlo.broadcast_in_dim"(%3527) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3529 = "stablehlo.slice"(%3462) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3530 = "stablehlo.slice"(%3462) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3531 = "stablehlo.negate"(%3530) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3532 = "stablehlo.concatenate"(%3531, %3529) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3533 = "stablehlo.convert"(%3462) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3534 = "stablehlo.broadcast_in_dim"(%3526) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3535 = "stablehlo.multiply"(%3533, %3534) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3536 = "stablehlo.convert"(%3532) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3537 = "stablehlo.broadcast_in_dim"(%3528) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3538 = "stablehlo.multiply"(%3536, %3537) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3539 = "stablehlo.add"(%3535, %3538) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3540 = "stablehlo.convert"(%3539) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3541 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3542 = "stablehlo.compare"(%arg367, %3541) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3543 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3544 = "stablehlo.add"(%arg367, %3543) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3545 = "stablehlo.select"(%3542, %3544, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3546 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3547 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3548 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3549 = "stablehlo.dynamic_update_slice"(%arg343, %3540, %3546, %3545, %3547, %3548) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3550 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3551 = "stablehlo.compare"(%arg367, %3550) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3552 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3553 = "stablehlo.add"(%arg367, %3552) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3554 = "stablehlo.select"(%3551, %3553, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3555 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3556 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3557 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3558 = "stablehlo.dynamic_update_slice"(%arg344, %3464, %3555, %3554, %3556, %3557) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3559 = "stablehlo.dot_general"(%3502, %3549) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %3560 = "stablehlo.convert"(%3559) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %3561 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3562 = "stablehlo.sqrt"(%3561) : (tensor<f32>) -> tensor<f32>
    %3563 = "stablehlo.convert"(%3562) : (tensor<f32>) -> tensor<f32>
    %3564 = "stablehlo.broadcast_in_dim"(%3563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3565 = "stablehlo.divide"(%3560, %3564) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3566 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %3567 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3568 = "func.call"(%3566, %3565, %3567) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3569 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3570 = "stablehlo.reduce"(%3568, %3569) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg462: tensor<f32>, %arg463: tensor<f32>):
      %5547 = "stablehlo.maximum"(%arg462, %arg463) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5547) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3571 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3572 = "stablehlo.broadcast_in_dim"(%3571) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %3573 = "stablehlo.maximum"(%3572, %3570) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %3574 = "stablehlo.broadcast_in_dim"(%3573) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3575 = "stablehlo.broadcast_in_dim"(%3574) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3576 = "stablehlo.subtract"(%3568, %3575) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3577 = "stablehlo.exponential"(%3576) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3578 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3579 = "stablehlo.reduce"(%3577, %3578) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg460: tensor<f32>, %arg461: tensor<f32>):
      %5546 = "stablehlo.add"(%arg460, %arg461) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5546) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3580 = "stablehlo.broadcast_in_dim"(%3579) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3581 = "stablehlo.broadcast_in_dim"(%3580) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3582 = "stablehlo.divide"(%3577, %3581) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3583 = "stablehlo.convert"(%3582) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %3584 = "stablehlo.dot_general"(%3558, %3583) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %3585 = "stablehlo.transpose"(%3584) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %3586 = "stablehlo.reshape"(%3585) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %3587 = "stablehlo.dot_general"(%3586, %arg199) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3588 = "stablehlo.add"(%3441, %3587) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3589 = "stablehlo.convert"(%3588) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3590 = "stablehlo.multiply"(%3589, %3589) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3591 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3592 = "stablehlo.reduce"(%3590, %3591) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg458: tensor<f32>, %arg459: tensor<f32>):
      %5545 = "stablehlo.add"(%arg458, %arg459) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5545) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3593 = "stablehlo.broadcast_in_dim"(%3592) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3594 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3595 = "stablehlo.broadcast_in_dim"(%3594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3596 = "stablehlo.divide"(%3593, %3595) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3597 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3598 = "stablehlo.broadcast_in_dim"(%3597) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3599 = "stablehlo.add"(%3596, %3598) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3600 = "stablehlo.rsqrt"(%3599) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3601 = "stablehlo.broadcast_in_dim"(%3600) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3602 = "stablehlo.multiply"(%3589, %3601) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3603 = "stablehlo.convert"(%3602) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3604 = "stablehlo.broadcast_in_dim"(%arg194) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3605 = "stablehlo.multiply"(%3603, %3604) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3606 = "stablehlo.dot_general"(%3605, %arg196) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3607 = "func.call"(%3606) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3608 = "stablehlo.dot_general"(%3605, %arg197) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3609 = "stablehlo.multiply"(%3607, %3608) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3610 = "stablehlo.dot_general"(%3609, %arg195) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3611 = "stablehlo.add"(%3588, %3610) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3612 = "stablehlo.convert"(%3611) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3613 = "stablehlo.multiply"(%3612, %3612) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3615 = "stablehlo.reduce"(%3613, %3614) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg456: tensor<f32>, %arg457: tensor<f32>):
      %5544 = "stablehlo.add"(%arg456, %arg457) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5544) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3616 = "stablehlo.broadcast_in_dim"(%3615) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3617 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3618 = "stablehlo.broadcast_in_dim"(%3617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3619 = "stablehlo.divide"(%3616, %3618) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3620 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3621 = "stablehlo.broadcast_in_dim"(%3620) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3622 = "stablehlo.add"(%3619, %3621) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3623 = "stablehlo.rsqrt"(%3622) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3624 = "stablehlo.broadcast_in_dim"(%3623) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3625 = "stablehlo.multiply"(%3612, %3624) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3626 = "stablehlo.convert"(%3625) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3627 = "stablehlo.broadcast_in_dim"(%arg202) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3628 = "stablehlo.multiply"(%3626, %3627) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3629 = "stablehlo.dot_general"(%3628, %arg209) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3630 = "stablehlo.reshape"(%3629) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3631 = "stablehlo.dot_general"(%3628, %arg207) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3632 = "stablehlo.reshape"(%3631) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3633 = "stablehlo.dot_general"(%3628, %arg210) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3634 = "stablehlo.reshape"(%3633) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3635 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3636 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3637 = "stablehlo.broadcast_in_dim"(%3636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3638 = "stablehlo.multiply"(%3637, %3635) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3639 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3640 = "stablehlo.broadcast_in_dim"(%3639) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3641 = "stablehlo.add"(%3640, %3638) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3642 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3643 = "stablehlo.broadcast_in_dim"(%3642) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3644 = "stablehlo.divide"(%3641, %3643) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3645 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3646 = "stablehlo.broadcast_in_dim"(%3645) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3647 = "stablehlo.power"(%3646, %3644) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3648 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3649 = "stablehlo.broadcast_in_dim"(%3648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3650 = "stablehlo.divide"(%3649, %3647) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3651 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3652 = "stablehlo.broadcast_in_dim"(%3651) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3653 = "stablehlo.broadcast_in_dim"(%3650) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3654 = "stablehlo.broadcast_in_dim"(%3652) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3655 = "stablehlo.multiply"(%3654, %3653) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3656 = "stablehlo.concatenate"(%3655, %3655) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3657 = "stablehlo.cosine"(%3656) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3658 = "stablehlo.broadcast_in_dim"(%3657) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3659 = "stablehlo.sine"(%3656) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3660 = "stablehlo.broadcast_in_dim"(%3659) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3661 = "stablehlo.slice"(%3630) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3662 = "stablehlo.slice"(%3630) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3663 = "stablehlo.negate"(%3662) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3664 = "stablehlo.concatenate"(%3663, %3661) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3665 = "stablehlo.convert"(%3630) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3666 = "stablehlo.broadcast_in_dim"(%3658) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3667 = "stablehlo.multiply"(%3665, %3666) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3668 = "stablehlo.convert"(%3664) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3669 = "stablehlo.broadcast_in_dim"(%3660) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3670 = "stablehlo.multiply"(%3668, %3669) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3671 = "stablehlo.add"(%3667, %3670) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3672 = "stablehlo.convert"(%3671) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3673 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3674 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3675 = "stablehlo.broadcast_in_dim"(%3674) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3676 = "stablehlo.multiply"(%3675, %3673) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3677 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3678 = "stablehlo.broadcast_in_dim"(%3677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3679 = "stablehlo.add"(%3678, %3676) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3680 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3681 = "stablehlo.broadcast_in_dim"(%3680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3682 = "stablehlo.divide"(%3679, %3681) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3683 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3684 = "stablehlo.broadcast_in_dim"(%3683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3685 = "stablehlo.power"(%3684, %3682) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3686 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3687 = "stablehlo.broadcast_in_dim"(%3686) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3688 = "stablehlo.divide"(%3687, %3685) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3689 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3690 = "stablehlo.broadcast_in_dim"(%3689) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3691 = "stablehlo.broadcast_in_dim"(%3688) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3692 = "stablehlo.broadcast_in_dim"(%3690) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3693 = "stablehlo.multiply"(%3692, %3691) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3694 = "stablehlo.concatenate"(%3693, %3693) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3695 = "stablehlo.cosine"(%3694) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3696 = "stablehlo.broadcast_in_dim"(%3695) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3697 = "stablehlo.sine"(%3694) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3698 = "stablehlo.broadcast_in_dim"(%3697) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3699 = "stablehlo.slice"(%3632) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3700 = "stablehlo.slice"(%3632) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3701 = "stablehlo.negate"(%3700) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3702 = "stablehlo.concatenate"(%3701, %3699) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3703 = "stablehlo.convert"(%3632) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3704 = "stablehlo.broadcast_in_dim"(%3696) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3705 = "stablehlo.multiply"(%3703, %3704) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3706 = "stablehlo.convert"(%3702) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3707 = "stablehlo.broadcast_in_dim"(%3698) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3708 = "stablehlo.multiply"(%3706, %3707) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3709 = "stablehlo.add"(%3705, %3708) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3710 = "stablehlo.convert"(%3709) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3711 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3712 = "stablehlo.compare"(%arg367, %3711) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3713 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3714 = "stablehlo.add"(%arg367, %3713) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3715 = "stablehlo.select"(%3712, %3714, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3716 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3717 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3718 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3719 = "stablehlo.dynamic_update_slice"(%arg345, %3710, %3716, %3715, %3717, %3718) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3720 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3721 = "stablehlo.compare"(%arg367, %3720) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3722 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3723 = "stablehlo.add"(%arg367, %3722) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3724 = "stablehlo.select"(%3721, %3723, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3725 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3726 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3727 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3728 = "stablehlo.dynamic_update_slice"(%arg346, %3634, %3725, %3724, %3726, %3727) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3729 = "stablehlo.dot_general"(%3672, %3719) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %3730 = "stablehlo.convert"(%3729) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %3731 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3732 = "stablehlo.sqrt"(%3731) : (tensor<f32>) -> tensor<f32>
    %3733 = "stablehlo.convert"(%3732) : (tensor<f32>) -> tensor<f32>
    %3734 = "stablehlo.broadcast_in_dim"(%3733) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3735 = "stablehlo.divide"(%3730, %3734) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3736 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %3737 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3738 = "func.call"(%3736, %3735, %3737) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3739 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3740 = "stablehlo.reduce"(%3738, %3739) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg454: tensor<f32>, %arg455: tensor<f32>):
      %5543 = "stablehlo.maximum"(%arg454, %arg455) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5543) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3741 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3742 = "stablehlo.broadcast_in_dim"(%3741) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %3743 = "stablehlo.maximum"(%3742, %3740) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %3744 = "stablehlo.broadcast_in_dim"(%3743) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3745 = "stablehlo.broadcast_in_dim"(%3744) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3746 = "stablehlo.subtract"(%3738, %3745) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3747 = "stablehlo.exponential"(%3746) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3748 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3749 = "stablehlo.reduce"(%3747, %3748) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg452: tensor<f32>, %arg453: tensor<f32>):
      %5542 = "stablehlo.add"(%arg452, %arg453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5542) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3750 = "stablehlo.broadcast_in_dim"(%3749) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3751 = "stablehlo.broadcast_in_dim"(%3750) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3752 = "stablehlo.divide"(%3747, %3751) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3753 = "stablehlo.convert"(%3752) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %3754 = "stablehlo.dot_general"(%3728, %3753) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %3755 = "stablehlo.transpose"(%3754) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %3756 = "stablehlo.reshape"(%3755) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %3757 = "stablehlo.dot_general"(%3756, %arg208) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3758 = "stablehlo.add"(%3611, %3757) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3759 = "stablehlo.convert"(%3758) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3760 = "stablehlo.multiply"(%3759, %3759) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3761 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3762 = "stablehlo.reduce"(%3760, %3761) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg450: tensor<f32>, %arg451: tensor<f32>):
      %5541 = "stablehlo.add"(%arg450, %arg451) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5541) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3763 = "stablehlo.broadcast_in_dim"(%3762) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3764 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3765 = "stablehlo.broadcast_in_dim"(%3764) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3766 = "stablehlo.divide"(%3763, %3765) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3767 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3768 = "stablehlo.broadcast_in_dim"(%3767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3769 = "stablehlo.add"(%3766, %3768) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3770 = "stablehlo.rsqrt"(%3769) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3771 = "stablehlo.broadcast_in_dim"(%3770) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3772 = "stablehlo.multiply"(%3759, %3771) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3773 = "stablehlo.convert"(%3772) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3774 = "stablehlo.broadcast_in_dim"(%arg203) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3775 = "stablehlo.multiply"(%3773, %3774) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3776 = "stablehlo.dot_general"(%3775, %arg205) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3777 = "func.call"(%3776) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3778 = "stablehlo.dot_general"(%3775, %arg206) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3779 = "stablehlo.multiply"(%3777, %3778) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3780 = "stablehlo.dot_general"(%3779, %arg204) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3781 = "stablehlo.add"(%3758, %3780) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3782 = "stablehlo.convert"(%3781) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3783 = "stablehlo.multiply"(%3782, %3782) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3785 = "stablehlo.reduce"(%3783, %3784) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg448: tensor<f32>, %arg449: tensor<f32>):
      %5540 = "stablehlo.add"(%arg448, %arg449) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5540) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3786 = "stablehlo.broadcast_in_dim"(%3785) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3787 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3788 = "stablehlo.broadcast_in_dim"(%3787) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3789 = "stablehlo.divide"(%3786, %3788) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3790 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3791 = "stablehlo.broadcast_in_dim"(%3790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3792 = "stablehlo.add"(%3789, %3791) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3793 = "stablehlo.rsqrt"(%3792) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3794 = "stablehlo.broadcast_in_dim"(%3793) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3795 = "stablehlo.multiply"(%3782, %3794) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3796 = "stablehlo.convert"(%3795) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3797 = "stablehlo.broadcast_in_dim"(%arg211) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3798 = "stablehlo.multiply"(%3796, %3797) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3799 = "stablehlo.dot_general"(%3798, %arg218) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3800 = "stablehlo.reshape"(%3799) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3801 = "stablehlo.dot_general"(%3798, %arg216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3802 = "stablehlo.reshape"(%3801) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3803 = "stablehlo.dot_general"(%3798, %arg219) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3804 = "stablehlo.reshape"(%3803) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3805 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3806 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3807 = "stablehlo.broadcast_in_dim"(%3806) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3808 = "stablehlo.multiply"(%3807, %3805) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3809 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3810 = "stablehlo.broadcast_in_dim"(%3809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3811 = "stablehlo.add"(%3810, %3808) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3812 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3813 = "stablehlo.broadcast_in_dim"(%3812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3814 = "stablehlo.divide"(%3811, %3813) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3815 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3816 = "stablehlo.broadcast_in_dim"(%3815) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3817 = "stablehlo.power"(%3816, %3814) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3818 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3819 = "stablehlo.broadcast_in_dim"(%3818) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3820 = "stablehlo.divide"(%3819, %3817) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3821 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3822 = "stablehlo.broadcast_in_dim"(%3821) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3823 = "stablehlo.broadcast_in_dim"(%3820) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3824 = "stablehlo.broadcast_in_dim"(%3822) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3825 = "stablehlo.multiply"(%3824, %3823) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3826 = "stablehlo.concatenate"(%3825, %3825) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3827 = "stablehlo.cosine"(%3826) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3828 = "stablehlo.broadcast_in_dim"(%3827) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3829 = "stablehlo.sine"(%3826) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3830 = "stablehlo.broadcast_in_dim"(%3829) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3831 = "stablehlo.slice"(%3800) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3832 = "stablehlo.slice"(%3800) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3833 = "stablehlo.negate"(%3832) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3834 = "stablehlo.concatenate"(%3833, %3831) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3835 = "stablehlo.convert"(%3800) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3836 = "stablehlo.broadcast_in_dim"(%3828) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3837 = "stablehlo.multiply"(%3835, %3836) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3838 = "stablehlo.convert"(%3834) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3839 = "stablehlo.broadcast_in_dim"(%3830) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3840 = "stablehlo.multiply"(%3838, %3839) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3841 = "stablehlo.add"(%3837, %3840) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3842 = "stablehlo.convert"(%3841) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3843 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %3844 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3845 = "stablehlo.broadcast_in_dim"(%3844) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3846 = "stablehlo.multiply"(%3845, %3843) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3847 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3848 = "stablehlo.broadcast_in_dim"(%3847) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3849 = "stablehlo.add"(%3848, %3846) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3850 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3851 = "stablehlo.broadcast_in_dim"(%3850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3852 = "stablehlo.divide"(%3849, %3851) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3853 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %3854 = "stablehlo.broadcast_in_dim"(%3853) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3855 = "stablehlo.power"(%3854, %3852) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3856 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3857 = "stablehlo.broadcast_in_dim"(%3856) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %3858 = "stablehlo.divide"(%3857, %3855) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %3859 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3860 = "stablehlo.broadcast_in_dim"(%3859) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3861 = "stablehlo.broadcast_in_dim"(%3858) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3862 = "stablehlo.broadcast_in_dim"(%3860) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3863 = "stablehlo.multiply"(%3862, %3861) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3864 = "stablehlo.concatenate"(%3863, %3863) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3865 = "stablehlo.cosine"(%3864) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3866 = "stablehlo.broadcast_in_dim"(%3865) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3867 = "stablehlo.sine"(%3864) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3868 = "stablehlo.broadcast_in_dim"(%3867) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3869 = "stablehlo.slice"(%3802) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3870 = "stablehlo.slice"(%3802) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %3871 = "stablehlo.negate"(%3870) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %3872 = "stablehlo.concatenate"(%3871, %3869) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %3873 = "stablehlo.convert"(%3802) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3874 = "stablehlo.broadcast_in_dim"(%3866) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3875 = "stablehlo.multiply"(%3873, %3874) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3876 = "stablehlo.convert"(%3872) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %3877 = "stablehlo.broadcast_in_dim"(%3868) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %3878 = "stablehlo.multiply"(%3876, %3877) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3879 = "stablehlo.add"(%3875, %3878) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %3880 = "stablehlo.convert"(%3879) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %3881 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3882 = "stablehlo.compare"(%arg367, %3881) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3883 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3884 = "stablehlo.add"(%arg367, %3883) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3885 = "stablehlo.select"(%3882, %3884, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3886 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3887 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3888 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3889 = "stablehlo.dynamic_update_slice"(%arg347, %3880, %3886, %3885, %3887, %3888) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3890 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3891 = "stablehlo.compare"(%arg367, %3890) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3892 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %3893 = "stablehlo.add"(%arg367, %3892) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3894 = "stablehlo.select"(%3891, %3893, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3895 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3896 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3897 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3898 = "stablehlo.dynamic_update_slice"(%arg348, %3804, %3895, %3894, %3896, %3897) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %3899 = "stablehlo.dot_general"(%3842, %3889) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %3900 = "stablehlo.convert"(%3899) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %3901 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %3902 = "stablehlo.sqrt"(%3901) : (tensor<f32>) -> tensor<f32>
    %3903 = "stablehlo.convert"(%3902) : (tensor<f32>) -> tensor<f32>
    %3904 = "stablehlo.broadcast_in_dim"(%3903) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3905 = "stablehlo.divide"(%3900, %3904) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3906 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %3907 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %3908 = "func.call"(%3906, %3905, %3907) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %3909 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3910 = "stablehlo.reduce"(%3908, %3909) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg446: tensor<f32>, %arg447: tensor<f32>):
      %5539 = "stablehlo.maximum"(%arg446, %arg447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5539) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3911 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3912 = "stablehlo.broadcast_in_dim"(%3911) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %3913 = "stablehlo.maximum"(%3912, %3910) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %3914 = "stablehlo.broadcast_in_dim"(%3913) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3915 = "stablehlo.broadcast_in_dim"(%3914) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3916 = "stablehlo.subtract"(%3908, %3915) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3917 = "stablehlo.exponential"(%3916) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3918 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3919 = "stablehlo.reduce"(%3917, %3918) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg444: tensor<f32>, %arg445: tensor<f32>):
      %5538 = "stablehlo.add"(%arg444, %arg445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5538) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %3920 = "stablehlo.broadcast_in_dim"(%3919) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %3921 = "stablehlo.broadcast_in_dim"(%3920) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %3922 = "stablehlo.divide"(%3917, %3921) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %3923 = "stablehlo.convert"(%3922) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %3924 = "stablehlo.dot_general"(%3898, %3923) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %3925 = "stablehlo.transpose"(%3924) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %3926 = "stablehlo.reshape"(%3925) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %3927 = "stablehlo.dot_general"(%3926, %arg217) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3928 = "stablehlo.add"(%3781, %3927) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3929 = "stablehlo.convert"(%3928) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3930 = "stablehlo.multiply"(%3929, %3929) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3931 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3932 = "stablehlo.reduce"(%3930, %3931) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg442: tensor<f32>, %arg443: tensor<f32>):
      %5537 = "stablehlo.add"(%arg442, %arg443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5537) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3933 = "stablehlo.broadcast_in_dim"(%3932) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3934 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3935 = "stablehlo.broadcast_in_dim"(%3934) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3936 = "stablehlo.divide"(%3933, %3935) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3937 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3938 = "stablehlo.broadcast_in_dim"(%3937) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3939 = "stablehlo.add"(%3936, %3938) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3940 = "stablehlo.rsqrt"(%3939) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3941 = "stablehlo.broadcast_in_dim"(%3940) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3942 = "stablehlo.multiply"(%3929, %3941) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3943 = "stablehlo.convert"(%3942) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3944 = "stablehlo.broadcast_in_dim"(%arg212) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3945 = "stablehlo.multiply"(%3943, %3944) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3946 = "stablehlo.dot_general"(%3945, %arg214) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3947 = "func.call"(%3946) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3948 = "stablehlo.dot_general"(%3945, %arg215) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3949 = "stablehlo.multiply"(%3947, %3948) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %3950 = "stablehlo.dot_general"(%3949, %arg213) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3951 = "stablehlo.add"(%3928, %3950) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3952 = "stablehlo.convert"(%3951) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %3953 = "stablehlo.multiply"(%3952, %3952) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3954 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3955 = "stablehlo.reduce"(%3953, %3954) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg440: tensor<f32>, %arg441: tensor<f32>):
      %5536 = "stablehlo.add"(%arg440, %arg441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5536) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %3956 = "stablehlo.broadcast_in_dim"(%3955) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %3957 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %3958 = "stablehlo.broadcast_in_dim"(%3957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3959 = "stablehlo.divide"(%3956, %3958) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3960 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %3961 = "stablehlo.broadcast_in_dim"(%3960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %3962 = "stablehlo.add"(%3959, %3961) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3963 = "stablehlo.rsqrt"(%3962) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %3964 = "stablehlo.broadcast_in_dim"(%3963) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %3965 = "stablehlo.multiply"(%3952, %3964) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %3966 = "stablehlo.convert"(%3965) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %3967 = "stablehlo.broadcast_in_dim"(%arg220) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %3968 = "stablehlo.multiply"(%3966, %3967) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3969 = "stablehlo.dot_general"(%3968, %arg227) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3970 = "stablehlo.reshape"(%3969) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3971 = "stablehlo.dot_general"(%3968, %arg225) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3972 = "stablehlo.reshape"(%3971) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %3973 = "stablehlo.dot_general"(%3968, %arg228) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %3974 = "stablehlo.reshape"(%3973) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
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
    %3991 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %3992 = "stablehlo.broadcast_in_dim"(%3991) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %3993 = "stablehlo.broadcast_in_dim"(%3990) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %3994 = "stablehlo.broadcast_in_dim"(%3992) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %3995 = "stablehlo.multiply"(%3994, %3993) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %3996 = "stablehlo.concatenate"(%3995, %3995) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %3997 = "stablehlo.cosine"(%3996) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3998 = "stablehlo.broadcast_in_dim"(%3997) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %3999 = "stablehlo.sine"(%3996) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4000 = "stablehlo.broadcast_in_dim"(%3999) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4001 = "stablehlo.slice"(%3970) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4002 = "stablehlo.slice"(%3970) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4003 = "stablehlo.negate"(%4002) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4004 = "stablehlo.concatenate"(%4003, %4001) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4005 = "stablehlo.convert"(%3970) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4006 = "stablehlo.broadcast_in_dim"(%3998) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4007 = "stablehlo.multiply"(%4005, %4006) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4008 = "stablehlo.convert"(%4004) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4009 = "stablehlo.broadcast_in_dim"(%4000) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4010 = "stablehlo.multiply"(%4008, %4009) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4011 = "stablehlo.add"(%4007, %4010) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4012 = "stablehlo.convert"(%4011) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4013 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4014 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4015 = "stablehlo.broadcast_in_dim"(%4014) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4016 = "stablehlo.multiply"(%4015, %4013) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4017 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4018 = "stablehlo.broadcast_in_dim"(%4017) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4019 = "stablehlo.add"(%4018, %4016) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4020 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4021 = "stablehlo.broadcast_in_dim"(%4020) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4022 = "stablehlo.divide"(%4019, %4021) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4023 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4024 = "stablehlo.broadcast_in_dim"(%4023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4025 = "stablehlo.power"(%4024, %4022) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4026 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4027 = "stablehlo.broadcast_in_dim"(%4026) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4028 = "stablehlo.divide"(%4027, %4025) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4029 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4030 = "stablehlo.broadcast_in_dim"(%4029) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4031 = "stablehlo.broadcast_in_dim"(%4028) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4032 = "stablehlo.broadcast_in_dim"(%4030) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4033 = "stablehlo.multiply"(%4032, %4031) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4034 = "stablehlo.concatenate"(%4033, %4033) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4035 = "stablehlo.cosine"(%4034) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4036 = "stablehlo.broadcast_in_dim"(%4035) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4037 = "stablehlo.sine"(%4034) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4038 = "stablehlo.broadcast_in_dim"(%4037) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4039 = "stablehlo.slice"(%3972) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4040 = "stablehlo.slice"(%3972) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4041 = "stablehlo.negate"(%4040) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4042 = "stablehlo.concatenate"(%4041, %4039) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4043 = "stablehlo.convert"(%3972) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4044 = "stablehlo.broadcast_in_dim"(%4036) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4045 = "stablehlo.multiply"(%4043, %4044) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4046 = "stablehlo.convert"(%4042) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4047 = "stablehlo.broadcast_in_dim"(%4038) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4048 = "stablehlo.multiply"(%4046, %4047) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4049 = "stablehlo.add"(%4045, %4048) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4050 = "stablehlo.convert"(%4049) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4051 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4052 = "stablehlo.compare"(%arg367, %4051) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4053 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4054 = "stablehlo.add"(%arg367, %4053) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4055 = "stablehlo.select"(%4052, %4054, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4056 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4057 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4058 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4059 = "stablehlo.dynamic_update_slice"(%arg349, %4050, %4056, %4055, %4057, %4058) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4060 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4061 = "stablehlo.compare"(%arg367, %4060) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4062 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4063 = "stablehlo.add"(%arg367, %4062) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4064 = "stablehlo.select"(%4061, %4063, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4065 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4066 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4067 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4068 = "stablehlo.dynamic_update_slice"(%arg350, %3974, %4065, %4064, %4066, %4067) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4069 = "stablehlo.dot_general"(%4012, %4059) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %4070 = "stablehlo.convert"(%4069) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %4071 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4072 = "stablehlo.sqrt"(%4071) : (tensor<f32>) -> tensor<f32>
    %4073 = "stablehlo.convert"(%4072) : (tensor<f32>) -> tensor<f32>
    %4074 = "stablehlo.broadcast_in_dim"(%4073) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4075 = "stablehlo.divide"(%4070, %4074) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4076 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %4077 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4078 = "func.call"(%4076, %4075, %4077) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4079 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4080 = "stablehlo.reduce"(%4078, %4079) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg438: tensor<f32>, %arg439: tensor<f32>):
      %5535 = "stablehlo.maximum"(%arg438, %arg439) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5535) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4081 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4082 = "stablehlo.broadcast_in_dim"(%4081) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %4083 = "stablehlo.maximum"(%4082, %4080) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %4084 = "stablehlo.broadcast_in_dim"(%4083) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4085 = "stablehlo.broadcast_in_dim"(%4084) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4086 = "stablehlo.subtract"(%4078, %4085) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4087 = "stablehlo.exponential"(%4086) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4088 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4089 = "stablehlo.reduce"(%4087, %4088) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg436: tensor<f32>, %arg437: tensor<f32>):
      %5534 = "stablehlo.add"(%arg436, %arg437) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5534) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4090 = "stablehlo.broadcast_in_dim"(%4089) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4091 = "stablehlo.broadcast_in_dim"(%4090) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4092 = "stablehlo.divide"(%4087, %4091) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4093 = "stablehlo.convert"(%4092) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %4094 = "stablehlo.dot_general"(%4068, %4093) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %4095 = "stablehlo.transpose"(%4094) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %4096 = "stablehlo.reshape"(%4095) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %4097 = "stablehlo.dot_general"(%4096, %arg226) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4098 = "stablehlo.add"(%3951, %4097) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4099 = "stablehlo.convert"(%4098) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4100 = "stablehlo.multiply"(%4099, %4099) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4101 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4102 = "stablehlo.reduce"(%4100, %4101) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg434: tensor<f32>, %arg435: tensor<f32>):
      %5533 = "stablehlo.add"(%arg434, %arg435) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5533) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4103 = "stablehlo.broadcast_in_dim"(%4102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4104 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4105 = "stablehlo.broadcast_in_dim"(%4104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4106 = "stablehlo.divide"(%4103, %4105) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4107 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4108 = "stablehlo.broadcast_in_dim"(%4107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4109 = "stablehlo.add"(%4106, %4108) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4110 = "stablehlo.rsqrt"(%4109) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4111 = "stablehlo.broadcast_in_dim"(%4110) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4112 = "stablehlo.multiply"(%4099, %4111) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4113 = "stablehlo.convert"(%4112) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4114 = "stablehlo.broadcast_in_dim"(%arg221) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4115 = "stablehlo.multiply"(%4113, %4114) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4116 = "stablehlo.dot_general"(%4115, %arg223) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4117 = "func.call"(%4116) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4118 = "stablehlo.dot_general"(%4115, %arg224) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4119 = "stablehlo.multiply"(%4117, %4118) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4120 = "stablehlo.dot_general"(%4119, %arg222) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4121 = "stablehlo.add"(%4098, %4120) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4122 = "stablehlo.convert"(%4121) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4123 = "stablehlo.multiply"(%4122, %4122) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4124 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4125 = "stablehlo.reduce"(%4123, %4124) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg432: tensor<f32>, %arg433: tensor<f32>):
      %5532 = "stablehlo.add"(%arg432, %arg433) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5532) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4126 = "stablehlo.broadcast_in_dim"(%4125) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4127 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4128 = "stablehlo.broadcast_in_dim"(%4127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4129 = "stablehlo.divide"(%4126, %4128) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4130 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4131 = "stablehlo.broadcast_in_dim"(%4130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4132 = "stablehlo.add"(%4129, %4131) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4133 = "stablehlo.rsqrt"(%4132) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4134 = "stablehlo.broadcast_in_dim"(%4133) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4135 = "stablehlo.multiply"(%4122, %4134) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4136 = "stablehlo.convert"(%4135) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4137 = "stablehlo.broadcast_in_dim"(%arg229) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4138 = "stablehlo.multiply"(%4136, %4137) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4139 = "stablehlo.dot_general"(%4138, %arg236) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4140 = "stablehlo.reshape"(%4139) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4141 = "stablehlo.dot_general"(%4138, %arg234) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4142 = "stablehlo.reshape"(%4141) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4143 = "stablehlo.dot_general"(%4138, %arg237) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4144 = "stablehlo.reshape"(%4143) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4145 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4146 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4147 = "stablehlo.broadcast_in_dim"(%4146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4148 = "stablehlo.multiply"(%4147, %4145) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4150 = "stablehlo.broadcast_in_dim"(%4149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4151 = "stablehlo.add"(%4150, %4148) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4152 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4153 = "stablehlo.broadcast_in_dim"(%4152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4154 = "stablehlo.divide"(%4151, %4153) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4155 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4156 = "stablehlo.broadcast_in_dim"(%4155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4157 = "stablehlo.power"(%4156, %4154) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4158 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4159 = "stablehlo.broadcast_in_dim"(%4158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4160 = "stablehlo.divide"(%4159, %4157) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4161 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4162 = "stablehlo.broadcast_in_dim"(%4161) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4163 = "stablehlo.broadcast_in_dim"(%4160) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4164 = "stablehlo.broadcast_in_dim"(%4162) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4165 = "stablehlo.multiply"(%4164, %4163) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4166 = "stablehlo.concatenate"(%4165, %4165) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4167 = "stablehlo.cosine"(%4166) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4168 = "stablehlo.broadcast_in_dim"(%4167) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4169 = "stablehlo.sine"(%4166) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4170 = "stablehlo.broadcast_in_dim"(%4169) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4171 = "stablehlo.slice"(%4140) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4172 = "stablehlo.slice"(%4140) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4173 = "stablehlo.negate"(%4172) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4174 = "stablehlo.concatenate"(%4173, %4171) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4175 = "stablehlo.convert"(%4140) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4176 = "stablehlo.broadcast_in_dim"(%4168) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4177 = "stablehlo.multiply"(%4175, %4176) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4178 = "stablehlo.convert"(%4174) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4179 = "stablehlo.broadcast_in_dim"(%4170) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4180 = "stablehlo.multiply"(%4178, %4179) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4181 = "stablehlo.add"(%4177, %4180) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4182 = "stablehlo.convert"(%4181) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4183 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4184 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4185 = "stablehlo.broadcast_in_dim"(%4184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4186 = "stablehlo.multiply"(%4185, %4183) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4188 = "stablehlo.broadcast_in_dim"(%4187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4189 = "stablehlo.add"(%4188, %4186) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4190 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4191 = "stablehlo.broadcast_in_dim"(%4190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4192 = "stablehlo.divide"(%4189, %4191) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4193 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4194 = "stablehlo.broadcast_in_dim"(%4193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4195 = "stablehlo.power"(%4194, %4192) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4196 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4197 = "stablehlo.broadcast_in_dim"(%4196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4198 = "stablehlo.divide"(%4197, %4195) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4199 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4200 = "stablehlo.broadcast_in_dim"(%4199) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4201 = "stablehlo.broadcast_in_dim"(%4198) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4202 = "stablehlo.broadcast_in_dim"(%4200) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4203 = "stablehlo.multiply"(%4202, %4201) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4204 = "stablehlo.concatenate"(%4203, %4203) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4205 = "stablehlo.cosine"(%4204) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4206 = "stablehlo.broadcast_in_dim"(%4205) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4207 = "stablehlo.sine"(%4204) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4208 = "stablehlo.broadcast_in_dim"(%4207) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4209 = "stablehlo.slice"(%4142) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4210 = "stablehlo.slice"(%4142) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4211 = "stablehlo.negate"(%4210) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4212 = "stablehlo.concatenate"(%4211, %4209) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4213 = "stablehlo.convert"(%4142) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4214 = "stablehlo.broadcast_in_dim"(%4206) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4215 = "stablehlo.multiply"(%4213, %4214) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4216 = "stablehlo.convert"(%4212) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4217 = "stablehlo.broadcast_in_dim"(%4208) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4218 = "stablehlo.multiply"(%4216, %4217) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4219 = "stablehlo.add"(%4215, %4218) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4220 = "stablehlo.convert"(%4219) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4221 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4222 = "stablehlo.compare"(%arg367, %4221) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4223 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4224 = "stablehlo.add"(%arg367, %4223) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4225 = "stablehlo.select"(%4222, %4224, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4226 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4227 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4228 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4229 = "stablehlo.dynamic_update_slice"(%arg351, %4220, %4226, %4225, %4227, %4228) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4230 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4231 = "stablehlo.compare"(%arg367, %4230) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4232 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4233 = "stablehlo.add"(%arg367, %4232) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4234 = "stablehlo.select"(%4231, %4233, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4235 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4236 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4237 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4238 = "stablehlo.dynamic_update_slice"(%arg352, %4144, %4235, %4234, %4236, %4237) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4239 = "stablehlo.dot_general"(%4182, %4229) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %4240 = "stablehlo.convert"(%4239) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %4241 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4242 = "stablehlo.sqrt"(%4241) : (tensor<f32>) -> tensor<f32>
    %4243 = "stablehlo.convert"(%4242) : (tensor<f32>) -> tensor<f32>
    %4244 = "stablehlo.broadcast_in_dim"(%4243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4245 = "stablehlo.divide"(%4240, %4244) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4246 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %4247 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4248 = "func.call"(%4246, %4245, %4247) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4249 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4250 = "stablehlo.reduce"(%4248, %4249) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg430: tensor<f32>, %arg431: tensor<f32>):
      %5531 = "stablehlo.maximum"(%arg430, %arg431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5531) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4251 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4252 = "stablehlo.broadcast_in_dim"(%4251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %4253 = "stablehlo.maximum"(%4252, %4250) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %4254 = "stablehlo.broadcast_in_dim"(%4253) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4255 = "stablehlo.broadcast_in_dim"(%4254) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4256 = "stablehlo.subtract"(%4248, %4255) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4257 = "stablehlo.exponential"(%4256) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4259 = "stablehlo.reduce"(%4257, %4258) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg428: tensor<f32>, %arg429: tensor<f32>):
      %5530 = "stablehlo.add"(%arg428, %arg429) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5530) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4260 = "stablehlo.broadcast_in_dim"(%4259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4261 = "stablehlo.broadcast_in_dim"(%4260) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4262 = "stablehlo.divide"(%4257, %4261) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4263 = "stablehlo.convert"(%4262) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %4264 = "stablehlo.dot_general"(%4238, %4263) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %4265 = "stablehlo.transpose"(%4264) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %4266 = "stablehlo.reshape"(%4265) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %4267 = "stablehlo.dot_general"(%4266, %arg235) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4268 = "stablehlo.add"(%4121, %4267) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4269 = "stablehlo.convert"(%4268) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4270 = "stablehlo.multiply"(%4269, %4269) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4271 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4272 = "stablehlo.reduce"(%4270, %4271) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg426: tensor<f32>, %arg427: tensor<f32>):
      %5529 = "stablehlo.add"(%arg426, %arg427) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5529) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4273 = "stablehlo.broadcast_in_dim"(%4272) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4274 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4275 = "stablehlo.broadcast_in_dim"(%4274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4276 = "stablehlo.divide"(%4273, %4275) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4277 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4278 = "stablehlo.broadcast_in_dim"(%4277) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4279 = "stablehlo.add"(%4276, %4278) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4280 = "stablehlo.rsqrt"(%4279) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4281 = "stablehlo.broadcast_in_dim"(%4280) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4282 = "stablehlo.multiply"(%4269, %4281) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4283 = "stablehlo.convert"(%4282) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4284 = "stablehlo.broadcast_in_dim"(%arg230) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4285 = "stablehlo.multiply"(%4283, %4284) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4286 = "stablehlo.dot_general"(%4285, %arg232) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4287 = "func.call"(%4286) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4288 = "stablehlo.dot_general"(%4285, %arg233) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4289 = "stablehlo.multiply"(%4287, %4288) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4290 = "stablehlo.dot_general"(%4289, %arg231) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4291 = "stablehlo.add"(%4268, %4290) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4292 = "stablehlo.convert"(%4291) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4293 = "stablehlo.multiply"(%4292, %4292) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4295 = "stablehlo.reduce"(%4293, %4294) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg424: tensor<f32>, %arg425: tensor<f32>):
      %5528 = "stablehlo.add"(%arg424, %arg425) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5528) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4296 = "stablehlo.broadcast_in_dim"(%4295) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4297 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4298 = "stablehlo.broadcast_in_dim"(%4297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4299 = "stablehlo.divide"(%4296, %4298) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4300 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4301 = "stablehlo.broadcast_in_dim"(%4300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4302 = "stablehlo.add"(%4299, %4301) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4303 = "stablehlo.rsqrt"(%4302) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4304 = "stablehlo.broadcast_in_dim"(%4303) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4305 = "stablehlo.multiply"(%4292, %4304) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4306 = "stablehlo.convert"(%4305) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4307 = "stablehlo.broadcast_in_dim"(%arg238) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4308 = "stablehlo.multiply"(%4306, %4307) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4309 = "stablehlo.dot_general"(%4308, %arg245) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4310 = "stablehlo.reshape"(%4309) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4311 = "stablehlo.dot_general"(%4308, %arg243) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4312 = "stablehlo.reshape"(%4311) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4313 = "stablehlo.dot_general"(%4308, %arg246) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4314 = "stablehlo.reshape"(%4313) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4315 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4316 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4317 = "stablehlo.broadcast_in_dim"(%4316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4318 = "stablehlo.multiply"(%4317, %4315) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4319 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4320 = "stablehlo.broadcast_in_dim"(%4319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4321 = "stablehlo.add"(%4320, %4318) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4322 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4323 = "stablehlo.broadcast_in_dim"(%4322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4324 = "stablehlo.divide"(%4321, %4323) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4325 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4326 = "stablehlo.broadcast_in_dim"(%4325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4327 = "stablehlo.power"(%4326, %4324) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4328 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4329 = "stablehlo.broadcast_in_dim"(%4328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4330 = "stablehlo.divide"(%4329, %4327) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4331 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4332 = "stablehlo.broadcast_in_dim"(%4331) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4333 = "stablehlo.broadcast_in_dim"(%4330) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4334 = "stablehlo.broadcast_in_dim"(%4332) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4335 = "stablehlo.multiply"(%4334, %4333) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4336 = "stablehlo.concatenate"(%4335, %4335) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4337 = "stablehlo.cosine"(%4336) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4338 = "stablehlo.broadcast_in_dim"(%4337) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4339 = "stablehlo.sine"(%4336) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4340 = "stablehlo.broadcast_in_dim"(%4339) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4341 = "stablehlo.slice"(%4310) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4342 = "stablehlo.slice"(%4310) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4343 = "stablehlo.negate"(%4342) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4344 = "stablehlo.concatenate"(%4343, %4341) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4345 = "stablehlo.convert"(%4310) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4346 = "stablehlo.broadcast_in_dim"(%4338) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4347 = "stablehlo.multiply"(%4345, %4346) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4348 = "stablehlo.convert"(%4344) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4349 = "stablehlo.broadcast_in_dim"(%4340) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4350 = "stablehlo.multiply"(%4348, %4349) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4351 = "stablehlo.add"(%4347, %4350) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4352 = "stablehlo.convert"(%4351) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4353 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4354 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4355 = "stablehlo.broadcast_in_dim"(%4354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4356 = "stablehlo.multiply"(%4355, %4353) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4357 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4358 = "stablehlo.broadcast_in_dim"(%4357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4359 = "stablehlo.add"(%4358, %4356) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4360 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4361 = "stablehlo.broadcast_in_dim"(%4360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4362 = "stablehlo.divide"(%4359, %4361) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4363 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4364 = "stablehlo.broadcast_in_dim"(%4363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4365 = "stablehlo.power"(%4364, %4362) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4366 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4367 = "stablehlo.broadcast_in_dim"(%4366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4368 = "stablehlo.divide"(%4367, %4365) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4369 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4370 = "stablehlo.broadcast_in_dim"(%4369) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4371 = "stablehlo.broadcast_in_dim"(%4368) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4372 = "stablehlo.broadcast_in_dim"(%4370) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4373 = "stablehlo.multiply"(%4372, %4371) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4374 = "stablehlo.concatenate"(%4373, %4373) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4375 = "stablehlo.cosine"(%4374) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4376 = "stablehlo.broadcast_in_dim"(%4375) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4377 = "stablehlo.sine"(%4374) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4378 = "stablehlo.broadcast_in_dim"(%4377) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4379 = "stablehlo.slice"(%4312) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4380 = "stablehlo.slice"(%4312) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4381 = "stablehlo.negate"(%4380) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4382 = "stablehlo.concatenate"(%4381, %4379) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4383 = "stablehlo.convert"(%4312) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4384 = "stablehlo.broadcast_in_dim"(%4376) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4385 = "stablehlo.multiply"(%4383, %4384) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4386 = "stablehlo.convert"(%4382) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4387 = "stablehlo.broadcast_in_dim"(%4378) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4388 = "stablehlo.multiply"(%4386, %4387) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4389 = "stablehlo.add"(%4385, %4388) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4390 = "stablehlo.convert"(%4389) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4391 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4392 = "stablehlo.compare"(%arg367, %4391) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4393 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4394 = "stablehlo.add"(%arg367, %4393) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4395 = "stablehlo.select"(%4392, %4394, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4396 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4397 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4398 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4399 = "stablehlo.dynamic_update_slice"(%arg353, %4390, %4396, %4395, %4397, %4398) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4400 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4401 = "stablehlo.compare"(%arg367, %4400) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4402 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4403 = "stablehlo.add"(%arg367, %4402) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4404 = "stablehlo.select"(%4401, %4403, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4405 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4406 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4407 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4408 = "stablehlo.dynamic_update_slice"(%arg354, %4314, %4405, %4404, %4406, %4407) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4409 = "stablehlo.dot_general"(%4352, %4399) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %4410 = "stablehlo.convert"(%4409) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %4411 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4412 = "stablehlo.sqrt"(%4411) : (tensor<f32>) -> tensor<f32>
    %4413 = "stablehlo.convert"(%4412) : (tensor<f32>) -> tensor<f32>
    %4414 = "stablehlo.broadcast_in_dim"(%4413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4415 = "stablehlo.divide"(%4410, %4414) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4416 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %4417 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4418 = "func.call"(%4416, %4415, %4417) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4419 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4420 = "stablehlo.reduce"(%4418, %4419) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg422: tensor<f32>, %arg423: tensor<f32>):
      %5527 = "stablehlo.maximum"(%arg422, %arg423) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5527) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4421 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4422 = "stablehlo.broadcast_in_dim"(%4421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %4423 = "stablehlo.maximum"(%4422, %4420) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %4424 = "stablehlo.broadcast_in_dim"(%4423) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4425 = "stablehlo.broadcast_in_dim"(%4424) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4426 = "stablehlo.subtract"(%4418, %4425) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4427 = "stablehlo.exponential"(%4426) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4428 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4429 = "stablehlo.reduce"(%4427, %4428) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg420: tensor<f32>, %arg421: tensor<f32>):
      %5526 = "stablehlo.add"(%arg420, %arg421) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5526) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4430 = "stablehlo.broadcast_in_dim"(%4429) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4431 = "stablehlo.broadcast_in_dim"(%4430) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4432 = "stablehlo.divide"(%4427, %4431) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4433 = "stablehlo.convert"(%4432) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %4434 = "stablehlo.dot_general"(%4408, %4433) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %4435 = "stablehlo.transpose"(%4434) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %4436 = "stablehlo.reshape"(%4435) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %4437 = "stablehlo.dot_general"(%4436, %arg244) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4438 = "stablehlo.add"(%4291, %4437) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4439 = "stablehlo.convert"(%4438) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4440 = "stablehlo.multiply"(%4439, %4439) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4441 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4442 = "stablehlo.reduce"(%4440, %4441) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg418: tensor<f32>, %arg419: tensor<f32>):
      %5525 = "stablehlo.add"(%arg418, %arg419) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5525) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4443 = "stablehlo.broadcast_in_dim"(%4442) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4444 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4445 = "stablehlo.broadcast_in_dim"(%4444) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4446 = "stablehlo.divide"(%4443, %4445) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4447 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4448 = "stablehlo.broadcast_in_dim"(%4447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4449 = "stablehlo.add"(%4446, %4448) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4450 = "stablehlo.rsqrt"(%4449) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4451 = "stablehlo.broadcast_in_dim"(%4450) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4452 = "stablehlo.multiply"(%4439, %4451) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4453 = "stablehlo.convert"(%4452) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4454 = "stablehlo.broadcast_in_dim"(%arg239) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4455 = "stablehlo.multiply"(%4453, %4454) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4456 = "stablehlo.dot_general"(%4455, %arg241) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4457 = "func.call"(%4456) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4458 = "stablehlo.dot_general"(%4455, %arg242) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4459 = "stablehlo.multiply"(%4457, %4458) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4460 = "stablehlo.dot_general"(%4459, %arg240) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4461 = "stablehlo.add"(%4438, %4460) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4462 = "stablehlo.convert"(%4461) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4463 = "stablehlo.multiply"(%4462, %4462) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4464 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4465 = "stablehlo.reduce"(%4463, %4464) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg416: tensor<f32>, %arg417: tensor<f32>):
      %5524 = "stablehlo.add"(%arg416, %arg417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5524) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4466 = "stablehlo.broadcast_in_dim"(%4465) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4467 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4468 = "stablehlo.broadcast_in_dim"(%4467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4469 = "stablehlo.divide"(%4466, %4468) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4470 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4471 = "stablehlo.broadcast_in_dim"(%4470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4472 = "stablehlo.add"(%4469, %4471) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4473 = "stablehlo.rsqrt"(%4472) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4474 = "stablehlo.broadcast_in_dim"(%4473) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4475 = "stablehlo.multiply"(%4462, %4474) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4476 = "stablehlo.convert"(%4475) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4477 = "stablehlo.broadcast_in_dim"(%arg247) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4478 = "stablehlo.multiply"(%4476, %4477) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4479 = "stablehlo.dot_general"(%4478, %arg254) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4480 = "stablehlo.reshape"(%4479) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4481 = "stablehlo.dot_general"(%4478, %arg252) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4482 = "stablehlo.reshape"(%4481) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4483 = "stablehlo.dot_general"(%4478, %arg255) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4484 = "stablehlo.reshape"(%4483) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4485 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4486 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4487 = "stablehlo.broadcast_in_dim"(%4486) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4488 = "stablehlo.multiply"(%4487, %4485) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4489 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4490 = "stablehlo.broadcast_in_dim"(%4489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4491 = "stablehlo.add"(%4490, %4488) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4492 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4493 = "stablehlo.broadcast_in_dim"(%4492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4494 = "stablehlo.divide"(%4491, %4493) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4495 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4496 = "stablehlo.broadcast_in_dim"(%4495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4497 = "stablehlo.power"(%4496, %4494) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4498 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4499 = "stablehlo.broadcast_in_dim"(%4498) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4500 = "stablehlo.divide"(%4499, %4497) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4501 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4502 = "stablehlo.broadcast_in_dim"(%4501) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4503 = "stablehlo.broadcast_in_dim"(%4500) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4504 = "stablehlo.broadcast_in_dim"(%4502) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4505 = "stablehlo.multiply"(%4504, %4503) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4506 = "stablehlo.concatenate"(%4505, %4505) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4507 = "stablehlo.cosine"(%4506) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4508 = "stablehlo.broadcast_in_dim"(%4507) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4509 = "stablehlo.sine"(%4506) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4510 = "stablehlo.broadcast_in_dim"(%4509) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4511 = "stablehlo.slice"(%4480) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4512 = "stablehlo.slice"(%4480) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4513 = "stablehlo.negate"(%4512) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4514 = "stablehlo.concatenate"(%4513, %4511) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4515 = "stablehlo.convert"(%4480) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4516 = "stablehlo.broadcast_in_dim"(%4508) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4517 = "stablehlo.multiply"(%4515, %4516) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4518 = "stablehlo.convert"(%4514) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4519 = "stablehlo.broadcast_in_dim"(%4510) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4520 = "stablehlo.multiply"(%4518, %4519) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4521 = "stablehlo.add"(%4517, %4520) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4522 = "stablehlo.convert"(%4521) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4523 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4524 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4525 = "stablehlo.broadcast_in_dim"(%4524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4526 = "stablehlo.multiply"(%4525, %4523) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4527 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4528 = "stablehlo.broadcast_in_dim"(%4527) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4529 = "stablehlo.add"(%4528, %4526) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4530 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4531 = "stablehlo.broadcast_in_dim"(%4530) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4532 = "stablehlo.divide"(%4529, %4531) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4533 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4534 = "stablehlo.broadcast_in_dim"(%4533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4535 = "stablehlo.power"(%4534, %4532) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4536 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4537 = "stablehlo.broadcast_in_dim"(%4536) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4538 = "stablehlo.divide"(%4537, %4535) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4539 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4540 = "stablehlo.broadcast_in_dim"(%4539) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4541 = "stablehlo.broadcast_in_dim"(%4538) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4542 = "stablehlo.broadcast_in_dim"(%4540) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4543 = "stablehlo.multiply"(%4542, %4541) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4544 = "stablehlo.concatenate"(%4543, %4543) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4545 = "stablehlo.cosine"(%4544) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4546 = "stablehlo.broadcast_in_dim"(%4545) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4547 = "stablehlo.sine"(%4544) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4548 = "stablehlo.broadcast_in_dim"(%4547) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4549 = "stablehlo.slice"(%4482) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4550 = "stablehlo.slice"(%4482) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4551 = "stablehlo.negate"(%4550) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4552 = "stablehlo.concatenate"(%4551, %4549) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4553 = "stablehlo.convert"(%4482) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4554 = "stablehlo.broadcast_in_dim"(%4546) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4555 = "stablehlo.multiply"(%4553, %4554) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4556 = "stablehlo.convert"(%4552) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4557 = "stablehlo.broadcast_in_dim"(%4548) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4558 = "stablehlo.multiply"(%4556, %4557) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4559 = "stablehlo.add"(%4555, %4558) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4560 = "stablehlo.convert"(%4559) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4561 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4562 = "stablehlo.compare"(%arg367, %4561) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4563 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4564 = "stablehlo.add"(%arg367, %4563) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4565 = "stablehlo.select"(%4562, %4564, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4566 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4567 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4568 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4569 = "stablehlo.dynamic_update_slice"(%arg355, %4560, %4566, %4565, %4567, %4568) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4570 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4571 = "stablehlo.compare"(%arg367, %4570) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4572 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4573 = "stablehlo.add"(%arg367, %4572) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4574 = "stablehlo.select"(%4571, %4573, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4575 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4576 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4577 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4578 = "stablehlo.dynamic_update_slice"(%arg356, %4484, %4575, %4574, %4576, %4577) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4579 = "stablehlo.dot_general"(%4522, %4569) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %4580 = "stablehlo.convert"(%4579) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %4581 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4582 = "stablehlo.sqrt"(%4581) : (tensor<f32>) -> tensor<f32>
    %4583 = "stablehlo.convert"(%4582) : (tensor<f32>) -> tensor<f32>
    %4584 = "stablehlo.broadcast_in_dim"(%4583) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4585 = "stablehlo.divide"(%4580, %4584) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4586 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %4587 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4588 = "func.call"(%4586, %4585, %4587) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4589 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4590 = "stablehlo.reduce"(%4588, %4589) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg414: tensor<f32>, %arg415: tensor<f32>):
      %5523 = "stablehlo.maximum"(%arg414, %arg415) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5523) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4591 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4592 = "stablehlo.broadcast_in_dim"(%4591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %4593 = "stablehlo.maximum"(%4592, %4590) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %4594 = "stablehlo.broadcast_in_dim"(%4593) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4595 = "stablehlo.broadcast_in_dim"(%4594) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4596 = "stablehlo.subtract"(%4588, %4595) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4597 = "stablehlo.exponential"(%4596) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4598 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4599 = "stablehlo.reduce"(%4597, %4598) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg412: tensor<f32>, %arg413: tensor<f32>):
      %5522 = "stablehlo.add"(%arg412, %arg413) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5522) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4600 = "stablehlo.broadcast_in_dim"(%4599) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4601 = "stablehlo.broadcast_in_dim"(%4600) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4602 = "stablehlo.divide"(%4597, %4601) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4603 = "stablehlo.convert"(%4602) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %4604 = "stablehlo.dot_general"(%4578, %4603) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %4605 = "stablehlo.transpose"(%4604) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %4606 = "stablehlo.reshape"(%4605) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %4607 = "stablehlo.dot_general"(%4606, %arg253) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4608 = "stablehlo.add"(%4461, %4607) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4609 = "stablehlo.convert"(%4608) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4610 = "stablehlo.multiply"(%4609, %4609) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4611 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4612 = "stablehlo.reduce"(%4610, %4611) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg410: tensor<f32>, %arg411: tensor<f32>):
      %5521 = "stablehlo.add"(%arg410, %arg411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5521) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4613 = "stablehlo.broadcast_in_dim"(%4612) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4614 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4615 = "stablehlo.broadcast_in_dim"(%4614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4616 = "stablehlo.divide"(%4613, %4615) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4617 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4618 = "stablehlo.broadcast_in_dim"(%4617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4619 = "stablehlo.add"(%4616, %4618) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4620 = "stablehlo.rsqrt"(%4619) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4621 = "stablehlo.broadcast_in_dim"(%4620) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4622 = "stablehlo.multiply"(%4609, %4621) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4623 = "stablehlo.convert"(%4622) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4624 = "stablehlo.broadcast_in_dim"(%arg248) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4625 = "stablehlo.multiply"(%4623, %4624) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4626 = "stablehlo.dot_general"(%4625, %arg250) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4627 = "func.call"(%4626) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4628 = "stablehlo.dot_general"(%4625, %arg251) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4629 = "stablehlo.multiply"(%4627, %4628) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4630 = "stablehlo.dot_general"(%4629, %arg249) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4631 = "stablehlo.add"(%4608, %4630) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4632 = "stablehlo.convert"(%4631) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4633 = "stablehlo.multiply"(%4632, %4632) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4634 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4635 = "stablehlo.reduce"(%4633, %4634) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg408: tensor<f32>, %arg409: tensor<f32>):
      %5520 = "stablehlo.add"(%arg408, %arg409) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5520) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4636 = "stablehlo.broadcast_in_dim"(%4635) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4637 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4638 = "stablehlo.broadcast_in_dim"(%4637) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4639 = "stablehlo.divide"(%4636, %4638) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4640 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4641 = "stablehlo.broadcast_in_dim"(%4640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4642 = "stablehlo.add"(%4639, %4641) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4643 = "stablehlo.rsqrt"(%4642) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4644 = "stablehlo.broadcast_in_dim"(%4643) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4645 = "stablehlo.multiply"(%4632, %4644) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4646 = "stablehlo.convert"(%4645) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4647 = "stablehlo.broadcast_in_dim"(%arg256) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4648 = "stablehlo.multiply"(%4646, %4647) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4649 = "stablehlo.dot_general"(%4648, %arg263) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4650 = "stablehlo.reshape"(%4649) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4651 = "stablehlo.dot_general"(%4648, %arg261) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4652 = "stablehlo.reshape"(%4651) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4653 = "stablehlo.dot_general"(%4648, %arg264) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4654 = "stablehlo.reshape"(%4653) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4655 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4656 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4657 = "stablehlo.broadcast_in_dim"(%4656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4658 = "stablehlo.multiply"(%4657, %4655) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4659 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4660 = "stablehlo.broadcast_in_dim"(%4659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4661 = "stablehlo.add"(%4660, %4658) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4662 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4663 = "stablehlo.broadcast_in_dim"(%4662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4664 = "stablehlo.divide"(%4661, %4663) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4665 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4666 = "stablehlo.broadcast_in_dim"(%4665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4667 = "stablehlo.power"(%4666, %4664) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4668 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4669 = "stablehlo.broadcast_in_dim"(%4668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4670 = "stablehlo.divide"(%4669, %4667) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4671 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4672 = "stablehlo.broadcast_in_dim"(%4671) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4673 = "stablehlo.broadcast_in_dim"(%4670) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4674 = "stablehlo.broadcast_in_dim"(%4672) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4675 = "stablehlo.multiply"(%4674, %4673) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4676 = "stablehlo.concatenate"(%4675, %4675) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4677 = "stablehlo.cosine"(%4676) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4678 = "stablehlo.broadcast_in_dim"(%4677) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4679 = "stablehlo.sine"(%4676) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4680 = "stablehlo.broadcast_in_dim"(%4679) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4681 = "stablehlo.slice"(%4650) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4682 = "stablehlo.slice"(%4650) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4683 = "stablehlo.negate"(%4682) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4684 = "stablehlo.concatenate"(%4683, %4681) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4685 = "stablehlo.convert"(%4650) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4686 = "stablehlo.broadcast_in_dim"(%4678) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4687 = "stablehlo.multiply"(%4685, %4686) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4688 = "stablehlo.convert"(%4684) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4689 = "stablehlo.broadcast_in_dim"(%4680) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4690 = "stablehlo.multiply"(%4688, %4689) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4691 = "stablehlo.add"(%4687, %4690) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4692 = "stablehlo.convert"(%4691) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4693 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4694 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4695 = "stablehlo.broadcast_in_dim"(%4694) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4696 = "stablehlo.multiply"(%4695, %4693) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4697 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4698 = "stablehlo.broadcast_in_dim"(%4697) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4699 = "stablehlo.add"(%4698, %4696) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4700 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4701 = "stablehlo.broadcast_in_dim"(%4700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4702 = "stablehlo.divide"(%4699, %4701) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4703 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4704 = "stablehlo.broadcast_in_dim"(%4703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4705 = "stablehlo.power"(%4704, %4702) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4706 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4707 = "stablehlo.broadcast_in_dim"(%4706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4708 = "stablehlo.divide"(%4707, %4705) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4709 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4710 = "stablehlo.broadcast_in_dim"(%4709) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4711 = "stablehlo.broadcast_in_dim"(%4708) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4712 = "stablehlo.broadcast_in_dim"(%4710) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4713 = "stablehlo.multiply"(%4712, %4711) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4714 = "stablehlo.concatenate"(%4713, %4713) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4715 = "stablehlo.cosine"(%4714) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4716 = "stablehlo.broadcast_in_dim"(%4715) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4717 = "stablehlo.sine"(%4714) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4718 = "stablehlo.broadcast_in_dim"(%4717) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4719 = "stablehlo.slice"(%4652) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4720 = "stablehlo.slice"(%4652) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4721 = "stablehlo.negate"(%4720) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4722 = "stablehlo.concatenate"(%4721, %4719) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4723 = "stablehlo.convert"(%4652) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4724 = "stablehlo.broadcast_in_dim"(%4716) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4725 = "stablehlo.multiply"(%4723, %4724) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4726 = "stablehlo.convert"(%4722) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4727 = "stablehlo.broadcast_in_dim"(%4718) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4728 = "stablehlo.multiply"(%4726, %4727) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4729 = "stablehlo.add"(%4725, %4728) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4730 = "stablehlo.convert"(%4729) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4731 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4732 = "stablehlo.compare"(%arg367, %4731) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4733 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4734 = "stablehlo.add"(%arg367, %4733) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4735 = "stablehlo.select"(%4732, %4734, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4736 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4737 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4738 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4739 = "stablehlo.dynamic_update_slice"(%arg357, %4730, %4736, %4735, %4737, %4738) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4740 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4741 = "stablehlo.compare"(%arg367, %4740) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4742 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4743 = "stablehlo.add"(%arg367, %4742) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4744 = "stablehlo.select"(%4741, %4743, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4745 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4746 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4747 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4748 = "stablehlo.dynamic_update_slice"(%arg358, %4654, %4745, %4744, %4746, %4747) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4749 = "stablehlo.dot_general"(%4692, %4739) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %4750 = "stablehlo.convert"(%4749) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %4751 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4752 = "stablehlo.sqrt"(%4751) : (tensor<f32>) -> tensor<f32>
    %4753 = "stablehlo.convert"(%4752) : (tensor<f32>) -> tensor<f32>
    %4754 = "stablehlo.broadcast_in_dim"(%4753) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4755 = "stablehlo.divide"(%4750, %4754) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4756 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %4757 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4758 = "func.call"(%4756, %4755, %4757) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4759 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4760 = "stablehlo.reduce"(%4758, %4759) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg406: tensor<f32>, %arg407: tensor<f32>):
      %5519 = "stablehlo.maximum"(%arg406, %arg407) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5519) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4761 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4762 = "stablehlo.broadcast_in_dim"(%4761) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %4763 = "stablehlo.maximum"(%4762, %4760) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %4764 = "stablehlo.broadcast_in_dim"(%4763) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4765 = "stablehlo.broadcast_in_dim"(%4764) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4766 = "stablehlo.subtract"(%4758, %4765) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4767 = "stablehlo.exponential"(%4766) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4768 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4769 = "stablehlo.reduce"(%4767, %4768) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg404: tensor<f32>, %arg405: tensor<f32>):
      %5518 = "stablehlo.add"(%arg404, %arg405) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5518) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4770 = "stablehlo.broadcast_in_dim"(%4769) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4771 = "stablehlo.broadcast_in_dim"(%4770) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4772 = "stablehlo.divide"(%4767, %4771) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4773 = "stablehlo.convert"(%4772) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %4774 = "stablehlo.dot_general"(%4748, %4773) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %4775 = "stablehlo.transpose"(%4774) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %4776 = "stablehlo.reshape"(%4775) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %4777 = "stablehlo.dot_general"(%4776, %arg262) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4778 = "stablehlo.add"(%4631, %4777) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4779 = "stablehlo.convert"(%4778) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4780 = "stablehlo.multiply"(%4779, %4779) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4781 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4782 = "stablehlo.reduce"(%4780, %4781) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg402: tensor<f32>, %arg403: tensor<f32>):
      %5517 = "stablehlo.add"(%arg402, %arg403) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5517) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4783 = "stablehlo.broadcast_in_dim"(%4782) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4784 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4785 = "stablehlo.broadcast_in_dim"(%4784) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4786 = "stablehlo.divide"(%4783, %4785) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4787 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4788 = "stablehlo.broadcast_in_dim"(%4787) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4789 = "stablehlo.add"(%4786, %4788) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4790 = "stablehlo.rsqrt"(%4789) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4791 = "stablehlo.broadcast_in_dim"(%4790) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4792 = "stablehlo.multiply"(%4779, %4791) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4793 = "stablehlo.convert"(%4792) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4794 = "stablehlo.broadcast_in_dim"(%arg257) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4795 = "stablehlo.multiply"(%4793, %4794) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4796 = "stablehlo.dot_general"(%4795, %arg259) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4797 = "func.call"(%4796) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4798 = "stablehlo.dot_general"(%4795, %arg260) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4799 = "stablehlo.multiply"(%4797, %4798) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4800 = "stablehlo.dot_general"(%4799, %arg258) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4801 = "stablehlo.add"(%4778, %4800) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4802 = "stablehlo.convert"(%4801) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4803 = "stablehlo.multiply"(%4802, %4802) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4804 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4805 = "stablehlo.reduce"(%4803, %4804) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg400: tensor<f32>, %arg401: tensor<f32>):
      %5516 = "stablehlo.add"(%arg400, %arg401) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5516) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4806 = "stablehlo.broadcast_in_dim"(%4805) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4807 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4808 = "stablehlo.broadcast_in_dim"(%4807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4809 = "stablehlo.divide"(%4806, %4808) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4810 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4811 = "stablehlo.broadcast_in_dim"(%4810) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4812 = "stablehlo.add"(%4809, %4811) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4813 = "stablehlo.rsqrt"(%4812) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4814 = "stablehlo.broadcast_in_dim"(%4813) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4815 = "stablehlo.multiply"(%4802, %4814) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4816 = "stablehlo.convert"(%4815) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4817 = "stablehlo.broadcast_in_dim"(%arg265) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4818 = "stablehlo.multiply"(%4816, %4817) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4819 = "stablehlo.dot_general"(%4818, %arg272) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4820 = "stablehlo.reshape"(%4819) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4821 = "stablehlo.dot_general"(%4818, %arg270) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4822 = "stablehlo.reshape"(%4821) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4823 = "stablehlo.dot_general"(%4818, %arg273) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4824 = "stablehlo.reshape"(%4823) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4825 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4826 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4827 = "stablehlo.broadcast_in_dim"(%4826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4828 = "stablehlo.multiply"(%4827, %4825) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4829 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4830 = "stablehlo.broadcast_in_dim"(%4829) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4831 = "stablehlo.add"(%4830, %4828) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4832 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4833 = "stablehlo.broadcast_in_dim"(%4832) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4834 = "stablehlo.divide"(%4831, %4833) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4835 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4836 = "stablehlo.broadcast_in_dim"(%4835) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4837 = "stablehlo.power"(%4836, %4834) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4838 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4839 = "stablehlo.broadcast_in_dim"(%4838) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4840 = "stablehlo.divide"(%4839, %4837) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4841 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4842 = "stablehlo.broadcast_in_dim"(%4841) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4843 = "stablehlo.broadcast_in_dim"(%4840) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4844 = "stablehlo.broadcast_in_dim"(%4842) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4845 = "stablehlo.multiply"(%4844, %4843) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4846 = "stablehlo.concatenate"(%4845, %4845) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4847 = "stablehlo.cosine"(%4846) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4848 = "stablehlo.broadcast_in_dim"(%4847) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4849 = "stablehlo.sine"(%4846) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4850 = "stablehlo.broadcast_in_dim"(%4849) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4851 = "stablehlo.slice"(%4820) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4852 = "stablehlo.slice"(%4820) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4853 = "stablehlo.negate"(%4852) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4854 = "stablehlo.concatenate"(%4853, %4851) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4855 = "stablehlo.convert"(%4820) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4856 = "stablehlo.broadcast_in_dim"(%4848) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4857 = "stablehlo.multiply"(%4855, %4856) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4858 = "stablehlo.convert"(%4854) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4859 = "stablehlo.broadcast_in_dim"(%4850) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4860 = "stablehlo.multiply"(%4858, %4859) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4861 = "stablehlo.add"(%4857, %4860) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4862 = "stablehlo.convert"(%4861) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4863 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4864 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4865 = "stablehlo.broadcast_in_dim"(%4864) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4866 = "stablehlo.multiply"(%4865, %4863) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4867 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4868 = "stablehlo.broadcast_in_dim"(%4867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4869 = "stablehlo.add"(%4868, %4866) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4870 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4871 = "stablehlo.broadcast_in_dim"(%4870) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4872 = "stablehlo.divide"(%4869, %4871) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4873 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %4874 = "stablehlo.broadcast_in_dim"(%4873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4875 = "stablehlo.power"(%4874, %4872) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4876 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4877 = "stablehlo.broadcast_in_dim"(%4876) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4878 = "stablehlo.divide"(%4877, %4875) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4879 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %4880 = "stablehlo.broadcast_in_dim"(%4879) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %4881 = "stablehlo.broadcast_in_dim"(%4878) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %4882 = "stablehlo.broadcast_in_dim"(%4880) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %4883 = "stablehlo.multiply"(%4882, %4881) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %4884 = "stablehlo.concatenate"(%4883, %4883) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %4885 = "stablehlo.cosine"(%4884) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4886 = "stablehlo.broadcast_in_dim"(%4885) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4887 = "stablehlo.sine"(%4884) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %4888 = "stablehlo.broadcast_in_dim"(%4887) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %4889 = "stablehlo.slice"(%4822) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4890 = "stablehlo.slice"(%4822) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %4891 = "stablehlo.negate"(%4890) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %4892 = "stablehlo.concatenate"(%4891, %4889) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %4893 = "stablehlo.convert"(%4822) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4894 = "stablehlo.broadcast_in_dim"(%4886) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4895 = "stablehlo.multiply"(%4893, %4894) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4896 = "stablehlo.convert"(%4892) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %4897 = "stablehlo.broadcast_in_dim"(%4888) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %4898 = "stablehlo.multiply"(%4896, %4897) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4899 = "stablehlo.add"(%4895, %4898) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %4900 = "stablehlo.convert"(%4899) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %4901 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4902 = "stablehlo.compare"(%arg367, %4901) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4903 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4904 = "stablehlo.add"(%arg367, %4903) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4905 = "stablehlo.select"(%4902, %4904, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4906 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4907 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4908 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4909 = "stablehlo.dynamic_update_slice"(%arg359, %4900, %4906, %4905, %4907, %4908) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4910 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4911 = "stablehlo.compare"(%arg367, %4910) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4912 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %4913 = "stablehlo.add"(%arg367, %4912) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4914 = "stablehlo.select"(%4911, %4913, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4915 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4916 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4917 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4918 = "stablehlo.dynamic_update_slice"(%arg360, %4824, %4915, %4914, %4916, %4917) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %4919 = "stablehlo.dot_general"(%4862, %4909) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %4920 = "stablehlo.convert"(%4919) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %4921 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %4922 = "stablehlo.sqrt"(%4921) : (tensor<f32>) -> tensor<f32>
    %4923 = "stablehlo.convert"(%4922) : (tensor<f32>) -> tensor<f32>
    %4924 = "stablehlo.broadcast_in_dim"(%4923) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4925 = "stablehlo.divide"(%4920, %4924) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4926 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %4927 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %4928 = "func.call"(%4926, %4925, %4927) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %4929 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4930 = "stablehlo.reduce"(%4928, %4929) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg398: tensor<f32>, %arg399: tensor<f32>):
      %5515 = "stablehlo.maximum"(%arg398, %arg399) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5515) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4931 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4932 = "stablehlo.broadcast_in_dim"(%4931) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %4933 = "stablehlo.maximum"(%4932, %4930) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %4934 = "stablehlo.broadcast_in_dim"(%4933) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4935 = "stablehlo.broadcast_in_dim"(%4934) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4936 = "stablehlo.subtract"(%4928, %4935) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4937 = "stablehlo.exponential"(%4936) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4938 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4939 = "stablehlo.reduce"(%4937, %4938) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg396: tensor<f32>, %arg397: tensor<f32>):
      %5514 = "stablehlo.add"(%arg396, %arg397) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5514) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %4940 = "stablehlo.broadcast_in_dim"(%4939) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %4941 = "stablehlo.broadcast_in_dim"(%4940) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %4942 = "stablehlo.divide"(%4937, %4941) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %4943 = "stablehlo.convert"(%4942) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %4944 = "stablehlo.dot_general"(%4918, %4943) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %4945 = "stablehlo.transpose"(%4944) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %4946 = "stablehlo.reshape"(%4945) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %4947 = "stablehlo.dot_general"(%4946, %arg271) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4948 = "stablehlo.add"(%4801, %4947) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4949 = "stablehlo.convert"(%4948) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4950 = "stablehlo.multiply"(%4949, %4949) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4951 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4952 = "stablehlo.reduce"(%4950, %4951) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg394: tensor<f32>, %arg395: tensor<f32>):
      %5513 = "stablehlo.add"(%arg394, %arg395) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5513) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4953 = "stablehlo.broadcast_in_dim"(%4952) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4954 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4955 = "stablehlo.broadcast_in_dim"(%4954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4956 = "stablehlo.divide"(%4953, %4955) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4957 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4958 = "stablehlo.broadcast_in_dim"(%4957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4959 = "stablehlo.add"(%4956, %4958) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4960 = "stablehlo.rsqrt"(%4959) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4961 = "stablehlo.broadcast_in_dim"(%4960) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4962 = "stablehlo.multiply"(%4949, %4961) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4963 = "stablehlo.convert"(%4962) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4964 = "stablehlo.broadcast_in_dim"(%arg266) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4965 = "stablehlo.multiply"(%4963, %4964) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4966 = "stablehlo.dot_general"(%4965, %arg268) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4967 = "func.call"(%4966) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4968 = "stablehlo.dot_general"(%4965, %arg269) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4969 = "stablehlo.multiply"(%4967, %4968) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %4970 = "stablehlo.dot_general"(%4969, %arg267) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4971 = "stablehlo.add"(%4948, %4970) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4972 = "stablehlo.convert"(%4971) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %4973 = "stablehlo.multiply"(%4972, %4972) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4974 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4975 = "stablehlo.reduce"(%4973, %4974) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg392: tensor<f32>, %arg393: tensor<f32>):
      %5512 = "stablehlo.add"(%arg392, %arg393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5512) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %4976 = "stablehlo.broadcast_in_dim"(%4975) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %4977 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %4978 = "stablehlo.broadcast_in_dim"(%4977) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4979 = "stablehlo.divide"(%4976, %4978) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4980 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %4981 = "stablehlo.broadcast_in_dim"(%4980) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %4982 = "stablehlo.add"(%4979, %4981) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4983 = "stablehlo.rsqrt"(%4982) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %4984 = "stablehlo.broadcast_in_dim"(%4983) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %4985 = "stablehlo.multiply"(%4972, %4984) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %4986 = "stablehlo.convert"(%4985) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %4987 = "stablehlo.broadcast_in_dim"(%arg274) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %4988 = "stablehlo.multiply"(%4986, %4987) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4989 = "stablehlo.dot_general"(%4988, %arg281) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4990 = "stablehlo.reshape"(%4989) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4991 = "stablehlo.dot_general"(%4988, %arg279) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4992 = "stablehlo.reshape"(%4991) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4993 = "stablehlo.dot_general"(%4988, %arg282) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %4994 = "stablehlo.reshape"(%4993) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %4995 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %4996 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4997 = "stablehlo.broadcast_in_dim"(%4996) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %4998 = "stablehlo.multiply"(%4997, %4995) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %4999 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5000 = "stablehlo.broadcast_in_dim"(%4999) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5001 = "stablehlo.add"(%5000, %4998) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5002 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5003 = "stablehlo.broadcast_in_dim"(%5002) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5004 = "stablehlo.divide"(%5001, %5003) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5005 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %5006 = "stablehlo.broadcast_in_dim"(%5005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5007 = "stablehlo.power"(%5006, %5004) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5008 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5009 = "stablehlo.broadcast_in_dim"(%5008) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5010 = "stablehlo.divide"(%5009, %5007) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5011 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %5012 = "stablehlo.broadcast_in_dim"(%5011) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %5013 = "stablehlo.broadcast_in_dim"(%5010) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5014 = "stablehlo.broadcast_in_dim"(%5012) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %5015 = "stablehlo.multiply"(%5014, %5013) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %5016 = "stablehlo.concatenate"(%5015, %5015) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %5017 = "stablehlo.cosine"(%5016) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5018 = "stablehlo.broadcast_in_dim"(%5017) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5019 = "stablehlo.sine"(%5016) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5020 = "stablehlo.broadcast_in_dim"(%5019) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5021 = "stablehlo.slice"(%4990) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5022 = "stablehlo.slice"(%4990) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5023 = "stablehlo.negate"(%5022) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %5024 = "stablehlo.concatenate"(%5023, %5021) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %5025 = "stablehlo.convert"(%4990) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5026 = "stablehlo.broadcast_in_dim"(%5018) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5027 = "stablehlo.multiply"(%5025, %5026) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5028 = "stablehlo.convert"(%5024) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5029 = "stablehlo.broadcast_in_dim"(%5020) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5030 = "stablehlo.multiply"(%5028, %5029) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5031 = "stablehlo.add"(%5027, %5030) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5032 = "stablehlo.convert"(%5031) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %5033 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5034 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5035 = "stablehlo.broadcast_in_dim"(%5034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5036 = "stablehlo.multiply"(%5035, %5033) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5037 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5038 = "stablehlo.broadcast_in_dim"(%5037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5039 = "stablehlo.add"(%5038, %5036) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5040 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5041 = "stablehlo.broadcast_in_dim"(%5040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5042 = "stablehlo.divide"(%5039, %5041) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5043 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %5044 = "stablehlo.broadcast_in_dim"(%5043) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5045 = "stablehlo.power"(%5044, %5042) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5046 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5047 = "stablehlo.broadcast_in_dim"(%5046) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5048 = "stablehlo.divide"(%5047, %5045) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5049 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %5050 = "stablehlo.broadcast_in_dim"(%5049) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %5051 = "stablehlo.broadcast_in_dim"(%5048) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5052 = "stablehlo.broadcast_in_dim"(%5050) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %5053 = "stablehlo.multiply"(%5052, %5051) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %5054 = "stablehlo.concatenate"(%5053, %5053) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %5055 = "stablehlo.cosine"(%5054) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5056 = "stablehlo.broadcast_in_dim"(%5055) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5057 = "stablehlo.sine"(%5054) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5058 = "stablehlo.broadcast_in_dim"(%5057) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5059 = "stablehlo.slice"(%4992) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5060 = "stablehlo.slice"(%4992) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5061 = "stablehlo.negate"(%5060) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %5062 = "stablehlo.concatenate"(%5061, %5059) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %5063 = "stablehlo.convert"(%4992) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5064 = "stablehlo.broadcast_in_dim"(%5056) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5065 = "stablehlo.multiply"(%5063, %5064) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5066 = "stablehlo.convert"(%5062) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5067 = "stablehlo.broadcast_in_dim"(%5058) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5068 = "stablehlo.multiply"(%5066, %5067) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5069 = "stablehlo.add"(%5065, %5068) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5070 = "stablehlo.convert"(%5069) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %5071 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5072 = "stablehlo.compare"(%arg367, %5071) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5073 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %5074 = "stablehlo.add"(%arg367, %5073) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5075 = "stablehlo.select"(%5072, %5074, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5076 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5077 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5078 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5079 = "stablehlo.dynamic_update_slice"(%arg361, %5070, %5076, %5075, %5077, %5078) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %5080 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5081 = "stablehlo.compare"(%arg367, %5080) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5082 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %5083 = "stablehlo.add"(%arg367, %5082) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5084 = "stablehlo.select"(%5081, %5083, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5085 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5086 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5087 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5088 = "stablehlo.dynamic_update_slice"(%arg362, %4994, %5085, %5084, %5086, %5087) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %5089 = "stablehlo.dot_general"(%5032, %5079) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %5090 = "stablehlo.convert"(%5089) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %5091 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5092 = "stablehlo.sqrt"(%5091) : (tensor<f32>) -> tensor<f32>
    %5093 = "stablehlo.convert"(%5092) : (tensor<f32>) -> tensor<f32>
    %5094 = "stablehlo.broadcast_in_dim"(%5093) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %5095 = "stablehlo.divide"(%5090, %5094) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5096 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %5097 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %5098 = "func.call"(%5096, %5095, %5097) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %5099 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5100 = "stablehlo.reduce"(%5098, %5099) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg390: tensor<f32>, %arg391: tensor<f32>):
      %5511 = "stablehlo.maximum"(%arg390, %arg391) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5511) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %5101 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5102 = "stablehlo.broadcast_in_dim"(%5101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %5103 = "stablehlo.maximum"(%5102, %5100) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %5104 = "stablehlo.broadcast_in_dim"(%5103) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %5105 = "stablehlo.broadcast_in_dim"(%5104) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %5106 = "stablehlo.subtract"(%5098, %5105) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5107 = "stablehlo.exponential"(%5106) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5108 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5109 = "stablehlo.reduce"(%5107, %5108) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg388: tensor<f32>, %arg389: tensor<f32>):
      %5510 = "stablehlo.add"(%arg388, %arg389) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5510) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %5110 = "stablehlo.broadcast_in_dim"(%5109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %5111 = "stablehlo.broadcast_in_dim"(%5110) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %5112 = "stablehlo.divide"(%5107, %5111) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5113 = "stablehlo.convert"(%5112) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %5114 = "stablehlo.dot_general"(%5088, %5113) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %5115 = "stablehlo.transpose"(%5114) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %5116 = "stablehlo.reshape"(%5115) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %5117 = "stablehlo.dot_general"(%5116, %arg280) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5118 = "stablehlo.add"(%4971, %5117) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5119 = "stablehlo.convert"(%5118) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %5120 = "stablehlo.multiply"(%5119, %5119) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5122 = "stablehlo.reduce"(%5120, %5121) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg386: tensor<f32>, %arg387: tensor<f32>):
      %5509 = "stablehlo.add"(%arg386, %arg387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5509) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5123 = "stablehlo.broadcast_in_dim"(%5122) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5124 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5125 = "stablehlo.broadcast_in_dim"(%5124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5126 = "stablehlo.divide"(%5123, %5125) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5127 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5128 = "stablehlo.broadcast_in_dim"(%5127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5129 = "stablehlo.add"(%5126, %5128) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5130 = "stablehlo.rsqrt"(%5129) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5131 = "stablehlo.broadcast_in_dim"(%5130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %5132 = "stablehlo.multiply"(%5119, %5131) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5133 = "stablehlo.convert"(%5132) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %5134 = "stablehlo.broadcast_in_dim"(%arg275) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5135 = "stablehlo.multiply"(%5133, %5134) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5136 = "stablehlo.dot_general"(%5135, %arg277) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5137 = "func.call"(%5136) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5138 = "stablehlo.dot_general"(%5135, %arg278) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5139 = "stablehlo.multiply"(%5137, %5138) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5140 = "stablehlo.dot_general"(%5139, %arg276) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5141 = "stablehlo.add"(%5118, %5140) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5142 = "stablehlo.convert"(%5141) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %5143 = "stablehlo.multiply"(%5142, %5142) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5145 = "stablehlo.reduce"(%5143, %5144) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg384: tensor<f32>, %arg385: tensor<f32>):
      %5508 = "stablehlo.add"(%arg384, %arg385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5508) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5146 = "stablehlo.broadcast_in_dim"(%5145) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5147 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5148 = "stablehlo.broadcast_in_dim"(%5147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5149 = "stablehlo.divide"(%5146, %5148) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5150 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5151 = "stablehlo.broadcast_in_dim"(%5150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5152 = "stablehlo.add"(%5149, %5151) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5153 = "stablehlo.rsqrt"(%5152) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5154 = "stablehlo.broadcast_in_dim"(%5153) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %5155 = "stablehlo.multiply"(%5142, %5154) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5156 = "stablehlo.convert"(%5155) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %5157 = "stablehlo.broadcast_in_dim"(%arg283) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5158 = "stablehlo.multiply"(%5156, %5157) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5159 = "stablehlo.dot_general"(%5158, %arg290) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5160 = "stablehlo.reshape"(%5159) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %5161 = "stablehlo.dot_general"(%5158, %arg288) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5162 = "stablehlo.reshape"(%5161) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %5163 = "stablehlo.dot_general"(%5158, %arg291) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5164 = "stablehlo.reshape"(%5163) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %5165 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5166 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5167 = "stablehlo.broadcast_in_dim"(%5166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5168 = "stablehlo.multiply"(%5167, %5165) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5170 = "stablehlo.broadcast_in_dim"(%5169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5171 = "stablehlo.add"(%5170, %5168) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5172 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5173 = "stablehlo.broadcast_in_dim"(%5172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5174 = "stablehlo.divide"(%5171, %5173) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5175 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %5176 = "stablehlo.broadcast_in_dim"(%5175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5177 = "stablehlo.power"(%5176, %5174) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5178 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5179 = "stablehlo.broadcast_in_dim"(%5178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5180 = "stablehlo.divide"(%5179, %5177) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5181 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %5182 = "stablehlo.broadcast_in_dim"(%5181) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %5183 = "stablehlo.broadcast_in_dim"(%5180) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5184 = "stablehlo.broadcast_in_dim"(%5182) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %5185 = "stablehlo.multiply"(%5184, %5183) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %5186 = "stablehlo.concatenate"(%5185, %5185) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %5187 = "stablehlo.cosine"(%5186) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5188 = "stablehlo.broadcast_in_dim"(%5187) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5189 = "stablehlo.sine"(%5186) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5190 = "stablehlo.broadcast_in_dim"(%5189) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5191 = "stablehlo.slice"(%5160) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5192 = "stablehlo.slice"(%5160) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5193 = "stablehlo.negate"(%5192) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %5194 = "stablehlo.concatenate"(%5193, %5191) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %5195 = "stablehlo.convert"(%5160) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5196 = "stablehlo.broadcast_in_dim"(%5188) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5197 = "stablehlo.multiply"(%5195, %5196) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5198 = "stablehlo.convert"(%5194) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5199 = "stablehlo.broadcast_in_dim"(%5190) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5200 = "stablehlo.multiply"(%5198, %5199) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5201 = "stablehlo.add"(%5197, %5200) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5202 = "stablehlo.convert"(%5201) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %5203 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5204 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5205 = "stablehlo.broadcast_in_dim"(%5204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5206 = "stablehlo.multiply"(%5205, %5203) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5208 = "stablehlo.broadcast_in_dim"(%5207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5209 = "stablehlo.add"(%5208, %5206) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5210 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5211 = "stablehlo.broadcast_in_dim"(%5210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5212 = "stablehlo.divide"(%5209, %5211) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5213 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %5214 = "stablehlo.broadcast_in_dim"(%5213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5215 = "stablehlo.power"(%5214, %5212) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5216 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5217 = "stablehlo.broadcast_in_dim"(%5216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5218 = "stablehlo.divide"(%5217, %5215) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5219 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %5220 = "stablehlo.broadcast_in_dim"(%5219) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %5221 = "stablehlo.broadcast_in_dim"(%5218) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5222 = "stablehlo.broadcast_in_dim"(%5220) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %5223 = "stablehlo.multiply"(%5222, %5221) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %5224 = "stablehlo.concatenate"(%5223, %5223) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %5225 = "stablehlo.cosine"(%5224) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5226 = "stablehlo.broadcast_in_dim"(%5225) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5227 = "stablehlo.sine"(%5224) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5228 = "stablehlo.broadcast_in_dim"(%5227) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5229 = "stablehlo.slice"(%5162) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5230 = "stablehlo.slice"(%5162) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5231 = "stablehlo.negate"(%5230) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %5232 = "stablehlo.concatenate"(%5231, %5229) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %5233 = "stablehlo.convert"(%5162) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5234 = "stablehlo.broadcast_in_dim"(%5226) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5235 = "stablehlo.multiply"(%5233, %5234) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5236 = "stablehlo.convert"(%5232) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5237 = "stablehlo.broadcast_in_dim"(%5228) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5238 = "stablehlo.multiply"(%5236, %5237) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5239 = "stablehlo.add"(%5235, %5238) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5240 = "stablehlo.convert"(%5239) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %5241 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5242 = "stablehlo.compare"(%arg367, %5241) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5243 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %5244 = "stablehlo.add"(%arg367, %5243) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5245 = "stablehlo.select"(%5242, %5244, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5246 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5247 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5248 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5249 = "stablehlo.dynamic_update_slice"(%arg363, %5240, %5246, %5245, %5247, %5248) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %5250 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5251 = "stablehlo.compare"(%arg367, %5250) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5252 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %5253 = "stablehlo.add"(%arg367, %5252) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5254 = "stablehlo.select"(%5251, %5253, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5255 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5256 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5257 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5258 = "stablehlo.dynamic_update_slice"(%arg364, %5164, %5255, %5254, %5256, %5257) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %5259 = "stablehlo.dot_general"(%5202, %5249) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %5260 = "stablehlo.convert"(%5259) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %5261 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5262 = "stablehlo.sqrt"(%5261) : (tensor<f32>) -> tensor<f32>
    %5263 = "stablehlo.convert"(%5262) : (tensor<f32>) -> tensor<f32>
    %5264 = "stablehlo.broadcast_in_dim"(%5263) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %5265 = "stablehlo.divide"(%5260, %5264) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5266 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %5267 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %5268 = "func.call"(%5266, %5265, %5267) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %5269 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5270 = "stablehlo.reduce"(%5268, %5269) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg382: tensor<f32>, %arg383: tensor<f32>):
      %5507 = "stablehlo.maximum"(%arg382, %arg383) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5507) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %5271 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5272 = "stablehlo.broadcast_in_dim"(%5271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %5273 = "stablehlo.maximum"(%5272, %5270) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %5274 = "stablehlo.broadcast_in_dim"(%5273) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %5275 = "stablehlo.broadcast_in_dim"(%5274) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %5276 = "stablehlo.subtract"(%5268, %5275) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5277 = "stablehlo.exponential"(%5276) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5278 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5279 = "stablehlo.reduce"(%5277, %5278) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg380: tensor<f32>, %arg381: tensor<f32>):
      %5506 = "stablehlo.add"(%arg380, %arg381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5506) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %5280 = "stablehlo.broadcast_in_dim"(%5279) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %5281 = "stablehlo.broadcast_in_dim"(%5280) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %5282 = "stablehlo.divide"(%5277, %5281) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5283 = "stablehlo.convert"(%5282) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %5284 = "stablehlo.dot_general"(%5258, %5283) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %5285 = "stablehlo.transpose"(%5284) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %5286 = "stablehlo.reshape"(%5285) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %5287 = "stablehlo.dot_general"(%5286, %arg289) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5288 = "stablehlo.add"(%5141, %5287) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5289 = "stablehlo.convert"(%5288) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %5290 = "stablehlo.multiply"(%5289, %5289) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5292 = "stablehlo.reduce"(%5290, %5291) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg378: tensor<f32>, %arg379: tensor<f32>):
      %5505 = "stablehlo.add"(%arg378, %arg379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5505) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5293 = "stablehlo.broadcast_in_dim"(%5292) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5294 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5295 = "stablehlo.broadcast_in_dim"(%5294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5296 = "stablehlo.divide"(%5293, %5295) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5297 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5298 = "stablehlo.broadcast_in_dim"(%5297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5299 = "stablehlo.add"(%5296, %5298) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5300 = "stablehlo.rsqrt"(%5299) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5301 = "stablehlo.broadcast_in_dim"(%5300) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %5302 = "stablehlo.multiply"(%5289, %5301) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5303 = "stablehlo.convert"(%5302) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %5304 = "stablehlo.broadcast_in_dim"(%arg284) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5305 = "stablehlo.multiply"(%5303, %5304) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5306 = "stablehlo.dot_general"(%5305, %arg286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5307 = "func.call"(%5306) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5308 = "stablehlo.dot_general"(%5305, %arg287) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5309 = "stablehlo.multiply"(%5307, %5308) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5310 = "stablehlo.dot_general"(%5309, %arg285) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5311 = "stablehlo.add"(%5288, %5310) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5312 = "stablehlo.convert"(%5311) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %5313 = "stablehlo.multiply"(%5312, %5312) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5315 = "stablehlo.reduce"(%5313, %5314) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg376: tensor<f32>, %arg377: tensor<f32>):
      %5504 = "stablehlo.add"(%arg376, %arg377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5504) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5316 = "stablehlo.broadcast_in_dim"(%5315) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5317 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5318 = "stablehlo.broadcast_in_dim"(%5317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5319 = "stablehlo.divide"(%5316, %5318) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5320 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5321 = "stablehlo.broadcast_in_dim"(%5320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5322 = "stablehlo.add"(%5319, %5321) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5323 = "stablehlo.rsqrt"(%5322) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5324 = "stablehlo.broadcast_in_dim"(%5323) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %5325 = "stablehlo.multiply"(%5312, %5324) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5326 = "stablehlo.convert"(%5325) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %5327 = "stablehlo.broadcast_in_dim"(%arg292) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5328 = "stablehlo.multiply"(%5326, %5327) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5329 = "stablehlo.dot_general"(%5328, %arg299) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5330 = "stablehlo.reshape"(%5329) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %5331 = "stablehlo.dot_general"(%5328, %arg297) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5332 = "stablehlo.reshape"(%5331) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %5333 = "stablehlo.dot_general"(%5328, %arg300) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5334 = "stablehlo.reshape"(%5333) : (tensor<1x1x4096xbf16>) -> tensor<1x1x32x128xbf16>
    %5335 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5336 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5337 = "stablehlo.broadcast_in_dim"(%5336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5338 = "stablehlo.multiply"(%5337, %5335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5340 = "stablehlo.broadcast_in_dim"(%5339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5341 = "stablehlo.add"(%5340, %5338) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5342 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5343 = "stablehlo.broadcast_in_dim"(%5342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5344 = "stablehlo.divide"(%5341, %5343) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5345 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %5346 = "stablehlo.broadcast_in_dim"(%5345) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5347 = "stablehlo.power"(%5346, %5344) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5348 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5349 = "stablehlo.broadcast_in_dim"(%5348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5350 = "stablehlo.divide"(%5349, %5347) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5351 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %5352 = "stablehlo.broadcast_in_dim"(%5351) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %5353 = "stablehlo.broadcast_in_dim"(%5350) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5354 = "stablehlo.broadcast_in_dim"(%5352) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %5355 = "stablehlo.multiply"(%5354, %5353) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %5356 = "stablehlo.concatenate"(%5355, %5355) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %5357 = "stablehlo.cosine"(%5356) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5358 = "stablehlo.broadcast_in_dim"(%5357) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5359 = "stablehlo.sine"(%5356) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5360 = "stablehlo.broadcast_in_dim"(%5359) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5361 = "stablehlo.slice"(%5330) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5362 = "stablehlo.slice"(%5330) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5363 = "stablehlo.negate"(%5362) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %5364 = "stablehlo.concatenate"(%5363, %5361) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %5365 = "stablehlo.convert"(%5330) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5366 = "stablehlo.broadcast_in_dim"(%5358) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5367 = "stablehlo.multiply"(%5365, %5366) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5368 = "stablehlo.convert"(%5364) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5369 = "stablehlo.broadcast_in_dim"(%5360) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5370 = "stablehlo.multiply"(%5368, %5369) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5371 = "stablehlo.add"(%5367, %5370) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5372 = "stablehlo.convert"(%5371) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %5373 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<64xf32>
    %5374 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5375 = "stablehlo.broadcast_in_dim"(%5374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5376 = "stablehlo.multiply"(%5375, %5373) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5377 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5378 = "stablehlo.broadcast_in_dim"(%5377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5379 = "stablehlo.add"(%5378, %5376) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5380 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5381 = "stablehlo.broadcast_in_dim"(%5380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5382 = "stablehlo.divide"(%5379, %5381) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5383 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %5384 = "stablehlo.broadcast_in_dim"(%5383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5385 = "stablehlo.power"(%5384, %5382) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5386 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5387 = "stablehlo.broadcast_in_dim"(%5386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %5388 = "stablehlo.divide"(%5387, %5385) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %5389 = "stablehlo.convert"(%37) : (tensor<1xi32>) -> tensor<1xf32>
    %5390 = "stablehlo.broadcast_in_dim"(%5389) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<1x1xf32>
    %5391 = "stablehlo.broadcast_in_dim"(%5388) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %5392 = "stablehlo.broadcast_in_dim"(%5390) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x64xf32>
    %5393 = "stablehlo.multiply"(%5392, %5391) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %5394 = "stablehlo.concatenate"(%5393, %5393) <{dimension = 1 : i64}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x128xf32>
    %5395 = "stablehlo.cosine"(%5394) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5396 = "stablehlo.broadcast_in_dim"(%5395) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5397 = "stablehlo.sine"(%5394) : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %5398 = "stablehlo.broadcast_in_dim"(%5397) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<1x128xf32>) -> tensor<1x1x1x128xf32>
    %5399 = "stablehlo.slice"(%5332) <{limit_indices = array<i64: 1, 1, 32, 64>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5400 = "stablehlo.slice"(%5332) <{limit_indices = array<i64: 1, 1, 32, 128>, start_indices = array<i64: 0, 0, 0, 64>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x64xbf16>
    %5401 = "stablehlo.negate"(%5400) : (tensor<1x1x32x64xbf16>) -> tensor<1x1x32x64xbf16>
    %5402 = "stablehlo.concatenate"(%5401, %5399) <{dimension = 3 : i64}> : (tensor<1x1x32x64xbf16>, tensor<1x1x32x64xbf16>) -> tensor<1x1x32x128xbf16>
    %5403 = "stablehlo.convert"(%5332) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5404 = "stablehlo.broadcast_in_dim"(%5396) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5405 = "stablehlo.multiply"(%5403, %5404) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5406 = "stablehlo.convert"(%5402) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x32x128xf32>
    %5407 = "stablehlo.broadcast_in_dim"(%5398) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x128xf32>) -> tensor<1x1x32x128xf32>
    %5408 = "stablehlo.multiply"(%5406, %5407) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5409 = "stablehlo.add"(%5405, %5408) : (tensor<1x1x32x128xf32>, tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xf32>
    %5410 = "stablehlo.convert"(%5409) : (tensor<1x1x32x128xf32>) -> tensor<1x1x32x128xbf16>
    %5411 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5412 = "stablehlo.compare"(%arg367, %5411) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5413 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %5414 = "stablehlo.add"(%arg367, %5413) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5415 = "stablehlo.select"(%5412, %5414, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5416 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5417 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5418 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5419 = "stablehlo.dynamic_update_slice"(%arg365, %5410, %5416, %5415, %5417, %5418) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %5420 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5421 = "stablehlo.compare"(%arg367, %5420) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5422 = "stablehlo.constant"() <{value = dense<2048> : tensor<i32>}> : () -> tensor<i32>
    %5423 = "stablehlo.add"(%arg367, %5422) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %5424 = "stablehlo.select"(%5421, %5423, %arg367) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5425 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5426 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5427 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5428 = "stablehlo.dynamic_update_slice"(%arg366, %5334, %5425, %5424, %5426, %5427) : (tensor<1x2048x32x128xbf16>, tensor<1x1x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x32x128xbf16>
    %5429 = "stablehlo.dot_general"(%5372, %5419) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> tensor<1x32x1x2048xbf16>
    %5430 = "stablehlo.convert"(%5429) : (tensor<1x32x1x2048xbf16>) -> tensor<1x32x1x2048xf32>
    %5431 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %5432 = "stablehlo.sqrt"(%5431) : (tensor<f32>) -> tensor<f32>
    %5433 = "stablehlo.convert"(%5432) : (tensor<f32>) -> tensor<f32>
    %5434 = "stablehlo.broadcast_in_dim"(%5433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %5435 = "stablehlo.divide"(%5430, %5434) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5436 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<1x2048xi1>) -> tensor<1x1x1x2048xi1>
    %5437 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %5438 = "func.call"(%5436, %5435, %5437) <{callee = @_where_0}> : (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>
    %5439 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5440 = "stablehlo.reduce"(%5438, %5439) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg374: tensor<f32>, %arg375: tensor<f32>):
      %5503 = "stablehlo.maximum"(%arg374, %arg375) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5503) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %5441 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %5442 = "stablehlo.broadcast_in_dim"(%5441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1xf32>
    %5443 = "stablehlo.maximum"(%5442, %5440) : (tensor<1x32x1xf32>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %5444 = "stablehlo.broadcast_in_dim"(%5443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %5445 = "stablehlo.broadcast_in_dim"(%5444) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %5446 = "stablehlo.subtract"(%5438, %5445) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5447 = "stablehlo.exponential"(%5446) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5449 = "stablehlo.reduce"(%5447, %5448) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg372: tensor<f32>, %arg373: tensor<f32>):
      %5502 = "stablehlo.add"(%arg372, %arg373) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5502) : (tensor<f32>) -> ()
    }) : (tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1xf32>
    %5450 = "stablehlo.broadcast_in_dim"(%5449) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x32x1xf32>) -> tensor<1x32x1x1xf32>
    %5451 = "stablehlo.broadcast_in_dim"(%5450) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x2048xf32>
    %5452 = "stablehlo.divide"(%5447, %5451) : (tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    %5453 = "stablehlo.convert"(%5452) : (tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xbf16>
    %5454 = "stablehlo.dot_general"(%5428, %5453) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x2048x32x128xbf16>, tensor<1x32x1x2048xbf16>) -> tensor<1x32x128x1xbf16>
    %5455 = "stablehlo.transpose"(%5454) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<1x32x128x1xbf16>) -> tensor<1x1x32x128xbf16>
    %5456 = "stablehlo.reshape"(%5455) : (tensor<1x1x32x128xbf16>) -> tensor<1x1x4096xbf16>
    %5457 = "stablehlo.dot_general"(%5456, %arg298) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5458 = "stablehlo.add"(%5311, %5457) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5459 = "stablehlo.convert"(%5458) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %5460 = "stablehlo.multiply"(%5459, %5459) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5461 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5462 = "stablehlo.reduce"(%5460, %5461) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg370: tensor<f32>, %arg371: tensor<f32>):
      %5501 = "stablehlo.add"(%arg370, %arg371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5501) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5463 = "stablehlo.broadcast_in_dim"(%5462) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5464 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5465 = "stablehlo.broadcast_in_dim"(%5464) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5466 = "stablehlo.divide"(%5463, %5465) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5467 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5468 = "stablehlo.broadcast_in_dim"(%5467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5469 = "stablehlo.add"(%5466, %5468) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5470 = "stablehlo.rsqrt"(%5469) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5471 = "stablehlo.broadcast_in_dim"(%5470) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %5472 = "stablehlo.multiply"(%5459, %5471) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5473 = "stablehlo.convert"(%5472) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %5474 = "stablehlo.broadcast_in_dim"(%arg293) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5475 = "stablehlo.multiply"(%5473, %5474) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5476 = "stablehlo.dot_general"(%5475, %arg295) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5477 = "func.call"(%5476) <{callee = @silu}> : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5478 = "stablehlo.dot_general"(%5475, %arg296) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5479 = "stablehlo.multiply"(%5477, %5478) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5480 = "stablehlo.dot_general"(%5479, %arg294) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x11008xbf16>, tensor<11008x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5481 = "stablehlo.add"(%5458, %5480) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5482 = "stablehlo.convert"(%5481) : (tensor<1x1x4096xbf16>) -> tensor<1x1x4096xf32>
    %5483 = "stablehlo.multiply"(%5482, %5482) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5484 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5485 = "stablehlo.reduce"(%5483, %5484) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg368: tensor<f32>, %arg369: tensor<f32>):
      %5500 = "stablehlo.add"(%arg368, %arg369) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%5500) : (tensor<f32>) -> ()
    }) : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<1x1xf32>
    %5486 = "stablehlo.broadcast_in_dim"(%5485) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %5487 = "stablehlo.constant"() <{value = dense<4.096000e+03> : tensor<f32>}> : () -> tensor<f32>
    %5488 = "stablehlo.broadcast_in_dim"(%5487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5489 = "stablehlo.divide"(%5486, %5488) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5490 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %5491 = "stablehlo.broadcast_in_dim"(%5490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %5492 = "stablehlo.add"(%5489, %5491) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5493 = "stablehlo.rsqrt"(%5492) : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %5494 = "stablehlo.broadcast_in_dim"(%5493) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<1x1x4096xf32>
    %5495 = "stablehlo.multiply"(%5482, %5494) : (tensor<1x1x4096xf32>, tensor<1x1x4096xf32>) -> tensor<1x1x4096xf32>
    %5496 = "stablehlo.convert"(%5495) : (tensor<1x1x4096xf32>) -> tensor<1x1x4096xbf16>
    %5497 = "stablehlo.broadcast_in_dim"(%arg12) <{broadcast_dimensions = array<i64: 2>}> : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %5498 = "stablehlo.multiply"(%5496, %5497) : (tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    %5499 = "stablehlo.dot_general"(%5498, %arg301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<1x1x4096xbf16>, tensor<4096x32000xbf16>) -> tensor<1x1x32000xbf16>
    "func.return"(%5499, %149, %158, %319, %328, %489, %498, %659, %668, %829, %838, %999, %1008, %1169, %1178, %1339, %1348, %1509, %1518, %1679, %1688, %1849, %1858, %2019, %2028, %2189, %2198, %2359, %2368, %2529, %2538, %2699, %2708, %2869, %2878, %3039, %3048, %3209, %3218, %3379, %3388, %3549, %3558, %3719, %3728, %3889, %3898, %4059, %4068, %4229, %4238, %4399, %4408, %4569, %4578, %4739, %4748, %4909, %4918, %5079, %5088, %5249, %5258, %5419, %5428) : (tensor<1x1x32000xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>, tensor<1x2048x32x128xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<32000x4096xbf16>, tensor<1x1xi32>) -> tensor<1x1x4096xbf16>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<32000x4096xbf16>, %arg8: tensor<1x1xi32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
    %15 = "stablehlo.compare"(%arg8, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %16 = "stablehlo.constant"() <{value = dense<32000> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1xi32>
    %18 = "stablehlo.add"(%arg8, %17) : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %19 = "func.call"(%15, %18, %arg8) <{callee = @_where}> : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<1x1x1xi32>
    %21 = "stablehlo.constant"() <{value = dense<31999> : tensor<1xi32>}> : () -> tensor<1xi32>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x1x1xi32>
    %24 = "stablehlo.compare"(%20, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %25 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %26 = "stablehlo.compare"(%20, %25) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %27 = "stablehlo.and"(%24, %26) : (tensor<1x1x1xi1>, tensor<1x1x1xi1>) -> tensor<1x1x1xi1>
    %28 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %29 = "stablehlo.reduce"(%27, %28) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg9: tensor<i1>, %arg10: tensor<i1>):
      %35 = "stablehlo.and"(%arg9, %arg10) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%35) : (tensor<i1>) -> ()
    }) : (tensor<1x1x1xi1>, tensor<i1>) -> tensor<1x1xi1>
    %30 = "stablehlo.gather"(%arg7, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<32000x4096xbf16>, tensor<1x1x1xi32>) -> tensor<1x1x4096xbf16>
    %31 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<1x1x4096xi1>
    %32 = "stablehlo.constant"() <{value = dense<0x7FC0> : tensor<bf16>}> : () -> tensor<bf16>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x1x4096xbf16>
    %34 = "stablehlo.select"(%31, %30, %33) : (tensor<1x1x4096xi1>, tensor<1x1x4096xbf16>, tensor<1x1x4096xbf16>) -> tensor<1x1x4096xbf16>
    "func.return"(%34) : (tensor<1x1x4096xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<1x1xi1>, %arg5: tensor<1x1xi32>, %arg6: tensor<1x1xi32>):
    %12 = "stablehlo.select"(%arg4, %arg5, %arg6) : (tensor<1x1xi1>, tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    "func.return"(%12) : (tensor<1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x1x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<f32>) -> tensor<1x32x1x2048xf32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<1x1x1x2048xi1>, %arg2: tensor<1x32x1x2048xf32>, %arg3: tensor<f32>):
    %9 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x2048xi1>) -> tensor<1x32x1x2048xi1>
    %10 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x32x1x2048xf32>
    %11 = "stablehlo.select"(%9, %arg2, %10) : (tensor<1x32x1x2048xi1>, tensor<1x32x1x2048xf32>, tensor<1x32x1x2048xf32>) -> tensor<1x32x1x2048xf32>
    "func.return"(%11) : (tensor<1x32x1x2048xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>, res_attrs = [{}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x1x11008xbf16>):
    %0 = "stablehlo.negate"(%arg0) : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %1 = "stablehlo.exponential"(%0) : (tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x1x11008xbf16>
    %4 = "stablehlo.add"(%3, %1) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<1x1x11008xbf16>
    %7 = "stablehlo.divide"(%6, %4) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    %8 = "stablehlo.multiply"(%arg0, %7) : (tensor<1x1x11008xbf16>, tensor<1x1x11008xbf16>) -> tensor<1x1x11008xbf16>
    "func.return"(%8) : (tensor<1x1x11008xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
